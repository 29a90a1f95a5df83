"""Anthokyklos pyramids: which Petal tiles are uncovered, and the ring tables the
move generator looks up.

Each ring's 9 tiles form a pyramid of slots: 0-3 the bottom row, 4-6 the middle,
7-8 the top. Middle slot 4+j rests on bottom slots j and j+1; top slot 7+j on
middle slots 4+j and 5+j. A tile is available while no tile rests on it. Tile ids
are ``(ring - 1) * 9 + slot``, parallel to the ring's space ids.
"""

from __future__ import annotations

from .lattice import PER_RING, RINGS, SPACES

TILES = SPACES
FULL = (1 << SPACES) - 1  # every space filled: the game is over

PYRAMID_ROWS = ((0, 1, 2, 3), (4, 5, 6), (7, 8))
RESTS_ON = {4: (0, 1), 5: (1, 2), 6: (2, 3), 7: (4, 5), 8: (5, 6)}
SLOT_ROW = {slot: (row, col) for row, slots in enumerate(PYRAMID_ROWS) for col, slot in enumerate(slots)}


def _cover_mask(tile: int) -> int:
    base, slot = tile - tile % PER_RING, tile % PER_RING
    return sum(1 << (base + above) for above, below in RESTS_ON.items() if slot in below)


COVER_MASK = tuple(_cover_mask(t) for t in range(TILES))
RING_SPACES = tuple(tuple(range((k - 1) * PER_RING, k * PER_RING)) for k in range(1, RINGS + 1))
RING_MASKS = tuple(sum(1 << s for s in spaces) for spaces in RING_SPACES)

# Move generation by table lookup on one ring's 9 bits at a time (single-digit ints,
# the fast path under Pyodide): a ring's filled spaces -> the spaces above them that
# are supported; a pyramid's taken slots -> its available slots; a ring's bits -> ids.
RING_BITS = (1 << PER_RING) - 1
SUPPORTED_ABOVE = tuple(m & (m >> 1 | (m & 1) << (PER_RING - 1)) for m in range(RING_BITS + 1))
AVAILABLE_SLOTS = tuple(
    sum(1 << s for s in range(PER_RING) if not m >> s & 1 and m & COVER_MASK[s] == COVER_MASK[s])
    for m in range(RING_BITS + 1)
)
IDS = tuple(
    tuple(tuple(base + i for i in range(PER_RING) if m >> i & 1) for m in range(RING_BITS + 1))
    for base in range(0, SPACES, PER_RING)
)
