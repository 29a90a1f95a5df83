"""Instant start: the lobby paints from the static catalog before Python has started;
a Start tapped meanwhile shows the engine's progress and opens the game once it is up."""

from __future__ import annotations

import json
from typing import Any

import build

from posy import bridge


def test_the_static_catalog_is_the_engines() -> None:
    text = (build.DIST / "web" / "catalog.js").read_text()
    static = json.loads(text[text.index("{") : text.rindex("}") + 1])
    assert static == json.loads(bridge.call("catalog"))


def test_the_lobby_is_there_before_the_engine_and_start_waits_for_it(page: Any, server: str) -> None:
    held: list[Any] = []
    page.route("**/pyodide.asm.wasm", lambda route: held.append(route))  # Python cannot start yet
    page.goto(server)
    page.wait_for_selector("html[data-lobby=ready] .game-card[data-game=petal]")
    assert page.get_attribute("html", "data-engine") is None
    page.click(".game-card[data-game=petal]")
    page.click("#start")
    start = page.locator("#start")
    assert start.get_attribute("aria-busy") == "true" and start.is_disabled()
    assert "Start" not in start.inner_text()  # it says what is loading
    page.wait_for_function("Boolean(document.querySelector('#start'))")
    for route in held:
        route.continue_()
    page.unroute("**/pyodide.asm.wasm")
    page.wait_for_selector("body[data-ply='0']", timeout=90_000)
    assert page.get_attribute("html", "data-engine") == "ready"
