"""Saves survive a crash and a race: the browser is killed (SIGKILL) right after a
move and relaunched on the same profile; two tabs race for one game with tight timing.

A move the screen shows as made is on disk: the game screen draws a move only after its
save's IndexedDB transaction (durability "strict") has completed."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from typing import Any

import build
from helpers import BOOT_TIMEOUT, open_app, ply, saved_entry, saves, start_game
from test_browser_floriado import play_one

KILLS = 3


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


@contextmanager
def chromium(browser_type: Any, profile: str) -> Iterator[tuple[Any, subprocess.Popen[bytes]]]:
    """A Chromium of our own (so that it can be killed) on ``profile``, driven over CDP
    through the session's Playwright (a second Playwright cannot run beside it)."""
    port = free_port()
    process = subprocess.Popen(
        [
            str(build.CHROMIUM),
            "--headless",
            f"--remote-debugging-port={port}",
            f"--user-data-dir={profile}",
            "--no-first-run",
            "--no-default-browser-check",
            *build.CHROMIUM_ARGS,
            "about:blank",
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{port}/json/version", timeout=1).read()
                break
            except OSError:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.1)
        browser = browser_type.connect_over_cdp(f"http://127.0.0.1:{port}")
        try:
            yield browser, process
        finally:
            with suppress(Exception):  # already gone when the test killed it
                browser.close()
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
        process.wait()


def first_page(browser: Any) -> Any:
    """The profile's page, with the CSP bypassed like every other test's (see conftest)."""
    context = browser.contexts[0]
    page = context.pages[0] if context.pages else context.new_page()
    context.new_cdp_session(page).send("Page.setBypassCSP", {"enabled": True})
    return page


def test_a_killed_browser_loses_no_move(browser: Any, server: str) -> None:
    browser_type = browser.browser_type
    with tempfile.TemporaryDirectory() as profile:
        save_url = None
        made = 0
        for _ in range(KILLS):
            with chromium(browser_type, profile) as (own, process):
                page = first_page(own)
                if save_url is None:
                    open_app(page, server)
                    start_game(page, "floriado")
                    save_url = page.url
                else:
                    page.goto(save_url)
                    page.wait_for_selector("body[data-ply]", timeout=BOOT_TIMEOUT)
                    assert ply(page) == made, (
                        f"the relaunched browser shows {ply(page)} moves, {made} were made"
                    )
                play_one(page)
                made += 1
                # the move is on screen: kill the browser at once, every process of it
                os.killpg(process.pid, signal.SIGKILL)
        with chromium(browser_type, profile) as (own, _):
            page = first_page(own)
            page.goto(save_url)
            page.wait_for_selector("body[data-ply]", timeout=BOOT_TIMEOUT)
            assert ply(page) == made


RACE_DELAYS = (0, 5, 15, 30, 60, 120)
SETTLED = "body:not([data-loading]):not([data-busy])"


def settle(tabs: list[Any]) -> int:
    """Wait until no tab is loading the latest position or sending a move, then until each
    shows the saved moves or says it is behind (another tab's save is heard through a
    message, which a loaded machine may deliver a moment late); the saved moves' count.
    A load takes a while there: its notice goes down when the position arrives, and comes
    back if another move was saved meanwhile; a tab read in between would look in step
    and then refuse the move."""
    for tab in tabs:
        tab.wait_for_selector(SETTLED, state="attached", timeout=BOOT_TIMEOUT)
    moves = len(saved_entry(tabs[0])["record"]["moves"])
    for tab in tabs:
        with suppress(Exception):  # the assertions after it say what is wrong
            tab.wait_for_function(
                f"document.querySelector('.notice.stale') || document.body.dataset.ply === '{moves}'",
                timeout=5_000,
            )
    return moves


def test_two_tabs_racing_never_lose_a_move_silently(page: Any, server: str, context: Any) -> None:
    """The referee's race: one tab plays while the other, stale, loads the latest
    position, 0–120 ms apart. A load writes nothing (issue 24: it wrote the same position
    as a new revision, and the move tapped just after it was refused, though drawn), so
    the move is always kept: saved and shown by its tab; the loading tab shows it too
    (it read the move) or is behind and says so (the stale notice), never silently."""
    open_app(page, server)
    start_game(page, "floriado")
    play_one(page)
    other = context.new_page()
    other.goto(page.url)
    other.wait_for_selector("body[data-ply='1']", timeout=BOOT_TIMEOUT)
    play_one(other)  # the second tab moves on: the first is stale
    tabs = [page, other]
    stored_moves = 2
    for delay in RACE_DELAYS:
        if not any(
            tab.locator(".notice.stale").count() for tab in tabs
        ):  # the last load read the move: in step
            play_one(tabs[0])
            tabs[1].locator(".notice.stale").wait_for()
            stored_moves += 1
        [loader] = [tab for tab in tabs if tab.locator(".notice.stale").count()]
        [mover] = [tab for tab in tabs if tab is not loader]
        # the race: the mover taps a legal square (both flowers are placed: a tap is a
        # move) while the loader asks for the latest position, `delay` ms apart
        square = mover.locator(".floriado-board .square.legal").first
        square.evaluate(
            f"(el) => setTimeout(() => el.dispatchEvent(new MouseEvent('click', {{ bubbles: true }})), {delay})"
        )
        loader.locator(".notice.stale >> text=Show the latest position").evaluate("(el) => el.click()")
        time.sleep(1.0)
        before, stored_moves = stored_moves, settle(tabs)
        assert stored_moves == before + 1, (
            f"after a {delay} ms race the move was not kept: loading wrote a revision"
        )
        assert ply(mover) == stored_moves and not mover.locator(".notice.stale").count()
        stale = [tab.locator(".notice.stale").count() > 0 for tab in tabs]
        for tab, is_stale in zip(tabs, stale):
            assert is_stale or ply(tab) == stored_moves, (
                f"after a {delay} ms race a tab shows {ply(tab)} moves without a warning;"
                f" the save holds {stored_moves}"
            )
    assert len(saves(page)) == 1


def test_a_lobby_opened_before_another_tab_moved_never_takes_the_save_back(
    page: Any, server: str, context: Any
) -> None:
    """A lobby lists a save; another tab then moves on in that game; Continue in the lobby
    opens the position it listed, says at once that the game went on elsewhere, and
    writes nothing over the newer position."""
    open_app(page, server)
    start_game(page, "floriado")
    play_one(page)
    lobby = context.new_page()
    open_app(lobby, server)
    lobby.wait_for_selector("text=Continue")
    play_one(page)  # the first tab moves on: the lobby's list is now behind
    # the save, once the first tab has also kept its view with it (written in an idle
    # moment after the save itself)
    for _ in range(100):
        newer = saved_entry(page)
        if newer.get("shown", {}).get("ply") == 2:
            break
        time.sleep(0.1)
    assert len(newer["record"]["moves"]) == 2 and newer["shown"]["ply"] == 2
    lobby.click("text=Continue")
    lobby.wait_for_selector(".notice.stale", timeout=BOOT_TIMEOUT)
    time.sleep(0.5)
    assert saved_entry(page) == newer, "opening the older position wrote nothing"
    lobby.click("text=Show the latest position")
    lobby.wait_for_selector("body[data-ply='2']")
    assert saved_entry(page)["record"] == newer["record"]


def test_a_move_that_could_not_be_saved_is_taken_back_in_words(page: Any, server: str) -> None:
    """Another tab saved the game (its message not heard yet) while a move here was on
    its way: that move is refused by the save, so it is not drawn as played, and the
    notice says it was not kept."""
    open_app(page, server)
    start_game(page, "floriado")
    play_one(page)
    play_one(page)  # both flowers placed: a tap on a legal square is a move
    save_id = page.evaluate("location.hash.slice(6)")
    entry = saved_entry(page)
    # the page's own store module: its BroadcastChannel does not hear its own message,
    # so this is another tab's save whose message has not arrived
    page.evaluate(
        "([id, entry]) => import('./web/store.js').then((s) => s.put(id, {record: entry.record, finished: false}, entry.rev))",
        [save_id, entry],
    )
    page.locator(".floriado-board .square.legal").first.click()
    notice = page.locator(".notice.stale")
    notice.wait_for()
    assert "Your move was not kept" in notice.inner_text()
    assert ply(page) == 2, "the move is not shown as played"
    assert len(saved_entry(page)["record"]["moves"]) == 2
