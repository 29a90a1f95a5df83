"""A game: its description for the lobby and its factory of states (:class:`Game`),
the other half of the protocol every game implements (``posy.core`` says more)."""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any, ClassVar, Final, Generic, TypeVar

from .options import Option
from .protocol import State
from .types import BadRecord, GameInfo

S = TypeVar("S", bound=State[Any], covariant=True)
"""A game's state class (``PetalState``)."""


class Game(ABC, Generic[S]):
    """A game's description (id, title, player counts, options: the lobby's catalogue)
    and its factory of states: :meth:`new` deals a game, :meth:`load` reads a dump.
    Generic in its state class, so that ``petal.GAME.new()`` is a ``PetalState``;
    ``posy.game(id)`` gives a ``Game[State[Any]]``."""

    id: ClassVar[str]
    title: ClassVar[str]
    blurb: ClassVar[str] = ""
    version: ClassVar[int] = 1
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 2
    options: ClassVar[tuple[Option, ...]] = ()
    secrets: ClassVar[bool] = False
    """True when players hold information the others may not see (hands, stacks)."""
    seat_names: ClassVar[tuple[str, ...]] = ("Player 1", "Player 2", "Player 3", "Player 4")

    def __init__(self, state_type: type[S]) -> None:
        """``state_type`` is the game's state class: :meth:`load` reads a dump with it,
        and its states find the game again as ``state.game``."""
        self.state_type: Final = state_type
        state_type.game = self

    def player_name(self, index: int | None, names: list[str] | None = None) -> str:
        """Seat ``index``'s name in sentences: the player's own name when ``names`` gives
        one, else the seat's ("Gray"); "Nobody" for None (a finished game's turn)."""
        if index is None:
            return "Nobody"
        if names and index < len(names):
            return names[index]
        return self.seat_names[index]

    def check_options(self, options: object) -> dict[str, Any]:
        """Defaults filled in; unknown names and bad values raise BadRecord."""
        if options is None:
            options = {}
        if not isinstance(options, dict):
            raise BadRecord("The game options are not readable.")
        known = {o.name: o for o in self.options}
        for name in options:
            if name not in known:
                raise BadRecord(f"{self.title} has no option called “{name}”.")
        return {o.name: o.check(options.get(o.name, o.default)) for o in self.options}

    def check_players(self, players: object) -> int:
        """``players`` as a count this game takes; BadRecord with a sentence otherwise."""
        if not isinstance(players, int) or isinstance(players, bool):
            raise BadRecord("The number of players must be a whole number.")
        if not self.min_players <= players <= self.max_players:
            if self.min_players == self.max_players:
                raise BadRecord(f"{self.title} is for {self.min_players} players.")
            raise BadRecord(f"{self.title} is for {self.min_players} to {self.max_players} players.")
        return players

    def new(self, players: object = 2, seed: object = 0, options: object = None) -> S:
        """A fresh game. The same ``(players, seed, options)`` always deals the same.
        Checks what it is given (a whole number of players, a seed of zero or more, a
        dict of options): it takes a request's values as they come."""
        if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
            raise BadRecord("The seed must be a whole number, zero or more.")
        return self.setup(self.check_players(players), seed, self.check_options(options))

    @abstractmethod
    def setup(self, players: int, seed: int, options: dict[str, Any]) -> S:
        """The first position for checked arguments (see :meth:`new`): the game's deal,
        all of its chance drawn from ``seed``."""

    def load(self, data: object) -> S:
        """A state from :meth:`State.dump`; raises BadRecord on anything malformed."""
        if not isinstance(data, dict) or data.get("game") != self.id:
            raise BadRecord(f"This is not a saved {self.title} position.")
        if data.get("version") != self.version:
            raise BadRecord(f"This {self.title} position was saved by another version of the rules.")
        try:
            return self.state_type.restore(data)
        except BadRecord:
            raise
        except (KeyError, TypeError, ValueError, IndexError) as exc:
            raise BadRecord(f"This saved {self.title} position is damaged.") from exc

    def describe(self) -> GameInfo:
        """The game as the lobby's catalogue lists it (posy.play_api.catalog)."""
        return {
            "id": self.id,
            "title": self.title,
            "blurb": self.blurb,
            "version": self.version,
            "min_players": self.min_players,
            "max_players": self.max_players,
            "options": [o.describe() for o in self.options],
            "secrets": self.secrets,
            "seats": list(self.seat_names[: self.max_players]),
        }
