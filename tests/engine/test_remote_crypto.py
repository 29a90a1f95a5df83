"""The cryptographic primitives of remote play (posy.remote.crypto, posy.remote.poker)."""

from __future__ import annotations

import secrets

import pytest

from posy.remote import crypto, poker
from posy.remote.crypto import CheatDetected


def test_commitment_opens_only_with_its_value_and_nonce() -> None:
    digest, nonce = crypto.commit(b"stack 3 2 1")
    assert crypto.opens(digest, b"stack 3 2 1", nonce)
    assert not crypto.opens(digest, b"stack 1 2 3", nonce)
    assert not crypto.opens(digest, b"stack 3 2 1", bytes(32))
    again, other = crypto.commit(b"stack 3 2 1")
    assert again != digest and other != nonce  # hiding: a fresh nonce each time


def test_joint_value_mixes_every_reveal_and_refuses_cheats() -> None:
    values = [crypto.random_value() for _ in range(3)]
    pairs = [crypto.commit(v) for v in values]
    digests = [d for d, _ in pairs]
    reveals = [(v, n) for v, (_, n) in zip(values, pairs)]
    names = ["Ann", "Bob", "Cy"]
    result = crypto.joint_value(reveals, digests, names)
    changed = [reveals[0], (crypto.random_value(), reveals[1][1]), reveals[2]]
    with pytest.raises(CheatDetected, match="Bob's device revealed a value"):
        crypto.joint_value(changed, digests, names)
    with pytest.raises(CheatDetected, match="Bob's device copied Ann's commitment"):
        crypto.joint_value([reveals[0], reveals[0], reveals[2]], [digests[0], digests[0], digests[2]], names)
    # a copied value (with its own nonce) does not cancel out: the hash still depends on all
    copy = [reveals[0], (values[0], crypto.commit(values[0])[1]), reveals[2]]
    assert crypto._hash(b"posy/joint", *(v for v, _ in copy)) != result


def test_hash_chain_reveals_backwards_and_checks() -> None:
    seed = secrets.token_bytes(32)
    head = crypto.chain_value(seed, 10)
    previous = head
    for draw in range(1, 11):
        value = crypto.preimage(seed, 10, draw)
        assert crypto.check_preimage(previous, value)
        previous = value
    assert not crypto.check_preimage(head, crypto.preimage(seed, 10, 2))
    assert crypto.draw_value(1, [b"a" * 32, b"b" * 32]) != crypto.draw_value(2, [b"a" * 32, b"b" * 32])


def test_group_is_the_rfc_3526_safe_prime_and_cards_are_residues() -> None:
    assert crypto.PRIME_BITS == 2048 and crypto.P == 2 * crypto.Q + 1
    codes = poker.deck_codes(52)
    assert len(set(codes)) == 52
    assert all(pow(c, crypto.Q, crypto.P) == 1 for c in codes)  # quadratic residues
    assert [crypto.decode_card(c, 52) for c in codes] == list(range(52))
    with pytest.raises(CheatDetected):
        crypto.element(format(crypto.P - 1, "x"))  # -1 is not a residue here
    with pytest.raises(CheatDetected):
        crypto.element("not hex")


def test_sra_encryption_commutes_and_keys_invert() -> None:
    a, b = crypto.Key.fresh(), crypto.Key.fresh()
    assert a.valid() and b.valid()
    m = crypto.encode_card(7)
    both = crypto.encrypt(crypto.encrypt(m, a.e), b.e)
    assert both == crypto.encrypt(crypto.encrypt(m, b.e), a.e)
    assert crypto.encrypt(crypto.encrypt(both, a.d), b.d) == m


def test_deal_two_devices_each_reads_only_with_all_keys() -> None:
    keys = [crypto.Key.fresh(), crypto.Key.fresh()]
    seeds = [secrets.token_bytes(32), secrets.token_bytes(32)]
    deck = poker.deck_codes(52)
    shuffled = poker.lock_and_shuffle(deck, keys[0])
    assert poker.check_shuffle(deck, shuffled, keys[0])
    assert not poker.check_shuffle(deck, shuffled[:-1] + [shuffled[0]], keys[0])
    twice = poker.lock_and_shuffle(shuffled, keys[1], 19)  # the last device keeps the dealt positions
    assert len(twice) == 19 and poker.check_shuffle(shuffled, twice, keys[1])
    first = poker.rekey(twice, keys[0], seeds[0], 19)
    final = poker.rekey(first, keys[1], seeds[1], 19)
    assert poker.check_rekey(twice, first, keys[0], seeds[0])
    assert not poker.check_rekey(twice, first, keys[1], seeds[0])
    cards = [poker.unlock(final[j], [poker.card_key(s, j).e for s in seeds], 52) for j in range(19)]
    assert len(set(cards)) == 19
    assert poker.holds(final[3], cards[3], [poker.card_key(s, 3).e for s in seeds])
    assert not poker.holds(final[3], cards[4], [poker.card_key(s, 3).e for s in seeds])
    with pytest.raises(CheatDetected, match="does not open"):
        poker.unlock(final[0], [poker.card_key(seeds[0], 0).e, poker.card_key(seeds[0], 1).e], 52)
    # one device's key alone leaves a code that is no card
    one = crypto.encrypt(final[0], poker.card_key(seeds[0], 0).d)
    assert crypto.decode_card(one, 52) is None
