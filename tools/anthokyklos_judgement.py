"""Could a judgement learned from games judge an Anthokyklos position better than the
computer's own? (issue 28: Expert's last untried lead.)

    python tools/anthokyklos_judgement.py --players 3 --games 400 [--jobs 2] [--data FILE]

Plays ``--games`` seeded games of Medium against Medium for every seat (posy.ai,
iteration budgets; game seeds from 90000, move seeds from the game and the move
number) and records, at every other turn, what a judgement could read of the
position: each seat's points with the cards already due (``banked``), its reserved
card (points, and whether its pattern is already on the flower), the player to move,
the tiles left, and the most points the mover could claim with one placement now.
With the game's final scores these become pairs of seats (p, q) and whether p
finished ahead of q (a tie is 1/2).

Then it fits pairwise logistic models, P(p ahead of q) = sigmoid(w . x(p) - w . x(q)),
on the even seeds by Newton's method and prints their log loss on the odd seeds
(held-out games), beside the judgement the computer uses today
(``AnthokyklosState.heuristic``: ``core.lead_rewards``' curve of one seat's lead
in banked points over another's, over ``2 + 0.8 * sqrt(tiles left)``). A feature that a better
judgement could use lowers the held-out loss; ln 2 = 0.693 is a coin flip.

With 3 players 400 games take about 17 minutes on two cores here. The tables of
docs/computer.md came from the same games played under PyPy on a copy prepared as
``tools/strength_pypy.py`` prepares one, and read back with ``--data`` (the first 20
games, played again under CPython, were identical).
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from multiprocessing import Pool
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from posy import ai
from posy.games.anthokyklos import CARDS, GAME, NO_CARD, AnthokyklosState

FIRST_SEED = 90000
FEATURES = (
    "lead/s",
    "lead",
    "reserved/s",
    "reserved*left/s",
    "no marker",
    "no marker*left",
    "order",
    "reach/s",
)
MODELS = ((0,), (0, 2, 3), (0, 4, 5), (0, 6), (0, 7), tuple(range(len(FEATURES))))
PHASES = ((30, 46), (15, 30), (0, 15))

Pair = tuple[int, list[float], float, int]  # game seed, features, outcome, tiles left


def facts(state: AnthokyklosState) -> dict[str, Any]:
    """What a judgement could read of a position (all of it public)."""
    valid = dict(zip(state.display, state.valid, strict=True))
    reserved = [
        [0, 0] if c == NO_CARD else [CARDS[c].points, int(valid.get(c, False))] for c in state.reserved
    ]
    mover = state.turn
    assert mover is not None
    before, reach = state.scores[mover], 0
    for move in state.moves():
        if move["type"] == "place":
            reach = max(reach, state.apply(move).scores[mover] - before)
    left = 45 - state.taken.bit_count()
    return {"banked": state.banked(), "reserved": reserved, "mover": mover, "left": left, "reach": reach}


def play(job: tuple[int, int]) -> dict[str, Any]:
    players, seed = job
    state = GAME.new(players, seed)
    rows, ply = [], 0
    while not state.over:
        if ply % 2 == 0:
            rows.append(facts(state))
        state = state.apply(ai.choose(state, "medium", seed * 1000 + ply))
        ply += 1
    return {"players": players, "seed": seed, "rows": rows, "scores": state.scores}


def pairs(games: list[dict[str, Any]]) -> list[Pair]:
    out = []
    for game in games:
        n, scores = game["players"], game["scores"]
        for row in game["rows"]:
            left = row["left"]
            spread, share = 2 + 0.8 * math.sqrt(left), left / 45
            for p in range(n):
                for q in range(p + 1, n):
                    outcome = 0.5 if scores[p] == scores[q] else float(scores[p] > scores[q])
                    out.append((game["seed"], features(row, n, p, q, spread, share), outcome, left))
    return out


def features(row: dict[str, Any], n: int, p: int, q: int, spread: float, share: float) -> list[float]:
    """x(p) - x(q) for the pair, in the order of FEATURES."""
    lead = row["banked"][p] - row["banked"][q]
    held = [points * (1 - on) for points, on in row["reserved"]]  # due cards are banked already
    free = [int(points == 0) for points, _ in row["reserved"]]
    mover = row["mover"]
    reach = (row["reach"] if p == mover else 0) - (row["reach"] if q == mover else 0)
    reserved, marker = held[p] - held[q], free[p] - free[q]
    first = 1.0 if (p - mover) % n < (q - mover) % n else -1.0  # p moves before q
    return [
        lead / spread,
        lead,
        reserved / spread,
        reserved * share / spread,
        marker,
        marker * share,
        first,
        reach / spread,
    ]


def sigmoid(z: float) -> float:
    return 1 / (1 + math.exp(-max(-30.0, min(30.0, z))))


def log_loss(weights: list[float], data: list[Pair], cols: tuple[int, ...]) -> float:
    total = 0.0
    for _, x, y, _ in data:
        prob = min(max(sigmoid(sum(w * x[c] for w, c in zip(weights, cols, strict=True))), 1e-9), 1 - 1e-9)
        total -= y * math.log(prob) + (1 - y) * math.log(1 - prob)
    return total / len(data)


def fit(data: list[Pair], cols: tuple[int, ...], rounds: int = 12, ridge: float = 1e-3) -> list[float]:
    """Logistic regression without an intercept (the model is antisymmetric in p and q),
    by Newton's method with a small ridge."""
    d = len(cols)
    w = [0.0] * d
    for _ in range(rounds):
        grad = [ridge * len(data) * w[i] for i in range(d)]
        hess = [[ridge * len(data) * (i == j) for j in range(d)] for i in range(d)]
        for _, x, y, _ in data:
            xs = [x[c] for c in cols]
            prob = sigmoid(sum(w[i] * xs[i] for i in range(d)))
            for i in range(d):
                grad[i] += (prob - y) * xs[i]
                for j in range(d):
                    hess[i][j] += prob * (1 - prob) * xs[i] * xs[j]
        step = solve(hess, grad)
        w = [w[i] - step[i] for i in range(d)]
    return w


def solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """Gauss-Jordan elimination with partial pivoting (the systems are at most 8 x 8)."""
    d = len(vector)
    rows = [[*matrix[i], vector[i]] for i in range(d)]
    for i in range(d):
        pivot = max(range(i, d), key=lambda k: abs(rows[k][i]))
        rows[i], rows[pivot] = rows[pivot], rows[i]
        for k in range(d):
            if k != i:
                factor = rows[k][i] / rows[i][i]
                rows[k] = [a - factor * b for a, b in zip(rows[k], rows[i], strict=True)]
    return [rows[i][d] / rows[i][i] for i in range(d)]


def report(data: list[Pair]) -> None:
    train = [t for t in data if t[0] % 2 == 0]
    test = [t for t in data if t[0] % 2 == 1]
    print(f"{len(train)} pairs to fit, {len(test)} held out; log loss on the held-out games:")
    print(f"  {log_loss([1.0], test, (0,)):.4f}  today's judgement")
    for cols in MODELS:
        w = fit(train, cols)
        names = ", ".join(f"{FEATURES[c]} {v:+.3f}" for c, v in zip(cols, w, strict=True))
        print(f"  {log_loss(w, test, cols):.4f}  fitted: {names}")
    every = MODELS[-1]
    for low, high in PHASES:
        part = [t for t in test if low <= t[3] < high]
        w = fit([t for t in train if low <= t[3] < high], every)
        print(
            f"  {low}-{high - 1} tiles left: today's {log_loss([1.0], part, (0,)):.4f}, "
            f"all features fitted there {log_loss(w, part, every):.4f} ({len(part)} pairs)"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--players", type=int, default=3, choices=(2, 3, 4))
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument(
        "--data", type=Path, help="JSON lines of played games: read if it exists, else written"
    )
    args = parser.parse_args()
    if args.data is not None and args.data.exists():
        games = [json.loads(line) for line in args.data.read_text().splitlines()]
    else:
        jobs = [(args.players, FIRST_SEED + k) for k in range(args.games)]
        with Pool(args.jobs) as pool:
            games = pool.map(play, jobs)
        if args.data is not None:
            args.data.write_text("".join(json.dumps(g) + "\n" for g in games))
    print(f"Anthokyklos, {games[0]['players']} players, {len(games)} games of Medium against Medium")
    report(pairs(games))


if __name__ == "__main__":
    main()
