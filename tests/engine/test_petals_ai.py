"""Petals' hooks for the computer player: the simulations' greedy bouquet decisions
and the quick count they use."""

from __future__ import annotations

import random

from posy.core import Rng
from posy.games import petals as P
from posy.games.petals import (
    EMPTY,
    GAME,
    PERMS,
    arranged,
    best_placement,
    bouquet_score,
    quick_score,
    switched,
)
from posy.games.petals.contract import PetalsMove


def random_bouquet(r: random.Random, fill: float) -> tuple[int, ...]:
    return tuple(c if r.random() < fill else EMPTY for c in r.sample(range(P.NCARDS), 9))


def test_quick_score_is_the_count() -> None:
    """Over random full and partial bouquets, with and without negate effects."""
    r = random.Random(7)
    negated = 0
    for n in range(20_000):
        cells = random_bouquet(r, 1.0 if n % 2 else 0.6)
        negated += any(c >= 0 and P.KIND[c] == "negate" for c in cells)
        assert quick_score(cells) == bouquet_score(cells), cells
    assert negated > 2000  # the fixed point's path was taken too


def test_quick_score_on_the_rulebooks_worked_count() -> None:
    names = (
        "Bluebell",
        "Lilly",
        "Chrysanthemum",
        "Iris",
        "Bird-of-Paradise",
        "Marigold",
        "Carnation",
        "Peony",
        "Bishop's Lace",
    )
    crawl = [P.card_id(name) for name in names]
    cells = [EMPTY] * 9
    for position, card in zip(P.CRAWL, crawl):
        cells[position] = card
    assert quick_score(tuple(cells)) == 76


def placements(cells: tuple[int, ...]) -> list[int]:
    """The lowest empty cell of each column that has one."""
    out = []
    for col in range(3):
        free = [cell for cell in range(col, 9, 3) if cells[cell] == EMPTY]
        if free:
            out.append(free[0])
    return out


def test_best_placement_is_the_best_legal_cell() -> None:
    r = random.Random(3)
    for _ in range(2000):
        cells = list(random_bouquet(r, 1.0))
        # a bottom-up bouquet: empty the tops of random columns
        for col in range(3):
            for cell in range(6 + col, -1, -3)[: r.randrange(4)]:
                cells[cell] = EMPTY
        bouquet = tuple(cells)
        if not placements(bouquet):
            continue
        card = r.choice([c for c in range(P.NCARDS) if c not in bouquet])
        score, cell = best_placement(bouquet, card)
        scores = {c: bouquet_score(bouquet[:c] + (card,) + bouquet[c + 1 :]) for c in placements(bouquet)}
        assert cell in scores and score == scores[cell] == max(scores.values())


def positions(phase: str, count: int) -> list[P.PetalsState]:
    """States in ``phase`` from seeded random games."""
    found: list[P.PetalsState] = []
    seed = 0
    while len(found) < count:
        state = GAME.new(2, seed)
        rng = Rng(seed)
        while not state.over and len(found) < count:
            if state.phase == phase:
                found.append(state)
            legal = state.moves()
            state = state.apply(legal[rng.below(len(legal))])
        seed += 1
    return found


def test_simulations_place_each_card_where_it_scores_most() -> None:
    for state in positions("place", 60):
        p = state.turn
        move = state.rollout_move(Rng(1))
        assert p is not None and move["type"] == "place" and move in state.moves()
        cells = state.bouquets[p]
        best = max(bouquet_score(cells[:c] + (state.pending[p],) + cells[c + 1 :]) for c in placements(cells))
        assert bouquet_score(cells[: move["cell"]] + (state.pending[p],) + cells[move["cell"] + 1 :]) == best


def test_simulations_take_the_card_worth_more_to_them_than_the_other_to_the_loser() -> None:
    took_lower = 0
    for state in positions("take", 80):
        p = state.turn
        move = state.rollout_move(Rng(1))
        assert p is not None and move["type"] == "take" and move in state.moves()
        a, b = state.table
        card = move["card"]
        other = b if card == a else a

        def worth(bouquet: tuple[int, ...], c: int) -> int:
            return best_placement(bouquet, c)[0] - bouquet_score(bouquet)

        kept = worth(state.bouquets[p], card) - worth(state.bouquets[1 - p], other)
        given = worth(state.bouquets[p], other) - worth(state.bouquets[1 - p], card)
        assert kept >= given
        took_lower += P.VALUE[card] < P.VALUE[other]
    assert took_lower > 0  # it is a judgement of the bouquets, not of the numbers


def test_simulations_arrange_and_switch_for_the_best_score() -> None:
    for state in positions("arrange", 30):
        assert state.turn is not None
        cells = state.bouquets[state.turn]
        move = state.rollout_move(Rng(1))
        assert move["type"] == "arrange" and move in state.moves()
        assert bouquet_score(arranged(cells, move["order"])) == max(
            bouquet_score(arranged(cells, o)) for o in PERMS
        )
    switches = positions("switch", 10)
    assert switches
    for state in switches:
        assert state.turn is not None
        cells = state.bouquets[state.turn]
        move = state.rollout_move(Rng(1))
        assert move in state.moves()
        assert bouquet_score(switched(cells, move)) == max(
            bouquet_score(switched(cells, m)) for m in state.moves()
        )


def card_of(move: PetalsMove) -> int:
    """The card a lead or a follow plays."""
    assert move["type"] == "play"
    return move["card"]


def test_simulations_play_cards_at_random() -> None:
    """Leading and following stay a uniform draw among the legal cards."""
    for state in positions("follow", 20) + positions("lead", 20):
        legal = state.moves()
        seen = {card_of(state.rollout_move(Rng(k))) for k in range(200)}
        assert seen == {card_of(m) for m in legal}
