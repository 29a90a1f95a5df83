"""The Petals position and its rules: dealing, the trick, taking and placing flowers,
arranging, the Camellia, scoring each round.

``PetalsRules`` holds a position's data; ``words.py``, ``records.py``, ``search.py``
(what the computer player needs to sample and simulate) and ``remote.py`` (the hooks of
remote play) subclass it, and ``state.py`` joins them into the game's state,
``PetalsState``.
"""

from __future__ import annotations

from typing import Any, Self

from ...core import Rng, State, ranked_winners, replace_at
from .bouquet import PERMS, arranged, bouquet_score, open_cells, switched
from .cards import CAMELLIA, CELLS, EMPTY, HAND, NCARDS, SUIT, trick_winner
from .contract import PetalsMove, PetalsPhase

PHASES = ("lead", "follow", "take", "place", "arrange", "switch", "over")
PUBLIC_PHASES = frozenset(("take", "place", "arrange", "switch"))


class PetalsRules(State[PetalsMove]):
    """A Petals position's data (slots, never changed once returned) and the rules
    that read it; the other concerns subclass it (see ``state.py``)."""

    __slots__ = (
        "seed",
        "rounds",
        "rng",
        "round",
        "hands",
        "trump",
        "bouquets",
        "phase",
        "turn",
        "leader",
        "table",
        "pending",
        "next_leader",
        "tricks",
        "won",
        "void",
        "totals",
        "history",
        "scored",
        "events",
    )

    def __init__(
        self,
        seed: int,
        rounds: int,
        rng: int,
        round: int,
        hands: tuple[tuple[int, ...], ...],
        trump: int,
        bouquets: tuple[tuple[int, ...], ...],
        phase: PetalsPhase,
        turn: int | None,
        leader: int,
        table: tuple[int, ...],
        pending: tuple[int, ...],
        next_leader: int,
        tricks: int,
        won: tuple[int, ...],
        void: tuple[int, ...],
        totals: tuple[int, ...],
        history: tuple[tuple[int, ...], ...],
        scored: tuple[tuple[int, ...], ...] | None,
        events: tuple[tuple[Any, ...], ...],
    ) -> None:
        self.seed = seed
        self.rounds = rounds  # rounds in this game
        self.rng = rng  # SplitMix64 state for the next round's shuffle
        self.round = round  # 0-based round number
        self.hands = hands  # per player: sorted card ids
        self.trump = trump  # the flipped card
        self.bouquets = bouquets  # per player: 9 cells, card id or EMPTY
        self.phase = phase
        self.turn = turn
        self.leader = leader  # who led the trick on the table
        self.table = table  # cards of the current trick, leader's first
        self.pending = pending  # per player: card to place or EMPTY
        self.next_leader = next_leader  # who leads once placements are done (-1: unknown)
        self.tricks = tricks  # tricks completed this round
        self.won = won  # tricks won this round, per player
        self.void = void  # per player: bitmask of suits shown missing this round
        self.totals = totals
        self.history = history  # per finished round: (points p0, points p1)
        self.scored = scored  # the last scored pair of bouquets
        self.events = events  # what the last move caused (public)

    # -- protocol ------------------------------------------------------------
    @property
    def current(self) -> int | None:
        return self.turn

    @property
    def scores(self) -> list[int]:
        return list(self.totals)

    @property
    def winners(self) -> list[int]:
        if self.turn is not None:
            return []
        best = [max(r[p] for r in self.history) if self.history else 0 for p in range(2)]
        return ranked_winners(list(self.totals), best)

    def public_decision(self) -> bool:
        """Leading and following need the hand; every other decision (take,
        place, arrange, switch/keep) is made from the public view alone."""
        return self.phase in PUBLIC_PHASES

    def legal_cards(self) -> tuple[int, ...]:
        assert self.turn is not None
        hand = self.hands[self.turn]
        if self.phase == "follow":
            suit = SUIT[self.table[0]]
            follow = tuple(c for c in hand if SUIT[c] == suit)
            if follow:
                return follow
        return hand

    def moves(self) -> list[PetalsMove]:
        phase, p = self.phase, self.turn
        if p is None:
            return []
        if phase == "lead" or phase == "follow":
            return [{"type": "play", "card": c} for c in self.legal_cards()]
        if phase == "take":
            return [{"type": "take", "card": c} for c in self.table]
        if phase == "place":
            return [{"type": "place", "col": cell % 3, "cell": cell} for cell in open_cells(self.bouquets[p])]
        if phase == "arrange":
            return [{"type": "arrange", "order": list(o)} for o in PERMS]
        if phase == "switch":
            cells = self.bouquets[p]
            here = cells.index(CAMELLIA)
            keep: list[PetalsMove] = [{"type": "keep"}]
            return keep + [{"type": "switch", "from": here, "to": c} for c in range(CELLS) if c != here]
        return []

    def apply(self, move: PetalsMove) -> Self:
        p = self.turn
        assert p is not None
        if move["type"] == "play":
            card = move["card"]
            hand = tuple(c for c in self.hands[p] if c != card)
            hands = replace_at(self.hands, p, hand)
            event = ("play", p, card)
            if self.phase == "lead":
                return self.evolve(
                    hands=hands, phase="follow", turn=1 - p, leader=p, table=(card,), events=(event,)
                )
            lead = self.table[0]
            void = self.void
            if SUIT[card] != SUIT[lead]:
                void = replace_at(void, p, void[p] | (1 << SUIT[lead]))
            winner = self.leader if trick_winner(lead, card, SUIT[self.trump]) == 0 else p
            table = (lead, card)
            return self.evolve(
                hands=hands,
                phase="take",
                turn=winner,
                table=table,
                void=void,
                won=replace_at(self.won, winner, self.won[winner] + 1),
                events=(event, ("trick", winner, lead, card)),
            )
        if move["type"] == "take":
            card = move["card"]
            other = self.table[1] if card == self.table[0] else self.table[0]
            own = (card == self.table[0]) == (self.leader == p)
            pending = (card, other) if p == 0 else (other, card)
            return self.evolve(
                phase="place",
                table=(),
                pending=pending,
                next_leader=1 - p if own else p,
                events=(("take", p, card, other),),
            )
        if move["type"] == "place":
            cell = move["cell"]
            card = self.pending[p]
            cells = replace_at(self.bouquets[p], cell, card)
            s = self.evolve(
                bouquets=replace_at(self.bouquets, p, cells),
                pending=replace_at(self.pending, p, EMPTY),
                events=(("place", p, cell, card),),
            )
            if cell < 3 and EMPTY not in cells[:3]:
                s.phase = "arrange"
                return s
            return s._after_place(p)
        if move["type"] == "arrange":
            order = move["order"]
            cells = self.bouquets[p]
            new = arranged(cells, order)
            s = self.evolve(
                bouquets=replace_at(self.bouquets, p, new),
                events=(("arrange", p, tuple(order)),),
            )
            return s._after_place(p)
        if move["type"] == "switch":
            a, b = move["from"], move["to"]
            s = self.evolve(
                bouquets=replace_at(self.bouquets, p, switched(self.bouquets[p], move)),
                events=(("switch", p, a, b),),
            )
            return s._score_round()
        if move["type"] == "keep":
            return self.evolve(events=(("keep", p),))._score_round()
        raise AssertionError(move)

    def _after_place(self, p: int) -> Self:
        """Mutates a fresh copy: next placement, next trick, or round end."""
        if self.pending[1 - p] != EMPTY:
            self.phase, self.turn = "place", 1 - p
            return self
        self.tricks += 1
        if self.tricks < HAND:
            self.phase, self.turn, self.next_leader = "lead", self.next_leader, -1
            return self
        self.next_leader = -1
        for q in range(2):
            if CAMELLIA in self.bouquets[q]:
                self.phase, self.turn = "switch", q
                return self
        return self._score_round()

    def _score_round(self) -> Self:
        points = tuple(bouquet_score(self.bouquets[q]) for q in range(2))
        s = self.evolve(
            totals=tuple(self.totals[q] + points[q] for q in range(2)),
            history=(*self.history, points),
            scored=self.bouquets,
            events=(*self.events, ("scored", self.round, points)),
        )
        if self.round + 1 >= self.rounds:
            s.phase, s.turn = "over", None
            s.events = (*s.events, ("over",))
            return s
        return s._deal(self.round + 1)

    def _deal(self, round: int) -> Self:
        """Mutates a fresh copy: shuffle, deal 9 each, flip trump."""
        rng = Rng(self.rng)
        cards = list(range(NCARDS))
        rng.shuffle(cards)
        leader = round % 2
        self.rng = rng.state
        self.round = round
        self.hands = (tuple(sorted(cards[:HAND])), tuple(sorted(cards[HAND : 2 * HAND])))
        self.trump = cards[2 * HAND]
        self.bouquets = ((EMPTY,) * CELLS, (EMPTY,) * CELLS)
        self.phase, self.turn, self.leader = "lead", leader, leader
        self.table, self.pending, self.next_leader = (), (EMPTY, EMPTY), -1
        self.tricks, self.won, self.void = 0, (0, 0), (0, 0)
        self.events = (*self.events, ("deal", round, self.trump, leader))
        return self

    def undo_barrier(self) -> bool:
        """A new round was just dealt: taking the move back would let a player choose
        again knowing their next hand."""
        return any(event[0] == "deal" for event in self.events)

    # -- the computer player's hooks (posy.ai; the long ones are search.py's) -----
    rollout_plies = 0  # a simulated game stops at the next deal (see heuristic)
    search_scale = 0.45  # ~1,000 iterations a second in Chromium here (greedy bouquets): see posy.ai.LEVELS

    def unseen(self, viewer: int | None) -> list[int]:
        """Cards the viewer cannot see: the other hand(s) and the undealt deck."""
        seen = set(self.table) | {self.trump}
        seen.update(c for c in self.pending if c != EMPTY)
        for b in self.bouquets:
            seen.update(c for c in b if c != EMPTY)
        if viewer is not None:
            seen.update(self.hands[viewer])
        return [c for c in range(NCARDS) if c not in seen]
