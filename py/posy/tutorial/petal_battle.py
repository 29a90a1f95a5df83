"""Petal Battle's guided first game: the clauses of the rulebook, and one
deal where the first Sequencing shows every action. Seed 1 and its moves were found by
``tools/tutorial_seeds.py petal_battle`` (random rollouts of the first Sequencing in which
Red takes an action kind not yet taken whenever it can; the first where Red spawns,
grows, slides, flips, bumps and squishes, and nobody has won yet)."""

from __future__ import annotations

from typing import Any

from ..core import Move, State
from ..core.i18n import N_
from . import Clause, Step, Tutorial

CLAUSES = (
    Clause(
        "goal",
        # Translators: Petal Battle tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
        N_(
            "Two swarms of insects fight over a daisy: swarm your pieces over all the petals on one side of it."
        ),
    ),
    Clause(
        "setup",
        # Translators: Petal Battle tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
        N_(
            "Each player starts with a Large of their colour, directly opposite the other's, and a Trio of another colour in hand."
        ),
    ),
    Clause(
        "sequencing",
        # Translators: Petal Battle tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
        N_("At the start, and again after every three rounds, each player stacks their Trio in secret."),
    ),
    Clause(
        "pips",
        # Translators: Petal Battle tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
        N_(
            "For the next three rounds, each turn you take as many actions as the pips on the top pyramid of your stack, then set it aside."
        ),
    ),
    Clause(
        "first",
        # Translators: Petal Battle tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
        N_(
            "The smaller top pyramid goes first for those three rounds; on a tie the smaller middle one; identical stacks: the first ready."
        ),
    ),
    Clause(
        "spawn",
        # Translators: Petal Battle tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
        N_(
            "Spawn: put a new Small on an empty space beside one of your Larges (not when all your Smalls are in use)."
        ),
    ),
    Clause(
        "grow",
        # Translators: Petal Battle tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
        N_("Grow: replace your Small or Medium with the next size up (not when that size is unavailable)."),
    ),
    Clause(
        # Translators: Petal Battle tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
        "slide-flip",
        N_("Slide a piece of yours to a space beside it, or Flip it to the space directly across."),
    ),
    Clause(
        "bump",
        # Translators: Petal Battle tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
        N_(
            "Bump: Slide or Flip into a space with a piece of equal or smaller size; that piece slides into the next empty space."
        ),
    ),
    # Translators: Petal Battle tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
    Clause("no-flip", N_("Bumped pieces cannot be Flipped.")),
    Clause(
        "choose",
        # Translators: Petal Battle tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
        N_(
            "If you Bump by Flipping and both sides of the bumped piece are empty, you choose where it slides."
        ),
    ),
    # Translators: Petal Battle tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
    Clause("squish", N_("A bumped piece with no empty space to slide into is Squished.")),
    # Translators: Petal Battle tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
    Clause("same-size", N_("A Squished piece of the same size gets smaller, and your piece does not move.")),
    # Translators: Petal Battle tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
    Clause("smaller", N_("A Squished smaller piece is removed, and your piece moves into its space.")),
    # Translators: Petal Battle tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
    Clause("medium", N_("A Medium Squished when no Smalls are available is removed, and you move in.")),
    # Translators: Petal Battle tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
    Clause("never-larger", N_("A smaller piece can never Squish a larger piece.")),
    # Translators: Petal Battle tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
    Clause("own", N_("You can Bump your own pieces, but you cannot Squish them.")),
    # Translators: Petal Battle tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
    Clause("five", N_("Fill five spaces in a row with pieces of your colour (any sizes) to win.")),
    # Translators: Petal Battle tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
    Clause("wipeout", N_("You also win if the other player has no pieces left on the board.")),
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
        # Translators: Petal Battle tutorial, step 1 of 18: the coach explains, pointing at the daisy-shaped board; the learner taps Next.
        N_(
            "Welcome to Petal Battle! Two swarms fight over a daisy of 10 petals. You are Red; your Large faces Blue's "
            "across the daisy. Win with five petals in a row of your colour, or when Blue has no piece left."
        ),
        ("goal", "setup", "five", "wipeout"),
        point=".pb-daisy",
    ),
    # Translators: Petal Battle tutorial, step 2 of 18: the computer opponent makes this move on the board while the sentence shows.
    Step(N_("Blue stacks its Trio in secret."), ("sequencing",), _m("sequence", order=[3, 1, 2]), by="them"),
    Step(
        # Translators: Petal Battle tutorial, step 3 of 18: the learner is asked for this move and makes it by tapping as the sentence says.
        N_(
            "Now stack yours, hidden from Blue, top first: the top pyramid's pips are your actions this turn, and each "
            "turn uses the next one. Tap the Large (3), then the Small (1), then Confirm."
        ),
        ("sequencing", "pips"),
        _m("sequence", order=[3, 1, 2]),
    ),
    Step(
        # Translators: Petal Battle tutorial, step 4 of 18: the coach explains, pointing at the daisy-shaped board; the learner taps Next.
        N_(
            "Both stacks are the same, and Blue was ready first: Blue goes first for these three rounds. Otherwise the "
            "smaller top pyramid goes first; on a tie, the smaller middle one."
        ),
        ("first",),
        point=".pb-daisy",
    ),
    Step(
        # Translators: Petal Battle tutorial, step 5 of 18: the computer opponent makes this move on the board while the sentence shows.
        N_("Blue slides its Large to the next petal."),
        ("slide-flip",),
        _m("slide", **{"from": 5, "to": 4}),
        by="them",
    ),
    Step(
        # Translators: Petal Battle tutorial, step 6 of 18: the computer opponent makes this move on the board while the sentence shows.
        N_("Blue spawns a Small beside its Large."),
        ("spawn",),
        _m("spawn", to=5),
        by="them",
        happens=_kind("spawn"),
    ),
    Step(
        # Translators: Petal Battle tutorial, step 7 of 18: the computer opponent makes this move on the board while the sentence shows.
        N_("Blue flips its Large across the daisy."),
        ("slide-flip",),
        _m("flip", **{"from": 4, "to": 9}),
        by="them",
    ),
    Step(
        # Translators: Petal Battle tutorial, step 8 of 18: the learner is asked for this move and makes it by tapping as the sentence says.
        N_(
            "Your turn: 3 actions. Flip your Large across onto Blue's Small: a piece of equal or smaller size is bumped. "
            "Both its sides are empty, so you choose: push it to petal 7. (Bumped pieces only slide, never flip.)"
        ),
        ("bump", "choose", "no-flip"),
        _bump(0, 5, 6, "push"),
        happens=_effect("push"),
    ),
    Step(
        # Translators: Petal Battle tutorial, step 9 of 18: the learner is asked for this move and makes it by tapping as the sentence says.
        N_("Flip your Large back across the daisy, to petal 1."),
        ("slide-flip",),
        _m("flip", **{"from": 5, "to": 0}),
    ),
    # Translators: Petal Battle tutorial, step 10 of 18: the learner is asked for this move and makes it by tapping as the sentence says.
    Step(
        N_("Slide it to the petal beside it: petal 2."), ("slide-flip",), _m("slide", **{"from": 0, "to": 1})
    ),
    Step(
        # Translators: Petal Battle tutorial, step 11 of 18: the computer opponent makes this move on the board while the sentence shows.
        N_("Blue grows its Small into a Medium."),
        ("grow",),
        _m("grow", at=6, size=2),
        by="them",
        happens=_kind("grow"),
    ),
    Step(
        # Translators: Petal Battle tutorial, step 12 of 18: the learner is asked for this move and makes it by tapping as the sentence says.
        N_(
            "Your Small is on top now: 1 action. Spawn a Small on the empty petal beside your Large: petal 3."
        ),
        ("spawn",),
        _m("spawn", to=2),
        happens=_kind("spawn"),
    ),
    Step(
        # Translators: Petal Battle tutorial, step 13 of 18: the computer opponent makes this move on the board while the sentence shows.
        N_("Blue slides its Large to petal 1."),
        ("slide-flip",),
        _m("slide", **{"from": 9, "to": 0}),
        by="them",
    ),
    # Translators: Petal Battle tutorial, step 14 of 18: the computer opponent makes this move on the board while the sentence shows.
    Step(N_("Blue spawns a Small beside it."), ("spawn",), _m("spawn", to=9), by="them"),
    Step(
        # Translators: Petal Battle tutorial, step 15 of 18: the learner is asked for this move and makes it by tapping as the sentence says.
        N_(
            "2 actions. Slide your Large onto Blue's Large on petal 1: it has no empty petal to go to, so it is squished. "
            "Same size: it shrinks, and your piece stays."
        ),
        ("squish", "same-size"),
        _bump(1, 0, None, "reduce"),
        happens=_effect("reduce"),
    ),
    Step(
        # Translators: Petal Battle tutorial, step 16 of 18: the learner is asked for this move and makes it by tapping as the sentence says.
        N_("Grow your Small on petal 3 into a Medium."),
        ("grow",),
        _m("grow", at=2, size=2),
        happens=_kind("grow"),
    ),
    Step(
        # Translators: Petal Battle tutorial, step 17 of 18: the coach explains, pointing at the daisy-shaped board; the learner taps Next.
        N_(
            "A squished smaller piece is removed and you move in; so is a Medium when no Small is left. A smaller piece "
            "never squishes a larger one, and you may bump your own pieces but never squish them."
        ),
        ("smaller", "medium", "never-larger", "own"),
        point=".pb-daisy",
    ),
    # Translators: Petal Battle tutorial, step 18 of 18: the coach explains, pointing at the board; the learner taps Next.
    Step(
        N_("Three rounds are over, so you both stack your Trios again. Now play on yourself!"),
        ("sequencing",),
    ),
)

TUTORIAL = Tutorial(
    game="petal_battle",
    seed=1,
    # Translators: Petal Battle tutorial: the players' names, the learner's then the computer's (the game's colours).
    names=(N_("Red"), N_("Blue")),
    clauses=CLAUSES,
    steps=STEPS,
    taps=taps,
)
