"""The review's sentences, in the game's words: what was played, what was better and
what it gains, in points when the game counts them (never the search's percentages).
Each is written when it is read, in the language in use (``posy.core.i18n``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..core import State
from ..core.i18n import _, ngettext
from .explainers import explain
from .phrases import sentences


def gains(points: float | None, wins: bool) -> str:
    """What the better move gains, looking ahead (the search's simulated games)."""
    more = round(points) if points is not None else 0
    if more >= 1 and wins:
        # Translators: the end of a review's verdict: the better move wins more often and gains about {n} points.
        return ngettext(
            "Looking ahead, it wins more often and leaves you about {n} point better off.",
            "Looking ahead, it wins more often and leaves you about {n} points better off.",
            more,
        ).format(n=more)
    if more >= 1:
        # Translators: the end of a review's verdict: the better move gains about {n} points.
        return ngettext(
            "Looking ahead, it leaves you about {n} point better off.",
            "Looking ahead, it leaves you about {n} points better off.",
            more,
        ).format(n=more)
    # Translators: the end of a review's verdict: the better move wins clearly more often.
    return _("Looking ahead, it wins clearly more often.")


def marked_text(coached: str | None, reason: bool) -> str:
    """The sentence of a marked decision, by who chose the move played (the player, the
    hint or the tutorial) and whether the better move comes with a reason."""
    # {move}, {best}: moves as instructions ("move to C4"); {why}: facts about the better move.
    if coached == "hint" and reason:
        # Translators: the review of a move judged a mistake. {number}: the move's number; {move}, {best}: moves as instructions ("move to C4"); {why}: facts about the better move.
        return _(
            "Move {number}: you chose to {move}. The hint suggested this; "
            "looking deeper, it was better to {best}: {why}."
        )
    if coached == "hint":
        # Translators: the review of a move judged a mistake. {number}: the move's number; {move}, {best}: moves as instructions ("move to C4"); {why}: facts about the better move.
        return _(
            "Move {number}: you chose to {move}. The hint suggested this; looking deeper, it was better to {best}."
        )
    if coached == "tutorial" and reason:
        # Translators: the review of a move judged a mistake. {number}: the move's number; {move}, {best}: moves as instructions ("move to C4"); {why}: facts about the better move.
        return _(
            "Move {number}: you chose to {move}. The tutorial asked for this; "
            "looking deeper, it was better to {best}: {why}."
        )
    if coached == "tutorial":
        # Translators: the review of a move judged a mistake. {number}: the move's number; {move}, {best}: moves as instructions ("move to C4"); {why}: facts about the better move.
        return _(
            "Move {number}: you chose to {move}. The tutorial asked for this; looking deeper, it was better to {best}."
        )
    if reason:
        # Translators: the review of a move judged a mistake. {number}: the move's number; {move}, {best}: moves as instructions ("move to C4"); {why}: facts about the better move.
        return _("Move {number}: you chose to {move}; better was to {best}: {why}.")
    # Translators: the review of a move judged a mistake. {number}: the move's number; {move}, {best}: moves as instructions ("move to C4"); {why}: facts about the better move.
    return _("Move {number}: you chose to {move}; better was to {best}.")


def entry_text(state: State[Any], entry: Mapping[str, Any], wins: bool) -> str:
    """The sentence of a reviewed decision: ``entry`` as Review builds it, ``wins``:
    the better move's chance of winning is clearly higher."""
    number, played, best = entry["number"], entry["played"], entry["best"]
    move = explain(state, played)[0]
    if played == best:
        # Translators: the review of a move the search agrees with; {move}: the move ("move to C4").
        return _("Move {number}: {move}, as the search would.").format(number=number, move=move)
    best_what, best_why = explain(state, best)
    if not entry["marked"]:
        # Translators: the review of a move nearly as good as the search's choice, {best}.
        close = _("Move {number}: {move}, close to the search's choice ({best}).")
        return close.format(number=number, move=move, best=best_what)
    text = marked_text(entry["coached"] if entry["coached"] in ("hint", "tutorial") else None, bool(best_why))
    first = text.format(number=number, move=move, best=best_what, why=best_why)
    return sentences(first, gains(entry["points"], wins))
