"""The one surface JavaScript calls: JSON text in, JSON text out.

``call(name, payload)`` dispatches to a handful of functions. Every answer is
``{"ok": true, ...}`` or ``{"ok": false, "error": "<a sentence for a player>"}``;
no Python object and no traceback ever crosses into the page. A bug in the
engine is reported as ``{"ok": false, "error": ..., "bug": "<traceback>"}`` so
the page can log it to the console while showing the player a sentence.

Games in progress live here as *sessions*: the record plus the list of states
it produced, so undo is dropping the last state and a snapshot is cheap.

Secrets never reach the page before their time: a snapshot's ``record`` leaves
out a move whose content is still secret (a Petal Battle stack set face down,
:meth:`State.secret_pending`), so a share link or file made from it cannot carry
it. Only ``saved_record`` gives the whole record, for the browser's own save.

Computer players: the record says which seats are computers and at which level.
``think`` runs the computer's search for the session's position in short slices,
so the worker can answer other calls (undo, views) between them.
"""

from __future__ import annotations

import json
import re
import time
import traceback
from collections.abc import Callable

from . import __version__, ai, game, games
from .core import JSON, MASK64, BadRecord, IllegalMove, JSONable, Move, Record, State, replay

MAX_NAME = 24
# Requests are checked before they are parsed: Python's JSON parser recurses, and deep
# enough nesting crashes Pyodide outright ("Pyodide has suffered a fatal error").
MAX_REQUEST = 1 << 20  # characters; the longest game's record is a few dozen KB
MAX_DEPTH = 32  # nesting of arrays and objects; a request needs 6
_NOT_BRACKETS = re.compile(r'"(?:[^"\\]++|\\.)*+"|[^\[\]{}"]++')  # strings, and all but brackets
_INNERMOST = re.compile(r"\[\]|\{\}")
SLICE_MS = 25  # one slice of thinking: the longest any other call waits behind it

Request = dict[str, JSON]
"""A call's payload, parsed: its values are checked where they are used."""
Answer = dict[str, JSONable]
"""A call's answer: ``{"ok": true, ...}``, written as JSON text for the page."""


class Session:
    __slots__ = ("record", "states", "log", "undone", "search", "search_ply", "search_start")

    def __init__(self, record: Record, states: list[State], log: list[str]) -> None:
        self.record = record
        self.states = states
        self.log = log
        self.undone: list[Move] = []  # moves taken back, for redo
        self.search: ai.Search | None = None  # the computer's search for the position at search_ply
        self.search_ply = -1
        self.search_start = 0.0

    def is_person(self, seat: int | None) -> bool:
        return seat is not None and self.record.computers[seat] is None

    @property
    def has_computers(self) -> bool:
        return any(self.record.computers)


SESSIONS: dict[str, Session] = {}
_next_id = [0]


def _new_sid(session: Session) -> str:
    _next_id[0] += 1
    sid = f"s{_next_id[0]}"
    SESSIONS[sid] = session
    return sid


def _names(game_id: str, players: int, names: object) -> list[str]:
    seats = game(game_id).seat_names
    out = []
    for i in range(players):
        given = names[i] if isinstance(names, list) and i < len(names) else None
        name = given.strip()[:MAX_NAME] if isinstance(given, str) and given.strip() else seats[i]
        out.append(name)
    return out


def _computers(players: int, value: object) -> list[str | None]:
    """Per seat: a computer level or None (a person). Missing means all persons."""
    if value is None or value == []:
        return [None] * players
    if not isinstance(value, list) or len(value) != players:
        raise BadRecord("The computer players must be given for every seat.")
    for level in value:
        if level is not None and level not in ai.LEVELS:
            raise BadRecord(f"There is no computer level called “{str(level)[:20]}”.")
    return list(value)


def _log_lines(states: list[State], moves: list[Move], names: list[str]) -> list[str]:
    return [_log_line(state, move, after, names) for state, move, after in zip(states, moves, states[1:])]


def _log_line(state: State, move: Move, after: State, names: list[str]) -> str:
    """A move's line of the log: the move in words, then what the rules did on their own
    (a turn passed, a player out, the end of the game...), still one line per move."""
    return " ".join([state.describe(move, names), *state.notes_after(move, after, names)])


def snapshot(sid: str, viewer: JSON = "current", at: int | None = None) -> Answer:
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
        "record": _public_record(session),
        "secret_pending": state.secret_pending(),
        "computers": list(session.record.computers),
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
        "status_note": state.status_note(session.record.names),
        "end_reason": state.end_reason(session.record.names) if state.over else None,
        "last_mover": session.states[ply - 1].current if ply > 0 else None,
        "can_undo": at is None and _undo_steps(session) is not None,
        "can_redo": at is None and bool(session.undone),
    }


def _public_record(session: Session) -> dict[str, JSONable]:
    """The record without a move whose content is still secret (and what follows it),
    so that nothing drawn, exported or shared can reveal it."""
    data = session.record.to_json()
    states, moves = session.states, session.record.moves
    if states[-1].secret_pending():
        for i in range(len(moves) - 1, -1, -1):
            mover = states[i].current
            if any(states[i].observed_move(moves[i], v) != moves[i] for v in range(states[i].players) if v != mover):
                data["moves"] = list(moves[:i])
                break
    return data


def _undo_steps(session: Session) -> int | None:
    """How many moves undo takes back: one, or with computers playing, back to the last
    decision of a person. None when there is nothing to take back, or when that would
    take back a move that revealed hidden information or a computer's decision made
    from its secrets."""
    states = session.states
    ply = len(states) - 1
    if not session.has_computers:
        steps = 1 if ply > 0 else 0
    else:
        steps = 0
        for i in range(ply - 1, -1, -1):
            if session.is_person(states[i].current):
                steps = ply - i
                break
    if steps == 0 or any(state.undo_barrier() for state in states[ply - steps + 1 :]):
        return None
    # A computer's decision made from its own secrets (a card led from its hand) tells
    # something about them: taking back past it would let the person look and try again.
    if any(not state.public_decision() for state in states[ply - steps + 1 : ply]):
        return None
    return steps


def _may_see_moves(state: State, viewer: int | None) -> bool:
    if state.current is None:
        return False
    return viewer == state.current or (viewer is None and state.public_decision())


# --------------------------------------------------------------------------
# The calls


def catalog(_: Request | None = None) -> Answer:
    return {
        "ok": True,
        "version": __version__,
        "games": [g.describe() for g in games().values()],
        "levels": ai.describe_levels(),
    }


def start(req: Request) -> Answer:
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
        names=_names(g.id, state.players, req.get("names")),
        computers=_computers(state.players, req.get("computers")),
        hints_off=req.get("hints_off") is True,
    )
    sid = _new_sid(Session(record, [state], []))
    return snapshot(sid, req.get("viewer", "current"))


def load(req: Request) -> Answer:
    record = Record.from_json(req.get("record"))
    g = game(record.game)
    states = replay(g, record)
    record.players = states[0].players
    record.options = g.check_options(record.options)
    record.names = _names(g.id, record.players, record.names)
    record.computers = _computers(record.players, record.computers)
    record.hints = (record.hints + [0] * record.players)[: record.players] if any(record.hints) else []
    log = _log_lines(states, record.moves, record.names)
    sid = _new_sid(Session(record, states, log))
    return snapshot(sid, req.get("viewer", "current"))


def _session(req: Request) -> tuple[str, Session]:
    sid = req.get("sid")
    if not isinstance(sid, str) or sid not in SESSIONS:
        raise BadRecord("This game is no longer open; start it again from the lobby.")
    return sid, SESSIONS[sid]


def play(req: Request) -> Answer:
    sid, session = _session(req)
    state = session.states[-1]
    move = req.get("move")
    after = state.play(move)  # raises IllegalMove with the reason
    legal = state.find(move)  # the canonical form, for the record
    assert legal is not None
    session.log.append(_log_line(state, legal, after, session.record.names))
    session.states.append(after)
    session.record.moves.append(legal)
    session.undone.clear()
    return snapshot(sid, req.get("viewer", "current"))


def undo(req: Request) -> Answer:
    """Take back one move, or with computers playing, back to the person's last decision
    (``steps`` overrides: that many moves)."""
    sid, session = _session(req)
    steps = req.get("steps")
    if steps is None:
        steps = _undo_steps(session)
        if steps is None:
            if len(session.states) > 1:
                raise BadRecord("That move revealed hidden information, so it can't be taken back.")
            raise BadRecord("There is no move to take back.")
    if not isinstance(steps, int) or isinstance(steps, bool) or steps < 1:
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


def redo(req: Request) -> Answer:
    """Play again what undo took back: one move, or with computers playing, up to the
    next decision of a person."""
    sid, session = _session(req)
    if not session.undone:
        raise BadRecord("There is no move to redo.")
    undone = session.undone
    session.undone = []
    viewer = req.get("viewer", "current")
    out = play({"sid": sid, "move": undone.pop(), "viewer": viewer})
    while undone and session.has_computers and not session.is_person(session.states[-1].current):
        out = play({"sid": sid, "move": undone.pop(), "viewer": viewer})
    session.undone = undone
    out["can_redo"] = bool(undone)
    return out


def think(req: Request) -> Answer:
    """One slice of the computer's thinking for the position at ``ply``.

    Answers ``{"done": false}`` until the search is finished, then ``{"done": true,
    "move": ...}`` (the page plays it with ``play``). With ``"limit": true`` the level's
    time limit applies, counted from the first slice; without it the iteration budget
    alone decides and the move is the same on every device. The search's seed comes
    from the game's seed and the ply, so a replayed game thinks alike. With ``"part":
    true`` the answer also carries the root's totals, as worker 0 of a search on
    several cores (posy.parallel).
    """
    _, session = _session(req)
    state = session.states[-1]
    ply = len(session.states) - 1
    if req.get("ply") != ply:
        raise BadRecord("The game moved on while the computer was thinking.")
    level = session.record.computers[state.current] if state.current is not None else None
    if level is None:
        raise BadRecord("It is not a computer's turn.")
    if session.search is None or session.search_ply != ply:
        session.search = ai.Search(state, level, think_seed(session.record, ply))
        session.search_ply = ply
        session.search_start = time.perf_counter()
    search = session.search
    if not think_slice(search, session.search_start, req):
        return {"ok": True, "done": False, "ply": ply, "iterations": search.iterations}
    session.search = None
    out: Answer = {"ok": True, "done": True, "ply": ply, "move": search.best(), "iterations": search.iterations}
    if req.get("part"):
        from .parallel import part_of

        out["part"] = part_of(search, 0)
    return out


def think_seed(record: Record, ply: int) -> int:
    """The seed of the computer's search at ``ply``: a replayed game thinks alike."""
    return (record.seed * 0x100000001B3 + ply) & MASK64


def think_slice(search: ai.Search, start: float, req: Request) -> bool:
    """Run one slice of ``search`` (``slice_ms``, with ``limit``: the level's time limit
    counted from ``start``); returns whether the search is over."""
    slice_ms = req.get("slice_ms", SLICE_MS)
    if not isinstance(slice_ms, (int, float)) or isinstance(slice_ms, bool) or not 1 <= slice_ms <= 5000:
        raise BadRecord("A slice of thinking must last 1 to 5000 ms.")
    now = time.perf_counter()
    deadline = now + slice_ms / 1000
    out_of_time = False
    if req.get("limit"):
        end = start + search.level.seconds
        deadline = min(deadline, end)
        out_of_time = now >= end
    done = out_of_time or search.run(deadline=deadline)
    return done or (bool(req.get("limit")) and time.perf_counter() >= start + search.level.seconds)


def bench(req: Request) -> Answer:
    """Engine speed where it runs (``python3 build.py bench`` calls it in Chromium):
    random playouts of ``game`` for about ``seconds``, as moves and playouts per second."""
    from .core import Rng, random_playout

    g = game(req.get("game"))
    seconds = req.get("seconds", 1.0)
    if not isinstance(seconds, (int, float)) or isinstance(seconds, bool) or not 0 < seconds <= 30:
        raise BadRecord("A benchmark lasts up to 30 seconds.")
    players = g.check_players(req.get("players", g.min_players))
    random_playout(g.new(players, 0), Rng(0))  # warm up lazy tables
    start = time.perf_counter()
    games_played = plies = 0
    while time.perf_counter() - start < seconds:
        _, n = random_playout(g.new(players, games_played), Rng(games_played))
        games_played += 1
        plies += n
    elapsed = time.perf_counter() - start
    return {"ok": True, "playouts_per_s": games_played / elapsed, "moves_per_s": plies / elapsed}


def saved_record(req: Request) -> Answer:
    """The whole record, secrets included, for the browser's own save of this game
    (never drawn, exported or shared: those use the snapshot's record)."""
    _, session = _session(req)
    return {"ok": True, "record": session.record.to_json()}


def view(req: Request) -> Answer:
    sid, session = _session(req)
    at = req.get("at")
    if at is not None and (
        not isinstance(at, int) or isinstance(at, bool) or not 0 <= at < len(session.states)
    ):
        raise BadRecord("There is no such position in this game.")
    return snapshot(sid, req.get("viewer", "current"), at)


def close(req: Request) -> Answer:
    sid = req.get("sid")
    if isinstance(sid, str):
        SESSIONS.pop(sid, None)
    return {"ok": True}


CALLS: dict[str, Callable[[Request], Answer]] = {
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


def _with_coach() -> None:
    """The coach's calls (hints, previews, reviews: posy.coach.api), in the same table."""
    from .coach.api import CALLS as COACH

    CALLS.update(COACH)


_with_coach()


def _with_tutorials() -> None:
    """The guided first games' script (posy.tutorial.api), in the same table."""
    from .tutorial.api import CALLS as TUTORIAL

    CALLS.update(TUTORIAL)


_with_tutorials()


def _with_parallel() -> None:
    """The calls of a search on several cores (posy.parallel_api), in the same table."""
    from .parallel_api import CALLS as PARALLEL

    CALLS.update(PARALLEL)


_with_parallel()


def _nested_too_deep(text: str) -> bool:
    """Whether arrays and objects in JSON ``text`` nest deeper than MAX_DEPTH (or the
    brackets do not pair up), found without recursion: with strings and everything but
    brackets removed, each pass of ``_INNERMOST`` peels one level of nesting."""
    brackets = _NOT_BRACKETS.sub("", text)
    for _ in range(MAX_DEPTH):
        if not brackets:
            return False
        brackets = _INNERMOST.sub("", brackets)
    return bool(brackets)


def call(name: str, payload: str = "{}") -> str:
    """Run one call; always returns JSON text, never raises."""
    try:
        if not isinstance(payload, str) or len(payload) > MAX_REQUEST:
            return _error("This game record is too large to be a Posy game.")
        if _nested_too_deep(payload):
            return _error("This game record is damaged: it is not readable, or nested far deeper than any Posy game.")
        try:
            req = json.loads(payload) if payload else {}
        except ValueError:
            return _error("The request was not readable.")
        if not isinstance(req, dict):
            return _error("The request was not readable.")
        if isinstance(name, str) and name.startswith("remote_"):
            # a game with friends on other devices: posy.remote, its own sentences and errors
            from .remote import page

            return page.call(name.removeprefix("remote_"), payload)
        handler = CALLS.get(name) if isinstance(name, str) else None
        if handler is None:
            return _error(f"Unknown call “{str(name)[:40]}”.")
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


def _error(message: str, **extra: JSONable) -> str:
    return json.dumps({"ok": False, "error": message, **extra}, separators=(",", ":"))
