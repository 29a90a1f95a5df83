"""Anthokyklos in words: why a move is illegal, a move as the log tells it, the
notes the rules add on their own, and the coach's preview of a placement.

``AnthokyklosWords`` adds them to the rules' class: what a player reads is kept
apart from the rules, which never need it. Every sentence is the catalogue's
(``core.i18n``), in the language of the call.
"""

from __future__ import annotations

from typing import Any, Self

from ...core import MoveInput, is_index, replace_at
from ...core.i18n import _, ngettext
from .cards import CARDS, DECK_SIZE, NO_CARD, SHAPE_PLACEMENTS, card_text, cards_text, find_match
from .contract import AnthokyklosMove
from .lattice import COLOURS, RINGS, SPACES, angle, cells_of, ring_of
from .pyramid import TILES
from .rules import AnthokyklosRules


def where(space: int) -> str:
    """A space as a player finds it on the flower as drawn, where no space is numbered:
    its ring counted from the centre, and where round the flower it sits, as on a clock
    face (ring 1's first space at 12 o'clock, clockwise, as web/games/anthokyklos/geometry.js
    draws it). Two spaces of a ring are 40 degrees apart, so no two share an hour.
    A translated phrase, passed into sentences as {where} (the spot a tile goes on)."""
    ring = ring_of(space)
    hour = round(angle(space) / 30) % 12 or 12
    if ring == 1:
        # Translators: a space of the flower, where a tile goes, inside sentences ("places a red tile on
        # {where}"); {hour} is a clock face's hour, 1 to 12, the space's direction from the centre
        return _("the innermost ring at {hour} o'clock").format(hour=hour)
    if ring == RINGS:
        # Translators: a space of the flower, where a tile goes, inside sentences ("places a red tile on
        # {where}"); {hour} is a clock face's hour, 1 to 12, the space's direction from the centre
        return _("the outermost ring at {hour} o'clock").format(hour=hour)
    # Translators: a space of the flower, where a tile goes, inside sentences ("places a red tile on
    # {where}"); {ring} the ring's number from the centre (2 to 4), {hour} a clock face's hour, 1 to 12
    return _("ring {ring} from the centre at {hour} o'clock").format(ring=ring, hour=hour)


def colour_name(colour: int) -> str:
    """A tile's colour in words, for a list of the colours that would fit ("red or blue")."""
    # Translators: a tile's colour, in a preview's list of the colours that fit ("red or blue on ...")
    return (_("red"), _("yellow"), _("blue"))[colour]


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
            card = CARDS[c["card"]]
            if c["yours"]:
                # Translators: a preview's part: the tile completes a card ({card}: “Line of 3: all red” (1 point))
                parts.append(_("completes {card}").format(card=card_text(card)))
            else:
                # Translators: a preview's part: the tile completes a card ({card}: "Line of 3: all red") that
                # another player ({name}) has reserved
                text = ngettext(
                    "completes “{card}” ({n} point, reserved by {name})",
                    "completes “{card}” ({n} points, reserved by {name})",
                    card.points,
                )
                owner = self.game.player_name(c["reserved_by"])
                parts.append(text.format(card=card.name, n=card.points, name=owner))
        for c in near:
            fits = [colour_name(COLOURS.index(k)) for k in c["colours"]]
            colours = fits[0]
            for other in fits[1:]:
                # Translators: colours that would fit a space, in a list ("red or blue")
                colours = _("{first} or {second}").format(first=colours, second=other)
            # Translators: a preview's part: {card} a card's name ("Line of 3: all red"), {colours} the colours
            # that would fit ("red or blue"), {where} the space ("the innermost ring at 3 o'clock")
            text = _("brings “{card}” within one tile ({colours} on {where})")
            parts.append(text.format(card=c["name"], colours=colours, where=where(c["missing"])))
        place = tile_preview(colour).format(where=where(space))
        if parts:
            # Translators: a preview: {place} the tile and its space ("A red tile on the innermost ring at 3
            # o'clock"), {parts} what it does, separated by "; " ("completes “...” (2 points); brings ...")
            text = _("{place} {parts}.").format(place=place, parts="; ".join(parts))
        else:
            # Translators: a preview: {place} the tile and its space ("A red tile on the innermost ring at 3 o'clock")
            text = _("{place} completes no card on display and brings none within one tile.").format(
                place=place
            )
        return {"kind": "patterns", "completes": completes, "within_one": near, "text": text}


def tile_sentences(colour: int) -> tuple[str, str, str, str]:
    """A placement in the log, one whole sentence per colour, each as placed, with a claim,
    ending the game, and both: placeholders {name}, {where} (the space) and {claimed}."""
    if colour == 0:
        return (
            # Translators: {where} is a space ("the innermost ring at 3 o'clock")
            _("{name} places a red tile on {where}."),
            # Translators: {where} a space, {claimed} the Pattern cards claimed (“Line of 3: all red” (1 point))
            _("{name} places a red tile on {where} and claims {claimed}."),
            # Translators: {where} is a space ("the innermost ring at 3 o'clock")
            _("{name} places a red tile on {where}. The flower is complete."),
            # Translators: {where} a space, {claimed} the Pattern cards claimed
            _("{name} places a red tile on {where} and claims {claimed}. The flower is complete."),
        )
    if colour == 1:
        return (
            # Translators: {where} is a space ("the innermost ring at 3 o'clock")
            _("{name} places a yellow tile on {where}."),
            # Translators: {where} a space, {claimed} the Pattern cards claimed (“Line of 3: all red” (1 point))
            _("{name} places a yellow tile on {where} and claims {claimed}."),
            # Translators: {where} is a space ("the innermost ring at 3 o'clock")
            _("{name} places a yellow tile on {where}. The flower is complete."),
            # Translators: {where} a space, {claimed} the Pattern cards claimed
            _("{name} places a yellow tile on {where} and claims {claimed}. The flower is complete."),
        )
    return (
        # Translators: {where} is a space ("the innermost ring at 3 o'clock")
        _("{name} places a blue tile on {where}."),
        # Translators: {where} a space, {claimed} the Pattern cards claimed (“Line of 3: all red” (1 point))
        _("{name} places a blue tile on {where} and claims {claimed}."),
        # Translators: {where} is a space ("the innermost ring at 3 o'clock")
        _("{name} places a blue tile on {where}. The flower is complete."),
        # Translators: {where} a space, {claimed} the Pattern cards claimed
        _("{name} places a blue tile on {where} and claims {claimed}. The flower is complete."),
    )


def tile_preview(colour: int) -> str:
    """A preview's tile and space: placeholder {where}."""
    return (
        # Translators: a preview's beginning; {where} is a space ("the innermost ring at 3 o'clock")
        _("A red tile on {where}"),
        # Translators: a preview's beginning; {where} is a space ("the innermost ring at 3 o'clock")
        _("A yellow tile on {where}"),
        # Translators: a preview's beginning; {where} is a space ("the innermost ring at 3 o'clock")
        _("A blue tile on {where}"),
    )[colour]
