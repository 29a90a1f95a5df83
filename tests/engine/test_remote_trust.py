"""The attacks of the review of remote play, each a test that fails without its fix:
forgers without the key (a third party, a relay, another device) are refused and
name nobody; equivocation is named; nobody can be framed; a malformed message is a
named cheat, never a crash; a cheat voids the game with its signed evidence."""

from __future__ import annotations

import json

import pytest
from test_remote_cheats import NAMES, forge, made, play_until, refused, signed

from posy.core import Rng
from posy.remote import api, ed25519
from posy.remote.crypto import CheatDetected
from posy.remote.device import Device
from posy.remote.messages import LinkRefused, pack, unpack
from posy.remote.simulate import Group


def test_a_third_party_with_the_links_cannot_resign_for_a_player() -> None:
    group = Group("petal", [0, 1], NAMES[:2])
    group.flush()
    ann, bob = group.devices
    turn, other = (ann, bob) if ann.my_turn() else (bob, ann)
    stranger = ed25519.new_secret()  # someone in the chat who saw every link
    link = forge(turn, "resign", {}, key=stranger)
    refused(other, link, f"This message is not from {NAMES[turn.me]}'s device: it was changed or forged")
    assert other.table.data["over"] is None
    turn.play(turn.table.working()[0].moves()[0])  # the real next move still goes through
    assert other.receive(unpack(pack(turn.unsent())))


def test_a_tampered_last_message_of_a_link_is_refused() -> None:
    group = Group("floriado", [0, 1], NAMES[:2])
    group.flush()
    turn = next(d for d in group.devices if d.my_turn())
    other = next(d for d in group.devices if d is not turn)
    moves = turn.table.working()[0].moves()
    turn.play(moves[0])
    messages = unpack(pack(turn.unsent()))
    last = messages[-1]
    changed = json.loads(last.raw)
    changed["body"]["move"] = moves[-1]  # another move, the old signature kept
    raw = json.dumps(changed, sort_keys=True, separators=(",", ":")).encode()
    tampered = type(last).parse(raw)
    refused(other, pack([*messages[:-1], tampered]), "is not from .*'s device: it was changed or forged")


def anthokyklos_three() -> tuple[Device, Device, Device]:
    group = Group("anthokyklos", [0, 1, 2], NAMES[:3])
    group.flush()
    return group.devices[0], group.devices[1], group.devices[2]


def test_another_device_cannot_move_or_draw_in_a_players_name_nor_frame_it() -> None:
    ann, bob, cy = anthokyklos_three()
    turn = next(d for d in (ann, bob, cy) if d.my_turn())
    forger, judge = [d for d in (ann, bob, cy) if d is not turn]
    move = turn.table.working()[0].moves()[0]
    seat = turn.table.seats_of(turn.me)[0]
    key = bytes.fromhex(forger.own["sign"])
    link = forge(judge, "move", {"move": move}, seat=seat, key=key)
    refused(judge, link, f"not from {NAMES[turn.me]}'s device")
    # a draw revealed "by" the device whose turn it is, with a bad preimage: a forgery, not its cheat
    link = forge(judge, "draw", {"pre": ["00" * 32]}, seat=seat, key=key)
    with pytest.raises(LinkRefused) as refusal:
        judge.receive(unpack(link))
    assert "forged" in str(refusal.value) and not isinstance(refusal.value, CheatDetected)


def test_a_relay_cannot_change_what_it_relays() -> None:
    ann, bob, cy = anthokyklos_three()  # in a live star, Ann's device relays Bob's messages to Cy
    while not bob.my_turn():
        mover = next(d for d in (ann, bob, cy) if d.my_turn())
        mover.play(mover.table.working()[0].moves()[0])
        for d in (ann, bob, cy):
            if d is not mover:
                d.receive(unpack(pack(mover.unsent())))
    moves = bob.table.working()[0].moves()
    bob.play(moves[0])
    relayed = unpack(pack(bob.unsent()))
    ann.receive(relayed)
    altered = json.loads(relayed[-1].raw)
    altered["body"]["move"] = moves[-1]
    raw = json.dumps(altered, sort_keys=True, separators=(",", ":")).encode()
    refused(cy, pack([*relayed[:-1], type(relayed[-1]).parse(raw)]), "not from Bob's device")


def test_equivocation_is_named() -> None:
    ann, bob, cy = anthokyklos_three()
    turn = next(d for d in (ann, bob, cy) if d.my_turn())
    first, second = [d for d in (ann, bob, cy) if d is not turn]
    moves = turn.table.working()[0].moves()
    told_first = made(turn, "move", {"move": moves[0]})
    told_second = signed(turn, told_first, body={"move": moves[-1]})
    first.receive([*turn.unsent(), told_first])
    second.receive([*turn.unsent(), told_second])
    with pytest.raises(CheatDetected, match=f"{NAMES[turn.me]}'s device sent two different signed messages"):
        second.receive(unpack(pack(first.log.messages)))


def test_a_malformed_signed_message_is_a_named_cheat_and_voids_the_game_with_evidence() -> None:
    group = Group("petal", [0, 1], NAMES[:2])
    group.flush()
    turn = next(d for d in group.devices if d.my_turn())
    other = next(d for d in group.devices if d is not turn)
    link = forge(turn, "move", {"move": "e2e4"})
    refused(other, link, f"{NAMES[turn.me]}'s device sent a malformed message", CheatDetected)
    stored = json.dumps(other.to_json())
    answer = json.loads(api.call("receive", json.dumps({"device": json.loads(stored), "link": link})))
    assert answer["ok"] and answer["cheat"].startswith(f"{NAMES[turn.me]}'s device sent a malformed")
    result = answer["result"]
    assert result["kind"] == "cheat" and not result["fair"] and result["by"] == NAMES[turn.me]
    assert result["evidence"] == [unpack(link)[-1].raw.decode()]  # the signed proof, kept
    assert (
        answer["phase"] == "done" and not answer["my_turn"] and answer["status"].endswith("The game is void.")
    )
    again = json.loads(api.call("receive", json.dumps({"device": answer["device"], "link": link})))
    assert again["ok"] is False and again["refused"] == "void"


def test_a_forgery_through_the_api_is_a_gentle_refusal_that_changes_nothing() -> None:
    group = Group("petal", [0, 1], NAMES[:2])
    group.flush()
    turn = next(d for d in group.devices if d.my_turn())
    other = next(d for d in group.devices if d is not turn)
    link = forge(turn, "resign", {}, key=ed25519.new_secret())
    answer = json.loads(api.call("receive", json.dumps({"device": other.to_json(), "link": link})))
    assert answer["ok"] is False and answer["refused"] == "forged" and "cheat" not in answer


def test_a_move_of_the_waiting_device_is_refused_as_out_of_turn() -> None:
    group = Group("petal", [0, 1], NAMES[:2])
    device = play_until(group, Rng(2), lambda d, s: len(d.log.messages) > 4)
    waiting = next(d for d in group.devices if d is not device)
    refused(
        device, forge(waiting, "move", {"move": device.table.working()[0].moves()[0]}), "may not come from"
    )


def test_the_simulated_cheater_is_caught_and_named() -> None:
    from posy.remote.simulate import cheating_link

    group = Group("floriado", [0, 1], NAMES[:2])
    group.flush()
    turn = next(d for d in group.devices if d.my_turn())
    other = next(d for d in group.devices if d is not turn)
    answer = json.loads(
        api.call("receive", json.dumps({"device": other.to_json(), "link": cheating_link(turn)}))
    )
    assert answer["cheat"].startswith(f"{NAMES[turn.me]}'s device") and answer["result"]["kind"] == "cheat"
