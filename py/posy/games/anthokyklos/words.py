"""Anthokyklos in words: why a move is illegal, a move as the log tells it, the
notes the rules add on their own, and the coach's preview of a placement.

``AnthokyklosWords`` adds them to the rules' class: what a player reads is kept
apart from the rules, which never need it.
"""

from __future__ import annotations

from typing import Any, Self

from ...core import MoveInput, is_index, plural, replace_at
from .cards import CARDS, DECK_SIZE, NO_CARD, SHAPE_PLACEMENTS, cards_text, find_match
from .contract import AnthokyklosMove
from .lattice import COLOURS, RINGS, SPACES, angle, cells_of, ring_of
from .pyramid import TILES
from .rules import AnthokyklosRules


def where(space: int) -> str:
    """A space as a player finds it on the flower as drawn, where no space is numbered:
    its ring counted from the centre, and where round the flower it sits, as on a clock
    face (ring 1's first space at 12 o'clock, clockwise, as web/games/anthokyklos/geometry.js
    draws it). Two spaces of a ring are 40 degrees apart, so no two share an hour."""
    ring = ring_of(space)
    hour = round(angle(space) / 30) % 12 or 12
    name = {1: "the innermost ring", RINGS: "the outermost ring"}.get(ring, f"ring {ring} from the centre")
    return f"{name} at {hour} o'clock"


class AnthokyklosWords(AnthokyklosRules):
    """What a player reads of a position: refusals, the log's lines and notes, the status line."""

    __slots__ = ()

    def why_illegal(self, move: MoveInput) -> str:
        player = self.turn
        assert player is not None
        kind = move.get("type")
        if kind == "place":
            tile, space = move.get("tile"), move.get("space")
            if not is_index(tile, TILES):
                return "There is no such tile: choose an available tile from a pyramid."
            if not is_index(space, SPACES):
                return "There is no such space on the flower."
            if set(move) != {"type", "tile", "space"}:
                return "A placement names just a tile and a space."
            if self.taken >> tile & 1:
                return "That tile is already on the flower."
            if not self.available(tile):
                return "That tile is still covered by a tile resting on it in its pyramid."
            if ring_of(tile) != ring_of(space):
                return f"A ring {ring_of(tile)} tile must go on a space of ring {ring_of(tile)}."
            if self.filled >> space & 1:
                return "That space already has a tile."
            if not self.legal_space(space):
                return "That space needs both tiles below it first."
            return "That placement is not allowed."
        if kind == "reserve":
            card = move.get("card")
            if not is_index(card, DECK_SIZE):
                return "There is no such Pattern card."
            if set(move) != {"type", "card"}:
                return "A reservation names just a card."
            if card not in self.display:
                return "You can only reserve a card in the display."
            if self.reserved[player] != NO_CARD:
                if self.reserved[player] == card:
                    return "You have already reserved that card."
                return "You already have a reserved card: claim it before you reserve another."
            other = self.reserver(card)
            if other is not None:
                return f"That card is already reserved by {self.game.player_name(other)}."
            return "That reservation is not allowed."
        return "That is not an Anthokyklos move: place a tile or reserve a card."

    def describe(self, move: AnthokyklosMove, names: list[str] | None = None) -> str:
        player = self.turn
        name = self.game.player_name(player, names)
        if move["type"] == "place":
            tile, space = move["tile"], move["space"]
            head = f"{name} places a {COLOURS[self.tiles[tile]]} tile on {where(space)}"
        else:
            head = f"{name} reserves “{CARDS[move['card']].name}”"
        after = self.apply(move)
        claim = after.last_claim
        if claim is not None and claim[0] == self.ply:
            head += " and claims " + cards_text([CARDS[c] for c, _ in claim[2]])
        if after.over:
            head += ". The flower is complete"
        return head + "."

    def notes_after(self, move: AnthokyklosMove, after: Self, names: list[str] | None = None) -> list[str]:
        """No turn is ever skipped (a tile can be placed until the flower is complete).
        The display shrinks once the deck is out; the end's tie-break. Never which cards
        were revealed from the deck (its order is hidden, and resampled by the computer)."""
        notes = []
        if self.deck and not after.deck:
            notes.append("The Pattern deck is used up: claimed cards are no longer replaced.")
        elif not self.deck and len(after.display) < len(self.display):
            notes.append(f"The display shrinks to {plural(len(after.display), 'card')}.")
        if after.over:
            # describe already says the flower is complete; the tie-break, if it decided
            tie = after.tie_words(names)
            if tie:
                notes.append(tie)
        return notes

    def status_note(self, names: list[str] | None = None) -> str | None:
        if self.turn is None or self.deck:
            return None
        if not self.display:
            return "The Pattern deck and the display are empty: no card is left to claim."
        return "The Pattern deck is used up: claimed cards are no longer replaced."

    def end_reason(self, names: list[str] | None = None) -> str:
        text = "All 5 rings of the flower are complete: the game ends."
        tie = self.tie_words(names)
        return f"{text} {tie}" if tie else text

    def tie_words(self, names: list[str] | None) -> str:
        """The rulebook's tie-break in words, when the best score is shared."""
        scores = self.scores
        best = [p for p, s in enumerate(scores) if s == max(scores)]
        if len(best) < 2:
            return ""
        winners = self.winners
        if len(winners) == len(best):
            who = " and ".join(self.game.player_name(p, names) for p in winners)
            return f"The best score and the most cards are shared: {who} share the win."
        who = self.game.player_name(winners[0], names)
        return f"The best score is shared: {who} wins with the most Pattern cards."

    def preview(self, move: AnthokyklosMove) -> dict[str, Any] | None:
        """Which display cards a tile placement would complete, and which it would
        bring within one tile (a placement of the card's shape through this space
        with one space still empty, which a tile of some colour would complete).
        Everything it reads is public. None for a reservation."""
        player = self.turn
        if player is None or move["type"] != "place":
            return None
        tile, space = move["tile"], move["space"]
        colour = self.tiles[tile]
        masks = replace_at(self.masks, colour, self.masks[colour] | 1 << space)
        red, yellow, blue = masks
        filled = red | yellow | blue
        completes: list[dict[str, Any]] = []
        near: list[dict[str, Any]] = []
        for card_id, ok in zip(self.display, self.valid):
            if ok:
                continue  # already on the flower before this tile
            card = CARDS[card_id]
            owner = self.reserver(card_id)
            entry = {
                "card": card_id,
                "name": card.name,
                "points": card.points,
                "reserved_by": owner,
                "yours": owner is None or owner == player,
            }
            mask = find_match(masks, card, space)
            if mask:
                completes.append({**entry, "cells": cells_of(mask)})
                continue
            for mask in SHAPE_PLACEMENTS[card.shape].by_cell[space]:
                missing = mask & ~filled
                if missing.bit_count() != 1:
                    continue
                r, y = (red & mask).bit_count(), (yellow & mask).bit_count()
                fits = [
                    COLOURS[k]
                    for k, (rr, yy) in enumerate(((r + 1, y), (r, y + 1), (r, y)))
                    if card.allowed >> (rr << 4 | yy) & 1
                ]
                if fits:
                    gap = missing.bit_length() - 1
                    near.append({**entry, "cells": cells_of(mask), "missing": gap, "colours": fits})
                    break
        parts = []
        for c in completes:
            who = "" if c["yours"] else f", reserved by {self.game.player_name(c['reserved_by'])}"
            parts.append(
                f"completes “{c['name']}” ({c['points']} point{'s' if c['points'] != 1 else ''}{who})"
            )
        for c in near:
            gap = c["missing"]
            parts.append(
                f"brings “{c['name']}” within one tile ({' or '.join(c['colours'])} on {where(gap)})"
            )
        head = f"A {COLOURS[colour]} tile on {where(space)}"
        text = f"{head} " + (
            "; ".join(parts) if parts else "completes no card on display and brings none within one tile"
        )
        return {"kind": "patterns", "completes": completes, "within_one": near, "text": text + "."}
