"""What a device sends: the answers the protocol asks of it without a decision
(reveals, draws, turning a secret over, its steps of a deal, a round's keys) and
its player's decisions (a move, resigning, an offer or an answer, a claim).
Mixed into :class:`~posy.remote.device.Device`, which holds the chain and sends."""

from __future__ import annotations

import secrets as random_source
from typing import Any

from .. import core
from ..core import IllegalMove
from ..core.i18n import _
from . import clock, crypto, poker, ristretto, turns
from .deal import context, held_by, round_secret, seed
from .messages import LinkRefused, Message
from .rounds import shows_card
from .table import Table, move_bytes

AUTOMATIC = ("reveal", "draw", "open", "shuffle", "lock", "unlock", "keys")


class Answers:
    me: int
    own: dict[str, Any]
    table: Table
    clock: int
    evidence: list[str]

    def _send(self, kind: str, body: dict[str, Any]) -> Message:
        raise NotImplementedError  # Device sends

    def act(self) -> None:
        """Send every message the protocol now asks of this device without a decision."""
        while True:
            device, what = turns.expect(self.table)
            if device != self.me or what not in AUTOMATIC:
                break
            self._send(what, getattr(self, "_auto_" + what)())

    def _auto_reveal(self) -> dict[str, Any]:
        return {"value": self.own["value"], "nonce": self.own["nonce"]}

    def _preimages(self, count: int) -> list[str]:
        n, done = self.table.setup["chain"], self.table.data["draws"]
        chain_seed = bytes.fromhex(self.own["chain"])
        if self.table.data["heads"][self.me] == crypto.chain_value(chain_seed, n - done).hex():
            # a game begun before chains grew their extra link (its head h^n, not
            # h^(n+1)) goes on revealing on the chain it committed to
            return [crypto.chain_value(chain_seed, n - done - i).hex() for i in range(1, count + 1)]
        return [crypto.preimage(chain_seed, n, done + i).hex() for i in range(1, count + 1)]

    def _auto_draw(self) -> dict[str, Any]:
        return {"pre": self._preimages(self.table.data["pending"][0]["count"])}

    def _auto_open(self) -> dict[str, Any]:
        due = self.table.secret_due()
        assert due is not None
        sealed: dict[str, Any] = self.own["sealed"][due["digest"]]
        return sealed

    # -- the deal (poker.py) -----------------------------------------------------------
    def _auto_shuffle(self) -> dict[str, Any]:
        deal = self.table.data["deal"]
        a = ristretto.random_scalar()
        self.own["rounds"][str(deal["round"])] = {"key": poker.scalar_hex(a)}
        public = ristretto.encode(ristretto.base_mul(a)).hex()
        return {"pub": public, "deck": poker.pack(poker.shuffle_deck(deal["size"], a))}

    def _auto_lock(self) -> dict[str, Any]:
        deal = self.table.data["deal"]
        own = random_source.token_bytes(32)
        self.own["rounds"][str(deal["round"])] = {"seed": own.hex()}
        deck = poker.unpack(deal["deck"], deal["size"], "")
        final = poker.lock_positions(deck, own, len(deal["owners"]))
        mine = set(held_by(self.table, deal, self.me))
        keys = {str(p): poker.scalar_hex(poker.card_key(own, p)) for p in range(len(final)) if p not in mine}
        return {"deck": poker.pack(final), "keys": keys}

    def _auto_unlock(self) -> dict[str, Any]:
        t = self.table
        deal = t.data["deal"]
        a = poker.scalar(self.own["rounds"][str(deal["round"])]["key"])
        final = poker.unpack(deal["final"], len(deal["owners"]), "")
        mine = set(held_by(t, deal, self.me))
        opened = {str(p): poker.unlock(a, final[p]).hex() for p in range(len(final)) if p not in mine}
        proof = {
            str(p): poker.prove(a, (bytes.fromhex(opened[str(p)]), final[p]), context(t, p))
            for p, owner in enumerate(deal["owners"])
            if owner == -1
        }
        return {"opened": opened, "proof": proof}

    def _auto_keys(self) -> dict[str, Any]:
        cards = self.table.data["cards"]
        shown: dict[str, Any] = self.own["rounds"][str(cards["round"])]
        return dict(shown)

    # -- this device's player's decisions --------------------------------------------------
    def my_turn(self) -> bool:
        device, what = turns.expect(self.table)
        return device == self.me and what in ("move", "answer")

    def play(self, move: Any, now: int | None = None) -> Message:
        """Send a move of this device's seat to decide; raises IllegalMove."""
        self._tick(now)
        device, what = turns.expect(self.table)
        if device != self.me or what != "move":
            raise IllegalMove(_("It is not your turn."))
        s, _shown = self.table.working()
        legal = s.find(move) if isinstance(move, dict) else None
        if legal is None:
            s.play(move)  # raises IllegalMove with the reason
            raise IllegalMove(_("That move is not allowed now."))
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
            body["key"] = self._card_shown(move["card"])
        return body

    def _card_shown(self, card: int) -> dict[str, Any]:
        """What shows that a card played is the one dealt: B's card key, or A's proof."""
        t = self.table
        cards = t.data["cards"]
        pos = cards["mine"][str(card)]
        own = round_secret(t, self.me, cards["round"])
        assert own is not None
        if self.me != cards["first"]:
            return {"pos": pos, "key": poker.scalar_hex(poker.card_key(seed(own), pos))}
        a = poker.scalar(own["key"])
        element = ristretto.encode(poker.card_element(card))
        statement = (element, poker.lock(a, element))
        return {"pos": pos, "proof": poker.prove(a, statement, context(t, pos))}

    def decide(self, kind: str, body: dict[str, Any], now: int | None = None) -> Message:
        """Resign, offer (undo or draw) or answer an offer."""
        self._tick(now)
        m = self._send(kind, body)
        self.act()
        return m

    def claim(self, now: int | None = None) -> Message:
        """Claim the game from the device that stopped answering past the pace."""
        self._tick(now)
        try:
            clock.check_claim(self.table, self.me, self.clock, self.clock, None, turns.expect(self.table)[0])
        except LinkRefused as exc:
            raise IllegalMove(str(exc)) from exc
        return self._send("claim", {})

    def void(self, cheat: crypto.CheatDetected) -> None:
        """Void the game on a cheat found in the messages being applied (kept as evidence)."""
        t = self.table
        culprit = None
        if self.evidence:
            sender = Message.parse(self.evidence[-1].encode()).sender
            culprit = t.device_of(sender) if sender < t.setup["players"] else None
        clock.void(t, cheat, culprit, list(self.evidence))

    def _tick(self, now: int | None) -> None:
        import time

        self.clock = int(time.time()) if now is None else int(now)
