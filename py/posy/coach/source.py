"""Where a coach call's position comes from (``"sid"``, ``"record"`` or ``"state"``:
``Source``), and the small checks of a request that the calls share (a whole number, a
slice of thinking, the open hints' and reviews' table). Apart from ``api.py``, which
holds the calls themselves and documents these sources.
"""

from __future__ import annotations

import itertools
import json
from typing import Any

from .. import game
from ..core import BadRecord, Record, State, replay
from ..core.i18n import _
from ..sessions import session_of
from .review import decision_seed

MAX_OPEN = 4  # open hints, and open reviews: the oldest is dropped beyond this

_ids = itertools.count(1)


class Source:
    """A position and what is known about its game."""

    __slots__ = ("computers", "how", "names", "ply", "record", "seed", "state")

    def __init__(
        self, state: State[Any], record: Record | None, names: list[str] | None, ply: int, how: str = ""
    ) -> None:
        self.how = how  # "sid" for an open session, whose record counts the hints given
        self.state = state
        self.record = record
        self.names = names
        self.ply = ply
        self.computers: list[str | None] = list(record.computers) if record is not None else []
        self.seed = decision_seed(record.seed, ply) if record is not None else 0

    def key(self) -> str:
        return json.dumps(self.state.dump(), sort_keys=True)


def source_of(req: dict[str, Any]) -> Source:
    if "sid" in req:
        _sid, session = session_of(req)
        ply = len(session.states) - 1
        if "ply" in req and req["ply"] != ply:
            raise BadRecord(_("The game moved on meanwhile."))
        return Source(session.states[-1], session.record, list(session.record.names), ply, "sid")
    if "record" in req:
        record = Record.from_json(req["record"])
        states = replay(game(record.game), record)
        return Source(states[-1], record, list(record.names) or None, len(states) - 1)
    if "state" in req:
        data = req["state"]
        if not isinstance(data, dict):
            raise BadRecord(_("This is not a saved position."))
        return Source(game(data.get("game")).load(data), None, None, 0)
    raise BadRecord(_("Say which game: a session, a record or a position."))


def is_whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def slice_of(req: dict[str, Any]) -> float | None:
    slice_ms = req.get("slice_ms")
    if slice_ms is None:
        return None
    if not isinstance(slice_ms, (int, float)) or isinstance(slice_ms, bool) or not 1 <= slice_ms <= 5000:
        raise BadRecord(_("A slice of thinking must last 1 to 5000 ms."))
    return float(slice_ms)


def keep_open(table: dict[str, Any], value: Any) -> str:
    key = f"c{next(_ids)}"
    table[key] = value
    while len(table) > MAX_OPEN:
        table.pop(next(iter(table)))
    return key
