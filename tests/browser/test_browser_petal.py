"""Petal in the browser: a whole game by clicks in memory mode (flowers' numbers
never reach the DOM), open flowers with the Pick button's score, an illegal tap,
and keyboard play, with no foreign request and no console error."""

from __future__ import annotations

import re
from typing import Any

from helpers import is_over, open_app, ply, start_game, wait_for_ply_change

BOARD = ".petal-board"
SOURCE = f"{BOARD} .cell.source"
DEST = f"{BOARD} .cell.dest"


def cell(page: Any, name: str) -> Any:
    return page.locator(f"{BOARD} .cell[data-square={name}]")


def flip_first(page: Any) -> tuple[str, str]:
    """Flip the first petal that can flip onto its first destination."""
    before = ply(page)
    source = page.locator(f"{SOURCE}[data-kind=petal]").first
    src = source.get_attribute("data-square")
    source.click()
    dest = page.locator(DEST).first
    dst = dest.get_attribute("data-square")
    dest.click()
    wait_for_ply_change(page, before)
    return src, dst


def play_one(page: Any, turn: int) -> str:
    """One move by clicks: choose the first tile that can move, then flip it or pick it."""
    before = ply(page)
    page.locator(SOURCE).first.click()
    pick = page.locator(".petal-pick")
    if pick.count() and (turn % 3 == 0 or not page.locator(DEST).count()):
        pick.click()
        kind = "pick"
    else:
        page.locator(DEST).first.click()
        kind = "flip"
    wait_for_ply_change(page, before)
    return kind


def scores(page: Any) -> list[int]:
    return [int(t) for t in page.locator(".petal-panel .score").all_inner_texts()]


def test_full_game_in_memory_mode_to_the_final_screen(page: Any, server: str) -> None:
    open_app(page, server)
    start_game(page, "petal", ["Ann", "Bob"])
    assert page.inner_text("#status") in ("Ann to play", "Bob to play")
    assert page.locator(f"{BOARD} .cell[data-kind=petal]").count() == 48
    assert cell(page, "D4").get_attribute("data-kind") == "tree"

    # Memory mode: once two petals make a flower, their numbers leave the DOM.
    _, dst = flip_first(page)
    flower = cell(page, dst)
    assert flower.get_attribute("data-kind") == "flower"
    assert flower.locator(".number").count() == 0
    assert re.sub(r"\s", "", flower.text_content()) in ("P×2", "G×2")
    # the name starts with what is written on the flower (label in name), then its square
    written, _, label = flower.get_attribute("aria-label").partition(": ")
    assert re.sub(r"\s", "", written) in ("P×2", "G×2")
    assert label.startswith(f"{dst}, flower of 2 tiles, ")
    assert re.findall(r"\d+", label.removeprefix(dst)) == ["2"], label
    assert page.locator(f"{BOARD} .number").count() == page.locator(f"{BOARD} .cell[data-kind=petal]").count()
    flower.click()
    assert page.locator(".petal-pick").inner_text() == "Pick this flower"  # no score in memory mode
    assert re.findall(r"\d+", page.inner_text(".petal-bar").replace(dst, "")) == ["2"]
    page.click(".petal-bar >> text=Cancel")
    assert page.locator(".petal-pick").count() == 0

    kinds = []
    for turn in range(60):
        if is_over(page):
            break
        kinds.append(play_one(page, turn))
    assert is_over(page)
    assert "pick" in kinds and "flip" in kinds
    final = page.locator("#final")
    final.wait_for()
    text = final.inner_text()
    assert "Game over" in text and "Ann" in text and "Bob" in text
    for row in ("Flowers kept", "Points from flowers", "Flower bonus", "Total"):
        assert row in text
    totals = [int(t) for t in final.locator(".petal-breakdown tbody tr:last-child td").all_inner_texts()]
    assert page.locator(".log li").count() == ply(page)
    assert page.locator(f"{BOARD} .cell[data-kind=flower]").count() == 0
    page.click("#final >> text=See the board")
    # Kept flowers are public: a tap on a player's list shows their contents.
    panel = page.locator(".petal-panel").first
    assert "Flower bonus" in panel.inner_text()
    panel.locator("summary").click()
    kept = panel.locator(".kept li")
    assert kept.count() >= 1
    assert kept.first.locator(".petal-chip").count() >= 2
    assert scores(page) == totals


def test_open_flowers_pick_shows_and_scores_its_points(page: Any, server: str) -> None:
    open_app(page, server)
    page.click(".game-card[data-game=petal]")
    page.check("input[name=opt-open_flowers]")
    page.click("#start")
    page.wait_for_selector("body[data-ply='0']")
    _, dst = flip_first(page)
    flower = cell(page, dst)
    assert "holding" in flower.get_attribute("aria-label")
    flower.click()
    assert page.locator(".petal-bar .petal-chip").count() == 2  # the contents, in open mode
    button = page.locator(".petal-pick")
    match = re.fullmatch(r"Pick: scores (\d+) points?", button.inner_text())
    assert match, button.inner_text()
    points = int(match.group(1))
    seat = page.locator(".petal-panel").evaluate_all(
        "ps => ps.findIndex(p => p.classList.contains('current'))"
    )
    before = scores(page)
    button.click()
    wait_for_ply_change(page, 1)
    assert scores(page)[seat] == before[seat] + points
    assert cell(page, dst).get_attribute("data-kind") == "empty"
    assert f"on {dst}" in page.inner_text(".petal-bar")


def test_illegal_tap_explains_and_changes_nothing(page: Any, server: str) -> None:
    open_app(page, server)
    start_game(page, "petal")
    cell(page, "D3").click()  # a petal next to the tree
    assert "selected" in (cell(page, "D3").get_attribute("class") or "")
    cell(page, "D4").click()  # the tree
    toast = page.locator("#toast")
    toast.wait_for(state="visible")
    assert toast.inner_text() == "You can't flip a petal onto the tree tile."
    assert ply(page) == 0
    assert page.locator(DEST).count() > 0, "the board stays playable after a refused tap"
    assert page.locator(f"{BOARD} .cell[data-kind=petal]").count() == 48


def test_keyboard_flip_and_pick(page: Any, server: str) -> None:
    open_app(page, server)
    start_game(page, "petal")
    page.locator(f"{BOARD} [data-row][tabindex='0']").focus()
    assert page.evaluate("document.activeElement.dataset.square") == "A1"
    page.keyboard.press("Enter")
    assert "selected" in (cell(page, "A1").get_attribute("class") or "")
    page.keyboard.press("ArrowRight")
    assert page.evaluate("document.activeElement.dataset.square") == "B1"
    page.keyboard.press("Enter")
    wait_for_ply_change(page, 0)
    assert re.search(
        r"from A1 onto the \w+ petal on B1, making a flower", page.locator(".log li").first.inner_text()
    )
    assert page.evaluate("document.activeElement.dataset.square") == "B1"
    page.keyboard.press("Enter")  # choose the new flower
    page.wait_for_selector(".petal-pick")
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.classList.contains('petal-pick')")
    page.keyboard.press("Enter")
    wait_for_ply_change(page, 1)
    assert "picks the flower on B1" in page.locator(".log li").nth(1).inner_text()
    assert cell(page, "B1").get_attribute("data-kind") == "empty"


def test_the_hint_names_the_framed_squares_or_says_there_are_none(page: Any, server: str) -> None:
    """Only the squares a chosen tile can flip onto wear a dashed frame, and the hint
    counts them; a flower with nowhere to flip says so instead."""
    open_app(page, server)
    start_game(page, "petal", ["Ann", "Bob"])
    for turn in range(40):
        if is_over(page):
            break
        sources = page.locator(SOURCE)
        source = sources.nth(turn % sources.count())
        source.click()
        help_text = page.inner_text(".board-help")
        dests = page.locator(DEST).count()
        if dests:
            squares = "the square" if dests == 1 else f"one of the {dests} squares"
            assert f"tap {squares} with a thick dashed frame" in help_text, help_text
        else:
            assert "has nowhere to flip" in help_text, help_text
        dashed = page.evaluate(
            "[...document.querySelectorAll('.petal-board .cell:not(.dest) .ground')]"
            ".filter((n) => getComputedStyle(n).strokeDasharray !== 'none').length"
        )
        assert dashed == 0, "a square that is no destination looks like one"
        before = ply(page)
        if dests:
            page.locator(DEST).first.click()
        else:
            page.click(".petal-pick")
        wait_for_ply_change(page, before)
    assert ply(page) >= 30
