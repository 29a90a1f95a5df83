"""The replay and the review in the page (issue 44): a weak game's mistakes listed in
the game's words (no percentages), each opened in the replay with the move played and
the better one marked on the board (Petals' is in test_browser_hint.py); and a replay
opened from Recent games shows no stray word beside Done."""

from __future__ import annotations

from typing import Any

import pytest
from helpers import open_lobby, open_saved, put_save
from test_browser_hint import FAST_REVIEW

import posy
from posy import ai


def weak_record(game_id: str) -> dict[str, Any]:
    """A whole game: Ann (seat 0) plays her first legal move every time, against a
    quick Hard computer; the record as a save holds it."""
    game = posy.game(game_id)
    state = game.new(2, 1)
    moves: list[Any] = []
    while not state.over:
        move = state.moves()[0] if state.current == 0 else ai.choose(state, "hard", len(moves), iterations=60)
        moves.append(move)
        state = state.play(move)
    return {
        "game": game_id,
        "version": game.version,
        "players": 2,
        "seed": 1,
        "options": {},
        "moves": moves,
        "names": ["Ann", "Computer"],
        "computers": [None, "hard"],
    }


@pytest.mark.parametrize("game_id", ["floriado", "petal", "petal_battle", "anthokyklos"])
def test_a_reviewed_mistake_shows_both_moves_on_the_board(page: Any, server: str, game_id: str) -> None:
    page.add_init_script(FAST_REVIEW)
    open_saved(page, server, weak_record(game_id))
    page.wait_for_selector("#final")
    page.click("#review-start")
    page.wait_for_selector("#final[data-review=done]", timeout=120_000)
    entries = page.locator(".review-list button")
    assert entries.count() > 0
    texts = entries.all_inner_texts()
    assert all("%" not in t and "Looking ahead, it " in t for t in texts), texts
    first = entries.first
    text = first.inner_text()
    number = int(text.split(":")[0].removeprefix("Move "))
    first.click()
    page.wait_for_function(f"document.querySelector('#replay-slider')?.value === '{number - 1}'")
    assert page.locator(".review-note").inner_text() == text
    board = page.locator(".board")
    assert board.locator("[data-mark=played], [data-mark=both]").count() >= 1, text
    assert board.locator("[data-mark=better], [data-mark=both]").count() >= 1, text
    page.click("#replay-slider + button")  # the next move: the marks belong to their position
    page.wait_for_function(f"document.querySelector('#replay-slider')?.value === '{number}'")
    assert page.locator("[data-mark]").count() == 0


def test_a_replay_from_recent_games_shows_no_null(page: Any, server: str) -> None:
    """Issue 44: "null" stood beside Done (a missing note was drawn as a word)."""
    record = weak_record("petal_battle")
    open_lobby(page, server)
    put_save(page, "finished-1", record, finished=True)
    page.reload()
    page.wait_for_selector("[data-finished='finished-1']")
    page.locator("[data-finished='finished-1'] >> text=Replay").click()
    page.wait_for_selector("#replay-slider")
    bar = page.inner_text(".replay")
    assert "null" not in bar and "undefined" not in bar, bar
    assert bar.split() == ["◀", "▶", "Play", "Done"]
    assert "null" not in page.inner_text("#status")
