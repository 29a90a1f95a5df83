"""The protocol's value types, and the errors whose message is a sentence for a player."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, TypeAlias

Move = dict[str, Any]
"""A move: a small JSON-able dict with a ``"type"`` key. One type for the five games'
different shapes: the generic code (bridge, search, tests) passes moves through and
keys them by their values; each game reads its own keys."""

JSON: TypeAlias = dict[str, "JSON"] | list["JSON"] | str | int | float | bool | None
"""A value as ``json.loads`` gives it."""

JSONable: TypeAlias = Mapping[str, "JSONable"] | Sequence["JSONable"] | str | int | float | bool | None
"""A value ``json.dumps`` can write (tuples included). Read-only containers, so that a
``list[int]`` or a ``dict[str, str]`` is one too."""


class IllegalMove(ValueError):
    """A move that the rules do not allow now; the message is for a player."""


class BadRecord(ValueError):
    """A saved game, share link or state dump that cannot be loaded."""


class UnknownGame(BadRecord, KeyError):
    """A game id that no registered game has."""

    def __str__(self) -> str:  # KeyError would quote the message
        return str(self.args[0]) if self.args else "Unknown game."
