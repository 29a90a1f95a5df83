"""What a finished game is worth to each player, in [0, 1]: a win (or with 3 or 4
players, the places), plus a small share for the score margin."""

from __future__ import annotations

from typing import Protocol

MARGIN_WEIGHT = 0.15  # share of the reward given by the score margin
MARGIN_SCALE = 10  # keeps margins of small scores from swinging the reward


class Outcome(Protocol):
    """What :func:`rewards` reads of a finished game (a State is one): its scores and
    winners, nothing else, so that a test may hand it any pair of them."""

    @property
    def scores(self) -> list[int]: ...

    @property
    def winners(self) -> list[int]: ...


def rewards(state: Outcome) -> list[float]:
    """Each player's reward for a finished game, in [0, 1]."""
    scores = state.scores
    winners = state.winners
    players = len(scores)
    share = 1.0 / len(winners) if winners else 0.0
    out = []
    for p in range(players):
        best_other = max(scores[q] for q in range(players) if q != p)
        margin = (scores[p] - best_other) / (abs(scores[p]) + abs(best_other) + MARGIN_SCALE)
        won = share if p in winners else 0.0
        if players > 2:
            won = 0.5 * won + 0.5 * finished_ahead(scores, winners, p)
        out.append((1 - MARGIN_WEIGHT) * won + MARGIN_WEIGHT * (0.5 + 0.5 * margin))
    return out


def finished_ahead(scores: list[int], winners: list[int], p: int) -> float:
    """The share of the other players ``p`` finished ahead of (ties half, or by the
    game's own tie-break when it names a winner). tests/strength.py scores its matches
    by it, too."""
    total = 0.0
    for q, theirs in enumerate(scores):
        if q == p:
            continue
        if scores[p] != theirs:
            total += scores[p] > theirs
        elif (p in winners) != (q in winners):
            total += p in winners
        else:
            total += 0.5
    return total / (len(scores) - 1)
