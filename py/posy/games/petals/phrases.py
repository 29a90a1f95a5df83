"""Petals' phrases: the log's placement sentences and the preview's beginnings, one
whole sentence per spot of the bouquet, and a bouquet preview's sentence. They read no
position (the callers pass what they say), so they sit apart from ``words.py``, as Petal
Battle's ``phrases.py`` does.
"""

from __future__ import annotations

from typing import Any

from ...core.i18n import _


def placed_sentence(cell: int) -> str:
    """The log's placement of a card, one whole sentence per spot: placeholders {name} and {card}."""
    return (
        # Translators: {name} a player, {card} a card's name; a spot of the 3x3 bouquet
        _("{name} places {card} in the bottom row, left column."),
        # Translators: {name} a player, {card} a card's name; a spot of the 3x3 bouquet
        _("{name} places {card} in the bottom row, middle column."),
        # Translators: {name} a player, {card} a card's name; a spot of the 3x3 bouquet
        _("{name} places {card} in the bottom row, right column."),
        # Translators: {name} a player, {card} a card's name; a spot of the 3x3 bouquet
        _("{name} places {card} in the middle row, left column."),
        # Translators: {name} a player, {card} a card's name; a spot of the 3x3 bouquet
        _("{name} places {card} in the middle row, middle column."),
        # Translators: {name} a player, {card} a card's name; a spot of the 3x3 bouquet
        _("{name} places {card} in the middle row, right column."),
        # Translators: {name} a player, {card} a card's name; a spot of the 3x3 bouquet
        _("{name} places {card} in the top row, left column."),
        # Translators: {name} a player, {card} a card's name; a spot of the 3x3 bouquet
        _("{name} places {card} in the top row, middle column."),
        # Translators: {name} a player, {card} a card's name; a spot of the 3x3 bouquet
        _("{name} places {card} in the top row, right column."),
    )[cell]


def placed_head(cell: int) -> str:
    """A placement's preview begins so, one phrase per spot: placeholder {card}."""
    return (
        # Translators: a placement's preview, before ': your bouquet counts 12'; {card} a card's name
        _("{card} in the bottom row, left column"),
        # Translators: a placement's preview, before ': your bouquet counts 12'; {card} a card's name
        _("{card} in the bottom row, middle column"),
        # Translators: a placement's preview, before ': your bouquet counts 12'; {card} a card's name
        _("{card} in the bottom row, right column"),
        # Translators: a placement's preview, before ': your bouquet counts 12'; {card} a card's name
        _("{card} in the middle row, left column"),
        # Translators: a placement's preview, before ': your bouquet counts 12'; {card} a card's name
        _("{card} in the middle row, middle column"),
        # Translators: a placement's preview, before ': your bouquet counts 12'; {card} a card's name
        _("{card} in the middle row, right column"),
        # Translators: a placement's preview, before ': your bouquet counts 12'; {card} a card's name
        _("{card} in the top row, left column"),
        # Translators: a placement's preview, before ': your bouquet counts 12'; {card} a card's name
        _("{card} in the top row, middle column"),
        # Translators: a placement's preview, before ': your bouquet counts 12'; {card} a card's name
        _("{card} in the top row, right column"),
    )[cell]


def preview_sentence(head: str, total_before: int, total_after: int, zeroed: list[dict[str, Any]]) -> str:
    """A bouquet preview's sentence: ``head`` (the decision), the count after it and its
    gain or loss, then each card it sets to 0."""
    gain = total_after - total_before
    if gain > 0:
        # Translators: a preview: {head} the decision ("Clover in the top row, left column"), {total} the
        # bouquet's count after it, {gain} how much it gains
        text = _("{head}: your bouquet counts {total} (+{gain})")
    elif gain < 0:
        # Translators: a preview: {head} the decision, {total} the bouquet's count after it, {gain} how much it loses
        text = _("{head}: your bouquet counts {total} (−{gain})")
    else:
        # Translators: a preview: {head} the decision, {total} the bouquet's count after it
        text = _("{head}: your bouquet counts {total} (no change)")
    text = text.format(head=head, total=total_after, gain=abs(gain))
    for z in zeroed:
        # Translators: a preview goes on ({text}): a card ({by}) sets another ({card}) to 0, {base} its value
        text = _("{text}; {by} sets {card} to 0 (base {base})").format(text=text, **z)
    # Translators: the end of a preview's sentence ({text})
    return _("{text}.").format(text=text)
