"""The suite's shared hooks: how pytest-xdist shares the tests among its workers, and the
10,000-playouts-per-game check (tests/engine/test_playouts.py), which a run in one process
plays in a background process from the moment it is collected (tests/engine/playouts.py)."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

import pytest

PLAYOUTS_TEST = "test_ten_thousand_random_playouts_per_game"


def unit(item: Any) -> str:
    """The unit of work an item belongs to: its xdist_group, else its file (a file's
    tests share its browser page and fixtures, as with pytest-xdist's ``loadfile``)."""
    mark = item.get_closest_marker("xdist_group")
    return mark.args[0] if mark else item.nodeid.split("::")[0]


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(items: list[Any]) -> None:
    """Before pytest-xdist names each item's group (``--dist loadgroup``), every item
    without one gets its file as its group: the units of work are the files, except the
    playouts, one unit per game (tests/engine/test_playouts.py)."""
    for item in items:
        if not item.get_closest_marker("xdist_group"):
            item.add_marker(pytest.mark.xdist_group(unit(item)))
    # in one process the playouts' tests go last, so that the other tests overlap the
    # background run instead of waiting for it
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
