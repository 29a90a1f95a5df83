"""ristretto255 (RFC 9496): a group of prime order ``L`` built on edwards25519
(:mod:`.edwards`), with canonical 32-byte encodings, for the mental-poker deal (cards
are elements, locks are scalars) and the proofs of :mod:`.dleq`. Pure Python.

* An element is an edwards25519 point of the subgroup ``2E`` taken modulo the points
  of order 4 (RFC 9496 §4.3): four Edwards points stand for each element, so
  elements are compared by §4.3.3, never by their coordinates.
* ``encode`` / ``decode`` are §4.3.2 and §4.3.1: ``decode`` refuses every
  non-canonical or invalid string (Appendix A.2), so one element has one encoding.
* ``from_uniform`` is §4.3.4 (element derivation from 64 uniform bytes, the
  Elligator map applied to each half, then added): its output has no known
  discrete logarithm with respect to any other element, which is what card codes
  need. ``hash_to_element`` feeds it SHA-512 of a domain-separated input.
* Scalars are integers modulo ``L``; ``scalar_from_bytes`` is the wide reduction of
  64 bytes (§4.4 of RFC 9496 leaves scalars to the protocol; this is RFC 9497's
  and libsodium's ``crypto_core_ristretto255_scalar_reduce``).

``Element`` is a small frozen class rather than a tuple alias: ``==`` on the tuple
would compare representations, which differ for one element, while the class
compares by §4.3.3 and hashes by the encoding, so sets and dicts of elements work; it
also keeps an Edwards point from being used as an element by mistake (mypy). It
costs one object per operation, nothing beside a multiplication.
"""

from __future__ import annotations

import hashlib
import secrets
from dataclasses import dataclass

from . import edwards
from .edwards import SQRT_M1, D, P, sqrt_ratio_m1

L = edwards.L
ELEMENT_BYTES = 32
SCALAR_BYTES = 32
UNIFORM_BYTES = 64

# RFC 9496 §4.1, as listed there (SQRT_AD_MINUS_ONE is the odd one of the two roots)
SQRT_AD_MINUS_ONE = 25063068953384623474111414158702152701244531502492656460079210482610430750235
INVSQRT_A_MINUS_D = 54469307008909316920995813868745141605393597292927456921205312896311721017578
ONE_MINUS_D_SQ = 1159843021668779879193775521855586647937357759715417654439879720876111806838
D_MINUS_ONE_SQ = 40440834346308536858101042469323190826248399146238708352240133220865137265952


@dataclass(frozen=True, slots=True, eq=False)
class Element:
    """An element of ristretto255, held as one of its Edwards points."""

    point: edwards.Point

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Element) and equal(self, other)

    def __hash__(self) -> int:
        return hash(encode(self))

    def __repr__(self) -> str:
        return f"Element({encode(self).hex()})"


BASE = Element(edwards.BASE)
IDENTITY = Element(edwards.IDENTITY)


def _negative(x: int) -> bool:
    """RFC 9496 §4.1 IS_NEGATIVE: the low bit of the reduced value."""
    return bool(x % P & 1)


def encode(e: Element) -> bytes:
    """RFC 9496 §4.3.2: the canonical 32 bytes of an element (one inversion)."""
    x0, y0, z0, t0 = e.point
    u1 = (z0 + y0) * (z0 - y0) % P
    u2 = x0 * y0 % P
    _, invsqrt = sqrt_ratio_m1(1, u1 * u2 * u2)
    den1, den2 = invsqrt * u1 % P, invsqrt * u2 % P
    z_inv = den1 * den2 % P * t0 % P
    if _negative(t0 * z_inv):
        x, y, den_inv = y0 * SQRT_M1 % P, x0 * SQRT_M1 % P, den1 * INVSQRT_A_MINUS_D % P
    else:
        x, y, den_inv = x0, y0, den2
    if _negative(x * z_inv):
        y = -y
    s = den_inv * (z0 - y) % P
    return (P - s if s & 1 else s).to_bytes(ELEMENT_BYTES, "little")


def decode(data: bytes) -> Element | None:
    """RFC 9496 §4.3.1: the element of a canonical encoding, or None for any other
    string (wrong length, ``s >= p``, negative ``s``, or not an encoding)."""
    if len(data) != ELEMENT_BYTES:
        return None
    s = int.from_bytes(data, "little")
    if s >= P or s & 1:
        return None
    ss = s * s % P
    u1, u2 = 1 - ss, 1 + ss
    u2_sqr = u2 * u2 % P
    v = (-(D * u1 % P * u1) - u2_sqr) % P
    was_square, invsqrt = sqrt_ratio_m1(1, v * u2_sqr)
    den_x = invsqrt * u2 % P
    den_y = invsqrt * den_x % P * v % P
    x = 2 * s * den_x % P
    if x & 1:
        x = P - x
    y = u1 * den_y % P
    t = x * y % P
    if not was_square or t & 1 or y == 0:
        return None
    return Element((x, y, 1, t))


def equal(a: Element, b: Element) -> bool:
    """RFC 9496 §4.3.3: ``x1*y2 == y1*x2`` or ``y1*y2 == x1*x2``."""
    x1, y1, _, _ = a.point
    x2, y2, _, _ = b.point
    return (x1 * y2 - y1 * x2) % P == 0 or (y1 * y2 - x1 * x2) % P == 0


def _map(t: int) -> edwards.Point:
    """RFC 9496 §4.3.4 MAP: one field element to an Edwards point (Elligator 2)."""
    r = SQRT_M1 * t * t % P
    u = (r + 1) * ONE_MINUS_D_SQ % P
    v = (-1 - r * D) * (r + D) % P
    was_square, s = sqrt_ratio_m1(u, v)
    if was_square:
        c = P - 1
    else:
        st = s * t % P
        s, c = (st - P if st & 1 else -st) % P, r
    n = (c * (r - 1) % P * D_MINUS_ONE_SQ - v) % P
    w0, w1 = 2 * s * v % P, n * SQRT_AD_MINUS_ONE % P
    ss = s * s % P
    w2, w3 = 1 - ss, 1 + ss
    return w0 * w3 % P, w2 * w1 % P, w1 * w3 % P, w0 * w2 % P


def from_uniform(data: bytes) -> Element:
    """RFC 9496 §4.3.4: the element of 64 uniformly random bytes (each half, its top
    bit masked, mapped, and the two points added)."""
    if len(data) != UNIFORM_BYTES:
        raise ValueError(f"Element derivation takes {UNIFORM_BYTES} bytes, not {len(data)}.")
    mask = (1 << 255) - 1
    r0 = int.from_bytes(data[:32], "little") & mask
    r1 = int.from_bytes(data[32:], "little") & mask
    return Element(edwards.add(_map(r0 % P), _map(r1 % P)))


def _digest(tag: bytes, parts: tuple[bytes, ...]) -> bytes:
    """SHA-512 of the tag and the parts, each preceded by its length (8 bytes, little
    endian), so that no two different lists of inputs hash the same bytes."""
    h = hashlib.sha512()
    for part in (tag, *parts):
        h.update(len(part).to_bytes(8, "little"))
        h.update(part)
    return h.digest()


def hash_to_element(tag: bytes, *parts: bytes) -> Element:
    """An element nobody knows a discrete logarithm of, fixed by a domain tag and parts."""
    return from_uniform(_digest(tag, parts))


def hash_to_scalar(tag: bytes, *parts: bytes) -> int:
    """A scalar fixed by a domain tag and parts (SHA-512, reduced mod L): the challenge
    of a Fiat–Shamir proof."""
    return scalar_from_bytes(_digest(tag, parts))


def add(a: Element, b: Element) -> Element:
    return Element(edwards.add(a.point, b.point))


def neg(a: Element) -> Element:
    return Element(edwards.neg(a.point))


def mul(k: int, a: Element) -> Element:
    """``k * a`` (k is reduced mod L, so it may be negative)."""
    return Element(edwards.mul(k % L, a.point))


def mul2(j: int, a: Element, k: int, b: Element) -> Element:
    """``j*a + k*b``, cheaper than two ``mul`` (the doublings are shared)."""
    return Element(edwards.mul2(j % L, a.point, k % L, b.point))


def base_mul(k: int) -> Element:
    """``k * BASE``, from a precomputed table (several times faster than ``mul``)."""
    return Element(edwards.base_mul(k))


def random_scalar() -> int:
    """A scalar uniform in [1, L-1], from the operating system's generator."""
    return 1 + secrets.randbelow(L - 1)


def scalar_from_bytes(data: bytes) -> int:
    """64 bytes, little endian, reduced mod L (the bias is below 2^-250)."""
    if len(data) != UNIFORM_BYTES:
        raise ValueError(f"A wide scalar takes {UNIFORM_BYTES} bytes, not {len(data)}.")
    return int.from_bytes(data, "little") % L


def scalar_bytes(k: int) -> bytes:
    """The canonical 32 bytes (little endian) of ``k mod L``."""
    return (k % L).to_bytes(SCALAR_BYTES, "little")


def read_scalar(data: bytes) -> int | None:
    """The scalar of 32 canonical bytes, or None (wrong length, or not below L)."""
    if len(data) != SCALAR_BYTES:
        return None
    k = int.from_bytes(data, "little")
    return k if k < L else None


def inverse(k: int) -> int:
    """``1/k mod L`` (a lock's key: ``mul(inverse(k), mul(k, e)) == e``)."""
    if k % L == 0:
        raise ValueError("Zero has no inverse modulo L.")
    return pow(k, -1, L)
