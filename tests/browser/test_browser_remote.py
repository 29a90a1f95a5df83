"""Games with a friend on another device, by link (web/remote/, posy.remote): two
browser contexts are two devices that share nothing but the links one copies from its
screen and the other opens. A whole game of Floriado and of Petals; a reload on each
side mid-game; a tampered link refused with a sentence and nothing changed."""

from __future__ import annotations

import re
from typing import Any

import pytest
from helpers import open_app, ply
from test_browser_floriado import play_one as floriado_move

LINK = "#remote .remote-link"


@pytest.fixture
def friend(browser: Any, server: str, watch: Any) -> Any:
    """The second device: a browser context of its own (nothing shared with `page`)."""
    from conftest import SIZES

    ctx = browser.new_context(viewport=SIZES["phone"], service_workers="block", bypass_csp=True)
    other = ctx.new_page()
    watch.attach(ctx, other)
    yield other
    ctx.close()


def link_on(page: Any) -> str:
    """The (one) link this device says to send, as the page shows it."""
    page.wait_for_selector(LINK)
    links = page.locator(LINK)
    assert links.count() == 1, "a Floriado or Petals move fits one link"
    value = links.first.input_value()
    assert len(value) <= 2_100, f"a link of {len(value)} characters"  # 2,000 of message, the page's address
    return str(value)


def send(link: str, to: Any, server: str) -> None:
    """The friend opens the link: a fresh page load, as from a messenger."""
    to.goto("about:blank")
    to.goto(link)
    # applied (a board or the waiting screen) or refused (a sentence)
    to.wait_for_selector("body[data-ply], .remote-wait, #invitation, #toast:not([hidden]), .notice.error")


def invite(page: Any, friend: Any, server: str, game: str) -> None:
    """Ann invites; Bob opens the invitation and joins; Ann opens Bob's answer."""
    open_app(page, server)
    page.click(f"[data-friend={game}]")
    page.fill("#name-0", "Ann")
    page.click("#start")
    invitation = link_on(page)
    friend.goto(invitation)
    friend.wait_for_selector("#invitation")
    assert "Ann invites you" in friend.inner_text("#invitation")
    friend.fill("#remote-name", "Bob")
    friend.click("#join")
    send(link_on(friend), page, server)


def whose_turn(a: Any, b: Any) -> tuple[Any, Any]:
    """(the device whose person decides now, the other one)."""
    for _ in range(100):
        for me, other in ((a, b), (b, a)):
            if me.evaluate("document.body.dataset.turn") == "person" and me.locator("[data-target], [data-option]").count():
                return me, other
        a.wait_for_timeout(100)
    raise AssertionError("neither device may move")


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
            me.wait_for_selector("#remote")
        send(link_on(me), other, server)  # also while the friend is out of moves
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


def test_a_tampered_or_replayed_link_is_refused_and_changes_nothing(page: Any, friend: Any, server: str) -> None:
    invite(page, friend, server, "floriado")
    me, other = whose_turn(page, friend)
    floriado_move(me)
    send(link_on(me), other, server)  # both devices have the board now
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
    other.wait_for_selector("body[data-ply]")
    assert ply(other) == before  # nothing changed
    send(link, other, server)  # the true link applies
    other.wait_for_function(f"Number(document.body.dataset.ply) > {before}")
    applied = ply(other)
    send(link, other, server)  # and again: already up to date
    other.wait_for_selector("#toast:not([hidden])")
    assert "Already up to date" in other.inner_text("#toast")
    assert ply(other) == applied


def other_save(page: Any) -> str:
    """The id of the one remote game saved on this device."""
    ids = page.evaluate(
        "(async () => (await (await import('./web/store.js')).list()).map((s) => s.id))()"
    )
    remote = [i for i in ids if i.startswith("remote-")]
    assert len(remote) == 1, ids
    return str(remote[0])


def play_petals(page: Any) -> None:
    """One Petals decision by taps: the first target (a card, a place, a keep)."""
    before = ply(page)
    page.locator("[data-target], [data-option]").first.click()
    page.wait_for_function(f"Number(document.body.dataset.ply) !== {before}", timeout=30_000)


def test_petals_by_links_keeps_each_hand_on_its_own_device(page: Any, friend: Any, server: str) -> None:
    invite(page, friend, server, "petals")
    # the deal goes back and forth until both hands are dealt (mental poker)
    for _ in range(8):
        if page.locator(".game-petals").count() and friend.locator(".game-petals").count():
            break
        for me, other in ((page, friend), (friend, page)):
            if me.locator(LINK).count():
                send(link_on(me), other, server)
    decisions = 0
    while page.evaluate("document.body.dataset.over") != "true" and decisions < 400:
        me, other = whose_turn(page, friend)
        play_petals(me)
        decisions += 1
        if me.locator(LINK).count() and "Send this to" in me.inner_text("#remote"):
            send(link_on(me), other, server)
    assert decisions < 400
