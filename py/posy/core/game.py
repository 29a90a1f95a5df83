"""A game: its description for the lobby and its factory of states (:class:`Game`),
the other half of the protocol every game implements (``posy.core`` says more)."""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any, ClassVar, Final, Generic, TypeVar

from .i18n import N_, _, ngettext
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
    seat_names: ClassVar[tuple[str, ...]] = (N_("Player 1"), N_("Player 2"), N_("Player 3"), N_("Player 4"))
    """The seats' names in English (the lobby's catalogue; the page and :meth:`player_name`
    translate them): each game marks its own with ``N_``."""

    def __init__(self, state_type: type[S]) -> None:
        """``state_type`` is the game's state class: :meth:`load` reads a dump with it,
        and its states find the game again as ``state.game``."""
        self.state_type: Final = state_type
        state_type.game = self

    def player_name(self, index: int | None, names: list[str] | None = None) -> str:
        """Seat ``index``'s name in sentences: the player's own name when ``names`` gives
        one, else the seat's ("Gray"); "Nobody" for None (a finished game's turn). A name
        that is its seat's English name is the seat's, translated: a record keeps the seat's
        name for a player who gave none, and another device reads it in its own language."""
        if index is None:
            # Translators: the player to move once the game is over
            return _("Nobody")
        if names and index < len(names) and names[index] != self.seat_names[index]:
            return names[index]
        return _(self.seat_names[index])

    def check_options(self, options: object) -> dict[str, Any]:
        """Defaults filled in; unknown names and bad values raise BadRecord."""
        if options is None:
            options = {}
        if not isinstance(options, dict):
            raise BadRecord(_("The game options are not readable."))
        known = {o.name: o for o in self.options}
        for name in options:
            if name not in known:
                # Translators: {game} is a game's title ("Petal"), {name} what the record calls the option
                raise BadRecord(
                    _("{game} has no option called “{name}”.").format(game=_(self.title), name=name)
                )
        return {o.name: o.check(options.get(o.name, o.default)) for o in self.options}

    def check_players(self, players: object) -> int:
        """``players`` as a count this game takes; BadRecord with a sentence otherwise."""
        if not isinstance(players, int) or isinstance(players, bool):
            raise BadRecord(_("The number of players must be a whole number."))
        if not self.min_players <= players <= self.max_players:
            if self.min_players == self.max_players:
                # Translators: {game} is a game's title ("Petal")
                text = ngettext("{game} is for {n} player.", "{game} is for {n} players.", self.min_players)
                raise BadRecord(text.format(game=_(self.title), n=self.min_players))
            # Translators: {game} is a game's title ("Petal"), {low} and {high} numbers of players
            text = _("{game} is for {low} to {high} players.")
            raise BadRecord(text.format(game=_(self.title), low=self.min_players, high=self.max_players))
        return players

    def new(self, players: object = 2, seed: object = 0, options: object = None) -> S:
        """A fresh game. The same ``(players, seed, options)`` always deals the same.
        Checks what it is given (a whole number of players, a seed of zero or more, a
        dict of options): it takes a request's values as they come."""
        if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
            raise BadRecord(_("The seed must be a whole number, zero or more."))
        return self.setup(self.check_players(players), seed, self.check_options(options))

    @abstractmethod
    def setup(self, players: int, seed: int, options: dict[str, Any]) -> S:
        """The first position for checked arguments (see :meth:`new`): the game's deal,
        all of its chance drawn from ``seed``."""

    def load(self, data: object) -> S:
        """A state from :meth:`State.dump`; raises BadRecord on anything malformed."""
        if not isinstance(data, dict) or data.get("game") != self.id:
            # Translators: {game} is a game's title ("Petal")
            raise BadRecord(_("This is not a saved {game} position.").format(game=_(self.title)))
        if data.get("version") != self.version:
            # Translators: {game} is a game's title ("Petal")
            text = _("This {game} position was saved by another version of the rules.")
            raise BadRecord(text.format(game=_(self.title)))
        try:
            return self.state_type.restore(data)
        except BadRecord:
            raise
        except (KeyError, TypeError, ValueError, IndexError) as exc:
            # Translators: {game} is a game's title ("Petal")
            raise BadRecord(_("This saved {game} position is damaged.").format(game=_(self.title))) from exc

    def describe(self) -> GameInfo:
        """The game as the lobby's catalogue lists it (posy.play_api.catalog): in English,
        its words marked with ``N_`` where each game writes them; the page translates them."""
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
