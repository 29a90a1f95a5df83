"""Petal Battle's contract with the page: its moves and its view, as TypedDicts.

The rules take and give these moves (``State[PetalBattleMove]``) and ``view`` gives a
``PetalBattleView``, so mypy checks the engine against them; tools/contract.py writes
them into web/contract.d.ts for the page: this module is the one description of the
shapes. Petals are ints 0-9 (petal ``i`` faces ``(i + 5) % 10``; its neighbours are
``(i ± 1) % 10``); sizes are ints 1 (Small), 2 (Medium), 3 (Large).
"""

from __future__ import annotations

from typing import Annotated, Literal, NotRequired, TypeAlias, TypedDict

PetalBattlePhase: TypeAlias = Literal["sequence", "play", "over"]
PetalBattleBumpEffect: TypeAlias = Literal["push", "reduce", "squish"]
PetalBattleReason: TypeAlias = Literal["five", "wipeout", "limit"]


# -- moves ----------------------------------------------------------------------
class PetalBattleSequence(TypedDict):
    """Set your sequencing stack, offered (all 6 orders) to the player to sequence. The
    other seat observes the first stack of a Sequencing without its ``order`` (it is set
    face down): only the second stack reveals both."""

    type: Literal["sequence"]
    order: NotRequired[Annotated[list[int], "pips top first: a permutation of 1, 2, 3"]]


class PetalBattleSpawn(TypedDict):
    """A Small from your supply onto the empty petal ``to``, next to one of your Larges."""

    type: Literal["spawn"]
    to: int


class PetalBattleGrow(TypedDict):
    """Your piece on petal ``at`` becomes size ``size`` (its old size + 1)."""

    type: Literal["grow"]
    at: int
    size: int


# A slide: to the empty neighbouring petal ``to``; a flip: to the empty opposite petal.
PetalBattleSlide = TypedDict("PetalBattleSlide", {"type": Literal["slide"], "from": int, "to": int})
PetalBattleFlip = TypedDict("PetalBattleFlip", {"type": Literal["flip"], "from": int, "to": int})

# A slide (``to`` next to ``from``) or a flip (``to`` across) into the occupied petal ``to``.
# ``effect``: "push" (the bumped piece slides to petal ``push``), "reduce" (it shrinks in
# place and your piece stays; ``push`` null) or "squish" (it is removed and your piece moves
# in; ``push`` null). A flip-bump with both neighbours of ``to`` empty is offered once per
# ``push``.
PetalBattleBump = TypedDict(
    "PetalBattleBump",
    {"type": Literal["bump"], "from": int, "to": int, "push": int | None, "effect": PetalBattleBumpEffect},
)


class PetalBattleEnd(TypedDict):
    """End your turn with actions unused: offered only with the lobby option
    ``end_turn_early``, after at least one action this turn. (Passing is never a move.)"""

    type: Literal["end"]


PetalBattleMove: TypeAlias = (
    PetalBattleSequence
    | PetalBattleSpawn
    | PetalBattleGrow
    | PetalBattleSlide
    | PetalBattleFlip
    | PetalBattleBump
    | PetalBattleEnd
)
"""A Petal Battle move: a ``sequence`` while sequencing, else an action (or ``end``)."""


# -- the view -------------------------------------------------------------------
class PetalBattlePiece(TypedDict):
    owner: int
    size: int


PetalBattleBySize = TypedDict("PetalBattleBySize", {"1": int, "2": int, "3": int})
"""Pieces of each size: "1" Small, "2" Medium, "3" Large."""


class PetalBattlePlayer(TypedDict):
    seat: Annotated[str, '"Red" or "Blue"']
    supply: Annotated[PetalBattleBySize, "off the board"]
    on_board: PetalBattleBySize
    ready: Annotated[bool, "has set a stack this Sequencing"]
    stack: Annotated[
        list[int] | None,
        "what is left of the stack, top first; null when not set, or hidden from this viewer",
    ]
    hidden: Annotated[bool, "the stack is set but hidden from this viewer"]
    chosen: Annotated[list[int] | None, "the whole order set this Sequencing, once visible to the viewer"]
    spent: Annotated[list[int], "pyramids already used this Sequencing (laid on their side)"]


class PetalBattlePass(TypedDict):
    """A turn that passed inside a move because the player to act had no action left."""

    player: int
    unused: Annotated[int, "how many actions passed"]
    whole: Annotated[bool, "the whole turn passed (else the rest of the mover's own turn)"]


class _AfterAction(TypedDict):
    """What an action's and ``end``'s ``last`` also carry."""

    passes: Annotated[list[PetalBattlePass], "the turns that passed inside this move, in order"]
    turn_over: Annotated[bool, "the mover's turn is over: its actions used, ended, a pass, or a win"]
    sequencing_over: Annotated[bool, "a new Sequencing, or the end of the game, follows"]


_From = TypedDict("_From", {"from": int})  # a key that is a Python keyword, for the classes below


class PetalBattleLastSequence(TypedDict):
    """A stack was set (still secret)."""

    type: Literal["sequence"]
    player: int


class PetalBattleLastReveal(TypedDict):
    """The second stack was set: both are shown."""

    type: Literal["reveal"]
    player: int
    stacks: Annotated[list[list[int]], "both stacks, top first"]
    first: Annotated[int, "who goes first in the next three rounds"]
    why: Literal["top", "middle", "tie"]
    passes: list[PetalBattlePass]


class PetalBattleLastSpawn(_AfterAction):
    type: Literal["spawn"]
    player: int
    to: int
    size: int


class PetalBattleLastGrow(_AfterAction):
    type: Literal["grow"]
    player: int
    at: int
    from_size: int
    size: int


class PetalBattleLastMoved(_From, _AfterAction):
    """A slide or a flip to an empty petal."""

    type: Literal["slide", "flip"]
    player: int
    to: int
    size: int


class PetalBattleBumped(_From):
    owner: int
    size: int
    to: Annotated[int | None, "where it slid; null when squished (reduced in place or removed)"]
    size_after: Annotated[int | None, "the reduced size; null when removed; its size when pushed"]


class PetalBattleLastBump(_From, _AfterAction):
    type: Literal["bump"]
    player: int
    by: Literal["slide", "flip"]
    to: int
    size: int
    mover_at: Annotated[int, "where the bumping piece ends: from or to"]
    effect: PetalBattleBumpEffect
    bumped: PetalBattleBumped


class PetalBattleLastEnd(_AfterAction):
    """The turn ended early (option ``end_turn_early``)."""

    type: Literal["end"]
    player: int
    unused: int


PetalBattleLast: TypeAlias = (
    PetalBattleLastSequence
    | PetalBattleLastReveal
    | PetalBattleLastSpawn
    | PetalBattleLastGrow
    | PetalBattleLastMoved
    | PetalBattleLastBump
    | PetalBattleLastEnd
)
"""The previous move's effects."""


class PetalBattleResult(TypedDict):
    winners: list[int]
    reason: PetalBattleReason
    line: Annotated[list[int] | None, "the five petals in a row"]


class PetalBattleView(TypedDict):
    """What ``viewer`` may see (null: a spectator)."""

    game: Literal["petal_battle"]
    petals: Annotated[int, "10"]
    opposite: Annotated[int, "5: petal i faces (i + 5) % 10"]
    seats: Annotated[list[str], '["Red", "Blue"]']
    viewer: int | None
    board: Annotated[list[PetalBattlePiece | None], "10 petals"]
    phase: Annotated[PetalBattlePhase, "sequence: stacks being set"]
    current: Annotated[int | None, "the seat to decide; null once over"]
    sequencing: Annotated[int, "which Sequencing this is, 1-based"]
    max_sequencings: Annotated[int, "20"]
    round: Annotated[int | None, "1-3 within the Sequencing during play, else null"]
    first: Annotated[int | None, "who goes first in these three rounds (null while sequencing)"]
    tiebreak: Annotated[int, "who wins an identical-stack tie this Sequencing"]
    actions_total: Annotated[int | None, "the turn's allowance (the top pyramid's pips); null unless playing"]
    actions_left: Annotated[int | None, "what is left of it; null unless playing"]
    end_turn_early: Annotated[bool, "the lobby option (end is offered after one action)"]
    players: Annotated[list[PetalBattlePlayer], "by seat"]
    last: Annotated[PetalBattleLast | None, "the previous move's effects; null at the start"]
    result: PetalBattleResult | None
