"""The review's search: posy.ai's Hard search for one decision, which also counts the
points of its simulated games, and can spend extra iterations on the move played.

Why points as well as the search's value: the value (mean reward, in [0, 1]) is mostly
the chance of winning, so once a game is lost every move rates about the same and a
review of a lost game found nothing (issue 44: Petals lost 192–282 playing the first
legal card, "No clear mistakes"). The points margin (the mover's score less the best
other score, at the end of each simulated game or where the search judges it) still
tells a move that loses 20 points from one that loses none.
"""

from __future__ import annotations

from typing import Any, cast

from .. import ai
from ..ai.rewards import rewards
from ..core import Move, Rng, State

POINTLESS = frozenset({"petal_battle"})
"""Games whose score is only who won (five in a row): no points to count."""


class JudgeSearch(ai.Search[Any]):
    """posy.ai's search (same tree, same seed: its ``best()`` is the hint's move for the
    same budget), with per root move the summed points margin of its simulated games,
    and ``forced``: the root move every further iteration must take."""

    forced: tuple[Any, ...] | None = None
    chosen: Move | None = None  # best() once the budget is spent, before any extra iterations

    def __init__(self, state: State[Any], seed: int, iterations: int | None = None) -> None:
        super().__init__(state, "hard", seed, iterations)
        # root move -> [games, points margin summed, both players' points summed]
        self.points: dict[tuple[Any, ...], list[float]] = {}
        self._root: tuple[Any, ...] | None = None
        self._margin = self._total = 0.0
        self.counts = state.game.id not in POINTLESS
        self.now = state.scores  # the points already scored: what a move can change is the rest

    def _select(
        self, edges: dict[tuple[Any, ...], Any], legal: list[Move], rng: Rng, state: State[Any] | None = None
    ) -> tuple[Move, Any, bool]:
        root = edges is self.stats.get(self.seat)
        if root and self.forced is not None:
            move = next(m for m in legal if ai.move_key(m) == self.forced)
            edge = edges.get(self.forced)
            fresh = edge is None
            if edge is None:
                edge = edges[self.forced] = ai.Edge()
            edge.avail += 1
            picked: tuple[Move, Any, bool] = (move, edge, fresh)
        else:
            picked = super()._select(edges, legal, rng, state)
        if root:
            self._root = ai.move_key(picked[0])
        return picked

    def _iterate(self) -> None:
        self._root = None
        super()._iterate()  # sets _root (in _select) and the margin (in _simulate)
        root = cast("tuple[Any, ...] | None", self._root)
        if root is not None and self.counts:
            tally = self.points.setdefault(root, [0, 0.0, 0.0])
            tally[0] += 1
            tally[1] += self._margin
            tally[2] += self._total

    def _simulate(self, state: State[Any], rng: Rng) -> tuple[list[float], int]:
        """posy.ai's simulation (to the end, or to the game's cut and its heuristic),
        keeping the points margin where it stopped."""
        depth = 0
        cut = state.rollout_plies
        estimate = None
        while state.current is not None:
            if depth >= cut:
                estimate = state.heuristic()
                if estimate is not None:
                    break
            state = state.apply(state.rollout_move(rng))
            depth += 1
        if self.counts:
            scores = state.scores
            other = max(s for q, s in enumerate(scores) if q != self.seat)
            self._margin = scores[self.seat] - other
            self._total = sum(abs(end - now) for end, now in zip(scores, self.now))
        return (estimate if estimate is not None else rewards(state)), depth

    def value_of(self, move: Move) -> tuple[int, float | None]:
        """The move's visits and mean reward at the root."""
        edge = self.stats.get(self.seat, {}).get(ai.move_key(move))
        if edge is None or not edge.n:
            return 0, None
        return edge.n, edge.w / edge.n

    def margin_of(self, move: Move) -> float | None:
        """The mean points margin of the simulated games through this root move, or
        None (no game through it, or a game without points)."""
        tally = self.points.get(ai.move_key(move))
        if not tally or not tally[0]:
            return None
        return tally[1] / tally[0]

    def total_of(self, move: Move) -> float | None:
        """The mean points the players scored from here to the end of the simulated
        games through this root move (what was at stake: the scale of a points margin),
        or None."""
        tally = self.points.get(ai.move_key(move))
        if not tally or not tally[0]:
            return None
        return tally[2] / tally[0]
