"""Layer 2: the same engine under the pinned Pyodide (in Node), loaded from the
built dist/ exactly as the browser loads it, replays games recorded on CPython
and must reach exactly the same states, scores and winners."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

import posy
from posy.core import Record, Rng, random_record

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = Path(__file__).with_name("golden")


def recorded_games() -> list[dict]:
    records = []
    for game in posy.games().values():
        for players in range(game.min_players, game.max_players + 1):
            for seed in (1, 2, 3):
                records.append(random_record(game, players, seed, Rng(seed + 1000)).to_json())
    for path in sorted(GOLDEN.glob("*.json")):
        records.append(json.loads(path.read_text())["record"])
    return records


@pytest.fixture(scope="module")
def node() -> str:
    node = shutil.which("node")
    if not node:
        pytest.fail("Node.js is needed for the Pyodide layer (apt-get install nodejs).")
    if not (ROOT / "dist" / "web" / "build.js").exists():
        pytest.fail("dist/ is not built: run `python3 build.py` (or `python3 build.py test`).")
    return node


def test_pyodide_replays_match_cpython(node: str, tmp_path: Path) -> None:
    records = recorded_games()
    path = tmp_path / "records.json"
    path.write_text(json.dumps(records))
    out = subprocess.run(
        [node, str(ROOT / "tests" / "pyodide" / "replay.mjs"), "replay", str(path)],
        capture_output=True, text=True, check=True, cwd=ROOT, timeout=300,
    )  # fmt: skip
    answer = json.loads(out.stdout)
    assert answer["python"].startswith("3.14"), "the pinned Pyodide runs Python 3.14"
    assert len(answer["results"]) == len(records)
    for data, remote in zip(records, answer["results"], strict=True):
        record = Record.from_json(data)
        game = posy.game(record.game)
        final = posy.replay(game, record)[-1]
        local = {"scores": final.scores, "winners": final.winners, "over": final.over,
                 "dump": final.dump(), "moves": final.moves(), "view": final.view(None)}  # fmt: skip
        assert json.loads(json.dumps(local)) == remote, (
            f"{record.game} seed {record.seed} differs under Pyodide"
        )


def test_golden_games_keep_their_results() -> None:
    """Recorded games with known outcomes: a rule change that alters them must bump the game's version."""
    paths = sorted(GOLDEN.glob("*.json"))
    assert paths, "golden records are missing"
    for path in paths:
        data = json.loads(path.read_text())
        record = Record.from_json(data["record"])
        final = posy.replay(posy.game(record.game), record)[-1]
        assert final.over
        assert final.scores == data["scores"], path.name
        assert final.winners == data["winners"], path.name
