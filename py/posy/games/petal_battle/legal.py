"""What the Petal Battle player to act may do: every action of a turn (spawn, grow,
slide, flip, bump), whether any is left, and what a bump can do to the piece it
hits (push it on, shrink it, or squish it back to its supply). Functions of the
board and the supplies (the position's methods of the same names ask them).
"""

from __future__ import annotations

from .board import LEFT, OPPOSITE, PETALS, RIGHT, TARGETS, owner_of, piece, size_of
from .contract import PetalBattleBumpEffect, PetalBattleMove


def bump_outcomes(
    board: tuple[int, ...], supplies: tuple[tuple[int, ...], ...], i: int, j: int
) -> list[tuple[int | None, PetalBattleBumpEffect, int | None]]:
    """What bumping from petal ``i`` into the occupied petal ``j`` can do:
    ``(push, effect, size_after)`` per choice; [] if the bump is not allowed."""
    mover, target = board[i], board[j]
    if not mover or not target:
        return []
    p, s = owner_of(mover), size_of(mover)
    q, t = owner_of(target), size_of(target)
    if t > s:
        return []
    if j == OPPOSITE[i]:
        spots = [k for k in (LEFT[j], RIGHT[j]) if not board[k]]
    else:
        k = RIGHT[j] if j == RIGHT[i] else LEFT[j]
        spots = [k] if not board[k] else []
    if spots:
        return [(k, "push", t) for k in spots]
    if q == p:
        return []  # you can't squish your own piece
    if t < s:
        return [(None, "squish", None)]
    for down in (t - 1, t - 2):
        if down >= 1 and supplies[q][down - 1] > 0:
            return [(None, "reduce", down)]
    return [(None, "squish", None)]


def actions(board: tuple[int, ...], supplies: tuple[tuple[int, ...], ...], p: int) -> list[PetalBattleMove]:
    """Every action player ``p`` may take on ``board`` (not ``end``)."""
    supply = supplies[p]
    out: list[PetalBattleMove] = []
    large = piece(p, 3)
    if supply[0] > 0:
        for i in range(PETALS):
            if not board[i] and (board[LEFT[i]] == large or board[RIGHT[i]] == large):
                out.append({"type": "spawn", "to": i})
    lo, hi = p * 3 + 1, p * 3 + 3
    for i in range(PETALS):
        cell = board[i]
        if not lo <= cell <= hi:
            continue
        s = cell - p * 3
        if s < 3 and supply[s] > 0:
            out.append({"type": "grow", "at": i, "size": s + 1})
        for n, j in enumerate(TARGETS[i]):
            if not board[j]:
                out.append(
                    {"type": "flip", "from": i, "to": j} if n == 2 else {"type": "slide", "from": i, "to": j}
                )
                continue
            for k, effect, _ in bump_outcomes(board, supplies, i, j):
                out.append({"type": "bump", "from": i, "to": j, "push": k, "effect": effect})
    return out


def has_action(board: tuple[int, ...], supplies: tuple[tuple[int, ...], ...], p: int) -> bool:
    """Whether player ``p`` has any action (``actions`` is not empty), answered
    without listing them all: it is asked after every move."""
    supply = supplies[p]
    large = piece(p, 3)
    lo, hi = p * 3 + 1, p * 3 + 3
    for i, cell in enumerate(board):
        if not cell:
            if supply[0] > 0 and (board[LEFT[i]] == large or board[RIGHT[i]] == large):
                return True  # spawn
            continue
        if not lo <= cell <= hi:
            continue
        s = cell - p * 3
        if s < 3 and supply[s] > 0:
            return True  # grow
        for j in TARGETS[i]:
            if not board[j] or bump_outcomes(board, supplies, i, j):
                return True  # slide, flip or bump
    return False
