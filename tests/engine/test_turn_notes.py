"""Silent turns and silent endings (issue 24): every skipped or passed turn gets a line in
the log and a sentence on the status line, and every finished game says why it ended.

The log lines are the sessions' own (``sessions.log_lines``: each move's line, then the notes
of what the rules did on their own). Positions are found by seeded random playouts; each
test fails if the notes it looks for are taken away.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any, TypeVar

import pytest

import posy
from posy import bridge, sessions
from posy.core import Rng, State, random_playout
from posy.games import anthokyklos, floriado, petal, petal_battle, petals

GAMES = list(posy.games().values())
S = TypeVar("S", bound=State[Any])


def names_of(game: posy.Game[posy.State[Any]], players: int) -> list[str]:
    return list(game.seat_names[:players])


def playout(
    game: posy.Game[S],
    players: int,
    seed: int,
    options: dict[str, Any] | None = None,
    weights: dict[str, int] | None = None,
) -> tuple[list[S], list[Any], list[str]]:
    """A seeded random game to its end, with the log the page shows for it. With
    ``weights``, moves are weighted by type and a move that ends the game is drawn again
    (up to 5 times): Petal Battle's crowded daisies, where turns pass."""
    state = game.new(players, seed, options)
    rng = Rng(seed)
    states, moves = [state], list[Any]()
    while not state.over:
        legal = state.moves()
        if weights:
            legal = [m for m in legal for _ in range(weights[m["type"]])]
        for _ in range(6 if weights else 1):
            move = legal[rng.below(len(legal))]
            after = state.play(move)
            if not after.over:
                break
        state = after
        states.append(state)
        moves.append(move)
    return states, moves, sessions.log_lines(states, moves, names_of(game, players))


def to_decide(state: State[Any]) -> int:
    """The seat to decide in an unfinished game."""
    assert state.current is not None
    return state.current


def steps(states: list[S], moves: list[Any], log: list[str]) -> Iterator[tuple[S, Any, S, str]]:
    """(before, move, after, log line) for every move of a game."""
    return zip(states, moves, states[1:], log)


# --------------------------------------------------------------------------
# The log: one line per move, the move's own words first, the notes after them


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_each_log_line_is_the_move_then_its_notes(game: posy.Game[posy.State[Any]]) -> None:
    for seed in range(3):
        states, moves, log = playout(game, game.min_players, seed)
        names = names_of(game, game.min_players)
        assert len(log) == len(moves)
        for before, move, after, line in steps(states, moves, log):
            notes = before.notes_after(move, after, names)
            assert all(isinstance(n, str) and n.endswith(".") for n in notes)
            assert line == " ".join([before.describe(move, names), *notes])
        # the game's last line says why it ended
        assert states[-1].end_reason(names).split(".")[0] in log[-1] or game.id == "anthokyklos"


# --------------------------------------------------------------------------
# Floriado: a finished player's turns are skipped


def test_floriado_every_skipped_turn_is_logged_and_on_the_status_line() -> None:
    skips = 0
    for seed in range(12):
        states, moves, log = playout(floriado.GAME, 2, seed)
        out: set[int] = set()  # players whose finish the log has told
        for before, _move, after, line in steps(states, moves, log):
            mover = before.current
            assert mover is not None
            for p in (0, 1):
                if after.done[p] and not before.done[p]:
                    name = floriado.GAME.seat_names[p]
                    assert f"{name} cannot pick any more flowers (" in line, (seed, line)
                    out.add(p)
            if after.current == mover:  # the other player's turn is skipped
                skips += 1
                other = 1 - mover
                assert other in out, f"seed {seed}: {floriado.GAME.seat_names[other]}'s turn skipped silently"
                me, them = floriado.GAME.seat_names[mover], floriado.GAME.seat_names[other]
                assert after.status_note() == f"{them} cannot pick any more flowers: {me} plays on alone."
            elif not after.over:
                assert after.status_note() is None or after.done[1 - to_decide(after)]
    assert skips > 50


def test_floriado_the_newcomers_game_gray_out_and_white_plays_on() -> None:
    # seed 0: Gray is finished first, and White then moves 7 times in a row
    states, _moves, log = playout(floriado.GAME, 2, 0)
    start = next(i for i, s in enumerate(states) if s.done[floriado.GRAY])
    assert not states[start].done[floriado.WHITE]
    assert log[start - 1].endswith(
        "Gray cannot pick any more flowers (every square left has more flowers than they can pick): "
        "White plays on alone."
    )
    alone = [s for s in states[start:-1] if s.current == floriado.WHITE]
    assert len(alone) >= 7
    for s in alone:
        assert s.status_note() == "Gray cannot pick any more flowers: White plays on alone."
        assert s.status_note(["Ann", "Bob"]) == "Ann cannot pick any more flowers: Bob plays on alone."
    assert log[-1].endswith(
        "Neither player can pick any more flowers: the game ends. "
        "The totals are equal: a draw (the rulebook has no tie-break)."
    )


def test_floriado_a_man_with_no_legal_move_is_said_so() -> None:
    # seed 2: White's man is left with no square to move to
    _states, _moves, log = playout(floriado.GAME, 2, 2)
    assert any(
        "White cannot pick any more flowers (no legal move): Gray plays on alone." in line for line in log
    )


def test_floriado_end_reason() -> None:
    final, _ = random_playout(floriado.GAME.new(2, 1), Rng(1))
    assert final.end_reason() == "Neither player can pick any more flowers: the game ends."


# --------------------------------------------------------------------------
# Petal: nobody is ever skipped; the end


def test_petal_never_skips_a_turn_and_says_why_it_ended() -> None:
    for seed in range(10):
        states, moves, log = playout(petal.GAME, 2, seed)
        for before, _, after, _ in steps(states, moves, log):
            assert after.over or after.current == 1 - to_decide(before)
        final = states[-1]
        reason = "There are no petals next to each other and no flowers left unscored: the game ends."
        assert final.end_reason().startswith(reason) and reason in log[-1]
        flowers = final.flowers
        if flowers[0] != flowers[1]:
            fewer = 0 if flowers[0] < flowers[1] else 1
            seat = petal.GAME.seat_names[fewer]
            bonus = 3 * abs(flowers[0] - flowers[1])
            assert f"{seat} kept {abs(flowers[0] - flowers[1])} flower" in final.end_reason()
            assert f"scores {bonus} bonus points." in final.end_reason()
    # only picking left: said on the status line while it holds
    seen = 0
    for seed in range(5):
        states, _, _ = playout(petal.GAME, 2, seed)
        for s in states[:-1]:
            if any(m["type"] == "flip" for m in s.moves()):
                assert s.status_note() is None
            else:
                seen += 1
                assert s.status_note() == (
                    "Nothing can be flipped any more (no petal lies next to a petal or a flower): "
                    "only flowers can be picked."
                )
    assert seen


# --------------------------------------------------------------------------
# Petals: who leads next, the same player deciding twice, the round's end


def test_petals_every_turn_out_of_alternation_is_explained() -> None:
    names = names_of(petals.GAME, 2)
    camellia = scored = 0
    for seed in range(6):
        states, moves, log = playout(petals.GAME, 2, seed)
        for before, move, after, line in steps(states, moves, log):
            if move["type"] == "take":
                # "Did the winner pick their own flower? Then the player that lost this turn
                # gets to start the next. If not, the winner continues to lead."
                leader = names[after.next_leader]
                assert f"so {leader} leads the next trick." in line, line
            if after.phase == "arrange":  # the placer decides again
                assert f"{names[to_decide(before)]}'s bottom row is full" in line
                assert (
                    after.status_note()
                    == f"{names[to_decide(after)]}'s bottom row is full: set the order of the columns."
                )
            if after.phase == "switch":  # only the Camellia's holder decides
                camellia += 1
                assert "All 9 tricks are played: both bouquets are complete." in line
                assert f"{names[to_decide(after)]} has the Camellia and may switch it" in line
                assert after.status_note() == (
                    f"Both bouquets are complete: {names[to_decide(after)]} may switch the Camellia before scoring."
                )
            for event in after.events:
                if event[0] == "scored":
                    scored += 1
                    points = event[2]
                    assert f"Round {event[1] + 1} is scored: {names[0]} {points[0]} points, " in line
                if event[0] == "deal":
                    assert f"Round {event[1] + 1}: 9 new cards each; " in line
                    assert f"{names[event[3]]} leads." in line
            if after.phase == "lead" and before.phase != "lead" and not after.over:
                # a new trick: its leader was named when the last trick was taken, or at the deal
                assert after.current == before.next_leader or any(e[0] == "deal" for e in after.events)
        assert log[-1].endswith(
            "After 3 rounds the game ends: the player with the most points is the Master Florist."
        )
    assert camellia and scored == 18


def test_petals_end_reason_one_round() -> None:
    states, _, _log = playout(petals.GAME, 2, 1, {"rounds": 1})
    assert (
        states[-1]
        .end_reason()
        .startswith(
            "After 1 round (a quick game) the game ends: the player with the most points is the Master Florist."
        )
    )


def test_petals_notes_never_depend_on_the_hidden_cards() -> None:
    """The notes, the status and the end reason come from public facts only: re-dealing
    the hands nobody else can see (``determinize``) never changes them."""
    names = names_of(petals.GAME, 2)
    checked = 0
    for seed in range(4):
        states, moves, _ = playout(petals.GAME, 2, seed)
        rng = Rng(seed + 100)
        for before, move, after, _ in steps(states, moves, ["" for _ in moves]):
            mover = before.current
            # the mover's hand is theirs; the other hand is re-dealt (the next round's
            # shuffle kept, so that the same deal follows)
            viewers = [mover, None] if before.public_decision() else [mover]
            for viewer in viewers:
                other = before.determinize(viewer, rng).evolve(rng=before.rng)
                if other.find(move) is None:
                    continue
                again = other.apply(move)
                assert other.notes_after(move, again, names) == before.notes_after(move, after, names)
                assert again.status_note(names) == after.status_note(names)
                if after.over:
                    assert again.end_reason(names) == after.end_reason(names)
                checked += 1
    assert checked > 500


# --------------------------------------------------------------------------
# Petal Battle: passes, the reveal, a new Sequencing, the three ways to end

CROWD = {"spawn": 6, "grow": 6, "slide": 1, "flip": 1, "bump": 1, "sequence": 1, "end": 1}
PASS_SEEDS = {25: False, 1517: True, 1784: True, 1934: False}  # seed: a whole turn passes


@pytest.mark.parametrize("seed", PASS_SEEDS)
def test_petal_battle_every_pass_is_logged_and_on_the_status_line(seed: int) -> None:
    states, moves, log = playout(petal_battle.GAME, 2, seed, weights=CROWD)
    names = names_of(petal_battle.GAME, 2)
    passed = []
    for _, _, after, line in steps(states, moves, log):
        for entry in (after.last or {}).get("passes", ()):
            passed.append(entry)
            assert petal_battle.pass_words(entry, names[entry["player"]]) in line
            if after.last is not None and after.last["type"] == "reveal":  # told after the pass, as before it
                assert "Before that, both stacks were turned over: " in line
            if after.phase == "play":
                n = entry["unused"]
                actions = f"{n} action{'s' if n != 1 else ''}"
                sentence = (
                    f"their whole turn of {actions} passed." if entry["whole"] else f"{actions} passed."
                )
                note = after.status_note()
                assert note is not None and note.endswith(sentence)
                assert note.startswith(names[entry["player"]] + " had no action")
    assert passed and any(e["whole"] for e in passed) == PASS_SEEDS[seed]


def test_petal_battle_the_reveal_and_each_new_sequencing_are_logged() -> None:
    names = names_of(petal_battle.GAME, 2)
    for seed in range(4):
        states, moves, log = playout(petal_battle.GAME, 2, seed)
        for before, _, after, line in steps(states, moves, log):
            last = after.last or {}
            if last.get("type") == "reveal":
                red, blue = ("-".join(map(str, s)) for s in last["stacks"])
                stacks = f"Red {red}, Blue {blue} (top first)"
                if last["passes"]:
                    assert (
                        f"Before that, both stacks were turned over: {stacks}; {names[last['first']]} went first: "
                        in line
                    )
                else:
                    assert f"Both stacks are turned over: {stacks}. " in line
                    assert f"{names[last['first']]} goes first in the next three rounds: " in line
            elif last.get("type") == "sequence":
                assert "turned over" not in line and "goes first" not in line
            if before.phase == "play" and after.phase == "sequence":
                assert (
                    f"Three rounds are over: Sequencing {after.seqno} of 20; both players stack their "
                    f"sequencing Trio again, {names[to_decide(after)]} first." in line
                )


@pytest.mark.parametrize(
    ("seed", "reason", "sentence"),
    [
        (0, "five", "Red fills five petals in a row (petals 9 to 3): Red wins."),
        (
            1,
            "five",
            "Red fills five petals in a row (petals 9 to 3): Red wins. Blue's bump pushed the piece that completed it.",
        ),
        (90, "wipeout", " has no pieces left on the board: "),
        (
            3,
            "limit",
            "Nobody won in 20 Sequencings (60 rounds): the game is a draw (Posy's draw rule; the rulebook has none).",
        ),
    ],
)
def test_petal_battle_end_reasons(seed: int, reason: str, sentence: str) -> None:
    states, _, log = playout(petal_battle.GAME, 2, seed)
    final = states[-1]
    assert final.reason == reason
    assert sentence in final.end_reason() and final.end_reason() in log[-1]


def test_petal_battle_a_stack_set_face_down_is_never_told() -> None:
    """The first stack of a Sequencing is secret: its log line, the notes and the status
    are the same whatever order was chosen, and whatever stack ``determinize`` deals it."""
    names = names_of(petal_battle.GAME, 2)
    state = petal_battle.GAME.new(2, 5)
    lines, statuses = set(), set()
    for order in petal_battle.PERMS:
        move = {"type": "sequence", "order": list(order)}
        after = state.play(move)
        lines.add(sessions.log_line(state, move, after, names))
        statuses.add(after.status_note(names))
        for k in range(6):
            other = after.determinize(after.current, Rng(k))
            assert other.status_note(names) == after.status_note(names)
    assert len(lines) == 1 and len(statuses) == 1


# --------------------------------------------------------------------------
# Anthokyklos: nobody is ever skipped; the deck running out; the end


def test_anthokyklos_never_skips_a_turn() -> None:
    for seed in range(6):
        players = 2 + seed % 3
        final = anthokyklos.GAME.new(players, seed)
        rng = Rng(seed)
        while not final.over:
            legal = final.moves()
            assert legal, "a player without a move would be skipped"
            after = final.apply(legal[rng.below(len(legal))])
            assert after.over or after.current == (to_decide(final) + 1) % players
            final = after


def test_anthokyklos_the_deck_running_out_is_logged_and_on_the_status_line() -> None:
    states, _moves, log = playout(anthokyklos.GAME, 4, 32)
    empty = next(i for i, s in enumerate(states) if not s.deck)
    assert "The Pattern deck is used up: claimed cards are no longer replaced." in log[empty - 1]
    assert states[empty].status_note() == "The Pattern deck is used up: claimed cards are no longer replaced."
    assert states[empty - 1].status_note() is None
    assert any(line.endswith(".") and "The display shrinks to " in line for line in log[empty:])


def test_anthokyklos_end_reasons() -> None:
    reason = "All 5 rings of the flower are complete: the game ends."
    states, _, log = playout(anthokyklos.GAME, 3, 1)
    assert states[-1].end_reason() == reason and log[-1].endswith("The flower is complete.")
    states, _, log = playout(anthokyklos.GAME, 2, 0)  # equal scores, Rose has more cards
    tie = "The best score is shared: Rose wins with the most Pattern cards."
    assert states[-1].end_reason() == f"{reason} {tie}" and log[-1].endswith(tie)
    states, _, log = playout(anthokyklos.GAME, 2, 48)  # equal scores and cards
    assert (
        states[-1].end_reason()
        == f"{reason} The best score and the most cards are shared: Rose and Iris share the win."
    )


def test_anthokyklos_notes_never_depend_on_the_hidden_deck() -> None:
    states, moves, _ = playout(anthokyklos.GAME, 4, 32)
    for k, (before, move, after) in enumerate(zip(states, moves, states[1:])):
        other = before.determinize(None, Rng(k))
        again = other.apply(move)
        assert other.notes_after(move, again) == before.notes_after(move, after)
        assert again.status_note() == after.status_note()


# --------------------------------------------------------------------------
# The bridge: the snapshot's status_note and end_reason, the log


def call(name: str, payload: dict[str, Any]) -> dict[str, Any]:
    answer: dict[str, Any] = json.loads(bridge.call(name, json.dumps(payload)))
    assert answer["ok"], answer
    return answer


def test_the_snapshot_carries_the_status_note_and_the_end_reason() -> None:
    states, moves, _ = playout(floriado.GAME, 2, 0)
    snap = call("start", {"game": "floriado", "seed": 0, "names": ["Ann", "Bob"]})
    assert snap["status_note"] is None and snap["end_reason"] is None
    start = next(i for i, s in enumerate(states) if s.done[floriado.GRAY])
    for i, move in enumerate(moves):
        snap = call("play", {"sid": snap["sid"], "move": move})
        if i + 1 == start:
            assert snap["log"][-1].endswith(
                "Ann cannot pick any more flowers "
                "(every square left has more flowers than they can pick): Bob plays on alone."
            )
            assert snap["status_note"] == "Ann cannot pick any more flowers: Bob plays on alone."
    assert snap["over"] and snap["status_note"] is None
    assert snap["end_reason"].startswith("Neither player can pick any more flowers: the game ends.")
    assert len(snap["log"]) == snap["ply"] == len(moves)
    # a loaded record logs the same lines
    loaded = call("load", {"record": {**snap["record"]}})
    assert loaded["log"] == snap["log"] and loaded["end_reason"] == snap["end_reason"]
    # an earlier position: its own status
    early = call("view", {"sid": snap["sid"], "at": start + 1})
    assert early["status_note"] == "Ann cannot pick any more flowers: Bob plays on alone."
    assert early["end_reason"] is None


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_every_game_says_why_it_ended(game: posy.Game[posy.State[Any]]) -> None:
    final, _ = random_playout(game.new(game.min_players, 7), Rng(7))
    reason = final.end_reason()
    assert reason and reason != State.end_reason(final), f"{game.id} has no end reason of its own"
