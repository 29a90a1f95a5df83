"""The elliptic-curve primitives of remote play: edwards25519 arithmetic, Ed25519
(RFC 8032 §7.1 vectors), ristretto255 (RFC 9496 Appendix A) and the Chaum–Pedersen
proof. The vectors are in ``curve_vectors.py`` beside this file."""

from __future__ import annotations

import hashlib
import secrets

import curve_vectors
import pytest

from posy.remote import ed25519, edwards


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
