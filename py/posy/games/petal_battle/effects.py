"""What a Petal Battle action does to the board and the supplies: ``act`` plays a
spawn, a grow, a slide or flip, or a bump and its effect on the bumped piece (pushed
on, reduced or squished), and returns the move's effects, which the log and the page
read (``last``). A function of the board and the supplies, as ``legal.py``'s are; the
position's ``apply`` (rules.py) asks it, then settles whose turn it is.
"""

from __future__ import annotations

from typing import Any

from .board import OPPOSITE, owner_of, piece, size_of
from .contract import PetalBattleBump, PetalBattleFlip, PetalBattleGrow, PetalBattleSlide, PetalBattleSpawn


def act(
    board: list[int],
    supply: list[list[int]],
    p: int,
    move: PetalBattleSpawn | PetalBattleGrow | PetalBattleSlide | PetalBattleFlip | PetalBattleBump,
) -> dict[str, Any]:
    """Player ``p``'s action ``move`` played on ``board`` and ``supply`` (changed in
    place): the move's effects."""
    last: dict[str, Any]
    if move["type"] == "spawn":
        i = move["to"]
        board[i] = piece(p, 1)
        supply[p][0] -= 1
        last = {"type": "spawn", "player": p, "to": i, "size": 1}
    elif move["type"] == "grow":
        i, s = move["at"], move["size"]
        board[i] = piece(p, s)
        supply[p][s - 1] -= 1
        supply[p][s - 2] += 1
        last = {"type": "grow", "player": p, "at": i, "from_size": s - 1, "size": s}
    elif move["type"] == "slide" or move["type"] == "flip":
        i, j = move["from"], move["to"]
        board[j], board[i] = board[i], 0
        last = {"type": move["type"], "player": p, "from": i, "to": j, "size": size_of(board[j])}
    else:  # bump
        i, j, k, effect = move["from"], move["to"], move["push"], move["effect"]
        mover, target = board[i], board[j]
        q, t = owner_of(target), size_of(target)
        bumped: dict[str, Any] = {"owner": q, "size": t, "from": j, "to": k, "size_after": t}
        if effect == "push":
            assert k is not None  # a push names the petal it pushes to
            board[k], board[j], board[i] = target, mover, 0
            mover_at = j
        elif effect == "reduce":
            down = t - 1 if supply[q][t - 2] > 0 else t - 2
            board[j] = piece(q, down)
            supply[q][down - 1] -= 1
            supply[q][t - 1] += 1
            bumped["size_after"] = down
            mover_at = i
        else:  # squish
            board[j], board[i] = mover, 0
            supply[q][t - 1] += 1
            bumped["size_after"] = None
            mover_at = j
        last = {
            "type": "bump",
            "player": p,
            "by": "flip" if j == OPPOSITE[i] else "slide",
            "from": i,
            "to": j,
            "size": size_of(mover),
            "mover_at": mover_at,
            "effect": effect,
            "bumped": bumped,
        }
    return last
