"""Petals positions as data: the view a seat may see (its shape is ``PetalsView``,
contract.py), the record a save keeps, with its public events, and that record read
back (``PetalsRecords``, one of ``PetalsState``'s bases).
"""

from __future__ import annotations

from typing import Any, Self

from ...core import BadRecord, JSONable
from ...core.i18n import _
from .bouquet import CRAWL
from .cards import CAMELLIA, CELLS, EMPTY, HAND, NCARDS, SUIT, SUIT_NAMES, SUITS, card_json, deck
from .contract import PetalsEvent, PetalsPlayer, PetalsScoredBouquet, PetalsScoring, PetalsView
from .counting import breakdown
from .rules import PHASES, PetalsRules


def event_to_list(e: tuple[Any, ...]) -> list[Any]:
    return [list(x) if isinstance(x, tuple) else x for x in e]


def event_from_list(e: list[Any]) -> tuple[Any, ...]:
    if not isinstance(e, list) or not e or e[0] not in EVENT_SIZES or len(e) != EVENT_SIZES[e[0]]:
        raise BadRecord(_("This saved Petals position has an unreadable last move."))
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


class PetalsRecords(PetalsRules):
    """A position as data: the view a seat may see, the save, and a save read back."""

    __slots__ = ()

    def view(self, viewer: int | None) -> PetalsView:
        over = self.turn is None
        players: list[PetalsPlayer] = []
        for q in range(2):
            cells = self.bouquets[q]
            parts = breakdown(cells)
            players.append(
                {
                    "hand": [card_json(c) for c in self.hands[q]] if viewer == q else None,
                    "hand_count": len(self.hands[q]),
                    "pending": None if self.pending[q] == EMPTY else card_json(self.pending[q]),
                    "bouquet": [None if c == EMPTY else card_json(c) for c in cells],
                    "bouquet_score": sum(b["value"] for b in parts),
                    "breakdown": parts,
                    "tricks": self.won[q],
                    "void": [SUITS[s] for s in range(4) if self.void[q] >> s & 1],
                    "round_scores": [r[q] for r in self.history],
                    "score": self.totals[q],
                }
            )
        table_players = (self.leader, 1 - self.leader)
        scoring: PetalsScoring | None = None
        if self.scored is not None:
            bouquets: list[PetalsScoredBouquet] = []
            for q in range(2):
                parts = breakdown(self.scored[q])
                bouquets.append({"player": q, "total": sum(b["value"] for b in parts), "cells": parts})
            scoring = {
                "round": len(self.history),
                "bouquets": bouquets,
                "totals": list(self.totals),
                "crawl": list(CRAWL),
            }
        return {
            "game": "petals",
            "viewer": viewer,
            "round": self.round + 1,
            "rounds": self.rounds,
            "trick": min(self.tricks + 1, HAND),
            "phase": self.phase,
            "current": self.turn,
            "suits": [{"id": SUITS[s], "name": _(SUIT_NAMES[s])} for s in range(4)],
            "trump": {"suit": SUITS[SUIT[self.trump]], "card": card_json(self.trump)},
            "table": {
                "leader": self.leader if self.table else None,
                "plays": [
                    {"player": table_players[i], "card": card_json(c)} for i, c in enumerate(self.table)
                ],
            },
            "trick_winner": self.turn if self.phase == "take" else None,
            "lead_suit": SUITS[SUIT[self.table[0]]] if self.table else None,
            "next_leader": None if self.next_leader < 0 else self.next_leader,
            "players": players,
            "scores": list(self.totals),
            "scoring": scoring,
            "events": [self.event_json(e) for e in self.events],
            "undealt": NCARDS - 2 * HAND - 1,
            "over": over,
            "winners": self.winners,
            "deck": deck(),
        }

    def event_json(self, e: tuple[Any, ...]) -> PetalsEvent:
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
        return {"event": "over", "winners": self.winners}

    def dump(self) -> dict[str, JSONable]:
        return {
            "game": "petals",
            "version": self.game.version,
            "seed": self.seed,
            "rounds": self.rounds,
            "rng": self.rng,
            "round": self.round,
            "hands": [list(h) for h in self.hands],
            "trump": self.trump,
            "bouquets": [list(b) for b in self.bouquets],
            "phase": self.phase,
            "turn": self.turn,
            "leader": self.leader,
            "table": list(self.table),
            "pending": list(self.pending),
            "next_leader": self.next_leader,
            "tricks": self.tricks,
            "won": list(self.won),
            "void": list(self.void),
            "totals": list(self.totals),
            "history": [list(h) for h in self.history],
            "scored": None if self.scored is None else [list(b) for b in self.scored],
            "events": [event_to_list(e) for e in self.events],
        }

    @classmethod
    def restore(cls, data: dict[str, Any]) -> Self:
        def cards(seq: Any, size: int | None = None, empty: bool = False) -> tuple[int, ...]:
            out = tuple(int(c) for c in seq)
            low = EMPTY if empty else 0
            if (size is not None and len(out) != size) or any(not low <= c < NCARDS for c in out):
                raise BadRecord(_("This saved Petals position has impossible cards."))
            return out

        phase = data["phase"]
        if phase not in PHASES:
            raise BadRecord(_("This saved Petals position is in an unknown phase."))
        turn = data["turn"]
        if turn not in (0, 1, None) or (turn is None) != (phase == "over"):
            raise BadRecord(_("This saved Petals position has no valid player to move."))
        rounds = int(data["rounds"])
        if rounds not in (1, 3):
            raise BadRecord(_("This saved Petals position has an impossible number of rounds."))
        hands = tuple(cards(h) for h in data["hands"])
        bouquets = tuple(cards(b, CELLS, empty=True) for b in data["bouquets"])
        scored = data["scored"]
        state = cls(
            seed=int(data["seed"]),
            rounds=rounds,
            rng=int(data["rng"]),
            round=int(data["round"]),
            hands=hands,
            trump=cards([data["trump"]])[0],
            bouquets=bouquets,
            phase=phase,
            turn=turn,
            leader=int(data["leader"]) % 2,
            table=cards(data["table"]),
            pending=cards(data["pending"], 2, empty=True),
            next_leader=int(data["next_leader"]),
            tricks=int(data["tricks"]),
            won=tuple(int(x) for x in data["won"]),
            void=tuple(int(x) for x in data["void"]),
            totals=tuple(int(x) for x in data["totals"]),
            history=tuple(tuple(int(x) for x in h) for h in data["history"]),
            scored=None if scored is None else tuple(cards(b, CELLS, empty=True) for b in scored),
            events=tuple(event_from_list(e) for e in data["events"]),
        )
        if len(hands) != 2 or len(bouquets) != 2 or len(state.won) != 2 or len(state.totals) != 2:
            raise BadRecord(_("This saved Petals position is not for two players."))
        if phase == "switch" and CAMELLIA not in bouquets[turn]:
            raise BadRecord(_("This saved Petals position asks for a switch without a Camellia."))
        return state
