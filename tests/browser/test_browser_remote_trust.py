"""A cheat on the page (web/remote/, posy.remote): two browser contexts are two devices.
A friend's device that signs a move the rules refuse voids the game on the other
device at once: the game screen ends, one sentence names the device and what it did
(not a toast), and the player's record counts the game as void. The setup offers the
time to answer when a seat is a friend's; the time left is counted down while waiting,
and once a friend's pace has run out the game is claimed from them: a forfeit, won and
lost with its sentence on both devices (the time is Playwright's clock, which the page
hands to the engine with every call)."""

from __future__ import annotations

import json
import re
from typing import Any

from helpers import open_app
from remote_helpers import WAIT, friend, invite, link_on, send, whose_turn
from test_browser_axe import AXE
from test_browser_floriado import play_one as floriado_move
from test_browser_live import AUDIT, TAPS

from posy.remote.device import Device
from posy.remote.simulate import cheating_link

__all__ = ["friend"]  # the fixture, used by name

STORED = "(async () => (await (await import('./web/store.js')).list()).find((s) => s.id.startsWith('remote-')).remote)()"


def test_a_cheat_voids_the_game_on_the_friends_page(page: Any, friend: Any, server: str) -> None:
    invite(page, friend, server, "floriado")
    honest, cheat = whose_turn(page, friend)
    floriado_move(honest)  # a first move, so that both devices show the board
    send(link_on(honest), cheat, server, fresh=False)
    cheat.wait_for_selector(".floriado-board")
    link = cheating_link(Device.from_json(json.loads(cheat.evaluate(STORED))))
    send(f"{server}#remote={link}", honest, server)
    notice = honest.wait_for_selector("#audit")
    text = notice.inner_text()
    assert "'s device made a move the rules do not allow, at move 2" in text and text.endswith(
        "The game is void."
    ), text
    assert notice.get_attribute("role") == "alert"
    honest.wait_for_function("document.body.dataset.over === 'true'")
    assert honest.inner_text("#final h2") == "Game over: void"
    record = honest.evaluate("JSON.parse(localStorage.getItem('posy:results') || '{}')")
    (result,) = record.values()
    assert result["remote"] and result["winners"] == [] and result["reason"].endswith("The game is void.")


def test_the_setup_offers_the_time_to_answer_for_a_friend(page: Any, server: str) -> None:
    open_app(page, server)
    page.click("[data-friend=petal]")
    field = page.locator("#pace-field")
    field.wait_for()
    assert field.is_visible() and page.locator("#pace").input_value() == "259200"
    page.select_option("#seat-1", "")  # no friend: no pace to choose
    assert not field.is_visible()


RESULTS = "JSON.parse(localStorage.getItem('posy:results') || '{}')"


def test_a_friend_out_of_time_has_the_game_claimed_a_forfeit_on_both_devices(
    page: Any, friend: Any, server: str
) -> None:
    for device in (page, friend):
        device.clock.install()  # time flows as usual until the test moves it on
    page.emulate_media(reduced_motion="reduce")
    open_app(page, server)
    page.click("[data-friend=floriado]")
    page.fill("#name-0", "Ann")
    page.select_option("#pace", "86400")  # a day a move
    page.click("#start")
    friend.goto(link_on(page))
    friend.fill("#remote-name", "Bob")
    friend.click("#join")
    send(link_on(friend), page, server)
    ann, bob = whose_turn(page, friend)
    floriado_move(ann)
    send(link_on(ann), bob, server)
    bob.wait_for_selector(".floriado-board")
    day = r"(1 day|23 hours \d+ minutes) to answer\."
    assert re.fullmatch(f"Bob has {day}", ann.inner_text("#remote-pace")), ann.inner_text("#remote-pace")
    assert re.fullmatch(f"You have {day}", bob.inner_text("#remote-pace")), bob.inner_text("#remote-pace")
    assert not ann.locator("#remote-claim").count()
    for device in (ann, bob):
        device.clock.fast_forward("25:00:00")  # a day and an hour later, Bob has not moved
    ann.wait_for_selector("#remote-claim", timeout=WAIT)
    assert "Bob's time to answer is up" in ann.inner_text("#remote-pace")
    ann.add_script_tag(content=AXE.read_text())  # the panel with its claim: names, contrast, tap sizes
    assert not ann.evaluate(AUDIT.replace("'#live'", "'#remote'")), "accessibility of the panel"
    assert not ann.evaluate(TAPS.replace("#live", "#remote")), "tap targets under 44 px"
    ann.click("#remote-claim")
    ann.click("#claim-confirm-yes")
    final = ann.wait_for_selector("#final", timeout=WAIT)
    sentence = "Bob's device stopped answering on its turn: Bob forfeits the game."
    assert "Ann wins" in final.inner_text() and sentence in final.inner_text()
    assert "Play again" not in final.inner_text(), "a game with a friend is not played again here"
    ann.click("#final >> text=See the board")
    send(link_on(ann), bob, server)  # the claim, signed: Bob's device checks it against the chain's times
    final = bob.wait_for_selector("#final", timeout=WAIT)
    assert "Ann wins" in final.inner_text() and sentence in final.inner_text()
    for device in (ann, bob):  # both records have it: Bob's ended on a screen opened by the link
        (result,) = device.evaluate(RESULTS).values()
        assert result["winners"] == [0] and result["reason"] == sentence
