"""Anthokyklos positions as data: the view every seat sees (its schema is in the
package docstring) and the record a save keeps. ``Anthokyklos.restore`` reads a
record back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core import JSONable
from .cards import CARDS, NO_CARD, SHAPE_PLACEMENTS
from .lattice import COLOURS, PER_RING, RINGS, SPACES, angle, cells_of, index_of, ring_of, supports
from .pyramid import RESTS_ON, RING_SPACES, SLOT_ROW, TILES

if TYPE_CHECKING:
    from .state import AnthokyklosPosition


def view(state: AnthokyklosPosition, viewer: int | None) -> dict[str, JSONable]:
    # Nothing is private: tiles are visible (Rule note); the deck order is never shown.
    filled = state.filled
    usable = [any(state.legal_space(s, filled) for s in spaces) for spaces in RING_SPACES]
    scores = state.scores
    last: dict[str, JSONable] | None = None
    if state.last_claim is not None:
        ply, who, claims = state.last_claim
        last = {
            "turn": ply,
            "player": who,
            "claims": [
                {"card": c, "cells": cells_of(m), "scale": SHAPE_PLACEMENTS[CARDS[c].shape].scale[m]}
                for c, m in claims
            ],
        }
    return {
        "game": "anthokyklos",
        "colours": list(COLOURS),
        "rings": RINGS,
        "per_ring": PER_RING,
        "spaces": [
            {
                "id": s,
                "ring": ring_of(s),
                "index": index_of(s),
                "q": index_of(s),
                "r": ring_of(s),
                "angle": angle(s),
                "colour": None if (c := state.colour_at(s)) is None else COLOURS[c],
                "legal": state.legal_space(s, filled),
                "supports": list(supports(s)),
            }
            for s in range(SPACES)
        ],
        "pyramids": [
            {
                "ring": k + 1,
                "usable": usable[k],
                "tiles": [
                    {
                        "id": t,
                        "slot": t % PER_RING,
                        "row": SLOT_ROW[t % PER_RING][0],
                        "col": SLOT_ROW[t % PER_RING][1],
                        "colour": COLOURS[state.tiles[t]],
                        "taken": bool(state.taken >> t & 1),
                        "available": state.available(t),
                        "rests_on": [t - t % PER_RING + b for b in RESTS_ON.get(t % PER_RING, ())],
                    }
                    for t in RING_SPACES[k]
                ],
            }
            for k in range(RINGS)
        ],
        "display": [{**CARDS[c].describe(), "reserved_by": state.reserver(c)} for c in state.display],
        "deck_count": len(state.deck),
        "players": [
            {
                "seat": p,
                "score": scores[p],
                "card_count": len(cards),
                "cards": [CARDS[c].describe() for c in cards],
                "reserved": None if state.reserved[p] == NO_CARD else state.reserved[p],
            }
            for p, cards in enumerate(state.claimed)
        ],
        "last_claim": last,
        "turn": state.ply,
        "current": state.turn,
        "over": state.turn is None,
        "scores": scores,
        "winners": state.winners,
    }


def dump(state: AnthokyklosPosition) -> dict[str, JSONable]:
    return {
        "game": "anthokyklos",
        "version": state.game.version,
        "seed": state.seed,
        "tiles": list(state.tiles),
        "taken": [t for t in range(TILES) if state.taken >> t & 1],
        "board": [state.colour_at(s) for s in range(SPACES)],
        "display": list(state.display),
        "deck": list(state.deck),
        "reserved": [None if c == NO_CARD else c for c in state.reserved],
        "claimed": [list(cards) for cards in state.claimed],
        "turn": state.turn,
        "ply": state.ply,
        "last_claim": None
        if state.last_claim is None
        else {
            "turn": state.last_claim[0],
            "player": state.last_claim[1],
            "claims": [[c, cells_of(m)] for c, m in state.last_claim[2]],
        },
    }
