"""A deep level (Expert) simulates as the game measured long searches do best
(State.deep_rollout_plies), on a budget scaled by that cost (State.deep_search_scale)."""

from __future__ import annotations

import posy
from posy import ai
from posy.core import Rng, State


def test_expert_simulates_six_turns_in_anthokyklos_and_the_others_three() -> None:
    state = posy.game("anthokyklos").new(3, 4)
    for level, plies in (("easy", 3), ("medium", 3), ("hard", 3), ("expert", 6)):
        search = ai.Search(state, level, 1)
        _, ran = search._simulate(state, Rng(2))
        assert ran == plies, level


def test_expert_budget_keeps_its_time_with_the_longer_simulations() -> None:
    state = posy.game("anthokyklos").new(2, 1)
    assert ai.Search(state, "expert", 1).budget == round(9000 * 1.55)
    assert ai.Search(state, "hard", 1).budget == round(3000 * state.search_scale)
    assert ai.search_scale(state, ai.LEVELS["expert"]) == state.deep_search_scale
    assert ai.search_scale(state, ai.LEVELS["hard"]) == state.search_scale


def test_games_without_deep_values_search_alike_at_every_level() -> None:
    for game_id in ("floriado", "petal", "petals", "petal_battle"):
        state = posy.game(game_id).new(2, 1)
        assert type(state).deep_rollout_plies is None and type(state).deep_search_scale is None
        assert ai.Search(state, "expert", 1).budget == round(9000 * state.search_scale)
    assert State.deep_rollout_plies is None and State.deep_search_scale is None
