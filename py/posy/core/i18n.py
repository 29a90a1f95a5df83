"""Posy in the player's language: every sentence the engine writes goes through here.

The catalogues are GNU gettext's: ``locale/posy.pot`` lists every message (extracted by
Babel from ``py/`` and ``web/``: ``python3 build.py messages``), ``locale/<lang>.po``
holds one language's translations, the format Weblate, Pontoon and Crowdin read. The
build compiles each to ``posy/locale/<lang>.mo`` (read here by the standard library's
``gettext``, which Pyodide has: no third-party code in the engine) and to the page's
own catalogue (``web/locale/<lang>.js``, read by ``web/i18n.js``).

Messages are English sentences with named placeholders in braces, ``"Pass to {name}"``,
filled with ``str.format`` here and the same syntax on the page. A count's sentence is
``ngettext(singular, plural, n)``: the catalogue's ``Plural-Forms`` picks the form (one
in Japanese, two in the others, French's singular covering 0 and 1). A message that is
a constant (a flower's name in a table) is marked with ``N_`` where it is written and
translated with ``_`` where it is read, so that a change of language reaches it.

The engine formats in one language at a time, the page's (``use``): game records, saves,
links and remote messages hold moves, never sentences, so two devices in two languages
play each other and each reads its own.
"""

from __future__ import annotations

import gettext
from importlib import resources

# The languages Posy has catalogues for, English first (the messages' own, no catalogue),
# each named in itself (the language menus).
LANGUAGES = ("en", "fr", "de", "es", "nl", "ja")
NAMES = {
    "en": "English",
    "fr": "Français",
    "de": "Deutsch",
    "es": "Español",
    "nl": "Nederlands",
    "ja": "日本語",
}
# The languages the page offers and follows the browser to: those whose catalogue is
# complete (tests/engine/test_catalogues.py), a language half translated is not offered.
OFFERED: tuple[str, ...] = LANGUAGES
# The pseudo-language the tests read the page in: every message accented and longer,
# written by the build from the template, so that English left outside the catalogue shows.
PSEUDO = "en-XA"
DOMAIN = "posy"

_loaded: dict[str, gettext.NullTranslations] = {}
_active: gettext.NullTranslations = gettext.NullTranslations()
_language = "en"


def _catalogue(language: str) -> gettext.NullTranslations:
    """The compiled catalogue of ``language`` (English, or one not built: the messages as written)."""
    if language not in _loaded:
        found: gettext.NullTranslations = gettext.NullTranslations()
        try:
            data = resources.files("posy").joinpath("locale", f"{language}.mo").open("rb")
        except (FileNotFoundError, OSError):
            data = None
        if data is not None and language != "en":
            with data:
                found = gettext.GNUTranslations(data)
        _loaded[language] = found
    return _loaded[language]


def use(language: str) -> str:
    """Write every sentence from now on in ``language`` (one of LANGUAGES, or PSEUDO);
    anything else is English. Returns the language now in use."""
    global _active, _language
    _language = language if language in LANGUAGES or language == PSEUDO else "en"
    _active = _catalogue(_language)
    return _language


def language() -> str:
    """The language sentences are written in now."""
    return _language


def catalogue() -> gettext.NullTranslations:
    """The catalogue sentences are translated with now: the key of what is remembered per
    language (a Petals card's words), since a language's catalogue may be replaced (the
    tests make the pseudo-language's anew from the messages the code writes)."""
    return _active


def _(message: str) -> str:
    """``message`` in the language in use."""
    return _active.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a sentence about ``n`` things that the language in use takes for ``n``
    (the caller fills ``{n}`` and its other placeholders)."""
    return _active.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """``message`` in the language in use, told apart from the same English words used
    elsewhere by ``context`` ("Play" the verb on a button, "play" the noun in the log)."""
    return _active.pgettext(context, message)


def N_(message: str) -> str:
    """Mark a constant message for the catalogue; ``_`` translates it where it is read."""
    return message
