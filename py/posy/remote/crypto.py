"""The cryptography of remote play: commitments, joint random values and hash
chains. Pure Python, standard library.

Every secret comes from :mod:`secrets` (``os.urandom``: the operating system's
generator on CPython, the host's ``crypto.getRandomValues`` under Pyodide).

Constructions
-------------
* **Commitment** (hash commitment, e.g. Menezes, van Oorschot, Vanstone,
  *Handbook of Applied Cryptography*, 1996, §4.6 / Halevi and Micali 1996):
  ``digest = SHA-256(tag || nonce || value)`` with a fresh 32-byte nonce. Hiding
  because the nonce has 256 bits of entropy; binding by SHA-256's collision
  resistance (128-bit level).
* **Joint random value** (coin flipping by commitments, Blum, "Coin flipping by
  telephone", 1981): every device commits to 32 random bytes; once all commitments
  are in, all reveal; the result is ``SHA-256(tag || r_0 || ... || r_{k-1})`` in
  seat order. Hashing (not XOR) means a device that copies or cancels another's
  value gains nothing, and identical commitments are refused anyway: no device
  can choose or foresee the result while one other device is honest. (The last
  device to reveal can still refuse to reveal: that stops the game; it cannot
  bias it.)
* **Hash chain** (Lamport, "Password authentication with insecure communication",
  1981; the same one-way chain as S/KEY): a device picks a seed ``s`` and commits
  at the start to the head ``h^(n+1)(s)`` for n draws; for draw t (1, 2, ..., n)
  it reveals ``h^(n+1-t)(s)``, which anyone checks by hashing it once onto the
  previous value. The chain is one link longer than the draws so that the seed
  itself is never revealed, not even by the last draw of the pile.
  Draw t is ``SHA-256(tag || t || the devices' preimages for t)``: fixed for every
  device since the start, and unknown to each until the others reveal theirs.
The deal's cryptography (mental poker over ristretto255) is in ``poker``; message
signatures (Ed25519) in ``messages``.
"""

from __future__ import annotations

import hashlib
import secrets
from typing import Any

from ..core import BadRecord, i18n
from ..core.i18n import N_

NONCE_BYTES = 32
VALUE_BYTES = 32


class CheatDetected(BadRecord):
    """Something another device sent does not check out; the message names it. The
    sentence is also kept as its catalogue message and arguments (``said``): a voided
    game's verdict is stored that way, and written in the language that reads it."""

    def __init__(self, message: str, /, **args: Any) -> None:
        self.said: dict[str, Any] = {"message": message, "args": args}
        super().__init__(say(self.said))


def say(said: dict[str, Any]) -> str:
    """A sentence kept as ``{"message", "args"}`` (CheatDetected's), in the language in use."""
    message = said["message"]  # a catalogue message (marked where it is raised)
    return i18n._(message).format(**said["args"])


def _hash(tag: bytes, *parts: bytes) -> bytes:
    h = hashlib.sha256(tag)
    for part in parts:
        # length-prefixed, so that no two different lists of parts hash alike
        h.update(len(part).to_bytes(4, "big"))
        h.update(part)
    return h.digest()


# --------------------------------------------------------------------------
# Commitments


def commit(value: bytes, tag: bytes = b"posy/commit") -> tuple[bytes, bytes]:
    """A commitment to ``value``: ``(digest, nonce)``. Publish the digest now; the
    nonce and value later, to open it."""
    nonce = secrets.token_bytes(NONCE_BYTES)
    return _hash(tag, nonce, value), nonce


def opens(digest: bytes, value: bytes, nonce: bytes, tag: bytes = b"posy/commit") -> bool:
    """True when ``(value, nonce)`` opens the commitment ``digest``."""
    return len(nonce) == NONCE_BYTES and secrets.compare_digest(_hash(tag, nonce, value), digest)


# --------------------------------------------------------------------------
# Joint random values


def random_value() -> bytes:
    """A device's fresh contribution to a joint random value."""
    return secrets.token_bytes(VALUE_BYTES)


def check_commitments(digests: list[bytes], names: list[str]) -> None:
    """Refuse a commitment identical to another device's: a copy lets its sender
    reveal whatever the other reveals."""
    for i, digest in enumerate(digests):
        for j in range(i):
            if digests[j] == digest:
                raise CheatDetected(
                    N_("{name}'s device copied {other}'s commitment."), name=names[i], other=names[j]
                )


def joint_value(reveals: list[tuple[bytes, bytes]], digests: list[bytes], names: list[str]) -> bytes:
    """The joint random value from each device's ``(value, nonce)`` in seat order,
    after checking each opens its commitment and none is a copy."""
    check_commitments(digests, names)
    for (value, nonce), digest, name in zip(reveals, digests, names, strict=True):
        if len(value) != VALUE_BYTES or not opens(digest, value, nonce):
            raise CheatDetected(
                N_("{name}'s device revealed a value that does not match its commitment."), name=name
            )
    return _hash(b"posy/joint", *(value for value, _ in reveals))


def to_int(value: bytes) -> int:
    """A joint value as a whole number (for a seed or an index)."""
    return int.from_bytes(value, "big")


# --------------------------------------------------------------------------
# Hash chains


def chain_step(value: bytes) -> bytes:
    return _hash(b"posy/chain", value)


def chain_value(seed: bytes, steps: int) -> bytes:
    """``h^steps(seed)``."""
    for _ in range(steps):
        seed = chain_step(seed)
    return seed


def chain_head(seed: bytes, draws: int) -> bytes:
    """The head a device commits to for a pile of ``draws`` draws: ``h^(draws+1)(seed)``."""
    return chain_value(seed, draws + 1)


def preimage(seed: bytes, draws: int, draw: int) -> bytes:
    """What a device reveals for draw ``draw`` (1-based) of a pile of ``draws``; never
    the seed itself."""
    if not 1 <= draw <= draws:
        raise ValueError("no preimage left in this hash chain")
    return chain_value(seed, draws + 1 - draw)


def check_preimage(previous: bytes, value: bytes) -> bool:
    """True when ``value`` hashes onto ``previous`` (the head, or the last reveal)."""
    return len(value) == 32 and secrets.compare_digest(chain_step(value), previous)


def draw_value(draw: int, preimages: list[bytes]) -> int:
    """Draw ``draw``'s random number from every device's preimage, in seat order."""
    return to_int(_hash(b"posy/draw", draw.to_bytes(4, "big"), *preimages))
