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
    record = random_record(game, game.min_players, seed, Rng(seed)).to_json()
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
    [("play", "not json"), ("play", "[1,2]"), ("play", '"text"'), ("nope", "{}"), ("play", '{"sid": "s999999"}'),
     ("undo", '{"sid": 5}'), ("start", '{"game": "chess"}'), ("start", '{"game": "floriado", "players": 3}'),
     ("start", '{"game": "floriado", "seed": -4}'), ("start", '{"game": "floriado", "options": {"x": 1}}')],
)  # fmt: skip
def test_bad_calls_get_sentences(name: str, raw: str) -> None:
    assert not call(name, raw=raw)["ok"]


def broken_records() -> list[Any]:
    good = finished_record()
    moves = good["moves"]
    out: list[Any] = [
        None, 7, "text", [], [good], {},
        {**good, "game": None}, {**good, "game": "chess"}, {**good, "game": 5},
        {**good, "version": None}, {**good, "version": "1"}, {**good, "version": 99}, {**good, "version": True},
        {**good, "players": 1}, {**good, "players": 9}, {**good, "players": "2"}, {**good, "players": None},
        {**good, "seed": -1}, {**good, "seed": "4"}, {**good, "seed": 1.5}, {**good, "seed": None},
        {**good, "options": []}, {**good, "options": {"unknown": True}},
        {**good, "moves": None}, {**good, "moves": {}}, {**good, "moves": [1, 2]}, {**good, "moves": ["x"]},
        {**good, "moves": [*moves[:3], {"type": "move", "row": 99, "col": 0}]},
        {**good, "moves": [*moves, moves[-1]]},
        {**good, "moves": [moves[1], *moves]},
        {**good, "moves": [{**moves[0], "row": True}]},
        {**good, "moves": [{**moves[0], "facing": "Q"}]},
        {**good, "seed": good["seed"] + 1},
        {**good, "names": "Ann"}, {**good, "names": [1, 2]},
    ]  # fmt: skip
    return out


def test_dozens_of_broken_records_are_refused_in_words() -> None:
    records = broken_records()
    assert len(records) >= 30
    for record in records:
        answer = call("load", {"record": record})
        assert not answer["ok"], record
    assert call("load", {"record": finished_record()})["ok"]


def test_a_record_for_a_newer_version_says_so() -> None:
    answer = call("load", {"record": {**finished_record(), "version": 2}})
    assert "version 2" in answer["error"]


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
