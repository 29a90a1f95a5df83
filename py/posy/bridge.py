"""The one surface JavaScript calls: JSON text in, JSON text out.

``call(name, payload)`` dispatches to a handful of functions. Every answer is
``{"ok": true, ...}`` or ``{"ok": false, "error": "<a sentence for a player>"}``;
no Python object and no traceback ever crosses into the page. A bug in the
engine is reported as ``{"ok": false, "error": ..., "bug": "<traceback>"}`` so
the page can log it to the console while showing the player a sentence.

Games in progress live here as *sessions*: the record plus the list of states
it produced, so undo is dropping the last state and a snapshot is cheap.
"""

from __future__ import annotations

import json
import traceback
from collections.abc import Callable
from typing import Any

from . import __version__, game, games
from .core import BadRecord, IllegalMove, Record, State, replay

MAX_NAME = 24


class Session:
    __slots__ = ("record", "states", "log", "undone")

    def __init__(self, record: Record, states: list[State], log: list[str]) -> None:
        self.record = record
        self.states = states
        self.log = log
        self.undone: list[dict[str, Any]] = []  # moves taken back, for redo


SESSIONS: dict[str, Session] = {}
_next_id = [0]


def _new_sid(session: Session) -> str:
    _next_id[0] += 1
    sid = f"s{_next_id[0]}"
    SESSIONS[sid] = session
    return sid


def _names(game_id: str, players: int, names: Any) -> list[str]:
    seats = game(game_id).seat_names
    out = []
    for i in range(players):
        given = names[i] if isinstance(names, list) and i < len(names) else None
        name = given.strip()[:MAX_NAME] if isinstance(given, str) and given.strip() else seats[i]
        out.append(name)
    return out


def _log_lines(states: list[State], moves: list[dict[str, Any]], names: list[str]) -> list[str]:
    return [state.describe(move, names) for state, move in zip(states, moves)]


def snapshot(sid: str, viewer: Any = "current", at: int | None = None) -> dict[str, Any]:
    """What the page needs to draw a position: the view for ``viewer`` ("current": the
    player to decide), the legal moves when that viewer may see them, the log, and
    what undo/redo allow. ``at`` draws an earlier position (replay), without moves."""
    session = SESSIONS[sid]
    ply = len(session.states) - 1 if at is None else at
    state = session.states[ply]
    if viewer == "current":
        viewer = state.current
    if viewer is not None and (not isinstance(viewer, int) or not 0 <= viewer < state.players):
        raise BadRecord("There is no such player in this game.")
    return {
        "ok": True,
        "sid": sid,
        "game": state.game.id,
        "record": session.record.to_json(),
        "ply": ply,
        "plies": len(session.states) - 1,
        "current": state.current,
        "over": state.over,
        "scores": state.scores,
        "winners": state.winners,
        "viewer": viewer,
        "view": state.view(viewer),
        "moves": state.moves() if at is None and _may_see_moves(state, viewer) else [],
        "public_decision": state.public_decision(),
        "log": session.log[:ply],
        "last_mover": session.states[ply - 1].current if ply > 0 else None,
        "can_undo": at is None and ply > 0 and not state.undo_barrier(),
        "can_redo": at is None and bool(session.undone),
    }


def _may_see_moves(state: State, viewer: int | None) -> bool:
    if state.current is None:
        return False
    return viewer == state.current or (viewer is None and state.public_decision())


# --------------------------------------------------------------------------
# The calls


def catalog(_: Any = None) -> dict[str, Any]:
    return {"ok": True, "version": __version__, "games": [g.describe() for g in games().values()]}


def start(req: dict[str, Any]) -> dict[str, Any]:
    g = game(req.get("game"))
    state = g.new(req.get("players", g.min_players), req.get("seed", 0), req.get("options"))
    record = Record(
        game=g.id,
        version=g.version,
        players=state.players,
        seed=req.get("seed", 0),
        options=g.check_options(req.get("options")),
        names=_names(g.id, state.players, req.get("names")),
    )
    sid = _new_sid(Session(record, [state], []))
    return snapshot(sid, req.get("viewer", "current"))


def load(req: dict[str, Any]) -> dict[str, Any]:
    record = Record.from_json(req.get("record"))
    g = game(record.game)
    states = replay(g, record)
    record.players = states[0].players
    record.options = g.check_options(record.options)
    record.names = _names(g.id, record.players, record.names)
    log = _log_lines(states, record.moves, record.names)
    sid = _new_sid(Session(record, states, log))
    return snapshot(sid, req.get("viewer", "current"))


def _session(req: dict[str, Any]) -> tuple[str, Session]:
    sid = req.get("sid")
    if not isinstance(sid, str) or sid not in SESSIONS:
        raise BadRecord("This game is no longer open; start it again from the lobby.")
    return sid, SESSIONS[sid]


def play(req: dict[str, Any]) -> dict[str, Any]:
    sid, session = _session(req)
    state = session.states[-1]
    move = req.get("move")
    after = state.play(move)  # raises IllegalMove with the reason
    legal = state.find(move)  # the canonical form, for the record
    assert legal is not None
    session.log.append(state.describe(legal, session.record.names))
    session.states.append(after)
    session.record.moves.append(legal)
    session.undone.clear()
    return snapshot(sid, req.get("viewer", "current"))


def undo(req: dict[str, Any]) -> dict[str, Any]:
    sid, session = _session(req)
    steps = req.get("steps", 1)
    if not isinstance(steps, int) or steps < 1:
        raise BadRecord("Undo needs a number of moves.")
    if steps >= len(session.states):
        raise BadRecord("There is no move to take back.")
    if any(state.undo_barrier() for state in session.states[-steps:]):
        raise BadRecord("That move revealed hidden information, so it can't be taken back.")
    for _ in range(steps):
        session.states.pop()
        session.log.pop()
        session.undone.append(session.record.moves.pop())
    return snapshot(sid, req.get("viewer", "current"))


def redo(req: dict[str, Any]) -> dict[str, Any]:
    sid, session = _session(req)
    if not session.undone:
        raise BadRecord("There is no move to redo.")
    undone = session.undone
    session.undone = []
    move = undone.pop()
    out = play({"sid": sid, "move": move, "viewer": req.get("viewer", "current")})
    session.undone = undone
    out["can_redo"] = bool(undone)
    return out


def view(req: dict[str, Any]) -> dict[str, Any]:
    sid, session = _session(req)
    at = req.get("at")
    if at is not None and (
        not isinstance(at, int) or isinstance(at, bool) or not 0 <= at < len(session.states)
    ):
        raise BadRecord("There is no such position in this game.")
    return snapshot(sid, req.get("viewer", "current"), at)


def close(req: dict[str, Any]) -> dict[str, Any]:
    SESSIONS.pop(req.get("sid"), None)  # type: ignore[arg-type]
    return {"ok": True}


CALLS: dict[str, Callable[[dict[str, Any]], dict[str, Any]]] = {
    "catalog": catalog,
    "start": start,
    "load": load,
    "play": play,
    "undo": undo,
    "redo": redo,
    "view": view,
    "close": close,
}


def call(name: str, payload: str = "{}") -> str:
    """Run one call; always returns JSON text, never raises."""
    try:
        try:
            req = json.loads(payload) if payload else {}
        except ValueError:
            return _error("The request was not readable.")
        if not isinstance(req, dict):
            return _error("The request was not readable.")
        handler = CALLS.get(name)
        if handler is None:
            return _error(f"Unknown call “{name[:40]}”.")
        return json.dumps(handler(req), separators=(",", ":"))
    except IllegalMove as exc:
        return _error(str(exc), illegal=True)
    except BadRecord as exc:
        return _error(str(exc))
    except Exception as exc:  # a bug: a sentence for the player, the trace for the console
        return _error(
            "Something went wrong in the rules engine. Your game is safe; try again.",
            bug="".join(traceback.format_exception(exc)),
        )


def _error(message: str, **extra: Any) -> str:
    return json.dumps({"ok": False, "error": message, **extra}, separators=(",", ":"))
