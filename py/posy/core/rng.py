"""All of a game's randomness, from one seed: a generator whose whole state is one integer."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TypeVar

T = TypeVar("T")

MASK64 = (1 << 64) - 1


class Rng:
    """SplitMix64: tiny, fast, and identical on every Python.

    ``random.Random`` would do, but its state is a 625-word tuple; ours is one
    int, which keeps states cheap to copy and trivial to dump.
    """

    __slots__ = ("state",)

    def __init__(self, state: int) -> None:
        self.state = state & MASK64

    def next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)`` (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def shuffle(self, items: list[T]) -> None:
        """Fisher-Yates shuffle in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def shuffled(self, items: Iterable[T]) -> list[T]:
        out = list(items)
        self.shuffle(out)
        return out

    def shuffled_top(self, items: Iterable[T], count: int) -> list[T]:
        """``items`` with ``count`` of them drawn uniformly at random, in random order,
        on top; the others follow rotated by a random amount. For a search that draws
        only the top few cards of a sampled deck: ``count`` draws instead of one per
        card (the rest of the order is random, though not uniformly so)."""
        out = list(items)
        n = len(out)
        if count >= n - 1:
            self.shuffle(out)
            return out
        for i in range(count):
            j = i + self.below(n - i)
            out[i], out[j] = out[j], out[i]
        turn = count + self.below(n - count)
        return out[:count] + out[turn:] + out[count:turn]

    def choice(self, items: Iterable[T]) -> T:
        seq = list(items)
        return seq[self.below(len(seq))]
