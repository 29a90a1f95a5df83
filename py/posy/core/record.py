"""The game record, ``(game, version, players, seed, options, moves)``: the save format,
the share link and the undo mechanism; and games replayed or played out from one."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, NotRequired, TypedDict, TypeVar

from .game import Game
from .i18n import _
from .protocol import State
from .rng import Rng
from .types import BadRecord, GameId, IllegalMove, Move

S = TypeVar("S", bound=State[Any])


class HintedJSON(TypedDict):
    """A hint given in the game (:attr:`Record.hinted`): at which ply, which move."""

    ply: int
    move: Move


class RecordJSON(TypedDict):
    """A record as JSON (:meth:`Record.to_json`): what a save file, a share link and a
    snapshot's ``record`` hold. The optional keys are left out when empty."""

    game: GameId
    version: int
    players: int
    seed: int
    options: dict[str, Any]
    moves: list[Move]
    names: list[str]
    computers: NotRequired[list[str | None]]
    unchecked: NotRequired[bool]
    hints: NotRequired[list[int]]
    hints_off: NotRequired[bool]
    hinted: NotRequired[list[HintedJSON]]


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
    hinted: list[HintedJSON] = field(default_factory=list)
    """The hints given (posy.coach): at which ply, which move, so that the review says
    so when it finds better than a hinted move that was played. Empty when none was."""

    def to_json(self) -> RecordJSON:
        out: RecordJSON = {
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
        if self.hinted:
            out["hinted"] = [{"ply": h["ply"], "move": h["move"]} for h in self.hinted]
        return out

    @classmethod
    def from_json(cls, data: object) -> Record:
        """Check the shape of a record from outside; raise BadRecord in words."""
        if not isinstance(data, dict):
            raise BadRecord(_("This is not a Posy game record."))
        game = data.get("game")
        if not isinstance(game, str):
            raise BadRecord(_("This game record does not say which game it is."))
        version = data.get("version")
        if not isinstance(version, int) or isinstance(version, bool):
            raise BadRecord(_("This game record has no readable version."))
        moves = data.get("moves", [])
        if not isinstance(moves, list) or not all(isinstance(m, dict) for m in moves):
            raise BadRecord(_("The moves in this game record are not readable."))
        names = data.get("names", [])
        if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
            raise BadRecord(_("The player names in this game record are not readable."))
        options = data.get("options", {})
        if not isinstance(options, dict):
            raise BadRecord(_("The options in this game record are not readable."))
        seed = data.get("seed")
        if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
            raise BadRecord(_("This game record has no readable seed."))
        computers = data.get("computers", [])
        if not isinstance(computers, list) or not all(c is None or isinstance(c, str) for c in computers):
            raise BadRecord(_("The computer players in this game record are not readable."))
        hints = data.get("hints", [])
        if not isinstance(hints, list) or not all(type(n) is int and 0 <= n < 1_000_000 for n in hints):
            raise BadRecord(_("The hint counts in this game record are not readable."))
        hinted = data.get("hinted", [])
        if not isinstance(hinted, list) or not all(
            isinstance(h, dict)
            and type(h.get("ply")) is int
            and h["ply"] >= 0
            and isinstance(h.get("move"), dict)
            for h in hinted
        ):
            raise BadRecord(_("The hints in this game record are not readable."))
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
            hinted=[{"ply": h["ply"], "move": h["move"]} for h in hinted],
        )


def replay(game: Game[S], record: Record) -> list[S]:
    """Every state of a recorded game, from the deal to the last move.

    Raises BadRecord naming the first move that does not replay.
    """
    if record.game != game.id:
        # Translators: {game} is a game's title ("Petal")
        raise BadRecord(_("This record is for another game, not {game}.").format(game=_(game.title)))
    if record.version != game.version:
        # Translators: {game} is a game's title ("Petal"), {saved} and {plays} versions of its rules (numbers)
        text = _(
            "This {game} record was saved by version {saved} of the rules; this Posy plays version {plays}."
        )
        raise BadRecord(text.format(game=_(game.title), saved=record.version, plays=game.version))
    states = [game.new(record.players, record.seed, record.options)]
    for number, move in enumerate(record.moves, start=1):
        try:
            states.append(states[-1].play(move))
        except IllegalMove as exc:
            # Translators: {number} is the move's number in the record, {reason} the sentence saying why
            text = _("Move {number} of this record cannot be played: {reason}")
            raise BadRecord(text.format(number=number, reason=exc)) from exc
    return states


def random_record(
    game: Game[State[Any]], players: int, seed: int, rng: Rng, options: dict[str, Any] | None = None
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


def random_playout(state: S, rng: Rng, limit: int = 100_000) -> tuple[S, int]:
    """Play uniformly random legal moves to the end; returns (final state, plies)."""
    plies = 0
    while not state.over:
        if plies >= limit:
            raise RuntimeError(f"{state.game.id}: no end after {limit} moves")
        options = state.moves()
        state = state.apply(options[rng.below(len(options))])
        plies += 1
    return state, plies
