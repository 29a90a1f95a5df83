#!/usr/bin/env python3
"""Balance the Anthokyklos Pattern deck: estimate each card's presence, derive points.

For every card in ``py/posy/games/anthokyklos/deck.py`` we estimate the chance that
its pattern (any placement: rotation, reflection, scale, position) meeting its
colour requirement is present on a *random full flower*: every ring holds its
9 tiles (3 of each colour) in a uniformly random order, which is how the colours
of a ring end up when the tiles come from a shuffled pyramid into free spaces.
The boards come from a fixed seed, so a re-run gives the same numbers.

Points follow difficulty::

    points = clamp(round(1 + 1.5 * log2(1 / presence)), 1, 10)

so a pattern that is (almost) always there is worth 1, one present on half the
flowers 3 (2.5 rounds up), one in ten 6, one in fifty 9-10.

Usage::

    python tools/anthokyklos_deck.py            # re-balance and rewrite deck.py
    python tools/anthokyklos_deck.py --check    # exit 1 if deck.py is out of date
    python tools/anthokyklos_deck.py --boards 2000 --dry-run
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))

from posy.core import Rng  # noqa: E402
from posy.games.anthokyklos import deck, lattice  # noqa: E402

DECK_FILE = ROOT / "py" / "posy" / "games" / "anthokyklos" / "deck.py"
BEGIN, END = "# BEGIN CARDS", "# END CARDS"
BOARDS = 5000
SEED = 20240601
MAX_POINTS = 10


def points_for(presence: float) -> int:
    value = 1 + 1.5 * math.log2(1 / presence)
    return max(1, min(MAX_POINTS, math.floor(value + 0.5)))


def random_boards(count: int, seed: int) -> list[tuple[int, int, int]]:
    rng = Rng(seed)
    ring = [c for c in range(len(lattice.COLOURS)) for _ in range(3)]
    boards = []
    for _ in range(count):
        masks = [0, 0, 0]
        for r in range(1, lattice.RINGS + 1):
            for index, colour in enumerate(rng.shuffled(ring)):
                masks[colour] |= 1 << lattice.space_id(r, index)
        boards.append((masks[0], masks[1], masks[2]))
    return boards


def card_matcher(card: tuple) -> tuple[list[int], int]:
    _, shape, kind, colours, at_least, _, _ = card
    offsets = deck.SHAPES[shape][1]
    index = lattice.COLOURS.index
    cols = tuple(index(c) for c in colours)
    need = None if at_least is None else (at_least[0], None if at_least[1] is None else index(at_least[1]))
    allowed = lattice.allowed_counts(len(offsets), kind, cols, need)
    return [mask for mask, _ in lattice.placements(offsets)], allowed


def presence(card: tuple, boards: list[tuple[int, int, int]]) -> float:
    masks, allowed = card_matcher(card)
    hits = 0
    for board in boards:
        for mask in masks:
            if lattice.matches(board, mask, allowed):
                hits += 1
                break
    return max(hits, 1) / len(boards)


def render(cards: list[tuple]) -> str:
    lines = [
        f"{BEGIN} (presence and points written by tools/anthokyklos_deck.py)",
        "CARDS: tuple[tuple, ...] = (",
    ]
    for card in cards:
        lines.append(f"    {card!r},")
    lines.append(")")
    lines.append(END)
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--boards", type=int, default=BOARDS)
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--dry-run", action="store_true", help="print the table, do not write deck.py")
    parser.add_argument("--check", action="store_true", help="exit 1 if deck.py is not up to date")
    args = parser.parse_args(argv)

    start = time.perf_counter()
    boards = random_boards(args.boards, args.seed)
    cards = []
    for card in deck.CARDS:
        p = presence(card, boards)
        cards.append((*card[:5], round(p, 4), points_for(p)))
    elapsed = time.perf_counter() - start

    for card in cards:
        cid, shape, kind, colours, at_least, p, pts = card
        need = "" if at_least is None else f" {at_least[0]}+{at_least[1] or 'same'}"
        print(f"{cid:3d} {shape:11s} {kind:12s} {'/'.join(colours):12s}{need:14s} {p:7.4f} {pts:3d}")
    spread = sorted({c[6] for c in cards})
    print(f"{len(cards)} cards, {args.boards} boards, {elapsed:.1f}s; points used: {spread}")

    text = DECK_FILE.read_text()
    head, rest = text.split(BEGIN, 1)
    _, tail = rest.split(END, 1)
    new = head + render(cards) + tail
    if args.check:
        if new != text:
            print("deck.py is out of date: run tools/anthokyklos_deck.py")
            return 1
        return 0
    if not args.dry_run and new != text:
        DECK_FILE.write_text(new)
        print(f"wrote {DECK_FILE.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
