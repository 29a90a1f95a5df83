"""Petal Battle in words: a move as the log tells it, the notes the rules add on their own
(passes, Sequencing's stacks, the end) and the coach's preview of an action:
``PetalBattleWords``, one of ``PetalBattleState``'s bases. Why a move is illegal is its
base's, ``PetalBattleRefusals`` (refusals.py); the sentences it fills in, whole or built
of phrases, are ``phrases.py``'s. Every sentence is the catalogue's (``core.i18n``), in
the language of the call.
"""

from __future__ import annotations

from typing import Any, Self

from ...core.i18n import _, ngettext
from .board import BLUE, MAX_SEQUENCINGS, OPPOSITE, RED, owner_of, size_of
from .contract import PetalBattleMove
from .phrases import (
    a_piece,
    bump_preview,
    bump_sentence,
    move_sentence,
    pass_words,
    pips,
    reveal_sentence,
    the_piece,
    whose_piece,
    win_preview,
    your_piece,
)
from .refusals import PetalBattleRefusals


class PetalBattleWords(PetalBattleRefusals):
    """What a player reads of a position: the log's lines and notes, the status line, the
    end and the preview (the refusals are ``PetalBattleRefusals``')."""

    __slots__ = ()

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
