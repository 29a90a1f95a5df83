"""The guided first games (posy.tutorial): every clause of a rulebook is taught by some
step, every scripted move is legal in order in the real engine, what each step claims
happens there does, and the bridge hands the script to the screen with each move's taps."""

from __future__ import annotations

import json

import pytest

from posy import bridge
from posy.tutorial import GAMES, available, script, tutorial

READY = available()


def test_the_tutorials_written_so_far_are_known() -> None:
    assert READY, "at least one game has a tutorial"
    assert set(READY) <= set(GAMES)


@pytest.mark.parametrize("game_id", READY)
def test_every_clause_is_taught_by_a_step(game_id: str) -> None:
    t = tutorial(game_id)
    assert t is not None
    ids = [c.id for c in t.clauses]
    assert len(ids) == len(set(ids)), "clause ids are unique"
    taught = {c for s in t.steps for c in s.teaches}
    assert taught <= set(ids), f"steps teach unknown clauses: {taught - set(ids)}"
    assert set(ids) - taught == set(), f"clauses no step teaches: {set(ids) - taught}"
    assert all(s.teaches and s.say for s in t.steps), "every step says something and teaches a clause"


@pytest.mark.parametrize("game_id", READY)
def test_the_script_is_legal_in_order_and_each_claim_happens(game_id: str) -> None:
    t = tutorial(game_id)
    assert t is not None
    state = t.start()
    checked = 0
    for i, step in enumerate(t.steps):
        if step.move is None:
            continue
        you = step.by == "you"
        assert (state.current == t.you) == you, f"step {i}: the {'person' if you else 'opponent'} is to move"
        assert step.move in state.moves(), f"step {i}: {step.move} is legal here"
        after = state.play(step.move)
        if step.happens is not None:
            assert step.happens(state, after), f"step {i} ({step.teaches}) happens as it says"
            checked += 1
        state = after
    assert not state.over, "the person finishes the game freely"
    assert checked >= 2, "the script's claims are checked where they can be"


@pytest.mark.parametrize("game_id", READY)
def test_the_bridge_gives_the_script_with_plies_and_taps(game_id: str) -> None:
    answer = json.loads(bridge.call("tutorial", json.dumps({"game": game_id})))
    assert answer["ok"]
    data = answer["tutorial"]
    t = tutorial(game_id)
    assert t is not None and data == script(t)
    moves = [s for s in data["steps"] if s["kind"] != "say"]
    assert [s["ply"] for s in moves] == list(range(len(moves))), "one move per ply, in order"
    assert all(s["taps"] and all(isinstance(tap, str) for tap in s["taps"]) for s in moves)
    assert all(s["rule"] for s in data["steps"]), "a wrong tap is answered with the rule's sentence"
    started = json.loads(
        bridge.call(
            "start",
            json.dumps(
                {
                    "game": game_id,
                    "players": len(data["names"]),
                    "names": data["names"],
                    "computers": data["computers"],
                    "seed": data["seed"],
                    "options": data["options"],
                    "viewer": data["you"],
                }
            ),
        )
    )
    assert started["ok"] and {json.dumps(m, sort_keys=True) for m in started["moves"]} >= (
        {json.dumps(moves[0]["move"], sort_keys=True)} if moves[0]["kind"] == "move" else set()
    )


def test_a_game_without_a_tutorial_is_refused_with_a_sentence() -> None:
    answer = json.loads(bridge.call("tutorial", json.dumps({"game": "chess"})))
    assert answer == {"ok": False, "error": "There is no tutorial for this game yet."}


# Rule jargon a beginner cannot act on (issue 44): the tutorials say what a symbol does
# to the flowers in plain sentences instead of naming the operation.
JARGON = ("negate", "re-activate", "reactivate", "set to zero", "multiply", "multiplies")


@pytest.mark.parametrize("game_id", READY)
def test_the_tutorial_speaks_plainly(game_id: str) -> None:
    t = tutorial(game_id)
    assert t is not None
    said = [s.say for s in t.steps] + [c.text for c in t.clauses]
    found = [(word, text) for text in said for word in JARGON if word in text.lower()]
    assert not found, f"jargon in the tutorial: {found}"
