"""Petal Battle positions as data: the view a seat may see (its shape is
``PetalBattleView``, contract.py), the record a save keeps, and that record read back with the
readers of its stacks and players (``PetalBattleRecords``, one of
``PetalBattleState``'s bases).
"""

from __future__ import annotations

from typing import Any, Literal, Self, overload

from ...core import BadRecord, JSONable
from ...core.i18n import _
from .board import (
    ACROSS,
    END_EARLY,
    MAX_SEQUENCINGS,
    PETALS,
    PHASES,
    PIECES_PER_SIZE,
    json_copy,
    owner_of,
    piece,
    size_of,
)
from .contract import PetalBattlePlayer, PetalBattleResult, PetalBattleView
from .rules import PetalBattleRules


def read_stack(data: Any) -> tuple[int, ...] | None:
    if data is None:
        return None
    out = tuple(int(x) for x in data)
    if len(out) > 3 or any(x not in (1, 2, 3) for x in out) or len(set(out)) != len(out):
        raise BadRecord(_("This Petal Battle position has an impossible sequencing stack."))
    return out


@overload
def read_player(x: Any, allow_none: Literal[False] = False) -> int: ...
@overload
def read_player(x: Any, allow_none: bool) -> int | None: ...
def read_player(x: Any, allow_none: bool = False) -> int | None:
    if x is None and allow_none:
        return None
    if x not in (0, 1) or isinstance(x, bool):
        raise BadRecord(_("This Petal Battle position names a player who does not exist."))
    return int(x)


class PetalBattleRecords(PetalBattleRules):
    """A position as data: the view a seat may see, the save, and a save read back."""

    __slots__ = ()

    def view(self, viewer: int | None) -> PetalBattleView:
        players: list[PetalBattlePlayer] = []
        for p in range(2):
            visible = self.phase != "sequence" or viewer == p
            stack = self.stacks[p]
            chosen = self.chosen[p]
            on_board = [0, 0, 0]
            for c in self.board:
                if c and owner_of(c) == p:
                    on_board[size_of(c) - 1] += 1
            players.append(
                {
                    "seat": self.game.seat_names[p],
                    "supply": {"1": self.supply[p][0], "2": self.supply[p][1], "3": self.supply[p][2]},
                    "on_board": {"1": on_board[0], "2": on_board[1], "3": on_board[2]},
                    "ready": stack is not None,
                    "stack": list(stack) if stack is not None and visible else None,
                    "hidden": stack is not None and not visible,
                    "chosen": list(chosen) if chosen is not None and visible else None,
                    "spent": list(chosen[: len(chosen) - len(stack)])
                    if chosen is not None and stack is not None and visible
                    else [],
                }
            )
        playing = self.phase == "play"
        round_no = None
        top = None
        if playing:
            assert self.first is not None and self.turn is not None
            first_stack, stack = self.stacks[self.first], self.stacks[self.turn]
            assert first_stack is not None and stack is not None
            round_no = 4 - len(first_stack)
            top = stack[0]
            if self.turn != self.first:
                round_no -= 1
        result: PetalBattleResult | None = None
        if self.phase == "over":
            assert self.reason is not None  # a finished game knows why
            result = {
                "winners": list(self.winners_),
                "reason": self.reason,
                "line": list(self.line) if self.line else None,
            }
        return {
            "game": "petal_battle",
            "petals": PETALS,
            "opposite": ACROSS,
            "seats": list(self.game.seat_names[:2]),
            "viewer": viewer,
            "board": [None if not c else {"owner": owner_of(c), "size": size_of(c)} for c in self.board],
            "phase": self.phase,
            "current": self.turn,
            "sequencing": self.seqno,
            "max_sequencings": MAX_SEQUENCINGS,
            "round": round_no,
            "first": self.first if self.phase != "sequence" else None,
            "tiebreak": self.tiebreak,
            "actions_total": top,
            "actions_left": self.left if playing else None,
            "end_turn_early": self.early,
            "players": players,
            "last": json_copy(self.last),
            "result": result,
        }

    def dump(self) -> dict[str, JSONable]:
        return {
            "game": "petal_battle",
            "version": self.game.version,
            "seed": self.seed,
            "board": list(self.board),
            "supply": [list(x) for x in self.supply],
            "stacks": [None if s is None else list(s) for s in self.stacks],
            "chosen": [None if s is None else list(s) for s in self.chosen],
            "phase": self.phase,
            "turn": self.turn,
            "first": self.first,
            "tiebreak": self.tiebreak,
            "left": self.left,
            "used": self.used,
            "sequencing": self.seqno,
            "last": json_copy(self.last),
            "winners": list(self.winners_),
            "reason": self.reason,
            "line": None if self.line is None else list(self.line),
            END_EARLY: self.early,
        }

    @classmethod
    def restore(cls, data: dict[str, Any]) -> Self:
        board = tuple(int(c) for c in data["board"])
        if len(board) != PETALS or any(not 0 <= c <= 6 for c in board):
            raise BadRecord(_("This Petal Battle position does not have 10 readable petals."))
        supply = tuple(tuple(int(n) for n in row) for row in data["supply"])
        if len(supply) != 2 or any(len(row) != 3 for row in supply):
            raise BadRecord(_("This Petal Battle position has unreadable supplies."))
        for p in range(2):
            for s in (1, 2, 3):
                total = supply[p][s - 1] + sum(1 for c in board if c == piece(p, s))
                if supply[p][s - 1] < 0 or total != PIECES_PER_SIZE:
                    raise BadRecord(
                        _("This Petal Battle position does not add up to three Trios per player.")
                    )
        stacks = tuple(read_stack(s) for s in data["stacks"])
        chosen = tuple(read_stack(s) for s in data["chosen"])
        phase = data["phase"]
        if phase not in PHASES or len(stacks) != 2 or len(chosen) != 2:
            raise BadRecord(_("This Petal Battle position is in no known phase."))
        turn = read_player(data["turn"], allow_none=True)
        if (turn is None) != (phase == "over"):
            raise BadRecord(_("This Petal Battle position has no valid player to move."))
        first = read_player(data["first"], allow_none=True)
        winners = tuple(read_player(w) for w in data["winners"])
        reason = data["reason"]
        if reason not in (None, "five", "wipeout", "limit"):
            raise BadRecord(_("This Petal Battle position has an unknown result."))
        line = data["line"]
        last = data["last"]
        if last is not None and not isinstance(last, dict):
            raise BadRecord(_("This Petal Battle position has an unreadable last move."))
        seqno = int(data["sequencing"])
        if not 1 <= seqno <= MAX_SEQUENCINGS:
            raise BadRecord(_("This Petal Battle position has an impossible Sequencing number."))
        early = data[END_EARLY]
        if not isinstance(early, bool):
            raise BadRecord(_("This Petal Battle position does not say whether turns may end early."))
        state = cls(
            board=board,
            supply=supply,
            stacks=stacks,
            chosen=chosen,
            phase=phase,
            turn=turn,
            first=first,
            tiebreak=read_player(data["tiebreak"]),
            left=int(data["left"]),
            used=int(data["used"]),
            seqno=seqno,
            last=json_copy(last),
            winners_=winners,
            reason=reason,
            line=None if line is None else tuple(int(i) % PETALS for i in line),
            early=early,
            seed=int(data["seed"]),
        )
        if phase == "play":
            assert turn is not None
            stack = stacks[turn]
            if first is None or not stack or not 0 < state.left <= stack[0]:
                raise BadRecord(_("This Petal Battle position has an impossible number of actions left."))
            if not state.has_action():
                # a player left without an action has always passed already
                raise BadRecord(_("This Petal Battle position leaves the player to act without an action."))
        return state
