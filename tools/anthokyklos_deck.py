#!/usr/bin/env python3
"""Balance the Anthokyklos Pattern deck by playing it: greedy players, the engine itself.

The designs (shape, colour requirement, X+) are written by hand in
``py/posy/games/anthokyklos/deck.py``; this tool plays seeded games with them
through the engine (``AnthokyklosState.moves`` / ``apply``) and writes each
card's ``wait`` and ``points`` there.

The greedy player
-----------------
On its turn, if some placement makes it claim at least one card, it takes such a
placement: the one worth the most (random tie-break); otherwise a random legal
placement. It never reserves: a reservation claims nothing and costs a tile, so
it would only slow the flower down (the rulebook's reservation protects a card,
which matters between people, not to this measurement). Placements that put the
same colour on the same space give the same flower, so each is tried once.

Points: how hard a pattern is to make while it is on display
-------------------------------------------------------------
A card's *wait* is the number of turns it spends face up on the display per
claim: over all the measuring games, the turns that begin with the card on the
display, divided by the times it is claimed. A card whose pattern is usually
there already when it is revealed waits about 1 turn; one that needs a big
pattern on the outer rings waits many. It is the card's average time to be made
once everyone can see it (turns that end the game with the card unclaimed count
too, so a card that is often never made waits longer). The colour variants of a
design (say "Zigzag: all red", "all yellow", "all blue") are equally hard, since
every ring has 3 tiles of each colour, so their turns and claims are pooled and
they share one wait. The measuring games use a greedy player that values every
card the same (the most cards wins the tie-break), so the waits do not depend
on the points they set. Then::

    points = clamp(round(wait - 1), 1, 10)

one point per turn a card usually waits beyond the one every card waits (a card
revealed by a refill is checked at the end of the next turn, so a card whose
pattern is already there waits 1 turn and is worth 1 point). Every card so pays
about the same per turn it waits, whoever ends up making it; the scale runs from
1 (usually there already) to 10 (the Star with 4+ of one colour, about 10 turns).

Targets (the issue "the display must not clog")
-----------------------------------------------
A second set of games, with greedy players that value cards by these points,
checks for 2, 3 and 4 players that

* at most 1 game in 10 ends with no display card claimable on the finished
  flower: none of the cards face up when the last tile is placed (before that
  turn's claims) shows its pattern on the full flower;
* there is at least 1 claim per player per 9 tiles placed (one ring's worth):
  claims per game / players / 5 >= 1.

It also prints the cards that never leave the deck and the points histogram. The
tool refuses to write a deck that misses a target. Measured for the current deck
(400 games per player count for each set, seed 20240601)::

    players  no card claimable at the end  claims/player/9 tiles  never leave the deck
    2        0.60 per 10                   3.17 (31.7 per game)   55.3
    3        0.17 per 10                   2.87 (43.1 per game)   42.9
    4        0.07 per 10                   2.76 (55.1 per game)   30.0
    points histogram: 1: 11, 2: 19, 3: 29, 4: 22, 5: 4, 6: 3, 8: 1, 10: 1

(the designed deck this one replaced, measured the same way: 6.95, 6.33 and
6.00 per 10; 0.83, 0.75 and 0.70 claims; 78.7, 74.7 and 71.0 cards never
drawn). Each set of 1200 games takes 15-25 s on the shared 2-core machine.

Usage::

    python tools/anthokyklos_deck.py            # measure, re-balance, rewrite deck.py
    python tools/anthokyklos_deck.py --check    # exit 1 if deck.py is out of date
    python tools/anthokyklos_deck.py --games 100 --dry-run

``--check`` re-plays the measuring games (fixed seeds, so the waits and points
come out the same) and compares deck.py with them, without re-playing the
targets' games: one set of 1200 games, 15-25 s.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))

from posy.core import Rng  # noqa: E402
from posy.games.anthokyklos import CARDS, GAME, AnthokyklosState, find_match  # noqa: E402
from posy.games.anthokyklos import deck as deck_data  # noqa: E402
from posy.games.anthokyklos.contract import AnthokyklosMove as Move  # noqa: E402
from posy.games.anthokyklos.deck import CardRow  # noqa: E402

DECK_FILE = ROOT / "py" / "posy" / "games" / "anthokyklos" / "deck.py"
BEGIN, END = "# BEGIN CARDS", "# END CARDS"
GAMES = 400  # per player count, for the waits and for the targets
SEED = 20240601
PLAYERS = (2, 3, 4)
MAX_POINTS = 10
TILES = 45
RING = 9
MAX_CLOGGED_PER_10 = 1.0
MIN_CLAIMS_PER_PLAYER_PER_RING = 1.0

Value = Callable[[int], float]


def points_for(wait: float) -> int:
    return max(1, min(MAX_POINTS, math.floor(wait - 1 + 0.5)))


def greedy_move(state: AnthokyklosState, rng: Rng, value: Value) -> Move:
    """The greedy player's move (see the module docstring)."""
    player = state.turn
    assert player is not None
    places: dict[tuple[int, int], list[Move]] = {}
    for move in state.moves():
        if move["type"] == "place":
            places.setdefault((state.tiles[move["tile"]], move["space"]), []).append(move)
    held = len(state.claimed[player])
    best: list[tuple[int, int]] = []
    best_value = 0.0
    for key, moves in places.items():
        won = state.apply(moves[0]).claimed[player][held:]
        worth = sum(value(c) for c in won)
        if won and worth > best_value:
            best, best_value = [key], worth
        elif won and worth == best_value:
            best.append(key)
    keys = best or list(places)
    moves = places[keys[rng.below(len(keys))]]
    return moves[rng.below(len(moves))]


@dataclass
class Tally:
    """What a set of games showed, for one player count."""

    games: int = 0
    clogged: int = 0
    claims: int = 0
    never: list[int] = field(default_factory=list)
    exposure: Counter[int] = field(default_factory=Counter)
    claimed: Counter[int] = field(default_factory=Counter)


def game_seed(players: int, game: int, seed: int) -> int:
    """Distinct deals for every (seed, player count, game), for up to 100 000 games."""
    return (seed * 10 + players) * 100_000 + game


def play_game(players: int, seed: int, value: Value, tally: Tally) -> None:
    """One greedy game, added to ``tally``."""
    rng = Rng(seed * 7919 + 1)
    state = GAME.new(players, seed)
    last_display: tuple[int, ...] = ()
    while not state.over:
        last_display = state.display
        tally.exposure.update(state.display)
        player = state.turn
        held = len(state.claimed[player])  # type: ignore[index]
        state = state.apply(greedy_move(state, rng, value))
        won = state.claimed[player][held:]  # type: ignore[index]
        tally.claimed.update(won)
        tally.claims += len(won)
    tally.games += 1
    tally.never.append(len(state.deck))
    tally.clogged += ends_clogged(state, last_display)


def ends_clogged(final: AnthokyklosState, last_display: tuple[int, ...]) -> bool:
    """Whether none of the cards face up when the last tile went down (before that
    turn's claims) shows its pattern on the finished flower."""
    return not any(find_match(final.masks, CARDS[c]) for c in last_display)


def simulate(games: int, seed: int, value: Value) -> dict[int, Tally]:
    tallies = {players: Tally() for players in PLAYERS}
    for players, tally in tallies.items():
        for game in range(games):
            play_game(players, game_seed(players, game, seed), value, tally)
    return tallies


def design(card: int) -> tuple[object, ...]:
    """What a card asks for, up to a change of colours: its colour variants share it."""
    row = deck_data.CARDS[card]
    _, shape, kind, _, at_least = row[:5]
    return (shape, kind, None if at_least is None else (at_least[0], at_least[1] is None))


def waits(tallies: dict[int, Tally]) -> list[float]:
    """Each card's turns on display per claim, pooled over the player counts and
    over the colour variants of its design."""
    exposure: Counter[tuple[object, ...]] = Counter()
    claimed: Counter[tuple[object, ...]] = Counter()
    for card in range(len(CARDS)):
        for tally in tallies.values():
            exposure[design(card)] += tally.exposure[card]
            claimed[design(card)] += tally.claimed[card]
    return [exposure[design(c)] / max(claimed[design(c)], 1) for c in range(len(CARDS))]


def clogged_per_10(tally: Tally) -> float:
    return 10 * tally.clogged / tally.games


def claims_per_player_per_ring(tally: Tally, players: int) -> float:
    return tally.claims / tally.games / players / (TILES / RING)


def render(cards: list[CardRow]) -> str:
    lines = [
        f"{BEGIN} (wait and points written by tools/anthokyklos_deck.py)",
        "CARDS: tuple[CardRow, ...] = (",
    ]
    for card in cards:
        lines.append(f"    {card!r},")
    lines.append(")")
    lines.append(END)
    return "\n".join(lines)


def rebalanced(games: int, seed: int) -> list[CardRow]:
    """The deck's card rows with freshly measured waits and points."""
    measured = [round(w, 2) for w in waits(simulate(games, seed, lambda card: 1))]
    return [(*row[:5], w, points_for(w)) for row, w in zip(deck_data.CARDS, measured)]


def report(cards: list[CardRow], games: int, seed: int) -> bool:
    """Play the targets' games with ``cards``' points; print them; True if all met."""
    points = [row[6] for row in cards]
    ok = True
    tallies = simulate(games, seed + 1, lambda card: points[card])  # other deals than the waits
    for players, tally in tallies.items():
        clogged = clogged_per_10(tally)
        rate = claims_per_player_per_ring(tally, players)
        never = tally.never
        met = clogged <= MAX_CLOGGED_PER_10 and rate >= MIN_CLAIMS_PER_PLAYER_PER_RING
        ok &= met
        print(
            f"{players} players, {tally.games} greedy games: "
            f"no display card claimable at the end in {clogged:.2f} per 10 (target <= 1); "
            f"{rate:.2f} claims per player per 9 tiles (target >= 1; {tally.claims / tally.games:.1f} "
            f"per game); cards never leaving the deck {sum(never) / len(never):.1f} "
            f"(min {min(never)}, max {max(never)}){'' if met else '  TARGET MISSED'}"
        )
    histogram = Counter(points)
    print("points histogram: " + ", ".join(f"{p}: {histogram[p]}" for p in sorted(histogram)))
    return ok


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=GAMES, help="games per player count")
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--dry-run", action="store_true", help="print the table, do not write deck.py")
    parser.add_argument("--check", action="store_true", help="exit 1 if deck.py is not up to date")
    args = parser.parse_args(argv)

    start = time.perf_counter()
    cards = rebalanced(args.games, args.seed)
    elapsed = time.perf_counter() - start
    for cid, shape, kind, colours, at_least, wait, pts in cards:
        need = "" if at_least is None else f" {at_least[0]}+{at_least[1] or 'same'}"
        print(f"{cid:3d} {shape:11s} {kind:12s} {'/'.join(colours):12s}{need:14s} {wait:6.2f} {pts:3d}")
    print(f"{len(cards)} cards, waits from {args.games} games per player count: {elapsed:.1f}s")

    text = DECK_FILE.read_text()
    head, rest = text.split(BEGIN, 1)
    _, tail = rest.split(END, 1)
    new = head + render(cards) + tail
    if args.check:
        if new != text:
            print("deck.py is out of date: run tools/anthokyklos_deck.py")
            return 1
        return 0
    start = time.perf_counter()
    ok = report(cards, args.games, args.seed)
    print(f"targets from {args.games} games per player count: {time.perf_counter() - start:.1f}s")
    if not ok:
        print("a target is missed: deck.py left as it is")
        return 1
    if not args.dry_run and new != text:
        DECK_FILE.write_text(new)
        print(f"wrote {DECK_FILE.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
