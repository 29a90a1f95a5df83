"""The Petal position and its rules: flipping a petal or a flower onto a square
next to it, picking a flower, the end when no move is left, and the scores.

``PetalRules`` holds a position's data; ``words.py`` and ``records.py`` subclass it,
and ``state.py`` joins them into the game's state, ``PetalState``.
"""

from __future__ import annotations

from typing import Any, Self

from ...core import Rng, State, ranked_winners, replace_at
from .board import CELLS, NEIGHBOURS, Tile, flower_bonus, flower_points, has_move
from .contract import PetalMove


class PetalRules(State[PetalMove]):
    """A Petal position's data (slots, never changed once returned) and the rules
    that read it; the other concerns subclass it (see ``state.py``)."""

    __slots__ = ("cells", "kept", "points", "turn", "first", "open", "seed", "last")

    def __init__(
        self,
        cells: tuple[tuple[Tile, ...], ...],
        kept: tuple[tuple[tuple[Tile, ...], ...], ...],
        turn: int | None,
        first: int,
        open_flowers: bool,
        seed: int,
        last: tuple[Any, ...] | None,
        points: tuple[int, ...] | None = None,
    ) -> None:
        self.cells = cells  # per square, its tiles bottom to top; () empty (and the tree)
        self.kept = kept  # per player, picked flowers in order picked
        self.turn = turn
        self.first = first  # seat the tree chose
        self.open = open_flowers  # lobby option: flowers' tiles shown
        self.seed = seed
        self.last = last  # None, ("flip", player, from, to) or ("pick", player, cell)
        if points is None:
            points = tuple(sum(flower_points(f, p) for f in kept[p]) for p in range(2))
        self.points = points  # per player, from picked flowers

    # -- rules ---------------------------------------------------------------
    @property
    def current(self) -> int | None:
        return self.turn

    def moves(self) -> list[PetalMove]:
        if self.turn is None:
            return []
        # Sizes once, via map: calls into builtins are what Pyodide makes most expensive.
        sizes = tuple(map(len, self.cells))
        flips: list[PetalMove] = [
            {"type": "flip", "from": square, "to": target}
            for square in range(CELLS)
            if sizes[square]
            for target in NEIGHBOURS[square]
            if sizes[target] == 1
        ]
        return flips + [{"type": "pick", "cell": square} for square in range(CELLS) if sizes[square] > 1]

    # -- the computer player's hooks (posy.ai) ---------------------------------
    search_scale = 0.4  # ~580 iterations a second in Chromium here: see posy.ai.LEVELS

    def rollout_move(self, rng: Rng) -> PetalMove:
        """A uniformly random legal move, as the default, without building every move's
        dict first (the computer player's simulations spent 60% of their time there)."""
        sizes = tuple(map(len, self.cells))
        options = [
            (square, target)
            for square in range(CELLS)
            if sizes[square]
            for target in NEIGHBOURS[square]
            if sizes[target] == 1
        ]
        options.extend((square, -1) for square in range(CELLS) if sizes[square] > 1)
        square, target = options[rng.below(len(options))]
        if target < 0:
            return {"type": "pick", "cell": square}
        return {"type": "flip", "from": square, "to": target}

    def apply(self, move: PetalMove) -> Self:
        player = self.turn
        assert player is not None
        cells = list(self.cells)
        kept, points = self.kept, self.points
        if move["type"] == "flip":
            src, dst = move["from"], move["to"]
            cells[dst] = cells[dst] + cells[src][::-1]
            cells[src] = ()
            last: tuple[Any, ...] = ("flip", player, src, dst)
        else:
            square = move["cell"]
            flower = cells[square]
            cells[square] = ()
            kept = replace_at(kept, player, (*kept[player], flower))
            points = replace_at(points, player, points[player] + flower_points(flower, player))
            last = ("pick", player, square)
        board = tuple(cells)
        turn = 1 - player if has_move(board) else None
        return type(self)(board, kept, turn, self.first, self.open, self.seed, last, points)

    @property
    def flowers(self) -> list[int]:
        """Flowers kept by each player."""
        return [len(self.kept[0]), len(self.kept[1])]

    @property
    def bonus(self) -> list[int]:
        """End bonus per player; 0 until the game is over."""
        if self.turn is not None:
            return [0, 0]
        return flower_bonus(self.flowers)

    @property
    def scores(self) -> list[int]:
        bonus = self.bonus
        return [self.points[p] + bonus[p] for p in range(2)]

    @property
    def winners(self) -> list[int]:
        if self.turn is not None:
            return []
        return ranked_winners(self.scores, [-n for n in self.flowers])

    def determinize(self, viewer: int | None, rng: Rng) -> Self:
        """Nothing to sample: every tile in a flower was seen face up before it was
        flipped, so what a seat knows (the view and the game's history) fixes every
        flower's tiles, in memory play too (see Rule notes)."""
        return self
