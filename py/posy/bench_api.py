"""The engine's speed where it runs: ``bench``, random playouts of a game for a few
seconds (``python3 build.py bench`` calls it in Chromium). A call of the bridge apart
from ``play_api``'s, because it opens no game.
"""

from __future__ import annotations

import time
from typing import Literal, TypedDict

from . import game
from .core import BadRecord, Rng, random_playout
from .core.i18n import _
from .sessions import Request


class Bench(TypedDict):
    """``bench``'s answer: random playouts' speed where the engine runs."""

    ok: Literal[True]
    playouts_per_s: float
    moves_per_s: float


def bench(req: Request) -> Bench:
    """Engine speed where it runs (``python3 build.py bench`` calls it in Chromium):
    random playouts of ``game`` for about ``seconds``, as moves and playouts per second."""
    g = game(req.get("game"))
    seconds = req.get("seconds", 1.0)
    if not isinstance(seconds, (int, float)) or isinstance(seconds, bool) or not 0 < seconds <= 30:
        raise BadRecord(_("A benchmark lasts up to 30 seconds."))
    players = g.check_players(req.get("players", g.min_players))
    random_playout(g.new(players, 0), Rng(0))  # warm up lazy tables
    start = time.perf_counter()
    games_played = plies = 0
    while time.perf_counter() - start < seconds:
        _end, n = random_playout(g.new(players, games_played), Rng(games_played))
        games_played += 1
        plies += n
    elapsed = time.perf_counter() - start
    return {"ok": True, "playouts_per_s": games_played / elapsed, "moves_per_s": plies / elapsed}
