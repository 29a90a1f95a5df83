"""Ed25519 signatures (RFC 8032 §5.1: PureEdDSA on edwards25519 with SHA-512; not the
ctx or ph variants), on the arithmetic of :mod:`.edwards`. Pure Python.

* Keys (§5.1.5): the secret is 32 random bytes from :mod:`secrets`; ``SHA-512(secret)``
  gives the clamped scalar ``s`` (low 32 bytes) and the nonce prefix (high 32 bytes);
  the public key is the encoding of ``s*B``.
* Signing (§5.1.6) is deterministic: ``r = SHA-512(prefix || M) mod L``,
  ``R = r*B``, ``k = SHA-512(R || A || M) mod L``, ``S = r + k*s mod L``; the signature
  is ``R || S`` (64 bytes).
* Verification (§5.1.7) refuses a wrong length, ``S >= L`` (so a signature cannot be
  altered by adding L to S), and an ``R`` or ``A`` that does not decode (§5.1.3,
  which refuses non-canonical ``y``), then checks the **cofactored** equation
  ``[8][S]B = [8]R + [8][k]A``. Cofactored because it is the check §5.1.7 states
  (the cofactorless one is only "sufficient"), and because with it every
  implementation that follows the RFC accepts the same signatures, batch or not
  (Chalkias, Garillot, Nikolaenko, "Taming the many EdDSAs", SSR 2020; ZIP 215):
  two devices can never disagree on whether a message was signed.

It never raises on a malformed signature or key: it answers False.
"""

from __future__ import annotations

import hashlib
import secrets

from . import edwards

SECRET_BYTES = 32
PUBLIC_BYTES = 32
SIGNATURE_BYTES = 64


def new_secret() -> bytes:
    """A fresh secret key: 32 bytes from the operating system's generator."""
    return secrets.token_bytes(SECRET_BYTES)


def _expand(secret: bytes) -> tuple[int, bytes]:
    """RFC 8032 §5.1.5: the clamped scalar and the nonce prefix of a secret key."""
    if len(secret) != SECRET_BYTES:
        raise ValueError(f"An Ed25519 secret key is {SECRET_BYTES} bytes, not {len(secret)}.")
    h = hashlib.sha512(secret).digest()
    s = int.from_bytes(h[:32], "little") & ((1 << 254) - 8) | (1 << 254)
    return s, h[32:]


def _hash_mod_l(*parts: bytes) -> int:
    return int.from_bytes(hashlib.sha512(b"".join(parts)).digest(), "little") % edwards.L


def public_key(secret: bytes) -> bytes:
    """The 32-byte public key of a secret key."""
    s, _ = _expand(secret)
    return edwards.encode(edwards.base_mul(s))


def sign(secret: bytes, message: bytes) -> bytes:
    """The 64-byte signature ``R || S`` of a message (deterministic)."""
    s, prefix = _expand(secret)
    public = edwards.encode(edwards.base_mul(s))
    r = _hash_mod_l(prefix, message)
    big_r = edwards.encode(edwards.base_mul(r))
    k = _hash_mod_l(big_r, public, message)
    return big_r + ((r + k * s) % edwards.L).to_bytes(32, "little")


def verify(public: bytes, message: bytes, signature: bytes) -> bool:
    """Whether ``signature`` is a valid signature of ``message`` by ``public``; False
    (never an exception) for any malformed key or signature."""
    if len(public) != PUBLIC_BYTES or len(signature) != SIGNATURE_BYTES:
        return False
    s = int.from_bytes(signature[32:], "little")
    if s >= edwards.L:
        return False
    a = edwards.decode(public)
    r = edwards.decode(signature[:32])
    if a is None or r is None:
        return False
    k = _hash_mod_l(signature[:32], public, message)
    # [S]B - [k]A - R, times the cofactor 8, must be the identity
    q = edwards.add(edwards.base_mul(s), edwards.mul(k, edwards.neg(a)))
    q = edwards.add(q, edwards.neg(r))
    return edwards.is_identity(edwards.double(q, 3))
