"""What the by-link tests share (test_browser_remote*.py): the second device, the links
a page shows, opening them on the other device, who decides now. Two test files so that
pytest-xdist runs the long Petals game beside the others."""

from __future__ import annotations

import time
from typing import Any

import pytest
from helpers import open_app

LINK = "#remote .remote-link"


@pytest.fixture
def friend(browser: Any, server: str, watch: Any) -> Any:
    """The second device: a browser context of its own (nothing shared with `page`)."""
    # a phone (the size of tests/browser/conftest.py's SIZES["phone"]; importing it by
    # name would find tests/engines/conftest.py when both layers run)
    ctx = browser.new_context(
        viewport={"width": 390, "height": 844},
        service_workers="block",
        bypass_csp=True,
        reduced_motion="reduce",
    )
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


def send(link: str | list[str], to: Any, server: str, fresh: bool = True) -> None:
    """The friend opens the link (each part of it, in turn). `fresh`: as from a messenger,
    a fresh page load that boots the app and its engine again; else pasted into the
    address bar of the tab that shows the app already (only its fragment changes: the app's
    hashchange listener opens it, as test_browser_remote_tabs.py shows), the way most
    links of a long game are tested, since a fresh load costs seconds. Done when the page
    has dealt with it (html[data-links] counts the links it opened since it loaded:
    applied, refused, or asking to join)."""
    for one in [link] if isinstance(link, str) else link:
        if fresh or not same_page(to.url, one):
            to.goto("about:blank")
            to.goto(one)
            to.wait_for_function("Number(document.documentElement.dataset.links || 0) > 0", timeout=WAIT)
            continue
        before = int(to.evaluate("Number(document.documentElement.dataset.links || 0)"))
        to.evaluate("(link) => { location.href = link; }", one)
        to.wait_for_function(f"Number(document.documentElement.dataset.links || 0) > {before}", timeout=WAIT)


def same_page(url: str, link: str) -> bool:
    """Whether opening `link` in a tab at `url` changes only the fragment (no page load)."""
    return url.split("#")[0] == link.split("#")[0] and url.split("#")[0].startswith("http")


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
    # Ann's tab shows the game's waiting screen: Bob's answer opened there (the fresh page
    # load of an answer is test_browser_remote.py's Anthokyklos test's)
    send(link_on(friend), page, server, fresh=False)


# How long a step that waits for the other device may take: a move applied, a deal's
# share of mental poker. Alone it takes a second; two browsers and their engines beside
# the rest of the suite on two shared cores took up to half a minute.
WAIT = 60_000
# the device whose person decides now: its turn, and something to tap drawn
DECIDES = (
    "document.body.dataset.turn === 'person' && "
    "document.querySelector('[data-target], [data-option]') !== null"
)


def whose_turn(a: Any, b: Any, wait: float = WAIT) -> tuple[Any, Any]:
    """(the device whose person decides now, the other one), within `wait` ms."""
    deadline = time.monotonic() + wait / 1000
    while time.monotonic() < deadline:
        for me, other in ((a, b), (b, a)):
            if me.evaluate(DECIDES):
                return me, other
        a.wait_for_timeout(100)
    a.screenshot(path="/tmp/remote_a.png")
    b.screenshot(path="/tmp/remote_b.png")
    raise AssertionError(f"neither device may move: {a.inner_text('#status')} / {b.inner_text('#status')}")


def other_save(page: Any) -> str:
    """The id of the one remote game saved on this device."""
    ids = page.evaluate("(async () => (await (await import('./web/store.js')).list()).map((s) => s.id))()")
    remote = [i for i in ids if i.startswith("remote-")]
    assert len(remote) == 1, ids
    return str(remote[0])


def invite_three(ann: Any) -> None:
    """Ann, in the lobby, invites Bob and Carol to a three-player Anthokyklos, played live
    (web/remote/live/: the inviter's device relays between the friends')."""
    ann.click("[data-friend=anthokyklos]")
    ann.select_option("#players", "3")
    for i, (name, who) in enumerate((("Ann", ""), ("Bob", "friend"), ("Carol", "friend"))):
        ann.fill(f"#name-{i}", name)
        ann.select_option(f"#seat-{i}", who)
    ann.click("#start")
