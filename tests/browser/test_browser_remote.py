"""Games with a friend on another device, by link (web/remote/, posy.remote): two
browser contexts are two devices that share nothing but the links one copies from its
screen and the other opens. A whole game of Floriado and of Petals (one round: its deal
by mental poker, every trick, the count, the audit); a reload mid-game; a tampered link
refused with a sentence and nothing changed."""

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
    # a phone (the size of tests/browser/conftest.py's SIZES["phone"]; importing it by
    # name would find tests/engines/conftest.py when both layers run)
    ctx = browser.new_context(viewport={"width": 390, "height": 844}, service_workers="block", bypass_csp=True,
                              reduced_motion="reduce")
    other = ctx.new_page()
    watch.attach(ctx, other)
    yield other
    ctx.close()


def links_on(page: Any) -> list[str]:
    """The links this device says to send, as the page shows them: one, or the parts of
    a long one (a Petals deal), each at most 2,000 characters of message."""
    page.wait_for_selector(LINK)
    values = [str(v) for v in page.locator(LINK).evaluate_all("(nodes) => nodes.map((n) => n.value)")]
    for value in values:
        assert len(value.split("#remote=")[1]) <= 2_000, f"a link of {len(value)} characters"
    return values


def link_on(page: Any) -> str:
    """The one link a Floriado move makes."""
    values = links_on(page)
    assert len(values) == 1, "a Floriado move fits one link"
    return values[0]


def send(link: str | list[str], to: Any, server: str) -> None:
    """The friend opens the link (each part of it, in turn), as from a messenger: a fresh
    page load. Done when the page has dealt with it (html[data-links] counts the links it
    opened: applied, refused, or asking to join)."""
    for one in [link] if isinstance(link, str) else link:
        to.goto("about:blank")
        to.goto(one)
        to.wait_for_function("Number(document.documentElement.dataset.links || 0) > 0", timeout=60_000)


def invite(page: Any, friend: Any, server: str, game: str) -> None:
    """Ann invites; Bob opens the invitation and joins; Ann opens Bob's answer."""
    page.emulate_media(reduced_motion="reduce")
    open_app(page, server)
    page.click(f"[data-friend={game}]")
    page.fill("#name-0", "Ann")
    if page.locator("#opt-rounds").count():
        page.select_option("#opt-rounds", "1")  # Petals: a one-round game keeps the suite short
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
    a.screenshot(path="/tmp/remote_a.png")
    b.screenshot(path="/tmp/remote_b.png")
    raise AssertionError(f"neither device may move: {a.inner_text('#status')} / {b.inner_text('#status')}")


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
    other.wait_for_function(f"document.body.dataset.ply === '{before}'")  # nothing changed
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
    sent: dict[int, list[str]] = {}

    def exchange() -> None:
        """Each device's new links go to the other, until neither has anything new: the
        deal of each round (mental poker) goes back and forth several times."""
        for _ in range(12):
            moved = False
            for me, other in ((page, friend), (friend, page)):
                if not me.locator(LINK).count():
                    continue
                links = links_on(me)
                if sent.get(id(me)) != links:
                    sent[id(me)] = links
                    send(links, other, server)
                    moved = True
            if not moved:
                return

    exchange()
    decisions = 0
    while page.evaluate("document.body.dataset.over") != "true" and decisions < 400:
        me, _ = whose_turn(page, friend)
        play_petals(me)
        decisions += 1
        exchange()
    assert decisions < 400
    exchange()
    assert "Checked: fair game" in page.inner_text("#audit")
    assert "Checked: fair game" in friend.inner_text("#audit")


def test_anthokyklos_with_a_computer_on_the_inviters_device_and_a_friend(page: Any, friend: Any, server: str) -> None:
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
