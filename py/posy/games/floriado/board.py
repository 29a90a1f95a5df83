"""The Floriado grid: 5 rows of 8 squares, the four facings of the man, the rays
he can walk along, and the points for a colour picked again and again.
"""

from __future__ import annotations

from .contract import FloriadoColour, FloriadoFacing

ROWS, COLS = 5, 8
SQUARES = ROWS * COLS
COLOURS: tuple[FloriadoColour, ...] = ("yellow", "orange", "red", "pink", "blue")
MAX_COUNT = 8
NOT_PICKED = MAX_COUNT + 1  # "last count" before a colour's first picking
FACINGS: tuple[FloriadoFacing, ...] = ("N", "E", "S", "W")
STEPS = ((-1, 0), (0, 1), (1, 0), (0, -1))
SCORE_TABLE = (0, 1, 3, 6, 10, 15, 21, 28, 36)
GRAY, WHITE = 0, 1


def square_name(square: int) -> str:
    return f"{'ABCDEFGH'[square % COLS]}{square // COLS + 1}"


def colour_score(pickings: int) -> int:
    """Points for picking one colour ``pickings`` times (the rulebook's table)."""
    return SCORE_TABLE[pickings]


def _ray(square: int, facing: int) -> list[int]:
    """The squares in a straight line from ``square`` (exclusive) to the edge."""
    row, col = divmod(square, COLS)
    dr, dc = STEPS[facing]
    out = []
    row, col = row + dr, col + dc
    while 0 <= row < ROWS and 0 <= col < COLS:
        out.append(row * COLS + col)
        row, col = row + dr, col + dc
    return out


RAYS = tuple(tuple(tuple(_ray(s, f)) for f in range(4)) for s in range(SQUARES))
TURNS = tuple(((f + 3) % 4, f, (f + 1) % 4) for f in range(4))  # left, straight, right
