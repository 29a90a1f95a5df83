"""Petals in words: why a move is illegal, a move as the log tells it, the notes the
rules add on their own (who leads, the round's scores, the next deal) and the
coach's preview of a bouquet decision: ``PetalsWords``, one of ``PetalsState``'s bases.
"""

from __future__ import annotations

from typing import Any, Self

from ...core import MoveInput, is_int, plural, replace_at
from .bouquet import arranged, breakdown, switched
from .cards import CAMELLIA, CELLS, EMPTY, NAME, NCARDS, SUIT, SUIT_NAMES, VALUE, card_label, trick_winner
from .contract import PetalsMove
from .rules import PetalsRules


class PetalsWords(PetalsRules):
    """What a player reads of a position: refusals, the log's lines and notes, the status line."""

    __slots__ = ()

    def why_illegal(self, move: MoveInput) -> str:
        kind = move.get("type")
        p = self.turn
        assert p is not None
        phase = self.phase
        expected = {
            "lead": "play",
            "follow": "play",
            "take": "take",
            "place": "place",
            "arrange": "arrange",
            "switch": "switch",
        }
        if kind not in ("play", "take", "place", "arrange", "switch", "keep"):
            return "That is not a Petals move."
        wanted = expected.get(phase)
        if kind == "keep":
            kind = "switch"
        if kind != wanted:
            return {
                "lead": "It is time to lead a card from your hand.",
                "follow": "It is time to answer the trick with a card from your hand.",
                "take": "The trick is won: its winner now picks one of the two flowers.",
                "place": "Place the flower you got into your bouquet first.",
                "arrange": "Arrange the columns of your bouquet first.",
                "switch": "Decide whether your Camellia switches places first.",
            }.get(phase, "That move is not allowed now.")
        if kind == "play":
            card = move.get("card")
            if not is_int(card) or not 0 <= card < NCARDS:
                return "Choose a card from your hand."
            if card not in self.hands[p]:
                return "That card is not in your hand."
            if card not in self.legal_cards():
                return f"You must follow the lead suit ({SUIT_NAMES[SUIT[self.table[0]]]}) while you can."
        elif kind == "take":
            card = move.get("card")
            if not is_int(card) or card not in self.table:
                return "Pick one of the two flowers of this trick."
        elif kind == "place":
            col, cell = move.get("col"), move.get("cell")
            if not is_int(col) or not 0 <= col < 3:
                return "Choose one of the three columns of your bouquet."
            cells = self.bouquets[p]
            free = [r * 3 + col for r in range(3) if cells[r * 3 + col] == EMPTY]
            if not free:
                return "That column of your bouquet is full."
            if cell != free[0]:
                return "A flower goes into the lowest empty spot of its column."
        elif kind == "arrange":
            order = move.get("order")
            if not isinstance(order, list) or sorted(o for o in order if is_int(o)) != [0, 1, 2]:
                return "List each of your three columns once, in their new order."
        elif move.get("type") == "switch":
            cells = self.bouquets[p]
            if move.get("from") != cells.index(CAMELLIA):
                return "Only the Camellia can switch places."
            to = move.get("to")
            if not is_int(to) or not 0 <= to < CELLS or to == cells.index(CAMELLIA):
                return "Switch the Camellia with another flower of your bouquet."
        return "That move is not allowed now."

    def describe(self, move: PetalsMove, names: list[str] | None = None) -> str:
        p = self.turn
        assert p is not None
        name = self.game.player_name(p, names)
        if move["type"] == "play":
            card = move["card"]
            if self.phase == "lead":
                return f"{name} leads {card_label(card)}."
            lead = self.table[0]
            win = trick_winner(lead, card, SUIT[self.trump]) == 1
            if win:
                return f"{name} plays {card_label(card)} and wins the trick."
            other = self.game.player_name(self.leader, names)
            return f"{name} plays {card_label(card)}; {other} wins the trick."
        if move["type"] == "take":
            card = move["card"]
            other = self.table[1] if card == self.table[0] else self.table[0]
            loser = self.game.player_name(1 - p, names)
            return f"{name} takes {NAME[card]}; {loser} gets {NAME[other]}."
        if move["type"] == "place":
            cell = move["cell"]
            rows = ("bottom", "middle", "top")
            cols = ("left", "middle", "right")
            card = NAME[self.pending[p]]
            return f"{name} places {card} in the {rows[cell // 3]} row, {cols[cell % 3]} column."
        if move["type"] == "arrange":
            order = move["order"]
            if order == [0, 1, 2]:
                return f"{name} keeps the order of the columns."
            return f"{name} rearranges the columns: " + ", ".join(str(o + 1) for o in order) + "."
        if move["type"] == "switch":
            other = self.bouquets[p][move["to"]]
            return f"{name} switches the Camellia with {NAME[other]}."
        return f"{name} keeps the bouquet as it is."

    def notes_after(self, move: PetalsMove, after: Self, names: list[str] | None = None) -> list[str]:
        """Who leads next and why, a bottom row to arrange, the round's end, the Camellia,
        the scores and the next deal: from ``after``'s public events and bouquets only."""
        name = self.game.player_name
        p = self.turn
        notes = []
        for event in after.events:
            kind = event[0]
            if kind == "take":
                taker = event[1]
                if after.next_leader == taker:
                    loser = name(1 - taker, names)
                    notes.append(
                        f"{name(taker, names)} took {loser}'s flower, so {name(taker, names)} leads the next trick."
                    )
                else:
                    notes.append(
                        f"{name(taker, names)} took their own flower, so {name(1 - taker, names)} leads the next trick."
                    )
            elif kind == "scored":
                _, number, points = event
                words = ", ".join(f"{name(q, names)} {plural(points[q], 'point')}" for q in range(2))
                notes.append(f"Round {number + 1} is scored: {words}.")
            elif kind == "deal":
                _, number, trump, leader = event
                notes.append(
                    f"Round {number + 1}: 9 new cards each; {card_label(trump)} is turned up, so "
                    f"{SUIT_NAMES[SUIT[trump]]} are trumps; {name(leader, names)} leads."
                )
        if move["type"] in ("place", "arrange") and (
            after.phase == "switch" or any(event[0] == "scored" for event in after.events)
        ):
            # the round's last placement: the notes above (scoring, the deal) come after this
            notes.insert(0, "All 9 tricks are played: both bouquets are complete.")
        if after.phase == "arrange":
            notes.append(
                f"{name(p, names)}'s bottom row is full: {name(p, names)} now sets the order of the columns."
            )
        if after.phase == "switch":
            holder = name(after.turn, names)
            notes.append(f"{holder} has the Camellia and may switch it with another flower before scoring.")
        if after.over:
            notes.append(after.end_reason(names))
        return notes

    def status_note(self, names: list[str] | None = None) -> str | None:
        if self.phase == "switch":
            holder = self.game.player_name(self.turn, names)
            return f"Both bouquets are complete: {holder} may switch the Camellia before scoring."
        if self.phase == "arrange":
            return f"{self.game.player_name(self.turn, names)}'s bottom row is full: set the order of the columns."
        return None

    def end_reason(self, names: list[str] | None = None) -> str:
        rounds = "1 round (a quick game)" if self.rounds == 1 else f"{self.rounds} rounds"
        text = f"After {rounds} the game ends: the player with the most points is the Master Florist."
        if self.totals[0] == self.totals[1]:
            best = [max(r[q] for r in self.history) for q in range(2)]
            if best[0] == best[1]:
                text += " The totals and the best bouquets are equal: both share the title."
            else:
                top = 0 if best[0] > best[1] else 1
                text += (
                    f" The totals are equal: {self.game.player_name(top, names)} wins with the best "
                    f"single bouquet ({plural(best[top], 'point')})."
                )
        return text

    def preview(self, move: PetalsMove) -> dict[str, Any] | None:
        """What a placement, an arrangement or the Camellia's decision would make of
        the mover's bouquet count: the total before and after, the row and column of
        the placed card, every card whose value changes, and the cards set to 0.
        Bouquets are public, so everyone may see it; None for other moves."""
        p = self.turn
        if p is None or move["type"] not in ("place", "arrange", "switch", "keep"):
            return None
        before = self.bouquets[p]
        cell: int | None = None
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
        old, new = breakdown(before), breakdown(after)
        total_before = sum(b["value"] for b in old)
        total_after = sum(b["value"] for b in new)
        changes = []
        zeroed = []
        for i in range(CELLS):
            card = before[i]
            if card == EMPTY:
                continue
            j = moved[i]
            if old[i]["value"] != new[j]["value"]:
                changes.append(
                    {"cell": j, "card": NAME[card], "before": old[i]["value"], "after": new[j]["value"]}
                )
            zero_by = [s["card"] for s in new[j]["steps"] if s["kind"] == "zero"]
            was = [s["card"] for s in old[i]["steps"] if s["kind"] == "zero"]
            if zero_by and not was:
                zeroed.append({"cell": j, "card": NAME[card], "by": zero_by[0], "base": VALUE[card]})
        if cell is not None:
            card = after[cell]
            zero_by = [s["card"] for s in new[cell]["steps"] if s["kind"] == "zero"]
            if zero_by:
                zeroed.append({"cell": cell, "card": NAME[card], "by": zero_by[0], "base": VALUE[card]})
        out: dict[str, Any] = {
            "kind": "bouquet",
            "player": p,
            "before": total_before,
            "after": total_after,
            "gain": total_after - total_before,
            "changes": changes,
            "zeroed": zeroed,
        }
        rows, cols = ("bottom", "middle", "top"), ("left", "middle", "right")
        if cell is not None:
            row, col = divmod(cell, 3)
            line_cells = {"row": [row * 3 + c for c in range(3)], "column": [r * 3 + col for r in range(3)]}
            for name, cells_in in line_cells.items():
                out[name] = {
                    "index": row if name == "row" else col,
                    "before": sum(old[i]["value"] for i in cells_in),
                    "after": sum(new[i]["value"] for i in cells_in),
                }
            out["cell"] = cell
            out["card"] = NAME[after[cell]]
            out["value"] = new[cell]["value"]
            head = f"{NAME[after[cell]]} in the {rows[row]} row, {cols[col]} column"
        elif move["type"] == "arrange":
            head = "These columns" if move["order"] != [0, 1, 2] else "Keeping the columns"
        elif move["type"] == "switch":
            head = f"Switching the Camellia with {NAME[before[move['to']]]}"
        else:
            head = "Keeping the bouquet"
        gain = total_after - total_before
        text = f"{head}: your bouquet counts {total_after}"
        text += f" ({'+' if gain >= 0 else '−'}{abs(gain)})" if gain else " (no change)"
        for z in zeroed:
            text += f"; {z['by']} sets {z['card']} to 0 (base {z['base']})"
        return {**out, "text": text + "."}
