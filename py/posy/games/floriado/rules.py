"""The Floriado position and its rules: walking the man and picking a flower, a
player finished when no flower is left to pick, and the scores; and the computer
player's hook.

``FloriadoRules`` holds a position's data; ``words.py`` and ``records.py`` subclass
it, and ``state.py`` joins them into the game's state, ``FloriadoState``.
"""

from __future__ import annotations

from typing import Literal, Self

from ...core import Rng, State, ranked_winners, replace_at
from .board import COLS, FACINGS, RAYS, SQUARES, TURNS, colour_score
from .contract import FloriadoMove

DeadEnd = Literal["no-move", "no-pick"]


class FloriadoRules(State[FloriadoMove]):
    """A Floriado position's data (slots, never changed once returned) and the rules
    that read it; the other concerns subclass it (see ``state.py``)."""

    __slots__ = ("colours", "flowers", "men", "last", "picks", "done", "turn", "seed")

    def __init__(
        self,
        colours: tuple[int, ...],
        flowers: tuple[int, ...],
        men: tuple[tuple[int, int] | None, ...],
        last: tuple[tuple[int, ...], ...],
        picks: tuple[tuple[int, ...], ...],
        done: tuple[bool, ...],
        turn: int | None,
        seed: int,
    ) -> None:
        self.colours = colours  # colour index of each square (fixed)
        self.flowers = flowers  # flowers left on each square; 0 once picked
        self.men = men  # per player: (square, facing) or None before placement
        self.last = last  # per player, per colour: last count picked (9 = none yet)
        self.picks = picks  # per player, per colour: how many times picked
        self.done = done  # per player: finished (see Rule notes)
        self.turn = turn
        self.seed = seed

    # -- rules ---------------------------------------------------------------
    @property
    def current(self) -> int | None:
        return self.turn

    def can_pick(self, player: int, square: int) -> bool:
        count = self.flowers[square]
        return 0 < count < self.last[player][self.colours[square]]

    def targets(self, player: int) -> list[int]:
        """Squares the player's man may move to (after placement)."""
        man = self.men[player]
        assert man is not None
        square, facing = man
        out: list[int] = []
        for direction in TURNS[facing]:
            out.extend(s for s in RAYS[square][direction] if self.flowers[s])
        return out

    def moves(self) -> list[FloriadoMove]:
        player = self.turn
        if player is None:
            return []
        if self.men[player] is None:
            return [
                {"type": "place", "row": s // COLS, "col": s % COLS, "facing": FACINGS[f]}
                for s in range(SQUARES)
                if self.flowers[s]
                for f in range(4)
            ]
        return [{"type": "move", "row": s // COLS, "col": s % COLS} for s in self.targets(player)]

    def apply(self, move: FloriadoMove) -> Self:
        player = self.turn
        assert player is not None
        square = move["row"] * COLS + move["col"]
        if move["type"] == "place":
            facing = FACINGS.index(move["facing"])
        else:
            man = self.men[player]
            assert man is not None
            facing = self._direction_to(man[0], square)
        men = replace_at(self.men, player, (square, facing))
        flowers, last, picks = self.flowers, self.last, self.picks
        if self.can_pick(player, square):
            colour = self.colours[square]
            flowers = replace_at(flowers, square, 0)
            last = replace_at(last, player, replace_at(last[player], colour, self.flowers[square]))
            picks = replace_at(picks, player, replace_at(picks[player], colour, picks[player][colour] + 1))
        nxt = type(self)(self.colours, flowers, men, last, picks, self.done, None, self.seed)
        # Finished is for good (see Rule notes), so only unfinished players are searched:
        # the mover (who stands elsewhere now), and the other only if a pick changed the board.
        other = 1 - player
        done = list(self.done)
        if not done[player]:
            done[player] = nxt._finished(player)
        if not done[other] and flowers is not self.flowers:
            done[other] = nxt._finished(other)
        nxt.done = (done[0], done[1])
        if not nxt.done[other]:
            nxt.turn = other
        elif not nxt.done[player]:
            nxt.turn = player
        return nxt

    def dead_end(self, move: FloriadoMove) -> DeadEnd | None:
        """Whether a legal move of the player to decide ends their game: ``"no-move"`` when
        they would have no legal move at all (no square with flowers left, ahead or right of
        where they land), ``"no-pick"`` when they could still walk but no square they could
        pick is within reach; None otherwise. Either way they are finished, and their turns
        are skipped: the rulebook's "if one player cannot make a move, his opponent
        continues to make moves until he can't make any move either". The opponent's moves
        can only take flowers away, so this holds whatever the opponent does meanwhile."""
        player = self.turn
        assert player is not None
        after = self.apply(move)
        if not after.done[player]:
            return None
        return "no-pick" if after.targets(player) else "no-move"

    def finished_why(self, player: int) -> DeadEnd | None:
        """Why a finished player is finished (None while they play on): no legal move, or
        nothing they could pick within reach."""
        if not self.done[player]:
            return None
        man = self.men[player]
        return "no-move" if man is not None and not self.targets(player) else "no-pick"

    @staticmethod
    def _direction_to(origin: int, target: int) -> int:
        for facing in range(4):
            if target in RAYS[origin][facing]:
                return facing
        raise AssertionError("target not in a straight line")

    def _finished(self, player: int) -> bool:
        """No square the player could pick is reachable by their own moves: a
        breadth-first search over (square, facing) on the current board. (Hot: the
        computer player runs it after every simulated move, hence the plain loops.)"""
        man = self.men[player]
        if man is None:
            return False  # still to place: any square with flowers can be picked
        flowers, colours, limit = self.flowers, self.colours, self.last[player]
        if not any(0 < flowers[s] < limit[colours[s]] for s in range(SQUARES)):
            return True
        seen = bytearray(SQUARES * 4)
        seen[man[0] * 4 + man[1]] = 1
        frontier = [man]
        while frontier:
            nxt = []
            for square, facing in frontier:
                rays = RAYS[square]
                for direction in TURNS[facing]:
                    for target in rays[direction]:
                        count = flowers[target]
                        if not count:
                            continue
                        if count < limit[colours[target]]:
                            return False
                        node = target * 4 + direction
                        if not seen[node]:
                            seen[node] = 1
                            nxt.append((target, direction))
            frontier = nxt
        return True

    @property
    def scores(self) -> list[int]:
        return [sum(colour_score(n) for n in self.picks[p]) for p in range(2)]

    @property
    def winners(self) -> list[int]:
        return ranked_winners(self.scores) if self.turn is None else []

    # -- the computer player's hooks (posy.ai) ---------------------------------
    search_scale = 0.8  # ~1,150 iterations a second in Chromium here: see posy.ai.LEVELS

    def rollout_move(self, rng: Rng) -> FloriadoMove:
        """Simulated games pick whenever a move picks (any such move, at random), else
        move at random: random walkers rarely pick in falling order, so their games
        say little. Measured: 72.5% of 20 games won against random simulations at
        equal thinking time (0.15 s a move)."""
        legal = self.moves()
        player = self.turn
        assert player is not None
        picks = [m for m in legal if self.can_pick(player, m["row"] * COLS + m["col"])]
        pool = picks or legal
        return pool[rng.below(len(pool))]
