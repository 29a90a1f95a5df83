"""What the page sends with each call of a game on this device, by the call's name.

The answers need no table: each is its handler's return type (``posy.bridge.CALLS``),
or ``Refusal`` when the bridge refuses. tools/contract.py writes both into
web/contract.d.ts as ``Calls`` (name -> ``{args, answer}``), and ``Engine.call``
(web/engine.js) is typed by it, so that tsc checks what each caller sends and reads.
A handler that answers a plain dict (``Answer``) is written as the page's ``Answer``:
its fields are not typed yet. A call missing here (the coach's, the remote game's) is
not typed on the page either. The engine checks every request it gets all the same
(a request is JSON from anywhere): these types are the page's promise, not the
engine's trust.
"""

from __future__ import annotations

from typing import Annotated, Literal, NotRequired, TypedDict

from .core import Move

Viewer = Annotated[int | Literal["current"] | None, "a seat, null for the public view, or the player to move"]


class Refusal(TypedDict):
    """The bridge's answer when a call is refused: a sentence for the player."""

    ok: Literal[False]
    error: str
    illegal: NotRequired[Annotated[bool, "the move is not legal here"]]
    bug: NotRequired[Annotated[str, "a bug in the engine: its traceback, for the console"]]


class StartArgs(TypedDict):
    """A new game."""

    game: Annotated[str, "a game's id (the engine refuses one it does not know)"]
    players: NotRequired[int]
    seed: NotRequired[int]
    options: NotRequired[Annotated[object, "the game's options by name (the engine checks them)"]]
    names: NotRequired[list[str]]
    computers: NotRequired[Annotated[list[str | None], "a level per computer seat, null per person"]]
    hints_off: NotRequired[bool]
    viewer: NotRequired[Viewer]


class LoadArgs(TypedDict):
    """A game record (a save, a file, a link), checked by the engine."""

    record: Annotated[object, "as read: the engine says what is wrong with it"]
    viewer: NotRequired[Viewer]


class SessionArgs(TypedDict):
    """A call about an open game: its session."""

    sid: str


class PlayArgs(SessionArgs):
    move: Move
    viewer: NotRequired[Viewer]


class UndoArgs(SessionArgs):
    steps: NotRequired[Annotated[int, "how many moves back (redo: forward)"]]
    viewer: NotRequired[Viewer]


class ViewArgs(SessionArgs):
    viewer: NotRequired[Viewer]
    at: NotRequired[Annotated[int, "an earlier position, by its ply"]]


class ThinkArgs(SessionArgs):
    ply: Annotated[int, "the position the computer thinks about: refused once the game moved on"]
    slice_ms: NotRequired[int]
    limit: NotRequired[Annotated[bool, "the level's time limit applies"]]
    part: NotRequired[Annotated[bool, "worker 0 of a search on several cores"]]
    token: NotRequired[Annotated[int, "what cancel() stops"]]


class TutorialArgs(TypedDict):
    game: str


class SearchPartArgs(TypedDict):
    job: Annotated[object, "think_job's answer: what the other workers need"]
    worker: int
    token: int


class NoArgs(TypedDict):
    """A call that takes nothing."""


ARGS: dict[str, type] = {
    "catalog": NoArgs,
    "start": StartArgs,
    "load": LoadArgs,
    "play": PlayArgs,
    "undo": UndoArgs,
    "redo": UndoArgs,
    "view": ViewArgs,
    "think": ThinkArgs,
    "saved_record": SessionArgs,
    "close": SessionArgs,
    "tutorial": TutorialArgs,
    "search_part": SearchPartArgs,
}
