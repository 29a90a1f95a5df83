"""Petal's guided first game: the clauses of the rulebook, and one deal
where every rule shows in the first five moves. Seed 2 was found by
``tools/tutorial_seeds.py petal`` (the first seed where Pink starts and the plan works)."""

from __future__ import annotations

from typing import Any

from ..core import Move, State
from ..core.i18n import N_
from ..games.petal import flower_points, square_name
from . import Clause, Step, Tutorial

CLAUSES = (
    # Translators: Petal tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
    Clause("goal", N_("Make the best bouquet of flowers in your colour.")),
    # Translators: Petal tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
    Clause("colours", N_("Each player has a colour: pink or green.")),
    # Translators: Petal tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
    Clause("first", N_("The tree tile is flipped: the colour that lands face up starts.")),
    Clause(
        # Translators: Petal tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
        "grid",
        N_("The tiles lie number side up on a 7x7 grid, colours alternating, the tree in the middle."),
    ),
    # Translators: Petal tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
    Clause("turn", N_("Players take turns; on your turn you do one of three things.")),
    Clause(
        "flip-petal",
        # Translators: Petal tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
        N_("Flip a petal onto a face-up petal next to it (up, down, left or right): the two make a flower."),
    ),
    # Translators: Petal tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
    Clause(
        "flip-petal-not", N_("You can't flip a petal onto a flower, onto the tree or into an empty space.")
    ),
    # Translators: Petal tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
    Clause("flip-flower", N_("Flip any flower onto a face-up petal next to it, to grow the flower.")),
    Clause(
        "flip-flower-not",
        # Translators: Petal tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
        N_("You can't flip a flower onto another flower, onto the tree or into an empty space."),
    ),
    # Translators: Petal tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
    Clause("pick", N_("Pick a flower from the board to score it, and keep it for the end.")),
    Clause(
        # Translators: Petal tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
        "count",
        N_("Add up the tiles of each colour in the flower, and take the opponent's total from yours."),
    ),
    # Translators: Petal tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
    Clause("zero", N_("If a flower is worth zero or less, you score 0.")),
    # Translators: Petal tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
    Clause("fewer", N_("At the end, the player with fewer flowers scores 3 points for each flower fewer.")),
    Clause(
        "end",
        # Translators: Petal tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
        N_(
            "The game ends when no petals are next to each other and no flowers are left: no move is possible."
        ),
    ),
    # Translators: Petal tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
    Clause("winner", N_("The highest score wins; on a tie, the player with fewer flowers wins.")),
)


def _cell(square: int) -> str:
    return f".petal-board .cell[data-square={square_name(square)}]"


def taps(_: State[Any], move: Move) -> list[str]:
    """A flip: the tile, then where it goes. A pick: the flower, then its Pick button."""
    if move["type"] == "flip":
        return [_cell(int(move["from"])), _cell(int(move["to"]))]
    return [_cell(int(move["cell"])), ".petal-pick"]


def _s(state: State[Any]) -> Any:
    return state  # a PetalState: its fields, for the checks below


def _made_flower(before: State[Any], after: State[Any]) -> bool:
    to = _s(after).last[3]
    return len(_s(before).cells[to]) == 1 and len(_s(after).cells[to]) == 2


def _grew(before: State[Any], after: State[Any]) -> bool:
    to = _s(after).last[3]
    return len(_s(after).cells[to]) == 3


def _scored(player: int, points: int) -> Any:
    def check(before: State[Any], after: State[Any]) -> bool:
        square = _s(after).last[2]
        return bool(
            flower_points(_s(before).cells[square], player) == points
            and after.scores[player] == before.scores[player] + points
        )

    return check


def _flip(source: int, target: int) -> Move:
    return {"type": "flip", "from": source, "to": target}


STEPS = (
    Step(
        # Translators: Petal tutorial, step 1 of 8: the coach explains, pointing at square D4 of the board; the learner taps Next.
        N_(
            "Welcome to Petal! You play pink, the computer green. Tiles of both colours lie in a checkerboard, "
            "the tree in the middle. The tree was flipped: pink landed up, so you start."
        ),
        ("goal", "colours", "first", "grid"),
        point=".petal-board .cell[data-square=D4]",
    ),
    Step(
        # Translators: Petal tutorial, step 2 of 8: the learner is asked for this move and makes it by tapping as the sentence says.
        N_(
            "On your turn you do one of three things. First: flip a petal onto a petal next to it. "
            "Tap your pink 7 on B2, then the green 2 on B1: they make a flower."
        ),
        ("turn", "flip-petal"),
        _flip(8, 1),
        happens=_made_flower,
    ),
    Step(
        # Translators: Petal tutorial, step 3 of 8: the computer opponent makes this move on the board while the sentence shows.
        N_("Green flips its 5 onto your pink 7 on E1."),
        ("flip-petal",),
        _flip(3, 4),
        by="them",
        happens=_made_flower,
    ),
    Step(
        # Translators: Petal tutorial, step 4 of 8: the learner is asked for this move and makes it by tapping as the sentence says.
        N_(
            "Second: flip a flower onto a petal next to it, to grow it. Tap your flower on B1, then the pink 1 on A1. "
            "A flower can't go onto another flower, the tree or an empty square."
        ),
        ("flip-flower", "flip-flower-not", "flip-petal-not"),
        _flip(1, 0),
        happens=_grew,
    ),
    Step(
        # Translators: Petal tutorial, step 5 of 8: the computer opponent makes this move on the board while the sentence shows.
        N_("Green picks its flower on E1."),
        ("pick",),
        {"type": "pick", "cell": 4},
        by="them",
        happens=_scored(1, 0),
    ),
    Step(
        # Translators: Petal tutorial, step 6 of 8: the coach explains, pointing at the opponent's score panel; the learner taps Next.
        N_(
            "Green scored 0: that flower held your pink 7 against its green 5. A flower worth zero or less scores 0."
        ),
        ("zero",),
        point=".panels [data-seat='1']",
    ),
    Step(
        # Translators: Petal tutorial, step 7 of 8: the learner is asked for this move and makes it by tapping as the sentence says.
        N_(
            "Third: pick a flower to score it. Tap your flower on A1, then Pick. "
            "It holds pink 1 and 7 against green 2: 8 minus 2 is 6 points."
        ),
        ("pick", "count"),
        {"type": "pick", "cell": 0},
        happens=_scored(0, 6),
    ),
    Step(
        # Translators: Petal tutorial, step 8 of 8: the coach explains, pointing at the learner's own score panel; the learner taps Next.
        N_(
            "The game ends when no move is left. The player with fewer flowers then scores 3 points for each flower fewer. "
            "The highest score wins; on a tie, fewer flowers wins. Now finish the game yourself!"
        ),
        ("end", "fewer", "winner"),
        point=".panels [data-seat='0']",
    ),
)

TUTORIAL = Tutorial(
    game="petal",
    seed=2,
    # Translators: Petal tutorial: the players' names, the learner's then the computer's (the game's colours).
    names=(N_("Pink"), N_("Green")),
    clauses=CLAUSES,
    steps=STEPS,
    taps=taps,
)
