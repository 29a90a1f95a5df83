"""Floriado positions as data: the view every seat sees (nothing is private; its
schema is in the package docstring) and the record a save keeps.
``Floriado.restore`` reads a record back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core import JSONable
from .board import COLOURS, COLS, FACINGS, NOT_PICKED, ROWS, SQUARES, colour_score, square_name

if TYPE_CHECKING:
    from .state import FloriadoPosition


def view(state: FloriadoPosition, viewer: int | None) -> dict[str, JSONable]:
    # Floriado has no secrets: everyone sees everything.
    return {
        "game": "floriado",
        "rows": ROWS,
        "cols": COLS,
        "colours": list(COLOURS),
        "squares": [
            {"colour": COLOURS[state.colours[s]], "count": state.flowers[s], "name": square_name(s)}
            for s in range(SQUARES)
        ],
        "men": [
            None if m is None else {"row": m[0] // COLS, "col": m[0] % COLS, "facing": FACINGS[m[1]]}
            for m in state.men
        ],
        "players": [
            {
                "score": state.scores[p],
                "pickings": {COLOURS[c]: state.picks[p][c] for c in range(len(COLOURS))},
                "points": {COLOURS[c]: colour_score(state.picks[p][c]) for c in range(len(COLOURS))},
                "last": {
                    COLOURS[c]: (None if state.last[p][c] == NOT_PICKED else state.last[p][c])
                    for c in range(len(COLOURS))
                },
                "pickable": [s for s in range(SQUARES) if state.can_pick(p, s)],
                "finished": state.done[p],
            }
            for p in range(2)
        ],
        "current": state.turn,
    }


def dump(state: FloriadoPosition) -> dict[str, JSONable]:
    return {
        "game": "floriado",
        "version": state.game.version,
        "seed": state.seed,
        "colours": list(state.colours),
        "flowers": list(state.flowers),
        "men": [None if m is None else list(m) for m in state.men],
        "last": [list(x) for x in state.last],
        "picks": [list(x) for x in state.picks],
        "done": list(state.done),
        "turn": state.turn,
    }
