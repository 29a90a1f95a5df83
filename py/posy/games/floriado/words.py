"""Floriado in words: why a move is illegal, a move as the log tells it, the notes
the rules add on their own (a player who can pick no more) and the status line:
``FloriadoWords``, the rules' class with its sentences (one of ``FloriadoState``'s bases).
"""

from __future__ import annotations

from typing import Self

from ...core import MoveInput
from .board import COLOURS, COLS, FACINGS, RAYS, ROWS, SQUARES, square_name
from .contract import FloriadoMove
from .rules import FloriadoRules


class FloriadoWords(FloriadoRules):
    """What a player reads of a position: refusals, the log's lines and notes, the status line."""

    __slots__ = ()

    def why_illegal(self, move: MoveInput) -> str:
        player = self.turn
        assert player is not None
        row, col = move.get("row"), move.get("col")
        if not (isinstance(row, int) and isinstance(col, int) and 0 <= row < ROWS and 0 <= col < COLS):
            return "That square is not on the board."
        square = row * COLS + col
        if move["type"] == "place":
            if self.men[player] is not None:
                return "Your man is already on the board: move him instead."
            if move.get("facing") not in FACINGS:
                return "Choose which way your man faces: N, E, S or W."
            if not self.flowers[square]:
                return "Place your man on a square that still has flowers."
            return "That placement is not allowed."
        if move["type"] != "move":
            return "That is not a Floriado move."
        man = self.men[player]
        if man is None:
            return "Place your man on the board first."
        here, facing = man
        if square == here:
            return "Your man must move to another square."
        if not self.flowers[square]:
            return "You can't end a move on a square whose flowers are already picked."
        for direction in range(4):
            if square in RAYS[here][direction]:
                if direction == (facing + 2) % 4:
                    return "Your man can't move backwards."
                return "That square is not in a straight line you may take."
        return "Your man moves in a straight line: left, ahead or right."

    def describe(self, move: FloriadoMove, names: list[str] | None = None) -> str:
        player = self.turn
        assert player is not None
        name = self.game.player_name(player, names)
        square = move["row"] * COLS + move["col"]
        where = square_name(square)
        if move["type"] == "place":
            facing = {"N": "north", "E": "east", "S": "south", "W": "west"}[move["facing"]]
            head = f"{name} starts on {where} facing {facing}"
        else:
            head = f"{name} moves to {where}"
        count, colour = self.flowers[square], COLOURS[self.colours[square]]
        if self.can_pick(player, square):
            return f"{head} and picks {count} {colour}."
        last = self.last[player][self.colours[square]]
        return f"{head}: {count} {colour} is not fewer than {last}, nothing picked."

    def notes_after(self, move: FloriadoMove, after: Self, names: list[str] | None = None) -> list[str]:
        """A player just finished: "If one player cannot make a move, his opponent
        continues to make moves until he can't make any move either." Their turns are
        skipped from now on, which the log says once, when it starts."""
        mover = self.turn
        assert mover is not None
        notes = []
        for p in (mover, 1 - mover):  # the mover first
            if after.done[p] and not self.done[p]:
                text = f"{self.game.player_name(p, names)} cannot pick any more flowers ({after.why_finished(p)})"
                if not after.done[1 - p]:
                    text += f": {self.game.player_name(1 - p, names)} plays on alone"
                notes.append(text + ".")
        if after.over:
            notes.append(after.end_reason(names))
        return notes

    def why_finished(self, player: int) -> str:
        man = self.men[player]
        if man is not None and not self.targets(player):
            return "no legal move"
        if not any(self.can_pick(player, s) for s in range(SQUARES)):
            return "every square left has more flowers than they can pick"
        return "no square they could pick is within reach"

    def status_note(self, names: list[str] | None = None) -> str | None:
        if self.turn is None or not self.done[1 - self.turn]:
            return None
        out, on = self.game.player_name(1 - self.turn, names), self.game.player_name(self.turn, names)
        return f"{out} cannot pick any more flowers: {on} plays on alone."

    def end_reason(self, names: list[str] | None = None) -> str:
        text = "Neither player can pick any more flowers: the game ends."
        if len(self.winners) == 2:
            text += " The totals are equal: a draw (the rulebook has no tie-break)."
        return text
