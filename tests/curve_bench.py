"""Time the elliptic-curve primitives of remote play (``posy.remote.edwards``,
``ed25519``, ``ristretto``, ``dleq``): the median, over repeated runs, of the CPU
milliseconds one operation takes (other work on a shared machine does not count).
"lock 52 cards" is a device's share of locking a deck: 52 times decode, multiply by
its key, encode. Run on CPython: ``python tests/curve_bench.py`` (prints JSON)."""

from __future__ import annotations

import json
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))

from posy.remote import dleq, ed25519, ristretto

RUNS = 7


def median_ms(operation: Callable[[], object], per_run: int) -> float:
    """The median over RUNS runs of the CPU milliseconds of one operation."""
    samples = []
    for _ in range(RUNS):
        start = time.process_time()
        for _ in range(per_run):
            operation()
        samples.append((time.process_time() - start) / per_run * 1000)
    return round(statistics.median(samples), 3)


def table_ms() -> float:
    """The fixed-base table's one-time cost (first base_mul of the process)."""
    start = time.process_time()
    ristretto.base_mul(1)
    return round((time.process_time() - start) * 1000, 3)


def report() -> dict[str, float]:
    first = table_ms()
    k = ristretto.random_scalar()
    e = ristretto.hash_to_element(b"bench", b"e")
    encoding = ristretto.encode(e)
    uniform = bytes(range(64))
    secret = ed25519.new_secret()
    public, message = ed25519.public_key(secret), b"seat 1 plays a tulip" * 4
    signature = ed25519.sign(secret, message)
    h = ristretto.hash_to_element(b"bench", b"card")
    proof = dleq.prove(k, ristretto.BASE, h, b"bench")
    proved = (ristretto.BASE, ristretto.base_mul(k), h, ristretto.mul(k, h), proof, b"bench")
    deck = [ristretto.encode(ristretto.hash_to_element(b"bench", bytes([i]))) for i in range(52)]

    def lock_deck() -> None:
        for card in deck:
            ristretto.encode(ristretto.mul(k, ristretto.decode(card) or ristretto.IDENTITY))

    return {
        "base_table_once": first,
        "base_mul": median_ms(lambda: ristretto.base_mul(k), 40),
        "mul": median_ms(lambda: ristretto.mul(k, e), 10),
        "encode": median_ms(lambda: ristretto.encode(e), 40),
        "decode": median_ms(lambda: ristretto.decode(encoding), 40),
        "from_uniform": median_ms(lambda: ristretto.from_uniform(uniform), 40),
        "ed25519_sign": median_ms(lambda: ed25519.sign(secret, message), 20),
        "ed25519_verify": median_ms(lambda: ed25519.verify(public, message, signature), 10),
        "dleq_prove": median_ms(lambda: dleq.prove(k, ristretto.BASE, h, b"bench"), 5),
        "dleq_verify": median_ms(lambda: dleq.verify(*proved), 5),
        "lock_52_cards": median_ms(lock_deck, 1),
    }


if __name__ == "__main__":
    print(json.dumps({"python": sys.version.split()[0], "ms": report()}, indent=1))
