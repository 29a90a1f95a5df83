"""Instant start: the lobby paints from the static catalog before Python has started;
a Start tapped meanwhile shows the engine's progress and opens the game once it is up."""

from __future__ import annotations

import json
import re
from typing import Any

import build
from helpers import BOOT_TIMEOUT, FRAMES, open_app, saved_entry, start_game, wait_kept
from test_browser_floriado import play_one

from posy import bridge


def test_the_static_catalog_is_the_engines() -> None:
    text = (build.DIST / "web" / "catalog.js").read_text()
    static = json.loads(text[text.index("CATALOG = ") + len("CATALOG = ") : text.index(";\n")])
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


def play_a_move(page: Any) -> None:
    start_game(page, "floriado")
    play_one(page)


def test_the_engine_starts_from_the_memory_snapshot(page: Any, server: str) -> None:
    """build.py ships a snapshot of Python with posy imported (tools/snapshot.mjs); the
    worker restores it instead of starting Python and importing posy, and only then
    fetches the real stdlib, which micropip still finds."""
    fetched: list[str] = []
    page.on("request", lambda r: fetched.append(r.url.rsplit("/", 1)[-1]))
    page.goto(server)
    page.wait_for_selector("html[data-engine=ready]", timeout=90_000)
    assert page.get_attribute("html", "data-boot") == "snapshot"
    assert not any(name.endswith(".whl") for name in fetched), "posy's wheel is in the snapshot"
    play_a_move(page)
    answer = page.evaluate(
        "import('./web/engine.js').then(async ({ Engine }) => { const e = new Engine(); await e.ready; return e.call('micropip', {}); })"
    )
    assert answer == {"ok": True, "version": build.MICROPIP_VERSION}


def test_a_damaged_snapshot_falls_back_to_the_normal_start(page: Any, server: str) -> None:
    def serve(body: bytes) -> Any:
        return lambda route: route.fulfill(status=200, body=body)

    for body in (b"\x1f\x8b" + bytes(4000), b"not a snapshot at all"):
        page.route("**/posy-snapshot.*.bin", serve(body))
        page.goto(server)
        page.wait_for_selector("html[data-engine=ready]", timeout=90_000)
        assert page.get_attribute("html", "data-boot") == "normal"
        play_a_move(page)
        page.unroute("**/posy-snapshot.*.bin")
    page.route("**/posy-snapshot.*.bin", lambda route: route.fulfill(status=404, body=b""))
    page.goto("about:blank")
    page.goto(server)
    page.wait_for_selector("html[data-engine=ready]", timeout=90_000)
    assert page.get_attribute("html", "data-boot") == "normal"


def test_a_reopened_game_is_drawn_at_once_from_its_kept_view_and_takes_input_once_the_engine_answers(
    page: Any, server: str
) -> None:
    """Issue 24: reopening a saved game draws its board from the view kept with the save
    before Python is up (held here), inert and saying it is waking up; the engine's
    answer then takes over, and the board takes taps, where the player scrolled the page
    meanwhile (taking the board over does not scroll it back to the top)."""
    page.set_viewport_size({"width": 390, "height": 520})  # a small phone: the page scrolls
    open_app(page, server)
    start_game(page, "floriado")
    play_one(page)
    play_one(page)
    saved_url = wait_kept(page, 2)
    log = page.locator(".log li").all_inner_texts()
    held: list[Any] = []
    page.route("**/web/worker.js", lambda route: held.append(route))  # Python cannot start yet
    page.goto("about:blank")
    page.goto(saved_url)
    page.wait_for_selector("html[data-waking] .floriado-board .square")
    while not held:  # the app is up, and has asked for the engine, the kept board still waking
        page.wait_for_timeout(50)
    page.evaluate(FRAMES)
    assert page.get_attribute("html", "data-engine") is None
    assert page.get_attribute("#main", "aria-busy") == "true" and "Waking up" in page.inner_text("#waking")
    assert page.locator(".log li").all_inner_texts() == log, "the position the save holds"
    assert page.get_attribute("body", "data-ply") is None, "no position in play yet"
    assert page.locator(".floriado-board .square.legal").count() == 0
    assert page.evaluate("document.querySelector('.board').inert && document.querySelector('#menu').disabled")
    page.evaluate(FRAMES)  # the kept board's first frame, which opens the page at its top
    page.evaluate("window.scrollTo(0, 150)")
    assert page.evaluate("scrollY") > 0, "the phone page is taller than the screen"
    for route in held:
        route.continue_()
    page.wait_for_selector("body[data-ply='2']", timeout=BOOT_TIMEOUT)
    page.evaluate(FRAMES)
    # not taken back to its top (the waking line above the board goes: the browser's scroll
    # anchoring moves the page up by its height, keeping the board where it was)
    assert page.evaluate("scrollY") > 100, "the page stays where the player scrolled it"
    assert page.get_attribute("#main", "aria-busy") is None and not page.locator("#waking").count()
    assert page.get_attribute("html", "data-waking") is None
    play_one(page)


ENGINE_WORDS = re.compile(r"python|pyodide|engine|wasm|worker", re.I)
# Everything a player reads or hears in the lobby: its text, and the names, alt texts,
# titles and placeholders of its elements.
READ = """[document.body.innerText, ...[...document.querySelectorAll('[aria-label], [alt], [title], [placeholder]')]
  .flatMap((n) => ['aria-label', 'alt', 'title', 'placeholder'].map((a) => n.getAttribute(a) || ''))].join('\\n')"""


def test_no_engine_words_where_a_player_reads(page: Any, server: str) -> None:
    """Issue 44: a button read "Starting Python…". The lobby, a Start waiting for the
    rules, and every stage of the boot's progress speak plainly."""
    held: list[Any] = []
    page.route("**/pyodide.asm.wasm", lambda route: held.append(route))
    page.goto(server)
    page.wait_for_selector("html[data-lobby=ready] .game-card[data-game=petal]")
    shown = [page.evaluate(READ)]
    page.click(".game-card[data-game=petal]")
    page.click("#start")
    shown.append(page.inner_text("#start"))
    stages = page.evaluate(
        """import('./web/screen/services.js').then(({ bootState }) => [
          {stage: 'download', loaded: 0, total: 12e6}, {stage: 'download', loaded: 6e6, total: 12e6},
          {stage: 'download', loaded: 12e6, total: 12e6}, {stage: 'rules'}, {stage: 'start'},
        ].map((d) => bootState(d).text))"""
    )
    assert "Getting ready…" in stages
    shown += stages
    for route in held:
        route.continue_()
    page.unroute("**/pyodide.asm.wasm")
    page.wait_for_selector("body[data-ply='0']", timeout=BOOT_TIMEOUT)
    page.click("#home")
    page.wait_for_selector("html[data-engine=ready] .game-card[data-game=petal]")
    shown.append(page.evaluate(READ))
    found = [text for text in shown if ENGINE_WORDS.search(text)]
    assert not found, f"engine words shown to a player: {found}"


GAMES = ("floriado", "petal", "petals", "petal_battle", "anthokyklos")


def test_each_game_shows_its_board_and_three_plain_choices(page: Any, server: str) -> None:
    """Issue 44: a lobby that says what to tap. Each game's card shows a picture of its
    board (drawn at build time, sized before it loads, with alt text), the computer's four
    levels in view at once beside "someone here", and three plain choices; the level chosen
    on the card is the computer's, and is remembered."""
    open_app(page, server)
    for game in GAMES:
        tile = page.locator(f"[data-tile={game}]")
        picture = tile.locator("img.board-picture")
        assert picture.get_attribute("src") == f"assets/boards/{game}.svg"
        assert picture.get_attribute("width") == "320" and picture.get_attribute("height") == "200"
        assert len(picture.get_attribute("alt") or "") > 20
        page.wait_for_function("(img) => img.complete && img.naturalWidth > 0", arg=picture.element_handle())
        chips = tile.locator(".opponent label")
        assert chips.all_inner_texts() == ["Easy", "Medium", "Hard", "Expert", "Someone here"]
        assert all(chips.nth(i).is_visible() for i in range(5)), "every level in view, no tap first"
        buttons = tile.locator("button").all_inner_texts()
        for words in ("Play on this device", "Learn to play", "Play with a friend on another device"):
            assert words in buttons, (game, buttons)
    # the picture is an SVG drawn from a real position, in the game's own pieces
    svg = page.evaluate("fetch('assets/boards/floriado.svg').then((r) => r.text())")
    assert svg.startswith("<svg") and "light-dark(" in svg, "the page's colours, light or dark"
    assert svg.count("<text") >= 30, "the field's numbered squares"
    # the level chosen on the card plays
    page.locator("[data-tile=petal] .opponent label", has_text="Hard").click()
    page.click("[data-quick=petal]")
    page.wait_for_selector("body[data-ply='0']")
    assert saved_entry(page)["record"]["computers"] == [None, "hard"]
    page.click("#home")
    checked = page.locator("[data-tile=petal] .opponent input:checked")
    assert checked.get_attribute("value") == "hard", "remembered"
    page.locator("[data-tile=floriado] .opponent label", has_text="Someone here").click()
    page.click("[data-quick=floriado]")
    page.wait_for_selector("body[data-ply='0']")
    computers = saved_entry(page)["record"].get("computers")
    assert computers in (None, [None, None]), "people taking turns here"
