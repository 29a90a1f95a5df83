"""What the page sends with each call of a game on this device, by the call's name.

The answers need no table: each is its handler's return type (``posy.bridge.CALLS``),
a TypedDict (tools/contract.py refuses a plain dict), or ``Refusal`` when the bridge
refuses; but for the calls the worker runs in slices (``SLICED``), whose last answer
alone reaches the page. tools/contract.py writes both into web/contract.d.ts as
``Calls`` (name -> ``{args, answer}``), and ``Engine.call`` (web/engine.js) is typed by
it, so that tsc checks what each caller sends and reads. Every call the bridge
dispatches is here: the game's, the coach's (``posy.coach.api``), the computer's on several cores
(``posy.parallel_api``) and a game with friends' (``remote_*``, ``posy.remote.api``);
tests/engine/test_contract.py holds the two lists together. The engine checks every
request it gets all the same (a request is JSON from anywhere): these types are the
page's promise, not the engine's trust.
"""

from __future__ import annotations

from typing import Annotated, Literal, NotRequired, TypedDict

from .core import Move
from .parallel_api import PartDone
from .play_api import Thought

Viewer = Annotated[int | Literal["current"] | None, "a seat, null for the public view, or the player to move"]


class Refusal(TypedDict):
    """The bridge's answer when a call is refused: a sentence for the player."""

    ok: Literal[False]
    error: str
    illegal: NotRequired[Annotated[bool, "the move is not legal here"]]
    bug: NotRequired[Annotated[str, "a bug in the engine: its traceback, for the console"]]
    refused: NotRequired[Annotated[str, "a friend's link refused: why, as a word (posy.remote.messages)"]]
    cancelled: NotRequired[Annotated[Literal[True], "the worker stopped this think (web/worker.js)"]]


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
    slice_ms: NotRequired[int]
    limit: NotRequired[Annotated[bool, "the level's time limit applies (web/worker.js sets it)"]]


class NoArgs(TypedDict):
    """A call that takes nothing."""


class BenchArgs(TypedDict):
    """Engine speed where it runs (``python3 build.py bench``)."""

    game: str
    seconds: NotRequired[Annotated[float, "up to 30"]]
    players: NotRequired[int]


class ThinkJobArgs(SessionArgs):
    ply: Annotated[int, "the position the computer's helpers search: refused once the game moved on"]


class ThinkMergeArgs(ThinkJobArgs):
    parts: Annotated[list[object], "each helper's search_part answer's part"]


class CoachHintArgs(SessionArgs):
    """The page asks about its open session (the engine also takes a record or a state)."""

    seat: NotRequired[Annotated[int | None, "who the hint is for: the player to decide"]]
    ply: NotRequired[Annotated[int, "the position: refused once the game moved on"]]
    seed: NotRequired[int]
    slice_ms: NotRequired[int]
    hint_id: NotRequired[Annotated[str, "a hint still searching: go on with it"]]
    limit: NotRequired[Annotated[bool, "Hard's time limit applies"]]


class CoachPreviewArgs(SessionArgs):
    ply: NotRequired[int]
    move: NotRequired[Annotated[Move, "one legal move (or all)"]]
    all: NotRequired[Annotated[bool, "a preview of every legal move, in their order"]]
    viewer: NotRequired[int | None]


class CoachReviewStartArgs(SessionArgs):
    seats: NotRequired[Annotated[list[int], "whose decisions: the persons' by default"]]
    budget: NotRequired[Annotated[int, "iterations per decision: half of Hard's by default"]]


class CoachReviewIdleArgs(SessionArgs):
    slice_ms: NotRequired[int]
    budget: NotRequired[int]


class CoachReviewArgs(TypedDict):
    """A call about an open review: coach_review_start's ``review``."""

    review: str
    slice_ms: NotRequired[int]


class RemoteArgs(TypedDict):
    """A call about a game with friends: the device as the page keeps it, and its clock."""

    device: Annotated[str, "the device, JSON text (its numbers are too large for JavaScript)"]
    now: NotRequired[Annotated[int, "the page's clock, Unix seconds: the pace is counted on it"]]


class RemoteInviteArgs(TypedDict):
    game: str
    players: NotRequired[int]
    options: NotRequired[Annotated[object, "the game's options by name"]]
    seats: NotRequired[Annotated[list[int], "the device deciding each seat: 0 this one, 1, 2, 3 friends"]]
    names: NotRequired[list[str]]
    pace: NotRequired[Annotated[int, "seconds a device has to answer, 0 for no limit"]]
    now: NotRequired[int]


class RemoteLinkArgs(TypedDict):
    link: Annotated[str, "a link's text as the player pasted or opened it"]
    now: NotRequired[int]


class RemoteJoinArgs(RemoteLinkArgs):
    name: Annotated[str, "the joining player's name, 1 to 40 characters"]


class RemoteReceiveArgs(RemoteArgs):
    link: str


class RemotePlayArgs(RemoteArgs):
    move: Move


class RemoteOfferArgs(RemoteArgs):
    kind: Literal["undo", "draw"]


class RemoteAnswerArgs(RemoteArgs):
    accept: bool


class RemoteThinkArgs(RemoteArgs):
    level: NotRequired[Annotated[str, "a computer level's id: medium by default"]]
    time_limit: NotRequired[Annotated[float, "seconds, the catalogue's for that level"]]


SLICED: dict[str, type] = {"think": Thought, "search_part": PartDone}
"""The calls web/worker.js runs in slices (``sliced``: each answers ``done: false`` until the
search is over) and what the page gets of them: the last answer, the done one."""

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
    "bench": BenchArgs,
    "think_job": ThinkJobArgs,
    "think_merge": ThinkMergeArgs,
    "coach_hint": CoachHintArgs,
    "coach_preview": CoachPreviewArgs,
    "coach_review_start": CoachReviewStartArgs,
    "coach_review_step": CoachReviewArgs,
    "coach_review_close": CoachReviewArgs,
    "coach_review_idle": CoachReviewIdleArgs,
    "remote_invite": RemoteInviteArgs,
    "remote_join": RemoteJoinArgs,
    "remote_identify": RemoteLinkArgs,
    "remote_receive": RemoteReceiveArgs,
    "remote_play": RemotePlayArgs,
    "remote_resign": RemoteArgs,
    "remote_offer": RemoteOfferArgs,
    "remote_answer": RemoteAnswerArgs,
    "remote_claim": RemoteArgs,
    "remote_state": RemoteArgs,
    "remote_catch_up": RemoteArgs,
    "remote_audit": RemoteArgs,
    "remote_think": RemoteThinkArgs,
}
