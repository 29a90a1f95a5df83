"""Petal Battle: every rulebook clause, the wiki's bump/squish flowchart, and each Rule note."""

from __future__ import annotations

import json
from typing import Any

import pytest

import posy
from posy.core import IllegalMove, Move, Record, Rng, replay
from posy.games import petal_battle as pb
from posy.games.petal_battle import GAME, MAX_SEQUENCINGS, PERMS, PetalBattleState
from posy.games.petal_battle.contract import PetalBattleMove

RED, BLUE = 0, 1


def make(
    cells: dict[int, str],
    turn: int = RED,
    left: int = 3,
    used: int = 0,
    stacks: tuple[list[int], list[int]] = ([3, 2, 1], [3, 2, 1]),
    first: int = RED,
    seqno: int = 1,
    phase: str = "play",
    tiebreak: int = RED,
    early: bool = False,
) -> PetalBattleState:
    """A position from a sketch: {petal: "R3"} is a Red Large; supplies hold the rest."""
    board = [0] * 10
    for i, code in cells.items():
        board[i] = pb.piece("RB".index(code[0]), int(code[1]))
    supply = [[3 - board.count(pb.piece(p, s)) for s in (1, 2, 3)] for p in range(2)]
    full = {0: [3, 2, 1], 1: [3, 2, 1]}
    data: dict[str, Any] = {
        "game": "petal_battle",
        "version": GAME.version,
        "seed": 0,
        "board": board,
        "supply": supply,
        "stacks": [list(s) for s in stacks] if phase == "play" else [None, None],
        "chosen": [full[0], full[1]] if phase == "play" else [None, None],
        "phase": phase,
        "turn": turn,
        "first": first,
        "tiebreak": tiebreak,
        "left": left,
        "used": used,
        "sequencing": seqno,
        "last": None,
        "winners": [],
        "reason": None,
        "line": None,
        "end_turn_early": early,
    }
    return GAME.load(json.loads(json.dumps(data)))


def cells(state: PetalBattleState) -> dict[int, str]:
    return {i: "RB"[pb.owner_of(c)] + str(pb.size_of(c)) for i, c in enumerate(state.board) if c}


def refused(state: PetalBattleState, move: object) -> str:
    with pytest.raises(IllegalMove) as info:
        state.play(move)
    return str(info.value)


def last(state: PetalBattleState) -> dict[str, Any]:
    """The effects of the move that made ``state`` (there is one)."""
    assert state.last is not None
    return state.last


def to_act(state: PetalBattleState) -> int:
    """The player to act in an unfinished game."""
    assert state.current is not None
    return state.current


def of_type(state: PetalBattleState, kind: str) -> list[Any]:
    """The legal moves of one type (Any: a test reads the keys that type has)."""
    return [m for m in state.moves() if m["type"] == kind]


def bumps(state: PetalBattleState, frm: int, to: int) -> list[Any]:
    return [m for m in of_type(state, "bump") if m["from"] == frm and m["to"] == to]


def sequenced(state: PetalBattleState, red: list[int], blue: list[int]) -> PetalBattleState:
    """Both players set their stacks (in whichever order the game asks)."""
    while state.phase == "sequence":
        order = red if state.current == RED else blue
        state = state.play({"type": "sequence", "order": order})
    return state


# --------------------------------------------------------------------------
# Board and setup


def test_registered_with_seats_and_secrets() -> None:
    assert posy.game("petal_battle") is GAME
    assert GAME.seat_names[:2] == ("Red", "Blue")
    assert GAME.secrets is True
    assert GAME.min_players == GAME.max_players == 2
    assert GAME.blurb


def test_the_daisy_is_a_ring_of_ten_petals_with_opposites() -> None:
    assert pb.PETALS == 10
    assert pb.LEFT[0] == 9 and pb.RIGHT[9] == 0
    assert all(pb.OPPOSITE[pb.OPPOSITE[i]] == i and pb.OPPOSITE[i] == (i + 5) % 10 for i in range(10))
    view = GAME.new(2, 1).view(None)
    assert view["petals"] == 10 and view["opposite"] == 5 and len(view["board"]) == 10


def test_setup_larges_on_opposite_petals_and_supplies() -> None:
    s = GAME.new(2, 7)
    assert cells(s) == {0: "R3", 5: "B3"}
    # three Trios of the main colour: 3 of each size, one Large already on the board
    assert s.supply == ((3, 3, 2), (3, 3, 2))
    assert s.phase == "sequence" and s.seqno == 1
    view = s.view(RED)
    assert view["players"][RED]["supply"] == {"1": 3, "2": 3, "3": 2}
    assert view["players"][RED]["on_board"] == {"1": 0, "2": 0, "3": 1}


def test_a_coin_toss_from_the_seed_picks_who_sequences_first() -> None:
    starters = {GAME.new(2, seed).current for seed in range(40)}
    assert starters == {RED, BLUE}
    for seed in range(10):
        s = GAME.new(2, seed)
        assert s.current == s.tiebreak  # asked first = first ready = wins an identical tie
        assert GAME.new(2, seed).dump() == s.dump()


# --------------------------------------------------------------------------
# Sequencing


def test_sequencing_offers_every_order_of_the_trio() -> None:
    s = GAME.new(2, 0)
    orders = [m["order"] for m in of_type(s, "sequence")]
    assert len(orders) == 6 and all(sorted(o) == [1, 2, 3] for o in orders)
    assert {tuple(o) for o in orders} == set(PERMS)
    assert all(m["type"] == "sequence" for m in s.moves())


def test_a_set_stack_stays_hidden_until_both_are_set() -> None:
    s = GAME.new(2, 0)
    p = s.current
    assert p is not None
    o = 1 - p
    s1 = s.play({"type": "sequence", "order": [1, 3, 2]})
    assert s1.current == o and s1.phase == "sequence"
    mine, theirs, spectator = s1.view(p), s1.view(o), s1.view(None)
    assert mine["players"][p]["stack"] == [1, 3, 2]
    assert theirs["players"][p]["stack"] is None and theirs["players"][p]["hidden"] is True
    assert theirs["players"][p]["ready"] is True and theirs["players"][p]["chosen"] is None
    assert spectator["players"][p]["stack"] is None
    assert s1.last == {"type": "sequence", "player": p}
    for view in (theirs, spectator):
        assert "1, 3, 2" not in json.dumps(view) and "[1, 3, 2]" not in json.dumps(view)
    # both set: revealed together
    s2 = s1.play({"type": "sequence", "order": [2, 1, 3]})
    for viewer in (None, RED, BLUE):
        v = s2.view(viewer)
        assert v["players"][p]["stack"] == [1, 3, 2] and v["players"][o]["stack"] == [2, 1, 3]
        assert v["last"] is not None and v["last"]["type"] == "reveal"


def test_determinize_samples_the_unrevealed_stack() -> None:
    s = GAME.new(2, 0)
    p = s.current
    assert p is not None
    s1 = s.play({"type": "sequence", "order": [3, 2, 1]})
    samples = {s1.determinize(1 - p, Rng(k)).stacks[p] for k in range(40)}
    assert len(samples) > 1 and samples <= set(PERMS)
    assert s1.determinize(p, Rng(3)).stacks[p] == (3, 2, 1)  # your own stack is known to you
    assert all(s1.determinize(1 - p, Rng(k)).view(1 - p) == s1.view(1 - p) for k in range(5))
    played = sequenced(GAME.new(2, 0), [1, 2, 3], [3, 2, 1])
    assert played.determinize(None, Rng(1)) is played  # nothing hidden once revealed


def test_only_sequencing_is_a_private_decision() -> None:
    s = GAME.new(2, 0)
    assert s.phase == "sequence" and not s.public_decision()
    s1 = s.play({"type": "sequence", "order": [1, 3, 2]})
    assert not s1.public_decision()  # the second stack is secret too
    s2 = s1.play({"type": "sequence", "order": [2, 1, 3]})
    assert s2.phase == "play" and s2.public_decision()
    # a public decision's moves follow from the spectator view alone
    for k in range(4):
        assert s2.determinize(None, Rng(k)).moves() == s2.moves()
    state = s2
    while state.phase == "play":
        assert state.public_decision()
        state = play_turn(state)
    assert state.phase == "sequence" and not state.public_decision()


def test_bridge_shows_public_actions_to_spectators_but_not_sequencing() -> None:
    from posy import play_api

    snap = play_api.start({"game": "petal_battle", "players": 2, "seed": 3, "viewer": None})
    assert snap["public_decision"] is False and snap["moves"] == []
    for _ in range(2):
        snap = play_api.play(
            {"sid": snap["sid"], "move": {"type": "sequence", "order": [1, 2, 3]}, "viewer": None}
        )
    assert snap["public_decision"] is True and snap["view"]["phase"] == "play"
    assert snap["moves"] and all(m["type"] != "sequence" for m in snap["moves"])


def test_smaller_top_pyramid_goes_first_wiki_example() -> None:
    # Looney Pyramids wiki: Player One stacks L,S,M; Player Two M,S,L; Player Two goes first.
    s = sequenced(GAME.new(2, 0), [3, 1, 2], [2, 1, 3])
    assert s.phase == "play" and s.first == BLUE and s.current == BLUE
    assert s.left == 2  # as many actions as pips on the top pyramid
    assert last(s)["why"] == "top" and last(s)["stacks"] == [[3, 1, 2], [2, 1, 3]]


def test_tied_tops_smaller_middle_goes_first() -> None:
    s = sequenced(GAME.new(2, 0), [2, 3, 1], [2, 1, 3])
    assert s.first == BLUE and last(s)["why"] == "middle" and s.left == 2
    s = sequenced(GAME.new(2, 0), [3, 1, 2], [3, 2, 1])
    assert s.first == RED and s.left == 3


def test_identical_stacks_first_ready_goes_first() -> None:
    for seed in range(6):
        start = GAME.new(2, seed)
        s = sequenced(start, [1, 2, 3], [1, 2, 3])
        assert s.first == start.current == start.tiebreak
        assert last(s)["why"] == "tie"


def test_three_rounds_alternate_then_sequence_again() -> None:
    s = sequenced(GAME.new(2, 4), [1, 2, 3], [3, 2, 1])
    assert s.first == RED
    seen = []
    for _ in range(6):
        v = s.view(None)
        seen.append((s.current, s.left, v["round"], v["actions_total"]))
        s = play_turn(s)
    assert seen == [
        (RED, 1, 1, 1),
        (BLUE, 3, 1, 3),
        (RED, 2, 2, 2),
        (BLUE, 2, 2, 2),
        (RED, 3, 3, 3),
        (BLUE, 1, 3, 1),
    ]
    assert s.phase == "sequence" and s.seqno == 2 and s.stacks == (None, None)
    # the player who went second sequences first now, and holds the identical-stack tie
    assert s.current == BLUE and s.tiebreak == BLUE
    s2 = sequenced(s, [2, 1, 3], [2, 1, 3])
    assert s2.first == BLUE


def test_spent_pyramids_are_shown_laid_aside() -> None:
    s = sequenced(GAME.new(2, 4), [1, 2, 3], [3, 2, 1])
    s = play_turn(s)
    v = s.view(BLUE)
    assert v["players"][RED]["stack"] == [2, 3] and v["players"][RED]["spent"] == [1]
    assert v["players"][RED]["chosen"] == [1, 2, 3]


def test_each_action_is_a_move_and_the_turn_ends_when_pips_are_used() -> None:
    s = make({0: "R3", 5: "B3"}, left=2, stacks=([2, 1, 3], [3, 1, 2]))
    s = s.play({"type": "spawn", "to": 1})
    assert s.current == RED and s.left == 1 and s.used == 1
    s = s.play({"type": "spawn", "to": 9})
    assert s.current == BLUE and s.left == 3 and s.stacks[RED] == (1, 3)
    assert last(s)["turn_over"] is True


# --------------------------------------------------------------------------
# A turn takes as many actions as the pips; passes (Rule note "Ending a turn")

END: PetalBattleMove = {"type": "end"}


def ring(sketch: str) -> dict[int, str]:
    """Petals 1-10 in order, "--" for an empty one: "R3 -- B1 ..." -> {0: "R3", 2: "B1", ...}."""
    return {i: code for i, code in enumerate(sketch.split()) if code != "--"}


MUST_ACT = (
    "You take as many actions as the pips on your top pyramid: your turn ends "
    "when they are used, or when you have no action left."
)
# On this full daisy, growing Red's small on petal 2 (index 1) uses Red's last medium
# and leaves Red no action: Red's pieces face only Blue's larger pieces or Red pieces
# that cannot be pushed (no empty petal) nor squished (they are Red's own), and no
# Red piece can grow (every Red medium and large is on the daisy).
RED_STUCK_AFTER_GROW = ring("R3 R1 B3 R2 R3 R3 R1 B2 R1 R2")
GROW_PETAL_2: PetalBattleMove = {"type": "grow", "at": 1, "size": 2}
# Growing Red's medium on petal 3 (index 2) into a large leaves Blue no action: every
# Blue piece faces a bigger Red large or its own pieces, on a full daisy, and Blue has
# no medium or large left to grow into.
BLUE_STUCK_AFTER_GROW = ring("B3 B2 R2 B2 B3 B3 B2 R3 B1 B1")
GROW_PETAL_3: PetalBattleMove = {"type": "grow", "at": 2, "size": 3}


def play_turn(state: PetalBattleState) -> PetalBattleState:
    """Play a whole turn: the first listed action, again and again, until it is over."""
    p, stacks = state.current, state.stacks
    while state.current == p and state.stacks == stacks and not state.over:
        state = state.play(state.actions()[0])
    return state


def test_a_turn_takes_exactly_as_many_actions_as_the_top_pips() -> None:
    s = sequenced(GAME.new(2, 4), [1, 2, 3], [3, 2, 1])
    s = s.play(s.actions()[0])  # Red's 1 pip: one action and the turn is over
    assert s.current == BLUE and s.left == 3 and last(s)["turn_over"] is True
    for taken in range(3):
        assert s.current == BLUE and s.left == 3 - taken and s.used == taken
        assert END not in s.moves() and all(m["type"] != "end" for m in s.moves())
        assert refused(s, END) == MUST_ACT
        s = s.play(s.actions()[0])
    assert s.current == RED and s.left == 2 and s.stacks[BLUE] == (2, 1)


def test_every_turn_of_random_games_uses_all_its_pips() -> None:
    """Actions taken + actions passed = the top pyramid's pips, for every turn not cut
    short by a win; a whole-turn pass passes all of them."""
    for seed in range(150):
        s, rng = GAME.new(2, seed), Rng(seed)
        while not s.over:
            moves = s.moves()
            assert END not in moves
            move = moves[rng.below(len(moves))]
            after = s.play(move)
            if s.phase == "play":
                p = to_act(s)
                stack = s.stacks[p]
                assert stack is not None
                pips = stack[0]
                own = [e["unused"] for e in last(after)["passes"] if e["player"] == p and not e["whole"]]
                if after.over and after.reason != "limit":
                    assert s.used + 1 <= pips
                elif last(after)["turn_over"]:
                    assert s.used + 1 + sum(own) == pips
                else:
                    assert s.left > 1 and not own
            for entry in (after.last or {}).get("passes", ()):
                if entry["whole"]:
                    assert entry["unused"] in (1, 2, 3)
            s = after


def test_a_player_left_without_an_action_passes_the_rest_of_the_turn() -> None:
    s = make(RED_STUCK_AFTER_GROW, left=2, stacks=([2, 1, 3], [3, 1, 2]))
    assert s.has_action() and GROW_PETAL_2 in s.moves()
    after = s.play(GROW_PETAL_2)
    assert cells(after)[1] == "R2"
    # the pass happens inside the move: Blue decides next, with a full turn
    assert after.current == BLUE and after.left == 3 and after.used == 0
    assert after.stacks[RED] == (1, 3)  # Red's 2-pip pyramid is laid aside
    assert after.last == {
        "type": "grow",
        "player": RED,
        "at": 1,
        "from_size": 1,
        "size": 2,
        "passes": [{"player": RED, "unused": 1, "whole": False}],
        "turn_over": True,
        "sequencing_over": False,
    }
    shown = after.view(None)["last"]
    assert shown is not None and shown["type"] == "grow"
    assert shown["passes"] == [{"player": RED, "unused": 1, "whole": False}]
    # another action would not have stranded Red: no pass
    other = s.play({"type": "grow", "at": 6, "size": 2})
    assert other.current == RED and last(other)["passes"] == [] and last(other)["turn_over"] is False


def test_the_log_line_says_the_remaining_actions_pass() -> None:
    s = make(RED_STUCK_AFTER_GROW, left=2)
    assert s.describe(GROW_PETAL_2) == (
        "Red grows a small on petal 2 into a medium. Red has no action left: 1 action passes."
    )
    s = make(RED_STUCK_AFTER_GROW, left=3)
    assert s.describe(GROW_PETAL_2, ["Ann", "Bob"]) == (
        "Ann grows a small on petal 2 into a medium. Ann has no action left: 2 actions pass."
    )
    assert s.describe({"type": "grow", "at": 6, "size": 2}) == "Red grows a small on petal 7 into a medium."


def test_a_turn_that_starts_without_an_action_passes_whole() -> None:
    s = make(BLUE_STUCK_AFTER_GROW, left=1, stacks=([1, 2, 3], [3, 2, 1]))
    assert s.describe(GROW_PETAL_3) == (
        "Red grows a medium on petal 3 into a large. Blue has no action: their whole turn of 3 actions passes."
    )
    after = s.play(GROW_PETAL_3)
    # Blue's round-1 turn passed; Red's round-2 turn begins
    assert after.current == RED and after.left == 2 and after.used == 0
    assert after.stacks == ((2, 3), (2, 1))
    assert after.view(None)["round"] == 2
    assert last(after)["passes"] == [{"player": BLUE, "unused": 3, "whole": True}]
    assert last(after)["turn_over"] is True and last(after)["sequencing_over"] is False


def test_a_pass_can_end_the_sequencing_and_the_draw_rule_still_applies() -> None:
    s = make(BLUE_STUCK_AFTER_GROW, seqno=3, left=1, stacks=([1], [3]), first=RED)  # the last round
    after = s.play(GROW_PETAL_3)
    assert after.phase == "sequence" and after.seqno == 4 and after.current == BLUE
    assert last(after)["passes"] == [{"player": BLUE, "unused": 3, "whole": True}]
    assert last(after)["sequencing_over"] is True
    s = make(BLUE_STUCK_AFTER_GROW, seqno=MAX_SEQUENCINGS, left=1, stacks=([1], [3]), first=RED)
    after = s.play(GROW_PETAL_3)
    assert after.over and after.reason == "limit" and after.winners == [RED, BLUE]
    assert last(after)["passes"] == [{"player": BLUE, "unused": 3, "whole": True}]
    assert s.describe(GROW_PETAL_3).endswith("Blue has no action: their whole turn of 3 actions passes.")


def test_the_first_turn_after_the_reveal_can_pass() -> None:
    stuck = make(BLUE_STUCK_AFTER_GROW, left=1).play(GROW_PETAL_3)
    data = stuck.dump()
    data.update(phase="sequence", turn=RED, stacks=[None, None], chosen=[None, None], left=0, used=0)
    s = GAME.load(data)
    s = s.play({"type": "sequence", "order": [3, 2, 1]})
    assert s.describe({"type": "sequence", "order": [1, 2, 3]}) == (
        "Blue stacks their sequencing Trio. Blue has no action: their whole turn of 1 action passes."
    )
    s = s.play({"type": "sequence", "order": [1, 2, 3]})
    assert s.first == BLUE and s.current == RED and s.left == 3
    assert last(s)["type"] == "reveal" and last(s)["passes"] == [{"player": BLUE, "unused": 1, "whole": True}]
    assert "turn_over" not in last(s)


def test_chained_passes_always_stop(monkeypatch: pytest.MonkeyPatch) -> None:
    # Both players can never be stuck at once on a real daisy (Rule note), so at most
    # one turn passes in a row; even if nobody could ever act, each pass lays a
    # pyramid aside, so the chain stops at the next Sequencing, or at the draw.
    monkeypatch.setattr(PetalBattleState, "has_action", lambda self: False)

    def one_sequencing(s: PetalBattleState) -> PetalBattleState:
        for _ in range(2):
            s = s.play({"type": "sequence", "order": [1, 2, 3] if s.current == RED else [2, 3, 1]})
        return s

    s = one_sequencing(GAME.new(2, 0))
    assert s.phase == "sequence" and s.seqno == 2 and s.moves()
    assert [(e["player"], e["unused"], e["whole"]) for e in last(s)["passes"]] == [
        (RED, 1, True),
        (BLUE, 2, True),
        (RED, 2, True),
        (BLUE, 3, True),
        (RED, 3, True),
        (BLUE, 1, True),
    ]
    for _ in range(MAX_SEQUENCINGS - 1):
        s = one_sequencing(s)
    assert s.over and s.reason == "limit" and s.seqno == MAX_SEQUENCINGS


def test_has_action_agrees_with_the_action_list() -> None:
    for seed in range(40):
        s, rng = GAME.new(2, seed), Rng(seed + 5)
        while not s.over:
            if s.phase == "play":
                assert s.has_action() is True and s.actions()
            moves = s.moves()
            s = s.play(moves[rng.below(len(moves))])
    stuck = make(RED_STUCK_AFTER_GROW).play(GROW_PETAL_2)
    stuck_red = stuck.evolve(turn=RED)
    assert stuck_red.has_action() is False and stuck_red.actions() == []
    blue_stuck = make(BLUE_STUCK_AFTER_GROW).play(GROW_PETAL_3).evolve(turn=BLUE)
    assert blue_stuck.has_action() is False and blue_stuck.actions() == []


def test_a_saved_position_with_a_stuck_player_to_act_is_refused() -> None:
    stuck = make(RED_STUCK_AFTER_GROW).play(GROW_PETAL_2)
    data = stuck.dump()
    data.update(turn=RED, left=1, used=1)
    with pytest.raises(posy.BadRecord) as info:
        GAME.load(data)
    assert str(info.value) == "This Petal Battle position leaves the player to act without an action."
    data = make({0: "R3", 5: "B3"}).dump()
    data["left"] = 0
    with pytest.raises(posy.BadRecord) as info:
        GAME.load(data)
    assert str(info.value) == "This Petal Battle position has an impossible number of actions left."


# --------------------------------------------------------------------------
# The lobby option "Turns may end early" (the wiki's "may spend")


def test_the_option_is_off_by_default_and_cites_the_wiki() -> None:
    (option,) = GAME.options
    assert option.name == "end_turn_early" and option.label == "Turns may end early"
    assert option.default is False
    assert "Looney Pyramids wiki" in option.help and "“may spend”" in option.help
    assert GAME.check_options({}) == {"end_turn_early": False}
    assert GAME.new(2, 1).view(None)["end_turn_early"] is False
    with pytest.raises(posy.BadRecord):
        GAME.new(2, 1, {"end_turn_early": "yes"})


def test_with_the_option_a_turn_may_end_after_one_action() -> None:
    s = make({0: "R3", 5: "B3"}, early=True)
    assert s.view(RED)["end_turn_early"] is True
    assert END not in s.moves()
    assert refused(s, END) == "Take at least one action before ending your turn."
    s = s.play({"type": "spawn", "to": 1})
    assert s.moves()[-1] == END
    assert s.describe(END) == "Red ends the turn with 2 actions unused."
    s = s.play(END)
    assert s.current == BLUE and s.last == {
        "type": "end",
        "player": RED,
        "unused": 2,
        "passes": [],
        "turn_over": True,
        "sequencing_over": False,
    }
    assert s.stacks[RED] == (2, 1)


def test_without_the_option_a_turn_never_ends_early() -> None:
    s = make({0: "R3", 5: "B3"}, early=False)
    s = s.play({"type": "spawn", "to": 1})
    assert END not in s.moves() and s.current == RED and s.left == 2
    assert refused(s, END) == MUST_ACT


def test_with_the_option_ending_early_can_lead_to_a_pass() -> None:
    s = make(BLUE_STUCK_AFTER_GROW, left=2, early=True).play(GROW_PETAL_3)
    assert s.current == RED and s.left == 1 and END in s.moves()
    assert s.describe(END) == (
        "Red ends the turn with 1 action unused. Blue has no action: their whole turn of 3 actions passes."
    )
    after = s.play(END)
    assert after.current == RED and last(after)["passes"] == [{"player": BLUE, "unused": 3, "whole": True}]


def test_the_option_survives_dump_and_load() -> None:
    for early in (True, False):
        s = sequenced(GAME.new(2, 5, {"end_turn_early": early}), [2, 1, 3], [3, 1, 2])
        s = s.play(s.actions()[0])
        data = json.loads(json.dumps(s.dump()))
        assert data["end_turn_early"] is early
        again = GAME.load(data)
        assert again.early is early and again.dump() == s.dump() and again.moves() == s.moves()
        assert (END in again.moves()) is early
    data = GAME.new(2, 5).dump()
    data["end_turn_early"] = 1
    with pytest.raises(posy.BadRecord) as info:
        GAME.load(data)
    assert str(info.value) == "This Petal Battle position does not say whether turns may end early."


def test_old_records_with_early_ends_no_longer_replay() -> None:
    assert GAME.version == 2
    old = Record("petal_battle", 1, 2, 4, {}, [{"type": "sequence", "order": [1, 2, 3]}])
    with pytest.raises(posy.BadRecord) as info:
        replay(GAME, old)
    assert "version 1 of the rules" in str(info.value)
    s = sequenced(GAME.new(2, 4), [2, 1, 3], [3, 1, 2])
    moves: list[Move] = [
        {"type": "sequence", "order": [2, 1, 3]},
        {"type": "sequence", "order": [3, 1, 2]},
    ]
    moves += [s.actions()[0], END]
    if GAME.new(2, 4).current == BLUE:
        moves[:2] = moves[1::-1]
    with pytest.raises(posy.BadRecord) as info:
        replay(GAME, Record("petal_battle", 2, 2, 4, {}, moves))
    assert str(info.value) == f"Move 4 of this record cannot be played: {MUST_ACT}"
    assert replay(GAME, Record("petal_battle", 2, 2, 4, {"end_turn_early": True}, moves))[-1].current == BLUE


# --------------------------------------------------------------------------
# Spawn


def test_spawn_beside_a_large_of_your_colour() -> None:
    s = make({0: "R3", 5: "B3", 3: "R2"})
    assert sorted(m["to"] for m in of_type(s, "spawn")) == [1, 9]
    s2 = s.play({"type": "spawn", "to": 9})
    assert cells(s2)[9] == "R1" and s2.supply[RED] == (2, 2, 2)
    assert s2.last == {
        "type": "spawn",
        "player": RED,
        "to": 9,
        "size": 1,
        "passes": [],
        "turn_over": False,
        "sequencing_over": False,
    }
    assert refused(s, {"type": "spawn", "to": 4}) == "You can only Spawn next to one of your Large pieces."
    assert refused(make({0: "R3", 1: "B1", 5: "B3"}), {"type": "spawn", "to": 1}) == (
        "You can only Spawn into an empty petal."
    )


def test_cannot_spawn_when_all_smalls_are_in_use() -> None:
    s = make({0: "R3", 3: "R1", 4: "R1", 6: "R1", 5: "B3"})
    assert of_type(s, "spawn") == []
    assert refused(s, {"type": "spawn", "to": 1}) == (
        "You can't Spawn: all your Small pieces are already in use."
    )


# --------------------------------------------------------------------------
# Grow


def test_grow_small_to_medium_and_medium_to_large() -> None:
    s = make({0: "R3", 1: "R1", 2: "R2", 5: "B3"})
    grows = of_type(s, "grow")
    assert grows == [{"type": "grow", "at": 1, "size": 2}, {"type": "grow", "at": 2, "size": 3}]
    s2 = s.play({"type": "grow", "at": 1, "size": 2})
    assert cells(s2)[1] == "R2" and s2.supply[RED] == (3, 1, 2)  # the small goes back to supply
    s3 = s.play({"type": "grow", "at": 2, "size": 3})
    assert cells(s3)[2] == "R3" and s3.supply[RED] == (2, 3, 1)
    assert refused(s, {"type": "grow", "at": 0, "size": 4}) == "A Large piece can't grow any bigger."
    assert refused(s, {"type": "grow", "at": 5, "size": 4}) == "You can only Grow a piece of your own colour."
    assert refused(s, {"type": "grow", "at": 1, "size": 3}) == "A small piece grows into a medium one."


def test_cannot_grow_when_the_next_size_is_unavailable() -> None:
    s = make({0: "R3", 1: "R2", 2: "R2", 3: "R2", 4: "R1", 5: "B3"})  # all three mediums out
    assert [m for m in of_type(s, "grow") if m["at"] == 4] == []
    assert refused(s, {"type": "grow", "at": 4, "size": 2}) == (
        "You can't Grow that piece: you have no medium piece left in your supply."
    )
    s = make({0: "R3", 3: "R3", 7: "R3", 1: "R2", 5: "B3"})  # all three larges out
    assert of_type(s, "grow") == []


# --------------------------------------------------------------------------
# Slide and Flip


def test_slide_to_either_side_and_flip_across() -> None:
    s = make({2: "R2", 5: "B3"})
    assert of_type(s, "slide") == [
        {"type": "slide", "from": 2, "to": 1},
        {"type": "slide", "from": 2, "to": 3},
    ]
    assert of_type(s, "flip") == [{"type": "flip", "from": 2, "to": 7}]
    s2 = s.play({"type": "flip", "from": 2, "to": 7})
    assert cells(s2) == {7: "R2", 5: "B3"}
    assert (
        last(s2)["type"] == "flip" and last(s2)["from"] == 2 and last(s2)["to"] == 7 and last(s2)["size"] == 2
    )
    s3 = s.play({"type": "slide", "from": 2, "to": 3})
    assert cells(s3) == {3: "R2", 5: "B3"}


def test_slide_and_flip_refusals() -> None:
    s = make({2: "R2", 3: "B1", 5: "B3"})
    assert refused(s, {"type": "slide", "from": 5, "to": 4}) == "You can only move pieces of your own colour."
    assert refused(s, {"type": "slide", "from": 4, "to": 5}) == "There is no piece on that petal to move."
    assert refused(s, {"type": "slide", "from": 2, "to": 4}) == (
        "A Slide moves a piece to one of the two petals next to it."
    )
    assert refused(s, {"type": "flip", "from": 2, "to": 8}) == (
        "A Flip moves a piece to the petal directly across the flower."
    )
    assert refused(s, {"type": "slide", "from": 2, "to": 3}) == "That petal is taken: moving there is a Bump."
    assert refused(s, {"type": "slide", "from": 2, "to": 12}) == "That petal is not on the board."


# --------------------------------------------------------------------------
# Bump


def test_slide_bump_pushes_onward_in_the_same_direction() -> None:
    s = make({2: "R2", 3: "B2", 5: "B3"})
    assert bumps(s, 2, 3) == [{"type": "bump", "from": 2, "to": 3, "push": 4, "effect": "push"}]
    s2 = s.play(bumps(s, 2, 3)[0])
    assert cells(s2) == {3: "R2", 4: "B2", 5: "B3"}
    assert s2.last == {
        "type": "bump",
        "player": RED,
        "by": "slide",
        "from": 2,
        "to": 3,
        "size": 2,
        "mover_at": 3,
        "effect": "push",
        "bumped": {"owner": BLUE, "size": 2, "from": 3, "to": 4, "size_after": 2},
        "passes": [],
        "turn_over": False,
        "sequencing_over": False,
    }
    # the other way round the ring
    s = make({2: "R2", 1: "B1", 5: "B3"})
    assert bumps(s, 2, 1) == [{"type": "bump", "from": 2, "to": 1, "push": 0, "effect": "push"}]


def test_slide_bump_ignores_the_petal_the_bumper_left() -> None:
    # petal 4 beyond the bumped piece is full: the piece is squished, not swapped back to 2
    s = make({2: "R3", 3: "B2", 4: "B3", 0: "B1"})
    assert bumps(s, 2, 3) == [{"type": "bump", "from": 2, "to": 3, "push": None, "effect": "squish"}]
    assert refused(s, {"type": "bump", "from": 2, "to": 3, "push": 2, "effect": "push"}) == (
        "The bumped piece has no empty petal to slide into, so it gets squished."
    )


def test_a_smaller_piece_can_never_bump_a_larger_one() -> None:
    s = make({2: "R1", 3: "B2", 7: "B3"})
    assert bumps(s, 2, 3) == [] and bumps(s, 2, 7) == []
    assert refused(s, {"type": "bump", "from": 2, "to": 3, "push": 4, "effect": "push"}) == (
        "A smaller piece can never bump a larger one."
    )


def test_you_may_bump_your_own_piece_when_it_can_slide() -> None:
    s = make({2: "R2", 3: "R1", 7: "B3"})
    move = {"type": "bump", "from": 2, "to": 3, "push": 4, "effect": "push"}
    assert bumps(s, 2, 3) == [move]
    assert cells(s.play(move)) == {3: "R2", 4: "R1", 7: "B3"}


def test_you_cannot_squish_your_own_piece() -> None:
    # bumped own piece has nowhere to go: smaller, and same size (no reduction either)
    s = make({2: "R3", 3: "R1", 4: "B1", 7: "B3"})
    assert bumps(s, 2, 3) == []
    assert refused(s, {"type": "bump", "from": 2, "to": 3, "push": None, "effect": "squish"}) == (
        "You can't squish your own piece."
    )
    s = make({2: "R2", 3: "R2", 4: "B1", 7: "B3"})
    assert bumps(s, 2, 3) == []
    assert refused(s, {"type": "bump", "from": 2, "to": 3, "push": None, "effect": "reduce"}) == (
        "You can't squish your own piece."
    )


def test_flip_bump_one_empty_neighbour() -> None:
    s = make({2: "R2", 7: "B2", 6: "B1", 0: "B3"})
    assert bumps(s, 2, 7) == [{"type": "bump", "from": 2, "to": 7, "push": 8, "effect": "push"}]
    s2 = s.play(bumps(s, 2, 7)[0])
    assert cells(s2) == {7: "R2", 8: "B2", 6: "B1", 0: "B3"}
    assert last(s2)["by"] == "flip"


def test_flip_bump_both_neighbours_empty_mover_chooses() -> None:
    s = make({2: "R3", 7: "B3"})
    choices = bumps(s, 2, 7)
    assert choices == [
        {"type": "bump", "from": 2, "to": 7, "push": 6, "effect": "push"},
        {"type": "bump", "from": 2, "to": 7, "push": 8, "effect": "push"},
    ]
    assert cells(s.play(choices[0])) == {7: "R3", 6: "B3"}
    assert cells(s.play(choices[1])) == {7: "R3", 8: "B3"}


def test_bumped_pieces_slide_and_are_never_flipped() -> None:
    s = make({2: "R3", 7: "B3"})
    assert refused(s, {"type": "bump", "from": 2, "to": 7, "push": 2, "effect": "push"}) == (
        "Bumped pieces slide into an empty petal next to them; they are never flipped."
    )
    s = make({2: "R3", 3: "B3"})
    assert refused(s, {"type": "bump", "from": 2, "to": 3, "push": 8, "effect": "push"}) == (
        "A piece bumped by a Slide moves on one petal in the same direction."
    )
    assert refused(s, {"type": "bump", "from": 2, "to": 3, "push": None, "effect": "squish"}) == (
        "The bumped piece has an empty petal to slide into, so it is not squished."
    )


def test_bump_refusals_for_where_and_what() -> None:
    s = make({2: "R3", 3: "B3"})
    assert refused(s, {"type": "bump", "from": 2, "to": 5, "push": 6, "effect": "push"}) == (
        "You can only bump into a petal next to your piece or directly across from it."
    )
    assert refused(s, {"type": "bump", "from": 2, "to": 1, "push": 0, "effect": "push"}) == (
        "That petal is empty: Slide or Flip there instead of bumping."
    )


# --------------------------------------------------------------------------
# Squish (the wiki flowchart, branch by branch)


def test_squish_a_smaller_piece_removes_it_and_you_move_in() -> None:
    s = make({2: "R3", 3: "B2", 4: "B1", 9: "B3"})
    move = {"type": "bump", "from": 2, "to": 3, "push": None, "effect": "squish"}
    assert bumps(s, 2, 3) == [move]
    s2 = s.play(move)
    assert cells(s2) == {3: "R3", 4: "B1", 9: "B3"}
    assert s2.supply[BLUE] == (2, 3, 2)  # the squished medium went back to Blue's supply
    assert last(s2)["effect"] == "squish" and last(s2)["mover_at"] == 3
    assert last(s2)["bumped"] == {"owner": BLUE, "size": 2, "from": 3, "to": None, "size_after": None}


def test_flip_squish_with_both_neighbours_full() -> None:
    s = make({2: "R3", 7: "B1", 6: "B3", 8: "B2"})
    move = {"type": "bump", "from": 2, "to": 7, "push": None, "effect": "squish"}
    assert bumps(s, 2, 7) == [move]
    assert cells(s.play(move)) == {7: "R3", 6: "B3", 8: "B2"}


def test_squish_same_size_reduces_one_size_and_you_stay() -> None:
    s = make({2: "R3", 3: "B3", 4: "B1"})
    move = {"type": "bump", "from": 2, "to": 3, "push": None, "effect": "reduce"}
    assert bumps(s, 2, 3) == [move]
    s2 = s.play(move)
    assert cells(s2) == {2: "R3", 3: "B2", 4: "B1"}
    assert s2.supply[BLUE] == (2, 2, 3)  # large back to supply, a medium came out
    assert last(s2)["mover_at"] == 2 and last(s2)["bumped"]["size_after"] == 2
    s = make({2: "R2", 3: "B2", 4: "B1", 9: "B3"})
    s2 = s.play({"type": "bump", "from": 2, "to": 3, "push": None, "effect": "reduce"})
    assert cells(s2) == {2: "R2", 3: "B1", 4: "B1", 9: "B3"}


def test_squish_same_size_reduces_two_sizes_without_a_medium() -> None:
    # all three Blue mediums are on the board: the large becomes a small
    s = make({2: "R3", 3: "B3", 4: "B2", 5: "B2", 8: "B2"})
    move: PetalBattleMove = {"type": "bump", "from": 2, "to": 3, "push": None, "effect": "reduce"}
    assert bumps(s, 2, 3) == [move]
    s2 = s.play(move)
    assert cells(s2)[3] == "B1" and cells(s2)[2] == "R3"
    assert s2.supply[BLUE] == (2, 0, 3)
    assert last(s2)["bumped"]["size_after"] == 1
    assert "shrinks to a small" in s.describe(move)


def test_squish_a_medium_when_no_smalls_are_available_removes_it() -> None:
    # rulebook: "If you Squish a Medium when no Smalls are available, the piece is removed and you move in."
    s = make({2: "R2", 3: "B2", 4: "B1", 5: "B1", 6: "B1", 9: "B3"})
    move = {"type": "bump", "from": 2, "to": 3, "push": None, "effect": "squish"}
    assert bumps(s, 2, 3) == [move]
    s2 = s.play(move)
    assert cells(s2) == {3: "R2", 4: "B1", 5: "B1", 6: "B1", 9: "B3"}
    assert s2.supply[BLUE] == (0, 3, 2)


def test_squish_a_large_with_no_smaller_piece_available_removes_it() -> None:
    board = {2: "R3", 3: "B3", 4: "B2", 5: "B2", 6: "B2", 7: "B1", 8: "B1", 9: "B1"}
    s = make(board)
    move = {"type": "bump", "from": 2, "to": 3, "push": None, "effect": "squish"}
    assert bumps(s, 2, 3) == [move]
    assert cells(s.play(move))[3] == "R3"


def test_squish_a_small_by_a_small_removes_it() -> None:
    s = make({2: "R1", 3: "B1", 4: "B3", 0: "R3"})
    move = {"type": "bump", "from": 2, "to": 3, "push": None, "effect": "squish"}
    assert bumps(s, 2, 3) == [move]
    assert cells(s.play(move)) == {0: "R3", 3: "R1", 4: "B3"}


# --------------------------------------------------------------------------
# Winning


def test_five_contiguous_petals_win_at_once_mid_turn() -> None:
    s = make({0: "R3", 1: "R1", 2: "R2", 3: "R1", 6: "B3"}, left=3)
    s2 = s.play({"type": "spawn", "to": 9})
    assert s2.over and s2.winners == [RED] and s2.scores == [1, 0]
    assert s2.moves() == [] and s2.current is None
    v = s2.view(None)
    assert v["result"] == {"winners": [RED], "reason": "five", "line": [9, 0, 1, 2, 3]}
    assert v["phase"] == "over" and v["actions_left"] is None


def test_four_in_a_row_is_not_enough_and_gaps_break_a_line() -> None:
    s = make({0: "R3", 1: "R1", 2: "R2", 4: "R1", 6: "B3"})
    s2 = s.play({"type": "spawn", "to": 9})
    assert not s2.over  # 9,0,1,2 then a gap at 3


def test_wiping_out_the_opponent_wins() -> None:
    s = make({2: "R3", 3: "B2", 4: "R1", 9: "R1"})
    s2 = s.play({"type": "bump", "from": 2, "to": 3, "push": None, "effect": "squish"})
    assert s2.over and s2.winners == [RED]
    assert s2.view(BLUE)["result"] == {"winners": [RED], "reason": "wipeout", "line": None}


def test_a_bump_that_completes_the_opponents_five_makes_them_win() -> None:
    # Blue on 4,5,6,7 (petal 3 empty); Red's slide-bump pushes Blue's small from 2 onto 3
    s = make({1: "R2", 2: "B1", 4: "B3", 5: "B2", 6: "B1", 7: "B3", 0: "R3"})
    move = {"type": "bump", "from": 1, "to": 2, "push": 3, "effect": "push"}
    assert move in s.moves()
    s2 = s.play(move)
    assert s2.over and s2.winners == [BLUE] and s2.line == (3, 4, 5, 6, 7)


def test_if_both_had_five_the_player_who_acted_would_win() -> None:
    # not reachable in play (it needs all 10 petals filled); a loaded position shows the priority
    s = make({0: "R1", 1: "R1", 2: "R2", 3: "R3", 5: "B3", 6: "B3", 7: "B2", 8: "B1", 9: "B1"})
    s2 = s.play({"type": "spawn", "to": 4})
    assert s2.over and s2.winners == [RED] and s2.line == (0, 1, 2, 3, 4)


# --------------------------------------------------------------------------
# Draw rule


def test_the_game_is_a_draw_after_the_last_sequencing() -> None:
    s = make({0: "R3", 5: "B3"}, turn=BLUE, left=1, used=0, stacks=([], [1]), seqno=MAX_SEQUENCINGS)
    s2 = s.play({"type": "slide", "from": 5, "to": 4})
    assert s2.over and s2.winners == [RED, BLUE] and s2.scores == [0, 0]
    result = s2.view(None)["result"]
    assert result is not None and result["reason"] == "limit"
    assert last(s2)["sequencing_over"] is True
    # one Sequencing earlier the game goes on with a new Sequencing
    s = make({0: "R3", 5: "B3"}, turn=BLUE, left=1, stacks=([], [1]), seqno=MAX_SEQUENCINGS - 1)
    s2 = s.play({"type": "slide", "from": 5, "to": 4})
    assert not s2.over and s2.phase == "sequence" and s2.seqno == MAX_SEQUENCINGS


# --------------------------------------------------------------------------
# View, log, refusals in words, saves


def test_view_reports_the_turn() -> None:
    s = sequenced(GAME.new(2, 4), [2, 1, 3], [3, 1, 2])
    v = s.view(RED)
    assert v["phase"] == "play" and v["current"] == RED and v["first"] == RED
    assert v["actions_total"] == 2 and v["actions_left"] == 2 and v["round"] == 1
    assert v["sequencing"] == 1 and v["max_sequencings"] == MAX_SEQUENCINGS
    assert v["board"][0] == {"owner": RED, "size": 3} and v["board"][1] is None
    s = s.play({"type": "spawn", "to": 1})
    assert s.view(BLUE)["actions_left"] == 1
    json.dumps(s.view(None))


def test_view_does_not_share_state() -> None:
    s = make({2: "R2", 3: "B2", 5: "B3"})
    s2 = s.play(bumps(s, 2, 3)[0])
    v = s2.view(None)
    assert v["last"] is not None and v["last"]["type"] == "bump"
    v["last"]["bumped"]["to"] = 99
    assert last(s2)["bumped"]["to"] == 4


def test_describe_in_words() -> None:
    s = make({0: "R3", 2: "R2", 3: "B2", 5: "B3", 7: "B1"})
    assert s.describe({"type": "spawn", "to": 1}) == "Red spawns a small on petal 2."
    assert s.describe({"type": "grow", "at": 2, "size": 3}) == "Red grows a medium on petal 3 into a large."
    assert s.describe({"type": "slide", "from": 2, "to": 1}) == "Red slides a medium from petal 3 to petal 2."
    assert s.describe(bumps(s, 2, 3)[0], ["Ann", "Bob"]) == (
        "Ann slides a medium from petal 3 onto Bob's medium on petal 4, bumping it to petal 5."
    )
    assert s.describe(bumps(s, 2, 7)[0]) == (
        "Red flips a medium from petal 3 onto Blue's small on petal 8, bumping it to petal 7."
    )
    squish = make({2: "R3", 3: "B2", 4: "B1", 9: "B3"})
    assert squish.describe(bumps(squish, 2, 3)[0]) == (
        "Red slides a large from petal 3 onto Blue's medium on petal 4: squished, it is removed "
        "and the large moves in."
    )
    assert (
        GAME.new(2, 0)
        .describe({"type": "sequence", "order": [1, 2, 3]})
        .endswith("stacks their sequencing Trio.")
    )


def test_refusals_by_phase_and_shape() -> None:
    s = GAME.new(2, 0)
    assert refused(s, {"type": "spawn", "to": 1}) == (
        "First stack your sequencing Trio: choose the order of your three pyramids."
    )
    assert refused(s, {"type": "sequence", "order": [1, 1, 2]}) == (
        "Stack your Small, Medium and Large, each once: an order of 1, 2 and 3 pips."
    )
    assert refused(s, {"type": "sequence", "order": [1, 2, True]}) == (
        "Stack your Small, Medium and Large, each once: an order of 1, 2 and 3 pips."
    )
    # not numbers at all: a sentence, not a comparison of a number with a list
    for order in ([None, 2, 3], [1, [2], 3], [1, "2", {"3": 3}]):
        assert refused(s, {"type": "sequence", "order": order}) == (
            "Stack your Small, Medium and Large, each once: an order of 1, 2 and 3 pips."
        )
    played = sequenced(s, [1, 2, 3], [1, 2, 3])
    assert refused(played, {"type": "sequence", "order": [1, 2, 3]}) == (
        "Sequencing happens only before every three rounds; now take your actions."
    )
    assert refused(played, {"type": "spawn", "to": 1, "extra": 1}) == (
        "That spawn move is not written the way Petal Battle expects."
    )
    assert refused(played, {"type": "dance"}) == "That is not a Petal Battle move."


def test_dump_load_round_trip_and_damaged_saves() -> None:
    s = make({2: "R2", 3: "B2", 5: "B3"})
    s = s.play(bumps(s, 2, 3)[0])
    again = GAME.load(json.loads(json.dumps(s.dump())))
    assert again.dump() == s.dump() and again.moves() == s.moves()
    bad = s.dump()
    bad["supply"] = [[3, 3, 3], [3, 3, 3]]
    with pytest.raises(posy.BadRecord):
        GAME.load(bad)
    bad = s.dump()
    bad["stacks"] = [[1, 1], [2]]
    with pytest.raises(posy.BadRecord):
        GAME.load(bad)


def test_the_first_stack_is_observed_face_down_until_the_second_reveals_both() -> None:
    state = GAME.new(2, 1)
    first = state.current
    assert first is not None
    move: PetalBattleMove = {"type": "sequence", "order": [2, 3, 1]}
    assert state.observed_move(move, 1 - first) == {"type": "sequence"}
    assert state.observed_move(move, first) == move
    after = state.play(move)
    assert after.secret_pending() and not state.secret_pending()
    second: PetalBattleMove = {"type": "sequence", "order": [1, 2, 3]}
    assert after.observed_move(second, first) == second  # the second stack reveals both
    assert not after.play(second).secret_pending()


def test_the_computer_never_plans_as_if_the_opponent_saw_its_stack() -> None:
    """In the search, the opponent's tree sees the first stack only as "a stack was
    set": all six stacks lead to one node of the opponent's tree."""
    from posy import ai

    state = GAME.new(2, 1)
    search = ai.Search(state, "medium", seed=3, iterations=200)
    search.run()
    assert state.current is not None
    opponent_root = 1 - state.current
    below = {key for (node, key) in search.children if node == opponent_root}
    assert below == {("sequence",)}
    mine = {key for (node, key) in search.children if node == state.current}
    assert len(mine) == 6
