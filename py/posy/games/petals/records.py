"""Petals positions as data: the view a seat may see (its schema is in the package
docstring) and the record a save keeps, with its public events. ``Petals.restore``
reads a record back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core import BadRecord, JSONable
from .bouquet import CRAWL, breakdown
from .cards import EMPTY, HAND, NCARDS, SUIT, SUIT_NAMES, SUITS, card_json, deck

if TYPE_CHECKING:
    from .state import PetalsPosition


def view(state: PetalsPosition, viewer: int | None) -> dict[str, JSONable]:
    over = state.turn is None
    players = []
    for q in range(2):
        cells = state.bouquets[q]
        parts = breakdown(cells)
        players.append(
            {
                "hand": [card_json(c) for c in state.hands[q]] if viewer == q else None,
                "hand_count": len(state.hands[q]),
                "pending": None if state.pending[q] == EMPTY else card_json(state.pending[q]),
                "bouquet": [None if c == EMPTY else card_json(c) for c in cells],
                "bouquet_score": sum(b["value"] for b in parts),
                "breakdown": parts,
                "tricks": state.won[q],
                "void": [SUITS[s] for s in range(4) if state.void[q] >> s & 1],
                "round_scores": [r[q] for r in state.history],
                "score": state.totals[q],
            }
        )
    table_players = (state.leader, 1 - state.leader)
    scoring: dict[str, JSONable] | None = None
    if state.scored is not None:
        bouquets = []
        for q in range(2):
            parts = breakdown(state.scored[q])
            bouquets.append({"player": q, "total": sum(b["value"] for b in parts), "cells": parts})
        scoring = {
            "round": len(state.history),
            "bouquets": bouquets,
            "totals": list(state.totals),
            "crawl": list(CRAWL),
        }
    return {
        "game": "petals",
        "viewer": viewer,
        "round": state.round + 1,
        "rounds": state.rounds,
        "trick": min(state.tricks + 1, HAND),
        "phase": state.phase,
        "current": state.turn,
        "suits": [{"id": SUITS[s], "name": SUIT_NAMES[s]} for s in range(4)],
        "trump": {"suit": SUITS[SUIT[state.trump]], "card": card_json(state.trump)},
        "table": {
            "leader": state.leader if state.table else None,
            "plays": [{"player": table_players[i], "card": card_json(c)} for i, c in enumerate(state.table)],
        },
        "trick_winner": state.turn if state.phase == "take" else None,
        "lead_suit": SUITS[SUIT[state.table[0]]] if state.table else None,
        "next_leader": None if state.next_leader < 0 else state.next_leader,
        "players": players,
        "scores": list(state.totals),
        "scoring": scoring,
        "events": [event_json(state, e) for e in state.events],
        "undealt": NCARDS - 2 * HAND - 1,
        "over": over,
        "winners": state.winners,
        "deck": deck(),
    }


def event_json(state: PetalsPosition, e: tuple[Any, ...]) -> dict[str, Any]:
    kind = e[0]
    if kind == "play":
        return {"event": "play", "player": e[1], "card": card_json(e[2])}
    if kind == "trick":
        return {"event": "trick", "winner": e[1], "cards": [card_json(e[2]), card_json(e[3])]}
    if kind == "take":
        return {"event": "take", "player": e[1], "card": card_json(e[2]), "other": card_json(e[3])}
    if kind == "place":
        return {"event": "place", "player": e[1], "cell": e[2], "card": card_json(e[3])}
    if kind == "arrange":
        return {"event": "arrange", "player": e[1], "order": list(e[2])}
    if kind == "switch":
        return {"event": "switch", "player": e[1], "from": e[2], "to": e[3]}
    if kind == "keep":
        return {"event": "keep", "player": e[1]}
    if kind == "scored":
        return {"event": "scored", "round": e[1] + 1, "points": list(e[2])}
    if kind == "deal":
        return {"event": "deal", "round": e[1] + 1, "trump": card_json(e[2]), "leader": e[3]}
    return {"event": "over", "winners": state.winners}


def dump(state: PetalsPosition) -> dict[str, JSONable]:
    return {
        "game": "petals",
        "version": state.game.version,
        "seed": state.seed,
        "rounds": state.rounds,
        "rng": state.rng,
        "round": state.round,
        "hands": [list(h) for h in state.hands],
        "trump": state.trump,
        "bouquets": [list(b) for b in state.bouquets],
        "phase": state.phase,
        "turn": state.turn,
        "leader": state.leader,
        "table": list(state.table),
        "pending": list(state.pending),
        "next_leader": state.next_leader,
        "tricks": state.tricks,
        "won": list(state.won),
        "void": list(state.void),
        "totals": list(state.totals),
        "history": [list(h) for h in state.history],
        "scored": None if state.scored is None else [list(b) for b in state.scored],
        "events": [event_to_list(e) for e in state.events],
    }


def event_to_list(e: tuple[Any, ...]) -> list[Any]:
    return [list(x) if isinstance(x, tuple) else x for x in e]


def event_from_list(e: list[Any]) -> tuple[Any, ...]:
    if not isinstance(e, list) or not e or e[0] not in EVENT_SIZES or len(e) != EVENT_SIZES[e[0]]:
        raise BadRecord("This saved Petals position has an unreadable last move.")
    return tuple(tuple(int(y) for y in x) if isinstance(x, list) else x for x in e)


EVENT_SIZES = {
    "play": 3,
    "trick": 4,
    "take": 4,
    "place": 4,
    "arrange": 3,
    "switch": 4,
    "keep": 2,
    "scored": 3,
    "deal": 4,
    "over": 1,
}
