"""The protocol every Posy game implements, and what the games share.

A :class:`Game` describes one game (id, title, player counts, options) and makes
:class:`State` objects. A state is an immutable snapshot: ``state.play(move)``
returns a *new* state, so a game's history is just a list of states and undo is
taking one off the end. Moves are plain JSON-able dicts with a ``"type"`` key;
``state.moves()`` lists every legal one, in a deterministic order, and is the
single source of legality for the UI, for validation, for the tests and for any
AI.

All randomness flows from one seed through :class:`Rng`, a small counter-based
generator whose whole state is one integer, so a game is fully described by its
:class:`Record` ``(game, version, players, seed, options, moves)``. That record
is the save format, the share link and the undo mechanism.

The package is pure Python with no third-party imports: it runs unchanged on
CPython 3.11+ and under Pyodide.

Its parts, one concern each: ``types`` (moves, JSON values, the errors), ``rng``,
``options``, ``protocol`` (State) and ``game`` (Game), ``record``, ``shared`` (what the games' rules and words share)
and ``remote_hooks`` (remote play's view of a state). Everything is imported from
here, ``posy.core``.
"""

from __future__ import annotations

from .game import Game
from .options import Option
from .protocol import GameOfState, State
from .record import Record, RecordJSON, random_playout, random_record, replay
from .remote_hooks import UNKNOWN, apply_known, dealt, hidden_pile, with_deal, with_pile
from .rng import MASK64, Rng
from .shared import is_index, is_int, lead_rewards, ranked_winners, replace_at
from .types import (
    JSON,
    BadRecord,
    ByGame,
    GameId,
    GameInfo,
    IllegalMove,
    JSONable,
    Move,
    MoveInput,
    OptionInfo,
    UnknownGame,
    View,
)

__all__ = [
    "JSON",
    "MASK64",
    "UNKNOWN",
    "BadRecord",
    "ByGame",
    "Game",
    "GameId",
    "GameInfo",
    "GameOfState",
    "IllegalMove",
    "JSONable",
    "Move",
    "MoveInput",
    "Option",
    "OptionInfo",
    "Record",
    "RecordJSON",
    "Rng",
    "State",
    "UnknownGame",
    "View",
    "apply_known",
    "dealt",
    "hidden_pile",
    "is_index",
    "is_int",
    "lead_rewards",
    "random_playout",
    "random_record",
    "ranked_winners",
    "replace_at",
    "replay",
    "with_deal",
    "with_pile",
]
