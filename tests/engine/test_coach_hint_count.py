"""Hints counted in the game record (issue 25): each hint given in an open game adds
one to its seat's count, which the record keeps (so saves, files and share links carry
it, inside the checksummed part); a game set up without hints refuses them; records
from before hints were counted read as none used."""

from __future__ import annotations

import json
from typing import Any

import pytest

from posy import bridge, play_api
from posy.core import BadRecord, Record
from posy.games.floriado import GAME as FLORIADO_GAME


def sent(value: object) -> Any:
    """``value`` as the page sends it back: through JSON."""
    return json.loads(json.dumps(value))


def call(name: str, req: dict[str, Any]) -> dict[str, Any]:
    out = json.loads(bridge.call(name, json.dumps(req)))
    assert isinstance(out, dict)
    return out


def test_each_hint_is_counted_for_its_seat_in_the_record() -> None:
    snap = play_api.start({"game": "floriado", "seed": 4, "computers": [None, "easy"]})
    sid = snap["sid"]
    assert "hints" not in snap["record"]  # none used: the record is as it always was
    for expected in ([1, 0], [2, 0]):
        out = call("coach_hint", {"sid": sid, "seat": 0, "iterations": 20})
        assert out["ok"] and out["hints"] == expected
    after = play_api.play({"sid": sid, "move": sent(snap["moves"][0])})
    assert after["record"]["hints"] == [2, 0]
    saved = play_api.saved_record({"sid": sid})["record"]
    assert saved["hints"] == [2, 0]
    reloaded = play_api.load({"record": sent(saved)})
    assert reloaded["record"]["hints"] == [2, 0]  # a reload keeps the count


def test_a_hint_asked_of_a_record_or_a_position_counts_nothing() -> None:
    record = {
        "game": "floriado",
        "version": FLORIADO_GAME.version,
        "players": 2,
        "seed": 4,
        "moves": [],
    }
    out = call("coach_hint", {"record": record, "iterations": 10})
    assert out["ok"] and out["hints"] == []


def test_a_game_without_hints_refuses_them_and_keeps_the_setting() -> None:
    snap = play_api.start({"game": "floriado", "seed": 4, "computers": [None, "easy"], "hints_off": True})
    assert snap["record"]["hints_off"] is True
    out = call("coach_hint", {"sid": snap["sid"], "seat": 0})
    assert out == {"ok": False, "error": "This game is played without hints."}
    again = play_api.load({"record": sent(snap["record"])})
    assert again["record"]["hints_off"] is True
    assert call("coach_hint", {"sid": again["sid"], "seat": 0})["ok"] is False


def test_old_records_read_as_no_hints_and_counts_are_checked() -> None:
    old = {"game": "petal", "version": 1, "players": 2, "seed": 1, "moves": []}
    record = Record.from_json(old)
    assert record.hints == [] and record.hints_off is False
    assert record.to_json() == {**old, "options": {}, "names": []}  # written back as before
    assert Record.from_json({**old, "hints": [0, 3]}).to_json()["hints"] == [0, 3]
    for bad in ("2", [-1, 0], [True, 0], [1.5]):
        with pytest.raises(BadRecord, match="hint counts"):
            Record.from_json({**old, "hints": bad})


def test_a_loaded_count_fits_the_seats() -> None:
    record = {
        "game": "floriado",
        "version": FLORIADO_GAME.version,
        "players": 2,
        "seed": 4,
        "moves": [],
        "hints": [1],
    }
    assert play_api.load({"record": sent(record)})["record"]["hints"] == [1, 0]
