"""Petal Battle positions as data: the view a seat may see (its schema is in the
package docstring), the record a save keeps, and the readers ``PetalBattle.restore``
checks a record's stacks and players with.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal, overload

from ...core import BadRecord, JSONable
from .board import ACROSS, END_EARLY, MAX_SEQUENCINGS, PETALS, json_copy, owner_of, size_of

if TYPE_CHECKING:
    from .state import PetalBattlePosition


def view(state: PetalBattlePosition, viewer: int | None) -> dict[str, JSONable]:
    players = []
    for p in range(2):
        visible = state.phase != "sequence" or viewer == p
        stack = state.stacks[p]
        chosen = state.chosen[p]
        on_board = [0, 0, 0]
        for c in state.board:
            if c and owner_of(c) == p:
                on_board[size_of(c) - 1] += 1
        players.append(
            {
                "seat": state.game.seat_names[p],
                "supply": {str(s): state.supply[p][s - 1] for s in (1, 2, 3)},
                "on_board": {str(s): on_board[s - 1] for s in (1, 2, 3)},
                "ready": stack is not None,
                "stack": list(stack) if stack is not None and visible else None,
                "hidden": stack is not None and not visible,
                "chosen": list(chosen) if chosen is not None and visible else None,
                "spent": list(chosen[: len(chosen) - len(stack)])
                if chosen is not None and stack is not None and visible
                else [],
            }
        )
    playing = state.phase == "play"
    round_no = None
    top = None
    if playing:
        assert state.first is not None and state.turn is not None
        first_stack, stack = state.stacks[state.first], state.stacks[state.turn]
        assert first_stack is not None and stack is not None
        round_no = 4 - len(first_stack)
        top = stack[0]
        if state.turn != state.first:
            round_no -= 1
    result = None
    if state.phase == "over":
        result = {
            "winners": list(state.winners_),
            "reason": state.reason,
            "line": list(state.line) if state.line else None,
        }
    return {
        "game": "petal_battle",
        "petals": PETALS,
        "opposite": ACROSS,
        "seats": list(state.game.seat_names[:2]),
        "viewer": viewer,
        "board": [None if not c else {"owner": owner_of(c), "size": size_of(c)} for c in state.board],
        "phase": state.phase,
        "current": state.turn,
        "sequencing": state.seqno,
        "max_sequencings": MAX_SEQUENCINGS,
        "round": round_no,
        "first": state.first if state.phase != "sequence" else None,
        "tiebreak": state.tiebreak,
        "actions_total": top,
        "actions_left": state.left if playing else None,
        "end_turn_early": state.early,
        "players": players,
        "last": json_copy(state.last),
        "result": result,
    }


def dump(state: PetalBattlePosition) -> dict[str, JSONable]:
    return {
        "game": "petal_battle",
        "version": state.game.version,
        "seed": state.seed,
        "board": list(state.board),
        "supply": [list(x) for x in state.supply],
        "stacks": [None if s is None else list(s) for s in state.stacks],
        "chosen": [None if s is None else list(s) for s in state.chosen],
        "phase": state.phase,
        "turn": state.turn,
        "first": state.first,
        "tiebreak": state.tiebreak,
        "left": state.left,
        "used": state.used,
        "sequencing": state.seqno,
        "last": json_copy(state.last),
        "winners": list(state.winners_),
        "reason": state.reason,
        "line": None if state.line is None else list(state.line),
        END_EARLY: state.early,
    }


def read_stack(data: Any) -> tuple[int, ...] | None:
    if data is None:
        return None
    out = tuple(int(x) for x in data)
    if len(out) > 3 or any(x not in (1, 2, 3) for x in out) or len(set(out)) != len(out):
        raise BadRecord("This Petal Battle position has an impossible sequencing stack.")
    return out


@overload
def read_player(x: Any, allow_none: Literal[False] = False) -> int: ...
@overload
def read_player(x: Any, allow_none: bool) -> int | None: ...
def read_player(x: Any, allow_none: bool = False) -> int | None:
    if x is None and allow_none:
        return None
    if x not in (0, 1) or isinstance(x, bool):
        raise BadRecord("This Petal Battle position names a player who does not exist.")
    return int(x)
