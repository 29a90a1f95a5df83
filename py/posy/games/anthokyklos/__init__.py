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

Moves and view
--------------
Their shapes are ``contract.py``'s TypedDicts (``AnthokyklosMove``, ``AnthokyklosView``): the one
description of them, which the rules are typed with and from which tools/contract.py
writes the page's types (web/contract.d.ts).
"""

from __future__ import annotations

from typing import Any

from ...core import Game, Rng
from ...core.i18n import N_
from .cards import CARDS, DECK_SIZE, NO_CARD, SHAPE_PLACEMENTS, Card, find_match
from .lattice import COLOURS, RINGS
from .rules import SAMPLED_DRAWS
from .state import AnthokyklosState

__all__ = [
    "CARDS",
    "DECK_SIZE",
    "GAME",
    "NO_CARD",
    "SAMPLED_DRAWS",
    "SHAPE_PLACEMENTS",
    "AnthokyklosState",
    "Card",
    "find_match",
]


class Anthokyklos(Game[AnthokyklosState]):
    id = "anthokyklos"
    title = N_("Anthokyklos")
    blurb = N_("Build a flower of coloured petals together and claim the patterns that bloom in it.")
    min_players = 2
    max_players = 4
    seat_names = (N_("Rose"), N_("Iris"), N_("Lily"), N_("Poppy"))
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


GAME = Anthokyklos(AnthokyklosState)
