"""The games in progress on this device: *sessions*, and what the page is shown of them.

A session is a game's record plus the list of states it produced, so undo is
dropping the last state and a snapshot is cheap. The calls that open, play and
close sessions are ``posy.play_api``'s; the coach and the computer's helpers read
them too (``session_of``).

Secrets never reach the page before their time: a snapshot's ``record`` leaves
out a move whose content is still secret (a Petal Battle stack set face down,
:meth:`State.secret_pending`), so a share link or file made from it cannot carry
it. Only ``play_api.saved_record`` gives the whole record, for the browser's own save.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal, TypedDict

from . import ai, game
from .core import JSON, BadRecord, GameId, Move, Record, RecordJSON, State, View, i18n
from .core.i18n import _

MAX_NAME = 24

Request = dict[str, JSON]
"""A call's payload, parsed: its values are checked where they are used."""


class Snapshot(TypedDict):
    """What the page draws a position from (:func:`snapshot`): the answer of the calls
    that open, play, take back or look at a game. Part of the page's contract
    (tools/contract.py writes it into web/contract.d.ts, its view and moves by game)."""

    ok: Literal[True]
    sid: str
    game: GameId
    record: RecordJSON
    secret_pending: bool
    computers: list[str | None]
    ply: int
    plies: int
    current: int | None
    over: bool
    scores: list[int]
    winners: list[int]
    viewer: int | None
    view: View
    moves: list[Move]
    public_decision: bool
    log: list[str]
    status_note: str | None
    end_reason: str | None
    last_mover: int | None
    can_undo: bool
    can_redo: bool


class Session:
    __slots__ = ("record", "states", "log", "log_language", "undone", "search", "search_ply", "search_start")

    def __init__(self, record: Record, states: list[State[Any]], log: list[str]) -> None:
        self.record = record
        self.states = states
        self.log = log  # the moves in words, in log_language (snapshot writes them again in another)
        self.log_language = i18n.language()
        self.undone: list[Move] = []  # moves taken back, for redo
        self.search: ai.Search[Any] | None = None  # the computer's search for the position at search_ply
        self.search_ply = -1
        self.search_start = 0.0

    def is_person(self, seat: int | None) -> bool:
        return seat is not None and self.record.computers[seat] is None

    @property
    def has_computers(self) -> bool:
        return any(self.record.computers)


SESSIONS: dict[str, Session] = {}
_next_id = [0]


def new_sid(session: Session) -> str:
    _next_id[0] += 1
    sid = f"s{_next_id[0]}"
    SESSIONS[sid] = session
    return sid


def names_of(game_id: str, players: int, names: object) -> list[str]:
    seats = game(game_id).seat_names
    out = []
    for i in range(players):
        given = names[i] if isinstance(names, list) and i < len(names) else None
        name = given.strip()[:MAX_NAME] if isinstance(given, str) and given.strip() else seats[i]
        out.append(name)
    return out


def computers_of(players: int, value: object) -> list[str | None]:
    """Per seat: a computer level or None (a person). Missing means all persons."""
    if value is None or value == []:
        return [None] * players
    if not isinstance(value, list) or len(value) != players:
        raise BadRecord(_("The computer players must be given for every seat."))
    for level in value:
        if level is not None and level not in ai.LEVELS:
            # Translators: {name} is what the request calls the level
            raise BadRecord(_("There is no computer level called “{name}”.").format(name=str(level)[:20]))
    return list(value)


def log_lines(states: Sequence[State[Any]], moves: Sequence[Move], names: list[str]) -> list[str]:
    return [log_line(state, move, after, names) for state, move, after in zip(states, moves, states[1:])]


def log_line(state: State[Any], move: Move, after: State[Any], names: list[str]) -> str:
    """A move's line of the log: the move in words, then what the rules did on their own
    (a turn passed, a player out, the end of the game...), still one line per move."""
    return " ".join([state.describe(move, names), *state.notes_after(move, after, names)])


def snapshot(sid: str, viewer: JSON = "current", at: int | None = None) -> Snapshot:
    """What the page needs to draw a position: the view for ``viewer`` ("current": the
    player to decide), the legal moves when that viewer may see them, the log, and
    what undo/redo allow. ``at`` draws an earlier position (replay), without moves."""
    session = SESSIONS[sid]
    if session.log_language != i18n.language():  # the player chose another language
        session.log = log_lines(session.states, session.record.moves, session.record.names)
        session.log_language = i18n.language()
    ply = len(session.states) - 1 if at is None else at
    state = session.states[ply]
    if viewer == "current":
        viewer = state.current
    if viewer is not None and (not isinstance(viewer, int) or not 0 <= viewer < state.players):
        raise BadRecord(_("There is no such player in this game."))
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
        "can_undo": at is None and undo_steps(session) is not None,
        "can_redo": at is None and bool(session.undone),
    }


def _public_record(session: Session) -> RecordJSON:
    """The record without a move whose content is still secret (and what follows it),
    so that nothing drawn, exported or shared can reveal it."""
    data = session.record.to_json()
    states, moves = session.states, session.record.moves
    if states[-1].secret_pending():
        for i in range(len(moves) - 1, -1, -1):
            mover = states[i].current
            if any(
                states[i].observed_move(moves[i], v) != moves[i]
                for v in range(states[i].players)
                if v != mover
            ):
                data["moves"] = list(moves[:i])
                break
    return data


def undo_steps(session: Session) -> int | None:
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


def _may_see_moves(state: State[Any], viewer: int | None) -> bool:
    if state.current is None:
        return False
    return viewer == state.current or (viewer is None and state.public_decision())


def session_of(req: Request) -> tuple[str, Session]:
    sid = req.get("sid")
    if not isinstance(sid, str) or sid not in SESSIONS:
        raise BadRecord(_("This game is no longer open; start it again from the lobby."))
    return sid, SESSIONS[sid]
