"""What the computer player (posy.ai) needs of a Petals position: a simulation's
move, the judgement where a simulation stops, and a sample of the hands a seat
cannot see: ``PetalsSearch``, one of ``PetalsState``'s bases.
"""

from __future__ import annotations

import math
from typing import Self

from ...core import Rng, lead_rewards
from .bouquet import PERMS, arranged, best_placement, cached_score, switched
from .cards import NCARDS, SUIT
from .contract import PetalsMove
from .rules import PetalsRules


class PetalsSearch(PetalsRules):
    """The computer player's hooks that need more than a few lines (posy.ai)."""

    __slots__ = ()

    def rollout_move(self, rng: Rng) -> PetalsMove:
        """Cards are played at random, but every bouquet decision is greedy: the
        winner takes the card worth more to their bouquet than the other is to the
        loser's, each card goes where it scores most, and arranging and the Camellia's
        switch take the best score. Random bouquet decisions made a simulated round's
        score mostly noise, and noise of the wrong kind (a card's worth depends on its
        neighbours, which random play ignores): the search converged on what a move is
        worth to random bouquets, so three times the iterations bought nothing (Expert
        against Hard 45.0% of 40 games). With these simulations Hard beat Hard with
        random ones in 14 of 20 games at equal iterations, and Expert beats Hard in
        65.0% of 40 (docs/computer.md, "Why Petals' Expert was no better than Hard")."""
        phase, p = self.phase, self.turn
        assert p is not None
        if phase == "lead" or phase == "follow":
            legal = self.legal_cards()
            return {"type": "play", "card": legal[rng.below(len(legal))]}
        if phase == "take":
            a, b = self.table
            mine, theirs = self.bouquets[p], self.bouquets[1 - p]
            # the bouquets' present scores cancel out of the comparison
            keep_a = best_placement(mine, a)[0] - best_placement(theirs, b)[0]
            keep_b = best_placement(mine, b)[0] - best_placement(theirs, a)[0]
            return {"type": "take", "card": a if keep_a >= keep_b else b}
        cells = self.bouquets[p]
        if phase == "place":
            cell = best_placement(cells, self.pending[p])[1]
            return {"type": "place", "col": cell % 3, "cell": cell}
        if phase == "arrange":
            order = max(PERMS, key=lambda o: cached_score(arranged(cells, o)))
            return {"type": "arrange", "order": list(order)}
        return max(self.moves(), key=lambda m: cached_score(switched(cells, m)))

    def heuristic(self) -> list[float] | None:
        """At a new deal the round just played is scored and the next hands are a
        fresh shuffle, so a simulated game stops there and is judged by the totals.
        Random play's round scores differ by about 17 points (standard deviation,
        2,000 rounds), so the curve widens with the square root of the rounds left."""
        if self.tricks or self.table or self.phase != "lead" or not self.history:
            return None
        return lead_rewards(self.totals, 10 * math.sqrt(self.rounds - self.round))

    def determinize(self, viewer: int | None, rng: Rng) -> Self:
        """Resample the hands the viewer cannot see from the unseen cards, keeping
        every suit a player has shown to lack out of their hand; the next rounds'
        shuffles are resampled too.

        Only what the viewer knows goes in: the unseen cards (in id order), the
        hidden hands' sizes and the public voids. Never the true hidden hands."""
        pool = rng.shuffled(self.unseen(viewer))
        hidden = [q for q in range(2) if q != viewer]
        hands = list(self.hands)
        taken: set[int] = set()
        for k, q in enumerate(hidden):
            later = hidden[k + 1 :]
            # cards the later player may hold beyond what they need: this player
            # takes no more of those, so the later player's hand can always be filled
            spare = min(
                (sum(1 for c in pool if self.may_hold(r, c)) - len(self.hands[r]) for r in later),
                default=NCARDS,
            )
            got: list[int] = []
            for c in pool:
                if len(got) == len(self.hands[q]):
                    break
                if c in taken or not self.may_hold(q, c):
                    continue
                if any(self.may_hold(r, c) for r in later):
                    if spare <= 0:
                        continue
                    spare -= 1
                got.append(c)
            # only an impossible position (voids its hands contradict) gets here short
            got += [c for c in pool if c not in taken and c not in got][: len(self.hands[q]) - len(got)]
            taken.update(got)
            hands[q] = tuple(sorted(got))
        return self.evolve(hands=tuple(hands), rng=rng.next64())

    def may_hold(self, player: int, card: int) -> bool:
        """Could ``player`` hold ``card``, as far as anyone knows (not a suit they showed they lack)?"""
        return not self.void[player] >> SUIT[card] & 1
