"""A cheat on the page (web/remote/, posy.remote): two browser contexts are two devices.
A friend's device that signs a move the rules refuse voids the game on the other
device at once: the game screen ends, one sentence names the device and what it did
(not a toast), and the player's record counts the game as void. The setup offers the
time to answer when a seat is a friend's."""

from __future__ import annotations

import json
from typing import Any

from helpers import open_app
from remote_helpers import friend, invite, link_on, send, whose_turn
from test_browser_floriado import play_one as floriado_move

from posy.remote.device import Device
from posy.remote.simulate import cheating_link

__all__ = ["friend"]  # the fixture, used by name

STORED = "(async () => (await (await import('./web/store.js')).list()).find((s) => s.id.startsWith('remote-')).remote)()"


def test_a_cheat_voids_the_game_on_the_friends_page(page: Any, friend: Any, server: str) -> None:
    invite(page, friend, server, "floriado")
    honest, cheat = whose_turn(page, friend)
    floriado_move(honest)  # a first move, so that both devices show the board
    send(link_on(honest), cheat, server)
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
