"""Layout at the four sizes: what a player needs is in view without hunting for it.

Dialogs open at their top with their buttons in view and close with ✕, Escape or
a tap beside them; the lobby's setup shows its Start button at once; the top bar
stays while the page scrolls; the phone's status line is never cut."""

from __future__ import annotations

from typing import Any

import pytest
from helpers import BOOT_TIMEOUT, open_app, open_saved, start_game, tiny_text

import posy
from conftest import SIZES
from posy.core import Rng, random_record


def in_view(page: Any, selector: str) -> bool:
    """Whether the element's whole box lies inside the viewport (no scrolling needed)."""
    box = page.locator(selector).first.bounding_box()
    size = page.viewport_size
    return (
        box is not None
        and box["x"] >= 0
        and box["y"] >= 0
        and box["x"] + box["width"] <= size["width"] + 0.5
        and box["y"] + box["height"] <= size["height"] + 0.5
    )


def finished_record(game_id: str, seed: int) -> dict[str, Any]:
    """A whole game of random moves, as a record."""
    game = posy.game(game_id)
    return dict(random_record(game, game.min_players, seed, Rng(seed)).to_json())


def test_choosing_a_game_shows_its_setup_and_start_at_once(page: Any, server: str) -> None:
    open_app(page, server)
    for size in SIZES:
        page.set_viewport_size(SIZES[size])
        for game_id in ("anthokyklos", "petal_battle"):  # the last card sits lowest on a phone
            page.locator(f".game-card[data-game={game_id}]").scroll_into_view_if_needed()
            page.click(f".game-card[data-game={game_id}]")
            if game_id == "anthokyklos":
                page.select_option("#players", "4")  # the tallest setup
            assert in_view(page, "#start"), f"{size}: the Start button needs a scroll"
            assert in_view(page, ".setup h2"), size
            assert not tiny_text(page), f"{size}: text below 12 px: {tiny_text(page)[:3]}"
            page.keyboard.press("Escape")
            page.wait_for_selector(".overlay", state="detached")
    page.click(".game-card[data-game=floriado]")
    page.click("#start")
    page.wait_for_selector("body[data-ply='0']")


# Scrolled, the dialog's text passes under a head as wide as the dialog that holds the
# title and the ✕ (it once passed under the ✕ alone, which then covered words): at three
# points across the ✕'s row, the top element is the head or inside it.
UNDER_THE_HEAD = """() => {
  const dialog = document.querySelector('.overlay .dialog');
  dialog.scrollTop = 400;
  const x = dialog.querySelector('.dialog-close').getBoundingClientRect();
  const d = dialog.getBoundingClientRect(), y = x.top + x.height / 2;
  const ok = [d.left + 24, (d.left + d.right) / 2, x.left - 8].every(
    (px) => document.elementFromPoint(px, y)?.closest('.dialog-head') !== null);
  dialog.scrollTop = 0;
  return dialog.scrollHeight > dialog.clientHeight + 400 && ok;
}"""


def test_rules_open_at_the_top_and_close_with_x_escape_or_a_tap_beside(page: Any, server: str) -> None:
    open_app(page, server)
    start_game(page, "anthokyklos")
    for size in SIZES:
        page.set_viewport_size(SIZES[size])
        for way in ("x", "escape", "outside", "button"):
            page.click("#rules")
            page.wait_for_selector(".rules-page h3")
            assert page.evaluate("document.querySelector('.overlay .dialog').scrollTop") == 0
            assert in_view(page, ".dialog-head h2") and in_view(page, ".dialog-close")
            assert in_view(page, ".overlay .buttons button"), "Close needs a scroll"
            if way == "x":
                assert not tiny_text(page), f"{size}: text below 12 px: {tiny_text(page)[:3]}"
                assert page.evaluate(UNDER_THE_HEAD), f"{size}: scrolled text shows beside the ✕"
            if way == "x":
                page.click(".dialog-close")
            elif way == "escape":
                page.keyboard.press("Escape")
            elif way == "outside":
                page.mouse.click(2, page.viewport_size["height"] - 2)
            else:
                page.click(".overlay .buttons >> text=Close")
            page.wait_for_selector(".overlay", state="detached")


@pytest.mark.parametrize("game_id", ["petals", "anthokyklos"])
def test_the_final_screen_shows_the_result_and_its_buttons(page: Any, server: str, game_id: str) -> None:
    # every part of each button answers a tap: its centre and its corners are the button itself
    uncovered = """n => {
      const r = n.getBoundingClientRect();
      const xs = [r.left + 4, r.left + r.width / 2, r.right - 4], ys = [r.top + 4, r.top + r.height / 2, r.bottom - 4];
      return xs.every((x) => ys.every((y) => n.contains(document.elementFromPoint(x, y))));
    }"""
    page.set_viewport_size(SIZES["phone"])
    open_saved(page, server, finished_record(game_id, 11))
    page.wait_for_selector("#final", timeout=BOOT_TIMEOUT)
    page.wait_for_timeout(1500)  # count-up animations end
    assert page.evaluate("document.querySelector('#final').scrollTop") == 0
    for size in SIZES:  # the same screen, turned and resized
        page.set_viewport_size(SIZES[size])
        page.wait_for_timeout(50)
        assert in_view(page, "#final h2"), f"{size}: the result is scrolled out of view"
        assert "Game over" in page.inner_text("#final h2")
        assert in_view(page, "#final >> text=Play again"), size
        for button in page.locator("#final > .buttons button").all():
            assert button.evaluate(uncovered), (
                f"{size}: {button.inner_text()} is covered by the dialog's content"
            )
        assert in_view(page, "#final .dialog-close"), size
        assert page.locator("#final table").count() == 1, "the scores are shown once"
        assert not tiny_text(page), f"{size}: text below 12 px: {tiny_text(page)[:3]}"
    # Replay from a phone's final screen: the replay bar and the board are in view
    page.set_viewport_size(SIZES["phone"])
    page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")
    page.click("#final >> text=Replay")
    page.wait_for_selector("body[data-ply='0']")
    assert in_view(page, ".replay") and page.evaluate("scrollY") == 0


def test_the_top_bar_stays_while_the_page_scrolls(page: Any, server: str) -> None:
    page.set_viewport_size(SIZES["phone"])
    open_app(page, server)
    start_game(page, "anthokyklos")
    page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")
    page.wait_for_timeout(100)
    assert page.evaluate("scrollY") > 100  # the phone page is taller than the screen
    assert page.locator(".topbar").bounding_box()["y"] == 0
    assert in_view(page, "#undo") and in_view(page, ".status .text")
