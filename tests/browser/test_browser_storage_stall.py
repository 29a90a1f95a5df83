"""A stalled storage never blanks the app: the lobby waits SAVES_PATIENCE_MS (3 s) at
most for the saved games, draws its cards without them and a sentence saying they are
still being read, and shows them when they come (web/lobby/saves.js, readPatiently).

The stall is real, not mocked: another tab of the same browser holds a read-write
transaction on Posy's store open (a request chained on every success), so the lobby's
read-only read of the same store waits behind it, as IndexedDB's rules say."""

from __future__ import annotations

from typing import Any

from helpers import open_app, saves, start_game
from test_browser_floriado import play_one

# held until the test lets go (window.posyRelease), so a loaded machine's slow page
# load cannot outlast the stall; ``ms`` is only a safety net
HOLD = """(ms) => new Promise((resolve, reject) => {
  const open = indexedDB.open("posy", 1);
  open.onerror = () => reject(open.error);
  open.onsuccess = () => {
    const tx = open.result.transaction("games", "readwrite");
    const games = tx.objectStore("games");
    const until = Date.now() + ms;
    const again = () => { if (!window.posyRelease && Date.now() < until) games.count().onsuccess = again; };
    again();
    tx.oncomplete = () => { open.result.close(); window.posyHeld = "released"; };
    resolve("held");
  };
})"""


def test_a_stalled_store_shows_the_lobby_without_the_saves_then_with_them(
    page: Any, server: str, context: Any
) -> None:
    open_app(page, server)
    start_game(page, "floriado", ["Ann", "Bob"])
    play_one(page)
    [save_id] = saves(page)
    holder = context.new_page()
    holder.goto(server + "?game=none")
    assert holder.evaluate(HOLD, 60_000) == "held"
    page.goto(server, wait_until="commit")
    page.wait_for_selector("html[data-lobby=ready]", timeout=20_000)
    shown = page.evaluate("performance.getEntriesByName('posy-lobby')[0].startTime")
    assert 3000 <= shown < 12_000  # the patience, and no more than a loaded machine's delay
    assert page.locator(".game-card").count() == 5
    assert "Your saved games are still being read" in page.inner_text("main")
    assert page.locator(f".saved[data-save='{save_id}']").count() == 0
    # released: the saved game comes in, the sentence goes
    holder.evaluate("window.posyRelease = true")
    page.wait_for_selector(f".saved[data-save='{save_id}']", timeout=15_000)
    assert "still being read" not in page.inner_text("main")
    holder.close()
