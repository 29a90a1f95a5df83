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

The module is pure Python with no third-party imports: it runs unchanged on
CPython 3.11+ and under Pyodide.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from operator import attrgetter
from typing import Any, ClassVar, Self, TypeAlias, TypeVar

Move = dict[str, Any]
"""A move: a small JSON-able dict with a ``"type"`` key. One type for the five games'
different shapes: the generic code (bridge, search, tests) passes moves through and
keys them by their values; each game reads its own keys."""

JSON: TypeAlias = dict[str, "JSON"] | list["JSON"] | str | int | float | bool | None
"""A value as ``json.loads`` gives it."""

JSONable: TypeAlias = Mapping[str, "JSONable"] | Sequence["JSONable"] | str | int | float | bool | None
"""A value ``json.dumps`` can write (tuples included). Read-only containers, so that a
``list[int]`` or a ``dict[str, str]`` is one too."""

T = TypeVar("T")

MASK64 = (1 << 64) - 1


class IllegalMove(ValueError):
    """A move that the rules do not allow now; the message is for a player."""


class BadRecord(ValueError):
    """A saved game, share link or state dump that cannot be loaded."""


class UnknownGame(BadRecord, KeyError):
    """A game id that no registered game has."""

    def __str__(self) -> str:  # KeyError would quote the message
        return str(self.args[0]) if self.args else "Unknown game."


# --------------------------------------------------------------------------
# Randomness


class Rng:
    """SplitMix64: tiny, fast, and identical on every Python.

    ``random.Random`` would do, but its state is a 625-word tuple; ours is one
    int, which keeps states cheap to copy and trivial to dump.
    """

    __slots__ = ("state",)

    def __init__(self, state: int) -> None:
        self.state = state & MASK64

    def next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)`` (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def shuffle(self, items: list[T]) -> None:
        """Fisher-Yates shuffle in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def shuffled(self, items: Iterable[T]) -> list[T]:
        out = list(items)
        self.shuffle(out)
        return out

    def shuffled_top(self, items: Iterable[T], count: int) -> list[T]:
        """``items`` with ``count`` of them drawn uniformly at random, in random order,
        on top; the others follow rotated by a random amount. For a search that draws
        only the top few cards of a sampled deck: ``count`` draws instead of one per
        card (the rest of the order is random, though not uniformly so)."""
        out = list(items)
        n = len(out)
        if count >= n - 1:
            self.shuffle(out)
            return out
        for i in range(count):
            j = i + self.below(n - i)
            out[i], out[j] = out[j], out[i]
        turn = count + self.below(n - count)
        return out[:count] + out[turn:] + out[count:turn]

    def choice(self, items: Iterable[T]) -> T:
        seq = list(items)
        return seq[self.below(len(seq))]


# --------------------------------------------------------------------------
# Options


@dataclass(frozen=True)
class Option:
    """One lobby option of a game: a switch (bool) or a choice among values."""

    name: str
    label: str
    default: bool | int | str
    choices: tuple[Any, ...] = ()
    help: str = ""

    def check(self, value: object) -> Any:
        if isinstance(self.default, bool):
            if not isinstance(value, bool):
                raise BadRecord(f"The option “{self.label}” must be on or off.")
            return value
        if value not in self.choices or isinstance(value, bool):
            allowed = ", ".join(str(c) for c in self.choices)
            raise BadRecord(f"The option “{self.label}” must be one of: {allowed}.")
        return value

    def describe(self) -> dict[str, JSONable]:
        return {
            "name": self.name,
            "label": self.label,
            "default": self.default,
            "choices": list(self.choices),
            "help": self.help,
        }


# --------------------------------------------------------------------------
# Game and State


class State:
    """One position of a game. Subclasses keep their data in slots and never mutate
    a state after it has been returned to a caller."""

    game: ClassVar[Game]
    __slots__ = ()

    # -- what every game provides ------------------------------------------
    @property
    def current(self) -> int | None:
        """Index of the player who decides now, or None when the game is over."""
        raise NotImplementedError

    @property
    def scores(self) -> list[int]:
        raise NotImplementedError

    @property
    def winners(self) -> list[int]:
        """Winning player indexes once the game is over (all tied winners; all
        players for a draw), else []."""
        raise NotImplementedError

    def moves(self) -> list[Move]:
        raise NotImplementedError

    def apply(self, move: Move) -> State:
        """The state after a *legal* move. Unchecked: use :meth:`play` for input."""
        raise NotImplementedError

    def view(self, viewer: int | None) -> dict[str, JSONable]:
        raise NotImplementedError

    def dump(self) -> dict[str, JSONable]:
        raise NotImplementedError

    def describe(self, move: Move, names: list[str] | None = None) -> str:
        """One log line, in words, for a legal move played from this state.
        ``names`` are the players' own names; seat names ("Gray") otherwise."""
        return f"{self.game.player_name(self.current, names)}: {move['type']}"

    def why_illegal(self, move: Move) -> str:
        """A sentence saying why a well-formed but illegal move is refused."""
        return "That move is not allowed now."

    # -- what the rules did on their own (the log's notes, the status line) ----
    def notes_after(self, move: Move, after: State, names: list[str] | None = None) -> list[str]:
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
        return "No move is left: the game is over."

    def preview(self, move: Move) -> dict[str, Any] | None:
        """What a legal move of the player to decide would do, before it is played,
        where that is not obvious from the board: JSON-able data with a ``"text"``
        sentence, computed from what that player may see. None for games (and moves)
        whose effect is plain (posy.coach shows it as a preview)."""
        return None

    # -- shared behaviour ----------------------------------------------------
    @property
    def over(self) -> bool:
        return self.current is None

    @property
    def players(self) -> int:
        return len(self.scores)

    def evolve(self, **changes: Any) -> Self:
        """A copy of this state with some fields replaced. States are never mutated,
        so a move builds its successor this way: one C-level read of every slot, then
        plain writes (this is the hottest function of a playout)."""
        cls = type(self)
        fields: tuple[str, ...] = cls.__slots__
        getter = _FIELD_GETTERS.get(cls)
        if getter is None:
            getter = _FIELD_GETTERS[cls] = attrgetter(*fields)
        new = cls.__new__(cls)
        for name, value in zip(fields, getter(self)):
            setattr(new, name, value)
        for name, value in changes.items():
            setattr(new, name, value)
        return new

    def play(self, move: object) -> State:
        """The state after ``move``; raises :class:`IllegalMove` with a reason."""
        if not isinstance(move, dict) or not isinstance(move.get("type"), str):
            raise IllegalMove("That is not a move.")
        if self.over:
            raise IllegalMove("The game is over.")
        legal = self.find(move)
        if legal is None:
            raise IllegalMove(self.why_illegal(move))
        return self.apply(legal)

    def find(self, move: object) -> Move | None:
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

    def determinize(self, viewer: int | None, rng: Rng) -> State:
        """A full state consistent with what ``viewer`` knows. Perfect-information
        games return themselves.

        It must be a function of the viewer's information only: two states that look
        the same to ``viewer`` give the same result for the same ``rng`` (sort what is
        unknown before shuffling it). The computer player relies on this to be fair."""
        return self

    def observed_move(self, move: Move, viewer: int) -> Move:
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
    beats random moves and loses to a player who grabs points (README, "Easy")."""

    def rollout_move(self, rng: Rng) -> Move:
        """The move a fast simulated game plays here. Uniformly random unless a game
        knows a cheap better policy (each such hook is justified by a measured gain)."""
        legal = self.moves()
        return legal[rng.below(len(legal))]

    def heuristic(self) -> list[float] | None:
        """An estimate of each player's reward in [0, 1] for this unfinished position,
        used to cut simulated games short; None to always play them to the end."""
        return None

    def outcome(self) -> dict[str, JSONable]:
        return {"over": self.over, "scores": self.scores, "winners": self.winners}


_FIELD_GETTERS: dict[type[State], attrgetter[Any]] = {}


def _same_types(a: Any, b: Any) -> bool:
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return all(_same_types(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return all(_same_types(x, y) for x, y in zip(a, b))
    return True


class Game:
    """A game's description and its factory of states."""

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

    def player_name(self, index: int | None, names: list[str] | None = None) -> str:
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
        if not isinstance(players, int) or isinstance(players, bool):
            raise BadRecord("The number of players must be a whole number.")
        if not self.min_players <= players <= self.max_players:
            if self.min_players == self.max_players:
                raise BadRecord(f"{self.title} is for {self.min_players} players.")
            raise BadRecord(f"{self.title} is for {self.min_players} to {self.max_players} players.")
        return players

    def new(self, players: object = 2, seed: object = 0, options: object = None) -> State:
        """A fresh game. The same ``(players, seed, options)`` always deals the same.
        Checks what it is given (a whole number of players, a seed of zero or more, a
        dict of options): it takes a request's values as they come."""
        if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
            raise BadRecord("The seed must be a whole number, zero or more.")
        return self.setup(self.check_players(players), seed, self.check_options(options))

    def setup(self, players: int, seed: int, options: dict[str, Any]) -> State:
        raise NotImplementedError

    def load(self, data: object) -> State:
        """A state from :meth:`State.dump`; raises BadRecord on anything malformed."""
        if not isinstance(data, dict) or data.get("game") != self.id:
            raise BadRecord(f"This is not a saved {self.title} position.")
        if data.get("version") != self.version:
            raise BadRecord(f"This {self.title} position was saved by another version of the rules.")
        try:
            return self.restore(data)
        except BadRecord:
            raise
        except (KeyError, TypeError, ValueError, IndexError) as exc:
            raise BadRecord(f"This saved {self.title} position is damaged.") from exc

    def restore(self, data: dict[str, Any]) -> State:
        raise NotImplementedError

    def describe(self) -> dict[str, JSONable]:
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


# --------------------------------------------------------------------------
# The game record


@dataclass
class Record:
    """Everything needed to replay a game: the save file, share link and undo."""

    game: str
    version: int
    players: int
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
    moves: list[Move] = field(default_factory=list)
    names: list[str] = field(default_factory=list)
    computers: list[str | None] = field(default_factory=list)
    """Per seat: the computer's level ("easy", "medium", "hard"), or None for a person.
    Empty when every seat is a person (records from before computers existed)."""
    unchecked: bool = False
    """Opened from a file or link without a checksum (made before checksums, or edited
    and stripped of it): it may not be the game that was shared, and says so for good."""
    hints: list[int] = field(default_factory=list)
    """Per seat: how many hints (posy.coach) that seat was given. Empty when none was
    (and in records from before hints were counted)."""
    hints_off: bool = False
    """The game was set up without hints (a game against the computer played unaided)."""

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "game": self.game,
            "version": self.version,
            "players": self.players,
            "seed": self.seed,
            "options": dict(self.options),
            "moves": list(self.moves),
            "names": list(self.names),
        }
        if any(self.computers):
            out["computers"] = list(self.computers)
        if self.unchecked:
            out["unchecked"] = True
        if any(self.hints):
            out["hints"] = list(self.hints)
        if self.hints_off:
            out["hints_off"] = True
        return out

    @classmethod
    def from_json(cls, data: object) -> Record:
        """Check the shape of a record from outside; raise BadRecord in words."""
        if not isinstance(data, dict):
            raise BadRecord("This is not a Posy game record.")
        game = data.get("game")
        if not isinstance(game, str):
            raise BadRecord("This game record does not say which game it is.")
        version = data.get("version")
        if not isinstance(version, int) or isinstance(version, bool):
            raise BadRecord("This game record has no readable version.")
        moves = data.get("moves", [])
        if not isinstance(moves, list) or not all(isinstance(m, dict) for m in moves):
            raise BadRecord("The moves in this game record are not readable.")
        names = data.get("names", [])
        if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
            raise BadRecord("The player names in this game record are not readable.")
        options = data.get("options", {})
        if not isinstance(options, dict):
            raise BadRecord("The options in this game record are not readable.")
        seed = data.get("seed")
        if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
            raise BadRecord("This game record has no readable seed.")
        computers = data.get("computers", [])
        if not isinstance(computers, list) or not all(c is None or isinstance(c, str) for c in computers):
            raise BadRecord("The computer players in this game record are not readable.")
        hints = data.get("hints", [])
        if not isinstance(hints, list) or not all(type(n) is int and 0 <= n < 1_000_000 for n in hints):
            raise BadRecord("The hint counts in this game record are not readable.")
        return cls(
            game=game,
            version=version,
            players=data.get("players"),  # type: ignore[arg-type]  # checked by the game
            seed=seed,
            options=options,
            moves=moves,
            names=[n[:40] for n in names],
            computers=list(computers),
            unchecked=data.get("unchecked") is True,
            hints=list(hints),
            hints_off=data.get("hints_off") is True,
        )


def replay(game: Game, record: Record) -> list[State]:
    """Every state of a recorded game, from the deal to the last move.

    Raises BadRecord naming the first move that does not replay.
    """
    if record.game != game.id:
        raise BadRecord(f"This record is for another game, not {game.title}.")
    if record.version != game.version:
        raise BadRecord(
            f"This {game.title} record was saved by version {record.version} of the rules; "
            f"this Posy plays version {game.version}."
        )
    states = [game.new(record.players, record.seed, record.options)]
    for number, move in enumerate(record.moves, start=1):
        try:
            states.append(states[-1].play(move))
        except IllegalMove as exc:
            raise BadRecord(f"Move {number} of this record cannot be played: {exc}") from exc
    return states


def random_record(
    game: Game, players: int, seed: int, rng: Rng, options: dict[str, Any] | None = None
) -> Record:
    """The record of a game played to its end by uniformly random legal moves (through
    ``play``, so every move is validated): for tests, golden files and examples."""
    state = game.new(players, seed, options)
    moves = []
    while not state.over:
        legal = state.moves()
        move = legal[rng.below(len(legal))]
        moves.append(move)
        state = state.play(move)
    return Record(game.id, game.version, players, seed, game.check_options(options), moves)


def random_playout(state: State, rng: Rng, limit: int = 100_000) -> tuple[State, int]:
    """Play uniformly random legal moves to the end; returns (final state, plies)."""
    plies = 0
    while not state.over:
        if plies >= limit:
            raise RuntimeError(f"{state.game.id}: no end after {limit} moves")
        options = state.moves()
        state = state.apply(options[rng.below(len(options))])
        plies += 1
    return state, plies


def lead_rewards(scores: list[int] | tuple[int, ...], spread: float) -> list[float]:
    """Rewards in [0, 1] for an unfinished game judged by its scores: a logistic curve
    of each player's lead over the best other player, ``spread`` points giving about
    73% (a heuristic for the computer player). With 3 or 4 players, half of it is the
    mean of that curve over each other player (as posy.ai.rewards counts the players
    finished ahead of)."""
    out = []
    for p, mine in enumerate(scores):
        lead = mine - max(s for q, s in enumerate(scores) if q != p)
        value = 1.0 / (1.0 + math.exp(-lead / spread))
        if len(scores) > 2:
            others = [1.0 / (1.0 + math.exp((s - mine) / spread)) for q, s in enumerate(scores) if q != p]
            value = 0.5 * value + 0.5 * sum(others) / len(others)
        out.append(value)
    return out


def plural(n: int, word: str) -> str:
    """A count with its noun, ``"1 point"`` or ``"3 points"``: the words of every game's log
    and notes, and of the coach."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def replace_at(items: tuple[T, ...], index: int, value: T) -> tuple[T, ...]:
    """A copy of the tuple with one item replaced: states stay immutable and cheap."""
    return items[:index] + (value,) + items[index + 1 :]


def ranked_winners(scores: list[int], tiebreak: list[int] | None = None) -> list[int]:
    """Indexes of the players with the best (score, tiebreak); all of them on a draw."""
    keys = [(s, tiebreak[i] if tiebreak else 0) for i, s in enumerate(scores)]
    best = max(keys)
    return [i for i, k in enumerate(keys) if k == best]


# --------------------------------------------------------------------------
# Remote play: a device's knowledge, and chance made outside the state
#
# Between devices (posy.remote) no device may hold what its seats may not see,
# and no device may know a draw before it is drawn. A device's engine state is
# therefore *its knowledge*: the public moves, its own seats' secrets, and
# UNKNOWN where another seat's hidden item stands; and the randomness a local
# game takes from its seeded Rng during play is made jointly and put into the
# state from outside. Games say how through optional ``remote_*`` methods on
# their State; the functions below call them (a game without a hook has nothing
# of that kind). Local games never call these, and behave exactly as before.
# The computer player keeps calling ``determinize(viewer, rng)`` on such a state:
# it samples every UNKNOWN from what the viewer knows, as it always did.

UNKNOWN = -1
"""An item (a card id) that this device does not know: another seat's hidden card."""


def hidden_pile(state: State) -> tuple[int, ...]:
    """The items ``state`` will draw face up during play, in the order it will draw
    them (Anthokyklos' Pattern deck); () for a game without such a pile. Remote play
    keeps the pile sorted and puts each draw on top just before the move that
    draws it, so the order is never known in advance."""
    hook = getattr(state, "remote_pile", None)
    return hook() if hook else ()


def with_pile(state: State, order: tuple[int, ...]) -> State:
    """``state`` with its hidden pile replaced by ``order`` (a permutation of it)."""
    if sorted(order) != sorted(hidden_pile(state)):
        raise ValueError("a pile order must hold exactly the pile's items")
    out: State = state.remote_with_pile(tuple(order))  # type: ignore[attr-defined]
    return out


def dealt(state: State) -> tuple[tuple[int, ...], int, int] | None:
    """When the move that made ``state`` dealt private hands (Petals' rounds): each
    seat's hand size, how many cards were turned face up and how many cards the deck
    holds (ids 0 to that number - 1); else None. Remote play replaces such a deal by
    one made with mental poker (:func:`with_deal`)."""
    hook = getattr(state, "remote_dealt", None)
    return hook() if hook else None


def with_deal(state: State, hands: list[tuple[int, ...] | None], faceup: tuple[int, ...]) -> State:
    """``state`` with the deal it just made replaced: ``hands[seat]`` is that seat's
    hand, or None when this device may not see it (then UNKNOWN cards stand in);
    ``faceup`` the cards turned face up."""
    out: State = state.remote_with_deal(hands, faceup)  # type: ignore[attr-defined]
    return out


def apply_known(state: State, move: Move) -> State:
    """The state after ``move`` (legal for its player, checked elsewhere), played by
    a seat some of whose items this state holds as UNKNOWN: the item the move shows
    (a card played) takes an UNKNOWN's place first. Without unknowns, ``play``."""
    hook = getattr(state, "remote_reveal", None)
    revealed = hook(move) if hook else None
    return state.play(move) if revealed is None else revealed.apply(move)
