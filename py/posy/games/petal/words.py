"""Petal in words: why a move is illegal, a move as the log tells it, the status
line and the end's reason: ``PetalWords``, the rules' class with its sentences
(one of ``PetalState``'s bases).
"""

from __future__ import annotations

from ...core import MoveInput, plural
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
from .contract import PetalMove
from .rules import PetalRules


def tiles_words(tiles: tuple[Tile, ...]) -> str:
    parts = []
    for k in (PINK, GREEN):
        numbers = sorted(number_of(t) for t in tiles if colour_of(t) == k)
        if numbers:
            parts.append(f"{COLOURS[k]} {', '.join(str(n) for n in numbers)}")
    return "; ".join(parts)


class PetalWords(PetalRules):
    """What a player reads of a position: refusals, the log's lines and notes, the status line."""

    __slots__ = ()

    def why_illegal(self, move: MoveInput) -> str:
        kind = move.get("type")
        cells = self.cells
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
                return (
                    f"A {what} can only be flipped onto a square right next to it: up, down, left or right."
                )
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

    def petal_words(self, square: int) -> str:
        t = self.cells[square][0]
        if self.open:
            return f"{COLOURS[colour_of(t)]} {number_of(t)}"
        return f"the {COLOURS[colour_of(t)]} petal"

    def describe(self, move: PetalMove, names: list[str] | None = None) -> str:
        name = self.game.player_name(self.turn, names)
        if move["type"] == "flip":
            src, dst = move["from"], move["to"]
            size = len(self.cells[src])
            target = f"{self.petal_words(dst)} on {square_name(dst)}"
            if size == 1:
                return (
                    f"{name} flips {self.petal_words(src)} from {square_name(src)} onto {target}, "
                    "making a flower."
                )
            return (
                f"{name} flips the {size}-tile flower from {square_name(src)} onto {target}; "
                f"it grows to {size + 1} tiles."
            )
        square = move["cell"]
        flower = self.cells[square]
        assert self.turn is not None
        points = flower_points(flower, self.turn)
        return (
            f"{name} picks the flower on {square_name(square)} ({tiles_words(flower)}) "
            f"and scores {plural(points, 'point')}."
        )

    def status_note(self, names: list[str] | None = None) -> str | None:
        """No turn is ever skipped in Petal (both players always have the same moves);
        once nothing can be flipped, only picking is left."""
        if self.turn is None:
            return None
        sizes = tuple(map(len, self.cells))
        if any(sizes[t] == 1 for s in range(CELLS) if sizes[s] for t in NEIGHBOURS[s]):
            return None
        return "Nothing can be flipped any more (no petal lies next to a petal or a flower): only flowers can be picked."

    def end_reason(self, names: list[str] | None = None) -> str:
        text = "There are no petals next to each other and no flowers left unscored: the game ends."
        flowers, bonus = self.flowers, self.bonus
        for p in range(2):
            if bonus[p]:
                fewer = flowers[1 - p] - flowers[p]
                text += (
                    f" {self.game.player_name(p, names)} kept {plural(fewer, 'flower')} fewer "
                    f"and scores {bonus[p]} bonus points."
                )
        scores = self.scores
        if scores[0] == scores[1]:
            if flowers[0] == flowers[1]:
                text += " Scores and flowers are equal: a draw."
            else:
                fewer_p = 0 if flowers[0] < flowers[1] else 1
                text += f" Scores are tied: {self.game.player_name(fewer_p, names)} wins with fewer flowers."
        return text
