"""Anthokyklos' phrases: a space as a player finds it on the flower, a colour, the log's
placement sentences (one whole sentence per colour) and the pieces of a placement's
preview. They read no position (the callers pass what they say), so they live apart
from ``words.py``, as Petal Battle's and Petals' ``phrases.py`` do.
"""

from __future__ import annotations

from typing import Any

from ...core.i18n import _
from .lattice import COLOURS, RINGS, angle, ring_of


def where(space: int) -> str:
    """A space as a player finds it on the flower as drawn, where no space is numbered:
    its ring counted from the centre, and where round the flower it sits, as on a clock
    face (ring 1's first space at 12 o'clock, clockwise, as web/games/anthokyklos/geometry.js
    draws it). Two spaces of a ring are 40 degrees apart, so no two share an hour.
    A translated phrase, passed into sentences as {where} (the spot a tile goes on)."""
    ring = ring_of(space)
    hour = round(angle(space) / 30) % 12 or 12
    if ring == 1:
        # Translators: a space of the flower, where a tile goes, inside sentences ("places a red tile on
        # {where}"); {hour} is a clock face's hour, 1 to 12, the space's direction from the centre
        return _("the innermost ring at {hour} o'clock").format(hour=hour)
    if ring == RINGS:
        # Translators: a space of the flower, where a tile goes, inside sentences ("places a red tile on
        # {where}"); {hour} is a clock face's hour, 1 to 12, the space's direction from the centre
        return _("the outermost ring at {hour} o'clock").format(hour=hour)
    # Translators: a space of the flower, where a tile goes, inside sentences ("places a red tile on
    # {where}"); {ring} the ring's number from the centre (2 to 4), {hour} a clock face's hour, 1 to 12
    return _("ring {ring} from the centre at {hour} o'clock").format(ring=ring, hour=hour)


def colour_name(colour: int) -> str:
    """A tile's colour in words, for a list of the colours that would fit ("red or blue")."""
    # Translators: a tile's colour, in a preview's list of the colours that fit ("red or blue on ...")
    return (_("red"), _("yellow"), _("blue"))[colour]


def tile_sentences(colour: int) -> tuple[str, str, str, str]:
    """A placement in the log, one whole sentence per colour, each as placed, with a claim,
    ending the game, and both: placeholders {name}, {where} (the space) and {claimed}."""
    if colour == 0:
        return (
            # Translators: {where} is a space ("the innermost ring at 3 o'clock")
            _("{name} places a red tile on {where}."),
            # Translators: {where} a space, {claimed} the Pattern cards claimed (“Line of 3: all red” (1 point))
            _("{name} places a red tile on {where} and claims {claimed}."),
            # Translators: {where} is a space ("the innermost ring at 3 o'clock")
            _("{name} places a red tile on {where}. The flower is complete."),
            # Translators: {where} a space, {claimed} the Pattern cards claimed
            _("{name} places a red tile on {where} and claims {claimed}. The flower is complete."),
        )
    if colour == 1:
        return (
            # Translators: {where} is a space ("the innermost ring at 3 o'clock")
            _("{name} places a yellow tile on {where}."),
            # Translators: {where} a space, {claimed} the Pattern cards claimed (“Line of 3: all red” (1 point))
            _("{name} places a yellow tile on {where} and claims {claimed}."),
            # Translators: {where} is a space ("the innermost ring at 3 o'clock")
            _("{name} places a yellow tile on {where}. The flower is complete."),
            # Translators: {where} a space, {claimed} the Pattern cards claimed
            _("{name} places a yellow tile on {where} and claims {claimed}. The flower is complete."),
        )
    return (
        # Translators: {where} is a space ("the innermost ring at 3 o'clock")
        _("{name} places a blue tile on {where}."),
        # Translators: {where} a space, {claimed} the Pattern cards claimed (“Line of 3: all red” (1 point))
        _("{name} places a blue tile on {where} and claims {claimed}."),
        # Translators: {where} is a space ("the innermost ring at 3 o'clock")
        _("{name} places a blue tile on {where}. The flower is complete."),
        # Translators: {where} a space, {claimed} the Pattern cards claimed
        _("{name} places a blue tile on {where} and claims {claimed}. The flower is complete."),
    )


def tile_preview(colour: int) -> str:
    """A preview's tile and space: placeholder {where}."""
    return (
        # Translators: a preview's beginning; {where} is a space ("the innermost ring at 3 o'clock")
        _("A red tile on {where}"),
        # Translators: a preview's beginning; {where} is a space ("the innermost ring at 3 o'clock")
        _("A yellow tile on {where}"),
        # Translators: a preview's beginning; {where} is a space ("the innermost ring at 3 o'clock")
        _("A blue tile on {where}"),
    )[colour]


def within_one_words(c: dict[str, Any]) -> str:
    """A preview's part: a card one tile from complete, the colours that fit and where."""
    fits = [colour_name(COLOURS.index(k)) for k in c["colours"]]
    colours = fits[0]
    for other in fits[1:]:
        # Translators: colours that would fit a space, in a list ("red or blue")
        colours = _("{first} or {second}").format(first=colours, second=other)
    # Translators: a preview's part: {card} a card's name ("Line of 3: all red"), {colours} the colours
    # that would fit ("red or blue"), {where} the space ("the innermost ring at 3 o'clock")
    text = _("brings “{card}” within one tile ({colours} on {where})")
    return text.format(card=c["name"], colours=colours, where=where(c["missing"]))


def preview_sentence(place: str, parts: list[str]) -> str:
    """A placement's preview: ``place`` (the tile and its space), then its ``parts``."""
    if parts:
        # Translators: a preview: {place} the tile and its space ("A red tile on the innermost ring at 3
        # o'clock"), {parts} what it does, separated by "; " ("completes “...” (2 points); brings ...")
        return _("{place} {parts}.").format(place=place, parts="; ".join(parts))
    # Translators: a preview: {place} the tile and its space ("A red tile on the innermost ring at 3 o'clock")
    return _("{place} completes no card on display and brings none within one tile.").format(place=place)
