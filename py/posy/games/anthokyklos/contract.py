"""Anthokyklos' contract with the page: its moves and its view, as TypedDicts.

The rules take and give these moves (``State[AnthokyklosMove]``) and ``view`` gives an
``AnthokyklosView``, so mypy checks the engine against them; tools/contract.py writes
them into web/contract.d.ts for the page: this module is the one description of the
shapes. Spaces and tiles are ids 0..44, ring by ring (9 a ring); cards are ids 0..89.
"""

from __future__ import annotations

from typing import Annotated, Literal, TypeAlias, TypedDict

AnthokyklosColour: TypeAlias = Literal["red", "yellow", "blue"]


# -- moves ----------------------------------------------------------------------
class AnthokyklosPlace(TypedDict):
    """Take an available tile from a ring's pyramid and put it on a legal space of
    that ring."""

    type: Literal["place"]
    tile: int
    space: int


class AnthokyklosReserve(TypedDict):
    """Put your marker on a display card (one at a time)."""

    type: Literal["reserve"]
    card: int


AnthokyklosMove: TypeAlias = AnthokyklosPlace | AnthokyklosReserve
"""An Anthokyklos move. ``moves()`` lists the placements first (by ring, tile, space),
then the reservations in display order."""


# -- the view -------------------------------------------------------------------
class AnthokyklosSpace(TypedDict):
    id: int
    ring: Annotated[int, "1..5"]
    index: Annotated[int, "0..8"]
    q: Annotated[int, "lattice coordinate: = index"]
    r: Annotated[int, "lattice coordinate: = ring"]
    angle: Annotated[float, "degrees on the flower"]
    where: Annotated[str, "the space in words, by where it is drawn: its ring and its hour on a clock face"]
    colour: Annotated[AnthokyklosColour | None, "the tile's on it, else null"]
    legal: Annotated[bool, "empty and supported: a tile of its ring may go here now"]
    supports: Annotated[list[int], "the space ids below it"]


class AnthokyklosTile(TypedDict):
    id: int
    slot: Annotated[int, "0..8 in its pyramid"]
    row: Annotated[int, "0 bottom .. 2 top"]
    col: Annotated[int, "its position in the row, 0-based"]
    colour: AnthokyklosColour
    taken: Annotated[bool, "already on the board"]
    available: Annotated[bool, "still in the pyramid and uncovered"]
    rests_on: Annotated[list[int], "the tile ids below it"]


class AnthokyklosPyramid(TypedDict):
    ring: int
    usable: Annotated[bool, "its ring has a legal space"]
    tiles: Annotated[list[AnthokyklosTile], "9"]


class AnthokyklosAtLeast(TypedDict):
    count: int
    colour: Annotated[AnthokyklosColour | None, 'null: "of one colour"']


class AnthokyklosCard(TypedDict):
    """A Pattern card."""

    id: int
    name: Annotated[str, 'e.g. "Hexagon: all red"']
    shape: Annotated[str, "the shape's key"]
    title: Annotated[str, "the shape's title"]
    cells: Annotated[
        list[list[int]],
        "[[dq, dr], ...] lattice offsets: drawn at x = dq + dr / 2, y = -dr * 0.866, outward up",
    ]
    kind: Annotated[str, "the colour requirement: mono, free_mono, either_mono, bi, semi_bi, free_bi or tri"]
    colours: Annotated[list[AnthokyklosColour], "the colours the kind refers to"]
    at_least: AnthokyklosAtLeast | None
    requirement: Annotated[str, "the requirement in words"]
    points: int
    wait: Annotated[float, "measured turns on display per claim, which set the points"]


class AnthokyklosDisplayCard(AnthokyklosCard):
    reserved_by: Annotated[int | None, "the seat whose marker is on it"]


class AnthokyklosPlayer(TypedDict):
    seat: int
    score: int
    card_count: int
    cards: Annotated[list[AnthokyklosCard], "in claiming order"]
    reserved: Annotated[int | None, "the card id this seat reserved"]


class AnthokyklosClaim(TypedDict):
    card: int
    cells: Annotated[list[int], "the space ids matched"]
    scale: int


class AnthokyklosLastClaim(TypedDict):
    turn: Annotated[int, "the turn number, as the view's turn counts"]
    player: int
    claims: list[AnthokyklosClaim]


class AnthokyklosView(TypedDict):
    """The same for every viewer: nothing is private (the deck's order is never shown)."""

    game: Literal["anthokyklos"]
    colours: list[AnthokyklosColour]
    rings: Annotated[int, "5"]
    per_ring: Annotated[int, "9"]
    spaces: Annotated[list[AnthokyklosSpace], "45"]
    pyramids: Annotated[list[AnthokyklosPyramid], "5, one a ring"]
    display: Annotated[list[AnthokyklosDisplayCard], "the face-up cards"]
    deck_count: Annotated[int, "cards left in the deck (its order is hidden)"]
    players: Annotated[list[AnthokyklosPlayer], "by seat"]
    last_claim: Annotated[AnthokyklosLastClaim | None, "the most recent turn that claimed anything"]
    turn: Annotated[int, "turns played so far"]
    current: Annotated[int | None, "the seat to move; null once over"]
    over: bool
    scores: list[int]
    winners: Annotated[list[int], "[] until the end"]
