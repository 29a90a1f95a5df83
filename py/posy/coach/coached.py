"""The decisions the app itself chose for the player: a hint's move that was played
(the record's ``hinted``, written by ``coach_hint`` in an open game), and the moves a
tutorial dictated (its fixed deal and script: a record that starts as the script does).
The review says so when it disagrees with one of them (issue 44)."""

from __future__ import annotations

from typing import Any

from ..core import Move, Record, State
from ..tutorial import tutorial


def coached_plies(record: Record, states: list[State[Any]]) -> dict[int, tuple[str, Move]]:
    """Per ply: ("hint" | "tutorial", the move it gave), as a legal move of that position."""
    out: dict[int, tuple[str, Move]] = {}
    for given in record.hinted:
        ply = given["ply"]
        if ply < len(record.moves):
            move = states[ply].find(given["move"])
            if move is not None:
                out[ply] = ("hint", move)
    out.update(dictated(record, states))
    return out


def dictated(record: Record, states: list[State[Any]]) -> dict[int, tuple[str, Move]]:
    """The plies whose move the game's tutorial asked the person for, while the record
    follows its script (its seed, its players and its moves so far)."""
    script = tutorial(record.game)
    if script is None or record.seed != script.seed or record.players != len(script.names):
        return {}
    out: dict[int, tuple[str, Move]] = {}
    ply = 0
    for step in script.steps:
        if step.move is None:
            continue
        if ply >= len(record.moves):
            break
        move = states[ply].find(step.move)
        if move is None or move != states[ply].find(record.moves[ply]):
            break
        if step.by == "you":
            out[ply] = ("tutorial", move)
        ply += 1
    return out
