"""The engine's remote-play hooks (posy.core.remote_hooks): a device's knowledge as a state, and
chance put in from outside, for the games that have hooks; the others have none."""

from __future__ import annotations

import pytest

import posy
from posy import core
from posy.core import UNKNOWN, Rng
from posy.games.anthokyklos import GAME as ANTHOKYKLOS_GAME
from posy.games.petals import GAME as PETALS_GAME


def test_games_without_hidden_piles_or_deals_have_no_hooks() -> None:
    for game_id in ("floriado", "petal", "petal_battle"):
        state = posy.game(game_id).new(2, 5)
        assert core.hidden_pile(state) == () and core.dealt(state) is None


def test_anthokyklos_pile_is_put_in_from_outside() -> None:
    state = ANTHOKYKLOS_GAME.new(3, 5)
    pile = core.hidden_pile(state)
    assert len(pile) == 90 - 4
    ordered = core.with_pile(state, tuple(sorted(pile)))
    assert core.hidden_pile(ordered) == tuple(sorted(pile)) and ordered.moves() == state.moves()
    with pytest.raises(ValueError):
        core.with_pile(state, tuple(sorted(pile))[:-1])
    assert core.hidden_pile(state) == pile  # states stay unchanged


def test_petals_deal_is_replaced_and_the_other_hand_is_unknown() -> None:
    state = PETALS_GAME.new(2, 5)
    assert core.dealt(state) == ((9, 9), 1, 52)
    mine = tuple(range(9))
    known = core.with_deal(state, [mine, None], (40,))
    assert known.hands == (mine, (UNKNOWN,) * 9) and known.trump == 40
    assert ("deal", 0, 40, 0) in known.events
    view = known.view(0)
    assert [p["hand_count"] for p in view["players"]] == [9, 9]
    assert view["players"][1]["hand"] is None
    # the other seat leads a card this device never saw: it takes an unknown's place
    lead = next(p for p in range(2) if known.turn == p)
    if lead == 0:
        known = known.play({"type": "play", "card": 0})
    after = core.apply_known(known, {"type": "play", "card": 30})
    assert 30 in after.table and after.hands[1].count(UNKNOWN) == 8
    with pytest.raises(core.IllegalMove):
        core.apply_known(known, {"type": "play", "card": 40})  # the trump is face up: nobody holds it
    # the computer fills the unknowns only from what this seat cannot see
    full = known.determinize(0, Rng(3))
    assert UNKNOWN not in full.hands[1] and not set(full.hands[1]) & (set(mine) | {40})
