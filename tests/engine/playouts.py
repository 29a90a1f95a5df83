"""Random playouts per game (2,000 in the suite, ``POSY_PLAYOUTS`` sets another count: a
soak before a release plays 100,000), every one ending with scores and winners.

Run as a script beside the rest of the suite: ``tests/conftest.py`` starts it in the
background when the suite collects the test that reads its result, because the browser
layer leaves a core idle most of the time (a 14-minute suite uses about 7 minutes of
CPU on 2 cores). Alone: ``python3 tests/engine/playouts.py out.json``.
"""

from __future__ import annotations

import json
import os
import sys
import time
import traceback
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "py"))

import posy
from posy.core import Rng, random_playout

# 10,000 made them a quarter of the suite's CPU (579 s of one worker, on CI past its time
# limit); 2,000 seeds still cover every player count and deal hundreds of times each
PER_GAME = int(os.environ.get("POSY_PLAYOUTS", "2000"))


def decision_points(
    game: posy.Game[posy.State[Any]], players: int, seed: int, count: int, every: int, salt: int
) -> list[Any]:
    """Decision points (more than one legal move) along a seeded random game: every
    `every`-th ply, up to `count` of them (the computer's and the coach's tests)."""
    state = game.new(players, seed)
    rng = Rng(seed + salt)
    out: list[Any] = []
    ply = 0
    while not state.over and len(out) < count:
        legal = state.moves()
        if len(legal) > 1 and ply % every == 0:
            out.append(state)
        state = state.apply(legal[rng.below(len(legal))])
        ply += 1
    return out


def play_game(game_id: str, count: int = PER_GAME) -> dict[str, Any]:
    """``count`` playouts of one game, its player counts taken in turn; what went wrong."""
    game = posy.game(game_id)
    counts = list(range(game.min_players, game.max_players + 1))
    problems: list[str] = []
    longest = 0
    start = time.perf_counter()
    for seed in range(count):
        players = counts[seed % len(counts)]
        final, plies = random_playout(game.new(players, seed), Rng(seed))
        longest = max(longest, plies)
        ended = final.over and final.current is None and final.moves() == []
        scored = len(final.scores) == players and all(isinstance(s, int) for s in final.scores)
        won = bool(final.winners) and all(0 <= w < players for w in final.winners)
        if not (ended and scored and won and plies > 0):
            problems.append(f"{game_id} {players}p seed {seed}: ended {ended}, scored {scored}, won {won}")
    seconds = time.perf_counter() - start
    return {"playouts": count, "problems": problems[:20], "longest": longest, "seconds": round(seconds, 1)}


def play_all(count: int = PER_GAME) -> dict[str, dict[str, Any]]:
    return {game_id: play_game(game_id, count) for game_id in posy.games()}


if __name__ == "__main__":
    # written whole, then renamed: another process waits for the file to appear
    done = Path(sys.argv[1])
    partial = done.with_suffix(".partial")
    try:
        results: dict[str, Any] = play_all()
    except Exception:
        results = {"error": traceback.format_exc()}
    partial.write_text(json.dumps(results))
    partial.replace(done)
