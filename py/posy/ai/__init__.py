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

import time

from ..core import State
from .levels import LEVELS, Level, describe_levels, level_of
from .rewards import MARGIN_SCALE, MARGIN_WEIGHT, finished_ahead, rewards
from .search import EXPLORATION, GUIDED, SAME_RESULT, Edge, M, Search, most_searched, move_key

__all__ = [
    "EXPLORATION",
    "GUIDED",
    "LEVELS",
    "MARGIN_SCALE",
    "MARGIN_WEIGHT",
    "SAME_RESULT",
    "Edge",
    "Level",
    "Search",
    "choose",
    "describe_levels",
    "finished_ahead",
    "level_of",
    "most_searched",
    "move_key",
    "rewards",
]


def choose(
    state: State[M],
    level: str = "medium",
    seed: int = 0,
    time_limit: float | None = None,
    iterations: int | None = None,
) -> M:
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
