"""Mental poker for a trick-taking deal: the SRA shuffle, per-card keys and the
checks that a revealed card really is the one dealt (see ``crypto`` for the
construction and its security level).

The deal of one round between devices D_0 .. D_{k-1}, for a deck of n cards of
which only the first ``used`` positions are ever dealt:

1. **Lock and shuffle**, each device in turn: raise every card to its round key
   ``e_i`` and shuffle (Fisher-Yates driven by :mod:`secrets`). After the last
   device, nobody knows which position holds which card.
2. **Re-key**, each device in turn, only the ``used`` positions: replace its round
   lock by a lock of its own for that one card, ``c -> c^(d_i * e_ij)``. The
   unused positions are dropped: they are never dealt, so never sent again.
   Position j now holds ``m^(e_0j * ... * e_(k-1)j)``.
3. **Deal**: the card at position j goes to seat s: every device but s's reveals
   its card key for j; only s's device holds the last key, so only it reads the
   card. (A device reveals ``e_ij``: knowing it is knowing ``d_ij``, and it is 8
   times shorter to send.)
4. **Play**: s's device reveals its ``e_sj``; everyone checks that the card played,
   locked with all of position j's keys, is what position j holds.

Per-card keys come from a device's secret seed (``card_key``), so a device stores
one seed per round; at the end every device reveals its seeds and round keys, and
the audit re-does every step: each lock-and-shuffle was a permutation of the
locked input, each re-key used the keys derived from the seed.
"""

from __future__ import annotations

import hashlib
import secrets

from . import crypto
from .crypto import CheatDetected, Key, P


def deck_codes(cards: int) -> list[int]:
    """The plaintext deck: every card's code, in card order."""
    return [crypto.encode_card(k) for k in range(cards)]


def lock_and_shuffle(deck: list[int], key: Key, keep: int | None = None) -> list[int]:
    """Step 1 for one device: the deck shuffled, then locked with ``key.e``. The last
    device keeps only the first ``keep`` (the positions that will be dealt): the
    deck is already shuffled out of its sight, so its pick is a random one."""
    out = list(deck)
    for i in range(len(out) - 1, 0, -1):
        j = secrets.randbelow(i + 1)
        out[i], out[j] = out[j], out[i]
    return [crypto.encrypt(c, key.e) for c in out[:keep]]


def card_key(seed: bytes, position: int) -> Key:
    """The device's key for one dealt position, derived from its round seed."""
    counter = 0
    while True:
        digest = hashlib.sha256(
            b"posy/card-key" + seed + position.to_bytes(2, "big") + bytes([counter])
        ).digest()
        e = int.from_bytes(digest, "big") | 1 | 1 << (crypto.SHORT_EXPONENT_BITS - 1)
        if e % crypto.Q:
            return Key(e, pow(e, -1, P - 1))
        counter += 1  # never in practice: e would have to be a multiple of q


def rekey(deck: list[int], key: Key, seed: bytes, used: int) -> list[int]:
    """Step 2 for one device: the first ``used`` positions, unlocked from the round
    key and locked with per-card keys, in one exponentiation each."""
    return [crypto.encrypt(c, key.d * card_key(seed, j).e % (P - 1)) for j, c in enumerate(deck[:used])]


def _product(keys: list[int]) -> int:
    out = 1
    for k in keys:
        out = out * k % (P - 1)
    return out


def unlock(element: int, encryption_keys: list[int], cards: int) -> int:
    """The card at a position, given every device's card key ``e`` for it (a device
    reveals ``e``, which is as good as ``d`` and 8 times shorter); raises when the
    keys do not open it to a card."""
    try:
        exponent = pow(_product(encryption_keys), -1, P - 1)
    except ValueError:
        exponent = 0  # a key that is no key
    card = crypto.decode_card(crypto.encrypt(element, exponent), cards) if exponent else None
    if card is None:
        raise CheatDetected("A card key does not open its card.")
    return card


def holds(element: int, card: int, encryption_keys: list[int]) -> bool:
    """Is ``card`` the card at a position locked by these card keys? One short
    exponentiation: cheaper than opening it."""
    return crypto.encrypt(crypto.encode_card(card), _product(encryption_keys)) == element


def check_shuffle(before: list[int], after: list[int], key: Key) -> bool:
    """The audit of step 1: ``after`` is a permutation of ``before`` locked by ``key``
    (of some of it, for the last device)."""
    locked = {crypto.encrypt(c, key.e) for c in before}
    return key.valid() and len(set(after)) == len(after) and all(c in locked for c in after)


def check_rekey(before: list[int], after: list[int], key: Key, seed: bytes) -> bool:
    """The audit of step 2: ``after`` is ``before`` re-keyed with the seed's card keys:
    ``after_j = before_j^(d e_j)``, checked as ``after_j^e = before_j^(e_j)`` (two short
    exponents instead of one full one)."""
    if not key.valid() or len(after) > len(before):
        return False
    return all(
        crypto.encrypt(a, key.e) == crypto.encrypt(b, card_key(seed, j).e)
        for j, (a, b) in enumerate(zip(after, before))
    )
