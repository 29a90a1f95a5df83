"""Issue 45: the catalogues (locale/*.po, GNU gettext) hold every message the code writes,
no other, and every language Posy offers translates all of them, with every placeholder
and every plural form; the engine and the page agree on which form a count takes."""

from __future__ import annotations

import gettext
import json
import re
import sys
from pathlib import Path

import pytest
from babel import Locale
from babel.messages.catalog import Catalog, Message

from posy import bridge, play_api
from posy.core import i18n

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import locales  # noqa: E402

PLACEHOLDER = re.compile(r"(?<!\{)\{(\w+)\}(?!\})")


def _key(message: Message) -> tuple[str | None, tuple[str, ...]]:
    return message.context, locales._ids(message)


@pytest.fixture(scope="module")
def template() -> Catalog:
    return locales.template()


def test_the_template_is_the_code_s_messages(template: Catalog) -> None:
    """`python3 build.py messages` was run after the last change to a message: the
    template lists exactly the messages py/ and web/ write."""
    written = {_key(m) for m in locales.read(locales.TEMPLATE) if m.id}
    in_code = {_key(m) for m in template if m.id}
    assert sorted(in_code - written, key=str) == [], "messages missing from locale/posy.pot"
    assert sorted(written - in_code, key=str) == [], "messages in locale/posy.pot no code writes"


@pytest.mark.parametrize("language", i18n.LANGUAGES[1:])
def test_each_catalogue_has_the_template_s_messages_and_no_other(language: str) -> None:
    written = {_key(m) for m in locales.read(locales.TEMPLATE) if m.id}
    catalogue = {_key(m) for m in locales.read(locales.LOCALE / f"{language}.po", language) if m.id}
    assert catalogue == written, (
        f"run `python3 build.py messages`: locale/{language}.po is not the template's"
    )


@pytest.mark.parametrize("language", i18n.LANGUAGES[1:])
def test_every_offered_language_translates_every_message_with_its_placeholders(language: str) -> None:
    """A language is offered (the page's menus, the browser's languages followed) only
    once its catalogue is complete."""
    offered = [entry["tag"] for entry in play_api.catalog()["languages"]]
    if language not in i18n.OFFERED:
        assert language not in offered
        return
    assert language in offered
    catalogue = locales.read(locales.LOCALE / f"{language}.po", language)
    forms = catalogue.num_plurals
    problems: list[str] = []
    for m in catalogue:
        if not m.id:
            continue
        ids = locales._ids(m)
        strings = (m.string,) if isinstance(m.string, str) else tuple(m.string or ())
        wanted = set(PLACEHOLDER.findall(ids[-1])) | set(PLACEHOLDER.findall(ids[0]))
        if m.fuzzy or not all(strings):
            problems.append(f"untranslated: {ids[0]!r}")
        elif len(ids) > 1 and len(strings) != forms:
            problems.append(f"{len(strings)} forms, not {forms}: {ids[0]!r}")
        for text in strings:
            # a form for one thing may leave out {n} ("une fleur"); no form may add a name
            extra = set(PLACEHOLDER.findall(text)) - wanted
            missing = wanted - set(PLACEHOLDER.findall(text)) - ({"n"} if len(ids) > 1 else set())
            if text and (extra or missing):
                problems.append(f"placeholders {sorted(extra)} added, {sorted(missing)} left out: {ids[0]!r}")
    assert problems == []


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_the_page_and_the_engine_pick_the_same_plural_form(language: str) -> None:
    """The engine picks a form with the catalogue's Plural-Forms (gettext); the page with
    Intl.PluralRules' CLDR category, mapped through the forms the build lists
    (tools/locales.py forms). Babel's CLDR rules stand in for the browser's here."""
    expression = Catalog(locale=language).plural_expr
    gettext_form = gettext.c2py(expression)
    forms = locales.forms(language)
    rule = Locale.parse(language).plural_form
    for n in [*range(0, 1200), 10_000, 100_000, 1_000_000, 2_000_000, 3_000_000]:
        assert forms[rule(n)] == gettext_form(n), (language, n, rule(n))


def test_the_engine_writes_in_the_language_it_is_given() -> None:
    """Each call's sentences are in the language the page sends with it (the worker passes
    web/i18n.js's): the pseudo-language's catalogue (the build writes it from the template)
    reaches them, and a language Posy has no catalogue for is English."""
    refusal = "The request was not readable."
    assert json.loads(bridge.call("start", "[1]", "en-XA"))["error"] == locales.pseudo_text(refusal)
    assert json.loads(bridge.call("start", "[1]", "xx"))["error"] == refusal
    assert json.loads(bridge.call("start", "[1]"))["error"] == refusal
    unknown = json.loads(bridge.call("nonsense", "{}", "en-XA"))["error"]
    assert unknown == locales.pseudo_text("Unknown call “{name}”.").format(name="nonsense")


def test_the_pseudo_language_keeps_placeholders_and_is_longer() -> None:
    text = locales.pseudo_text("Pass to {name}: {n} flowers left")
    assert "{name}" in text and "{n}" in text and "Pass" not in text
    assert len(text) >= 1.4 * len("Pass to {name}: {n} flowers left")


RULES = ROOT / "assets" / "rules"
GAMES = sorted(p.stem for p in RULES.glob("*.html") if "." not in p.stem)


def _tags(html: str) -> list[str]:
    return re.findall(r"<(h2|h3|h4|ul|ol|li|table|tr|td|th|figure|img|svg|a)\b", html)


def _nested_paragraphs(html: str) -> bool:
    """Whether a <p> opens before the one before it closed (the browser then splits the
    first one in two around the second: a Learn to play link once cut a blurb in half)."""
    depth = 0
    for tag in re.findall(r"<(/?)p\b", html):
        depth += -1 if tag else 1
        if depth > 1:
            return True
    return False


def test_no_rules_page_opens_a_paragraph_inside_another() -> None:
    assert [g for g in GAMES if _nested_paragraphs((RULES / f"{g}.html").read_text())] == []


@pytest.mark.parametrize("language", i18n.LANGUAGES[1:])
def test_each_rules_page_translation_keeps_the_page_s_structure_and_numbers(language: str) -> None:
    """A rules page in another language (assets/rules/<game>.<lang>.html, which the page
    shows in that language) has the English page's headings, lists, tables and links in
    the same order, and every number the English page gives (scores, counts, worked
    examples). An offered language has all five."""
    for game in GAMES:
        path = RULES / f"{game}.{language}.html"
        if not path.exists():
            assert language not in i18n.OFFERED, f"{path.name} is missing"
            continue
        english, translated = (RULES / f"{game}.html").read_text(), path.read_text()
        assert not _nested_paragraphs(translated), f"{path.name}: a paragraph opens inside another"
        assert _tags(translated) == _tags(english), path.name
        assert re.findall(r'data-learn="(\w+)"', translated) == re.findall(r'data-learn="(\w+)"', english)
        numbers = re.findall(r"\d+", re.sub(r"<[^>]*>", " ", english))
        found = re.findall(r"\d+", re.sub(r"<[^>]*>", " ", translated))
        missing = [n for n in set(numbers) if found.count(n) < numbers.count(n)]
        assert missing == [], f"{path.name} leaves out numbers of the English page: {missing}"
