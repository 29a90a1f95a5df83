"""Floriado in words: why a move is illegal, a move as the log tells it, the notes
the rules add on their own (a player who can pick no more) and the status line:
``FloriadoWords``, the rules' class with its sentences (one of ``FloriadoState``'s bases).
Every sentence is the catalogue's (``core.i18n``), in the language of the call.
"""

from __future__ import annotations

from typing import Self

from ...core import MoveInput
from ...core.i18n import _, ngettext
from .board import COLS, FACINGS, RAYS, ROWS, SQUARES, square_name
from .contract import FloriadoMove
from .rules import FloriadoRules


def flowers_words(count: int, colour: int) -> str:
    """``count`` flowers of one colour, as the log's sentences name them ("3 yellow")."""
    words = (
        # Translators: flowers of one colour in the log ("picks 3 yellow")
        ngettext("{n} yellow", "{n} yellow", count),
        # Translators: flowers of one colour in the log ("picks 3 yellow")
        ngettext("{n} orange", "{n} orange", count),
        # Translators: flowers of one colour in the log ("picks 3 yellow")
        ngettext("{n} red", "{n} red", count),
        # Translators: flowers of one colour in the log ("picks 3 yellow")
        ngettext("{n} pink", "{n} pink", count),
        # Translators: flowers of one colour in the log ("picks 3 yellow")
        ngettext("{n} blue", "{n} blue", count),
    )
    return words[colour].format(n=count)


def start_words(facing: str, picks: bool) -> str:
    """The log's sentence of a man's first placement, one whole sentence per facing:
    placeholders {name}, {square}, {flowers} and {last} (describe's)."""
    starts = {
        # Translators: {square} a square ("C4"), {flowers} flowers of one colour ("3 yellow")
        "N": _("{name} starts on {square} facing north and picks {flowers}."),
        # Translators: {square} a square ("C4"), {flowers} flowers of one colour ("3 yellow")
        "E": _("{name} starts on {square} facing east and picks {flowers}."),
        # Translators: {square} a square ("C4"), {flowers} flowers of one colour ("3 yellow")
        "S": _("{name} starts on {square} facing south and picks {flowers}."),
        # Translators: {square} a square ("C4"), {flowers} flowers of one colour ("3 yellow")
        "W": _("{name} starts on {square} facing west and picks {flowers}."),
    }
    if picks:
        return starts[facing]
    nothing = {
        # Translators: {square} a square ("C4"), {flowers} flowers ("3 yellow"), {last} a count
        "N": _("{name} starts on {square} facing north: {flowers} is not fewer than {last}, nothing picked."),
        # Translators: {square} a square ("C4"), {flowers} flowers ("3 yellow"), {last} a count
        "E": _("{name} starts on {square} facing east: {flowers} is not fewer than {last}, nothing picked."),
        # Translators: {square} a square ("C4"), {flowers} flowers ("3 yellow"), {last} a count
        "S": _("{name} starts on {square} facing south: {flowers} is not fewer than {last}, nothing picked."),
        # Translators: {square} a square ("C4"), {flowers} flowers ("3 yellow"), {last} a count
        "W": _("{name} starts on {square} facing west: {flowers} is not fewer than {last}, nothing picked."),
    }
    return nothing[facing]


class FloriadoWords(FloriadoRules):
    """What a player reads of a position: refusals, the log's lines and notes, the status line."""

    __slots__ = ()

    def why_illegal(self, move: MoveInput) -> str:
        player = self.turn
        assert player is not None
        row, col = move.get("row"), move.get("col")
        if not (isinstance(row, int) and isinstance(col, int) and 0 <= row < ROWS and 0 <= col < COLS):
            return _("That square is not on the board.")
        square = row * COLS + col
        if move["type"] == "place":
            if self.men[player] is not None:
                return _("Your man is already on the board: move him instead.")
            if move.get("facing") not in FACINGS:
                return _("Choose which way your man faces: N, E, S or W.")
            if not self.flowers[square]:
                return _("Place your man on a square that still has flowers.")
            return _("That placement is not allowed.")
        if move["type"] != "move":
            return _("That is not a Floriado move.")
        man = self.men[player]
        if man is None:
            return _("Place your man on the board first.")
        here, facing = man
        if square == here:
            return _("Your man must move to another square.")
        if not self.flowers[square]:
            return _("You can't end a move on a square whose flowers are already picked.")
        for direction in range(4):
            if square in RAYS[here][direction]:
                if direction == (facing + 2) % 4:
                    return _("Your man can't move backwards.")
                return _("That square is not in a straight line you may take.")
        return _("Your man moves in a straight line: left, ahead or right.")

    def describe(self, move: FloriadoMove, names: list[str] | None = None) -> str:
        player = self.turn
        assert player is not None
        square = move["row"] * COLS + move["col"]
        words = {
            "name": self.game.player_name(player, names),
            "square": square_name(square),
            "flowers": flowers_words(self.flowers[square], self.colours[square]),
            "last": self.last[player][self.colours[square]],
        }
        picks = self.can_pick(player, square)
        if move["type"] == "move":
            if picks:
                # Translators: {square} is a square ("C4"), {flowers} flowers of one colour ("3 yellow")
                return _("{name} moves to {square} and picks {flowers}.").format(**words)
            # Translators: {square} is a square ("C4"), {flowers} flowers of one colour ("3 yellow"), {last}
            # the count of that colour the player picked last
            return _("{name} moves to {square}: {flowers} is not fewer than {last}, nothing picked.").format(
                **words
            )
        return start_words(move["facing"], picks).format(**words)

    def notes_after(self, move: FloriadoMove, after: Self, names: list[str] | None = None) -> list[str]:
        """A player just finished: "If one player cannot make a move, his opponent
        continues to make moves until he can't make any move either." Their turns are
        skipped from now on, which the log says once, when it starts."""
        mover = self.turn
        assert mover is not None
        notes = []
        for p in (mover, 1 - mover):  # the mover first
            if after.done[p] and not self.done[p]:
                names_of = {
                    "name": self.game.player_name(p, names),
                    "other": self.game.player_name(1 - p, names),
                }
                notes.append(after.finished_words(p, alone=not after.done[1 - p]).format(**names_of))
        if after.over:
            notes.append(after.end_reason(names))
        return notes

    def finished_words(self, player: int, alone: bool) -> str:
        """The note of ``player`` who cannot pick any more, why, and whether the other plays
        on alone: a message with placeholders {name} and {other}, one whole sentence per case."""
        man = self.men[player]
        if man is not None and not self.targets(player):
            if alone:
                # Translators: {name} and {other} are the players
                return _("{name} cannot pick any more flowers (no legal move): {other} plays on alone.")
            return _("{name} cannot pick any more flowers (no legal move).")
        if not any(self.can_pick(player, s) for s in range(SQUARES)):
            if alone:
                # Translators: {name} and {other} are the players
                return _(
                    "{name} cannot pick any more flowers (every square left has more flowers than they can pick):"
                    " {other} plays on alone."
                )
            return _(
                "{name} cannot pick any more flowers (every square left has more flowers than they can pick)."
            )
        if alone:
            # Translators: {name} and {other} are the players
            return _(
                "{name} cannot pick any more flowers (no square they could pick is within reach): {other} plays on alone."
            )
        return _("{name} cannot pick any more flowers (no square they could pick is within reach).")

    def status_note(self, names: list[str] | None = None) -> str | None:
        if self.turn is None or not self.done[1 - self.turn]:
            return None
        out, on = self.game.player_name(1 - self.turn, names), self.game.player_name(self.turn, names)
        # Translators: {out} and {on} are the players
        return _("{out} cannot pick any more flowers: {on} plays on alone.").format(out=out, on=on)

    def end_reason(self, names: list[str] | None = None) -> str:
        text = _("Neither player can pick any more flowers: the game ends.")
        if len(self.winners) == 2:
            return " ".join([text, _("The totals are equal: a draw (the rulebook has no tie-break).")])
        return text
