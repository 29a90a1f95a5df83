"""The computer's search on every core: root parallelisation.

Several workers search the same position at once, each its own tree from its own
determinizations, and their root totals (visits, summed rewards and summed plies per
legal move) are added up; the move with the most summed visits is played, by the
same rule as a single search (:func:`posy.ai.most_searched`). This is root
parallelisation (Chaslot, Winands and van den Herik, *Parallel Monte-Carlo Tree
Search*, CG 2008): no shared tree, no locks, one message per worker and move, and
on few cores it plays about as well as one search with the workers' summed budget.

* Worker 0 is the search the game's own engine worker runs (``play_api.think`` with
  ``"part": true``), with the move's own seed: merging its part alone gives exactly
  the single search's move. Worker ``k`` searches with :func:`worker_seed`.
* The other workers are given a *job*: the position re-dealt from the deciding seat's
  information (``state.determinize(seat, rng)``), never the true hidden cards. Since the
  search only ever plays from determinizations of the seat's information set, a re-deal
  searches alike (``tests/engine/test_ai.py`` checks it): they are fair, and nothing
  secret leaves the game's own worker.
* Parts are added up in worker order, whatever order they arrive in, so a fixed seed
  and budget give the same move on every device with the same number of workers.

Easy's noise is not for merged searches: only levels with ``all_cores`` use them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, TypedDict

from . import ai
from .core import MASK64, BadRecord, Move, Rng, State
from .core.i18n import _


class Part(TypedDict):
    """One worker's root totals, each list in ``state.moves()`` order."""

    worker: int
    iterations: int
    visits: list[int]
    rewards: list[float]
    plies: list[int]


PartInput = Mapping[str, Any]
"""A part as a request gave it (``think_merge``'s ``parts``): ``merge`` checks its lists."""


def worker_seed(seed: int, worker: int) -> int:
    """The seed of worker ``worker`` for a move whose seed is ``seed``; worker 0 keeps it."""
    if worker == 0:
        return seed
    return (seed * 0xBF58476D1CE4E5B9 + worker * 0x94D049BB133111EB + 1) & MASK64


def part_of(search: ai.Search[Any], worker: int) -> Part:
    """What a worker reports when its search is over."""
    totals = search.root_totals()
    return {
        "worker": worker,
        "iterations": search.iterations,
        "visits": [n for n, _w, _p in totals],
        "rewards": [w for _n, w, _p in totals],
        "plies": [p for _n, _w, p in totals],
    }


def merge(parts: Sequence[PartInput], moves: int) -> list[tuple[int, float, int]]:
    """The workers' root totals added up, move by move, in worker order (float sums
    depend on their order: this one does not depend on which worker answered first)."""
    workers = [p.get("worker") for p in parts]
    if not parts or len(set(workers)) != len(parts) or not all(isinstance(w, int) for w in workers):
        raise BadRecord(_("The computer's helpers answered for the same search twice, or not at all."))
    visits, rewards, plies = [0] * moves, [0.0] * moves, [0] * moves
    for part in sorted(parts, key=lambda p: p["worker"]):
        columns = [part.get(name) for name in ("visits", "rewards", "plies")]
        if not all(isinstance(c, list) and len(c) == moves for c in columns):
            raise BadRecord(_("A helper of the computer searched another position."))
        for i in range(moves):
            visits[i] += int(part["visits"][i])
            rewards[i] += float(part["rewards"][i])
            plies[i] += int(part["plies"][i])
    return list(zip(visits, rewards, plies))


def pick(legal: list[Move], parts: Sequence[PartInput]) -> Move:
    """The move the merged search plays."""
    if len(legal) == 1:
        return legal[0]
    return legal[ai.most_searched(merge(parts, len(legal)))]


def search_part(state: State[Any], level: str, seed: int, worker: int, iterations: int | None = None) -> Part:
    """Worker ``worker``'s part for the move of ``state.current`` (no time limit)."""
    search = ai.Search(state, level, worker_seed(seed, worker), iterations)
    search.run()
    return part_of(search, worker)


def choose(state: State[Any], level: str, seed: int, workers: int, iterations: int | None = None) -> Move:
    """The move ``workers`` workers would play, searched one after the other here
    (tests, the strength bench): the same as in the browser with as many workers."""
    seat = state.current
    assert seat is not None
    job = state.game.load(job_state(state, seed)) if workers > 1 else state
    parts: list[PartInput] = [
        search_part(state if k == 0 else job, level, seed, k, iterations) for k in range(workers)
    ]
    return pick(state.moves(), parts)


def job_state(state: State[Any], seed: int) -> dict[str, Any]:
    """The position for the other workers: re-dealt from the deciding seat's view."""
    assert state.current is not None
    return state.determinize(state.current, Rng(worker_seed(seed, MASK64))).dump()
