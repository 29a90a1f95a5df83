"""Petals in words: a move as the log tells it, the notes the rules add on their own
(who leads, the round's scores, the next deal) and the coach's preview of a bouquet
decision: ``PetalsWords``, one of ``PetalsState``'s bases. Why a move is illegal is its
base's, ``PetalsRefusals`` (refusals.py); the placement's sentences and the preview's
are ``phrases.py``'s. Every sentence is the catalogue's (``core.i18n``), in the language
of the call; cards' names are placeholders (``cards.card_name``).
"""

from __future__ import annotations

from typing import Any, Self

from ...core import replace_at
from ...core.i18n import _, ngettext
from .bouquet import arranged, switched
from .cards import CELLS, EMPTY, SUIT, SUIT_NAMES, VALUE, card_label, card_name, trick_winner
from .contract import PetalsBreakdown, PetalsMove
from .counting import breakdown
from .phrases import placed_head, placed_sentence, preview_sentence
from .refusals import PetalsRefusals


class PetalsWords(PetalsRefusals):
    """What a player reads of a position: the log's lines and notes, the status line, the
    end and the preview (the refusals are ``PetalsRefusals``')."""

    __slots__ = ()

    def describe(self, move: PetalsMove, names: list[str] | None = None) -> str:
        p = self.turn
        assert p is not None
        name = self.game.player_name(p, names)
        if move["type"] == "play":
            card = move["card"]
            if self.phase == "lead":
                # Translators: {card} is a card ("Clover (W 1)")
                return _("{name} leads {card}.").format(name=name, card=card_label(card))
            lead = self.table[0]
            win = trick_winner(lead, card, SUIT[self.trump]) == 1
            if win:
                # Translators: {card} is a card ("Clover (W 1)")
                return _("{name} plays {card} and wins the trick.").format(name=name, card=card_label(card))
            other = self.game.player_name(self.leader, names)
            # Translators: {card} is a card ("Clover (W 1)"), {other} the other player
            return _("{name} plays {card}; {other} wins the trick.").format(
                name=name, card=card_label(card), other=other
            )
        if move["type"] == "take":
            card = move["card"]
            other = self.table[1] if card == self.table[0] else self.table[0]
            loser = self.game.player_name(1 - p, names)
            # Translators: {card} and {other} are cards' names, {loser} the other player
            return _("{name} takes {card}; {loser} gets {other}.").format(
                name=name, card=card_name(card), loser=loser, other=card_name(other)
            )
        if move["type"] == "place":
            return placed_sentence(move["cell"]).format(name=name, card=card_name(self.pending[p]))
        if move["type"] == "arrange":
            order = move["order"]
            if order == [0, 1, 2]:
                return _("{name} keeps the order of the columns.").format(name=name)
            # Translators: {order} is the columns' new order, by their old numbers ("2, 1, 3")
            return _("{name} rearranges the columns: {order}.").format(
                name=name, order=", ".join(str(o + 1) for o in order)
            )
        if move["type"] == "switch":
            other = self.bouquets[p][move["to"]]
            # Translators: {card} is a card's name
            return _("{name} switches the Camellia with {card}.").format(name=name, card=card_name(other))
        return _("{name} keeps the bouquet as it is.").format(name=name)

    def notes_after(self, move: PetalsMove, after: Self, names: list[str] | None = None) -> list[str]:
        """Who leads next and why, a bottom row to arrange, the round's end, the Camellia,
        the scores and the next deal: from ``after``'s public events and bouquets only."""
        name = self.game.player_name
        p = self.turn
        notes = [after.event_words(event, names) for event in after.events]
        notes = [note for note in notes if note]
        if move["type"] in ("place", "arrange") and (
            after.phase == "switch" or any(event[0] == "scored" for event in after.events)
        ):
            # the round's last placement: the notes above (scoring, the deal) come after this
            notes.insert(0, _("All 9 tricks are played: both bouquets are complete."))
        if after.phase == "arrange":
            notes.append(
                _("{name}'s bottom row is full: {name} now sets the order of the columns.").format(
                    name=name(p, names)
                )
            )
        if after.phase == "switch":
            holder = name(after.turn, names)
            notes.append(
                _("{name} has the Camellia and may switch it with another flower before scoring.").format(
                    name=holder
                )
            )
        if after.over:
            notes.append(after.end_reason(names))
        return notes

    def event_words(self, event: tuple[Any, ...], names: list[str] | None) -> str | None:
        """A public event of a move (a trick taken, a round scored, a deal) in words."""
        name = self.game.player_name
        kind = event[0]
        if kind == "take":
            taker = event[1]
            if self.next_leader == taker:
                # Translators: {name} took the other player's ({loser}'s) flower of the trick
                text = _("{name} took {loser}'s flower, so {name} leads the next trick.")
            else:
                # Translators: {name} took their own flower of the trick, so the other player ({other}) leads
                text = _("{name} took their own flower, so {other} leads the next trick.")
            return text.format(
                name=name(taker, names), loser=name(1 - taker, names), other=name(1 - taker, names)
            )
        if kind == "scored":
            _scored, number, points = event
            scores = [
                ngettext("{name} {n} point", "{name} {n} points", points[q]).format(
                    name=name(q, names), n=points[q]
                )
                for q in range(2)
            ]
            # Translators: {number} is the round's number, {first} and {second} each player's points ("Amber 12 points")
            return _("Round {number} is scored: {first}, {second}.").format(
                number=number + 1, first=scores[0], second=scores[1]
            )
        if kind == "deal":
            _deal, number, trump, leader = event
            # Translators: {number} is the round's number, {card} the card turned up ("Clover (W 1)"), {suit}
            # its suit's name ("Wild Wonders"), {name} a player
            text = _(
                "Round {number}: 9 new cards each; {card} is turned up, so {suit} are trumps; {name} leads."
            )
            return text.format(
                number=number + 1,
                card=card_label(trump),
                suit=_(SUIT_NAMES[SUIT[trump]]),
                name=name(leader, names),
            )
        return None

    def status_note(self, names: list[str] | None = None) -> str | None:
        if self.phase == "switch":
            holder = self.game.player_name(self.turn, names)
            return _("Both bouquets are complete: {name} may switch the Camellia before scoring.").format(
                name=holder
            )
        if self.phase == "arrange":
            return _("{name}'s bottom row is full: set the order of the columns.").format(
                name=self.game.player_name(self.turn, names)
            )
        return None

    def end_reason(self, names: list[str] | None = None) -> str:
        if self.rounds == 1:
            text = _(
                "After 1 round (a quick game) the game ends: the player with the most points is the Master Florist."
            )
        else:
            text = ngettext(
                "After {n} round the game ends: the player with the most points is the Master Florist.",
                "After {n} rounds the game ends: the player with the most points is the Master Florist.",
                self.rounds,
            ).format(n=self.rounds)
        if self.totals[0] != self.totals[1]:
            return text
        best = [max(r[q] for r in self.history) for q in range(2)]
        if best[0] == best[1]:
            return " ".join([text, _("The totals and the best bouquets are equal: both share the title.")])
        top = 0 if best[0] > best[1] else 1
        tie = ngettext(
            "The totals are equal: {name} wins with the best single bouquet ({n} point).",
            "The totals are equal: {name} wins with the best single bouquet ({n} points).",
            best[top],
        ).format(name=self.game.player_name(top, names), n=best[top])
        return " ".join([text, tie])

    def preview(self, move: PetalsMove) -> dict[str, Any] | None:
        """What a placement, an arrangement or the Camellia's decision would make of
        the mover's bouquet count: the total before and after, the row and column of
        the placed card, every card whose value changes, and the cards set to 0.
        Bouquets are public, so everyone may see it; None for other moves."""
        p = self.turn
        if p is None or move["type"] not in ("place", "arrange", "switch", "keep"):
            return None
        before = self.bouquets[p]
        cell: int | None = move["cell"] if move["type"] == "place" else None
        after, moved = self.previewed_bouquet(p, move)
        old, new = breakdown(before), breakdown(after)
        total_before = sum(b["value"] for b in old)
        total_after = sum(b["value"] for b in new)
        changes, zeroed = value_changes(before, after, cell, moved, old, new)
        out: dict[str, Any] = {
            "kind": "bouquet",
            "player": p,
            "before": total_before,
            "after": total_after,
            "gain": total_after - total_before,
            "changes": changes,
            "zeroed": zeroed,
        }
        if cell is not None:
            out |= placement_lines(cell, after, old, new)
        head = preview_head(move, before, after)
        return {**out, "text": preview_sentence(head, total_before, total_after, zeroed)}

    def previewed_bouquet(self, p: int, move: PetalsMove) -> tuple[tuple[int, ...], dict[int, int]]:
        """The mover's bouquet after ``move``, and where each spot's card goes (spot
        before: spot after): an arrangement moves columns, a switch two cards."""
        before = self.bouquets[p]
        if move["type"] == "place":
            cell = move["cell"]
            after = replace_at(before, cell, self.pending[p])
            moved = {i: i for i in range(CELLS)}
        elif move["type"] == "arrange":
            order = move["order"]
            after = arranged(before, order)
            moved = {row * 3 + order[col]: row * 3 + col for row in range(3) for col in range(3)}
        elif move["type"] == "switch":
            a, b = move["from"], move["to"]
            after = switched(before, move)
            moved = {i: i for i in range(CELLS)} | {a: b, b: a}
        else:
            after = before
            moved = {i: i for i in range(CELLS)}
        return after, moved


def value_changes(
    before: tuple[int, ...],
    after: tuple[int, ...],
    cell: int | None,
    moved: dict[int, int],
    old: list[PetalsBreakdown],
    new: list[PetalsBreakdown],
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """Every card whose value changes (where it ends up, its value before and after),
    and every card newly set to 0, by which card: the placed card's own 0 last."""
    changes = []
    zeroed = []
    for i in range(CELLS):
        card = before[i]
        if card == EMPTY:
            continue
        j = moved[i]
        if old[i]["value"] != new[j]["value"]:
            changes.append(
                {"cell": j, "card": card_name(card), "before": old[i]["value"], "after": new[j]["value"]}
            )
        zero_by = [s["card"] for s in new[j]["steps"] if s["kind"] == "zero"]
        was = [s["card"] for s in old[i]["steps"] if s["kind"] == "zero"]
        if zero_by and not was:
            zeroed.append({"cell": j, "card": card_name(card), "by": zero_by[0], "base": VALUE[card]})
    if cell is not None:
        card = after[cell]
        zero_by = [s["card"] for s in new[cell]["steps"] if s["kind"] == "zero"]
        if zero_by:
            zeroed.append({"cell": cell, "card": card_name(card), "by": zero_by[0], "base": VALUE[card]})
    return changes, zeroed


def placement_lines(
    cell: int, after: tuple[int, ...], old: list[PetalsBreakdown], new: list[PetalsBreakdown]
) -> dict[str, Any]:
    """A placement's row and column, each's count before and after, and the placed card."""
    out: dict[str, Any] = {}
    row, col = divmod(cell, 3)
    line_cells = {"row": [row * 3 + c for c in range(3)], "column": [r * 3 + col for r in range(3)]}
    for name, cells_in in line_cells.items():
        out[name] = {
            "index": row if name == "row" else col,
            "before": sum(old[i]["value"] for i in cells_in),
            "after": sum(new[i]["value"] for i in cells_in),
        }
    out["cell"] = cell
    out["card"] = card_name(after[cell])
    out["value"] = new[cell]["value"]
    return out


def preview_head(move: PetalsMove, before: tuple[int, ...], after: tuple[int, ...]) -> str:
    """A preview's beginning: the decision it shows, before ": your bouquet counts 12"."""
    if move["type"] == "place":
        cell = move["cell"]
        return placed_head(cell).format(card=card_name(after[cell]))
    if move["type"] == "arrange":
        # Translators: a preview's beginning, before ": your bouquet counts 12"
        return _("These columns") if move["order"] != [0, 1, 2] else _("Keeping the columns")
    if move["type"] == "switch":
        # Translators: a preview's beginning, before ": your bouquet counts 12"; {card} a card's name
        return _("Switching the Camellia with {card}").format(card=card_name(before[move["to"]]))
    # Translators: a preview's beginning, before ": your bouquet counts 12"
    return _("Keeping the bouquet")
