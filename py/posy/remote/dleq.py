"""A proof that two elements were multiplied by the same secret scalar: the
Chaum–Pedersen proof of equal discrete logarithms (Chaum and Pedersen, "Wallet
databases with observers", CRYPTO 1992, §3.2), made non-interactive by Fiat–Shamir
(Fiat and Shamir, CRYPTO 1986), over ristretto255 (:mod:`.ristretto`, RFC 9496).

Statement: ``gx = x*g`` and ``hx = x*h`` for one scalar ``x`` (with ``gx`` a device's
public key and ``h`` a card, it shows that the card was locked with that device's key
and nothing else).

* Prover: nonce ``r``; commitments ``A = r*g``, ``B = r*h``; challenge
  ``c = SHA-512(tag, context, g, gx, h, hx, A, B) mod L`` (each input
  length-prefixed, :func:`.ristretto.hash_to_scalar`; elements by their canonical
  encodings); response ``s = r + c*x mod L``. The proof is ``c || s``, two 32-byte
  little-endian scalars (64 bytes).
* Verifier: reads canonical ``c`` and ``s`` (below L), recomputes
  ``A = s*g - c*gx`` and ``B = s*h - c*hx`` and accepts iff the challenge of those
  commitments is ``c``. It never raises on a malformed proof: it answers False.
* The context (who proves, for which deal and step) is in the challenge, so a proof
  cannot be replayed into another statement or another game.
* The nonce is **hedged**: ``r = SHA-512(nonce tag, x, context, statement, 32 fresh
  bytes from secrets) mod L``. Fresh randomness alone would leak ``x`` if the
  generator ever repeated (two proofs with one ``r`` give ``x``); a purely
  deterministic nonce (as RFC 6979 or RFC 8032 §5.1.6 derive) would leak nothing
  then, but fresh bytes also keep two proofs of one statement unlinkable. Both
  together fail only if both fail.

Zero-knowledge and soundness are the standard ones for Chaum–Pedersen in the random
oracle model; the proof shows that *some* x relates both pairs, so callers choose g
and h other than the identity (hash_to_element never gives it in practice).
"""

from __future__ import annotations

import secrets

from . import ristretto
from .ristretto import Element, L

PROOF_BYTES = 64
CHALLENGE_TAG = b"posy remote: Chaum-Pedersen DLEQ over ristretto255, challenge, v1"
NONCE_TAG = b"posy remote: Chaum-Pedersen DLEQ over ristretto255, nonce, v1"


def _times(k: int, e: Element) -> Element:
    """``k * e``, from the fixed table when e is the base element."""
    return ristretto.base_mul(k) if e == ristretto.BASE else ristretto.mul(k, e)


def _challenge(context: bytes, statement: list[bytes], a: Element, b: Element) -> int:
    """The Fiat–Shamir challenge: the statement's encodings, then the commitments'."""
    return ristretto.hash_to_scalar(
        CHALLENGE_TAG, context, *statement, ristretto.encode(a), ristretto.encode(b)
    )


def prove(x: int, g: Element, h: Element, context: bytes) -> bytes:
    """A 64-byte proof that ``log_g(x*g) == log_h(x*h)`` (both are x), bound to context."""
    gx, hx = _times(x, g), _times(x, h)
    statement = [ristretto.encode(e) for e in (g, gx, h, hx)]
    fresh = secrets.token_bytes(32)
    r = ristretto.hash_to_scalar(NONCE_TAG, ristretto.scalar_bytes(x), context, *statement, fresh)
    c = _challenge(context, statement, _times(r, g), _times(r, h))
    return ristretto.scalar_bytes(c) + ristretto.scalar_bytes(r + c * x)


def verify(g: Element, gx: Element, h: Element, hx: Element, proof: bytes, context: bytes) -> bool:
    """Whether ``proof`` shows one x with ``gx = x*g`` and ``hx = x*h`` for this context;
    False (never an exception) for a malformed or wrong proof."""
    if len(proof) != PROOF_BYTES:
        return False
    c, s = ristretto.read_scalar(proof[:32]), ristretto.read_scalar(proof[32:])
    if c is None or s is None:
        return False
    a = ristretto.mul2(s, g, L - c, gx)
    b = ristretto.mul2(s, h, L - c, hx)
    statement = [ristretto.encode(e) for e in (g, gx, h, hx)]
    return _challenge(context, statement, a, b) == c
