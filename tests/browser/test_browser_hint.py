"""Suggest a move (issue 25): the Hard computer's choice from the deciding person's own
seat, with a sentence in the game's words; Play it plays it. Not offered on a
computer's turn, and gone once the position moves on."""

from __future__ import annotations

from typing import Any

from helpers import open_app, ply, start_game


def test_a_hint_is_shown_and_played(page: Any, server: str) -> None:
    open_app(page, server)
    start_game(page, "petal")
    page.click("#hint")
    notice = page.wait_for_selector("#hint-notice", timeout=30_000)
    text = notice.inner_text()
    assert text.startswith("Suggestion: ") and len(text) > 30, text
    before = ply(page)
    page.click("#hint-notice >> text=Play it")
    page.wait_for_function(f"Number(document.body.dataset.ply) === {before + 1}")
    assert not page.locator("#hint-notice").count()


def test_no_hint_on_the_computers_turn(page: Any, server: str) -> None:
    open_app(page, server)
    page.click("[data-quick=floriado]")
    page.wait_for_selector("body[data-ply='0']")
    assert page.locator("#hint").is_enabled()
    page.locator(".floriado-board .square.legal").first.click()
    if page.locator(".facing-bar button").count():
        page.locator(".facing-bar button").first.click()
    page.wait_for_selector("body[data-turn=computer]")
    assert page.locator("#hint").is_disabled()


def test_on_a_phone_the_hint_is_in_the_menu(page: Any, server: str) -> None:
    page.set_viewport_size({"width": 390, "height": 844})
    open_app(page, server)
    start_game(page, "floriado")
    assert not page.locator("#hint").is_visible()  # the top bar keeps its room for the status
    page.click("#menu")
    page.click("#menu-hint")
    assert page.wait_for_selector("#hint-notice", timeout=30_000).inner_text().startswith("Suggestion: ")
