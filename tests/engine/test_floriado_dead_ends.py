"""Floriado's dead ends (issue 44): a legal move after which its mover could never move
("no-move") or never pick ("no-pick") again, so that their turns are skipped and the
opponent plays on alone (the rulebook's "If one player cannot make a move, his opponent
continues to make moves until he can't make any move either"). Exact positions first,
then random games against an independent oracle, then the view and the tutorial's
hand-over."""

from __future__ import annotations

from test_floriado import B, P, R, Y, move, pick_in_reach, place, position

from posy.core import Rng
from posy.games.floriado import COLS, GAME, GRAY, WHITE, FloriadoState, square_name
from posy.tutorial import tutorial


def dead(state: FloriadoState) -> dict[str, str]:
    """The dead ends of the player to move: {"H3": why} for walks, {"H3 E": why} for placements."""
    out: dict[str, str] = {}
    for m in state.moves():
        why = state.dead_end(m)
        if why is not None:
            name = square_name(m["row"] * COLS + m["col"])
            out[name if m["type"] == "move" else f"{name} {m['facing']}"] = why
    return out


def test_a_move_into_a_corner_with_nothing_left_ahead_left_or_right_is_a_dead_end() -> None:
    # Gray on D3 facing east may turn left to D2 or walk ahead to H3; White has A4, then A1.
    state = position(
        {"D2": (R, 3), "G2": (Y, 1), "H3": (B, 4), "A4": (P, 6), "A1": (P, 2)},
        men=(("D3", "E"), ("A5", "N")),
    )
    assert {square_name(m["row"] * COLS + m["col"]) for m in state.moves()} == {"D2", "H3"}
    # From H3 facing east: H2, H1 above and H4, H5 below are empty, and nothing lies east.
    assert state.dead_end(move("H3")) == "no-move"
    # From D2 facing north, G2 lies to the right: Gray goes on.
    assert state.dead_end(move("D2")) is None
    after = state.play(move("H3"))
    assert after.done[GRAY] and not after.targets(GRAY), "Gray is stuck, as announced"
    assert after.current == WHITE
    assert after.play(move("A4")).current == WHITE, "and White plays on alone"


def test_a_move_that_can_walk_on_but_never_pick_again_is_a_dead_end_too() -> None:
    # Gray's last yellow was 2: H1's 6 yellow is never his. From H3 (facing east) he could
    # walk up to H1, and from there nowhere (row 1 is empty): nothing to pick within reach.
    state = position(
        {"D2": (R, 3), "G2": (Y, 1), "H3": (B, 4), "H1": (Y, 6), "A4": (P, 6)},
        men=(("D3", "E"), ("A5", "N")),
        last={GRAY: {Y: 2}},
    )
    assert dead(state) == {"H3": "no-pick"}
    after = state.play(move("H3"))
    assert after.targets(GRAY) == [7], "H1 is still a legal move..."
    assert after.done[GRAY] and after.current == WHITE, "...but Gray is finished: his turns are skipped"


def test_a_placement_can_be_a_dead_end_for_one_facing_only() -> None:
    # White places; only H3, C3 and E1 have flowers. On H3 facing east nothing lies ahead,
    # left or right; facing north, west or south, C3 is in a line he may take.
    state = position({"H3": (B, 4), "C3": (R, 5), "E1": (Y, 3)}, men=(("A5", "N"), None), turn=WHITE)
    found = dead(state)
    assert found["H3 E"] == "no-move"
    assert not {"H3 N", "H3 S", "H3 W"} & found.keys()
    assert found["C3 W"] == "no-move" and "C3 E" not in found
    assert state.play(place("H3", "E")).done[WHITE]


def test_the_last_pick_in_reach_is_a_dead_end_and_says_so() -> None:
    """Picking the last flowers a player could ever pick ends their game: marked too."""
    state = position({"F3": (B, 4), "A4": (P, 6)}, men=(("D3", "E"), ("A5", "N")))
    assert dead(state) == {"F3": "no-move"}


def test_dead_ends_are_exactly_the_moves_that_leave_no_pick_in_reach() -> None:
    """60 random games: at each position, a move is a dead end exactly when, after it, the
    independent oracle finds no square its mover could pick within reach; "no-move" exactly
    when they have no legal move at all."""
    checked = 0
    for seed in range(60):
        state = GAME.new(players=2, seed=seed)
        rng = Rng(seed)
        while not state.over:
            player = state.turn
            assert player is not None
            for m in state.moves():
                after = state.apply(m)
                why = state.dead_end(m)
                assert (why is not None) == (not pick_in_reach(after, player)), (seed, m)
                if why is not None:
                    assert (why == "no-move") == (not after.targets(player)), (seed, m)
                checked += 1
            legal = state.moves()
            state = state.play(legal[rng.below(len(legal))])
    assert checked > 4_000


def test_the_view_carries_the_dead_ends_of_the_player_to_move_and_why_a_player_is_out() -> None:
    state = position(
        {"D2": (R, 3), "G2": (Y, 1), "H3": (B, 4), "H1": (Y, 6), "A4": (P, 6)},
        men=(("D3", "E"), ("A5", "N")),
        last={GRAY: {Y: 2}},
    )
    for viewer in (None, GRAY, WHITE):  # Floriado has no secrets
        view = state.view(viewer)
        assert view["dead_ends"] == [{"row": 2, "col": 7, "facing": None, "why": "no-pick"}]
        assert [p["finished_why"] for p in view["players"]] == [None, None]
    after = state.play(move("H3"))
    assert after.view(None)["players"][GRAY]["finished_why"] == "no-pick"
    stuck = position({"D2": (R, 3), "H3": (B, 4), "A4": (P, 6)}, men=(("D3", "E"), ("A5", "N"))).play(
        move("H3")
    )
    assert stuck.view(None)["players"][GRAY]["finished_why"] == "no-move"
    assert stuck.view(None)["players"][WHITE]["finished_why"] is None
    placing = position({"H3": (B, 4), "C3": (R, 5)}, men=(("A5", "N"), None), turn=WHITE).view(None)
    assert {"row": 2, "col": 7, "facing": "E", "why": "no-move"} in placing["dead_ends"]


# -- the tutorial's hand-over (issue 44: its free play began one tap from a trap) -------


def hand_over() -> FloriadoState:
    t = tutorial("floriado")
    assert t is not None
    state = t.start()
    for m in t.moves():
        state = state.play(m)
    assert isinstance(state, FloriadoState)
    return state


def test_the_tutorial_hands_over_with_no_dead_end_and_a_way_on_after_any_reply() -> None:
    """At the hand-over no move of the person's is a dead end, and after any of them and any
    reply of White's, the person still has a move that is not one: whatever they do, they
    are not stuck within their first two moves (and from then on the marks warn them)."""
    state = hand_over()
    assert state.turn == GRAY and not state.done[GRAY]
    assert dead(state) == {}
    for first in state.moves():
        after = state.play(first)
        replies = after.moves() if after.turn == WHITE else [None]
        for reply in replies:
            mine = after if reply is None else after.play(reply)
            assert mine.turn == GRAY, (first, reply)
            assert len(dead(mine)) < len(mine.moves()), (first, reply)


def test_the_tutorial_trap_of_issue_44_is_marked() -> None:
    """The path a player took: F1, then A1 (4 orange, fewer than their 6: a pick), after which
    they had no legal move and White played on alone. A1 is now marked as a dead end."""
    state = hand_over().play(move("F1"))
    state = state.play(state.moves()[0])  # any reply of White's: A1 stays a trap
    assert dead(state)["A1"] == "no-move"
    assert state.can_pick(GRAY, 0), "the trap is tempting: it picks"


def test_the_tutorials_free_play_is_against_easy_whose_games_show_the_dead_ends() -> None:
    """web/games/floriado/model-aids.js shows the marks against an Easy computer; the tutorial's
    free play is against its `level`, which must stay Easy for it to warn."""
    t = tutorial("floriado")
    assert t is not None and t.level == "easy"
    assert "dead end" in t.steps[-1].say
