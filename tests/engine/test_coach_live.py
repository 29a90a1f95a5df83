"""The review worked out while the game is played (posy.coach.live, the
``coach_review_idle`` call): "Review my moves" then takes those entries, which are
exactly what a review after the game finds, and a take-back makes them stale."""

from __future__ import annotations

import json
from typing import Any

from posy import bridge, coach, play_api, sessions
from posy.coach import api, live
from posy.coach.answers import CoachReviewEntry, CoachReviewStarted
from posy.core import Record, Rng

BUDGET = 30


def idle(sid: str, budget: int = BUDGET) -> int:
    """The page's idle review, slice after slice until nothing is left (a loaded machine
    needs more slices; the test counts decisions, never time)."""
    for _ in range(1000):
        out = api.coach_review_idle({"sid": sid, "slice_ms": 200, "budget": budget})
        assert out["ok"]
        if out["left"] == 0:
            break
    return int(out["left"])


def play_out(sid: str, rng: Rng, reviewed: bool) -> Any:
    """Both seats at random, the page's idle reviews after each move when ``reviewed``."""
    snap: Any = play_api.view({"sid": sid})
    while not snap["over"]:
        moves = snap["moves"]
        snap = play_api.play({"sid": sid, "move": moves[rng.below(len(moves))]})
        if reviewed:
            assert idle(sid) == 0
    return snap


def review_at_end(sid: str) -> tuple[CoachReviewStarted, list[CoachReviewEntry]]:
    started = api.coach_review_start({"sid": sid, "budget": BUDGET, "seats": [0]})
    while not api.coach_review_step({"review": started["review"], "slice_ms": 200})["done"]:
        pass
    return started, list(api.REVIEWS[started["review"]].entries)


def test_a_game_reviewed_as_it_is_played_reviews_the_same_and_at_once() -> None:
    snap = play_api.start({"game": "floriado", "seed": 7, "computers": [None, "hard"]})
    sid = snap["sid"]
    play_out(sid, Rng(3), reviewed=True)
    live = api.LIVE[sid]
    assert live.seats == [0] and live.cache
    started, entries = review_at_end(sid)
    review = api.REVIEWS[started["review"]]
    assert review.known and set(review.known) == {e["ply"] for e in entries}  # nothing left to search
    record = Record.from_json(sessions.SESSIONS[sid].record.to_json())
    fresh = coach.review(record, seats=[0], budget=BUDGET)
    assert json.dumps(entries) == json.dumps(fresh.entries)
    play_api.close({"sid": sid})


def test_a_take_back_makes_the_entries_after_it_stale() -> None:
    snap: Any = play_api.start({"game": "petal", "seed": 2})
    sid = snap["sid"]
    rng = Rng(5)
    for _ in range(6):
        snap = play_api.play({"sid": sid, "move": snap["moves"][rng.below(len(snap["moves"]))]})
    assert idle(sid) == 0
    kept = dict(api.LIVE[sid].cache)
    undone: Any = sessions.SESSIONS[sid].record.moves[4]
    play_api.undo({"sid": sid})
    play_api.undo({"sid": sid})
    snap = play_api.view({"sid": sid})
    snap = play_api.play({"sid": sid, "move": next(m for m in snap["moves"] if m != undone)})
    assert idle(sid) == 0
    record = sessions.SESSIONS[sid].record
    live = api.LIVE[sid]
    known = live.known(record)
    assert set(known) == set(range(len(record.moves)))  # every decision, the new one too
    assert known[3] in kept.values() and known[4] not in kept.values()
    play_out(sid, rng, reviewed=False)
    _, entries = review_at_end(sid)
    fresh = coach.review(Record.from_json(record.to_json()), seats=[0], budget=BUDGET)
    assert json.dumps(entries) == json.dumps(fresh.entries)
    play_api.close({"sid": sid})


def test_only_an_open_game_is_reviewed_as_it_is_played() -> None:
    out = json.loads(bridge.call("coach_review_idle", json.dumps({"record": {}})))
    assert out == {"ok": False, "error": "Only an open game is reviewed as it is played."}


def test_a_review_under_way_when_the_game_moves_on_goes_on_to_the_new_decisions() -> None:
    snap: Any = play_api.start({"game": "floriado", "seed": 3})
    sid = snap["sid"]
    for _ in range(4):
        snap = play_api.play({"sid": sid, "move": snap["moves"][0]})
    left = api.coach_review_idle({"sid": sid, "slice_ms": 1, "budget": 60})["left"]
    assert left > 0  # under way
    for _ in range(3):
        snap = play_api.play({"sid": sid, "move": snap["moves"][0]})
    assert idle(sid, 60) == 0
    record = sessions.SESSIONS[sid].record
    assert set(api.LIVE[sid].known(record)) == set(range(len(record.moves)))  # the 3 new ones too
    play_api.close({"sid": sid})


def test_the_review_of_a_hinted_decision_resumes_the_hints_search() -> None:
    """One coach (issue 44): a decision the hint judged is reviewed from the hint's own
    search, so the review is at least as deep as the hint (here much deeper than the
    review's own budget) and names the hint's move as the best."""
    snap: Any = play_api.start({"game": "floriado", "seed": 5, "computers": [None, "hard"]})
    sid = snap["sid"]
    for _ in range(2):
        snap = play_api.play({"sid": sid, "move": snap["moves"][0]})
    ply = snap["ply"]
    # Hard's whole budget (no time limit, which a loaded machine reaches early)
    answer = api.coach_hint({"sid": sid, "seat": snap["current"]})
    assert answer["done"] is True
    hint = answer["hint"]
    assert hint["iterations"] > 2 * BUDGET
    snap = play_api.play({"sid": sid, "move": snap["moves"][-1]})
    assert idle(sid) == 0
    entry = api.LIVE[sid].known(sessions.SESSIONS[sid].record)[ply]
    assert entry["best"] == hint["move"] and entry["best_visits"] >= hint["visits"]
    assert not api.LIVE[sid].hinted  # handed over
    play_api.close({"sid": sid})


def searching(sid: str) -> Any:
    """The search the session's live review has under way, if any."""
    review = api.LIVE[sid].review
    return review._search if review is not None else None


def test_the_review_after_the_game_resumes_the_search_the_live_review_had_under_way() -> None:
    snap: Any = play_api.start({"game": "petal", "seed": 4, "computers": [None, "hard"]})
    sid = snap["sid"]
    rng = Rng(8)
    play_out(sid, rng, reviewed=False)
    left = api.coach_review_idle({"sid": sid, "slice_ms": 1, "budget": BUDGET})["left"]
    assert left > 0
    under_way = searching(sid)
    assert under_way is not None
    started = api.coach_review_start({"sid": sid, "budget": BUDGET, "seats": [0]})
    review = api.REVIEWS[started["review"]]
    assert list(review.searches.values()) == [under_way] and searching(sid) is None  # handed over
    while not api.coach_review_step({"review": started["review"], "slice_ms": 200})["done"]:
        pass
    record = Record.from_json(sessions.SESSIONS[sid].record.to_json())
    assert json.dumps(review.entries) == json.dumps(coach.review(record, seats=[0], budget=BUDGET).entries)
    play_api.close({"sid": sid})


def test_only_the_latest_hints_searches_are_kept() -> None:
    """A search's tree holds megabytes: a game of hints with no time to review them
    keeps the latest few only."""
    snap: Any = play_api.start({"game": "petal", "seed": 6})
    sid = snap["sid"]
    for _ in range(live.KEPT_HINTS + 2):
        assert api.coach_hint({"sid": sid, "seat": snap["current"], "slice_ms": 1000, "limit": True})["done"]
        snap = play_api.play({"sid": sid, "move": snap["moves"][0]})
    plies = sorted(ply for ply, _ in api.LIVE[sid].hinted)
    assert plies == list(range(2, live.KEPT_HINTS + 2))
    play_api.close({"sid": sid})
