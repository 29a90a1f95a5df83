"""Petals (Winter 2025 prototype): a two-player trick-taking game in which every
trick's flowers go into a 3x3 bouquet whose cards change each other's scores.

The rules, in short
-------------------
The deck has 52 flower cards in four suits of 13 (values 1 to 13): Wild Wonders
(W), Tropical Treasures (T), Country Classics (C) and Garden Greats (G). A game
is 3 rounds of 9 tricks.

*Round.* Shuffle all 52 cards, deal 9 to each player and flip the next card:
its suit is trump for the round. The other 33 cards stay hidden and unused.

*Trick.* The leader plays a card; its suit is the lead suit. The other player
must follow the lead suit if they can, otherwise may play any card. If both
cards share a suit, the higher value wins; otherwise a trump beats the lead
suit; otherwise the lead suit wins. The winner picks one of the two cards for
their bouquet and the loser takes the other. If the winner picked their own
card, the loser leads the next trick; otherwise the winner leads again.

*Bouquet.* Each player places the card they got into their own 3x3 bouquet,
built from the bottom up: a card goes into the lowest empty cell of any
column. Until the bottom row is full, the order of the columns is free (see
Rule notes: the player arranges the columns once, when the bottom row fills).

*Round end.* After 9 tricks both bouquets hold 9 flowers. A player whose
bouquet holds the Camellia may switch it with any other flower of their
bouquet, once. Then both bouquets are scored: each card is worth its base
value (its number), changed by the effects of the cards around it. As the
rulebook says, effects "are applied to the flowers that surround them": every
effect targets some of the eight cells around its card (see ``DECK``). They
are resolved in the rulebook's order of operations: switch, negate,
re-activate, set base value to 0, multiply base value, add to base value.
After 3 rounds the higher total is the Master Florist.

The rulebook's worked count, crawling through the bouquet as a snake (bottom
row left to right, middle row right to left, top row left to right; see
``CRAWL``), lays out like this (drawn as seen, crawl position in brackets)::

    [7] Carnation 7    [8] Peony 9                [9] Bishop's Lace 12
    [6] Marigold 1     [5] Bird-of-Paradise 3     [4] Iris 6
    [1] Bluebell 8     [2] Lilly 13               [3] Chrysanthemum 8

and scores Bluebell 10 (8+2 from Bird-of-Paradise), Lilly 13 (effect negated
by Chrysanthemum), Chrysanthemum 12 (8+2+2 from Bird-of-Paradise and Iris),
Iris 6, Bird-of-Paradise 0 (set to 0 by Bishop's Lace), Marigold 1,
Carnation 9 (7+2), Peony 9, Bishop's Lace 16 (12+2+2 from Bird-of-Paradise
and Iris): 76 points. (Posy's count names a card's sources in crawl order:
"8+2+2 from Iris and Bird-of-Paradise".)

The cards
---------
The rulebook's "All Cards" section is missing; ``DECK`` below is our design.
Every card the rulebook names keeps its suit, value and effect; the rest are
real flowers fitting their suit. Within a suit, the low cards (1-6) carry the
helpful effects (they rarely win tricks, so an effect makes them worth
taking), 7-11 are mostly plain, and each suit has one high card with a
drawback (it sets a neighbour to zero, so where you place it matters). The
Lilly (G13) is the exception the rulebook shows: a 13 that also helps.

Balance (``tools/petals_balance.py``, 2000 seeded games each of uniformly
random play and of a greedy player who places every card, arranges its
columns and makes its Camellia decision where its bouquet scores most):

* A greedy bouquet averages 82 points (81.9), 19 of them made by effects
  (random play: 74 and 11). Scoring the same games on bare values would have
  changed the winner in 37% of greedy games (32% random): effects matter.
* The strongest cards are the Sunflower (its effect adds about +20 points) and
  the Lilly (a 13 that adds about +2.5 more); their contribution is under 2x an
  average card's (top / average 1.96) and their holder wins 61% and 59% of
  greedy games; no other card's holder wins more than 57.3% (the Lupine, a
  plain 13). The weakest are the Daisy (40%) and the small add cards
  (43-46%). No card is absurdly dominant.
* The drawback cards (Dandelion, Jade Vine, Bishop's Lace, Rose) cost only
  0.4-1.5 points when placed with care, 2.8-4.5 when placed at random: placing
  them is a real decision. A greedy player's Camellia decision gains 3.9 points
  on average (a random one's 0.3).
* Seat 0 wins 50.2% of random games and 51.7% of greedy ones.

Rule notes
----------
* **The deck.** Designed as above, every effect reaching only cells around its
  card. The worked count fixes these effects: Bird-of-Paradise adds 2 to its
  four diagonal neighbours, Iris adds 2 to the cards directly above and below
  it, Bishop's Lace sets the card down-left of it to zero, Chrysanthemum
  negates the cards left and right of it, the Lilly's effect is one that the
  Chrysanthemum's negation cancels (it adds 1 to the three cards above it, the
  "three flowers" the rulebook's trick example says the Lilly amplifies), and
  Bluebell, Carnation and Peony are plain. The Marigold (1) doubles the card
  directly left of it, which is off the grid in the example (the rulebook's
  line "Marigold (1)" shows it changes nothing there), so the example still
  scores 76.
* **Crawl order.** The rulebook's crawl "from bottom left to top right" is a
  snake: bottom row left to right, middle row right to left, top row left to
  right. It is the order of the worked count's lines and of the round-end
  count; since every step of the order of operations looks at all cards at
  once, it never changes a score.
* **Order of operations.** All cards go through each step before the next:
  negate, then re-activate, then set to zero, then multiply, then add.
* **Negate** cancels a card's effect entirely; a negated card still has its
  base value and can still be changed by other cards. A card whose own effect
  is negated negates nothing, whatever the order: a negator acts only if no
  acting negator negates it (worked out for all negators at once, as a fixed
  point). Negators that negate each other (directly or around a ring) cancel
  each other out: all of them are negated and negate nothing else. (With one
  Foxglove and one Chrysanthemum in the deck this cannot happen: the
  Chrysanthemum reaches left and right, the Foxglove up and down.)
* **Re-activate** makes each targeted effect apply once more: an add or
  multiply applies twice, and two re-activators on one card make it apply three
  times. A negated effect stays negated. Re-activation is not passed along:
  re-activating a re-activator, negate, zero or switch effect changes nothing
  (they have already done all they can). This keeps the result independent of
  the order the cards are looked at and rules out endless loops.
* **Set to zero** sets the *base* value to 0; multipliers then multiply 0, but
  additions still count (they come later in the order). The zeroed card's own
  effect still works (the worked example's Bird-of-Paradise).
* **Multiply and add.** Multipliers multiply the base value (two doublers give
  x4); additions are added after all multiplying.
* **Camellia** switches places with any other flower in its owner's bouquet,
  once, at the end of the round before scoring, or the player keeps the
  bouquet as it is. Switching comes first in the order, so no negation can
  stop it.
* **Placement and column order.** A card goes into the lowest empty cell of a
  column of the player's choice. The rulebook lets players reorder their
  columns until the bottom row is full; the order of columns does not matter
  for anything before that moment, so the whole freedom is one decision: when
  a player's placement fills the bottom row, that player arranges the three
  columns (any of the 6 orders, stacks move whole), then the order is fixed.
* **Who places first.** The trick's winner places first, then the loser
  (bouquets are public, so the order hides nothing).
* **First leader.** Seat 0 leads the first trick of round 1; the first trick of
  each later round is led by the other player than in the round before
  (alternating), so neither seat leads every round.
* **Trump card.** The flipped trump card is shown to both players for the
  round; it is neither in play nor in a hand.
* **End and ties.** The higher 3-round total wins. On equal totals the player
  with the best single-round bouquet wins; if that is equal too, both share
  the title (a draw).
* **Rounds option.** The lobby may choose a 1-round game; the rulebook's game
  is 3 rounds.

Moves and view
--------------
Their shapes are ``contract.py``'s TypedDicts (``PetalsMove``, ``PetalsView``): the one
description of them, which the rules are typed with and from which tools/contract.py
writes the page's types (web/contract.d.ts).

PUBLIC DECISIONS
----------------
Only leading and following need a hand. Taking a card from the trick (the two
cards are on the table), placing the card you got (it is shown as
``pending``; the free cells follow from the public bouquet), arranging the
columns and the Camellia switch/keep (both about the public bouquet) are
``public_decision()``: their moves and what a player needs to choose them are
all in the spectator view, so pass-and-play hands the device over only for
leading and following.
"""

from __future__ import annotations

from typing import Any

from ...core import Game, Option, Rng
from ...core.i18n import N_
from .bouquet import (
    CRAWL,
    PERMS,
    arranged,
    best_placement,
    bouquet_score,
    bouquet_values,
    cached_score,
    open_cells,
    quick_score,
    resolve_negation,
    switched,
)
from .cards import (
    AMOUNT,
    CAMELLIA,
    CELLS,
    DECK,
    EMPTY,
    HAND,
    KIND,
    KINDS,
    NAME,
    NCARDS,
    SUIT,
    SUIT_NAMES,
    SUITS,
    TARGETS,
    VALUE,
    card_id,
    card_json,
    card_label,
    deck,
    trick_winner,
)
from .counting import breakdown
from .rules import PHASES
from .state import PetalsState

# the rules' vocabulary, for the coach, the tutorial, the tests and the tools
__all__ = [
    "AMOUNT",
    "CAMELLIA",
    "CELLS",
    "CRAWL",
    "DECK",
    "EMPTY",
    "GAME",
    "HAND",
    "KIND",
    "KINDS",
    "NAME",
    "NCARDS",
    "PERMS",
    "PHASES",
    "SUIT",
    "SUITS",
    "SUIT_NAMES",
    "TARGETS",
    "VALUE",
    "Petals",
    "PetalsState",
    "arranged",
    "best_placement",
    "bouquet_score",
    "bouquet_values",
    "breakdown",
    "cached_score",
    "card_id",
    "card_json",
    "card_label",
    "deck",
    "open_cells",
    "quick_score",
    "resolve_negation",
    "switched",
    "trick_winner",
]


class Petals(Game[PetalsState]):
    id = "petals"
    # 2: negation as a fixed point, the snake crawl, Iris/Cosmos/Frangipani redesigned
    version = 2
    title = N_("Petals")
    blurb = N_("Win tricks, pick flowers, and build a 3x3 bouquet whose flowers boost each other.")
    seat_names = (N_("Amber"), N_("Sage"))
    secrets = True
    options = (
        Option(
            "rounds",
            N_("Rounds"),
            3,
            (1, 3),
            N_("The rulebook plays 3 rounds; 1 round is a quick game."),
        ),
    )

    def setup(self, players: int, seed: int, options: dict[str, Any]) -> PetalsState:
        s = PetalsState(
            seed=seed,
            rounds=options["rounds"],
            rng=Rng(seed).state,
            round=0,
            hands=((), ()),
            trump=0,
            bouquets=((EMPTY,) * CELLS,) * 2,
            phase="lead",
            turn=0,
            leader=0,
            table=(),
            pending=(EMPTY, EMPTY),
            next_leader=-1,
            tricks=0,
            won=(0, 0),
            void=(0, 0),
            totals=(0, 0),
            history=(),
            scored=None,
            events=(),
        )
        return s._deal(0)


GAME = Petals(PetalsState)
