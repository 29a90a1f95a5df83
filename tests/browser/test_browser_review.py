"""The replay and the review in the page (issue 44): a replay opened from Recent games
shows no stray word beside Done."""

from __future__ import annotations

from typing import Any

from helpers import open_app, put_save

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


def test_a_replay_from_recent_games_shows_no_null(page: Any, server: str) -> None:
    """Issue 44: "null" stood beside Done (a missing note was drawn as a word)."""
    record = weak_record("petal_battle")
    open_app(page, server)
    put_save(page, "finished-1", record, finished=True)
    page.reload()
    page.wait_for_selector("[data-finished='finished-1']")
    page.locator("[data-finished='finished-1'] >> text=Replay").click()
    page.wait_for_selector("#replay-slider")
    bar = page.inner_text(".replay")
    assert "null" not in bar and "undefined" not in bar, bar
    assert bar.split() == ["◀", "▶", "Play", "Done"]
    assert "null" not in page.inner_text("#status")
