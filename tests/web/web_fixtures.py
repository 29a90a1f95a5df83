"""Snapshots written by the Python engine for the pure JavaScript tests (node --test).

The renderers' models and the game screen's decisions are pure functions of the
bridge's snapshots; these are the very snapshots the page would get, made here by
``posy.bridge`` on CPython so the JavaScript tests need no Pyodide. One file per
game: a seeded game of spread-out legal moves, with every seat's view and
the public view at each ply.

Run as a script: ``python tests/web/web_fixtures.py OUT_DIR``.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "py"))

from posy import bridge, games  # noqa: E402

PLIES = 40  # enough for every kind of decision to appear in each game's first turns


def _call(name: str, args: dict[str, Any]) -> dict[str, Any]:
    answer: dict[str, Any] = json.loads(bridge.call(name, json.dumps(args)))
    if not answer.get("ok"):
        raise RuntimeError(f"{name}: {answer.get('error')}")
    return answer


def game_fixture(game_id: str, players: int, seed: int = 7) -> dict[str, Any]:
    """Snapshots for every viewer (each seat, then None) at each of the first plies."""
    first = _call("start", {"game": game_id, "players": players, "seed": seed, "viewer": None})
    sid = first["sid"]
    positions = []
    for ply in range(PLIES):
        views = {}
        for viewer in [*range(players), None]:
            views["public" if viewer is None else str(viewer)] = _call("view", {"sid": sid, "viewer": viewer})
        positions.append(views)
        current = views["public"]["current"]
        if current is None:
            break
        mine = views[str(current)]
        # a spread of moves, the same every run (not the first each time: that would
        # repeat one kind of decision)
        move = mine["moves"][(seed * 31 + ply * 17) % len(mine["moves"])]
        _call("play", {"sid": sid, "move": move, "viewer": None})
    _call("close", {"sid": sid})
    return {"game": game_id, "players": players, "seed": seed, "positions": positions}


def write_all(out: Path) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for game_id, g in games().items():
        for players in sorted({g.min_players, g.max_players}):
            path = out / f"{game_id}-{players}.json"
            path.write_text(json.dumps(game_fixture(game_id, players)))
            written.append(path)
    return written


if __name__ == "__main__":
    for path in write_all(Path(sys.argv[1])):
        print(path)
