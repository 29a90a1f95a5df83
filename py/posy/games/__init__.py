"""The registered games, in lobby order. Add a game by importing its module's
GAME here; everything else (bridge, lobby, generic tests) picks it up."""

from __future__ import annotations

from ..core import Game
from . import floriado, petals

REGISTRY: tuple[Game, ...] = (floriado.GAME, petals.GAME)
