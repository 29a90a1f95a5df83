"""One device of a remote game: its copy of the message chain, its own secrets, and
its :class:`~posy.remote.table.Table` (what it knows). It receives messages,
answers automatically when the protocol asks it to (reveals, draws, the deal,
the audit), and turns its player's decisions into messages.

A device is JSON (:meth:`Device.to_json`): the page stores it and gives it back.
Everything in it is public (the chain) or this device's own (its secrets, its
seats' cards).
"""

from __future__ import annotations

import copy
import secrets as random_source
from typing import Any

from .. import core
from ..core import IllegalMove
from . import crypto, poker, turns
from .audit import run_audit
from .deal import keys_to_reveal, round_secret, shows_card
from .messages import ZERO, LinkRefused, Log, Message, new_game_id, pack
from .table import Table, core_game, move_bytes

LINK_LIMIT = 2000
AUTOMATIC = ("reveal", "draw", "open", "shuffle", "rekey", "keys", "audit")


class Device:
    def __init__(self, me: int, log: Log, own: dict[str, Any], table: Table) -> None:
        self.me = me
        self.log = log
        self.own = own  # this device's secrets
        self.table = table
        self.parts: dict[str, dict[str, Any]] = {}  # parts of long links received so far, by digest

    # -- making and storing ---------------------------------------------------------
    @staticmethod
    def _secrets(chain: int) -> dict[str, Any]:
        value = crypto.random_value()
        digest, nonce = crypto.commit(value)
        return {
            "value": value.hex(),
            "nonce": nonce.hex(),
            "digest": digest.hex(),
            "rounds": [],
            "sealed": {},
            "chain": random_source.token_bytes(32).hex() if chain else None,
        }

    def _commitment(self) -> dict[str, Any]:
        out = {"commit": self.own["digest"]}
        if self.own["chain"]:
            n = self.table.setup["chain"]
            out["chain"] = crypto.chain_value(bytes.fromhex(self.own["chain"]), n).hex()
        return out

    @classmethod
    def invite(
        cls, game: str, players: int, options: dict[str, Any], seats: list[int], names: list[str]
    ) -> Device:
        """A new remote game on the inviting device (device 0)."""
        g = core_game(game)
        if not isinstance(seats, list) or not all(
            isinstance(d, int) and not isinstance(d, bool) for d in seats
        ):
            raise core.BadRecord("Say which device decides each seat: 0 for this one, 1 to 3 for friends.")
        devices = sorted(set(seats))
        if len(seats) != players or devices != list(range(len(devices))) or len(devices) < 2:
            raise core.BadRecord("A remote game needs one device per seat: this one, then friends in turn.")
        if (
            not isinstance(names, list)
            or len(names) != players
            or not all(isinstance(n, str) and 0 < len(n.strip()) <= 40 for n in names)
        ):
            raise core.BadRecord("Each player's name must be 1 to 40 characters.")
        chain = len(core.hidden_pile(g.new(g.check_players(players), 0, g.check_options(options))))
        own = cls._secrets(chain)
        body = {
            "game": game,
            "players": players,
            "options": g.check_options(options),
            "seats": seats,
            "names": names,
            "commit": own["digest"],
        }
        if chain:
            body["chain"] = crypto.chain_value(bytes.fromhex(own["chain"]), chain).hex()
        sender = seats.index(0) if 0 in seats else 0
        invite = Message.make(new_game_id(), 0, ZERO, sender, "invite", body)
        table = turns.open_table(invite, [own] + [None] * max(seats), 0)
        return cls(0, Log([invite]), own, table)

    @classmethod
    def join(cls, messages: list[Message], name: str) -> Device:
        """A device opening an invitation link: takes the next free place."""
        if not messages or messages[0].seq != 0 or messages[0].kind != "invite":
            raise LinkRefused("This is not an invitation: open the first link your friend sent.", "not_posy")
        table = turns.open_table(messages[0], [None] * 4, None)
        for m in messages[1:]:
            turns.receive(table, m)
        me, what = turns.expect(table)
        if what != "join" or me is None:
            raise LinkRefused("Every place in this game is already taken.", "sender")
        own = cls._secrets(table.setup["chain"])
        table.secrets = [None] * table.devices
        table.secrets[me] = own
        table.me = me
        device = cls(me, Log(list(messages)), own, table)
        body = {"name": name, **device._commitment()}
        if me == table.devices - 1:
            body["reveal"] = {"value": own["value"], "nonce": own["nonce"]}
        device._send("join", body)
        device.act()
        return device

    def to_json(self) -> dict[str, Any]:
        return {
            "v": 1,
            "me": self.me,
            "log": [m.raw.decode() for m in self.log.messages],
            "own": self.own,
            "table": self.table.data,
            "parts": self.parts,
        }

    @classmethod
    def from_json(cls, data: Any) -> Device:
        try:
            messages = [Message.parse(raw.encode()) for raw in data["log"]]
            me, own = data["me"], data["own"]
            secrets: list[dict[str, Any] | None] = [None] * (max(messages[0].body["seats"]) + 1)
            secrets[me] = own
            device = cls(me, Log(messages), own, Table(data["table"], secrets, me))
            device.parts = dict(data.get("parts") or {})
            return device
        except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
            raise core.BadRecord("This saved remote game is damaged.") from exc

    # -- receiving -----------------------------------------------------------------------
    def receive(self, messages: list[Message]) -> list[Message]:
        """Apply the messages this device lacks; all or nothing. Returns them."""
        seats = self.table.setup["players"]
        sender = "your friend"
        if messages and messages[0].sender < seats and messages[0].game == self.log.game:
            sender = self.table.name(self.table.device_of(messages[0].sender))
        others = ", ".join(self.table.name(d) for d in range(self.table.devices) if d != self.me)
        fresh = self.log.fresh(messages, others, sender)
        mine = set(self.table.seats_of(self.me))
        if any(m.sender in mine for m in fresh):  # this device made every message in its name
            raise LinkRefused(
                "This link holds a move made in your name on another device: it is forged.", "fork"
            )
        data, own, held = copy.deepcopy(self.table.data), copy.deepcopy(self.own), len(self.log.messages)
        try:
            for m in fresh:
                turns.receive(self.table, m)
                self.log.messages.append(m)
            self.act()  # this device's answers: a cheat may show only then (its hand does not open)
        except Exception:  # all or nothing: a refused link changes nothing
            del self.log.messages[held:]
            self.table.data, self.own = data, own
            self.table.secrets[self.me] = own
            self.table._cache = None
            raise
        return fresh

    # -- sending ---------------------------------------------------------------------------
    def _send(self, kind: str, body: dict[str, Any]) -> Message:
        m = self.log.next(self.table.seats_of(self.me)[0], kind, body)
        turns.receive(self.table, m)
        self.log.messages.append(m)
        return m

    def act(self) -> None:
        """Send every message the protocol now asks of this device without a decision."""
        while True:
            device, what = turns.expect(self.table)
            if device != self.me or what not in AUTOMATIC:
                break
            self._send(what, getattr(self, "_auto_" + what)())
        if self.table.phase == "done" and self.table.data["result"] is None:
            self.table.data["result"] = run_audit(self.log.messages)

    def _auto_reveal(self) -> dict[str, Any]:
        return {"value": self.own["value"], "nonce": self.own["nonce"]}

    def _preimages(self, count: int) -> list[str]:
        n, done = self.table.setup["chain"], self.table.data["draws"]
        seed = bytes.fromhex(self.own["chain"])
        return [crypto.preimage(seed, n, done + i).hex() for i in range(1, count + 1)]

    def _auto_draw(self) -> dict[str, Any]:
        return {"pre": self._preimages(self.table.data["pending"][0]["count"])}

    def _auto_open(self) -> dict[str, Any]:
        due = self.table.secret_due()
        assert due is not None
        sealed: dict[str, Any] = self.own["sealed"][due["digest"]]
        return sealed

    def _auto_shuffle(self) -> dict[str, Any]:
        key, seed = crypto.Key.fresh(), random_source.token_bytes(32)
        self.own["rounds"].append({"e": format(key.e, "x"), "d": format(key.d, "x"), "seed": seed.hex()})
        deal = self.table.data["deal"]
        before = (
            poker.deck_codes(deal["cards"]) if deal["deck"] is None else [int(x, 16) for x in deal["deck"]]
        )
        keep = len(deal["owners"]) if self.me == self.table.devices - 1 else None
        return {"deck": [crypto.hex_element(x) for x in poker.lock_and_shuffle(before, key, keep)]}

    def _auto_rekey(self) -> dict[str, Any]:
        deal = self.table.data["deal"]
        known = round_secret(self.table, self.me)
        assert known is not None
        deck = poker.rekey([int(x, 16) for x in deal["deck"]], known[0], known[1], len(deal["owners"]))
        return {"deck": [crypto.hex_element(x) for x in deck]}

    def _auto_keys(self) -> dict[str, Any]:
        known = round_secret(self.table, self.me)
        assert known is not None
        positions = keys_to_reveal(self.table, self.me)
        return {"keys": {str(pos): format(poker.card_key(known[1], pos).e, "x") for pos in positions}}

    def _auto_audit(self) -> dict[str, Any]:
        return {"chain": self.own["chain"], "rounds": self.own["rounds"]}

    # -- this device's player's decisions --------------------------------------------------
    def my_turn(self) -> bool:
        device, what = turns.expect(self.table)
        return device == self.me and what in ("move", "answer")

    def play(self, move: Any) -> Message:
        """Send a move of this device's seat to decide; raises IllegalMove."""
        device, what = turns.expect(self.table)
        if device != self.me or what != "move":
            raise IllegalMove("It is not your turn.")
        s, _ = self.table.working()
        legal = s.find(move) if isinstance(move, dict) else None
        if legal is None:
            s.play(move)  # raises IllegalMove with the reason
            raise IllegalMove("That move is not allowed now.")
        others = [q for q in range(self.table.setup["players"]) if self.table.device_of(q) != self.me]
        if any(s.observed_move(legal, q) != legal for q in others):
            digest, nonce = crypto.commit(move_bytes(legal))
            self.own["sealed"][digest.hex()] = {"move": legal, "nonce": nonce.hex()}
            m = self._send(
                "secret", {"digest": digest.hex(), "placeholder": s.observed_move(legal, others[0])}
            )
        else:
            m = self._send("move", self._move_body(s, legal))
        self.act()
        return m

    def _move_body(self, s: core.State[Any], move: dict[str, Any]) -> dict[str, Any]:
        body: dict[str, Any] = {"move": move}
        t = self.table
        if t.setup["chain"] and not t.data["pending"]:
            count = len(core.hidden_pile(s)) - len(core.hidden_pile(core.apply_known(s, move)))
            if count:
                body["pre"] = self._preimages(count)
        seat = s.current
        if t.data.get("cards") is not None and seat is not None and shows_card(t, seat, s, move):
            pos = t.data["cards"]["mine"][str(move["card"])]
            known = round_secret(t, self.me)
            assert known is not None
            body["key"] = {"pos": pos, "e": format(poker.card_key(known[1], pos).e, "x")}
        return body

    def decide(self, kind: str, body: dict[str, Any]) -> Message:
        """Resign, offer (undo or draw) or answer an offer."""
        m = self._send(kind, body)
        self.act()
        return m

    # -- links -------------------------------------------------------------------------------
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
