"""The 90 Anthokyklos Pattern cards, as data (no file I/O: plain package data).

SHAPES: name -> (title, axial offsets). Offsets are (dq, dr) steps on the board
lattice (see ``lattice.py``): (1, 0) is the next space along a ring, (0, 1) the
space above-and-after, (-1, 1) the space above-and-before.

CARDS: one tuple per card, ``(id, shape, kind, colours, at_least, presence,
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
* ``presence`` is the estimated chance that the pattern is somewhere on a random
  full flower, and ``points`` is derived from it. Both are written by
  ``tools/anthokyklos_deck.py``: edit the designs (shape, kind, colours,
  at_least) here, then re-run the script to re-balance.
"""

from __future__ import annotations

SHAPES: dict[str, tuple[str, tuple[tuple[int, int], ...]]] = {
    "line3": ("Line of 3", ((0, 0), (1, 0), (2, 0))),
    "line4": ("Line of 4", ((0, 0), (1, 0), (2, 0), (3, 0))),
    "line5": ("Line of 5", ((0, 0), (1, 0), (2, 0), (3, 0), (4, 0))),
    "arc3": ("Small arc", ((1, 0), (0, 1), (-1, 1))),
    "arc4": ("Arc of 4", ((1, 0), (0, 1), (-1, 1), (-1, 0))),
    "arc5": ("Arc of 5", ((1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1))),
    "ring6": ("Hexagon", ((1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1))),
    "flower7": ("Flower", ((0, 0), (1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1))),
    "tri3": ("Small triangle", ((0, 0), (1, 0), (0, 1))),
    "tri6": ("Large triangle", ((0, 0), (1, 0), (2, 0), (0, 1), (1, 1), (0, 2))),
    "diamond4": ("Diamond", ((0, 0), (1, 0), (0, 1), (-1, 1))),
    "zigzag4": ("Zigzag", ((0, 0), (1, 0), (1, 1), (2, 1))),
    "propeller4": ("Propeller", ((0, 0), (1, 0), (-1, 1), (0, -1))),
    "chevron5": ("Chevron", ((0, 0), (1, 0), (2, 0), (0, 1), (0, 2))),
    "open5": ("Open chevron", ((0, 0), (1, 0), (2, 0), (-1, 1), (-2, 2))),
    "bowtie5": ("Bow tie", ((0, 0), (1, 0), (1, -1), (-1, 0), (-1, 1))),
    "trapezoid5": ("Trapezoid", ((0, 0), (1, 0), (2, 0), (0, 1), (1, 1))),
}

# fmt: off
# BEGIN CARDS (presence and points written by tools/anthokyklos_deck.py)
CARDS: tuple[tuple, ...] = (
    (0, 'line3', 'mono', ('red',), None, 0.9906, 1),
    (1, 'tri3', 'mono', ('yellow',), None, 0.9916, 1),
    (2, 'arc4', 'mono', ('blue',), None, 0.871, 1),
    (3, 'zigzag4', 'mono', ('red',), None, 0.8466, 1),
    (4, 'diamond4', 'mono', ('yellow',), None, 0.7356, 2),
    (5, 'propeller4', 'mono', ('blue',), None, 0.488, 3),
    (6, 'line4', 'mono', ('red',), None, 0.3248, 3),
    (7, 'arc5', 'mono', ('yellow',), None, 0.3292, 3),
    (8, 'trapezoid5', 'mono', ('blue',), None, 0.2854, 4),
    (9, 'open5', 'mono', ('red',), None, 0.2228, 4),
    (10, 'chevron5', 'mono', ('yellow',), None, 0.243, 4),
    (11, 'bowtie5', 'mono', ('blue',), None, 0.1554, 5),
    (12, 'diamond4', 'free_mono', (), None, 0.9766, 1),
    (13, 'propeller4', 'free_mono', (), None, 0.8478, 1),
    (14, 'line4', 'free_mono', (), None, 0.6804, 2),
    (15, 'arc5', 'free_mono', (), None, 0.6816, 2),
    (16, 'trapezoid5', 'free_mono', (), None, 0.6214, 2),
    (17, 'chevron5', 'free_mono', (), None, 0.554, 2),
    (18, 'open5', 'free_mono', (), None, 0.5278, 2),
    (19, 'bowtie5', 'free_mono', (), None, 0.3684, 3),
    (20, 'line5', 'free_mono', (), None, 0.2066, 4),
    (21, 'tri6', 'free_mono', (), None, 0.0622, 7),
    (22, 'ring6', 'free_mono', (), None, 0.0564, 7),
    (23, 'flower7', 'free_mono', (), None, 0.009, 10),
    (24, 'diamond4', 'either_mono', ('red', 'yellow'), None, 0.9274, 1),
    (25, 'zigzag4', 'either_mono', ('yellow', 'blue'), None, 0.9756, 1),
    (26, 'propeller4', 'either_mono', ('blue', 'red'), None, 0.7322, 2),
    (27, 'line4', 'either_mono', ('red', 'yellow'), None, 0.5418, 2),
    (28, 'arc5', 'either_mono', ('yellow', 'blue'), None, 0.5422, 2),
    (29, 'trapezoid5', 'either_mono', ('blue', 'red'), None, 0.4826, 3),
    (30, 'chevron5', 'either_mono', ('red', 'yellow'), None, 0.4156, 3),
    (31, 'open5', 'either_mono', ('yellow', 'blue'), None, 0.4028, 3),
    (32, 'bowtie5', 'either_mono', ('blue', 'red'), None, 0.2758, 4),
    (33, 'line5', 'either_mono', ('red', 'yellow'), None, 0.1388, 5),
    (34, 'tri6', 'either_mono', ('yellow', 'blue'), None, 0.0436, 8),
    (35, 'ring6', 'either_mono', ('blue', 'red'), None, 0.0382, 8),
    (36, 'line3', 'bi', ('red', 'yellow'), None, 1.0, 1),
    (37, 'propeller4', 'bi', ('yellow', 'blue'), (3, 'yellow'), 0.976, 1),
    (38, 'chevron5', 'bi', ('blue', 'red'), (4, 'blue'), 0.8754, 1),
    (39, 'arc5', 'bi', ('red', 'yellow'), (4, 'red'), 0.9074, 1),
    (40, 'bowtie5', 'bi', ('yellow', 'blue'), (4, 'yellow'), 0.747, 2),
    (41, 'line5', 'bi', ('blue', 'red'), (4, 'blue'), 0.3226, 3),
    (42, 'ring6', 'bi', ('red', 'yellow'), None, 0.9514, 1),
    (43, 'ring6', 'bi', ('yellow', 'blue'), (4, 'yellow'), 0.577, 2),
    (44, 'ring6', 'bi', ('blue', 'red'), (5, 'blue'), 0.1792, 5),
    (45, 'tri6', 'bi', ('red', 'yellow'), (4, 'red'), 0.6926, 2),
    (46, 'tri6', 'bi', ('yellow', 'blue'), (5, 'yellow'), 0.2214, 4),
    (47, 'flower7', 'bi', ('blue', 'red'), None, 0.7392, 2),
    (48, 'flower7', 'bi', ('red', 'yellow'), (5, 'red'), 0.2146, 4),
    (49, 'flower7', 'bi', ('yellow', 'blue'), (6, 'yellow'), 0.0388, 8),
    (50, 'tri3', 'semi_bi', ('blue',), None, 1.0, 1),
    (51, 'line4', 'mono', ('yellow',), None, 0.3396, 3),
    (52, 'open5', 'semi_bi', ('yellow',), (4, 'yellow'), 0.9878, 1),
    (53, 'chevron5', 'semi_bi', ('blue',), (4, 'blue'), 0.9696, 1),
    (54, 'bowtie5', 'semi_bi', ('red',), (4, 'red'), 0.9234, 1),
    (55, 'line5', 'semi_bi', ('yellow',), (4, 'yellow'), 0.5758, 2),
    (56, 'ring6', 'semi_bi', ('blue',), (4, 'blue'), 0.8316, 1),
    (57, 'ring6', 'semi_bi', ('red',), (5, 'red'), 0.3216, 3),
    (58, 'tri6', 'semi_bi', ('yellow',), (4, 'yellow'), 0.9074, 1),
    (59, 'tri6', 'semi_bi', ('blue',), (5, 'blue'), 0.3866, 3),
    (60, 'flower7', 'semi_bi', ('red',), (4, 'red'), 0.7526, 2),
    (61, 'flower7', 'semi_bi', ('yellow',), (5, 'yellow'), 0.3734, 3),
    (62, 'flower7', 'semi_bi', ('blue',), (6, 'blue'), 0.0804, 6),
    (63, 'ring6', 'semi_bi', ('yellow',), (5, 'yellow'), 0.3152, 3),
    (64, 'arc3', 'free_bi', (), None, 1.0, 1),
    (65, 'zigzag4', 'free_bi', (), (3, None), 1.0, 1),
    (66, 'line5', 'mono', ('blue',), None, 0.079, 6),
    (67, 'line5', 'free_bi', (), (4, None), 0.9048, 1),
    (68, 'ring6', 'mono', ('yellow',), None, 0.0198, 9),
    (69, 'ring6', 'free_bi', (), None, 0.9998, 1),
    (70, 'ring6', 'free_bi', (), (5, None), 0.6648, 2),
    (71, 'tri6', 'free_bi', (), (5, None), 0.7288, 2),
    (72, 'flower7', 'free_bi', (), None, 0.9686, 1),
    (73, 'flower7', 'free_bi', (), (5, None), 0.7178, 2),
    (74, 'flower7', 'free_bi', (), (6, None), 0.2114, 4),
    (75, 'open5', 'either_mono', ('red', 'yellow'), None, 0.396, 3),
    (76, 'line3', 'tri', (), None, 1.0, 1),
    (77, 'tri3', 'tri', (), None, 1.0, 1),
    (78, 'arc3', 'tri', (), None, 1.0, 1),
    (79, 'tri6', 'tri', (), (4, 'blue'), 0.8954, 1),
    (80, 'flower7', 'tri', (), (5, 'yellow'), 0.3598, 3),
    (81, 'trapezoid5', 'tri', (), (3, 'blue'), 1.0, 1),
    (82, 'ring6', 'tri', (), (4, 'red'), 0.754, 2),
    (83, 'ring6', 'tri', (), (4, 'yellow'), 0.7526, 2),
    (84, 'ring6', 'tri', (), (4, 'blue'), 0.7454, 2),
    (85, 'tri6', 'tri', (), (4, 'red'), 0.8966, 1),
    (86, 'tri6', 'tri', (), (4, 'yellow'), 0.9016, 1),
    (87, 'flower7', 'tri', (), (5, 'blue'), 0.36, 3),
    (88, 'flower7', 'tri', (), (5, 'red'), 0.3478, 3),
    (89, 'flower7', 'tri', (), (4, 'yellow'), 0.987, 1),
)
# END CARDS
# fmt: on
