"""Walking away loses: with a pace, a device that does not send what the protocol
asks of it (a move, a stack to turn over, its share of the seed, its step of a
deal) can be claimed against, by a signed claim every device checks against the
chain's times; the result says what the absent device had already seen."""

from __future__ import annotations

import json
from typing import Any

import pytest
from test_remote_cheats import NAMES, made

from posy.core import IllegalMove
from posy.remote import api, clock, turns
from posy.remote.device import Device
from posy.remote.messages import LinkRefused, pack, unpack

DAY = 86400
T0 = 1_800_000_000


def pair(game: str, pace: int = DAY, options: dict[str, Any] | None = None) -> tuple[Device, Device]:
    ann = Device.invite(game, 2, options or {}, [0, 1], ["Ann", "Friend"], pace, now=T0)
    bob = Device.join(unpack(pack(ann.unsent())), "Bob", now=T0 + 60)
    return ann, bob


def test_the_last_to_reveal_the_seed_forfeits_if_it_stops() -> None:
    ann, bob = pair("floriado")  # Bob joined and revealed; Ann, who reveals last, walks away
    ann.receive(unpack(pack(bob.unsent())), now=T0 + 70)  # her device reveals; she never sends it
    with pytest.raises(IllegalMove, match="Ann still has 23 hours to answer"):
        bob.claim(now=T0 + 3600)
    claim = bob.claim(now=T0 + 60 + DAY)
    assert claim.kind == "claim" and bob.table.phase == "done"
    result = bob.table.data["result"]
    assert result["kind"] == "forfeit" and result["by"] == "Ann"
    assert clock.verdict(bob.table) == (
        "Ann's device stopped answering when it could already work out the set-up: Ann forfeits the game."
    )
    ann.receive(unpack(pack(bob.unsent())), now=T0 + 70 + DAY)  # the claim reaches Ann: it stands
    assert ann.table.data["result"] == result


def test_a_stack_never_turned_over_is_claimed_after_the_pace() -> None:
    ann, bob = pair("petal_battle")
    devices = [ann, bob]
    ann.receive(unpack(pack(bob.unsent())), now=T0 + 100)
    bob.receive(unpack(pack(ann.unsent())), now=T0 + 100)
    now = T0 + 100
    for _ in range(200):  # first moves until a device must turn its stack over
        now += 10
        turn = next(d for d in devices if d.my_turn())
        turn.play(turn.table.working()[0].moves()[0], now=now)
        who, what = turns.expect(turn.table)
        if what == "open" and who != turn.me:
            break
        devices[1 - devices.index(turn)].receive(unpack(pack(turn.unsent())), now=now)
    else:
        raise AssertionError("no stack to turn over")
    assert who is not None
    absent, claimant = devices[who], turn  # the absent device saw the other stack and stops
    absent.receive(unpack(pack(claimant.unsent())), now=now + 5)
    claimant.claim(now=now + DAY + 1)
    text = clock.verdict(claimant.table)
    assert text == (
        f"{NAMES[absent.me]}'s device stopped answering after it saw the other stack, instead of turning "
        f"its own over: {NAMES[absent.me]} forfeits the game."
    )


def test_the_dealer_who_saw_its_hand_and_stops_forfeits() -> None:
    ann, bob = pair("petals", options={"rounds": 1})
    ann.receive(unpack(pack(bob.unsent())), now=T0 + 120)  # Ann shuffles
    bob.receive(unpack(pack(ann.unsent())), now=T0 + 180)  # Bob locks, shows Ann's keys
    assert bob.table.data["deal"]["stage"] == "unlock"  # Ann will see her hand and the trump: she stops
    answer = json.loads(api.call("state", json.dumps({"device": bob.to_json(), "now": T0 + 181})))
    assert answer["deadline"] == T0 + 180 + DAY and answer["can_claim"] is False
    assert "it has seen its hand and the trump" in answer["status"]
    later = json.loads(api.call("state", json.dumps({"device": bob.to_json(), "now": T0 + 181 + DAY})))
    assert later["can_claim"] is True
    answer = json.loads(api.call("claim", json.dumps({"device": bob.to_json(), "now": T0 + 181 + DAY})))
    assert answer["ok"] and answer["result"]["kind"] == "forfeit" and answer["send"] and answer["link_text"]
    assert "after it saw its hand and the trump" in answer["result"]["text"]
    assert answer["over"]["reason"] == "forfeit" and answer["phase"] == "done"


def test_a_claim_made_too_soon_is_refused_by_every_device() -> None:
    ann, bob = pair("floriado")
    early = made(bob, "claim", {})  # dated now: the pace has not run out
    with pytest.raises(LinkRefused, match="cannot be claimed yet"):
        ann.receive([*bob.unsent(), early], now=T0 + 120)


def test_the_absent_device_refuses_a_claim_dated_against_a_late_link() -> None:
    """Bob sat on his link for most of the pace, then claims: Ann's device counts the
    pace from when it received the link, not from the time Bob wrote on it."""
    ann, bob = pair("floriado")
    late = T0 + DAY - 60
    ann.receive(unpack(pack(bob.unsent())), now=late)  # Bob's join reaches Ann a day late
    claim = bob.log.next(1, "claim", {}, bytes.fromhex(bob.own["sign"]), T0 + 60 + DAY)
    with pytest.raises(LinkRefused, match="claimed too early"):
        ann.receive([claim], now=late + 400)


def test_without_a_pace_nobody_can_claim() -> None:
    _, bob = pair("floriado", pace=0)
    with pytest.raises(IllegalMove, match="no one to claim"):
        bob.claim(now=T0 + 365 * DAY)


def test_a_late_answer_gives_way_to_the_claim() -> None:
    ann, bob = pair("petal")
    ann.receive(unpack(pack(bob.unsent())), now=T0 + 100)
    bob.receive(unpack(pack(ann.unsent())), now=T0 + 110)
    turn, other = (ann, bob) if ann.my_turn() else (bob, ann)
    other.claim(now=T0 + 120 + DAY)
    turn.play(turn.table.working()[0].moves()[0], now=T0 + 130 + DAY)  # too late, and not yet seen the claim
    turn.receive(unpack(pack(other.unsent())), now=T0 + 140 + DAY)
    assert (
        turn.table.data["result"]["kind"] == "forfeit" and turn.table.data["result"]["by"] == NAMES[turn.me]
    )


def test_a_pace_outside_the_choices_is_refused() -> None:
    answer = json.loads(api.call("invite", json.dumps({"game": "petal", "seats": [0, 1], "pace": 5})))
    assert answer["ok"] is False and answer["error"].startswith("Choose a pace")
