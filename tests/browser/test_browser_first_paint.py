"""Issue 44, on a phone's network: nothing of the engine's runtime (~6 MB) is asked for
before the first screen is painted. Its worker starts once the lobby has painted (and
the page is idle), or once a reopened game's kept board has; the service worker, whose
install fetches the whole build, is registered only once the engine is up."""

from __future__ import annotations

import re
import time
from collections.abc import Iterator
from typing import Any

import pytest
from helpers import BOOT_TIMEOUT, open_app, start_game, wait_kept
from test_browser_floriado import play_one

# The page's clock when each worker was made and the service worker was registered.
SPY = """(() => {
  window.posyWorkers = [];
  const Real = window.Worker;
  window.Worker = class extends Real {
    constructor(...args) { window.posyWorkers.push(performance.now()); super(...args); }
  };
  const container = navigator.serviceWorker;
  if (container) {
    const register = container.register.bind(container);
    container.register = (...args) => { window.posyRegistered = performance.now(); return register(...args); };
  }
})()"""
TIMES = """() => {
  const at = (name) => performance.getEntriesByName(name)[0]?.startTime ?? null;
  return {workers: window.posyWorkers, registered: window.posyRegistered ?? null, lobby: at('posy-lobby'),
          kept: at('posy-kept'), paint: at('first-contentful-paint'), engine: at('posy-interactive')};
}"""


@pytest.fixture
def sw_context(browser: Any) -> Iterator[Any]:
    ctx = browser.new_context(
        viewport={"width": 390, "height": 844}, bypass_csp=True
    )  # service workers allowed
    ctx.add_init_script(SPY)
    yield ctx
    ctx.close()


def test_the_lobby_paints_before_the_engine_and_the_service_worker_start(
    sw_context: Any, server: str
) -> None:
    page = sw_context.new_page()
    open_app(page, server)
    page.wait_for_function("window.posyRegistered !== undefined", timeout=BOOT_TIMEOUT)
    t = page.evaluate(TIMES)
    assert t["lobby"] is not None and t["paint"] is not None
    assert len(t["workers"]) == 1, "one engine worker on the lobby"
    assert t["workers"][0] > max(t["lobby"], t["paint"]), t
    assert t["registered"] >= t["engine"], t


def hold_back(route: Any) -> None:
    """A request answered 3 s late (the browser goes on meanwhile: only this request waits)."""
    time.sleep(3)
    route.continue_()


def test_a_reopened_game_draws_its_kept_board_before_the_engine_starts(page: Any, server: str) -> None:
    page.add_init_script(SPY)
    open_app(page, server)
    start_game(page, "floriado")
    play_one(page)
    url = wait_kept(page, 1)
    assert "#play=" in url
    page.goto("about:blank")  # a new document: a fragment alone would not reopen it
    # the app held back a while: web/start.js lets it take over after 1 s (for a save
    # that is slow to read), and on a loaded machine (load 18) it then drew the game
    # before the kept board was in; this is about the order when the kept board is
    # drawn, so the app comes late here
    page.route(re.compile(r"/web/app\.js(\?|$)"), hold_back)
    page.goto(url)
    page.wait_for_selector("html[data-engine=ready]", timeout=BOOT_TIMEOUT)
    page.unroute(re.compile(r"/web/app\.js(\?|$)"))
    t = page.evaluate(TIMES)
    assert t["kept"] is not None, "the kept board was drawn"
    assert len(t["workers"]) == 1 and t["workers"][0] > t["kept"], t
