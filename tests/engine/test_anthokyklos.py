"""Anthokyklos: every rulebook clause, every Rule note, and the matcher shape by shape."""

from __future__ import annotations

import importlib
import importlib.util
import json
import math
import sys
import time
from collections import Counter
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

import pytest

import posy
from posy.core import IllegalMove, Rng, random_playout
from posy.games.anthokyklos import (
    CARDS,
    GAME,
    NO_CARD,
    SAMPLED_DRAWS,
    SHAPE_PLACEMENTS,
    AnthokyklosState,
    Card,
    find_match,
)
from posy.games.anthokyklos import deck as deck_data
from posy.games.anthokyklos import rules as rules_module
from posy.games.anthokyklos.contract import AnthokyklosMove
from posy.games.anthokyklos.lattice import (
    COLOURS,
    KINDS,
    MAX_SPAN,
    SPACES,
    allowed_counts,
    angle,
    cells_of,
    mask_of,
    meets,
    neighbours,
    orientations,
    place,
    placements,
    space_id,
    span,
    supports,
)

R, Y, B = 0, 1, 2
# Default pyramid colours for hand-built positions, by slot: bottom 0-3, middle 4-6, top 7-8.
RING = (B, B, Y, Y, B, Y, R, R, R)


def s(ring: int, index: int) -> int:
    return space_id(ring, index)


def tile(ring: int, slot: int) -> int:
    return (ring - 1) * 9 + slot


def masks_of(board: dict[int, int]) -> tuple[int, int, int]:
    out = [0, 0, 0]
    for space, colour in board.items():
        out[colour] |= 1 << space
    return (out[0], out[1], out[2])


def position(
    board: dict[int, int] | None = None,
    display: tuple[int, ...] = (40, 41, 44),
    deck: tuple[int, ...] | None = None,
    players: int = 2,
    reserved: tuple[int, ...] | None = None,
    claimed: tuple[tuple[int, ...], ...] | None = None,
    turn: int | None = 0,
    taken: int = 0,
    tiles: tuple[int, ...] = RING * 5,
) -> AnthokyklosState:
    """A hand-built position (the pyramids need not agree with the board)."""
    claimed = claimed or ((),) * players
    used = set(display) | {c for cards in claimed for c in cards}
    if deck is None:
        deck = tuple(c for c in range(90) if c not in used)
    return AnthokyklosState(
        tiles=tiles,
        taken=taken,
        masks=masks_of(board or {}),
        display=display,
        valid=None,
        deck=deck,
        reserved=reserved or (NO_CARD,) * players,
        claimed=claimed,
        turn=turn,
        ply=0,
        last_claim=None,
        seed=0,
    )


def reason(state: AnthokyklosState, move: object) -> str:
    with pytest.raises(IllegalMove) as info:
        state.play(move)
    return str(info.value)


def card(
    shape: str,
    kind: str = "mono",
    colours: tuple[str, ...] = ("red",),
    at_least: tuple[int, str | None] | None = None,
) -> Card:
    return Card((999, shape, kind, colours, at_least, 1.0, 1))


# ---------------------------------------------------------------------------
# The board


def test_spaces_are_numbered_ring_by_ring() -> None:
    assert s(1, 0) == 0 and s(1, 8) == 8 and s(2, 0) == 9 and s(5, 8) == 44 == SPACES - 1
    assert s(3, 9) == s(3, 0)  # indexes wrap round the ring


def test_ring_k_plus_1_space_i_rests_on_ring_k_spaces_i_and_i_plus_1() -> None:
    assert supports(s(1, 4)) == ()  # ring 1 lies around the pistil
    assert supports(s(2, 0)) == (s(1, 0), s(1, 1))
    assert supports(s(3, 5)) == (s(2, 5), s(2, 6))
    assert supports(s(2, 8)) == (s(1, 8), s(1, 0))  # wrap


def test_each_space_touches_two_in_its_ring_two_below_and_two_above() -> None:
    middle = set(neighbours(s(3, 4)))
    assert middle == {s(3, 3), s(3, 5), s(2, 4), s(2, 5), s(4, 3), s(4, 4)}
    assert set(neighbours(s(1, 0))) == {s(1, 8), s(1, 1), s(2, 8), s(2, 0)}
    assert set(neighbours(s(5, 0))) == {s(5, 8), s(5, 1), s(4, 0), s(4, 1)}
    for space in range(SPACES):  # adjacency is symmetric
        for other in neighbours(space):
            assert space in neighbours(other)


def test_ring_k_plus_1_spaces_sit_between_their_supports_on_the_flower() -> None:
    assert angle(s(1, 0)) == 0 and angle(s(1, 1)) == 40
    assert angle(s(2, 0)) == 20  # between ring 1 spaces 0 and 1
    assert angle(s(3, 0)) == 40


# ---------------------------------------------------------------------------
# Setup


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_reveals_n_plus_1_cards_and_shuffles_the_deck(players: int) -> None:
    state = GAME.new(players, 7)
    assert len(state.display) == players + 1
    assert len(state.deck) == 90 - players - 1
    assert sorted(state.display + state.deck) == list(range(90))
    assert state.reserved == (NO_CARD,) * players  # each player holds their marker
    assert state.current == 0  # Rule note: seat 1 starts
    orders = {GAME.new(players, seed).display + GAME.new(players, seed).deck for seed in range(5)}
    assert len(orders) == 5


def test_each_ring_has_3_tiles_of_each_colour_in_a_shuffled_pyramid() -> None:
    state = GAME.new(2, 3)
    for ring in range(1, 6):
        ring_tiles = state.tiles[tile(ring, 0) : tile(ring, 9)]
        assert sorted(ring_tiles) == [R, R, R, Y, Y, Y, B, B, B]
    assert len({GAME.new(2, seed).tiles for seed in range(6)}) == 6


def test_pyramid_is_4_3_2_and_each_tile_rests_on_two_below() -> None:
    view = GAME.new(2, 1).view(None)
    pyramid = view["pyramids"][0]["tiles"]
    assert [sum(1 for t in pyramid if t["row"] == row) for row in range(3)] == [4, 3, 2]
    by_slot = {t["slot"]: t for t in pyramid}
    assert by_slot[4]["rests_on"] == [0, 1] and by_slot[6]["rests_on"] == [2, 3]
    assert by_slot[7]["rests_on"] == [4, 5] and by_slot[8]["rests_on"] == [5, 6]
    assert by_slot[0]["rests_on"] == []
    ring3 = {t["slot"]: t for t in view["pyramids"][2]["tiles"]}
    assert ring3[7]["id"] == 25 and ring3[7]["rests_on"] == [22, 23]


def test_at_start_only_the_two_top_tiles_of_ring_1_can_be_taken() -> None:
    state = GAME.new(3, 5)
    places = [m for m in state.moves() if m["type"] == "place"]
    assert {m["tile"] for m in places} == {tile(1, 7), tile(1, 8)}
    assert {m["space"] for m in places} == set(range(9))
    assert len(places) == 18
    view = state.view(None)
    assert [p["usable"] for p in view["pyramids"]] == [True, False, False, False, False]
    assert [t["slot"] for t in view["pyramids"][0]["tiles"] if t["available"]] == [7, 8]


# ---------------------------------------------------------------------------
# Placing tiles


def test_taking_a_tile_uncovers_the_tiles_it_rested_on() -> None:
    state = position()
    assert {t for t in range(9) if state.available(t)} == {7, 8}
    state = state.play({"type": "place", "tile": 7, "space": 0})
    assert {t for t in range(9) if state.available(t)} == {4, 8}  # 4 rested only under 7
    state = state.play({"type": "place", "tile": 8, "space": 1})
    assert {t for t in range(9) if state.available(t)} == {4, 5, 6}
    state = state.play({"type": "place", "tile": 5, "space": 2})
    assert {t for t in range(9) if state.available(t)} == {4, 6}  # 1 and 2 still under 4 and 6
    state = state.play({"type": "place", "tile": 4, "space": 3})
    assert {t for t in range(9) if state.available(t)} == {0, 1, 6}


def test_a_covered_tile_cannot_be_taken() -> None:
    assert "covered" in reason(position(), {"type": "place", "tile": 4, "space": 0})
    assert "covered" in reason(position(), {"type": "place", "tile": 0, "space": 0})


def test_placing_puts_the_tiles_colour_on_the_space() -> None:
    state = position().play({"type": "place", "tile": 7, "space": s(1, 4)})
    assert state.colour_at(s(1, 4)) == R
    assert state.view(None)["spaces"][s(1, 4)]["colour"] == "red"
    assert "already on the flower" in reason(state, {"type": "place", "tile": 7, "space": s(1, 5)})


def test_a_higher_ring_space_needs_both_tiles_below_it() -> None:
    state = position({s(1, 0): R}, taken=1 << tile(1, 8))
    assert not state.legal_space(s(2, 0))
    assert all(m["space"] < 9 for m in state.moves() if m["type"] == "place")  # ring 2 unusable
    move = {"type": "place", "tile": tile(2, 7), "space": s(2, 0)}
    assert reason(state, move) == "That space needs both tiles below it first."
    state = position({s(1, 0): R, s(1, 1): Y})
    assert state.legal_space(s(2, 0)) and not state.legal_space(s(2, 1)) and not state.legal_space(s(2, 8))
    ring2 = [m for m in state.moves() if m["type"] == "place" and m["space"] >= 9]
    assert {m["space"] for m in ring2} == {s(2, 0)}
    assert {m["tile"] for m in ring2} == {tile(2, 7), tile(2, 8)}
    assert state.play(move).colour_at(s(2, 0)) == R


def test_support_wraps_round_the_flower() -> None:
    state = position({s(1, 8): R, s(1, 0): Y})
    assert state.legal_space(s(2, 8)) and not state.legal_space(s(2, 7))


def test_a_tile_goes_on_a_space_of_its_own_ring_and_on_an_empty_space() -> None:
    state = position({s(1, 0): R, s(1, 1): Y})
    assert "ring 2 tile must go on a space of ring 2" in reason(
        state, {"type": "place", "tile": tile(2, 7), "space": s(1, 5)}
    )
    assert reason(state, {"type": "place", "tile": 7, "space": s(1, 0)}) == "That space already has a tile."


# ---------------------------------------------------------------------------
# Reserving


def test_reserve_puts_your_marker_on_a_display_card_and_uses_your_turn() -> None:
    state = position(display=(40, 41, 44))
    after = state.play({"type": "reserve", "card": 41})
    assert after.reserved == (41, NO_CARD)
    assert after.masks == state.masks and after.taken == state.taken  # nothing placed
    assert after.current == 1
    assert after.view(None)["display"][1]["reserved_by"] == 0
    assert after.view(None)["players"][0]["reserved"] == 41


def test_a_reserved_card_cannot_be_reserved_by_another_player() -> None:
    state = position(display=(40, 41, 44)).play({"type": "reserve", "card": 41})
    assert {"type": "reserve", "card": 41} not in state.moves()
    assert reason(state, {"type": "reserve", "card": 41}) == "That card is already reserved by Rose."


def test_only_one_reservation_at_a_time() -> None:
    state = position(display=(40, 41, 44), reserved=(41, NO_CARD))
    assert not [m for m in state.moves() if m["type"] == "reserve"]
    assert "already have a reserved card" in reason(state, {"type": "reserve", "card": 44})
    assert "already reserved that card" in reason(state, {"type": "reserve", "card": 41})
    assert [m for m in state.moves() if m["type"] == "place"]  # placing is still possible


def test_only_display_cards_can_be_reserved() -> None:
    state = position(display=(40, 41, 44))
    assert reason(state, {"type": "reserve", "card": 0}) == "You can only reserve a card in the display."
    assert reason(state, {"type": "reserve", "card": 90}) == "There is no such Pattern card."


# ---------------------------------------------------------------------------
# Claiming

# Card 0: Line of 3, all red. Card 3: Small triangle, all red. Card 13: Diamond,
# all one colour. Card 18: Trapezoid, all one colour. Cards 40, 41, 44, 45 need
# 5 or 6 tiles and never show on these small boards.
NEST = {s(1, 8): Y, s(1, 0): R, s(1, 1): R, s(1, 2): Y, s(2, 8): R, s(2, 1): R}
# A red tile on ring 2 space 0 makes the line s(2, 8)-s(2, 0)-s(2, 1), the triangle
# on s(1, 0) and s(1, 1), the diamond round them and the trapezoid under the line.
COMPLETE: AnthokyklosMove = {"type": "place", "tile": tile(2, 7), "space": s(2, 0)}  # ring 2's tile 7 is red


def test_claim_at_end_of_turn_when_the_pattern_appears() -> None:
    state = position({s(1, 0): R, s(1, 1): R}, display=(0, 40, 41))
    assert state.valid == (False, False, False)
    after = state.play({"type": "place", "tile": 7, "space": s(1, 2)})
    assert after.claimed == ((0,), ())
    assert after.scores == [CARDS[0].points, 0]


def test_several_overlapping_cards_are_claimed_at_once_sharing_tiles() -> None:
    state = position(NEST, display=(0, 3, 13), deck=(40, 41, 44, 45))
    assert state.valid == (False, False, False)
    after = state.play(COMPLETE)
    assert after.claimed == ((0, 3, 13), ())
    assert after.display == (40, 41, 44)  # replaced at once, from the top of the deck
    assert after.deck == (45,)
    assert after.scores[0] == CARDS[0].points + CARDS[3].points + CARDS[13].points
    claim = after.view(None)["last_claim"]
    assert claim is not None
    cells = {c["card"]: c["cells"] for c in claim["claims"]}
    assert len(cells[13]) == 4 and s(2, 0) in cells[13]
    assert set(cells[3]) < set(cells[13])  # the same tiles serve several cards
    assert s(2, 0) in set(cells[0]) & set(cells[3])


def test_refill_replaces_taken_cards_in_their_places() -> None:
    state = position(NEST, display=(40, 13, 41), deck=(44, 45))
    after = state.play(COMPLETE)
    assert after.display == (40, 44, 41)


def test_display_shrinks_when_the_deck_is_empty() -> None:
    state = position(NEST, display=(40, 13, 41), deck=())
    after = state.play(COMPLETE)
    assert after.display == (40, 41) and after.deck == ()
    assert after.view(None)["deck_count"] == 0


def test_a_card_reserved_by_another_player_is_not_claimed() -> None:
    state = position(NEST, display=(0, 13, 3), deck=(40, 41, 44), reserved=(NO_CARD, 13))
    after = state.play(COMPLETE)
    assert after.claimed == ((0, 3), ())
    assert after.display == (40, 13, 41)
    assert after.reserved == (NO_CARD, 13)
    # at the end of the reserver's own turn it is theirs, and the marker comes back
    later = after.play({"type": "place", "tile": tile(1, 8), "space": s(1, 5)})
    assert later.claimed == ((0, 3), (13,))
    assert later.reserved == (NO_CARD, NO_CARD)
    assert later.display == (40, 44, 41)


def test_you_claim_your_own_reserved_card() -> None:
    state = position(NEST, display=(18, 40, 41), deck=(44,))
    state = state.play({"type": "reserve", "card": 18})  # Rose reserves Trapezoid, all one colour
    state = state.play({"type": "place", "tile": tile(1, 8), "space": s(1, 5)})  # Iris
    assert state.claimed == ((), ())
    after = state.play(COMPLETE)  # Rose completes it
    assert after.claimed == ((18,), ())
    assert after.reserved == (NO_CARD, NO_CARD)


def test_refilled_cards_are_checked_at_the_end_of_the_next_turn() -> None:
    # Rule note: one check per turn. Card 3 (Small triangle, all red) is revealed by
    # the refill while a red small triangle is already there: the next player gets it.
    state = position(NEST, display=(0, 40, 41), deck=(3, 44))
    after = state.play(COMPLETE)
    assert after.claimed == ((0,), ())
    assert after.display == (3, 40, 41) and after.valid == (True, False, False)
    nxt = after.play({"type": "reserve", "card": 40})  # even a reservation ends the turn
    assert nxt.claimed == ((0,), (3,))


def test_view_lights_up_the_last_claim() -> None:
    state = position({s(1, 0): R, s(1, 1): R}, display=(0, 40, 41))
    after = state.play({"type": "place", "tile": 7, "space": s(1, 2)})
    last = after.view(None)["last_claim"]
    assert last == {"turn": 0, "player": 0, "claims": [{"card": 0, "cells": [0, 1, 2], "scale": 1}]}
    assert after.view(None)["turn"] == 1
    quiet = after.play({"type": "reserve", "card": 40})
    assert quiet.view(None)["last_claim"] == last  # kept until the next claim


def points_text(cid: int) -> str:
    points = CARDS[cid].points
    return f"“{CARDS[cid].name}” ({points} point{'' if points == 1 else 's'})"


def test_describe_names_the_cards_claimed() -> None:
    state = position(NEST, display=(0, 3, 13), deck=(40, 41, 44))
    text = state.describe(COMPLETE, ["Ann", "Bob"])
    assert text.startswith(
        "Ann places a red tile on ring 2 from the centre at 1 o'clock and claims “Line of 3: all red” ("
    )
    assert text.endswith(f"{points_text(0)}, {points_text(3)} and {points_text(13)}.")
    assert "“Small triangle: all red”" in text and "“Diamond: all one colour”" in text
    quiet = position(display=(40, 41, 44)).describe({"type": "reserve", "card": 41})
    assert quiet == f"Rose reserves “{CARDS[41].name}”."


# ---------------------------------------------------------------------------
# End of the game and tie-breaks


def full_board(tiles: tuple[int, ...]) -> dict[int, int]:
    return {space: tiles[space] for space in range(SPACES)}  # tile slot i went to space i


def test_game_ends_when_all_45_tiles_are_placed() -> None:
    board = full_board(RING * 5)
    del board[s(5, 4)]
    last_tile = tile(5, 7)
    taken = ((1 << SPACES) - 1) & ~(1 << last_tile)
    state = position(board, taken=taken, display=(40, 41, 44))
    assert not state.over
    assert [m for m in state.moves() if m["type"] == "place"] == [
        {"type": "place", "tile": last_tile, "space": s(5, 4)}
    ]
    final = state.play({"type": "place", "tile": last_tile, "space": s(5, 4)})
    assert final.over and final.current is None and final.moves() == []
    assert final.winners
    assert "The flower is complete." in state.describe({"type": "place", "tile": last_tile, "space": s(5, 4)})
    assert "game is over" in reason(final, {"type": "reserve", "card": 40})


def test_last_turn_still_claims() -> None:
    # Find a dealt flower and a card that only the very last tile completes.
    for seed in range(50):
        tiles = GAME.new(2, seed).tiles
        board = full_board(tiles)
        del board[s(5, 4)]
        before = masks_of(board)
        after = masks_of({**board, s(5, 4): tiles[tile(5, 4)]})
        late = [c.id for c in CARDS if not find_match(before, c) and find_match(after, c)]
        if late:
            break
    taken = ((1 << SPACES) - 1) & ~(1 << tile(5, 4))
    state = position(board, taken=taken, display=(late[0], 40), deck=(), tiles=tiles)
    move = {"type": "place", "tile": tile(5, 4), "space": s(5, 4)}
    assert state.moves()[0] == move
    final = state.play(move)
    assert final.over and late[0] in final.claimed[0]


def by_points(points: int) -> list[int]:
    return [c.id for c in CARDS if c.points == points]


def test_most_points_wins() -> None:
    two, one = by_points(2), by_points(1)
    final = position(display=(), claimed=((two[0],), (one[0],)), turn=None)
    assert final.scores == [2, 1] and final.winners == [0]


def test_tie_goes_to_the_player_with_more_cards() -> None:
    two, one = by_points(2), by_points(1)
    final = position(display=(), claimed=((two[0],), (one[0], one[1])), turn=None)
    assert final.scores == [2, 2] and final.winners == [1]


def test_tie_on_points_and_cards_is_shared() -> None:
    two = by_points(2)
    final = position(display=(), players=3, claimed=((two[0],), (two[1],), ()), turn=None)
    assert final.scores == [2, 2, 0] and final.winners == [0, 1]


def test_no_winner_before_the_end() -> None:
    assert position(claimed=((by_points(2)[0],), ())).winners == []


# ---------------------------------------------------------------------------
# Rule notes: what everyone sees


def test_tiles_are_visible_and_nothing_but_the_deck_order_is_hidden() -> None:
    state = GAME.new(3, 8)
    state, _ = random_playout_steps(state, 20)
    spectator = state.view(None)
    assert all(t["colour"] in COLOURS for p in spectator["pyramids"] for t in p["tiles"])
    assert spectator == state.view(0) == state.view(2)
    assert "deck" not in spectator and spectator["deck_count"] == len(state.deck)
    text = json.dumps(spectator)
    hidden = [CARDS[c].name for c in state.deck]
    assert not any(f'"{name}"' in text for name in hidden)
    assert GAME.secrets is False
    other = state.determinize(None, Rng(4))
    assert sorted(other.deck) == sorted(state.deck) and other.deck != state.deck
    assert other.display == state.display and other.masks == state.masks


def test_determinize_depends_only_on_what_the_seat_knows() -> None:
    # Two samples of the same position differ only in the hidden deck order; sampling
    # again from either must give the same state, whatever order it was in.
    for seed in range(6):
        state = GAME.new(2 + seed % 3, seed)
        rng = Rng(seed)
        while not state.over:
            for viewer in (None, state.current):
                s1 = state.determinize(viewer, Rng(1))
                s2 = state.determinize(viewer, Rng(2))
                assert s1.deck != s2.deck or len(state.deck) < 2
                assert s1.determinize(viewer, Rng(7)).dump() == s2.determinize(viewer, Rng(7)).dump()
            moves = state.moves()
            state = state.apply(moves[rng.below(len(moves))])


def test_a_sampled_deck_draws_its_top_cards_uniformly() -> None:
    # determinize samples the top SAMPLED_DRAWS cards uniformly (a search draws fewer);
    # the rest follow in an order of no interest, and every card is there once
    state = GAME.new(3, 2)
    tops: Counter[int] = Counter()
    lasts: Counter[int] = Counter()
    samples = 3000
    for k in range(samples):
        deck = state.determinize(0, Rng(k)).deck
        assert sorted(deck) == sorted(state.deck)
        tops[deck[0]] += 1
        lasts[deck[SAMPLED_DRAWS - 1]] += 1
    share = samples / len(state.deck)  # ~35 each
    for counts in (tops, lasts):
        assert len(counts) == len(state.deck)
        assert max(counts.values()) < 2.5 * share and min(counts.values()) > share / 4


def test_shuffled_top_is_a_permutation_with_a_random_top() -> None:
    items = list(range(20))
    for k in range(50):
        out = Rng(k).shuffled_top(items, 5)
        assert sorted(out) == items
    assert len({tuple(Rng(k).shuffled_top(items, 5)[:5]) for k in range(50)}) == 50
    # asked for (nearly) every card, it is a plain shuffle
    assert Rng(3).shuffled_top(items, 19) == Rng(3).shuffled(items)


def test_the_computers_simulation_move_is_a_uniform_legal_move_like_the_default() -> None:
    """rollout_move only counts the moves instead of listing them: with the same random
    numbers it plays exactly what the default (a uniform pick from moves()) plays."""
    for seed in range(12):
        state = GAME.new(2 + seed % 3, seed)
        fast_rng, default_rng = Rng(seed), Rng(seed)
        while not state.over:
            fast = state.rollout_move(fast_rng)
            assert fast == posy.State.rollout_move(state, default_rng)
            state = state.apply(fast)


def test_the_computer_counts_the_cards_already_due() -> None:
    # A refill revealed card 3 (Small triangle: all red) onto a flower that shows it: it
    # is Iris's at the end of her turn whatever she does, so her simulations bank it.
    state = position(NEST, display=(0, 40, 41), deck=(3, 44))
    after = state.play(COMPLETE)
    assert after.turn == 1 and after.valid == (True, False, False)
    assert after.banked() == [after.scores[0], after.scores[1] + CARDS[3].points]
    # Card 13 (Diamond: all one colour) is on the flower and reserved by Iris: it is hers
    # at the end of her next turn, even while Rose is to move.
    board = {**NEST, s(2, 0): R}
    rose_to_move = position(board, display=(40, 13, 41), reserved=(NO_CARD, 13), turn=0)
    assert rose_to_move.valid == (False, True, False)
    assert rose_to_move.banked() == [0, CARDS[13].points]
    assert rose_to_move.heuristic() is not None


def random_playout_steps(state: AnthokyklosState, steps: int) -> tuple[AnthokyklosState, int]:
    rng = Rng(steps)
    for n in range(steps):
        if state.over:
            return state, n
        moves = state.moves()
        state = state.play(moves[rng.below(len(moves))])
    return state, steps


def test_view_schema_has_what_the_renderer_needs() -> None:
    view = GAME.new(2, 1).view(1)
    assert set(view) == {
        "game",
        "colours",
        "rings",
        "per_ring",
        "spaces",
        "pyramids",
        "display",
        "deck_count",
        "players",
        "last_claim",
        "turn",
        "current",
        "over",
        "scores",
        "winners",
    }
    assert set(view["spaces"][10]) == {
        "id",
        "ring",
        "index",
        "q",
        "r",
        "angle",
        "where",
        "colour",
        "legal",
        "supports",
    }
    assert view["spaces"][10]["where"] == "ring 2 from the centre at 2 o'clock"  # as drawn: no numbers
    assert view["spaces"][10]["supports"] == [1, 2]
    assert set(view["pyramids"][0]["tiles"][0]) == {
        "id",
        "slot",
        "row",
        "col",
        "colour",
        "taken",
        "available",
        "rests_on",
    }
    shown = view["display"][0]
    assert set(shown) == {
        "id",
        "name",
        "shape",
        "title",
        "cells",
        "kind",
        "colours",
        "at_least",
        "requirement",
        "points",
        "wait",
        "reserved_by",
    }
    assert shown["cells"] == [list(c) for c in deck_data.SHAPES[shown["shape"]][1]]
    assert set(view["players"][0]) == {"seat", "score", "card_count", "cards", "reserved"}


def test_moves_are_plain_json_and_well_ordered() -> None:
    state = GAME.new(2, 4)
    moves = state.moves()
    assert json.loads(json.dumps(moves)) == moves
    kinds = [m["type"] for m in moves]
    assert kinds == sorted(kinds)  # place moves first, then reserve moves
    assert [m["card"] for m in moves if m["type"] == "reserve"] == list(state.display)


def test_malformed_moves_are_refused_in_words() -> None:
    state = GAME.new(2, 4)
    assert "no such tile" in reason(state, {"type": "place", "tile": True, "space": 0})
    assert "no such space" in reason(state, {"type": "place", "tile": 7, "space": 45})
    assert "just a tile and a space" in reason(state, {"type": "place", "tile": 7, "space": 0, "x": 1})
    assert "not an Anthokyklos move" in reason(state, {"type": "pass"})


def test_every_game_ends_and_reservations_stay_limited() -> None:
    for seed in range(30):
        final, plies = random_playout(GAME.new(4, seed), Rng(seed))
        assert final.over and final.filled == (1 << SPACES) - 1
        assert plies >= 45
        owned = [c for cards in final.claimed for c in cards]
        assert len(owned) == len(set(owned))


# ---------------------------------------------------------------------------
# Colour requirements


@pytest.mark.parametrize(
    ("kind", "colours", "yes", "no"),
    [
        ("mono", (R,), [(3, 0, 0)], [(0, 3, 0), (2, 1, 0)]),
        ("free_mono", (), [(3, 0, 0), (0, 0, 3)], [(2, 1, 0)]),
        ("either_mono", (R, Y), [(3, 0, 0), (0, 3, 0)], [(0, 0, 3), (2, 1, 0)]),
        ("bi", (R, Y), [(2, 1, 0), (1, 2, 0)], [(3, 0, 0), (2, 0, 1), (1, 1, 1)]),
        ("semi_bi", (B,), [(2, 0, 1), (0, 1, 2)], [(2, 1, 0), (0, 0, 3), (1, 1, 1)]),
        ("free_bi", (), [(2, 1, 0), (0, 1, 2)], [(3, 0, 0), (1, 1, 1)]),
        ("tri", (), [(1, 1, 1)], [(2, 1, 0), (3, 0, 0)]),
    ],
)
def test_the_seven_colour_requirements(
    kind: str, colours: tuple[int, ...], yes: list[tuple[int, int, int]], no: list[tuple[int, int, int]]
) -> None:
    for counts in yes:
        assert meets(kind, colours, None, counts), counts
    for counts in no:
        assert not meets(kind, colours, None, counts), counts


def test_x_plus_counts_the_indicated_colour_or_one_same_colour() -> None:
    assert meets("bi", (R, Y), (4, R), (4, 1, 0))
    assert not meets("bi", (R, Y), (4, R), (1, 4, 0))
    assert meets("free_bi", (), (4, None), (0, 1, 4))
    assert not meets("free_bi", (), (4, None), (0, 2, 3))
    assert meets("tri", (), (4, B), (1, 1, 4))
    assert not meets("tri", (), (4, B), (2, 1, 3))


def test_allowed_counts_encodes_meets() -> None:
    for kind in KINDS:
        cols = {"mono": (Y,), "either_mono": (Y, B), "bi": (R, B), "semi_bi": (Y,)}.get(kind, ())
        bits = allowed_counts(5, kind, cols, (3, None))
        for red in range(6):
            for yellow in range(6 - red):
                counts = (red, yellow, 5 - red - yellow)
                assert bool(bits >> (red << 4 | yellow) & 1) == meets(kind, cols, (3, None), counts)


def test_a_card_checks_the_colours_of_the_matched_tiles() -> None:
    line = {s(2, 0): R, s(2, 1): Y, s(2, 2): R}
    assert find_match(masks_of(line), card("line3", "bi", ("red", "yellow")))
    assert not find_match(masks_of(line), card("line3", "bi", ("red", "blue")))
    assert not find_match(masks_of(line), card("line3", "tri", ()))
    assert find_match(masks_of(line), card("line3", "semi_bi", ("yellow",)))
    assert find_match(masks_of(line), card("line3", "bi", ("red", "yellow"), (2, "red")))
    assert not find_match(masks_of(line), card("line3", "bi", ("red", "yellow"), (2, "yellow")))


# ---------------------------------------------------------------------------
# The matcher, shape by shape

EXPECTED_ORIENTATIONS = {
    "line3": 3,
    "line4": 3,
    "line5": 3,
    "arc4": 6,
    "arc5": 6,
    "ring6": 1,
    "flower7": 1,
    "tri3": 2,
    "tri6": 2,
    "diamond4": 3,
    "zigzag4": 6,
    "propeller4": 2,
    "chevron5": 6,
    "open5": 6,
    "bowtie5": 3,
    "trapezoid5": 6,
    "spread3": 2,
    "star6": 1,
}


Offsets = tuple[tuple[int, int], ...]


def planar_images(offsets: Offsets) -> set[frozenset[tuple[int, int]]]:
    """The 12 images of a shape computed in the plane (independent of lattice.py)."""
    out = set()
    points = [(q + r / 2, r * math.sqrt(3) / 2) for q, r in offsets]
    for mirror in (1, -1):
        for k in range(6):
            a = math.pi / 3 * k
            cells = []
            for x, y in points:
                x, y = x, y * mirror
                xr, yr = x * math.cos(a) - y * math.sin(a), x * math.sin(a) + y * math.cos(a)
                r = round(yr * 2 / math.sqrt(3))
                cells.append((round(xr - r / 2), r))
            low = min(cells)
            out.add(frozenset((q - low[0], r - low[1]) for q, r in cells))
    return out


@pytest.mark.parametrize("shape", sorted(deck_data.SHAPES))
def test_orientations_are_the_lattice_symmetries(shape: str) -> None:
    offsets = deck_data.SHAPES[shape][1]
    images = orientations(offsets)
    assert len(images) == EXPECTED_ORIENTATIONS[shape]
    assert {frozenset(i) for i in images} == planar_images(offsets)


@pytest.mark.parametrize("shape", sorted(deck_data.SHAPES))
def test_each_shape_matches_in_every_orientation_position_and_scale(shape: str) -> None:
    offsets = deck_data.SHAPES[shape][1]
    red = card(shape)
    found = 0
    for image in orientations(offsets):
        for scale in (1, 2):
            scaled = tuple((q * scale, r * scale) for q, r in image)
            for q0 in (0, 4, 8):  # includes placements crossing index 8 -> 0
                for r0 in range(-10, 11):
                    mask = place(scaled, q0, r0)
                    if mask is None:
                        continue
                    found += 1
                    cells = cells_of(mask)
                    board = {c: (R if c in cells else B) for c in range(SPACES)}
                    assert find_match(masks_of(board), red) == mask
                    board[cells[0]] = Y  # one wrong colour: no match
                    assert find_match(masks_of(board), red) == 0
                    del board[cells[-1]]
                    board[cells[0]] = R  # one missing tile: no match
                    assert find_match(masks_of(board), red) == 0
    assert found >= 3 * len(orientations(offsets))


def brute_force_present(
    board: dict[int, int], offsets: Offsets, test: Callable[[tuple[int, ...]], bool]
) -> bool:
    """The definition, spelled out: every planar image, every scale, every anchor."""
    for image in planar_images(offsets):
        for scale in range(1, 6):
            for q0 in range(9):
                for r0 in range(-12, 13):
                    cells = [(q0 + q * scale, r0 + r * scale) for q, r in image]
                    if not all(1 <= r <= 5 for _, r in cells):
                        continue
                    half = [2 * q + r for q, r in cells]
                    if max(half) - min(half) > 9:  # at most half the flower
                        continue
                    spaces = [space_id(r, q) for q, r in cells]
                    if all(sp in board for sp in spaces):
                        counts = [0, 0, 0]
                        for sp in spaces:
                            counts[board[sp]] += 1
                        if test(tuple(counts)):
                            return True
    return False


def test_matcher_agrees_with_a_brute_force_search() -> None:
    rng = Rng(2024)
    checked = 0
    for trial in range(40):
        board = {}
        for ring in range(1, 6):
            for index, colour in enumerate(rng.shuffled([R, R, R, Y, Y, Y, B, B, B])):
                if rng.below(10) < 7 - ring:  # partial builds too
                    board[s(ring, index)] = colour
        for cid in (0, 6, 11, 19, 21, 22, 23, 33, 44, 62, 80):
            c = CARDS[(cid + trial) % 90]
            offsets = deck_data.SHAPES[c.shape][1]
            expected = brute_force_present(board, offsets, partial(meets, c.kind, c.colours, c.at_least))
            assert bool(find_match(masks_of(board), c)) == expected, (c.name, board)
            checked += expected
    assert checked > 20


def test_scale_spreads_the_cells_and_ignores_the_spaces_between() -> None:
    spread = {s(2, 0): R, s(2, 2): R, s(2, 4): R, s(2, 1): B, s(2, 3): Y}
    assert find_match(masks_of(spread), card("line3")) == mask_of([s(2, 0), s(2, 2), s(2, 4)])
    assert SHAPE_PLACEMENTS["line3"].scale[mask_of([s(2, 0), s(2, 2), s(2, 4)])] == 2
    uneven = {s(2, 0): R, s(2, 1): R, s(2, 3): R}
    assert not find_match(masks_of(uneven), card("line3"))
    radial = {s(1, 0): R, s(3, 0): R, s(5, 0): R}  # direction (0, +1) at scale 2
    assert find_match(masks_of(radial), card("line3"))
    corners = {s(1, 0): Y, s(1, 2): Y, s(3, 0): Y}  # small triangle at scale 2
    assert find_match(masks_of(corners), card("tri3", "mono", ("yellow",)))


def test_named_positions_of_small_shapes() -> None:
    red = card("line3")
    assert find_match(masks_of({s(1, 8): R, s(1, 0): R, s(1, 1): R}), red)  # across the wrap
    assert find_match(masks_of({s(1, 2): R, s(2, 1): R, s(3, 0): R}), red)  # direction (-1, +1)
    assert not find_match(masks_of({s(1, 0): R, s(2, 0): R, s(3, 1): R}), red)  # bent, not a line
    tri = card("tri3")
    assert find_match(masks_of({s(1, 0): R, s(1, 1): R, s(2, 0): R}), tri)  # pointing out
    assert find_match(masks_of({s(2, 0): R, s(2, 1): R, s(1, 1): R}), tri)  # pointing in
    hexagon = card("ring6", "mono", ("blue",))
    around = {n: B for n in neighbours(s(3, 4))}
    assert find_match(masks_of(around), hexagon) == mask_of(list(around))
    assert not find_match(masks_of({n: B for n in neighbours(s(1, 4))}), hexagon)  # off the flower
    flower = card("flower7", "free_mono", ())
    big = {s(3, 4): Y, **{space_id(3 + 2 * dr, 4 + 2 * dq): Y for dq, dr in ((1, 0), (-1, 0))}}
    big.update({s(1, 4): Y, s(1, 6): Y, s(5, 2): Y, s(5, 4): Y})
    assert find_match(masks_of(big), flower)  # the flower at scale 2
    zig = card("zigzag4")
    left = {s(1, 0): R, s(1, 1): R, s(2, 1): R, s(2, 2): R}
    right = {s(1, 2): R, s(1, 3): R, s(2, 1): R, s(2, 0): R}  # its mirror image
    assert find_match(masks_of(left), zig) and find_match(masks_of(right), zig)


LINE3 = ((0, 0), (1, 0), (2, 0))
LINE5 = ((0, 0), (1, 0), (2, 0), (3, 0), (4, 0))
DIAMOND = ((0, 0), (1, 0), (0, 1), (-1, 1))
LINE3_RED = 0  # the display slot given "Line of 3: all red" in the reproduction


def test_span_counts_half_steps_round_the_flower() -> None:
    assert span(LINE5) == 8  # the widest shapes at scale 1: 5 spaces along a ring, the star
    assert span(deck_data.SHAPES["star6"][1]) == 8
    assert span(((0, 0), (0, 1), (0, 2))) == 2  # outward, each ring is half a step further round
    assert span(((0, 0), (-1, 1))) == 1
    assert MAX_SPAN == 9  # half the flower: 9 half-steps of 20 degrees


def with_card(monkeypatch: pytest.MonkeyPatch, cid: int, replacement: Card) -> None:
    """Put ``replacement`` in the deck as card ``cid`` (the rules read ``CARDS``)."""
    replacement.id = cid
    cards = list(CARDS)
    cards[cid] = replacement
    monkeypatch.setattr(rules_module, "CARDS", tuple(cards))


def test_a_scaled_line_of_3_may_not_wrap_round_onto_itself(monkeypatch: pytest.MonkeyPatch) -> None:
    # The issue: ring 1 coloured R R Y B Y R B Y B by space; the red on space 5
    # used to claim "Line of 3: all red" on spaces 1, 5 and 0 (= 9) at scale 4.
    with_card(monkeypatch, LINE3_RED, card("line3"))
    ring1 = dict(enumerate((R, R, Y, B, Y, R, B, Y, B)))
    wrapped = mask_of([s(1, 1), s(1, 5), s(1, 0)])
    assert place(((0, 0), (4, 0), (8, 0)), 1, 1) is None  # span 16 > 9
    assert wrapped not in SHAPE_PLACEMENTS["line3"].masks
    assert not find_match(masks_of(ring1), card("line3"))
    before = {sp: c for sp, c in ring1.items() if sp != s(1, 5)}
    state = position(before, display=(LINE3_RED, 40), taken=1 << tile(1, 8))
    after = state.play({"type": "place", "tile": tile(1, 7), "space": s(1, 5)})  # a red tile
    assert after.colour_at(s(1, 5)) == R
    assert after.claimed == ((), ())
    assert {scale for _, scale in placements(LINE3)} == {1, 2}  # 0, 2, 4 is the widest line of 3


def test_a_scaled_line_of_5_may_not_close_round_the_ring() -> None:
    # The issue: a line of 5 at scale 2 covering ring 1's spaces 0, 2, 4, 6, 8.
    closed = [s(1, q) for q in (0, 2, 4, 6, 8)]
    assert place(tuple((2 * q, 0) for q in range(5)), 0, 1) is None  # span 16 > 9
    assert mask_of(closed) not in SHAPE_PLACEMENTS["line5"].masks
    assert not find_match(masks_of({sp: R for sp in closed}), card("line5"))
    assert {scale for _, scale in placements(LINE5)} == {1}
    along = [s(1, q) for q in range(5)]  # scale 1 along a ring (span 8) still counts
    assert find_match(masks_of({sp: R for sp in along}), card("line5")) == mask_of(along)


def test_the_largest_allowed_span_is_half_the_flower() -> None:
    # A diamond at scale 3 spans exactly 9 half-steps (180 degrees): allowed.
    big = tuple((3 * q, 3 * r) for q, r in DIAMOND)
    assert span(big) == 9
    mask = place(big, 3, 1)
    assert mask == mask_of([s(1, 3), s(1, 6), s(4, 3), s(4, 0)])
    assert SHAPE_PLACEMENTS["diamond4"].scale[mask] == 3
    assert find_match(masks_of({sp: R for sp in cells_of(mask)}), card("diamond4")) == mask
    # one half-step more is refused: 10 half-steps along a ring
    assert span(((0, 0), (5, 0))) == 10 and place(((0, 0), (5, 0)), 0, 1) is None
    assert place(((0, 0), (4, 0)), 0, 1) == mask_of([s(1, 0), s(1, 4)])


@pytest.mark.parametrize("shape", sorted(deck_data.SHAPES))
def test_every_symmetry_and_scale_that_fits_in_half_the_flower_is_kept(shape: str) -> None:
    masks = set(SHAPE_PLACEMENTS[shape].masks)
    for image in orientations(deck_data.SHAPES[shape][1]):
        assert span(image) <= 8  # every orientation fits at scale 1
        for scale in range(1, 6):
            scaled = tuple((q * scale, r * scale) for q, r in image)
            depth = max(r for _, r in scaled) - min(r for _, r in scaled)
            fits = span(scaled) <= MAX_SPAN and depth <= 4
            for q0 in range(9):
                for r0 in range(1 - min(r for _, r in scaled), 6):
                    mask = place(scaled, q0, r0)
                    assert (mask is not None) == (fits and r0 + max(r for _, r in scaled) <= 5)
                    if mask is not None:
                        assert mask in masks
                        assert len(cells_of(mask)) == len(scaled)  # no two offsets share a space
    assert len(masks) == len(SHAPE_PLACEMENTS[shape].scale)


def test_incremental_checks_agree_with_a_full_check() -> None:
    # apply only re-checks the placements through the new tile, and skips cards
    # that cannot hold its colour: the result must be the full check's.
    assert CARDS[0].takes == 1 << R  # Line of 3, all red: only a red tile can complete it
    assert CARDS[12].takes == 0b111  # Small triangle, all one colour
    for seed in range(12):
        state = GAME.new(2 + seed % 3, seed)
        rng = Rng(seed)
        while not state.over:
            assert state.valid == tuple(bool(find_match(state.masks, CARDS[c])) for c in state.display)
            moves = state.moves()
            state = state.apply(moves[rng.below(len(moves))])


def test_end_of_turn_checks_are_fast() -> None:
    boards = []
    rng = Rng(1)
    for _ in range(20):
        board = {}
        for ring in range(1, 6):
            for index, colour in enumerate(rng.shuffled([R, R, R, Y, Y, Y, B, B, B])):
                board[s(ring, index)] = colour
        boards.append(masks_of(board))
    start = time.perf_counter()
    for masks in boards:
        for c in CARDS:
            find_match(masks, c)
    per_check = (time.perf_counter() - start) / (20 * 90)
    assert per_check < 0.002  # measured ~0.02 ms per card on a full flower


# ---------------------------------------------------------------------------
# The deck


def test_deck_has_90_cards_with_every_requirement_kind_and_x_plus() -> None:
    assert len(CARDS) == 90 and [c.id for c in CARDS] == list(range(90))
    assert {c.kind for c in CARDS} == set(KINDS)
    assert sum(c.at_least is not None for c in CARDS) >= 20
    assert {c.shape for c in CARDS} == set(deck_data.SHAPES)
    assert len({(c.shape, c.kind, c.colours, c.at_least) for c in CARDS}) == 90  # no duplicates
    assert min(c.points for c in CARDS) == 1 and max(c.points for c in CARDS) == 10
    for c in CARDS:  # every card can be met by some colours of its size
        assert c.allowed, c.name
        if c.kind in ("mono", "either_mono", "bi", "semi_bi"):
            need = 1 if c.kind in ("mono", "semi_bi") else 2
            assert len(c.colours) == need


def load_tool() -> Any:
    """tools/anthokyklos_deck.py, imported (Any: a script's module, not a package's)."""
    path = Path(__file__).resolve().parents[2] / "tools" / "anthokyklos_deck.py"
    spec = importlib.util.spec_from_file_location("anthokyklos_deck", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look themselves up there
    spec.loader.exec_module(module)
    return module


def test_points_follow_the_recorded_wait() -> None:
    tool = load_tool()
    for c in CARDS:
        assert c.wait >= 1  # every card waits at least the turn it is revealed in
        assert c.points == tool.points_for(c.wait), c.name
    by_wait = sorted(CARDS, key=lambda c: c.wait)
    assert by_wait[0].points == 1 and by_wait[-1].points == 10
    assert tool.points_for(1.0) == 1 and tool.points_for(2.49) == 1 and tool.points_for(2.5) == 2
    assert tool.points_for(5.6) == 5 and tool.points_for(20) == 10


def test_colour_variants_of_a_design_share_their_wait_and_points() -> None:
    tool = load_tool()
    groups: dict[tuple[Any, ...], set[tuple[float, int]]] = {}
    for c in CARDS:
        groups.setdefault(tool.design(c.id), set()).add((c.wait, c.points))
    assert all(len(values) == 1 for values in groups.values())
    assert tool.design(0) == tool.design(1) == ("line3", "mono", None)  # all red, all yellow
    assert tool.design(0) != tool.design(3)


def test_greedy_player_takes_a_placement_that_claims() -> None:
    tool = load_tool()
    state = position(NEST, display=(0, 40, 41))
    for seed in range(8):  # whatever the tie-breaks: only red on ring 2 space 0 claims
        move = tool.greedy_move(state, Rng(seed), lambda card: 1)
        assert move["space"] == s(2, 0) and state.tiles[move["tile"]] == R
    quiet = position(display=(40, 41, 44))
    chosen = {json.dumps(tool.greedy_move(quiet, Rng(seed), lambda card: 1)) for seed in range(8)}
    assert len(chosen) > 1  # nothing claims: a random legal placement, never a reservation
    assert all(json.loads(m)["type"] == "place" for m in chosen)


def test_greedy_player_takes_the_placement_worth_most() -> None:
    tool = load_tool()
    # Two reds on ring 1: a third red beside them makes "Line of 3: all red" (card
    # 0), a red on ring 2 above them "Small triangle: all red" (card 3).
    state = position({s(1, 0): R, s(1, 1): R}, display=(0, 3, 41))
    for seed in range(6):
        line = tool.greedy_move(state, Rng(seed), lambda card: 5 if card == 0 else 1)
        assert line["space"] in (s(1, 2), s(1, 8)) and state.tiles[line["tile"]] == R
        triangle = tool.greedy_move(state, Rng(seed), lambda card: 5 if card == 3 else 1)
        assert triangle["space"] == s(2, 0) and state.tiles[triangle["tile"]] == R


def test_a_game_ends_clogged_when_no_display_card_shows_on_the_full_flower() -> None:
    tool = load_tool()
    tiles = GAME.new(2, 3).tiles
    full = position(full_board(tiles), display=(), turn=None, tiles=tiles)
    there = [c.id for c in CARDS if find_match(full.masks, c)]
    missing = [c.id for c in CARDS if not find_match(full.masks, c)]
    assert there and missing
    assert tool.ends_clogged(full, (missing[0],))
    assert not tool.ends_clogged(full, (missing[0], there[0]))
    assert tool.ends_clogged(full, ())  # an empty display is clogged too


def test_balance_tool_plays_seeded_games_with_the_engine() -> None:
    tool = load_tool()
    first = tool.simulate(3, 5, lambda card: 1)
    again = tool.simulate(3, 5, lambda card: 1)
    assert set(first) == {2, 3, 4}
    for players, tally in first.items():
        assert tally.games == 3 and tally.claims > 0
        assert tally == again[players]  # seeded: the same numbers every run
        assert sum(tally.claimed.values()) == tally.claims
        assert 0 <= tool.clogged_per_10(tally) <= 10
    assert tool.claims_per_player_per_ring(first[2], 2) == first[2].claims / 3 / 2 / 5
    other = tool.simulate(3, 6, lambda card: 1)
    assert other[2] != first[2]
    waits = tool.waits(first)
    assert len(waits) == 90 and all(w > 0 for w in waits)
    assert len({tool.game_seed(p, g, seed) for p in (2, 3, 4) for g in range(50) for seed in (5, 6)}) == 300


def test_balance_tool_check_refuses_a_deck_it_did_not_write(capsys: pytest.CaptureFixture[str]) -> None:
    tool = load_tool()
    before = tool.DECK_FILE.read_text()
    # two games per player count measure other waits than the 400 recorded: out of date
    assert tool.main(["--check", "--games", "2"]) == 1
    assert "deck.py is out of date" in capsys.readouterr().out
    assert tool.DECK_FILE.read_text() == before  # --check never writes


def test_registered() -> None:
    assert posy.game("anthokyklos") is GAME
    assert (GAME.min_players, GAME.max_players) == (2, 4)


def test_damaged_positions_are_refused() -> None:
    good = GAME.new(2, 1).dump()
    assert GAME.load(json.loads(json.dumps(good))).dump() == good
    for key, bad in (
        ("board", [-1] + [None] * 44),
        ("tiles", [0] * 45),
        ("display", [0, 1, 1]),
        ("reserved", [89, None]),
        ("turn", 5),
    ):
        with pytest.raises(posy.BadRecord):
            GAME.load({**good, key: bad})
