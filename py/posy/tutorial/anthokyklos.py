"""Anthokyklos' guided first game: the clauses of the rulebook, and one deal
where a reserved card is claimed within five turns. Seed 1 was found by
``tools/tutorial_seeds.py anthokyklos`` (the first seed where the first player can reserve a
display card and claim it with their next tile)."""

from __future__ import annotations

from typing import Any

from ..core import Move, State
from ..core.i18n import N_
from . import Clause, Step, Tutorial

CLAUSES = (
    Clause(
        "goal",
        # Translators: Anthokyklos tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
        N_(
            "Together you build a flower of coloured petals; claim the Pattern cards whose patterns appear in it."
        ),
    ),
    # Translators: Anthokyklos tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
    Clause("end", N_("The game ends when all 5 rings of the flower are complete.")),
    # Translators: Anthokyklos tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
    Clause("display", N_("N + 1 Pattern cards lie face up (N players): the public display.")),
    Clause(
        "pyramids",
        # Translators: Anthokyklos tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
        N_(
            "Each ring's 9 tiles wait in a pyramid: 4 at the bottom, 3 above, 2 on top, each resting on two below."
        ),
    ),
    # Translators: Anthokyklos tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
    Clause("start-tiles", N_("At the start only the 2 top tiles of ring 1's pyramid are available.")),
    # Translators: Anthokyklos tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
    Clause("available", N_("Only tiles with no tile on them are available; taking one may uncover others.")),
    # Translators: Anthokyklos tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
    Clause("marker", N_("Each player has one reservation marker.")),
    # Translators: Anthokyklos tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
    Clause("turn", N_("On your turn you do one thing: place a tile, or reserve a Pattern card.")),
    # Translators: Anthokyklos tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
    Clause("place", N_("Take an available tile from an allowed pyramid and place it on the flower at once.")),
    # Translators: Anthokyklos tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
    Clause("ring1", N_("Ring 1 tiles go around the pistil.")),
    Clause(
        "support",
        # Translators: Anthokyklos tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
        N_(
            "A tile of a higher ring goes only on a space resting on two tiles of the ring below: the flower grows outward."
        ),
    ),
    Clause(
        "reserve",
        # Translators: Anthokyklos tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
        N_("Instead, you may put your marker on a display card nobody has reserved; it uses your turn."),
    ),
    # Translators: Anthokyklos tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
    Clause("only-you", N_("A reserved card can be claimed only by the player who reserved it.")),
    # Translators: Anthokyklos tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
    Clause("one-card", N_("You may have only one reserved card at a time.")),
    # Translators: Anthokyklos tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
    Clause("not-twice", N_("A card already reserved cannot be reserved by another player.")),
    # Translators: Anthokyklos tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
    Clause("card", N_("A Pattern card shows a shape, a colour requirement and its points.")),
    # Translators: Anthokyklos tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
    Clause(
        "anywhere", N_("A pattern may appear in several places, overlapping others, at different scales.")
    ),
    Clause(
        "colours",
        # Translators: Anthokyklos tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
        N_(
            "Colour requirements: one colour (given, free, or one of two), exactly two colours, or all three."
        ),
    ),
    # Translators: Anthokyklos tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
    Clause("x-plus", N_("X+ on a card: the pattern must hold at least X tiles of that colour.")),
    Clause(
        # Translators: Anthokyklos tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
        "claim",
        N_("At the end of your turn, check the unreserved display cards and your own reserved card."),
    ),
    # Translators: Anthokyklos tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
    Clause(
        "claim-all", N_("Take every valid card at once: several in a turn, one tile serving several cards.")
    ),
    # Translators: Anthokyklos tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
    Clause(
        "forgotten", N_("A card someone forgot may be taken by the next player (Posy never forgets one).")
    ),
    # Translators: Anthokyklos tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
    Clause("refill", N_("Cards taken are replaced from the deck at once.")),
    Clause(
        "score",
        # Translators: Anthokyklos tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
        N_("At the end, add up the points of your cards: the most points wins; on a tie, the most cards."),
    ),
)


def taps(_: State[Any], move: Move) -> list[str]:
    """A tile, then its space; or a display card's Reserve."""
    if move["type"] == "reserve":
        return [f'[data-key="reserve:{move["card"]}"]']
    return [
        f'.antho-pyramids [data-key="tile:{move["tile"]}"]',
        f'.antho-flower [data-key="space:{move["space"]}"]',
    ]


def _s(state: State[Any]) -> Any:
    return state  # an AnthokyklosState: its fields, for the checks below


def _placed(before: State[Any], after: State[Any]) -> bool:
    return bool(_s(after).taken != _s(before).taken)


def _reserved(card: int) -> Any:
    return lambda _, after: _s(after).reserved[0] == card


def _claimed(card: int) -> Any:
    return lambda before, after: card in _s(after).claimed[0] and card not in _s(before).claimed[0]


def _place(tile: int, space: int) -> Move:
    return {"type": "place", "tile": tile, "space": space}


STEPS = (
    Step(
        # Translators: Anthokyklos tutorial, step 1 of 11: the coach explains, pointing at the flower board; the learner taps Next.
        N_(
            "Welcome to Anthokyklos! Together you build a flower of five rings of petals. Patterns appear in it: "
            "claim the Pattern cards that show them to score. The game ends when the flower is complete."
        ),
        ("goal", "end"),
        point=".antho-flower",
    ),
    Step(
        # Translators: Anthokyklos tutorial, step 2 of 11: the coach explains, pointing at the pyramids of tiles; the learner taps Next.
        N_(
            "Each ring's 9 tiles wait in a pyramid: 4, then 3, then 2, each resting on two below. Only tiles with nothing "
            "on them can be taken: at first, just the two top tiles of ring 1."
        ),
        ("pyramids", "available", "start-tiles"),
        point=".antho-pyramids",
    ),
    Step(
        # Translators: Anthokyklos tutorial, step 3 of 11: the coach explains, pointing at the cards on display; the learner taps Next.
        N_(
            "Face up are 3 Pattern cards: one more than the players. Each shows a shape, a colour rule and its points."
        ),
        ("display", "card"),
        point=".antho-display",
    ),
    Step(
        # Translators: Anthokyklos tutorial, step 4 of 11: the learner is asked for this move and makes it by tapping as the sentence says.
        N_(
            "On your turn you do one thing: place a tile, or reserve a card. Tap the blue top tile of ring 1, "
            "then the space at the top: ring 1 goes around the pistil."
        ),
        ("turn", "place", "ring1"),
        _place(7, 0),
        happens=_placed,
    ),
    # Translators: Anthokyklos tutorial, step 5 of 11: the computer opponent makes this move on the board while the sentence shows.
    Step(N_("Iris places a tile."), ("place",), _place(4, 1), by="them", happens=_placed),
    Step(
        # Translators: Anthokyklos tutorial, step 6 of 11: the learner is asked for this move and makes it by tapping as the sentence says.
        N_(
            "Your two blue tiles are close to a small triangle, all one colour. Reserve that card with your marker: only you "
            "can claim it, nobody else may reserve it, and you hold one at a time. Reserving uses your turn."
        ),
        ("marker", "reserve", "only-you", "not-twice", "one-card"),
        {"type": "reserve", "card": 12},
        happens=_reserved(12),
    ),
    # Translators: Anthokyklos tutorial, step 7 of 11: the computer opponent makes this move on the board while the sentence shows.
    Step(N_("Iris places a tile."), ("place",), _place(0, 2), by="them", happens=_placed),
    Step(
        # Translators: Anthokyklos tutorial, step 8 of 11: the learner is asked for this move and makes it by tapping as the sentence says.
        N_(
            "A tile of ring 2 goes only on a space resting on two tiles of ring 1. Tap the blue top tile of ring 2, "
            "then the space above your two blue tiles: three blues make the small triangle."
        ),
        ("support",),
        _place(16, 9),
        happens=_claimed(12),
    ),
    Step(
        # Translators: Anthokyklos tutorial, step 9 of 11: the coach explains, pointing at the learner's own score panel; the learner taps Next.
        N_(
            "At the end of your turn you take every card whose pattern is on the flower: the unreserved ones and your own, "
            "all at once, one tile serving several. You claimed your card; the display is refilled at once."
        ),
        ("claim", "claim-all", "refill", "forgotten"),
        point=".panels [data-seat='0']",
    ),
    Step(
        # Translators: Anthokyklos tutorial, step 10 of 11: the coach explains, pointing at the cards on display; the learner taps Next.
        N_(
            "A pattern may appear anywhere, turned or mirrored, even spread out at a larger scale. Colour rules ask for one "
            "colour, exactly two, or all three; X+ asks for at least X tiles of a colour."
        ),
        ("anywhere", "colours", "x-plus"),
        point=".antho-display",
    ),
    Step(
        # Translators: Anthokyklos tutorial, step 11 of 11: the coach explains, pointing at the board; the learner taps Next.
        N_(
            "When all 5 rings are complete, add up your cards' points: the most points wins; on a tie, the most cards. "
            "Now finish the game yourself!"
        ),
        ("score",),
    ),
)

TUTORIAL = Tutorial(
    game="anthokyklos",
    seed=1,
    # Translators: Anthokyklos tutorial: the players' names, the learner's then the computer's (the game's colours).
    names=(N_("Rose"), N_("Iris")),
    clauses=CLAUSES,
    steps=STEPS,
    taps=taps,
)
