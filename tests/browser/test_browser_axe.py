"""Accessibility, audited: axe-core (a test-only npm package, never shipped in dist/)
over the lobby, a setup sheet, every game screen and hand-off, the rules, the game
menu and every final screen: no moderate, serious or critical violation, in the light
theme and in the dark one. And each game screen's Tab order: every stop named and in
view, the board's one roving stop among them."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import build
import pytest
from helpers import link_fragment, open_lobby, put_save, shared_page, to_lobby
from test_browser_layout import finished_record

from conftest import SIZES, Watch

GAMES = ("floriado", "petal", "petals", "petal_battle", "anthokyklos")
AXE = build.ROOT / "node_modules" / "axe-core" / "axe.min.js"


SETTLED = """Promise.all(document.getAnimations()
  .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
  .map((a) => a.finished.catch(() => null)))"""


def audit(page: Any, screen: str) -> list[str]:
    """The moderate, serious and critical violations on screen, one line each, in the
    light theme and again in the dark one (the page follows prefers-color-scheme)."""
    found = audit_scheme(page, screen, "light")
    found += audit_scheme(page, f"{screen} (dark)", "dark", only=COLOURS)
    page.emulate_media(color_scheme="light")
    return found


# what a theme changes: the other rules see the same page in both
COLOURS = ["color-contrast", "link-in-text-block"]


def audit_scheme(page: Any, screen: str, scheme: str, only: list[str] | None = None) -> list[str]:
    page.emulate_media(color_scheme=scheme)
    # the theme in force is the one asked for (a colour that did not follow would pass unseen)
    background = page.evaluate("getComputedStyle(document.body).backgroundColor")
    assert (background == "rgb(20, 26, 21)") == (scheme == "dark"), f"{screen}: the page is {background}"
    if not page.evaluate("Boolean(window.axe)"):
        page.add_script_tag(content=AXE.read_text())
    # the screen as it stays: a banner fading in (opacity 0.3 -> 1) is not its contrast
    page.evaluate(SETTLED)
    # label-content-name-mismatch is off by default (experimental): voice control needs it
    # (an accessible name that starts with the visible words), so it runs on every screen
    options: dict[str, Any] = {
        "resultTypes": ["violations"],
        "rules": {"label-content-name-mismatch": {"enabled": True}},
    }
    if only:
        options = {"resultTypes": ["violations"], "runOnly": {"type": "rule", "values": only}}
    result = page.evaluate("(options) => axe.run(document, options)", options)
    out = []
    # a value drawn where words should be (a null part written as the text "null")
    stray = page.evaluate(
        r"(document.body.innerText.match(/\b(null|undefined|NaN)\b|\[object Object\]/) || [null])[0]"
    )
    if stray:
        out.append(f"{screen}: the text {stray!r} is on screen")
    for violation in result["violations"]:
        if violation["impact"] in ("moderate", "serious", "critical"):
            targets = [" ".join(node["target"]) for node in violation["nodes"][:3]]
            out.append(f"{screen}: {violation['id']} ({len(violation['nodes'])}x, e.g. {targets})")
    return out


def test_the_lobby_setup_and_dialogs(page: Any, server: str) -> None:
    open_lobby(page, server)
    put_save(page, "done", finished_record("petal", 7), finished=True)  # Recent games and the record
    result = {
        "game": "petal",
        "at": 0,
        "names": ["Ann", "Gray"],
        "levels": [None, "easy"],
        "here": [0],
        "winners": [1],
        "scores": [1, 2],
    }
    page.evaluate(
        "(r) => localStorage.setItem('posy:results', JSON.stringify({done: {...r, reason: null, remote: false}}))",
        result,
    )
    page.reload()
    page.wait_for_selector(".record")
    found = audit(page, "lobby")
    page.click("#settings-open")
    found += audit(page, "settings")
    page.keyboard.press("Escape")
    page.click(".game-card[data-game=petals]")
    found += audit(page, "setup")
    page.click("#start")
    page.wait_for_selector("body[data-ply='0']")
    found += audit(page, "petals hand-off")
    page.click(".handoff button")
    page.click("#rules")
    page.wait_for_selector(".rules-page h3")
    found += audit(page, "rules")
    page.keyboard.press("Escape")
    page.click("#menu")
    page.wait_for_selector("#game-menu")
    found += audit(page, "game menu")
    assert not found, "\n".join(found)


# One Tab's stop: a name (its label, or an HTML control's text) and its centre on screen,
# inside its drawing when it is part of one (a board's zoom can leave spaces out of view).
STOP = """() => {
  const a = document.activeElement, r = a.getBoundingClientRect();
  const x = r.left + r.width / 2, y = r.top + r.height / 2;
  const svg = a instanceof SVGElement ? a.ownerSVGElement?.getBoundingClientRect() : null;
  const inView = x >= 0 && y >= 0 && x <= innerWidth && y <= innerHeight
    && (!svg || (x >= svg.left && x <= svg.right && y >= svg.top && y <= svg.bottom));
  const name = (a.getAttribute('aria-label') || (a instanceof SVGElement ? '' : a.textContent.trim())).slice(0, 40);
  return { name: name || `${a.tagName} ${a.getAttribute('class')}`, ok: Boolean(name) && inView };
}"""


def tab_stops(page: Any) -> list[dict[str, Any]]:
    """Every stop of the Tab order, once round from the top of the page: the board's
    roving stop among them, and no layer of a board (Chromium made an SVG group with a
    focus listener a nameless stop of its own in each game)."""
    page.evaluate("document.activeElement?.blur()")
    stops: list[dict[str, Any]] = []
    for _ in range(80):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement === document.body"):
            continue
        stop = page.evaluate(STOP)
        if stops and stop == stops[0]:
            break
        stops.append(stop)
    assert len(stops) > 3, stops
    return stops


@pytest.fixture(scope="module")
def one_page(browser: Any, server: str) -> Iterator[tuple[Any, Watch]]:
    yield from shared_page(browser, server, SIZES["desktop"])


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_screen_and_final_screen(one_page: tuple[Any, Watch], game_id: str) -> None:
    page, watch = one_page  # one page for the five games (the engine boots once)
    to_lobby(page)
    page.click(f".game-card[data-game={game_id}]")
    page.click("#start")
    page.wait_for_selector("body[data-ply='0']")
    if page.locator(".handoff button").count():
        page.click(".handoff button")
    found = audit(page, f"{game_id} game")
    assert page.locator("h1").count() == 1  # the game's title, for screen readers
    stops = tab_stops(page)
    assert not [s for s in stops if not s["ok"]], f"{game_id}: tab stops {stops}"
    record = finished_record(game_id, 7)
    fragment = link_fragment(page, record)
    to_lobby(page)
    page.evaluate("(hash) => { location.hash = hash; }", fragment)  # the link opened
    page.wait_for_selector("#final")
    found += audit(page, f"{game_id} final screen")
    page.click("#final >> text=See the board")
    found += audit(page, f"{game_id} finished board")
    assert not found, "\n".join(found)
    watch.check()
