"""The computer's thinking in slices, shared by the game's own engine worker
(``play_api.think``) and the helper workers on the device's other cores
(``parallel_api``): the search's seed at a ply, so a replayed game thinks alike, and one
slice of a search. Apart from both, so that neither imports the other.
"""

from __future__ import annotations

import time
from typing import Any

from . import ai
from .core import MASK64, BadRecord, Record
from .core.i18n import _
from .sessions import Request

SLICE_MS = 25  # one slice of thinking: the longest any other call waits behind it


def think_seed(record: Record, ply: int) -> int:
    """The seed of the computer's search at ``ply``: a replayed game thinks alike."""
    return (record.seed * 0x100000001B3 + ply) & MASK64


def think_slice(search: ai.Search[Any], start: float, req: Request) -> bool:
    """Run one slice of ``search`` (``slice_ms``, with ``limit``: the level's time limit
    counted from ``start``); returns whether the search is over."""
    slice_ms = req.get("slice_ms", SLICE_MS)
    if not isinstance(slice_ms, (int, float)) or isinstance(slice_ms, bool) or not 1 <= slice_ms <= 5000:
        raise BadRecord(_("A slice of thinking must last 1 to 5000 ms."))
    now = time.perf_counter()
    deadline = now + slice_ms / 1000
    out_of_time = False
    if req.get("limit"):
        end = start + search.level.seconds
        deadline = min(deadline, end)
        out_of_time = now >= end
    done = out_of_time or search.run(deadline=deadline)
    return done or (bool(req.get("limit")) and time.perf_counter() >= start + search.level.seconds)
