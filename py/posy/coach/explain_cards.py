"""The words of a move in the card games, Petals and Anthokyklos, for
:mod:`posy.coach.explainers` (which says what ``(what, why)`` is and what it may read).

A card's name is the game's own word: it is read through ``_`` (``game_word``), so it is
in the player's language once the game marks its names for the catalogue.
"""

from __future__ import annotations

from typing import Any

from ..core import Move
from ..core.i18n import _, ngettext
from .phrases import clauses, listed, quoted, signed


def game_word(text: str) -> str:
    """A game's own word (a card's name, from its tables or a preview's fields) in the
    language in use, as the game's catalogue has it."""
    return _(text)


def petals_place(card: str, cell: int) -> str:
    """Placing ``card`` in a cell of the bouquet's 3x3 grid (0: bottom left, row by row)."""
    return (
        # Translators: a Petals move in the coach's words: the card {card} placed in the bouquet's 3x3 grid.
        _("place {card} in the bottom row, left column"),
        # Translators: a Petals move in the coach's words: the card {card} placed in the bouquet's 3x3 grid.
        _("place {card} in the bottom row, middle column"),
        # Translators: a Petals move in the coach's words: the card {card} placed in the bouquet's 3x3 grid.
        _("place {card} in the bottom row, right column"),
        # Translators: a Petals move in the coach's words: the card {card} placed in the bouquet's 3x3 grid.
        _("place {card} in the middle row, left column"),
        # Translators: a Petals move in the coach's words: the card {card} placed in the bouquet's 3x3 grid.
        _("place {card} in the middle row, middle column"),
        # Translators: a Petals move in the coach's words: the card {card} placed in the bouquet's 3x3 grid.
        _("place {card} in the middle row, right column"),
        # Translators: a Petals move in the coach's words: the card {card} placed in the bouquet's 3x3 grid.
        _("place {card} in the top row, left column"),
        # Translators: a Petals move in the coach's words: the card {card} placed in the bouquet's 3x3 grid.
        _("place {card} in the top row, middle column"),
        # Translators: a Petals move in the coach's words: the card {card} placed in the bouquet's 3x3 grid.
        _("place {card} in the top row, right column"),
    )[cell].format(card=card)


def petals_count(preview: dict[str, Any] | None) -> str:
    """What a bouquet move makes of the count, from its preview's fields."""
    if preview is None:
        return ""
    gain = preview["gain"]
    if gain:
        # Translators: a Petals bouquet's count after a move, and the change ("+3" or "−2").
        count = _("your bouquet counts {total} ({gain})").format(total=preview["after"], gain=signed(gain))
    else:
        # Translators: the how-manieth picking of a Floriado colour this is; {colour}: a colour ("blue").
        count = _("your bouquet counts {total} (no change)").format(total=preview["after"])
    parts = [count]
    for z in preview["zeroed"]:
        # Translators: a Petals card ({card}) that makes another ({other}) count 0; {base}: its value before.
        zero = _("{card} sets {other} to 0 (base {base})")
        parts.append(zero.format(card=game_word(z["by"]), other=game_word(z["card"]), base=z["base"]))
    return clauses(parts)


def petals_lead(state: Any, card: int) -> str:
    """Why lead ``card``: how many higher cards of its suit are still out, from what the
    leader may know (the cards unseen by them)."""
    from ..games import petals as ps

    p = state.turn
    suit = ps.SUIT[card]
    higher = sum(1 for c in state.unseen(p) if ps.SUIT[c] == suit and ps.VALUE[c] > ps.VALUE[card])
    trump = suit == ps.SUIT[state.trump]
    if higher == 0 and trump:
        # Translators: why lead a Petals card: a trump, and no card of its suit that beats it is still in play.
        return _("a trump; no higher card of its suit is still out")
    if higher == 0:
        # Translators: why lead a Petals card: no card of its suit that beats it is still in play.
        return _("no higher card of its suit is still out: only a trump can beat it")
    if trump:
        # Translators: why lead a Petals card: a trump, and {n} cards of its suit that beat it are still in play.
        out = ngettext(
            "a trump; {n} higher card of its suit still out",
            "a trump; {n} higher cards of its suit still out",
            higher,
        )
    else:
        # Translators: why lead a Petals card: {n} cards of its suit that beat it are still in play.
        out = ngettext(
            "{n} higher card of its suit still out", "{n} higher cards of its suit still out", higher
        )
    return out.format(n=higher)


def petals(state: Any, move: Move) -> tuple[str, str]:
    from ..games import petals as ps

    p = state.turn
    kind = move["type"]
    if kind == "play":
        card = move["card"]
        label = ps.card_label(card)
        if state.phase == "follow":
            wins = ps.trick_winner(state.table[0], card, ps.SUIT[state.trump]) == 1
            # Translators: why answer the Petals trick with this card.
            why = _("wins the trick") if wins else _("lets the trick go")
            # Translators: a Petals move in the coach's words: answer the trick with {card}.
            return _("play {card}").format(card=label), why
        # Translators: a Petals move in the coach's words: play {card} first in a trick.
        return _("lead {card}").format(card=label), petals_lead(state, card)
    if kind == "take":
        card = move["card"]
        other = state.table[1] if card == state.table[0] else state.table[0]
        # Translators: a Petals move in the coach's words: take {card} of the trick for your bouquet.
        what = _("take {card}").format(card=game_word(ps.NAME[card]))
        # Translators: {mine}, {theirs}: points ("+3") the card and the other one ({card}) add to your
        # bouquet and to {player}'s (the other player's bouquet) at best.
        why = _("{mine} to your bouquet at best; {card} is {theirs} to {player}'s")
        return what, why.format(
            mine=signed(_best_place_gain(state, p, card)),
            card=game_word(ps.NAME[other]),
            theirs=signed(_best_place_gain(state, 1 - p, other)),
            player=state.game.player_name(1 - p),
        )
    tail = petals_count(state.preview(move))
    if kind == "place":
        return petals_place(game_word(ps.NAME[state.pending[p]]), move["cell"]), tail
    if kind == "arrange":
        order = move["order"]
        if order == [0, 1, 2]:
            # Translators: a Petals move in the coach's words: leave the bouquet's columns as they are.
            return _("keep the order of the columns"), tail
        # Translators: a Petals move: the bouquet's columns in a new order, {order}: "2, 1, 3".
        return _("arrange the columns {order}").format(order=listed(str(o + 1) for o in order)), tail
    if kind == "switch":
        # Translators: a Petals move: the Camellia card changes places with {card} in the bouquet.
        what = _("switch the Camellia with {card}")
        return what.format(card=game_word(ps.NAME[state.bouquets[p][move["to"]]])), tail
    # Translators: a Petals move in the coach's words: the Camellia switches with nothing.
    return _("keep the bouquet as it is"), tail


def _best_place_gain(state: Any, player: int, card: int) -> int:
    """What ``card`` adds to ``player``'s bouquet in its best free cell (public)."""
    from ..games import petals as ps

    cells = state.bouquets[player]
    before = ps.bouquet_score(cells)
    best = None
    for col in range(3):
        for row in range(3):
            cell = row * 3 + col
            if cells[cell] == ps.EMPTY:
                gain = ps.bouquet_score(cells[:cell] + (card,) + cells[cell + 1 :]) - before
                best = gain if best is None else max(best, gain)
                break
    return best or 0


def anthokyklos_tile(colour: int, space: str) -> str:
    """Placing a tile of ``colour`` (``lattice.COLOURS``' order) on ``space``."""
    return (
        # Translators: an Anthokyklos move; {space}: where on the flower ("the innermost ring at 3 o'clock").
        _("place the red tile on {space}"),
        # Translators: an Anthokyklos move; {space}: where on the flower ("the innermost ring at 3 o'clock").
        _("place the yellow tile on {space}"),
        # Translators: an Anthokyklos move; {space}: where on the flower ("the innermost ring at 3 o'clock").
        _("place the blue tile on {space}"),
    )[colour].format(space=space)


def anthokyklos(state: Any, move: Move) -> tuple[str, str]:
    from ..games import anthokyklos as ak
    from ..games.anthokyklos.phrases import where

    if move["type"] == "reserve":
        card = ak.CARDS[move["card"]]
        # Translators: an Anthokyklos move: reserve the Pattern card {card}.
        what = _("reserve “{card}”").format(card=game_word(card.name))
        # Translators: why reserve an Anthokyklos Pattern card: its points, and the reservation's effect.
        why = ngettext(
            "{n} point; only you may claim it while your marker is on it",
            "{n} points; only you may claim it while your marker is on it",
            card.points,
        )
        return what, why.format(n=card.points)
    what = anthokyklos_tile(state.tiles[move["tile"]], where(move["space"]))
    preview = state.preview(move)
    parts = []
    for c in preview["completes"]:
        name, n = game_word(c["name"]), c["points"]
        if c["yours"]:
            # Translators: an Anthokyklos tile completes the Pattern card {card}, worth {n} points.
            done = ngettext("completes “{card}” ({n} point)", "completes “{card}” ({n} points)", n)
            parts.append(done.format(card=name, n=n))
        else:
            # Translators: ... for {player}, who reserved the card.
            done = ngettext(
                "completes “{card}” ({n} point) for {player}",
                "completes “{card}” ({n} points) for {player}",
                n,
            )
            parts.append(done.format(card=name, n=n, player=state.game.player_name(c["reserved_by"])))
    for c in preview["within_one"][:2]:
        # Translators: an Anthokyklos tile leaves the Pattern card {card} one tile short of complete.
        parts.append(_("brings “{card}” within one tile").format(card=game_word(c["name"])))
    due = [
        ak.CARDS[c]
        for c, ok in zip(state.display, state.valid)
        if ok and state.reserver(c) in (None, state.turn)
    ]
    if due:
        # Translators: {cards}: Pattern cards' names, quoted, that this player claims.
        claim = _("you claim {cards}, already on the flower")
        parts.append(claim.format(cards=listed(quoted(game_word(c.name)) for c in due)))
    if not parts:
        # Translators: an Anthokyklos tile that completes no Pattern card on display.
        parts.append(_("completes no card on display yet"))
    return what, clauses(parts)
