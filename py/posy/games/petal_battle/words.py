"""Petal Battle in words: why a move is illegal, a move as the log tells it, the notes
the rules add on their own (passes, Sequencing's stacks, the end) and the coach's
preview of an action: ``PetalBattleWords``, one of ``PetalBattleState``'s bases.
Every sentence is the catalogue's (``core.i18n``), in the language of the call: one whole
sentence per size where few vary, the pieces of a bump as translated phrases where many do.
"""

from __future__ import annotations

from typing import Any, Self

from ...core import MoveInput, is_int
from ...core.i18n import _, ngettext
from .board import (
    BLUE,
    LEFT,
    MAX_SEQUENCINGS,
    OPPOSITE,
    PETALS,
    RED,
    RIGHT,
    TARGETS,
    owner_of,
    size_of,
)
from .contract import PetalBattleMove
from .rules import PetalBattleRules


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


class PetalBattleWords(PetalBattleRules):
    """What a player reads of a position: refusals, the log's lines and notes, the status line."""

    __slots__ = ()

    def why_illegal(self, move: MoveInput) -> str:
        kind = move["type"]
        shapes = {
            "sequence": {"type", "order"},
            "spawn": {"type", "to"},
            "grow": {"type", "at", "size"},
            "slide": {"type", "from", "to"},
            "flip": {"type", "from", "to"},
            "bump": {"type", "from", "to", "push", "effect"},
            "end": {"type"},
        }
        if kind not in shapes:
            return _("That is not a Petal Battle move.")
        if set(move) != shapes[kind]:
            return {
                "sequence": _("That sequence move is not written the way Petal Battle expects."),
                "spawn": _("That spawn move is not written the way Petal Battle expects."),
                "grow": _("That grow move is not written the way Petal Battle expects."),
                "slide": _("That slide move is not written the way Petal Battle expects."),
                "flip": _("That flip move is not written the way Petal Battle expects."),
                "bump": _("That bump move is not written the way Petal Battle expects."),
                "end": _("That end move is not written the way Petal Battle expects."),
            }[kind]
        p = self.turn
        assert p is not None
        if self.phase == "sequence":
            if kind != "sequence":
                return _("First stack your sequencing Trio: choose the order of your three pyramids.")
            order = move["order"]
            if not isinstance(order, list) or sorted(order) != [1, 2, 3] or not all(map(is_int, order)):
                return _("Stack your Small, Medium and Large, each once: an order of 1, 2 and 3 pips.")
            return _("That stack is not allowed now.")
        if kind == "sequence":
            return _("Sequencing happens only before every three rounds; now take your actions.")
        for key in ("to", "at", "from", "push"):
            if key in move and not (move[key] is None and key == "push"):
                x = move[key]
                if not is_int(x) or not 0 <= x < PETALS:
                    return _("That petal is not on the board.")
        if kind == "end":
            if not self.early:
                return _(
                    "You take as many actions as the pips on your top pyramid: your turn ends "
                    "when they are used, or when you have no action left."
                )
            return _("Take at least one action before ending your turn.")
        board = self.board
        if kind == "spawn":
            i = move["to"]
            if self.supply[p][0] == 0:
                return _("You can't Spawn: all your Small pieces are already in use.")
            if board[i]:
                return _("You can only Spawn into an empty petal.")
            return _("You can only Spawn next to one of your Large pieces.")
        if kind == "grow":
            i = move["at"]
            cell = board[i]
            if not cell or owner_of(cell) != p:
                return _("You can only Grow a piece of your own colour.")
            s = size_of(cell)
            if s == 3:
                return _("A Large piece can't grow any bigger.")
            if move["size"] != s + 1:
                return (
                    _("A small piece grows into a medium one.")
                    if s == 1
                    else _("A medium piece grows into a large one.")
                )
            if s == 1:
                return _("You can't Grow that piece: you have no medium piece left in your supply.")
            return _("You can't Grow that piece: you have no large piece left in your supply.")
        i, j = move["from"], move["to"]
        cell = board[i]
        if not cell:
            return _("There is no piece on that petal to move.")
        if owner_of(cell) != p:
            return _("You can only move pieces of your own colour.")
        if kind == "slide" and j not in (LEFT[i], RIGHT[i]):
            return _("A Slide moves a piece to one of the two petals next to it.")
        if kind == "flip" and j != OPPOSITE[i]:
            return _("A Flip moves a piece to the petal directly across the flower.")
        if kind in ("slide", "flip"):
            return _("That petal is taken: moving there is a Bump.")
        if j not in TARGETS[i]:
            return _("You can only bump into a petal next to your piece or directly across from it.")
        target = board[j]
        if not target:
            return _("That petal is empty: Slide or Flip there instead of bumping.")
        if size_of(target) > size_of(cell):
            return _("A smaller piece can never bump a larger one.")
        outcomes = self.bump_outcomes(i, j)
        if not outcomes:
            return _("You can't squish your own piece.")
        if move["effect"] not in ("push", "reduce", "squish"):
            return _("A bump's effect is push, reduce or squish.")
        k = move["push"]
        if outcomes[0][1] != "push":
            return _("The bumped piece has no empty petal to slide into, so it gets squished.")
        if k is None:
            return _("The bumped piece has an empty petal to slide into, so it is not squished.")
        if j == OPPOSITE[i]:
            return _("Bumped pieces slide into an empty petal next to them; they are never flipped.")
        return _("A piece bumped by a Slide moves on one petal in the same direction.")

    def describe(self, move: PetalBattleMove, names: list[str] | None = None) -> str:
        """The move in words, then any passes it led to (they happen inside it)."""
        sentences = [self.move_words(move, names)]
        passes = (self.apply(move).last or {}).get("passes", ())
        for entry in passes:
            sentences.append(pass_words(entry, self.game.player_name(entry["player"], names)))
        return " ".join(sentences)

    def move_words(self, move: PetalBattleMove, names: list[str] | None) -> str:
        p = self.turn
        name = self.game.player_name(p, names)
        if move["type"] == "sequence":
            return _("{name} stacks their sequencing Trio.").format(name=name)
        if move["type"] == "end":
            n = self.left
            return ngettext(
                "{name} ends the turn with {n} action unused.",
                "{name} ends the turn with {n} actions unused.",
                n,
            ).format(name=name, n=n)
        if move["type"] == "spawn":
            # Translators: {petal} is a petal's number, 1 to 10
            return _("{name} spawns a small on petal {petal}.").format(name=name, petal=move["to"] + 1)
        if move["type"] == "grow":
            if move["size"] == 2:
                # Translators: {petal} is a petal's number, 1 to 10
                text = _("{name} grows a small on petal {petal} into a medium.")
            else:
                # Translators: {petal} is a petal's number, 1 to 10
                text = _("{name} grows a medium on petal {petal} into a large.")
            return text.format(name=name, petal=move["at"] + 1)
        i, j = move["from"], move["to"]
        size = size_of(self.board[i])
        if move["type"] != "bump":
            return move_sentence(move["type"], size).format(name=name, src=i + 1, dst=j + 1)
        target = self.board[j]
        q = owner_of(target)
        words = {
            "name": name,
            "piece": a_piece(size),
            "src": i + 1,
            "dst": j + 1,
            "target": whose_piece(size_of(target), None if q == p else self.game.player_name(q, names)),
            "the_piece": the_piece(size),
        }
        flips = j == OPPOSITE[i]
        effect, push = move["effect"], move["push"]
        if effect == "push":
            assert push is not None  # a push names the petal it pushes to
            return bump_sentence(flips, effect).format(to=push + 1, **words)
        if effect == "reduce":
            down = self.bump_outcomes(i, j)[0][2]
            assert down is not None
            return bump_sentence(flips, effect).format(smaller=a_piece(down), **words)
        return bump_sentence(flips, effect).format(**words)

    def notes_after(self, move: PetalBattleMove, after: Self, names: list[str] | None = None) -> list[str]:
        """The stacks turned over and who goes first, a new Sequencing after three rounds,
        the end. (Passes are already in the move's own line: see :meth:`describe`.) A
        stack set face down is never described: only that it was set."""
        name = self.game.player_name
        last = after.last or {}
        notes = []
        if last.get("type") == "reveal":
            a, b = last["stacks"]
            # Translators: both sequencing stacks, each after its player ({red}, {blue}): pips top first ("1-3-2")
            stacks = _("{red} {a}, {blue} {b} (top first)").format(
                red=name(RED, names), a=pips(a), blue=name(BLUE, names), b=pips(b)
            )
            first = name(last["first"], names)
            text = reveal_sentence(last["why"], before=bool(last.get("passes")))
            notes.append(text.format(stacks=stacks, first=first))
        if after.phase == "sequence" and self.phase == "play":
            # Translators: {number} is the Sequencing's number, {total} how many there are at most, {name} a player
            text = _(
                "Three rounds are over: Sequencing {number} of {total}; both players stack their "
                "sequencing Trio again, {name} first."
            )
            notes.append(text.format(number=after.seqno, total=MAX_SEQUENCINGS, name=name(after.turn, names)))
        if after.over:
            notes.append(after.end_reason(names))
        return notes

    def status_note(self, names: list[str] | None = None) -> str | None:
        """A turn that passed inside the last move, while the next one is played."""
        if self.phase != "play" or not self.last:
            return None
        passes = self.last.get("passes") or ()
        if not passes:
            return None
        entry = passes[-1]
        who, n = self.game.player_name(entry["player"], names), entry["unused"]
        if entry["whole"]:
            text = ngettext(
                "{name} had no action: their whole turn of {n} action passed.",
                "{name} had no action: their whole turn of {n} actions passed.",
                n,
            )
        else:
            text = ngettext(
                "{name} had no action left: {n} action passed.",
                "{name} had no action left: {n} actions passed.",
                n,
            )
        return text.format(name=who, n=n)

    def end_reason(self, names: list[str] | None = None) -> str:
        name = self.game.player_name
        if self.reason == "limit":
            # Translators: {n} is the most Sequencings a game has (20)
            return _(
                "Nobody won in {n} Sequencings (60 rounds): the game is a draw "
                "(Posy's draw rule; the rulebook has none)."
            ).format(n=MAX_SEQUENCINGS)
        winner = self.winners_[0]
        if self.reason == "wipeout":
            # Translators: {loser} and {winner} are the players
            text = _("{loser} has no pieces left on the board: {winner} wins.")
            return text.format(loser=name(1 - winner, names), winner=name(winner, names))
        line = self.line or ()
        if line:
            # Translators: {first} and {last} are the petals' numbers, 1 to 10
            text = _("{name} fills five petals in a row (petals {first} to {last}): {name} wins.")
        else:
            text = _("{name} fills five petals in a row: {name} wins.")
        sentences = [
            text.format(
                name=name(winner, names), first=line[0] + 1 if line else 0, last=line[-1] + 1 if line else 0
            )
        ]
        mover = (self.last or {}).get("player")
        if mover is not None and mover != winner:
            sentences.append(
                _("{name}'s bump pushed the piece that completed it.").format(name=name(mover, names))
            )
        return " ".join(sentences)

    def preview(self, move: PetalBattleMove) -> dict[str, Any] | None:
        """What an action would do: for a bump, where the bumped piece goes (the
        petal it slides to, or how it is squished) and where the mover ends up; for
        any action, whether it ends the game. Everything is public once the stacks
        are revealed. None while sequencing and for ``end``."""
        p = self.turn
        if p is None or self.phase != "play" or move["type"] == "sequence" or move["type"] == "end":
            return None
        after = self.apply(move)
        last = after.last or {}
        out: dict[str, Any] = {
            "kind": "action",
            "bumped": None,
            "mover_at": None,
            "winners": None,
            "reason": None,
        }
        action: tuple[str, str] | None = None
        if move["type"] == "bump":
            bumped = dict(last["bumped"])
            out["bumped"] = bumped
            out["mover_at"] = last["mover_at"]
            owner = None if bumped["owner"] == p else self.game.player_name(bumped["owner"])
            words = {
                "target": whose_piece(bumped["size"], owner, own="your"),
                "at": bumped["from"] + 1,
                "mover": your_piece(last["size"]),
                "to": bumped["to"] + 1 if bumped["to"] is not None else 0,
                "smaller": a_piece(bumped["size_after"]) if bumped.get("size_after") else "",
                "stays": last["from"] + 1,
            }
            clause, sentence = bump_preview(last["effect"])
            action = (clause.format(**words), sentence.format(**words))
        elif move["type"] == "slide" or move["type"] == "flip":
            out["mover_at"] = move["to"]
        result: tuple[str, str] | None = None
        if after.phase == "over" and after.reason != "limit":
            winner = after.winners_[0]
            out["winners"] = list(after.winners_)
            out["reason"] = after.reason
            result = win_preview(winner == p, after.reason == "five", self.game.player_name(winner))
        if action and result:
            # Translators: what an action does ({action}), then how it ends the game ({result})
            text = _("{action}; {result}.").format(action=action[0], result=result[0])
        elif action or result:
            text = (action or result or ("", ""))[1]
        else:
            return None
        return {**out, "text": text}


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
