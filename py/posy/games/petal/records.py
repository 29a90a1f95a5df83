"""Petal positions as data: the view a seat may see (its shape is ``PetalView``,
contract.py), the record a save keeps and that record read back (``PetalRecords``,
one of ``PetalState``'s bases).
"""

from __future__ import annotations

from typing import Any, Self

from ...core import BadRecord, JSONable
from ...core.i18n import _
from .board import (
    BONUS_PER_FLOWER,
    CELLS,
    COLOURS,
    COLS,
    FULL_SET,
    ROWS,
    SEATS,
    TREE,
    Tile,
    flower_points,
    has_move,
    is_square,
    square_name,
)
from .contract import PetalCell, PetalLastFlip, PetalLastPick, PetalPlayer, PetalTile, PetalView
from .rules import PetalRules


def tile_view(t: Tile) -> PetalTile:
    return {"colour": COLOURS[t >> 3], "number": (t & 7) + 1}


class PetalRecords(PetalRules):
    """A position as data: the view a seat may see, the save, and a save read back."""

    __slots__ = ()

    def cell_view(self, square: int) -> PetalCell:
        stack = self.cells[square]
        cell: PetalCell = {
            "kind": "empty",
            "name": square_name(square),
            "height": len(stack),
            "colour": None,
            "number": None,
            "top": None,
            "tiles": None,
            "would_score": None,
        }
        if square == TREE:
            cell["kind"] = "tree"
        elif len(stack) == 1:
            cell["kind"], cell["colour"], cell["number"] = "petal", COLOURS[stack[0] >> 3], (stack[0] & 7) + 1
        elif stack:
            cell["kind"], cell["top"] = "flower", COLOURS[stack[-1] >> 3]
            if self.open:
                cell["tiles"] = [tile_view(t) for t in stack]
                if self.turn is not None:
                    cell["would_score"] = flower_points(stack, self.turn)
        return cell

    def view(self, viewer: int | None) -> PetalView:
        # The same for everyone: memory-mode numbers are hidden from all alike.
        bonus = self.bonus
        players: list[PetalPlayer] = [
            {
                "seat": SEATS[p],
                "colour": COLOURS[p],
                "points": self.points[p],
                "bonus": bonus[p],
                "score": self.points[p] + bonus[p],
                "flowers": len(self.kept[p]),
                "kept": [
                    {"tiles": [tile_view(t) for t in f], "points": flower_points(f, p)} for f in self.kept[p]
                ],
            }
            for p in range(2)
        ]
        last: PetalLastFlip | PetalLastPick | None = None
        revealed: list[PetalTile] = []
        if self.last is not None and self.last[0] == "flip":
            _flip, player, src, dst = self.last
            height = len(self.cells[dst])
            last = {
                "type": "flip",
                "player": player,
                "from": src,
                "to": dst,
                "height": height,
                "grew": height > 2,
            }
        elif self.last is not None:
            _pick, player, square = self.last
            flower = self.kept[player][-1]
            revealed = [tile_view(t) for t in flower]
            last = {
                "type": "pick",
                "player": player,
                "cell": square,
                "tiles": revealed,
                "points": flower_points(flower, player),
            }
        return {
            "game": "petal",
            "rows": ROWS,
            "cols": COLS,
            "tree": TREE,
            "open_flowers": self.open,
            "colours": list(COLOURS),
            "first": self.first,
            "current": self.turn,
            "over": self.turn is None,
            "winners": self.winners,
            "bonus_per_flower": BONUS_PER_FLOWER,
            "cells": [self.cell_view(s) for s in range(CELLS)],
            "players": players,
            "petals": sum(1 for c in self.cells if len(c) == 1),
            "flowers_on_board": sum(1 for c in self.cells if len(c) > 1),
            "last": last,
            "revealed": [{"colour": t["colour"], "number": t["number"]} for t in revealed],
        }

    def dump(self) -> dict[str, JSONable]:
        last: dict[str, Any] | None = None
        if self.last is not None and self.last[0] == "flip":
            last = {"type": "flip", "player": self.last[1], "from": self.last[2], "to": self.last[3]}
        elif self.last is not None:
            last = {"type": "pick", "player": self.last[1], "cell": self.last[2]}
        return {
            "game": "petal",
            "version": self.game.version,
            "seed": self.seed,
            "open_flowers": self.open,
            "first": self.first,
            "cells": [list(c) for c in self.cells],
            "kept": [[list(f) for f in pile] for pile in self.kept],
            "turn": self.turn,
            "last": last,
        }

    @classmethod
    def restore(cls, data: dict[str, Any]) -> Self:
        damaged = _("This saved Petal position is damaged.")
        cells = tuple(tuple(int(t) for t in c) for c in data["cells"])
        kept = tuple(tuple(tuple(int(t) for t in f) for f in pile) for pile in data["kept"])
        if len(cells) != CELLS or cells[TREE] or len(kept) != 2:
            raise BadRecord(damaged)
        if any(len(f) < 2 for pile in kept for f in pile):
            raise BadRecord(damaged)
        every = sorted([t for c in cells for t in c] + [t for pile in kept for f in pile for t in f])
        if every != FULL_SET:
            raise BadRecord(_("This saved Petal position does not hold the 48 petals."))
        first = data["first"]
        turn = data["turn"]
        if first not in (0, 1) or type(first) is not int or turn not in (None, 0, 1) or type(turn) is bool:
            raise BadRecord(_("This saved Petal position has no valid player to move."))
        if (turn is None) == has_move(cells):
            raise BadRecord(damaged)
        open_flowers = data["open_flowers"]
        if not isinstance(open_flowers, bool):
            raise BadRecord(damaged)
        raw = data["last"]
        last: tuple[Any, ...] | None = None
        if raw is not None:
            player = raw["player"]
            if player not in (0, 1) or type(player) is not int:
                raise BadRecord(damaged)
            if raw["type"] == "flip":
                src, dst = raw["from"], raw["to"]
                if not (is_square(src) and is_square(dst)) or len(cells[dst]) < 2 or cells[src]:
                    raise BadRecord(damaged)
                last = ("flip", player, src, dst)
            elif raw["type"] == "pick":
                square = raw["cell"]
                if not is_square(square) or cells[square] or not kept[player]:
                    raise BadRecord(damaged)
                last = ("pick", player, square)
            else:
                raise BadRecord(damaged)
        seed = data["seed"]
        if type(seed) is not int or seed < 0:
            raise BadRecord(damaged)
        return cls(cells, kept, turn, first, open_flowers, seed, last)
