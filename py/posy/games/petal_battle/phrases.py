"""Petal Battle's sentences, whole and in pieces: the phrases a bump is built of (a piece,
whose piece it is), a pass, and the whole sentences the log and the preview choose by
verb, size, effect or reason. They read no position, so they live apart from
``words.py``, which picks them and fills them in. Every sentence is the catalogue's
(``core.i18n``), in the language of the call: one whole sentence per size where few vary,
the pieces of a bump as translated phrases where many do.
"""

from __future__ import annotations

from typing import Any

from ...core.i18n import _, ngettext


def pass_words(entry: dict[str, Any], name: str) -> str:
    """A log sentence for one pass (an entry of ``last["passes"]``)."""
    n = entry["unused"]
    if entry["whole"]:
        return ngettext(
            "{name} has no action: their whole turn of {n} action passes.",
            "{name} has no action: their whole turn of {n} actions passes.",
            n,
        ).format(name=name, n=n)
    return ngettext(
        "{name} has no action left: {n} action passes.", "{name} has no action left: {n} actions pass.", n
    ).format(name=name, n=n)


def pips(stack: list[int]) -> str:
    return _("-").join(str(x) for x in stack)


def a_piece(size: int) -> str:
    """A piece of ``size`` as the object of a bump or a shrink: "a small"."""
    return (
        # Translators: a piece, object of a sentence ("slides a small from petal 1", "it shrinks to a small")
        _("a small"),
        # Translators: a piece, object of a sentence ("slides a medium from petal 1", "it shrinks to a medium")
        _("a medium"),
        # Translators: a piece, object of a sentence ("slides a large from petal 1")
        _("a large"),
    )[size - 1]


def the_piece(size: int) -> str:
    """The moving piece named again at the end of a bump: "the small"."""
    return (
        # Translators: the moving piece named again ("... it is removed and the small moves in")
        _("the small"),
        # Translators: the moving piece named again ("... it is removed and the medium moves in")
        _("the medium"),
        # Translators: the moving piece named again ("... it is removed and the large moves in")
        _("the large"),
    )[size - 1]


def your_piece(size: int) -> str:
    """The player's own moving piece in a preview: "your small"."""
    return (
        # Translators: the player's own piece in a preview ("your small moves onto petal 2")
        _("your small"),
        # Translators: the player's own piece in a preview ("your medium moves onto petal 2")
        _("your medium"),
        # Translators: the player's own piece in a preview ("your large moves onto petal 2")
        _("your large"),
    )[size - 1]


def whose_piece(size: int, owner: str | None, own: str = "their") -> str:
    """The bumped piece: "Blue's small" (``owner``, a player's name), or the bumper's own,
    "their own small" in the log (``own`` "their"), "your own small" in a preview ("your")."""
    if owner is not None:
        return (
            # Translators: a bumped piece and its owner, a player ("slides a large onto Blue's small")
            _("{owner}'s small"),
            # Translators: a bumped piece and its owner, a player ("slides a large onto Blue's medium")
            _("{owner}'s medium"),
            # Translators: a bumped piece and its owner, a player ("slides a large onto Blue's large")
            _("{owner}'s large"),
        )[size - 1].format(owner=owner)
    if own == "your":
        return (
            # Translators: the player's own piece, bumped, in a preview ("Bumps your own small on petal 2")
            _("your own small"),
            # Translators: the player's own piece, bumped, in a preview ("Bumps your own medium on petal 2")
            _("your own medium"),
            # Translators: the player's own piece, bumped, in a preview ("Bumps your own large on petal 2")
            _("your own large"),
        )[size - 1]
    return (
        # Translators: the mover's own piece, bumped, in the log ("Red slides a large onto their own small")
        _("their own small"),
        # Translators: the mover's own piece, bumped, in the log ("Red slides a large onto their own medium")
        _("their own medium"),
        # Translators: the mover's own piece, bumped, in the log ("Red slides a large onto their own large")
        _("their own large"),
    )[size - 1]


def move_sentence(kind: str, size: int) -> str:
    """A Slide or a Flip onto an empty petal, one whole sentence per size: placeholders
    {name}, {src} and {dst} (petals' numbers, 1 to 10)."""
    if kind == "slide":
        return (
            # Translators: {src} and {dst} are petals' numbers, 1 to 10
            _("{name} slides a small from petal {src} to petal {dst}."),
            # Translators: {src} and {dst} are petals' numbers, 1 to 10
            _("{name} slides a medium from petal {src} to petal {dst}."),
            # Translators: {src} and {dst} are petals' numbers, 1 to 10
            _("{name} slides a large from petal {src} to petal {dst}."),
        )[size - 1]
    return (
        # Translators: {src} and {dst} are petals' numbers, 1 to 10
        _("{name} flips a small from petal {src} to petal {dst}."),
        # Translators: {src} and {dst} are petals' numbers, 1 to 10
        _("{name} flips a medium from petal {src} to petal {dst}."),
        # Translators: {src} and {dst} are petals' numbers, 1 to 10
        _("{name} flips a large from petal {src} to petal {dst}."),
    )[size - 1]


def bump_sentence(flips: bool, effect: str) -> str:
    """A bump in the log, one whole sentence per verb and effect: placeholders {name},
    {piece} (the mover, "a large"), {src} and {dst} (petals' numbers), {target} (the
    bumped piece, "Blue's small"), {to} (where a push sends it), {smaller} (what a
    squish shrinks it to, "a small") and {the_piece} (the mover again, "the large")."""
    if not flips:
        return {
            # Translators: {piece} the moving piece ("a large"), {target} the bumped one ("Blue's small"),
            # {src}, {dst} and {to} petals' numbers
            "push": _(
                "{name} slides {piece} from petal {src} onto {target} on petal {dst}, bumping it to petal {to}."
            ),
            # Translators: {piece} the moving piece ("a large"), {target} the bumped one ("Blue's medium"),
            # {smaller} what it shrinks to ("a small"), {the_piece} the mover again ("the large")
            "reduce": _(
                "{name} slides {piece} from petal {src} onto {target} on petal {dst}: squished, it shrinks to "
                "{smaller} and {the_piece} stays put."
            ),
            # Translators: {piece} the moving piece ("a large"), {target} the bumped one ("Blue's small"),
            # {the_piece} the mover again ("the large")
            "squish": _(
                "{name} slides {piece} from petal {src} onto {target} on petal {dst}: squished, it is removed "
                "and {the_piece} moves in."
            ),
        }[effect]
    return {
        # Translators: {piece} the moving piece ("a large"), {target} the bumped one ("Blue's small"),
        # {src}, {dst} and {to} petals' numbers
        "push": _(
            "{name} flips {piece} from petal {src} onto {target} on petal {dst}, bumping it to petal {to}."
        ),
        # Translators: {piece} the moving piece ("a large"), {target} the bumped one ("Blue's medium"),
        # {smaller} what it shrinks to ("a small"), {the_piece} the mover again ("the large")
        "reduce": _(
            "{name} flips {piece} from petal {src} onto {target} on petal {dst}: squished, it shrinks to "
            "{smaller} and {the_piece} stays put."
        ),
        # Translators: {piece} the moving piece ("a large"), {target} the bumped one ("Blue's small"),
        # {the_piece} the mover again ("the large")
        "squish": _(
            "{name} flips {piece} from petal {src} onto {target} on petal {dst}: squished, it is removed "
            "and {the_piece} moves in."
        ),
    }[effect]


def bump_preview(effect: str) -> tuple[str, str]:
    """A bump's preview, as a clause (a win follows it) and as a sentence: placeholders
    {target} (the bumped piece, "Blue's small"), {at} (its petal's number), {mover} (the
    player's piece, "your large"), {to} (where a push sends it), {smaller} (what a squish
    shrinks it to, "a small") and {stays} (the mover's petal's number)."""
    if effect == "push":
        return (
            # Translators: a preview, before how it ends the game; {target} "Blue's small", {mover} "your large"
            _("Bumps {target} on petal {at} to petal {to}; {mover} moves onto petal {at}"),
            # Translators: a preview; {target} "Blue's small", {mover} "your large", {at} and {to} petals' numbers
            _("Bumps {target} on petal {at} to petal {to}; {mover} moves onto petal {at}."),
        )
    if effect == "reduce":
        return (
            # Translators: a preview, before how it ends the game; {target} "Blue's medium", {smaller} "a small",
            # {mover} "your large"
            _("Squishes {target} on petal {at}: it shrinks to {smaller} and {mover} stays on petal {stays}"),
            # Translators: a preview; {target} "Blue's medium", {smaller} "a small", {mover} "your large"
            _("Squishes {target} on petal {at}: it shrinks to {smaller} and {mover} stays on petal {stays}."),
        )
    return (
        # Translators: a preview, before how it ends the game; {target} "Blue's small", {mover} "your large"
        _("Squishes {target} on petal {at}: it goes back to its supply and {mover} moves in"),
        # Translators: a preview; {target} "Blue's small", {mover} "your large"
        _("Squishes {target} on petal {at}: it goes back to its supply and {mover} moves in."),
    )


def win_preview(mine: bool, five: bool, winner: str) -> tuple[str, str]:
    """How an action would end the game, as a clause (after the action's) and as a sentence."""
    if mine and five:
        # Translators: a preview's result, after what the action does ("...; you win: five in a row.")
        return _("you win: five in a row"), _("You win: five in a row.")
    if mine:
        # Translators: a preview's result, after what the action does ("...; you win: no opposing piece is left.")
        return _("you win: no opposing piece is left"), _("You win: no opposing piece is left.")
    # Translators: a preview's result, after what the action does; {name} is the other player
    clause = _("{name} wins: five in a row").format(name=winner)
    return clause, _("{name} wins: five in a row.").format(name=winner)


def reveal_sentence(why: str, before: bool) -> str:
    """The stacks turned over, who goes first and why, one whole sentence per reason:
    placeholders {stacks} (both stacks, "Red 1-3-2, Blue 2-1-3 (top first)") and {first}
    (a player). ``before``: the move's line already told a pass that followed the reveal."""
    if before:
        return {
            # Translators: {stacks} both sequencing stacks ("Red 1-3-2, Blue 2-1-3 (top first)"), {first} a player
            "top": _(
                "Before that, both stacks were turned over: {stacks}; {first} went first: the smaller top pyramid."
            ),
            # Translators: {stacks} both sequencing stacks ("Red 1-3-2, Blue 1-2-3 (top first)"), {first} a player
            "middle": _(
                "Before that, both stacks were turned over: {stacks}; {first} went first: the same top pyramid "
                "and the smaller middle one."
            ),
            # Translators: {stacks} both sequencing stacks ("Red 1-3-2, Blue 1-3-2 (top first)"), {first} a player
            "tie": _(
                "Before that, both stacks were turned over: {stacks}; {first} went first: identical stacks, "
                "and the first to be ready."
            ),
        }[why]
    return {
        # Translators: {stacks} both sequencing stacks ("Red 1-3-2, Blue 2-1-3 (top first)"), {first} a player
        "top": _(
            "Both stacks are turned over: {stacks}. {first} goes first in the next three rounds: the smaller top pyramid."
        ),
        # Translators: {stacks} both sequencing stacks ("Red 1-3-2, Blue 1-2-3 (top first)"), {first} a player
        "middle": _(
            "Both stacks are turned over: {stacks}. {first} goes first in the next three rounds: the same top "
            "pyramid and the smaller middle one."
        ),
        # Translators: {stacks} both sequencing stacks ("Red 1-3-2, Blue 1-3-2 (top first)"), {first} a player
        "tie": _(
            "Both stacks are turned over: {stacks}. {first} goes first in the next three rounds: identical stacks, "
            "and the first to be ready."
        ),
    }[why]
