"""Issue 45: in a remote game each device writes its sentences in its own language
(each call's, through the bridge), and nothing that travels or is kept holds one: a
link is the same whichever language made it, and a voided game keeps its verdict as
a message and arguments, written again in the language that reads it."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from test_remote_cheats import NAMES, forge

from posy import bridge
from posy.remote.messages import unpack
from posy.remote.simulate import Group

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
from locales import pseudo_text

PSEUDO = "en-XA"


def call(what: str, language: str, **args: Any) -> dict[str, Any]:
    answer: dict[str, Any] = json.loads(bridge.call(f"remote_{what}", json.dumps(args), language))
    assert answer["ok"], answer
    return answer


def test_two_devices_each_read_the_game_in_their_own_language() -> None:
    ann = call("invite", PSEUDO, game="floriado", players=2, seats=[0, 1], names=["Ann", "Pink"])
    assert ann["status"] == pseudo_text("Waiting for {name} to join.").format(name="Pink")
    bob = call("join", "en", link=ann["link_text"], name="Bob")
    assert bob["status"] == "Waiting for Ann's device to draw lots (it can already work out the set-up)."
    ann = call("receive", PSEUDO, device=ann["device"], link=bob["link_text"])
    bob = call("receive", "en", device=bob["device"], link=ann["link_text"])
    turn, waiting = (ann, bob) if ann["my_turn"] else (bob, ann)
    said: dict[int, Callable[[str], str]] = {id(ann): pseudo_text, id(bob): str}
    assert turn["status"] == said[id(turn)]("Your turn.")
    assert waiting["status"] == said[id(waiting)]("Waiting for {name}.").format(name=waiting["to"][0])
    # what travels is the same in both languages: moves and signatures, no sentence
    english = call("state", "en", device=ann["device"])
    assert english["link_text"] == call("state", PSEUDO, device=ann["device"])["link_text"]
    assert english["status"] == ("Your turn." if ann["my_turn"] else "Waiting for Bob.")


def test_a_void_game_keeps_its_verdict_as_a_message_and_writes_it_in_the_reader_s_language() -> None:
    group = Group("petal", [0, 1], NAMES[:2])
    group.flush()
    turn = next(d for d in group.devices if d.my_turn())
    other = next(d for d in group.devices if d is not turn)
    link = forge(turn, "move", {"move": "e2e4"})
    device = json.dumps(other.to_json())
    voided = call("receive", PSEUDO, device=device, link=link)
    cheat = "{name}'s device sent a malformed message ({kind})."
    assert voided["cheat"] == pseudo_text(cheat).format(name=NAMES[turn.me], kind="move")
    kept = json.loads(voided["device"])["table"]["result"]
    assert "text" not in kept and kept["said"] == {
        "message": cheat,
        "args": {"name": NAMES[turn.me], "kind": "move"},
    }
    assert kept["evidence"] == [unpack(link)[-1].raw.decode()]
    english = call("state", "en", device=voided["device"])
    assert (
        english["result"]["text"]
        == f"{NAMES[turn.me]}'s device sent a malformed message (move). The game is void."
    )
    assert english["status"] == english["result"]["text"] and english["end_reason"] == english["status"]
    refused = json.loads(
        bridge.call("remote_receive", json.dumps({"device": voided["device"], "link": link}), "en")
    )
    assert (
        refused["refused"] == "void" and refused["error"] == f"This game is void: {english['result']['text']}"
    )


def test_a_device_stored_before_verdicts_were_messages_reads_as_it_was_written() -> None:
    group = Group("petal", [0, 1], NAMES[:2])
    group.flush()
    turn = next(d for d in group.devices if d.my_turn())
    other = next(d for d in group.devices if d is not turn)
    voided = call(
        "receive", "en", device=json.dumps(other.to_json()), link=forge(turn, "move", {"move": "x"})
    )
    old = json.loads(voided["device"])
    result = old["table"]["result"]
    del result["said"]
    result["text"] = "Bob's device sent a malformed message (move). The game is void."
    read = call("state", PSEUDO, device=json.dumps(old))
    assert read["result"]["text"] == result["text"] and read["status"] == result["text"]
