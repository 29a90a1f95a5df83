"""The protocol's value types, and the errors whose message is a sentence for a player."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Annotated, Any, Literal, TypeAlias, TypedDict

from .i18n import _


@dataclass(frozen=True)
class ByGame:
    """A mark on a type of the page's contract whose shape is the game's own: ``"id"``
    (its id), ``"view"`` or ``"move"``. tools/contract.py writes such a field with
    the game as a parameter (``ViewByGame[G]``), so the page knows a snapshot's view
    by its game."""

    what: Literal["id", "view", "move"]


Move: TypeAlias = Annotated[Mapping[str, Any], ByGame("move")]
"""Any game's move, as the code that serves every game (sessions, records, the search)
passes it through and keys it by its values: a small JSON-able dict with a ``"type"``
key. Each game types its own moves exactly, as a union of TypedDicts keyed by "type"
(its ``contract.py``: ``PetalMove``); a ``State[M]`` takes and gives those."""

View: TypeAlias = Annotated[Mapping[str, object], ByGame("view")]
"""Any game's view, as the code that serves every game passes it to the page: each game
types its own (``PetalView``), and ``State.view`` gives that."""

GameId: TypeAlias = Annotated[str, ByGame("id")]
"""A registered game's id ("petal"), in the page's contract."""

MoveInput: TypeAlias = dict[str, Any]
"""A move as a request gave it, not yet found legal (``State.play`` checked only that it
is a dict with a string ``"type"``): what ``State.why_illegal`` explains."""

JSON: TypeAlias = dict[str, "JSON"] | list["JSON"] | str | int | float | bool | None
"""A value as ``json.loads`` gives it."""

JSONable: TypeAlias = Mapping[str, "JSONable"] | Sequence["JSONable"] | str | int | float | bool | None
"""A value ``json.dumps`` can write (tuples included). Read-only containers, so that a
``list[int]`` or a ``dict[str, str]`` is one too."""


class OptionInfo(TypedDict):
    """A lobby option as the catalogue lists it (``Option.describe``)."""

    name: str
    label: str
    default: Annotated[bool | int | str, "a switch (bool) or one of the choices"]
    choices: Annotated[list[Any], "[] for a switch"]
    help: str


class GameInfo(TypedDict):
    """A game as the lobby's catalogue lists it (``Game.describe``)."""

    id: str
    title: str
    blurb: str
    version: int
    min_players: int
    max_players: int
    options: list[OptionInfo]
    secrets: Annotated[bool, "players hold what the others may not see (a hand-off screen)"]
    seats: Annotated[list[str], "the seats' names, max_players of them"]


class IllegalMove(ValueError):
    """A move that the rules do not allow now; the message is for a player."""


class BadRecord(ValueError):
    """A saved game, share link or state dump that cannot be loaded."""


class UnknownGame(BadRecord, KeyError):
    """A game id that no registered game has."""

    def __str__(self) -> str:  # KeyError would quote the message
        return str(self.args[0]) if self.args else _("Unknown game.")
