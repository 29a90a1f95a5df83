"""Anthokyklos in words: why a move is illegal, a move as the log tells it, the
notes the rules add on their own, and the coach's preview of a placement.

``AnthokyklosWords`` adds them to the rules' class: what a player reads is kept
apart from the rules, which never need it. The sentences it fills in (a space, a
colour, a placement, the preview's pieces) are ``phrases.py``'s. Every sentence is
the catalogue's (``core.i18n``), in the language of the call.
"""

from __future__ import annotations

from typing import Any, Self

from ...core import MoveInput, is_index, replace_at
from ...core.i18n import _, ngettext
from .cards import CARDS, DECK_SIZE, NO_CARD, SHAPE_PLACEMENTS, Card, card_text, cards_text, find_match
from .contract import AnthokyklosMove
from .lattice import COLOURS, SPACES, cells_of, ring_of
from .phrases import preview_sentence, tile_preview, tile_sentences, where, within_one_words
from .pyramid import TILES
from .rules import AnthokyklosRules


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
                return _("There is no such tile: choose an available tile from a pyramid.")
            if not is_index(space, SPACES):
                return _("There is no such space on the flower.")
            if set(move) != {"type", "tile", "space"}:
                return _("A placement names just a tile and a space.")
            if self.taken >> tile & 1:
                return _("That tile is already on the flower.")
            if not self.available(tile):
                return _("That tile is still covered by a tile resting on it in its pyramid.")
            if ring_of(tile) != ring_of(space):
                # Translators: {ring} is a ring's number from the centre, 1 to 5
                return _("A ring {ring} tile must go on a space of ring {ring}.").format(ring=ring_of(tile))
            if self.filled >> space & 1:
                return _("That space already has a tile.")
            if not self.legal_space(space):
                return _("That space needs both tiles below it first.")
            return _("That placement is not allowed.")
        if kind == "reserve":
            card = move.get("card")
            if not is_index(card, DECK_SIZE):
                return _("There is no such Pattern card.")
            if set(move) != {"type", "card"}:
                return _("A reservation names just a card.")
            if card not in self.display:
                return _("You can only reserve a card in the display.")
            if self.reserved[player] != NO_CARD:
                if self.reserved[player] == card:
                    return _("You have already reserved that card.")
                return _("You already have a reserved card: claim it before you reserve another.")
            other = self.reserver(card)
            if other is not None:
                return _("That card is already reserved by {name}.").format(name=self.game.player_name(other))
            return _("That reservation is not allowed.")
        return _("That is not an Anthokyklos move: place a tile or reserve a card.")

    def describe(self, move: AnthokyklosMove, names: list[str] | None = None) -> str:
        player = self.turn
        words = {"name": self.game.player_name(player, names)}
        if move["type"] == "place":
            tile, space = move["tile"], move["space"]
            words["where"] = where(space)
            head = tile_sentences(self.tiles[tile])
        else:
            words["card"] = CARDS[move["card"]].name
            head = (
                # Translators: {card} is a Pattern card's name ("Line of 3: all red")
                _("{name} reserves “{card}”."),
                # Translators: {card} a Pattern card's name, {claimed} the cards claimed with it (“Line of 3:
                # all red” (1 point))
                _("{name} reserves “{card}” and claims {claimed}."),
                # Translators: {card} is a Pattern card's name ("Line of 3: all red")
                _("{name} reserves “{card}”. The flower is complete."),
                # Translators: {card} a Pattern card's name, {claimed} the cards claimed
                _("{name} reserves “{card}” and claims {claimed}. The flower is complete."),
            )
        after = self.apply(move)
        claim = after.last_claim
        claims = claim is not None and claim[0] == self.ply
        if claims:
            assert claim is not None
            words["claimed"] = cards_text([CARDS[c] for c, _rest in claim[2]])
        return head[claims + 2 * after.over].format(**words)

    def notes_after(self, move: AnthokyklosMove, after: Self, names: list[str] | None = None) -> list[str]:
        """No turn is ever skipped (a tile can be placed until the flower is complete).
        The display shrinks once the deck is out; the end's tie-break. Never which cards
        were revealed from the deck (its order is hidden, and resampled by the computer)."""
        notes = []
        if self.deck and not after.deck:
            notes.append(_("The Pattern deck is used up: claimed cards are no longer replaced."))
        elif not self.deck and len(after.display) < len(self.display):
            n = len(after.display)
            notes.append(
                ngettext("The display shrinks to {n} card.", "The display shrinks to {n} cards.", n).format(
                    n=n
                )
            )
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
            return _("The Pattern deck and the display are empty: no card is left to claim.")
        return _("The Pattern deck is used up: claimed cards are no longer replaced.")

    def end_reason(self, names: list[str] | None = None) -> str:
        text = _("All 5 rings of the flower are complete: the game ends.")
        tie = self.tie_words(names)
        return " ".join([text, tie]) if tie else text

    def tie_words(self, names: list[str] | None) -> str:
        """The rulebook's tie-break in words, when the best score is shared."""
        scores = self.scores
        best = [p for p, s in enumerate(scores) if s == max(scores)]
        if len(best) < 2:
            return ""
        winners = self.winners
        if len(winners) == len(best):
            who = self.game.player_name(winners[0], names)
            for p in winners[1:]:
                # Translators: players' names in a list ("Rose and Iris"; {first} may itself be a list)
                who = _("{first} and {second}").format(first=who, second=self.game.player_name(p, names))
            # Translators: {names} are the players who share the win ("Rose and Iris")
            return _("The best score and the most cards are shared: {names} share the win.").format(names=who)
        who = self.game.player_name(winners[0], names)
        return _("The best score is shared: {name} wins with the most Pattern cards.").format(name=who)

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
        completes, near = self.patterns_reached(player, masks, space)
        parts = [self.completes_words(c) for c in completes]
        parts += [within_one_words(c) for c in near]
        place = tile_preview(colour).format(where=where(space))
        text = preview_sentence(place, parts)
        return {"kind": "patterns", "completes": completes, "within_one": near, "text": text}

    def patterns_reached(
        self, player: int, masks: tuple[int, ...], space: int
    ) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
        """The display cards not yet on the flower that the colours ``masks`` (with the
        new tile on ``space``) complete, and those they bring within one tile."""
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
            gap = within_one(masks, card, space)
            if gap is not None:
                near.append({**entry, **gap})
        return completes, near

    def completes_words(self, c: dict[str, Any]) -> str:
        """A preview's part: the card the tile completes, and who reserved it if not you."""
        card = CARDS[c["card"]]
        if c["yours"]:
            # Translators: a preview's part: the tile completes a card ({card}: “Line of 3: all red” (1 point))
            return _("completes {card}").format(card=card_text(card))
        # Translators: a preview's part: the tile completes a card ({card}: "Line of 3: all red") that
        # another player ({name}) has reserved
        text = ngettext(
            "completes “{card}” ({n} point, reserved by {name})",
            "completes “{card}” ({n} points, reserved by {name})",
            card.points,
        )
        owner = self.game.player_name(c["reserved_by"])
        return text.format(card=card.name, n=card.points, name=owner)


def within_one(masks: tuple[int, ...], card: Card, space: int) -> dict[str, Any] | None:
    """The first placement of ``card``'s shape through ``space`` that one more tile would
    complete: its cells, the space still empty and the colours that fit there; or None."""
    red, yellow, blue = masks
    filled = red | yellow | blue
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
            return {"cells": cells_of(mask), "missing": gap, "colours": fits}
    return None
