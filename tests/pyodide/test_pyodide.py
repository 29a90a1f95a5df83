"""Layer 2: the same engine under the pinned Pyodide (in Node), loaded from the
built dist/ exactly as the browser loads it, replays games recorded on CPython
and must reach exactly the same states, scores and winners."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

import posy
from posy.core import Record, RecordJSON, Rng, random_record

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = Path(__file__).with_name("golden")


def recorded_games() -> list[RecordJSON]:
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


def under_pyodide(node: str, command: str, payload: list, tmp_path: Path, boot: str = "normal") -> dict:
    """Run replay.mjs ``command`` on ``payload`` (written to a JSON file) and read its
    answer, Python started normally or restored from the build's memory snapshot."""
    path = tmp_path / f"{command}.json"
    path.write_text(json.dumps(payload))
    out = subprocess.run(
        [node, str(ROOT / "tests" / "pyodide" / "replay.mjs"), command, str(path)],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
        timeout=300,
        env={**os.environ, "POSY_BOOT": boot},
    )
    return json.loads(out.stdout)


# the browser's two ways to start the engine (web/worker.js)
BOOTS = ("normal", "snapshot")


@pytest.mark.parametrize("boot", BOOTS)
def test_pyodide_replays_match_cpython(node: str, tmp_path: Path, boot: str) -> None:
    records = recorded_games()
    answer = under_pyodide(node, "replay", records, tmp_path, boot)
    assert answer["python"].startswith("3.14"), "the pinned Pyodide runs Python 3.14"
    assert len(answer["results"]) == len(records)
    for data, remote in zip(records, answer["results"], strict=True):
        record = Record.from_json(data)
        game = posy.game(record.game)
        final = posy.replay(game, record)[-1]
        local = {
            "scores": final.scores,
            "winners": final.winners,
            "over": final.over,
            "dump": final.dump(),
            "moves": final.moves(),
            "view": final.view(None),
        }
        assert json.loads(json.dumps(local)) == remote, (
            f"{record.game} seed {record.seed} differs under Pyodide"
        )


def choice_cases() -> list[dict]:
    """Positions from seeded random games of every game and player count, each with a
    level, seed and iteration budget for the computer."""
    cases = []
    for game in posy.games().values():
        for players in range(game.min_players, game.max_players + 1):
            record = random_record(game, players, 5, Rng(77)).to_json()
            for k, ply in enumerate((1, 7, 15)):
                partial = {**record, "moves": record["moves"][:ply]}
                state = posy.replay(game, Record.from_json(partial))[-1]
                if state.over or len(state.moves()) < 2:
                    continue
                cases.append(
                    {"record": partial, "level": ("easy", "medium", "hard")[k], "seed": k, "iterations": 60}
                )
    return cases


@pytest.mark.parametrize("boot", BOOTS)
def test_the_computer_chooses_the_same_move_under_pyodide(node: str, tmp_path: Path, boot: str) -> None:
    """posy.ai is deterministic for a position, level and seed, on CPython and Pyodide alike
    (same integer RNG, same dict orders, same float arithmetic), after either start."""
    from posy import ai

    cases = choice_cases()
    remote = under_pyodide(node, "choose", cases, tmp_path, boot)["moves"]
    assert len(remote) == len(cases) >= 15
    for case, theirs in zip(cases, remote, strict=True):
        record = Record.from_json(case["record"])
        state = posy.replay(posy.game(record.game), record)[-1]
        mine = ai.choose(state, case["level"], case["seed"], iterations=case["iterations"])
        assert json.loads(json.dumps(mine)) == theirs, f"{record.game} after {len(record.moves)} moves"


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
