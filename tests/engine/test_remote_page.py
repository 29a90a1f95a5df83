"""The page's side of remote play (posy.remote.page through bridge.call's remote_*
names): every answer about a device carries the snapshot the renderers draw, the
device crosses as text (JavaScript would round its large integers), and two devices
driven only through the bridge, sending what the page shows, reach a fair end."""

from __future__ import annotations

import json
import random
from typing import Any

from posy import bridge


def call(call_name: str, **args: Any) -> dict[str, Any]:
    out = json.loads(bridge.call(call_name, json.dumps(args)))
    assert out["ok"], out
    return dict(out)


def shows_link(answer: dict[str, Any]) -> bool:
    """What web/remote/panel.js offers to send."""
    return bool(answer["link_text"]) and (answer["send"] or not answer["my_turn"])


def test_the_device_crosses_the_page_as_text_and_keeps_its_large_integers() -> None:
    a = call("remote_invite", game="floriado", players=2, seats=[0, 1], names=["Ann", "Green"])
    assert isinstance(a["device"], str)
    b = call("remote_join", link=a["link_text"], name="Bob")
    a = call("remote_receive", device=a["device"], link=b["link_text"])
    seed = json.loads(a["device"])["table"]["seed"]
    text = a["device"]
    # the same text read back by Python: nothing rounded (a float would lose the last digits)
    assert json.loads(text) == json.loads(call("remote_state", device=text)["device"])
    assert isinstance(seed, int) and str(seed) in text  # all its digits (up to 2**64, beyond a JS number)


def test_snapshot_fields_for_the_game_screen() -> None:
    a = call("remote_invite", game="petal", players=2, seats=[0, 1], names=["Ann", "Pink"])
    assert a["view"] is None and a["status"] == "Waiting for Pink to join."
    assert a["record"]["names"] == ["Ann", "Pink"] and a["can_undo"] is False
    b = call("remote_join", link=a["link_text"], name="Bob")
    a = call("remote_receive", device=a["device"], link=b["link_text"])
    assert a["view"] is not None and a["viewer"] in a["my_seats"]
    assert a["scores"] == [0, 0] and a["log"] == [] and a["over"] is False
    assert a["moves"] if a["my_turn"] else not a["moves"]


def test_invitation_names_the_inviter_and_the_place_offered() -> None:
    a = call("remote_invite", game="anthokyklos", players=3, seats=[0, 1, 2], names=["Ann", "Two", "Three"])
    found = call("remote_identify", link=a["link_text"])
    assert found["invitation"] and found["inviter"] == "Ann" and found["offered"] == ["Two"]


def test_a_whole_floriado_game_through_the_bridge_ends_fair() -> None:
    pick = random.Random(3)
    a = call("remote_invite", game="floriado", players=2, seats=[0, 1], names=["Ann", "Green"])
    b = call("remote_join", link=a["link_text"], name="Bob")
    side = {"A": call("remote_receive", device=a["device"], link=b["link_text"]), "B": b}
    for _ in range(400):
        if side["A"]["over"]:
            break
        mover = "A" if side["A"]["my_turn"] else "B"
        other = "B" if mover == "A" else "A"
        side[mover] = call(
            "remote_play", device=side[mover]["device"], move=pick.choice(side[mover]["moves"])
        )
        assert shows_link(side[mover])
        side[other] = call("remote_receive", device=side[other]["device"], link=side[mover]["link_text"])
    assert side["A"]["over"] and len(side["A"]["log"]) >= 10
    for _ in range(2):
        for x, y in (("A", "B"), ("B", "A")):
            if shows_link(side[x]) and not side[y]["result"]:
                side[y] = call("remote_receive", device=side[y]["device"], link=side[x]["link_text"])
    assert side["A"]["result"] == {"fair": True, "kind": "fair", "text": "Checked: fair game", "by": None}
    assert side["B"]["result"] == side["A"]["result"]
    assert side["A"]["scores"] == side["B"]["scores"]


def test_a_voided_or_forfeited_game_ends_on_the_game_screen_with_its_sentence() -> None:
    from posy.remote.device import Device
    from posy.remote.simulate import cheating_link

    day = 86400
    ann = call(
        "remote_invite",
        game="petal",
        players=2,
        seats=[0, 1],
        names=["Ann", "Bob"],
        pace=day,
        now=1_800_000_000,
    )
    bob = call("remote_join", link=ann["link_text"], name="Bob", now=1_800_000_010)
    ann = call("remote_receive", device=ann["device"], link=bob["link_text"], now=1_800_000_020)
    bob = call("remote_receive", device=bob["device"], link=ann["link_text"], now=1_800_000_030)
    turn, other = (ann, bob) if ann["my_turn"] else (bob, ann)
    link = cheating_link(Device.from_json(json.loads(turn["device"])))
    voided = call("remote_receive", device=other["device"], link=link, now=1_800_000_040)
    name = turn["names"][turn["me"]]
    assert voided["over"] and voided["winners"] == [] and voided["end_reason"].startswith(f"{name}'s device")
    assert voided["end_reason"].endswith("The game is void.") and voided["moves"] == []
    claimed = call("remote_claim", device=other["device"], now=1_800_000_040 + day)
    assert claimed["over"] and claimed["winners"] == [1 - turn["me"]]
    assert (
        claimed["end_reason"] == f"{name}'s device stopped answering on its turn: {name} forfeits the game."
    )
