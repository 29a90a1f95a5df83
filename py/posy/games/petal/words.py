"""Petal in words: why a move is illegal, a move as the log tells it, the status
line and the end's reason: ``PetalWords``, the rules' class with its sentences
(one of ``PetalState``'s bases). Every sentence is the catalogue's (``core.i18n``),
in the language of the call.
"""

from __future__ import annotations

from ...core import MoveInput
from ...core.i18n import _, ngettext
from .board import (
    CELLS,
    GREEN,
    NEIGHBOURS,
    PINK,
    TREE,
    Tile,
    colour_of,
    flower_points,
    is_square,
    number_of,
    square_name,
)
from .contract import PetalMove
from .rules import PetalRules


def tiles_words(tiles: tuple[Tile, ...]) -> str:
    """A flower's tiles by colour, "pink 1, 3; green 2" (a picked flower, shown to all)."""
    parts = []
    for k in (PINK, GREEN):
        numbers = ", ".join(str(n) for n in sorted(number_of(t) for t in tiles if colour_of(t) == k))
        if numbers and k == PINK:
            # Translators: a picked flower's pink tiles, {numbers} their numbers ("pink 1, 3")
            parts.append(_("pink {numbers}").format(numbers=numbers))
        elif numbers:
            # Translators: a picked flower's green tiles, {numbers} their numbers ("green 2")
            parts.append(_("green {numbers}").format(numbers=numbers))
    if len(parts) == 2:
        # Translators: a picked flower's pink tiles, then its green ones ("pink 1, 3; green 2")
        return _("{pink}; {green}").format(pink=parts[0], green=parts[1])
    return parts[0] if parts else ""


def petal_words(t: Tile, open_flowers: bool) -> str:
    """A petal flipped or flipped onto, in the log: its number with open flowers, else
    only its colour (memory play hides the numbers of tiles going into flowers)."""
    pink = colour_of(t) == PINK
    if open_flowers:
        # Translators: a petal in the log ("Pink flips pink 3 from C2 onto green 5 on C3")
        return (_("pink {number}") if pink else _("green {number}")).format(number=number_of(t))
    # Translators: a petal in the log ("Pink flips the pink petal from C2 onto the green petal on C3")
    return _("the pink petal") if pink else _("the green petal")


class PetalWords(PetalRules):
    """What a player reads of a position: refusals, the log's lines and notes, the status line."""

    __slots__ = ()

    def why_illegal(self, move: MoveInput) -> str:
        kind = move.get("type")
        if kind == "flip":
            return self._why_not_flip(move)
        if kind == "pick":
            if set(move) != {"type", "cell"}:
                return _("A pick names only the square of the flower.")
            square = move["cell"]
            if not is_square(square):
                return _("That square is not on the board.")
            if square == TREE:
                return _("The tree can't be picked.")
            if not self.cells[square]:
                return _("There is no flower on that square to pick.")
            return _("A single petal can't be picked: only flowers (two or more tiles) can.")
        return _("That is not a Petal move: flip a petal or a flower, or pick a flower.")

    def _why_not_flip(self, move: MoveInput) -> str:
        cells = self.cells
        if set(move) != {"type", "from", "to"}:
            return _("A flip names only the square it starts from and the square it lands on.")
        src, dst = move["from"], move["to"]
        if not is_square(src) or not is_square(dst):
            return _("That square is not on the board.")
        if src == TREE:
            return _("The tree never moves.")
        if not cells[src]:
            return _("There is nothing on that square to flip.")
        petal = len(cells[src]) == 1
        if dst == src:
            return (
                _("Flip the petal onto another square.")
                if petal
                else _("Flip the flower onto another square.")
            )
        if dst not in NEIGHBOURS[src] and dst != TREE:
            if petal:
                return _(
                    "A petal can only be flipped onto a square right next to it: up, down, left or right."
                )
            return _("A flower can only be flipped onto a square right next to it: up, down, left or right.")
        if dst == TREE:
            return (
                _("You can't flip a petal onto the tree tile.")
                if petal
                else _("You can't flip a flower onto the tree tile.")
            )
        if not cells[dst]:
            return (
                _("You can't flip a petal into an empty space.")
                if petal
                else _("You can't flip a flower into an empty space.")
            )
        if petal:
            return _("You can't flip a petal onto a flower.")
        return _("You can't flip a flower onto another flower.")

    def describe(self, move: PetalMove, names: list[str] | None = None) -> str:
        name = self.game.player_name(self.turn, names)
        if move["type"] == "flip":
            src, dst = move["from"], move["to"]
            size = len(self.cells[src])
            words = {
                "name": name,
                "src": square_name(src),
                "dst": square_name(dst),
                "target": petal_words(self.cells[dst][0], self.open),
            }
            if size == 1:
                # Translators: {petal} and {target} are petals ("the pink petal", or "pink 3" with open
                # flowers), {src} and {dst} squares ("C2")
                return _("{name} flips {petal} from {src} onto {target} on {dst}, making a flower.").format(
                    petal=petal_words(self.cells[src][0], self.open), **words
                )
            # Translators: {target} is a petal ("the pink petal", or "pink 3" with open flowers), {src} and
            # {dst} squares ("C2"), {size} the flower's tiles before, {grown} after
            return _(
                "{name} flips the {size}-tile flower from {src} onto {target} on {dst}; it grows to {grown} tiles."
            ).format(size=size, grown=size + 1, **words)
        square = move["cell"]
        flower = self.cells[square]
        assert self.turn is not None
        points = flower_points(flower, self.turn)
        # Translators: {square} is a square ("C2"), {tiles} the flower's tiles ("pink 1, 3; green 2")
        return ngettext(
            "{name} picks the flower on {square} ({tiles}) and scores {n} point.",
            "{name} picks the flower on {square} ({tiles}) and scores {n} points.",
            points,
        ).format(name=name, square=square_name(square), tiles=tiles_words(flower), n=points)

    def status_note(self, names: list[str] | None = None) -> str | None:
        """No turn is ever skipped in Petal (both players always have the same moves);
        once nothing can be flipped, only picking is left."""
        if self.turn is None:
            return None
        sizes = tuple(map(len, self.cells))
        if any(sizes[t] == 1 for s in range(CELLS) if sizes[s] for t in NEIGHBOURS[s]):
            return None
        return _(
            "Nothing can be flipped any more (no petal lies next to a petal or a flower): only flowers can be picked."
        )

    def end_reason(self, names: list[str] | None = None) -> str:
        sentences = [_("There are no petals next to each other and no flowers left unscored: the game ends.")]
        flowers, bonus = self.flowers, self.bonus
        for p in range(2):
            if bonus[p]:
                fewer = flowers[1 - p] - flowers[p]
                sentences.append(
                    ngettext(
                        "{name} kept {n} flower fewer and scores {bonus} bonus points.",
                        "{name} kept {n} flowers fewer and scores {bonus} bonus points.",
                        fewer,
                    ).format(name=self.game.player_name(p, names), n=fewer, bonus=bonus[p])
                )
        scores = self.scores
        if scores[0] == scores[1]:
            if flowers[0] == flowers[1]:
                sentences.append(_("Scores and flowers are equal: a draw."))
            else:
                fewer_p = 0 if flowers[0] < flowers[1] else 1
                sentences.append(
                    _("Scores are tied: {name} wins with fewer flowers.").format(
                        name=self.game.player_name(fewer_p, names)
                    )
                )
        return " ".join(sentences)
