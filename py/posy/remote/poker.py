"""Mental poker for a trick-taking deal between two devices, over ristretto255
(RFC 9496: a prime-order group of 32-byte elements; see ``ristretto``).

Cards are group elements with no known relation between them, ``M_k =
hash_to_element("posy/card", k)``, and a lock is a scalar multiplication,
``E_x(M) = x*M``, which commutes (``x*(y*M) = y*(x*M)``): the commutative
encryption of Shamir, Rivest and Adleman's "Mental Poker" (1979), in a group where
it leaks nothing (a prime order: no Legendre symbol to read; breaking a lock is the
decisional Diffie–Hellman problem). ristretto255 gives about **126 bits** of
security (RFC 9496 §1; Pollard's rho in a group of order about 2^252).

One round's deal, devices A (the round's first shuffler) and B, for a deck of ``n``
cards of which the first ``used`` positions are dealt (``owners``):

1. ``shuffle`` (A): a round key ``a`` with public key ``a*G``; every card locked with
   ``a`` and the deck shuffled (Fisher–Yates driven by :mod:`secrets`): ``n`` elements.
2. ``lock`` (B): B shuffles A's deck, keeps ``used`` positions, and locks position
   ``j`` with its own card key ``b_j`` (derived from a round seed): ``C_j = b_j*a*M``.
   In the same message B shows ``b_j`` for every position it does not hold (A's cards
   and the face-up trump): A strips ``b_j`` and ``a`` and reads them.
3. ``unlock`` (A): for every position A does not hold, ``D_j = a^-1 * C_j``; B strips
   ``b_j`` and reads its cards. A cannot steer them (it never knows ``b_j``), except
   the trump, whose ``b_t`` B has shown: so A proves ``C_t = a*D_t`` with a
   Chaum–Pedersen proof (``dleq``) against its public key.
4. Play: B shows ``b_j`` with a card from its hand (A checks ``b_j*M == D_j``); A
   proves with Chaum–Pedersen that ``b_j^-1 * C_j = a*M`` for the card it plays.
5. Once the round's last dealt card is played, A shows ``a`` and B its seed, and
   each device checks both steps: A's deck is every card locked with ``a`` exactly
   once (a permutation), B's positions are distinct elements of A's deck, each
   locked with the key its seed gives; then the round is replayed with the true
   hands (a revoke is named here, at the latest).

Every element read from a message must decode (a canonical ristretto255 encoding),
and the elements of a deck must be distinct: both checked when it arrives.
"""

from __future__ import annotations

import hashlib
import secrets
from functools import cache

from ..core.i18n import N_, _
from . import dleq, ristretto
from .crypto import CheatDetected
from .messages import LinkRefused

SIZE = ristretto.ELEMENT_BYTES


@cache
def card_element(card: int) -> ristretto.Element:
    return ristretto.hash_to_element(b"posy/card", card.to_bytes(2, "big"))


@cache
def card_codes(cards: int) -> dict[bytes, int]:
    """Every card's encoding -> its id, for a deck of ``cards`` cards."""
    return {ristretto.encode(card_element(k)): k for k in range(cards)}


def card_key(seed: bytes, position: int) -> int:
    """A device's key for one dealt position, derived from its round seed."""
    digest = hashlib.sha512(b"posy/card-key" + seed + position.to_bytes(2, "big")).digest()
    return ristretto.scalar_from_bytes(digest) or 1


def pack(elements: list[bytes]) -> str:
    return b"".join(elements).hex()


def unpack(text: object, size: int, who: str) -> list[bytes]:
    """A deck of ``size`` elements from a message: LinkRefused when damaged,
    CheatDetected when an element is no group element or one comes twice."""
    if not isinstance(text, str) or len(text) != 2 * SIZE * size:
        raise LinkRefused(_("This link is damaged: copy the whole link again."), "damaged")
    try:
        raw = bytes.fromhex(text)
    except ValueError as exc:
        raise LinkRefused(_("This link is damaged: copy the whole link again."), "damaged") from exc
    deck = [raw[i : i + SIZE] for i in range(0, len(raw), SIZE)]
    if any(ristretto.decode(x) is None for x in deck):
        raise CheatDetected(N_("{name}'s device sent a deck with a card that is no card."), name=who)
    if len(set(deck)) != size:
        raise CheatDetected(N_("{name}'s device sent a deck with the same card twice."), name=who)
    return deck


def scalar(text: object) -> int:
    """A key from a message: a canonical non-zero scalar as hex, else LinkRefused."""
    value = ristretto.read_scalar(bytes.fromhex(text)) if isinstance(text, str) and len(text) == 64 else None
    if not value:
        raise LinkRefused(_("This link is damaged: copy the whole link again."), "damaged")
    return value


def scalar_hex(k: int) -> str:
    return ristretto.scalar_bytes(k).hex()


def lock(x: int, element: bytes) -> bytes:
    point = ristretto.decode(element)
    assert point is not None  # decks are checked when they arrive
    return ristretto.encode(ristretto.mul(x, point))


def unlock(x: int, element: bytes) -> bytes:
    return lock(ristretto.inverse(x), element)


def shuffled(items: list[bytes]) -> list[bytes]:
    out = list(items)
    for i in range(len(out) - 1, 0, -1):
        j = secrets.randbelow(i + 1)
        out[i], out[j] = out[j], out[i]
    return out


def shuffle_deck(cards: int, a: int) -> list[bytes]:
    """Step 1: every card locked with the round key ``a``, shuffled."""
    return shuffled([ristretto.encode(ristretto.mul(a, card_element(k))) for k in range(cards)])


def lock_positions(deck: list[bytes], seed: bytes, used: int) -> list[bytes]:
    """Step 2: ``used`` positions of the shuffled deck, each locked with its card key."""
    return [lock(card_key(seed, j), x) for j, x in enumerate(shuffled(deck)[:used])]


def read(element: bytes, keys: list[int], cards: int) -> int | None:
    """The card an element holds once every key in ``keys`` is stripped (in one
    multiplication, by the product of their inverses), or None."""
    product = 1
    for k in keys:
        product = product * k % ristretto.L
    return card_codes(cards).get(unlock(product, element))


def prove(a: int, statement: tuple[bytes, bytes], context: bytes) -> str:
    """Chaum–Pedersen proof that ``statement[1] = a * statement[0]``, for the holder of
    the round key ``a`` whose public key is ``a*G``."""
    h = ristretto.decode(statement[0])
    assert h is not None
    return dleq.prove(a, ristretto.BASE, h, context).hex()


def proves(public: bytes, statement: tuple[bytes, bytes], proof: object, context: bytes) -> bool:
    """Does ``proof`` show that ``statement[1] = a * statement[0]`` for the ``a`` of ``public``?"""
    points = [ristretto.decode(x) for x in (public, *statement)]
    if not isinstance(proof, str) or len(proof) != 128 or any(p is None for p in points):
        return False
    try:
        raw = bytes.fromhex(proof)
    except ValueError:
        return False
    gx, h, hx = points
    assert gx is not None and h is not None and hx is not None
    return dleq.verify(ristretto.BASE, gx, h, hx, raw, context)


def check_shuffle(deck: list[bytes], a: int, public: bytes, cards: int) -> bool:
    """Step 1 checked once ``a`` is shown: ``a`` is the key of ``public`` and the
    deck is every card locked with it, each exactly once."""
    if ristretto.encode(ristretto.base_mul(a)) != public:
        return False
    return sorted(deck) == sorted(ristretto.encode(ristretto.mul(a, card_element(k))) for k in range(cards))


def check_lock(final: list[bytes], deck: list[bytes], seed: bytes) -> bool:
    """Step 2 checked once the seed is shown: each position is a distinct element of
    the deck, locked with the card key the seed gives."""
    found = [unlock(card_key(seed, j), x) for j, x in enumerate(final)]
    return len(set(found)) == len(found) and set(found) <= set(deck)
