"""The review worked out while the game is played (issue 44: "Review my moves" took
15 s for 6 decisions and 174 s for 57 in Petals). In the time the page leaves the
worker idle (a person thinking over their move), each decision already made is
reviewed exactly as the review after the game would (same search, same seed, same
budget), and kept; "Review my moves" then takes those entries as they are and
reviews only what is left, usually the last decision or two.

An entry is kept under its ply and the moves that led to it, so a take-back (or any
other change of the moves before it) makes it stale, never wrong. So is a hint's search
(``keep``): the review of that decision resumes it instead of searching again, so it
is at least as deep as the hint the player saw and agrees with it on what it found.
"""

from __future__ import annotations

import json
import time
from typing import Any

from ..core import Record
from .answers import CoachReviewFacts
from .judge import JudgeSearch
from .review import Review


def move_keys(moves: list[Any]) -> list[int]:
    """Per ply, a key of the moves up to and including it (a chained hash)."""
    keys, key = [], 0
    for move in moves:
        key = hash((key, json.dumps(move, sort_keys=True)))
        keys.append(key)
    return keys


KEPT_HINTS = 4
"""Hints' searches kept a game, at most: a search's tree holds a few megabytes, and the
review done while the person thinks resumes each soon after its hint."""


def before(keys: list[int], ply: int) -> int:
    """The key of the moves before ``ply`` (0 at the start)."""
    return keys[ply - 1] if ply else 0


class LiveReview:
    """One open game's decisions, reviewed a slice at a time as the game goes on."""

    def __init__(self, seats: list[int], names: list[str] | None, budget: int | None = None) -> None:
        self.seats = seats
        self.names = names
        self.budget = budget  # iterations a decision: Hard's (None) in play, fewer in tests
        self.cache: dict[tuple[int, int], CoachReviewFacts] = {}  # facts, no sentence: any language
        self.review: Review | None = None
        self.keys: list[int] = []
        self.hinted: dict[tuple[int, int], JudgeSearch] = {}  # (ply, key of the moves before it)

    def keep(self, record: Record, search: JudgeSearch) -> None:
        """Keep a hint's search (a JudgeSearch from the review's seed) for the review of
        the decision it was for: the record's last position."""
        ply = len(record.moves)
        self.hinted[(ply, before(move_keys(record.moves), ply))] = search
        while len(self.hinted) > KEPT_HINTS:  # the oldest first: its review was due longest ago
            self.hinted.pop(next(iter(self.hinted)))

    def searches(self, record: Record) -> dict[int, JudgeSearch]:
        """The hints' searches kept for this record's decisions, by ply, handed over
        (each is resumed by one review only)."""
        keys = move_keys(record.moves)
        mine = [
            (ply, key) for ply, key in self.hinted if ply < len(record.moves) and before(keys, ply) == key
        ]
        return {ply: self.hinted.pop((ply, key)) for ply, key in mine}

    def handover(self, record: Record) -> dict[int, JudgeSearch]:
        """The searches a review of ``record`` after the game starts from: the hints',
        and the search the live review had under way (no longer its own)."""
        out = self.searches(record)
        review = self.review
        if review is not None and review._search is not None and not self.stale(record):
            out[review.plies[len(review.facts)]] = review._search
            review._search = None
        return out

    def known(self, record: Record) -> dict[int, CoachReviewFacts]:
        """The decisions kept that still hold for this record (their facts), by ply."""
        keys = move_keys(record.moves)
        return {ply: self.cache[(ply, key)] for ply, key in enumerate(keys) if (ply, key) in self.cache}

    def stale(self, record: Record) -> bool:
        """The review under way is not this record's: none yet, moves taken back, or
        done and the game has moved on since."""
        review = self.review
        if review is None:
            return True
        made = review.record.moves
        return made != record.moves[: len(made)] or (review.done and len(record.moves) > len(made))

    def step(self, record: Record, deadline: float) -> int:
        """Review the decisions made so far in ``record`` (the session's own, copied
        here) until ``deadline``; the number of decisions still to review (at least 1
        while decisions made since the review under way began are not counted yet)."""
        while True:
            if self.stale(record):
                copy = Record.from_json(record.to_json())
                self.keys = move_keys(copy.moves)
                known, searches = self.known(copy), self.searches(copy)
                self.review = Review(
                    copy, self.seats, self.budget, self.names, known=known, searches=searches
                )
            review = self.review
            assert review is not None
            review.run(deadline=deadline)
            for facts in review.facts:
                self.cache[(facts["ply"], self.keys[facts["ply"]])] = facts
            # a review finished while the game moved on: on to the decisions made since
            if not review.done or not self.stale(record) or time.perf_counter() >= deadline:
                break
        left = review.progress["total"] - review.progress["done"]
        return left + (1 if self.stale(record) else 0)
