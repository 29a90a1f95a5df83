"""10,000 random playouts of every game (its player counts in turn) end with scores and
winners (tests/engine/playouts.py plays them).

Each game is its own unit of work for pytest-xdist (its ``xdist_group``), so the five
games' playouts run on several workers instead of one (about 60 s of CPU alone, they
held one worker for 288 s of a full run on two busy cores); run in one process, the suite plays them all in a background process started at
collection (tests/conftest.py) and each game's test reads its result."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any

import playouts
import pytest

import posy

GAMES = list(posy.games())


@pytest.mark.parametrize(
    "game_id", [pytest.param(g, marks=pytest.mark.xdist_group(f"playouts-{g}")) for g in GAMES]
)
def test_ten_thousand_random_playouts_per_game(game_id: str, request: Any) -> None:
    started = getattr(request.config, "posy_playouts", None)
    if started is None:
        result = playouts.play_game(game_id)
    else:
        results = json.loads(finished(*started).read_text())
        assert "error" not in results, results.get("error")
        result = results[game_id]
    assert result["playouts"] == playouts.PER_GAME
    assert not result["problems"], result["problems"]
    print("playouts:", game_id, result["seconds"], "s, longest", result["longest"], "plies")


def finished(process: subprocess.Popen[bytes], out: Path) -> Path:
    """The background playouts' result file, once their process is done."""
    assert process.wait(timeout=1800) == 0, "the playout process failed"
    return out
