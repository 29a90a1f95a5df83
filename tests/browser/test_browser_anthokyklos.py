"""Anthokyklos in the browser: a whole 3-player game by clicks (placements and
reservations), claims lighting up on the flower, harmless illegal taps, a star on the
spaces where the chosen tile completes a card, keyboard play and the spread shapes' card diagrams, with no foreign request and
no console error."""

from __future__ import annotations

from typing import Any

from helpers import is_over, open_app, open_saved, ply, start_game, wait_for_ply_change

from posy.core import Rng
from posy.games.anthokyklos import CARDS, GAME, AnthokyklosState
from posy.games.anthokyklos.contract import AnthokyklosMove

TILE = ".antho-pyramids button.ptile"
LEGAL = ".antho-flower .space.legal.strong"
RESERVE = ".antho-display .btn.reserve"


def place_one(page: Any) -> None:
    before = ply(page)
    page.locator(TILE).first.click()
    page.locator(LEGAL).first.click()
    wait_for_ply_change(page, before)


def reserve_one(page: Any) -> None:
    before = ply(page)
    page.locator(RESERVE).first.click()
    wait_for_ply_change(page, before)


def test_full_game_by_clicks_to_the_final_screen(page: Any, server: str) -> None:
    open_app(page, server)
    start_game(page, "anthokyklos", ["Ann", "Bob", "Cleo"], players=3)
    assert page.inner_text("#status") == "Ann to play"
    assert page.locator(".antho-flower .space").count() == 45
    assert page.locator(".antho-display .pcard-wrap").count() == 4
    assert page.locator(TILE).count() == 2  # the two top tiles of ring 1
    assert page.locator(".pyramid.blocked .reason").count() == 4  # rings 2-5 dimmed, with a reason
    reservations = 0
    seen_claim = False
    for turn in range(80):
        if is_over(page):
            break
        if turn in (1, 2, 3) and page.locator(RESERVE).count():
            reserve_one(page)
            reservations += 1
            assert page.locator(".antho-display .pcard.reserved").count() >= 1
        else:
            place_one(page)
        if not seen_claim and page.locator(".antho-banner:not([hidden])").count():
            seen_claim = True
            assert "claims" in page.inner_text(".antho-banner")
            assert page.locator(".antho-flower .lit-outline").count() >= 3
            assert page.locator(".antho-flower .space.lit").count() >= 3
    assert is_over(page)
    assert reservations == 3
    assert seen_claim, "a claim was announced and lit up on the flower"
    assert page.locator(".antho-flower .space.filled").count() == 45
    assert page.locator(".antho-flower .space.filled .petal[style*='fill']").count() == 45
    assert page.locator(TILE).count() == 0
    assert ply(page) == 45 + reservations
    final = page.locator("#final")
    final.wait_for()
    text = final.inner_text()
    assert "Game over" in text and "Points" in text and "Cards" in text
    for name in ("Ann", "Bob", "Cleo"):
        assert name in text
    assert page.locator(".log li").count() == ply(page)


def test_illegal_tap_explains_and_changes_nothing(page: Any, server: str) -> None:
    open_app(page, server)
    start_game(page, "anthokyklos", players=3)
    # a ring 1 tile on a ring 2 space (which is also unsupported)
    page.locator(TILE).first.click()
    page.click(".antho-flower .space[data-space='9']")
    toast = page.locator("#toast")
    toast.wait_for(state="visible")
    assert "ring 1" in toast.inner_text() and toast.inner_text().endswith(".")
    assert ply(page) == 0
    assert page.locator(TILE).count() == 2, "the pyramids stay playable after a refused tap"
    # a tile on a space that already has one
    place_one(page)
    filled = page.locator(".antho-flower .space.filled").first.get_attribute("data-space")
    page.locator(TILE).first.click()
    page.click(f".antho-flower .space[data-space='{filled}']")
    page.wait_for_function("document.getElementById('toast').textContent.includes('already has a tile')")
    assert ply(page) == 1
    assert page.locator(".antho-flower .space.filled").count() == 1


# where the focused space's centre is: inside the flower's drawing or not
FOCUS_IN_VIEW = """() => {
  const box = document.activeElement.getBoundingClientRect(), view = document.querySelector('.antho-flower').getBoundingClientRect();
  const x = box.left + box.width / 2, y = box.top + box.height / 2;
  return x >= view.left && x <= view.right && y >= view.top && y <= view.bottom;
}"""
HIDDEN = """() => { const view = document.querySelector('.antho-flower').getBoundingClientRect();
  return [...document.querySelectorAll('.antho-flower .space')].filter((n) => {
    const b = n.getBoundingClientRect(), x = b.left + b.width / 2, y = b.top + b.height / 2;
    return x < view.left || x > view.right || y < view.top || y > view.bottom; }).length; }"""


def test_keyboard_play(page: Any, server: str) -> None:
    open_app(page, server)
    start_game(page, "anthokyklos", ["Ann", "Bob"], players=2)
    # the arrows move among the spaces the zoomed flower shows (the outer rings are not in play yet)
    assert page.evaluate(HIDDEN) > 0
    page.locator(".antho-flower .space.legal").first.focus()
    for key in ["ArrowUp"] * 6 + ["ArrowRight"] * 10 + ["ArrowDown"] * 6 + ["ArrowLeft"] * 3:
        page.keyboard.press(key)
        assert page.evaluate(FOCUS_IN_VIEW), (
            f"{key}: {page.evaluate('document.activeElement.getAttribute(`aria-label`)')}"
        )
    page.locator(TILE).first.focus()
    page.keyboard.press("Enter")
    # choosing a tile by keyboard moves the focus to the first free space of its ring
    page.wait_for_function("document.activeElement?.classList?.contains('legal')")
    page.keyboard.press("ArrowRight")
    assert page.evaluate("document.activeElement.dataset.space") == "1"
    page.keyboard.press("Enter")
    wait_for_ply_change(page, 0)
    assert page.locator(".log li").first.inner_text().startswith("Ann places a")
    assert "on the innermost ring at 1 o'clock" in page.locator(".log li").first.inner_text()
    # a reservation by keyboard: Tab reaches the Reserve button
    page.locator(RESERVE).first.focus()
    page.keyboard.press("Enter")
    wait_for_ply_change(page, 1)
    assert page.locator(".log li").nth(1).inner_text().startswith("Bob reserves")


def test_spread_shapes_show_the_spaces_they_skip(page: Any, server: str) -> None:
    # A deal whose display shows a spread shape (Spread triangle or Star) next to
    # compact ones: only the spread card draws the skipped spaces, dashed.
    seed = next(
        s for s in range(500) if any(CARDS[c].shape in ("spread3", "star6") for c in GAME.new(4, s).display)
    )
    display = GAME.new(4, seed).display
    record = {
        "game": "anthokyklos",
        "version": GAME.version,
        "players": 4,
        "seed": seed,
        "options": {},
        "moves": [],
    }
    open_saved(page, server, record)
    page.wait_for_selector(".antho-display .pcard-wrap")
    for card in display:
        skipped = page.locator(f".antho-display [data-card='{card}'] polygon.skipped").count()
        shape = CARDS[card].shape
        expected = {"spread3": 7, "star6": 13}.get(shape, 0)  # the hull's other lattice spaces
        assert skipped == expected, (shape, skipped)


def preview(state: AnthokyklosState, move: AnthokyklosMove) -> dict[str, Any]:
    """words.preview of a placement (which has one: only a reserve has none)."""
    found = state.preview(move)
    assert found is not None
    return found


def completing_position() -> tuple[int, list[AnthokyklosMove], int, dict[int, list[str]]]:
    """A two-player game played at random up to a turn where a tile completes a Pattern
    card for its mover: its seed, the moves, that tile, and per space where it does, the
    names of the cards it completes there."""
    for seed in range(100):
        state, rng = GAME.new(2, seed), Rng(seed)
        moves: list[AnthokyklosMove] = []
        while not state.over:
            places = [m for m in state.moves() if m["type"] == "place"]
            for tile in sorted({m["tile"] for m in places}):
                # words.preview's "yours": not a card another player reserved
                spaces = {
                    m["space"]: [c["name"] for c in preview(state, m)["completes"] if c["yours"]]
                    for m in places
                    if m["tile"] == tile
                }
                spaces = {space: names for space, names in spaces.items() if names}
                if spaces:
                    return seed, moves, tile, spaces
            legal = state.moves()
            moves.append(legal[rng.below(len(legal))])
            state = state.apply(moves[-1])
    raise AssertionError("no game of 100 had a tile completing a card")


def test_a_star_marks_the_spaces_where_the_tile_completes_a_card(page: Any, server: str) -> None:
    seed, moves, tile, spaces = completing_position()
    record = {
        "game": "anthokyklos",
        "version": GAME.version,
        "players": 2,
        "seed": seed,
        "options": {},
        "moves": moves,
    }
    open_saved(page, server, record)
    assert ply(page) == len(moves)
    assert page.locator(".antho-flower .space .star").count() == 0, "no tile chosen, no star"
    page.click(f"{TILE}[data-tile='{tile}']")
    page.wait_for_selector(".antho-flower .space .star")
    starred = page.locator(".antho-flower .space:has(.star)")
    shown = {int(starred.nth(i).get_attribute("data-space") or -1) for i in range(starred.count())}
    assert shown == set(spaces)
    assert "(marked ★)" in page.inner_text(".board-help")
    space = min(spaces)
    target = page.locator(f".antho-flower .space[data-space='{space}']")
    assert "completes “" in (target.get_attribute("aria-label") or "")
    target.click()
    wait_for_ply_change(page, len(moves))
    # the card the star promised, not only a card that was already due
    line = page.locator(".log li").last.inner_text()
    assert " and claims " in line and all(name in line for name in spaces[space]), line
