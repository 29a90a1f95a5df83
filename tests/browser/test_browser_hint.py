"""Suggest a move (issue 25): the Hard computer's choice from the deciding person's own
seat, with a sentence in the game's words; Play it plays it. Not offered on a
computer's turn, and gone once the position moves on. The move is marked "Hint" in place
on the board of every game, and a Hint button is there at every size (issue 44)."""

from __future__ import annotations

import math
import re
from collections.abc import Iterator
from contextlib import suppress
from typing import Any

import pytest
from helpers import (
    dismiss_handoff,
    open_app,
    open_saved,
    ply,
    saved_record,
    shared_page,
    start_game,
    to_lobby,
    wait_for_ply_change,
)
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from test_browser_axe import audit

import posy
from conftest import SIZES, Watch
from posy import ai
from posy.core import Rng


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
    # the hint's state read in the same tick as the turn: a second round trip could find
    # the computer's quick move already played and the person's hint back (a loaded machine)
    seen = page.wait_for_function(
        "document.body.dataset.turn === 'computer' ? {disabled: document.querySelector('#hint').disabled} : null"
    ).json_value()
    assert seen == {"disabled": True}


@pytest.mark.parametrize("size", [{"width": 390, "height": 844}, {"width": 1440, "height": 900}])
def test_a_hint_button_with_its_word_at_every_size(page: Any, server: str, size: dict[str, int]) -> None:
    page.set_viewport_size(size)
    open_app(page, server)
    start_game(page, "floriado")
    # on a phone the top bar keeps its room for the status: the button is above the board
    button = page.locator("#hint-here" if size["width"] < 561 else "#hint")
    assert button.is_visible() and button.inner_text().strip() == "Hint"
    assert (button.get_attribute("aria-label") or "").startswith("Hint")
    box = button.bounding_box()
    assert box is not None and box["width"] >= 44 and box["height"] >= 44, box
    assert box["x"] + box["width"] <= size["width"]
    page.focus("#home")  # reached by the keyboard: Tab from the top bar's first button
    for _ in range(12):
        page.keyboard.press("Tab")
        if button.evaluate("b => b === document.activeElement"):
            break
    assert button.evaluate("b => b === document.activeElement"), "the Hint button is not reached by Tab"
    page.keyboard.press("Enter")
    assert page.wait_for_selector("#hint-notice", timeout=30_000).inner_text().startswith("Suggestion: ")


def marked(page: Any) -> list[str]:
    """The keys of the board's nodes marked as the hint's move."""
    return list(
        page.evaluate("[...document.querySelectorAll('.board [data-mark=hint]')].map((e) => e.dataset.key)")
    )


def keys_of(game_id: str, move: dict[str, Any]) -> set[str]:
    """The data-key of each node that shows ``move`` at the start of a game (a person's first decision)."""
    kind = move["type"]
    if game_id == "floriado":
        return {str(move["row"] * 8 + move["col"])}  # 8 columns
    if game_id == "petal":
        return {str(move["from"]), str(move["to"])} if kind == "flip" else {str(move["cell"])}
    if game_id == "petals":
        return {f"play:{move['card']}"}
    if game_id == "petal_battle":
        return {f"trio-{move['order'][0]}"}  # the stack's top pyramid: tapped first
    return (
        {f"tile:{move['tile']}", f"space:{move['space']}"} if kind == "place" else {f"reserve:{move['card']}"}
    )


@pytest.fixture(scope="module")
def one_page(browser: Any, server: str) -> Iterator[tuple[Any, Watch]]:
    yield from shared_page(browser, server, SIZES["desktop"])


@pytest.mark.parametrize("game_id", ["floriado", "petal", "petals", "petal_battle", "anthokyklos"])
def test_the_hint_is_marked_in_place_on_the_board(one_page: tuple[Any, Watch], game_id: str) -> None:
    page, watch = one_page  # one page for the five games: a new game on it each time
    to_lobby(page)
    start_game(page, game_id)
    dismiss_handoff(page)
    page.click("#hint")
    notice = page.wait_for_selector("#hint-notice", timeout=60_000)
    shown = marked(page)
    assert shown, "nothing is marked on the board"
    assert "It is marked “Hint” on the board." in notice.inner_text()
    assert "%" not in notice.inner_text()  # in words, never the search's percentages
    for key in shown:  # a word for screen readers too, and a word drawn (not a colour alone)
        node = page.locator(f'.board [data-key="{key}"]').first
        described = node.get_attribute("aria-describedby") or ""
        assert "Hint: the suggested move" in page.evaluate(
            "(ids) => ids.split(' ').map((id) => document.getElementById(id)?.textContent).join(' ')",
            described,
        )
    words = page.evaluate(
        "[...document.querySelectorAll('.board-mark text')].map((t) => t.textContent)"
        ".concat([...document.querySelectorAll('.board [data-mark=hint]:not(svg *)')]"
        ".map((e) => getComputedStyle(e, '::before').content))"
    )
    arrows = page.locator(".board-arrow").count()  # a move from one node to another: its way
    assert len(words) == len(shown) - arrows and all("Hint" in w for w in words), words
    tip = page.evaluate(ARROW_TIP)
    boxes = {key: page.locator(f'.board [data-key="{key}"]').first.bounding_box() for key in shown}
    assert not audit(page, f"{game_id} with a hint"), "the marked board passes axe, in both themes"
    before = ply(page)
    page.click("#hint-notice >> text=Play it")
    page.wait_for_function(f"Number(document.body.dataset.ply) === {before + 1}")
    assert not page.locator("[data-mark], .board-mark").count()  # gone once the move is played
    move = saved_record(page)["moves"][-1]
    assert set(shown) == keys_of(game_id, move)
    if game_id in ("petal", "petal_battle") and "from" in move:  # the arrow points into `to`
        to = boxes[str(move["to"]) if game_id == "petal" else f"petal-{move['to']}"]
        assert arrows == 1 and tip and to, (arrows, tip)
        assert to["x"] <= tip[0] <= to["x"] + to["width"] and to["y"] <= tip[1] <= to["y"] + to["height"]
    else:
        assert arrows == 0
    watch.check()


# the arrow's head, where it points (its first point), in the page's px
ARROW_TIP = """(() => {
  const head = document.querySelector('.board-arrow polygon');
  if (!head) return null;
  const p = head.points[0], m = head.getScreenCTM();
  return [m.a * p.x + m.c * p.y + m.e, m.b * p.x + m.d * p.y + m.f];
})()"""


def test_closing_the_hint_takes_its_mark_off(page: Any, server: str) -> None:
    open_app(page, server)
    start_game(page, "petal")
    page.click("#hint")
    page.wait_for_selector("#hint-notice", timeout=30_000)
    assert marked(page)
    page.click("#hint-notice >> text=Close")
    assert not page.locator("[data-mark], .board-mark").count()


def test_a_hint_is_framed_on_a_board_turned_to_the_far_player(page: Any, server: str) -> None:
    """Table mode turns the board half round on seat 1's turn; the hint's frame and word
    are drawn there too (the turn made the drawing's scale negative: invalid sizes)."""
    open_app(page, server)
    start_game(page, "anthokyklos", ["Ann", "Bob"])
    page.click("#menu")
    page.check("#table-mode")
    page.keyboard.press("Escape")
    sizes: list[list[float]] = []
    # hints played until one on seat 1's turn places a tile (a hint may reserve a river
    # card instead, framed off the board: a shorter search on a loaded machine chose one)
    for _ in range(8):
        page.wait_for_selector("body[data-turn=person] #hint:not([disabled])", timeout=30_000)
        page.click("#hint")
        page.wait_for_selector("#hint-notice", timeout=30_000)
        if page.locator(".board.facing-far").count():
            with suppress(PlaywrightTimeout):
                page.wait_for_selector(".board-mark rect", state="attached", timeout=2_000)
            sizes = page.evaluate(
                "[...document.querySelectorAll('.board-mark rect')].map((r) => [r.width.baseVal.value, r.height.baseVal.value])"
            )
            if sizes:
                break
        before = ply(page)
        page.click("#hint-notice >> text=Play it")
        wait_for_ply_change(page, before)
    assert sizes and all(w > 0 and h > 0 for w, h in sizes), sizes


def test_anthokyklos_hint_names_the_space_by_where_it_is_drawn(page: Any, server: str) -> None:
    open_app(page, server)
    start_game(page, "anthokyklos")
    for _ in range(6):  # the first suggestion that places a tile (a hint may reserve a pattern)
        before = ply(page)
        page.click("#hint")
        text = page.wait_for_selector("#hint-notice", timeout=30_000).inner_text()
        assert not re.search(r"space \d", text), text  # no space is numbered on the flower
        suggestion = text.split(". ")[0]
        found = re.search(
            r"on (the innermost ring|ring \d from the centre|the outermost ring) at (\d+) o'clock",
            suggestion,
        )
        if found:
            break
        page.click("#hint-notice >> text=Play it")
        page.wait_for_function(f"Number(document.body.dataset.ply) > {before}")
        page.wait_for_selector("body[data-turn=person] #hint:not([disabled])")
    assert found, text
    # the hour is where the marked space is drawn, seen from the flower's centre
    space = page.locator(".board [data-mark=hint][data-key^='space:']").bounding_box()
    centre = page.locator(".antho-flower .pistil .centre").bounding_box()
    assert space and centre
    dx = space["x"] + space["width"] / 2 - (centre["x"] + centre["width"] / 2)
    dy = space["y"] + space["height"] / 2 - (centre["y"] + centre["height"] / 2)
    hour = round(math.degrees(math.atan2(dx, -dy)) % 360 / 30) % 12 or 12
    assert int(found.group(2)) == hour, (text, hour)


# --------------------------------------------------------------------------
# Previews before a move commits, the review after the game, hints counted (issue 25)

# the review searches each decision with a small budget here (Hard's in the app): the
# test follows the page's flow, not the search's strength (tests/engine/test_coach_review.py)
FAST_REVIEW = """(() => {
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (message, ...rest) {
    if (message && message.name === "coach_review_start") {
      message = { ...message, payload: JSON.stringify({ ...JSON.parse(message.payload), budget: 100 }) };
    }
    return post.call(this, message, ...rest);
  };
})();"""


def petals_record(until: Any) -> tuple[dict[str, Any], Any]:
    """A Petals game, Ann (seat 0) at random against a quick computer, up to the first
    position where ``until(state)`` holds (or to its end): its record and that state."""
    game = posy.game("petals")
    state = game.new(2, 7, {"rounds": 1})
    rng = Rng(7)
    moves: list[Any] = []
    while not state.over and not until(state):
        legal = state.moves()
        move = (
            legal[rng.below(len(legal))]
            if state.current == 0
            else ai.choose(state, "medium", len(moves), iterations=30)
        )
        moves.append(move)
        state = state.play(move)
    record = {
        "game": "petals",
        "version": game.version,
        "players": 2,
        "seed": 7,
        "options": {"rounds": 1},
        "moves": moves,
        "names": ["Ann", "Computer"],
        "computers": [None, "medium"],
    }
    return record, state


def test_a_petals_placement_shows_what_it_does_to_the_count(page: Any, server: str) -> None:
    def placing(state: Any) -> bool:
        return state.current == 0 and len(state.moves()) > 1 and state.moves()[0]["type"] == "place"

    record, state = petals_record(placing)
    open_saved(page, server, record)
    page.wait_for_selector(".place-delta")
    for move in state.moves():
        preview = state.preview(move)
        spot = page.locator(f"button.bq-cell.place[data-cell='{move['cell']}']")
        gain = preview["gain"]
        written = f"+{gain}" if gain > 0 else f"−{-gain}" if gain < 0 else "±0"
        assert spot.locator(".place-delta").inner_text().endswith(written)
        label = spot.get_attribute("aria-label") or ""
        assert label.startswith("Place ") and label.endswith(preview["text"]), label
    spot = page.locator("button.bq-cell.place").first
    spot.focus()  # the focused spot's sentence, under the bouquet
    cell = int(spot.get_attribute("data-cell") or -1)
    expected = next(state.preview(m)["text"] for m in state.moves() if m["cell"] == cell)
    assert page.locator(".petals-preview").inner_text() == expected
    assert ply(page) == len(record["moves"])  # nothing was played


def test_a_review_lists_mistakes_and_opens_them_in_the_replay(page: Any, server: str) -> None:
    record, state = petals_record(lambda state: False)
    assert state.over
    page.add_init_script(FAST_REVIEW)
    open_saved(page, server, {**record, "hints": [2, 0]})
    final = page.wait_for_selector("#final")
    assert "Ann used 2 hints." in final.inner_text()
    page.click("#review-start")
    assert page.locator("#final .buttons button", has_text="Play again").is_enabled()  # never blocked
    page.wait_for_selector("#final[data-review=done]", timeout=60_000)
    entries = page.locator(".review-list button")
    assert entries.count() > 0  # a random player against the computer makes mistakes
    texts = entries.all_inner_texts()
    assert all(t.startswith("Move ") and "better was to" in t for t in texts), texts
    placed = entries.filter(has_text="to place")
    chosen = placed.first if placed.count() else entries.first
    text = chosen.inner_text()
    number = int(text.split(":")[0].removeprefix("Move "))
    chosen.click()
    page.wait_for_function(f"document.querySelector('#replay-slider')?.value === '{number - 1}'")
    assert page.locator(".review-note").inner_text() == text
    if placed.count():
        assert page.locator(".bq-cell[data-mark=played], .bq-cell[data-mark=both]").count() == 1
        assert page.locator(".bq-cell[data-mark=better], .bq-cell[data-mark=both]").count() == 1
    page.click("#replay-slider + button")  # the next move: the marks belong to their position
    page.wait_for_function(f"document.querySelector('#replay-slider').value === '{number}'")
    assert page.locator("[data-mark]").count() == 0


def test_a_game_without_hints_has_no_hint_button(page: Any, server: str) -> None:
    open_app(page, server)
    page.click(".game-card[data-game=floriado]")
    page.check("#hints-off")
    page.click("#start")
    page.wait_for_selector("body[data-ply='0']")
    assert not page.locator("#hint").count()
    assert page.evaluate(
        "import('./web/store.js').then(async (s) => (await s.list()).some((e) => e.record.hints_off))"
    )


def test_a_floriado_hint_shows_the_dead_ends_whatever_the_level(page: Any, server: str) -> None:
    from test_browser_floriado import _after_the_trap_is_set

    open_saved(page, server, _after_the_trap_is_set([None, "hard"]))
    page.wait_for_selector("body[data-turn=person]")
    assert page.locator(".floriado-board .dead-end").count() == 0  # not against Hard
    page.click("#hint")
    page.wait_for_selector("#hint-notice", timeout=30_000)
    assert page.locator(".floriado-board .square.dead-end[data-square=A1]").count() == 1
    page.click("#hint-notice >> text=Close")
    assert page.locator(".floriado-board .dead-end").count() == 0
