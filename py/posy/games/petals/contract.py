"""Petals' contract with the page: its moves and its view, as TypedDicts.

The rules take and give these moves (``State[PetalsMove]``) and ``view`` gives a
``PetalsView``, so mypy checks the engine against them; tools/contract.py writes them
into web/contract.d.ts for the page: this module is the one description of the shapes.
Card ids are ints 0-51 (``id = suit * 13 + value - 1``, suits in the order W, T, C, G);
a bouquet's cells are ints 0-8, ``row * 3 + col``, row 0 at the bottom and col 0 at the
left.
"""

from __future__ import annotations

from typing import Annotated, Literal, TypeAlias, TypedDict

PetalsPhase: TypeAlias = Literal["lead", "follow", "take", "place", "arrange", "switch", "over"]


# -- moves ----------------------------------------------------------------------
class PetalsPlay(TypedDict):
    """Lead or follow with a card of your hand (following suit if you can)."""

    type: Literal["play"]
    card: int


class PetalsTake(TypedDict):
    """The trick's winner takes one of its two cards; the other goes to the loser."""

    type: Literal["take"]
    card: int


class PetalsPlace(TypedDict):
    """Place the card you got in the lowest free cell of a column."""

    type: Literal["place"]
    col: Annotated[int, "0-2"]
    cell: Annotated[int, "the cell it lands on"]


class PetalsArrange(TypedDict):
    """Re-order the columns once the bottom row is full: ``order[col]`` is the old column
    that goes to ``col``."""

    type: Literal["arrange"]
    order: Annotated[list[int], "a permutation of 0, 1, 2"]


# The Camellia's owner switches it with another card of their bouquet at the round's end.
PetalsSwitch = TypedDict("PetalsSwitch", {"type": Literal["switch"], "from": int, "to": int})


class PetalsKeep(TypedDict):
    """The Camellia's owner keeps their bouquet as it is."""

    type: Literal["keep"]


PetalsMove: TypeAlias = PetalsPlay | PetalsTake | PetalsPlace | PetalsArrange | PetalsSwitch | PetalsKeep
"""A Petals move: each phase offers one kind (``switch`` and ``keep`` together)."""


# -- the view -------------------------------------------------------------------
class PetalsCard(TypedDict):
    id: int
    name: str
    suit: Annotated[str, "the suit's id: W, T, C or G"]
    value: int
    effect: Annotated[str | None, "add, multiply, negate, reactivate, zero or switch; null for a plain card"]
    amount: int | None
    targets: Annotated[list[list[int]], "[[dx, dy], ...]: dy > 0 is up; each of dx, dy in -1..1"]
    text: Annotated[str, "the effect in words"]
    icon: Annotated[str | None, "the effect's kind"]


PetalsStepKind: TypeAlias = Literal["negate", "reactivate", "zero", "multiply", "add"]


class PetalsStep(TypedDict):
    """One modification of a card's value, in the order of operations (within one kind in
    crawl order)."""

    kind: PetalsStepKind
    by: Annotated[int, "the cell of the card that does it"]
    card: Annotated[str, "that card's name"]
    times: int
    amount: int | None
    value: Annotated[int, "the running value"]


class PetalsBreakdown(TypedDict):
    """One cell of a bouquet as it scores."""

    cell: int
    card: PetalsCard | None
    base: int
    negated_by: Annotated[int | None, "the cell of the card that negates its effect"]
    activations: Annotated[int, "how often its effect applies"]
    steps: list[PetalsStep]
    value: Annotated[int, "its final value"]
    text: Annotated[str, 'e.g. "Bluebell (8+2 from Bird-of-Paradise): 10"']


class PetalsPlayer(TypedDict):
    hand: Annotated[list[PetalsCard] | None, "sorted, for the viewer's own seat only; null otherwise"]
    hand_count: int
    pending: Annotated[PetalsCard | None, "the card got from the trick, still to place"]
    bouquet: Annotated[list[PetalsCard | None], "9 cells"]
    bouquet_score: Annotated[int, "what the bouquet would score now"]
    breakdown: Annotated[list[PetalsBreakdown], "per cell"]
    tricks: Annotated[int, "won this round"]
    void: Annotated[list[str], "the suit ids the player has shown they lack this round"]
    round_scores: Annotated[list[int], "points scored in each finished round"]
    score: Annotated[int, "total so far"]


class PetalsSuit(TypedDict):
    id: Annotated[str, "W, T, C or G"]
    name: Annotated[str, 'e.g. "Wild Wonders"']


class PetalsTrump(TypedDict):
    suit: str
    card: PetalsCard


class PetalsPlayed(TypedDict):
    player: int
    card: PetalsCard


class PetalsTable(TypedDict):
    """The trick being played (the leader's card first); empty once taken."""

    leader: int | None
    plays: list[PetalsPlayed]


class PetalsScoredBouquet(TypedDict):
    player: int
    total: int
    cells: Annotated[list[PetalsBreakdown], "9"]


class PetalsScoring(TypedDict):
    """The last scored round's breakdown, present through the next round (for animating it)."""

    round: int
    bouquets: list[PetalsScoredBouquet]
    totals: list[int]
    crawl: Annotated[list[int], "the cells in crawl order: [0, 1, 2, 5, 4, 3, 6, 7, 8]"]


class PetalsPlayEvent(TypedDict):
    event: Literal["play"]
    player: int
    card: PetalsCard


class PetalsTrickEvent(TypedDict):
    event: Literal["trick"]
    winner: int
    cards: list[PetalsCard]


class PetalsTakeEvent(TypedDict):
    event: Literal["take"]
    player: int
    card: PetalsCard
    other: PetalsCard


class PetalsPlaceEvent(TypedDict):
    event: Literal["place"]
    player: int
    cell: int
    card: PetalsCard


class PetalsArrangeEvent(TypedDict):
    event: Literal["arrange"]
    player: int
    order: list[int]


PetalsSwitchEvent = TypedDict(
    "PetalsSwitchEvent", {"event": Literal["switch"], "player": int, "from": int, "to": int}
)


class PetalsKeepEvent(TypedDict):
    event: Literal["keep"]
    player: int


class PetalsScoredEvent(TypedDict):
    event: Literal["scored"]
    round: int
    points: list[int]


class PetalsDealEvent(TypedDict):
    event: Literal["deal"]
    round: int
    trump: PetalsCard
    leader: int


class PetalsOverEvent(TypedDict):
    event: Literal["over"]
    winners: list[int]


PetalsEvent: TypeAlias = (
    PetalsPlayEvent
    | PetalsTrickEvent
    | PetalsTakeEvent
    | PetalsPlaceEvent
    | PetalsArrangeEvent
    | PetalsSwitchEvent
    | PetalsKeepEvent
    | PetalsScoredEvent
    | PetalsDealEvent
    | PetalsOverEvent
)
"""What a move caused (public), keyed by "event"."""


class PetalsView(TypedDict):
    """What ``viewer`` may see (null: a spectator, public information only)."""

    game: Literal["petals"]
    viewer: int | None
    round: Annotated[int, "1-based (the last round once over)"]
    rounds: Annotated[int, "rounds in this game: 3, or 1 by option"]
    trick: Annotated[int, "1-based trick number in the round (9 at the round's end)"]
    phase: PetalsPhase
    current: Annotated[int | None, "the seat to decide; null once over"]
    suits: Annotated[list[PetalsSuit], "in suit order"]
    trump: Annotated[PetalsTrump, "the card flipped this round"]
    table: PetalsTable
    trick_winner: Annotated[int | None, "who won the trick on the table (phase take)"]
    lead_suit: Annotated[str | None, "the suit id of the trick being played"]
    next_leader: int | None
    players: Annotated[list[PetalsPlayer], "by seat"]
    scores: Annotated[list[int], "totals by seat"]
    scoring: PetalsScoring | None
    events: Annotated[list[PetalsEvent], "what the last move caused, in order"]
    undealt: Annotated[int, "cards not dealt this round (33; hidden)"]
    over: bool
    winners: Annotated[list[int], "the winning seats once over, else []"]
    deck: Annotated[list[PetalsCard], "every card in id order (public: the card gallery)"]
