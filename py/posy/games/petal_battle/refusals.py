"""Why a Petal Battle move is illegal: ``PetalBattleRefusals``, one sentence for every
refusal, in the rulebook's words (the sequencing Trio, Spawn, Grow, Slide, Flip, Bump):
first the move's shape, then the phase, then the action's own rule. Apart from the log's
sentences (``words.py``, whose ``PetalBattleWords`` subclasses it) because it shares
nothing with them and is the longest single part of what a player reads.
"""

from __future__ import annotations

from ...core import MoveInput, is_int
from ...core.i18n import _
from .board import LEFT, OPPOSITE, PETALS, RIGHT, TARGETS, owner_of, size_of
from .rules import PetalBattleRules

# The keys of each kind of move, and no others
SHAPES = {
    "sequence": {"type", "order"},
    "spawn": {"type", "to"},
    "grow": {"type", "at", "size"},
    "slide": {"type", "from", "to"},
    "flip": {"type", "from", "to"},
    "bump": {"type", "from", "to", "push", "effect"},
    "end": {"type"},
}


class PetalBattleRefusals(PetalBattleRules):
    """What a player reads when a move is refused: ``why_illegal``, which asks one
    helper per kind of refusal, in the order the rules check them."""

    __slots__ = ()

    def why_illegal(self, move: MoveInput) -> str:
        kind = move["type"]
        shape = self.shape_refusal(move)
        if shape is not None:
            return shape
        p = self.turn
        assert p is not None
        sequencing = self.sequencing_refusal(move)
        if sequencing is not None:
            return sequencing
        petal = self.petal_refusal(move)
        if petal is not None:
            return petal
        if kind == "end":
            return self.end_refusal()
        if kind == "spawn":
            return self.spawn_refusal(p, move["to"])
        if kind == "grow":
            return self.grow_refusal(p, move)
        return self.move_refusal(p, move)

    @staticmethod
    def shape_refusal(move: MoveInput) -> str | None:
        """A move of no Petal Battle kind, or one whose keys are not its kind's; None if well written."""
        kind = move["type"]
        if kind not in SHAPES:
            return _("That is not a Petal Battle move.")
        if set(move) != SHAPES[kind]:
            return {
                "sequence": _("That sequence move is not written the way Petal Battle expects."),
                "spawn": _("That spawn move is not written the way Petal Battle expects."),
                "grow": _("That grow move is not written the way Petal Battle expects."),
                "slide": _("That slide move is not written the way Petal Battle expects."),
                "flip": _("That flip move is not written the way Petal Battle expects."),
                "bump": _("That bump move is not written the way Petal Battle expects."),
                "end": _("That end move is not written the way Petal Battle expects."),
            }[kind]
        return None

    def sequencing_refusal(self, move: MoveInput) -> str | None:
        """A stack before every three rounds, and only then; None for an action in its phase."""
        kind = move["type"]
        if self.phase == "sequence":
            if kind != "sequence":
                return _("First stack your sequencing Trio: choose the order of your three pyramids.")
            order = move["order"]
            if not isinstance(order, list) or not all(map(is_int, order)) or sorted(order) != [1, 2, 3]:
                return _("Stack your Small, Medium and Large, each once: an order of 1, 2 and 3 pips.")
            return _("That stack is not allowed now.")
        if kind == "sequence":
            return _("Sequencing happens only before every three rounds; now take your actions.")
        return None

    @staticmethod
    def petal_refusal(move: MoveInput) -> str | None:
        """A petal number (to, at, from, a push's) off the board; None if every one is on it."""
        for key in ("to", "at", "from", "push"):
            if key in move and not (move[key] is None and key == "push"):
                x = move[key]
                if not is_int(x) or not 0 <= x < PETALS:
                    return _("That petal is not on the board.")
        return None

    def end_refusal(self) -> str:
        """Ending the turn: too late (no action left) or too early (none taken yet)."""
        if not self.early:
            return _(
                "You take as many actions as the pips on your top pyramid: your turn ends "
                "when they are used, or when you have no action left."
            )
        return _("Take at least one action before ending your turn.")

    def spawn_refusal(self, p: int, i: int) -> str:
        """Spawn: a Small from the supply, into an empty petal next to one of your Large pieces."""
        if self.supply[p][0] == 0:
            return _("You can't Spawn: all your Small pieces are already in use.")
        if self.board[i]:
            return _("You can only Spawn into an empty petal.")
        return _("You can only Spawn next to one of your Large pieces.")

    def grow_refusal(self, p: int, move: MoveInput) -> str:
        """Grow: your own piece, one size up, while the supply has that size."""
        i = move["at"]
        cell = self.board[i]
        if not cell or owner_of(cell) != p:
            return _("You can only Grow a piece of your own colour.")
        s = size_of(cell)
        if s == 3:
            return _("A Large piece can't grow any bigger.")
        if move["size"] != s + 1:
            return (
                _("A small piece grows into a medium one.")
                if s == 1
                else _("A medium piece grows into a large one.")
            )
        if s == 1:
            return _("You can't Grow that piece: you have no medium piece left in your supply.")
        return _("You can't Grow that piece: you have no large piece left in your supply.")

    def move_refusal(self, p: int, move: MoveInput) -> str:
        """Slide, Flip and Bump: your own piece, to a petal its kind of move reaches."""
        kind = move["type"]
        i, j = move["from"], move["to"]
        cell = self.board[i]
        if not cell:
            return _("There is no piece on that petal to move.")
        if owner_of(cell) != p:
            return _("You can only move pieces of your own colour.")
        if kind == "slide" and j not in (LEFT[i], RIGHT[i]):
            return _("A Slide moves a piece to one of the two petals next to it.")
        if kind == "flip" and j != OPPOSITE[i]:
            return _("A Flip moves a piece to the petal directly across the flower.")
        if kind in ("slide", "flip"):
            return _("That petal is taken: moving there is a Bump.")
        return self.bump_refusal(move, i, j, cell)

    def bump_refusal(self, move: MoveInput, i: int, j: int, cell: int) -> str:
        """Bump: a piece no larger than yours, next to it or across, and the one outcome
        the board allows (push where there is room, squish where there is none)."""
        if j not in TARGETS[i]:
            return _("You can only bump into a petal next to your piece or directly across from it.")
        target = self.board[j]
        if not target:
            return _("That petal is empty: Slide or Flip there instead of bumping.")
        if size_of(target) > size_of(cell):
            return _("A smaller piece can never bump a larger one.")
        outcomes = self.bump_outcomes(i, j)
        if not outcomes:
            return _("You can't squish your own piece.")
        if move["effect"] not in ("push", "reduce", "squish"):
            return _("A bump's effect is push, reduce or squish.")
        k = move["push"]
        if outcomes[0][1] != "push":
            return _("The bumped piece has no empty petal to slide into, so it gets squished.")
        if k is None:
            return _("The bumped piece has an empty petal to slide into, so it is not squished.")
        if j == OPPOSITE[i]:
            return _("Bumped pieces slide into an empty petal next to them; they are never flipped.")
        return _("A piece bumped by a Slide moves on one petal in the same direction.")
