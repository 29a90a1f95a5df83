"""Small pieces the games' rules and words share: a judgement by the scores for the
computer player, immutable tuples, the winners by score, and the checks
of a request's numbers."""

from __future__ import annotations

import math
from typing import Any, TypeGuard, TypeVar

T = TypeVar("T")


def lead_rewards(scores: list[int] | tuple[int, ...], spread: float) -> list[float]:
    """Rewards in [0, 1] for an unfinished game judged by its scores: a logistic curve
    of each player's lead over the best other player, ``spread`` points giving about
    73% (a heuristic for the computer player). With 3 or 4 players, half of it is the
    mean of that curve over each other player (as posy.ai.rewards counts the players
    finished ahead of)."""
    out = []
    for p, mine in enumerate(scores):
        lead = mine - max(s for q, s in enumerate(scores) if q != p)
        value = 1.0 / (1.0 + math.exp(-lead / spread))
        if len(scores) > 2:
            others = [1.0 / (1.0 + math.exp((s - mine) / spread)) for q, s in enumerate(scores) if q != p]
            value = 0.5 * value + 0.5 * sum(others) / len(others)
        out.append(value)
    return out


def replace_at(items: tuple[T, ...], index: int, value: T) -> tuple[T, ...]:
    """A copy of the tuple with one item replaced: states stay immutable and cheap."""
    return items[:index] + (value,) + items[index + 1 :]


def ranked_winners(scores: list[int], tiebreak: list[int] | None = None) -> list[int]:
    """Indexes of the players with the best (score, tiebreak); all of them on a draw."""
    keys = [(s, tiebreak[i] if tiebreak else 0) for i, s in enumerate(scores)]
    best = max(keys)
    return [i for i, k in enumerate(keys) if k == best]


def is_int(value: Any) -> TypeGuard[int]:
    """A whole number as JSON gives it (``true`` is not 1 here): checks a move or a
    saved position before it is used as a number."""
    return isinstance(value, int) and not isinstance(value, bool)


def is_index(value: Any, size: int) -> TypeGuard[int]:
    """A whole number from 0 to ``size`` - 1: an index a move or a save may name."""
    return is_int(value) and 0 <= value < size
