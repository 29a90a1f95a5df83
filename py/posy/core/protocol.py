"""The protocol every game implements, its positions: :class:`State`, one position of a
game, immutable (``posy.core`` says more), and what a state reads of its game
(:class:`GameOfState`; ``posy.core.game.Game`` is one)."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping
from operator import attrgetter
from typing import Any, ClassVar, Generic, Protocol, Self, TypeVar

from .i18n import _
from .rng import Rng
from .types import IllegalMove, JSONable, MoveInput, View

M = TypeVar("M", bound=Mapping[str, Any])
"""A game's move type: the union of its moves' TypedDicts (``PetalMove``)."""


class GameOfState(Protocol):
    """What a state reads of its game (``posy.core.game.Game`` is one): its name and
    seats for sentences, its version for a dump, its player counts for a save read
    back, and its factory, so that code holding a state can deal or load another of
    the same game. A protocol, so that this module need not import the Game's."""

    @property
    def id(self) -> str: ...

    @property
    def title(self) -> str: ...

    @property
    def version(self) -> int: ...

    @property
    def secrets(self) -> bool: ...

    @property
    def min_players(self) -> int: ...

    @property
    def max_players(self) -> int: ...

    @property
    def seat_names(self) -> tuple[str, ...]: ...

    def player_name(self, index: int | None, names: list[str] | None = None) -> str: ...

    def new(self, players: object = 2, seed: object = 0, options: object = None) -> State[Any]: ...

    def load(self, data: object) -> State[Any]: ...


class State(ABC, Generic[M]):
    """One position of a game, immutable: a move makes a new state (:meth:`play`), so a
    game's history is a list of states and undo takes one off the end. Subclasses keep
    their data in slots and never mutate a state once it has been returned to a caller.

    An abstract base rather than a Protocol: the shared behaviour below (play, find,
    evolve) and the defaults of the optional hooks are inherited, and a game that
    forgets one of the rules' methods fails when its state is made, not mid-game.
    Generic in the game's move type ``M``, so that a game's methods take and give its
    own moves; code that serves every game (sessions, search, remote play) holds a
    ``State[Any]``."""

    game: ClassVar[GameOfState]
    __slots__ = ()

    # -- the rules: what every game provides ---------------------------------
    @property
    @abstractmethod
    def current(self) -> int | None:
        """Index of the player who decides now, or None when the game is over: the page
        draws that seat's choices, the computer plays it, pass-and-play hands over to it."""

    @property
    @abstractmethod
    def scores(self) -> list[int]:
        """Each player's score now, by seat (the page's score line, the computer's
        rewards); its length is the number of players."""

    @property
    @abstractmethod
    def winners(self) -> list[int]:
        """Winning player indexes once the game is over (all tied winners; all
        players for a draw), else []: the result screen and the records' tally."""

    @abstractmethod
    def moves(self) -> list[M]:
        """Every legal move of the player to decide, in a fixed order ([] once over): the
        one source of legality for the page, input checking, the tests and the computer."""

    @abstractmethod
    def apply(self, move: M) -> Self:
        """The state after a *legal* move. Unchecked, for speed (the computer's
        simulations call it most): use :meth:`play` for input."""

    @abstractmethod
    def view(self, viewer: int | None) -> View:
        """What seat ``viewer`` (None: a spectator) may see of this position, as JSON
        for the page to draw: never another seat's secret. Its shape is the game's:
        a TypedDict of its ``contract.py`` (``PetalView``), which web/contract.d.ts repeats."""

    @abstractmethod
    def dump(self) -> dict[str, JSONable]:
        """The whole position as JSON, secrets included, with the game's id and
        version: what :meth:`Game.load` reads back (saved positions, the tests)."""

    @classmethod
    @abstractmethod
    def restore(cls, data: dict[str, Any]) -> Self:
        """The state a :meth:`dump` describes, its id and version already checked by
        :meth:`Game.load`; BadRecord, KeyError, TypeError, ValueError or IndexError on
        anything malformed (load turns those into one sentence)."""

    # -- words: what a player reads (the log, the status line, the coach) ------
    def describe(self, move: M, names: list[str] | None = None) -> str:
        """One log line, in words, for a legal move played from this state.
        ``names`` are the players' own names; seat names ("Gray") otherwise."""
        # Translators: a move in the log of a game with no words of its own: {name} a player, {move} its kind
        return _("{name}: {move}").format(name=self.game.player_name(self.current, names), move=move["type"])

    def why_illegal(self, move: MoveInput) -> str:
        """A sentence saying why a well-formed but illegal move is refused: a player's
        bad input gets a reason, never a traceback."""
        return _("That move is not allowed now.")

    def notes_after(self, move: M, after: Self, names: list[str] | None = None) -> list[str]:
        """Sentences, in the rulebook's words, about what the rules did on their own when
        ``move`` (legal, played from this state) led to ``after``: a turn skipped or
        passed, a player out, a round scored, who leads next, the end of the game. The
        log shows them after the move's own line (:meth:`describe`), which they never
        repeat. Public facts only: they are shown to every player and spectator, so they
        never depend on a hand or a stack set face down. By default: why the game ended,
        when it did."""
        return [after.end_reason(names)] if after.over else []

    def status_note(self, names: list[str] | None = None) -> str | None:
        """A standing sentence for the status line while it holds ("Gray cannot pick any
        more flowers: White plays on alone"), or None. Public facts only."""
        return None

    def end_reason(self, names: list[str] | None = None) -> str:
        """For a finished game: why it ended (and, where a tie-break decided the winner,
        how), in the rulebook's words. Public facts only."""
        return _("No move is left: the game is over.")

    def preview(self, move: M) -> dict[str, Any] | None:
        """What a legal move of the player to decide would do, before it is played,
        where that is not obvious from the board: JSON-able data with a ``"text"``
        sentence, computed from what that player may see. None for games (and moves)
        whose effect is plain (posy.coach shows it as a preview)."""
        return None

    # -- shared behaviour ----------------------------------------------------
    @property
    def over(self) -> bool:
        """True once the game is over (no one decides any more)."""
        return self.current is None

    @property
    def players(self) -> int:
        """How many players this game has (2 to 4): one score each."""
        return len(self.scores)

    def evolve(self, **changes: Any) -> Self:
        """A copy of this state with some fields replaced. States are never mutated,
        so a move builds its successor this way: one C-level read of every slot, then
        plain writes (this is the hottest function of a playout)."""
        cls = type(self)
        known = _FIELDS.get(cls)
        if known is None:
            known = _FIELDS[cls] = _fields_of(cls)
        fields, getter = known
        new = cls.__new__(cls)
        for name, value in zip(fields, getter(self)):
            setattr(new, name, value)
        for name, value in changes.items():
            setattr(new, name, value)
        return new

    def play(self, move: object) -> Self:
        """The state after ``move``; raises :class:`IllegalMove` with a reason."""
        if not isinstance(move, dict) or not isinstance(move.get("type"), str):
            raise IllegalMove(_("That is not a move."))
        if self.over:
            raise IllegalMove(_("The game is over."))
        legal = self.find(move)
        if legal is None:
            raise IllegalMove(self.why_illegal(move))
        return self.apply(legal)

    def find(self, move: object) -> M | None:
        """The legal move equal to ``move`` (bools are not ints here), or None."""
        for legal in self.moves():
            if legal == move and _same_types(legal, move):
                return legal
        return None

    def public_decision(self) -> bool:
        """True when the player to decide needs no private information to choose:
        their legal moves follow from the public view alone. Pass-and-play then
        needs no hand-off screen for this decision (the spectator view is drawn,
        with the moves). Games with secrets say which of their decisions are."""
        return not self.game.secrets

    def undo_barrier(self) -> bool:
        """True when the move that produced this state revealed hidden information
        (a stack turned over, a new hand dealt): taking it back would let a player
        choose again knowing it, so pass-and-play undo stops here."""
        return False

    def determinize(self, viewer: int | None, rng: Rng) -> Self:
        """A full state consistent with what ``viewer`` knows. Perfect-information
        games return themselves.

        It must be a function of the viewer's information only: two states that look
        the same to ``viewer`` give the same result for the same ``rng`` (sort what is
        unknown before shuffling it). The computer player relies on this to be fair."""
        return self

    def observed_move(self, move: M, viewer: int) -> M:
        """What ``viewer`` learns of ``move`` when the player to decide plays it here:
        the move itself, unless its content stays secret from ``viewer`` for now (a
        sequencing stack set face down); then a placeholder with the same ``type``.
        The computer player keys its search tree for ``viewer`` by these, so that it
        never plans as if an opponent had seen a secret."""
        return move

    def secret_pending(self) -> bool:
        """True while a move already played keeps its content secret from another
        player (see :meth:`observed_move`). Snapshots, exports and share links then
        leave that move out of the record they show."""
        return False

    # -- optional hooks for the computer player (posy.ai) ----------------------
    rollout_plies: ClassVar[int] = 1_000_000
    """Plies a simulated game plays before :meth:`heuristic` is asked to judge it."""

    search_scale: ClassVar[float] = 1.0
    """The share of a computer level's iterations this game's search runs: its
    measured iterations per second relative to the reference, so that every game
    thinks about as long at a given level."""

    easy_noise: ClassVar[float] = 2.0
    easy_slack: ClassVar[float] = 0.2
    """Easy's deliberate weakness (posy.ai, ``Search._sample``): it draws its move in
    proportion to visits^(1/easy_noise) among the moves its search rates at most
    easy_slack (in mean reward) below its most searched one. Set per game so that Easy
    beats random moves and loses to a player who grabs points (docs/computer.md, "Easy")."""

    def rollout_move(self, rng: Rng) -> M:
        """The move a fast simulated game plays here. Uniformly random unless a game
        knows a cheap better policy (each such hook is justified by a measured gain)."""
        legal = self.moves()
        return legal[rng.below(len(legal))]

    def heuristic(self) -> list[float] | None:
        """An estimate of each player's reward in [0, 1] for this unfinished position,
        used to cut simulated games short; None to always play them to the end."""
        return None

    def outcome(self) -> dict[str, JSONable]:
        """Over, scores and winners as JSON: the result a finished game reports."""
        return {"over": self.over, "scores": self.scores, "winners": self.winners}


_FIELDS: dict[type[State[Any]], tuple[tuple[str, ...], attrgetter[Any]]] = {}


def _fields_of(cls: type[State[Any]]) -> tuple[tuple[str, ...], attrgetter[Any]]:
    """A state class's slots, its bases' included (a game's state may add methods to
    a position class that holds the data), and one getter that reads them all."""
    names = tuple(name for c in reversed(cls.__mro__) for name in c.__dict__.get("__slots__", ()))
    return names, attrgetter(*names)


def _same_types(a: Any, b: Any) -> bool:
    """``a`` and ``b`` (equal) have the same types throughout: ``True == 1`` in Python,
    but a move with ``true`` for a square is not the move with ``1``."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return all(_same_types(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return all(_same_types(x, y) for x, y in zip(a, b))
    return True
