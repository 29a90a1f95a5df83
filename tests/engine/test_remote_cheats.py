"""Every cheat and every bad link is refused with its sentence, and changes nothing."""

from __future__ import annotations

import json

import pytest

from posy import core
from posy.core import Rng
from posy.remote import crypto, poker
from posy.remote.audit import run_audit
from posy.remote.crypto import CheatDetected
from posy.remote.device import Device
from posy.remote.messages import LinkRefused, Message, pack, unpack
from posy.remote.simulate import Group

NAMES = ["Ann", "Bob", "Cy", "Dee"]


def forge(device: Device, kind: str, body: dict, seat: int | None = None) -> str:
    """A link from ``device`` ending with a message made by hand (its chain intact),
    which the device itself never applied."""
    sender = device.table.seats_of(device.me)[0] if seat is None else seat
    return pack([*device.unsent(), device.log.next(sender, kind, body)])


def refused(device: Device, link: str, match: str, error: type = LinkRefused) -> None:
    """``device`` refuses ``link`` with a sentence matching ``match``; nothing changes."""
    before = json.dumps(device.to_json())
    with pytest.raises(error, match=match):
        device.receive(unpack(link))
    assert json.dumps(device.to_json()) == before


def play_until(group: Group, rng: Rng, wanted) -> Device:
    """Random moves until ``wanted(device, state)`` holds for the device to move."""
    for _ in range(2000):
        group.flush()
        device = next(d for d in group.devices if d.my_turn())
        state = device.table.working()[0]
        if wanted(device, state):
            return device
        legal = state.moves()
        device.play(legal[rng.below(len(legal))])
    raise AssertionError("never reached")


def test_copied_or_false_commitments_are_named() -> None:
    ann = Device.invite("floriado", 2, {}, [0, 1], ["Ann", "Friend"])
    invite = ann.log.messages[0]
    value = crypto.random_value()
    digest, nonce = crypto.commit(value)
    copied = Message.make(
        invite.game,
        1,
        invite.hash,
        1,
        "join",
        {"name": "Bob", "commit": ann.own["digest"], "reveal": {"value": value.hex(), "nonce": nonce.hex()}},
    )
    refused(ann, pack([invite, copied]), "Bob's device copied Ann's commitment", CheatDetected)
    other = crypto.random_value().hex()
    lying = Message.make(
        invite.game,
        1,
        invite.hash,
        1,
        "join",
        {"name": "Bob", "commit": digest.hex(), "reveal": {"value": other, "nonce": nonce.hex()}},
    )
    refused(ann, pack([invite, lying]), "Bob's device revealed a value that does not match", CheatDetected)


def test_bad_links_are_refused_and_change_nothing() -> None:
    group = Group("petal", [0, 1], NAMES[:2])
    rng = Rng(3)
    mover = play_until(group, rng, lambda d, s: len(d.log.messages) > 6)
    other = next(d for d in group.devices if d is not mover)
    mover.play(mover.table.working()[0].moves()[0])
    link = pack(mover.unsent())
    refused(other, link[:-5], "incomplete or damaged")  # truncated
    refused(other, "https://example.org/#hello", "not a Posy link")
    stranger = Group("petal", [0, 1], NAMES[:2])
    refused(other, pack(stranger.devices[0].unsent()), "another game, not your game with")
    messages = unpack(link)
    forged = Message.make(
        messages[-1].game,
        messages[-1].seq,
        messages[-1].prev,
        messages[-1].sender,
        "move",
        {"move": {"type": "forged"}},
    )
    refused(other, pack([*messages[:-1], forged, *messages[-1:]]), "do not follow each other")
    assert other.receive(unpack(link))  # the real link is fine
    assert other.receive(unpack(link)) == []  # replayed: already up to date, nothing applied
    # a message changed after the other device already holds it: a fork
    refused(other, pack([*messages[:-1], forged]), "does not match the moves already played")
    # a move from the device whose turn it is not
    waiting = next(d for d in group.devices if not d.my_turn())
    turn = next(d for d in group.devices if d.my_turn())
    move = turn.table.working()[0].moves()[0]
    refused(turn, forge(waiting, "move", {"move": move}), "may not come from that device now")


def test_a_bad_draw_from_a_hash_chain_is_named() -> None:
    group = Group("anthokyklos", [0, 1, 2], NAMES[:3])

    def draws(device: Device, s: core.State) -> bool:
        return any(
            len(core.hidden_pile(core.apply_known(s, m))) < len(core.hidden_pile(s)) for m in s.moves()
        )

    mover = play_until(group, Rng(5), draws)
    s = mover.table.working()[0]
    move = next(
        m for m in s.moves() if len(core.hidden_pile(core.apply_known(s, m))) < len(core.hidden_pile(s))
    )
    body = mover._move_body(s, move)
    body["pre"][0] = crypto.random_value().hex()
    other = next(d for d in group.devices if d is not mover)
    refused(
        other,
        forge(mover, "move", body),
        "device revealed a draw that is not from its hash chain",
        CheatDetected,
    )


def test_a_stack_changed_after_its_commitment_is_named() -> None:
    group = Group("petal_battle", [0, 1], NAMES[:2])
    first = play_until(group, Rng(2), lambda d, s: s.phase == "sequence")
    first.play(first.table.working()[0].moves()[0])
    group.flush()
    second = next(d for d in group.devices if d.my_turn())
    second.play(second.table.working()[0].moves()[0])
    sealed = next(iter(first.own["sealed"].values()))
    s = first.table.state()
    other_stack = next(m for m in s.moves() if m != sealed["move"])
    seat = first.table.seats_of(first.me)[0]
    link = pack(
        [*second.unsent(), second.log.next(seat, "open", {"move": other_stack, "nonce": sealed["nonce"]})]
    )
    refused(second, link, f"{NAMES[first.me]}'s device turned over a different move", CheatDetected)


_DEALT: list[dict] = []


def petals_lead() -> tuple[Group, Device, Device, core.State]:
    """A 1-round Petals game just dealt, its first lead to play: dealt once (mental
    poker takes seconds), then a fresh copy of both devices for each test."""
    if not _DEALT:
        group = Group("petals", [0, 1], NAMES[:2], {"rounds": 1})
        group.flush()
        _DEALT.extend(json.loads(json.dumps(d.to_json())) for d in group.devices)
    group = Group.of([Device.from_json(json.loads(json.dumps(data))) for data in _DEALT])
    leader = next(d for d in group.devices if d.my_turn())
    other = next(d for d in group.devices if d is not leader)
    return group, leader, other, leader.table.working()[0]


def test_a_wrong_card_key_or_a_card_not_held_is_named() -> None:
    _, ann, bob, s = petals_lead()
    move = s.moves()[0]
    body = ann._move_body(s, move)
    body["key"]["e"] = format(int(body["key"]["e"], 16) + 2, "x")
    who = NAMES[ann.me]
    refused(
        bob,
        forge(ann, "move", body),
        f"{who}'s device sent a wrong key for the card it played, at trick 1 of round 1",
        CheatDetected,
    )
    seat = s.current
    seen = set(s.hands[seat]) | set(bob.table.state().hands[1 - seat]) | {s.trump}
    stranger = next(c for c in range(52) if c not in seen)
    body = ann._move_body(s, move)
    refused(
        bob,
        forge(ann, "move", {"move": {"type": "play", "card": stranger}, "key": body["key"]}),
        f"{who}'s device played a card it did not hold, at trick 1 of round 1",
        CheatDetected,
    )


def test_a_wrong_key_in_the_deal_is_named() -> None:
    ann = Device.invite("petals", 2, {"rounds": 1}, [0, 1], ["Ann", "Friend"])
    bob = Device.join(unpack(pack(ann.unsent())), "Bob")
    honest = bob._auto_keys

    def lying() -> dict:
        keys = honest()["keys"]
        pos = next(p for p, owner in enumerate(bob.table.data["deal"]["owners"]) if owner == 0)
        keys[str(pos)] = format(int(keys[str(pos)], 16) + 2, "x")
        return {"keys": keys}

    bob._auto_keys = lying  # type: ignore[method-assign]
    for _ in range(10):
        if any(m.kind == "keys" for m in bob.unsent()):
            break
        ann.receive(unpack(pack(bob.unsent())))
        bob.receive(unpack(pack(ann.unsent())))
    refused(ann, pack(bob.unsent()), "Bob's device sent a wrong key for one of Ann's cards", CheatDetected)


def test_only_the_audit_sees_a_card_that_should_have_followed_suit() -> None:
    group, _, _, _ = petals_lead()

    def may_revoke(device: Device, s: core.State) -> bool:
        return s.phase == "follow" and set(s.legal_cards()) != set(s.hands[s.current])

    cheat = play_until(group, Rng(11), may_revoke)
    s = cheat.table.working()[0]
    card = next(c for c in s.hands[s.current] if c not in s.legal_cards())
    body = cheat._move_body(s, {"type": "play", "card": card})
    message = cheat.log.next(cheat.table.seats_of(cheat.me)[0], "move", body)
    other = next(d for d in group.devices if d is not cheat)
    assert other.receive([*cheat.unsent(), message])  # its hand is unseen here: accepted for now
    chain = [*cheat.log.messages, message]
    for device in group.devices:  # every device then reveals its secrets
        last = chain[-1]
        chain.append(
            Message.make(
                last.game,
                last.seq + 1,
                last.hash,
                device.table.seats_of(device.me)[0],
                "audit",
                device._auto_audit(),
            )
        )
    result = run_audit(chain)
    assert result["fair"] is False
    assert result["text"].startswith(
        f"{NAMES[cheat.me]}'s device made a move the rules do not allow, at trick"
    )


def test_the_audit_names_a_shuffle_that_was_not_a_permutation() -> None:
    group, _, _, _ = petals_lead()
    chain = list(group.devices[0].log.messages)
    shuffle = next(i for i, m in enumerate(chain) if m.kind == "shuffle")
    deck = list(chain[shuffle].body["deck"])
    deck[0] = crypto.hex_element(poker.deck_codes(52)[0])  # a card put in unlocked
    rebuilt = chain[:shuffle]
    for m in [Message.make(chain[shuffle].game, 0, "", chain[shuffle].sender, "shuffle", {"deck": deck})]:
        last = rebuilt[-1]
        rebuilt.append(Message.make(last.game, last.seq + 1, last.hash, m.sender, m.kind, m.body))
    for device in group.devices:
        last = rebuilt[-1]
        rebuilt.append(
            Message.make(
                last.game,
                last.seq + 1,
                last.hash,
                device.table.seats_of(device.me)[0],
                "audit",
                device._auto_audit(),
            )
        )
    # the audit messages come early here, but the shuffle is checked before they are needed
    result = run_audit(rebuilt)
    assert result == {"fair": False, "text": "Ann's device did not shuffle the deck fairly."}


def test_a_move_made_in_another_devices_name_is_refused_by_that_device() -> None:
    group = Group("anthokyklos", [0, 1, 2], NAMES[:3])
    group.flush()
    turn = next(d for d in group.devices if d.my_turn())
    forger = next(d for d in group.devices if d is not turn)
    move = turn.table.working()[0].moves()[0]
    link = forge(forger, "move", {"move": move}, seat=turn.table.seats_of(turn.me)[0])
    refused(turn, link, "made in your name on another device: it is forged")


def test_no_undo_past_a_card_played_from_a_hand() -> None:
    _, ann, bob, s = petals_lead()
    ann.play(s.moves()[0])
    bob.receive(unpack(pack(ann.unsent())))
    bob.play(bob.table.working()[0].moves()[0])
    ann.receive(unpack(pack(bob.unsent())))
    turn = next(d for d in (ann, bob) if d.my_turn())
    with pytest.raises(LinkRefused, match="cannot be taken back"):
        turn.decide("offer", {"kind": "undo"})
