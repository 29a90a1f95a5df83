"""The field GF(2^255 - 19) and the twisted Edwards curve edwards25519, the arithmetic
shared by :mod:`.ed25519` (signatures) and :mod:`.ristretto` (the prime-order group).

Pure Python, standard library only, so that it runs unchanged under Pyodide.

Constructions
-------------
* **Curve** (RFC 8032 §5.1): ``-x^2 + y^2 = 1 + d x^2 y^2`` over ``GF(p)``,
  ``p = 2^255 - 19``, ``d = -121665/121666``; base point ``B`` of prime order
  ``L = 2^252 + 27742317777372353535851937790883648493``; cofactor 8.
* **Extended coordinates** (Hisil, Wong, Carter, Dawson, "Twisted Edwards Curves
  Revisited", ASIACRYPT 2008; RFC 8032 §5.1.4): a point is ``(X, Y, Z, T)`` with
  ``x = X/Z``, ``y = Y/Z``, ``x*y = T/Z``. Addition is "add-2008-hwcd-3" (complete:
  it also doubles and handles the identity), doubling "dbl-2008-hwcd" (T not read).
  Neither inverts: one inversion per encoding.
* **Cached form** of a point to be added many times: ``(Y+X, Y-X, 2Z, 2dT)``, so that
  an addition costs 8 multiplications; negating it swaps the first two and negates
  the last.
* **Scalar multiplication**: signed radix-16 digits in [-8, 7] (each window: four
  doublings, one addition from a table of 1..8 times the point). Multiples of ``B``
  use a table of ``j * 16^i * B`` (i < 64, j <= 8), built once on first use, so
  ``base_mul`` is 64 additions and no doubling. ``mul2`` shares the doublings of
  ``a*P + b*Q`` (Straus' trick, "Addition chains of vectors", 1964).
* **Encoding** (RFC 8032 §5.1.2, §5.1.3): 32 bytes, ``y`` little-endian with the
  low bit of ``x`` in the top bit. Decoding refuses ``y >= p``, a non-square
  ``x^2`` and ``x = 0`` with the sign bit set.
* **Square root of a ratio** (RFC 9496 §4.2, ``SQRT_RATIO_M1``): one exponentiation
  ``u v^3 (u v^7)^((p-5)/8)``, as RFC 8032 §5.1.3 also computes it.

Python integers do not run in constant time: timing may leak scalars to whoever can
time this process closely. Remote play's peers see only the messages, not timings.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

P = 2**255 - 19
L = 2**252 + 27742317777372353535851937790883648493
D = -121665 * pow(121666, -1, P) % P
D2 = 2 * D % P
SQRT_M1 = pow(2, (P - 1) // 4, P)

Point = tuple[int, int, int, int]
"""``(X, Y, Z, T)`` in extended coordinates, each in [0, p)."""
Cached = tuple[int, int, int, int]
"""``(Y+X, Y-X, 2Z, 2dT)``: a point ready to be added."""

IDENTITY: Point = (0, 1, 1, 0)
_BX = 15112221349535400772501151409588531511454012693041857206046113283949847762202
_BY = 46316835694926478169428394003475163141307993866256225615783033603165251855960
BASE: Point = (_BX, _BY, 1, _BX * _BY % P)


def sqrt_ratio_m1(u: int, v: int) -> tuple[bool, int]:
    """RFC 9496 §4.2: ``(True, +sqrt(u/v))`` if u/v is a square, else ``(False,
    +sqrt(SQRT_M1 * u/v))``; the root returned is the non-negative (even) one. u/0 is
    (False, 0) unless u = 0."""
    v3 = v * v % P * v % P
    r = u * v3 % P * pow(u * v3 % P * v3 % P * v % P, (P - 5) // 8, P) % P
    check = v * r % P * r % P
    u %= P
    correct, flipped = check == u, check == (-u) % P
    if flipped or check == (-u) * SQRT_M1 % P:
        r = r * SQRT_M1 % P
    return correct or flipped, P - r if r & 1 else r


def add(p: Point, q: Point) -> Point:
    """``p + q`` (add-2008-hwcd-3, complete)."""
    return _add_cached(p, cached(q))


def double(p: Point, times: int = 1) -> Point:
    """``2^times * p`` (dbl-2008-hwcd, RFC 8032 §5.1.4), times >= 1. Doubling never
    reads T, so T is computed for the last doubling only."""
    x, y, z, _ = p
    for _ in range(times):
        a, b, c = x * x % P, y * y % P, 2 * z * z % P
        h = a + b
        e, g = h - (x + y) ** 2 % P, a - b
        f = c + g
        x, y, z = e * f % P, g * h % P, f * g % P
    return x, y, z, e * h % P


def neg(p: Point) -> Point:
    """``-p``: ``(-x, y)``."""
    x, y, z, t = p
    return (-x) % P, y, z, (-t) % P


def equal(p: Point, q: Point) -> bool:
    """Whether two representations are the same point (``x1/z1 == x2/z2``, same for y)."""
    return (p[0] * q[2] - q[0] * p[2]) % P == 0 and (p[1] * q[2] - q[1] * p[2]) % P == 0


def is_identity(p: Point) -> bool:
    """Whether p is the neutral element (0, 1)."""
    return p[0] % P == 0 and (p[1] - p[2]) % P == 0


def cached(p: Point) -> Cached:
    """p in the form :func:`_add_cached` reads."""
    x, y, z, t = p
    return (y + x) % P, (y - x) % P, 2 * z % P, D2 * t % P


def _add_cached(p: Point, q: Cached) -> Point:
    """``p + q`` for q in cached form: 8 multiplications (add-2008-hwcd-3)."""
    x, y, z, t = p
    ypx, ymx, z2, t2d = q
    a, b = (y - x) * ymx % P, (y + x) * ypx % P
    c, d = t * t2d % P, z * z2 % P
    e, f, g, h = b - a, d - c, d + c, b + a
    return e * f % P, g * h % P, f * g % P, e * h % P


def _digits(k: int) -> list[int]:
    """k >= 0 in signed radix 16, least significant first, each digit in [-8, 7]."""
    out = []
    while k:
        d = ((k & 15) ^ 8) - 8
        out.append(d)
        k = (k - d) >> 4
    return out


def _table(p: Point) -> list[Cached]:
    """The cached forms of ``-8p .. 8p``, index ``8 + j`` for ``j * p``."""
    multiples = [p, double(p)]
    c = cached(p)
    for _ in range(6):
        multiples.append(_add_cached(multiples[-1], c))
    positive = [cached(m) for m in multiples]
    negative = [(ymx, ypx, z2, (-t2d) % P) for ypx, ymx, z2, t2d in reversed(positive)]
    return [*negative, cached(IDENTITY), *positive]


def _straus(pairs: Sequence[tuple[int, Point]]) -> Point:
    """``sum(k * p)`` for k >= 0, all the scalars sharing one chain of doublings."""
    tables = [(_table(p), _digits(k)) for k, p in pairs if k]
    length = max((len(d) for _, d in tables), default=0)
    acc = IDENTITY
    for i in range(length - 1, -1, -1):
        if i < length - 1:
            acc = double(acc, 4)
        for table, digits in tables:
            if i < len(digits) and digits[i]:
                acc = _add_cached(acc, table[8 + digits[i]])
    return acc


def mul(k: int, p: Point) -> Point:
    """``k * p`` for any point and any integer k (not reduced: the cofactor matters)."""
    return _straus([(k, p)]) if k >= 0 else _straus([(-k, neg(p))])


def mul2(a: int, p: Point, b: int, q: Point) -> Point:
    """``a*p + b*q`` for a, b >= 0, at little more than the cost of one ``mul``."""
    return _straus([(a, p), (b, q)])


@functools.cache
def _base_table() -> list[list[Cached]]:
    """``j * 16^i * B`` for i < 64 in the layout of :func:`_table`, made affine (Z = 1,
    so that the addition's product by 2Z is by 2); built on first use (some
    milliseconds, one inversion in all), then kept."""
    rows, row = [], BASE
    for _ in range(64):
        rows.append(_table(row))
        row = double(row, 4)
    inverses = iter(_invert_all([z2 for entries in rows for _, _, z2, _ in entries]))
    table = []
    for entries in rows:
        affine = []
        for ypx, ymx, _, t2d in entries:
            zi = 2 * next(inverses) % P  # 1/Z = 2/(2Z)
            affine.append((ypx * zi % P, ymx * zi % P, 2, t2d * zi % P))
        table.append(affine)
    return table


def _invert_all(values: list[int]) -> list[int]:
    """The inverses of non-zero values with one inversion (Montgomery's trick, "Speeding
    the Pollard and elliptic curve methods of factorization", 1987)."""
    prefix = [1]
    for v in values:
        prefix.append(prefix[-1] * v % P)
    inverse = pow(prefix[-1], -1, P)
    out = [0] * len(values)
    for i in range(len(values) - 1, -1, -1):
        out[i] = prefix[i] * inverse % P
        inverse = inverse * values[i] % P
    return out


def base_mul(k: int) -> Point:
    """``k * B``: 64 additions from the precomputed table (k is reduced mod L)."""
    acc = IDENTITY
    for row, d in zip(_base_table(), _digits(k % L), strict=False):
        if d:
            acc = _add_cached(acc, row[8 + d])
    return acc


def encode(p: Point) -> bytes:
    """RFC 8032 §5.1.2: ``y`` little-endian, the sign (low bit) of ``x`` in bit 255."""
    x, y, z, _ = p
    zi = pow(z, -1, P)
    x, y = x * zi % P, y * zi % P
    return (y | (x & 1) << 255).to_bytes(32, "little")


def decode(data: bytes) -> Point | None:
    """RFC 8032 §5.1.3: the point of a 32-byte encoding, or None if it is not one."""
    if len(data) != 32:
        return None
    y = int.from_bytes(data, "little")
    sign, y = y >> 255, y & ((1 << 255) - 1)
    if y >= P:
        return None
    yy = y * y % P
    ok, x = sqrt_ratio_m1(yy - 1, D * yy + 1)
    if not ok or (x == 0 and sign):
        return None
    if sign:
        x = P - x
    return x, y, 1, x * y % P
