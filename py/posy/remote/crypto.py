"""The cryptography of remote play: commitments, joint random values, hash chains
and commutative (SRA) encryption for mental poker. Pure Python, standard library.

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
  at the start to the head ``h^n(s)``; for draw t (1, 2, ...) it reveals
  ``h^(n-t)(s)``, which anyone checks by hashing it once onto the previous value.
  Draw t is ``SHA-256(tag || t || the devices' preimages for t)``: fixed for every
  device since the start, and unknown to each until the others reveal theirs.
* **SRA commutative encryption** (Shamir, Rivest, Adleman, "Mental Poker", 1979,
  in *The Mathematical Gardner*, 1981): ``E_e(m) = m^e mod p``, ``D_d(c) = c^d``
  with ``e*d = 1 (mod p-1)``, so ``E_a(E_b(m)) = E_b(E_a(m))``. ``p`` is the 2048-bit
  safe prime of RFC 3526, group 14 (``p = 2q + 1``, q prime). Cards are quadratic
  residues, so that encryption keeps them in the subgroup of order q and reveals
  no Legendre-symbol bit (the classic SRA leak, Lipton 1981): card k is
  ``(H(tag, k) mod p)^2`` with a hash ``H`` expanded to 2048 bits, so no
  multiplicative relation among card encodings is known (small squares such as
  ``(k + c)^2`` would give ``m_a m_d = m_b m_c`` for some cards, testable on the
  ciphertexts). Breaking it needs discrete logarithms / DDH in that subgroup:
  **about 112-bit security** (NIST SP 800-57 Part 1, table 2: 2048-bit finite field).
  Encryption exponents are 256 bits (a short exponent, still above twice the
  security level, van Oorschot and Wiener 1996); decryption exponents are full size.

Measured (``tests/remote_bench.py``): the Petals deal of one round, every device's
share of it, is reported in ``README.md``.
"""

from __future__ import annotations

import hashlib
import secrets
from dataclasses import dataclass

from ..core import BadRecord

NONCE_BYTES = 32
VALUE_BYTES = 32

# RFC 3526, group 14: the 2048-bit MODP safe prime.
P = int(
    "FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74"
    "020BBEA63B139B22514A08798E3404DDEF9519B3CD3A431B302B0A6DF25F14374"
    "FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED"
    "EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF05"
    "98DA48361C55D39A69163FA8FD24CF5F83655D23DCA3AD961C62F356208552BB"
    "9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3B"
    "E39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF695581718"
    "3995497CEA956AE515D2261898FA051015728E5A8AACAA68FFFFFFFFFFFFFFFF",
    16,
)
Q = (P - 1) // 2
PRIME_BITS = P.bit_length()
SECURITY_BITS = 112
ELEMENT_BYTES = (PRIME_BITS + 7) // 8
SHORT_EXPONENT_BITS = 256


class CheatDetected(BadRecord):
    """Something another device sent does not check out; the message names it."""


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
                raise CheatDetected(f"{names[i]}'s device copied {names[j]}'s commitment.")


def joint_value(reveals: list[tuple[bytes, bytes]], digests: list[bytes], names: list[str]) -> bytes:
    """The joint random value from each device's ``(value, nonce)`` in seat order,
    after checking each opens its commitment and none is a copy."""
    check_commitments(digests, names)
    for (value, nonce), digest, name in zip(reveals, digests, names, strict=True):
        if len(value) != VALUE_BYTES or not opens(digest, value, nonce):
            raise CheatDetected(f"{name}'s device revealed a value that does not match its commitment.")
    return _hash(b"posy/joint", *(value for value, _ in reveals))


def to_int(value: bytes) -> int:
    """A joint value as a whole number (for a seed or an index)."""
    return int.from_bytes(value, "big")


# --------------------------------------------------------------------------
# Hash chains


def chain_step(value: bytes) -> bytes:
    return _hash(b"posy/chain", value)


def chain_value(seed: bytes, steps: int) -> bytes:
    """``h^steps(seed)``: the head when ``steps`` is the chain's length."""
    for _ in range(steps):
        seed = chain_step(seed)
    return seed


def preimage(seed: bytes, length: int, draw: int) -> bytes:
    """What a device reveals for draw ``draw`` (1-based) of a chain of ``length``."""
    if not 1 <= draw <= length:
        raise ValueError("no preimage left in this hash chain")
    return chain_value(seed, length - draw)


def check_preimage(previous: bytes, value: bytes) -> bool:
    """True when ``value`` hashes onto ``previous`` (the head, or the last reveal)."""
    return len(value) == 32 and secrets.compare_digest(chain_step(value), previous)


def draw_value(draw: int, preimages: list[bytes]) -> int:
    """Draw ``draw``'s random number from every device's preimage, in seat order."""
    return to_int(_hash(b"posy/draw", draw.to_bytes(4, "big"), *preimages))


# --------------------------------------------------------------------------
# SRA commutative encryption


@dataclass(frozen=True)
class Key:
    """An SRA key pair: ``e`` encrypts (256 bits), ``d`` decrypts, ``e*d = 1 mod p-1``."""

    e: int
    d: int

    @classmethod
    def fresh(cls) -> Key:
        while True:
            e = secrets.randbits(SHORT_EXPONENT_BITS) | 1 | 1 << (SHORT_EXPONENT_BITS - 1)
            if e % Q:  # odd and not a multiple of q: gcd(e, p - 1) = 1
                return cls(e, pow(e, -1, P - 1))

    def valid(self) -> bool:
        return 1 < self.e < P - 1 and self.e * self.d % (P - 1) == 1


def encode_card(card: int) -> int:
    """Card ``card`` as a quadratic residue with no known relation to the others."""
    wide = b"".join(
        _hash(b"posy/card", card.to_bytes(4, "big"), bytes([i])) for i in range(ELEMENT_BYTES // 32 + 1)
    )
    return pow(int.from_bytes(wide, "big") % P, 2, P)


_CARD_CODES: dict[int, dict[int, int]] = {}


def decode_card(element: int, cards: int) -> int | None:
    """The card (``0 <= card < cards``) that ``element`` encodes, or None."""
    table = _CARD_CODES.get(cards)
    if table is None:
        table = _CARD_CODES[cards] = {encode_card(k): k for k in range(cards)}
    return table.get(element)


def encrypt(element: int, exponent: int) -> int:
    """``element^exponent mod p``: encrypt with ``e``, decrypt with ``d``."""
    return pow(element, exponent, P)


def jacobi(a: int, n: int) -> int:
    """The Jacobi symbol (a/n) for odd n > 0: for the prime p, 1 exactly on the
    quadratic residues. Binary algorithm (Cohen, *A Course in Computational
    Algebraic Number Theory*, 1.4.10): far cheaper than Euler's ``a^q mod p``."""
    a %= n
    result = 1
    while a:
        zeros = (a & -a).bit_length() - 1
        a >>= zeros
        if zeros & 1 and n & 7 in (3, 5):
            result = -result
        if a & n & 3 == 3:
            result = -result
        a, n = n % a, a
    return result if n == 1 else 0


def element(value: object) -> int:
    """A group element read from a message: a quadratic residue in ``[2, p-2]``,
    sent as hex. Anything else is refused (a non-residue would leak a bit)."""
    try:
        x = int(value, 16) if isinstance(value, str) and len(value) <= 2 * ELEMENT_BYTES else -1
    except ValueError:
        x = -1
    if not 1 < x < P - 1 or jacobi(x, P) != 1:
        raise CheatDetected("A device sent an encrypted card that is not a valid card code.")
    return x


def hex_element(x: int) -> str:
    return format(x, "x")
