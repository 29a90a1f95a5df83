"""Random playouts of every game (2,000 each, its player counts in turn; ``POSY_PLAYOUTS``
sets another count) end with scores and winners, within the plies the rules allow where
they bound them (tests/engine/playouts.py plays them).

Their own file, so that pytest-xdist (``--dist loadfile``) gives them a worker of their
own: inside tests/engine/test_consistency.py they made it the suite's longest file (420 s
of one worker, 288 s of it these playouts, about 60 s of CPU alone, on two busy cores).
One test per game says which game failed. Run in one process, the suite plays them all
in a background process started at collection (tests/conftest.py), and each game's test
reads its result."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any

import playouts
import pytest

import posy
from posy.games.petal_battle import MAX_SEQUENCINGS

GAMES = list(posy.games())
# The most plies a game's rules allow, where they bound it: Petal Battle ends after
# MAX_SEQUENCINGS sequencings of at most 14 plies each (tests/engine/test_petal_battle.py
# played 1,000 more random games of its own for this bound alone).
LONGEST = {"petal_battle": MAX_SEQUENCINGS * 14}


@pytest.mark.parametrize("game_id", GAMES)
def test_random_playouts_per_game(game_id: str, request: Any) -> None:
    started = getattr(request.config, "posy_playouts", None)
    if started is None:
        result = playouts.play_game(game_id)
    else:
        results = json.loads(finished(*started).read_text())
        assert "error" not in results, results.get("error")
        result = results[game_id]
    assert result["playouts"] == playouts.PER_GAME
    assert not result["problems"], result["problems"]
    assert result["longest"] <= LONGEST.get(game_id, result["longest"]), result["longest"]
    print("playouts:", game_id, result["seconds"], "s, longest", result["longest"], "plies")


def finished(process: subprocess.Popen[bytes], out: Path) -> Path:
    """The background playouts' result file, once their process is done."""
    assert process.wait(timeout=1800) == 0, "the playout process failed"
    return out
