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
from typing import Any

import pytest

import posy
from posy import bridge
from posy.coach import api
from posy.coach.explainers import explain
from posy.coach.phrases import clause_of
from posy.core import Record, Rng, State, i18n, random_record, replay
from posy.games import anthokyklos as ak
from posy.games import petals as ps
from posy.games.anthokyklos.lattice import SPACES
from posy.games.anthokyklos.phrases import where
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


def call(name: str, req: dict[str, object]) -> dict[str, Any]:
    answer: dict[str, Any] = json.loads(bridge.call(name, json.dumps(req), i18n.PSEUDO))
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


GAMES_BY_ID = {g.id: g for g in posy.games().values()}


def game_words(state: State[Any]) -> set[str]:
    """The games' own words the coach puts into its placeholders (the games translate
    them; until they do these are English): the seats' names, the Petals cards' names
    and labels, Anthokyklos' cards and spaces, and the games'
    preview sentences the coach quotes as a clause (Petal Battle's)."""
    words = {state.game.player_name(p) for p in range(state.players)}
    words |= {clause_of(p["text"]) for m in state.moves() if (p := state.preview(m))}
    if state.game.id == "petals":
        words |= set(ps.NAME) | {ps.card_label(c) for c in range(ps.NCARDS)}
    if state.game.id == "anthokyklos":
        words |= {c.name for c in ak.CARDS} | {where(s) for s in range(SPACES)}
    return words


def positions(game_id: str, count: int = 4) -> list[State[Any]]:
    """Decision points along a seeded random game."""
    state = GAMES_BY_ID[game_id].new(2, 3)
    rng = Rng(11)
    out: list[State[Any]] = []
    while not state.over and len(out) < count:
        legal = state.moves()
        if len(legal) > 1 and rng.below(3) == 0:
            out.append(state)
        state = state.apply(legal[rng.below(len(legal))])
    return out


@pytest.mark.parametrize("game_id", sorted(GAMES_BY_ID))
def test_hints_and_every_move_s_words_speak_the_pseudo_language(game_id: str) -> None:
    """A hint as the page asks for it, and the words of every legal move (the coach's
    reasons), in a few positions of each game."""
    for state in positions(game_id):
        words = game_words(state)
        answer = call("coach_hint", {"state": state.dump(), "iterations": 20})
        assert answer["ok"], answer
        hint = answer["hint"]
        assert isinstance(hint, dict)
        assert hint["text"].startswith("[")
        assert english_left(hint["text"], words) == [], hint["text"]
        for move in state.moves():
            for text in explain(state, move):
                assert english_left(text, words) == [], (move, text)


def finished(game_id: str) -> Record:
    """A random game played to its end (Petals: one round)."""
    game = GAMES_BY_ID[game_id]
    options = {"rounds": 1} if game_id == "petals" else None
    return random_record(game, 2, 5, Rng(5), options)


def review_steps(review: str) -> Iterator[dict[str, Any]]:
    while True:
        step = call("coach_review_step", {"review": review, "slice_ms": 50})
        assert step["ok"], step
        yield step
        if step["done"]:
            return


@pytest.mark.parametrize("game_id", sorted(GAMES_BY_ID))
def test_a_review_speaks_the_pseudo_language(game_id: str) -> None:
    record = finished(game_id)
    states = replay(GAMES_BY_ID[game_id], record)
    started = call("coach_review_start", {"record": record.to_json(), "seats": [0], "budget": 6})
    assert started["ok"], started
    entries = [e for step in review_steps(str(started["review"])) for e in step["new"]]
    assert entries and any(e["played"] != e["best"] for e in entries)
    for entry in entries:
        text = entry["text"]
        assert text.startswith("[") and english_left(text, game_words(states[entry["ply"]])) == [], text


def test_a_review_read_in_another_language_midway_is_written_in_it() -> None:
    """The review keeps what its searches found, not sentences: a player who changes
    language while it runs reads what is left, and the whole list at the end, in the new one."""
    record = finished("floriado")
    i18n.use("en")
    started = json.loads(
        bridge.call("coach_review_start", json.dumps({"record": record.to_json(), "budget": 6}))
    )
    first: dict[str, Any] = {"new": [], "done": False}
    while len(first["new"]) < 2:  # some decisions reviewed in English
        step = bridge.call("coach_review_step", json.dumps({"review": started["review"], "slice_ms": 1}))
        first = {**json.loads(step), "new": first["new"] + json.loads(step)["new"]}
    assert not first["done"]
    assert all(e["text"].startswith("Move ") for e in first["new"])
    steps = list(review_steps(started["review"]))
    assert all(e["text"].startswith("[") for s in steps for e in s["new"])
    marked = steps[-1]["marked"]
    assert marked and all(e["text"].startswith("[") for e in marked)
    review = api.REVIEWS[started["review"]]
    assert {e["text"] for e in review.entries}.isdisjoint(e["text"] for e in first["new"])
    i18n.use("en")
    assert [e["text"] for e in review.entries[: len(first["new"])]] == [e["text"] for e in first["new"]]
