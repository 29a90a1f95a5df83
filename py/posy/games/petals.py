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

MOVE FORMATS
------------
Card ids are ints 0-51 (``id = suit * 13 + value - 1``, suits in the order W,
T, C, G); bouquet cells are ints 0-8, ``cell = row * 3 + col`` with row 0 at
the bottom and col 0 at the left.

* ``{"type": "play", "card": id}`` - lead (phase "lead") or answer (phase
  "follow") with a card from your hand.
* ``{"type": "take", "card": id}`` - the trick's winner (phase "take") picks
  one of the two trick cards; the loser gets the other.
* ``{"type": "place", "col": c, "cell": cell}`` - put the card you got into
  column ``c`` (0-2) of your bouquet; ``cell`` is that column's lowest empty
  cell (phase "place").
* ``{"type": "arrange", "order": [a, b, c]}`` - right after your placement
  filled your bottom row (phase "arrange"): the new left-to-right order of
  your columns, listing old column indexes; ``[0, 1, 2]`` keeps them.
* ``{"type": "switch", "from": cell, "to": cell}`` - round end (phase
  "switch"): swap your Camellia (at ``from``) with the flower at ``to``.
* ``{"type": "keep"}`` - round end (phase "switch"): do not switch.

VIEW SCHEMA
-----------
``view(viewer)`` returns (viewer None = spectator, public information only)::

    game        "petals"
    viewer      the viewer's seat or None
    round       1-based round number (the last round once over)
    rounds      rounds in this game (3, or 1 by option)
    trick       1-based trick number in the round (9 at round end)
    phase       "lead" | "follow" | "take" | "place" | "arrange" | "switch" | "over"
    current     seat to decide now, or None when over
    suits       [{"id": "W", "name": "Wild Wonders"}, ...] in suit order
    trump       {"suit": "C", "card": CARD}  the flipped card of this round
    table       {"leader": seat or None, "plays": [{"player": seat, "card": CARD}, ...]}
                the current trick (leader's card first); empty once taken
    trick_winner  seat who won the trick on the table (phase "take"), else None
    lead_suit   suit id of the trick being played, or None
    next_leader seat that will lead the next trick once placements are done, or None
    players     per seat:
        hand        [CARD, ...] sorted, for the viewer's own seat only; None otherwise
        hand_count  cards in hand
        pending     CARD the player got from the trick and must still place, or None
        bouquet     9 cells (index = row * 3 + col, row 0 bottom): CARD or None
        bouquet_score  what the bouquet would score now
        breakdown   per-cell breakdown of bouquet_score (BREAKDOWN items, see below)
        tricks      tricks won this round
        void        suit ids the player has shown they lack this round
        round_scores  points scored in each finished round
        score       total so far
    scores      totals per seat
    scoring     the breakdown of the last scored round, or None:
                {"round": n, "bouquets": [{"player": seat, "total": int,
                 "cells": [BREAKDOWN x 9]}, ...], "totals": [..],
                 "crawl": [0, 1, 2, 5, 4, 3, 6, 7, 8]}  the cells in crawl order
                (present through the next round, so a renderer can animate it)
    events      what the last move caused, in order (public): {"event": "play",
                "player", "card": CARD} | {"event": "trick", "winner", "cards": [CARD, CARD]}
                | {"event": "take", "player", "card": CARD, "other": CARD}
                | {"event": "place", "player", "cell", "card": CARD}
                | {"event": "arrange", "player", "order": [..]}
                | {"event": "switch", "player", "from", "to"} | {"event": "keep", "player"}
                | {"event": "scored", "round", "points": [..]}
                | {"event": "deal", "round", "trump": CARD, "leader"}
                | {"event": "over", "winners": [..]}
    undealt     cards not dealt this round (33; hidden)
    over        bool;  winners  list of seats once over, else []
    deck        every CARD in id order (public: the card gallery's data)

    CARD        {"id", "name", "suit", "value", "effect": kind or None, "amount": int or None,
                 "targets": [[dx, dy], ...] (dy > 0 is up; each of dx, dy in -1..1),
                 "text": effect in words, "icon": kind}
                kinds: "add", "multiply", "negate", "reactivate", "zero", "switch"
    BREAKDOWN   {"cell", "card": CARD or None, "base", "negated_by": cell or None,
                 "activations": how often its effect applies, "steps": [STEP, ...],
                 "value": final value, "text": "Bluebell (8+2 from Bird-of-Paradise): 10"}
    STEP        {"kind": "negate" | "reactivate" | "zero" | "multiply" | "add", "by": cell,
                 "card": name, "times": n, "amount": int or None, "value": running value}
                in the order of operations, and within one kind in crawl order

``deck()`` returns every CARD (the card gallery) in id order.

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

import math
from typing import Any, TypeGuard

from ..core import (
    BadRecord,
    Game,
    JSONable,
    Move,
    Option,
    Rng,
    State,
    lead_rewards,
    ranked_winners,
    replace_at,
)

# --------------------------------------------------------------------------
# The deck, as data

SUITS = ("W", "T", "C", "G")
SUIT_NAMES = ("Wild Wonders", "Tropical Treasures", "Country Classics", "Garden Greats")
KINDS = ("add", "multiply", "negate", "reactivate", "zero", "switch")

ORTH = ((-1, 0), (1, 0), (0, 1), (0, -1))
DIAG = ((-1, 1), (1, 1), (-1, -1), (1, -1))
ABOVE3 = ((-1, 1), (0, 1), (1, 1))
BELOW3 = ((-1, -1), (0, -1), (1, -1))
BOTTOM_CORNERS = ((-1, -1), (1, -1))
LEFT, RIGHT, UP, DOWN = ((-1, 0),), ((1, 0),), ((0, 1),), ((0, -1),)

# name, suit, value, effect kind (None = plain), amount, targets (dx, dy; dy > 0 is up), text
# fmt: off
DECK: tuple[tuple[str, str, int, str | None, int | None, tuple[tuple[int, int], ...], str], ...] = (
    # Wild Wonders
    ("Clover", "W", 1, "add", 2, ORTH,
     "Adds 2 to the cards directly left, right, above and below it."),
    ("Daisy", "W", 2, "reactivate", None, UP,
     "The effect of the card directly above it applies once more."),
    ("Poppy", "W", 3, "multiply", 2, UP,
     "Doubles the base value of the card directly above it."),
    ("Buttercup", "W", 4, "add", 2, LEFT + RIGHT,
     "Adds 2 to the cards directly left and right of it."),
    ("Cornflower", "W", 5, "add", 3, RIGHT,
     "Adds 3 to the card directly right of it."),
    ("Violet", "W", 6, "add", 1, LEFT,
     "Adds 1 to the card directly left of it."),
    ("Foxglove", "W", 7, "negate", None, UP + DOWN,
     "Negates the effects of the cards directly above and below it."),
    ("Bluebell", "W", 8, None, None, (), ""),
    ("Dandelion", "W", 9, "zero", None, RIGHT,
     "Sets the base value of the card directly right of it to 0."),
    ("Chicory", "W", 10, None, None, (), ""),
    ("Yellow Coneflower", "W", 11, None, None, (), ""),
    ("Goldenrod", "W", 12, None, None, (), ""),
    ("Lupine", "W", 13, None, None, (), ""),
    # Tropical Treasures
    ("Bougainvillea", "T", 1, "add", 1, ORTH + DIAG,
     "Adds 1 to each of the eight cards around it."),
    ("Frangipani", "T", 2, "add", 3, BOTTOM_CORNERS,
     "Adds 3 to the cards bottom left and bottom right of it."),
    ("Bird-of-Paradise", "T", 3, "add", 2, DIAG,
     "Adds 2 to the four cards diagonally next to it."),
    ("Hibiscus", "T", 4, "multiply", 2, ((1, 1),),
     "Doubles the base value of the card top right of it."),
    ("Passion Flower", "T", 5, "reactivate", None, LEFT + RIGHT,
     "The effects of the cards directly left and right of it apply once more."),
    ("Anthurium", "T", 6, "add", 3, DOWN,
     "Adds 3 to the card directly below it."),
    ("Heliconia", "T", 7, None, None, (), ""),
    ("Protea", "T", 8, None, None, (), ""),
    ("Torch Ginger", "T", 9, None, None, (), ""),
    ("Lotus", "T", 10, None, None, (), ""),
    ("Jasmine", "T", 11, None, None, (), ""),
    ("Jade Vine", "T", 12, "zero", None, LEFT,
     "Sets the base value of the card directly left of it to 0."),
    ("Orchid", "T", 13, None, None, (), ""),
    # Country Classics
    ("Marigold", "C", 1, "multiply", 2, LEFT,
     "Doubles the base value of the card directly left of it."),
    ("Sunflower", "C", 2, "multiply", 2, ABOVE3,
     "Doubles the base value of the cards top left, directly above and top right of it."),
    ("Cosmos", "C", 3, "add", 2, LEFT + RIGHT + UP,
     "Adds 2 to the cards directly left, right and above it."),
    ("Sweet Pea", "C", 4, "reactivate", None, DOWN,
     "The effect of the card directly below it applies once more."),
    ("Zinnia", "C", 5, "add", 3, UP,
     "Adds 3 to the card directly above it."),
    ("Lavender", "C", 6, "add", 1, LEFT + RIGHT + DOWN,
     "Adds 1 to the cards directly left, right and below it."),
    ("Carnation", "C", 7, None, None, (), ""),
    ("Snapdragon", "C", 8, None, None, (), ""),
    ("Dahlia", "C", 9, None, None, (), ""),
    ("Aster", "C", 10, None, None, (), ""),
    ("Delphinium", "C", 11, None, None, (), ""),
    ("Bishop's Lace", "C", 12, "zero", None, ((-1, -1),),
     "Sets the base value of the card down-left of it to 0."),
    ("Hollyhock", "C", 13, None, None, (), ""),
    # Garden Greats
    ("Pansy", "G", 1, "multiply", 2, RIGHT,
     "Doubles the base value of the card directly right of it."),
    ("Tulip", "G", 2, "add", 2, BELOW3,
     "Adds 2 to the cards bottom left, directly below and bottom right of it."),
    ("Geranium", "G", 3, "reactivate", None, LEFT,
     "The effect of the card directly left of it applies once more."),
    ("Hyacinth", "G", 4, "add", 2, LEFT + RIGHT + DOWN,
     "Adds 2 to the cards directly left, right and below it."),
    ("Daffodil", "G", 5, "add", 2, ((-1, 1), (1, 1)),
     "Adds 2 to the cards top left and top right of it."),
    ("Iris", "G", 6, "add", 2, UP + DOWN,
     "Adds 2 to the cards directly above and below it."),
    ("Camellia", "G", 7, "switch", None, (),
     "At the end of the round, before scoring, may switch places with any flower "
     "in your bouquet, once."),
    ("Chrysanthemum", "G", 8, "negate", None, LEFT + RIGHT,
     "Negates the effects of the cards directly left and right of it."),
    ("Peony", "G", 9, None, None, (), ""),
    ("Hydrangea", "G", 10, None, None, (), ""),
    ("Magnolia", "G", 11, None, None, (), ""),
    ("Rose", "G", 12, "zero", None, ((1, -1),),
     "Sets the base value of the card down-right of it to 0."),
    ("Lilly", "G", 13, "add", 1, ABOVE3,
     "Adds 1 to the cards top left, directly above and top right of it."),
)
# fmt: on

NCARDS = len(DECK)
HAND = 9
CELLS = 9
EMPTY = -1
NAME = tuple(c[0] for c in DECK)
SUIT = tuple(SUITS.index(c[1]) for c in DECK)
VALUE = tuple(c[2] for c in DECK)
KIND = tuple(c[3] for c in DECK)
AMOUNT = tuple(c[4] or 0 for c in DECK)  # 0: the card adds and multiplies nothing
CAMELLIA = NAME.index("Camellia")


def card_id(name: str) -> int:
    """The id of the card called ``name`` (as in ``DECK``)."""
    return NAME.index(name)


def _targets(card: int, cell: int) -> tuple[int, ...]:
    row, col = divmod(cell, 3)
    out = []
    for dx, dy in DECK[card][5]:
        r, c = row + dy, col + dx
        if 0 <= r < 3 and 0 <= c < 3:
            out.append(r * 3 + c)
    return tuple(out)


TARGETS = tuple(tuple(_targets(card, cell) for cell in range(CELLS)) for card in range(NCARDS))
"""TARGETS[card][cell]: the bouquet cells a card placed at ``cell`` affects."""

_CARD_JSON = tuple(
    {
        "id": i,
        "name": c[0],
        "suit": c[1],
        "value": c[2],
        "effect": c[3],
        "amount": c[4],
        "targets": [list(t) for t in c[5]],
        "text": c[6],
        "icon": c[3],
    }
    for i, c in enumerate(DECK)
)


def card_json(card: int) -> dict[str, Any]:
    """One card as a JSON-able dict (a fresh copy)."""
    data = dict(_CARD_JSON[card])
    data["targets"] = [list(t) for t in DECK[card][5]]
    return data


def deck() -> list[dict[str, Any]]:
    """All 52 cards, JSON-able, in id order: the card gallery's data."""
    return [card_json(i) for i in range(NCARDS)]


# --------------------------------------------------------------------------
# Scoring

CRAWL = (0, 1, 2, 5, 4, 3, 6, 7, 8)
"""The rulebook's crawl "from bottom left to top right", read as a snake: the
bottom row left to right, the middle row right to left, the top row left to
right. The count and every list "in crawl order" follow it."""


def resolve_negation(negators: dict[int, tuple[int, ...]]) -> dict[int, int]:
    """Which cells are negated, and by which negator.

    ``negators`` maps each cell holding a negate effect to the cells it targets.
    A negator acts only if no *acting* negator negates it. This is found as a
    fixed point, in rounds that look at all negators at once (no crawl order):
    a negator whose every negator is already negated acts; one that an acting
    negator targets is negated. When no negator can be decided so, the
    undecided ones that negate each other around a cycle cancel each other out
    (all of them are negated and negate nothing) and the rounds go on.

    Returns target cell -> the negator shown as negating it: the first acting
    one in crawl order, else (a cancelled negator) the first one of its cycle.
    """
    attackers = {n: [m for m in CRAWL if m in negators and n in negators[m]] for n in negators}
    acting: set[int] = set()
    out: set[int] = set()
    cancelled: dict[int, int] = {}
    undecided = set(negators)
    while undecided:
        beaten = {n for n in undecided if any(a in acting for a in attackers[n])}
        free = {n for n in undecided if all(a in out for a in attackers[n])}
        if not beaten and not free:
            # every undecided negator is negated by an undecided one: cycles
            for n in undecided:
                cycle = [a for a in attackers[n] if a in undecided and _reaches(n, a, undecided, attackers)]
                if cycle:
                    cancelled[n] = cycle[0]
            beaten = set(cancelled) & undecided
        out |= beaten
        acting |= free
        undecided -= beaten | free
    negated: dict[int, int] = {}
    for n in CRAWL:
        if n in acting:
            for t in negators[n]:
                negated.setdefault(t, n)
    for n, by in cancelled.items():
        negated.setdefault(n, by)
    return negated


def _reaches(start: int, goal: int, among: set[int], attackers: dict[int, list[int]]) -> bool:
    """Is there a chain of negators of ``among`` from ``start`` to ``goal``,
    each negating the next?"""
    seen, todo = {goal}, [goal]
    while todo:
        n = todo.pop()
        for a in attackers[n]:
            if a == start:
                return True
            if a in among and a not in seen:
                seen.add(a)
                todo.append(a)
    return False


def _resolve(
    cells: tuple[int, ...] | list[int], ignore: int = -1
) -> tuple[list[int], list[int], list[int], list[int]]:
    """Run the order of operations over a bouquet (EMPTY cells allowed).

    Returns four lists over cells: negated_by (cell or -1), times (how often
    each effect applies), base values after zeroing, and the final values.
    Every step looks at all cards at once, so no result depends on the order
    the cards are visited in.
    """
    negators = {
        i: tuple(t for t in TARGETS[c][i] if cells[t] >= 0)
        for i, c in enumerate(cells)
        if c >= 0 and KIND[c] == "negate" and i != ignore
    }
    negated_by = [-1] * CELLS
    if negators:
        for t, by in resolve_negation(negators).items():
            negated_by[t] = by
    times = [0] * CELLS
    for i in range(CELLS):
        card = cells[i]
        if card >= 0 and KIND[card] is not None and negated_by[i] < 0 and i != ignore:
            times[i] = 1
    extra = [0] * CELLS
    for i in range(CELLS):
        card = cells[i]
        if card >= 0 and times[i] and KIND[card] == "reactivate":
            for t in TARGETS[card][i]:
                if times[t]:
                    extra[t] += 1
    for i in range(CELLS):
        times[i] += extra[i]
    base = [VALUE[c] if c >= 0 else 0 for c in cells]
    for i in range(CELLS):
        card = cells[i]
        if card >= 0 and times[i] and KIND[card] == "zero":
            for t in TARGETS[card][i]:
                base[t] = 0
    value = list(base)
    for i in range(CELLS):
        card = cells[i]
        if card >= 0 and times[i] and KIND[card] == "multiply":
            for t in TARGETS[card][i]:
                if cells[t] >= 0:
                    value[t] *= AMOUNT[card] ** times[i]
    for i in range(CELLS):
        card = cells[i]
        if card >= 0 and times[i] and KIND[card] == "add":
            for t in TARGETS[card][i]:
                if cells[t] >= 0:
                    value[t] += AMOUNT[card] * times[i]
    return negated_by, times, base, value


def bouquet_values(cells: tuple[int, ...] | list[int]) -> list[int]:
    """The final value of each cell (0 for empty cells)."""
    return _resolve(cells)[3]


def bouquet_score(cells: tuple[int, ...] | list[int], ignore: int = -1) -> int:
    """What a (possibly unfinished) bouquet scores; ``ignore`` is a cell whose
    effect is left out (to measure what one effect is worth)."""
    return sum(_resolve(cells, ignore)[3])


_SCORES: dict[tuple[int, ...], int] = {}
_SCORES_CAP = 60_000  # about 10 MB; cleared when full (simulations revisit few bouquets)


def cached_score(cells: tuple[int, ...]) -> int:
    """:func:`bouquet_score`, remembered: the simulations of one search score the
    same few early bouquets thousands of times."""
    score = _SCORES.get(cells)
    if score is None:
        if len(_SCORES) >= _SCORES_CAP:
            _SCORES.clear()
        score = _SCORES[cells] = quick_score(cells)
    return score


def quick_score(cells: tuple[int, ...]) -> int:
    """:func:`bouquet_score` for the simulations, about 1.4x as fast: the same
    order of operations without the bookkeeping the count shows (who negated whom).
    A bouquet with a negate effect, which needs the fixed point, takes the full
    count (``tests/engine/test_petals_ai.py`` compares them over random bouquets)."""
    effects = [(i, c) for i, c in enumerate(cells) if c >= 0 and KIND[c] is not None]
    if not effects:
        return sum(VALUE[c] for c in cells if c >= 0)
    times = [0] * CELLS
    for i, c in effects:
        if KIND[c] == "negate":
            return bouquet_score(cells)
        times[i] = 1
    for i, c in effects:
        if KIND[c] == "reactivate":
            for t in TARGETS[c][i]:
                if times[t]:
                    times[t] += 1  # a reactivation counts once per reactivator, from the first pass
    value = [VALUE[c] if c >= 0 else 0 for c in cells]
    for i, c in effects:
        if KIND[c] == "zero":
            for t in TARGETS[c][i]:
                value[t] = 0
    for i, c in effects:
        if KIND[c] == "multiply":
            for t in TARGETS[c][i]:
                if cells[t] >= 0:
                    value[t] *= AMOUNT[c] ** times[i]
    for i, c in effects:
        if KIND[c] == "add":
            for t in TARGETS[c][i]:
                if cells[t] >= 0:
                    value[t] += AMOUNT[c] * times[i]
    return sum(value)


def open_cells(cells: tuple[int, ...]) -> list[int]:
    """Where a card may go: the lowest empty cell of each column that has one, left to right."""
    out = []
    for col in range(3):
        for cell in range(col, CELLS, 3):
            if cells[cell] == EMPTY:
                out.append(cell)
                break
    return out


def best_placement(cells: tuple[int, ...], card: int) -> tuple[int, int]:
    """The open cell where ``card`` makes the bouquet score most, and that score.
    Ties go to the leftmost column."""
    best_score, best_cell = -(10**9), -1
    for cell in open_cells(cells):
        score = cached_score(cells[:cell] + (card,) + cells[cell + 1 :])
        if score > best_score:
            best_score, best_cell = score, cell
    return best_score, best_cell


def breakdown(cells: tuple[int, ...] | list[int]) -> list[dict[str, Any]]:
    """Per cell: base value, every modification in order, and the final value."""
    negated_by, times, _, value = _resolve(cells)
    out: list[dict[str, Any]] = []
    for j in range(CELLS):
        card = cells[j]
        if card < 0:
            out.append(
                {
                    "cell": j,
                    "card": None,
                    "base": 0,
                    "negated_by": None,
                    "activations": 0,
                    "steps": [],
                    "value": 0,
                    "text": "",
                }
            )
            continue
        running = VALUE[card]
        steps: list[dict[str, Any]] = []
        if negated_by[j] >= 0:
            src = negated_by[j]
            steps.append(_step("negate", src, cells[src], 1, None, running))
        for phase in ("reactivate", "zero", "multiply", "add"):
            for i in CRAWL:
                src = cells[i]
                if src < 0 or not times[i] or KIND[src] != phase or j not in TARGETS[src][i]:
                    continue
                if phase == "reactivate":
                    if not times[j] or (negated_by[j] >= 0):
                        continue
                    steps.append(_step(phase, i, src, 1, None, running))
                elif phase == "zero":
                    running = 0
                    steps.append(_step(phase, i, src, 1, None, running))
                elif phase == "multiply":
                    running *= AMOUNT[src] ** times[i]
                    steps.append(_step(phase, i, src, times[i], AMOUNT[src], running))
                else:
                    running += AMOUNT[src] * times[i]
                    steps.append(_step(phase, i, src, times[i], AMOUNT[src], running))
        assert running == value[j]
        out.append(
            {
                "cell": j,
                "card": card_json(card),
                "base": VALUE[card],
                "negated_by": None if negated_by[j] < 0 else negated_by[j],
                "activations": times[j],
                "steps": steps,
                "value": value[j],
                "text": _line(card, steps, value[j]),
            }
        )
    return out


def _step(kind: str, by: int, src: int, times: int, amount: int | None, value: int) -> dict[str, Any]:
    return {"kind": kind, "by": by, "card": NAME[src], "times": times, "amount": amount, "value": value}


def _line(card: int, steps: list[dict[str, Any]], final: int) -> str:
    """The rulebook's way: "Bluebell (8+2 from Bird-of-Paradise): 10"."""
    main = str(VALUE[card])
    tail = []
    adds: list[str] = []
    adders: list[str] = []
    for s in steps:
        kind, name = s["kind"], s["card"]
        if kind == "negate":
            tail.append(f"effect negated by {name}")
        elif kind == "reactivate":
            tail.append(f"effect re-activated by {name}")
        elif kind == "zero":
            main += f" set to 0 by {name}"
        elif kind == "multiply":
            main += f" x{s['amount'] ** s['times']} by {name}"
        else:
            adds.extend([f"+{s['amount']}"] * s["times"])
            if name not in adders:
                adders.append(name)
    if adds:
        gap = "" if main.isdigit() else " "
        main += gap + "".join(adds) + " from " + " and ".join(adders)
    return f"{NAME[card]} ({', '.join([main, *tail])}): {final}"


# --------------------------------------------------------------------------
# State

PERMS = ((0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0))
PHASES = ("lead", "follow", "take", "place", "arrange", "switch", "over")
PUBLIC_PHASES = frozenset(("take", "place", "arrange", "switch"))


def arranged(cells: tuple[int, ...], order: tuple[int, ...] | list[int]) -> tuple[int, ...]:
    """The bouquet with its columns put in ``order`` (column ``col`` becomes old column ``order[col]``)."""
    return tuple(cells[row * 3 + order[col]] for row in range(3) for col in range(3))


def switched(cells: tuple[int, ...], move: Move) -> tuple[int, ...]:
    """The bouquet after a Camellia decision (``keep`` or ``switch``)."""
    if move["type"] != "switch":
        return cells
    out = list(cells)
    a, b = move["from"], move["to"]
    out[a], out[b] = out[b], out[a]
    return tuple(out)


def card_label(card: int) -> str:
    return f"{NAME[card]} ({SUITS[SUIT[card]]} {VALUE[card]})"


def trick_winner(lead: int, answer: int, trump: int) -> int:
    """0 if the lead card wins, 1 if the answer wins (``trump`` is a suit index)."""
    if SUIT[answer] == SUIT[lead]:
        return 1 if VALUE[answer] > VALUE[lead] else 0
    return 1 if SUIT[answer] == trump else 0


def _int(x: Any) -> TypeGuard[int]:
    return isinstance(x, int) and not isinstance(x, bool)


class PetalsState(State):
    __slots__ = (
        "seed",
        "rounds",
        "rng",
        "round",
        "hands",
        "trump",
        "bouquets",
        "phase",
        "turn",
        "leader",
        "table",
        "pending",
        "next_leader",
        "tricks",
        "won",
        "void",
        "totals",
        "history",
        "scored",
        "events",
    )

    def __init__(
        self,
        seed: int,
        rounds: int,
        rng: int,
        round: int,
        hands: tuple[tuple[int, ...], ...],
        trump: int,
        bouquets: tuple[tuple[int, ...], ...],
        phase: str,
        turn: int | None,
        leader: int,
        table: tuple[int, ...],
        pending: tuple[int, ...],
        next_leader: int,
        tricks: int,
        won: tuple[int, ...],
        void: tuple[int, ...],
        totals: tuple[int, ...],
        history: tuple[tuple[int, ...], ...],
        scored: tuple[tuple[int, ...], ...] | None,
        events: tuple[tuple[Any, ...], ...],
    ) -> None:
        self.seed = seed
        self.rounds = rounds  # rounds in this game
        self.rng = rng  # SplitMix64 state for the next round's shuffle
        self.round = round  # 0-based round number
        self.hands = hands  # per player: sorted card ids
        self.trump = trump  # the flipped card
        self.bouquets = bouquets  # per player: 9 cells, card id or EMPTY
        self.phase = phase
        self.turn = turn
        self.leader = leader  # who led the trick on the table
        self.table = table  # cards of the current trick, leader's first
        self.pending = pending  # per player: card to place or EMPTY
        self.next_leader = next_leader  # who leads once placements are done (-1: unknown)
        self.tricks = tricks  # tricks completed this round
        self.won = won  # tricks won this round, per player
        self.void = void  # per player: bitmask of suits shown missing this round
        self.totals = totals
        self.history = history  # per finished round: (points p0, points p1)
        self.scored = scored  # the last scored pair of bouquets
        self.events = events  # what the last move caused (public)

    # -- protocol ------------------------------------------------------------
    @property
    def current(self) -> int | None:
        return self.turn

    @property
    def scores(self) -> list[int]:
        return list(self.totals)

    @property
    def winners(self) -> list[int]:
        if self.turn is not None:
            return []
        best = [max(r[p] for r in self.history) if self.history else 0 for p in range(2)]
        return ranked_winners(list(self.totals), best)

    def public_decision(self) -> bool:
        """Leading and following need the hand; every other decision (take,
        place, arrange, switch/keep) is made from the public view alone."""
        return self.phase in PUBLIC_PHASES

    def legal_cards(self) -> tuple[int, ...]:
        assert self.turn is not None
        hand = self.hands[self.turn]
        if self.phase == "follow":
            suit = SUIT[self.table[0]]
            follow = tuple(c for c in hand if SUIT[c] == suit)
            if follow:
                return follow
        return hand

    def moves(self) -> list[Move]:
        phase, p = self.phase, self.turn
        if p is None:
            return []
        if phase == "lead" or phase == "follow":
            return [{"type": "play", "card": c} for c in self.legal_cards()]
        if phase == "take":
            return [{"type": "take", "card": c} for c in self.table]
        if phase == "place":
            return [{"type": "place", "col": cell % 3, "cell": cell} for cell in open_cells(self.bouquets[p])]
        if phase == "arrange":
            return [{"type": "arrange", "order": list(o)} for o in PERMS]
        if phase == "switch":
            cells = self.bouquets[p]
            here = cells.index(CAMELLIA)
            return [{"type": "keep"}] + [
                {"type": "switch", "from": here, "to": c} for c in range(CELLS) if c != here
            ]
        return []

    def apply(self, move: Move) -> PetalsState:
        kind = move["type"]
        p = self.turn
        assert p is not None
        if kind == "play":
            card = move["card"]
            hand = tuple(c for c in self.hands[p] if c != card)
            hands = replace_at(self.hands, p, hand)
            event = ("play", p, card)
            if self.phase == "lead":
                return self.evolve(
                    hands=hands, phase="follow", turn=1 - p, leader=p, table=(card,), events=(event,)
                )
            lead = self.table[0]
            void = self.void
            if SUIT[card] != SUIT[lead]:
                void = replace_at(void, p, void[p] | (1 << SUIT[lead]))
            winner = self.leader if trick_winner(lead, card, SUIT[self.trump]) == 0 else p
            table = (lead, card)
            return self.evolve(
                hands=hands,
                phase="take",
                turn=winner,
                table=table,
                void=void,
                won=replace_at(self.won, winner, self.won[winner] + 1),
                events=(event, ("trick", winner, lead, card)),
            )
        if kind == "take":
            card = move["card"]
            other = self.table[1] if card == self.table[0] else self.table[0]
            own = (card == self.table[0]) == (self.leader == p)
            pending = (card, other) if p == 0 else (other, card)
            return self.evolve(
                phase="place",
                table=(),
                pending=pending,
                next_leader=1 - p if own else p,
                events=(("take", p, card, other),),
            )
        if kind == "place":
            cell = move["cell"]
            card = self.pending[p]
            cells = replace_at(self.bouquets[p], cell, card)
            s = self.evolve(
                bouquets=replace_at(self.bouquets, p, cells),
                pending=replace_at(self.pending, p, EMPTY),
                events=(("place", p, cell, card),),
            )
            if cell < 3 and EMPTY not in cells[:3]:
                s.phase = "arrange"
                return s
            return s._after_place(p)
        if kind == "arrange":
            order = move["order"]
            cells = self.bouquets[p]
            new = arranged(cells, order)
            s = self.evolve(
                bouquets=replace_at(self.bouquets, p, new),
                events=(("arrange", p, tuple(order)),),
            )
            return s._after_place(p)
        if kind == "switch":
            a, b = move["from"], move["to"]
            s = self.evolve(
                bouquets=replace_at(self.bouquets, p, switched(self.bouquets[p], move)),
                events=(("switch", p, a, b),),
            )
            return s._score_round()
        if kind == "keep":
            return self.evolve(events=(("keep", p),))._score_round()
        raise AssertionError(kind)

    def _after_place(self, p: int) -> PetalsState:
        """Mutates a fresh copy: next placement, next trick, or round end."""
        if self.pending[1 - p] != EMPTY:
            self.phase, self.turn = "place", 1 - p
            return self
        self.tricks += 1
        if self.tricks < HAND:
            self.phase, self.turn, self.next_leader = "lead", self.next_leader, -1
            return self
        self.next_leader = -1
        for q in range(2):
            if CAMELLIA in self.bouquets[q]:
                self.phase, self.turn = "switch", q
                return self
        return self._score_round()

    def _score_round(self) -> PetalsState:
        points = tuple(bouquet_score(self.bouquets[q]) for q in range(2))
        s = self.evolve(
            totals=tuple(self.totals[q] + points[q] for q in range(2)),
            history=(*self.history, points),
            scored=self.bouquets,
            events=(*self.events, ("scored", self.round, points)),
        )
        if self.round + 1 >= self.rounds:
            s.phase, s.turn = "over", None
            s.events = (*s.events, ("over",))
            return s
        return s._deal(self.round + 1)

    def _deal(self, round: int) -> PetalsState:
        """Mutates a fresh copy: shuffle, deal 9 each, flip trump."""
        rng = Rng(self.rng)
        cards = list(range(NCARDS))
        rng.shuffle(cards)
        leader = round % 2
        self.rng = rng.state
        self.round = round
        self.hands = (tuple(sorted(cards[:HAND])), tuple(sorted(cards[HAND : 2 * HAND])))
        self.trump = cards[2 * HAND]
        self.bouquets = ((EMPTY,) * CELLS, (EMPTY,) * CELLS)
        self.phase, self.turn, self.leader = "lead", leader, leader
        self.table, self.pending, self.next_leader = (), (EMPTY, EMPTY), -1
        self.tricks, self.won, self.void = 0, (0, 0), (0, 0)
        self.events = (*self.events, ("deal", round, self.trump, leader))
        return self

    # -- words -----------------------------------------------------------------
    def why_illegal(self, move: Move) -> str:
        kind = move.get("type")
        p = self.turn
        assert p is not None
        phase = self.phase
        expected = {
            "lead": "play",
            "follow": "play",
            "take": "take",
            "place": "place",
            "arrange": "arrange",
            "switch": "switch",
        }
        if kind not in ("play", "take", "place", "arrange", "switch", "keep"):
            return "That is not a Petals move."
        wanted = expected.get(phase)
        if kind == "keep":
            kind = "switch"
        if kind != wanted:
            return {
                "lead": "It is time to lead a card from your hand.",
                "follow": "It is time to answer the trick with a card from your hand.",
                "take": "The trick is won: its winner now picks one of the two flowers.",
                "place": "Place the flower you got into your bouquet first.",
                "arrange": "Arrange the columns of your bouquet first.",
                "switch": "Decide whether your Camellia switches places first.",
            }.get(phase, "That move is not allowed now.")
        if kind == "play":
            card = move.get("card")
            if not _int(card) or not 0 <= card < NCARDS:
                return "Choose a card from your hand."
            if card not in self.hands[p]:
                return "That card is not in your hand."
            if card not in self.legal_cards():
                return f"You must follow the lead suit ({SUIT_NAMES[SUIT[self.table[0]]]}) while you can."
        elif kind == "take":
            card = move.get("card")
            if not _int(card) or card not in self.table:
                return "Pick one of the two flowers of this trick."
        elif kind == "place":
            col, cell = move.get("col"), move.get("cell")
            if not _int(col) or not 0 <= col < 3:
                return "Choose one of the three columns of your bouquet."
            cells = self.bouquets[p]
            free = [r * 3 + col for r in range(3) if cells[r * 3 + col] == EMPTY]
            if not free:
                return "That column of your bouquet is full."
            if cell != free[0]:
                return "A flower goes into the lowest empty spot of its column."
        elif kind == "arrange":
            order = move.get("order")
            if not isinstance(order, list) or sorted(o for o in order if _int(o)) != [0, 1, 2]:
                return "List each of your three columns once, in their new order."
        elif move.get("type") == "switch":
            cells = self.bouquets[p]
            if move.get("from") != cells.index(CAMELLIA):
                return "Only the Camellia can switch places."
            to = move.get("to")
            if not _int(to) or not 0 <= to < CELLS or to == cells.index(CAMELLIA):
                return "Switch the Camellia with another flower of your bouquet."
        return "That move is not allowed now."

    def describe(self, move: Move, names: list[str] | None = None) -> str:
        p = self.turn
        assert p is not None
        name = self.game.player_name(p, names)
        kind = move["type"]
        if kind == "play":
            card = move["card"]
            if self.phase == "lead":
                return f"{name} leads {card_label(card)}."
            lead = self.table[0]
            win = trick_winner(lead, card, SUIT[self.trump]) == 1
            if win:
                return f"{name} plays {card_label(card)} and wins the trick."
            other = self.game.player_name(self.leader, names)
            return f"{name} plays {card_label(card)}; {other} wins the trick."
        if kind == "take":
            card = move["card"]
            other = self.table[1] if card == self.table[0] else self.table[0]
            loser = self.game.player_name(1 - p, names)
            return f"{name} takes {NAME[card]}; {loser} gets {NAME[other]}."
        if kind == "place":
            cell = move["cell"]
            rows = ("bottom", "middle", "top")
            cols = ("left", "middle", "right")
            card = NAME[self.pending[p]]
            return f"{name} places {card} in the {rows[cell // 3]} row, {cols[cell % 3]} column."
        if kind == "arrange":
            order = move["order"]
            if order == [0, 1, 2]:
                return f"{name} keeps the order of the columns."
            return f"{name} rearranges the columns: " + ", ".join(str(o + 1) for o in order) + "."
        if kind == "switch":
            other = self.bouquets[p][move["to"]]
            return f"{name} switches the Camellia with {NAME[other]}."
        return f"{name} keeps the bouquet as it is."

    # -- what the rules did on their own (the log's notes, the status line) -----
    def notes_after(self, move: Move, after: State, names: list[str] | None = None) -> list[str]:
        """Who leads next and why, a bottom row to arrange, the round's end, the Camellia,
        the scores and the next deal: from ``after``'s public events and bouquets only."""
        assert isinstance(after, PetalsState)
        name = self.game.player_name
        p = self.turn
        notes = []
        for event in after.events:
            kind = event[0]
            if kind == "take":
                taker = event[1]
                if after.next_leader == taker:
                    loser = name(1 - taker, names)
                    notes.append(f"{name(taker, names)} took {loser}'s flower, so {name(taker, names)} leads the next trick.")
                else:
                    notes.append(
                        f"{name(taker, names)} took their own flower, so {name(1 - taker, names)} leads the next trick."
                    )
            elif kind == "scored":
                _, number, points = event
                words = ", ".join(f"{name(q, names)} {_points(points[q])}" for q in range(2))
                notes.append(f"Round {number + 1} is scored: {words}.")
            elif kind == "deal":
                _, number, trump, leader = event
                notes.append(
                    f"Round {number + 1}: 9 new cards each; {card_label(trump)} is turned up, so "
                    f"{SUIT_NAMES[SUIT[trump]]} are trumps; {name(leader, names)} leads."
                )
        if move["type"] in ("place", "arrange") and (
            after.phase == "switch" or any(event[0] == "scored" for event in after.events)
        ):
            # the round's last placement: the notes above (scoring, the deal) come after this
            notes.insert(0, "All 9 tricks are played: both bouquets are complete.")
        if after.phase == "arrange":
            notes.append(f"{name(p, names)}'s bottom row is full: {name(p, names)} now sets the order of the columns.")
        if after.phase == "switch":
            holder = name(after.turn, names)
            notes.append(f"{holder} has the Camellia and may switch it with another flower before scoring.")
        if after.over:
            notes.append(after.end_reason(names))
        return notes

    def status_note(self, names: list[str] | None = None) -> str | None:
        if self.phase == "switch":
            holder = self.game.player_name(self.turn, names)
            return f"Both bouquets are complete: {holder} may switch the Camellia before scoring."
        if self.phase == "arrange":
            return f"{self.game.player_name(self.turn, names)}'s bottom row is full: set the order of the columns."
        return None

    def end_reason(self, names: list[str] | None = None) -> str:
        rounds = "1 round (a quick game)" if self.rounds == 1 else f"{self.rounds} rounds"
        text = f"After {rounds} the game ends: the player with the most points is the Master Florist."
        if self.totals[0] == self.totals[1]:
            best = [max(r[q] for r in self.history) for q in range(2)]
            if best[0] == best[1]:
                text += " The totals and the best bouquets are equal: both share the title."
            else:
                top = 0 if best[0] > best[1] else 1
                text += (
                    f" The totals are equal: {self.game.player_name(top, names)} wins with the best "
                    f"single bouquet ({_points(best[top])})."
                )
        return text

    # -- presentation --------------------------------------------------------
    def undo_barrier(self) -> bool:
        """A new round was just dealt: taking the move back would let a player choose
        again knowing their next hand."""
        return any(event[0] == "deal" for event in self.events)

    def view(self, viewer: int | None) -> dict[str, JSONable]:
        over = self.turn is None
        players = []
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
        scoring: dict[str, JSONable] | None = None
        if self.scored is not None:
            bouquets = []
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
            "suits": [{"id": SUITS[s], "name": SUIT_NAMES[s]} for s in range(4)],
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
            "events": [self._event_json(e) for e in self.events],
            "undealt": NCARDS - 2 * HAND - 1,
            "over": over,
            "winners": self.winners,
            "deck": deck(),
        }

    def _event_json(self, e: tuple[Any, ...]) -> dict[str, Any]:
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
            "events": [_event_to_list(e) for e in self.events],
        }

    # -- the computer player's hooks (posy.ai) ---------------------------------
    rollout_plies = 0  # a simulated game stops at the next deal (see heuristic)
    search_scale = 0.45  # ~1,000 iterations a second in Chromium here (greedy bouquets): see posy.ai.LEVELS

    def rollout_move(self, rng: Rng) -> Move:
        """Cards are played at random, but every bouquet decision is greedy: the
        winner takes the card worth more to their bouquet than the other is to the
        loser's, each card goes where it scores most, and arranging and the Camellia's
        switch take the best score. Random bouquet decisions made a simulated round's
        score mostly noise, and noise of the wrong kind (a card's worth depends on its
        neighbours, which random play ignores): the search converged on what a move is
        worth to random bouquets, so three times the iterations bought nothing (Expert
        against Hard 45.0% of 40 games). With these simulations Hard beat Hard with
        random ones in 14 of 20 games at equal iterations, and Expert beats Hard in
        65.0% of 40 (README, "Why Petals' Expert was no better than Hard")."""
        phase, p = self.phase, self.turn
        assert p is not None
        if phase == "lead" or phase == "follow":
            legal = self.legal_cards()
            return {"type": "play", "card": legal[rng.below(len(legal))]}
        if phase == "take":
            a, b = self.table
            mine, theirs = self.bouquets[p], self.bouquets[1 - p]
            # the bouquets' present scores cancel out of the comparison
            keep_a = best_placement(mine, a)[0] - best_placement(theirs, b)[0]
            keep_b = best_placement(mine, b)[0] - best_placement(theirs, a)[0]
            return {"type": "take", "card": a if keep_a >= keep_b else b}
        cells = self.bouquets[p]
        if phase == "place":
            cell = best_placement(cells, self.pending[p])[1]
            return {"type": "place", "col": cell % 3, "cell": cell}
        if phase == "arrange":
            order = max(PERMS, key=lambda o: cached_score(arranged(cells, o)))
            return {"type": "arrange", "order": list(order)}
        return max(self.moves(), key=lambda m: cached_score(switched(cells, m)))

    def heuristic(self) -> list[float] | None:
        """At a new deal the round just played is scored and the next hands are a
        fresh shuffle, so a simulated game stops there and is judged by the totals.
        Random play's round scores differ by about 17 points (standard deviation,
        2,000 rounds), so the curve widens with the square root of the rounds left."""
        if self.tricks or self.table or self.phase != "lead" or not self.history:
            return None
        return lead_rewards(self.totals, 10 * math.sqrt(self.rounds - self.round))

    # -- hidden information --------------------------------------------------
    def unseen(self, viewer: int | None) -> list[int]:
        """Cards the viewer cannot see: the other hand(s) and the undealt deck."""
        seen = set(self.table) | {self.trump}
        seen.update(c for c in self.pending if c != EMPTY)
        for b in self.bouquets:
            seen.update(c for c in b if c != EMPTY)
        if viewer is not None:
            seen.update(self.hands[viewer])
        return [c for c in range(NCARDS) if c not in seen]

    def determinize(self, viewer: int | None, rng: Rng) -> PetalsState:
        """Resample the hands the viewer cannot see from the unseen cards, keeping
        every suit a player has shown to lack out of their hand; the next rounds'
        shuffles are resampled too.

        Only what the viewer knows goes in: the unseen cards (in id order), the
        hidden hands' sizes and the public voids. Never the true hidden hands."""
        pool = rng.shuffled(self.unseen(viewer))
        hidden = [q for q in range(2) if q != viewer]
        hands = list(self.hands)
        taken: set[int] = set()
        for k, q in enumerate(hidden):
            later = hidden[k + 1 :]
            # cards the later player may hold beyond what they need: this player
            # takes no more of those, so the later player's hand can always be filled
            spare = min(
                (sum(1 for c in pool if self._may_hold(r, c)) - len(self.hands[r]) for r in later),
                default=NCARDS,
            )
            got: list[int] = []
            for c in pool:
                if len(got) == len(self.hands[q]):
                    break
                if c in taken or not self._may_hold(q, c):
                    continue
                if any(self._may_hold(r, c) for r in later):
                    if spare <= 0:
                        continue
                    spare -= 1
                got.append(c)
            # only an impossible position (voids its hands contradict) gets here short
            got += [c for c in pool if c not in taken and c not in got][: len(self.hands[q]) - len(got)]
            taken.update(got)
            hands[q] = tuple(sorted(got))
        return self.evolve(hands=tuple(hands), rng=rng.next64())

    # -- remote play (core.dealt): each round's deal comes from mental poker ---
    def remote_dealt(self) -> tuple[tuple[int, ...], int, int] | None:
        """This state has just dealt a round from the 52 cards: 9 each, the trump face up."""
        if any(e[0] == "deal" for e in self.events):
            return (HAND, HAND), 1, NCARDS
        return None

    def remote_with_deal(self, hands: list[tuple[int, ...] | None], faceup: tuple[int, ...]) -> PetalsState:
        from ..core import UNKNOWN

        trump = faceup[0]
        return self.evolve(
            hands=tuple(tuple(sorted(h)) if h is not None else (UNKNOWN,) * HAND for h in hands),
            trump=trump,
            events=tuple(("deal", e[1], trump, e[3]) if e[0] == "deal" else e for e in self.events),
        )

    def remote_reveal(self, move: Move) -> PetalsState | None:
        """A card played from a hand this device does not see replaces an unknown."""
        from ..core import UNKNOWN, IllegalMove

        p = self.turn
        card = move.get("card")
        if p is None or move.get("type") != "play" or UNKNOWN not in self.hands[p] or card in self.hands[p]:
            return None
        hand = self.hands[p]
        if (
            self.phase not in ("lead", "follow")
            or not isinstance(card, int)
            or card not in self.unseen(1 - p)
        ):
            raise IllegalMove("That card cannot be played now.")
        rest = list(hand)
        rest.remove(UNKNOWN)
        return self.evolve(hands=replace_at(self.hands, p, tuple(sorted([*rest, card]))))

    def _may_hold(self, player: int, card: int) -> bool:
        """Could ``player`` hold ``card``, as far as anyone knows (not a suit they showed they lack)?"""
        return not self.void[player] >> SUIT[card] & 1

    # -- previews (posy.coach) -------------------------------------------------
    def preview(self, move: Move) -> dict[str, Any] | None:
        """What a placement, an arrangement or the Camellia's decision would make of
        the mover's bouquet count: the total before and after, the row and column of
        the placed card, every card whose value changes, and the cards set to 0.
        Bouquets are public, so everyone may see it; None for other moves."""
        p = self.turn
        kind = move.get("type")
        if p is None or kind not in ("place", "arrange", "switch", "keep"):
            return None
        before = self.bouquets[p]
        cell: int | None = None
        if kind == "place":
            cell = move["cell"]
            after = replace_at(before, cell, self.pending[p])
            moved = {i: i for i in range(CELLS)}
        elif kind == "arrange":
            order = move["order"]
            after = arranged(before, order)
            moved = {row * 3 + order[col]: row * 3 + col for row in range(3) for col in range(3)}
        elif kind == "switch":
            a, b = move["from"], move["to"]
            after = switched(before, move)
            moved = {i: i for i in range(CELLS)} | {a: b, b: a}
        else:
            after = before
            moved = {i: i for i in range(CELLS)}
        old, new = breakdown(before), breakdown(after)
        total_before = sum(b["value"] for b in old)
        total_after = sum(b["value"] for b in new)
        changes = []
        zeroed = []
        for i in range(CELLS):
            card = before[i]
            if card == EMPTY:
                continue
            j = moved[i]
            if old[i]["value"] != new[j]["value"]:
                changes.append({"cell": j, "card": NAME[card], "before": old[i]["value"], "after": new[j]["value"]})
            zero_by = [s["card"] for s in new[j]["steps"] if s["kind"] == "zero"]
            was = [s["card"] for s in old[i]["steps"] if s["kind"] == "zero"]
            if zero_by and not was:
                zeroed.append({"cell": j, "card": NAME[card], "by": zero_by[0], "base": VALUE[card]})
        if cell is not None:
            card = after[cell]
            zero_by = [s["card"] for s in new[cell]["steps"] if s["kind"] == "zero"]
            if zero_by:
                zeroed.append({"cell": cell, "card": NAME[card], "by": zero_by[0], "base": VALUE[card]})
        out: dict[str, Any] = {
            "kind": "bouquet",
            "player": p,
            "before": total_before,
            "after": total_after,
            "gain": total_after - total_before,
            "changes": changes,
            "zeroed": zeroed,
        }
        rows, cols = ("bottom", "middle", "top"), ("left", "middle", "right")
        if cell is not None:
            row, col = divmod(cell, 3)
            line_cells = {"row": [row * 3 + c for c in range(3)], "column": [r * 3 + col for r in range(3)]}
            for name, cells_in in line_cells.items():
                out[name] = {
                    "index": row if name == "row" else col,
                    "before": sum(old[i]["value"] for i in cells_in),
                    "after": sum(new[i]["value"] for i in cells_in),
                }
            out["cell"] = cell
            out["card"] = NAME[after[cell]]
            out["value"] = new[cell]["value"]
            head = f"{NAME[after[cell]]} in the {rows[row]} row, {cols[col]} column"
        elif kind == "arrange":
            head = "These columns" if move["order"] != [0, 1, 2] else "Keeping the columns"
        elif kind == "switch":
            head = f"Switching the Camellia with {NAME[before[move['to']]]}"
        else:
            head = "Keeping the bouquet"
        gain = total_after - total_before
        text = f"{head}: your bouquet counts {total_after}"
        text += f" ({'+' if gain >= 0 else '−'}{abs(gain)})" if gain else " (no change)"
        for z in zeroed:
            text += f"; {z['by']} sets {z['card']} to 0 (base {z['base']})"
        return {**out, "text": text + "."}


def _event_to_list(e: tuple[Any, ...]) -> list[Any]:
    return [list(x) if isinstance(x, tuple) else x for x in e]


def _event_from_list(e: list[Any]) -> tuple[Any, ...]:
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


class Petals(Game):
    id = "petals"
    # 2: negation as a fixed point, the snake crawl, Iris/Cosmos/Frangipani redesigned
    version = 2
    title = "Petals"
    blurb = "Win tricks, pick flowers, and build a 3x3 bouquet whose flowers boost each other."
    seat_names = ("Amber", "Sage")
    secrets = True
    options = (
        Option(
            "rounds",
            "Rounds",
            3,
            (1, 3),
            "The rulebook plays 3 rounds; 1 round is a quick game.",
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

    def restore(self, data: dict[str, Any]) -> PetalsState:
        def cards(seq: Any, size: int | None = None, empty: bool = False) -> tuple[int, ...]:
            out = tuple(int(c) for c in seq)
            low = EMPTY if empty else 0
            if (size is not None and len(out) != size) or any(not low <= c < NCARDS for c in out):
                raise BadRecord("This saved Petals position has impossible cards.")
            return out

        phase = data["phase"]
        if phase not in PHASES:
            raise BadRecord("This saved Petals position is in an unknown phase.")
        turn = data["turn"]
        if turn not in (0, 1, None) or (turn is None) != (phase == "over"):
            raise BadRecord("This saved Petals position has no valid player to move.")
        rounds = int(data["rounds"])
        if rounds not in (1, 3):
            raise BadRecord("This saved Petals position has an impossible number of rounds.")
        hands = tuple(cards(h) for h in data["hands"])
        bouquets = tuple(cards(b, CELLS, empty=True) for b in data["bouquets"])
        scored = data["scored"]
        state = PetalsState(
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
            events=tuple(_event_from_list(e) for e in data["events"]),
        )
        if len(hands) != 2 or len(bouquets) != 2 or len(state.won) != 2 or len(state.totals) != 2:
            raise BadRecord("This saved Petals position is not for two players.")
        if phase == "switch" and CAMELLIA not in bouquets[turn]:
            raise BadRecord("This saved Petals position asks for a switch without a Camellia.")
        return state


GAME = Petals()
PetalsState.game = GAME


def _points(n: int) -> str:
    return f"{n} point{'' if n == 1 else 's'}"
