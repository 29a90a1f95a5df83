"""How the coach puts its messages together, in the language in use (``posy.core.i18n``).

A hint's reason and a review's verdict are whole messages with placeholders; what varies
in number is told with ``ngettext``. A few of the coach's sentences list a variable
number of facts (the cards a tile completes, a move's effect and where it leaves you):
those facts are joined by a message of their own (``both``, ``listed``), so that each
language chooses its separator, and a preview's sentence written by the game is taken into
the coach's as a clause (``clause_of``).
"""

from __future__ import annotations

from collections.abc import Iterable

from ..core import i18n
from ..core.i18n import pgettext


def signed(n: int) -> str:
    """A gain or a loss of points, ``+3`` or ``−2`` (a minus sign, not a hyphen)."""
    return f"+{n}" if n >= 0 else f"−{-n}"


def both(first: str, then: str) -> str:
    """Two facts about a move, one after the other, in one sentence."""
    # Translators: two facts about a move in one of the coach's reasons, e.g.
    # "picks 3 blue: your second blue, +2 points; then 4 squares to pick within reach".
    return pgettext("coach", "{first}; {then}").format(first=first, then=then)


def clauses(parts: Iterable[str]) -> str:
    """Facts about a move joined as ``both`` joins two."""
    out = ""
    for part in parts:
        out = both(out, part) if out else part
    return out


def listed(items: Iterable[str]) -> str:
    """Names in a row ("“Ring”, “Star”"), each pair joined by the language's separator."""
    out = ""
    for item in items:
        # Translators: two names of a list one after the other, e.g. "“Ring”, “Star”".
        out = pgettext("coach", "{first}, {then}").format(first=out, then=item) if out else item
    return out


def quoted(name: str) -> str:
    """A card's name as the coach quotes it."""
    # Translators: a card's name quoted in the coach's words, e.g. “Ring”: use your language's quotation marks.
    return pgettext("coach", "“{name}”").format(name=name)


def sentences(first: str, then: str) -> str:
    """Two whole sentences, one after the other."""
    # Translators: two whole sentences one after the other (Japanese writes no space between them).
    return pgettext("coach", "{first} {then}").format(first=first, then=then)


def clause_of(sentence: str) -> str:
    """A game's sentence (a preview's) as a clause of the coach's: its full stop left out,
    and its first letter made small, except in German, where a noun keeps its capital."""
    text = sentence.rstrip(".。")
    if i18n.language() == "de":
        return text
    return text[:1].lower() + text[1:]


def capital(text: str) -> str:
    """A clause made the start of a sentence: its first letter a capital."""
    return text[:1].upper() + text[1:]
