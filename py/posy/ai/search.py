"""The search: information-set Monte Carlo tree search, resumable in slices (the
algorithm is described in ``posy.ai``)."""

from __future__ import annotations

import math
import time
from collections.abc import Mapping
from typing import Any, Generic, TypeVar

from ..core import MASK64, Move, Rng, State
from ..core.i18n import _
from .levels import level_of
from .rewards import rewards

GUIDED = True
EXPLORATION = 0.7  # UCB1 constant for rewards in [0, 1]
SAME_RESULT = 0.0005  # root moves this close in mean reward are equals: the quickest is played


def move_key(move: Move) -> tuple[Any, ...]:
    """A hashable key for a move (its values in the game's fixed key order)."""
    key = tuple(move.values())
    try:
        hash(key)
    except TypeError:  # a list inside (a stack's order): the slow way
        key = tuple(tuple(v) if type(v) is list else v for v in key)
    return key


class Edge:
    """One move out of a node: visits, summed reward, times it was available, and the
    summed length (plies from the root) of the games simulated through it."""

    __slots__ = ("avail", "n", "plies", "w")

    def __init__(self) -> None:
        self.n = 0
        self.w = 0.0
        self.avail = 0
        self.plies = 0


M = TypeVar("M", bound=Mapping[str, Any])


class Search(Generic[M]):
    """A resumable search for the player to decide in ``state`` (generic in the game's
    move type: ``best`` is one of ``state.moves()``).

    ``run`` does iterations until a count or a deadline, so the browser can search
    in slices and stay responsive. ``best`` gives the move to play.
    """

    def __init__(
        self, state: State[M], level: str = "medium", seed: int = 0, iterations: int | None = None
    ) -> None:
        if state.current is None:
            raise ValueError(_("The game is over: there is no move to choose."))
        self.root = state
        self.level = level_of(level)
        if iterations is None:
            iterations = max(1, round(self.level.iterations * state.search_scale))
        self.budget = iterations
        self.seat: int = state.current
        self.rng = Rng((seed * 0x9E3779B97F4A7C15 + 0x632BE59BD9B4E019) & MASK64)
        self.legal: list[M] = state.moves()
        self.iterations = 0
        self.players = state.players
        # node ids: 0..players-1 are the players' roots; edges map (node, observed key) -> child
        self.next_id = self.players
        self.children: dict[tuple[int, tuple[Any, ...]], int] = {}
        self.stats: dict[int, dict[tuple[Any, ...], Edge]] = {}

    @property
    def done(self) -> bool:
        return len(self.legal) == 1 or self.iterations >= self.budget

    def run(self, iterations: int | None = None, deadline: float | None = None) -> bool:
        """Search until ``iterations`` more are done, the level's budget is spent or
        ``time.perf_counter()`` passes ``deadline``; returns whether the budget is spent."""
        budget = self.budget - self.iterations
        if iterations is not None:
            budget = min(budget, iterations)
        for _i in range(budget if len(self.legal) > 1 else 0):
            self._iterate()
            self.iterations += 1
            if deadline is not None and time.perf_counter() >= deadline:
                break
        return self.done

    def best(self) -> M:
        """The move to play: the most visited at the root (the level's noise aside; see
        :func:`most_searched`)."""
        if len(self.legal) == 1:
            return self.legal[0]
        totals = self.root_totals()
        if self.level.noisy:
            return self.legal[self._sample(totals)]
        return self.legal[most_searched(totals)]

    def root_totals(self) -> list[tuple[int, float, int]]:
        """Per legal move, in ``state.moves()`` order: visits, summed reward and summed
        plies of the games simulated through it. What one worker of a root-parallel
        search reports (posy.parallel): totals, not means, so that workers add up."""
        edges = self.stats.get(self.seat, {})
        out = []
        for move in self.legal:
            edge = edges.get(move_key(move))
            out.append((edge.n, edge.w, edge.plies) if edge else (0, 0.0, 0))
        return out

    def _sample(self, totals: list[tuple[int, float, int]]) -> int:
        """Easy's deliberate noise: a move drawn in proportion to visits^(1/easy_noise),
        among the moves whose mean reward is within the game's easy_slack of the most
        searched one's. Easy plays weaker moves, never ones its own search sees throw
        the game away (issue 25: Petal's Easy won 55% of its games against random moves)."""
        noise, slack = self.root.easy_noise, self.root.easy_slack
        scored = [(n, w / n if n else 0.0) for n, w, _p in totals]
        most_mean = max(scored)[1]
        weights = [n ** (1 / noise) if n and mean >= most_mean - slack else 0.0 for n, mean in scored]
        total = sum(weights)
        if total <= 0:
            return self.rng.below(len(totals))
        pick = (self.rng.next64() / 2**64) * total
        for index, w in enumerate(weights):
            pick -= w
            if pick < 0:
                return index
        return len(totals) - 1

    def root_stats(self) -> list[dict[str, Any]]:
        """Visits and mean reward per legal move (for tests and for the curious)."""
        edges = self.stats.get(self.seat, {})
        out = []
        for move in self.legal:
            edge = edges.get(move_key(move))
            out.append(
                {
                    "move": move,
                    "visits": edge.n if edge else 0,
                    "value": edge.w / edge.n if edge and edge.n else None,
                }
            )
        return out

    # -- one iteration -------------------------------------------------------
    def _iterate(self) -> None:
        rng = self.rng
        state = self.root.determinize(self.seat, rng)
        pointers = list(range(self.players))
        path: list[tuple[Edge, int]] = []
        expanded = False
        depth = 0
        while not expanded and state.current is not None:
            mover = state.current
            legal = state.moves()
            if len(legal) == 1:
                move = legal[0]
            else:
                edges = self.stats.get(pointers[mover])
                if edges is None:
                    edges = self.stats[pointers[mover]] = {}
                move, edge, expanded = self._select(edges, legal, rng, state)
                path.append((edge, mover))
            pointers = self._advance(state, move, pointers)
            state = state.apply(move)
            depth += 1
        result, plies = self._simulate(state, rng)
        depth += plies
        for edge, mover in path:
            edge.n += 1
            edge.w += result[mover]
            edge.plies += depth

    def _select(
        self, edges: dict[tuple[Any, ...], Edge], legal: list[M], rng: Rng, state: State[M] | None = None
    ) -> tuple[M, Edge, bool]:
        """UCB1 over the available moves, after every available move was tried once."""
        keys = [move_key(m) for m in legal]
        untried = []
        best, best_value = -1, -1.0
        for index, key in enumerate(keys):
            edge = edges.get(key)
            if edge is None:
                untried.append(index)
                continue
            edge.avail += 1
            value = edge.w / edge.n + EXPLORATION * math.sqrt(math.log(edge.avail) / edge.n)
            if value > best_value:
                best, best_value = index, value
        if untried:
            index = untried[rng.below(len(untried))]
            if GUIDED:
                # try first what the game's simulation policy would play (when it is untried)
                hint = keys.index(move_key(state.rollout_move(rng))) if state is not None else -1
                if hint in untried:
                    index = hint
            edge = edges[keys[index]] = Edge()
            edge.avail = 1
            return legal[index], edge, True
        return legal[best], edges[keys[best]], False

    def _advance(self, state: State[M], move: M, pointers: list[int]) -> list[int]:
        """Each player's tree follows the move as that player observed it."""
        out = []
        children = self.children
        for viewer, node in enumerate(pointers):
            key = (node, move_key(state.observed_move(move, viewer)))
            child = children.get(key)
            if child is None:
                child = children[key] = self.next_id
                self.next_id += 1
            out.append(child)
        return out

    def _simulate(self, state: State[Any], rng: Rng) -> tuple[list[float], int]:
        """A simulated game to its end, or judged by the game's heuristic once it has
        run ``rollout_plies``: the rewards, and how many plies it ran."""
        depth = 0
        cut = state.rollout_plies
        while state.current is not None:
            if depth >= cut:
                estimate = state.heuristic()
                if estimate is not None:
                    return estimate, depth
            state = state.apply(state.rollout_move(rng))
            depth += 1
        return rewards(state), depth


def most_searched(totals: list[tuple[int, float, int]]) -> int:
    """The index of the move to play from root totals (visits, summed reward, summed
    plies per move): the most visited.

    Moves whose results are as good as the best one's (within SAME_RESULT) and that
    were searched about as much count as equals; among them the one whose simulated
    games end soonest wins. Without this, a computer whose every path leads to the
    same result (Floriado: the last flower will be picked whatever the route) may
    wander without ever getting there."""
    scored = [(n, w / n if n else 0.0, -index) for index, (n, w, _p) in enumerate(totals)]
    most_n, most_mean, _index = max(scored)
    if most_n == 0:
        return 0  # not one iteration ran (a deadline already past): the first move
    equals = []
    for n, mean, negative_index in scored:
        if n > 0 and n * 2 >= most_n and mean >= most_mean - SAME_RESULT:
            index = -negative_index
            equals.append((totals[index][2] / n, -n, index))
    return min(equals)[2]
