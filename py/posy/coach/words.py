"""The review's sentences, in the game's words: what was played, what was better and
what it gains, in points when the game counts them (never the search's percentages)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..core import State, plural
from .explainers import explain

WHO = {"hint": "The hint suggested this", "tutorial": "The tutorial asked for this"}


def gains(points: float | None, wins: bool) -> str:
    """What the better move gains, looking ahead (the search's simulated games)."""
    more = round(points) if points is not None else 0
    if more >= 1 and wins:
        return f"Looking ahead, it wins more often and leaves you about {plural(more, 'point')} better off."
    if more >= 1:
        return f"Looking ahead, it leaves you about {plural(more, 'point')} better off."
    return "Looking ahead, it wins clearly more often."


def entry_text(state: State[Any], entry: Mapping[str, Any], wins: bool) -> str:
    """The sentence of a reviewed decision: ``entry`` as Review builds it, ``wins``:
    the better move's chance of winning is clearly higher."""
    number, played, best = entry["number"], entry["played"], entry["best"]
    played_what, _ = explain(state, played)
    if played == best:
        return f"Move {number}: {played_what}, as the search would."
    best_what, best_why = explain(state, best)
    reason = f": {best_why}" if best_why else ""
    if not entry["marked"]:
        return f"Move {number}: {played_what}, close to the search's choice ({best_what})."
    coached = WHO.get(entry["coached"] or "")
    if coached:
        return (
            f"Move {number}: you chose to {played_what}. {coached}; looking deeper, it was better "
            f"to {best_what}{reason}. {gains(entry['points'], wins)}"
        )
    return f"Move {number}: you chose to {played_what}; better was to {best_what}{reason}. {gains(entry['points'], wins)}"
