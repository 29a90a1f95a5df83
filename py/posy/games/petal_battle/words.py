"""Petal Battle in words: why a move is illegal, a move as the log tells it, the notes
the rules add on their own (passes, Sequencing's stacks, the end) and the coach's
preview of an action: ``PetalBattleWords``, one of ``PetalBattleState``'s bases.
"""

from __future__ import annotations

from typing import Any, Self

from ...core import MoveInput, is_int, plural
from .board import (
    BLUE,
    LEFT,
    MAX_SEQUENCINGS,
    OPPOSITE,
    PETALS,
    RED,
    RIGHT,
    SIZE_WORDS,
    TARGETS,
    owner_of,
    petal_name,
    size_of,
)
from .contract import PetalBattleMove
from .rules import PetalBattleRules


def pass_words(entry: dict[str, Any], name: str) -> str:
    """A log sentence for one pass (an entry of ``last["passes"]``)."""
    n = entry["unused"]
    if entry["whole"]:
        return f"{name} has no action: their whole turn of {plural(n, 'action')} passes."
    return f"{name} has no action left: {plural(n, 'action')} pass{'es' if n == 1 else ''}."


def pips(stack: list[int]) -> str:
    return "-".join(str(x) for x in stack)


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
            return "That is not a Petal Battle move."
        if set(move) != shapes[kind]:
            return f"That {kind} move is not written the way Petal Battle expects."
        p = self.turn
        assert p is not None
        if self.phase == "sequence":
            if kind != "sequence":
                return "First stack your sequencing Trio: choose the order of your three pyramids."
            order = move["order"]
            if not isinstance(order, list) or sorted(order) != [1, 2, 3] or not all(map(is_int, order)):
                return "Stack your Small, Medium and Large, each once: an order of 1, 2 and 3 pips."
            return "That stack is not allowed now."
        if kind == "sequence":
            return "Sequencing happens only before every three rounds; now take your actions."
        for key in ("to", "at", "from", "push"):
            if key in move and not (move[key] is None and key == "push"):
                x = move[key]
                if not is_int(x) or not 0 <= x < PETALS:
                    return "That petal is not on the board."
        if kind == "end":
            if not self.early:
                return (
                    "You take as many actions as the pips on your top pyramid: your turn ends "
                    "when they are used, or when you have no action left."
                )
            return "Take at least one action before ending your turn."
        board = self.board
        if kind == "spawn":
            i = move["to"]
            if self.supply[p][0] == 0:
                return "You can't Spawn: all your Small pieces are already in use."
            if board[i]:
                return "You can only Spawn into an empty petal."
            return "You can only Spawn next to one of your Large pieces."
        if kind == "grow":
            i = move["at"]
            cell = board[i]
            if not cell or owner_of(cell) != p:
                return "You can only Grow a piece of your own colour."
            s = size_of(cell)
            if s == 3:
                return "A Large piece can't grow any bigger."
            if move["size"] != s + 1:
                return f"A {SIZE_WORDS[s]} piece grows into a {SIZE_WORDS[s + 1]} one."
            return f"You can't Grow that piece: you have no {SIZE_WORDS[s + 1]} piece left in your supply."
        i, j = move["from"], move["to"]
        cell = board[i]
        if not cell:
            return "There is no piece on that petal to move."
        if owner_of(cell) != p:
            return "You can only move pieces of your own colour."
        if kind == "slide" and j not in (LEFT[i], RIGHT[i]):
            return "A Slide moves a piece to one of the two petals next to it."
        if kind == "flip" and j != OPPOSITE[i]:
            return "A Flip moves a piece to the petal directly across the flower."
        if kind in ("slide", "flip"):
            return "That petal is taken: moving there is a Bump."
        if j not in TARGETS[i]:
            return "You can only bump into a petal next to your piece or directly across from it."
        target = board[j]
        if not target:
            return "That petal is empty: Slide or Flip there instead of bumping."
        if size_of(target) > size_of(cell):
            return "A smaller piece can never bump a larger one."
        outcomes = self.bump_outcomes(i, j)
        if not outcomes:
            return "You can't squish your own piece."
        if move["effect"] not in ("push", "reduce", "squish"):
            return "A bump's effect is push, reduce or squish."
        k = move["push"]
        if outcomes[0][1] != "push":
            return "The bumped piece has no empty petal to slide into, so it gets squished."
        if k is None:
            return "The bumped piece has an empty petal to slide into, so it is not squished."
        if j == OPPOSITE[i]:
            return "Bumped pieces slide into an empty petal next to them; they are never flipped."
        return "A piece bumped by a Slide moves on one petal in the same direction."

    def describe(self, move: PetalBattleMove, names: list[str] | None = None) -> str:
        """The move in words, then any passes it led to (they happen inside it)."""
        text = self.move_words(move, names)
        passes = (self.apply(move).last or {}).get("passes", ())
        for entry in passes:
            text += " " + pass_words(entry, self.game.player_name(entry["player"], names))
        return text

    def move_words(self, move: PetalBattleMove, names: list[str] | None) -> str:
        p = self.turn
        name = self.game.player_name(p, names)
        if move["type"] == "sequence":
            return f"{name} stacks their sequencing Trio."
        if move["type"] == "end":
            return f"{name} ends the turn with {plural(self.left, 'action')} unused."
        if move["type"] == "spawn":
            return f"{name} spawns a small on {petal_name(move['to'])}."
        if move["type"] == "grow":
            s = move["size"]
            return f"{name} grows a {SIZE_WORDS[s - 1]} on {petal_name(move['at'])} into a {SIZE_WORDS[s]}."
        i, j = move["from"], move["to"]
        size = SIZE_WORDS[size_of(self.board[i])]
        if move["type"] != "bump":
            verb = "slides" if move["type"] == "slide" else "flips"
            return f"{name} {verb} a {size} from {petal_name(i)} to {petal_name(j)}."
        verb = "flips" if j == OPPOSITE[i] else "slides"
        target = self.board[j]
        q, t = owner_of(target), size_of(target)
        whose = "their own" if q == p else f"{self.game.player_name(q, names)}'s"
        head = f"{name} {verb} a {size} from {petal_name(i)} onto {whose} {SIZE_WORDS[t]} on {petal_name(j)}"
        effect, push = move["effect"], move["push"]
        if effect == "push":
            assert push is not None  # a push names the petal it pushes to
            return f"{head}, bumping it to {petal_name(push)}."
        if effect == "reduce":
            down = self.bump_outcomes(i, j)[0][2]
            assert down is not None
            return f"{head}: squished, it shrinks to a {SIZE_WORDS[down]} and the {size} stays put."
        return f"{head}: squished, it is removed and the {size} moves in."

    def notes_after(self, move: PetalBattleMove, after: Self, names: list[str] | None = None) -> list[str]:
        """The stacks turned over and who goes first, a new Sequencing after three rounds,
        the end. (Passes are already in the move's own line: see :meth:`describe`.) A
        stack set face down is never described: only that it was set."""
        name = self.game.player_name
        last = after.last or {}
        notes = []
        if last.get("type") == "reveal":
            a, b = last["stacks"]
            why = {
                "top": "the smaller top pyramid",
                "middle": "the same top pyramid and the smaller middle one",
                "tie": "identical stacks, and the first to be ready",
            }[last["why"]]
            stacks = f"{name(RED, names)} {pips(a)}, {name(BLUE, names)} {pips(b)} (top first)"
            first = name(last["first"], names)
            if last.get("passes"):  # the move's line already told the pass that followed the reveal
                notes.append(
                    f"Before that, both stacks were turned over: {stacks}; {first} went first: {why}."
                )
            else:
                notes.append(
                    f"Both stacks are turned over: {stacks}. {first} goes first in the next three rounds: {why}."
                )
        if after.phase == "sequence" and self.phase == "play":
            notes.append(
                f"Three rounds are over: Sequencing {after.seqno} of {MAX_SEQUENCINGS}; both players stack their "
                f"sequencing Trio again, {name(after.turn, names)} first."
            )
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
            return f"{who} had no action: their whole turn of {plural(n, 'action')} passed."
        return f"{who} had no action left: {plural(n, 'action')} passed."

    def end_reason(self, names: list[str] | None = None) -> str:
        name = self.game.player_name
        if self.reason == "limit":
            return (
                f"Nobody won in {MAX_SEQUENCINGS} Sequencings (60 rounds): the game is a draw "
                "(Posy's draw rule; the rulebook has none)."
            )
        winner = self.winners_[0]
        if self.reason == "wipeout":
            return f"{name(1 - winner, names)} has no pieces left on the board: {name(winner, names)} wins."
        line = self.line or ()
        where = f" (petals {line[0] + 1} to {line[-1] + 1})" if line else ""
        text = f"{name(winner, names)} fills five petals in a row{where}: {name(winner, names)} wins."
        mover = (self.last or {}).get("player")
        if mover is not None and mover != winner:
            text += f" {name(mover, names)}'s bump pushed the piece that completed it."
        return text

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
        text = ""
        if move["type"] == "bump":
            bumped = dict(last["bumped"])
            out["bumped"] = bumped
            out["mover_at"] = last["mover_at"]
            whose = "your own" if bumped["owner"] == p else f"{self.game.player_name(bumped['owner'])}'s"
            what = f"{whose} {SIZE_WORDS[bumped['size']]} on {petal_name(bumped['from'])}"
            mover = SIZE_WORDS[last["size"]]
            if last["effect"] == "push":
                text = f"Bumps {what} to {petal_name(bumped['to'])}; your {mover} moves onto {petal_name(bumped['from'])}"
            elif last["effect"] == "reduce":
                text = (
                    f"Squishes {what}: it shrinks to a {SIZE_WORDS[bumped['size_after']]} and your {mover} "
                    f"stays on {petal_name(last['from'])}"
                )
            else:
                text = f"Squishes {what}: it goes back to its supply and your {mover} moves in"
        elif move["type"] == "slide" or move["type"] == "flip":
            out["mover_at"] = move["to"]
        if after.phase == "over" and after.reason != "limit":
            winner = after.winners_[0]
            out["winners"] = list(after.winners_)
            out["reason"] = after.reason
            if winner == p:
                result = (
                    "you win: five in a row"
                    if after.reason == "five"
                    else "you win: no opposing piece is left"
                )
            else:
                result = f"{self.game.player_name(winner)} wins: five in a row"
            text = f"{text}; {result}" if text else result[0].upper() + result[1:]
        if not text:
            return None
        return {**out, "text": text + "."}
