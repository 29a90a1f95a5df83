"""Posy's catalogues (py/posy/core/i18n.py says what they are), made with Babel.

    python3 build.py messages   # extract: locale/posy.pot from py/ and web/, each .po updated to it
    .venv/bin/python tools/locales.py absorb WORK.po...   # a working copy's translations taken in
    (build.py compiles at every build: compile_all below)

``extract`` reads every message the engine (``_``, ``N_``, ``ngettext``, ``pgettext``) and
the page (``t``, ``nt``, ``pt``) write, with where each is used, into the template, and
updates each language's ``.po`` to it the way ``pybabel update`` does: new messages come
in untranslated, a changed one is kept as fuzzy (a translator checks it, and the page
does not show it), a removed one is dropped. ``compile_all`` writes, per language, the
engine's ``posy/locale/<lang>.mo`` and the page's ``web/locale/<lang>.js`` (only the
messages the page writes, and the lobby's catalog: the page does not load the engine's
sentences), plus the tests' pseudo-language from the template.
"""

from __future__ import annotations

import gettext
import io
import json
import re
import sys
from collections.abc import Iterable, Mapping
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from babel import Locale
from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "locale"
TEMPLATE = LOCALE / "posy.pot"
sys.path.insert(0, str(ROOT / "py"))
from posy.core.i18n import LANGUAGES, PSEUDO  # noqa: E402

PY_KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2)}
JS_KEYWORDS = {"t": None, "nt": (1, 2), "pt": ((1, "c"), 2)}
# The catalogues' headers: a fixed date, so that extracting again changes only what changed.
HEADER: dict[str, Any] = {
    "domain": "posy",
    "project": "Posy",
    "version": "1",
    "copyright_holder": "the Posy authors",
    "msgid_bugs_address": "Posy's issues (README.md)",
    "last_translator": "Posy's translators",
    "fuzzy": False,
    "creation_date": datetime(2026, 11, 29, tzinfo=UTC),
    "revision_date": datetime(2026, 11, 29, tzinfo=UTC),
    "header_comment": "# Posy's messages: every sentence a player reads.\n# Made by `python3 build.py messages` (tools/locales.py).",
}
PLACEHOLDER = re.compile(r"\{\{|\}\}|\{(\w*)\}")


Extracted = tuple[str, int, str | tuple[str, ...], list[str], str | None]


def _extracted(folder: Path, method: str, keywords: Mapping[str, Any]) -> Iterable[Extracted]:
    skip = ("vendor", "node_modules", "__pycache__", "locale")
    for filename, lineno, message, comments, context in extract_from_dir(
        folder,
        method_map=[(f"**.{'py' if method == 'python' else 'js'}", method)],
        keywords=keywords,
        comment_tags=("Translators:",),
        strip_comment_tags=True,
    ):
        if not any(part in skip for part in Path(filename).parts):
            text = message if isinstance(message, str) else tuple(message)
            yield (folder / filename).relative_to(ROOT).as_posix(), lineno, text, comments, context


def template() -> Catalog:
    """Every message of py/posy and web/, with where it is written."""
    catalog = Catalog(**HEADER)
    sources = [(ROOT / "py" / "posy", "python", PY_KEYWORDS), (ROOT / "web", "javascript", JS_KEYWORDS)]
    for folder, method, keywords in sources:
        for path, lineno, message, comments, context in _extracted(folder, method, keywords):
            if not message or (isinstance(message, tuple) and not all(message)):
                continue
            flags = ["python-brace-format"] if "{" in str(message) else []
            catalog.add(message, None, [(path, lineno)], auto_comments=comments, context=context, flags=flags)
    return catalog


def read(path: Path, locale: str | None = None) -> Catalog:
    with path.open("rb") as f:
        return read_po(f, locale=locale, domain="posy")


def write(path: Path, catalog: Catalog) -> None:
    buffer = io.BytesIO()
    write_po(buffer, catalog, width=100, sort_output=False, omit_header=False)
    path.write_bytes(buffer.getvalue())


def extract() -> None:
    """The template written afresh and every language's catalogue updated to it."""
    LOCALE.mkdir(exist_ok=True)
    pot = template()
    write(TEMPLATE, pot)
    for language in LANGUAGES[1:]:
        path = LOCALE / f"{language}.po"
        catalog = (
            read(path, language)
            if path.exists()
            else Catalog(locale=language, language_team=Locale.parse(language).english_name, **HEADER)
        )
        catalog.update(pot, update_header_comment=False)
        catalog.obsolete.clear()
        write(path, catalog)
    print(f"locale/: {len(pot)} messages")


def absorb(sources: list[Path]) -> None:
    """Copy the translations of each ``.po`` in ``sources`` (its Language header says
    which) into that language's catalogue, for the messages it has: how a translator's
    working copy, kept outside git, comes back after the template has moved on."""
    for source in sources:
        found = read(source)
        language = str(found.locale)
        path = LOCALE / f"{language}.po"
        catalog = read(path, language)
        taken = 0
        for m in found:
            if (
                not m.id
                or not m.string
                or m.fuzzy
                or (isinstance(m.string, tuple | list) and not all(m.string))
            ):
                continue
            target = catalog.get(m.id, context=m.context)
            if target is not None:
                target.string = m.string
                target.flags.discard("fuzzy")
                taken += 1
        write(path, catalog)
        print(f"{path.relative_to(ROOT)}: {taken} translations from {source}")


# Counts that meet every CLDR category of the six languages (French's "many" is a million's).
SAMPLE_COUNTS = (*range(0, 200), 1_000_000, 2_000_000)


def forms(language: str) -> dict[str, int]:
    """Which of ``language``'s catalogue forms each CLDR plural category takes: the page
    picks a category with Intl.PluralRules, the engine a form with the catalogue's
    Plural-Forms (gettext); this is the one mapping where they agree (French's "many",
    a million's, takes the same form as "other")."""
    if language == PSEUDO:
        language = "en"
    rule = Locale.parse(language).plural_form
    to_form = gettext.c2py(Catalog(locale=language).plural_expr)
    found: dict[str, int] = {}
    for n in SAMPLE_COUNTS:
        form = to_form(n)
        assert found.setdefault(rule(n), form) == form, f"{language}: {rule(n)} takes two forms"
    return found


def _ids(message: Message) -> tuple[str, ...]:
    """A message's id: its one text, or a plural's singular and plural."""
    return (message.id,) if isinstance(message.id, str) else tuple(message.id)


def _key(message: Message) -> str:
    key = "\u0000".join(_ids(message))
    return f"{message.context}\u0004{key}" if message.context else key


def _page_ids(pot: Catalog, catalog_strings: set[str]) -> set[str]:
    """The messages the page writes: used in web/, or text of the lobby's catalog."""
    return {
        _key(m)
        for m in pot
        if m.id
        and (
            any(path.startswith("web/") for path, _ in m.locations)
            or (isinstance(m.id, str) and m.id in catalog_strings)
        )
    }


def pseudo_text(text: str) -> str:
    """English made visibly foreign and ~40% longer, its placeholders kept: "[Ŝţåŕţ ĝåɱé ~~~]"."""
    accents = str.maketrans(
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
        "åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ",
    )
    parts: list[str] = []
    last = 0
    for match in PLACEHOLDER.finditer(text):
        parts.append(text[last : match.start()].translate(accents) + match.group(0))
        last = match.end()
    parts.append(text[last:].translate(accents))
    body = "".join(parts)
    # the padding in words of four, which wrap as a real language's words do
    pad = max(1, len(text) * 2 // 5)
    return f"[{body} {' '.join(['~~~~'] * (pad // 5)) + ' ' * bool(pad // 5) + '~' * (pad % 5 or 1)}]"


def pseudo(pot: Catalog) -> Catalog:
    catalog = Catalog(locale="en", domain="posy")
    for m in pot:
        if not m.id:
            continue
        texts = tuple(pseudo_text(x) for x in _ids(m))
        catalog.add(m.id, texts if len(texts) > 1 else texts[0], context=m.context)
    return catalog


def compile_all(mo_dir: Path, page_dir: Path, catalog_strings: set[str]) -> None:
    """Every language's .mo (the engine's) into ``mo_dir`` and page catalogue into ``page_dir``."""
    mo_dir.mkdir(parents=True, exist_ok=True)
    page_dir.mkdir(parents=True, exist_ok=True)
    pot = read(TEMPLATE)
    page = _page_ids(pot, catalog_strings)
    catalogues = {language: read(LOCALE / f"{language}.po", language) for language in LANGUAGES[1:]}
    catalogues[PSEUDO] = pseudo(pot)
    for language, catalog in catalogues.items():
        buffer = io.BytesIO()
        write_mo(buffer, catalog, use_fuzzy=False)
        (mo_dir / f"{language}.mo").write_bytes(buffer.getvalue())
        messages: dict[str, str | list[str]] = {}
        for m in catalog:
            if not m.id or m.fuzzy or _key(m) not in page or not m.string:
                continue
            messages[_key(m)] = list(m.string) if isinstance(m.string, tuple) else m.string
        data = {"messages": messages, "forms": forms(language)}
        (page_dir / f"{language}.js").write_text(
            f"// Generated by build.py from locale/{language}.po (tools/locales.py).\n"
            f"export default {json.dumps(data, ensure_ascii=False, separators=(',', ':'))};\n"
        )


def strings_of(value: object) -> set[str]:
    """Every string in a JSON-like value (the lobby's catalog)."""
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        return set().union(*(strings_of(v) for v in value.values())) if value else set()
    if isinstance(value, list | tuple):
        return set().union(*(strings_of(v) for v in value)) if value else set()
    return set()


if __name__ == "__main__":
    if sys.argv[1:] == ["extract"]:
        extract()
    elif sys.argv[1:2] == ["absorb"]:
        absorb([Path(p) for p in sys.argv[2:]])
    elif sys.argv[1:2] == ["compile"]:
        from posy import play_api

        compile_all(Path(sys.argv[2]), Path(sys.argv[3]), strings_of(play_api.catalog()))
    else:
        raise SystemExit("usage: tools/locales.py extract | absorb PO... | compile MO_DIR PAGE_DIR")
