"""Petal's contract with the page: its moves and its view, as TypedDicts.

The rules take and give these moves (``State[PetalMove]``) and ``view`` gives a
``PetalView``, so mypy checks the engine against them; tools/contract.py writes them
into web/contract.d.ts for the page: this module is the one description of the shapes.
Squares are ints 0-48, ``row * 7 + col``; in words, columns are lettered A-G from the
left and rows numbered 1-7 from the top.
"""

from __future__ import annotations

from typing import Annotated, Literal, TypeAlias, TypedDict

PetalColour: TypeAlias = Literal["pink", "green"]
"""A tile's colour; seat 0 plays pink, seat 1 green."""

# -- moves ----------------------------------------------------------------------
# A flip: the petal or flower on ``from`` onto the face-up single petal on ``to``, an
# orthogonal neighbour (flipping a petal and flipping a flower are the same move type).
PetalFlip = TypedDict("PetalFlip", {"type": Literal["flip"], "from": int, "to": int})


class PetalPick(TypedDict):
    """Pick the flower on ``cell`` and score it."""

    type: Literal["pick"]
    cell: int


PetalMove: TypeAlias = PetalFlip | PetalPick
"""A Petal move. ``moves()`` lists every flip (by ``from``, then ``to``), then every pick
(by ``cell``)."""


# -- the view -------------------------------------------------------------------
class PetalTile(TypedDict):
    colour: PetalColour
    number: Annotated[int, "1-8"]


class PetalCell(TypedDict):
    """One square, with every key."""

    kind: Literal["tree", "empty", "petal", "flower"]
    name: Annotated[str, '"A1".."G7"']
    height: Annotated[int, "0 (tree, empty), 1 (petal), 2+ (flower: tiles in it)"]
    colour: Annotated[PetalColour | None, "a petal's; else null"]
    number: Annotated[int | None, "a petal's, 1-8; else null"]
    top: Annotated[PetalColour | None, "a flower's: the colour of its top tile's back; else null"]
    tiles: Annotated[list[PetalTile] | None, "a flower's tiles bottom to top with open flowers; else null"]
    would_score: Annotated[
        int | None, "with open flowers while playing: what the player to move would score by picking it"
    ]


class PetalKept(TypedDict):
    """A picked flower (always shown: picked flowers are public)."""

    tiles: Annotated[list[PetalTile], "bottom to top"]
    points: int


class PetalPlayer(TypedDict):
    seat: Literal["Pink", "Green"]
    colour: PetalColour
    points: Annotated[int, "from picked flowers"]
    bonus: Annotated[int, "the flower bonus (0 until the game is over)"]
    score: Annotated[int, "points + bonus"]
    flowers: Annotated[int, "flowers kept"]
    kept: Annotated[list[PetalKept], "in the order picked"]


PetalLastFlip = TypedDict(
    "PetalLastFlip",
    {
        "type": Literal["flip"],
        "player": int,
        "from": int,
        "to": int,
        "height": Annotated[int, "the new flower's height"],
        "grew": Annotated[bool, "a flower was flipped (not a petal)"],
    },
)


class PetalLastPick(TypedDict):
    type: Literal["pick"]
    player: int
    cell: int
    tiles: Annotated[list[PetalTile], "the picked flower's, bottom to top"]
    points: int


class PetalView(TypedDict):
    """The same for every viewer and the spectator: no player holds a secret, and in
    memory play (the default) a flower's numbers are hidden from all alike."""

    game: Literal["petal"]
    rows: Annotated[int, "7"]
    cols: Annotated[int, "7"]
    tree: Annotated[int, "24: the tree's square"]
    open_flowers: Annotated[bool, "the lobby option"]
    colours: Annotated[list[PetalColour], "seat 0's and seat 1's"]
    first: Annotated[int, "the seat the tree chose to start"]
    current: Annotated[int | None, "the seat to move; null once over"]
    over: bool
    winners: Annotated[list[int], "[] while playing; the winning seats (both on a draw)"]
    bonus_per_flower: Annotated[int, "3"]
    cells: Annotated[list[PetalCell], "49, in square order"]
    players: Annotated[list[PetalPlayer], "by seat"]
    petals: Annotated[int, "single petals on the board"]
    flowers_on_board: int
    last: Annotated[PetalLastFlip | PetalLastPick | None, "the last action; null before the first"]
    revealed: Annotated[list[PetalTile], "tiles the last action revealed (a picked flower's), else []"]
