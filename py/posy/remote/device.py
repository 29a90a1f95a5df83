"""One device of a remote game: its copy of the message chain, its own secrets
(its signing key among them), and its :class:`~posy.remote.table.Table` (what it
knows). It receives messages, answers automatically when the protocol asks it to
(reveals, draws, the deal, a round's keys), and turns its player's decisions into
signed messages.

A device is JSON (:meth:`Device.to_json`): the page stores it and gives it back.
Everything in it is public (the chain) or this device's own (its secrets, its
seats' cards). Its private signing key never leaves it: not in a link, a message
or a game record (``posy.remote.page`` hands the page the device as an opaque
text that is stored, never shown or exported).
"""

from __future__ import annotations

import copy
import secrets as random_source
import time
from typing import Any

from .. import core
from ..core.i18n import N_, _
from . import clock, crypto, ed25519, turns
from .answers import Answers
from .messages import ZERO, Fork, LinkRefused, Log, Message, new_game_id, pack
from .table import Table, core_game

LINK_LIMIT = 2000


def _now(now: int | None) -> int:
    return int(time.time()) if now is None else int(now)


class Device(Answers):
    def __init__(self, me: int, log: Log, own: dict[str, Any], table: Table) -> None:
        self.me = me
        self.log = log
        self.own = own  # this device's secrets
        self.table = table
        self.parts: dict[str, dict[str, Any]] = {}  # parts of long links received so far, by digest
        self.clock = _now(None)
        self.evidence: list[str] = []  # the signed message(s) being applied: a cheat's proof

    # -- making and storing ---------------------------------------------------------
    @staticmethod
    def _secrets(chain: int) -> dict[str, Any]:
        value = crypto.random_value()
        digest, nonce = crypto.commit(value)
        return {
            "value": value.hex(), "nonce": nonce.hex(), "digest": digest.hex(), "rounds": {}, "sealed": {},
            "chain": random_source.token_bytes(32).hex() if chain else None,
            "sign": ed25519.new_secret().hex(),
        }  # fmt: skip

    def _commitment(self) -> dict[str, Any]:
        out = {"commit": self.own["digest"], "key": ed25519.public_key(bytes.fromhex(self.own["sign"])).hex()}
        if self.own["chain"]:
            n = self.table.setup["chain"]
            out["chain"] = crypto.chain_head(bytes.fromhex(self.own["chain"]), n).hex()
        return out

    @classmethod
    def invite(
        cls,
        game: str,
        players: int,
        options: dict[str, Any],
        seats: list[int],
        names: list[str],
        pace: int = 0,
        now: int | None = None,
    ) -> Device:
        """A new remote game on the inviting device (device 0)."""
        g = core_game(game)
        if not isinstance(seats, list) or not all(
            isinstance(d, int) and not isinstance(d, bool) for d in seats
        ):
            raise core.BadRecord(_("Say which device decides each seat: 0 for this one, 1 to 3 for friends."))
        devices = sorted(set(seats))
        if len(seats) != players or devices != list(range(len(devices))) or len(devices) < 2:
            raise core.BadRecord(
                _("A remote game needs one device per seat: this one, then friends in turn.")
            )
        if (
            not isinstance(names, list)
            or len(names) != players
            or not all(isinstance(n, str) and 0 < len(n.strip()) <= 40 for n in names)
        ):
            raise core.BadRecord(_("Each player's name must be 1 to 40 characters."))
        if not clock.valid_pace(pace):
            raise core.BadRecord(
                _("Choose a pace: none, a day, 3 days or a week a move (live: 2, 5 or 15 minutes).")
            )
        chain = len(core.hidden_pile(g.new(g.check_players(players), 0, g.check_options(options))))
        own = cls._secrets(chain)
        device = cls(0, Log([]), own, Table({"setup": {"chain": chain}}, [], 0))
        body = {"game": game, "players": players, "options": g.check_options(options), "seats": seats,
                "names": names, "pace": pace, **device._commitment()}  # fmt: skip
        secret = bytes.fromhex(own["sign"])
        invite = Message.make(new_game_id(), 0, ZERO, seats.index(0), "invite", body, secret, _now(now))
        device.table = turns.open_table(invite, [own] + [None] * max(seats), 0)
        device.log = Log([invite])
        return device

    @classmethod
    def join(cls, messages: list[Message], name: str, now: int | None = None) -> Device:
        """A device opening an invitation link: takes the next free place."""
        if not messages or messages[0].seq != 0 or messages[0].kind != "invite":
            raise LinkRefused(
                _("This is not an invitation: open the first link your friend sent."), "not_posy"
            )
        table = turns.open_table(messages[0], [None] * 4, None)
        for m in messages[1:]:
            turns.receive(table, m, _now(now))
        me, what = turns.expect(table)
        if what != "join" or me is None:
            raise LinkRefused(_("Every place in this game is already taken."), "sender")
        own = cls._secrets(table.setup["chain"])
        table.secrets = [None] * table.devices
        table.secrets[me] = own
        table.me = me
        device = cls(me, Log(list(messages)), own, table)
        device.clock = _now(now)
        body = {"name": name, **device._commitment()}
        if me == table.devices - 1:
            body["reveal"] = {"value": own["value"], "nonce": own["nonce"]}
        device._send("join", body)
        device.act()
        return device

    def to_json(self) -> dict[str, Any]:
        return {"v": 2, "me": self.me, "log": [m.raw.decode() for m in self.log.messages],
                "own": self.own, "table": self.table.data, "parts": self.parts}  # fmt: skip

    @classmethod
    def from_json(cls, data: Any) -> Device:
        try:
            if data["v"] != 2:
                raise core.BadRecord(
                    _("This remote game was made by an older Posy: start a new one with your friend.")
                )
            messages = [Message.parse(raw.encode()) for raw in data["log"]]
            me, own = data["me"], data["own"]
            secrets: list[dict[str, Any] | None] = [None] * (max(messages[0].body["seats"]) + 1)
            secrets[me] = own
            device = cls(me, Log(messages), own, Table(data["table"], secrets, me))
            device.parts = dict(data.get("parts") or {})
            return device
        except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
            if isinstance(exc, core.BadRecord):
                raise
            raise core.BadRecord(_("This saved remote game is damaged.")) from exc

    # -- receiving -----------------------------------------------------------------------
    def receive(self, messages: list[Message], now: int | None = None) -> list[Message]:
        """Apply the messages this device lacks; all or nothing. Returns them.
        Raises LinkRefused (forged, stale, damaged: nothing changes) or
        CheatDetected (a signed lie: the caller voids the game, :meth:`void`)."""
        self.clock = _now(now)
        t = self.table
        if (t.data["result"] or {}).get("kind") == "cheat":
            raise LinkRefused(_("This game is void: {verdict}").format(verdict=clock.verdict(t)), "void")
        sender = None
        if messages and messages[0].sender < t.setup["players"] and messages[0].game == self.log.game:
            sender = t.name(t.device_of(messages[0].sender))
        others = ", ".join(t.name(d) for d in range(t.devices) if d != self.me)
        try:
            fresh = self.log.fresh(messages, others, sender)
        except Fork as fork:
            fresh = self._fork(fork, messages)
        t = self.table  # a claim that won may have rebuilt it
        mine = set(t.seats_of(self.me))
        if any(m.sender in mine for m in fresh):  # this device made every message in its name
            raise LinkRefused(
                _("This link holds a move made in your name on another device: it is forged."), "forged"
            )
        data, own, held = copy.deepcopy(t.data), copy.deepcopy(self.own), len(self.log.messages)
        try:
            for m in fresh:
                self.evidence = [m.raw.decode()]
                turns.receive(t, m, self.clock)
                self.log.messages.append(m)
            self.act()  # this device's answers: a cheat may show only then (its hand does not open)
        except Exception:  # all or nothing: a refused link changes nothing
            del self.log.messages[held:]
            t.data, self.own = data, own
            t.secrets[self.me] = own
            t._cache = None
            raise
        return fresh

    def _fork(self, fork: Fork, messages: list[Message]) -> list[Message]:
        """A link that differs from this chain at one place: a forgery (refused), two
        signed messages from one device (equivocation: a cheat, with both as
        evidence), or a valid claim against this device's late answer (the claim wins)."""
        ours, theirs = fork.ours, fork.theirs
        t = self.table
        device = turns.sender_device(t, theirs)
        turns.check_signature(t, device, theirs)
        if t.device_of(ours.sender) == device and device != self.me:
            self.evidence = [ours.raw.decode(), theirs.raw.decode()]
            raise crypto.CheatDetected(
                N_(
                    "{name}'s device sent two different signed messages for the same turn "
                    "(message {seq}): it told the devices different things."
                ),
                name=t.name(device),
                seq=theirs.seq,
            )
        if theirs.kind == "claim" and t.device_of(ours.sender) == self.me:
            return self._yield_to_claim(theirs, messages)
        raise fork

    def _yield_to_claim(self, claim: Message, messages: list[Message]) -> list[Message]:
        """This device answered after the pace and a friend claimed the game first:
        its late messages go, the claim stands (checked like any message)."""
        del self.log.messages[claim.seq :]
        self.table = Table(copy.deepcopy(self._replayed(claim.seq)), self.table.secrets, self.me)
        return [m for m in messages if m.seq >= claim.seq]

    def _replayed(self, upto: int) -> dict[str, Any]:
        table = turns.open_table(self.log.messages[0], self.table.secrets, self.me)
        for m in self.log.messages[1:upto]:
            turns.receive(table, m, self.table.data["seen"][m.seq])
        return table.data

    # -- sending ---------------------------------------------------------------------------
    def _send(self, kind: str, body: dict[str, Any]) -> Message:
        at = max(self.clock, self.table.data.get("at", 0))
        m = self.log.next(self.table.seats_of(self.me)[0], kind, body, bytes.fromhex(self.own["sign"]), at)
        turns.receive(self.table, m, self.clock)
        self.log.messages.append(m)
        return m

    def link(self, limit: int = LINK_LIMIT, since: int | None = None) -> str | None:
        """The link to send: what the friends may lack (:meth:`unsent`), cut to its
        newest messages that fit in ``limit`` characters (a friend who missed an
        older link is told to open it first), but never without the messages made
        since the log's ``since``-th (a deal message alone may be longer)."""
        unsent = self.unsent()
        mine = set(self.table.seats_of(self.me))
        if not any(m.sender in mine for m in unsent):
            return None
        must = len(self.log.messages) - (since if since is not None else len(self.log.messages))
        best = pack(unsent[-max(must, 1) :])
        for start in range(len(unsent) - max(must, 1) - 1, -1, -1):
            text = pack(unsent[start:])
            if len(text) > limit:
                break
            best = text
        return best

    def unsent(self) -> list[Message]:
        """What the other devices may lack: everything after the last message the
        least up-to-date of them sent (each holds what came before its own)."""
        last = {d: -1 for d in range(self.table.devices) if d != self.me}
        for m in self.log.messages:
            d = self.table.device_of(m.sender)
            if d in last:
                last[d] = m.seq
        return self.log.messages[min(last.values()) + 1 :]
