"""A move in the game's own words, and a reason from facts its player may see.

One small function per game, in :data:`EXPLAIN` keyed by game id. Each takes the
position and one of its legal moves and returns ``(what, why)``: ``what`` is the
move as an instruction ("move to C4", "play Rose (G 12)"), ``why`` a short
clause of facts about it ("picks 3 blue: your second blue, +3 points"), possibly
empty.

**Fair.** An explainer reads only what the player to decide may see: the public
board, that player's own hand, and cards whose place is known to everyone. Never
an opponent's hand, a face-down stack or the deck's order. ``tests/engine/
test_coach.py`` re-deals what the seat cannot see and checks the words are the same.

**In the player's language.** Every word is a catalogue message (``posy.core.i18n``),
written when asked for, in the language in use: the board games' in ``explain_boards``,
the card games' in ``explain_cards``, the way they are put together in ``phrases``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core import Move, State
from .explain_boards import floriado, petal, petal_battle
from .explain_cards import anthokyklos, petals

Explainer = Callable[[Any, Move], tuple[str, str]]

EXPLAIN: dict[str, Explainer] = {
    "floriado": floriado,
    "petal": petal,
    "petals": petals,
    "petal_battle": petal_battle,
    "anthokyklos": anthokyklos,
}


def explain(state: State[Any], move: Move) -> tuple[str, str]:
    """``(what, why)`` for a legal move of ``state.current``; a plain fallback for a
    game without an explainer (its log line)."""
    explainer = EXPLAIN.get(state.game.id)
    if explainer is None:
        return state.describe(move), ""
    return explainer(state, move)
