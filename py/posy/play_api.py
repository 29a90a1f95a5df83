"""The calls of a game on this device (the bridge registers them): open a game,
play, take back, look at an earlier position, let the computer think, save, close.

Each takes the request dict and returns the answer dict, or raises ``BadRecord`` /
``IllegalMove`` with a sentence for the player (``posy.bridge.call`` turns it into
``{"ok": false, "error": ...}``).

Computer players: the record says which seats are computers and at which level.
``think`` runs the computer's search for the session's position in short slices,
so the worker can answer other calls (undo, views) between them.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Annotated, Literal, NotRequired, TypedDict

from . import __version__, ai, game, games
from .ai.levels import LevelInfo
from .bench_api import Bench, bench
from .core import BadRecord, GameInfo, Move, Record, RecordJSON, i18n, replay
from .core.i18n import _
from .parallel import Part, part_of
from .sessions import (
    SESSIONS,
    Request,
    Session,
    Snapshot,
    computers_of,
    log_line,
    log_lines,
    names_of,
    new_sid,
    session_of,
    snapshot,
    undo_steps,
)
from .thinking import think_seed, think_slice


class Language(TypedDict):
    """A language the page offers: its tag ("fr") and its name in itself ("Français")."""

    tag: str
    name: str


class Catalog(TypedDict):
    """The answer of ``catalog``, which build.py also writes into the page as CATALOG."""

    ok: Literal[True]
    version: str
    games: list[GameInfo]
    levels: list[LevelInfo]
    languages: list[Language]  # the languages offered (core.i18n.OFFERED)


def catalog(_req: Request | None = None) -> Catalog:
    return {
        "ok": True,
        "version": __version__,
        "games": [g.describe() for g in games().values()],
        "levels": ai.describe_levels(),
        "languages": [{"tag": tag, "name": i18n.NAMES[tag]} for tag in i18n.OFFERED],
    }


def start(req: Request) -> Snapshot:
    g = game(req.get("game"))
    seed = req.get("seed", 0)
    state = g.new(req.get("players", g.min_players), seed, req.get("options"))
    assert isinstance(seed, int)  # Game.new refuses anything else
    record = Record(
        game=g.id,
        version=g.version,
        players=state.players,
        seed=seed,
        options=g.check_options(req.get("options")),
        names=names_of(g.id, state.players, req.get("names")),
        computers=computers_of(state.players, req.get("computers")),
        hints_off=req.get("hints_off") is True,
    )
    sid = new_sid(Session(record, [state], []))
    return snapshot(sid, req.get("viewer", "current"))


def load(req: Request) -> Snapshot:
    record = Record.from_json(req.get("record"))
    g = game(record.game)
    states = replay(g, record)
    record.players = states[0].players
    record.options = g.check_options(record.options)
    record.names = names_of(g.id, record.players, record.names)
    record.computers = computers_of(record.players, record.computers)
    record.hints = (record.hints + [0] * record.players)[: record.players] if any(record.hints) else []
    log = log_lines(states, record.moves, record.names)
    sid = new_sid(Session(record, states, log))
    return snapshot(sid, req.get("viewer", "current"))


def play(req: Request) -> Snapshot:
    sid, session = session_of(req)
    state = session.states[-1]
    move = req.get("move")
    after = state.play(move)  # raises IllegalMove with the reason
    legal = state.find(move)  # the canonical form, for the record
    assert legal is not None
    session.log.append(log_line(state, legal, after, session.record.names))
    session.states.append(after)
    session.record.moves.append(legal)
    session.undone.clear()
    return snapshot(sid, req.get("viewer", "current"))


def undo(req: Request) -> Snapshot:
    """Take back one move, or with computers playing, back to the person's last decision
    (``steps`` overrides: that many moves)."""
    sid, session = session_of(req)
    steps = req.get("steps")
    if steps is None:
        steps = undo_steps(session)
        if steps is None:
            if len(session.states) > 1:
                raise BadRecord(_("That move revealed hidden information, so it can't be taken back."))
            raise BadRecord(_("There is no move to take back."))
    if not isinstance(steps, int) or isinstance(steps, bool) or steps < 1:
        raise BadRecord(_("Undo needs a number of moves."))
    if steps >= len(session.states):
        raise BadRecord(_("There is no move to take back."))
    if any(state.undo_barrier() for state in session.states[-steps:]):
        raise BadRecord(_("That move revealed hidden information, so it can't be taken back."))
    for _step in range(steps):
        session.states.pop()
        session.log.pop()
        session.undone.append(session.record.moves.pop())
    return snapshot(sid, req.get("viewer", "current"))


def redo(req: Request) -> Snapshot:
    """Play again what undo took back: one move, or with computers playing, up to the
    next decision of a person."""
    sid, session = session_of(req)
    if not session.undone:
        raise BadRecord(_("There is no move to redo."))
    undone = session.undone
    session.undone = []
    viewer = req.get("viewer", "current")
    out = play({"sid": sid, "move": dict(undone.pop()), "viewer": viewer})
    while undone and session.has_computers and not session.is_person(session.states[-1].current):
        out = play({"sid": sid, "move": dict(undone.pop()), "viewer": viewer})
    session.undone = undone
    out["can_redo"] = bool(undone)
    return out


class Thinking(TypedDict):
    """``think``'s answer while the search goes on: the page asks for the next slice."""

    ok: Literal[True]
    done: Literal[False]
    ply: int
    iterations: int


class Thought(TypedDict):
    """``think``'s answer once the search is over: the move (the page plays it with ``play``)."""

    ok: Literal[True]
    done: Literal[True]
    ply: int
    move: Move
    iterations: int
    part: NotRequired[Annotated[Part, "with part: worker 0's totals, for think_merge"]]


def think(req: Request) -> Thinking | Thought:
    """One slice of the computer's thinking for the position at ``ply``.

    Answers ``{"done": false}`` until the search is finished, then ``{"done": true,
    "move": ...}`` (the page plays it with ``play``). With ``"limit": true`` the level's
    time limit applies, counted from the first slice; without it the iteration budget
    alone decides and the move is the same on every device. The search's seed comes
    from the game's seed and the ply, so a replayed game thinks alike. With ``"part":
    true`` the answer also carries the root's totals, as worker 0 of a search on
    several cores (posy.parallel).
    """
    _sid, session = session_of(req)
    state = session.states[-1]
    ply = len(session.states) - 1
    if req.get("ply") != ply:
        raise BadRecord(_("The game moved on while the computer was thinking."))
    level = session.record.computers[state.current] if state.current is not None else None
    if level is None:
        raise BadRecord(_("It is not a computer's turn."))
    if session.search is None or session.search_ply != ply:
        session.search = ai.Search(state, level, think_seed(session.record, ply))
        session.search_ply = ply
        session.search_start = time.perf_counter()
    search = session.search
    if not think_slice(search, session.search_start, req):
        return {"ok": True, "done": False, "ply": ply, "iterations": search.iterations}
    session.search = None
    out: Thought = {
        "ok": True,
        "done": True,
        "ply": ply,
        "move": search.best(),
        "iterations": search.iterations,
    }
    if req.get("part"):
        out["part"] = part_of(search, 0)
    return out


class SavedRecord(TypedDict):
    """The answer of ``saved_record``: the whole record."""

    ok: Literal[True]
    record: RecordJSON


def saved_record(req: Request) -> SavedRecord:
    """The whole record, secrets included, for the browser's own save of this game
    (never drawn, exported or shared: those use the snapshot's record)."""
    _sid, session = session_of(req)
    return {"ok": True, "record": session.record.to_json()}


def view(req: Request) -> Snapshot:
    sid, session = session_of(req)
    at = req.get("at")
    if at is not None and (
        not isinstance(at, int) or isinstance(at, bool) or not 0 <= at < len(session.states)
    ):
        raise BadRecord(_("There is no such position in this game."))
    return snapshot(sid, req.get("viewer", "current"), at)


class Closed(TypedDict):
    """``close``'s answer (a session unknown or closed already is no error)."""

    ok: Literal[True]


def close(req: Request) -> Closed:
    sid = req.get("sid")
    if isinstance(sid, str):
        SESSIONS.pop(sid, None)
    return {"ok": True}


CALLS: dict[
    str, Callable[[Request], Snapshot | SavedRecord | Catalog | Thinking | Thought | Bench | Closed]
] = {
    "catalog": catalog,
    "start": start,
    "load": load,
    "play": play,
    "undo": undo,
    "redo": redo,
    "view": view,
    "think": think,
    "saved_record": saved_record,
    "bench": bench,
    "close": close,
}
