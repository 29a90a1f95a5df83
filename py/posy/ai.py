"""The computer player: one fair search for every game.

>>> import posy, posy.ai
>>> state = posy.game("floriado").new(players=2, seed=1)
>>> move = posy.ai.choose(state, level="easy", seed=0)
>>> move in state.moves()
True

**Fair by construction.** The search never reads the true state's hidden parts.
Every iteration starts from ``state.determinize(seat, rng)``, a sample of the
positions the deciding seat cannot tell apart, and the protocol requires that
sample to depend only on what the seat knows. The seat's own legal moves are
part of what it knows. So two states that look the same to the seat give the same
move for the same level and seed (``tests/engine/test_ai.py`` checks this).

**The algorithm.** The search is information-set Monte Carlo tree search (Cowling,
Powley and Whitehouse, *Information Set Monte Carlo Tree Search*, IEEE TCIAIG 2012),
in its multiple-observer form:

* Each player has a tree, keyed by the moves as that player observed them
  (:meth:`State.observed_move`). A decision that is still secret, such as a Petal
  Battle stack set face down, therefore reaches the opponent's tree only as "a
  stack was set". The search never plans as if the opponent had seen it.
* A node's statistics belong to the player who decides there. Each node maximises
  that player's own reward, which covers 3 and 4 players as well.
* Children are chosen by UCB1, counting how often each move was *available* rather
  than how often the parent was visited (moves differ between samples).
* One node is added per iteration. The game is then simulated with
  :meth:`State.rollout_move` up to a depth cap, and the result is scored with
  :meth:`State.heuristic` if the game is still unfinished.

**Rewards.** The reward is 1 for a win, shared among tied winners, and 0 for a loss. A
small score-margin term is added, so that a won game still prefers the bigger
margin and a lost one the smaller. A player who is already winning therefore
keeps scoring instead of dithering. With 3 or 4 players half of the win term is the
share of the other players finished ahead of: a player who cannot win still plays
for second place rather than not at all (Anthokyklos, 4 players, 100 games each:
Hard against greedy players 71.5% -> 79.3%; see tests/strength.py).

Runs of the same player's decisions need no special case: each is a node of that
player's tree. A forced move (a single legal move) is played without a search.

**Levels** differ only in budget, and easy also plays with deliberate noise. Each
budget is a number of iterations and a time limit, and the search stops at
whichever comes first. Easy and Medium usually end on their iteration budget; Hard
(about 1 s) and Expert (about 3 s) are given budgets that a typical device does not
finish in time, so in the browser they spend their time limit. Without a time
limit (tests, benchmarks, replays) the iteration budget alone decides and the
choice is deterministic.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass
from typing import Any

from .core import MASK64, JSONable, Move, Rng, State


@dataclass(frozen=True)
class Level:
    """A strength: a name for the lobby, a sentence, and a search budget."""

    name: str
    label: str
    sentence: str
    iterations: int
    seconds: float
    # Draws its move with the game's deliberate noise (State.easy_noise, easy_slack)
    # instead of playing the most searched one.
    noisy: bool = False
    # In the browser, search on every core the device spares (posy.parallel): each
    # worker spends the time limit, so a faster device plays stronger, not quicker.
    all_cores: bool = False


LEVELS: dict[str, Level] = {
    "easy": Level(
        "easy",
        "Easy",
        "Thinks briefly and sometimes picks a weaker move: good for learning a game.",
        iterations=40,
        seconds=0.3,
        noisy=True,
    ),
    "medium": Level(
        "medium",
        "Medium",
        "Looks a few moves ahead and plays sensibly.",
        iterations=300,
        seconds=0.3,
    ),
    "hard": Level(
        "hard",
        "Hard",
        "Searches deeply and plays its best move.",
        # Sized to spend the time limit: Chromium on the reference machine runs one
        # budget unit (iterations / search_scale) in 0.25-0.43 ms depending on the game
        # (README, "The computer player"), so 3000 take 0.75-1.3 s there and the time
        # limit, not the budget, usually ends the search in the browser. (It was 1200,
        # which left half of the time unused: medians of 306-521 ms.)
        iterations=3000,
        # 50 ms under the 1.0 s target leaves room for the worker's message and the
        # move's replay: measured in Chromium, a 1.0 s cap gave a 1,004 ms median.
        seconds=0.95,
    ),
    "expert": Level(
        "expert",
        "Expert",
        "Thinks for up to three seconds a move: for players who beat Hard.",
        # Three times Hard's budget, for three times its time: 2.3-3.9 s of Chromium on
        # the reference machine, so the 2.9 s limit usually ends the search there.
        iterations=9000,
        seconds=2.9,
        all_cores=True,
    ),
}

GUIDED = True
EXPLORATION = 0.7  # UCB1 constant for rewards in [0, 1]
MARGIN_WEIGHT = 0.15  # share of the reward given by the score margin
MARGIN_SCALE = 10  # keeps margins of small scores from swinging the reward
SAME_RESULT = 0.0005  # root moves this close in mean reward are equals: the quickest is played


def describe_levels() -> list[dict[str, JSONable]]:
    """The levels for the lobby, weakest first, each with its measured strength in words
    per game and player count (``"anthokyklos/3"``: posy.strength, from tests/strength.py)."""
    from .strength import sentences

    return [
        {"id": lv.name, "label": lv.label, "sentence": lv.sentence, "all_cores": lv.all_cores, "strength": sentences(lv.name)}
        for lv in LEVELS.values()
    ]


def level_of(name: object) -> Level:
    level = LEVELS.get(name) if isinstance(name, str) else None
    if level is None:
        raise ValueError(f"There is no computer level called “{str(name)[:20]}”.")
    return level


# --------------------------------------------------------------------------
# Rewards


def rewards(state: State) -> list[float]:
    """Each player's reward for a finished game, in [0, 1]."""
    scores = state.scores
    winners = state.winners
    players = len(scores)
    share = 1.0 / len(winners) if winners else 0.0
    out = []
    for p in range(players):
        best_other = max(scores[q] for q in range(players) if q != p)
        margin = (scores[p] - best_other) / (abs(scores[p]) + abs(best_other) + MARGIN_SCALE)
        won = share if p in winners else 0.0
        if players > 2:
            won = 0.5 * won + 0.5 * finished_ahead(scores, winners, p)
        out.append((1 - MARGIN_WEIGHT) * won + MARGIN_WEIGHT * (0.5 + 0.5 * margin))
    return out


def finished_ahead(scores: list[int], winners: list[int], p: int) -> float:
    """The share of the other players ``p`` finished ahead of (ties half, or by the
    game's own tie-break when it names a winner). tests/strength.py scores its matches
    by it, too."""
    total = 0.0
    for q, theirs in enumerate(scores):
        if q == p:
            continue
        if scores[p] != theirs:
            total += scores[p] > theirs
        elif (p in winners) != (q in winners):
            total += p in winners
        else:
            total += 0.5
    return total / (len(scores) - 1)


# --------------------------------------------------------------------------
# The search tree


def move_key(move: Move) -> tuple[Any, ...]:
    """A hashable key for a move (its values in the game's fixed key order)."""
    key = tuple(move.values())
    try:
        hash(key)
    except TypeError:  # a list inside (a stack's order): the slow way
        key = tuple(tuple(v) if type(v) is list else v for v in key)
    return key


class _Edge:
    """One move out of a node: visits, summed reward, times it was available, and the
    summed length (plies from the root) of the games simulated through it."""

    __slots__ = ("avail", "n", "plies", "w")

    def __init__(self) -> None:
        self.n = 0
        self.w = 0.0
        self.avail = 0
        self.plies = 0


class Search:
    """A resumable search for the player to decide in ``state``.

    ``run`` does iterations until a count or a deadline, so the browser can search
    in slices and stay responsive. ``best`` gives the move to play.
    """

    def __init__(self, state: State, level: str = "medium", seed: int = 0, iterations: int | None = None) -> None:
        if state.current is None:
            raise ValueError("The game is over: there is no move to choose.")
        self.root = state
        self.level = level_of(level)
        if iterations is None:
            iterations = max(1, round(self.level.iterations * state.search_scale))
        self.budget = iterations
        self.seat: int = state.current
        self.rng = Rng((seed * 0x9E3779B97F4A7C15 + 0x632BE59BD9B4E019) & MASK64)
        self.legal = state.moves()
        self.iterations = 0
        self.players = state.players
        # node ids: 0..players-1 are the players' roots; edges map (node, observed key) -> child
        self.next_id = self.players
        self.children: dict[tuple[int, tuple[Any, ...]], int] = {}
        self.stats: dict[int, dict[tuple[Any, ...], _Edge]] = {}

    @property
    def done(self) -> bool:
        return len(self.legal) == 1 or self.iterations >= self.budget

    def run(self, iterations: int | None = None, deadline: float | None = None) -> bool:
        """Search until ``iterations`` more are done, the level's budget is spent or
        ``time.perf_counter()`` passes ``deadline``; returns whether the budget is spent."""
        budget = self.budget - self.iterations
        if iterations is not None:
            budget = min(budget, iterations)
        for _ in range(budget if len(self.legal) > 1 else 0):
            self._iterate()
            self.iterations += 1
            if deadline is not None and time.perf_counter() >= deadline:
                break
        return self.done

    def best(self) -> Move:
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
        scored = [(n, w / n if n else 0.0) for n, w, _ in totals]
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
            out.append({"move": move, "visits": edge.n if edge else 0, "value": edge.w / edge.n if edge and edge.n else None})
        return out

    # -- one iteration -------------------------------------------------------
    def _iterate(self) -> None:
        rng = self.rng
        state = self.root.determinize(self.seat, rng)
        pointers = list(range(self.players))
        path: list[tuple[_Edge, int]] = []
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
        self, edges: dict[tuple[Any, ...], _Edge], legal: list[Move], rng: Rng, state: State | None = None
    ) -> tuple[Move, _Edge, bool]:
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
            edge = edges[keys[index]] = _Edge()
            edge.avail = 1
            return legal[index], edge, True
        return legal[best], edges[keys[best]], False

    def _advance(self, state: State, move: Move, pointers: list[int]) -> list[int]:
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

    def _simulate(self, state: State, rng: Rng) -> tuple[list[float], int]:
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
    scored = [(n, w / n if n else 0.0, -index) for index, (n, w, _) in enumerate(totals)]
    most_n, most_mean, _ = max(scored)
    if most_n == 0:
        return 0  # not one iteration ran (a deadline already past): the first move
    equals = []
    for n, mean, negative_index in scored:
        if n > 0 and n * 2 >= most_n and mean >= most_mean - SAME_RESULT:
            index = -negative_index
            equals.append((totals[index][2] / n, -n, index))
    return min(equals)[2]


def choose(
    state: State,
    level: str = "medium",
    seed: int = 0,
    time_limit: float | None = None,
    iterations: int | None = None,
) -> Move:
    """The computer's move for ``state.current``: one of ``state.moves()``.

    Deterministic for a given information set, level and seed when ``time_limit``
    is None (tests, benchmarks, replays). The browser passes the level's time limit
    so that a slow device still answers in time. ``iterations`` replaces the level's
    budget (for quick tests).
    """
    search = Search(state, level, seed, iterations)
    deadline = None if time_limit is None else time.perf_counter() + time_limit
    search.run(deadline=deadline)
    return search.best()
