"""The Petal board and tiles: the 7x7 checkerboard with the tree at its centre,
a tile as one number (colour and number), a flower's points and the end bonus.
"""

from __future__ import annotations

from typing import Any, Literal

from .contract import PetalColour

ROWS = COLS = 7
CELLS = ROWS * COLS
TREE = CELLS // 2  # the centre square, 24
PINK, GREEN = 0, 1
COLOURS: tuple[PetalColour, PetalColour] = ("pink", "green")
SEATS: tuple[Literal["Pink"], Literal["Green"]] = ("Pink", "Green")
NUMBERS = tuple(range(1, 9))
COPIES = 3
BONUS_PER_FLOWER = 3
OPEN = "open_flowers"

Tile = int
"""A tile is ``colour * 8 + number - 1``: 0-7 pink 1-8, 8-15 green 1-8."""


def tile(colour: int, number: int) -> Tile:
    return colour * 8 + number - 1


def colour_of(t: Tile) -> int:
    return t >> 3


def number_of(t: Tile) -> int:
    return (t & 7) + 1


def square_name(square: int) -> str:
    return f"{'ABCDEFG'[square % COLS]}{square // COLS + 1}"


def square_colour(square: int, first: int) -> int:
    """The colour dealt onto ``square`` when ``first`` starts (checkerboard)."""
    row, col = divmod(square, COLS)
    return first if (row + col) % 2 == 0 else 1 - first


def flower_totals(tiles: tuple[Tile, ...]) -> tuple[int, int]:
    """(pink total, green total) of the tiles."""
    totals = [0, 0]
    for t in tiles:
        totals[t >> 3] += (t & 7) + 1
    return totals[0], totals[1]


def flower_points(tiles: tuple[Tile, ...], player: int) -> int:
    """What ``player`` scores by picking a flower: own total minus the opponent's, at least 0."""
    totals = flower_totals(tiles)
    return max(0, totals[player] - totals[1 - player])


def flower_bonus(flowers: list[int]) -> list[int]:
    """End bonus per player: 3 points for each flower fewer than the opponent."""
    return [BONUS_PER_FLOWER * max(0, flowers[1 - p] - flowers[p]) for p in range(2)]


def _neighbours(square: int) -> tuple[int, ...]:
    row, col = divmod(square, COLS)
    out = []
    for dr, dc in ((-1, 0), (0, -1), (0, 1), (1, 0)):
        r, c = row + dr, col + dc
        if 0 <= r < ROWS and 0 <= c < COLS and r * COLS + c != TREE:
            out.append(r * COLS + c)
    return tuple(sorted(out))


NEIGHBOURS = tuple(_neighbours(s) for s in range(CELLS))
"""Orthogonal neighbours of each square, the tree left out (nothing lands on it)."""

FULL_SET = sorted(tile(k, n) for k in (PINK, GREEN) for n in NUMBERS for _ in range(COPIES))


def has_move(cells: tuple[tuple[Tile, ...], ...]) -> bool:
    for square in range(CELLS):
        size = len(cells[square])
        if size > 1:
            return True  # a flower can always be picked
        if size == 1:
            for other in NEIGHBOURS[square]:
                if len(cells[other]) == 1:
                    return True
    return False


def is_square(value: Any) -> bool:
    return type(value) is int and 0 <= value < CELLS
