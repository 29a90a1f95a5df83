"""No leaks over a long session: 20 more games, back on the lobby and with garbage
collected, leave the page holding about as many DOM nodes, event listeners and as much
heap as before them. Every view, renderer, timer and listener goes when its game goes.

The baseline is taken after 40 games, not after the first of each game: the JS heap
fills over those first games and then stays. Measured in Chromium 150 (Debian's,
2026-11-28): 4.2 MB after one game of each, then 7.8, 12.8, 15.0, 15.8, 15.8 and 15.8 MB
after 10, 20, 30, 40, 50 and 60 more, while nodes and listeners stopped growing after 20
(the same with the code of the stop before, whose baseline after the first games passed
in CI on that day's Chromium). A leak (a game's screen or
listener kept) grows with every game; a heap that fills up and stays does not, so only
the games after the warm-up count."""

from __future__ import annotations

import json
from typing import Any

from helpers import link_fragment, open_app
from test_browser_layout import finished_record

GAMES = ("floriado", "petal", "petals", "petal_battle", "anthokyklos")
WARM_UP = 40  # games before the baseline (see the docstring)
ROUNDS = 20
NODES_SLACK = 300
LISTENERS_SLACK = 40
HEAP_SLACK = 4 * 1024 * 1024


def metrics(page: Any, cdp: Any) -> dict[str, float]:
    for _ in range(3):  # a few passes: finalizers release more on the next one
        cdp.send("HeapProfiler.collectGarbage")
    page.wait_for_timeout(100)
    values = {m["name"]: m["value"] for m in cdp.send("Performance.getMetrics")["metrics"]}
    return {
        "nodes": values["Nodes"],
        "listeners": values["JSEventListeners"],
        "heap": values["JSHeapUsedSize"],
    }


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
    for index in range(WARM_UP):
        play_one_game(page, links[index % len(links)], index)
    baseline = metrics(page, cdp)
    for index in range(WARM_UP, WARM_UP + ROUNDS):
        play_one_game(page, links[index % len(links)], index)
    after = metrics(page, cdp)
    print("leaks: baseline", baseline, "after", after)
    assert after["nodes"] <= baseline["nodes"] + NODES_SLACK, (baseline, after)
    assert after["listeners"] <= baseline["listeners"] + LISTENERS_SLACK, (baseline, after)
    assert after["heap"] <= baseline["heap"] + HEAP_SLACK, (baseline, after)
