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

MOVE FORMATS
------------
Petals are ints 0-9; sizes are ints 1 (Small), 2 (Medium), 3 (Large).

* ``{"type": "sequence", "order": [a, b, c]}``: set your sequencing stack, pips
  top first, a permutation of 1, 2, 3. Offered (all 6) to the player to sequence.
* ``{"type": "spawn", "to": i}``: a Small from your supply onto empty petal ``i``
  (next to one of your Larges).
* ``{"type": "grow", "at": i, "size": s}``: your piece on petal ``i`` becomes
  size ``s`` (its old size + 1).
* ``{"type": "slide", "from": i, "to": j}``: to the empty neighbouring petal ``j``.
* ``{"type": "flip", "from": i, "to": j}``: to the empty opposite petal ``j``.
* ``{"type": "bump", "from": i, "to": j, "push": k, "effect": e}``: slide (``j``
  next to ``i``) or flip (``j`` across from ``i``) into the occupied petal ``j``.
  ``effect`` is ``"push"`` (the bumped piece slides to petal ``k``), ``"reduce"``
  (it shrinks in place, your piece stays on ``i``; ``k`` is null) or ``"squish"``
  (it is removed and your piece moves to ``j``; ``k`` is null). A flip-bump with
  both neighbours of ``j`` empty is offered twice, once per ``k``.
* ``{"type": "end"}``: end your turn with actions unused. Offered only with the
  lobby option ``end_turn_early`` on, after at least one action this turn.
  (Passing is never a move: see the Rule note "Ending a turn".)

VIEW SCHEMA (``view(viewer)``; ``viewer`` None = spectator)
-----------------------------------------------------------
* ``game``: "petal_battle"; ``petals``: 10; ``opposite``: 5 (petal ``i`` faces
  ``(i + 5) % 10``; neighbours are ``(i ± 1) % 10``).
* ``seats``: ["Red", "Blue"]; ``viewer``: the viewer index or null.
* ``board``: 10 entries, null or ``{"owner": p, "size": s}``.
* ``phase``: "sequence" (stacks being set), "play" or "over".
* ``current``: the player to decide now, or null when over.
* ``sequencing``: which Sequencing this is (1-based); ``max_sequencings``: 20.
* ``round``: 1-3 within the current Sequencing during play, else null.
* ``first``: who goes first in these three rounds (null while sequencing).
* ``tiebreak``: who wins an identical-stack tie this Sequencing (the player asked
  to sequence first).
* ``actions_total`` / ``actions_left``: the current turn's allowance (pips of the
  top pyramid) and what is left of it; null while sequencing or when over.
* ``end_turn_early``: the lobby option (``end`` is offered after one action).
* ``players``: one per seat:
  ``{"seat": name, "supply": {"1": n, "2": n, "3": n}, "on_board": {"1": n, "2":
  n, "3": n}, "ready": bool, "stack": [pips top first] or null, "hidden": bool,
  "chosen": [pips top first] or null, "spent": [pips]}``.
  ``ready``: has set a stack this Sequencing. ``stack``: what is left of the stack
  (null when not set, or set but hidden from this viewer: then ``hidden`` is
  true). ``chosen``: the full order set this Sequencing, once visible to the
  viewer. ``spent``: pyramids already used this Sequencing (laid on their side).
* ``last``: the previous move's effects, or null at the start:
  - ``{"type": "sequence", "player": p}`` (a stack was set, still secret);
  - ``{"type": "reveal", "player": p, "stacks": [[..], [..]], "first": f, "why":
    "top" | "middle" | "tie"}`` (the second stack was set; both shown);
  - ``{"type": "spawn", "player": p, "to": i, "size": 1}``;
  - ``{"type": "grow", "player": p, "at": i, "from_size": s, "size": s + 1}``;
  - ``{"type": "slide" | "flip", "player": p, "from": i, "to": j, "size": s}``;
  - ``{"type": "bump", "player": p, "by": "slide" | "flip", "from": i, "to": j,
    "size": s, "mover_at": i or j, "effect": "push" | "reduce" | "squish",
    "bumped": {"owner": q, "size": t, "from": j, "to": k or null, "size_after":
    t' or null}}`` (``to``: where it slid, null when it was squished, i.e.
    reduced in place on ``j`` or removed; ``size_after``: the reduced size, null
    when removed, ``t`` when pushed);
  - ``{"type": "end", "player": p, "unused": n}`` (option ``end_turn_early``).
  The action entries, ``end`` and ``reveal`` also carry ``"passes": [{"player":
  q, "unused": n, "whole": bool}, ..]``: the turns that passed inside this move
  because the player to act had no action left, in order (usually none; at most
  one on a real daisy). ``unused``: how many actions passed; ``whole``: the turn
  passed without any action (else the rest of the mover's own turn passed).
  The action entries and ``end`` also carry ``"turn_over": bool`` (the mover's
  turn is over, by using its actions, ending it, a pass, or a win) and
  ``"sequencing_over": bool`` (a new Sequencing, or the end of the game,
  follows, passes included); ``sequence`` and ``reveal`` entries do not.
* ``result``: null, or ``{"winners": [..], "reason": "five" | "wipeout" |
  "limit", "line": [5 petals] or null}``.
"""

from __future__ import annotations

from typing import Any

from ...core import Game, Option, Rng, is_int
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
from .state import PetalBattleState
from .words import pass_words

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


class PetalBattle(Game):
    id = "petal_battle"
    title = "Petal Battle"
    blurb = "Two insect swarms fight over a daisy: secretly plan your actions, then bump and squish."
    seat_names = ("Red", "Blue")
    secrets = True
    version = 2  # 2: a turn takes all its actions (version 1 let any turn end after one action)
    options = (
        Option(
            name=END_EARLY,
            label="Turns may end early",
            default=False,
            help=(
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
