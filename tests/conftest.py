"""The suite's shared hooks: the order of its files (the longest first), and the random
playouts per game (tests/engine/test_playouts.py): a run in one process plays
them in a background process from the moment they are collected
(tests/engine/playouts.py), and the run's end stops that process if it still runs."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

PLAYOUTS_TEST = "test_random_playouts_per_game"
ROOT = Path(__file__).resolve().parent.parent


# The longest files, longest first (pytest --durations on a quiet machine, seconds of one
# worker): pytest-xdist hands files out in collection order, so these start at once and
# the run does not end on one long file with the other workers idle (it did: at 97% of its
# tests after 22 minutes, the last 3% took 6 more).
LONGEST_FIRST = (
    "tests/engines/test_engines.py",  # every journey of Firefox and WebKit, side by side
    "tests/browser/test_browser_remote.py",
    "tests/browser/test_browser_petals.py",
    "tests/browser/test_browser_fit.py",
    "tests/engine/test_ai.py",
    "tests/browser/test_browser_remote_petals.py",
    "tests/engine/test_consistency.py",
    "tests/browser/test_browser_computer.py",
    "tests/browser/test_browser_hint.py",
    "tests/browser/test_browser_saves.py",
    "tests/engine/test_playouts.py",
)


@pytest.fixture(autouse=True)
def in_english() -> Iterator[None]:
    """Every test starts in English: ``posy.bridge.call`` keeps the language of its last
    call (``posy.core.i18n``), which the next test, calling the engine directly, would read."""
    from posy.core import i18n

    i18n.use("en")
    yield
    i18n.use("en")


def pytest_collection_modifyitems(config: Any, items: list[Any]) -> None:
    """The longest files first; in one process the playouts' tests go last instead, so
    that the other tests overlap their background run instead of waiting for it."""
    alone = not hasattr(config, "workerinput")

    def rank(item: Any) -> int:
        if alone and getattr(item, "originalname", "") == PLAYOUTS_TEST:
            return len(LONGEST_FIRST) + 1
        path = Path(str(item.fspath)).relative_to(ROOT).as_posix()
        return LONGEST_FIRST.index(path) if path in LONGEST_FIRST else len(LONGEST_FIRST)

    items.sort(key=rank)


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
