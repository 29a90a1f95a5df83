"""Anthokyklos (Pascal Flores): build a flower of coloured petals together, spot
the patterns that appear in it and claim the Pattern cards that show them.

The rules, in short
-------------------
The flower is a pistil and 5 rings of 9 spaces. Each ring has its own 9 Petal
tiles, 3 red, 3 yellow and 3 blue, shuffled into a *pyramid*: 4 tiles at the
bottom, 3 above them and 2 on top, each resting on the two tiles below it. A
tile is *available* while no tile rests on it (taking a tile may uncover the
tiles below). Ring 1 tiles go around the pistil; a space of ring k+1 sits
between two neighbouring spaces of ring k and may be filled only when both are.
So at the start only the two top tiles of ring 1's pyramid can be played.

N + 1 Pattern cards (N players) are face up in the *display*; the rest are a
face-down deck. On your turn do one thing:

* **place a tile**: take an available tile of a ring whose ring has a free space
  both of whose supports are filled (any space of ring 1), and put it there; or
* **reserve a card**: put your marker on a display card nobody has reserved.
  You may hold one reservation at a time; only you can claim that card.

At the end of your turn you take every card you may claim whose pattern is on
the flower: the display cards nobody reserved, and the card you reserved. All
at once, several per turn if several match, the same tiles may serve several
cards. Then the display is refilled from the deck to N + 1 cards (while the deck
lasts). When all 45 tiles are placed the game ends after that turn's claims.
Each card scores its points; the most points wins, a tie goes to the tied
player with more cards, and a tie on both is shared (a draw).

A Pattern card shows a *shape*, a *colour requirement* and *points*. The shape
is a set of spaces of the lattice; it matches anywhere on the flower, in any
rotation or reflection and at any scale (see the notes). The requirement is one
of seven kinds: defined monochrome (all tiles one given colour), free monochrome
(all one colour, any), two-colour monochrome (all one colour, one of two given
ones), defined bichrome (exactly two given colours), semi-defined bichrome
(exactly two colours, one of them given), free bichrome (exactly two colours)
and trichrome (all three colours). Some cards add *X+*: at least X tiles of a
given colour, or of one same colour.

Rule notes
----------
* **Board coordinates.** Space ``index`` 0..8 of ring ``ring`` 1..5 has the id
  ``(ring - 1) * 9 + index``. Space i of ring k+1 rests on spaces i and i+1
  (mod 9) of ring k. As a lattice the spaces are axial coordinates ``(q, r) =
  (index, ring)`` with q wrapping mod 9; the six neighbours of a space are the
  steps (±1, 0) along its ring, (0, -1) and (+1, -1) below it and (-1, +1) and
  (0, +1) above it. On the flower, space (q, r) sits at angle ``(q + (r - 1) / 2)
  * 40`` degrees on ring r.
* **Pyramids.** Slots 0-3 are the bottom row, 4-6 the middle row, 7-8 the top.
  Middle slot 4+j rests on bottom slots j and j+1; top slot 7+j on middle slots
  4+j and 5+j. Tile ids are ``(ring - 1) * 9 + slot``. A pyramid can be used only
  while its ring has a free supported space (the rulebook's "allowed pyramid";
  its top tiles are uncovered from the start but unplayable until then).
* **Tiles are visible.** The rulebook does not say the pyramid tiles are face
  down, and choosing which available tile to take is only a decision if you see
  it, so every tile's colour is public. The only hidden thing in the game is
  the order of the undrawn Pattern deck.
* **Shapes, symmetries and scale.** A shape is a set of lattice offsets. It
  matches in any of the 12 symmetries of the triangular lattice (6 rotations,
  each with or without a reflection): the local lattice is the same everywhere
  on the flower, so rotating "across" the rings is as valid as along them. At
  *scale s* every offset is multiplied by s: the shape's spaces are spread s
  steps apart and only those spaces count (the spaces between are free). A
  placement must lie on rings 1..5 and span at most half the flower: its width
  ``max(2q + r) - min(2q + r)`` is at most 9 half-steps of 20 degrees, i.e. 180
  degrees. Within half the flower the short way between any two of its spaces
  runs through the pattern, never round the back, so a scaled pattern looks like
  its shape and cannot wrap into itself: on ring 1, spaces 1, 5 and 0 are not a
  line of 3 (scale 4, width 16) and spaces 0, 2, 4, 6, 8 are not a line of 5
  (scale 2, width 16), while spaces 0, 2, 4 are a line of 3 at scale 2 (width
  8). Every shape fits at scale 1 in all 12 symmetries (the widest, a line of 5
  along a ring and the star, span 8); larger scales are kept wherever they fit.
  Every placement must be fully built.
* **X+.** "At least X tiles of the indicated colour" is checked on the tiles of
  the matched placement. On free bichrome cards the X+ has no colour: at least
  X tiles of one same colour ("same" in the data).
* **Reservation.** "Only one reserved card at a time" is read strictly: while
  your marker is on a card you cannot reserve another; the marker comes back
  when you claim that card. The rulebook gives no way to take a marker back, and
  this way every game ends (each turn either places a tile or spends a marker).
* **Claiming is automatic.** At the end of every turn the engine gives the
  player every card they may claim, so nobody forgets and the rulebook's "the
  next player may take a forgotten card" never arises. The check is made once:
  cards revealed by the refill are checked at the end of the next turn (the
  next player's), even if their pattern is already on the flower. A card reserved
  by another player is never claimed by you, even when it matches.
* **Which placement lights up.** When a card is claimed the engine reports one
  matching placement (the first in its fixed order) so the UI can light it up.
* **First player and end.** Seat 1 starts (the lobby chooses the seats). The
  game ends when all 45 tiles are placed, after that turn's claims. If the deck
  runs out the display simply shrinks. Ties: most points, then most cards, else
  a shared win.

The deck (designed: the rulebook has no card list)
--------------------------------------------------
90 cards over 18 shapes (see ``deck.py``): lines of 3, 4 and 5, arcs of 4 and 5
spaces round a centre, the hexagon round a space and the whole flower (centre +
hexagon), the small triangle (3) and the large one (6), the diamond, zigzag,
propeller, chevron, open chevron, bow tie and trapezoid, and two spread shapes:
the *spread triangle* (a small triangle's corners 3 steps apart) and the *star*
(a hexagon's six spaces 2 steps from its centre). Lines fit on one ring, the
small shapes on two and the larger ones on three, so patterns can be made from
the first tiles on. The spread shapes span four and five rings even at scale 1,
so they can only be made once the outer rings fill; 9 cards use them and keep
the display alive at the end of the game. (Without them, the decks we measured
that kept a 2-player display alive to the end ran out of cards in about 1
four-player game in 10: easy cards revealed late are claimed at once.) All
seven colour requirements appear (8 to 18 cards each) and 53 cards add an X+. No
card is there on nearly every young flower: the easiest, "Small triangle: all
one colour", is on about 3 flowers in 4 after two rings of random play.

Points 1..10 follow how hard a card is to make once it is on display:
``tools/anthokyklos_deck.py`` plays 400 seeded games per player count (2, 3 and
4) with greedy players through this engine, measures each card's *wait* (turns
face up on the display per claim; the colour variants of a design pooled) and
sets ``points = clamp(round(wait - 1), 1, 10)``. With greedy players (another
400 games per player count, valuing cards by these points) at most 1 game in 10
ends with no display card on the finished flower (measured 0.60, 0.17 and 0.07
per 10 for 2, 3 and 4 players) and there are 2.8-3.2 claims per player per 9
tiles placed (target: at least 1).

MOVE FORMATS
------------
* ``{"type": "place", "tile": T, "space": S}``: take tile id T (0..44, see
  Pyramids) and put it on space id S (0..44) of the same ring.
* ``{"type": "reserve", "card": C}``: put your marker on display card id C (0..89).

Moves are listed place moves first (by ring, tile, space), then reserve moves
in display order.

VIEW SCHEMA (``view(viewer)``; the same for every viewer: nothing is private)
-------------------------------------------------------------------------------
* ``game``: "anthokyklos"; ``colours``: ["red", "yellow", "blue"];
  ``rings``: 5; ``per_ring``: 9.
* ``spaces``: 45 dicts ``{"id", "ring" (1..5), "index" (0..8), "q", "r"
  (lattice coordinates, = index, ring), "angle" (degrees on the flower),
  "colour" (name or null), "legal" (empty and supported: a tile of its ring may
  go here now), "supports" ([space ids below it])}``.
* ``pyramids``: 5 dicts ``{"ring", "usable" (its ring has a legal space), "tiles":
  [9 dicts {"id", "slot" (0..8), "row" (0 bottom .. 2 top), "col" (position in
  the row, 0-based), "colour", "taken" (already on the board), "available"
  (still in the pyramid and uncovered), "rests_on" ([tile ids below it])}]}``.
* ``display``: the face-up cards, each a *card dict* plus ``"reserved_by"``
  (player index or null).
* ``deck_count``: cards left in the deck (its order is hidden).
* ``players``: one dict per seat ``{"seat", "score", "card_count", "cards" ([card
  dicts], in claiming order), "reserved" (card id or null)}``.
* ``last_claim``: null, or the most recent turn that claimed anything:
  ``{"turn" (turn number, compare with "turn"), "player", "claims": [{"card",
  "cells" ([space ids matched]), "scale"}]}``.
* ``turn``: turns played so far; ``current``: player to move or null;
  ``over``; ``scores``; ``winners`` ([] until the end).

A *card dict* is ``{"id", "name" (e.g. "Hexagon: all red"), "shape" (shape
key), "title" (shape title), "cells" ([[dq, dr], ...] lattice offsets: draw each
at x = dq + dr / 2, y = -dr * 0.866, outward up), "kind" (one of mono,
free_mono, either_mono, bi, semi_bi, free_bi, tri), "colours" ([colour names]
the kind refers to), "at_least" (null or {"count", "colour" (name, or null for
"of one colour")}), "requirement" (the requirement in words), "points",
"wait" (measured turns on display per claim, which set the points)}``.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any, TypeGuard

from ...core import BadRecord, Game, JSONable, Move, Rng, State, lead_rewards, ranked_winners, replace_at
from . import deck as deck_data
from .lattice import (
    COLOURS,
    PER_RING,
    RINGS,
    SPACES,
    SUPPORT_MASK,
    allowed_counts,
    angle,
    cells_of,
    index_of,
    placements,
    ring_of,
    supports,
)

TILES = SPACES
FULL = (1 << SPACES) - 1
NO_CARD = -1
SAMPLED_DRAWS = 16  # cards of a resampled deck drawn uniformly (see determinize)

# -- pyramids ---------------------------------------------------------------
PYRAMID_ROWS = ((0, 1, 2, 3), (4, 5, 6), (7, 8))
RESTS_ON = {4: (0, 1), 5: (1, 2), 6: (2, 3), 7: (4, 5), 8: (5, 6)}
SLOT_ROW = {slot: (row, col) for row, slots in enumerate(PYRAMID_ROWS) for col, slot in enumerate(slots)}


def _cover_mask(tile: int) -> int:
    base, slot = tile - tile % PER_RING, tile % PER_RING
    return sum(1 << (base + above) for above, below in RESTS_ON.items() if slot in below)


COVER_MASK = tuple(_cover_mask(t) for t in range(TILES))
RING_SPACES = tuple(tuple(range((k - 1) * PER_RING, k * PER_RING)) for k in range(1, RINGS + 1))
RING_MASKS = tuple(sum(1 << s for s in spaces) for spaces in RING_SPACES)

# Move generation by table lookup on one ring's 9 bits at a time (single-digit ints,
# the fast path under Pyodide): a ring's filled spaces -> the spaces above them that
# are supported; a pyramid's taken slots -> its available slots; a ring's bits -> ids.
RING_BITS = (1 << PER_RING) - 1
SUPPORTED_ABOVE = tuple(m & (m >> 1 | (m & 1) << (PER_RING - 1)) for m in range(RING_BITS + 1))
AVAILABLE_SLOTS = tuple(
    sum(1 << s for s in range(PER_RING) if not m >> s & 1 and m & COVER_MASK[s] == COVER_MASK[s])
    for m in range(RING_BITS + 1)
)
IDS = tuple(
    tuple(tuple(base + i for i in range(PER_RING) if m >> i & 1) for m in range(RING_BITS + 1))
    for base in range(0, SPACES, PER_RING)
)


# -- cards ------------------------------------------------------------------
class Card:
    """A Pattern card, with its placements precomputed for the matcher."""

    __slots__ = ("id", "shape", "kind", "colours", "at_least", "wait", "points", "allowed", "size", "takes")

    def __init__(self, row: deck_data.CardRow) -> None:
        cid, shape, kind, colours, at_least, wait, points = row
        self.id: int = cid
        self.shape: str = shape
        self.kind: str = kind
        self.colours: tuple[int, ...] = tuple(COLOURS.index(c) for c in colours)
        self.at_least: tuple[int, int | None] | None = (
            None
            if at_least is None
            else (at_least[0], None if at_least[1] is None else COLOURS.index(at_least[1]))
        )
        self.wait: float = wait
        self.points: int = points
        self.size = len(deck_data.SHAPES[shape][1])
        self.allowed = allowed_counts(self.size, kind, self.colours, self.at_least)
        # Bit c set when a matching placement may hold a tile of colour c: a new
        # tile of another colour cannot complete this card (apply skips it).
        self.takes = sum(1 << c for c in range(len(COLOURS)) if self._may_hold(c))

    def _may_hold(self, colour: int) -> bool:
        size, allowed = self.size, self.allowed
        for red in range(size + 1):
            for yellow in range(size + 1 - red):
                counts = (red, yellow, size - red - yellow)
                if counts[colour] and allowed >> (red << 4 | yellow) & 1:
                    return True
        return False

    @property
    def title(self) -> str:
        return deck_data.SHAPES[self.shape][0]

    def requirement(self) -> str:
        names = [COLOURS[c] for c in self.colours]
        texts: dict[str, Callable[[], str]] = {
            "mono": lambda: f"all {names[0]}",
            "free_mono": lambda: "all one colour",
            "either_mono": lambda: f"all {names[0]} or all {names[1]}",
            "bi": lambda: f"exactly {names[0]} and {names[1]}",
            "semi_bi": lambda: f"exactly two colours, one of them {names[0]}",
            "free_bi": lambda: "exactly two colours",
            "tri": lambda: "all three colours",
        }
        text = texts[self.kind]()
        if self.at_least is not None:
            count, colour = self.at_least
            text += f", at least {count} " + ("of one colour" if colour is None else COLOURS[colour])
        return text

    @property
    def name(self) -> str:
        return f"{self.title}: {self.requirement()}"

    def describe(self) -> dict[str, Any]:
        at_least = None
        if self.at_least is not None:
            count, colour = self.at_least
            at_least = {"count": count, "colour": None if colour is None else COLOURS[colour]}
        return {
            "id": self.id,
            "name": self.name,
            "shape": self.shape,
            "title": self.title,
            "cells": [list(c) for c in deck_data.SHAPES[self.shape][1]],
            "kind": self.kind,
            "colours": [COLOURS[c] for c in self.colours],
            "at_least": at_least,
            "requirement": self.requirement(),
            "points": self.points,
            "wait": self.wait,
        }


class ShapePlacements:
    """Every placement mask of a shape, and those through each space."""

    __slots__ = ("masks", "scale", "by_cell")

    def __init__(self, offsets: tuple[tuple[int, int], ...]) -> None:
        found = placements(offsets)
        self.masks = tuple(m for m, _ in found)
        self.scale = dict(found)
        self.by_cell = tuple(tuple(m for m in self.masks if m >> c & 1) for c in range(SPACES))


class _Placements(dict[str, ShapePlacements]):
    """Shape name -> its placements, computed on first use: building all of them
    costs ~20 ms, which would otherwise delay every page's start-up, for every game."""

    def __missing__(self, name: str) -> ShapePlacements:
        value = self[name] = ShapePlacements(deck_data.SHAPES[name][1])
        return value


SHAPE_PLACEMENTS = _Placements()
CARDS = tuple(Card(row) for row in deck_data.CARDS)
DECK_SIZE = len(CARDS)


def find_match(masks: tuple[int, int, int], card: Card, through: int | None = None) -> int:
    """The first placement of ``card`` fully built on the board ``masks`` (per-colour
    bit masks) meeting its colour requirement, as a mask; 0 if none. With
    ``through``, only placements using that space are tried."""
    red, yellow, blue = masks
    filled = red | yellow | blue
    allowed = card.allowed
    shape = SHAPE_PLACEMENTS[card.shape]
    for mask in shape.masks if through is None else shape.by_cell[through]:
        if (
            filled & mask == mask
            and allowed >> (((red & mask).bit_count() << 4) | (yellow & mask).bit_count()) & 1
        ):
            return mask
    return 0


def _cards_text(cards: list[Card]) -> str:
    parts = [f"“{c.name}” ({c.points} point{'s' if c.points != 1 else ''})" for c in cards]
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


# -- state ------------------------------------------------------------------
class AnthokyklosState(State):
    __slots__ = (
        "tiles",
        "taken",
        "masks",
        "display",
        "valid",
        "deck",
        "reserved",
        "claimed",
        "turn",
        "ply",
        "last_claim",
        "seed",
    )

    def __init__(
        self,
        tiles: tuple[int, ...],
        taken: int,
        masks: tuple[int, int, int],
        display: tuple[int, ...],
        valid: tuple[bool, ...] | None,
        deck: tuple[int, ...],
        reserved: tuple[int, ...],
        claimed: tuple[tuple[int, ...], ...],
        turn: int | None,
        ply: int,
        last_claim: tuple[int, int, tuple[tuple[int, int], ...]] | None,
        seed: int,
    ) -> None:
        self.tiles = tiles  # colour of each tile id (fixed at setup)
        self.taken = taken  # bit mask of tile ids already placed
        self.masks = masks  # per colour: bit mask of the spaces holding that colour
        self.display = display  # face-up card ids, in display order
        if valid is None:
            valid = tuple(bool(find_match(masks, CARDS[c])) for c in display)
        self.valid = valid  # per display card: its pattern is on the board
        self.deck = deck  # undrawn card ids, top first (hidden order)
        self.reserved = reserved  # per player: reserved card id or NO_CARD
        self.claimed = claimed  # per player: claimed card ids in order
        self.turn = turn
        self.ply = ply  # turns played
        self.last_claim = last_claim  # (ply, player, ((card, placement mask), ...)) or None
        self.seed = seed

    # -- rules ---------------------------------------------------------------
    @property
    def current(self) -> int | None:
        return self.turn

    @property
    def filled(self) -> int:
        red, yellow, blue = self.masks
        return red | yellow | blue

    def colour_at(self, space: int) -> int | None:
        for colour, mask in enumerate(self.masks):
            if mask >> space & 1:
                return colour
        return None

    def legal_space(self, space: int, filled: int | None = None) -> bool:
        if filled is None:
            filled = self.filled
        return not filled >> space & 1 and filled & SUPPORT_MASK[space] == SUPPORT_MASK[space]

    def available(self, tile: int) -> bool:
        taken = self.taken
        return not taken >> tile & 1 and taken & COVER_MASK[tile] == COVER_MASK[tile]

    def reserver(self, card: int) -> int | None:
        for player, held in enumerate(self.reserved):
            if held == card:
                return player
        return None

    def _placements(self) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
        """Per ring with a free supported space: its available tiles and those spaces."""
        out = []
        filled = self.filled
        taken = self.taken
        below = RING_BITS  # ring 1 rests on the pistil: every space supported
        for k in range(RINGS):
            shift = k * PER_RING
            ring = filled >> shift & RING_BITS
            if k:
                if below.bit_count() < 2:
                    break  # nothing on this ring or above can be supported yet
                free = SUPPORTED_ABOVE[below] & ~ring
            else:
                free = RING_BITS & ~ring
            below = ring
            if free:
                # a ring's tile ids run parallel to its space ids
                ids = IDS[k]
                out.append((ids[AVAILABLE_SLOTS[taken >> shift & RING_BITS]], ids[free]))
        return out

    def _reservable(self) -> list[int]:
        held = self.reserved
        assert self.turn is not None
        return [c for c in self.display if c not in held] if held[self.turn] == NO_CARD else []

    def moves(self) -> list[Move]:
        if self.turn is None:
            return []
        out: list[Move] = [
            {"type": "place", "tile": tile, "space": s}
            for tiles, free in self._placements()
            for tile in tiles
            for s in free
        ]
        out.extend({"type": "reserve", "card": c} for c in self._reservable())
        return out

    def apply(self, move: Move) -> AnthokyklosState:
        player = self.turn
        assert player is not None
        masks, taken, valid, reserved = self.masks, self.taken, self.valid, self.reserved
        if move["type"] == "place":
            tile, space = move["tile"], move["space"]
            taken |= 1 << tile
            colour = self.tiles[tile]
            masks = replace_at(masks, colour, masks[colour] | 1 << space)
            if not all(valid):
                valid = tuple(
                    ok or bool(CARDS[c].takes >> colour & 1 and find_match(masks, CARDS[c], space))
                    for c, ok in zip(self.display, valid)
                )
        else:
            reserved = replace_at(reserved, player, move["card"])
        return self._end_turn(player, taken, masks, valid, reserved)

    def _end_turn(
        self,
        player: int,
        taken: int,
        masks: tuple[int, int, int],
        valid: tuple[bool, ...],
        reserved: tuple[int, ...],
    ) -> AnthokyklosState:
        display, deck, claimed, last_claim = self.display, self.deck, self.claimed, self.last_claim
        mine = reserved[player]
        claims = [
            c
            for c, ok in zip(display, valid)
            if ok and (c == mine or c not in reserved)  # unreserved, or reserved by me
        ]
        if claims:
            new_display: list[int] = []
            new_valid: list[bool] = []
            deck_list = list(deck)
            for c, ok in zip(display, valid):
                if c in claims:
                    if deck_list:
                        fresh = deck_list.pop(0)
                        new_display.append(fresh)
                        new_valid.append(bool(find_match(masks, CARDS[fresh])))
                else:
                    new_display.append(c)
                    new_valid.append(ok)
            display, valid, deck = tuple(new_display), tuple(new_valid), tuple(deck_list)
            claimed = replace_at(claimed, player, claimed[player] + tuple(claims))
            if mine in claims:
                reserved = replace_at(reserved, player, NO_CARD)
            last_claim = (self.ply, player, tuple((c, find_match(masks, CARDS[c])) for c in claims))
        red, yellow, blue = masks
        over = (red | yellow | blue) == FULL
        return AnthokyklosState(
            self.tiles,
            taken,
            masks,
            display,
            valid,
            deck,
            reserved,
            claimed,
            None if over else (player + 1) % len(reserved),
            self.ply + 1,
            last_claim,
            self.seed,
        )

    @property
    def scores(self) -> list[int]:
        return [sum(CARDS[c].points for c in cards) for cards in self.claimed]

    @property
    def winners(self) -> list[int]:
        if self.turn is not None:
            return []
        return ranked_winners(self.scores, [len(cards) for cards in self.claimed])

    # -- the computer player's hooks (posy.ai) ---------------------------------
    rollout_plies = 3  # then judge the position (see heuristic)
    search_scale = 2.0  # ~2,800-6,000 iterations a second in Chromium here: see posy.ai.LEVELS
    # Easy draws among fewer, better moves here: with the common noise (2.0, slack 0.2) it
    # beat random moves in only 72.8% of 200 games; with these 87.9% of 500, and greedy
    # in 45.0% (README, "Easy").
    easy_noise = 1.0
    easy_slack = 0.1

    def rollout_move(self, rng: Rng) -> Move:
        """A uniformly random legal move, counted rather than listed: the simulations
        skip building a dict for every move (a hook for posy.ai)."""
        rings = self._placements()
        reservable = self._reservable()
        pick = rng.below(sum(len(tiles) * len(free) for tiles, free in rings) + len(reservable))
        for tiles, free in rings:
            size = len(tiles) * len(free)
            if pick < size:
                return {"type": "place", "tile": tiles[pick // len(free)], "space": free[pick % len(free)]}
            pick -= size
        return {"type": "reserve", "card": reservable[pick]}

    def heuristic(self) -> list[float] | None:
        """Judge a simulated game after 3 turns by the scores with the cards already
        due (:meth:`banked`), with a curve that widens as more tiles remain to be
        placed. Random simulations to the end (~50 turns, each checking patterns) are
        slow and noisy: cutting them after 8 turns won 15 of 20 games against full
        simulations at equal iterations, and 3 turns did as well as 8 and 4 at equal
        time. Counting the cards due lifted Hard against random players from 93.3% to
        97.2% of 100 games with 4 players (95.8% to 96.8% with 3): near the end a
        refill often reveals cards already on the flower, and they go to whoever moves
        next."""
        left = TILES - self.taken.bit_count()
        return lead_rewards(self.banked(), 2.0 + 0.8 * math.sqrt(left))

    def banked(self) -> list[int]:
        """Each player's score plus the cards already theirs to claim: a display card
        whose pattern is on the flower goes to the player about to move at the end of
        their turn, whatever they do, unless another player reserved it; a player's
        own reserved card, once on the flower, at the end of their next turn."""
        scores = self.scores
        mover = self.turn
        for card, ok in zip(self.display, self.valid):
            if ok:
                owner = self.reserver(card)
                if owner is None:
                    owner = mover
                if owner is not None:
                    scores[owner] += CARDS[card].points
        return scores

    # -- remote play (core.hidden_pile): the deck is drawn from outside --------
    def remote_pile(self) -> tuple[int, ...]:
        return self.deck

    def remote_with_pile(self, order: tuple[int, ...]) -> AnthokyklosState:
        return self.evolve(deck=order)

    def determinize(self, viewer: int | None, rng: Rng) -> AnthokyklosState:
        """The deck order is hidden from everyone: resample it. The undrawn cards are
        sorted first, so the result depends only on which cards are undrawn (public:
        everything else is in view), never on their true hidden order.

        Only the top ``SAMPLED_DRAWS`` cards are drawn uniformly (``Rng.shuffled_top``):
        a search draws at most 10 cards in a simulated game (measured over 14,400
        iterations of Hard at 2-4 players), and shuffling all ~85 cards at every
        iteration took half of Pyodide's time per iteration."""
        return AnthokyklosState(
            self.tiles,
            self.taken,
            self.masks,
            self.display,
            self.valid,
            tuple(rng.shuffled_top(sorted(self.deck), SAMPLED_DRAWS)),
            self.reserved,
            self.claimed,
            self.turn,
            self.ply,
            self.last_claim,
            self.seed,
        )

    def why_illegal(self, move: Move) -> str:
        player = self.turn
        assert player is not None
        kind = move.get("type")
        if kind == "place":
            tile, space = move.get("tile"), move.get("space")
            if not _is_index(tile, TILES):
                return "There is no such tile: choose an available tile from a pyramid."
            if not _is_index(space, SPACES):
                return "There is no such space on the flower."
            if set(move) != {"type", "tile", "space"}:
                return "A placement names just a tile and a space."
            if self.taken >> tile & 1:
                return "That tile is already on the flower."
            if not self.available(tile):
                return "That tile is still covered by a tile resting on it in its pyramid."
            if ring_of(tile) != ring_of(space):
                return f"A ring {ring_of(tile)} tile must go on a space of ring {ring_of(tile)}."
            if self.filled >> space & 1:
                return "That space already has a tile."
            if not self.legal_space(space):
                return "That space needs both tiles below it first."
            return "That placement is not allowed."
        if kind == "reserve":
            card = move.get("card")
            if not _is_index(card, DECK_SIZE):
                return "There is no such Pattern card."
            if set(move) != {"type", "card"}:
                return "A reservation names just a card."
            if card not in self.display:
                return "You can only reserve a card in the display."
            if self.reserved[player] != NO_CARD:
                if self.reserved[player] == card:
                    return "You have already reserved that card."
                return "You already have a reserved card: claim it before you reserve another."
            other = self.reserver(card)
            if other is not None:
                return f"That card is already reserved by {self.game.player_name(other)}."
            return "That reservation is not allowed."
        return "That is not an Anthokyklos move: place a tile or reserve a card."

    # -- presentation --------------------------------------------------------
    def describe(self, move: Move, names: list[str] | None = None) -> str:
        player = self.turn
        name = self.game.player_name(player, names)
        if move["type"] == "place":
            tile, space = move["tile"], move["space"]
            head = (
                f"{name} places a {COLOURS[self.tiles[tile]]} tile on ring {ring_of(space)}, "
                f"space {index_of(space) + 1}"
            )
        else:
            head = f"{name} reserves “{CARDS[move['card']].name}”"
        after = self.apply(move)
        claim = after.last_claim
        if claim is not None and claim[0] == self.ply:
            head += " and claims " + _cards_text([CARDS[c] for c, _ in claim[2]])
        if after.over:
            head += ". The flower is complete"
        return head + "."

    # -- what the rules did on their own (the log's notes, the status line) -----
    def notes_after(self, move: Move, after: State, names: list[str] | None = None) -> list[str]:
        """No turn is ever skipped (a tile can be placed until the flower is complete).
        The display shrinks once the deck is out; the end's tie-break. Never which cards
        were revealed from the deck (its order is hidden, and resampled by the computer)."""
        assert isinstance(after, AnthokyklosState)
        notes = []
        if self.deck and not after.deck:
            notes.append("The Pattern deck is used up: claimed cards are no longer replaced.")
        elif not self.deck and len(after.display) < len(self.display):
            notes.append(f"The display shrinks to {_count(len(after.display), 'card')}.")
        if after.over:
            # describe already says the flower is complete; the tie-break, if it decided
            tie = after._tie_words(names)
            if tie:
                notes.append(tie)
        return notes

    def status_note(self, names: list[str] | None = None) -> str | None:
        if self.turn is None or self.deck:
            return None
        if not self.display:
            return "The Pattern deck and the display are empty: no card is left to claim."
        return "The Pattern deck is used up: claimed cards are no longer replaced."

    def end_reason(self, names: list[str] | None = None) -> str:
        text = "All 5 rings of the flower are complete: the game ends."
        tie = self._tie_words(names)
        return f"{text} {tie}" if tie else text

    def _tie_words(self, names: list[str] | None) -> str:
        """The rulebook's tie-break in words, when the best score is shared."""
        scores = self.scores
        best = [p for p, s in enumerate(scores) if s == max(scores)]
        if len(best) < 2:
            return ""
        winners = self.winners
        if len(winners) == len(best):
            who = " and ".join(self.game.player_name(p, names) for p in winners)
            return f"The best score and the most cards are shared: {who} share the win."
        who = self.game.player_name(winners[0], names)
        return f"The best score is shared: {who} wins with the most Pattern cards."

    def view(self, viewer: int | None) -> dict[str, JSONable]:
        # Nothing is private: tiles are visible (Rule note); the deck order is never shown.
        filled = self.filled
        usable = [any(self.legal_space(s, filled) for s in spaces) for spaces in RING_SPACES]
        scores = self.scores
        last: dict[str, JSONable] | None = None
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
            "spaces": [
                {
                    "id": s,
                    "ring": ring_of(s),
                    "index": index_of(s),
                    "q": index_of(s),
                    "r": ring_of(s),
                    "angle": angle(s),
                    "colour": None if (c := self.colour_at(s)) is None else COLOURS[c],
                    "legal": self.legal_space(s, filled),
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

    # -- previews (posy.coach) -------------------------------------------------
    def preview(self, move: Move) -> dict[str, Any] | None:
        """Which display cards a tile placement would complete, and which it would
        bring within one tile (a placement of the card's shape through this space
        with one space still empty, which a tile of some colour would complete).
        Everything it reads is public. None for a reservation."""
        player = self.turn
        if player is None or move.get("type") != "place":
            return None
        tile, space = move["tile"], move["space"]
        colour = self.tiles[tile]
        masks = replace_at(self.masks, colour, self.masks[colour] | 1 << space)
        red, yellow, blue = masks
        filled = red | yellow | blue
        completes: list[dict[str, Any]] = []
        near: list[dict[str, Any]] = []
        for card_id, ok in zip(self.display, self.valid):
            if ok:
                continue  # already on the flower before this tile
            card = CARDS[card_id]
            owner = self.reserver(card_id)
            entry = {
                "card": card_id,
                "name": card.name,
                "points": card.points,
                "reserved_by": owner,
                "yours": owner is None or owner == player,
            }
            mask = find_match(masks, card, space)
            if mask:
                completes.append({**entry, "cells": cells_of(mask)})
                continue
            for mask in SHAPE_PLACEMENTS[card.shape].by_cell[space]:
                missing = mask & ~filled
                if missing.bit_count() != 1:
                    continue
                r, y = (red & mask).bit_count(), (yellow & mask).bit_count()
                fits = [
                    COLOURS[k]
                    for k, (rr, yy) in enumerate(((r + 1, y), (r, y + 1), (r, y)))
                    if card.allowed >> (rr << 4 | yy) & 1
                ]
                if fits:
                    gap = missing.bit_length() - 1
                    near.append({**entry, "cells": cells_of(mask), "missing": gap, "colours": fits})
                    break
        parts = []
        for c in completes:
            who = "" if c["yours"] else f", reserved by {self.game.player_name(c['reserved_by'])}"
            parts.append(f"completes “{c['name']}” ({c['points']} point{'s' if c['points'] != 1 else ''}{who})")
        for c in near:
            gap = c["missing"]
            parts.append(
                f"brings “{c['name']}” within one tile ({' or '.join(c['colours'])} on ring "
                f"{ring_of(gap)}, space {index_of(gap) + 1})"
            )
        head = f"A {COLOURS[colour]} tile on ring {ring_of(space)}, space {index_of(space) + 1}"
        text = f"{head} " + ("; ".join(parts) if parts else "completes no card on display and brings none within one tile")
        return {"kind": "patterns", "completes": completes, "within_one": near, "text": text + "."}


def _is_index(value: Any, size: int) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < size


class Anthokyklos(Game):
    id = "anthokyklos"
    title = "Anthokyklos"
    blurb = "Build a flower of coloured petals together and claim the patterns that bloom in it."
    min_players = 2
    max_players = 4
    seat_names = ("Rose", "Iris", "Lily", "Poppy")
    # 2: placements span at most half the flower, and the rebalanced deck.
    version = 2

    def setup(self, players: int, seed: int, options: dict[str, Any]) -> AnthokyklosState:
        rng = Rng(seed)
        ring_tiles = [c for c in range(len(COLOURS)) for _ in range(3)]
        tiles: list[int] = []
        for _ in range(RINGS):
            tiles.extend(rng.shuffled(ring_tiles))
        cards = rng.shuffled(range(DECK_SIZE))
        return AnthokyklosState(
            tiles=tuple(tiles),
            taken=0,
            masks=(0, 0, 0),
            display=tuple(cards[: players + 1]),
            valid=None,
            deck=tuple(cards[players + 1 :]),
            reserved=(NO_CARD,) * players,
            claimed=((),) * players,
            turn=0,
            ply=0,
            last_claim=None,
            seed=seed,
        )

    def restore(self, data: dict[str, Any]) -> AnthokyklosState:
        tiles = tuple(int(c) for c in data["tiles"])
        ring_tiles = sorted(c for c in range(len(COLOURS)) for _ in range(3))
        if len(tiles) != TILES or any(
            sorted(tiles[k : k + PER_RING]) != ring_tiles for k in range(0, TILES, 9)
        ):
            raise BadRecord("This Anthokyklos position does not have 3 tiles of each colour per ring.")
        board = data["board"]
        if len(board) != SPACES:
            raise BadRecord("This Anthokyklos position does not have 45 spaces.")
        masks = [0, 0, 0]
        for space, colour in enumerate(board):
            if colour is not None:
                if not _is_index(colour, len(COLOURS)):
                    raise BadRecord("This Anthokyklos position has a tile of an unknown colour.")
                masks[colour] |= 1 << space
        taken = 0
        for t in data["taken"]:
            if not _is_index(t, TILES):
                raise BadRecord("This Anthokyklos position has an unknown tile.")
            taken |= 1 << t
        display = tuple(int(c) for c in data["display"])
        deck = tuple(int(c) for c in data["deck"])
        claimed = tuple(tuple(int(c) for c in cards) for cards in data["claimed"])
        players = len(claimed)
        if not self.min_players <= players <= self.max_players:
            raise BadRecord("This Anthokyklos position has a wrong number of players.")
        every = [*display, *deck, *(c for cards in claimed for c in cards)]
        if sorted(every) != list(range(DECK_SIZE)):
            raise BadRecord("This Anthokyklos position does not hold each Pattern card once.")
        reserved = tuple(NO_CARD if c is None else int(c) for c in data["reserved"])
        if len(reserved) != players or any(c != NO_CARD and c not in display for c in reserved):
            raise BadRecord("This Anthokyklos position has a reservation off the display.")
        turn = data["turn"]
        if turn is not None and not _is_index(turn, players):
            raise BadRecord("This Anthokyklos position has no valid player to move.")
        last = data["last_claim"]
        last_claim = None
        if last is not None:
            last_claim = (
                int(last["turn"]),
                int(last["player"]),
                tuple((int(c), sum(1 << int(s) for s in cells)) for c, cells in last["claims"]),
            )
        return AnthokyklosState(
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


GAME = Anthokyklos()
AnthokyklosState.game = GAME


def _count(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"
