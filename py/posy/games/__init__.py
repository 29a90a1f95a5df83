"""The registered games, in lobby order. Add a game by importing its module's
GAME here; everything else (bridge, lobby, generic tests) picks it up."""

from __future__ import annotations

from typing import Any

from ..core import Game, State
from . import anthokyklos, floriado, petal, petal_battle, petals

REGISTRY: tuple[Game[State[Any]], ...] = (
    floriado.GAME,
    petal.GAME,
    petals.GAME,
    petal_battle.GAME,
    anthokyklos.GAME,
)
