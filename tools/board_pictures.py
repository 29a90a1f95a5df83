"""The lobby's picture of each game's board (issue 44: a player sees what a game looks
like before starting it), made at build time: a real position of each game, reached by
the engine itself from a fixed deal and a few seeded random moves, is handed to
tools/board_pictures.mjs, which draws it with the game's own renderer pieces and
stylesheet into dist/assets/boards/<game>.svg, and lists them (size, alt text) in
dist/web/lobby/pictures.js. build.py calls ``write(DIST)``."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent

# (game, seed of the deal, random moves played from it): a few moves in, so that the
# picture shows play under way (men on the field, flowers picked, tiles placed).
POSITIONS = (
    ("floriado", 3, 6),
    ("petal", 3, 8),
    ("petals", 3, 12),
    ("petal_battle", 3, 10),
    ("anthokyklos", 3, 12),
)


def positions() -> dict[str, Any]:
    """Each game's position, as the engine's view for the first seat (what its renderer reads)."""
    sys.path.insert(0, str(ROOT / "py"))
    from posy import game

    views: dict[str, Any] = {}
    for game_id, seed, plies in POSITIONS:
        state = game(game_id).new(players=2, seed=seed, options={})
        rng = random.Random(seed)
        for _ in range(plies):
            moves = state.moves()
            if state.over or not moves:
                break
            state = state.play(moves[rng.randrange(len(moves))])
        views[game_id] = state.view(0)
    return views


def write(dist: Path) -> None:
    """Draw every game's picture into ``dist`` (its assets/boards/ and web/lobby/pictures.js)."""
    subprocess.run(
        ["node", str(ROOT / "tools" / "board_pictures.mjs"), str(dist)],
        input=json.dumps(positions()).encode(),
        check=True,
    )


if __name__ == "__main__":
    write(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "dist")
