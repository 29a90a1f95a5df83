"""The computer player (posy.ai): legal, deterministic, fair, and better than chance.

Strength is measured in the benchmark (``tests/strength.py``); here only fast checks
run: every game and level gives legal moves, the same inputs give the same move,
the choice depends only on what the deciding seat may know, and a small match
where the computer beats a random player.
"""

from __future__ import annotations

import json
import math
from typing import Any

import pytest
from playouts import decision_points

import posy
from posy import ai
from posy.core import Rng, State, lead_rewards
from posy.games.floriado import GAME as FLORIADO_GAME
from posy.games.petal_battle import GAME as PETAL_BATTLE_GAME

GAMES = list(posy.games().values())
CASES = [(g, n) for g in GAMES for n in range(g.min_players, g.max_players + 1)]
IDS = [f"{g.id}-{n}p" for g, n in CASES]


def positions(
    game: posy.Game[posy.State[Any]], players: int, seed: int, count: int, every: int = 7
) -> list[State[Any]]:
    """Decision points (more than one legal move) along a seeded random game."""
    return decision_points(game, players, seed, count, every, salt=99)


def key(move: dict[str, Any]) -> str:
    return json.dumps(move, sort_keys=True)


def test_levels_are_listed_weakest_first_with_a_sentence() -> None:
    assert list(ai.LEVELS) == ["easy", "medium", "hard", "expert"]
    budgets = [lv.iterations for lv in ai.LEVELS.values()]
    assert budgets == sorted(budgets) and len(set(budgets)) == 4
    limits = [lv.seconds for lv in ai.LEVELS.values()]
    assert limits == sorted(limits) and limits[-1] <= 3.0  # Expert: up to 3 s a move
    for entry in ai.describe_levels():
        assert entry["label"] and entry["sentence"].endswith(".")
    with pytest.raises(ValueError):
        ai.level_of("grandmaster")


@pytest.mark.parametrize(("game", "players"), CASES, ids=IDS)
def test_choose_gives_a_legal_move_at_every_level(game: posy.Game[posy.State[Any]], players: int) -> None:
    for i, state in enumerate(positions(game, players, seed=3, count=6)):
        for level in ai.LEVELS:
            move = ai.choose(state, level, seed=i, iterations=40)
            assert key(move) in {key(m) for m in state.moves()}
            state.play(move)  # play() checks it again, through the front door


@pytest.mark.parametrize(("game", "players"), CASES, ids=IDS)
def test_same_state_level_and_seed_give_the_same_move(game: posy.Game[posy.State[Any]], players: int) -> None:
    for i, state in enumerate(positions(game, players, seed=5, count=3)):
        for level in ai.LEVELS:  # every level: with a seed and a budget, no time limit
            first = ai.choose(state, level, seed=i, iterations=80)
            again = ai.choose(game.load(json.loads(json.dumps(state.dump()))), level, seed=i, iterations=80)
            assert first == again, level


def test_a_forced_move_needs_no_search() -> None:
    forced = None
    for game in GAMES:
        state, rng = game.new(game.min_players, 1), Rng(1)
        while not state.over and forced is None:
            legal = state.moves()
            if len(legal) == 1:
                forced = state
            state = state.apply(legal[rng.below(len(legal))])
        if forced is not None:
            break
    assert forced is not None, "no game offered a single legal move"
    search = ai.Search(forced, "hard")
    assert search.run() and search.iterations == 0 and search.best() == forced.moves()[0]


def test_a_finished_game_has_no_move_to_choose() -> None:
    game = FLORIADO_GAME
    final, _ = __import__("posy.core", fromlist=["random_playout"]).random_playout(game.new(2, 1), Rng(1))
    with pytest.raises(ValueError):
        ai.choose(final)


def test_rewards_rank_a_win_above_any_loss_and_share_draws() -> None:
    class Fake:
        def __init__(self, scores: list[int], winners: list[int]) -> None:
            self.scores, self.winners = scores, winners

    win_by_one = ai.rewards(Fake([10, 9], [0]))
    loss_by_one = ai.rewards(Fake([9, 10], [1]))
    big_win = ai.rewards(Fake([90, 9], [0]))
    draw = ai.rewards(Fake([5, 5], [0, 1]))
    assert win_by_one[0] > 0.8 > loss_by_one[0]
    assert big_win[0] > win_by_one[0] and big_win[1] < win_by_one[1]
    assert draw[0] == draw[1] and 0.4 < draw[0] < 0.6
    four = ai.rewards(Fake([3, 7, 7, 1], [1, 2]))
    assert four[1] == four[2] > four[0] > four[3]


def test_with_three_or_four_players_finishing_ahead_of_more_players_is_worth_more() -> None:
    """A win is worth most; short of it, beating two players beats beating one (half of
    the reward follows the share of the others a player finished ahead of: the best
    measured way to play 3 and 4 players, see rewards). Two players are unchanged."""

    class Fake:
        def __init__(self, scores: list[int], winners: list[int]) -> None:
            self.scores, self.winners = scores, winners

    second, last = ai.rewards(Fake([20, 10, 12, 5], [0]))[2], ai.rewards(Fake([20, 10, 2, 5], [0]))[2]
    assert second > last
    assert ai.rewards(Fake([20, 10, 12, 5], [0]))[0] > 0.8 > second
    # the game's own tie-break decides equal scores
    tied = ai.rewards(Fake([9, 9, 1], [1]))
    assert tied[1] > tied[0] > tied[2]
    # the heuristic for unfinished games the same way: ahead of more players is better
    ahead_of_two = lead_rewards([10, 12, 3, 3], 3.0)[0]
    ahead_of_none = lead_rewards([10, 12, 11, 11], 3.0)[0]
    assert ahead_of_two > ahead_of_none
    assert lead_rewards([10, 12], 3.0) == pytest.approx(
        [1 / (1 + math.exp(2 / 3)), 1 / (1 + math.exp(-2 / 3))]
    )


def test_the_computer_wins_when_one_move_wins() -> None:
    """Petal Battle: Red completes five in a row by one slide (the only winning move)."""
    from posy.games import petal_battle as pb

    state = PETAL_BATTLE_GAME.new(2, 0)
    board = [0] * 10
    for i, size in ((0, 3), (1, 1), (2, 1), (3, 2), (5, 1)):
        board[i] = pb.piece(0, size)
    board[7] = pb.piece(1, 3)
    state = state.evolve(
        board=tuple(board),
        supply=((0, 2, 2), (3, 3, 2)),
        phase="play",
        turn=0,
        first=0,
        stacks=((1, 2, 3), (3, 2, 1)),
        chosen=((1, 2, 3), (3, 2, 1)),
        left=1,
        used=0,
    )
    assert {"type": "slide", "from": 5, "to": 4} in state.moves()
    for level in ai.LEVELS:
        if level == "easy":
            continue
        after = state.apply(ai.choose(state, level, seed=1))
        assert after.over and after.winners == [0], level


# --------------------------------------------------------------------------
# Fairness: the choice is a function of what the deciding seat may know


def hidden_cases() -> list[tuple[posy.Game[posy.State[Any]], int]]:
    """Games and player counts in which some decisions are made with hidden information."""
    out = []
    for game, players in CASES:
        for state in positions(game, players, seed=2, count=6, every=3):
            seat = state.current
            if state.determinize(seat, Rng(1)).dump() != state.determinize(seat, Rng(2)).dump():
                out.append((game, players))
                break
    return out


HIDDEN = hidden_cases()


def test_every_hidden_information_game_is_checked_for_fairness() -> None:
    ids = {g.id for g, _ in HIDDEN}
    # Petal is not among them: what a seat has seen fixes every flower (its Rule notes)
    assert {"petals", "petal_battle", "anthokyklos"} <= ids, ids


@pytest.mark.parametrize(("game", "players"), HIDDEN, ids=[f"{g.id}-{n}p" for g, n in HIDDEN])
def test_states_that_look_the_same_to_the_seat_get_the_same_move(
    game: posy.Game[posy.State[Any]], players: int
) -> None:
    """Re-deal what the seat cannot see (``determinize``): the move must not change.
    A player who peeked at the true state would play differently in some of these."""
    checked = 0
    for seed in range(40):
        for state in positions(game, players, seed=seed, count=30, every=1):
            seat = state.current
            worlds = [state] + [state.determinize(seat, Rng(seed * 10 + k)) for k in range(3)]
            if len({json.dumps(w.dump(), sort_keys=True) for w in worlds}) == 1:
                continue  # nothing hidden from this seat here
            for world in worlds[1:]:
                assert json.dumps(world.view(seat), sort_keys=True) == json.dumps(
                    state.view(seat), sort_keys=True
                )
            for level in ai.LEVELS:
                moves = {key(ai.choose(w, level, seed=seed, iterations=60)) for w in worlds}
                assert len(moves) == 1, f"{game.id}, {level}: the move depends on hidden information"
            checked += 1
            if checked >= 8:
                return
    pytest.fail(f"{game.id}: only {checked} decisions with hidden information found")


# --------------------------------------------------------------------------
# A small match: the computer beats a random player in every game


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_hard_beats_random_in_a_small_match(game: posy.Game[posy.State[Any]]) -> None:
    """One game per game (the seat alternates from game to game); the benchmark plays
    40 per pairing and reports the rates. Hard's search at a fifth of its budget: the
    same code, and the suite's CPU goes to what only the suite checks (the full budget
    is tests/strength.py's)."""
    options = {"rounds": 1} if game.id == "petals" else None
    seat = GAMES.index(game) % 2
    state = game.new(2, 40 + seat, options)
    rng = Rng(seat)
    budget = round(ai.LEVELS["hard"].iterations / 5 * state.search_scale)
    ply = 0
    while not state.over:
        if state.current == seat:
            state = state.apply(ai.choose(state, "hard", seed=ply, iterations=budget))
        else:
            legal = state.moves()
            state = state.apply(legal[rng.below(len(legal))])
        ply += 1
    assert state.winners == [seat], f"{game.id}: hard lost to random from seat {seat}: {state.scores}"


def test_when_every_route_ends_alike_the_computer_takes_the_quickest() -> None:
    """Floriado: Gray alone may still pick, and only the blue 2 on D1 (the other squares
    hold more than his last counts). Whatever route he takes, simulated games pick it
    sooner or later, so every move looks equally good; the computer must still go and
    pick it rather than wander (it once walked for ever here)."""
    from posy.games import floriado as F

    squares = {
        "D1": (4, 2),
        "B1": (4, 6),
        "G1": (1, 8),
        "A2": (4, 8),
        "F2": (0, 8),
        "A3": (1, 5),
        "D3": (2, 3),
        "E3": (3, 7),
        "F3": (2, 8),
        "C4": (3, 8),
        "D4": (3, 5),
        "H4": (0, 5),
        "D5": (2, 5),
    }
    colours, flowers = [0] * F.SQUARES, [0] * F.SQUARES
    for name, (colour, count) in squares.items():
        square = (int(name[1]) - 1) * F.COLS + "ABCDEFGH".index(name[0])
        colours[square], flowers[square] = colour, count
    state = F.FloriadoState(
        colours=tuple(colours),
        flowers=tuple(flowers),
        men=((21, 0), (16, 0)),  # Gray on F3 facing north
        last=((2, 1, 2, 1, 3), (1, 1, 1, 1, 1)),
        picks=((3, 3, 3, 3, 2), (1, 1, 1, 1, 1)),
        done=(False, True),
        turn=0,
        seed=0,
    )
    for level in ("medium", "hard"):
        walk = state
        for ply in range(8):
            if walk.over:
                break
            walk = walk.apply(ai.choose(walk, level, seed=ply))
        assert walk.over and walk.picks[0][4] == 3, f"{level} did not pick the last flower"


@pytest.mark.parametrize(("game", "players"), CASES, ids=IDS)
def test_computers_playing_each_other_finish_the_game(game: posy.Game[posy.State[Any]], players: int) -> None:
    """Watch mode must end: Easy computers (the cheapest) play a whole game."""
    options = {"rounds": 1} if game.id == "petals" else None
    state = game.new(players, 9, options)
    for ply in range(2_000):
        if state.over:
            break
        state = state.apply(ai.choose(state, "easy", seed=ply))
    assert state.over and state.winners


# --------------------------------------------------------------------------
# Easy's deliberate weakness, per game (State.easy_noise, easy_slack)


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_easy_draws_only_among_moves_its_search_rates_near_its_best(game: posy.Game[posy.State[Any]]) -> None:
    """Easy plays weaker moves, never one its own search rates more than the game's
    easy_slack below its most searched move (the draw in Search._sample): a newcomer
    can beat it, and it never throws the game away."""
    state, rng, checked, spread = game.new(2, 5), Rng(3), 0, 0
    while not state.over and checked < 6:
        if len(state.moves()) > 2:
            chosen = set()
            for seed in range(8):
                search = ai.Search(state, "easy", seed)
                search.run()
                totals = search.root_totals()
                means = [w / n if n else 0.0 for n, w, _ in totals]
                most = max((n, mean) for (n, _, _), mean in zip(totals, means))[1]
                index = search.legal.index(search.best())
                assert totals[index][0] > 0, "Easy played a move it never searched"
                assert means[index] >= most - state.easy_slack - 1e-9, f"{game.id}: a move below the slack"
                chosen.add(index)
            spread += len(chosen) > 1
            checked += 1
        legal = state.moves()
        state = state.apply(legal[rng.below(len(legal))])
    assert checked == 6
    assert spread, f"{game.id}: Easy always played the same move: no noise at all"
