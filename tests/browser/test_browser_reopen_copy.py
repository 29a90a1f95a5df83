"""Issue 24: a game reopened by its address draws its board from the copy of its kept
view in localStorage (web/mirror.js) before IndexedDB has even answered, and keeps it
only if the save, once read, is at the copy's revision; a copy raced by another tab is
taken down and the save's own kept view drawn instead (web/opening.js fromMirror).

IndexedDB is held for real (another tab keeps a read-write transaction open on the
store, test_browser_storage_stall.HOLD) and Python cannot start (its worker is held),
so the only thing that can draw the board is the copy."""

from __future__ import annotations

import json
import time
from typing import Any

from helpers import BOOT_TIMEOUT, open_app, start_game
from test_browser_floriado import play_one
from test_browser_storage_stall import HOLD

COPIED = "(id) => (localStorage.getItem('posy:kept') || '').startsWith(JSON.stringify({id}).slice(0, -1))"
READ = "(id) => import('./web/store.js').then(async (s) => Boolean(await s.get(id)))"


def reopen_held(page: Any, context: Any, server: str, url: str) -> tuple[Any, list[Any]]:
    """Reopen `url` with the saves' store and the engine's worker both held."""
    holder = context.new_page()
    holder.goto(server + "?game=none")
    assert holder.evaluate(HOLD, 60_000) == "held"
    held: list[Any] = []
    page.route("**/web/worker.js", lambda route: held.append(route))
    page.goto("about:blank")
    page.goto(url)
    return holder, held


def game_with_a_copy(page: Any, server: str) -> tuple[str, str, list[str]]:
    open_app(page, server)
    start_game(page, "floriado")
    play_one(page)
    play_one(page)
    url = page.url
    save_id = url.split("#play=", 1)[1]
    page.wait_for_function(COPIED, arg=save_id)
    return url, save_id, page.locator(".log li").all_inner_texts()


def test_the_copy_draws_the_board_before_the_save_is_read_and_stays_when_the_save_matches(
    page: Any, context: Any, server: str
) -> None:
    url, save_id, log = game_with_a_copy(page, server)
    holder, held = reopen_held(page, context, server, url)
    page.wait_for_selector("html[data-waking] .floriado-board .square", timeout=20_000)
    assert page.locator(".log li").all_inner_texts() == log
    assert holder.evaluate("window.posyHeld") is None, "the store was still held: the copy drew the board"
    holder.evaluate("window.posyRelease = true")
    holder.wait_for_function("window.posyHeld === 'released'")
    # polled from here: READ answers a promise, which wait_for_function takes as true at once
    deadline = time.monotonic() + 20
    while not page.evaluate(READ, save_id):
        assert time.monotonic() < deadline, "the save could not be read within 20 s"
        page.wait_for_timeout(100)
    assert page.locator(".log li").all_inner_texts() == log, "the save matched the copy: the board stays"
    assert page.get_attribute("html", "data-waking") == ""
    for route in held:
        route.continue_()
    page.wait_for_selector("body[data-ply='2']", timeout=BOOT_TIMEOUT)
    play_one(page)
    holder.close()


def test_a_copy_behind_its_save_is_taken_down_for_the_saves_own_view(
    page: Any, context: Any, server: str
) -> None:
    url, _, log = game_with_a_copy(page, server)
    # as if another tab had moved the game on between the copy's write and this reload
    page.evaluate("""() => {
      const copy = JSON.parse(localStorage.getItem('posy:kept'));
      copy.rev -= 1;
      copy.shown.log = [...copy.shown.log.slice(0, -1), 'A line of an older position'];
      localStorage.setItem('posy:kept', JSON.stringify(copy));
    }""")
    holder, held = reopen_held(page, context, server, url)
    page.wait_for_selector("html[data-waking] .floriado-board .square", timeout=20_000)
    assert page.locator(".log li").last.inner_text() == "A line of an older position"
    holder.evaluate("window.posyRelease = true")
    page.wait_for_function(
        "() => ![...document.querySelectorAll('.log li')].some((li) => li.textContent.includes('older position'))",
        timeout=20_000,
    )
    page.wait_for_selector("html[data-waking] .floriado-board .square")
    assert page.locator(".log li").all_inner_texts() == log
    assert page.get_attribute("html", "data-waking") == "", "the save's own kept view, still waking"
    for route in held:
        route.continue_()
    page.wait_for_selector("body[data-ply='2']", timeout=BOOT_TIMEOUT)
    assert page.locator(".log li").all_inner_texts() == log
    holder.close()


def test_a_move_drops_the_copy_before_its_save_is_written_and_a_removed_game_leaves_none(
    page: Any, server: str
) -> None:
    _, save_id, _ = game_with_a_copy(page, server)
    before = json.loads(page.evaluate("localStorage.getItem('posy:kept')"))
    play_one(page)
    # the copy read in the tick that finds it: a later save (the screen's next write) drops
    # it again for a moment, which a second round trip could land in (a loaded clean run)
    page.wait_for_function(
        f"(rev) => {COPIED}({json.dumps(save_id)})"
        " && ((kept) => kept.rev > rev && kept.shown.ply === 3)(JSON.parse(localStorage.getItem('posy:kept')))",
        arg=before["rev"],
    )
    # the copy is gone the moment a save starts, before IndexedDB has written anything: a
    # reload in between finds no copy older than its save
    gone_at_once = page.evaluate(
        """(id) => import('./web/store.js').then(async (s) => {
      const entry = await s.get(id);
      const writing = s.put(id, entry, entry.rev);
      const gone = localStorage.getItem('posy:kept') === null;
      await writing;
      return gone;
    })""",
        save_id,
    )
    assert gone_at_once
    page.evaluate("(id) => import('./web/store.js').then((s) => s.remove(id))", save_id)
    assert page.evaluate("localStorage.getItem('posy:kept')") is None
