"""Petal: flip petals into flowers on a 7x7 checkerboard and pick the flowers that
favour your colour.

The rules, in short
-------------------
Two players, Pink and Green. There are 48 petal tiles, 24 of each colour,
numbered 1 to 8 three times. The tree tile is flipped like a coin: the colour
that lands face up starts. The tiles are laid number side up on a 7x7 grid,
alternating colours like a checkerboard, starting with the first player's colour
in the corner, with the tree in the middle square.

Players alternate. On a turn you do one of three things, with tiles of either
colour:

1. **Flip a petal** onto a face-up petal next to it (up, down, left or right).
   The two petals now lie number side to number side: a **flower**.
2. **Flip a flower** onto a face-up petal next to it, to grow the flower.
3. **Pick a flower** from the board and score it.

You can't flip onto a flower, onto the tree, or into an empty space; the square
you flip from becomes empty.

A picked flower scores the total of the picker's colour in it minus the total of
the opponent's colour, if that is above zero (else 0). The picker keeps the
flower either way. When no legal move is left (no flowers on the board and no
two petals next to each other) the game ends; the player with fewer flowers
scores 3 points for each flower fewer than the opponent. The highest score
wins; on equal scores the player with fewer flowers wins.

Rule notes
----------
No public source for this Petal (rulebook or published edition) was found, so
the gaps below are settled from the rulebook's own words and what keeps the
game fair.

* **Seats and colours.** Seat 0 is Pink, seat 1 is Green, each player's own
  colour. The tree flip is a seeded coin toss deciding who starts (``first``).
  The first player's colour takes the corners and every square whose row + column
  is even; the tree takes the centre, which is one of those squares, so each
  colour has exactly 24 squares for its 24 tiles. Each colour's tiles are
  shuffled and dealt onto that colour's squares in reading order.
* **Whose tiles.** The rulebook's actions say "a petal" and "any flower" with no
  owner, and the tiles are only coloured for scoring: either player may flip or
  pick any petal or flower, whatever its colour.
* **Stack order.** Flipping a petal onto a petal leaves the target face up at
  the bottom and the moved petal face down on top. Flipping a flower turns the
  whole stack over onto the target petal, so its order reverses: the old bottom
  tile ends on top, face down. The top of a flower is therefore always a tile
  lying face down, showing its back, and every number in a flower is covered.
  Stacks are kept bottom to top.
* **Memory play (the default).** Because of the above, a flower's numbers
  cannot be seen on the table. By default the view shows, for each flower, only
  its height and the colour of its top tile's back, to both players and to
  spectators alike, and the move log does not name the numbers of tiles going
  into flowers. Nothing is secret from one player and not the other, so the game
  has no hand-off screen (``secrets`` is False).
* **The computer remembers.** Every tile in a flower was face up on the table
  before it was flipped, so what a seat knows (the view *and* the game's history)
  fixes every flower's tiles: memory play hides numbers from the screen, not from
  a player who keeps track. The computer keeps track perfectly, as a player with
  a perfect memory would (``determinize`` has nothing to sample), and never
  knows more than that. Forgetting on purpose made it little better than chance
  (7 of 10 games won against random moves); remembering, it won all 10. For an
  equal footing, play with "Open flowers".
* **Open flowers (lobby option).** With "Open flowers" on, every flower's tiles
  are shown, and the view says what picking each flower would score for the
  player to move.
* **Picking.** Any flower of any height may be picked, whatever its top colour.
  A flower worth 0 is still kept and counts as a flower at the end. A picked
  flower's tiles are shown to everyone, in both modes.
* **The end.** The game ends as soon as the player to move has no legal move
  (both players always have the same moves). Every move empties a square and
  none fills one, so a game lasts at most 48 moves: it always ends.
* **Scores.** During the game a player's score is the points from picked
  flowers; the flower bonus (3 points per flower fewer) is added when the game
  ends. Equal numbers of flowers give no bonus.
* **Ties.** The winner is decided on final scores, bonus included; on equal
  scores the player with fewer flowers wins; equal scores and equal flowers are
  a draw (both are listed as winners).
* **Names.** Squares are numbered 0-48 in reading order (``row * 7 + col``),
  the tree is square 24. In words, columns are lettered A-G from the left and
  rows numbered 1-7 from the top, so the tree stands on D4.

Moves and view
--------------
Their shapes are ``contract.py``'s TypedDicts (``PetalMove``, ``PetalView``): the one
description of them, which the rules are typed with and from which tools/contract.py
writes the page's types (web/contract.d.ts).
"""

from __future__ import annotations

from typing import Any

from ...core import Game, Option, Rng
from ...core.i18n import N_
from .board import (
    BONUS_PER_FLOWER,
    CELLS,
    COLOURS,
    COLS,
    COPIES,
    FULL_SET,
    GREEN,
    NEIGHBOURS,
    NUMBERS,
    OPEN,
    PINK,
    ROWS,
    SEATS,
    TREE,
    Tile,
    colour_of,
    flower_bonus,
    flower_points,
    flower_totals,
    has_move,
    is_square,
    number_of,
    square_colour,
    square_name,
    tile,
)
from .state import PetalState

# the rules' vocabulary, for the coach, the tutorial, the tests and the tools
__all__ = [
    "BONUS_PER_FLOWER",
    "CELLS",
    "COLOURS",
    "COLS",
    "COPIES",
    "FULL_SET",
    "GAME",
    "GREEN",
    "NEIGHBOURS",
    "NUMBERS",
    "OPEN",
    "PINK",
    "ROWS",
    "SEATS",
    "TREE",
    "Petal",
    "PetalState",
    "Tile",
    "colour_of",
    "flower_bonus",
    "flower_points",
    "flower_totals",
    "has_move",
    "is_square",
    "number_of",
    "square_colour",
    "square_name",
    "tile",
]


class Petal(Game[PetalState]):
    id = "petal"
    title = N_("Petal")
    blurb = N_("Flip petals into flowers and pick the ones that favour your colour.")
    seat_names = (N_("Pink"), N_("Green"))  # SEATS, marked for the catalogue
    options = (
        Option(
            name=OPEN,
            label=N_("Open flowers"),
            default=False,
            help=N_("Show the numbers inside every flower. Off, as on the table, you must remember them."),
        ),
    )

    def setup(self, players: int, seed: int, options: dict[str, Any]) -> PetalState:
        rng = Rng(seed)
        first = rng.below(2)  # the tree flip
        piles = [rng.shuffled(tile(k, n) for n in NUMBERS for _ in range(COPIES)) for k in (PINK, GREEN)]
        cells: list[tuple[Tile, ...]] = []
        for square in range(CELLS):
            if square == TREE:
                cells.append(())
            else:
                cells.append((piles[square_colour(square, first)].pop(),))
        return PetalState(
            cells=tuple(cells),
            kept=((), ()),
            turn=first,
            first=first,
            open_flowers=options[OPEN],
            seed=seed,
            last=None,
        )


GAME = Petal(PetalState)
