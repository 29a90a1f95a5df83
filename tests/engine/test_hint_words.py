"""A hint's words (issue 44): the next best never reads like the suggestion, and an
Anthokyklos space is named by what is drawn (its ring and its hour on the flower: no space
is numbered there), where web/games/anthokyklos/geometry.js draws it."""

from __future__ import annotations

import math
import re
from typing import Any

import posy
from posy import coach
from posy.coach import explainers
from posy.coach.hints import runner_up
from posy.games.anthokyklos import GAME as ANTHOKYKLOS
from posy.games.anthokyklos.lattice import SPACES, angle, index_of, ring_of
from posy.games.anthokyklos.phrases import where


def place(tile: int, space: int) -> dict[str, Any]:
    return {"type": "place", "tile": tile, "space": space}


def test_a_next_best_in_the_same_words_as_the_hint_is_passed_over() -> None:
    state = ANTHOKYKLOS.new(2, 3)  # ring 1's two free tiles (7 and 8) are both red
    assert state.tiles[7] == state.tiles[8]
    best, twin, other = place(7, 0), place(8, 0), place(7, 4)
    what = explainers.explain(state, best)[0]
    assert explainers.explain(state, twin)[0] == what  # the same words: it would read like the hint
    stats = [
        {"move": best, "visits": 300, "value": 0.6},
        {"move": twin, "visits": 200, "value": 0.6},
        {"move": other, "visits": 100, "value": 0.5},
    ]
    runner = runner_up(state, stats, best, what)
    assert runner is not None and runner["move"] == other and runner["what"] != what
    assert runner_up(state, stats[:2], best, what) is None  # nothing else: no next best at all


def test_no_hint_text_reads_its_next_best_like_itself_nor_gives_percentages() -> None:
    for game in posy.games().values():
        state = game.new(game.min_players, 5)
        hint = coach.hint(state, state.current, seed=1, iterations=200)
        assert "%" not in hint["text"], hint["text"]
        runner = hint["runner_up"]
        assert runner is None or runner["what"] != hint["what"], hint["text"]


def test_an_anthokyklos_space_is_named_by_its_ring_and_its_hour_on_the_flower() -> None:
    names = [where(space) for space in range(SPACES)]
    assert len(set(names)) == SPACES  # no two spaces share a name
    for space, name in enumerate(names):
        assert not re.search(r"space \d", name)
        # the flower as drawn: ring 1's first space at the top, clockwise (geometry.js's polar)
        x, y = math.sin(math.radians(angle(space))), -math.cos(math.radians(angle(space)))
        hour = round(math.degrees(math.atan2(x, -y)) % 360 / 30) % 12 or 12
        assert name.endswith(f" at {hour} o'clock"), (space, name)
        ring = ring_of(space)
        assert name.startswith({1: "the innermost ring", 5: "the outermost ring"}.get(ring, f"ring {ring} "))
    assert where(0) == "the innermost ring at 12 o'clock" and index_of(0) == 0
    state = ANTHOKYKLOS.new(2, 3)
    assert (
        explainers.explain(state, place(7, 2))[0] == "place the red tile on the innermost ring at 3 o'clock"
    )
