"""Issue 45: every sentence the tutorials and the coach write goes through the catalogue.

Read in the pseudo-language (en-XA: every message accented and longer, compiled by
``python3 build.py`` from the template into py/posy/locale/en-XA.mo), a sentence that
still holds a run of four plain ASCII letters was written outside the catalogue. The
values put into placeholders are not the coach's to translate when they are the games'
own words (a colour, a card's name, a square, a player's name), so each check names the
values it takes out before it looks (see ``english_left``).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator
from importlib import resources

import pytest

from posy import bridge
from posy.core import i18n
from posy.tutorial import GAMES, tutorial

ENGLISH = re.compile(r"[A-Za-z]{4,}")


@pytest.fixture(autouse=True)
def pseudo() -> Iterator[None]:
    """The pseudo-language for the test, English again after it (the language is global)."""
    built = resources.files("posy").joinpath("locale", f"{i18n.PSEUDO}.mo")
    assert built.is_file(), "run `python3 build.py` first: it compiles the pseudo-language's catalogue"
    i18n.use(i18n.PSEUDO)
    yield
    i18n.use("en")


def english_left(text: str, values: Iterable[str] = ()) -> list[str]:
    """The runs of plain English in ``text`` once ``values`` (the games' own words put
    into placeholders, which the games translate) are taken out, longest first."""
    for value in sorted(set(values), key=len, reverse=True):
        if value:
            text = text.replace(value, " ")
    return ENGLISH.findall(text)


def call(name: str, req: dict[str, object]) -> dict[str, object]:
    answer: dict[str, object] = json.loads(bridge.call(name, json.dumps(req), i18n.PSEUDO))
    return answer


@pytest.mark.parametrize("game_id", GAMES)
def test_each_tutorial_speaks_the_pseudo_language(game_id: str) -> None:
    """Every step's sentence and rule, every clause of the summary and the players' names,
    as the bridge serves the script to the page."""
    answer = call("tutorial", {"game": game_id})
    assert answer["ok"], answer
    script = answer["tutorial"]
    assert isinstance(script, dict)
    sentences = list(script["names"])
    sentences += [c["text"] for c in script["clauses"]]
    for step in script["steps"]:
        sentences += [step["say"], step["rule"]]
    assert all(s.startswith("[") for s in sentences if s)
    assert {s: english_left(s) for s in sentences if english_left(s)} == {}
    # ids, moves and taps stay language-free: the same as in English
    english = tutorial(game_id)
    assert english is not None
    assert [s["teaches"] for s in script["steps"]] == [list(s.teaches) for s in english.steps]
    assert [c["id"] for c in script["clauses"]] == [c.id for c in english.clauses]


def test_a_game_without_a_tutorial_is_refused_in_the_pseudo_language() -> None:
    answer = call("tutorial", {"game": "chess"})
    assert not answer["ok"]
    assert english_left(str(answer["error"])) == []
