"""What the computer player (posy.ai) needs of a Petal Battle position: the
judgement where a simulation stops, and the secret first stack of a Sequencing
(hidden from the other seat's tree, resampled when it is not the viewer's):
``PetalBattleSearch``, one of ``PetalBattleState``'s bases.
"""

from __future__ import annotations

import math
from typing import Self

from ...core import Rng, replace_at
from .board import PERMS, RUN, RUNS
from .contract import PetalBattleMove
from .rules import PetalBattleRules


def swarm_strength(board: tuple[int, ...], player: int) -> float:
    """A player's best run of five petals (own pieces less 0.6 per opposing piece),
    plus 0.08 per pip of their pyramids on the daisy."""
    lo, hi = player * 3 + 1, player * 3 + 3
    best = -RUN * 1.0
    for run in RUNS:
        own = theirs = 0
        for i in run:
            cell = board[i]
            if lo <= cell <= hi:
                own += 1
            elif cell:
                theirs += 1
        best = max(best, own - 0.6 * theirs)
    pips = sum(cell - lo + 1 for cell in board if lo <= cell <= hi)
    return best + 0.08 * pips


class PetalBattleSearch(PetalBattleRules):
    """The computer player's hooks that need more than a few lines (posy.ai)."""

    __slots__ = ()

    def heuristic(self) -> list[float] | None:
        """How close each swarm is to five in a row: its best run of five petals (own
        pieces, less 0.6 for each opposing piece in it) plus a little for its pyramids'
        pips. Random games last ~150 actions and rarely end well; judging after 10
        actions made the computer both stronger (28 of 30 games against full random
        simulations at equal iterations) and 8 times faster per search."""
        if self.phase == "over":
            return None
        lead = swarm_strength(self.board, 0) - swarm_strength(self.board, 1)
        red = 1.0 / (1.0 + math.exp(-lead / 1.2))
        return [red, 1.0 - red]

    def observed_move(self, move: PetalBattleMove, viewer: int) -> PetalBattleMove:
        """The first stack of a Sequencing is set face down: the other player learns
        only that it was set (the second stack reveals both at once)."""
        p = self.turn
        if move["type"] == "sequence" and viewer != p and p is not None and self.stacks[1 - p] is None:
            return {"type": "sequence"}
        return move

    def secret_pending(self) -> bool:
        """One stack is set face down and the other is still to be set."""
        return self.phase == "sequence" and (self.stacks[0] is None) != (self.stacks[1] is None)

    def determinize(self, viewer: int | None, rng: Rng) -> Self:
        if self.phase != "sequence":
            return self
        stacks, chosen = self.stacks, self.chosen
        for p in range(2):
            if stacks[p] is not None and p != viewer:
                order = PERMS[rng.below(len(PERMS))]
                stacks = replace_at(stacks, p, order)
                chosen = replace_at(chosen, p, order)
        return self.evolve(stacks=stacks, chosen=chosen)
