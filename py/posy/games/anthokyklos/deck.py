"""The 90 Anthokyklos Pattern cards, as data (no file I/O: plain package data).

SHAPES: name -> (title, axial offsets). Offsets are (dq, dr) steps on the board
lattice (see ``lattice.py``): (1, 0) is the next space along a ring, (0, 1) the
space above-and-after, (-1, 1) the space above-and-before. A shape matches at any
scale, so the two spread shapes at the end (a small triangle's corners 3 steps
apart, a hexagon's six spaces 2 steps from its centre) are already wide at scale
1: they reach across four or five rings and can only be made once the outer
rings fill.

CARDS: one tuple per card, ``(id, shape, kind, colours, at_least, wait,
points)``:

* ``kind`` is the colour requirement: ``mono`` (defined monochrome: all tiles
  ``colours[0]``), ``free_mono`` (all one colour, any), ``either_mono`` (all
  one colour, one of the two ``colours``), ``bi`` (defined bichrome: exactly the
  two ``colours``), ``semi_bi`` (exactly two colours, one of them
  ``colours[0]``), ``free_bi`` (exactly two colours, any) or ``tri`` (all three
  colours).
* ``at_least`` is the X+ requirement ``(x, colour)``: at least x tiles of that
  colour, or of one same colour when ``colour`` is None; None when the card has
  none.
* ``wait`` is how many turns the card waits face up on the display per claim,
  measured in games between greedy players, and ``points`` is derived from it.
  Both are written by ``tools/anthokyklos_deck.py``: edit the designs (shape,
  kind, colours, at_least) here, then re-run the script to re-balance.

The designs are grouped by kind; within a group a design comes in its colour
variants (red, yellow, blue; or the pairs red-yellow, yellow-blue, blue-red),
which are equally hard since every ring has 3 tiles of each colour.
"""

from __future__ import annotations

from ...core.i18n import N_

SHAPES: dict[str, tuple[str, tuple[tuple[int, int], ...]]] = {
    "line3": (N_("Line of 3"), ((0, 0), (1, 0), (2, 0))),
    "line4": (N_("Line of 4"), ((0, 0), (1, 0), (2, 0), (3, 0))),
    "line5": (N_("Line of 5"), ((0, 0), (1, 0), (2, 0), (3, 0), (4, 0))),
    "arc4": (N_("Arc of 4"), ((1, 0), (0, 1), (-1, 1), (-1, 0))),
    "arc5": (N_("Arc of 5"), ((1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1))),
    "ring6": (N_("Hexagon"), ((1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1))),
    "flower7": (N_("Flower"), ((0, 0), (1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1))),
    "tri3": (N_("Small triangle"), ((0, 0), (1, 0), (0, 1))),
    "tri6": (N_("Large triangle"), ((0, 0), (1, 0), (2, 0), (0, 1), (1, 1), (0, 2))),
    "diamond4": (N_("Diamond"), ((0, 0), (1, 0), (0, 1), (-1, 1))),
    "zigzag4": (N_("Zigzag"), ((0, 0), (1, 0), (1, 1), (2, 1))),
    "propeller4": (N_("Propeller"), ((0, 0), (1, 0), (-1, 1), (0, -1))),
    "chevron5": (N_("Chevron"), ((0, 0), (1, 0), (2, 0), (0, 1), (0, 2))),
    "open5": (N_("Open chevron"), ((0, 0), (1, 0), (2, 0), (-1, 1), (-2, 2))),
    "bowtie5": (N_("Bow tie"), ((0, 0), (1, 0), (1, -1), (-1, 0), (-1, 1))),
    "trapezoid5": (N_("Trapezoid"), ((0, 0), (1, 0), (2, 0), (0, 1), (1, 1))),
    "spread3": (N_("Spread triangle"), ((0, 0), (3, 0), (0, 3))),
    "star6": (N_("Star"), ((2, 0), (0, 2), (-2, 2), (-2, 0), (0, -2), (2, -2))),
}

CardRow = tuple[int, str, str, tuple[str, ...], tuple[int, str | None] | None, float, int]
"""One row of CARDS: ``(id, shape, kind, colours, at_least, wait, points)``."""

# fmt: off
# BEGIN CARDS (wait and points written by tools/anthokyklos_deck.py)
CARDS: tuple[CardRow, ...] = (
    (0, 'line3', 'mono', ('red',), None, 2.42, 1),
    (1, 'line3', 'mono', ('yellow',), None, 2.42, 1),
    (2, 'line3', 'mono', ('blue',), None, 2.42, 1),
    (3, 'tri3', 'mono', ('red',), None, 2.36, 1),
    (4, 'tri3', 'mono', ('yellow',), None, 2.36, 1),
    (5, 'tri3', 'mono', ('blue',), None, 2.36, 1),
    (6, 'arc4', 'mono', ('red',), None, 4.58, 4),
    (7, 'arc4', 'mono', ('yellow',), None, 4.58, 4),
    (8, 'arc4', 'mono', ('blue',), None, 4.58, 4),
    (9, 'zigzag4', 'mono', ('red',), None, 5.05, 4),
    (10, 'zigzag4', 'mono', ('yellow',), None, 5.05, 4),
    (11, 'zigzag4', 'mono', ('blue',), None, 5.05, 4),
    (12, 'tri3', 'free_mono', (), None, 1.62, 1),
    (13, 'diamond4', 'free_mono', (), None, 2.68, 2),
    (14, 'arc4', 'free_mono', (), None, 2.05, 1),
    (15, 'zigzag4', 'free_mono', (), None, 2.4, 1),
    (16, 'propeller4', 'free_mono', (), None, 3.58, 3),
    (17, 'arc5', 'free_mono', (), None, 5.46, 4),
    (18, 'trapezoid5', 'free_mono', (), None, 5.86, 5),
    (19, 'spread3', 'free_mono', (), None, 4.64, 4),
    (20, 'diamond4', 'either_mono', ('red', 'yellow'), None, 3.19, 2),
    (21, 'diamond4', 'either_mono', ('yellow', 'blue'), None, 3.19, 2),
    (22, 'diamond4', 'either_mono', ('blue', 'red'), None, 3.19, 2),
    (23, 'zigzag4', 'either_mono', ('red', 'yellow'), None, 3.07, 2),
    (24, 'zigzag4', 'either_mono', ('yellow', 'blue'), None, 3.07, 2),
    (25, 'zigzag4', 'either_mono', ('blue', 'red'), None, 3.07, 2),
    (26, 'propeller4', 'either_mono', ('red', 'yellow'), None, 5.19, 4),
    (27, 'propeller4', 'either_mono', ('yellow', 'blue'), None, 5.19, 4),
    (28, 'propeller4', 'either_mono', ('blue', 'red'), None, 5.19, 4),
    (29, 'spread3', 'either_mono', ('red', 'yellow'), None, 5.99, 5),
    (30, 'spread3', 'either_mono', ('yellow', 'blue'), None, 5.99, 5),
    (31, 'spread3', 'either_mono', ('blue', 'red'), None, 5.99, 5),
    (32, 'line4', 'bi', ('red', 'yellow'), (3, 'red'), 3.03, 2),
    (33, 'line4', 'bi', ('yellow', 'blue'), (3, 'yellow'), 3.03, 2),
    (34, 'line4', 'bi', ('blue', 'red'), (3, 'blue'), 3.03, 2),
    (35, 'line5', 'bi', ('red', 'yellow'), (3, 'red'), 4.49, 3),
    (36, 'line5', 'bi', ('yellow', 'blue'), (3, 'yellow'), 4.49, 3),
    (37, 'line5', 'bi', ('blue', 'red'), (3, 'blue'), 4.49, 3),
    (38, 'arc5', 'bi', ('red', 'yellow'), (4, 'red'), 4.83, 4),
    (39, 'arc5', 'bi', ('yellow', 'blue'), (4, 'yellow'), 4.83, 4),
    (40, 'arc5', 'bi', ('blue', 'red'), (4, 'blue'), 4.83, 4),
    (41, 'chevron5', 'bi', ('red', 'yellow'), (4, 'red'), 4.41, 3),
    (42, 'chevron5', 'bi', ('yellow', 'blue'), (4, 'yellow'), 4.41, 3),
    (43, 'chevron5', 'bi', ('blue', 'red'), (4, 'blue'), 4.41, 3),
    (44, 'ring6', 'bi', ('red', 'yellow'), None, 4.82, 4),
    (45, 'ring6', 'bi', ('yellow', 'blue'), None, 4.82, 4),
    (46, 'ring6', 'bi', ('blue', 'red'), None, 4.82, 4),
    (47, 'tri6', 'bi', ('red', 'yellow'), (3, 'red'), 4.45, 3),
    (48, 'tri6', 'bi', ('yellow', 'blue'), (3, 'yellow'), 4.45, 3),
    (49, 'tri6', 'bi', ('blue', 'red'), (3, 'blue'), 4.45, 3),
    (50, 'arc5', 'semi_bi', ('red',), (4, 'red'), 4.01, 3),
    (51, 'arc5', 'semi_bi', ('yellow',), (4, 'yellow'), 4.01, 3),
    (52, 'arc5', 'semi_bi', ('blue',), (4, 'blue'), 4.01, 3),
    (53, 'bowtie5', 'semi_bi', ('red',), (4, 'red'), 3.99, 3),
    (54, 'bowtie5', 'semi_bi', ('yellow',), (4, 'yellow'), 3.99, 3),
    (55, 'bowtie5', 'semi_bi', ('blue',), (4, 'blue'), 3.99, 3),
    (56, 'ring6', 'semi_bi', ('red',), (4, 'red'), 5.23, 4),
    (57, 'ring6', 'semi_bi', ('yellow',), (4, 'yellow'), 5.23, 4),
    (58, 'ring6', 'semi_bi', ('blue',), (4, 'blue'), 5.23, 4),
    (59, 'tri6', 'semi_bi', ('red',), (4, 'red'), 3.96, 3),
    (60, 'tri6', 'semi_bi', ('yellow',), (4, 'yellow'), 3.96, 3),
    (61, 'tri6', 'semi_bi', ('blue',), (4, 'blue'), 3.96, 3),
    (62, 'flower7', 'semi_bi', ('red',), (3, 'red'), 4.45, 3),
    (63, 'flower7', 'semi_bi', ('yellow',), (3, 'yellow'), 4.45, 3),
    (64, 'flower7', 'semi_bi', ('blue',), (3, 'blue'), 4.45, 3),
    (65, 'line5', 'free_bi', (), (4, None), 4.94, 4),
    (66, 'open5', 'free_bi', (), (4, None), 2.61, 2),
    (67, 'trapezoid5', 'free_bi', (), (4, None), 1.98, 1),
    (68, 'ring6', 'free_bi', (), (4, None), 2.92, 2),
    (69, 'tri6', 'free_bi', (), (4, None), 2.43, 1),
    (70, 'tri6', 'free_bi', (), (5, None), 4.32, 3),
    (71, 'flower7', 'free_bi', (), None, 2.96, 2),
    (72, 'flower7', 'free_bi', (), (5, None), 5.44, 4),
    (73, 'star6', 'free_bi', (), None, 8.92, 8),
    (74, 'star6', 'free_bi', (), (4, None), 10.61, 10),
    (75, 'line5', 'tri', (), (3, 'red'), 2.5, 2),
    (76, 'line5', 'tri', (), (3, 'yellow'), 2.5, 2),
    (77, 'line5', 'tri', (), (3, 'blue'), 2.5, 2),
    (78, 'ring6', 'tri', (), (3, 'red'), 3.05, 2),
    (79, 'ring6', 'tri', (), (3, 'yellow'), 3.05, 2),
    (80, 'ring6', 'tri', (), (3, 'blue'), 3.05, 2),
    (81, 'tri6', 'tri', (), (4, 'red'), 4.37, 3),
    (82, 'tri6', 'tri', (), (4, 'yellow'), 4.37, 3),
    (83, 'tri6', 'tri', (), (4, 'blue'), 4.37, 3),
    (84, 'flower7', 'tri', (), (4, 'red'), 3.85, 3),
    (85, 'flower7', 'tri', (), (4, 'yellow'), 3.85, 3),
    (86, 'flower7', 'tri', (), (4, 'blue'), 3.85, 3),
    (87, 'star6', 'tri', (), (2, 'red'), 6.65, 6),
    (88, 'star6', 'tri', (), (2, 'yellow'), 6.65, 6),
    (89, 'star6', 'tri', (), (2, 'blue'), 6.65, 6),
)
# END CARDS
# fmt: on
