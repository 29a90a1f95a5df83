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

import math
from itertools import permutations
from typing import Any, Literal, overload

from ..core import BadRecord, Game, JSONable, Move, Option, Rng, State, replace_at

PETALS = 10
ACROSS = PETALS // 2
RUN = 5
MAX_SEQUENCINGS = 20
SIZE_NAMES = ("", "Small", "Medium", "Large")
SIZE_WORDS = ("", "small", "medium", "large")
PERMS = tuple(permutations((1, 2, 3)))
START_SUPPLY = (3, 3, 2)  # Small, Medium, Large left after one Large goes on the board
PIECES_PER_SIZE = 3
RED, BLUE = 0, 1
START_PETALS = (0, ACROSS)

LEFT = tuple((i - 1) % PETALS for i in range(PETALS))
RIGHT = tuple((i + 1) % PETALS for i in range(PETALS))
OPPOSITE = tuple((i + ACROSS) % PETALS for i in range(PETALS))
TARGETS = tuple((LEFT[i], RIGHT[i], OPPOSITE[i]) for i in range(PETALS))
RUNS = tuple(tuple((i + k) % PETALS for k in range(RUN)) for i in range(PETALS))
RUN_MASKS = tuple(sum(1 << s for s in run) for run in RUNS)

PHASES = ("sequence", "play", "over")
END_EARLY = "end_turn_early"  # the lobby option: the wiki's "may spend" reading


def piece(owner: int, size: int) -> int:
    """A board cell value: 0 is empty, else 1-3 Red sizes, 4-6 Blue sizes."""
    return owner * 3 + size


def owner_of(cell: int) -> int:
    return (cell - 1) // 3


def size_of(cell: int) -> int:
    return (cell - 1) % 3 + 1


def petal_name(i: int) -> str:
    return f"petal {i + 1}"


def _is_int(x: Any) -> bool:
    return type(x) is int


class PetalBattleState(State):
    __slots__ = (
        "board",
        "supply",
        "stacks",
        "chosen",
        "phase",
        "turn",
        "first",
        "tiebreak",
        "left",
        "used",
        "seqno",
        "last",
        "winners_",
        "reason",
        "line",
        "early",
        "seed",
    )

    def __init__(
        self,
        board: tuple[int, ...],
        supply: tuple[tuple[int, ...], ...],
        stacks: tuple[tuple[int, ...] | None, ...],
        chosen: tuple[tuple[int, ...] | None, ...],
        phase: str,
        turn: int | None,
        first: int | None,
        tiebreak: int,
        left: int,
        used: int,
        seqno: int,
        last: dict[str, Any] | None,
        winners_: tuple[int, ...],
        reason: str | None,
        line: tuple[int, ...] | None,
        early: bool,
        seed: int,
    ) -> None:
        self.board = board  # 10 cells: 0 empty, else piece(owner, size)
        self.supply = supply  # per player: (smalls, mediums, larges) off the board
        self.stacks = stacks  # per player: remaining stack pips, top first; None = not set yet
        self.chosen = chosen  # per player: the full stack set this Sequencing (None = not set)
        self.phase = phase  # "sequence", "play" or "over"
        self.turn = turn  # player to decide, None when over
        self.first = first  # first player of these three rounds (None before the first reveal)
        self.tiebreak = tiebreak  # who sequences first this Sequencing and wins identical ties
        self.left = left  # actions left this turn
        self.used = used  # actions taken this turn
        self.seqno = seqno  # 1-based number of the current Sequencing
        self.last = last  # the previous move's effects (see VIEW SCHEMA), never mutated
        self.winners_ = winners_
        self.reason = reason  # "five", "wipeout", "limit" once over
        self.line = line  # the winning five petals
        self.early = early  # lobby option END_EARLY: ``end`` is offered after one action
        self.seed = seed

    # -- rules ---------------------------------------------------------------
    @property
    def current(self) -> int | None:
        return self.turn

    @property
    def scores(self) -> list[int]:
        if self.phase == "over" and len(self.winners_) == 1:
            return [1 if p in self.winners_ else 0 for p in range(2)]
        return [0, 0]

    @property
    def winners(self) -> list[int]:
        return list(self.winners_)

    def pieces_of(self, player: int) -> list[int]:
        """Petals holding the player's pieces."""
        lo, hi = player * 3 + 1, player * 3 + 3
        return [i for i, c in enumerate(self.board) if lo <= c <= hi]

    def five(self, player: int) -> tuple[int, ...] | None:
        """Five contiguous petals filled by ``player``'s pieces, if any."""
        lo, hi = player * 3 + 1, player * 3 + 3
        mask = 0
        for i, c in enumerate(self.board):
            if lo <= c <= hi:
                mask |= 1 << i
        for run, rmask in zip(RUNS, RUN_MASKS):
            if mask & rmask == rmask:
                return run
        return None

    def bump_outcomes(self, i: int, j: int) -> list[tuple[int | None, str, int | None]]:
        """What bumping from petal ``i`` into the occupied petal ``j`` can do:
        ``(push, effect, size_after)`` per choice; [] if the bump is not allowed."""
        board = self.board
        mover, target = board[i], board[j]
        if not mover or not target:
            return []
        p, s = owner_of(mover), size_of(mover)
        q, t = owner_of(target), size_of(target)
        if t > s:
            return []
        if j == OPPOSITE[i]:
            spots = [k for k in (LEFT[j], RIGHT[j]) if not board[k]]
        else:
            k = RIGHT[j] if j == RIGHT[i] else LEFT[j]
            spots = [k] if not board[k] else []
        if spots:
            return [(k, "push", t) for k in spots]
        if q == p:
            return []  # you can't squish your own piece
        if t < s:
            return [(None, "squish", None)]
        for down in (t - 1, t - 2):
            if down >= 1 and self.supply[q][down - 1] > 0:
                return [(None, "reduce", down)]
        return [(None, "squish", None)]

    def actions(self) -> list[Move]:
        """Every action the player to move may take now (not ``end``)."""
        p = self.turn
        if p is None or self.phase != "play":
            return []
        board, supply = self.board, self.supply[p]
        out: list[Move] = []
        large = piece(p, 3)
        if supply[0] > 0:
            for i in range(PETALS):
                if not board[i] and (board[LEFT[i]] == large or board[RIGHT[i]] == large):
                    out.append({"type": "spawn", "to": i})
        lo, hi = p * 3 + 1, p * 3 + 3
        for i in range(PETALS):
            cell = board[i]
            if not lo <= cell <= hi:
                continue
            s = cell - p * 3
            if s < 3 and supply[s] > 0:
                out.append({"type": "grow", "at": i, "size": s + 1})
            for n, j in enumerate(TARGETS[i]):
                if not board[j]:
                    out.append({"type": "flip" if n == 2 else "slide", "from": i, "to": j})
                    continue
                for k, effect, _ in self.bump_outcomes(i, j):
                    out.append({"type": "bump", "from": i, "to": j, "push": k, "effect": effect})
        return out

    def has_action(self) -> bool:
        """Whether the player to act has any action (``actions()`` is not empty),
        answered without listing them all: it is asked after every move."""
        p = self.turn
        if p is None or self.phase != "play":
            return False
        board, supply = self.board, self.supply[p]
        large = piece(p, 3)
        lo, hi = p * 3 + 1, p * 3 + 3
        for i, cell in enumerate(board):
            if not cell:
                if supply[0] > 0 and (board[LEFT[i]] == large or board[RIGHT[i]] == large):
                    return True  # spawn
                continue
            if not lo <= cell <= hi:
                continue
            s = cell - p * 3
            if s < 3 and supply[s] > 0:
                return True  # grow
            for j in TARGETS[i]:
                if not board[j] or self.bump_outcomes(i, j):
                    return True  # slide, flip or bump
        return False

    def moves(self) -> list[Move]:
        if self.turn is None:
            return []
        if self.phase == "sequence":
            return [{"type": "sequence", "order": list(order)} for order in PERMS]
        out = self.actions()  # never empty: a player left without an action has passed
        if self.early and self.used > 0:
            out.append({"type": "end"})
        return out

    def public_decision(self) -> bool:
        """Only Sequencing needs private information (your own secret stack, and
        the other's must stay unseen). Once both stacks are revealed, every
        action of the three rounds is decided from the public view, so
        pass-and-play hands the device over only for Sequencing."""
        return self.phase != "sequence"

    def apply(self, move: Move) -> PetalBattleState:
        kind = move["type"]
        if kind == "sequence":
            return self._sequence(tuple(move["order"]))
        p = self.turn
        assert p is not None
        if kind == "end":
            last: dict[str, Any] = {"type": "end", "player": p, "unused": self.left}
            return self._advance()._settle(last, turn_over=True)
        board = list(self.board)
        supply = [list(x) for x in self.supply]
        if kind == "spawn":
            i = move["to"]
            board[i] = piece(p, 1)
            supply[p][0] -= 1
            last = {"type": "spawn", "player": p, "to": i, "size": 1}
        elif kind == "grow":
            i, s = move["at"], move["size"]
            board[i] = piece(p, s)
            supply[p][s - 1] -= 1
            supply[p][s - 2] += 1
            last = {"type": "grow", "player": p, "at": i, "from_size": s - 1, "size": s}
        elif kind in ("slide", "flip"):
            i, j = move["from"], move["to"]
            board[j], board[i] = board[i], 0
            last = {"type": kind, "player": p, "from": i, "to": j, "size": size_of(board[j])}
        else:  # bump
            i, j, k, effect = move["from"], move["to"], move["push"], move["effect"]
            mover, target = board[i], board[j]
            q, t = owner_of(target), size_of(target)
            bumped: dict[str, Any] = {"owner": q, "size": t, "from": j, "to": k, "size_after": t}
            if effect == "push":
                board[k], board[j], board[i] = target, mover, 0
                mover_at = j
            elif effect == "reduce":
                down = t - 1 if supply[q][t - 2] > 0 else t - 2
                board[j] = piece(q, down)
                supply[q][down - 1] -= 1
                supply[q][t - 1] += 1
                bumped["size_after"] = down
                mover_at = i
            else:  # squish
                board[j], board[i] = mover, 0
                supply[q][t - 1] += 1
                bumped["size_after"] = None
                mover_at = j
            last = {
                "type": "bump",
                "player": p,
                "by": "flip" if j == OPPOSITE[i] else "slide",
                "from": i,
                "to": j,
                "size": size_of(mover),
                "mover_at": mover_at,
                "effect": effect,
                "bumped": bumped,
            }
        nxt = self.evolve(
            board=tuple(board),
            supply=tuple(tuple(x) for x in supply),
            left=self.left - 1,
            used=self.used + 1,
        )
        return nxt._after_action(p, last)

    def _after_action(self, p: int, last: dict[str, Any]) -> PetalBattleState:
        o = 1 - p
        won: tuple[int, str, tuple[int, ...] | None] | None = None
        mine = self.five(p)
        if mine is not None:
            won = (p, "five", mine)
        elif not any(o * 3 < c <= o * 3 + 3 for c in self.board):
            won = (p, "wipeout", None)
        else:
            theirs = self.five(o)
            if theirs is not None:
                won = (o, "five", theirs)
        if won is not None:
            last.update(turn_over=True, sequencing_over=True, passes=[])
            return self.evolve(
                phase="over", turn=None, left=0, last=last, winners_=(won[0],), reason=won[1], line=won[2]
            )
        if self.left == 0:
            return self._advance()._settle(last, turn_over=True)
        return self._settle(last, turn_over=False)

    def _settle(self, last: dict[str, Any], turn_over: bool | None) -> PetalBattleState:
        """The state after a move, with ``last`` as its effects: whoever is to act
        with no legal action left passes the rest of their turn (a whole turn when
        it starts without one), again and again, until someone has an action or
        the Sequencing is over. Each pass lays a stack pyramid aside, so there are
        at most six in a row; the next decision is then an action, a Sequencing
        (always possible) or none (the draw after the last Sequencing).
        ``turn_over`` None (a reveal): ``last`` gets no turn flags."""
        state = self
        passes = []
        while state.phase == "play" and not state.has_action():
            passes.append({"player": state.turn, "unused": state.left, "whole": state.used == 0})
            state = state._advance()
        last["passes"] = passes
        if turn_over is not None:
            last["turn_over"] = turn_over or bool(passes)  # the first pass is the mover's own
            last["sequencing_over"] = state.phase != "play"
        return state.evolve(last=last)

    def _advance(self) -> PetalBattleState:
        """The player to act is done (actions used, ended early, or passed): their top
        pyramid is laid aside and the next turn follows; after the sixth turn of a
        Sequencing, a new Sequencing, or after the last one the draw."""
        p = self.turn
        assert p is not None and self.first is not None
        stack = self.stacks[p]
        assert stack is not None
        stacks = replace_at(self.stacks, p, stack[1:])
        nxt_player = 1 - p if p == self.first else self.first
        nxt_stack = stacks[nxt_player]
        if nxt_stack:
            return self.evolve(stacks=stacks, turn=nxt_player, left=nxt_stack[0], used=0)
        if self.seqno >= MAX_SEQUENCINGS:
            return self.evolve(
                stacks=stacks,
                phase="over",
                turn=None,
                left=0,
                used=0,
                winners_=(RED, BLUE),
                reason="limit",
            )
        second = 1 - self.first
        return self.evolve(
            stacks=(None, None),
            chosen=(None, None),
            phase="sequence",
            turn=second,
            tiebreak=second,
            left=0,
            used=0,
            seqno=self.seqno + 1,
        )

    def _sequence(self, order: tuple[int, ...]) -> PetalBattleState:
        p = self.turn
        assert p is not None
        stacks = replace_at(self.stacks, p, order)
        chosen = replace_at(self.chosen, p, order)
        o = 1 - p
        if stacks[o] is None:
            return self.evolve(stacks=stacks, chosen=chosen, turn=o, last={"type": "sequence", "player": p})
        a, b = stacks[RED], stacks[BLUE]
        assert a is not None and b is not None
        if a[0] != b[0]:
            first, why = (RED if a[0] < b[0] else BLUE), "top"
        elif a[1] != b[1]:
            first, why = (RED if a[1] < b[1] else BLUE), "middle"
        else:
            first, why = self.tiebreak, "tie"
        last = {"type": "reveal", "player": p, "stacks": [list(a), list(b)], "first": first, "why": why}
        revealed = self.evolve(
            stacks=stacks,
            chosen=chosen,
            phase="play",
            turn=first,
            first=first,
            left=(a, b)[first][0],
            used=0,
        )
        return revealed._settle(last, turn_over=None)

    # -- refusals ------------------------------------------------------------
    def why_illegal(self, move: Move) -> str:
        kind = move["type"]
        shapes = {
            "sequence": {"type", "order"},
            "spawn": {"type", "to"},
            "grow": {"type", "at", "size"},
            "slide": {"type", "from", "to"},
            "flip": {"type", "from", "to"},
            "bump": {"type", "from", "to", "push", "effect"},
            "end": {"type"},
        }
        if kind not in shapes:
            return "That is not a Petal Battle move."
        if set(move) != shapes[kind]:
            return f"That {kind} move is not written the way Petal Battle expects."
        p = self.turn
        assert p is not None
        if self.phase == "sequence":
            if kind != "sequence":
                return "First stack your sequencing Trio: choose the order of your three pyramids."
            order = move["order"]
            if not isinstance(order, list) or sorted(order) != [1, 2, 3] or not all(map(_is_int, order)):
                return "Stack your Small, Medium and Large, each once: an order of 1, 2 and 3 pips."
            return "That stack is not allowed now."
        if kind == "sequence":
            return "Sequencing happens only before every three rounds; now take your actions."
        for key in ("to", "at", "from", "push"):
            if key in move and not (move[key] is None and key == "push"):
                x = move[key]
                if not _is_int(x) or not 0 <= x < PETALS:
                    return "That petal is not on the board."
        if kind == "end":
            if not self.early:
                return (
                    "You take as many actions as the pips on your top pyramid: your turn ends "
                    "when they are used, or when you have no action left."
                )
            return "Take at least one action before ending your turn."
        board = self.board
        if kind == "spawn":
            i = move["to"]
            if self.supply[p][0] == 0:
                return "You can't Spawn: all your Small pieces are already in use."
            if board[i]:
                return "You can only Spawn into an empty petal."
            return "You can only Spawn next to one of your Large pieces."
        if kind == "grow":
            i = move["at"]
            cell = board[i]
            if not cell or owner_of(cell) != p:
                return "You can only Grow a piece of your own colour."
            s = size_of(cell)
            if s == 3:
                return "A Large piece can't grow any bigger."
            if move["size"] != s + 1:
                return f"A {SIZE_WORDS[s]} piece grows into a {SIZE_WORDS[s + 1]} one."
            return f"You can't Grow that piece: you have no {SIZE_WORDS[s + 1]} piece left in your supply."
        i, j = move["from"], move["to"]
        cell = board[i]
        if not cell:
            return "There is no piece on that petal to move."
        if owner_of(cell) != p:
            return "You can only move pieces of your own colour."
        if kind == "slide" and j not in (LEFT[i], RIGHT[i]):
            return "A Slide moves a piece to one of the two petals next to it."
        if kind == "flip" and j != OPPOSITE[i]:
            return "A Flip moves a piece to the petal directly across the flower."
        if kind in ("slide", "flip"):
            return "That petal is taken: moving there is a Bump."
        if j not in TARGETS[i]:
            return "You can only bump into a petal next to your piece or directly across from it."
        target = board[j]
        if not target:
            return "That petal is empty: Slide or Flip there instead of bumping."
        if size_of(target) > size_of(cell):
            return "A smaller piece can never bump a larger one."
        outcomes = self.bump_outcomes(i, j)
        if not outcomes:
            return "You can't squish your own piece."
        if move["effect"] not in ("push", "reduce", "squish"):
            return "A bump's effect is push, reduce or squish."
        k = move["push"]
        if outcomes[0][1] != "push":
            return "The bumped piece has no empty petal to slide into, so it gets squished."
        if k is None:
            return "The bumped piece has an empty petal to slide into, so it is not squished."
        if j == OPPOSITE[i]:
            return "Bumped pieces slide into an empty petal next to them; they are never flipped."
        return "A piece bumped by a Slide moves on one petal in the same direction."

    # -- presentation --------------------------------------------------------
    def describe(self, move: Move, names: list[str] | None = None) -> str:
        """The move in words, then any passes it led to (they happen inside it)."""
        text = self._move_words(move, names)
        passes = (self.apply(move).last or {}).get("passes", ())
        for entry in passes:
            text += " " + pass_words(entry, self.game.player_name(entry["player"], names))
        return text

    def _move_words(self, move: Move, names: list[str] | None) -> str:
        p = self.turn
        name = self.game.player_name(p, names)
        kind = move["type"]
        if kind == "sequence":
            return f"{name} stacks their sequencing Trio."
        if kind == "end":
            return f"{name} ends the turn with {plural(self.left, 'action')} unused."
        if kind == "spawn":
            return f"{name} spawns a small on {petal_name(move['to'])}."
        if kind == "grow":
            s = move["size"]
            return f"{name} grows a {SIZE_WORDS[s - 1]} on {petal_name(move['at'])} into a {SIZE_WORDS[s]}."
        i, j = move["from"], move["to"]
        size = SIZE_WORDS[size_of(self.board[i])]
        if kind in ("slide", "flip"):
            verb = "slides" if kind == "slide" else "flips"
            return f"{name} {verb} a {size} from {petal_name(i)} to {petal_name(j)}."
        verb = "flips" if j == OPPOSITE[i] else "slides"
        target = self.board[j]
        q, t = owner_of(target), size_of(target)
        whose = "their own" if q == p else f"{self.game.player_name(q, names)}'s"
        head = f"{name} {verb} a {size} from {petal_name(i)} onto {whose} {SIZE_WORDS[t]} on {petal_name(j)}"
        effect = move["effect"]
        if effect == "push":
            return f"{head}, bumping it to {petal_name(move['push'])}."
        if effect == "reduce":
            down = self.bump_outcomes(i, j)[0][2]
            assert down is not None
            return f"{head}: squished, it shrinks to a {SIZE_WORDS[down]} and the {size} stays put."
        return f"{head}: squished, it is removed and the {size} moves in."

    # -- what the rules did on their own (the log's notes, the status line) -----
    def notes_after(self, move: Move, after: State, names: list[str] | None = None) -> list[str]:
        """The stacks turned over and who goes first, a new Sequencing after three rounds,
        the end. (Passes are already in the move's own line: see :meth:`describe`.) A
        stack set face down is never described: only that it was set."""
        assert isinstance(after, PetalBattleState)
        name = self.game.player_name
        last = after.last or {}
        notes = []
        if last.get("type") == "reveal":
            a, b = last["stacks"]
            why = {
                "top": "the smaller top pyramid",
                "middle": "the same top pyramid and the smaller middle one",
                "tie": "identical stacks, and the first to be ready",
            }[last["why"]]
            stacks = f"{name(RED, names)} {_pips(a)}, {name(BLUE, names)} {_pips(b)} (top first)"
            first = name(last["first"], names)
            if last.get("passes"):  # the move's line already told the pass that followed the reveal
                notes.append(f"Before that, both stacks were turned over: {stacks}; {first} went first: {why}.")
            else:
                notes.append(f"Both stacks are turned over: {stacks}. {first} goes first in the next three rounds: {why}.")
        if after.phase == "sequence" and self.phase == "play":
            notes.append(
                f"Three rounds are over: Sequencing {after.seqno} of {MAX_SEQUENCINGS}; both players stack their "
                f"sequencing Trio again, {name(after.turn, names)} first."
            )
        if after.over:
            notes.append(after.end_reason(names))
        return notes

    def status_note(self, names: list[str] | None = None) -> str | None:
        """A turn that passed inside the last move, while the next one is played."""
        if self.phase != "play" or not self.last:
            return None
        passes = self.last.get("passes") or ()
        if not passes:
            return None
        entry = passes[-1]
        who, n = self.game.player_name(entry["player"], names), entry["unused"]
        if entry["whole"]:
            return f"{who} had no action: their whole turn of {plural(n, 'action')} passed."
        return f"{who} had no action left: {plural(n, 'action')} passed."

    def end_reason(self, names: list[str] | None = None) -> str:
        name = self.game.player_name
        if self.reason == "limit":
            return (
                f"Nobody won in {MAX_SEQUENCINGS} Sequencings (60 rounds): the game is a draw "
                "(Posy's draw rule; the rulebook has none)."
            )
        winner = self.winners_[0]
        if self.reason == "wipeout":
            return f"{name(1 - winner, names)} has no pieces left on the board: {name(winner, names)} wins."
        line = self.line or ()
        where = f" (petals {line[0] + 1} to {line[-1] + 1})" if line else ""
        text = f"{name(winner, names)} fills five petals in a row{where}: {name(winner, names)} wins."
        mover = (self.last or {}).get("player")
        if mover is not None and mover != winner:
            text += f" {name(mover, names)}'s bump pushed the piece that completed it."
        return text

    def undo_barrier(self) -> bool:
        """Both stacks were just turned over: taking the second stack back would let
        its owner re-order it knowing the other one."""
        return self.last is not None and self.last.get("type") == "reveal"

    def view(self, viewer: int | None) -> dict[str, JSONable]:
        players = []
        for p in range(2):
            visible = self.phase != "sequence" or viewer == p
            stack = self.stacks[p]
            chosen = self.chosen[p]
            on_board = [0, 0, 0]
            for c in self.board:
                if c and owner_of(c) == p:
                    on_board[size_of(c) - 1] += 1
            players.append(
                {
                    "seat": self.game.seat_names[p],
                    "supply": {str(s): self.supply[p][s - 1] for s in (1, 2, 3)},
                    "on_board": {str(s): on_board[s - 1] for s in (1, 2, 3)},
                    "ready": stack is not None,
                    "stack": list(stack) if stack is not None and visible else None,
                    "hidden": stack is not None and not visible,
                    "chosen": list(chosen) if chosen is not None and visible else None,
                    "spent": list(chosen[: len(chosen) - len(stack)])
                    if chosen is not None and stack is not None and visible
                    else [],
                }
            )
        playing = self.phase == "play"
        round_no = None
        top = None
        if playing:
            assert self.first is not None and self.turn is not None
            first_stack, stack = self.stacks[self.first], self.stacks[self.turn]
            assert first_stack is not None and stack is not None
            round_no = 4 - len(first_stack)
            top = stack[0]
            if self.turn != self.first:
                round_no -= 1
        result = None
        if self.phase == "over":
            result = {
                "winners": list(self.winners_),
                "reason": self.reason,
                "line": list(self.line) if self.line else None,
            }
        return {
            "game": "petal_battle",
            "petals": PETALS,
            "opposite": ACROSS,
            "seats": list(self.game.seat_names[:2]),
            "viewer": viewer,
            "board": [None if not c else {"owner": owner_of(c), "size": size_of(c)} for c in self.board],
            "phase": self.phase,
            "current": self.turn,
            "sequencing": self.seqno,
            "max_sequencings": MAX_SEQUENCINGS,
            "round": round_no,
            "first": self.first if self.phase != "sequence" else None,
            "tiebreak": self.tiebreak,
            "actions_total": top,
            "actions_left": self.left if playing else None,
            "end_turn_early": self.early,
            "players": players,
            "last": _copy(self.last),
            "result": result,
        }

    # -- the computer player's hooks (posy.ai) ---------------------------------
    rollout_plies = 10  # then judge the position (see heuristic)
    search_scale = 0.65  # ~900 iterations a second in Chromium here: see posy.ai.LEVELS

    def heuristic(self) -> list[float] | None:
        """How close each swarm is to five in a row: its best run of five petals (own
        pieces, less 0.6 for each opposing piece in it) plus a little for its pyramids'
        pips. Random games last ~150 actions and rarely end well; judging after 10
        actions made the computer both stronger (28 of 30 games against full random
        simulations at equal iterations) and 8 times faster per search."""
        if self.phase == "over":
            return None
        lead = _swarm_strength(self.board, 0) - _swarm_strength(self.board, 1)
        red = 1.0 / (1.0 + math.exp(-lead / 1.2))
        return [red, 1.0 - red]

    def observed_move(self, move: Move, viewer: int) -> Move:
        """The first stack of a Sequencing is set face down: the other player learns
        only that it was set (the second stack reveals both at once)."""
        p = self.turn
        if move["type"] == "sequence" and viewer != p and p is not None and self.stacks[1 - p] is None:
            return {"type": "sequence"}
        return move

    def secret_pending(self) -> bool:
        """One stack is set face down and the other is still to be set."""
        return self.phase == "sequence" and (self.stacks[0] is None) != (self.stacks[1] is None)

    def determinize(self, viewer: int | None, rng: Rng) -> PetalBattleState:
        if self.phase != "sequence":
            return self
        stacks, chosen = self.stacks, self.chosen
        for p in range(2):
            if stacks[p] is not None and p != viewer:
                order = PERMS[rng.below(len(PERMS))]
                stacks = replace_at(stacks, p, order)
                chosen = replace_at(chosen, p, order)
        return self.evolve(stacks=stacks, chosen=chosen)

    def dump(self) -> dict[str, JSONable]:
        return {
            "game": "petal_battle",
            "version": self.game.version,
            "seed": self.seed,
            "board": list(self.board),
            "supply": [list(x) for x in self.supply],
            "stacks": [None if s is None else list(s) for s in self.stacks],
            "chosen": [None if s is None else list(s) for s in self.chosen],
            "phase": self.phase,
            "turn": self.turn,
            "first": self.first,
            "tiebreak": self.tiebreak,
            "left": self.left,
            "used": self.used,
            "sequencing": self.seqno,
            "last": _copy(self.last),
            "winners": list(self.winners_),
            "reason": self.reason,
            "line": None if self.line is None else list(self.line),
            END_EARLY: self.early,
        }


    # -- previews (posy.coach) -------------------------------------------------
    def preview(self, move: Move) -> dict[str, Any] | None:
        """What an action would do: for a bump, where the bumped piece goes (the
        petal it slides to, or how it is squished) and where the mover ends up; for
        any action, whether it ends the game. Everything is public once the stacks
        are revealed. None while sequencing and for ``end``."""
        p = self.turn
        kind = move.get("type")
        if p is None or self.phase != "play" or kind in ("sequence", "end"):
            return None
        after = self.apply(move)
        last = after.last or {}
        out: dict[str, Any] = {"kind": "action", "bumped": None, "mover_at": None, "winners": None, "reason": None}
        text = ""
        if kind == "bump":
            bumped = dict(last["bumped"])
            out["bumped"] = bumped
            out["mover_at"] = last["mover_at"]
            whose = "your own" if bumped["owner"] == p else f"{self.game.player_name(bumped['owner'])}'s"
            what = f"{whose} {SIZE_WORDS[bumped['size']]} on {petal_name(bumped['from'])}"
            mover = SIZE_WORDS[last["size"]]
            if last["effect"] == "push":
                text = f"Bumps {what} to {petal_name(bumped['to'])}; your {mover} moves onto {petal_name(bumped['from'])}"
            elif last["effect"] == "reduce":
                text = (
                    f"Squishes {what}: it shrinks to a {SIZE_WORDS[bumped['size_after']]} and your {mover} "
                    f"stays on {petal_name(last['from'])}"
                )
            else:
                text = f"Squishes {what}: it goes back to its supply and your {mover} moves in"
        elif kind in ("slide", "flip"):
            out["mover_at"] = move["to"]
        if after.phase == "over" and after.reason != "limit":
            winner = after.winners_[0]
            out["winners"] = list(after.winners_)
            out["reason"] = after.reason
            if winner == p:
                result = "you win: five in a row" if after.reason == "five" else "you win: no opposing piece is left"
            else:
                result = f"{self.game.player_name(winner)} wins: five in a row"
            text = f"{text}; {result}" if text else result[0].upper() + result[1:]
        if not text:
            return None
        return {**out, "text": text + "."}


def plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def pass_words(entry: dict[str, Any], name: str) -> str:
    """A log sentence for one pass (an entry of ``last["passes"]``)."""
    n = entry["unused"]
    if entry["whole"]:
        return f"{name} has no action: their whole turn of {plural(n, 'action')} passes."
    return f"{name} has no action left: {plural(n, 'action')} pass{'es' if n == 1 else ''}."


def _swarm_strength(board: tuple[int, ...], player: int) -> float:
    """A player's best run of five petals (own pieces less 0.6 per opposing piece),
    plus 0.08 per pip of their pyramids on the daisy."""
    lo, hi = player * 3 + 1, player * 3 + 3
    best = -RUN * 1.0
    for run in RUNS:
        own = theirs = 0
        for i in run:
            cell = board[i]
            if lo <= cell <= hi:
                own += 1
            elif cell:
                theirs += 1
        best = max(best, own - 0.6 * theirs)
    pips = sum(cell - lo + 1 for cell in board if lo <= cell <= hi)
    return best + 0.08 * pips


def _copy(x: Any) -> Any:
    """A deep copy of a small JSON-like value (views never share the state's dicts)."""
    if isinstance(x, dict):
        return {k: _copy(v) for k, v in x.items()}
    if isinstance(x, list):
        return [_copy(v) for v in x]
    return x


def _stack(data: Any) -> tuple[int, ...] | None:
    if data is None:
        return None
    out = tuple(int(x) for x in data)
    if len(out) > 3 or any(x not in (1, 2, 3) for x in out) or len(set(out)) != len(out):
        raise BadRecord("This Petal Battle position has an impossible sequencing stack.")
    return out


@overload
def _player(x: Any, allow_none: Literal[False] = False) -> int: ...
@overload
def _player(x: Any, allow_none: bool) -> int | None: ...
def _player(x: Any, allow_none: bool = False) -> int | None:
    if x is None and allow_none:
        return None
    if x not in (0, 1) or isinstance(x, bool):
        raise BadRecord("This Petal Battle position names a player who does not exist.")
    return int(x)


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

    def restore(self, data: dict[str, Any]) -> PetalBattleState:
        board = tuple(int(c) for c in data["board"])
        if len(board) != PETALS or any(not 0 <= c <= 6 for c in board):
            raise BadRecord("This Petal Battle position does not have 10 readable petals.")
        supply = tuple(tuple(int(n) for n in row) for row in data["supply"])
        if len(supply) != 2 or any(len(row) != 3 for row in supply):
            raise BadRecord("This Petal Battle position has unreadable supplies.")
        for p in range(2):
            for s in (1, 2, 3):
                total = supply[p][s - 1] + sum(1 for c in board if c == piece(p, s))
                if supply[p][s - 1] < 0 or total != PIECES_PER_SIZE:
                    raise BadRecord("This Petal Battle position does not add up to three Trios per player.")
        stacks = tuple(_stack(s) for s in data["stacks"])
        chosen = tuple(_stack(s) for s in data["chosen"])
        phase = data["phase"]
        if phase not in PHASES or len(stacks) != 2 or len(chosen) != 2:
            raise BadRecord("This Petal Battle position is in no known phase.")
        turn = _player(data["turn"], allow_none=True)
        if (turn is None) != (phase == "over"):
            raise BadRecord("This Petal Battle position has no valid player to move.")
        first = _player(data["first"], allow_none=True)
        winners = tuple(_player(w) for w in data["winners"])
        reason = data["reason"]
        if reason not in (None, "five", "wipeout", "limit"):
            raise BadRecord("This Petal Battle position has an unknown result.")
        line = data["line"]
        last = data["last"]
        if last is not None and not isinstance(last, dict):
            raise BadRecord("This Petal Battle position has an unreadable last move.")
        seqno = int(data["sequencing"])
        if not 1 <= seqno <= MAX_SEQUENCINGS:
            raise BadRecord("This Petal Battle position has an impossible Sequencing number.")
        early = data[END_EARLY]
        if not isinstance(early, bool):
            raise BadRecord("This Petal Battle position does not say whether turns may end early.")
        state = PetalBattleState(
            board=board,
            supply=supply,
            stacks=stacks,
            chosen=chosen,
            phase=phase,
            turn=turn,
            first=first,
            tiebreak=_player(data["tiebreak"]),
            left=int(data["left"]),
            used=int(data["used"]),
            seqno=seqno,
            last=_copy(last),
            winners_=winners,
            reason=reason,
            line=None if line is None else tuple(int(i) % PETALS for i in line),
            early=early,
            seed=int(data["seed"]),
        )
        if phase == "play":
            assert turn is not None
            stack = stacks[turn]
            if first is None or not stack or not 0 < state.left <= stack[0]:
                raise BadRecord("This Petal Battle position has an impossible number of actions left.")
            if not state.has_action():
                # a player left without an action has always passed already
                raise BadRecord("This Petal Battle position leaves the player to act without an action.")
        return state


GAME = PetalBattle()
PetalBattleState.game = GAME


def _pips(stack: list[int]) -> str:
    return "-".join(str(x) for x in stack)
