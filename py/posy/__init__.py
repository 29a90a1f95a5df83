"""Posy: five flower games, one rules engine.

>>> import posy
>>> g = posy.game("floriado")
>>> s = g.new(players=2, seed=42)
>>> s = s.play(s.moves()[0])
"""

from __future__ import annotations

from typing import Any

from .core import BadRecord, Game, IllegalMove, Move, Option, Record, Rng, State, UnknownGame, replay
from .core.i18n import _
from .games import REGISTRY

__all__ = [
    "BadRecord",
    "Game",
    "IllegalMove",
    "Move",
    "Option",
    "Record",
    "Rng",
    "State",
    "UnknownGame",
    "game",
    "games",
    "replay",
]

__version__ = "0.1.0"


def games() -> dict[str, Game[State[Any]]]:
    """Every game, in lobby order."""
    return {g.id: g for g in REGISTRY}


def game(game_id: object) -> Game[State[Any]]:
    """The game with this id; raises UnknownGame with a sentence otherwise."""
    for g in REGISTRY:
        if g.id == game_id:
            return g
    if not isinstance(game_id, str):
        raise UnknownGame(_("There is no game called “that” in Posy."))
    # Translators: {name} is what a record or link calls the game
    raise UnknownGame(_("There is no game called “{name}” in Posy.").format(name=game_id[:40]))
