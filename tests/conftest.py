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

# The longest units of work, longest first: seconds in a clean run of the suite on 4
# workers here (`--durations=0`, stop 39). A unit started last keeps the whole suite
# waiting for it, so these are handed out first (longest processing time first); the
# rest follow in collection order. A file missing from this list only runs later.
LONGEST = (
    "tests/browser/test_browser_fit.py",  # 239 s
    "tests/engine/test_ai.py",  # 172 s
    "tests/browser/test_browser_remote.py",  # 170 s
    "tests/browser/test_browser_petals.py",  # 153 s
    "tests/engines/test_engines.py",  # 151 s
    "tests/browser/test_browser_remote_petals.py",  # 139 s
    "tests/engine/test_consistency.py",  # 132 s
    "tests/browser/test_browser_computer.py",  # 117 s
    # the playouts, each game its own unit (test_playouts.py): CPU seconds alone, about
    # three times that beside the browser tests
    "playouts-petal_battle",  # 27 s
    "playouts-petals",  # 10 s
    "playouts-anthokyklos",  # 10 s
    "playouts-floriado",  # 7 s
    "playouts-petal",  # 7 s
    "tests/browser/test_browser_saves.py",  # 84 s
    "tests/pyodide/test_remote_pyodide.py",  # 75 s
    "tests/browser/test_browser_axe.py",  # 74 s
)


def unit(item: Any) -> str:
    """The unit of work an item belongs to: its xdist_group, else its file (a file's
    tests share its browser page and fixtures, as with pytest-xdist's ``loadfile``)."""
    mark = item.get_closest_marker("xdist_group")
    return mark.args[0] if mark else item.nodeid.split("::")[0]


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(items: list[Any]) -> None:
    """Before pytest-xdist names each item's group (``--dist loadgroup``): every item
    gets its unit as its group, and the longest units go first."""
    for item in items:
        if not item.get_closest_marker("xdist_group"):
            item.add_marker(pytest.mark.xdist_group(unit(item)))

    items.sort(key=lambda item: LONGEST.index(unit(item)) if unit(item) in LONGEST else len(LONGEST))


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
