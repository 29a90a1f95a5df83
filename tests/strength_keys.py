"""Which kept strength games still hold: a fingerprint of how each player plays.

A strength row of 40 games is hours of CPU on a small machine, so the games are kept
in the repository (``tests/strength_games.jsonl``) and a row grows over several
sessions. A kept game counts only while the players it was played by would play it
the same way. Hashing the sources for that (the core, the computer player, the game's
module) threw every game away at any edit, a comment or a refactor included, and so
no row ever reached 40. What is hashed instead is behaviour:

* the rules: the states along a few seeded random playouts of the game with that
  number of players, to their end (``rules_print``);
* each player: its parameters (a level's budget, time limit and noise, the search's
  constants, the game's search scale and Easy's noise; the baseline's iterations and
  constant) and the moves it chooses, at a small budget, in a dozen positions taken
  from those playouts (``player_print``). A change to the search, its rollouts, its
  heuristic or its reward shows in the moves; a change of a budget in the parameters.

What this cannot see: a change that matters only beyond the small budget (a branch
taken after the 60th iteration) and leaves the parameters alone. None of the search's
code branches on the iteration count; a change that would is expected to bump
``FINGERPRINT_VERSION`` below, which starts every row afresh.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import sys
from functools import cache
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))

import posy
import strength
from posy import ai, parallel
from posy.core import Rng, State

FINGERPRINT_VERSION = 1
PLAYOUT_SEEDS = (1, 2, 3)
SAMPLE_PLIES = (0, 7, 19, 37)
SMALL_UNITS = 60  # base units (times the game's search_scale) of a fingerprint's searches
PLAIN_SMALL = 40  # the baseline's iterations in a fingerprint


def _digest(*parts: Any) -> str:
    return hashlib.sha256(json.dumps(parts, sort_keys=True, default=str).encode()).hexdigest()[:16]


@cache
def _playouts(game_id: str, players: int) -> tuple[list[State], list[dict[str, Any]]]:
    """Positions to ask each player about, and every state of the playouts (as dumps)."""
    positions: list[State] = []
    dumps: list[dict[str, Any]] = []
    for seed in PLAYOUT_SEEDS:
        state = posy.game(game_id).new(players, seed)
        rng = Rng(seed)
        ply = 0
        while not state.over:
            if ply in SAMPLE_PLIES and len(state.moves()) > 1:
                positions.append(state)
            legal = state.moves()
            state = state.apply(legal[rng.below(len(legal))])
            ply += 1
        dumps.append(state.dump())
    return positions, dumps


@cache
def rules_print(game_id: str, players: int) -> str:
    return _digest(FINGERPRINT_VERSION, game_id, players, _playouts(game_id, players)[1])


def _level_params(level: str, state: State) -> dict[str, Any]:
    params = dataclasses.asdict(ai.level_of(level))
    params.update(
        guided=ai.GUIDED,
        exploration=ai.EXPLORATION,
        margin=(ai.MARGIN_WEIGHT, ai.MARGIN_SCALE),
        same=ai.SAME_RESULT,
        scale=state.search_scale,
    )
    if params["noisy"]:  # only Easy draws with the game's noise: tuning it keeps the others' rows
        params.update(easy=(state.easy_noise, state.easy_slack))
    return params


@cache
def player_print(kind: str, game_id: str, players: int) -> str:
    """How ``kind`` (a player of tests/strength.py: random, greedy, plain, easy, hard@1200,
    expert*3, ...) plays this game: its parameters and its moves in the sample positions."""
    positions = _playouts(game_id, players)[0]
    name, _, workers = kind.partition("*")
    level, _, units = name.partition("@")
    params: Any = {"kind": kind}
    if kind == "plain":
        params.update(iterations=strength.PLAIN_ITERATIONS, c=strength.PLAIN_C)
    elif kind == "greedy":
        params.update(samples=strength.GREEDY_SAMPLES)
    elif kind != "random":
        params.update(_level_params(level, positions[0]), units=units, workers=workers)
    moves = []
    for index, state in enumerate(positions):
        seed, rng = 7 * index + 1, Rng(index + 1)
        small = max(1, round(SMALL_UNITS * state.search_scale))
        if kind == "plain":
            moves.append(strength.plain_move(state, seed, PLAIN_SMALL))
        elif kind in ("random", "greedy"):
            moves.append(strength.pick(kind, state, rng, seed))
        elif workers:
            moves.append(parallel.choose(state, level, seed, int(workers), small))
        else:
            moves.append(ai.choose(state, level, seed, iterations=small))
    return _digest(FINGERPRINT_VERSION, params, moves)


def pairing_print(game_id: str, players: int, a: str, b: str) -> str:
    """The key a kept game of ``a`` against ``b`` must carry to count."""
    return _digest(
        rules_print(game_id, players), player_print(a, game_id, players), player_print(b, game_id, players)
    )
