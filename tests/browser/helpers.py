"""Small steps the browser tests share: open the app, start a game, wait for a move."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator, Mapping
from typing import Any
from urllib.parse import urlparse

from conftest import Watch

BOOT_TIMEOUT = 90_000
# two frames: the page has drawn, and what it laid out (ResizeObservers) has run
FRAMES = "new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))"


def open_app(page: Any, server: str, query: str = "") -> None:
    page.goto(server + query)
    page.wait_for_selector("html[data-engine=ready]", timeout=BOOT_TIMEOUT)


def open_lobby(page: Any, server: str, query: str = "") -> None:
    """The lobby drawn, the engine not waited for: enough to write the store (put_save) or
    make a link before the page opens something else, which starts an engine of its own."""
    page.goto(server + query)
    page.wait_for_selector("html[data-lobby=ready]", timeout=BOOT_TIMEOUT)


def shared_page(
    browser: Any, server: str, viewport: dict[str, int], **media: Any
) -> Iterator[tuple[Any, Watch]]:
    """One page on the lobby for a module's tests (the engine boots once: most of a test's
    time otherwise), watched as the ``page`` fixture's is; each test calls ``watch.check()``.
    For a module-scoped fixture to yield from."""
    context = browser.new_context(viewport=viewport, service_workers="block", bypass_csp=True)
    page = context.new_page()
    parsed = urlparse(server)
    watch = Watch(f"{parsed.scheme}://{parsed.netloc}")
    watch.attach(context, page)
    if media:
        page.emulate_media(**media)
    open_app(page, server)
    yield page, watch
    context.close()


def to_lobby(page: Any) -> None:
    """Back to the lobby of a shared page (the last game's screen gives way to it)."""
    page.evaluate("location.hash = '#'")
    page.wait_for_selector(".game-card")


def start_game(page: Any, game_id: str, names: list[str] | None = None, players: int | None = None) -> None:
    page.click(f".game-card[data-game={game_id}]")
    if players is not None:
        page.select_option("#players", str(players))
    for i, name in enumerate(names or []):
        page.fill(f"#name-{i}", name)
    page.click("#start")
    page.wait_for_selector("body[data-ply='0']")


def ply(page: Any) -> int:
    return int(page.get_attribute("body", "data-ply") or -1)


def wait_for_ply_change(page: Any, before: int, timeout: float = 15_000) -> None:
    page.wait_for_function(f"document.body.dataset.ply !== '{before}'", timeout=timeout)


def is_over(page: Any) -> bool:
    return bool(page.get_attribute("body", "data-over") == "true")


def console_errors(page: Any) -> list[str]:
    """The page's console errors and uncaught exceptions, collected as they come."""
    errors: list[str] = []

    def on_console(message: Any) -> None:
        if message.type == "error":
            errors.append(message.text)

    page.on("console", on_console)
    page.on("pageerror", lambda e: errors.append(str(e)))
    return errors


def dismiss_handoff(page: Any) -> bool:
    """Tap through a hand-off screen if one is showing."""
    button = page.locator(".handoff button")
    if button.count():
        button.first.click()
        return True
    return False


def link_fragment(page: Any, record: dict[str, Any]) -> str:
    """The "#game=..." fragment of the share link the page makes for ``record``."""
    link: str = page.evaluate(f"import('./web/share.js').then((share) => share.toLink({json.dumps(record)}))")
    return "#" + link.split("#", 1)[1]


def saves(page: Any) -> dict[str, Any]:
    """Every saved game in the page's store (IndexedDB), by save id."""
    found: dict[str, Any] = page.evaluate(
        "import('./web/store.js').then(async (store) => Object.fromEntries((await store.list()).map((e) => [e.id, e])))"
    )
    return found


def saved_entry(page: Any, save_id: str | None = None) -> Any:
    """The stored entry ({record, finished, rev, ...}) of a save, by default the game on screen's."""
    if save_id is None:
        save_id = page.evaluate("location.hash.slice(6)")
    return page.evaluate(f"import('./web/store.js').then((store) => store.get({json.dumps(save_id)}))")


KEPT = """([id, ply]) => import('./web/store.js').then(async (s) => {
  const save = await s.get(id);
  return save?.record?.moves?.length === ply && save?.shown?.ply === ply;
})"""


def wait_kept(page: Any, ply: int) -> str:
    """Wait until the open game's save holds `ply` moves and the view drawn of that
    position (web/store.js keep), and return the game's address. The next move's save
    wipes a kept view, and its own is written in an idle moment after it: a CI run that
    reloaded in between found none to draw."""
    url: str = page.url
    save_id = url.split("#play=", 1)[1]
    # polled from here: KEPT answers a promise, which wait_for_function takes as a true
    # value at once (it returned before the view was kept, and a reopening found none)
    deadline = time.monotonic() + 30
    while not page.evaluate(KEPT, [save_id, ply]):
        assert time.monotonic() < deadline, f"no view kept with the save of {ply} moves after 30 s"
        page.wait_for_timeout(100)
    return url


def saved_record(page: Any) -> dict[str, Any]:
    """The game record the page saved for the game on screen (its #play=<id>)."""
    record: dict[str, Any] = saved_entry(page)["record"]
    return record


def put_save(page: Any, save_id: str, record: Mapping[str, Any], finished: bool = False) -> None:
    """Store ``record`` as saved game ``save_id``, as the page itself would."""
    entry = {"record": record, "finished": finished}
    result = page.evaluate(
        f"import('./web/store.js').then((store) => store.put({json.dumps(save_id)}, {json.dumps(entry)}))"
    )
    assert result["ok"], result


def open_saved(page: Any, server: str, record: Mapping[str, Any], save_id: str = "test") -> None:
    """Store ``record`` as a saved game and open it the way a reload would. The save is
    written once the lobby is drawn (the store needs no engine): one engine start, the
    reopened game's, not two."""
    open_lobby(page, server)
    put_save(page, save_id, record)
    page.goto("about:blank")
    page.goto(f"{server}#play={save_id}")
    page.wait_for_selector("html[data-engine=ready]", timeout=BOOT_TIMEOUT)
    # the game is on screen (or behind its hand-off), or the lobby says why not
    page.wait_for_selector("body[data-ply], .handoff button, .notice.error", timeout=BOOT_TIMEOUT)


# Rendered text smaller than 12 px, as "size px: text" (SVG text scaled by its drawing;
# what screen readers alone read, one pixel wide, is left out). Measured after a frame:
# a drawing's text size follows its box through a ResizeObserver (ui.js watchScale),
# which runs before the next paint, so between a layout change and that paint the
# size is stale for a moment no one sees.
TINY_TEXT = """async () => {
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const out = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const seen = new Set();
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const el = n.parentElement;
    if (!n.data.trim() || !el || seen.has(el)) continue;
    seen.add(el);
    const r = el.getBoundingClientRect();
    if (r.width < 2 || r.height < 2 || getComputedStyle(el).visibility === 'hidden') continue;
    let size = parseFloat(getComputedStyle(el).fontSize);
    if (el instanceof SVGElement) {
      const m = el.getScreenCTM();
      if (m) size *= Math.hypot(m.a, m.b);
    }
    const where = (el.closest('svg') || el).parentElement?.closest('[class]')?.className || '';
    if (size < 11.95) out.push(`${size.toFixed(1)} px: ${n.data.trim().slice(0, 30)} (in ${where})`);
  }
  return out;
}"""


def tiny_text(page: Any) -> list[str]:
    """Visible text rendered below 12 px (the issue's floor for legibility), once what
    was just played has stopped growing into place."""
    settle(page)
    return list(page.evaluate(TINY_TEXT))


def settle(page: Any) -> None:
    """Wait until what was just played has stopped moving (endless animations aside)."""
    settled = "document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity)"
    page.wait_for_function(settled, timeout=5_000)
