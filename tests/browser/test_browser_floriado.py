"""Floriado in the browser: a whole game by clicks, keyboard play, illegal taps,
reload/resume and bad input, with no foreign request and no console error."""

from __future__ import annotations

import json
import random
import urllib.request
from typing import Any

from helpers import (
    is_over,
    open_app,
    open_saved,
    ply,
    saved_entry,
    saved_record,
    start_game,
    wait_for_ply_change,
)

import posy

LEGAL = ".floriado-board .square.legal"
WALK = random.Random(0)  # where play_one walks when no pick is one move away


def play_one(page: Any) -> None:
    """Pick when a pick is one move away, else walk to a legal square chosen at random.
    Always walking to the first legal square can go round in circles for ever, which the
    rules allow (358 of 3,000 simulated games never ended that way); these random walks
    end: in 20,000 simulated games the longest took 108 moves, far below the callers' 200."""
    before = ply(page)
    # a count does not wait: a tab that just read another tab's move may be drawing it
    page.wait_for_selector(f"{LEGAL}, .facing-bar button")
    if page.locator(".facing-bar button").count():
        page.locator(".facing-bar button").first.click()
    else:
        picks = page.locator(f"{LEGAL}.picks")
        if picks.count():
            picks.first.click()
        else:
            legal = page.locator(LEGAL)
            legal.nth(WALK.randrange(legal.count())).click()
        if page.locator(".facing-bar button").count():  # placement: square chosen, now the facing
            page.locator(".facing-bar button").first.click()
    wait_for_ply_change(page, before)


def test_full_game_by_clicks_to_the_final_screen(page: Any, server: str) -> None:
    open_app(page, server)
    start_game(page, "floriado", ["Ann", "Bob"])
    assert page.inner_text("#status") == "Ann to play"
    for _ in range(200):
        if is_over(page):
            break
        play_one(page)
    assert is_over(page)
    final = page.locator("#final")
    final.wait_for()
    text = final.inner_text()
    assert "Game over" in text and "Ann" in text and "Bob" in text
    assert page.locator(".log li").count() == ply(page)
    page.click("#final >> text=Play again")
    page.wait_for_selector("body[data-ply='0']")
    assert page.inner_text("#status") == "Ann to play"


def test_illegal_tap_explains_and_changes_nothing(page: Any, server: str) -> None:
    open_app(page, server)
    start_game(page, "floriado")
    play_one(page)  # Gray placed
    play_one(page)  # White placed
    before = ply(page)
    gray = saved_record(page)["moves"][0]
    square = "ABCDEFGH"[gray["col"]] + str(gray["row"] + 1)  # picked: empty now
    page.click(f".floriado-board .square[data-square={square}]")
    toast = page.locator("#toast")
    toast.wait_for(state="visible")
    assert toast.inner_text().endswith(".")
    assert ply(page) == before
    assert page.locator(LEGAL).count() > 0, "the board stays playable after a refused tap"


def test_keyboard_play(page: Any, server: str) -> None:
    open_app(page, server)
    start_game(page, "floriado")
    board = page.locator(".floriado-board [data-row][tabindex='0']")
    board.focus()
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowDown")
    focused = page.evaluate("document.activeElement.dataset.square")
    assert focused == "B2"
    page.keyboard.press("Enter")
    page.wait_for_selector(".facing-bar button")
    assert page.evaluate("document.activeElement.textContent").endswith("north")
    page.keyboard.press("Tab")
    page.keyboard.press("Enter")  # east
    wait_for_ply_change(page, 0)
    assert page.locator(".log li").first.inner_text().startswith("Gray starts on B2 facing east")


def test_reload_resumes_the_game(page: Any, server: str) -> None:
    open_app(page, server)
    start_game(page, "floriado")
    for _ in range(4):
        play_one(page)
    log = page.locator(".log").inner_text()
    page.reload()
    page.wait_for_selector("body[data-ply='4']", timeout=90_000)
    assert page.locator(".log").inner_text() == log


def test_unknown_game_id_gets_a_sentence(page: Any, server: str) -> None:
    open_app(page, server, "?game=chess")
    assert "There is no game called “chess”" in page.inner_text(".lobby")


def test_corrupt_old_save_is_moved_over_reported_and_kept(page: Any, server: str) -> None:
    open_app(page, server)
    broken = {
        "record": {
            "game": "floriado",
            "version": posy.game("floriado").version,
            "players": 2,
            "seed": 1,
            "moves": [{"type": "move", "row": 9, "col": 9}],
        }
    }
    page.evaluate(f"localStorage.setItem('posy:game:broken1', {json.dumps(json.dumps(broken))})")
    page.goto(server + "#play=broken1")
    page.reload()
    page.wait_for_selector(".notice.error", timeout=90_000)
    assert "could not be restored" in page.inner_text(".notice.error")
    assert "Move 1" in page.inner_text(".notice.error")
    # a save from before IndexedDB (localStorage) moved over on the first run, and is kept
    assert saved_entry(page, "broken1")["record"] == broken["record"]
    assert page.evaluate("localStorage.getItem('posy:game:broken1')") is None


def test_server_sends_wasm_type_and_immutable_runtime(server: str) -> None:
    build_js = urllib.request.urlopen(server + "web/build.js").read().decode()
    runtime = json.loads(build_js[build_js.index("{") : build_js.rindex("}") + 1])["pyodide"]
    with urllib.request.urlopen(server + runtime + "pyodide.asm.wasm") as response:
        assert response.headers["Content-Type"] == "application/wasm"
        assert "immutable" in response.headers["Cache-Control"]
    with urllib.request.urlopen(server + "index.html") as response:
        assert response.headers["Cache-Control"] == "no-cache"


def test_micropip_stays_loadable_after_start(page: Any, server: str) -> None:
    open_app(page, server)
    answer = page.evaluate(
        """async () => {
            const { Engine } = await import("./web/engine.js");
            const engine = new Engine();
            await engine.ready;
            return engine.call("micropip");
        }"""
    )
    assert answer == {"ok": True, "version": "0.11.1"}


def test_dialogs_keep_keyboard_focus_and_give_it_back(page: Any, server: str) -> None:
    open_app(page, server)
    start_game(page, "floriado")
    page.focus("#rules")
    page.keyboard.press("Enter")
    page.wait_for_selector(".rules-page h3")
    for _ in range(6):
        page.keyboard.press("Tab")
        assert page.evaluate("document.activeElement.closest('.overlay') !== null")
    page.keyboard.press("Escape")
    assert page.evaluate("document.activeElement.id") == "rules"


def _after_the_trap_is_set(computers: list[str | None]) -> dict[str, Any]:
    """The tutorial's deal, played to its hand-over, then F1 and White's first legal reply:
    Gray to move, and A1 (a pick) would leave him with no legal move (issue 44)."""
    from posy.tutorial import tutorial

    t = tutorial("floriado")
    assert t is not None
    state = t.start()
    moves = [*t.moves(), {"type": "move", "row": 0, "col": 5}]
    for m in moves:
        state = state.play(m)
    moves.append(state.moves()[0])
    record = {"game": "floriado", "version": posy.game("floriado").version, "players": 2, "seed": t.seed}
    return {**record, "options": {}, "moves": moves, "names": ["Gray", "White"], "computers": computers}


def test_against_easy_a_dead_end_is_marked_and_playing_on_alone_is_said(page: Any, server: str) -> None:
    page.emulate_media(reduced_motion="reduce")
    open_saved(page, server, _after_the_trap_is_set([None, "easy"]))
    page.wait_for_selector("body[data-turn=person]")
    dead = page.locator(".floriado-board .square.dead-end")
    assert dead.count() == 1
    a1 = page.locator(".floriado-board .square[data-square=A1]")
    assert "dead-end" in (a1.get_attribute("class") or "") and a1.locator(".dead-sign").count() == 1
    assert (a1.get_attribute("aria-label") or "").endswith(
        "you can move here and pick, dead end: you could not move after this"
    )
    assert "⊘ marks a dead end" in page.inner_text(".board-help")
    a1.click()
    # Gray has no legal move now: the computer plays on alone, and the line above the board
    # and Gray's panel say so (both seen in one frame: the game may end soon after)
    page.wait_for_function(
        """() => document.querySelector('.board-help').textContent
              .startsWith('Gray has no legal move, so White plays on alone until White cannot pick any more either')
            && document.querySelector('.panels').textContent.includes('Finished: no legal move left.')""",
        timeout=15_000,
    )


def test_against_hard_dead_ends_are_not_marked(page: Any, server: str) -> None:
    open_saved(page, server, _after_the_trap_is_set([None, "hard"]))
    page.wait_for_selector("body[data-turn=person]")
    assert page.locator(".floriado-board .square.legal").count() > 0
    assert page.locator(".floriado-board .dead-end, .floriado-board .dead-sign").count() == 0
    assert "dead end" not in page.inner_text(".board-help")


def test_while_a_hint_is_shown_the_dead_ends_are_marked_whatever_the_level(page: Any, server: str) -> None:
    open_saved(page, server, _after_the_trap_is_set([None, "hard"]))
    page.wait_for_selector("body[data-turn=person]")
    assert page.locator(".floriado-board .dead-end").count() == 0
    page.click("#hint")
    page.wait_for_selector("#hint-notice", timeout=30_000)
    page.wait_for_selector(".floriado-board .square[data-square=A1].dead-end .dead-sign")
    page.click("#hint-notice >> text=Close")
    page.wait_for_function("!document.querySelector('.floriado-board .dead-end')")
