"""Live across the room with three devices (web/remote/live/star.js, friends.js): Ann's
device pairs with Bob's, then with Carol's (one code each, read from the image the page
draws), and relays every message between them: a 3-player Anthokyklos played by taps,
each move arriving on the two other devices with no link sent. Carol's page closes: Ann
and Bob go on while the rules let them, then wait for her; Carol opens Posy again, Ann
pairs her again, and her device catches up (what Bob and Ann played meanwhile) and plays
on. No ICE server, no request leaving the origin, no console error (the conftest's watch)."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pytest
from helpers import BOOT_TIMEOUT, open_app, ply
from remote_helpers import invite_three
from test_browser_axe import AXE
from test_browser_live import AUDIT, ICE, TAPS, answer_to

# a person's turn, drawn: a tile to place, or (when no tile fits) a Pattern card to reserve
PLAYABLE = "document.body.dataset.turn === 'person' && document.querySelector('.antho-pyramids button.ptile, .antho-display .btn.reserve')"
# Three browsers and their engines on a machine running the rest of the suite beside them:
# a step that takes a second alone took up to half a minute there (three clean runs)
WAIT = 60_000
# The game waits for Carol's device: her seat's turn, or (a card claimed) the refill's
# draw, which every device's hash chain opens, Carol's too, whoever's turn comes next.
WAITS_FOR_CAROL = (
    "document.body.dataset.turn === 'remote' || "
    "document.querySelector('#status')?.textContent.includes(\"Waiting for Carol's device\")"
)
LIVE_COUNT = "Number(document.documentElement.dataset.live || 0)"


@pytest.fixture
def devices(browser: Any, watch: Any) -> Iterator[list[Any]]:
    """Bob's and Carol's phones: a browser context each (nothing shared with Ann's)."""
    contexts = [
        browser.new_context(
            viewport={"width": 390, "height": 844},
            service_workers="block",
            bypass_csp=True,
            reduced_motion="reduce",
        )
        for _ in range(2)
    ]
    pages = [ctx.new_page() for ctx in contexts]
    for ctx, one in zip(contexts, pages, strict=True):
        watch.attach(ctx, one)
    yield pages
    for ctx in contexts:
        ctx.close()


def here(ann: Any, device: int) -> None:
    """Ann's row for that friend's device says it is connected."""
    ann.wait_for_selector(f".live-presence[data-device='{device}'][data-live=open]", timeout=WAIT)


def pair_friend(ann: Any, friend: Any, device: int, camera_app: bool = True) -> float:
    """Ann's code for that friend ("Code for …"), read by the friend's phone camera (a
    fresh page) and Ann scans the friend's answer in Posy; or read inside Posy, and Ann's
    camera app opens the answer's link in a new tab, which hands it to hers. Seconds to
    connected."""
    ann.click(f"#live-start-{device}")
    ann.wait_for_selector(".live-for")
    answer = answer_to(ann, friend, camera_app)
    started = time.perf_counter()
    if camera_app:
        ann.fill("#live-answer-input", answer)
        ann.click("#live-answer-connect")
    else:
        tab = ann.context.new_page()
        tab.goto(answer)
        tab.wait_for_selector("text=Your other Posy tab took your friend's code", timeout=WAIT)
        tab.close()
    here(ann, device)
    friend.wait_for_selector(".live-presence[data-live=open]", timeout=WAIT)
    assert ann.evaluate(ICE) == [] and friend.evaluate(ICE) == []
    return time.perf_counter() - started


def join(friend: Any, name: str, place: str) -> None:
    friend.wait_for_selector("#invitation", timeout=BOOT_TIMEOUT)  # its engine may still be starting
    assert f"You take the place of {place}" in friend.inner_text("#invitation")
    friend.fill("#remote-name", name)
    friend.click("#join")


def mover(pages: list[Any]) -> Any | None:
    """The device whose person may place a tile now, if any."""
    for page in pages:
        if page.evaluate(PLAYABLE):
            return page
    return None


def next_mover(pages: list[Any]) -> Any:
    """The device whose person places the next tile, once it has drawn them: the devices
    agree on the move number a moment before the next player's tiles are drawn (its
    device may still be sending its share of a draw, or drawing), which a loaded machine
    makes seconds."""
    deadline = time.monotonic() + WAIT / 1000
    while time.monotonic() < deadline:
        me = mover(pages)
        if me is not None:
            return me
        pages[0].wait_for_timeout(100)
    raise AssertionError(f"nobody may move: {[p.inner_text('#status') for p in pages]}")


def settle(pages: list[Any]) -> int:
    """Waits until the devices show the same move number; returns it."""
    pages[0].wait_for_timeout(100)
    for _ in range(600):
        plies = {ply(p) for p in pages}
        if len(plies) == 1 and not any(p.evaluate("'busy' in document.body.dataset") for p in pages):
            return plies.pop()
        pages[0].wait_for_timeout(100)
    raise AssertionError(f"the devices disagree: {[ply(p) for p in pages]}")


def place(me: Any, others: list[Any]) -> float:
    """One tile placed by taps on `me`; seconds until the move is drawn on the others."""
    before = ply(me)
    started = time.perf_counter()
    if me.locator(".antho-pyramids button.ptile").count():
        me.locator(".antho-pyramids button.ptile").first.click()
        me.locator(".antho-flower .space.legal.strong").first.click()
    else:  # no tile fits anywhere: the rules leave a reservation
        me.locator(".antho-display .btn.reserve").first.click()
    for other in others:
        other.wait_for_function(f"Number(document.body.dataset.ply) > {before}", timeout=WAIT)
    return time.perf_counter() - started


def test_three_devices_live_through_the_inviters_device(
    page: Any, devices: list[Any], server: str, watch: Any
) -> None:
    ann, (bob, carol) = page, devices
    ann.set_viewport_size({"width": 1024, "height": 768})
    ann.emulate_media(reduced_motion="reduce")
    open_app(ann, server)
    invite_three(ann)
    ann.wait_for_selector("#live-start-1")
    assert "Bob's device is not paired yet" in ann.inner_text("#live")
    connect = [pair_friend(ann, bob, 1)]
    # friends join in turn: Carol's device is paired once Bob has joined (else she would
    # take his place), then the next code is for her
    assert ann.locator("#live-start-2").count() == 0
    assert "Carol's device is paired once Bob has joined" in ann.inner_text("#live")
    join(bob, "Bob", "Bob")
    ann.wait_for_selector("#live-start-2")
    ann.wait_for_function(
        "document.querySelector('#remote')?.textContent.includes('Waiting for Carol')", timeout=WAIT
    )
    connect.append(pair_friend(ann, carol, 2))
    join(carol, "Carol", "Carol")  # her device caught up: the invitation and Bob's join, relayed
    pages = [ann, bob, carol]
    for one in pages:
        one.wait_for_selector(".game-anthokyklos", timeout=BOOT_TIMEOUT)
    arrivals = []
    for _ in range(6):  # two rounds, every move drawn on the two other devices
        settle(pages)
        me = next_mover(pages)
        arrivals.append(place(me, [p for p in pages if p is not me]))
    assert all(p.locator(".remote-link").count() == 0 for p in pages), (
        "nothing to send by link while connected"
    )
    held = settle(pages)
    game = carol.evaluate("location.hash.slice(6)")
    carol.close()  # Carol's phone: the page is gone
    ann.wait_for_selector(".live-presence[data-device='2'][data-live=closed]", timeout=WAIT)
    assert "Carol's device is no longer connected" in ann.inner_text("#live")
    assert ann.locator(".live-presence[data-device='1'][data-live=open]").count()  # Bob is still here
    for _ in range(3):  # Ann and Bob play on while the rules let them, then wait for Carol
        settle([ann, bob])
        for one in (ann, bob):  # a person's turn whose tiles are not drawn yet is not "nobody's"
            one.wait_for_function(f"({PLAYABLE}) || ({WAITS_FOR_CAROL})", timeout=WAIT)
        me = mover([ann, bob])
        if me is None:
            break
        place(me, [ann, bob])
    ann.wait_for_function(WAITS_FOR_CAROL, timeout=WAIT)
    ahead = settle([ann, bob])  # the last move relayed to Bob's device too (a loaded machine lags)
    for one in (ann, bob):
        one.wait_for_function(
            "document.querySelector('#status')?.textContent.includes('Carol')", timeout=WAIT
        )
    assert ahead > held
    # the panel while Carol is away: names, contrast, tap sizes
    ann.add_script_tag(content=AXE.read_text())
    found = ann.evaluate(AUDIT)
    assert not found, f"accessibility of the live box: {found}"
    assert not ann.evaluate(TAPS), "tap targets under 44 px"
    assert ann.get_attribute("#live-start-2", "aria-label") == "Pair again with Carol"
    carol = devices[1].context.new_page()
    watch.attach(devices[1].context, carol)
    carol.goto(server + "#play=" + game)  # Carol opens Posy again: her game as she left it
    carol.wait_for_selector(".game-anthokyklos", timeout=90_000)
    assert ply(carol) == held
    # "Pair again": scanned in Posy, the answer handed over to Ann's page by a new tab
    connect.append(pair_friend(ann, carol, 2, camera_app=False))
    # caught up: at least where Ann and Bob are; when the game waited for her device's share
    # of a card's draw, her device sends it at once, one message further
    carol.wait_for_function(f"Number(document.body.dataset.ply) >= {ahead}", timeout=WAIT)
    pages = [ann, bob, carol]
    for _ in range(3):  # her move and one more round
        settle(pages)
        me = next_mover(pages)
        arrivals.append(place(me, [p for p in pages if p is not me]))
    settle(pages)
    logs = [p.locator(".log li").count() for p in pages]
    assert logs[0] == logs[1] == logs[2] > 0, logs
    arrivals.sort()
    print(
        f"\nlive star: connected {sorted(connect)[1] * 1000:.0f} ms after the second scan (median of 3);"
        f" a move drawn on both other devices {arrivals[len(arrivals) // 2] * 1000:.0f} ms after its tap"
        f" (median of {len(arrivals)})"
    )
