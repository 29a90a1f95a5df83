"""Anthokyklos positions as data: the view every seat sees (its shape is
``AnthokyklosView``, contract.py), the record a save keeps, and that record read back
(``AnthokyklosRecords``, one of ``AnthokyklosState``'s bases).
"""

from __future__ import annotations

from typing import Any, Self

from ...core import BadRecord, JSONable, is_index
from ...core.i18n import _, catalogue
from .cards import CARDS, DECK_SIZE, NO_CARD, SHAPE_PLACEMENTS
from .contract import AnthokyklosLastClaim, AnthokyklosSpace, AnthokyklosView
from .lattice import COLOURS, PER_RING, RINGS, SPACES, angle, cells_of, index_of, ring_of, supports
from .phrases import where
from .pyramid import RESTS_ON, RING_SPACES, SLOT_ROW, TILES
from .rules import AnthokyklosRules


class AnthokyklosRecords(AnthokyklosRules):
    """A position as data: the view a seat may see, the save, and a save read back."""

    __slots__ = ()

    def view(self, viewer: int | None) -> AnthokyklosView:
        # Nothing is private: tiles are visible (Rule note); the deck order is never shown.
        filled = self.filled
        usable = [any(self.legal_space(s, filled) for s in spaces) for spaces in RING_SPACES]
        scores = self.scores
        last: AnthokyklosLastClaim | None = None
        if self.last_claim is not None:
            ply, who, claims = self.last_claim
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
            "spaces": [self._space(s, place, filled) for s, place in enumerate(_places())],
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
                            "colour": COLOURS[self.tiles[t]],
                            "taken": bool(self.taken >> t & 1),
                            "available": self.available(t),
                            "rests_on": [t - t % PER_RING + b for b in RESTS_ON.get(t % PER_RING, ())],
                        }
                        for t in RING_SPACES[k]
                    ],
                }
                for k in range(RINGS)
            ],
            "display": [{**CARDS[c].describe(), "reserved_by": self.reserver(c)} for c in self.display],
            "deck_count": len(self.deck),
            "players": [
                {
                    "seat": p,
                    "score": scores[p],
                    "card_count": len(cards),
                    "cards": [CARDS[c].describe() for c in cards],
                    "reserved": None if self.reserved[p] == NO_CARD else self.reserved[p],
                }
                for p, cards in enumerate(self.claimed)
            ],
            "last_claim": last,
            "turn": self.ply,
            "current": self.turn,
            "over": self.turn is None,
            "scores": scores,
            "winners": self.winners,
        }

    def _space(self, s: int, place: AnthokyklosSpace, filled: int) -> AnthokyklosSpace:
        """Space ``s`` in the view: its ``place`` (a fresh copy) with what is on it now."""
        space = place.copy()
        space["colour"] = None if (c := self.colour_at(s)) is None else COLOURS[c]
        space["legal"] = self.legal_space(s, filled)
        space["supports"] = list(place["supports"])
        return space

    def dump(self) -> dict[str, JSONable]:
        return {
            "game": "anthokyklos",
            "version": self.game.version,
            "seed": self.seed,
            "tiles": list(self.tiles),
            "taken": [t for t in range(TILES) if self.taken >> t & 1],
            "board": [self.colour_at(s) for s in range(SPACES)],
            "display": list(self.display),
            "deck": list(self.deck),
            "reserved": [None if c == NO_CARD else c for c in self.reserved],
            "claimed": [list(cards) for cards in self.claimed],
            "turn": self.turn,
            "ply": self.ply,
            "last_claim": None
            if self.last_claim is None
            else {
                "turn": self.last_claim[0],
                "player": self.last_claim[1],
                "claims": [[c, cells_of(m)] for c, m in self.last_claim[2]],
            },
        }

    @classmethod
    def restore(cls, data: dict[str, Any]) -> Self:
        tiles = tuple(int(c) for c in data["tiles"])
        ring_tiles = sorted(c for c in range(len(COLOURS)) for _copy in range(3))
        if len(tiles) != TILES or any(
            sorted(tiles[k : k + PER_RING]) != ring_tiles for k in range(0, TILES, 9)
        ):
            raise BadRecord(_("This Anthokyklos position does not have 3 tiles of each colour per ring."))
        board = data["board"]
        if len(board) != SPACES:
            raise BadRecord(_("This Anthokyklos position does not have 45 spaces."))
        masks = [0, 0, 0]
        for space, colour in enumerate(board):
            if colour is not None:
                if not is_index(colour, len(COLOURS)):
                    raise BadRecord(_("This Anthokyklos position has a tile of an unknown colour."))
                masks[colour] |= 1 << space
        taken = 0
        for t in data["taken"]:
            if not is_index(t, TILES):
                raise BadRecord(_("This Anthokyklos position has an unknown tile."))
            taken |= 1 << t
        display = tuple(int(c) for c in data["display"])
        deck = tuple(int(c) for c in data["deck"])
        claimed = tuple(tuple(int(c) for c in cards) for cards in data["claimed"])
        players = len(claimed)
        if not cls.game.min_players <= players <= cls.game.max_players:
            raise BadRecord(_("This Anthokyklos position has a wrong number of players."))
        every = [*display, *deck, *(c for cards in claimed for c in cards)]
        if sorted(every) != list(range(DECK_SIZE)):
            raise BadRecord(_("This Anthokyklos position does not hold each Pattern card once."))
        reserved = tuple(NO_CARD if c is None else int(c) for c in data["reserved"])
        if len(reserved) != players or any(c != NO_CARD and c not in display for c in reserved):
            raise BadRecord(_("This Anthokyklos position has a reservation off the display."))
        turn = data["turn"]
        if turn is not None and not is_index(turn, players):
            raise BadRecord(_("This Anthokyklos position has no valid player to move."))
        last = data["last_claim"]
        last_claim = None
        if last is not None:
            last_claim = (
                int(last["turn"]),
                int(last["player"]),
                tuple((int(c), sum(1 << int(s) for s in cells)) for c, cells in last["claims"]),
            )
        return cls(
            tiles=tiles,
            taken=taken,
            masks=(masks[0], masks[1], masks[2]),
            display=display,
            valid=None,
            deck=deck,
            reserved=reserved,
            claimed=claimed,
            turn=turn,
            ply=int(data["ply"]),
            last_claim=last_claim,
            seed=int(data["seed"]),
        )


_PLACES: dict[object, tuple[AnthokyklosSpace, ...]] = {}


def _places() -> tuple[AnthokyklosSpace, ...]:
    """Each space's part of the view that never changes (where it is, in words), made once
    per catalogue: a view lists all 45 spaces, and their words were a third of its time."""
    found = _PLACES.get(catalogue())
    if found is None:
        found = _PLACES[catalogue()] = tuple(map(_place, range(SPACES)))
    return found


def _place(s: int) -> AnthokyklosSpace:
    # colour and legal are the position's (``_space``): written here to keep the order of the keys
    return {
        "id": s,
        "ring": ring_of(s),
        "index": index_of(s),
        "q": index_of(s),
        "r": ring_of(s),
        "angle": angle(s),
        "where": where(s),
        "colour": None,
        "legal": False,
        "supports": list(supports(s)),
    }
