"""No leaks over a long session: after 20 games and back on the lobby, with garbage
collected, the page holds about as many DOM nodes, event listeners and as much heap as
after the first game. Every view, renderer, timer and listener goes when its game goes."""

from __future__ import annotations

import json
from typing import Any

from helpers import link_fragment, open_app
from test_browser_layout import finished_record

GAMES = ("floriado", "petal", "petals", "petal_battle", "anthokyklos")
ROUNDS = 20
NODES_SLACK = 300
LISTENERS_SLACK = 40
HEAP_SLACK = 4 * 1024 * 1024


def metrics(page: Any, cdp: Any) -> dict[str, float]:
    for _ in range(3):  # a few passes: finalizers release more on the next one
        cdp.send("HeapProfiler.collectGarbage")
    page.wait_for_timeout(100)
    values = {m["name"]: m["value"] for m in cdp.send("Performance.getMetrics")["metrics"]}
    return {"nodes": values["Nodes"], "listeners": values["JSEventListeners"], "heap": values["JSHeapUsedSize"]}


def click(page: Any, selector: str) -> None:
    """A click from inside the page: Playwright's own clicks keep a DevTools handle on
    the element (and so on its whole game screen), which would read as a leak."""
    page.evaluate(f"document.querySelector({json.dumps(selector)}).click()")


def play_one_game(page: Any, link: str, round_: int) -> None:
    """Open a finished game by its link (a hash change, no reload), step through its
    replay, and leave it for the lobby from the final screen's Replay, the replay's
    steps, and the lobby button."""
    page.evaluate(f"location.hash = {json.dumps(link)}")
    page.wait_for_function("Boolean(document.getElementById('final'))")
    click(page, "#final .buttons button:nth-child(2)")  # Replay
    page.wait_for_function("document.body.dataset.ply === '0'")
    for step in range(1 + round_ % 3):
        click(page, "[aria-label='Next move']")
        page.wait_for_function(f"document.body.dataset.ply === '{step + 1}'")
    click(page, "#home")
    page.wait_for_function("Boolean(document.querySelector('.lobby'))")


def test_twenty_games_leave_nothing_behind(page: Any, server: str) -> None:
    open_app(page, server)
    links = []
    for game_id in GAMES:
        record = finished_record(game_id, 3)
        links.append(link_fragment(page, record))
    cdp = page.context.new_cdp_session(page)
    cdp.send("Performance.enable")
    for index, link in enumerate(links):  # every game's modules and styles are loaded once
        play_one_game(page, link, index)
    baseline = metrics(page, cdp)
    for index in range(ROUNDS):
        play_one_game(page, links[index % len(links)], index)
    after = metrics(page, cdp)
    print("leaks: baseline", baseline, "after", after)
    assert after["nodes"] <= baseline["nodes"] + NODES_SLACK, (baseline, after)
    assert after["listeners"] <= baseline["listeners"] + LISTENERS_SLACK, (baseline, after)
    assert after["heap"] <= baseline["heap"] + HEAP_SLACK, (baseline, after)
