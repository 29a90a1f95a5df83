"""The coach's hints (posy.coach.hint): the Hard search's own move, fair, with a line.

A hint is ``posy.ai.choose(state, "hard", seed)`` for the player to decide, so it is
as fair as the computer: re-dealing what the seat cannot see changes nothing, not
the move, not its value, not the words. Budgets are reduced (the same for both
sides of every comparison) to keep the suite fast.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from playouts import decision_points

import posy
from posy import ai, coach
from posy.coach import explainers as words_of
from posy.core import Rng, State
from posy.games.anthokyklos import GAME as ANTHOKYKLOS_GAME
from posy.games.floriado import GAME as FLORIADO_GAME
from posy.games.petal import GAME as PETAL_GAME
from posy.games.petals import GAME as PETALS_GAME

GAMES = list(posy.games().values())
BUDGET = 60


def positions(
    game: posy.Game[posy.State[Any]], players: int, seed: int, count: int, every: int = 5
) -> list[State[Any]]:
    """Decision points (more than one legal move) along a seeded random game."""
    return decision_points(game, players, seed, count, every, salt=17)


def key(x: Any) -> str:
    return json.dumps(x, sort_keys=True)


def test_every_game_has_an_explainer() -> None:
    assert set(words_of.EXPLAIN) == {g.id for g in GAMES}


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_the_hint_is_the_hard_computers_move_with_a_sentence_in_the_games_words(
    game: posy.Game[posy.State[Any]],
) -> None:
    for i, state in enumerate(positions(game, game.min_players, seed=7, count=4)):
        h = coach.hint(state, state.current, seed=i, iterations=BUDGET)
        assert h["move"] == ai.choose(state, "hard", seed=i, iterations=BUDGET)
        what, why = words_of.explain(state, h["move"])
        assert what and h["text"].startswith(what[0].upper() + what[1:])
        assert h["text"].endswith(".") and why in h["text"]
        stats = {key(s["move"]): s for s in ai.Search(state, "hard", i, BUDGET).root_stats()}
        assert stats  # the value is the search's own
        search = ai.Search(state, "hard", i, BUDGET)
        search.run()
        mine = next(s for s in search.root_stats() if s["move"] == h["move"])
        assert h["value"] == mine["value"] and h["visits"] == mine["visits"]
        runner = h["runner_up"]
        assert runner is not None and runner["move"] != h["move"] and runner["move"] in state.moves()
        assert f"be to {runner['what']}" in h["text"] and "%" not in h["text"]
        json.dumps(h)


def test_every_legal_move_has_words_in_every_game() -> None:
    """The explainers never fail on a legal move and say something (the review words
    both the move played and the best one)."""
    for game in GAMES:
        for state in positions(game, game.max_players, seed=3, count=12, every=3):
            for move in state.moves()[:40]:
                what, why = words_of.explain(state, move)
                assert what and isinstance(why, str), (game.id, move)


def test_a_hint_is_only_for_the_player_to_decide() -> None:
    state = FLORIADO_GAME.new(2, 1)
    with pytest.raises(ValueError):
        coach.hint(state, seat=1, iterations=10)


def test_a_forced_move_is_hinted_as_the_only_move() -> None:
    for game in GAMES:
        state, rng = game.new(game.min_players, 2), Rng(2)
        while not state.over and len(state.moves()) > 1:
            legal = state.moves()
            state = state.apply(legal[rng.below(len(legal))])
        if not state.over:
            h = coach.hint(state, state.current, iterations=BUDGET)
            assert h["move"] == state.moves()[0] and h["text"].endswith("It is the only move.")
            return
    pytest.skip("no forced move found")


HIDDEN = ["petals", "petal_battle", "anthokyklos"]


@pytest.mark.parametrize("game_id", HIDDEN)
def test_redealing_what_the_seat_cannot_see_changes_no_hint(game_id: str) -> None:
    """The true state replaced by ``state.determinize(seat, rng)`` (a world the seat
    cannot tell apart): the same hint, value and words. A coach that peeked at the
    other hands or the deck's order would differ in some of these."""
    game = posy.game(game_id)
    checked = 0
    for seed in range(30):
        for state in positions(game, game.min_players, seed=seed, count=30, every=1):
            seat = state.current
            worlds = [state.determinize(seat, Rng(seed * 10 + k)) for k in range(2)]
            if all(key(w.dump()) == key(state.dump()) for w in worlds):
                continue  # nothing hidden from this seat here
            expected = coach.hint(state, seat, seed=seed, iterations=40)
            for world in worlds:
                assert key(coach.hint(world, seat, seed=seed, iterations=40)) == key(expected)
            checked += 1
            if checked >= 4:
                return
    raise AssertionError(f"{game_id}: no position with hidden information was found")


# --------------------------------------------------------------------------
# The words, from constructed positions


def test_floriado_words_name_the_colour_its_count_and_the_points() -> None:
    from posy.games import floriado as fl

    state = FLORIADO_GAME.new(2, 1)
    # Gray stands on A1 facing east, has picked blue once (a 5) and yellow never
    blue = next(s for s in range(fl.SQUARES) if state.colours[s] == 4 and state.flowers[s] == 3)
    row, col = divmod(blue, fl.COLS)
    man = (row * fl.COLS, 1) if col else (row * fl.COLS + fl.COLS - 1, 3)  # same row, facing it
    state = state.evolve(
        men=(man, None), last=((9, 9, 9, 9, 5), (9,) * 5), picks=((0, 0, 0, 0, 1), (0,) * 5), turn=0
    )
    move = {"type": "move", "row": blue // fl.COLS, "col": blue % fl.COLS}
    what, why = words_of.explain(state, move)
    assert what == f"move to {fl.square_name(blue)}"
    assert why.startswith("picks 3 blue: your second blue, +2 points")


def test_petal_words_say_what_a_pick_scores_now() -> None:
    from posy.games import petal as pt

    state = PETAL_GAME.new(2, 1)
    cells = list(state.cells)
    cells[2] = (pt.tile(0, 6), pt.tile(1, 1))  # C1: pink 6 under green 1
    state = state.evolve(cells=tuple(cells), turn=0)
    assert words_of.explain(state, {"type": "pick", "cell": 2}) == (
        "pick the flower on C1",
        "5 points now (2 tiles)",
    )


def test_petals_words_say_whether_a_card_wins_the_trick() -> None:
    from posy.games import petals as ps

    state = PETALS_GAME.new(2, 1)
    rose, lupine, clover = ps.card_id("Rose"), ps.card_id("Lupine"), ps.card_id("Clover")
    state = state.evolve(
        phase="follow",
        turn=1,
        leader=0,
        table=(ps.card_id("Peony"),),
        hands=(state.hands[0], (rose, lupine, clover)),
    )
    assert words_of.explain(state, {"type": "play", "card": rose}) == ("play Rose (G 12)", "wins the trick")


def test_anthokyklos_words_name_the_card_a_tile_completes() -> None:
    from posy.games import anthokyklos as ak

    state = ANTHOKYKLOS_GAME.new(2, 1)
    # two red tiles on ring 1, spaces 1 and 2; a red line of 3 on display
    reds = [t for t in range(9) if state.tiles[t] == 0]
    state = state.evolve(
        masks=(0b11, 0, 0), taken=(1 << 7) | (1 << 8), display=(0, 50, 60), valid=(False, False, False)
    )
    free_red = next(t for t in reds if state.available(t))
    move = {"type": "place", "tile": free_red, "space": 2}
    assert move in state.moves()
    what, why = words_of.explain(state, move)
    assert what == "place the red tile on the innermost ring at 3 o'clock"  # ring 1's third space
    assert why.startswith("completes “Line of 3: all red” (1 point)")
    assert ak.CARDS[0].name == "Line of 3: all red"


@pytest.mark.parametrize("game_id", HIDDEN)
def test_words_and_previews_of_every_move_read_only_what_the_seat_sees(game_id: str) -> None:
    game = posy.game(game_id)
    checked = 0
    for seed in range(20):
        for state in positions(game, game.min_players, seed=seed, count=40, every=1):
            seat = state.current
            world = state.determinize(seat, Rng(seed + 1))
            if key(world.dump()) == key(state.dump()):
                continue
            for move in state.moves():
                assert words_of.explain(world, move) == words_of.explain(state, move)
                assert key(world.preview(move)) == key(state.preview(move))
            checked += 1
    assert checked >= 5
