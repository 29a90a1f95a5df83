"""Review after the game: each decision of the chosen seats searched again, from that
seat's information at that moment, and the moves where the search's best was clearly
better marked with a sentence in the game's words."""

from __future__ import annotations

import time
from collections.abc import Iterable
from typing import Any

from .. import ai, game
from ..ai.rewards import MARGIN_SCALE
from ..core import MASK64, Move, Record, State, i18n, replay
from ..core.i18n import _
from .answers import CoachProgress, CoachReviewEntry, CoachReviewFacts
from .coached import coached_plies
from .judge import JudgeSearch
from .words import entry_text

THRESHOLD = 0.10
"""A move is marked when the search's best move has a mean reward (``root_stats``
value, in [0, 1]) at least this much above the move played..."""

POINTS_SHARE = 0.08
"""... or when, looking ahead, it leaves its player more points ahead (or less behind)
than the move played by at least this share of the points still to be scored (plus
posy.ai's MARGIN_SCALE), and at least :data:`MIN_POINTS`: at a game's start about 6
points in Floriado, 14 in a round of Petals, fewer as the points left to play for run
out. The reward alone hardly moves once a game is lost, and a lost game has mistakes
too (issue 44: a Petals game lost 192–282 was reviewed "No clear mistakes")."""

MIN_POINTS = 3.0
"""Fewer points than this are within the noise of the played move's few simulated games."""

REVIEW_SHARE = 0.5
"""The review's iterations a decision, as a share of Hard's budget (``Level.iterations``
times the game's ``search_scale``). Hard's whole budget took 2-4 s a decision in Chromium
here, more than the 2 s a person's 3 s turn leaves the page (``IdleReview`` starts after
1 s), so a review of Anthokyklos was ready 60 s after the game's end; a hint, which
stops at Hard's time limit, reaches only about half of that budget here (median
iterations in ``tests/bench_coach.py``). A decision the hint judged is reviewed from the
hint's own search, continued to this budget or deeper if the hint went deeper
(``searches``), so the review is never shallower than a hint the player saw."""

PLAYED_VISITS = 12
"""The search's own choice is its most searched move, but the move played may have
been tried only once or twice: it is searched (from the same tree) until it has this
many visits, so that one unlucky simulated game does not mark it."""


def decision_seed(seed: int, ply: int) -> int:
    """The search's seed for the decision at ``ply`` of a game dealt from ``seed``: the
    same as ``posy.play_api.think``'s, so a computer's own moves review as its choices."""
    return (seed * 0x100000001B3 + ply) & MASK64


def review_budget(state: State[Any]) -> int:
    """The review's default iterations for a decision in ``state``'s game."""
    hard = ai.level_of("hard").iterations
    return max(1, round(hard * state.search_scale * REVIEW_SHARE))


def points_needed(search: JudgeSearch, best: Move) -> float | None:
    """The points a better move must gain to be marked for it, or None without points."""
    total = search.total_of(best)
    if total is None:
        return None
    return max(MIN_POINTS, POINTS_SHARE * (total + MARGIN_SCALE))


class Review:
    """A resumable review of a recorded game (finished or not).

    ``run(deadline)`` works until ``time.perf_counter()`` passes ``deadline`` (or to the
    end without one) and returns whether the review is complete; ``progress`` says how
    far it is; ``facts`` holds what the search found of each reviewed decision, in
    order; ``entries`` those with their sentences and ``marked`` the ones where the
    search's best was clearly better. A sentence is written when it is read, in the
    language in use (``posy.core.i18n``): a review resumed after the player changed
    language reads in the new one, and what is kept between calls is facts only.

    ``seats``: whose decisions (default all); ``budget``: iterations per decision
    (default Hard's, as a hint's: the review is at least as deep as the hint);
    ``names``: the players' names; ``plies``: only these decisions (0-based plies of
    the record; default every decision with a choice); ``known``: decisions already
    worked out (their facts), by ply (``live.LiveReview``'s, reviewed while the game was played: the
    same search, so the same entries), taken as they are; ``searches``: searches
    already under way, by ply (a hint's, or the live review's), resumed to the budget
    (a deeper one is taken as it is). A search taken is removed from ``searches``.
    """

    def __init__(
        self,
        record: Record,
        seats: Iterable[int] | None = None,
        budget: int | None = None,
        names: list[str] | None = None,
        plies: Iterable[int] | None = None,
        known: dict[int, CoachReviewFacts] | None = None,
        searches: dict[int, JudgeSearch] | None = None,
    ) -> None:
        self.record = record
        self.known = known or {}
        self.searches = searches if searches is not None else {}
        self.states: list[State[Any]] = replay(game(record.game), record)
        players = self.states[0].players
        self.seats = set(range(players)) if seats is None else set(seats)
        if any(not isinstance(s, int) or not 0 <= s < players for s in self.seats):
            raise ValueError(_("There is no such player in this game."))
        self.budget = budget
        self.names = names
        self.coached = coached_plies(record, self.states)
        wanted = None if plies is None else set(plies)
        self.plies = [
            ply
            for ply, state in enumerate(self.states[:-1])
            if state.current in self.seats and len(state.moves()) > 1 and (wanted is None or ply in wanted)
        ]
        self.facts: list[CoachReviewFacts] = []
        self._texts: dict[tuple[str, int], str] = {}  # (language, ply) -> its sentence
        self._search: JudgeSearch | None = None

    @property
    def done(self) -> bool:
        return len(self.facts) >= len(self.plies)

    @property
    def progress(self) -> CoachProgress:
        return {"done": len(self.facts), "total": len(self.plies)}

    @property
    def entries(self) -> list[CoachReviewEntry]:
        return self.with_text(self.facts)

    @property
    def marked(self) -> list[CoachReviewEntry]:
        return self.with_text([f for f in self.facts if f["marked"]])

    def with_text(self, facts: list[CoachReviewFacts]) -> list[CoachReviewEntry]:
        """Reviewed decisions with their sentences, in the language in use."""
        return [{**f, "text": self.text(f)} for f in facts]

    def text(self, facts: CoachReviewFacts) -> str:
        """The sentence of a reviewed decision in the language in use (kept per language:
        each is worked out from the position, and read again once the review is done)."""
        key = (i18n.language(), facts["ply"])
        if key not in self._texts:
            wins = facts["gap"] >= THRESHOLD
            self._texts[key] = entry_text(self.states[facts["ply"]], facts, wins)
        return self._texts[key]

    def run(self, deadline: float | None = None) -> bool:
        while not self.done:
            ply = self.plies[len(self.facts)]
            if ply in self.known:
                self.facts.append(self.known[ply])
                continue
            state = self.states[ply]
            search = self._search
            if search is None:
                search = self._search = self._start(ply, state)
            if not search.done:
                search.run(deadline=deadline)
                if not search.done:
                    return False
            played = state.find(self.record.moves[ply])
            assert played is not None  # replay checked it
            if search.chosen is None:
                search.chosen = search.best()
            best = search.chosen
            if played != best:
                search.forced = ai.move_key(played)
                while search.value_of(played)[0] < PLAYED_VISITS:
                    search._iterate()
                    if deadline is not None and time.perf_counter() >= deadline:
                        return False
            self.facts.append(self._facts(ply, state, search, played, best))
            self._search = None
            if deadline is not None and time.perf_counter() >= deadline:
                break
        return self.done

    def _start(self, ply: int, state: State[Any]) -> JudgeSearch:
        """The search for the decision at ``ply``: one under way, or a new one."""
        budget = self.budget or review_budget(state)
        search = self.searches.pop(ply, None)
        if search is None:
            return JudgeSearch(state, decision_seed(self.record.seed, ply), budget)
        search.budget = max(budget, search.iterations)
        return search

    def _facts(
        self, ply: int, state: State[Any], search: JudgeSearch, played: Move, best: Move
    ) -> CoachReviewFacts:
        best_visits, best_value = search.value_of(best)
        played_visits, played_value = search.value_of(played)
        same = played == best
        gap = 0.0 if same else (best_value or 0.0) - (played_value or 0.0)
        best_margin, played_margin = search.margin_of(best), search.margin_of(played)
        points = None if same or best_margin is None or played_margin is None else best_margin - played_margin
        needed = points_needed(search, best)
        loss = gap / THRESHOLD
        if points is not None and needed and gap >= 0:
            loss = max(loss, points / needed)
        marked = not same and loss >= 1
        seat = state.current
        assert seat is not None
        coached = self.coached.get(ply)
        kind = coached[0] if coached is not None and coached[1] == played else None
        facts: CoachReviewFacts = {
            "ply": ply,
            "number": ply + 1,
            "seat": seat,
            "player": state.game.player_name(seat, self.names),
            "played": played,
            "best": best,
            "played_value": played_value,
            "best_value": best_value,
            "played_visits": played_visits,
            "best_visits": best_visits,
            "gap": gap,
            "points": points,
            "loss": loss,
            "marked": marked,
            "coached": kind,
        }
        return facts


def review(
    record: Record,
    seats: Iterable[int] | None = None,
    budget: int | None = None,
    plies: Iterable[int] | None = None,
) -> Review:
    """The whole review at once (tests, tools); the page runs :class:`Review` in slices."""
    out = Review(record, seats, budget, plies=plies)
    out.run()
    return out
