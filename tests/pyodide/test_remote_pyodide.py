"""Remote play's randomness under the pinned Pyodide in Node: ``secrets`` works, and
``os.urandom`` (behind it) reads the host's generator through Emscripten's
getentropy (``crypto.getRandomValues`` in a browser, ``randomFillSync`` in Node)."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]


def run(command: str, *args: str) -> dict[str, Any]:
    node = shutil.which("node")
    if not node:
        pytest.fail("Node.js is needed for the Pyodide layer (apt-get install nodejs).")
    out = subprocess.run(
        [node, str(ROOT / "tests" / "pyodide" / "remote.mjs"), command, *args],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
        timeout=300,
    )
    answer: dict[str, Any] = json.loads(out.stdout)  # remote.mjs prints one JSON object
    return answer


def test_secrets_reads_the_hosts_generator() -> None:
    answer = run("entropy")
    assert answer["token_bytes"] == 32 and answer["urandom"] == 32 and answer["distinct"]
    assert answer["hostCalls"] > 0, "os.urandom did not reach the host's random generator"
    assert answer["browserSource"], "Emscripten's randomFill no longer uses crypto.getRandomValues"


@pytest.mark.parametrize(("game", "seats"), [("anthokyklos", "0,1,2"), ("petal_battle", "0,1")])
def test_a_whole_remote_game_under_pyodide(game: str, seats: str) -> None:
    answer = run("game", game, seats)
    fair = {"fair": True, "kind": "fair", "text": "Checked: fair game", "by": None}
    assert answer["results"] == [fair] * len(seats.split(","))
    assert len({json.dumps(s) for s in answer["scores"]}) == 1
