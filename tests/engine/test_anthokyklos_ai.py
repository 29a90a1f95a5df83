"""Expert's judgement in Anthokyklos: the points in reach of one tile (deep_heuristic)."""

from __future__ import annotations

from test_anthokyklos import COMPLETE, NEST, position

import posy
from posy import ai
from posy.core import Rng
from posy.games.anthokyklos import CARDS, NO_CARD, AnthokyklosState, find_match

GAME = posy.game("anthokyklos")


def brute_reach(state: AnthokyklosState) -> int:
    """in_reach by its definition: every legal tile placement, every card it completes."""
    mover = state.turn
    assert mover is not None
    best = 0
    for move in state.moves():
        if move["type"] != "place":
            continue
        colour = state.tiles[move["tile"]]
        masks = list(state.masks)
        masks[colour] |= 1 << move["space"]
        gained = sum(
            CARDS[c].points
            for c, ok in zip(state.display, state.valid)
            if not ok
            and (c == state.reserved[mover] or c not in state.reserved)
            and find_match((masks[0], masks[1], masks[2]), CARDS[c])
        )
        best = max(best, gained)
    return best


def test_in_reach_is_the_best_claim_of_any_one_tile() -> None:
    positive = reserved_elsewhere = 0
    for seed in range(24):
        state = GAME.new(2 + seed % 3, seed)
        rng = Rng(seed)
        while not state.over:
            reach = state.in_reach()
            assert reach == brute_reach(state), (seed, state.ply)
            positive += reach > 0
            reserved_elsewhere += any(c != NO_CARD for c in state.reserved)
            state = state.apply(state.rollout_move(rng))
    # the comparison covered positions with points in reach and with reserved cards
    assert positive > 100 and reserved_elsewhere > 100


def test_in_reach_counts_only_cards_the_mover_may_claim() -> None:
    # The red tile of COMPLETE finishes card 0 (Small triangle: all red) on NEST.
    points = CARDS[0].points
    assert 0 in position(NEST, display=(0, 40, 41)).play(COMPLETE).claimed[0]
    assert position(NEST, display=(0, 40, 41)).in_reach() == points
    # reserved by the other player it is theirs, not in the mover's reach
    assert position(NEST, display=(0, 40, 41), reserved=(NO_CARD, 0)).in_reach() == 0
    # reserved by the mover it is
    assert position(NEST, display=(0, 40, 41), reserved=(0, NO_CARD)).in_reach() == points
    # without a red tile to take there is nothing in reach: every tile is blue
    assert position(NEST, display=(0, 40, 41), tiles=(2,) * 45).in_reach() == 0


def test_deep_heuristic_credits_the_mover_with_what_is_in_reach() -> None:
    state = position(NEST, display=(0, 40, 41))
    deep, plain = state.deep_heuristic(), state.heuristic()
    assert deep is not None and plain is not None
    assert deep[0] > plain[0] and deep[1] < plain[1]
    # nothing in reach: the same estimate
    quiet = position(NEST, display=(0, 40, 41), reserved=(NO_CARD, 0))
    assert quiet.deep_heuristic() == quiet.heuristic()


def test_only_a_deep_level_asks_for_the_deep_heuristic(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    calls = {"deep": 0, "plain": 0}
    deep, plain = AnthokyklosState.deep_heuristic, AnthokyklosState.heuristic

    def counting_deep(self: AnthokyklosState) -> list[float] | None:
        calls["deep"] += 1
        return deep(self)

    def counting_plain(self: AnthokyklosState) -> list[float] | None:
        calls["plain"] += 1
        return plain(self)

    monkeypatch.setattr(AnthokyklosState, "deep_heuristic", counting_deep)
    monkeypatch.setattr(AnthokyklosState, "heuristic", counting_plain)
    state = GAME.new(3, 5)
    assert ai.LEVELS["expert"].deep and not ai.LEVELS["hard"].deep
    ai.choose(state, "hard", 1, iterations=200)
    assert calls["plain"] > 0 and calls["deep"] == 0
    calls["plain"] = 0
    ai.choose(state, "expert", 1, iterations=200)
    # counting_deep calls the class's deep_heuristic, which does not call heuristic()
    assert calls["deep"] > 0 and calls["plain"] == 0
