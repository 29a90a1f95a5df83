"""Anthokyklos Pattern cards: each card's shape, colour requirement and points,
its placements precomputed, and the matcher that finds one on the flower.

The deck itself (which cards, their points and why) is ``deck.py``; the lattice
geometry behind a placement is ``lattice.py``.
"""

from __future__ import annotations

from collections.abc import Callable

from ...core.i18n import N_, _, catalogue, ngettext
from . import deck as deck_data
from .contract import AnthokyklosAtLeast, AnthokyklosCard
from .lattice import COLOURS, SPACES, allowed_counts, placements

NO_CARD = -1  # a seat with no reservation

# Every colour requirement of the deck, whole (the catalogue's phrases: a requirement is
# not built from translated pieces); ``Card.requirement`` translates its own.
# tests/engine/test_languages.py checks that each card's requirement is here.
# Translators: a Pattern card's colour requirement, after its shape ("Line of 3: all red")
REQUIREMENTS = (
    N_("all red"),
    N_("all yellow"),
    N_("all blue"),
    N_("all one colour"),
    N_("all red or all yellow"),
    N_("all yellow or all blue"),
    N_("all blue or all red"),
    N_("exactly red and yellow, at least 3 red"),
    N_("exactly yellow and blue, at least 3 yellow"),
    N_("exactly blue and red, at least 3 blue"),
    N_("exactly red and yellow, at least 4 red"),
    N_("exactly yellow and blue, at least 4 yellow"),
    N_("exactly blue and red, at least 4 blue"),
    N_("exactly red and yellow"),
    N_("exactly yellow and blue"),
    N_("exactly blue and red"),
    N_("exactly two colours, one of them red, at least 4 red"),
    N_("exactly two colours, one of them yellow, at least 4 yellow"),
    N_("exactly two colours, one of them blue, at least 4 blue"),
    N_("exactly two colours, one of them red, at least 3 red"),
    N_("exactly two colours, one of them yellow, at least 3 yellow"),
    N_("exactly two colours, one of them blue, at least 3 blue"),
    N_("exactly two colours, at least 4 of one colour"),
    N_("exactly two colours, at least 5 of one colour"),
    N_("exactly two colours"),
    N_("all three colours, at least 3 red"),
    N_("all three colours, at least 3 yellow"),
    N_("all three colours, at least 3 blue"),
    N_("all three colours, at least 4 red"),
    N_("all three colours, at least 4 yellow"),
    N_("all three colours, at least 4 blue"),
    N_("all three colours, at least 2 red"),
    N_("all three colours, at least 2 yellow"),
    N_("all three colours, at least 2 blue"),
)


_DESCRIBED: dict[tuple[object, int], AnthokyklosCard] = {}


class Card:
    """A Pattern card, with its placements precomputed for the matcher."""

    __slots__ = ("id", "shape", "kind", "colours", "at_least", "wait", "points", "allowed", "size", "takes")

    def __init__(self, row: deck_data.CardRow) -> None:
        cid, shape, kind, colours, at_least, wait, points = row
        self.id: int = cid
        self.shape: str = shape
        self.kind: str = kind
        self.colours: tuple[int, ...] = tuple(COLOURS.index(c) for c in colours)
        self.at_least: tuple[int, int | None] | None = (
            None
            if at_least is None
            else (at_least[0], None if at_least[1] is None else COLOURS.index(at_least[1]))
        )
        self.wait: float = wait
        self.points: int = points
        self.size = len(deck_data.SHAPES[shape][1])
        self.allowed = allowed_counts(self.size, kind, self.colours, self.at_least)
        # Bit c set when a matching placement may hold a tile of colour c: a new
        # tile of another colour cannot complete this card (apply skips it).
        self.takes = sum(1 << c for c in range(len(COLOURS)) if self._may_hold(c))

    def _may_hold(self, colour: int) -> bool:
        size, allowed = self.size, self.allowed
        for red in range(size + 1):
            for yellow in range(size + 1 - red):
                counts = (red, yellow, size - red - yellow)
                if counts[colour] and allowed >> (red << 4 | yellow) & 1:
                    return True
        return False

    @property
    def title(self) -> str:
        """The shape's name in the language in use."""
        return _(deck_data.SHAPES[self.shape][0])

    def requirement(self) -> str:
        """The colour requirement in the language in use (one of REQUIREMENTS)."""
        return _(self.requirement_words())

    def requirement_words(self) -> str:
        """The colour requirement in English: the catalogue's message (REQUIREMENTS)."""
        names = [COLOURS[c] for c in self.colours]
        texts: dict[str, Callable[[], str]] = {
            "mono": lambda: f"all {names[0]}",
            "free_mono": lambda: "all one colour",
            "either_mono": lambda: f"all {names[0]} or all {names[1]}",
            "bi": lambda: f"exactly {names[0]} and {names[1]}",
            "semi_bi": lambda: f"exactly two colours, one of them {names[0]}",
            "free_bi": lambda: "exactly two colours",
            "tri": lambda: "all three colours",
        }
        text = texts[self.kind]()
        if self.at_least is not None:
            count, colour = self.at_least
            text += f", at least {count} " + ("of one colour" if colour is None else COLOURS[colour])
        return text

    @property
    def name(self) -> str:
        # Translators: a Pattern card's name: its shape ("Line of 3") and its colour requirement ("all red")
        return _("{title}: {requirement}").format(title=self.title, requirement=self.requirement())

    def describe(self) -> AnthokyklosCard:
        """The card as the view shows it, in the language in use (a fresh copy), made once
        per catalogue: a view describes every card on display and every one claimed."""
        key = (catalogue(), self.id)
        data = _DESCRIBED.get(key)
        if data is None:
            data = _DESCRIBED[key] = self._described()
        copy = data.copy()
        copy["cells"] = [list(c) for c in data["cells"]]
        copy["colours"] = list(data["colours"])
        at_least = data["at_least"]
        copy["at_least"] = None if at_least is None else at_least.copy()
        return copy

    def _described(self) -> AnthokyklosCard:
        at_least: AnthokyklosAtLeast | None = None
        if self.at_least is not None:
            count, colour = self.at_least
            at_least = {"count": count, "colour": None if colour is None else COLOURS[colour]}
        return {
            "id": self.id,
            "name": self.name,
            "shape": self.shape,
            "title": self.title,
            "cells": [list(c) for c in deck_data.SHAPES[self.shape][1]],
            "kind": self.kind,
            "colours": [COLOURS[c] for c in self.colours],
            "at_least": at_least,
            "requirement": self.requirement(),
            "points": self.points,
            "wait": self.wait,
        }


class ShapePlacements:
    """Every placement mask of a shape, and those through each space."""

    __slots__ = ("masks", "scale", "by_cell")

    def __init__(self, offsets: tuple[tuple[int, int], ...]) -> None:
        found = placements(offsets)
        self.masks = tuple(m for m, _ in found)
        self.scale = dict(found)
        self.by_cell = tuple(tuple(m for m in self.masks if m >> c & 1) for c in range(SPACES))


class _Placements(dict[str, ShapePlacements]):
    """Shape name -> its placements, computed on first use: building all of them
    costs ~20 ms, which would otherwise delay every page's start-up, for every game."""

    def __missing__(self, name: str) -> ShapePlacements:
        value = self[name] = ShapePlacements(deck_data.SHAPES[name][1])
        return value


SHAPE_PLACEMENTS = _Placements()
CARDS = tuple(Card(row) for row in deck_data.CARDS)
DECK_SIZE = len(CARDS)


def find_match(masks: tuple[int, ...], card: Card, through: int | None = None) -> int:
    """The first placement of ``card`` fully built on the board ``masks`` (per-colour
    bit masks) meeting its colour requirement, as a mask; 0 if none. With
    ``through``, only placements using that space are tried."""
    red, yellow, blue = masks
    filled = red | yellow | blue
    allowed = card.allowed
    shape = SHAPE_PLACEMENTS[card.shape]
    for mask in shape.masks if through is None else shape.by_cell[through]:
        if (
            filled & mask == mask
            and allowed >> (((red & mask).bit_count() << 4) | (yellow & mask).bit_count()) & 1
        ):
            return mask
    return 0


def card_text(card: Card) -> str:
    """A card and its points, as the log and the preview name it: “Line of 3: all red” (1 point)."""
    # Translators: a Pattern card ({card}, its name) and its points
    return ngettext("“{card}” ({n} point)", "“{card}” ({n} points)", card.points).format(
        card=card.name, n=card.points
    )


def cards_text(cards: list[Card]) -> str:
    """Cards claimed at once: “A” (1 point), “B” (2 points) and “C” (3 points)."""
    parts = [card_text(c) for c in cards]
    if len(parts) == 1:
        return parts[0]
    # Translators: the last two of a list of Pattern cards claimed at once ({first} and {last})
    return ", ".join([*parts[:-2], _("{first} and {last}").format(first=parts[-2], last=parts[-1])])
