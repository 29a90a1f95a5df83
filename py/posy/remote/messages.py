"""The messages devices exchange, their hash chain, and links.

A message is the canonical JSON (sorted keys, no spaces, UTF-8) of::

    {"game": <game id: 16 random bytes as hex, fresh per remote game>,
     "seq": <0 for the invitation, then 1, 2, ...>,
     "prev": <SHA-256 hex of the previous message's bytes; 64 zeros for seq 0>,
     "from": <the sending device's first seat>,
     "kind": <what it is: "invite", "join", "move", ...>,
     "body": {...}}

Those bytes are the message whichever way it travels: a link carries one or more
of them (everything the receiver may lack), joined by newlines, deflated (zlib,
whose checksum catches a cut or changed link) and base64url-encoded after the
``posy1.`` prefix; a live channel would send the same bytes. The chain (``prev``)
orders every message and ties it to all before it: a changed message breaks the
link to the next one, and an honest device's next message no longer follows a
forged one, so a forgery is refused one message later at the latest.
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

PREFIX = "posy1."
ZERO = "0" * 64
MAX_LINK_BYTES = 1 << 20  # a deflated link may not expand past this (no zip bombs)


class LinkRefused(BadRecord):
    """A link or message that cannot be used; the message is for a player. ``reason``
    names the case for the page: "not_posy", "damaged", "other_game", "gap",
    "fork", "sender"."""

    def __init__(self, text: str, reason: str) -> None:
        super().__init__(text)
        self.reason = reason


def new_game_id() -> str:
    return secrets.token_hex(16)


def canonical(data: Any) -> bytes:
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()


def digest(raw: bytes) -> str:
    return hashlib.sha256(raw).hexdigest()


@dataclass(frozen=True)
class Message:
    """One protocol message; ``raw`` is its canonical bytes."""

    game: str
    seq: int
    prev: str
    sender: int
    kind: str
    body: dict[str, Any]
    raw: bytes

    @classmethod
    def make(cls, game: str, seq: int, prev: str, sender: int, kind: str, body: dict[str, Any]) -> Message:
        data = {"game": game, "seq": seq, "prev": prev, "from": sender, "kind": kind, "body": body}
        raw = canonical(data)
        return cls(game, seq, prev, sender, kind, json.loads(raw)["body"], raw)

    @property
    def hash(self) -> str:
        return digest(self.raw)

    @classmethod
    def parse(cls, raw: bytes) -> Message:
        """A message from its bytes; refuses anything not exactly canonical."""
        try:
            data = json.loads(raw)
        except ValueError:
            data = None
        if not isinstance(data, dict) or set(data) != {"game", "seq", "prev", "from", "kind", "body"}:
            raise LinkRefused("This is not a Posy message.", "not_posy")
        game, seq, prev, sender = data["game"], data["seq"], data["prev"], data["from"]
        if not (
            _hex(game, 32)
            and _hex(prev, 64)
            and _count(seq)
            and _count(sender)
            and isinstance(data["kind"], str)
            and isinstance(data["body"], dict)
            and canonical(data) == raw
        ):
            raise LinkRefused("This link is damaged: copy the whole link again.", "damaged")
        return cls(game, seq, prev, sender, data["kind"], data["body"], raw)


def _hex(value: Any, size: int) -> bool:
    return isinstance(value, str) and len(value) == size and all(c in "0123456789abcdef" for c in value)


def _count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def pack(messages: list[Message]) -> str:
    """The link text carrying ``messages`` (in order)."""
    payload = b"\n".join(m.raw for m in messages)
    return PREFIX + base64.urlsafe_b64encode(zlib.compress(payload, 9)).decode().rstrip("=")


def unpack(text: Any) -> list[Message]:
    """The messages of a link (a whole URL is fine: what follows ``#`` is read)."""
    if not isinstance(text, str):
        raise LinkRefused("This is not a Posy link.", "not_posy")
    text = text.strip()
    start = text.find(PREFIX)
    if start < 0:
        raise LinkRefused("This is not a Posy link.", "not_posy")
    body = text[start + len(PREFIX) :].split("&")[0]
    try:
        packed = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
        inflater = zlib.decompressobj()
        payload = inflater.decompress(packed, MAX_LINK_BYTES)
        if not inflater.eof or inflater.unconsumed_tail or inflater.unused_data:
            raise ValueError("cut or too long")
    except (ValueError, binascii.Error, zlib.error) as exc:
        raise LinkRefused(
            "This link is incomplete or damaged: copy the whole link again.", "damaged"
        ) from exc
    messages = [Message.parse(line) for line in payload.split(b"\n")]
    for earlier, later in itertools.pairwise(messages):
        if later.game != earlier.game or later.seq != earlier.seq + 1 or later.prev != earlier.hash:
            raise LinkRefused("This link was changed: its moves do not follow each other.", "fork")
    return messages


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

    def next(self, sender: int, kind: str, body: dict[str, Any]) -> Message:
        """The message that extends the chain (not yet added)."""
        return Message.make(self.game, len(self.messages), self.head, sender, kind, body)

    def fresh(self, incoming: list[Message], names: str, sender_name: str) -> list[Message]:
        """The messages of ``incoming`` this log lacks, after checking that they are
        for this game, continue it without a gap, and agree with what it holds.
        ``names`` says whose game this is, ``sender_name`` who sent the link."""
        if not incoming:
            raise LinkRefused("This link holds no move.", "not_posy")
        if incoming[0].game != self.game:
            raise LinkRefused(f"This link is for another game, not your game with {names}.", "other_game")
        first = incoming[0].seq
        if first > len(self.messages):
            raise LinkRefused(
                f"A move is missing: open {sender_name}'s earlier link first.",
                "gap",
            )
        for m in incoming:
            if m.seq < len(self.messages) and m.raw != self.messages[m.seq].raw:
                raise LinkRefused(
                    "This link does not match the moves already played: it was changed, "
                    "or it comes from another copy of this game.",
                    "fork",
                )
        new = [m for m in incoming if m.seq >= len(self.messages)]
        if new and new[0].prev != self.head:
            raise LinkRefused("This link was changed: it does not follow the last move.", "fork")
        return new


# --------------------------------------------------------------------------
# Parts: a link longer than a message app takes, in several links

PART_PREFIX = "posy1p."


def split(text: str, game: str, limit: int = 2000) -> list[str]:
    """``text`` (a link) as links of at most ``limit`` characters: itself when it
    fits, else parts ``posy1p.<game>.<digest>.<i>.<n>.<piece>`` the receiver
    puts back together (:func:`assemble`) whatever order they come in."""
    if len(text) <= limit:
        return [text]
    body = text[len(PREFIX) :]
    tag = digest(body.encode())[:16]
    room = limit - len(f"{PART_PREFIX}{game}.{tag}.999.999.")
    pieces = [body[i : i + room] for i in range(0, len(body), room)]
    return [f"{PART_PREFIX}{game}.{tag}.{i}.{len(pieces)}.{piece}" for i, piece in enumerate(pieces, 1)]


def read_part(text: Any) -> tuple[str, str, int, int, str] | None:
    """(game id, digest, part number, parts, piece) of a part link; None for any
    other text; LinkRefused when it is a damaged part."""
    if not isinstance(text, str) or PART_PREFIX not in text:
        return None
    fields = text.strip()[text.strip().find(PART_PREFIX) + len(PART_PREFIX) :].split(".")
    try:
        game, tag, index, total, piece = fields
        number, count = int(index), int(total)
    except ValueError as exc:
        raise LinkRefused("This part of a link is damaged: copy it again.", "damaged") from exc
    if not (_hex(game, 32) and _hex(tag, 16) and 1 <= number <= count <= 999 and piece):
        raise LinkRefused("This part of a link is damaged: copy it again.", "damaged")
    return game, tag, number, count, piece


def assemble(tag: str, pieces: list[str]) -> str:
    """The link whose parts' pieces these are, in order; refused if they do not
    put back together into it."""
    body = "".join(pieces)
    if digest(body.encode())[:16] != tag:
        raise LinkRefused("The parts of this link do not fit together: copy them again.", "damaged")
    return PREFIX + body
