"""Games with a friend on another device, by link (web/remote/, posy.remote): two
browser contexts are two devices that share nothing but the links one copies from its
screen and the other opens. A whole game of Floriado; a reload mid-game; a tampered link
refused with a sentence and nothing changed; Anthokyklos with a computer seat. Petals is
in test_browser_remote_petals.py."""

from __future__ import annotations

import re
from typing import Any

from helpers import open_app, ply
from remote_helpers import LINK, friend, invite, link_on, links_on, other_save, send, whose_turn
from test_browser_floriado import play_one as floriado_move

__all__ = ["friend"]  # the fixture, used by name


def test_floriado_by_links_to_a_fair_end_with_reloads(page: Any, friend: Any, server: str) -> None:
    invite(page, friend, server, "floriado")
    page.wait_for_selector(".floriado-board")
    moves = 0
    while page.evaluate("document.body.dataset.over") != "true" and moves < 200:
        me, other = whose_turn(page, friend)
        floriado_move(me)
        moves += 1
        if moves == 5:
            me.reload()  # a reload between two links loses nothing
            me.click("#remote-again")  # the link made before it, sent when the player asks
        # also while the friend is out of moves; a fresh page load for the first links
        # and every tenth, the rest opened in the tab that shows the game
        send(link_on(me), other, server, fresh=moves <= 2 or moves % 10 == 0)
        other.wait_for_selector(".floriado-board")
    # the last mover's friend holds the whole game; its audit link goes back
    for _ in range(3):
        if page.locator("#audit").count() and friend.locator("#audit").count():
            break
        for me, other in ((page, friend), (friend, page)):
            if me.locator(LINK).count() and not other.locator("#audit").count():
                send(link_on(me), other, server)
    assert "Checked: fair game" in page.inner_text("#audit")
    assert "Checked: fair game" in friend.inner_text("#audit")


def test_a_tampered_or_replayed_link_is_refused_and_changes_nothing(
    page: Any, friend: Any, server: str
) -> None:
    invite(page, friend, server, "floriado")
    me, other = whose_turn(page, friend)
    floriado_move(me)
    send(link_on(me), other, server, fresh=False)  # both devices have the board now
    other.wait_for_selector(".floriado-board")
    me, other = other, me
    floriado_move(me)
    link = link_on(me)
    body = link.split("posy1.")[1]
    flipped = body[:40] + ("A" if body[40] != "A" else "B") + body[41:]
    before = ply(other)
    send(link.replace(body, flipped), other, server)
    refusal = other.wait_for_selector("#toast:not([hidden]), .notice.error")
    assert re.search(r"damaged|changed|not a Posy", refusal.inner_text()), refusal.inner_text()
    saved = other_save(other)
    other.goto("about:blank")
    other.goto(server + "#play=" + saved)
    other.wait_for_function(f"document.body.dataset.ply === '{before}'")  # nothing changed
    send(link, other, server)  # the true link applies
    other.wait_for_function(f"Number(document.body.dataset.ply) > {before}")
    applied = ply(other)
    send(link, other, server)  # and again: already up to date
    other.wait_for_selector("#toast:not([hidden])")
    assert "Already up to date" in other.inner_text("#toast")
    assert ply(other) == applied


def test_anthokyklos_with_a_computer_on_the_inviters_device_and_a_friend(
    page: Any, friend: Any, server: str
) -> None:
    """Three seats: Ann here, a computer run by Ann's device, Bob on his own device."""
    page.emulate_media(reduced_motion="reduce")
    open_app(page, server)
    page.click("[data-friend=anthokyklos]")
    page.select_option("#players", "3")
    page.fill("#name-0", "Ann")
    page.select_option("#seat-1", "easy")
    page.select_option("#seat-2", "friend")
    page.click("#start")
    friend.goto(link_on(page))
    friend.fill("#remote-name", "Bob")
    friend.click("#join")
    send(links_on(friend), page, server)
    page.wait_for_selector(".game-anthokyklos")
    me, _ = whose_turn(page, friend)
    assert me is page  # Ann decides first
    before = ply(page)
    page.locator("[data-tile][data-target]").first.click()  # a tile, then a space for it
    page.locator("[data-space][data-target]").first.click()
    page.wait_for_function(f"Number(document.body.dataset.ply) > {before}")
    # the computer seat of Ann's device answers by itself, then Bob is to play
    page.wait_for_function("document.body.dataset.turn === 'remote'", timeout=60_000)
    assert "Waiting for Bob" in page.inner_text("#remote")
    send(links_on(page), friend, server)
    friend.wait_for_selector(".game-anthokyklos")
    whose_turn(page, friend)  # Bob may move
    assert friend.evaluate("document.body.dataset.turn") == "person"
