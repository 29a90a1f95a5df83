"""Petals: every rule clause, the rulebook's worked count, every Rule note."""

from __future__ import annotations

import importlib.util
import itertools
import json
from pathlib import Path
from typing import Any

import pytest

import posy
from posy.core import BadRecord, IllegalMove, Rng, random_playout
from posy.games import petals as P
from posy.games.petals import EMPTY, GAME, PetalsState, bouquet_score, bouquet_values, breakdown, card_id
from posy.games.petals.contract import PetalsBreakdown, PetalsMove, PetalsView

W, T, C, G = range(4)


def cid(name: str) -> int:
    return card_id(name)


def card(suit: str, value: int) -> int:
    """The id of the card of that suit and value."""
    return P.SUITS.index(suit) * 13 + value - 1


def grid(*rows: tuple[str | None, str | None, str | None]) -> list[int]:
    """A bouquet from rows given top first, as drawn; with fewer than three rows
    the rows given are the lowest ones (a bouquet grows from the bottom)."""
    cells = [EMPTY] * 9
    for r, row in enumerate(reversed(rows)):
        for c, name in enumerate(row):
            if name is not None:
                cells[r * 3 + c] = cid(name)
    return cells


def state(**changes: Any) -> PetalsState:
    """A fresh round-1 position with some fields replaced."""
    base = GAME.new(2, 1)
    defaults: dict[str, Any] = {"events": ()}
    defaults.update(changes)
    return base.evolve(**defaults)


def name_of(line: PetalsBreakdown) -> str:
    """The name of the card on a breakdown's cell (there is one)."""
    assert line["card"] is not None
    return line["card"]["name"]


def cards_of(moves: list[PetalsMove]) -> list[int]:
    """The cards of plays or takes: every move must be one."""
    out = []
    for move in moves:
        assert move["type"] == "play" or move["type"] == "take"
        out.append(move["card"])
    return out


def view_card_ids(obj: Any) -> set[int]:
    """Every card id shown anywhere in a view (card dicts have name+suit+value),
    leaving out the ``deck`` (the card gallery: every card, public, in no one's hand)."""
    found: set[int] = set()
    if isinstance(obj, dict):
        if {"id", "name", "suit", "value"} <= obj.keys():
            found.add(obj["id"])
        for k, v in obj.items():
            if k != "deck":
                found |= view_card_ids(v)
    elif isinstance(obj, list):
        for v in obj:
            found |= view_card_ids(v)
    return found


# --------------------------------------------------------------------------
# The deck


def test_deck_is_52_cards_four_suits_of_13() -> None:
    assert len(P.DECK) == 52
    for s in P.SUITS:
        assert sorted(c[2] for c in P.DECK if c[1] == s) == list(range(1, 14))
    assert len(set(P.NAME)) == 52
    assert P.SUIT_NAMES == ("Wild Wonders", "Tropical Treasures", "Country Classics", "Garden Greats")
    for i in range(52):
        assert i == card(P.SUITS[P.SUIT[i]], P.VALUE[i])


def test_named_cards_keep_the_rulebooks_suits_and_values() -> None:
    assert (P.SUIT[cid("Yellow Coneflower")], P.VALUE[cid("Yellow Coneflower")]) == (W, 11)
    assert (P.SUIT[cid("Chicory")], P.VALUE[cid("Chicory")]) == (W, 10)
    lilly = cid("Lilly")
    assert P.VALUE[lilly] == 13 and P.SUIT[lilly] not in (W, C)  # not the lead suit nor country trump
    expected = {"Bluebell": 8, "Chrysanthemum": 8, "Iris": 6, "Marigold": 1, "Carnation": 7, "Peony": 9}
    expected["Bishop's Lace"] = 12
    for name, value in expected.items():
        assert P.VALUE[cid(name)] == value
    for name in ("Bird-of-Paradise", "Sunflower", "Violet", "Dandelion", "Daisy", "Camellia"):
        assert name in P.NAME


def test_named_effects_are_the_rulebooks() -> None:
    def eff(name: str) -> tuple[Any, ...]:
        c = P.DECK[cid(name)]
        return c[3], c[4], set(c[5])

    assert eff("Sunflower") == ("multiply", 2, {(-1, 1), (0, 1), (1, 1)})
    assert eff("Violet") == ("add", 1, {(-1, 0)})
    assert eff("Dandelion") == ("zero", None, {(1, 0)})
    assert eff("Chrysanthemum") == ("negate", None, {(-1, 0), (1, 0)})
    assert eff("Daisy") == ("reactivate", None, {(0, 1)})
    assert eff("Camellia")[0] == "switch"
    assert eff("Bird-of-Paradise") == ("add", 2, {(-1, -1), (1, -1), (-1, 1), (1, 1)})
    assert eff("Iris") == ("add", 2, {(0, 1), (0, -1)})
    assert eff("Bishop's Lace") == ("zero", None, {(-1, -1)})
    assert eff("Lilly") == ("add", 1, {(-1, 1), (0, 1), (1, 1)})  # the "three flowers" above it
    assert eff("Marigold") == ("multiply", 2, {(-1, 0)})  # off the grid in the worked count
    for plain in ("Bluebell", "Carnation", "Peony"):
        assert eff(plain)[0] is None


def test_every_effect_is_one_of_the_rulebooks_kinds_with_text() -> None:
    for name, _suit, _value, kind, amount, targets, text in P.DECK:
        assert kind in (None, *P.KINDS), name
        if kind is None:
            assert not targets and not text and amount is None
            continue
        assert text.endswith("."), name
        assert (amount is not None) == (kind in ("add", "multiply")), name
        assert bool(targets) == (kind != "switch"), name
        assert len(set(targets)) == len(targets), name


SURROUNDING = {(dx, dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1)} - {(0, 0)}


def test_every_effect_reaches_only_the_flowers_that_surround_it() -> None:
    """The rulebook: "These card effects are applied to the flowers that surround
    them". Every target of every card is one of the eight cells around it."""
    for name, *_rest, targets, _text in P.DECK:
        assert set(targets) <= SURROUNDING, name
    for card in range(52):
        for cell in range(9):
            row, col = divmod(cell, 3)
            for t in P.TARGETS[card][cell]:
                assert t != cell and max(abs(t // 3 - row), abs(t % 3 - col)) == 1, (P.NAME[card], cell)


def test_redesigned_cards_reach_around_them() -> None:
    def eff(name: str) -> tuple[Any, ...]:
        c = P.DECK[cid(name)]
        return c[1], c[2], c[3], c[4], set(c[5]), c[6]

    cosmos = "Adds 2 to the cards directly left, right and above it."
    assert eff("Cosmos") == ("C", 3, "add", 2, {(-1, 0), (1, 0), (0, 1)}, cosmos)
    frangipani = "Adds 3 to the cards bottom left and bottom right of it."
    assert eff("Frangipani") == ("T", 2, "add", 3, {(-1, -1), (1, -1)}, frangipani)
    assert eff("Iris")[5] == "Adds 2 to the cards directly above and below it."
    assert eff("Pansy")[2:5] == ("multiply", 2, {(1, 0)})  # the Marigold's mirror image
    # no two cards share an effect kind, amount and reach
    effects = [(c[3], c[4], frozenset(c[5])) for c in P.DECK if c[3] is not None]
    assert len(set(effects)) == len(effects)


def test_deck_function_is_json_for_the_gallery() -> None:
    data = P.deck()
    assert len(data) == 52 and json.loads(json.dumps(data)) == data
    sunflower = data[cid("Sunflower")]
    assert sunflower["name"] == "Sunflower" and sunflower["suit"] == "C" and sunflower["value"] == 2
    assert sunflower["effect"] == "multiply" and sunflower["amount"] == 2
    assert sorted(sunflower["targets"]) == [[-1, 1], [0, 1], [1, 1]]
    assert sunflower["text"]


# --------------------------------------------------------------------------
# The worked count: 76, line by line

EXAMPLE = grid(
    ("Carnation", "Peony", "Bishop's Lace"),
    ("Marigold", "Bird-of-Paradise", "Iris"),
    ("Bluebell", "Lilly", "Chrysanthemum"),
)
"""The worked count: its nine lines, crawled as a snake (bottom row left to right,
middle row right to left, top row left to right)."""
EXAMPLE_VALUES = {
    "Bluebell": 10,
    "Lilly": 13,
    "Chrysanthemum": 12,
    "Iris": 6,
    "Bird-of-Paradise": 0,
    "Marigold": 1,
    "Carnation": 9,
    "Peony": 9,
    "Bishop's Lace": 16,
}


def test_rulebook_example_count_scores_76_line_by_line() -> None:
    values = bouquet_values(EXAMPLE)
    for cell, c in enumerate(EXAMPLE):
        assert values[cell] == EXAMPLE_VALUES[P.NAME[c]], P.NAME[c]
    assert bouquet_score(EXAMPLE) == 76


def test_the_crawl_is_a_snake_and_gives_the_worked_counts_lines_in_order() -> None:
    assert P.CRAWL == (0, 1, 2, 5, 4, 3, 6, 7, 8)
    assert [P.NAME[EXAMPLE[i]] for i in P.CRAWL] == list(EXAMPLE_VALUES)
    assert [bouquet_values(EXAMPLE)[i] for i in P.CRAWL] == [10, 13, 12, 6, 0, 1, 9, 9, 16]


def test_rulebook_example_breakdown_explains_each_line() -> None:
    lines = {name_of(b): b for b in breakdown(EXAMPLE)}
    assert lines["Bluebell"]["text"] == "Bluebell (8+2 from Bird-of-Paradise): 10"
    assert lines["Lilly"]["text"] == "Lilly (13, effect negated by Chrysanthemum): 13"
    assert lines["Lilly"]["negated_by"] == 2 and lines["Lilly"]["activations"] == 0
    chrys = lines["Chrysanthemum"]
    assert [(s["kind"], s["card"], s["value"]) for s in chrys["steps"]] == [
        ("add", "Iris", 10),
        ("add", "Bird-of-Paradise", 12),
    ]
    bop = lines["Bird-of-Paradise"]
    assert [(s["kind"], s["card"], s["value"]) for s in bop["steps"]] == [("zero", "Bishop's Lace", 0)]
    assert "set to 0 by Bishop's Lace" in bop["text"]
    assert lines["Bishop's Lace"]["text"].endswith("from Iris and Bird-of-Paradise): 16")
    assert lines["Peony"]["text"] == "Peony (9): 9" and lines["Peony"]["steps"] == []
    # the sources are named in crawl order: Iris (cell 5) is crawled before the Bird-of-Paradise (4)
    assert [lines[name]["text"] for name in EXAMPLE_VALUES] == [
        "Bluebell (8+2 from Bird-of-Paradise): 10",
        "Lilly (13, effect negated by Chrysanthemum): 13",
        "Chrysanthemum (8+2+2 from Iris and Bird-of-Paradise): 12",
        "Iris (6): 6",
        "Bird-of-Paradise (3 set to 0 by Bishop's Lace): 0",
        "Marigold (1): 1",
        "Carnation (7+2 from Bird-of-Paradise): 9",
        "Peony (9): 9",
        "Bishop's Lace (12+2+2 from Iris and Bird-of-Paradise): 16",
    ]
    for b in lines.values():
        assert b["card"] is not None
        assert b["value"] == EXAMPLE_VALUES[b["card"]["name"]] and b["base"] == b["card"]["value"]


def test_rulebook_example_negation_matters() -> None:
    """Without the Chrysanthemum's negation the Lilly would add to the row above."""
    cells = list(EXAMPLE)
    cells[2] = cid("Peony")  # a plain 9 instead of the Chrysanthemum
    values = bouquet_values(cells)
    assert values[5] == 6 + 1 and values[3] == 1 + 1  # Iris and Marigold get the Lilly's +1
    assert values[4] == 0 + 1  # the zeroed Bird-of-Paradise still takes additions
    assert values[1] == 13 and values[2] == 9 + 2 + 2


def test_rulebook_example_scored_at_round_end_in_the_view() -> None:
    """The same bouquet, finished by play, is scored and shown card by card."""
    mine = list(EXAMPLE)
    last = mine[8]
    mine[8] = EMPTY
    other = grid(
        ("Lupine", "Orchid", "Hollyhock"), ("Goldenrod", "Jasmine", "Lotus"), ("Aster", "Dahlia", "Hydrangea")
    )
    s = state(
        hands=((), ()),
        bouquets=(tuple(mine), tuple(other)),
        phase="place",
        turn=0,
        pending=(last, EMPTY),
        tricks=8,
        next_leader=1,
    )
    after = s.play({"type": "place", "col": 2, "cell": 8})
    assert after.history == ((76, 9 + 10 + 11 + 10 + 11 + 12 + 13 + 13 + 12),)
    assert after.totals[0] == 76 and after.round == 1
    view = after.view(0)
    scoring = view["scoring"]
    assert scoring is not None and scoring["round"] == 1 and scoring["bouquets"][0]["total"] == 76
    assert [c["value"] for c in scoring["bouquets"][0]["cells"]] == bouquet_values(EXAMPLE)
    assert scoring["crawl"] == [0, 1, 2, 5, 4, 3, 6, 7, 8]
    assert {"event": "scored", "round": 1, "points": [76, 101]} in view["events"]
    assert view["players"][0]["round_scores"] == [76]


# --------------------------------------------------------------------------
# Each effect kind alone, and the order of operations


def test_add_alone() -> None:
    assert bouquet_values(grid(("Peony", "Violet", None)))[0] == 10  # Violet adds 1 to its left


def test_multiply_alone() -> None:
    cells = grid(("Peony", "Chicory", "Lupine"), (None, "Sunflower", None))
    values = bouquet_values(cells)
    assert values[3:6] == [18, 20, 26] and values[1] == 2


def test_zero_alone() -> None:
    values = bouquet_values(grid(("Dandelion", "Lupine", None)))
    assert values[0:2] == [9, 0]


def test_negate_alone() -> None:
    # Chrysanthemum between Violet and Dandelion cancels both effects
    values = bouquet_values(
        grid(("Peony", "Violet", "Chrysanthemum"), ("Dandelion", "Chrysanthemum", "Lupine"))
    )
    # the middle Chrysanthemum negates the Dandelion, so the Lupine keeps its 13
    assert values[0:3] == [9, 8, 13]
    assert values[3] == 9  # Violet is negated by the top-right Chrysanthemum
    assert bouquet_values(grid(("Dandelion", "Lupine", None)))[1] == 0  # without it


def test_reactivate_alone() -> None:
    column = [(None, "Peony", None), (None, "Zinnia", None)]
    assert bouquet_values(grid(*column, (None, "Chicory", None)))[7] == 9 + 3
    assert bouquet_values(grid(*column, (None, "Daisy", None)))[7] == 9 + 3 + 3  # once more


def test_switch_alone_is_a_round_end_decision() -> None:
    cells = grid(
        ("Peony", "Chicory", "Lupine"), ("Aster", "Camellia", "Dahlia"), ("Bluebell", "Lotus", "Orchid")
    )
    s = state(bouquets=(tuple(cells), tuple([EMPTY] * 9)), phase="switch", turn=0, hands=((), ()), tricks=9)
    moves = s.moves()
    assert moves[0] == {"type": "keep"}
    assert {"type": "switch", "from": 4, "to": 0} in moves and len(moves) == 9
    after = s.play({"type": "switch", "from": 4, "to": 0})
    assert after.scored is not None
    assert after.scored[0][0] == cid("Camellia") and after.scored[0][4] == cid("Bluebell")
    kept = s.play({"type": "keep"})
    assert kept.scored is not None and kept.scored[0] == tuple(cells)


def test_negated_effect_cannot_be_reactivated() -> None:
    # Daisy re-activates the Zinnia above it, but a Chrysanthemum negates the Zinnia
    cells = grid((None, "Chicory", None), ("Chrysanthemum", "Zinnia", None), (None, "Daisy", None))
    assert bouquet_values(cells)[7] == 10


def test_zero_before_multiply_and_add() -> None:
    # Dandelion zeroes the Lupine; the Poppy below doubles it (still 0); the Violet adds 1 after.
    cells = grid(("Dandelion", "Lupine", "Violet"), (None, "Poppy", None))
    assert bouquet_values(cells)[4] == 0 * 2 + 1


def test_multiply_before_add() -> None:
    # Poppy doubles the Chicory above it, the Violet to its right adds 1: 10*2+1, not (10+1)*2
    cells = grid((None, "Chicory", "Violet"), (None, "Poppy", None))
    assert bouquet_values(cells)[4] == 21


def test_two_multipliers_multiply() -> None:
    cells = grid(("Pansy", "Chicory", "Marigold"), (None, "Poppy", None))
    assert bouquet_values(cells)[4] == 10 * 2 * 2 * 2


def test_reactivated_multiplier_applies_twice() -> None:
    cells = grid((None, "Chicory", None), (None, "Poppy", None), (None, "Daisy", None))
    assert bouquet_values(cells)[7] == 40


def test_two_reactivators_on_one_card_make_it_apply_three_times() -> None:
    cells = grid((None, "Chicory", None), (None, "Poppy", "Geranium"), (None, "Daisy", None))
    b = {x["cell"]: x for x in breakdown(cells)}
    assert b[4]["activations"] == 3 and b[7]["value"] == 10 * 2**3
    assert [s["kind"] for s in b[4]["steps"]] == ["reactivate", "reactivate"]


def test_reactivation_is_not_passed_along() -> None:
    # the Geranium re-activates the Daisy on its left; the Daisy still re-activates the Poppy once
    cells = [EMPTY] * 9
    cells[0], cells[1], cells[3], cells[6] = cid("Daisy"), cid("Geranium"), cid("Poppy"), cid("Chicory")
    b = {x["cell"]: x for x in breakdown(cells)}
    assert b[0]["activations"] == 2 and b[3]["activations"] == 2
    assert b[6]["value"] == 10 * 2 * 2


def test_reactivating_negate_zero_or_plain_changes_nothing() -> None:
    cells = grid((None, "Lupine", None), (None, "Dandelion", "Peony"), (None, "Daisy", None))
    values = bouquet_values(cells)
    assert values[5] == 0 and values[7] == 13


def test_zeroed_card_keeps_its_effect() -> None:
    # Dandelion zeroes the Bird-of-Paradise, whose +2 still reaches the corners
    cells = grid(("Peony", None, None), ("Dandelion", "Bird-of-Paradise", None))
    values = bouquet_values(cells)
    assert values[1] == 0 and values[3] == 11


def test_negated_card_keeps_its_base_and_takes_modifications() -> None:
    # the Chrysanthemum negates the Lilly: the Lilly adds nothing to the Tulip above,
    # but the Lilly itself still gets the Tulip's +2
    cells = grid(("Tulip", None, None), ("Lilly", "Chrysanthemum", "Peony"))
    values = bouquet_values(cells)
    assert values[0] == 13 + 2 and values[3] == 2


def test_a_negated_negator_negates_nothing_in_either_mirror_image() -> None:
    """The issue's reproduction: Foxglove at 1 would negate the Poppy above it, but the
    Chrysanthemum beside it negates the Foxglove, so the Poppy doubles the Lupine - on
    whichever side of the Foxglove the Chrysanthemum stands (the crawl reaches it
    after the Foxglove at 2, before it at 0)."""
    for chrysanthemum, expected in ((2, [0, 7, 8, 0, 3, 0, 0, 26, 0]), (0, [8, 7, 0, 0, 3, 0, 0, 26, 0])):
        cells = [EMPTY] * 9
        cells[1], cells[chrysanthemum] = cid("Foxglove"), cid("Chrysanthemum")
        cells[4], cells[7] = cid("Poppy"), cid("Lupine")
        assert bouquet_values(cells) == expected
        b = breakdown(cells)
        assert b[1]["negated_by"] == chrysanthemum and b[1]["activations"] == 0
        assert b[4]["negated_by"] is None and b[4]["activations"] == 1
        assert b[7]["text"] == "Lupine (13 x2 by Poppy): 26"
        assert b[chrysanthemum]["negated_by"] is None  # the Foxglove negates nothing, not even up
    # without the Chrysanthemum the Foxglove does negate the Poppy
    cells = [EMPTY, cid("Foxglove"), EMPTY, EMPTY, cid("Poppy"), EMPTY, EMPTY, cid("Lupine"), EMPTY]
    assert bouquet_values(cells)[7] == 13 and breakdown(cells)[4]["negated_by"] == 1


def test_negators_that_negate_each_other_cancel_each_other_out() -> None:
    # Not possible with the deck (one Foxglove, one Chrysanthemum, which cannot reach each
    # other); a bouquet with two Chrysanthemums side by side is built by hand. Both are
    # negated and negate nothing else: the Buttercup keeps its +2 on either side.
    for row, mum_cells, buttercup in (
        (("Chrysanthemum", "Chrysanthemum", "Buttercup"), (0, 1), 2),
        (("Buttercup", "Chrysanthemum", "Chrysanthemum"), (1, 2), 0),
    ):
        b = breakdown(grid(row))
        left, right = mum_cells
        assert b[left]["negated_by"] == right and b[right]["negated_by"] == left
        assert b[left]["activations"] == b[right]["activations"] == 0
        assert b[buttercup]["negated_by"] is None and b[buttercup]["activations"] == 1
        assert sum(x["value"] for x in b) == 8 + 8 + 2 + 4
        assert b[1]["value"] == 8 + 2


def test_resolve_negation_on_synthetic_tables() -> None:
    """Negation graphs the deck cannot build, on hand-made target tables."""
    # two negators that target each other cancel out; the third, negated only by one of
    # them, acts again and negates its own target
    assert P.resolve_negation({3: (4,), 4: (3, 5), 5: (8,)}) == {3: 4, 4: 3, 8: 5}
    # a ring of three: all cancelled, whatever the ring's direction
    assert P.resolve_negation({0: (1,), 1: (2,), 2: (0,)}) == {1: 0, 2: 1, 0: 2}
    assert P.resolve_negation({0: (2,), 2: (1,), 1: (0,)}) == {2: 0, 1: 2, 0: 1}
    # a chain: the first acts, the second is negated, so the third acts
    assert P.resolve_negation({0: (1,), 1: (2,), 2: (5,)}) == {1: 0, 5: 2}
    # an acting negator breaks a ring: 7 is negated by 6, so 8 acts after all
    assert P.resolve_negation({6: (7,), 7: (8,), 8: (7, 2)}) == {7: 6, 2: 8}
    # two acting negators on one card: the first in crawl order is named (5 comes before 4)
    assert P.resolve_negation({4: (1,), 5: (1,)}) == {1: 5}


def random_negation_table(rng: Rng) -> dict[int, tuple[int, ...]]:
    cells = rng.shuffled(range(9))[: 2 + rng.below(5)]
    return {c: tuple(t for t in range(9) if t != c and rng.below(3) == 0) for c in cells}


def test_resolve_negation_is_a_fixed_point_whatever_the_order() -> None:
    rng = Rng(11)
    for _ in range(2000):
        table = random_negation_table(rng)
        result = P.resolve_negation(table)
        # the order the negators are listed in changes nothing
        shuffled = dict(rng.shuffled(list(table.items())))
        assert P.resolve_negation(shuffled) == result
        acting = {n for n in table if n not in result}
        # an acting negator is not negated by an acting one; each negated card names a
        # negator that negates it
        assert all(n not in table[a] for n in acting for a in acting)
        assert all(t in table[by] for t, by in result.items())
        # everything an acting negator targets is negated; a negator that no acting
        # negator targets is negated only as part of a ring of negated negators
        assert all(t in result for a in acting for t in table[a])
        for n in table:
            if n in result and result[n] not in acting:
                assert not any(n in table[a] for a in acting)
                assert result[n] not in acting and n in table[result[n]]


def reference_values(cells: list[int]) -> list[int]:
    """An independent, straightforward scorer with no order at all: the acting negators
    are the one set in which a negator acts exactly when no acting negator targets it
    (found by trying every set), then each step reads the whole bouquet."""
    filled = [i for i in range(9) if cells[i] >= 0]

    def hits(i: int) -> list[int]:
        row, col = divmod(i, 3)
        out = []
        for dx, dy in P.DECK[cells[i]][5]:
            if 0 <= row + dy < 3 and 0 <= col + dx < 3 and cells[(row + dy) * 3 + col + dx] >= 0:
                out.append((row + dy) * 3 + col + dx)
        return out

    negators = [i for i in filled if P.KIND[cells[i]] == "negate"]
    solutions = []
    for k in range(len(negators) + 1):
        for acting in itertools.combinations(negators, k):
            negated = {t for a in acting for t in hits(a)}
            if all((n in acting) == (n not in negated) for n in negators):
                solutions.append(negated)
    assert len(solutions) == 1
    negated = solutions[0]
    active = [i for i in filled if P.KIND[cells[i]] is not None and i not in negated]
    times = {i: 1 for i in active}
    for r in active:
        if P.KIND[cells[r]] == "reactivate":
            for t in hits(r):
                if t in active:
                    times[t] += 1
    values = []
    for j in range(9):
        if cells[j] < 0:
            values.append(0)
            continue
        sources = [i for i in active if j in hits(i)]
        kinds = [P.KIND[cells[i]] for i in sources]
        value = 0 if "zero" in kinds else P.VALUE[cells[j]]
        for i in sources:
            if P.KIND[cells[i]] == "multiply":
                value *= P.AMOUNT[cells[i]] ** times[i]
        for i in sources:
            if P.KIND[cells[i]] == "add":
                value += P.AMOUNT[cells[i]] * times[i]
        values.append(value)
    return values


def random_bouquet(rng: Rng) -> list[int]:
    """Nine distinct cards, often with both negators and a re-activator, some cells empty."""
    first = [cid("Foxglove"), cid("Chrysanthemum"), cid(rng.choice(["Daisy", "Sweet Pea", "Geranium"]))]
    rest = [c for c in rng.shuffled(range(52)) if c not in first]
    cards = rng.shuffled((first if rng.below(2) else []) + rest)[:9]
    return [EMPTY if rng.below(6) == 0 else c for c in rng.shuffled(cards)]


def test_scores_match_an_order_free_reference() -> None:
    rng = Rng(5)
    for _ in range(3000):
        cells = random_bouquet(rng)
        assert bouquet_values(cells) == reference_values(cells), [P.NAME[c] for c in cells if c >= 0]


def test_mirror_images_score_the_same_when_every_reach_is_symmetric() -> None:
    symmetric = [c for c in range(52) if {(-dx, dy) for dx, dy in P.DECK[c][5]} == set(P.DECK[c][5])]
    names = {P.NAME[c] for c in symmetric}
    assert {"Foxglove", "Chrysanthemum", "Poppy", "Lupine", "Iris", "Cosmos"} <= names
    rng = Rng(8)
    for _ in range(1000):
        cells = [EMPTY if rng.below(6) == 0 else c for c in rng.shuffled(symmetric)[:9]]
        mirror = [cells[(i // 3) * 3 + 2 - i % 3] for i in range(9)]
        values = bouquet_values(cells)
        assert bouquet_values(mirror) == [values[(i // 3) * 3 + 2 - i % 3] for i in range(9)]


def test_steps_of_one_kind_are_listed_in_crawl_order() -> None:
    # middle row: the crawl reaches the Violet (right, cell 5) before the Cornflower (left, 3)
    cells = grid(("Cornflower", "Peony", "Violet"), (None, None, None))
    line = breakdown(cells)[4]
    assert [s["card"] for s in line["steps"]] == ["Violet", "Cornflower"]
    assert line["text"] == "Peony (9+1+3 from Violet and Cornflower): 13"
    bottom = breakdown(grid(("Cornflower", "Peony", "Violet")))[1]
    assert bottom["text"] == "Peony (9+3+1 from Cornflower and Violet): 13"


def test_effects_off_the_grid_do_nothing() -> None:
    assert bouquet_values(grid((None, None, "Marigold"))) == [0, 0, 1, 0, 0, 0, 0, 0, 0]


# --------------------------------------------------------------------------
# Dealing, tricks and leading


def test_deal_nine_each_and_flip_trump() -> None:
    s = GAME.new(2, 5)
    assert len(s.hands[0]) == len(s.hands[1]) == 9
    everything = set(s.hands[0]) | set(s.hands[1]) | {s.trump}
    assert len(everything) == 19
    v = s.view(0)
    assert v["trump"]["suit"] == P.SUITS[P.SUIT[s.trump]] and v["trump"]["card"]["id"] == s.trump
    assert v["undealt"] == 33 and v["round"] == 1 and v["rounds"] == 3 and v["trick"] == 1


def test_first_trick_of_round_one_is_led_by_seat_0() -> None:
    s = GAME.new(2, 8)
    assert s.current == 0 and s.phase == "lead"
    assert all(m["type"] == "play" for m in s.moves()) and len(s.moves()) == 9


def test_must_follow_suit_if_able() -> None:
    hand1 = (card("W", 10), card("G", 13), card("T", 2))
    s = state(hands=((card("W", 11),), hand1), trump=card("C", 1))
    s = s.play({"type": "play", "card": card("W", 11)})
    assert s.moves() == [{"type": "play", "card": card("W", 10)}]
    with pytest.raises(IllegalMove, match="You must follow the lead suit"):
        s.play({"type": "play", "card": card("G", 13)})


def test_any_card_when_unable_to_follow() -> None:
    hand1 = (card("T", 2), card("G", 13))
    s = state(hands=((card("W", 11),), hand1), trump=card("C", 1))
    s = s.play({"type": "play", "card": card("W", 11)})
    assert cards_of(s.moves()) == list(hand1)
    after = s.play({"type": "play", "card": card("G", 13)})
    assert after.void[1] == 1 << W
    assert after.view(None)["players"][1]["void"] == ["W"]


@pytest.mark.parametrize(
    ("lead", "answer", "trump", "winner"),
    [
        (("W", 11), ("W", 10), "C", 0),  # same suit: higher wins (the rulebook's Chicory loses)
        (("W", 10), ("W", 11), "C", 1),
        (("W", 11), ("G", 13), "C", 0),  # off suit, not trump: lead suit wins (the Lilly loses)
        (("W", 11), ("C", 1), "C", 1),  # off suit, trump: trump wins regardless of value
        (("C", 2), ("W", 13), "C", 0),  # trump led, not followed: the trump wins
        (("C", 2), ("C", 9), "C", 1),  # both trump: higher wins
    ],
)
def test_trick_winner(lead: tuple[str, int], answer: tuple[str, int], trump: str, winner: int) -> None:
    s = state(hands=((card(*lead),), (card(*answer),)), trump=card(trump, 5 if trump != lead[0] else 6))
    s = s.play({"type": "play", "card": card(*lead)}).play({"type": "play", "card": card(*answer)})
    assert s.phase == "take" and s.current == winner
    assert s.view(None)["trick_winner"] == winner
    assert sorted(cards_of(s.moves())) == sorted([card(*lead), card(*answer)])


def played_trick(take_own: bool) -> PetalsState:
    lead, answer = card("W", 11), card("G", 13)
    s = state(hands=((lead, card("T", 1)), (answer, card("T", 2))), trump=card("C", 5))
    s = s.play({"type": "play", "card": lead}).play({"type": "play", "card": answer})
    assert s.current == 0
    return s.play({"type": "take", "card": lead if take_own else answer})


def test_winner_takes_one_card_loser_gets_the_other() -> None:
    s = played_trick(take_own=False)
    assert s.pending == (card("G", 13), card("W", 11)) and s.table == ()
    assert s.phase == "place" and s.current == 0  # the winner places first
    s = s.play(s.moves()[0])
    assert s.phase == "place" and s.current == 1  # then the loser


def test_winner_who_took_own_card_lets_the_loser_lead() -> None:
    s = played_trick(take_own=True)
    s = s.play(s.moves()[0])
    s = s.play(s.moves()[0])
    assert s.phase == "lead" and s.current == 1 and s.tricks == 1


def test_winner_who_took_the_other_card_leads_again() -> None:
    s = played_trick(take_own=False)
    assert s.view(None)["next_leader"] == 0
    s = s.play(s.moves()[0])
    s = s.play(s.moves()[0])
    assert s.phase == "lead" and s.current == 0


def test_take_only_a_card_of_the_trick() -> None:
    lead, answer = card("W", 11), card("G", 13)
    s = state(hands=((lead,), (answer,)), trump=card("C", 5))
    s = s.play({"type": "play", "card": lead}).play({"type": "play", "card": answer})
    with pytest.raises(IllegalMove, match="Pick one of the two flowers"):
        s.play({"type": "take", "card": card("T", 3)})


# --------------------------------------------------------------------------
# The bouquet: placement and column order


def test_place_goes_to_the_lowest_empty_cell_of_any_column() -> None:
    cells = (cid("Peony"), EMPTY, EMPTY, cid("Lotus"), EMPTY, EMPTY, EMPTY, EMPTY, EMPTY)
    s = state(
        bouquets=(cells, (EMPTY,) * 9), phase="place", turn=0, pending=(cid("Aster"), EMPTY), next_leader=0
    )
    assert s.moves() == [
        {"type": "place", "col": 0, "cell": 6},
        {"type": "place", "col": 1, "cell": 1},
        {"type": "place", "col": 2, "cell": 2},
    ]
    with pytest.raises(IllegalMove, match="lowest empty spot"):
        s.play({"type": "place", "col": 1, "cell": 4})
    full = (cid("Peony"), EMPTY, EMPTY, cid("Lotus"), EMPTY, EMPTY, cid("Aster"), EMPTY, EMPTY)
    s = state(
        bouquets=(full, (EMPTY,) * 9), phase="place", turn=0, pending=(cid("Dahlia"), EMPTY), next_leader=0
    )
    assert {"type": "place", "col": 0, "cell": 9} not in s.moves()
    with pytest.raises(IllegalMove, match="column of your bouquet is full"):
        s.play({"type": "place", "col": 0, "cell": 9})


def test_filling_the_bottom_row_lets_the_player_arrange_columns() -> None:
    # column 0 holds a stack of two, column 1 one card; the new card fills column 2's bottom
    cells = (cid("Peony"), cid("Lotus"), EMPTY, cid("Aster"), EMPTY, EMPTY, EMPTY, EMPTY, EMPTY)
    s = state(
        bouquets=(cells, (EMPTY,) * 9), phase="place", turn=0, pending=(cid("Dahlia"), EMPTY), next_leader=1
    )
    s = s.play({"type": "place", "col": 2, "cell": 2})
    assert s.phase == "arrange" and s.current == 0
    assert len(s.moves()) == 6 and s.moves()[0] == {"type": "arrange", "order": [0, 1, 2]}
    after = s.play({"type": "arrange", "order": [2, 0, 1]})
    # stacks move whole: old column 0 (Peony under Aster) is now in the middle
    b = after.bouquets[0]
    assert b[0] == cid("Dahlia") and b[1] == cid("Peony") and b[4] == cid("Aster") and b[2] == cid("Lotus")
    with pytest.raises(IllegalMove, match="each of your three columns once"):
        s.play({"type": "arrange", "order": [0, 0, 1]})


def test_no_arrange_after_the_bottom_row_is_full() -> None:
    cells = (cid("Peony"), cid("Lotus"), cid("Aster"), EMPTY, EMPTY, EMPTY, EMPTY, EMPTY, EMPTY)
    s = state(
        bouquets=(cells, (EMPTY,) * 9), phase="place", turn=0, pending=(cid("Dahlia"), EMPTY), next_leader=1
    )
    s = s.play({"type": "place", "col": 0, "cell": 3})
    assert s.phase == "lead"


def test_every_player_arranges_exactly_once_per_round() -> None:
    s = GAME.new(2, 17)
    rng = Rng(3)
    arranged = [0, 0]
    while s.round == 0:
        if s.phase == "arrange":
            assert s.current is not None
            arranged[s.current] += 1
        m = s.moves()
        s = s.apply(m[rng.below(len(m))])
    assert arranged == [1, 1]


# --------------------------------------------------------------------------
# Round end, Camellia, game end


def test_camellia_holder_decides_at_round_end_only() -> None:
    mine = grid(("Peony", "Chicory", None), ("Aster", "Camellia", "Dahlia"), ("Bluebell", "Lotus", "Lupine"))
    s = state(
        hands=((), ()),
        bouquets=(tuple(mine), tuple(grid(*[("Hydrangea", "Heliconia", "Magnolia")] * 3))),
        phase="place",
        turn=0,
        pending=(cid("Orchid"), EMPTY),
        tricks=8,
    )
    s = s.play({"type": "place", "col": 2, "cell": 8})
    assert s.phase == "switch" and s.current == 0 and s.history == ()
    assert s.view(1)["phase"] == "switch"
    with pytest.raises(IllegalMove, match="Only the Camellia"):
        s.play({"type": "switch", "from": 0, "to": 1})
    with pytest.raises(IllegalMove, match="another flower"):
        s.play({"type": "switch", "from": 4, "to": 4})
    after = s.play({"type": "switch", "from": 4, "to": 8})
    assert after.scored is not None
    assert after.history[0][0] == bouquet_score(after.scored[0]) and after.round == 1


def test_no_switch_decision_without_a_camellia() -> None:
    s = GAME.new(2, 2)
    rng = Rng(9)
    while s.round == 0:
        if s.phase == "switch":
            assert s.current is not None and P.CAMELLIA in s.bouquets[s.current]
        m = s.moves()
        s = s.apply(m[rng.below(len(m))])
    assert s.scored is not None
    held = [P.CAMELLIA in b for b in s.scored]
    assert any(e[0] in ("switch", "keep") for e in s.events) == any(held)


def test_three_rounds_alternate_the_first_leader_and_total_the_scores() -> None:
    s = GAME.new(2, 4)
    rng = Rng(4)
    leaders = [s.current]
    while not s.over:
        before = s.round
        m = s.moves()
        s = s.apply(m[rng.below(len(m))])
        if s.round != before and not s.over:
            leaders.append(s.current)
            assert s.tricks == 0 and all(c == EMPTY for b in s.bouquets for c in b)
            assert len(s.hands[0]) == len(s.hands[1]) == 9
    assert leaders == [0, 1, 0]
    assert len(s.history) == 3
    assert s.scores == [sum(r[0] for r in s.history), sum(r[1] for r in s.history)]
    assert s.view(None)["phase"] == "over" and s.current is None and s.moves() == []


def over_with(history: tuple[tuple[int, int], ...]) -> PetalsState:
    totals = (sum(h[0] for h in history), sum(h[1] for h in history))
    return state(history=history, totals=totals, phase="over", turn=None, round=2)


def test_highest_total_is_the_master_florist() -> None:
    assert over_with(((70, 60), (70, 60), (70, 60))).winners == [0]
    assert over_with(((60, 70), (60, 70), (60, 70))).winners == [1]


def test_total_tie_goes_to_the_best_single_bouquet_then_shared() -> None:
    assert over_with(((70, 60), (70, 60), (60, 90))).winners == [1]
    assert over_with(((70, 60), (70, 90), (60, 50))).winners == [1]
    assert over_with(((70, 60), (60, 70), (60, 60))).winners == [0, 1]


def test_rounds_option_one_round() -> None:
    s = GAME.new(2, 6, {"rounds": 1})
    final, _ = random_playout(s, Rng(1))
    assert len(final.history) == 1 and final.over
    with pytest.raises(BadRecord):
        GAME.new(2, 6, {"rounds": 2})


def test_every_game_ends_after_exactly_three_rounds_of_nine_tricks() -> None:
    for seed in range(200):
        final, plies = random_playout(GAME.new(2, seed), Rng(seed))
        assert len(final.history) == 3 and final.over
        # 9 tricks x (2 plays + take + 2 places) + 2 arranges per round, and maybe a switch
        assert 3 * 47 <= plies <= 3 * 48


# --------------------------------------------------------------------------
# Hidden information


def test_view_shows_only_the_viewers_hand() -> None:
    s = GAME.new(2, 12)
    for viewer in (0, 1):
        v = s.view(viewer)
        other = 1 - viewer
        hand = v["players"][viewer]["hand"]
        assert hand is not None and [c["id"] for c in hand] == list(s.hands[viewer])
        assert v["players"][other]["hand"] is None and v["players"][other]["hand_count"] == 9
        shown = view_card_ids(v)
        assert not shown & set(s.hands[other])
        assert not shown & set(s.unseen(viewer))  # nor any undealt card
    spectator = view_card_ids(s.view(None))
    assert not spectator & (set(s.hands[0]) | set(s.hands[1]))
    assert spectator == {s.trump}


def test_views_never_leak_hidden_cards_during_play() -> None:
    s = GAME.new(2, 21)
    rng = Rng(21)
    while not s.over:
        for viewer in (None, 0, 1):
            v = s.view(viewer)
            del v["scoring"], v["events"]  # last round's cards may be dealt again
            assert not view_card_ids(v) & set(s.unseen(viewer))
        m = s.moves()
        s = s.apply(m[rng.below(len(m))])


def test_determinize_keeps_what_the_viewer_knows_and_respects_voids() -> None:
    lead = card("W", 11)
    hand1 = tuple(sorted([card("G", 13), *(card("T", v) for v in range(1, 9))]))
    s = state(hands=((lead, *(card("C", v) for v in range(1, 9))), hand1), trump=card("C", 13))
    s = s.play({"type": "play", "card": lead}).play({"type": "play", "card": card("G", 13)})
    assert s.void[1] == 1 << W
    seen_hands = set()
    for k in range(20):
        d = s.determinize(0, Rng(k))
        assert d.hands[0] == s.hands[0] and len(d.hands[1]) == 8
        assert all(P.SUIT[c] != W for c in d.hands[1])
        assert set(d.hands[1]) <= set(s.unseen(0))
        assert d.view(0) == s.view(0)
        assert d.rng != s.rng  # the next rounds' shuffles are unknown too
        seen_hands.add(d.hands[1])
    assert len(seen_hands) > 1


def test_determinize_depends_only_on_what_the_viewer_knows() -> None:
    """Two positions that differ only in what a viewer cannot see (resampled for them)
    resample alike: nothing of the true hidden hands goes in but their sizes."""
    checked = 0
    for seed in range(2):
        s = GAME.new(2, seed)
        rng = Rng(100 + seed)
        while not s.over:
            for viewer in (0, 1, None):
                s1, s2 = s.determinize(viewer, Rng(1)), s.determinize(viewer, Rng(2))
                assert s1.view(viewer) == s2.view(viewer) == s.view(viewer)
                assert s1.determinize(viewer, Rng(7)).dump() == s2.determinize(viewer, Rng(7)).dump()
                checked += s1.hands != s2.hands
            m = s.moves()
            s = s.apply(m[rng.below(len(m))])
    assert checked > 250  # the two samples really differed


def test_determinize_fills_both_hidden_hands_without_looking_at_them() -> None:
    """A spectator's sample in a tight spot: Amber lacks W and T, Sage lacks T and G.
    Sage's 8 cards can only be Country Classics, of which 9 are unseen, so Amber may
    take at most one of them. Every sample keeps to that, and two positions with
    different true hands still resample alike."""
    bouquets = (
        tuple(card("W", v) for v in range(1, 10)),
        (*(card("W", v) for v in range(10, 14)), *(card("C", v) for v in range(1, 5)), card("G", 13)),
    )
    amber = (card("C", 5), *(card("G", v) for v in range(1, 8)))
    sage = tuple(card("C", v) for v in range(6, 14))
    s = state(hands=(amber, sage), void=(0b0011, 0b1010), bouquets=bouquets, trump=card("T", 13))
    other = s.evolve(hands=((card("C", 13), *amber[1:]), (card("C", 5), *sage[:-1])))
    assert sorted(s.unseen(None)) == sorted(other.unseen(None))
    for k in range(40):
        d = s.determinize(None, Rng(k))
        assert [P.SUIT[c] for c in d.hands[0]].count(C) <= 1 and all(P.SUIT[c] in (C, G) for c in d.hands[0])
        assert len(d.hands[0]) == 8 and len(d.hands[1]) == 8
        assert all(P.SUIT[c] == C for c in d.hands[1]) and not set(d.hands[0]) & set(d.hands[1])
        assert d.dump() == other.determinize(None, Rng(k)).dump()


def test_determinize_for_spectator_resamples_both_hands() -> None:
    s = GAME.new(2, 30)
    d = s.determinize(None, Rng(1))
    assert sorted(len(h) for h in d.hands) == [9, 9]
    assert not set(d.hands[0]) & set(d.hands[1]) and s.trump not in d.hands[0] + d.hands[1]
    assert d.view(None) == s.view(None)


# --------------------------------------------------------------------------
# Words, records, view schema


def test_wrong_phase_and_wrong_card_are_refused_in_words() -> None:
    s = GAME.new(2, 3)
    not_mine = next(c for c in range(52) if c not in s.hands[0])
    with pytest.raises(IllegalMove, match="not in your hand"):
        s.play({"type": "play", "card": not_mine})
    with pytest.raises(IllegalMove, match="lead a card"):
        s.play({"type": "take", "card": s.hands[0][0]})
    with pytest.raises(IllegalMove, match="not a Petals move"):
        s.play({"type": "bid"})


def test_describe_in_words() -> None:
    lead, answer = card("W", 11), card("G", 13)
    s = state(hands=((lead,), (answer,)), trump=card("C", 5))
    assert s.describe({"type": "play", "card": lead}) == "Amber leads Yellow Coneflower (W 11)."
    s = s.play({"type": "play", "card": lead})
    assert (
        s.describe({"type": "play", "card": answer}, ["Ann", "Bo"])
        == "Bo plays Lilly (G 13); Ann wins the trick."
    )
    s = s.play({"type": "play", "card": answer})
    assert s.describe({"type": "take", "card": answer}) == "Amber takes Lilly; Sage gets Yellow Coneflower."
    s = s.play({"type": "take", "card": answer})
    assert s.describe(s.moves()[1]) == "Amber places Lilly in the bottom row, middle column."


def test_dump_load_roundtrip_and_damage() -> None:
    s = GAME.new(2, 44)
    rng = Rng(2)
    for _ in range(60):
        m = s.moves()
        s = s.apply(m[rng.below(len(m))])
    data = json.loads(json.dumps(s.dump()))
    again = GAME.load(data)
    assert again.dump() == s.dump() and again.view(0) == s.view(0)
    for bad in ({**data, "phase": "dance"}, {**data, "turn": 5}, {**data, "hands": [[99], []]}):
        with pytest.raises(BadRecord):
            GAME.load(bad)


def test_view_schema_keys() -> None:
    v = GAME.new(2, 1).view(0)
    assert set(v) == {
        "game",
        "viewer",
        "round",
        "rounds",
        "trick",
        "phase",
        "current",
        "suits",
        "trump",
        "table",
        "trick_winner",
        "lead_suit",
        "next_leader",
        "players",
        "scores",
        "scoring",
        "events",
        "undealt",
        "over",
        "winners",
        "deck",
    }
    assert v["deck"] == P.deck()
    assert set(v["players"][0]) == {
        "hand",
        "hand_count",
        "pending",
        "bouquet",
        "bouquet_score",
        "breakdown",
        "tricks",
        "void",
        "round_scores",
        "score",
    }
    assert v["events"] == [
        {"event": "deal", "round": 1, "trump": P.card_json(GAME.new(2, 1).trump), "leader": 0}
    ]


def test_saves_of_the_old_scoring_are_refused_in_words() -> None:
    assert GAME.version == 2  # 2: negation as a fixed point, cards that reach only their neighbours
    data = {**GAME.new(2, 3).dump(), "version": 1}
    with pytest.raises(BadRecord, match="another version of the rules"):
        GAME.load(data)


def load_balance_tool() -> Any:
    path = Path(__file__).resolve().parents[2] / "tools" / "petals_balance.py"
    spec = importlib.util.spec_from_file_location("petals_balance", path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_balance_tools_greedy_player_switches_the_camellia_for_the_best_bouquet() -> None:
    """The switch also scores round 1 and deals round 2: the greedy player must judge
    the bouquet the switch makes, not the empty one after the deal."""
    tool = load_balance_tool()
    mine = grid(
        ("Lupine", "Orchid", "Hollyhock"),
        ("Clover", "Camellia", "Violet"),
        ("Bluebell", "Sunflower", "Peony"),
    )
    s = state(bouquets=(tuple(mine), (EMPTY,) * 9), phase="switch", turn=0, hands=((), ()), tricks=9)
    best = {"type": "switch", "from": 4, "to": 1}  # the Sunflower moves up and doubles the three 13s
    assert tool.bouquet_after(s, {"type": "keep"}) == tuple(mine)
    assert bouquet_score(tool.bouquet_after(s, {"type": "keep"})) == 93
    scores = [bouquet_score(tool.bouquet_after(s, m)) for m in s.moves()]
    assert scores == [93, 94, 118, 95, 95, 93, 99, 99, 99]
    assert all(s.play(m).bouquets[0] == (EMPTY,) * 9 for m in s.moves())  # what the old tool scored
    for k in range(5):
        assert tool.greedy(s, Rng(k)) == best
    assert s.play(best).history[0][0] == 118


def test_registered_in_the_lobby() -> None:
    assert posy.game("petals") is GAME
    assert GAME.secrets is True and GAME.seat_names[:2] == ("Amber", "Sage") and GAME.blurb


# --------------------------------------------------------------------------
# Public decisions (pass-and-play hands the device over only for lead/follow)


def public_moves(v: PetalsView) -> list[PetalsMove]:
    """The moves of a public decision, worked out from the spectator view alone:
    proof that the decision needs nothing hidden."""
    assert v["current"] is not None
    me = v["players"][v["current"]]
    phase = v["phase"]
    if phase == "take":
        return [{"type": "take", "card": p["card"]["id"]} for p in v["table"]["plays"]]
    if phase == "place":
        assert me["pending"] is not None
        out: list[PetalsMove] = []
        for col in range(3):
            free = [r * 3 + col for r in range(3) if me["bouquet"][r * 3 + col] is None]
            if free:
                out.append({"type": "place", "col": col, "cell": free[0]})
        return out
    if phase == "arrange":
        return [{"type": "arrange", "order": list(o)} for o in P.PERMS]
    assert phase == "switch"
    here = next(i for i, c in enumerate(me["bouquet"]) if c and c["name"] == "Camellia")
    keep: list[PetalsMove] = [{"type": "keep"}]
    return keep + [{"type": "switch", "from": here, "to": c} for c in range(9) if c != here]


def test_only_leading_and_following_are_private_decisions() -> None:
    seen = set()
    for seed in range(6):
        s = GAME.new(2, seed)
        rng = Rng(seed)
        while not s.over:
            seen.add(s.phase)
            assert s.public_decision() == (s.phase in ("take", "place", "arrange", "switch"))
            if s.public_decision():
                v = s.view(None)
                assert s.current is not None and v["players"][s.current]["hand"] is None
                assert public_moves(v) == s.moves()
            m = s.moves()
            s = s.apply(m[rng.below(len(m))])
        assert not s.public_decision()
    assert seen == {"lead", "follow", "take", "place", "arrange", "switch"}


def test_public_decisions_do_not_depend_on_the_hands() -> None:
    s = GAME.new(2, 8)
    rng = Rng(8)
    checked = resampled = 0
    while not s.over:
        if s.public_decision():
            for k in range(3):
                other = s.determinize(None, Rng(k))
                resampled += other.hands != s.hands
                assert other.moves() == s.moves() and other.public_decision()
            checked += 1
        m = s.moves()
        s = s.apply(m[rng.below(len(m))])
    assert checked > 20 and resampled > 20


def test_the_bridge_gives_public_moves_to_the_spectator_view() -> None:
    from posy import bridge

    answer = json.loads(bridge.call("start", json.dumps({"game": "petals", "seed": 5, "viewer": None})))
    assert answer["ok"] and answer["public_decision"] is False and answer["moves"] == []
    sid = answer["sid"]
    for _ in range(2):  # lead, then follow: each by the player who holds the cards
        mine = json.loads(bridge.call("view", json.dumps({"sid": sid, "viewer": answer["current"]})))
        answer = json.loads(
            bridge.call("play", json.dumps({"sid": sid, "move": mine["moves"][0], "viewer": None}))
        )
    assert answer["public_decision"] is True and answer["view"]["phase"] == "take"
    assert [m["card"] for m in answer["moves"]] == [p["card"]["id"] for p in answer["view"]["table"]["plays"]]
