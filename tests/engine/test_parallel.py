"""The computer's search on several cores (posy.parallel): the merged choice is the
single search's with one worker, does not depend on the order the workers answer in,
and depends only on what the deciding seat may know, whatever the number of workers."""

from __future__ import annotations

import dataclasses
import itertools
import json
from typing import Any

import pytest
from playouts import decision_points

import posy
from posy import ai, bridge, parallel, sessions, thinking
from posy.core import Rng, State
from posy.games.petal_battle import GAME as PETAL_BATTLE_GAME
from posy.games.petals import GAME as PETALS_GAME

GAMES = list(posy.games().values())
BUDGET = 30  # iterations per worker: the choice, not its quality, is checked here


def positions(game: posy.Game[posy.State[Any]], count: int = 2) -> list[State[Any]]:
    return decision_points(game, game.min_players, 4, count, 9, salt=7)


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_one_workers_part_gives_the_single_searchs_move(game: posy.Game[posy.State[Any]]) -> None:
    for i, state in enumerate(positions(game)):
        for level in ("medium", "hard", "expert"):
            part = parallel.search_part(state, level, i, 0, BUDGET)
            assert parallel.pick(state.moves(), [part]) == ai.choose(state, level, i, iterations=BUDGET)
            assert sum(part["visits"]) == part["iterations"] == BUDGET


def test_the_merged_move_does_not_depend_on_the_order_of_the_answers() -> None:
    state = positions(PETAL_BATTLE_GAME)[0]
    parts = [parallel.search_part(state, "expert", 5, k, BUDGET) for k in range(4)]
    assert len({json.dumps(p["visits"]) for p in parts}) > 1  # the workers did search differently
    merged = parallel.merge(parts, len(state.moves()))
    assert [n for n, _, _ in merged] == [sum(col) for col in zip(*(p["visits"] for p in parts))]
    for order in itertools.permutations(parts):
        assert parallel.merge(list(order), len(state.moves())) == merged
        assert parallel.pick(state.moves(), list(order)) == parallel.choose(state, "expert", 5, 4, BUDGET)
    with pytest.raises(posy.core.BadRecord):
        parallel.merge(parts + [parts[0]], len(state.moves()))  # a worker counted twice


HIDDEN = [g for g in GAMES if g.id in ("petals", "petal_battle", "anthokyklos")]


@pytest.mark.parametrize("game", HIDDEN, ids=[g.id for g in HIDDEN])
def test_with_several_workers_the_move_depends_only_on_the_seats_information(
    game: posy.Game[posy.State[Any]],
) -> None:
    """Re-deal what the seat cannot see: the job the other workers get, and the move
    the merged search plays, must not change (every level that can merge; 1, 2 and 3
    workers)."""
    checked = 0
    for state in decision_points(game, game.min_players, 11, 40, 1, salt=3):
        seat = state.current
        worlds = [state] + [state.determinize(seat, Rng(k)) for k in range(2)]
        if len({json.dumps(w.dump(), sort_keys=True) for w in worlds}) == 1:
            continue  # nothing hidden here
        jobs = {json.dumps(parallel.job_state(w, 9), sort_keys=True) for w in worlds}
        assert len(jobs) == 1, "the helpers' position depends on hidden information"
        for level in (name for name, lv in ai.LEVELS.items() if not lv.noisy):  # Easy never merges
            for workers in (1, 2, 3):
                moves = {
                    json.dumps(parallel.choose(w, level, 9, workers, 20), sort_keys=True) for w in worlds
                }
                assert len(moves) == 1, f"{level}, {workers} workers: the move depends on hidden information"
        checked += 1
        if checked == 2:
            return
    pytest.fail(f"{game.id}: no decision with hidden information found")


def call(name: str, **args: object) -> dict[str, Any]:
    answer: dict[str, Any] = json.loads(bridge.call(name, json.dumps(args)))
    assert answer["ok"], answer
    return answer


def test_the_bridge_merges_the_parts_of_the_game_worker_and_its_helpers(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """think (worker 0, with its part), think_job, search_part (a helper), think_merge:
    the move of two workers, as parallel.choose plays it."""
    monkeypatch.setitem(ai.LEVELS, "expert", dataclasses.replace(ai.LEVELS["expert"], iterations=60))
    game = PETALS_GAME
    started = call("start", game="petals", players=2, seed=3, computers=["expert", None])
    sid, ply = started["sid"], started["ply"]
    own = {"done": False}
    while not own["done"]:
        own = call("think", sid=sid, ply=ply, part=True, slice_ms=5000)
    job = call("think_job", sid=sid, ply=ply)["job"]
    assert job["level"] == "expert"
    helper = {"done": False}
    while not helper["done"]:
        helper = call("search_part", job=json.loads(json.dumps(job)), worker=1, token=7, slice_ms=5000)
    move = call("think_merge", sid=sid, ply=ply, parts=[helper["part"], own["part"]])["move"]
    state = game.new(2, 3)
    assert move == parallel.choose(
        state, "expert", thinking.think_seed(sessions.SESSIONS[sid].record, ply), 2
    )
    assert call("think_merge", sid=sid, ply=ply, parts=[own["part"]])["move"] == own["move"]
    wrong = json.loads(
        bridge.call("think_merge", json.dumps({"sid": sid, "ply": ply, "parts": [{"worker": 0}]}))
    )
    assert not wrong["ok"] and wrong["error"]
