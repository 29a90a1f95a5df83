"""Floriado's contract with the page: its moves and its view, as TypedDicts.

The rules take and give these moves (``State[FloriadoMove]``) and ``view`` gives a
``FloriadoView``, so mypy checks the engine against them; tools/contract.py writes them
into web/contract.d.ts for the page: this module is the one description of the shapes.
Rows are 0-4 from the top and columns 0-7 from the left; in words, rows are numbered 1-5
and columns lettered A-H, so a square reads like "C4".
"""

from __future__ import annotations

from typing import Annotated, Literal, TypeAlias, TypedDict

FloriadoColour: TypeAlias = Literal["yellow", "orange", "red", "pink", "blue"]
FloriadoFacing: TypeAlias = Literal["N", "E", "S", "W"]


# -- moves ----------------------------------------------------------------------
class FloriadoPlace(TypedDict):
    """A player's first move: their man onto a square that still has flowers, facing
    one way; its flowers are picked."""

    type: Literal["place"]
    row: int
    col: int
    facing: FloriadoFacing


class FloriadoWalk(TypedDict):
    """The man walks straight ahead, or after turning left or right, any distance to a
    square with flowers (he then faces the way he walked), and picks them if he may."""

    type: Literal["move"]
    row: int
    col: int


FloriadoMove: TypeAlias = FloriadoPlace | FloriadoWalk
"""A Floriado move: ``place`` until a player's man is on the board, ``move`` after."""


# -- the view -------------------------------------------------------------------
class FloriadoSquare(TypedDict):
    colour: FloriadoColour
    count: Annotated[int, "flowers left on it; 0 once picked"]
    name: Annotated[str, '"A1".."H5"']


class FloriadoMan(TypedDict):
    row: int
    col: int
    facing: FloriadoFacing


class FloriadoPlayer(TypedDict):
    score: int
    pickings: Annotated[dict[str, int], "per colour: how many times picked"]
    points: Annotated[dict[str, int], "per colour: the points those pickings score"]
    last: Annotated[dict[str, int | None], "per colour: the last count picked, null before its first"]
    pickable: Annotated[list[int], "the squares (row * 8 + col) this player could pick now"]
    finished: Annotated[bool, "can pick no more (their turns are skipped)"]
    finished_why: Annotated[
        Literal["no-move", "no-pick"] | None, "once finished: no legal move, or nothing within reach to pick"
    ]


class FloriadoDeadEnd(TypedDict):
    """A legal move of the player to decide after which they could never move again
    ("no-move") or never pick again ("no-pick"): their turns would be skipped."""

    row: int
    col: int
    facing: Annotated[FloriadoFacing | None, "a placement's facing; null for a walk"]
    why: Literal["no-move", "no-pick"]


class FloriadoView(TypedDict):
    """The same for every viewer: Floriado has no secrets."""

    game: Literal["floriado"]
    rows: Annotated[int, "5"]
    cols: Annotated[int, "8"]
    colours: list[FloriadoColour]
    squares: Annotated[list[FloriadoSquare], "40, row by row"]
    men: Annotated[list[FloriadoMan | None], "by seat; null before the man is placed"]
    players: Annotated[list[FloriadoPlayer], "by seat"]
    current: Annotated[int | None, "the seat to move; null once over"]
    dead_ends: Annotated[
        list[FloriadoDeadEnd],
        "the current player's legal moves that would end their game (the rules' dead_end)",
    ]
