"""The JSON API of remote play (posy.remote.api), used as the page will: JSON text
in and out, the device stored between calls."""

from __future__ import annotations

import json
from typing import Any

import pytest

from posy.core import Rng
from posy.remote import api


def call(function: str, /, **req: Any) -> dict[str, Any]:
    answer: dict[str, Any] = json.loads(api.call(function, json.dumps(req)))
    return answer


def start(game: str = "floriado", **options: Any) -> tuple[dict[str, Any], dict[str, Any]]:
    ann = call("invite", game=game, players=2, options=options, seats=[0, 1], names=["Ann", "Friend"])
    assert ann["ok"] and ann["status"] == "Waiting for Friend to join." and ann["link_text"]
    assert call("identify", link=ann["link_text"])["invitation"]
    bob = call("join", link=ann["link_text"], name="Bob")
    assert bob["ok"] and bob["names"] == ["Ann", "Bob"], bob
    ann = call("receive", device=ann["device"], link=bob["link_text"])
    assert ann["applied"] == 1
    bob = call("receive", device=bob["device"], link=ann["link_text"])
    ann["send"] = False  # delivered
    return ann, bob


def test_a_whole_game_through_the_api() -> None:
    ann, bob = start()
    rng = Rng(4)
    devices = {"Ann": ann, "Bob": bob}
    for _ in range(500):
        mover = next((n for n, d in devices.items() if d["my_turn"]), None)
        if mover is None:
            break
        other = "Bob" if mover == "Ann" else "Ann"
        moves = devices[mover]["moves"]
        devices[mover] = call("play", device=devices[mover]["device"], move=moves[rng.below(len(moves))])
        assert devices[mover]["ok"] and devices[mover]["to"] == [other]
        link = devices[mover]["link_text"]
        devices[other] = call("receive", device=devices[other]["device"], link=link)
        assert devices[other]["ok"], devices[other]
        again = call("receive", device=devices[other]["device"], link=link)
        assert again["applied"] == 0 and again["status"] == "Already up to date."
        sender, receiver = other, mover
        while devices[sender]["send"]:  # automatic steps go back and forth
            devices[receiver] = call(
                "receive", device=devices[receiver]["device"], link=devices[sender]["link_text"]
            )
            sender, receiver = receiver, sender
    for d in devices.values():
        assert d["phase"] == "done" and d["status"] == "Checked: fair game"
        result = call("audit", device=d["device"])["result"]
        assert result == {"fair": True, "kind": "fair", "text": "Checked: fair game", "by": None}


def test_refusals_are_sentences_and_leave_the_device_as_it_was() -> None:
    ann, bob = start()
    before = ann["device"]
    answer = call("receive", device=before, link=ann["link_text"][:-4])
    assert answer == {
        "ok": False,
        "error": "This link is incomplete or damaged: copy the whole link again.",
        "refused": "damaged",
    }
    other, _ = start()
    answer = call("receive", device=before, link=other["link_text"])
    assert answer["refused"] == "other_game" and "not your game with Bob" in answer["error"]
    waiting = ann if not ann["my_turn"] else bob
    assert call("play", device=waiting["device"], move={"type": "x"})["error"] == "It is not your turn."
    assert call("nonsense")["ok"] is False


def test_resign_and_draw_offer_and_undo() -> None:
    ann, bob = start("petal")
    mover, other = (ann, bob) if ann["my_turn"] else (bob, ann)
    mover = call("play", device=mover["device"], move=mover["moves"][0])
    other = call("receive", device=other["device"], link=mover["link_text"])
    other = call("play", device=other["device"], move=other["moves"][0])
    mover = call("receive", device=mover["device"], link=other["link_text"])
    position = mover["view"]
    mover = call("offer", device=mover["device"], kind="undo")
    other = call("receive", device=other["device"], link=mover["link_text"])
    assert (
        other["status"] == "Your friend made an offer: accept or decline."
        and other["offer"]["kind"] == "undo"
    )
    other = call("answer", device=other["device"], accept=True)
    mover = call("receive", device=mover["device"], link=other["link_text"])
    assert mover["my_turn"] and mover["view"] != position  # both moves taken back
    mover = call("offer", device=mover["device"], kind="draw")
    other = call("receive", device=other["device"], link=mover["link_text"])
    other = call("answer", device=other["device"], accept=False)
    mover = call("receive", device=mover["device"], link=other["link_text"])
    mover = call("resign", device=mover["device"])
    assert mover["over"]["reason"] == "resign" and mover["phase"] == "done" and mover["send"]
    other = call("receive", device=other["device"], link=mover["link_text"])
    assert other["phase"] == "done" and not other["send"]  # nothing left to check: no audit to wait for
    assert other["status"].endswith("resigned. Checked: fair game") and other["result"]["kind"] == "resign"


def test_the_computer_decides_on_what_its_device_knows() -> None:
    ann, bob = start("petals", rounds=1)
    devices = [ann, bob]
    for _ in range(12):  # the deal goes back and forth
        if not any(d["send"] for d in devices):
            break
        k = 0 if devices[0]["send"] else 1
        devices[k]["send"] = False
        devices[1 - k] = call("receive", device=devices[1 - k]["device"], link=devices[k]["link_text"])
    ann, bob = devices
    mover = ann if ann["my_turn"] else bob
    hidden = [p for p in mover["view"]["players"] if p["hand"] is None]
    assert hidden and hidden[0]["hand_count"] == 9
    chosen = call("think", device=mover["device"], level="easy")
    assert chosen["move"] in mover["moves"]


def test_a_petals_deal_travels_in_parts_of_at_most_2000_characters() -> None:
    ann, bob = start("petals", rounds=1)
    devices = [ann, bob]
    longest = 0
    for _ in range(12):
        if not any(d["send"] for d in devices):
            break
        k = 0 if devices[0]["send"] else 1
        devices[k]["send"] = False
        parts = devices[k]["links"]
        longest = max(longest, *(len(p) for p in parts))
        for number, part in enumerate(reversed(parts), 1):  # any order
            answer = call("receive", device=devices[1 - k]["device"], link=part)
            assert answer["ok"], answer
            if number < len(parts):
                assert answer["applied"] == 0 and answer["status"].startswith(
                    f"Part {number} of {len(parts)}"
                )
                assert call("identify", link=part)["game_id"] == answer["game_id"]
            devices[1 - k] = answer
    assert longest <= 2000 and any(d["my_turn"] for d in devices)


def test_garbled_links_are_always_sentences_never_bugs() -> None:
    ann, bob = start("anthokyklos")
    mover = ann if ann["my_turn"] else bob
    mover = call("play", device=mover["device"], move=mover["moves"][0])
    other = bob if mover["me"] == 0 else ann
    link = mover["link_text"]
    rng = Rng(9)
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.#"
    for _ in range(60):
        chars = list(link)
        for _ in range(1 + rng.below(3)):
            chars[6 + rng.below(len(chars) - 6)] = alphabet[rng.below(len(alphabet))]
        answer = call("receive", device=other["device"], link="".join(chars))
        assert "bug" not in answer, answer.get("bug")
        if not answer["ok"]:
            assert answer["error"].endswith(".") and "refused" in answer
    for junk in ("", "posy1.", "posy1p.", "posy1p." + "a" * 32 + ".0.1.1.x", None, 5, ["posy1."]):
        answer = call("receive", device=other["device"], link=junk)
        assert answer["ok"] is False and "bug" not in answer, answer
    assert "bug" not in call("receive", device={"v": 1}, link=link)
    turn = ann if ann["my_turn"] else bob
    junk_moves: tuple[object, ...] = (
        None,
        3,
        "x",
        [],
        {},
        {"type": 5},
        {"type": "place", "tile": "x"},
        {"type": "reserve", "card": -1},
    )
    for move in junk_moves:
        answer = call("play", device=turn["device"], move=move)
        assert answer["ok"] is False and "bug" not in answer and answer["error"], answer
    for name, req in (("offer", {"kind": "x"}), ("answer", {"accept": True}), ("think", {})):
        answer = call(name, device=turn["device"], **req)
        assert "bug" not in answer, answer


def test_an_invitation_that_makes_no_sense_is_a_sentence() -> None:
    for req in (
        {"game": "floriado", "players": 2, "seats": [0, 0], "names": ["Ann", "Bob"]},
        {"game": "floriado", "players": 2, "seats": [0, 2], "names": ["Ann", "Bob"]},
        {"game": "floriado", "players": 2, "seats": [0, 1], "names": ["Ann", ""]},
        {"game": "floriado", "players": 3, "seats": [0, 1, 2], "names": ["Ann", "Bob", "Cy"]},
        {"game": "chess", "players": 2, "seats": [0, 1], "names": ["Ann", "Bob"]},
    ):
        answer = call("invite", **req)
        assert answer["ok"] is False and "bug" not in answer and answer["error"].endswith("."), answer


@pytest.mark.parametrize("game", ["floriado", "petal", "petal_battle", "anthokyklos"])
def test_the_computer_plays_whole_remote_games(game: str) -> None:
    ann, bob = start(game)
    devices = [ann, bob]
    for _ in range(40):  # some moves of every kind (Petal Battle: a stack set face down, then the other)
        k = 0 if devices[0]["my_turn"] else 1
        if not devices[k]["my_turn"]:
            break
        move = call("think", device=devices[k]["device"], level="easy", time_limit=0.05)["move"]
        assert move in devices[k]["moves"]
        devices[k] = call("play", device=devices[k]["device"], move=move)
        devices[1 - k] = call("receive", device=devices[1 - k]["device"], link=devices[k]["link_text"])
        assert devices[1 - k]["ok"], devices[1 - k]
        if devices[1 - k]["send"] and not devices[1 - k]["my_turn"]:
            devices[k] = call("receive", device=devices[k]["device"], link=devices[1 - k]["link_text"])


def test_catch_up_gives_a_friend_back_from_away_every_message_whoever_made_it() -> None:
    """Three devices live in a star (web/remote/live/): Bob's and Carol's messages reach
    each other only through Ann's device, which relays them as they came. Carol is away
    for a few moves; when she is back, Ann's ``catch_up`` holds what she missed, Bob's
    messages too (Ann's own link need not), and it applies at once; twice, it is
    already up to date."""
    names = ["Ann", "Friend 1", "Friend 2"]
    ann = call("invite", game="anthokyklos", players=3, options={}, seats=[0, 1, 2], names=names)
    devices = {"Ann": ann, "Bob": call("join", link=ann["link_text"], name="Bob")}
    here = {"Bob"}
    rng = Rng(7)

    def deliver(sender: str, text: str) -> None:
        """`text` from `sender` through the star, and what each device answers, in order."""
        queue = [(sender, text)]
        while queue:
            who, link = queue.pop(0)
            targets = ["Ann"] if who != "Ann" else sorted(here)
            if who != "Ann":  # Ann relays it to every other friend present
                targets += sorted(here - {who})
            for name in targets:
                devices[name] = call("receive", device=devices[name]["device"], link=link)
                assert devices[name]["ok"], devices[name]
                if devices[name]["send"] and devices[name]["link_text"]:
                    queue.append((name, devices[name]["link_text"]))

    deliver("Bob", devices["Bob"]["link_text"])
    devices["Carol"] = call(
        "join", link=call("catch_up", device=devices["Ann"]["device"])["link_text"], name="Carol"
    )
    here.add("Carol")
    deliver("Carol", devices["Carol"]["link_text"])
    assert [d["phase"] for d in devices.values()] == ["play"] * 3
    for turn in range(20):
        if turn >= 3 and devices["Bob"]["my_turn"]:
            here.discard("Carol")  # her page closed: nothing reaches her, Bob's move first
        mover = next(n for n, d in devices.items() if d["my_turn"] and (n in here or n == "Ann"))
        moves = devices[mover]["moves"]
        devices[mover] = call("play", device=devices[mover]["device"], move=moves[rng.below(len(moves))])
        deliver(mover, devices[mover]["link_text"])
        if not any(d["my_turn"] for n, d in devices.items() if n in here or n == "Ann"):
            break  # the game waits for Carol

    def held(name: str) -> int:
        return len(devices[name]["device"]["log"])

    assert held("Carol") < held("Bob") == held("Ann")
    missed = devices["Ann"]["device"]["log"][held("Carol") :]
    assert any(json.loads(m)["from"] == 1 for m in missed), "Carol missed a message of Bob's"
    text = call("catch_up", device=devices["Ann"]["device"])["link_text"]
    carol = call("receive", device=devices["Carol"]["device"], link=text)
    assert carol["ok"] and carol["applied"] > 0 and len(carol["device"]["log"]) == held("Ann")
    again = call("receive", device=carol["device"], link=text)
    assert again["applied"] == 0 and again["status"] == "Already up to date."
