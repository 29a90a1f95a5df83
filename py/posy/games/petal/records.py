"""Petal positions as data: the view a seat may see (its schema is in the package
docstring) and the record a save keeps. ``Petal.restore`` reads a record back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core import JSONable
from .board import BONUS_PER_FLOWER, CELLS, COLOURS, COLS, ROWS, SEATS, TREE, Tile, flower_points, square_name

if TYPE_CHECKING:
    from .state import PetalPosition


def tile_view(t: Tile) -> dict[str, Any]:
    return {"colour": COLOURS[t >> 3], "number": (t & 7) + 1}


def cell_view(state: PetalPosition, square: int) -> dict[str, Any]:
    stack = state.cells[square]
    cell: dict[str, Any] = {
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
        cell.update(kind="petal", colour=COLOURS[stack[0] >> 3], number=(stack[0] & 7) + 1)
    elif stack:
        cell.update(kind="flower", top=COLOURS[stack[-1] >> 3])
        if state.open:
            cell["tiles"] = [tile_view(t) for t in stack]
            if state.turn is not None:
                cell["would_score"] = flower_points(stack, state.turn)
    return cell


def view(state: PetalPosition, viewer: int | None) -> dict[str, JSONable]:
    # The same for everyone: memory-mode numbers are hidden from all alike.
    bonus = state.bonus
    players: list[JSONable] = [
        {
            "seat": SEATS[p],
            "colour": COLOURS[p],
            "points": state.points[p],
            "bonus": bonus[p],
            "score": state.points[p] + bonus[p],
            "flowers": len(state.kept[p]),
            "kept": [
                {"tiles": [tile_view(t) for t in f], "points": flower_points(f, p)} for f in state.kept[p]
            ],
        }
        for p in range(2)
    ]
    last: dict[str, Any] | None = None
    revealed: list[dict[str, Any]] = []
    if state.last is not None and state.last[0] == "flip":
        _, player, src, dst = state.last
        height = len(state.cells[dst])
        last = {"type": "flip", "player": player, "from": src, "to": dst, "height": height}
        last["grew"] = height > 2
    elif state.last is not None:
        _, player, square = state.last
        flower = state.kept[player][-1]
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
        "open_flowers": state.open,
        "colours": list(COLOURS),
        "first": state.first,
        "current": state.turn,
        "over": state.turn is None,
        "winners": state.winners,
        "bonus_per_flower": BONUS_PER_FLOWER,
        "cells": [cell_view(state, s) for s in range(CELLS)],
        "players": players,
        "petals": sum(1 for c in state.cells if len(c) == 1),
        "flowers_on_board": sum(1 for c in state.cells if len(c) > 1),
        "last": last,
        "revealed": [dict(t) for t in revealed],
    }


def dump(state: PetalPosition) -> dict[str, JSONable]:
    last: dict[str, Any] | None = None
    if state.last is not None and state.last[0] == "flip":
        last = {"type": "flip", "player": state.last[1], "from": state.last[2], "to": state.last[3]}
    elif state.last is not None:
        last = {"type": "pick", "player": state.last[1], "cell": state.last[2]}
    return {
        "game": "petal",
        "version": state.game.version,
        "seed": state.seed,
        "open_flowers": state.open,
        "first": state.first,
        "cells": [list(c) for c in state.cells],
        "kept": [[list(f) for f in pile] for pile in state.kept],
        "turn": state.turn,
        "last": last,
    }
