"""The messages devices exchange, their hash chain, their signatures, and links.

A message is the canonical JSON (sorted keys, no spaces, UTF-8) of::

    {"game": <game id: 16 random bytes as hex, fresh per remote game>,
     "seq": <0 for the invitation, then 1, 2, ...>,
     "prev": <SHA-256 hex of the previous message's bytes; 64 zeros for seq 0>,
     "from": <the sending device's first seat>,
     "kind": <what it is: "invite", "join", "move", ...>,
     "body": {...},
     "at": <when it was made: Unix time in whole seconds, by the sender's clock>,
     "sig": <Ed25519 signature (RFC 8032) of the same JSON without "sig", as hex>}

Those bytes are the message whichever way it travels: a link carries one or more
of them (everything the receiver may lack), joined by newlines, deflated (zlib,
whose checksum catches a cut or changed link) and base64url-encoded after the
``posy1.`` prefix; a live channel sends the same bytes.

* The chain (``prev``) orders every message and ties it to all before it.
* The signature ties it to its device: each device makes an Ed25519 key pair for
  the game and puts the public key in its invitation or join message, so the keys
  are bound into the chain; the private key never leaves the device. A message
  whose signature does not verify with its sender's key is refused as forged
  (:func:`posy.remote.turns.receive`), whoever relayed it. Two validly signed
  messages from one device for the same place in the chain prove that it
  equivocated (:meth:`Log.fresh`).
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import itertools
import json
import secrets
import zlib
from dataclasses import dataclass
from typing import Any

from ..core import BadRecord
from ..core.i18n import _
from . import ed25519

PREFIX = "posy1."
ZERO = "0" * 64
MAX_LINK_BYTES = 1 << 20  # a deflated link may not expand past this (no zip bombs)
FIELDS = {"game", "seq", "prev", "from", "kind", "body", "at", "sig"}


class LinkRefused(BadRecord):
    """A link or message that cannot be used; the message is for a player. ``reason``
    names the case for the page: "not_posy", "damaged", "other_game", "gap",
    "fork", "sender", "forged", "parts"."""

    def __init__(self, text: str, reason: str) -> None:
        super().__init__(text)
        self.reason = reason


class Fork(LinkRefused):
    """A link whose message differs from the one this log holds at the same place:
    ``ours`` and ``theirs``. The device tells a forgery, an equivocation and a
    claim apart (it holds the keys); on its own a fork is a refusal."""

    def __init__(self, ours: Message, theirs: Message) -> None:
        super().__init__(
            _(
                "This link does not match the moves already played: it was changed, "
                "or it comes from another copy of this game."
            ),
            "fork",
        )
        self.ours, self.theirs = ours, theirs


def new_game_id() -> str:
    return secrets.token_hex(16)


def canonical(data: Any) -> bytes:
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()


def digest(raw: bytes) -> str:
    return hashlib.sha256(raw).hexdigest()


@dataclass(frozen=True)
class Message:
    """One protocol message; ``raw`` is its canonical bytes (signature included)."""

    game: str
    seq: int
    prev: str
    sender: int
    kind: str
    body: dict[str, Any]
    at: int
    sig: str
    raw: bytes

    @classmethod
    def make(
        cls,
        game: str,
        seq: int,
        prev: str,
        sender: int,
        kind: str,
        body: dict[str, Any],
        secret: bytes,
        at: int,
    ) -> Message:
        """A message signed with the sending device's Ed25519 ``secret``."""
        data: dict[str, Any] = {
            "game": game,
            "seq": seq,
            "prev": prev,
            "from": sender,
            "kind": kind,
            "body": body,
            "at": at,
        }
        data["sig"] = ed25519.sign(secret, canonical(data)).hex()
        raw = canonical(data)
        return cls(game, seq, prev, sender, kind, json.loads(raw)["body"], at, data["sig"], raw)

    @property
    def hash(self) -> str:
        return digest(self.raw)

    def signed_by(self, public: str) -> bool:
        """Does the signature verify with ``public`` (a device's key, as hex)?"""
        data = json.loads(self.raw)
        del data["sig"]
        return ed25519.verify(bytes.fromhex(public), canonical(data), bytes.fromhex(self.sig))

    @classmethod
    def parse(cls, raw: bytes) -> Message:
        """A message from its bytes; refuses anything not exactly canonical."""
        try:
            data = json.loads(raw)
        except ValueError:
            data = None
        if not isinstance(data, dict) or set(data) != FIELDS:
            raise LinkRefused(_("This is not a Posy message."), "not_posy")
        game, seq, prev, sender, at, sig = (data[k] for k in ("game", "seq", "prev", "from", "at", "sig"))
        if not (
            _hex(game, 32)
            and _hex(prev, 64)
            and _hex(sig, 128)
            and _count(seq)
            and _count(sender)
            and _count(at)
            and isinstance(data["kind"], str)
            and isinstance(data["body"], dict)
            and canonical(data) == raw
        ):
            raise LinkRefused(_("This link is damaged: copy the whole link again."), "damaged")
        return cls(game, seq, prev, sender, data["kind"], data["body"], at, sig, raw)


def _hex(value: Any, size: int) -> bool:
    return isinstance(value, str) and len(value) == size and all(c in "0123456789abcdef" for c in value)


def _count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def pack(messages: list[Message]) -> str:
    """The link text carrying ``messages`` (in order). Each message after the first
    travels without its ``prev``, which is the hash of the one before it: 43 of a
    link's characters a message saved (a hash does not compress), restored by
    :func:`unpack` before anything is checked."""
    lines = [messages[0].raw] if messages else []
    for m in messages[1:]:
        data = json.loads(m.raw)
        del data["prev"]
        lines.append(canonical(data))
    return PREFIX + base64.urlsafe_b64encode(zlib.compress(b"\n".join(lines), 9)).decode().rstrip("=")


def unpack(text: Any) -> list[Message]:
    """The messages of a link (a whole URL is fine: what follows ``#`` is read)."""
    if not isinstance(text, str):
        raise LinkRefused(_("This is not a Posy link."), "not_posy")
    text = text.strip()
    start = text.find(PREFIX)
    if start < 0:
        raise LinkRefused(_("This is not a Posy link."), "not_posy")
    body = text[start + len(PREFIX) :].split("&")[0]
    try:
        packed = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
        inflater = zlib.decompressobj()
        payload = inflater.decompress(packed, MAX_LINK_BYTES)
        if not inflater.eof or inflater.unconsumed_tail or inflater.unused_data:
            raise ValueError("cut or too long")
    except (ValueError, binascii.Error, zlib.error) as exc:
        raise LinkRefused(
            _("This link is incomplete or damaged: copy the whole link again."), "damaged"
        ) from exc
    lines = payload.split(b"\n")
    messages = [Message.parse(lines[0])]
    for line in lines[1:]:
        messages.append(Message.parse(_with_prev(line, messages[-1].hash)))
    for earlier, later in itertools.pairwise(messages):
        if later.game != earlier.game or later.seq != earlier.seq + 1 or later.prev != earlier.hash:
            raise LinkRefused(_("This link was changed: its moves do not follow each other."), "fork")
    return messages


def _with_prev(line: bytes, prev: str) -> bytes:
    """A message line of a link as it was signed: its ``prev`` put back."""
    try:
        data = json.loads(line)
    except ValueError:
        data = None
    if not isinstance(data, dict) or "prev" in data:
        raise LinkRefused(_("This link is damaged: copy the whole link again."), "damaged")
    data["prev"] = prev
    return canonical(data)


class Log:
    """A device's copy of the chain: every message of the game, in order."""

    def __init__(self, messages: list[Message]) -> None:
        self.messages = messages

    @property
    def game(self) -> str:
        return self.messages[0].game

    @property
    def head(self) -> str:
        return self.messages[-1].hash

    def next(self, sender: int, kind: str, body: dict[str, Any], secret: bytes, at: int) -> Message:
        """The message that extends the chain (not yet added), signed with ``secret``."""
        return Message.make(self.game, len(self.messages), self.head, sender, kind, body, secret, at)

    def fresh(self, incoming: list[Message], names: str, sender_name: str | None) -> list[Message]:
        """The messages of ``incoming`` this log lacks, after checking that they are
        for this game, continue it without a gap, and agree with what it holds.
        ``names`` says whose game this is, ``sender_name`` who sent the link (None: unknown)."""
        if not incoming:
            raise LinkRefused(_("This link holds no move."), "not_posy")
        if incoming[0].game != self.game:
            raise LinkRefused(
                _("This link is for another game, not your game with {names}.").format(names=names),
                "other_game",
            )
        first = incoming[0].seq
        if first > len(self.messages):
            if sender_name is None:
                raise LinkRefused(_("A move is missing: open your friend's earlier link first."), "gap")
            raise LinkRefused(
                _("A move is missing: open {name}'s earlier link first.").format(name=sender_name), "gap"
            )
        for m in incoming:
            if m.seq < len(self.messages) and m.raw != self.messages[m.seq].raw:
                raise Fork(self.messages[m.seq], m)
        new = [m for m in incoming if m.seq >= len(self.messages)]
        if new and new[0].prev != self.head:
            raise LinkRefused(_("This link was changed: it does not follow the last move."), "fork")
        return new
