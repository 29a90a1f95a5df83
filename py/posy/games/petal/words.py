"""Petal in words: why a move is illegal, a move as the log tells it, the status
line and the end's reason. Functions of a ``PetalPosition``; each serves as the game
state's method of the same name.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core import Move, plural
from .board import (
    CELLS,
    COLOURS,
    GREEN,
    NEIGHBOURS,
    PINK,
    TREE,
    Tile,
    colour_of,
    flower_points,
    is_square,
    number_of,
    square_name,
)

if TYPE_CHECKING:
    from .state import PetalPosition


def tiles_words(tiles: tuple[Tile, ...]) -> str:
    parts = []
    for k in (PINK, GREEN):
        numbers = sorted(number_of(t) for t in tiles if colour_of(t) == k)
        if numbers:
            parts.append(f"{COLOURS[k]} {', '.join(str(n) for n in numbers)}")
    return "; ".join(parts)


def why_illegal(state: PetalPosition, move: Move) -> str:
    kind = move.get("type")
    cells = state.cells
    if kind == "flip":
        if set(move) != {"type", "from", "to"}:
            return "A flip names only the square it starts from and the square it lands on."
        src, dst = move["from"], move["to"]
        if not is_square(src) or not is_square(dst):
            return "That square is not on the board."
        if src == TREE:
            return "The tree never moves."
        if not cells[src]:
            return "There is nothing on that square to flip."
        what = "petal" if len(cells[src]) == 1 else "flower"
        if dst == src:
            return f"Flip the {what} onto another square."
        if dst not in NEIGHBOURS[src] and dst != TREE:
            return f"A {what} can only be flipped onto a square right next to it: up, down, left or right."
        if dst == TREE:
            return f"You can't flip a {what} onto the tree tile."
        if not cells[dst]:
            return f"You can't flip a {what} into an empty space."
        if what == "petal":
            return "You can't flip a petal onto a flower."
        return "You can't flip a flower onto another flower."
    if kind == "pick":
        if set(move) != {"type", "cell"}:
            return "A pick names only the square of the flower."
        square = move["cell"]
        if not is_square(square):
            return "That square is not on the board."
        if square == TREE:
            return "The tree can't be picked."
        if not cells[square]:
            return "There is no flower on that square to pick."
        return "A single petal can't be picked: only flowers (two or more tiles) can."
    return "That is not a Petal move: flip a petal or a flower, or pick a flower."


def petal_words(state: PetalPosition, square: int) -> str:
    t = state.cells[square][0]
    if state.open:
        return f"{COLOURS[colour_of(t)]} {number_of(t)}"
    return f"the {COLOURS[colour_of(t)]} petal"


def describe(state: PetalPosition, move: Move, names: list[str] | None = None) -> str:
    name = state.game.player_name(state.turn, names)
    if move["type"] == "flip":
        src, dst = move["from"], move["to"]
        size = len(state.cells[src])
        target = f"{petal_words(state, dst)} on {square_name(dst)}"
        if size == 1:
            return (
                f"{name} flips {petal_words(state, src)} from {square_name(src)} onto {target}, "
                "making a flower."
            )
        return (
            f"{name} flips the {size}-tile flower from {square_name(src)} onto {target}; "
            f"it grows to {size + 1} tiles."
        )
    square = move["cell"]
    flower = state.cells[square]
    assert state.turn is not None
    points = flower_points(flower, state.turn)
    return (
        f"{name} picks the flower on {square_name(square)} ({tiles_words(flower)}) "
        f"and scores {plural(points, 'point')}."
    )


def status_note(state: PetalPosition, names: list[str] | None = None) -> str | None:
    """No turn is ever skipped in Petal (both players always have the same moves);
    once nothing can be flipped, only picking is left."""
    if state.turn is None:
        return None
    sizes = tuple(map(len, state.cells))
    if any(sizes[t] == 1 for s in range(CELLS) if sizes[s] for t in NEIGHBOURS[s]):
        return None
    return "Nothing can be flipped any more (no petal lies next to a petal or a flower): only flowers can be picked."


def end_reason(state: PetalPosition, names: list[str] | None = None) -> str:
    text = "There are no petals next to each other and no flowers left unscored: the game ends."
    flowers, bonus = state.flowers, state.bonus
    for p in range(2):
        if bonus[p]:
            fewer = flowers[1 - p] - flowers[p]
            text += (
                f" {state.game.player_name(p, names)} kept {plural(fewer, 'flower')} fewer "
                f"and scores {bonus[p]} bonus points."
            )
    scores = state.scores
    if scores[0] == scores[1]:
        if flowers[0] == flowers[1]:
            text += " Scores and flowers are equal: a draw."
        else:
            fewer_p = 0 if flowers[0] < flowers[1] else 1
            text += f" Scores are tied: {state.game.player_name(fewer_p, names)} wins with fewer flowers."
    return text
