"""The hooks of remote play for Petals (``core.remote_hooks``): each round's deal comes
from mental poker, and a card played from a hand this device does not see is checked
as it is revealed. ``PetalsRemote``, one of ``PetalsState``'s bases, apart from the
rules (rules.py), which never need them.
"""

from __future__ import annotations

from typing import Self

from ...core import UNKNOWN, IllegalMove, Move, replace_at
from ...core.i18n import _
from .cards import HAND, NCARDS, SUIT, SUIT_NAMES
from .rules import PetalsRules


class PetalsRemote(PetalsRules):
    """What remote play asks of a Petals position: the deal to make by mental poker,
    the state with that deal, and a card revealed as it is played."""

    __slots__ = ()

    # -- remote play (core.dealt): each round's deal comes from mental poker ---
    def remote_dealt(self) -> tuple[tuple[int, ...], int, int] | None:
        """This state has just dealt a round from the 52 cards: 9 each, the trump face up."""
        if any(e[0] == "deal" for e in self.events):
            return (HAND, HAND), 1, NCARDS
        return None

    def remote_with_deal(self, hands: list[tuple[int, ...] | None], faceup: tuple[int, ...]) -> Self:
        trump = faceup[0]
        return self.evolve(
            hands=tuple(tuple(sorted(h)) if h is not None else (UNKNOWN,) * HAND for h in hands),
            trump=trump,
            events=tuple(("deal", e[1], trump, e[3]) if e[0] == "deal" else e for e in self.events),
        )

    def remote_reveal(self, move: Move) -> Self | None:
        """A card played from a hand this device does not see replaces an unknown."""
        p = self.turn
        card = move.get("card")
        if p is None or move.get("type") != "play" or UNKNOWN not in self.hands[p] or card in self.hands[p]:
            return None
        hand = self.hands[p]
        if (
            self.phase not in ("lead", "follow")
            or not isinstance(card, int)
            or card not in self.unseen(1 - p)
        ):
            raise IllegalMove(_("That card cannot be played now."))
        if self.void[p] >> SUIT[card] & 1:  # the void record: proof of an earlier revoke
            # Translators: why another device's move is refused; {suit} is a suit's name ("Wild Wonders")
            text = _(
                "it is a {suit} card, a suit this player did not follow earlier "
                "in this round while holding this card: a revoke"
            )
            raise IllegalMove(text.format(suit=_(SUIT_NAMES[SUIT[card]])))
        rest = list(hand)
        rest.remove(UNKNOWN)
        return self.evolve(hands=replace_at(self.hands, p, tuple(sorted([*rest, card]))))
