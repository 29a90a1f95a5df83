"""Review after the game: each decision of the chosen seats searched again, from that
seat's information at that moment, and the moves where the search's best was clearly
better marked with a sentence."""

from __future__ import annotations

import time
from collections.abc import Iterable
from typing import Any

from .. import ai, game
from ..core import MASK64, Move, Record, Rng, State, replay
from .explainers import explain
from .hints import percent

THRESHOLD = 0.10
"""A move is marked when the search's best move has a mean reward (``root_stats``
value, in [0, 1]) at least this much above the move played."""

PLAYED_VISITS = 12
"""The search's own choice is its most searched move, but the move played may have
been tried only once or twice: it is searched (from the same tree) until it has this
many visits, so that one unlucky simulated game does not mark it."""


def decision_seed(seed: int, ply: int) -> int:
    """The search's seed for the decision at ``ply`` of a game dealt from ``seed``: the
    same as ``posy.play_api.think``'s, so a computer's own moves review as its choices."""
    return (seed * 0x100000001B3 + ply) & MASK64


class _ReviewSearch(ai.Search[Any]):
    """posy.ai's search, able to spend extra iterations on one root move."""

    forced: tuple[Any, ...] | None = None
    chosen: Move | None = None  # best() once the budget is spent, before any extra iterations

    def _select(
        self, edges: dict[tuple[Any, ...], Any], legal: list[Move], rng: Rng, state: State[Any] | None = None
    ) -> tuple[Move, Any, bool]:
        if self.forced is not None and edges is self.stats.get(self.seat):
            move = next(m for m in legal if ai.move_key(m) == self.forced)
            edge = edges.get(self.forced)
            if edge is None:
                edge = edges[self.forced] = ai.Edge()
                edge.avail = 1
                return move, edge, True
            edge.avail += 1
            return move, edge, False
        return super()._select(edges, legal, rng, state)

    def value_of(self, move: Move) -> tuple[int, float | None]:
        edge = self.stats.get(self.seat, {}).get(ai.move_key(move))
        if edge is None or not edge.n:
            return 0, None
        return edge.n, edge.w / edge.n


class Review:
    """A resumable review of a recorded game (finished or not).

    ``run(deadline)`` works until ``time.perf_counter()`` passes ``deadline`` (or to the
    end without one) and returns whether the review is complete; ``progress`` says how
    far it is; ``entries`` holds one dict per reviewed decision, in order, and
    ``marked`` those where the search's best was clearly better.

    ``seats``: whose decisions (default all); ``budget``: iterations per decision
    (default Hard's); ``names``: the players' names; ``plies``: only these decisions
    (0-based plies of the record; default every decision with a choice).
    """

    def __init__(
        self,
        record: Record,
        seats: Iterable[int] | None = None,
        budget: int | None = None,
        names: list[str] | None = None,
        plies: Iterable[int] | None = None,
    ) -> None:
        self.record = record
        self.states: list[State[Any]] = replay(game(record.game), record)
        players = self.states[0].players
        self.seats = set(range(players)) if seats is None else set(seats)
        if any(not isinstance(s, int) or not 0 <= s < players for s in self.seats):
            raise ValueError("There is no such player in this game.")
        self.budget = budget
        self.names = names
        wanted = None if plies is None else set(plies)
        self.plies = [
            ply
            for ply, state in enumerate(self.states[:-1])
            if state.current in self.seats and len(state.moves()) > 1 and (wanted is None or ply in wanted)
        ]
        self.entries: list[dict[str, Any]] = []
        self._search: _ReviewSearch | None = None

    @property
    def done(self) -> bool:
        return len(self.entries) >= len(self.plies)

    @property
    def progress(self) -> dict[str, int]:
        return {"done": len(self.entries), "total": len(self.plies)}

    @property
    def marked(self) -> list[dict[str, Any]]:
        return [e for e in self.entries if e["marked"]]

    def run(self, deadline: float | None = None) -> bool:
        while not self.done:
            ply = self.plies[len(self.entries)]
            state = self.states[ply]
            search = self._search
            if search is None:
                search = self._search = _ReviewSearch(
                    state, "hard", decision_seed(self.record.seed, ply), self.budget
                )
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
            self.entries.append(self._entry(ply, state, search, played, best))
            self._search = None
            if deadline is not None and time.perf_counter() >= deadline:
                break
        return self.done

    def _entry(
        self, ply: int, state: State[Any], search: _ReviewSearch, played: Move, best: Move
    ) -> dict[str, Any]:
        best_visits, best_value = search.value_of(best)
        played_visits, played_value = search.value_of(played)
        gap = (best_value or 0.0) - (played_value or 0.0) if played != best else 0.0
        marked = played != best and gap >= THRESHOLD
        seat = state.current
        assert seat is not None
        played_what, _ = explain(state, played)
        if played == best:
            text = f"Move {ply + 1}: {played_what}, as the search would."
        else:
            best_what, best_why = explain(state, best)
            reason = f": {best_why}" if best_why else ""
            if marked:
                text = (
                    f"Move {ply + 1}: you chose to {played_what}; better was to {best_what}{reason}. "
                    f"The search rates it {percent(best_value or 0.0)} against {percent(played_value or 0.0)}."
                )
            else:
                text = (
                    f"Move {ply + 1}: {played_what}, close to the search's choice ({best_what}): "
                    f"{percent(played_value or 0.0)} against {percent(best_value or 0.0)}."
                )
        return {
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
            "marked": marked,
            "text": text,
        }


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
