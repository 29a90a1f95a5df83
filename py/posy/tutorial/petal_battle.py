"""Petal Battle's guided first game: the clauses of the rulebook, and one
deal where the first Sequencing shows every action. Seed 1 and its moves were found by
``tools/tutorial_seeds.py petal_battle`` (random rollouts of the first Sequencing in which
Red takes an action kind not yet taken whenever it can; the first where Red spawns,
grows, slides, flips, bumps and squishes, and nobody has won yet)."""

from __future__ import annotations

from typing import Any

from ..core import Move, State
from . import Clause, Step, Tutorial

CLAUSES = (
    Clause(
        "goal",
        "Two swarms of insects fight over a daisy: swarm your pieces over all the petals on one side of it.",
    ),
    Clause(
        "setup",
        "Each player starts with a Large of their colour, directly opposite the other's, and a Trio of another colour in hand.",
    ),
    Clause(
        "sequencing",
        "At the start, and again after every three rounds, each player stacks their Trio in secret.",
    ),
    Clause(
        "pips",
        "For the next three rounds, each turn you take as many actions as the pips on the top pyramid of your stack, then set it aside.",
    ),
    Clause(
        "first",
        "The smaller top pyramid goes first for those three rounds; on a tie the smaller middle one; identical stacks: the first ready.",
    ),
    Clause(
        "spawn",
        "Spawn: put a new Small on an empty space beside one of your Larges (not when all your Smalls are in use).",
    ),
    Clause(
        "grow",
        "Grow: replace your Small or Medium with the next size up (not when that size is unavailable).",
    ),
    Clause(
        "slide-flip", "Slide a piece of yours to a space beside it, or Flip it to the space directly across."
    ),
    Clause(
        "bump",
        "Bump: Slide or Flip into a space with a piece of equal or smaller size; that piece slides into the next empty space.",
    ),
    Clause("no-flip", "Bumped pieces cannot be Flipped."),
    Clause(
        "choose",
        "If you Bump by Flipping and both sides of the bumped piece are empty, you choose where it slides.",
    ),
    Clause("squish", "A bumped piece with no empty space to slide into is Squished."),
    Clause("same-size", "A Squished piece of the same size gets smaller, and your piece does not move."),
    Clause("smaller", "A Squished smaller piece is removed, and your piece moves into its space."),
    Clause("medium", "A Medium Squished when no Smalls are available is removed, and you move in."),
    Clause("never-larger", "A smaller piece can never Squish a larger piece."),
    Clause("own", "You can Bump your own pieces, but you cannot Squish them."),
    Clause("five", "Fill five spaces in a row with pieces of your colour (any sizes) to win."),
    Clause("wipeout", "You also win if the other player has no pieces left on the board."),
)

PETAL = ".pb-daisy .pb-petal[data-petal='{}']"


def taps(state: State[Any], move: Move) -> list[str]:
    """A stack: two pyramids (the third fills itself), Confirm. A spawn: its petal. A grow:
    the piece, then Grow. A slide, flip or bump: the piece, the petal, and where the
    bumped piece goes when the player chooses."""
    kind = move["type"]
    if kind == "sequence":
        return [
            f".pb-trio[data-pips='{move['order'][0]}']",
            f".pb-trio[data-pips='{move['order'][1]}']",
            ".pb-confirm",
        ]
    if kind == "spawn":
        return [PETAL.format(move["to"])]
    if kind == "grow":
        return [PETAL.format(move["at"]), '[data-key="grow"]']
    if kind == "end":
        return [".pb-end"]
    out = [PETAL.format(move["from"]), PETAL.format(move["to"])]
    same = [
        m
        for m in state.moves()
        if m["type"] == "bump" and m["from"] == move["from"] and m["to"] == move["to"]
    ]
    return [*out, PETAL.format(move["push"])] if len(same) > 1 else out


def _s(state: State[Any]) -> Any:
    return state  # a PetalBattleState: its fields, for the checks below


def _effect(effect: str) -> Any:
    return lambda _, after: (_s(after).last or {}).get("effect") == effect


def _kind(kind: str) -> Any:
    return lambda _, after: (_s(after).last or {}).get("type") == kind


def _m(kind: str, **fields: Any) -> Move:
    return {"type": kind, **fields}


def _bump(source: int, target: int, push: int | None, effect: str) -> Move:
    return {"type": "bump", "from": source, "to": target, "push": push, "effect": effect}


STEPS = (
    Step(
        "Welcome to Petal Battle! Two swarms fight over a daisy of 10 petals. You are Red; your Large faces Blue's "
        "across the daisy. Win with five petals in a row of your colour, or when Blue has no piece left.",
        ("goal", "setup", "five", "wipeout"),
        point=".pb-daisy",
    ),
    Step("Blue stacks its Trio in secret.", ("sequencing",), _m("sequence", order=[3, 1, 2]), by="them"),
    Step(
        "Now stack yours, hidden from Blue, top first: the top pyramid's pips are your actions this turn, and each "
        "turn uses the next one. Tap the Large (3), then the Small (1), then Confirm.",
        ("sequencing", "pips"),
        _m("sequence", order=[3, 1, 2]),
    ),
    Step(
        "Both stacks are the same, and Blue was ready first: Blue goes first for these three rounds. Otherwise the "
        "smaller top pyramid goes first; on a tie, the smaller middle one.",
        ("first",),
        point=".pb-daisy",
    ),
    Step(
        "Blue slides its Large to the next petal.",
        ("slide-flip",),
        _m("slide", **{"from": 5, "to": 4}),
        by="them",
    ),
    Step(
        "Blue spawns a Small beside its Large.",
        ("spawn",),
        _m("spawn", to=5),
        by="them",
        happens=_kind("spawn"),
    ),
    Step(
        "Blue flips its Large across the daisy.",
        ("slide-flip",),
        _m("flip", **{"from": 4, "to": 9}),
        by="them",
    ),
    Step(
        "Your turn: 3 actions. Flip your Large across onto Blue's Small: a piece of equal or smaller size is bumped. "
        "Both its sides are empty, so you choose: push it to petal 7. (Bumped pieces only slide, never flip.)",
        ("bump", "choose", "no-flip"),
        _bump(0, 5, 6, "push"),
        happens=_effect("push"),
    ),
    Step(
        "Flip your Large back across the daisy, to petal 1.",
        ("slide-flip",),
        _m("flip", **{"from": 5, "to": 0}),
    ),
    Step("Slide it to the petal beside it: petal 2.", ("slide-flip",), _m("slide", **{"from": 0, "to": 1})),
    Step(
        "Blue grows its Small into a Medium.",
        ("grow",),
        _m("grow", at=6, size=2),
        by="them",
        happens=_kind("grow"),
    ),
    Step(
        "Your Small is on top now: 1 action. Spawn a Small on the empty petal beside your Large: petal 3.",
        ("spawn",),
        _m("spawn", to=2),
        happens=_kind("spawn"),
    ),
    Step(
        "Blue slides its Large to petal 1.", ("slide-flip",), _m("slide", **{"from": 9, "to": 0}), by="them"
    ),
    Step("Blue spawns a Small beside it.", ("spawn",), _m("spawn", to=9), by="them"),
    Step(
        "2 actions. Slide your Large onto Blue's Large on petal 1: it has no empty petal to go to, so it is squished. "
        "Same size: it shrinks, and your piece stays.",
        ("squish", "same-size"),
        _bump(1, 0, None, "reduce"),
        happens=_effect("reduce"),
    ),
    Step(
        "Grow your Small on petal 3 into a Medium.",
        ("grow",),
        _m("grow", at=2, size=2),
        happens=_kind("grow"),
    ),
    Step(
        "A squished smaller piece is removed and you move in; so is a Medium when no Small is left. A smaller piece "
        "never squishes a larger one, and you may bump your own pieces but never squish them.",
        ("smaller", "medium", "never-larger", "own"),
        point=".pb-daisy",
    ),
    Step("Three rounds are over, so you both stack your Trios again. Now play on yourself!", ("sequencing",)),
)

TUTORIAL = Tutorial(
    game="petal_battle", seed=1, names=("Red", "Blue"), clauses=CLAUSES, steps=STEPS, taps=taps
)
