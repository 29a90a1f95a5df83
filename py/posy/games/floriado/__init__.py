"""Floriado (Corné van Moorsel, Cwali): walk a man over a 5x8 flower grid and pick
descending runs of each colour.

The rules, in short
-------------------
Gray places his man on any square, facing a direction he chooses, and picks
that square's flowers; then White does the same. From then on the players
alternate. A move turns the man left, keeps him straight or turns him right
(never back), and moves him any distance in that straight line, passing over
any square, to a square that still has flowers; the man now faces the way he
moved. Both men may stand on the same square.

On arrival the flowers are picked if the player has not picked that colour yet,
or if the square has *fewer* flowers than the last count of that colour the
player picked. Otherwise nothing is picked, but the move was still legal.

Each colour scores by the number of times it was picked: 1, 3, 6, 10, 15, 21,
28, 36 for 1 to 8 pickings. The highest total wins.

Rule notes
----------
* **Flower distribution.** The rulebook does not give it. Its scoring table
  stops at 8 pickings of a colour, which is exactly what 5 colours with one
  square for each count 1..8 allow (a colour can only be picked in strictly
  falling counts). So the 40 squares hold one square per (colour, count), five
  colours times counts 1 to 8, shuffled by the seed.
* **Who is still playing.** A player is *finished* exactly when they have no legal move
  or when no square they could pick can be reached by any sequence of their own
  moves. Squares only ever disappear and a player's last counts only fall, so a
  finished player stays finished; their turns are skipped, which is the
  rulebook's "his opponent continues to make moves until he can't make any move
  either". (The rulebook's "all squares contain more flowers than can be picked"
  is the special case where no pickable square exists at all.)
* **No other end.** The rulebook ends the game only when neither player can
  pick any more, so nothing else finishes a player: not a number of moves
  without picking, not a limit on the game's length. Moving without picking is
  legal, and while a square they could pick is within reach of their own moves a
  player keeps their turns, however long they walk. In principle two players
  could walk for ever, as they could over the real board; Posy has no guard
  against it. In practice games end: picking is the only way to score, every
  picking empties a square for good, and a player with nothing left in reach is
  finished at once. In 20,000 games of moves chosen at random every game ended,
  the longest after 362 moves. (Version 1 of Posy's Floriado finished a player
  after 10 moves in a row without picking; its saved games are refused.)
* **End and ties.** The game ends when both players are finished. The rulebook
  gives no tie-break and none is published: equal totals are a draw.
* **Names.** Rows are numbered 1-5 from the top, columns lettered A-H from the
  left, so a square reads like "C4".

Dead ends
---------
``dead_end(move)`` says whether a legal move would leave its mover finished: with no
legal move at all ("no-move") or with nothing they could pick within reach
("no-pick"). The opponent's moves only take flowers away, so that holds whatever they
do. The view lists them for the player to move (``dead_ends``); the page marks them
against the Easy computer, in the tutorial and while a hint is shown (issue 44: a
beginner walked into a corner and watched the computer play 25 moves alone).

Moves and view
--------------
Their shapes are ``contract.py``'s TypedDicts (``FloriadoMove``, ``FloriadoView``): the
one description of them, which the rules are typed with and from which tools/contract.py
writes the page's types (web/contract.d.ts).
"""

from __future__ import annotations

from typing import Any

from ...core import Game, Rng
from ...core.i18n import N_
from .board import (
    COLOURS,
    COLS,
    FACINGS,
    GRAY,
    MAX_COUNT,
    NOT_PICKED,
    RAYS,
    ROWS,
    SCORE_TABLE,
    SQUARES,
    STEPS,
    TURNS,
    WHITE,
    colour_score,
    square_name,
)
from .state import FloriadoState

# the rules' vocabulary, for the coach, the tests and the tools
__all__ = [
    "COLOURS",
    "COLS",
    "FACINGS",
    "GAME",
    "GRAY",
    "MAX_COUNT",
    "NOT_PICKED",
    "RAYS",
    "ROWS",
    "SCORE_TABLE",
    "SQUARES",
    "STEPS",
    "TURNS",
    "WHITE",
    "Floriado",
    "FloriadoState",
    "colour_score",
    "square_name",
]


class Floriado(Game[FloriadoState]):
    id = "floriado"
    title = N_("Floriado")
    blurb = N_("Walk your man over a field of flowers and pick falling runs of each colour.")
    seat_names = (N_("Gray"), N_("White"))
    # Version 2 dropped version 1's "10 moves without picking" cut-off: most version 1
    # records would now end elsewhere or skip a player who may no longer be skipped.
    version = 2

    def setup(self, players: int, seed: int, options: dict[str, Any]) -> FloriadoState:
        squares = [(c, n) for c in range(len(COLOURS)) for n in range(1, MAX_COUNT + 1)]
        Rng(seed).shuffle(squares)
        return FloriadoState(
            colours=tuple(c for c, _n in squares),
            flowers=tuple(n for _c, n in squares),
            men=(None, None),
            last=((NOT_PICKED,) * len(COLOURS),) * 2,
            picks=((0,) * len(COLOURS),) * 2,
            done=(False, False),
            turn=GRAY,
            seed=seed,
        )


GAME = Floriado(FloriadoState)
