"""The review after the game (posy.coach.Review): every decision of the chosen seats
searched again from that seat's information at that moment, clear mistakes marked.

Budgets are reduced for speed; a planted blunder (a move an independent search, with
another seed and a larger budget, rates far below its best) is marked, and a game in
which every reviewed move was the search's own choice (same seed, same budget) marks
nothing.
"""

from __future__ import annotations

import json
import time
from typing import Any

import pytest

import posy
from posy import ai, coach
from posy.core import MASK64, Move, Record, Rng
from posy.games.floriado import GAME as FLORIADO_GAME
from posy.games.petal import GAME as PETAL_GAME

GAMES = list(posy.games().values())
PLIES = 36  # games are cut here: enough decisions, a fast suite
BUDGET = 40


def options(game: posy.Game[posy.State[Any]]) -> dict[str, Any]:
    return {"rounds": 1} if game.id == "petals" else {}


def record_of(
    game: posy.Game[posy.State[Any]],
    seed: int,
    chooser: Any,
    plies: int = PLIES,
    other: Any = None,
    enough: Any = None,
) -> Record:
    """A game of ``plies`` moves (or to its end, or to when ``enough(moves played)``):
    seat 0 by ``chooser(state, ply)``, the others by ``other(state, ply)``, or at random."""
    state = game.new(2, seed, options(game))
    rng = Rng(seed)
    moves: list[Move] = []
    while not state.over and len(moves) < plies and not (enough is not None and enough(len(moves))):
        legal = state.moves()
        if state.current == 0:
            move = chooser(state, len(moves))
        elif other is not None:
            move = other(state, len(moves))
        else:
            move = legal[rng.below(len(legal))]
        moves.append(move)
        state = state.play(move)
    return Record(game.id, game.version, 2, seed, game.check_options(options(game)), moves)


def test_the_threshold_and_the_seeds_are_pinned() -> None:
    """0.10 of mean reward (about 10 points of a chance of winning) marks a move; the
    seeds are posy.play_api.think's, so a computer's own moves review as its choices."""
    assert coach.THRESHOLD == 0.10
    assert coach.decision_seed(7, 12) == (7 * 0x100000001B3 + 12) & MASK64


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_a_game_of_the_searchs_own_choices_marks_nothing(game: posy.Game[posy.State[Any]]) -> None:
    seed = 21

    def own(state: Any, ply: int) -> Any:
        return ai.choose(state, "hard", coach.decision_seed(seed, ply), iterations=BUDGET)

    record = record_of(game, seed, own)
    review = coach.review(record, seats=[0], budget=BUDGET)
    assert review.done and review.progress["done"] == review.progress["total"] > 3
    assert review.marked == []
    for entry in review.entries:
        assert entry["played"] == entry["best"] and entry["gap"] == 0.0 and entry["seat"] == 0
        assert entry["text"].endswith("as the search would.")
    json.dumps(review.entries)


def judged(state: Any, seed: int, visits: int = 8) -> tuple[Any, dict[str, float]]:
    """An independent search's best move, and how far below it each move searched
    ``visits`` times or more falls (keyed by the move's JSON)."""
    search = ai.Search(state, "hard", seed=seed, iterations=300)
    search.run()
    best = search.best()
    stats = search.root_stats()
    best_value = next(s["value"] for s in stats if s["move"] == best)
    if best_value is None:
        return best, {}
    return best, {json.dumps(s["move"]): best_value - s["value"] for s in stats if s["visits"] >= visits}


def searched_blunder(state: Any, ply: int) -> Any:
    """A move two independent searches (other seeds, a larger budget) both rate
    1.5 x THRESHOLD or more below their best, or None. Only at public decisions: a
    card led from a hidden-information hand is too noisy to plant."""
    if not state.public_decision():
        return None
    _, gaps = judged(state, 999 + ply)
    worst = max(gaps, key=lambda k: gaps[k], default=None)
    if worst is None or gaps[worst] < 1.5 * coach.THRESHOLD:
        return None
    if judged(state, 5000 + ply, visits=3)[1].get(worst, 0.0) < 1.5 * coach.THRESHOLD:
        return None
    return json.loads(worst)


def petal_gift(state: Any, ply: int) -> Any:
    """Petal (about 110 moves a turn: too many for a quick search to rate them all):
    a flip that makes a flower worth 8 or more to Green, who picks next."""
    from posy.games import petal as pt

    for move in state.moves():
        if move["type"] == "flip":
            stack = state.cells[move["to"]] + state.cells[move["from"]][::-1]
            if pt.flower_points(stack, 1) >= 8:
                return move
    return None


BLUNDERS = {"petal": petal_gift}


def planted(game: posy.Game[posy.State[Any]], seed: int) -> tuple[Record, int]:
    """A record whose seat 0 plays a quick search's moves until a blunder can be
    planted, and plays it; the record ends two moves later. A game in which no move
    is a clear blunder to both searches is replaced by the next seed's (Petals, one
    round: seed 5 has none since its simulations place cards greedily, so its test
    starts at seed 6: a game of searched moves to its end spent 21 s finding none)."""
    for tried in range(seed, seed + 5):
        found = planted_in(game, tried)
        if found is not None:
            return found
    raise AssertionError(f"{game.id}: no blunder to plant in seeds {seed}-{seed + 4}")


def planted_in(game: posy.Game[posy.State[Any]], seed: int) -> tuple[Record, int] | None:
    found: list[int] = []
    finder = BLUNDERS.get(game.id, searched_blunder)

    def chooser(state: Any, ply: int) -> Any:
        if not found:
            blunder = finder(state, ply)
            if blunder is not None:
                found.append(ply)
                return blunder
        return ai.choose(state, "hard", ply, iterations=BUDGET)

    def opponent(state: Any, ply: int) -> Any:  # a weak search: games last, and blunders cost
        return ai.choose(state, "medium", ply, iterations=30)

    # the record is cut two moves after the blunder: its searched moves end there too
    # (played to the end, they were half of Petals' time)
    record = record_of(
        game, seed, chooser, plies=200, other=opponent, enough=lambda played: found and played >= found[0] + 3
    )
    if not found:
        return None
    return Record(record.game, record.version, 2, seed, record.options, record.moves[: found[0] + 3]), found[
        0
    ]


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_a_planted_blunder_is_marked_with_a_sentence(game: posy.Game[posy.State[Any]]) -> None:
    record, ply = planted(game, seed=6 if game.id == "petals" else 5)
    review = coach.review(record, seats=[0], budget=300, plies=[ply])
    assert [e["ply"] for e in review.marked] == [ply]
    entry = review.marked[0]
    best, played = entry["best_value"], entry["played_value"]
    assert best is not None and played is not None  # both searched
    assert entry["gap"] >= coach.THRESHOLD and best - played == entry["gap"]
    assert entry["played_visits"] >= coach.PLAYED_VISITS
    assert entry["text"].startswith(f"Move {ply + 1}: you chose to ")
    assert "better was to" in entry["text"] and entry["text"].endswith(".")


def test_other_seats_are_not_reviewed() -> None:
    game = FLORIADO_GAME
    record = record_of(game, 3, lambda state, ply: state.moves()[0], plies=12)
    review = coach.Review(record, seats=[1], budget=10)
    states = posy.core.replay(game, record)
    assert review.plies == [p for p in range(12) if states[p].current == 1 and len(states[p].moves()) > 1]
    with pytest.raises(ValueError):
        coach.Review(record, seats=[2])


def test_a_review_in_slices_gives_what_a_review_at_once_gives() -> None:
    """The worker runs the review a few milliseconds at a time, stopping mid-search
    and mid-way through the played move's extra visits: the result is the same."""
    game = PETAL_GAME
    record = record_of(game, 8, lambda state, ply: state.moves()[-1], plies=10)
    whole = coach.review(record, budget=60)
    sliced = coach.Review(record, budget=60)
    slices = 0
    while not sliced.run(deadline=time.perf_counter() + 0.002):
        slices += 1
        assert sliced.progress["done"] < sliced.progress["total"]
    assert slices > 3
    assert json.dumps(sliced.entries) == json.dumps(whole.entries)
