"""Whole remote games between simulated devices that exchange nothing but link text:
every game (Anthokyklos with 2, 3 and 4 devices) ends in the same position on every
device and in a local game with the same moves and draws, checked fair, and at
every step no device's stored state or message holds what its seats may not see."""

from __future__ import annotations

import json
from typing import Any

import pytest

import posy
from posy import core
from posy.core import Rng
from posy.games.petals import PetalsState
from posy.remote import clock
from posy.remote.device import Device
from posy.remote.parts import split
from posy.remote.simulate import Group

NAMES = ["Ann", "Bob", "Cy", "Dee"]
CASES = [
    ("floriado", [0, 1], {}),
    ("petal", [0, 1], {}),
    ("petal_battle", [0, 1], {}),
    ("anthokyklos", [0, 1], {}),
    ("anthokyklos", [0, 1, 2], {}),
    ("anthokyklos", [0, 1, 2, 3], {}),
    ("petals", [0, 1], {"rounds": 1}),
]


def local_game(devices: list[Device]) -> core.State[Any]:
    """The same game played locally: the same seed, the same moves, the deck in the
    order the remote draws came out, each round's hands as the mental poker dealt
    them (each seat's from the device that holds it)."""
    table = devices[0].table
    setup = table.setup
    game = posy.game(setup["game"])
    state = game.new(setup["players"], table.data["seed"], setup["options"])
    steps = table.data["steps"]
    drawn = [c for step in steps for c in step.get("drawn", [])]
    if core.hidden_pile(state):
        state = core.with_pile(state, (*drawn, *sorted(set(core.hidden_pile(state)) - set(drawn))))
    for n, step in enumerate(steps):
        if "deal" in step:
            hands = [next(d for d in devices if d.table.knows(seat)).table.data["steps"][n]["deal"]["hands"][seat]
                     for seat in range(setup["players"])]  # fmt: skip
            state = core.with_deal(state, [tuple(h) for h in hands], tuple(step["deal"]["faceup"]))
        else:
            state = state.play(step["move"])
    return state


def check_nothing_leaks(devices: list[Device], _: str) -> None:
    """No device holds another device's signing key or hash-chain seed, its poker keys
    before the round's end, another seat's cards, a secret move set face down
    elsewhere, or a draw before it is made."""
    for d in devices:
        text = json.dumps(d.to_json())
        table = d.table
        for other in devices:
            if other is d:
                continue
            assert other.own["sign"] not in text, "another device's signing key leaked"
            if other.own["chain"]:
                assert other.own["chain"] not in text, "another device's hash-chain seed leaked"
            shown = sum(
                1 for m in d.log.messages if m.kind == "keys" and table.device_of(m.sender) == other.me
            )
            for r, secret in other.own["rounds"].items():
                if int(r) >= shown:  # its round is not over: its keys must not be here
                    assert all(v not in text for v in secret.values()), "another device's poker keys leaked"
            for sealed in other.own["sealed"].values():
                if sealed["nonce"] not in text:  # not turned over yet
                    assert all("move" not in e for e in table.data["pending"] if e.get("kind") == "secret")
        if table.data["seed"] is None or table.data["deal"] is not None:
            continue
        state = table.state()
        pile = core.hidden_pile(state)
        assert list(pile) == sorted(pile), "the order of undrawn cards is fixed in advance"
        if table.data.get("cards") is None:
            continue
        for seat, hand in enumerate(getattr(state, "hands", ())):
            if table.knows(seat):
                continue
            assert set(hand) <= {core.UNKNOWN}, "another seat's card is known"
            true_state = devices[table.device_of(seat)].table.state()
            assert isinstance(true_state, PetalsState)  # the game whose seats hold hands
            true_hand = true_state.hands[seat]
            mine = table.data["cards"]["mine"]
            logged = "\n".join(m.raw.decode() for m in d.log.messages)
            for card in true_hand:
                assert str(card) not in mine
                assert f'"card":{card},' not in logged and f'"card":{card}}}' not in logged


@pytest.mark.parametrize(("game", "seats", "options"), CASES, ids=lambda c: str(c))
def test_remote_game_matches_a_local_game_and_is_fair(
    game: str, seats: list[int], options: dict[str, Any]
) -> None:
    group = Group(game, seats, NAMES[: len(seats)], options)
    check_nothing_leaks(group.devices, "start")
    group.play(Rng(7), hook=check_nothing_leaks)
    local = local_game(group.devices)
    assert local.over
    for device in group.devices:
        assert device.table.data["result"] == {"fair": True, "kind": "fair", "by": None}  # no sentence stored
        assert clock.verdict(device.table) == "Checked: fair game"
        assert [m.raw for m in device.log.messages] == [m.raw for m in group.devices[0].log.messages]
        state = device.table.state()
        assert state.scores == local.scores and state.winners == local.winners
        if not posy.game(game).secrets:
            assert state.dump() == local.dump()
    game_id = group.devices[0].log.game
    assert all(len(part) <= 2000 for link in group.links for part in split(link, game_id))


def test_a_device_is_json_and_comes_back() -> None:
    group = Group("anthokyklos", [0, 1], NAMES[:2])
    for _ in range(5):
        device = next(d for d in group.devices if d.my_turn())
        device.play(device.table.working()[0].moves()[0])
        group.flush()
    for device in group.devices:
        data = json.loads(json.dumps(device.to_json()))
        again = Device.from_json(data)
        assert again.to_json() == device.to_json()
        assert again.table.state().dump() == device.table.state().dump()


def test_a_game_begun_on_the_shorter_hash_chain_plays_on(monkeypatch: pytest.MonkeyPatch) -> None:
    """Chains have one link more than the draws (the seed is never revealed); a game
    whose devices committed to the older, one-shorter chain still plays to its end."""
    from posy.remote import crypto

    with monkeypatch.context() as m:
        m.setattr(crypto, "chain_head", crypto.chain_value)  # the old head: h^n(seed)
        group = Group("anthokyklos", [0, 1], NAMES[:2])
    group.play(Rng(3))
    assert all(d.table.state().over for d in group.devices)
    assert group.devices[0].table.data["draws"] > 0
