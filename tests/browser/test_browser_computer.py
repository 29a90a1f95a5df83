"""Playing against the computer in the browser: a whole game of each of the five by
clicks against the computer (no hand-off, the computer's secrets never drawn), the
page answering while the computer thinks, undo taking back to the person's last
decision, a reload during the computer's turn, watch mode, the embed attribute,
and a stack set face down never in a share link."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from typing import Any

import pytest
import test_browser_anthokyklos as antho
import test_browser_floriado as floriado
import test_browser_petal as petal
import test_browser_petal_battle as battle
from helpers import (
    BOOT_TIMEOUT,
    is_over,
    open_app,
    ply,
    saved_record,
    shared_page,
    to_lobby,
    wait_for_ply_change,
)
from test_browser_petals import STEP as PETALS_STEP
from test_browser_petals import TARGET as PETALS_TARGET
from test_browser_petals import Replayed, check_privacy

from conftest import SIZES, Watch

GAMES = ("floriado", "petal", "petals", "petal_battle", "anthokyklos")


def start_against(
    page: Any, game_id: str, level: str = "easy", seat: int = 1, rounds: int | None = None
) -> None:
    """The lobby's setup: a person in every seat but ``seat``, which the computer plays."""
    page.click(f".game-card[data-game={game_id}]")
    page.select_option(f"#seat-{seat}", level)
    if rounds is not None:
        page.select_option("#opt-rounds", json.dumps(rounds))
    page.click("#start")
    page.wait_for_selector("body[data-ply]")  # (a computer that decides first may have moved already)


def wait_for_person(page: Any, timeout: float = 60_000) -> None:
    page.wait_for_function("['person', 'over'].includes(document.body.dataset.turn)", timeout=timeout)


def person_move(page: Any, game_id: str, turn: int, replayed: Replayed) -> None:
    """One decision of the person, by clicks, with each game's own test helper
    (``replayed``: the Petals game's true position, played on as the game goes)."""
    if game_id == "floriado":
        floriado.play_one(page)
    elif game_id == "petal":
        petal.play_one(page, turn)
    elif game_id == "petal_battle":
        battle.play_one(page)
    elif game_id == "anthokyklos":
        antho.place_one(page)
    else:
        step = page.evaluate(PETALS_STEP)  # the page's view and saved record in one call
        check_privacy(page, replayed(step["record"]), step)  # only the person's own hand, ever
        page.click(f"{PETALS_TARGET}.legal" if step["legal"] else PETALS_TARGET)
        wait_for_ply_change(page, step["ply"])


@pytest.fixture(scope="module")
def one_page(browser: Any, server: str) -> Iterator[tuple[Any, Watch]]:
    yield from shared_page(
        browser, server, SIZES["desktop"], reduced_motion="reduce"
    )  # computer moves at once


@pytest.mark.parametrize("game_id", GAMES)
def test_a_whole_game_against_the_computer_by_clicks(one_page: tuple[Any, Watch], game_id: str) -> None:
    page, watch = one_page  # one page for the five games (the engine boots once)
    to_lobby(page)
    start_against(page, game_id, rounds=1 if game_id == "petals" else None)
    mine = 0
    replayed = Replayed()
    for turn in range(400):
        wait_for_person(page)
        assert not page.locator(".handoff").count(), "no hand-off against the computer"
        if is_over(page):
            break
        person_move(page, game_id, turn, replayed)
        mine += 1
    assert is_over(page)
    assert ply(page) > mine, "the computer moved too"
    record = saved_record(page)
    assert record["computers"] == [None, "easy"]
    final = page.locator("#final")
    final.wait_for()
    assert "Game over" in final.inner_text()
    assert page.locator(".log li").count() == ply(page)
    watch.check()


def test_the_page_answers_while_the_computer_thinks_and_undo_stops_it(page: Any, server: str) -> None:
    open_app(page, server)
    # Expert thinks for 2.9 s: on a loaded machine Playwright's round trips after the
    # move could outlast Hard's 0.95 s think (the CI run of 2026-11-28 found it over)
    start_against(page, "floriado", level="expert")
    floriado.play_one(page)  # Gray (the person) places; White, the computer, thinks
    # both read in one tick of the page
    page.wait_for_function(
        "document.body.dataset.thinking === 'true' && document.querySelector('#status').innerText.includes('thinking')"
    )
    # measured in the page, from the tap's input event to the menu in the DOM: a search on
    # the page's own thread would hold the tap for its whole think (Expert: about 3 s);
    # Playwright's round trips, slow on a loaded machine, are left out
    page.evaluate("""() => {
      window.menuTap = null;
      document.querySelector('#menu').addEventListener('pointerdown', (e) => (window.menuTap = e.timeStamp), { once: true, capture: true });
      new MutationObserver((_, observer) => {
        if (document.querySelector('#game-menu')) { window.menuOpen = performance.now(); observer.disconnect(); }
      }).observe(document.body, { childList: true, subtree: true });
    }""")
    page.click("#menu")
    page.wait_for_selector("#game-menu")
    waited = page.evaluate("window.menuOpen - window.menuTap")
    assert waited < 500, f"the menu must open while the computer thinks: {waited:.0f} ms"
    page.keyboard.press("Escape")
    page.click("#rules")
    page.wait_for_selector(".rules-page h3")
    page.keyboard.press("Escape")
    page.wait_for_selector(".overlay", state="detached")
    page.click("#undo")
    page.wait_for_selector("body[data-ply='0']")
    assert page.get_attribute("body", "data-thinking") is None
    assert page.get_attribute("body", "data-turn") == "person"
    time.sleep(3.5)  # the cancelled search never plays its move
    assert ply(page) == 0


def test_undo_takes_back_to_the_persons_last_decision(page: Any, server: str) -> None:
    page.emulate_media(reduced_motion="reduce")
    open_app(page, server)
    start_against(page, "petal_battle")
    for _ in range(40):
        wait_for_person(page)
        battle.play_one(page)
        wait_for_person(page)
        if ply(page) > 12 and page.locator("#undo:not([disabled])").count():
            break  # (undo is off right after a stack reveal or a computer's secret choice)
    record = saved_record(page)
    before = len(record["moves"])
    page.click("#undo")
    page.wait_for_function(f"Number(document.body.dataset.ply) < {before}")
    wait_for_person(page)
    after = saved_record(page)["moves"]
    assert len(after) < before
    assert page.get_attribute("body", "data-turn") == "person"


def test_a_reload_during_the_computers_turn_resumes_and_the_computer_moves(page: Any, server: str) -> None:
    open_app(page, server)
    start_against(page, "anthokyklos", level="hard")
    # On a loaded machine the computer's second may be over before the test looks: then
    # the person moves again and the test catches the next think.
    for _ in range(3):
        antho.place_one(page)
        at = ply(page)
        page.wait_for_function(
            f"document.body.dataset.thinking === 'true' || (Number(document.body.dataset.ply) > {at} && document.body.dataset.turn === 'person')",
            timeout=30_000,
        )
        if page.get_attribute("body", "data-thinking") == "true":
            break
    else:
        raise AssertionError("the computer's think was never seen")
    page.reload()
    page.wait_for_selector("html[data-engine=ready]", timeout=BOOT_TIMEOUT)
    # the computer moved by itself (or, on a loaded machine, its move was saved just before
    # the reload): the game goes on from the person's turn after it
    page.wait_for_function(
        f"Number(document.body.dataset.ply) === {at + 1} && document.body.dataset.turn === 'person'",
        timeout=30_000,
    )
    assert page.get_attribute("body", "data-turn") == "person"


def test_computers_playing_each_other_can_be_watched_and_paused(page: Any, server: str) -> None:
    page.emulate_media(reduced_motion="reduce")
    open_app(page, server)
    page.click(".game-card[data-game=petal]")
    page.select_option("#seat-0", "easy")
    page.select_option("#seat-1", "easy")
    page.click("#start")
    page.wait_for_function("Number(document.body.dataset.ply) >= 3", timeout=30_000)
    assert page.locator("#undo").count() == 0
    page.click("#pause")
    time.sleep(0.5)
    paused_at = ply(page)
    time.sleep(1.5)
    assert ply(page) == paused_at and "Paused" in page.inner_text("#status")
    page.click("#pause")
    page.wait_for_function(f"Number(document.body.dataset.ply) > {paused_at}", timeout=30_000)
    page.wait_for_selector("body[data-over=true]", timeout=120_000)


def test_quick_start_plays_the_computer_with_defaults(page: Any, server: str) -> None:
    open_app(page, server)
    page.click("[data-quick=petals]")
    page.wait_for_selector("body[data-ply='0']")
    record = saved_record(page)
    assert record["computers"] == [None, "medium"]
    # the seat's own name: a role is not part of a name ("White (computer) (winner)", issue 24)
    assert "(computer)" not in record["names"][1]


def test_embedded_game_against_the_computer(page: Any, server: str) -> None:
    page.emulate_media(reduced_motion="reduce")
    page.goto(server + "embed.html?game=floriado&computer=1:easy")
    page.wait_for_selector("body[data-ply='0']", timeout=BOOT_TIMEOUT)
    floriado.play_one(page)
    page.wait_for_selector("body[data-ply='2']", timeout=30_000)
    page.goto(server + "embed.html?game=floriado&computer=5:hard")
    page.wait_for_selector(".embed-error", timeout=BOOT_TIMEOUT)
    assert "seats 0 to 1" in page.inner_text(".embed-error")
    page.goto(server + "embed.html?game=floriado&computer=1:genius")
    page.wait_for_selector(".embed-error", timeout=BOOT_TIMEOUT)
    assert "no computer level" in page.inner_text(".embed-error")


def test_a_stack_set_face_down_never_reaches_a_share_link(page: Any, server: str) -> None:
    open_app(page, server)
    page.click(".game-card[data-game=petal_battle]")
    page.click("#start")
    page.wait_for_selector("body[data-ply='0']")
    battle.play_one(page)  # the first stack, face down
    page.wait_for_selector(".handoff")
    page.locator(".handoff button").first.click()
    page.click("#menu")
    note = page.locator("#secrets-note")
    assert "hidden" in note.inner_text() and "left out" in note.inner_text()
    page.locator("#game-menu button", has_text="Copy a share link").click()
    link = page.locator("#share-link").input_value()
    record = page.evaluate(
        "async (link) => (await import('./web/share.js')).fromLink(new URL(link).hash)", link
    )
    assert record["moves"] == []
    assert saved_record(page)["moves"] != []  # the save keeps it: a reload loses nothing
