"""The cryptographic primitives of remote play (posy.remote.crypto, posy.remote.poker)."""

from __future__ import annotations

import secrets

import pytest

from posy.remote import crypto, poker, ristretto
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
    head = crypto.chain_head(seed, 10)
    previous = head
    for draw in range(1, 11):
        value = crypto.preimage(seed, 10, draw)
        assert crypto.check_preimage(previous, value)
        assert value != seed, "a reveal gave the seed away"
        previous = value
    with pytest.raises(ValueError):
        crypto.preimage(seed, 10, 11)
    assert not crypto.check_preimage(head, crypto.preimage(seed, 10, 2))
    assert crypto.draw_value(1, [b"a" * 32, b"b" * 32]) != crypto.draw_value(2, [b"a" * 32, b"b" * 32])


def test_cards_are_distinct_group_elements_and_locks_commute() -> None:
    codes = poker.card_codes(52)
    assert len(codes) == 52 and all(len(c) == 32 and ristretto.decode(c) is not None for c in codes)
    a, b = ristretto.random_scalar(), ristretto.random_scalar()
    card = ristretto.encode(poker.card_element(17))
    assert poker.lock(a, poker.lock(b, card)) == poker.lock(b, poker.lock(a, card))
    assert poker.unlock(a, poker.lock(a, card)) == card
    assert poker.read(poker.lock(b, poker.lock(a, card)), [a, b], 52) == 17
    assert poker.read(poker.lock(b, poker.lock(a, card)), [a], 52) is None  # one key is not enough


def test_a_shuffle_and_a_lock_check_only_when_honest() -> None:
    a, seed = ristretto.random_scalar(), secrets.token_bytes(32)
    public = ristretto.encode(ristretto.base_mul(a))
    deck = poker.shuffle_deck(52, a)
    assert poker.check_shuffle(deck, a, public, 52)
    assert not poker.check_shuffle(deck, a + 1, public, 52)
    fake = ristretto.encode(ristretto.base_mul(ristretto.random_scalar()))
    assert not poker.check_shuffle([fake, *deck[1:]], a, public, 52)  # a card replaced
    assert not poker.check_shuffle([deck[1], *deck[1:]], a, public, 52)  # a card twice
    final = poker.lock_positions(deck, seed, 19)
    assert len(final) == 19 and poker.check_lock(final, deck, seed)
    assert not poker.check_lock(final, deck, secrets.token_bytes(32))
    assert not poker.check_lock([final[0], *final[:-1]], deck, seed)
    with pytest.raises(CheatDetected, match="the same card twice"):
        poker.unpack(poker.pack([deck[0], deck[0]]), 2, "Ann")
    with pytest.raises(CheatDetected, match="a card that is no card"):
        poker.unpack("ff" * 32, 1, "Ann")


def test_a_card_played_by_the_first_shuffler_is_proved_against_its_public_key() -> None:
    a = ristretto.random_scalar()
    public = ristretto.encode(ristretto.base_mul(a))
    card = ristretto.encode(poker.card_element(5))
    proof = poker.prove(a, (card, poker.lock(a, card)), b"ctx")
    assert poker.proves(public, (card, poker.lock(a, card)), proof, b"ctx")
    other = ristretto.encode(poker.card_element(6))
    assert not poker.proves(public, (other, poker.lock(a, card)), proof, b"ctx")  # another card
    assert not poker.proves(public, (card, poker.lock(a, card)), proof, b"other")  # another position
    assert not poker.proves(public, (card, poker.lock(a, card)), "zz", b"ctx")  # never raises
