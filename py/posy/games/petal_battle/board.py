"""The Petal Battle daisy and its pieces: ten petals in a ring, the runs of five
that win, and a piece as one number (owner and size).
"""

from __future__ import annotations

from itertools import permutations
from typing import Any

from posy.core.i18n import _

PETALS = 10
ACROSS = PETALS // 2
RUN = 5
MAX_SEQUENCINGS = 20
SIZE_NAMES = ("", "Small", "Medium", "Large")
SIZE_WORDS = ("", "small", "medium", "large")
PERMS = tuple(permutations((1, 2, 3)))
START_SUPPLY = (3, 3, 2)  # Small, Medium, Large left after one Large goes on the board
PIECES_PER_SIZE = 3
RED, BLUE = 0, 1
START_PETALS = (0, ACROSS)

LEFT = tuple((i - 1) % PETALS for i in range(PETALS))
RIGHT = tuple((i + 1) % PETALS for i in range(PETALS))
OPPOSITE = tuple((i + ACROSS) % PETALS for i in range(PETALS))
TARGETS = tuple((LEFT[i], RIGHT[i], OPPOSITE[i]) for i in range(PETALS))
RUNS = tuple(tuple((i + k) % PETALS for k in range(RUN)) for i in range(PETALS))
RUN_MASKS = tuple(sum(1 << s for s in run) for run in RUNS)

PHASES = ("sequence", "play", "over")
END_EARLY = "end_turn_early"  # the lobby option: the wiki's "may spend" reading


def piece(owner: int, size: int) -> int:
    """A board cell value: 0 is empty, else 1-3 Red sizes, 4-6 Blue sizes."""
    return owner * 3 + size


def owner_of(cell: int) -> int:
    return (cell - 1) // 3


def size_of(cell: int) -> int:
    return (cell - 1) % 3 + 1


def petal_name(i: int) -> str:
    """Petal ``i`` (from 0) as the coach's sentences name it: "petal 3", in the language in use."""
    # Translators: one of the daisy's ten petals, numbered 1 to 10 round the ring
    return _("petal {n}").format(n=i + 1)


def json_copy(x: Any) -> Any:
    """A deep copy of a small JSON-like value (views never share the state's dicts)."""
    if isinstance(x, dict):
        return {k: json_copy(v) for k, v in x.items()}
    if isinstance(x, list):
        return [json_copy(v) for v in x]
    return x
