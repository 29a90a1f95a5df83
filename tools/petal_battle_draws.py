"""How often Petal Battle games reach the draw rule (run: python tools/petal_battle_draws.py [games]).

Plays seeded games of uniformly random legal moves (game seed ``k``, move choices
from ``Rng(k)``, as ``posy.core.random_playout``) under the default rules and with
the lobby option "Turns may end early", and reports for each: how games ended
(five in a row, wipe-out, or the draw after the 20th Sequencing), the fraction
of draws, the mean number of moves and Sequencings, how many turns were ended
early by ``end``, and how many passes happened (a player left without an action:
the rest of their turn, or a whole turn).

The draw rule is our addition to the rulebook; this is how we check it stays a
safety stop rather than a common ending.
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from posy.core import Rng
from posy.games.petal_battle import END_EARLY, GAME


def measure(games: int, early: bool) -> dict[str, object]:
    reasons: Counter[str] = Counter()
    passes: Counter[str] = Counter()
    moves = sequencings = ends = 0
    for seed in range(games):
        state, rng = GAME.new(2, seed, {END_EARLY: early}), Rng(seed)
        while not state.over:
            legal = state.moves()
            move = legal[rng.below(len(legal))]
            ends += move["type"] == "end"
            state = state.apply(move)
            moves += 1
            for entry in (state.last or {}).get("passes", ()):
                passes["whole turn" if entry["whole"] else "rest of turn"] += 1
        reasons[state.reason] += 1  # type: ignore[attr-defined]
        sequencings += state.seqno  # type: ignore[attr-defined]
    return {
        "games": games,
        "endings": dict(reasons),
        "draw fraction": reasons["limit"] / games,
        "mean moves": round(moves / games, 1),
        "mean sequencings": round(sequencings / games, 2),
        "turns ended early": ends,
        "passes": dict(passes),
    }


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    for early in (False, True):
        print(f"{END_EARLY}={early}:")
        for key, value in measure(games, early).items():
            print(f"  {key}: {value}")


if __name__ == "__main__":
    main()
