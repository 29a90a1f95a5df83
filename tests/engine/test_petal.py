"""Petal: one test per rule clause, worked example and Rule note of the rulebook (not in
this repository: the rules in short and the Rule notes are in posy.games.petal's docstring
and assets/rules/petal.html) and issue 3."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

import pytest

import posy
from posy.core import BadRecord, IllegalMove, Rng, random_playout
from posy.games import petal
from posy.games.petal import CELLS, GAME, GREEN, PINK, TREE, PetalState, flower_bonus, flower_points, tile
from posy.games.petal.contract import PetalFlip, PetalPick


def P(n: int) -> int:
    return tile(PINK, n)


def G(n: int) -> int:
    return tile(GREEN, n)


def sq(name: str) -> int:
    """ "C4" -> square index (columns A-G from the left, rows 1-7 from the top)."""
    return (int(name[1]) - 1) * 7 + "ABCDEFG".index(name[0])


def position(
    board: dict[str, tuple[int, ...]],
    turn: int | None = PINK,
    kept: tuple[tuple[tuple[int, ...], ...], ...] = ((), ()),
    open_flowers: bool = False,
) -> PetalState:
    """A hand-built position: only the named squares hold tiles."""
    cells: list[tuple[int, ...]] = [()] * CELLS
    for name, tiles in board.items():
        cells[sq(name)] = tiles
    return PetalState(tuple(cells), kept, turn, PINK, open_flowers, 0, None)


def flip(a: str, b: str) -> PetalFlip:
    return {"type": "flip", "from": sq(a), "to": sq(b)}


def pick(a: str) -> PetalPick:
    return {"type": "pick", "cell": sq(a)}


def refused(state: PetalState, move: object) -> str:
    with pytest.raises(IllegalMove) as info:
        state.play(move)
    return str(info.value)


# -- components and setup ------------------------------------------------------


def test_game_is_registered_for_two_players_with_pink_and_green_seats() -> None:
    assert "petal" in posy.games()
    assert GAME.min_players == GAME.max_players == 2
    assert GAME.seat_names == ("Pink", "Green")
    with pytest.raises(BadRecord):
        GAME.new(3, 1)


def test_48_petals_each_colour_numbered_1_to_8_three_times_and_the_tree_in_the_middle() -> None:
    for seed in range(20):
        s = GAME.new(2, seed)
        assert s.cells[TREE] == () and sq("D4") == TREE
        tiles = [c[0] for i, c in enumerate(s.cells) if i != TREE]
        assert all(len(c) == 1 for i, c in enumerate(s.cells) if i != TREE)
        assert len(tiles) == 48
        counts = Counter((petal.colour_of(t), petal.number_of(t)) for t in tiles)
        assert counts == {(k, n): 3 for k in (PINK, GREEN) for n in range(1, 9)}
        assert s.view(None)["cells"][TREE]["kind"] == "tree"


def test_checkerboard_starts_with_the_first_players_colour_in_the_corner() -> None:
    for seed in range(20):
        s = GAME.new(2, seed)
        for corner in ("A1", "G1", "A7", "G7"):
            assert petal.colour_of(s.cells[sq(corner)][0]) == s.first
        for square in range(CELLS):
            if square == TREE:
                continue
            row, col = divmod(square, 7)
            expected = s.first if (row + col) % 2 == 0 else 1 - s.first
            assert petal.colour_of(s.cells[square][0]) == expected


def test_the_tree_flip_decides_who_starts_and_both_colours_can_start() -> None:
    firsts = set()
    for seed in range(40):
        s = GAME.new(2, seed)
        assert s.current == s.first
        assert s.view(None)["first"] == s.first
        firsts.add(s.first)
    assert firsts == {PINK, GREEN}


def test_tiles_are_shuffled_by_the_seed() -> None:
    deals = {tuple(GAME.new(2, seed).cells) for seed in range(10)}
    assert len(deals) > 8
    assert GAME.new(2, 5).dump() == GAME.new(2, 5).dump()


def test_petals_start_number_side_up() -> None:
    s = GAME.new(2, 7)
    for square, cell in enumerate(s.view(None)["cells"]):
        if square != TREE:
            assert cell["kind"] == "petal"
            assert cell["number"] == petal.number_of(s.cells[square][0])
            assert cell["colour"] == ("pink", "green")[petal.colour_of(s.cells[square][0])]


def test_memory_is_the_default_and_open_flowers_is_a_lobby_option() -> None:
    (option,) = GAME.options
    assert option.name == "open_flowers" and option.default is False
    assert GAME.new(2, 1).open is False
    assert GAME.new(2, 1, {"open_flowers": True}).open is True
    with pytest.raises(BadRecord):
        GAME.new(2, 1, {"open_flowers": "yes"})
    assert GAME.secrets is False  # nothing is secret from one player and not the other


# -- action 1: flip a petal ------------------------------------------------------


def test_flipping_a_petal_onto_a_neighbour_makes_a_flower_and_empties_the_source() -> None:
    s = position({"B2": (P(3),), "B3": (G(5),), "F6": (P(1),)})
    after = s.play(flip("B2", "B3"))
    assert after.cells[sq("B2")] == ()
    # the target stays face up at the bottom, the flipped petal lies on top
    assert after.cells[sq("B3")] == (G(5), P(3))
    assert after.current == GREEN


@pytest.mark.parametrize("target", ["C3", "A3", "B2", "B4"])
def test_petals_flip_up_down_left_or_right(target: str) -> None:
    s = position({"B3": (P(3),), target: (G(5),)})
    assert s.play(flip("B3", target)).cells[sq(target)] == (G(5), P(3))


@pytest.mark.parametrize("target", ["C4", "A2", "B5", "D3"])
def test_petals_never_flip_diagonally_or_further(target: str) -> None:
    s = position({"B3": (P(3),), target: (G(5),), "F6": (P(1),), "F7": (G(1),)})
    reason = refused(s, flip("B3", target))
    assert reason == "A petal can only be flipped onto a square right next to it: up, down, left or right."
    s = position({"B3": (P(3), G(2)), target: (G(5),)})
    reason = refused(s, flip("B3", target))
    assert reason == "A flower can only be flipped onto a square right next to it: up, down, left or right."


def test_either_player_may_flip_petals_of_either_colour() -> None:
    s = position({"A1": (P(3),), "A2": (G(5),)})
    for turn in (PINK, GREEN):
        mover = PetalState(s.cells, s.kept, turn, PINK, False, 0, None)
        assert flip("A1", "A2") in mover.moves() and flip("A2", "A1") in mover.moves()


def test_you_cant_flip_a_petal_onto_a_flower() -> None:
    s = position({"A1": (P(3),), "A2": (G(5), P(1))})
    assert refused(s, flip("A1", "A2")) == "You can't flip a petal onto a flower."


def test_you_cant_flip_a_petal_onto_the_tree() -> None:
    s = position({"D3": (P(3),), "D2": (G(5),)})
    assert refused(s, flip("D3", "D4")) == "You can't flip a petal onto the tree tile."


def test_you_cant_flip_a_petal_into_an_empty_space() -> None:
    s = position({"A1": (P(3),), "B1": (G(5),)})
    assert refused(s, flip("A1", "A2")) == "You can't flip a petal into an empty space."


# -- action 2: flip a flower -----------------------------------------------------


def test_flipping_a_flower_turns_the_stack_over_onto_the_petal() -> None:
    s = position({"A1": (G(5), P(3)), "A2": (P(8),), "G7": (G(1),)})
    after = s.play(flip("A1", "A2"))
    assert after.cells[sq("A1")] == ()
    # bottom to top: the target petal, then the old flower upside down
    assert after.cells[sq("A2")] == (P(8), P(3), G(5))
    assert after.view(None)["cells"][sq("A2")]["top"] == "green"


def test_stack_order_is_tracked_through_several_flips_from_a_real_deal() -> None:
    s = GAME.new(2, 3)
    a, b, c, d = (s.cells[sq(n)][0] for n in ("A1", "B1", "C1", "D1"))
    s = s.play(flip("A1", "B1"))
    assert s.cells[sq("B1")] == (b, a)
    s = s.play(flip("B1", "C1"))
    assert s.cells[sq("C1")] == (c, a, b)
    s = s.play(flip("C1", "D1"))
    assert s.cells[sq("D1")] == (d, b, a, c)
    # the top shown is always the old bottom tile, face down
    assert s.view(None)["cells"][sq("D1")]["top"] == ("pink", "green")[petal.colour_of(c)]
    assert s.view(None)["cells"][sq("D1")]["height"] == 4


def test_you_cant_flip_a_flower_onto_another_flower() -> None:
    s = position({"A1": (G(5), P(3)), "A2": (P(8), G(1))})
    assert refused(s, flip("A1", "A2")) == "You can't flip a flower onto another flower."


def test_you_cant_flip_a_flower_onto_the_tree() -> None:
    s = position({"D3": (G(5), P(3))})
    assert refused(s, flip("D3", "D4")) == "You can't flip a flower onto the tree tile."


def test_you_cant_flip_a_flower_into_an_empty_space() -> None:
    s = position({"A1": (G(5), P(3))})
    assert refused(s, flip("A1", "B1")) == "You can't flip a flower into an empty space."


def test_the_tree_never_moves_and_empty_squares_hold_nothing_to_flip() -> None:
    s = position({"D3": (P(3),), "C3": (P(4),)})
    assert refused(s, flip("D4", "D3")) == "The tree never moves."
    assert refused(s, flip("A1", "A2")) == "There is nothing on that square to flip."
    assert refused(s, flip("D3", "D3")) == "Flip the petal onto another square."
    assert all(TREE not in (m.get("from"), m.get("to"), m.get("cell")) for m in GAME.new(2, 1).moves())


# -- action 3: pick a flower and score it ------------------------------------------


def test_rulebook_example_3_4_7_against_1_5_scores_8() -> None:
    flower = (P(3), G(1), P(4), G(5), P(7))
    assert flower_points(flower, PINK) == 14 - 6 == 8
    s = position({"C3": flower, "A1": (G(2),), "A2": (P(2),)})
    after = s.play(pick("C3"))
    assert after.points == (8, 0)
    assert after.kept[PINK] == (flower,)
    assert after.cells[sq("C3")] == ()
    # the same example for Green: its own 3, 4, 7 against Pink's 1 and 5
    mirrored = tuple(tile(1 - petal.colour_of(t), petal.number_of(t)) for t in flower)
    s = position({"C3": mirrored, "A1": (G(2),), "A2": (P(2),)}, turn=GREEN)
    assert s.play(pick("C3")).points == (0, 8)


def test_a_flower_worth_zero_or_less_scores_zero_but_is_still_kept() -> None:
    s = position({"C3": (P(2), G(7)), "E5": (P(4), G(4)), "A1": (G(2),), "A2": (P(2),)})
    after = s.play(pick("C3"))
    assert after.points == (0, 0) and after.flowers == [1, 0]
    after = after.play(pick("E5"))
    assert after.points == (0, 0) and after.flowers == [1, 1]


def test_the_score_depends_on_who_picks() -> None:
    flower = (P(8), G(2))
    assert flower_points(flower, PINK) == 6 and flower_points(flower, GREEN) == 0
    s = position({"C3": flower, "A1": (G(2),), "A2": (P(2),)}, turn=GREEN)
    assert s.play(pick("C3")).points == (0, 0)


def test_any_flower_of_any_height_and_top_colour_can_be_picked() -> None:
    s = position({"A1": (P(1), G(2)), "C1": (G(1), P(2)), "E1": (P(1), G(1), P(3), G(4), P(5))})
    picks = [m for m in s.moves() if m["type"] == "pick"]
    assert picks == [pick("A1"), pick("C1"), pick("E1")]


def test_a_single_petal_empty_square_or_the_tree_cannot_be_picked() -> None:
    s = position({"A1": (P(1), G(2)), "C1": (G(1),), "C2": (G(3),)})
    assert refused(s, pick("C1")) == "A single petal can't be picked: only flowers (two or more tiles) can."
    assert refused(s, pick("E5")) == "There is no flower on that square to pick."
    assert refused(s, pick("D4")) == "The tree can't be picked."


# -- the end ------------------------------------------------------------------------


def test_game_ends_when_no_petals_are_adjacent_and_no_flowers_are_left() -> None:
    s = position({"A1": (P(1), G(2)), "C1": (G(1),), "E1": (G(3),)})
    after = s.play(pick("A1"))
    assert after.over and after.current is None and after.moves() == []


def test_a_flower_left_on_the_board_keeps_the_game_going() -> None:
    s = position({"A1": (P(1), G(2)), "C1": (G(1), P(3)), "E1": (G(3),)})
    after = s.play(pick("A1"))
    assert not after.over and after.moves() == [pick("C1")]


def test_two_adjacent_petals_keep_the_game_going() -> None:
    s = position({"A1": (P(1), G(2)), "C1": (G(1),), "C2": (G(3),)})
    after = s.play(pick("A1"))
    assert not after.over and after.moves() == [flip("C1", "C2"), flip("C2", "C1")]


def test_rulebook_example_7_flowers_against_10_earns_9_bonus_points() -> None:
    assert flower_bonus([7, 10]) == [9, 0]
    assert flower_bonus([10, 7]) == [0, 9]
    laura = tuple((P(1), G(1)) for _ in range(7))
    karl = tuple((P(2), G(2)) for _ in range(10))
    end = position({}, turn=None, kept=(laura, karl))
    assert end.bonus == [9, 0]
    assert end.scores == [0 + 9, 0]
    view = end.view(None)
    assert view["players"][0]["bonus"] == 9 and view["players"][0]["score"] == 9


def test_equal_flower_counts_earn_no_bonus() -> None:
    end = position({}, turn=None, kept=(((P(5), G(1)),), ((P(1), G(4)),)))
    assert end.bonus == [0, 0] and end.scores == [4, 3] and end.winners == [PINK]


def test_the_bonus_is_only_added_at_the_end() -> None:
    s = position({"A1": (P(1), G(2)), "C1": (G(8), P(1)), "E1": (G(3),)})
    s = s.play(pick("A1"))  # Pink 1 flower, Green 0
    assert s.bonus == [0, 0] and s.scores == [0, 0]
    s = s.play(pick("C1"))  # Green scores 7; both have 1 flower
    assert s.over and s.scores == [0, 7] and s.winners == [GREEN]


def test_highest_score_wins() -> None:
    end = position({}, turn=None, kept=(((P(8), G(1)),), ((P(1), G(2)),)))
    assert end.scores == [7, 1] and end.winners == [PINK]


def test_rulebook_tie_goes_to_the_player_with_fewer_flowers() -> None:
    # Pink: 2 flowers worth 10 in all, +3 bonus = 13; Green: 3 flowers worth 13.
    pink = ((P(8), G(1)), (P(4), G(1)))
    green = ((G(8), P(1)), (G(5), P(1)), (G(3), P(1)))
    end = position({}, turn=None, kept=(pink, green))
    assert end.scores == [13, 13]
    assert end.winners == [PINK]
    assert end.view(None)["winners"] == [PINK]


def test_equal_scores_and_equal_flowers_are_a_draw() -> None:
    end = position({}, turn=None, kept=(((P(6), G(1)),), ((G(6), P(1)),)))
    assert end.scores == [5, 5] and end.winners == [PINK, GREEN]


def test_every_game_ends_within_48_moves() -> None:
    for seed in range(400):
        final, plies = random_playout(GAME.new(2, seed, {"open_flowers": seed % 2 == 1}), Rng(seed))
        assert final.over and plies <= 48
        assert sum(final.flowers) >= 1
        # all 48 petals are either kept in flowers or left as lone petals
        left = [c for c in final.cells if c]
        assert all(len(c) == 1 for c in left)
        assert len(left) + sum(len(f) for pile in final.kept for f in pile) == 48


def test_winners_are_empty_while_playing() -> None:
    s = GAME.new(2, 1)
    assert s.winners == [] and s.bonus == [0, 0] and s.scores == [0, 0]


# -- memory play and open flowers --------------------------------------------------


def test_memory_view_shows_height_and_top_colour_but_no_numbers_to_anyone() -> None:
    s = position({"A1": (P(3), G(5), P(7)), "C1": (G(1),), "C2": (G(3),)})
    views = [s.view(v) for v in (None, PINK, GREEN)]
    assert views[0] == views[1] == views[2]
    cell = views[0]["cells"][sq("A1")]
    assert cell["kind"] == "flower" and cell["height"] == 3 and cell["top"] == "pink"
    assert cell["tiles"] is None and cell["would_score"] is None
    # changing the hidden numbers changes nothing in the view
    other = position({"A1": (G(8), P(1), P(2)), "C1": (G(1),), "C2": (G(3),)})
    assert json.dumps(other.view(None), sort_keys=True) == json.dumps(views[0], sort_keys=True)


def test_open_flowers_view_shows_the_tiles_and_what_each_pick_would_score() -> None:
    flower = (P(3), G(1), P(4), G(5), P(7))
    s = position({"A1": flower, "C1": (G(8), P(1)), "E1": (G(3),)}, open_flowers=True)
    cells = s.view(None)["cells"]
    assert cells[sq("A1")]["tiles"] == [
        {"colour": "pink", "number": 3},
        {"colour": "green", "number": 1},
        {"colour": "pink", "number": 4},
        {"colour": "green", "number": 5},
        {"colour": "pink", "number": 7},
    ]
    assert cells[sq("A1")]["would_score"] == 8
    assert cells[sq("C1")]["would_score"] == 0
    green_to_move = PetalState(s.cells, s.kept, GREEN, PINK, True, 0, None)
    assert green_to_move.view(None)["cells"][sq("C1")]["would_score"] == 7
    assert green_to_move.view(None)["cells"][sq("A1")]["would_score"] == 0


def test_a_picked_flower_is_revealed_to_both_players_and_spectators() -> None:
    flower = (P(3), G(1), P(4))
    s = position({"A1": flower, "C1": (G(1), P(2)), "E1": (G(3),)})
    after = s.play(pick("A1"))
    shown = [
        {"colour": "pink", "number": 3},
        {"colour": "green", "number": 1},
        {"colour": "pink", "number": 4},
    ]
    for viewer in (None, PINK, GREEN):
        view = after.view(viewer)
        assert view["players"][PINK]["kept"] == [{"tiles": shown, "points": 6}]
        assert view["revealed"] == shown
        assert view["last"] == {"type": "pick", "player": PINK, "cell": sq("A1"), "tiles": shown, "points": 6}


def test_the_last_flip_is_shown_without_numbers() -> None:
    s = position({"A1": (P(3),), "A2": (G(1),), "A3": (G(6),)})
    s = s.play(flip("A1", "A2"))
    view = s.view(None)
    last = {"type": "flip", "player": PINK, "from": sq("A1"), "to": sq("A2"), "height": 2, "grew": False}
    assert view["last"] == last
    assert view["revealed"] == []
    s = s.play(flip("A2", "A3"))
    shown = s.view(None)["last"]
    assert shown is not None and shown["type"] == "flip" and shown["grew"] is True and shown["height"] == 3


def test_the_memory_log_does_not_name_hidden_numbers_but_the_open_log_does() -> None:
    cells = {"A1": (P(3),), "A2": (G(6),), "B1": (G(2), P(5)), "C1": (P(8),)}
    memory, opened = position(cells), position(cells, open_flowers=True)
    assert (
        memory.describe(flip("A1", "A2"))
        == "Pink flips the pink petal from A1 onto the green petal on A2, making a flower."
    )
    assert (
        opened.describe(flip("A1", "A2")) == "Pink flips pink 3 from A1 onto green 6 on A2, making a flower."
    )
    assert memory.describe(flip("B1", "C1")) == (
        "Pink flips the 2-tile flower from B1 onto the pink petal on C1; it grows to 3 tiles."
    )
    assert opened.describe(flip("B1", "C1"), ["Laura", "Karl"]) == (
        "Laura flips the 2-tile flower from B1 onto pink 8 on C1; it grows to 3 tiles."
    )
    # picking reveals the flower in both modes
    for s in (memory, opened):
        assert s.describe(pick("B1")) == "Pink picks the flower on B1 (pink 5; green 2) and scores 3 points."


def test_the_history_shows_every_tile_that_went_into_a_flower() -> None:
    """Memory play hides flowers' numbers from the screen, not from a player who keeps
    track: from the first view (every petal face up) and the moves, a seat rebuilds
    every flower, tile by tile, in order. So a seat's information fixes the whole
    position, and ``determinize`` has nothing to sample (see Rule notes)."""
    for seed in range(30):
        s, rng = GAME.new(2, seed), Rng(seed)
        first = s.view(PINK)["cells"]
        seen = [[(c["colour"], c["number"])] if c["kind"] == "petal" else [] for c in first]
        while not s.over:
            legal = s.moves()
            move = legal[rng.below(len(legal))]
            if move["type"] == "flip":
                seen[move["to"]] = seen[move["to"]] + seen[move["from"]][::-1]
                seen[move["from"]] = []
            else:
                seen[move["cell"]] = []
            s = s.apply(move)
            truth = [
                [(petal.COLOURS[petal.colour_of(t)], petal.number_of(t)) for t in cell] for cell in s.cells
            ]
            assert seen == truth, seed


def test_determinize_changes_nothing_in_either_mode() -> None:
    for options in ({}, {"open_flowers": True}):
        s = GAME.new(2, 4, options).play(flip("A1", "A2"))
        for viewer in (PINK, GREEN, None):
            assert s.determinize(viewer, Rng(1)) is s


# -- move refusal in words, records ------------------------------------------------


def test_malformed_moves_are_refused_in_words() -> None:
    s = GAME.new(2, 1)
    assert (
        refused(s, {"type": "swap"})
        == "That is not a Petal move: flip a petal or a flower, or pick a flower."
    )
    assert refused(s, {"type": "flip", "from": 0}) == (
        "A flip names only the square it starts from and the square it lands on."
    )
    assert refused(s, {"type": "flip", "from": 0, "to": 99}) == "That square is not on the board."
    assert refused(s, {"type": "flip", "from": True, "to": 1}) == "That square is not on the board."
    assert refused(s, {"type": "pick", "cell": "A1"}) == "That square is not on the board."
    assert refused(s, {"type": "pick", "cell": 0, "x": 1}) == "A pick names only the square of the flower."


def test_moves_are_json_and_survive_a_round_trip() -> None:
    s = GAME.new(2, 2)
    for move in s.moves():
        assert json.loads(json.dumps(move)) == move
    s = s.play(json.loads(json.dumps(s.moves()[0])))
    assert s.current == 1 - s.first


def test_dump_and_load_keep_the_option_the_stack_order_and_the_last_action() -> None:
    s = GAME.new(2, 8, {"open_flowers": True})
    s = s.play(flip("A1", "B1")).play(flip("B1", "C1")).play(pick("C1"))
    again = GAME.load(json.loads(json.dumps(s.dump())))
    assert again.dump() == s.dump()
    assert again.open is True and again.kept == s.kept and again.points == s.points
    assert again.view(None) == s.view(None)


def test_damaged_positions_are_refused() -> None:
    good: dict[str, Any] = GAME.new(2, 8).play(flip("A1", "B1")).dump()
    missing = {**good, "cells": [[], *good["cells"][1:]]}
    missing["cells"][sq("B1")] = []
    with pytest.raises(BadRecord):
        GAME.load(missing)
    on_tree = json.loads(json.dumps(good))
    on_tree["cells"][TREE] = on_tree["cells"][sq("B1")]
    on_tree["cells"][sq("B1")] = []
    with pytest.raises(BadRecord):
        GAME.load(on_tree)
    with pytest.raises(BadRecord):
        GAME.load({**good, "turn": None})  # moves are left, so the game is not over
    with pytest.raises(BadRecord):
        GAME.load({**good, "open_flowers": 1})
    with pytest.raises(BadRecord):
        GAME.load({**good, "last": {"type": "pick", "player": 0, "cell": 0}})


def test_open_flowers_games_round_trip_and_stay_consistent() -> None:
    """The generic suite plays the default (memory) option; this walks open games."""
    for seed in range(10):
        s = GAME.new(2, seed, {"open_flowers": True})
        rng = Rng(seed)
        while not s.over:
            again = GAME.load(json.loads(json.dumps(s.dump())))
            assert again.dump() == s.dump() and again.moves() == s.moves()
            view = s.view(None)
            json.dumps(view)
            assert view == s.view(PINK) == s.view(GREEN)
            for i, cell in enumerate(view["cells"]):
                if cell["kind"] == "flower":
                    assert s.current is not None and cell["tiles"] is not None
                    assert cell["would_score"] == flower_points(s.cells[i], s.current)
                    assert len(cell["tiles"]) == cell["height"]
            moves = s.moves()
            s = s.play(moves[rng.below(len(moves))])
        assert s.winners and s.view(None)["over"] is True


def test_the_computers_simulation_move_is_a_uniform_legal_move_like_the_default() -> None:
    """PetalState.rollout_move only skips building every move's dict: with the same
    random numbers it plays exactly what the default (a uniform pick from moves()) plays."""
    for seed in range(20):
        state = GAME.new(2, seed)
        rng_fast, rng_default = Rng(seed), Rng(seed)
        while not state.over:
            fast = state.rollout_move(rng_fast)
            assert fast == posy.State.rollout_move(state, rng_default)
            state = state.apply(fast)
