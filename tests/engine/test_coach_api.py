"""The coach's JSON calls (posy.coach.api), with the bridge's conventions: a session,
a record or a position in; ``{"ok": true, ...}`` or ``{"ok": false, "error": ...}`` out."""

from __future__ import annotations

import json
from typing import Any

from posy import ai, bridge, coach, play_api, sessions
from posy.coach import api
from posy.core import Rng, random_record
from posy.games.anthokyklos import GAME as ANTHOKYKLOS_GAME
from posy.games.floriado import GAME as FLORIADO_GAME
from posy.games.petals import GAME as PETALS_GAME


def sent(value: object) -> Any:
    """``value`` as the page sends it back: through JSON."""
    return json.loads(json.dumps(value))


def call(name: str, req: dict[str, Any]) -> dict[str, Any]:
    out = json.loads(bridge.call(name, json.dumps(req)))
    assert isinstance(out, dict)
    return out


def test_the_calls_are_the_documented_ones_and_fit_the_bridge() -> None:
    assert set(api.CALLS) == {
        "coach_hint",
        "coach_preview",
        "coach_review_start",
        "coach_review_step",
        "coach_review_close",
        "coach_review_idle",
    }
    assert all(bridge.CALLS[name] is handler for name, handler in api.CALLS.items())  # registered
    for name in api.CALLS:
        assert f"``{name} " in api.__doc__


def test_a_hint_from_a_session_is_the_hard_computers_move_at_that_ply() -> None:
    snap = play_api.start({"game": "floriado", "seed": 4})
    sid = snap["sid"]
    snap = play_api.play({"sid": sid, "move": sent(snap["moves"][0])})
    state = sessions.SESSIONS[sid].states[-1]
    out = call("coach_hint", {"sid": sid, "seat": 1, "iterations": 50})
    assert out["ok"] and out["done"]
    seed = (4 * 0x100000001B3 + 1) & ((1 << 64) - 1)  # play_api.think's seed for ply 1
    assert out["hint"]["move"] == ai.choose(state, "hard", seed, iterations=50)
    assert out["hint"]["text"].endswith(".")
    refused = call("coach_hint", {"sid": sid, "seat": 0})
    assert refused == {"ok": False, "error": "A hint is only for the player whose turn it is."}
    assert call("coach_hint", {"sid": sid, "ply": 0})["error"] == "The game moved on meanwhile."
    play_api.close({"sid": sid})


def test_a_hint_in_slices_is_the_hint_at_once() -> None:
    state = PETALS_GAME.new(2, 3)
    req = {"state": state.dump(), "seat": 0, "seed": 9, "iterations": 300}
    whole = call("coach_hint", req)
    out = call("coach_hint", {**req, "slice_ms": 1})
    slices = 0
    while not out["done"]:
        slices += 1
        out = call("coach_hint", {**req, "slice_ms": 1, "hint_id": out["hint_id"]})
    assert slices >= 1 and out["hint"] == whole["hint"]
    assert call("coach_hint", {**req, "hint_id": "c0"})["error"].startswith("That hint is no longer")


def test_previews_by_the_call() -> None:
    state = ANTHOKYKLOS_GAME.new(2, 1)
    out = call("coach_preview", {"state": state.dump(), "all": True})
    assert out["ok"] and len(out["previews"]) == len(state.moves())
    move = state.moves()[0]
    one = call("coach_preview", {"state": state.dump(), "move": move})
    assert one["preview"] == out["previews"][0] and one["preview"]["text"].endswith(".")
    bad = call("coach_preview", {"state": state.dump(), "move": {"type": "place", "tile": 0, "space": 0}})
    assert bad["ok"] is False and bad["illegal"] is True and bad["error"].endswith(".")
    petals = PETALS_GAME.new(2, 1)
    hidden = call("coach_preview", {"state": petals.dump(), "all": True, "viewer": 1})
    assert hidden["ok"] is False  # seat 0 leads from a hand seat 1 may not see


def test_a_review_by_the_calls_in_slices() -> None:
    game = FLORIADO_GAME
    record = random_record(game, 2, 6, Rng(6))
    refused = call(
        "coach_review_start", {"record": {**record.to_json(), "moves": record.to_json()["moves"][:5]}}
    )
    assert refused == {"ok": False, "error": "The review opens once the game is over."}
    started = call("coach_review_start", {"record": record.to_json(), "seats": [0], "budget": 8})
    assert started["ok"] and started["progress"]["done"] == 0 and started["progress"]["total"] > 5
    entries: list[dict[str, Any]] = []
    while True:
        step = call("coach_review_step", {"review": started["review"], "slice_ms": 5})
        assert step["ok"]
        entries += step["new"]
        if step["done"]:
            break
    assert len(entries) == started["progress"]["total"] and all(e["seat"] == 0 for e in entries)
    assert step["marked"] == [e for e in entries if e["marked"]]
    direct = coach.review(record, [0], budget=8)
    assert json.loads(json.dumps(direct.entries)) == entries
    assert call("coach_review_close", {"review": started["review"]}) == {"ok": True}
    assert call("coach_review_step", {"review": started["review"]})["ok"] is False


def test_a_reviews_seats_default_to_the_people() -> None:
    game = FLORIADO_GAME
    record = random_record(game, 2, 2, Rng(2))
    data = {**record.to_json(), "computers": ["hard", None]}
    started = call("coach_review_start", {"record": data, "budget": 2})
    review = api.REVIEWS[started["review"]]
    assert review.seats == {1}
    call("coach_review_close", {"review": started["review"]})


def test_bad_requests_get_sentences() -> None:
    assert call("coach_hint", {})["error"] == "Say which game: a session, a record or a position."
    assert call("coach_hint", {"state": {"game": "chess"}})["ok"] is False
    assert json.loads(bridge.call("coach_nothing", "{}"))["error"].startswith("Unknown call")
    assert json.loads(bridge.call("coach_hint", "[1]"))["error"] == "The request was not readable."


def test_a_hint_with_the_time_limit_stops_in_time() -> None:
    state = ANTHOKYKLOS_GAME.new(2, 3)
    req = {"state": state.dump(), "seat": 0, "limit": True, "iterations": 100_000}
    out = call("coach_hint", req)
    assert out["done"] and 0 < out["hint"]["iterations"] < 100_000
