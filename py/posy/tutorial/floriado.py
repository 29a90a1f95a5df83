"""Floriado's guided first game: the clauses of the rulebook, and one deal
where every rule shows in the first eight moves. Seed 1 was found by
``tools/tutorial_seeds.py floriado`` (the first seed where the plan below works)."""

from __future__ import annotations

from typing import Any

from ..core import Move, State
from ..core.i18n import N_
from ..games.floriado import COLS, square_name
from . import Clause, Step, Tutorial

CLAUSES = (
    # Translators: Floriado tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
    Clause("goal", N_("Flowers grow in a 5x8 field. Pick them to make runs of each colour.")),
    Clause(
        "start-gray",
        # Translators: Floriado tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
        N_(
            "Gray starts: he chooses the direction of his man, places him on the field and picks that square's flowers."
        ),
    ),
    # Translators: Floriado tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
    Clause("start-white", N_("Then White does the same.")),
    # Translators: Floriado tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
    Clause("turn", N_("Then you take turns moving your man left, straight ahead or right, never backwards.")),
    # Translators: Floriado tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
    Clause("distance", N_("You may move as far as you like, to any square that still has flowers.")),
    # Translators: Floriado tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
    Clause("skip", N_("You may pass over empty squares, as long as you move in a straight line.")),
    # Translators: Floriado tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
    Clause("no-empty-stop", N_("You cannot end your move on a square whose flowers are already picked.")),
    # Translators: Floriado tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
    Clause("new-colour", N_("If you have not picked that colour yet, you pick the flowers.")),
    Clause(
        "fewer",
        # Translators: Floriado tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
        N_(
            "If you have, you pick them only if the square has fewer flowers than the last number of that colour you picked."
        ),
    ),
    Clause(
        "not-fewer",
        # Translators: Floriado tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
        N_(
            "A square with more flowers than your last of its colour is not picked, but you may still move there."
        ),
    ),
    Clause(
        "same-square",
        # Translators: Floriado tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
        N_("The other player may move onto your square and pick its flowers, even while you stand there."),
    ),
    # Translators: Floriado tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
    Clause("end", N_("The game ends when neither player can pick any more flowers.")),
    # Translators: Floriado tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
    Clause("alone", N_("If one player cannot move, the other keeps moving until they cannot either.")),
    Clause(
        "score",
        # Translators: Floriado tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
        N_(
            "Each colour scores by how many times you picked it, not how many flowers: 1, 3, 6, 10, 15, 21, 28, 36."
        ),
    ),
    # Translators: Floriado tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
    Clause("winner", N_("The highest total score wins.")),
)


def _at(move: Move) -> int:
    return int(move["row"]) * COLS + int(move["col"])


def taps(_: State[Any], move: Move) -> list[str]:
    """A square, then (placing) the facing."""
    square = f".floriado-board .square[data-square={square_name(_at(move))}]"
    return (
        [square, f'.facing-bar [data-key="face:{move["facing"]}"]'] if move["type"] == "place" else [square]
    )


def _s(state: State[Any]) -> Any:
    return state  # a FloriadoState: its fields, for the checks below


def _picked(player: int) -> Any:
    return lambda before, after: sum(_s(after).picks[player]) == sum(_s(before).picks[player]) + 1


def _not_picked(before: State[Any], after: State[Any]) -> bool:
    return bool(_s(after).picks == _s(before).picks)


def _fell(before: State[Any], after: State[Any]) -> bool:
    """Gray picked a colour he had picked before (a falling run)."""
    b, a = _s(before), _s(after)
    return any(a.picks[0][c] == b.picks[0][c] + 1 and b.picks[0][c] > 0 for c in range(5))


def _turned_over_empty(before: State[Any], after: State[Any]) -> bool:
    b, a = _s(before), _s(after)
    (start, facing), (end, heading) = b.men[0], a.men[0]
    lo, hi = sorted((start, end))
    step = COLS if heading in (0, 2) else 1
    passed = range(lo + step, hi, step)
    return heading != facing and any(b.flowers[sq] == 0 for sq in passed) and _picked(0)(before, after)


def _on_grays_square(before: State[Any], after: State[Any]) -> bool:
    return bool(_s(after).men[1][0] == _s(after).men[0][0]) and _picked(1)(before, after)


def _move(row: int, col: int) -> Move:
    return {"type": "move", "row": row, "col": col}


STEPS = (
    Step(
        # Translators: Floriado tutorial, step 1 of 12: the coach explains, pointing at the board; the learner taps Next.
        N_(
            "Welcome to Floriado! Each square grows flowers of one colour; the big number says how many. "
            "You play Gray; the computer plays White."
        ),
        ("goal",),
        point=".floriado-board svg",
    ),
    Step(
        # Translators: Floriado tutorial, step 2 of 12: the learner is asked for this move and makes it by tapping as the sentence says.
        N_(
            "You start. Tap E3, the 8 orange flowers, then face west: your man will walk that way. "
            "You pick the flowers where you start."
        ),
        ("start-gray", "new-colour"),
        {"type": "place", "row": 2, "col": 4, "facing": "W"},
        happens=_picked(0),
    ),
    Step(
        # Translators: Floriado tutorial, step 3 of 12: the computer opponent makes this move on the board while the sentence shows.
        N_("White places his man too, and picks his square."),
        ("start-white",),
        {"type": "place", "row": 1, "col": 0, "facing": "E"},
        by="them",
        happens=_picked(1),
    ),
    Step(
        # Translators: Floriado tutorial, step 4 of 12: the learner is asked for this move and makes it by tapping as the sentence says.
        N_(
            "Walk straight ahead, as far as you like: tap A3. It has 6 orange, fewer than your last 8 orange, so you pick them."
        ),
        ("distance", "fewer"),
        _move(2, 0),
        happens=_fell,
    ),
    # Translators: Floriado tutorial, step 5 of 12: the computer opponent makes this move on the board while the sentence shows.
    Step(N_("White moves and picks A4."), ("turn",), _move(3, 0), by="them", happens=_picked(1)),
    Step(
        # Translators: Floriado tutorial, step 6 of 12: the learner is asked for this move and makes it by tapping as the sentence says.
        N_(
            "Now turn left, to face south. You may pass over A4, which is empty, but you cannot stop there. "
            "Tap A5: yellow is a new colour for you, so you pick it."
        ),
        ("turn", "skip", "no-empty-stop", "new-colour"),
        _move(4, 0),
        happens=_turned_over_empty,
    ),
    # Translators: Floriado tutorial, step 7 of 12: the computer opponent makes this move on the board while the sentence shows.
    Step(N_("White moves to F4."), ("turn",), _move(3, 5), by="them"),
    Step(
        # Translators: Floriado tutorial, step 8 of 12: the learner is asked for this move and makes it by tapping as the sentence says.
        N_(
            "Tap F5. It has 7 orange: not fewer than your last 6 orange. You may go there, but you pick nothing."
        ),
        ("not-fewer",),
        _move(4, 5),
        happens=_not_picked,
    ),
    # Translators: Floriado tutorial, step 9 of 12: the computer opponent makes this move on the board while the sentence shows.
    Step(
        N_("White moves onto your square."),
        ("same-square",),
        _move(4, 5),
        by="them",
        happens=_on_grays_square,
    ),
    Step(
        # Translators: Floriado tutorial, step 10 of 12: the coach explains, pointing at square F5 of the board; the learner taps Next.
        N_("White picked the 7 orange on F5 while you stand there: both men may share a square."),
        ("same-square",),
        point=".floriado-board .square[data-square=F5]",
    ),
    Step(
        # Translators: Floriado tutorial, step 11 of 12: the coach explains, pointing at the learner's own score panel; the learner taps Next.
        N_(
            "Each colour scores by how many times you picked it, not how many flowers: 1 time is 1 point, "
            "2 times 3, 3 times 6, then 10, 15, 21, 28, 36. Your panel counts them."
        ),
        ("score",),
        point=".panels [data-seat='0']",
    ),
    Step(
        # Translators: Floriado tutorial, step 12 of 12: the coach explains, pointing at the board; the learner taps Next.
        N_(
            "The game ends when neither of you can pick any more. If one of you cannot, the other plays on alone. "
            "The highest total wins. From now on, ⊘ marks a dead end: a square after which you could not go on. "
            "Now finish the game yourself!"
        ),
        ("end", "alone", "winner"),
    ),
)

TUTORIAL = Tutorial(
    game="floriado",
    seed=1,
    # Translators: Floriado tutorial: the players' names, the learner's then the computer's (the game's colours).
    names=(N_("Gray"), N_("White")),
    clauses=CLAUSES,
    steps=STEPS,
    taps=taps,
)
