"""The pure JavaScript tests (``node --test tests/web/``) on snapshots the Python
engine writes: what each tap means in each game, the game screen's hand-off
decisions. No browser and no Pyodide: the modules they test touch no DOM."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest
from web_fixtures import write_all

HERE = Path(__file__).resolve().parent


@pytest.mark.skipif(shutil.which("node") is None, reason="Node is needed for the JavaScript tests")
def test_javascript_units(tmp_path: Path) -> None:
    write_all(tmp_path)
    tests = sorted(str(p) for p in HERE.glob("*.test.mjs"))
    assert tests, "no JavaScript tests found"
    done = subprocess.run(
        ["node", "--test", "--test-reporter=dot", *tests],
        env={**os.environ, "POSY_FIXTURES": str(tmp_path)},
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stdout[-6000:] + done.stderr[-3000:]
