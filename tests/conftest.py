"""The suite's shared hooks, all for one check: the random playouts per game
(tests/engine/test_playouts.py). They sort its tests last; a run in one process plays
them in a background process from the moment they are collected
(tests/engine/playouts.py), and the run's end stops that process if it still runs."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

PLAYOUTS_TEST = "test_random_playouts_per_game"


def pytest_collection_modifyitems(items: list[Any]) -> None:
    """The playouts' tests go last, so that in one process the other tests overlap the
    background run instead of waiting for it."""
    items.sort(key=lambda item: getattr(item, "originalname", "") == PLAYOUTS_TEST)


def start_playouts() -> tuple[subprocess.Popen[bytes], Path]:
    out = Path(tempfile.mkdtemp(prefix="posy-playouts-")) / "playouts.json"
    script = Path(__file__).resolve().parent / "engine" / "playouts.py"
    # at the lowest priority: it takes only the time the browser layer leaves idle
    process = subprocess.Popen([sys.executable, str(script), str(out)], preexec_fn=lambda: os.nice(19))
    return process, out


def pytest_collection_finish(session: Any) -> None:
    if not any(item.originalname == PLAYOUTS_TEST for item in session.items if hasattr(item, "originalname")):
        return
    # in a pytest-xdist worker their test plays them itself, in its turn: started here,
    # every worker would play them, and waiting for a background run held a worker idle
    # for minutes (at the lowest priority, it got little of two busy cores)
    if not hasattr(session.config, "workerinput"):
        session.config.posy_playouts = start_playouts()


def pytest_sessionfinish(session: Any) -> None:
    started = getattr(session.config, "posy_playouts", None)
    if started and started[0].poll() is None:
        started[0].kill()
