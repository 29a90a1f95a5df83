"""One device's knowledge of a remote game, and the rules of the protocol that
advance it: who may send the next message, and what each message changes.

A :class:`Table` is a function of the messages so far (the chain) and of the
secrets it is given: one device's own secrets during play, every device's in the
audit (then it knows every seat and checks everything). Its JSON (``data``) holds
only what its device may see: the public moves, the jointly made randomness,
its own seats' cards; the engine state is rebuilt from that on demand
(:meth:`state`), with ``core.UNKNOWN`` where another seat's card stands.

Phases: ``lobby`` (invitation, joins, the joint seed), ``deal`` (mental poker,
in ``deal.py``), ``play``, ``round`` (Petals: once a round's last dealt card is
played, every device shows its keys for that round, and the round is checked)
and ``done``. The message kinds and their bodies are listed in ``README.md``.
"""

from __future__ import annotations

from typing import Any

from .. import core
from ..core import IllegalMove, State
from ..core.i18n import N_, _
from .crypto import CheatDetected
from .messages import LinkRefused, canonical


def hex_bytes(value: Any, size: int = 32) -> bytes:
    if not isinstance(value, str) or len(value) != 2 * size:
        raise LinkRefused(_("This link is damaged: copy the whole link again."), "damaged")
    try:
        return bytes.fromhex(value)
    except ValueError as exc:
        raise LinkRefused(_("This link is damaged: copy the whole link again."), "damaged") from exc


class Table:
    """A remote game as one device (or the audit) knows it."""

    def __init__(self, data: dict[str, Any], secrets: list[dict[str, Any] | None], me: int | None) -> None:
        self.data = data
        self.secrets = secrets  # per device: its secrets when known here
        self.me = me  # this device's index; None for the audit, which knows every device
        self._cache: tuple[int, State[Any]] | None = None
        self.hints: dict[tuple[int, int], int] = {}  # the audit's hints: see audit.played_cards

    @property
    def setup(self) -> dict[str, Any]:
        setup: dict[str, Any] = self.data["setup"]
        return setup

    @property
    def game(self) -> core.Game[core.State[Any]]:
        return core_game(self.setup["game"])

    @property
    def devices(self) -> int:
        return int(self.setup["devices"])

    def device_of(self, seat: int) -> int:
        return int(self.setup["seats"][seat])

    def seats_of(self, device: int) -> list[int]:
        return [s for s, d in enumerate(self.setup["seats"]) if d == device]

    def name(self, device: int) -> str:
        return str(self.setup["names"][self.seats_of(device)[0]])

    def knows(self, seat: int) -> bool:
        return self.me is None or self.device_of(seat) == self.me

    @property
    def phase(self) -> str:
        d = self.data
        if d["result"] is not None or (d["over"] or {}).get("reason") == "forfeit":
            return "done"
        if d["seed"] is None:
            return "lobby"
        if d["deal"] is not None:
            return "deal"
        if self.keys_due():
            return "round"
        if d["over"] is not None or (not d["pending"] and self.state().over):
            return "done"
        return "play"

    def keys_due(self) -> bool:
        """Has every dealt card of the round been played, with a device's keys still to show?"""
        cards = self.data["cards"]
        if cards is None or None not in cards["shown"]:
            return False
        return len(cards["played"]) == sum(1 for owner in cards["owners"] if owner != -1)

    # -- the engine state ----------------------------------------------------------
    def state(self) -> State[Any]:
        """The engine state after every step (the moves all devices know of)."""
        steps = self.data["steps"]
        if self._cache and self._cache[0] <= len(steps):  # steps only grow, but for an undo
            done, s = self._cache
        else:
            setup = self.setup
            done, s = 0, self.game.new(setup["players"], self.data["seed"], setup["options"])
            pile = core.hidden_pile(s)
            if pile:
                s = core.with_pile(s, tuple(sorted(pile)))
        for step in steps[done:]:
            s = self.advance(s, step)
        self._cache = (len(steps), s)
        return s

    def state_at(self, n: int) -> State[Any]:
        """The engine state after the first ``n`` steps (replayed: not cached)."""
        setup = self.setup
        s = self.game.new(setup["players"], self.data["seed"], setup["options"])
        pile = core.hidden_pile(s)
        if pile:
            s = core.with_pile(s, tuple(sorted(pile)))
        for step in self.data["steps"][:n]:
            s = self.advance(s, step)
        return s

    def advance(self, s: State[Any], step: dict[str, Any]) -> State[Any]:
        if "deal" in step:
            deal = step["deal"]
            return core.with_deal(
                s, [None if h is None else tuple(h) for h in deal["hands"]], tuple(deal["faceup"])
            )
        drawn = step.get("drawn")
        if drawn:
            rest = sorted(set(core.hidden_pile(s)) - set(drawn))
            s = core.with_pile(s, (*drawn, *rest))
        if self.me is None:
            return s.play(step["move"])  # the audit knows every hand: full checks
        return core.apply_known(s, step["move"])

    def working(self) -> tuple[State[Any], State[Any]]:
        """(the state to decide in, the state to show): the steps, then the moves
        still pending. A secret another device has set is stood in for by a legal
        move of the same kind (never shown: the state to show stops before the move
        that would turn it over)."""
        s = shown = self.state()
        hidden = False
        for entry in self.data["pending"]:
            if entry["kind"] == "draw":
                break
            move = entry.get("move")
            if move is None:
                move = self.stand_in(s, entry["placeholder"])
                hidden = True
            s = s.play(move)
            if not hidden or s.secret_pending():
                shown = s
        return s, shown

    def stand_in(self, s: State[Any], placeholder: dict[str, Any]) -> dict[str, Any]:
        mover = self.device_of(s.current) if s.current is not None else -1
        viewer = next(q for q in range(self.setup["players"]) if self.device_of(q) != mover)
        legal: list[dict[str, Any]] = s.moves()
        for move in legal:
            if s.observed_move(move, viewer) == placeholder:
                return move
        raise CheatDetected(N_("A device set a secret move that is not allowed now."))

    def secret_due(self) -> dict[str, Any] | None:
        """The first secret that must be turned over now (the rules have revealed it)."""
        pending = self.data["pending"]
        if not any(e["kind"] == "secret" for e in pending):
            return None
        s, _shown = self.working()
        if s.secret_pending():
            return None
        due: dict[str, Any] = next(e for e in pending if e["kind"] == "secret")
        return due


def core_game(game_id: Any) -> core.Game[core.State[Any]]:
    from .. import game

    return game(game_id)


def legal_or_refuse(s: State[Any], move: Any, who: str, index: int) -> dict[str, Any]:
    """The legal move equal to ``move`` (the ``index``-th step), or CheatDetected naming
    the device and when."""
    if not isinstance(move, dict):
        raise LinkRefused(_("This link is damaged: copy the whole link again."), "damaged")
    found = s.find(move)
    if found is None:
        try:
            s.play(move)
        except IllegalMove as exc:
            raise unallowed(s, index, who, exc) from exc
    return found if found is not None else move


def move_bytes(move: dict[str, Any]) -> bytes:
    return canonical(move)


def located(s: State[Any], index: int, by_trick: str, by_move: str, **args: Any) -> CheatDetected:
    """A cheat made at the ``index``-th step of ``s``'s game: ``by_trick``, its sentence
    saying the trick and round (``{trick}``, ``{round}``) for a trick-taking game, else
    ``by_move``, saying the move (``{move}``). Whole sentences: a translator never joins
    a clause to them."""
    tricks = getattr(s, "tricks", None)
    if isinstance(tricks, int):
        return CheatDetected(by_trick, trick=tricks + 1, round=getattr(s, "round", 0) + 1, **args)
    return CheatDetected(by_move, move=index + 1, **args)


def unallowed(s: State[Any], index: int, who: str, exc: IllegalMove) -> CheatDetected:
    """A move the rules refuse (``exc``, their reason), made by ``who``'s device."""
    return located(
        s,
        index,
        # Translators: {name} is a player's name; {reason}, the rules' own sentence why the move is refused
        N_("{name}'s device made a move the rules do not allow, at trick {trick} of round {round}: {reason}"),
        N_("{name}'s device made a move the rules do not allow, at move {move}: {reason}"),
        name=who,
        reason=str(exc),
    )
