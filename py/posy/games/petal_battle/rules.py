"""The Petal Battle position and its rules: Sequencing, the three rounds of actions,
passes, and the ends (five in a row, a swarm wiped out, the limit).

The actions a player may take are ``legal.py``'s, what each does to the board and the
supplies ``effects.py``'s. ``PetalBattleRules`` holds a
position's data; ``words.py`` (by way of ``refusals.py``), ``records.py`` and
``search.py`` (the computer's long hooks) subclass it, and ``state.py`` joins them into
the game's state, ``PetalBattleState``.
"""

from __future__ import annotations

from typing import Any, Self

from ...core import State, replace_at
from . import legal
from .board import BLUE, MAX_SEQUENCINGS, PERMS, RED, RUN_MASKS, RUNS
from .contract import PetalBattleBumpEffect, PetalBattleMove, PetalBattlePhase, PetalBattleReason
from .effects import act


class PetalBattleRules(State[PetalBattleMove]):
    """A PetalBattle position's data (slots, never changed once returned) and the rules
    that read it; the other concerns subclass it (see ``state.py``)."""

    __slots__ = (
        "board",
        "supply",
        "stacks",
        "chosen",
        "phase",
        "turn",
        "first",
        "tiebreak",
        "left",
        "used",
        "seqno",
        "last",
        "winners_",
        "reason",
        "line",
        "early",
        "seed",
    )

    def __init__(
        self,
        board: tuple[int, ...],
        supply: tuple[tuple[int, ...], ...],
        stacks: tuple[tuple[int, ...] | None, ...],
        chosen: tuple[tuple[int, ...] | None, ...],
        phase: PetalBattlePhase,
        turn: int | None,
        first: int | None,
        tiebreak: int,
        left: int,
        used: int,
        seqno: int,
        last: dict[str, Any] | None,
        winners_: tuple[int, ...],
        reason: PetalBattleReason | None,
        line: tuple[int, ...] | None,
        early: bool,
        seed: int,
    ) -> None:
        self.board = board  # 10 cells: 0 empty, else piece(owner, size)
        self.supply = supply  # per player: (smalls, mediums, larges) off the board
        self.stacks = stacks  # per player: remaining stack pips, top first; None = not set yet
        self.chosen = chosen  # per player: the full stack set this Sequencing (None = not set)
        self.phase = phase  # "sequence", "play" or "over"
        self.turn = turn  # player to decide, None when over
        self.first = first  # first player of these three rounds (None before the first reveal)
        self.tiebreak = tiebreak  # who sequences first this Sequencing and wins identical ties
        self.left = left  # actions left this turn
        self.used = used  # actions taken this turn
        self.seqno = seqno  # 1-based number of the current Sequencing
        self.last = last  # the previous move's effects (contract.py: PetalBattleLast), never mutated
        self.winners_ = winners_
        self.reason = reason  # "five", "wipeout", "limit" once over
        self.line = line  # the winning five petals
        self.early = early  # lobby option END_EARLY: ``end`` is offered after one action
        self.seed = seed

    # -- rules ---------------------------------------------------------------
    @property
    def current(self) -> int | None:
        return self.turn

    @property
    def scores(self) -> list[int]:
        if self.phase == "over" and len(self.winners_) == 1:
            return [1 if p in self.winners_ else 0 for p in range(2)]
        return [0, 0]

    @property
    def winners(self) -> list[int]:
        return list(self.winners_)

    def pieces_of(self, player: int) -> list[int]:
        """Petals holding the player's pieces."""
        lo, hi = player * 3 + 1, player * 3 + 3
        return [i for i, c in enumerate(self.board) if lo <= c <= hi]

    def five(self, player: int) -> tuple[int, ...] | None:
        """Five contiguous petals filled by ``player``'s pieces, if any."""
        lo, hi = player * 3 + 1, player * 3 + 3
        mask = 0
        for i, c in enumerate(self.board):
            if lo <= c <= hi:
                mask |= 1 << i
        for run, rmask in zip(RUNS, RUN_MASKS):
            if mask & rmask == rmask:
                return run
        return None

    def bump_outcomes(self, i: int, j: int) -> list[tuple[int | None, PetalBattleBumpEffect, int | None]]:
        """What bumping from petal ``i`` into the occupied petal ``j`` can do: ``(push,
        effect, size_after)`` per choice; [] if the bump is not allowed (legal.py)."""
        return legal.bump_outcomes(self.board, self.supply, i, j)

    def actions(self) -> list[PetalBattleMove]:
        """Every action the player to move may take now, not ``end`` (legal.py)."""
        p = self.turn
        if p is None or self.phase != "play":
            return []
        return legal.actions(self.board, self.supply, p)

    def has_action(self) -> bool:
        """Whether the player to act has any action, without listing them (legal.py)."""
        p = self.turn
        if p is None or self.phase != "play":
            return False
        return legal.has_action(self.board, self.supply, p)

    def moves(self) -> list[PetalBattleMove]:
        if self.turn is None:
            return []
        if self.phase == "sequence":
            return [{"type": "sequence", "order": list(order)} for order in PERMS]
        out = self.actions()  # never empty: a player left without an action has passed
        if self.early and self.used > 0:
            out.append({"type": "end"})
        return out

    def public_decision(self) -> bool:
        """Only Sequencing needs private information (your own secret stack, and
        the other's must stay unseen). Once both stacks are revealed, every
        action of the three rounds is decided from the public view, so
        pass-and-play hands the device over only for Sequencing."""
        return self.phase != "sequence"

    def apply(self, move: PetalBattleMove) -> Self:
        if move["type"] == "sequence":
            return self._sequence(tuple(move["order"]))
        p = self.turn
        assert p is not None
        if move["type"] == "end":
            last: dict[str, Any] = {"type": "end", "player": p, "unused": self.left}
            return self._advance()._settle(last, turn_over=True)
        board = list(self.board)
        supply = [list(x) for x in self.supply]
        last = act(board, supply, p, move)
        nxt = self.evolve(
            board=tuple(board),
            supply=tuple(tuple(x) for x in supply),
            left=self.left - 1,
            used=self.used + 1,
        )
        return nxt._after_action(p, last)

    def _after_action(self, p: int, last: dict[str, Any]) -> Self:
        o = 1 - p
        won: tuple[int, PetalBattleReason, tuple[int, ...] | None] | None = None
        mine = self.five(p)
        if mine is not None:
            won = (p, "five", mine)
        elif not any(o * 3 < c <= o * 3 + 3 for c in self.board):
            won = (p, "wipeout", None)
        else:
            theirs = self.five(o)
            if theirs is not None:
                won = (o, "five", theirs)
        if won is not None:
            last.update(turn_over=True, sequencing_over=True, passes=[])
            return self.evolve(
                phase="over", turn=None, left=0, last=last, winners_=(won[0],), reason=won[1], line=won[2]
            )
        if self.left == 0:
            return self._advance()._settle(last, turn_over=True)
        return self._settle(last, turn_over=False)

    def _settle(self, last: dict[str, Any], turn_over: bool | None) -> Self:
        """The state after a move, with ``last`` as its effects: whoever is to act
        with no legal action left passes the rest of their turn (a whole turn when
        it starts without one), again and again, until someone has an action or
        the Sequencing is over. Each pass lays a stack pyramid aside, so there are
        at most six in a row; the next decision is then an action, a Sequencing
        (always possible) or none (the draw after the last Sequencing).
        ``turn_over`` None (a reveal): ``last`` gets no turn flags."""
        state = self
        passes = []
        while state.phase == "play" and not state.has_action():
            passes.append({"player": state.turn, "unused": state.left, "whole": state.used == 0})
            state = state._advance()
        last["passes"] = passes
        if turn_over is not None:
            last["turn_over"] = turn_over or bool(passes)  # the first pass is the mover's own
            last["sequencing_over"] = state.phase != "play"
        return state.evolve(last=last)

    def _advance(self) -> Self:
        """The player to act is done (actions used, ended early, or passed): their top
        pyramid is laid aside and the next turn follows; after the sixth turn of a
        Sequencing, a new Sequencing, or after the last one the draw."""
        p = self.turn
        assert p is not None and self.first is not None
        stack = self.stacks[p]
        assert stack is not None
        stacks = replace_at(self.stacks, p, stack[1:])
        nxt_player = 1 - p if p == self.first else self.first
        nxt_stack = stacks[nxt_player]
        if nxt_stack:
            return self.evolve(stacks=stacks, turn=nxt_player, left=nxt_stack[0], used=0)
        if self.seqno >= MAX_SEQUENCINGS:
            return self.evolve(
                stacks=stacks,
                phase="over",
                turn=None,
                left=0,
                used=0,
                winners_=(RED, BLUE),
                reason="limit",
            )
        second = 1 - self.first
        return self.evolve(
            stacks=(None, None),
            chosen=(None, None),
            phase="sequence",
            turn=second,
            tiebreak=second,
            left=0,
            used=0,
            seqno=self.seqno + 1,
        )

    def _sequence(self, order: tuple[int, ...]) -> Self:
        p = self.turn
        assert p is not None
        stacks = replace_at(self.stacks, p, order)
        chosen = replace_at(self.chosen, p, order)
        o = 1 - p
        if stacks[o] is None:
            return self.evolve(stacks=stacks, chosen=chosen, turn=o, last={"type": "sequence", "player": p})
        a, b = stacks[RED], stacks[BLUE]
        assert a is not None and b is not None
        if a[0] != b[0]:
            first, why = (RED if a[0] < b[0] else BLUE), "top"
        elif a[1] != b[1]:
            first, why = (RED if a[1] < b[1] else BLUE), "middle"
        else:
            first, why = self.tiebreak, "tie"
        last = {"type": "reveal", "player": p, "stacks": [list(a), list(b)], "first": first, "why": why}
        revealed = self.evolve(
            stacks=stacks,
            chosen=chosen,
            phase="play",
            turn=first,
            first=first,
            left=(a, b)[first][0],
            used=0,
        )
        return revealed._settle(last, turn_over=None)

    def undo_barrier(self) -> bool:
        """Both stacks were just turned over: taking the second stack back would let
        its owner re-order it knowing the other one."""
        return self.last is not None and self.last.get("type") == "reveal"

    # -- the computer player's hooks (posy.ai; the long ones are search.py's) -----
    rollout_plies = 10  # then judge the position (see heuristic)
    search_scale = 0.65  # ~900 iterations a second in Chromium here: see posy.ai.LEVELS
