"""Petal Battle (Andrew Looney, Looney Labs, 2016): two swarms of insects fight
over a daisy, with secret action sequencing.

The rules, in short
-------------------
The Daisy board is a ring of 10 petal spaces. Each player has three Trios of
their main colour (3 Small, 3 Medium, 3 Large pyramids; 1, 2, 3 pips) and one
Trio of another colour for Sequencing. Each starts with one Large on the board,
the two Larges on directly opposite petals; everything else of the main colour
is the player's supply.

**Sequencing.** At the start, and again after every three rounds, both players
secretly stack their sequencing Trio in any order. For the next three rounds,
on their turn each player takes as many actions as the pips on the top pyramid
of their stack (no fewer, unless none is left: see "Ending a turn"), then
removes it (lays it on its side). Whoever has the smaller top pyramid goes
first in all three rounds; if the tops tie, the smaller middle pyramid goes
first; if the stacks are identical, the first player to be ready goes first.
Turns then alternate.

**Actions** (each action is one move):

* *Spawn*: put a Small from your supply on an empty petal next to one of your
  Larges. Not possible when you have no Small left.
* *Grow*: swap one of your Smalls or Mediums for the next size up from your
  supply (the smaller one goes back to your supply). Not possible when that size
  is not in your supply.
* *Slide* a piece of yours to a neighbouring petal, or *Flip* it to the petal
  directly across.
* *Bump*: Slide or Flip into a petal holding a piece of equal or smaller size
  (either colour); that piece then slides into the next empty petal. Bumped
  pieces never flip. After a Flip-bump with both neighbours of the bumped piece
  empty, the mover chooses where it slides.
* *Squish*: when a bumped piece has no empty petal to slide into. A smaller
  piece is removed (back to its owner's supply) and the bumper moves in. A
  same-sized piece is reduced one size (two sizes if the owner has no piece one
  size down; removed if neither is available, and then the bumper moves in);
  when a piece is reduced the bumper stays where it was. You may bump your own
  pieces but never squish (nor reduce) them.

**Winning**, checked after every action: five contiguous petals filled with your
pieces (any sizes), or your opponent has no piece left on the board.

Rule notes
----------
* **The board has 10 petals.** The rulebook implies it ("directly opposite",
  "all the petals on one side of the flower", "five contiguous spaces"); the
  published descriptions confirm it: winning is "five of your pyramids onto the
  Daisy board in five adjacent spaces" (Looney Pyramids wiki, Petal_Battle,
  icehousegames.org/wiki/Petal_Battle) which is "over half of the board"
  (BoardGameGeek description, as quoted by boardgamematcher.com/game/petal-battle).
  Petals are numbered 0-9 round the ring; petal ``i`` neighbours ``i-1`` and
  ``i+1`` (mod 10) and faces ``i+5`` (mod 10). Red starts on petal 0, Blue on 5.
* **Supply.** Three Trios of the main colour (wiki: 12 pyramids per player, SML
  x3 on the board side plus one SML Trio for sequencing); one Large starts on the
  board, so the supply starts with 3 Small, 3 Medium, 2 Large. Every piece that
  leaves the board (squished, or swapped out by Grow or a reduction) goes back to
  its owner's supply and can be used again.
* **Sequencing as successive decisions.** The two secret choices are made one
  after the other (a ``sequence`` move each); the first stack stays hidden from
  the other player and from spectators until the second is set, then both are
  revealed together and stay public (the whole order, as on the table).
* **"First to be ready" for identical stacks.** The player asked to sequence
  first counts as first ready, and so wins an identical-stack tie. At the first
  Sequencing a coin toss from the game's seed picks who that is; after that it is
  the player who went second in the previous three rounds, so the privilege
  alternates and the player who just acted can set their stack without a hand-off.
* **Turn order.** The first player goes first in each of the three rounds, i.e.
  turns alternate first, second, first, second, first, second (wiki: "turns will
  alternate regardless of top-most pyramid size until both players have spent
  their sequencing pyramids").
* **Ending a turn.** The rulebook is the authority: "each player will take a
  number of actions equal to the number of pips on the top-most pyramid", so a
  turn takes exactly that many actions and there is no ``end`` move. A turn ends
  early only when the player has no legal action left (on a crowded daisy, after
  a Spawn or a Grow, or when a turn starts): the remaining actions then pass at
  once, inside the move that led to it, with no decision asked; a turn that
  starts without an action passes whole. That move's log line says so ("Red has
  no action left: 1 action passes."; "Blue has no action: their whole turn of 3
  actions passes."), and its ``last`` lists the passes. Both players are never
  without an action at once (a stuck player's pieces face only occupied petals,
  so both stuck means a full daisy, where two facing pieces of different colours
  cannot both be unable to bump the other), so at most one turn passes in a row;
  a pass in a Sequencing's last turn leads to the next Sequencing, or to the
  draw after the 20th. The engine stops passing there in any case: each pass
  lays a pyramid aside.
* **Lobby option "Turns may end early"** (``end_turn_early``, off by default):
  the Looney Pyramids wiki says the pips are the number of actions a player "may
  spend". With it on, after at least one action a player may end the turn with
  actions unused (an ``end`` move); a player left without an action still passes
  as above.
* **Where a bumped piece goes.** Only to an empty petal *next to* it (the wiki
  flowchart: "If there are zero empty spaces next to the piece you have bumped"
  it is squished); it never travels further. A *Slide*-bump pushes it onward, one
  petal further in the direction of the slide; the petal the bumper just left
  does not count. Otherwise a Slide-bump could never squish, and the rulebook
  gives the mover a choice of direction only for Flip-bumps. A *Flip*-bump pushes
  it to whichever neighbour is empty; both empty: the mover chooses (the move's
  ``push``).
* **Squish details** (wiki flowchart): smaller bumped piece -> removed, bumper
  moves in. Same size -> replaced by the owner's piece one size down from supply,
  else two sizes down, else removed and the bumper moves in (so a Small bumped by
  a Small with nowhere to go is removed). When reduced, the bumper stays where it
  was. The bumped piece being your own with nowhere to go makes the move illegal
  (wiki: "Then you can't make this move"), reduction included.
* **Who wins when a bump helps the opponent.** If an action completes five in a
  row for the opponent (their bumped piece slides into line), the opponent wins
  at once. If an action gave both players a win, the player who acted would win;
  that cannot happen from a legal game, since it would need all 10 petals filled.
* **Every game ends (draw rule): our addition to the rulebook.** The published
  rules have no draw rule, and pieces can shuffle for ever. If nobody has won
  when the three rounds of the 20th Sequencing are over (60 rounds, passed turns
  included), the game is a draw. Real games take 5-15 minutes, far fewer
  Sequencings; ``tools/petal_battle_draws.py`` measures how often random play
  reaches the limit.
* **Hand-offs.** Only the Sequencing decisions are private; every action in
  the three rounds after the reveal is public (``public_decision``), so
  pass-and-play hands the device over only for Sequencing.
* **Scores.** 1 for the winner, 0 otherwise; a draw lists both players as winners
  with 0 each.

Moves and view
--------------
Their shapes are ``contract.py``'s TypedDicts (``PetalBattleMove``, ``PetalBattleView``): the one
description of them, which the rules are typed with and from which tools/contract.py
writes the page's types (web/contract.d.ts).
"""

from __future__ import annotations

from typing import Any

from ...core import Game, Option, Rng, is_int
from ...core.i18n import N_
from .board import (
    ACROSS,
    BLUE,
    END_EARLY,
    LEFT,
    MAX_SEQUENCINGS,
    OPPOSITE,
    PERMS,
    PETALS,
    PHASES,
    PIECES_PER_SIZE,
    RED,
    RIGHT,
    RUN,
    RUN_MASKS,
    RUNS,
    SIZE_NAMES,
    SIZE_WORDS,
    START_PETALS,
    START_SUPPLY,
    TARGETS,
    json_copy,
    owner_of,
    petal_name,
    piece,
    size_of,
)
from .phrases import pass_words
from .state import PetalBattleState

# the rules' vocabulary, for the coach, the tests and the tools
__all__ = [
    "ACROSS",
    "BLUE",
    "END_EARLY",
    "GAME",
    "LEFT",
    "MAX_SEQUENCINGS",
    "OPPOSITE",
    "PERMS",
    "PETALS",
    "PHASES",
    "PIECES_PER_SIZE",
    "RED",
    "RIGHT",
    "RUN",
    "RUNS",
    "RUN_MASKS",
    "SIZE_NAMES",
    "SIZE_WORDS",
    "START_PETALS",
    "START_SUPPLY",
    "TARGETS",
    "PetalBattle",
    "PetalBattleState",
    "is_int",
    "json_copy",
    "owner_of",
    "pass_words",
    "petal_name",
    "piece",
    "size_of",
]


class PetalBattle(Game[PetalBattleState]):
    id = "petal_battle"
    title = N_("Petal Battle")
    blurb = N_("Two insect swarms fight over a daisy: secretly plan your actions, then bump and squish.")
    seat_names = (N_("Red"), N_("Blue"))
    secrets = True
    version = 2  # 2: a turn takes all its actions (version 1 let any turn end after one action)
    options = (
        Option(
            name=END_EARLY,
            label=N_("Turns may end early"),
            default=False,
            help=N_(
                "After at least one action you may end your turn with actions unused: the Looney "
                "Pyramids wiki says the pips are the actions a player \u201cmay spend\u201d. Off, as in "
                "the rulebook, you take as many actions as the pips on your top pyramid."
            ),
        ),
    )

    def setup(self, players: int, seed: int, options: dict[str, Any]) -> PetalBattleState:
        board = [0] * PETALS
        for p, i in enumerate(START_PETALS):
            board[i] = piece(p, 3)
        coin = Rng(seed).below(2)  # who sequences first, and so wins an identical-stack tie
        return PetalBattleState(
            board=tuple(board),
            supply=(START_SUPPLY, START_SUPPLY),
            stacks=(None, None),
            chosen=(None, None),
            phase="sequence",
            turn=coin,
            first=None,
            tiebreak=coin,
            left=0,
            used=0,
            seqno=1,
            last=None,
            winners_=(),
            reason=None,
            line=None,
            early=options[END_EARLY],
            seed=seed,
        )


GAME = PetalBattle(PetalBattleState)
