"""Why a Petals move is illegal: ``PetalsRefusals``, one sentence for every refusal, in
the rulebook's words (lead, follow, take, place, arrange, the Camellia's switch): first
the move's kind, then the phase, then the move's own rule. Apart from the log's
sentences (``words.py``, whose ``PetalsWords`` subclasses it), as in Petal Battle.
"""

from __future__ import annotations

from ...core import MoveInput, is_int
from ...core.i18n import _
from .cards import CAMELLIA, CELLS, EMPTY, NCARDS, SUIT, SUIT_NAMES
from .rules import PetalsRules

# The kind of move each phase asks for
EXPECTED = {
    "lead": "play",
    "follow": "play",
    "take": "take",
    "place": "place",
    "arrange": "arrange",
    "switch": "switch",
}


class PetalsRefusals(PetalsRules):
    """What a player reads when a move is refused: ``why_illegal``, which asks one
    helper per kind of move, after the phase's own refusal."""

    __slots__ = ()

    def why_illegal(self, move: MoveInput) -> str:
        kind = move.get("type")
        p = self.turn
        assert p is not None
        if kind not in ("play", "take", "place", "arrange", "switch", "keep"):
            return _("That is not a Petals move.")
        refusal = self.phase_refusal("switch" if kind == "keep" else kind)
        if refusal is not None:
            return refusal
        per_kind = {
            "play": self.play_refusal,
            "take": self.take_refusal,
            "place": self.place_refusal,
            "arrange": self.arrange_refusal,
            "switch": self.switch_refusal,
        }
        check = per_kind.get(kind)
        refusal = check(p, move) if check is not None else None
        if refusal is not None:
            return refusal
        return _("That move is not allowed now.")

    def phase_refusal(self, kind: str) -> str | None:
        """What the phase asks for instead of a move of ``kind``; None if it asks for that."""
        phase = self.phase
        wanted = EXPECTED.get(phase)
        if kind != wanted:
            return {
                "lead": _("It is time to lead a card from your hand."),
                "follow": _("It is time to answer the trick with a card from your hand."),
                "take": _("The trick is won: its winner now picks one of the two flowers."),
                "place": _("Place the flower you got into your bouquet first."),
                "arrange": _("Arrange the columns of your bouquet first."),
                "switch": _("Decide whether your Camellia switches places first."),
            }.get(phase) or _("That move is not allowed now.")
        return None

    def play_refusal(self, p: int, move: MoveInput) -> str | None:
        """Lead or follow: a card of your hand, of the lead suit while you have one."""
        card = move.get("card")
        if not is_int(card) or not 0 <= card < NCARDS:
            return _("Choose a card from your hand.")
        if card not in self.hands[p]:
            return _("That card is not in your hand.")
        if card not in self.legal_cards():
            # Translators: {suit} is a suit's name ("Wild Wonders")
            text = _("You must follow the lead suit ({suit}) while you can.")
            return text.format(suit=_(SUIT_NAMES[SUIT[self.table[0]]]))
        return None

    def take_refusal(self, p: int, move: MoveInput) -> str | None:
        """Take: one of the two flowers of the trick."""
        card = move.get("card")
        if not is_int(card) or card not in self.table:
            return _("Pick one of the two flowers of this trick.")
        return None

    def place_refusal(self, p: int, move: MoveInput) -> str | None:
        """Place: into the lowest empty spot of one of your bouquet's three columns."""
        col, cell = move.get("col"), move.get("cell")
        if not is_int(col) or not 0 <= col < 3:
            return _("Choose one of the three columns of your bouquet.")
        cells = self.bouquets[p]
        free = [r * 3 + col for r in range(3) if cells[r * 3 + col] == EMPTY]
        if not free:
            return _("That column of your bouquet is full.")
        if cell != free[0]:
            return _("A flower goes into the lowest empty spot of its column.")
        return None

    def arrange_refusal(self, p: int, move: MoveInput) -> str | None:
        """Arrange: each of the three columns once, in a new order."""
        order = move.get("order")
        if not isinstance(order, list) or sorted(o for o in order if is_int(o)) != [0, 1, 2]:
            return _("List each of your three columns once, in their new order.")
        return None

    def switch_refusal(self, p: int, move: MoveInput) -> str | None:
        """The Camellia's switch: the Camellia, with another flower of your bouquet."""
        cells = self.bouquets[p]
        if move.get("from") != cells.index(CAMELLIA):
            return _("Only the Camellia can switch places.")
        to = move.get("to")
        if not is_int(to) or not 0 <= to < CELLS or to == cells.index(CAMELLIA):
            return _("Switch the Camellia with another flower of your bouquet.")
        return None
