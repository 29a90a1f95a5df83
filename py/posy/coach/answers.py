"""The coach's answers (``posy.coach.api``'s calls) as the page reads them: each call's
handler is annotated with one of these, and tools/contract.py writes them into
web/contract.d.ts as the call's answer in ``Calls``, so that the page's hint, review and
previews are checked against them (tests/engine/test_contract.py holds real answers to them).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any, Literal, NotRequired, TypedDict

from ..core import Move


class CoachRunnerUp(TypedDict):
    """The next most searched move told in other words than the hint's."""

    move: Move
    value: Annotated[float | None, "the search's mean reward for it"]
    visits: int
    what: Annotated[str, "the move as an instruction, in the game's words"]
    why: str


class CoachHintMove(TypedDict):
    """A hint: the Hard computer's move for the player to decide, and why."""

    move: Move
    text: Annotated[str, "the sentence the page shows"]
    what: str
    why: str
    value: float | None
    visits: int
    runner_up: CoachRunnerUp | None
    iterations: int


class CoachHint(TypedDict):
    ok: Literal[True]
    done: Literal[True]
    hint: CoachHintMove
    hints: Annotated[list[int], "in an open game, the hints used per seat, this one counted"]


class CoachHintSearching(TypedDict):
    """A hint searched in slices, not done yet: ask again with its ``hint_id``."""

    ok: Literal[True]
    done: Literal[False]
    hint_id: Annotated[str | None, "null only when asked without slice_ms (that search runs to its end)"]
    iterations: int


CoachPreviewOf = Annotated[Mapping[str, Any], "a game's own fields, and its sentence: text"]


class CoachPreview(TypedDict):
    """What one legal move (``preview``) or each (``previews``, in their order) would do:
    null where a game has nothing to say beyond the board."""

    ok: Literal[True]
    preview: NotRequired[CoachPreviewOf | None]
    previews: NotRequired[list[CoachPreviewOf | None]]


class CoachProgress(TypedDict):
    done: Annotated[int, "decisions reviewed"]
    total: int


class CoachReviewFacts(TypedDict):
    """A reviewed decision as the search found it, before its sentence."""

    ply: Annotated[int, "the position before the move (0-based)"]
    number: int
    seat: int
    player: str
    played: Move
    best: Move
    played_value: float | None
    best_value: float | None
    played_visits: int
    best_visits: int
    gap: Annotated[float, "the search's value lost (mean reward)"]
    points: Annotated[float | None, "the points margin lost looking ahead (null in a game without points)"]
    loss: Annotated[float, "how far past the marking line (1: on it)"]
    marked: bool
    coached: Annotated[str | None, "'hint' or 'tutorial' when the move played was one they gave"]


class CoachReviewEntry(CoachReviewFacts):
    """A reviewed decision (``posy.coach.review.Review``) and its sentence."""

    text: str


class CoachReviewStarted(TypedDict):
    ok: Literal[True]
    review: Annotated[str, "the review's id, for coach_review_step and coach_review_close"]
    progress: CoachProgress


class CoachReviewStep(TypedDict):
    ok: Literal[True]
    done: bool
    progress: CoachProgress
    new: Annotated[list[CoachReviewEntry], "the entries finished in this step"]
    marked: NotRequired[Annotated[list[CoachReviewEntry], "once done: every marked entry"]]


class CoachReviewIdle(TypedDict):
    ok: Literal[True]
    left: Annotated[int, "decisions made and not reviewed yet"]


class CoachClosed(TypedDict):
    ok: Literal[True]
