"""Time one Petals deal by mental poker (``posy.remote.poker``): each device's share
(lock and shuffle 52 cards, re-key the 19 dealt positions, read its 9 cards and the
trump), in CPU seconds (other work on a shared machine does not count). Run on CPython (``python tests/remote_bench.py``) and under Pyodide
(``node tests/pyodide/remote.mjs deal``); both print JSON."""

import json
import secrets
import time

from posy.remote import crypto, poker


def deal_seconds(devices: int = 2, cards: int = 52, hand: int = 9) -> list[float]:
    used = devices * hand + 1  # the hands and the trump
    codes = poker.deck_codes(cards)
    keys = [crypto.Key.fresh() for _ in range(devices)]
    seeds = [secrets.token_bytes(32) for _ in range(devices)]
    spent = [0.0] * devices
    deck = codes
    for step in (
        lambda i, d: poker.lock_and_shuffle(d, keys[i], used if i == devices - 1 else None),
        lambda i, d: poker.rekey(d, keys[i], seeds[i], used),
    ):
        for i in range(devices):
            start = time.process_time()
            deck = step(i, deck)
            spent[i] += time.process_time() - start
    for i in range(devices):
        start = time.process_time()
        for j in [*range(i * hand, (i + 1) * hand), used - 1]:
            poker.unlock(deck[j], [poker.card_key(seeds[k], j).e for k in range(devices)], cards)
        spent[i] += time.process_time() - start
    return spent


REPORT = json.dumps(
    {"prime_bits": crypto.PRIME_BITS, "seconds_per_device": [round(s, 3) for s in deal_seconds()]}
)

if __name__ == "__main__":
    print(REPORT)
