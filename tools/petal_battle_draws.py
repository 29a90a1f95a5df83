"""How often Petal Battle games reach the draw rule.

    python tools/petal_battle_draws.py [games]                    random moves
    python tools/petal_battle_draws.py [games] --computer medium  computers at a level

Plays seeded games of uniformly random legal moves (game seed ``k``, move choices
from ``Rng(k)``, as ``posy.core.random_playout``), or of two computers at one level
(posy.ai, iteration budgets, seed from the game and the move number), under the
default rules and with the lobby option "Turns may end early", and reports for each: how games ended
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

from posy import ai
from posy.core import Rng
from posy.games.petal_battle import END_EARLY, GAME


def measure(games: int, early: bool, computer: str | None = None) -> dict[str, object]:
    reasons: Counter[str] = Counter()
    passes: Counter[str] = Counter()
    moves = sequencings = ends = 0
    for seed in range(games):
        state, rng = GAME.new(2, seed, {END_EARLY: early}), Rng(seed)
        while not state.over:
            if computer:
                move = ai.choose(state, computer, seed=seed * 1000 + moves)
            else:
                legal = state.moves()
                move = legal[rng.below(len(legal))]
            ends += move["type"] == "end"
            state = state.apply(move)
            moves += 1
            for entry in (state.last or {}).get("passes", ()):
                passes["whole turn" if entry["whole"] else "rest of turn"] += 1
        assert state.reason is not None  # a finished game says why it ended
        reasons[state.reason] += 1
        sequencings += state.seqno
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
    args = sys.argv[1:]
    computer = None
    if "--computer" in args:
        at = args.index("--computer")
        computer = args[at + 1]
        del args[at : at + 2]
    games = int(args[0]) if args else 2000
    for early in (False, True):
        print(f"{END_EARLY}={early}" + (f", computers at {computer}:" if computer else ", random moves:"))
        for key, value in measure(games, early, computer).items():
            print(f"  {key}: {value}")


if __name__ == "__main__":
    main()
