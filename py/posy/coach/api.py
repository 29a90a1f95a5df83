"""The coach's JSON calls, for the bridge to register (``bridge.CALLS``).

They follow ``posy.bridge``'s conventions: each handler takes the request dict and
returns ``{"ok": true, ...}``; a refusal raises ``BadRecord`` or ``IllegalMove``
with a sentence, which ``bridge.call`` turns into ``{"ok": false, "error":
sentence}`` (:func:`call` here does the same on its own, for tests and tools).

**Where the position comes from** (every call takes one of these):

* ``"sid"``: an open bridge session; its last position (and its record, names and
  computer seats). ``"ply"`` (optional) must be that position's ply, as for ``think``.
* ``"record"``: a game record (``Record.to_json``); its last position.
* ``"state"``: a position as ``State.dump`` gives it (tools and tests).

**Calls**

``coach_hint {source, "seat", "seed"?, "slice_ms"?, "hint_id"?, "limit"?}``
    The Hard computer's move for ``seat``, who must be the player to decide, and a
    line saying why: ``{"done": true, "hint": {"move", "text", "what", "why",
    "value", "visits", "runner_up": {"move", "value", "visits", "what", "why"} |
    null, "iterations"}}``. The seed defaults to the bridge's own for that ply (so
    the hint is the move a Hard computer would play there). Without ``slice_ms`` the
    whole search runs in this call (about a second in the browser). With it, the
    search runs in slices like ``think``: ``{"done": false, "hint_id", "iterations"}``
    until done; pass ``hint_id`` back (and the same source) to go on. ``"limit":
    true`` stops at Hard's time limit (counted from the first slice), as ``think``
    does for the computer on a slow device. The answer's ``"hints"``: in an open
    session, the hints given per seat, this one counted (the record keeps them, so
    saves and links carry them); a record set up with ``hints_off`` refuses.

``coach_preview {source, "move" | "all": true, "viewer"?}``
    ``{"preview": {... "text"} | null}`` for one legal move, or ``{"previews":
    [...]}`` parallel to the legal moves. Only for the player to decide (``viewer``,
    default that player), unless the decision is public.

``coach_review_start {"sid" | "record", "seats"?, "budget"?}``
    Opens a review of a finished game: ``{"review": id, "progress": {"done",
    "total"}}``. ``seats`` defaults to the persons' seats (every seat when the record
    names no computer); ``budget`` (iterations per decision) to ``review.review_budget``'s.

``coach_review_step {"review", "slice_ms"?}``
    Reviews for about ``slice_ms`` (default 25): ``{"done", "progress", "new":
    [entries finished in this step]}``, and once done ``"marked"``: every marked
    entry. An entry is ``{"ply", "number", "seat", "player", "played", "best",
    "played_value", "best_value", "played_visits", "best_visits", "gap",
    "points", "loss", "marked", "coached", "text"}``: ``gap`` the search's value
    lost (mean reward), ``points`` the points margin lost looking ahead (null in a
    game without points), ``loss`` how far past the marking line (1: on it),
    ``coached`` "hint" or "tutorial" when the move played was one they gave.

``coach_review_close {"review"}``
    Forgets a review.

``coach_review_idle {"sid", "slice_ms"?, "budget"?}``
    Reviews the persons' decisions made so far in an open game, for about
    ``slice_ms`` (default 25), while the page has nothing else for the worker (a
    person thinking): ``{"left": decisions made and not reviewed yet}``. A
    ``coach_review_start`` of that session at the same budget (``review.review_budget`` by default)
    then takes these entries (the same search: the same entries) and reviews only the rest.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from typing import Any

from ..core import BadRecord, IllegalMove, Record
from ..core.i18n import _
from . import hints
from .answers import (
    CoachClosed,
    CoachHint,
    CoachHintSearching,
    CoachPreview,
    CoachReviewIdle,
    CoachReviewStarted,
    CoachReviewStep,
)
from .judge import JudgeSearch
from .live import LiveReview
from .review import Review
from .source import MAX_OPEN, Source, is_whole, keep_open, slice_of, source_of

SLICE_MS = 25

HINTS: dict[str, tuple[JudgeSearch, str, float]] = {}  # id -> (search, the position's key, start)
REVIEWS: dict[str, Review] = {}
LIVE: dict[str, LiveReview] = {}  # session id -> its decisions reviewed as the game goes on


# --------------------------------------------------------------------------
# The calls


def coach_hint(req: dict[str, Any]) -> CoachHint | CoachHintSearching:
    source = source_of(req)
    state = source.state
    if state.current is None:
        raise BadRecord(_("The game is over: there is no move to hint."))
    seat = req.get("seat", state.current)
    if seat != state.current:
        raise BadRecord(_("A hint is only for the player whose turn it is."))
    if source.record is not None and source.record.hints_off:
        raise BadRecord(_("This game is played without hints."))
    seed = req.get("seed", source.seed)
    if not is_whole(seed) or seed < 0:
        raise BadRecord(_("The seed must be a whole number, zero or more."))
    iterations = req.get("iterations")
    if iterations is not None and (not is_whole(iterations) or not 1 <= iterations <= 100_000):
        raise BadRecord(_("A hint's search runs 1 to 100,000 iterations."))
    slice_ms = slice_of(req)
    hint_id = req.get("hint_id")
    key = source.key()
    now = time.perf_counter()
    if hint_id is not None:
        if not isinstance(hint_id, str) or hint_id not in HINTS or HINTS[hint_id][1] != key:
            raise BadRecord(_("That hint is no longer being worked out; ask again."))
        search, _key, started = HINTS[hint_id]
    else:
        search, started = hints.start(state, seat, seed, iterations), now
        if slice_ms is not None:
            hint_id = keep_open(HINTS, (search, key, started))
    deadline = None if slice_ms is None else now + slice_ms / 1000
    done = False
    if req.get("limit"):  # Hard's time limit, counted from the first slice, as think's
        end = started + search.level.seconds
        deadline = end if deadline is None else min(deadline, end)
        done = now >= end
    done = done or search.run(deadline=deadline)
    if req.get("limit") and time.perf_counter() >= started + search.level.seconds:
        done = True
    if not done:
        return {"ok": True, "done": False, "hint_id": hint_id, "iterations": search.iterations}
    if hint_id is not None:
        HINTS.pop(hint_id, None)
    hint = hints.finish(search)
    if source.how == "sid" and seed == source.seed and iterations is None:
        # the review of this decision resumes the hint's search (posy.coach.live)
        assert source.record is not None
        kept = LIVE.get(req["sid"])
        _live(req["sid"], source, kept.budget if kept else None).keep(source.record, search)
    return {"ok": True, "done": True, "hint": hint, "hints": _count(source, seat, hint["move"])}


def _count(source: Source, seat: int, move: Any) -> list[int]:
    """Count a hint given in an open game (a session's record: saved and shared with
    it, so the final screen can say who used how many), and keep its move and ply in
    ``record.hinted`` for the review; the counts per seat."""
    record = source.record
    if record is None:
        return []
    if "sid" in source.how:
        record.hints = (record.hints + [0] * source.state.players)[: source.state.players]
        record.hints[seat] += 1
        # a hint at a later ply is from a game taken back since
        record.hinted = [h for h in record.hinted if h["ply"] < source.ply] + [
            {"ply": source.ply, "move": move}
        ]
    return list(record.hints)


def coach_preview(req: dict[str, Any]) -> CoachPreview:
    source = source_of(req)
    state = source.state
    if state.current is None:
        raise BadRecord(_("The game is over: there is no move to preview."))
    viewer = req.get("viewer", state.current)
    if viewer != state.current and not state.public_decision():
        raise BadRecord(_("Only the player to decide may see what their moves would do."))
    if req.get("all"):
        return {"ok": True, "previews": [state.preview(m) for m in state.moves()]}
    move = req.get("move")
    if not isinstance(move, dict) or not isinstance(move.get("type"), str):
        raise IllegalMove(_("That is not a move."))
    legal = state.find(move)
    if legal is None:
        raise IllegalMove(state.why_illegal(move))
    return {"ok": True, "preview": state.preview(legal)}


def coach_review_start(req: dict[str, Any]) -> CoachReviewStarted:
    source = source_of(req)
    if source.record is None:
        raise BadRecord(_("A review needs the game's record."))
    if not source.state.over:
        raise BadRecord(_("The review opens once the game is over."))
    players = source.state.players
    seats = req.get("seats")
    if seats is None:
        seats = _people(source)
    if not isinstance(seats, list) or not seats or not all(is_whole(s) and 0 <= s < players for s in seats):
        raise BadRecord(_("There is no such player in this game."))
    budget = _budget(req)
    record = Record.from_json(source.record.to_json())
    live = LIVE.get(req["sid"]) if "sid" in req else None
    known, searches = None, None
    if live is not None and live.budget == budget:  # the same search: its entries and the one under way
        known, searches = live.known(record), live.handover(record)
    elif live is not None:  # the hints' searches only
        searches = live.searches(record)
    review = Review(record, seats, budget, names=source.names, known=known, searches=searches)
    rid = keep_open(REVIEWS, review)
    return {"ok": True, "review": rid, "progress": review.progress}


def _budget(req: dict[str, Any]) -> int | None:
    budget = req.get("budget")
    if budget is not None and (not is_whole(budget) or not 1 <= budget <= 100_000):
        raise BadRecord(_("A review's search runs 1 to 100,000 iterations a decision."))
    return budget


def _people(source: Source) -> list[int]:
    """The persons' seats (every seat when the record names no computer)."""
    players = source.state.players
    people = [p for p in range(players) if not (source.computers and source.computers[p])]
    return people or list(range(players))


def coach_review_idle(req: dict[str, Any]) -> CoachReviewIdle:
    if "sid" not in req:
        raise BadRecord(_("Only an open game is reviewed as it is played."))
    source = source_of(req)
    assert source.record is not None
    sid = req["sid"]
    budget = _budget(req)
    live = _live(sid, source, budget)
    left = live.step(source.record, time.perf_counter() + (slice_of(req) or SLICE_MS) / 1000)
    return {"ok": True, "left": left}


def _live(sid: str, source: Source, budget: int | None) -> LiveReview:
    """The session's live review at this budget (a new one keeps the hints' searches)."""
    live = LIVE.pop(sid, None)
    if live is None or live.budget != budget:
        hinted = live.hinted if live is not None else {}
        live = LiveReview(_people(source), source.names, budget)
        live.hinted = hinted
    LIVE[sid] = live  # the most recent last: the oldest is dropped beyond MAX_OPEN
    while len(LIVE) > MAX_OPEN:
        LIVE.pop(next(iter(LIVE)))
    return live


def coach_review_step(req: dict[str, Any]) -> CoachReviewStep:
    rid = req.get("review")
    if not isinstance(rid, str) or rid not in REVIEWS:
        raise BadRecord(_("This review is no longer open; start it again."))
    review = REVIEWS[rid]
    slice_ms = slice_of(req) or SLICE_MS
    before = len(review.facts)
    done = review.run(deadline=time.perf_counter() + slice_ms / 1000)
    out: CoachReviewStep = {
        "ok": True,
        "done": done,
        "progress": review.progress,
        "new": review.with_text(review.facts[before:]),
    }
    if done:
        out["marked"] = review.marked
    return out


def coach_review_close(req: dict[str, Any]) -> CoachClosed:
    rid = req.get("review")
    if isinstance(rid, str):
        REVIEWS.pop(rid, None)
    return {"ok": True}


CALLS: dict[str, Callable[[dict[str, Any]], Mapping[str, object]]] = {
    "coach_hint": coach_hint,
    "coach_preview": coach_preview,
    "coach_review_start": coach_review_start,
    "coach_review_step": coach_review_step,
    "coach_review_close": coach_review_close,
    "coach_review_idle": coach_review_idle,
}
