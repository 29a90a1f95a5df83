"""Issue 45: every sentence a game writes goes through the catalogue. Each game is played
to its end in the pseudo-language (every message accented, core.i18n.PSEUDO), and no
sentence a player reads (log lines, the status line, the end's reason, refusals, previews)
may hold a run of plain English letters: English that bypasses the catalogue shows as one.

The pseudo-language's catalogue is compiled here from the code's own messages (the
template tools/locales.py extracts), so the test needs no build and no extraction first."""

from __future__ import annotations

import gettext
import io
import json
import re
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from babel.messages.mofile import write_mo

from posy import bridge, game, games
from posy.core import Rng, i18n

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import locales  # noqa: E402

ENGLISH = re.compile(r"[A-Za-z]{4,}")
"""A run of four plain letters: the pseudo-language accents every letter of a message
(square names such as "C4", numbers and punctuation are not words)."""


@pytest.fixture(scope="module", autouse=True)
def pseudo_language() -> Iterator[None]:
    """The pseudo-language's catalogue, made from the messages the code writes now."""
    buffer = io.BytesIO()
    write_mo(buffer, locales.pseudo(locales.template()), use_fuzzy=False)
    buffer.seek(0)
    before = i18n._loaded.get(i18n.PSEUDO)
    i18n._loaded[i18n.PSEUDO] = gettext.GNUTranslations(buffer)
    yield
    if before is None:
        i18n._loaded.pop(i18n.PSEUDO, None)
    else:
        i18n._loaded[i18n.PSEUDO] = before
    i18n.use("en")


def _call(name: str, payload: dict[str, Any]) -> dict[str, Any]:
    answer: dict[str, Any] = json.loads(bridge.call(name, json.dumps(payload), i18n.PSEUDO))
    return answer


def _english(text: str | None, where: str, found: list[str]) -> None:
    if text and ENGLISH.search(text):
        found.append(f"{where}: {text}")


def _wrong_moves(moves: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    """Moves a player might try that the rules refuse: a legal move's numbers changed,
    a move of no kind the game knows."""
    yield {"type": "nonsense"}
    for move in moves[:6]:
        for key, value in move.items():
            if isinstance(value, int) and not isinstance(value, bool):
                for other in (value + 1, value + 7, 99):
                    yield {**move, key: other}


def _walk(game_id: str, seed: int) -> list[str]:
    """Every sentence of a random game of ``game_id`` that holds English."""
    g = game(game_id)
    found: list[str] = []
    rng = Rng(seed)
    snap = _call("start", {"game": game_id, "players": g.max_players, "seed": seed})
    assert snap["ok"], snap
    state = g.new(g.max_players, seed)
    refusals = 0
    while not snap["over"]:
        _english(snap["status_note"], "status", found)
        moves = snap["moves"] or state.moves()
        if refusals < 12:
            for wrong in _wrong_moves(moves):
                if state.find(wrong) is None:
                    answer = _call("play", {"sid": snap["sid"], "move": wrong})
                    assert not answer["ok"]
                    _english(answer["error"], f"refusal of {wrong}", found)
                    refusals += 1
        for move in moves[:8]:
            preview = state.preview(move) or {}
            _english(preview.get("text"), f"preview of {move}", found)
        move = moves[rng.below(len(moves))]
        snap = _call("play", {"sid": snap["sid"], "move": move, "viewer": None})
        assert snap["ok"], snap
        state = state.play(move)
    for line in snap["log"]:
        _english(line, "log", found)
    _english(snap["end_reason"], "end", found)
    return found


@pytest.mark.parametrize("game_id", ["petal", "floriado", "petal_battle", "petals", "anthokyklos"])
def test_every_sentence_of_a_game_is_the_catalogue_s(game_id: str) -> None:
    assert game_id in games()
    for seed in (1, 2):
        assert _walk(game_id, seed)[:10] == []


def test_english_stays_english() -> None:
    """Without a language the engine's sentences are the messages themselves."""
    i18n.use("en")
    answer = json.loads(bridge.call("play", json.dumps({"sid": "none", "move": {"type": "x"}})))
    assert answer["error"] == "This game is no longer open; start it again from the lobby."


def test_every_pattern_card_s_requirement_is_a_message() -> None:
    """Anthokyklos' requirements are whole phrases of the catalogue, listed once."""
    from posy.games.anthokyklos.cards import CARDS, REQUIREMENTS

    assert sorted({card.requirement_words() for card in CARDS}) == sorted(REQUIREMENTS)


def test_every_strength_sentence_is_a_message() -> None:
    """The lobby's catalog holds the levels' strength sentences in English: the page
    translates each whole, so every sentence ``strength.words`` writes is a message."""
    from posy import strength

    written = {
        strength.words(strength.NAMES[weaker], score / 100, players)
        for weaker in strength.NAMES
        for score in range(101)
        for players in (2, 3)
    }
    assert written <= set(strength.SENTENCES)
    assert all(
        s in strength.SENTENCES for level in strength.BELOW for s in strength.sentences(level).values()
    )
