"""Floriado in words: why a move is illegal, a move as the log tells it, the notes
the rules add on their own (a player who can pick no more) and the status line.
Functions of a ``FloriadoPosition``; each serves as the game state's method of the same
name (the package's ``FloriadoState``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core import Move
from .board import COLOURS, COLS, FACINGS, RAYS, ROWS, SQUARES, square_name

if TYPE_CHECKING:
    from .state import FloriadoPosition


def why_illegal(state: FloriadoPosition, move: Move) -> str:
    player = state.turn
    assert player is not None
    row, col = move.get("row"), move.get("col")
    if not (isinstance(row, int) and isinstance(col, int) and 0 <= row < ROWS and 0 <= col < COLS):
        return "That square is not on the board."
    square = row * COLS + col
    if move["type"] == "place":
        if state.men[player] is not None:
            return "Your man is already on the board: move him instead."
        if move.get("facing") not in FACINGS:
            return "Choose which way your man faces: N, E, S or W."
        if not state.flowers[square]:
            return "Place your man on a square that still has flowers."
        return "That placement is not allowed."
    if move["type"] != "move":
        return "That is not a Floriado move."
    man = state.men[player]
    if man is None:
        return "Place your man on the board first."
    here, facing = man
    if square == here:
        return "Your man must move to another square."
    if not state.flowers[square]:
        return "You can't end a move on a square whose flowers are already picked."
    for direction in range(4):
        if square in RAYS[here][direction]:
            if direction == (facing + 2) % 4:
                return "Your man can't move backwards."
            return "That square is not in a straight line you may take."
    return "Your man moves in a straight line: left, ahead or right."


def describe(state: FloriadoPosition, move: Move, names: list[str] | None = None) -> str:
    player = state.turn
    assert player is not None
    name = state.game.player_name(player, names)
    square = move["row"] * COLS + move["col"]
    where = square_name(square)
    if move["type"] == "place":
        facing = {"N": "north", "E": "east", "S": "south", "W": "west"}[move["facing"]]
        head = f"{name} starts on {where} facing {facing}"
    else:
        head = f"{name} moves to {where}"
    count, colour = state.flowers[square], COLOURS[state.colours[square]]
    if state.can_pick(player, square):
        return f"{head} and picks {count} {colour}."
    last = state.last[player][state.colours[square]]
    return f"{head}: {count} {colour} is not fewer than {last}, nothing picked."


def notes_after(
    state: FloriadoPosition, move: Move, after: FloriadoPosition, names: list[str] | None = None
) -> list[str]:
    """A player just finished: "If one player cannot make a move, his opponent
    continues to make moves until he can't make any move either." Their turns are
    skipped from now on, which the log says once, when it starts."""
    mover = state.turn
    assert mover is not None
    notes = []
    for p in (mover, 1 - mover):  # the mover first
        if after.done[p] and not state.done[p]:
            text = (
                f"{state.game.player_name(p, names)} cannot pick any more flowers ({why_finished(after, p)})"
            )
            if not after.done[1 - p]:
                text += f": {state.game.player_name(1 - p, names)} plays on alone"
            notes.append(text + ".")
    if after.over:
        notes.append(after.end_reason(names))
    return notes


def why_finished(state: FloriadoPosition, player: int) -> str:
    man = state.men[player]
    if man is not None and not state.targets(player):
        return "no legal move"
    if not any(state.can_pick(player, s) for s in range(SQUARES)):
        return "every square left has more flowers than they can pick"
    return "no square they could pick is within reach"


def status_note(state: FloriadoPosition, names: list[str] | None = None) -> str | None:
    if state.turn is None or not state.done[1 - state.turn]:
        return None
    out, on = state.game.player_name(1 - state.turn, names), state.game.player_name(state.turn, names)
    return f"{out} cannot pick any more flowers: {on} plays on alone."


def end_reason(state: FloriadoPosition, names: list[str] | None = None) -> str:
    text = "Neither player can pick any more flowers: the game ends."
    if len(state.winners) == 2:
        text += " The totals are equal: a draw (the rulebook has no tie-break)."
    return text
