#!/usr/bin/env python3
"""Time the coach on CPython: hints (the full Hard budget) and whole-game reviews.

    python3 tools/coach_bench.py                 every game, 20 hints, 1 review each
    python3 tools/coach_bench.py --only petals --hints 40 --reviews 2

Hints are asked at decision points (more than one legal move) along games played by
the Easy computer for both seats, 2 players; each is timed with ``time.perf_counter``
and the median and 95th percentile are printed per game. A review is of a whole such
game, for seat 0 (a person against the computer) at Hard's budget per decision.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))

import posy
from posy import ai, coach
from posy.core import Move, Record, State


def easy_game(game: posy.Game[State[Any]], seed: int) -> tuple[Record, list[State[Any]]]:
    state = game.new(2, seed)
    states: list[State[Any]] = [state]
    moves: list[Move] = []
    while not state.over:
        move = ai.choose(state, "easy", seed * 1000 + len(moves))
        moves.append(move)
        state = state.apply(move)
        states.append(state)
    return Record(game.id, game.version, 2, seed, game.check_options({}), moves), states


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[int(share * (len(ordered) - 1))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--only", nargs="*")
    parser.add_argument("--hints", type=int, default=20)
    parser.add_argument("--reviews", type=int, default=1)
    args = parser.parse_args(argv)
    for game in posy.games().values():
        if args.only and game.id not in args.only:
            continue
        times: list[float] = []
        seed = 0
        while len(times) < args.hints:
            _, states = easy_game(game, 100 + seed)
            seed += 1
            choices = [s for s in states if not s.over and len(s.moves()) > 1]
            step = max(1, len(choices) // 6)
            for state in choices[::step]:
                if len(times) >= args.hints:
                    break
                start = time.perf_counter()
                coach.hint(state, state.current, seed=len(times))
                times.append(time.perf_counter() - start)
        line = (
            f"{game.id:12s} hint   median {statistics.median(times) * 1000:5.0f} ms"
            f"  p95 {percentile(times, 0.95) * 1000:5.0f} ms  ({len(times)} hints)"
        )
        print(line, flush=True)
        for r in range(args.reviews):
            record, _ = easy_game(game, 500 + r)
            start = time.perf_counter()
            review = coach.review(record, seats=[0])
            took = time.perf_counter() - start
            total = review.progress["total"]
            print(
                f"{game.id:12s} review {took:6.1f} s for {total} decisions of seat 0 "
                f"({len(record.moves)} moves), {took / max(total, 1) * 1000:.0f} ms each, "
                f"{len(review.marked)} marked",
                flush=True,
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
