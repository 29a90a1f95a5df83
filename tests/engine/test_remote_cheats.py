"""Every cheat and every bad link is refused with its sentence, and changes nothing."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from posy import core
from posy.core import Rng
from posy.remote import crypto, ed25519
from posy.remote.crypto import CheatDetected
from posy.remote.device import Device
from posy.remote.messages import LinkRefused, Message, pack, unpack
from posy.remote.simulate import Group

NAMES = ["Ann", "Bob", "Cy", "Dee"]


def made(
    device: Device, kind: str, body: dict[str, Any], seat: int | None = None, key: bytes | None = None
) -> Message:
    """A message made by hand after ``device``'s chain, signed with ``device``'s own
    key (a lie it signs) unless ``key`` is another (a forgery), never applied."""
    sender = device.table.seats_of(device.me)[0] if seat is None else seat
    secret = bytes.fromhex(device.own["sign"]) if key is None else key
    return device.log.next(sender, kind, body, secret, device.table.data["at"])


def forge(
    device: Device, kind: str, body: dict[str, Any], seat: int | None = None, key: bytes | None = None
) -> str:
    """A link from ``device`` ending with :func:`made`'s message (its chain intact)."""
    return pack([*device.unsent(), made(device, kind, body, seat, key)])


def signed(device: Device, template: Message, **changes: object) -> Message:
    """``template`` with ``changes``, signed again by ``device`` (its sender)."""
    fields = {"game": template.game, "seq": template.seq, "prev": template.prev, "sender": template.sender,
              "kind": template.kind, "body": template.body, **changes}  # fmt: skip
    return Message.make(**fields, secret=bytes.fromhex(device.own["sign"]), at=template.at)  # type: ignore[arg-type]


def refused(device: Device, link: str, match: str, error: type = LinkRefused) -> None:
    """``device`` refuses ``link`` with a sentence matching ``match``; nothing changes."""
    before = json.dumps(device.to_json())
    with pytest.raises(error, match=match):
        device.receive(unpack(link))
    assert json.dumps(device.to_json()) == before


def play_until(group: Group, rng: Rng, wanted: Callable[[Device, Any], bool]) -> Device:
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
    bob_key = ed25519.new_secret()
    key = ed25519.public_key(bob_key).hex()

    def join(body: dict[str, Any]) -> Message:
        return Message.make(invite.game, 1, invite.hash, 1, "join", {**body, "key": key}, bob_key, invite.at)

    copied = join(
        {"name": "Bob", "commit": ann.own["digest"], "reveal": {"value": value.hex(), "nonce": nonce.hex()}}
    )
    refused(ann, pack([invite, copied]), "Bob's device copied Ann's commitment", CheatDetected)
    other = crypto.random_value().hex()
    lying = join({"name": "Bob", "commit": digest.hex(), "reveal": {"value": other, "nonce": nonce.hex()}})
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
    forged = signed(mover, messages[-1], body={"move": {"type": "forged"}})
    refused(other, pack([*messages[:-1], forged, *messages[-1:]]), "do not follow each other")
    assert other.receive(unpack(link))  # the real link is fine
    assert other.receive(unpack(link)) == []  # replayed: already up to date, nothing applied
    # a message changed (and signed again by its device) after the other device holds it
    refused(other, pack([*messages[:-1], forged]), "two different signed messages", CheatDetected)
    # a move from the device whose turn it is not
    waiting = next(d for d in group.devices if not d.my_turn())
    turn = next(d for d in group.devices if d.my_turn())
    move = turn.table.working()[0].moves()[0]
    refused(turn, forge(waiting, "move", {"move": move}), "may not come from that device now")


def test_a_bad_draw_from_a_hash_chain_is_named() -> None:
    group = Group("anthokyklos", [0, 1, 2], NAMES[:3])

    def draws(device: Device, s: core.State[Any]) -> bool:
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
    opened = made(
        second,
        "open",
        {"move": other_stack, "nonce": sealed["nonce"]},
        seat,
        bytes.fromhex(first.own["sign"]),
    )
    refused(
        second,
        pack([*second.unsent(), opened]),
        f"{NAMES[first.me]}'s device turned over a different move",
        CheatDetected,
    )


_DEALT: list[dict[str, Any]] = []


def petals_lead() -> tuple[Group, Device, Device, core.State[Any]]:
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
