"""posy.bridge: the JSON-in/JSON-out surface JavaScript calls. Every answer is JSON
with ok true/false, and every failure is a sentence, never a traceback."""

from __future__ import annotations

import base64
import json
from typing import Any

import pytest

import posy
from posy import bridge
from posy.core import Rng, random_record
from posy.games.petal_battle import GAME as PETAL_BATTLE_GAME


def call(name: str, payload: Any = None, raw: str | None = None) -> dict[str, Any]:
    text = bridge.call(name, raw if raw is not None else json.dumps(payload or {}))
    answer = json.loads(text)
    assert isinstance(answer, dict) and isinstance(answer["ok"], bool)
    if not answer["ok"]:
        error = answer["error"]
        assert error and error[0].isupper() and error.endswith("."), error
        assert "Traceback" not in error
    return answer


def finished_record(game_id: str = "floriado", seed: int = 4) -> dict[str, Any]:
    game = posy.game(game_id)
    record: dict[str, Any] = dict(random_record(game, game.min_players, seed, Rng(seed)).to_json())
    del record["names"]
    return record


def test_catalog_lists_every_game() -> None:
    answer = call("catalog")
    assert [g["id"] for g in answer["games"]] == list(posy.games())


def test_start_play_undo_redo_round_trip() -> None:
    started = call("start", {"game": "floriado", "players": 2, "seed": 9, "names": ["Ann", " Bob "]})
    assert started["ok"] and started["ply"] == 0 and started["current"] == 0
    assert started["record"]["names"] == ["Ann", "Bob"]
    sid = started["sid"]
    move = started["moves"][5]
    played = call("play", {"sid": sid, "move": move})
    assert played["ply"] == 1 and played["log"][0].startswith("Ann starts on")
    assert played["last_mover"] == 0 and played["can_undo"]
    undone = call("undo", {"sid": sid})
    assert undone["ply"] == 0 and undone["can_redo"] and undone["log"] == []
    redone = call("redo", {"sid": sid})
    assert redone["ply"] == 1 and redone["record"]["moves"] == [move]
    assert not redone["can_redo"]


def test_illegal_move_is_a_sentence_and_changes_nothing() -> None:
    sid = call("start", {"game": "floriado", "seed": 1})["sid"]
    answer = call("play", {"sid": sid, "move": {"type": "move", "row": 0, "col": 0}})
    assert not answer["ok"] and answer["illegal"]
    assert call("view", {"sid": sid})["ply"] == 0


def test_view_at_an_earlier_position_for_replay() -> None:
    loaded = call("load", {"record": finished_record()})
    sid, plies = loaded["sid"], loaded["ply"]
    assert loaded["over"] and plies > 5
    early = call("view", {"sid": sid, "at": 3, "viewer": None})
    assert early["ply"] == 3 and early["plies"] == plies and early["moves"] == [] and len(early["log"]) == 3
    for at in (-1, plies + 1, "3", True, 1.5):
        assert not call("view", {"sid": sid, "at": at})["ok"]


@pytest.mark.parametrize(
    ("name", "raw"),
    [
        ("play", "not json"),
        ("play", "[1,2]"),
        ("play", '"text"'),
        ("nope", "{}"),
        ("play", '{"sid": "s999999"}'),
        ("undo", '{"sid": 5}'),
        ("start", '{"game": "chess"}'),
        ("start", '{"game": "floriado", "players": 3}'),
        ("start", '{"game": "floriado", "seed": -4}'),
        ("start", '{"game": "floriado", "options": {"x": 1}}'),
    ],
)
def test_bad_calls_get_sentences(name: str, raw: str) -> None:
    assert not call(name, raw=raw)["ok"]


def broken_records() -> list[Any]:
    good = finished_record()
    moves = good["moves"]
    out: list[Any] = [
        None,
        7,
        "text",
        [],
        [good],
        {},
        {**good, "game": None},
        {**good, "game": "chess"},
        {**good, "game": 5},
        {**good, "version": None},
        {**good, "version": "1"},
        {**good, "version": 99},
        {**good, "version": True},
        {**good, "players": 1},
        {**good, "players": 9},
        {**good, "players": "2"},
        {**good, "players": None},
        {**good, "seed": -1},
        {**good, "seed": "4"},
        {**good, "seed": 1.5},
        {**good, "seed": None},
        {**good, "options": []},
        {**good, "options": {"unknown": True}},
        {**good, "moves": None},
        {**good, "moves": {}},
        {**good, "moves": [1, 2]},
        {**good, "moves": ["x"]},
        {**good, "moves": [*moves[:3], {"type": "move", "row": 99, "col": 0}]},
        {**good, "moves": [*moves, moves[-1]]},
        {**good, "moves": [moves[1], *moves]},
        {**good, "moves": [{**moves[0], "row": True}]},
        {**good, "moves": [{**moves[0], "facing": "Q"}]},
        {**good, "seed": good["seed"] + 1},
        {**good, "names": "Ann"},
        {**good, "names": [1, 2]},
    ]
    return out


def test_dozens_of_broken_records_are_refused_in_words() -> None:
    records = broken_records()
    assert len(records) >= 30
    for record in records:
        answer = call("load", {"record": record})
        assert not answer["ok"], record
    assert call("load", {"record": finished_record()})["ok"]


def test_a_record_for_a_newer_version_says_so() -> None:
    answer = call("load", {"record": {**finished_record(), "version": 99}})
    assert "version 99" in answer["error"]


def test_truncated_record_opens_at_that_position() -> None:
    record = finished_record()
    answer = call("load", {"record": {**record, "moves": record["moves"][:7]}})
    assert answer["ok"] and answer["ply"] == 7 and not answer["over"]


def test_a_bug_in_a_game_is_a_sentence_with_the_trace_kept_for_the_console(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def boom(_: Any) -> Any:
        raise ZeroDivisionError("bug")

    monkeypatch.setitem(bridge.CALLS, "catalog", boom)
    answer = call("catalog")
    assert not answer["ok"] and "Your game is safe" in answer["error"]
    assert "ZeroDivisionError" in answer["bug"]


def test_names_are_trimmed_and_limited() -> None:
    answer = call("start", {"game": "floriado", "names": ["x" * 100, ""]})
    assert answer["record"]["names"] == ["x" * 24, "White"]


def test_records_survive_a_json_and_base64_round_trip() -> None:
    record = finished_record()
    text = base64.urlsafe_b64encode(json.dumps(record).encode()).decode()
    assert call("load", {"record": json.loads(base64.urlsafe_b64decode(text))})["ok"]


def test_undo_stops_where_hidden_information_was_revealed() -> None:
    """Petal Battle turns both stacks over when the second is set; Petals deals new
    hands at a round's end: neither move can be taken back."""
    for game_id in ("petal_battle", "petals"):
        game = posy.game(game_id)
        state = game.new(2, 3)
        rng = Rng(8)
        barriers = 0
        for _ in range(400):
            if state.over:
                break
            legal = state.moves()
            state = state.play(legal[rng.below(len(legal))])
            barriers += state.undo_barrier()
        assert barriers > 0, game_id
    answer = call("start", {"game": "petal_battle", "seed": 1})
    sid = answer["sid"]
    for _ in range(2):  # both players set their stacks: the second one reveals both
        answer = call("play", {"sid": sid, "move": answer["moves"][0]})
    assert answer["ok"] and not answer["can_undo"]
    refused = call("undo", {"sid": sid})
    assert not refused["ok"] and "revealed" in refused["error"]


# --------------------------------------------------------------------------
# Computer players


def think(sid: str, ply: int, **extra: Any) -> dict[str, Any]:
    """Call think until the computer has chosen (no time limit: deterministic)."""
    for _ in range(10_000):
        answer = call("think", {"sid": sid, "ply": ply, "slice_ms": 50, **extra})
        if not answer["ok"] or answer["done"]:
            return answer
    raise AssertionError("the computer never finished thinking")


def test_the_catalog_lists_the_computer_levels() -> None:
    levels = call("catalog")["levels"]
    assert [lv["id"] for lv in levels] == ["easy", "medium", "hard", "expert"]


def test_computer_seats_are_kept_in_the_record_and_checked() -> None:
    answer = call("start", {"game": "floriado", "seed": 2, "computers": [None, "hard"]})
    assert answer["computers"] == [None, "hard"] and answer["record"]["computers"] == [None, "hard"]
    again = call("load", {"record": answer["record"]})
    assert again["computers"] == [None, "hard"]
    plain = call("start", {"game": "floriado", "seed": 2})
    assert plain["computers"] == [None, None] and "computers" not in plain["record"]
    for bad in (["hard"], [None, "grandmaster"], "hard", [None, 3], [None, None, "easy"]):
        refused = call("start", {"game": "floriado", "computers": bad})
        assert not refused["ok"], bad
        record = {**answer["record"], "computers": bad}
        assert not call("load", {"record": record})["ok"], bad


def test_the_computer_thinks_in_slices_and_chooses_a_legal_move() -> None:
    answer = call(
        "start", {"game": "anthokyklos", "seed": 4, "players": 3, "computers": ["medium", None, "easy"]}
    )
    sid = answer["sid"]
    first = call("think", {"sid": sid, "ply": 0, "slice_ms": 1})
    assert first["ok"] and not first["done"] and first["iterations"] >= 1
    chosen = think(sid, 0)
    assert chosen["done"] and chosen["move"] in answer["moves"]
    played = call("play", {"sid": sid, "move": chosen["move"]})
    assert played["ok"] and played["current"] == 1
    assert not call("think", {"sid": sid, "ply": 1})["ok"]  # a person's turn
    assert not call("think", {"sid": sid, "ply": 0})["ok"]  # the game moved on
    for bad in (0, -1, "25", True, 10**6):
        assert not call("think", {"sid": sid, "ply": 1, "slice_ms": bad})["ok"]


def test_the_computer_chooses_alike_in_a_replayed_game() -> None:
    moves = []
    for _ in range(2):
        answer = call("start", {"game": "petals", "seed": 8, "computers": ["easy", "easy"]})
        moves.append(think(answer["sid"], 0)["move"])
    assert moves[0] == moves[1]


def test_with_a_time_limit_the_computer_answers_in_time() -> None:
    answer = call("start", {"game": "petal", "seed": 3, "computers": ["hard", "hard"]})
    t0 = __import__("time").perf_counter()
    chosen = think(answer["sid"], 0, limit=True)
    assert chosen["done"] and __import__("time").perf_counter() - t0 < 1.0 + 0.5


def play_until(sid: str, answer: dict[str, Any], person: int, turns: int) -> dict[str, Any]:
    """Play ``turns`` decisions of the person (first legal move), the computer's in between."""
    for _ in range(10_000):
        if answer["over"] or turns == 0:
            return answer
        if answer["current"] == person:
            answer = call("play", {"sid": sid, "move": answer["moves"][0]})
            turns -= 1
        else:
            answer = call("play", {"sid": sid, "move": think(sid, answer["ply"])["move"]})
    raise AssertionError("no end")


def test_undo_against_the_computer_goes_back_to_the_persons_last_decision() -> None:
    answer = call("start", {"game": "petal_battle", "seed": 5, "computers": [None, "easy"]})
    sid = answer["sid"]
    answer = play_until(sid, answer, person=0, turns=6)
    while answer["current"] != 0 and not answer["over"]:
        answer = call("play", {"sid": sid, "move": think(sid, answer["ply"])["move"]})
    record = call("saved_record", {"sid": sid})["record"]
    states = posy.replay(PETAL_BATTLE_GAME, posy.Record.from_json(record))
    last_person = max(i for i in range(len(states) - 1) if states[i].current == 0)
    if answer["can_undo"]:
        undone = call("undo", {"sid": sid})
        assert undone["ply"] == last_person and undone["current"] == 0
        redone = call("redo", {"sid": sid})
        assert redone["ply"] == answer["ply"] and redone["current"] in (0, None)


def test_watching_computers_play_has_nothing_to_undo() -> None:
    answer = call("start", {"game": "floriado", "seed": 1, "computers": ["easy", "easy"]})
    sid = answer["sid"]
    for _ in range(3):
        answer = call("play", {"sid": sid, "move": think(sid, answer["ply"])["move"]})
    assert not answer["can_undo"] and not call("undo", {"sid": sid})["ok"]


# --------------------------------------------------------------------------
# Secrets never reach the page early


def test_a_stack_set_face_down_is_left_out_of_the_snapshot_record() -> None:
    answer = call("start", {"game": "petal_battle", "seed": 1})
    sid = answer["sid"]
    first = call("play", {"sid": sid, "move": {"type": "sequence", "order": [2, 3, 1]}, "viewer": None})
    assert first["secret_pending"]
    assert first["record"]["moves"] == []  # no share link or file can carry the stack
    assert "[2, 3, 1]" not in json.dumps(first) and "2,3,1" not in json.dumps(first, separators=(",", ":"))
    for viewer in (0, 1, None):
        seen = call("view", {"sid": sid, "viewer": viewer})
        assert seen["record"]["moves"] == [] and seen["secret_pending"]
    saved = call("saved_record", {"sid": sid})["record"]
    assert saved["moves"] == [{"type": "sequence", "order": [2, 3, 1]}]  # the browser's own save keeps it
    second = call("play", {"sid": sid, "move": {"type": "sequence", "order": [1, 2, 3]}})
    assert not second["secret_pending"] and len(second["record"]["moves"]) == 2


def test_undo_never_goes_back_past_a_computers_secret_decision() -> None:
    """Petals against the computer: once the computer has answered a lead from its
    hidden hand, taking the lead back would let the person see its answer and try
    again, so undo is refused; a take or a placement (public decisions) can be undone."""
    answer = call(
        "start", {"game": "petals", "seed": 3, "options": {"rounds": 1}, "computers": [None, "easy"]}
    )
    sid = answer["sid"]
    assert answer["current"] == 0
    answer = call("play", {"sid": sid, "move": answer["moves"][0]})  # the person leads
    assert answer["can_undo"]  # nothing secret has happened since
    answer = call("play", {"sid": sid, "move": think(sid, answer["ply"])["move"]})  # the computer answers
    assert not answer["can_undo"] and not call("undo", {"sid": sid})["ok"]


def test_a_record_opened_without_its_checksum_stays_marked() -> None:
    """Issue 24: a file or link without a checksum opens, and its game says for good
    that it may have been edited (the page marks it; the record keeps the mark)."""
    import json as _json

    from posy import bridge as _bridge

    start = _json.loads(_bridge.call("start", _json.dumps({"game": "petal", "seed": 5})))
    record = {**start["record"], "unchecked": True}
    loaded = _json.loads(_bridge.call("load", _json.dumps({"record": record})))
    assert loaded["record"]["unchecked"] is True
    move = loaded["moves"][0]
    played = _json.loads(_bridge.call("play", _json.dumps({"sid": loaded["sid"], "move": move})))
    assert played["record"]["unchecked"] is True
    assert "unchecked" not in start["record"]
