"""Petals' guided first game: the clauses of the rulebook, and one deal
(one round, as the lobby's option allows) where every trick rule shows in the first three
tricks. Seed 1 was found by ``tools/tutorial_seeds.py petals`` (the first seed where the
plan works: the opponent is void in your lead suit and holds a trump, then leads a suit
you can follow and win, then one you are void in)."""

from __future__ import annotations

from typing import Any

from ..core import Move, State
from ..core.i18n import N_
from ..games.petals import SUIT
from . import Clause, Step, Tutorial

CLAUSES = (
    # Translators: Petals tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
    Clause("game", N_("Petals is a trick-taking game for two: each trick's flowers go into your bouquet.")),
    Clause(
        "deck",
        # Translators: Petals tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
        N_(
            "The deck has 52 cards in four suits: Wild Wonders, Tropical Treasures, Country Classics and Garden Greats."
        ),
    ),
    # Translators: Petals tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
    Clause("deal", N_("Each round, shuffle the deck and deal 9 cards to each player.")),
    # Translators: Petals tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
    Clause("rounds", N_("A game is 3 rounds of 9 tricks.")),
    # Translators: Petals tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
    Clause("trump", N_("Flip the top card of the deck: its suit is trump for the round.")),
    # Translators: Petals tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
    Clause("lead", N_("The leader plays a card from their hand: its suit is the lead suit.")),
    # Translators: Petals tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
    Clause("follow", N_("The other player must follow the lead suit if they can.")),
    # Translators: Petals tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
    Clause("no-follow", N_("Only if they have no card of the lead suit may they play any other card.")),
    # Translators: Petals tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
    Clause("same-suit", N_("If both cards are of the same suit, the higher value wins.")),
    # Translators: Petals tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
    Clause(
        "lead-wins", N_("If the second player could not follow, the lead suit wins, whatever the values.")
    ),
    Clause(
        "trump-wins",
        # Translators: Petals tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
        N_("If the second player could not follow but played a trump, the trump wins, whatever the values."),
    ),
    Clause(
        "take",
        # Translators: Petals tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
        N_(
            "The winner picks first from the two flowers for their bouquet; the other player gets the other one."
        ),
    ),
    Clause(
        "next-lead",
        # Translators: Petals tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
        N_("If the winner picked their own flower, the loser leads next; if not, the winner leads again."),
    ),
    # Translators: Petals tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
    Clause(
        "bouquet", N_("Your bouquet is a 3x3 grid built from the bottom up; a card may go in any column.")
    ),
    # Translators: Petals tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
    Clause("columns", N_("You may change the order of your columns until the bottom row is full.")),
    Clause(
        "effects",
        # Translators: Petals tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
        N_(
            "Some cards have a symbol that changes the flowers around them: it adds points, doubles a flower, "
            "cancels a neighbour's symbol, makes a neighbour's symbol work twice, or makes a flower worth 0."
        ),
    ),
    # Translators: Petals tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
    Clause("around", N_("Effects apply to the flowers around the card in the finished bouquet.")),
    # Translators: Petals tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
    Clause(
        "round-end", N_("When all 9 flowers are placed and the hands are empty, the bouquets are scored.")
    ),
    Clause(
        "camellia",
        # Translators: Petals tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
        N_(
            "The Camellia may switch with any flower of your bouquet, once, at the end of the round before scoring."
        ),
    ),
    Clause(
        "order",
        # Translators: Petals tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
        N_(
            "When several symbols touch one flower, the Camellia switches first; then cancelling, then working twice, "
            "then making a flower worth 0, then doubling, and adding comes last."
        ),
    ),
    # Translators: Petals tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
    Clause("crawl", N_("Scoring crawls through the bouquet from the bottom left to the top right.")),
    # Translators: Petals tutorial, a rule of the game: shown for a wrong tap, and listed at the end.
    Clause("winner", N_("After 3 rounds the player with the most points is the Master Florist.")),
)

SWAPS = {"01": (1, 0, 2), "12": (0, 2, 1)}  # the screen's two buttons: swap two neighbouring columns


def _swaps(order: list[int]) -> list[str]:
    """The fewest swaps of neighbouring columns from (0, 1, 2) to ``order``."""
    paths: dict[tuple[int, ...], list[str]] = {(0, 1, 2): []}
    frontier: list[tuple[int, ...]] = [(0, 1, 2)]
    while frontier:
        now: tuple[int, ...] = frontier.pop(0)
        for name, perm in SWAPS.items():
            nxt = tuple(now[i] for i in perm)
            if nxt not in paths:
                paths[nxt] = [*paths[now], name]
                frontier.append(nxt)
    return paths[tuple(order)]


def taps(_: State[Any], move: Move) -> list[str]:
    """One tap per decision; arranging is swaps, then the order's button."""
    kind = move["type"]
    if kind == "arrange":
        return [*(f'[data-key="swap:{s}"]' for s in _swaps(list(move["order"]))), '[data-key="arrange"]']
    key = {
        "play": f"play:{move.get('card')}",
        "take": f"take:{move.get('card')}",
        "place": f"place:{move.get('cell')}",
        "switch": f"switch:{move.get('to')}",
        "keep": "keep",
    }[kind]
    return [f'[data-key="{key}"]']


def _s(state: State[Any]) -> Any:
    return state  # a PetalsState: its fields, for the checks below


def _won_by(player: int, how: str) -> Any:
    """The trick just completed was won by ``player``, by trump, lead suit or value."""

    def check(_: State[Any], after: State[Any]) -> bool:
        a = _s(after)
        lead, answer = a.table
        trump = SUIT[a.trump]
        by = "same-suit" if SUIT[lead] == SUIT[answer] else "trump" if SUIT[answer] == trump else "lead"
        return bool(a.phase == "take" and a.turn == player and by == how)

    return check


def _leads_next(player: int) -> Any:
    return lambda _, after: _s(after).next_leader == player


def _play(card: int) -> Move:
    return {"type": "play", "card": card}


def _place(col: int) -> Move:
    return {"type": "place", "col": col, "cell": col}


KEEP: Move = {"type": "arrange", "order": [0, 1, 2]}

STEPS = (
    Step(
        # Translators: Petals tutorial, step 1 of 24: the coach explains, pointing at the learner's hand of cards; the learner taps Next.
        N_(
            "Welcome to Petals, a trick-taking game for two: the flowers you win go into your bouquet. "
            "You are Amber. 52 cards in four suits; you each get 9. A full game is 3 rounds; this lesson plays one."
        ),
        ("game", "deck", "deal", "rounds"),
        point=".petals-hand",
    ),
    Step(
        # Translators: Petals tutorial, step 2 of 24: the coach explains, pointing at the trump card; the learner taps Next.
        N_("The card turned up after the deal sets the trump suit for this round: Wild Wonders, the Daisy."),
        ("trump",),
        point=".petals-trick .trump",
    ),
    Step(
        # Translators: Petals tutorial, step 3 of 24: the learner is asked for this move and makes it by tapping as the sentence says.
        N_("You lead: your card sets the lead suit. Play your Daffodil (Garden Greats, 5)."),
        ("lead",),
        _play(43),
    ),
    Step(
        # Translators: Petals tutorial, step 4 of 24: the computer opponent makes this move on the board while the sentence shows.
        N_("Sage has no Garden Greats, so it may play any card: it plays a trump, the Poppy."),
        ("no-follow",),
        _play(2),
        by="them",
        happens=_won_by(1, "trump"),
    ),
    Step(
        # Translators: Petals tutorial, step 5 of 24: the coach explains, pointing at the trick on the table; the learner taps Next.
        N_("A trump beats the lead suit, whatever the values: Sage wins the trick."),
        ("trump-wins",),
        point=".petals-trick",
    ),
    Step(
        # Translators: Petals tutorial, step 6 of 24: the computer opponent makes this move on the board while the sentence shows.
        N_("The winner picks first: Sage takes your Daffodil, and you get its Poppy."),
        ("take",),
        {"type": "take", "card": 43},
        by="them",
        happens=_leads_next(1),
    ),
    # Translators: Petals tutorial, step 7 of 24: the computer opponent makes this move on the board while the sentence shows.
    Step(N_("Sage places its flower."), ("bouquet",), _place(0), by="them"),
    Step(
        # Translators: Petals tutorial, step 8 of 24: the learner is asked for this move and makes it by tapping as the sentence says.
        N_(
            "Your bouquet is a 3x3 grid, built from the bottom up, in any column. Put the Poppy in the bottom left. "
            "Sage took your card, so Sage leads again."
        ),
        ("bouquet", "next-lead"),
        _place(0),
    ),
    # Translators: Petals tutorial, step 9 of 24: the computer opponent makes this move on the board while the sentence shows.
    Step(N_("Sage leads the Sweet Pea (Country Classics, 4)."), ("lead",), _play(29), by="them"),
    Step(
        # Translators: Petals tutorial, step 10 of 24: the learner is asked for this move and makes it by tapping as the sentence says.
        N_(
            "You must follow the lead suit if you can. Play your Snapdragon (Country Classics, 8): the higher card of the suit wins."
        ),
        ("follow", "same-suit"),
        _play(33),
        happens=_won_by(0, "same-suit"),
    ),
    Step(
        # Translators: Petals tutorial, step 11 of 24: the learner is asked for this move and makes it by tapping as the sentence says.
        N_("You won: pick a flower. Take your own Snapdragon; since you took your own, Sage leads next."),
        ("take", "next-lead"),
        {"type": "take", "card": 33},
        happens=_leads_next(1),
    ),
    # Translators: Petals tutorial, step 12 of 24: the learner is asked for this move and makes it by tapping as the sentence says.
    Step(N_("Put the Snapdragon in the bottom middle."), ("bouquet",), _place(1)),
    # Translators: Petals tutorial, step 13 of 24: the computer opponent makes this move on the board while the sentence shows.
    Step(N_("Sage places the Sweet Pea."), ("bouquet",), _place(1), by="them"),
    # Translators: Petals tutorial, step 14 of 24: the computer opponent makes this move on the board while the sentence shows.
    Step(N_("Sage leads the Zinnia (Country Classics, 5)."), ("lead",), _play(30), by="them"),
    Step(
        # Translators: Petals tutorial, step 15 of 24: the learner is asked for this move and makes it by tapping as the sentence says.
        N_(
            "You have no Country Classics left, so you may play any card. Play the Hibiscus (Tropical Treasures, 4)."
        ),
        ("no-follow",),
        _play(16),
        happens=_won_by(1, "lead"),
    ),
    Step(
        # Translators: Petals tutorial, step 16 of 24: the coach explains, pointing at the trick on the table; the learner taps Next.
        N_(
            "Your Hibiscus is neither the lead suit nor trump: the lead suit wins, whatever the values. Sage wins."
        ),
        ("lead-wins",),
        point=".petals-trick",
    ),
    Step(
        # Translators: Petals tutorial, step 17 of 24: the computer opponent makes this move on the board while the sentence shows.
        N_("Sage takes its own Zinnia; you get the Hibiscus."),
        ("take",),
        {"type": "take", "card": 30},
        by="them",
        happens=_leads_next(0),
    ),
    # Translators: Petals tutorial, step 18 of 24: the computer opponent makes this move on the board while the sentence shows.
    Step(N_("Sage places the Zinnia."), ("bouquet",), _place(2), by="them"),
    # Translators: Petals tutorial, step 19 of 24: the computer opponent makes this move on the board while the sentence shows.
    Step(N_("Sage keeps its columns as they are."), ("columns",), KEEP, by="them"),
    # Translators: Petals tutorial, step 20 of 24: the learner is asked for this move and makes it by tapping as the sentence says.
    Step(N_("Put the Hibiscus in the bottom right: your bottom row is full."), ("bouquet",), _place(2)),
    Step(
        # Translators: Petals tutorial, step 21 of 24: the learner is asked for this move and makes it by tapping as the sentence says.
        N_(
            "Until the bottom row is full you may reorder your columns; now is the last chance. Keep this order."
        ),
        ("columns",),
        KEEP,
    ),
    Step(
        # Translators: Petals tutorial, step 22 of 24: the coach explains, pointing at the learner's bouquet; the learner taps Next.
        N_(
            "Cards with a symbol change the flowers around them in the finished bouquet: your Poppy doubles the card above it, "
            "your Hibiscus the card to its top right."
        ),
        ("effects", "around"),
        point=".petals-mine .petals-bouquet",
    ),
    Step(
        # Translators: Petals tutorial, step 23 of 24: the coach explains, pointing at the board; the learner taps Next.
        N_(
            "After 9 tricks the bouquets are full and scored, from the bottom left to the top right. A Camellia may first "
            "trade places with any flower of its bouquet, once. When several symbols touch one flower, a symbol that "
            "cancels goes first, then one that makes another work twice, then one that makes a flower worth 0, "
            "then doubling; adding comes last."
        ),
        ("round-end", "camellia", "order", "crawl"),
    ),
    Step(
        # Translators: Petals tutorial, step 24 of 24: the coach explains, pointing at the board; the learner taps Next.
        N_(
            "After 3 rounds the player with the most points is the Master Florist. Now finish the round yourself!"
        ),
        ("winner",),
    ),
)

TUTORIAL = Tutorial(
    game="petals",
    seed=1,
    # Translators: Petals tutorial: the players' names, the learner's then the computer's (the game's colours).
    names=(N_("Amber"), N_("Sage")),
    clauses=CLAUSES,
    steps=STEPS,
    taps=taps,
    options={"rounds": 1},
)
