"""The elliptic-curve primitives of remote play: edwards25519 arithmetic, Ed25519
(RFC 8032 §7.1 vectors), ristretto255 (RFC 9496 Appendix A) and the Chaum–Pedersen
proof. The vectors are in ``curve_vectors.py`` beside this file."""

from __future__ import annotations

import hashlib
import secrets

import curve_vectors
import pytest

from posy.remote import dleq, ed25519, edwards, ristretto
from posy.remote.ristretto import BASE, IDENTITY, L


def some_point(seed: bytes) -> edwards.Point:
    """A point of the whole curve (any order), from the first hash that decodes."""
    for i in range(100):
        p = edwards.decode(hashlib.sha256(seed + bytes([i])).digest())
        if p is not None:
            return p
    raise AssertionError("no hash decoded")


def torsion_point() -> edwards.Point:
    """A point of order 8 (L times a point of the whole curve, if of that order)."""
    for i in range(20):
        t = edwards.mul(edwards.L, some_point(bytes([i])))
        if not edwards.is_identity(edwards.mul(4, t)):
            return t
    raise AssertionError("no point of order 8")


# --- edwards25519 -----------------------------------------------------------------


def test_scalar_multiplications_agree_with_repeated_addition() -> None:
    p = some_point(b"p")
    for k in (0, 1, 2, 7, 8, 9, 15, 16, 17, 255, 256, edwards.L - 1, edwards.L, 8 * edwards.L + 5):
        slow = edwards.IDENTITY
        for bit in bin(k)[2:]:
            slow = edwards.double(slow)
            if bit == "1":
                slow = edwards.add(slow, p)
        assert edwards.equal(edwards.mul(k, p), slow)
        assert edwards.equal(edwards.mul(-k, p), edwards.neg(slow))
    k, j = secrets.randbelow(edwards.L), secrets.randbelow(2**256)
    assert edwards.equal(edwards.base_mul(k), edwards.mul(k, edwards.BASE))
    both = edwards.add(edwards.mul(k, p), edwards.mul(j, edwards.BASE))
    assert edwards.equal(edwards.mul2(k, p, j, edwards.BASE), both)


def test_encoding_round_trips_and_refuses_what_rfc8032_refuses() -> None:
    p = some_point(b"q")
    assert edwards.equal(edwards.decode(edwards.encode(p)) or edwards.IDENTITY, p)
    assert edwards.encode(edwards.IDENTITY) == (1).to_bytes(32, "little")
    assert edwards.decode((edwards.P + 1).to_bytes(32, "little")) is None  # y >= p
    assert edwards.decode((1 | 1 << 255).to_bytes(32, "little")) is None  # x = 0, sign 1
    assert edwards.decode((2).to_bytes(32, "little")) is None  # x^2 is not a square
    assert edwards.decode(bytes(31)) is None


# --- Ed25519 ----------------------------------------------------------------------


@pytest.mark.parametrize("vector", curve_vectors.ED25519, ids=lambda v: v[0])
def test_rfc8032_vectors(vector: tuple[str, str, str, str, str]) -> None:
    secret, public, message, signature = (bytes.fromhex(h) for h in vector[1:])
    assert ed25519.public_key(secret) == public
    assert ed25519.sign(secret, message) == signature
    assert ed25519.verify(public, message, signature)


def flip(data: bytes, index: int, bit: int = 1) -> bytes:
    return data[:index] + bytes([data[index] ^ bit]) + data[index + 1 :]


def test_tampered_message_signature_or_key_is_refused() -> None:
    secret = ed25519.new_secret()
    public, message = ed25519.public_key(secret), b"seat 2 plays the rose"
    signature = ed25519.sign(secret, message)
    assert ed25519.verify(public, message, signature)
    assert not ed25519.verify(public, message + b".", signature)
    assert not ed25519.verify(public, flip(message, 0), signature)
    for index in (0, 17, 31, 32, 50, 63):
        assert not ed25519.verify(public, message, flip(signature, index))
    assert not ed25519.verify(flip(public, 3), message, signature)
    other = ed25519.public_key(ed25519.new_secret())
    assert not ed25519.verify(other, message, signature)


def test_malformed_inputs_are_false_not_exceptions() -> None:
    secret = bytes(range(32))
    public, message = ed25519.public_key(secret), b"m"
    signature = ed25519.sign(secret, message)
    r, s = signature[:32], int.from_bytes(signature[32:], "little")
    not_a_point = (2).to_bytes(32, "little")
    y_too_big = (edwards.P + 1).to_bytes(32, "little")
    for bad_public, bad_signature in [
        (public[:31], signature),
        (public + b"\0", signature),
        (b"", signature),
        (public, signature[:63]),
        (public, signature + b"\0"),
        (public, b""),
        (public, r + (s + edwards.L).to_bytes(32, "little")),  # S >= L: the same S, malleated
        (public, r + b"\xff" * 32),
        (not_a_point, signature),
        (y_too_big, signature),
        (public, not_a_point + signature[32:]),
        (public, y_too_big + signature[32:]),
    ]:
        assert ed25519.verify(bad_public, message, bad_signature) is False
    with pytest.raises(ValueError, match="32 bytes"):
        ed25519.sign(secret[:16], message)


def test_verification_is_cofactored() -> None:
    """A signature whose R carries a point of order 8 passes the cofactored check
    (which multiplies by 8), though ``[S]B = R + [k]A`` itself does not hold."""
    secret, message = bytes(32), b"torsion"
    s, prefix = ed25519._expand(secret)
    public = ed25519.public_key(secret)
    r = ed25519._hash_mod_l(prefix, message)
    big_r = edwards.encode(edwards.add(edwards.base_mul(r), torsion_point()))
    k = ed25519._hash_mod_l(big_r, public, message)
    signature = big_r + ((r + k * s) % edwards.L).to_bytes(32, "little")
    assert ed25519.verify(public, message, signature)


def test_new_secrets_are_fresh_and_sign() -> None:
    a, b = ed25519.new_secret(), ed25519.new_secret()
    assert len(a) == 32 and a != b
    assert ed25519.verify(ed25519.public_key(a), b"", ed25519.sign(a, b""))


# --- ristretto255 -----------------------------------------------------------------


def test_rfc9496_generator_multiples() -> None:
    """Appendix A.1, reached three ways: repeated addition, mul and base_mul."""
    e = IDENTITY
    for i, hex_ in enumerate(curve_vectors.RISTRETTO_MULTIPLES):
        encoding = bytes.fromhex(hex_)
        assert ristretto.encode(e) == encoding
        assert ristretto.encode(ristretto.mul(i, BASE)) == encoding
        assert ristretto.encode(ristretto.base_mul(i)) == encoding
        assert ristretto.decode(encoding) == e
        assert ristretto.encode(ristretto.decode(encoding) or BASE) == encoding
        e = ristretto.add(e, BASE)


@pytest.mark.parametrize("hex_", curve_vectors.RISTRETTO_INVALID)
def test_rfc9496_invalid_encodings_are_refused(hex_: str) -> None:
    assert ristretto.decode(bytes.fromhex(hex_)) is None


def test_wrong_lengths_are_refused() -> None:
    good = ristretto.encode(BASE)
    for data in (b"", good[:31], good + b"\0"):
        assert ristretto.decode(data) is None
    with pytest.raises(ValueError, match="64 bytes"):
        ristretto.from_uniform(bytes(32))


def test_rfc9496_element_derivation() -> None:
    """Appendix A.3; the first seven inputs are also checked as the digests they are."""
    for (uniform, _), label in zip(curve_vectors.RISTRETTO_UNIFORM, curve_vectors.RISTRETTO_LABELS):
        assert hashlib.sha512(label.encode()).hexdigest() == uniform
    for uniform, encoding in curve_vectors.RISTRETTO_UNIFORM:
        assert ristretto.encode(ristretto.from_uniform(bytes.fromhex(uniform))).hex() == encoding


def test_rfc9496_constants() -> None:
    """The §4.1 constants satisfy their definitions (a = -1)."""
    p, d = edwards.P, edwards.D
    assert edwards.SQRT_M1**2 % p == p - 1
    assert ristretto.SQRT_AD_MINUS_ONE**2 % p == (-d - 1) % p
    assert ristretto.INVSQRT_A_MINUS_D**2 * (-1 - d) % p == 1
    assert (1 - d * d) % p == ristretto.ONE_MINUS_D_SQ
    assert (d - 1) ** 2 % p == ristretto.D_MINUS_ONE_SQ


def test_equality_is_the_groups_not_the_coordinates() -> None:
    """An element plus a point of order 4 is the same element: equal, same encoding,
    same hash; the tuple of coordinates differs."""
    e = ristretto.hash_to_element(b"test", b"card 7")
    order4 = edwards.double(torsion_point())
    other = ristretto.Element(edwards.add(e.point, order4))
    assert other.point != e.point
    assert other == e and ristretto.equal(other, e)
    assert ristretto.encode(other) == ristretto.encode(e)
    assert len({e, other}) == 1
    assert e != ristretto.add(e, BASE) and e != e.point


def test_group_algebra() -> None:
    a, b = ristretto.random_scalar(), ristretto.random_scalar()
    p = ristretto.hash_to_element(b"test", b"p")
    q = ristretto.hash_to_element(b"test", b"q")
    mul, add = ristretto.mul, ristretto.add
    assert mul(a + b, p) == add(mul(a, p), mul(b, p))
    assert mul(a, add(p, q)) == add(mul(a, p), mul(a, q))
    assert mul(a, mul(b, p)) == mul(b, mul(a, p)) == mul(a * b, p)
    assert mul(ristretto.inverse(a), mul(a, p)) == p
    assert mul(L, p) == IDENTITY and mul(0, p) == IDENTITY
    assert mul(-a, p) == ristretto.neg(mul(a, p))
    assert add(p, ristretto.neg(p)) == IDENTITY
    assert ristretto.mul2(a, p, b, q) == add(mul(a, p), mul(b, q))
    assert ristretto.base_mul(a) == mul(a, BASE)
    assert ristretto.decode(ristretto.encode(mul(a, p))) == mul(a, p)


def test_hash_to_element_separates_its_inputs() -> None:
    h = ristretto.hash_to_element
    assert h(b"t", b"a") == h(b"t", b"a")
    assert h(b"t", b"ab", b"c") != h(b"t", b"a", b"bc")
    assert h(b"t", b"a") != h(b"u", b"a")
    assert h(b"ta") != h(b"t", b"a")
    assert ristretto.hash_to_scalar(b"t", b"a") != ristretto.hash_to_scalar(b"t", b"b")


def test_scalars() -> None:
    k = ristretto.random_scalar()
    assert 1 <= k < L
    assert ristretto.read_scalar(ristretto.scalar_bytes(k)) == k
    assert ristretto.scalar_bytes(k + L) == ristretto.scalar_bytes(k)
    assert ristretto.read_scalar((L - 1).to_bytes(32, "little")) == L - 1
    assert ristretto.read_scalar(L.to_bytes(32, "little")) is None
    assert ristretto.read_scalar(b"\xff" * 32) is None
    assert ristretto.read_scalar(bytes(31)) is None
    wide = b"\xff" * 64
    assert ristretto.scalar_from_bytes(wide) == (2**512 - 1) % L
    with pytest.raises(ValueError, match="64 bytes"):
        ristretto.scalar_from_bytes(bytes(32))
    assert k * ristretto.inverse(k) % L == 1
    with pytest.raises(ValueError, match="no inverse"):
        ristretto.inverse(L)


# --- Chaum–Pedersen ---------------------------------------------------------------


def statement(x: int) -> tuple[ristretto.Element, ...]:
    g = ristretto.hash_to_element(b"test", b"g")
    h = ristretto.hash_to_element(b"test", b"h")
    return g, ristretto.mul(x, g), h, ristretto.mul(x, h)


def test_honest_proofs_verify() -> None:
    x = ristretto.random_scalar()
    g, gx, h, hx = statement(x)
    proof = dleq.prove(x, g, h, b"deal 1, seat 0")
    assert len(proof) == 64
    assert dleq.verify(g, gx, h, hx, proof, b"deal 1, seat 0")
    card = ristretto.hash_to_element(b"test", b"card 12")
    public = ristretto.base_mul(x)
    proof = dleq.prove(x, BASE, card, b"lock")
    assert dleq.verify(BASE, public, card, ristretto.mul(x, card), proof, b"lock")
    assert dleq.prove(x, g, h, b"c") != dleq.prove(x, g, h, b"c")  # fresh nonces


def test_false_statements_and_altered_proofs_are_refused() -> None:
    x = ristretto.random_scalar()
    g, gx, h, hx = statement(x)
    proof = dleq.prove(x, g, h, b"ctx")
    wrong = dleq.prove(x + 1, g, h, b"ctx")  # proves x+1, not x
    assert not dleq.verify(g, gx, h, hx, wrong, b"ctx")
    assert not dleq.verify(g, gx, h, ristretto.mul(x + 1, h), proof, b"ctx")  # hx locked with another key
    assert not dleq.verify(h, hx, g, gx, proof, b"ctx")  # pairs swapped
    assert not dleq.verify(g, hx, h, gx, proof, b"ctx")
    assert not dleq.verify(g, gx, h, hx, proof, b"another context")
    for index in (0, 31, 32, 63):
        assert not dleq.verify(g, gx, h, hx, flip(proof, index), b"ctx")


def test_malformed_proofs_are_false_not_exceptions() -> None:
    x = ristretto.random_scalar()
    g, gx, h, hx = statement(x)
    proof = dleq.prove(x, g, h, b"ctx")
    c, s = proof[:32], int.from_bytes(proof[32:], "little")
    for bad in (b"", proof[:63], proof + b"\0", c + (s + L).to_bytes(32, "little"), b"\xff" * 64):
        assert dleq.verify(g, gx, h, hx, bad, b"ctx") is False
