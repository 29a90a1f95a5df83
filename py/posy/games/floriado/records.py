"""Floriado positions as data: the view every seat sees (nothing is private; its
shape is ``FloriadoView``, contract.py), the record a save keeps and that record read
back (``FloriadoRecords``, one of ``FloriadoState``'s bases).
"""

from __future__ import annotations

from typing import Any, Self

from ...core import BadRecord, JSONable
from ...core.i18n import _
from .board import COLOURS, COLS, FACINGS, MAX_COUNT, NOT_PICKED, ROWS, SQUARES, colour_score, square_name
from .contract import FloriadoDeadEnd, FloriadoView
from .rules import FloriadoRules


class FloriadoRecords(FloriadoRules):
    """A position as data: the view a seat may see, the save, and a save read back."""

    __slots__ = ()

    def view(self, viewer: int | None) -> FloriadoView:
        # Floriado has no secrets: everyone sees everything.
        return {
            "game": "floriado",
            "rows": ROWS,
            "cols": COLS,
            "colours": list(COLOURS),
            "squares": [
                {"colour": COLOURS[self.colours[s]], "count": self.flowers[s], "name": square_name(s)}
                for s in range(SQUARES)
            ],
            "men": [
                None if m is None else {"row": m[0] // COLS, "col": m[0] % COLS, "facing": FACINGS[m[1]]}
                for m in self.men
            ],
            "players": [
                {
                    "score": self.scores[p],
                    "pickings": {COLOURS[c]: self.picks[p][c] for c in range(len(COLOURS))},
                    "points": {COLOURS[c]: colour_score(self.picks[p][c]) for c in range(len(COLOURS))},
                    "last": {
                        COLOURS[c]: (None if self.last[p][c] == NOT_PICKED else self.last[p][c])
                        for c in range(len(COLOURS))
                    },
                    "pickable": [s for s in range(SQUARES) if self.can_pick(p, s)],
                    "finished": self.done[p],
                    "finished_why": self.finished_why(p),
                }
                for p in range(2)
            ],
            "current": self.turn,
            "dead_ends": self.dead_ends(),
        }

    def dead_ends(self) -> list[FloriadoDeadEnd]:
        """The player to decide's legal moves that would end their game, where and why
        (``dead_end``): the page marks them for Easy, the tutorial and hints."""
        out: list[FloriadoDeadEnd] = []
        for move in self.moves():
            why = self.dead_end(move)
            if why is not None:
                facing = move["facing"] if move["type"] == "place" else None
                out.append({"row": move["row"], "col": move["col"], "facing": facing, "why": why})
        return out

    def dump(self) -> dict[str, JSONable]:
        return {
            "game": "floriado",
            "version": self.game.version,
            "seed": self.seed,
            "colours": list(self.colours),
            "flowers": list(self.flowers),
            "men": [None if m is None else list(m) for m in self.men],
            "last": [list(x) for x in self.last],
            "picks": [list(x) for x in self.picks],
            "done": list(self.done),
            "turn": self.turn,
        }

    @classmethod
    def restore(cls, data: dict[str, Any]) -> Self:
        colours = tuple(int(c) for c in data["colours"])
        flowers = tuple(int(n) for n in data["flowers"])
        if len(colours) != SQUARES or len(flowers) != SQUARES:
            raise BadRecord(_("This Floriado position does not have 40 squares."))
        if any(not 0 <= c < len(COLOURS) for c in colours) or any(not 0 <= n <= MAX_COUNT for n in flowers):
            raise BadRecord(_("This Floriado position has impossible squares."))
        men = tuple(None if m is None else (int(m[0]), int(m[1]) % 4) for m in data["men"])
        if len(men) != 2 or any(m is not None and not 0 <= m[0] < SQUARES for m in men):
            raise BadRecord(_("This Floriado position has a man off the board."))
        turn = data["turn"]
        if turn not in (None, 0, 1):
            raise BadRecord(_("This Floriado position has no valid player to move."))
        return cls(
            colours=colours,
            flowers=flowers,
            men=men,
            last=tuple(tuple(int(x) for x in row) for row in data["last"]),
            picks=tuple(tuple(int(x) for x in row) for row in data["picks"]),
            done=tuple(bool(x) for x in data["done"]),
            turn=turn,
            seed=int(data["seed"]),
        )
