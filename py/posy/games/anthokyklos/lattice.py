"""Anthokyklos board geometry and the pattern matcher.

The board: 5 rings of 9 spaces around the pistil. Space ``index`` of ring
``ring`` (1..5, 0..8) has the id ``(ring - 1) * 9 + index`` (0..44). Space i of
ring k+1 sits between spaces i and i+1 (mod 9) of ring k.

That is a triangular lattice wrapped on a cylinder. We use *axial* coordinates
``(q, r) = (index, ring)``; the six neighbours of a space are the six axial
directions ``(+1, 0), (-1, 0)`` (same ring), ``(0, -1), (+1, -1)`` (the two
below, which support it) and ``(-1, +1), (0, +1)`` (the two above, which it
supports). ``q`` wraps modulo 9. Drawn flat, a space sits at
``x = q + r / 2, y = r * sqrt(3) / 2``; drawn as a flower, space ``(q, r)`` sits on
ring ``r`` at the angle ``(q + (r - 1) / 2) * 40`` degrees.

A *shape* is a tuple of axial offsets. A *placement* of a shape is the set of
spaces it covers after one of the 12 symmetries of the triangular lattice (six
rotations, each with or without a reflection), a scale ``s >= 1`` (every offset
multiplied by ``s``) and a translation, where every space lies on rings 1..5 and
the shape spans at most half the flower. Its *span* is its width in half-steps,
``max(2q + r) - min(2q + r)``: ``2q + r - 1`` counts 20-degree steps round the
flower, so the whole flower is 18 half-steps and half of it ``MAX_SPAN = 9``
(180 degrees). Why half: when two spaces of a placement are at most 180 degrees
apart, going round the back of the flower is never a shorter way from one to the
other than going through the pattern, so the flower shows exactly the shape's
geometry: it cannot wrap round onto itself (ring 1's spaces 1, 5 and 0 = 9 as a
"line of 3" at scale 4) or close round the ring (a line of 5 at scale 2 on
spaces 0, 2, 4, 6, 8), and no two offsets can land on one space. Every shape of
the deck still fits at scale 1 in all its orientations (the widest, a line of 5
along a ring and the star, span 8). Placements are kept as bit masks over the 45 space ids.
"""

from __future__ import annotations

from .contract import AnthokyklosColour

RINGS = 5
PER_RING = 9
SPACES = RINGS * PER_RING
COLOURS: tuple[AnthokyklosColour, ...] = ("red", "yellow", "blue")

DIRECTIONS = ((1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1))
# The widest a placement may be, in half-steps (2q + r) round the flower: half of
# its 2 * PER_RING = 18 half-steps, i.e. 180 degrees (see the module docstring).
MAX_SPAN = PER_RING


def space_id(ring: int, index: int) -> int:
    return (ring - 1) * PER_RING + index % PER_RING


def ring_of(space: int) -> int:
    return space // PER_RING + 1


def index_of(space: int) -> int:
    return space % PER_RING


def supports(space: int) -> tuple[int, ...]:
    """The two spaces below ``space`` that must be filled first (none on ring 1)."""
    ring, index = ring_of(space), index_of(space)
    if ring == 1:
        return ()
    return (space_id(ring - 1, index), space_id(ring - 1, index + 1))


def neighbours(space: int) -> tuple[int, ...]:
    ring, index = ring_of(space), index_of(space)
    out = []
    for dq, dr in DIRECTIONS:
        if 1 <= ring + dr <= RINGS:
            out.append(space_id(ring + dr, index + dq))
    return tuple(out)


SUPPORT_MASK = tuple(sum(1 << s for s in supports(c)) for c in range(SPACES))


def angle(space: int) -> float:
    """Where a space sits on the flower, in degrees (ring 1 space 0 at 0)."""
    return (index_of(space) + (ring_of(space) - 1) / 2) * 40


# --------------------------------------------------------------------------
# Symmetries and placements


def _rotate(offset: tuple[int, int]) -> tuple[int, int]:
    """Rotate an axial offset by 60 degrees."""
    q, r = offset
    return (-r, q + r)


def _reflect(offset: tuple[int, int]) -> tuple[int, int]:
    q, r = offset
    return (r, q)


def orientations(shape: tuple[tuple[int, int], ...]) -> list[tuple[tuple[int, int], ...]]:
    """The distinct images of a shape under the 12 lattice symmetries, each
    translated so its smallest offset is (0, 0) and sorted."""
    seen: dict[tuple[tuple[int, int], ...], None] = {}
    for mirrored in (False, True):
        cells = [_reflect(c) for c in shape] if mirrored else list(shape)
        for _ in range(6):
            cells = [_rotate(c) for c in cells]
            low = min(cells)
            norm = tuple(sorted((q - low[0], r - low[1]) for q, r in cells))
            seen.setdefault(norm, None)
    return list(seen)


def mask_of(cells: list[int] | tuple[int, ...]) -> int:
    out = 0
    for c in cells:
        out |= 1 << c
    return out


def cells_of(mask: int) -> list[int]:
    return [c for c in range(SPACES) if mask >> c & 1]


def span(offsets: tuple[tuple[int, int], ...]) -> int:
    """How far round the flower ``offsets`` reach, in half-steps (20 degrees each)."""
    half = [2 * dq + dr for dq, dr in offsets]
    return max(half) - min(half)


def place(offsets: tuple[tuple[int, int], ...], q0: int, r0: int) -> int | None:
    """The mask of ``offsets`` anchored at axial (q0, r0), or None off the board."""
    if span(offsets) > MAX_SPAN:
        return None
    mask = 0
    for dq, dr in offsets:
        r = r0 + dr
        if not 1 <= r <= RINGS:
            return None
        mask |= 1 << space_id(r, q0 + dq)
    return mask


def placements(shape: tuple[tuple[int, int], ...]) -> list[tuple[int, int]]:
    """Every (mask, scale) placement of a shape, in a fixed order, one per distinct
    set of spaces (the smallest scale wins when two coincide)."""
    out: dict[int, int] = {}
    scale = 1
    while True:
        found = False
        for orient in orientations(shape):
            scaled = tuple((dq * scale, dr * scale) for dq, dr in orient)
            low = min(dr for _, dr in scaled)
            high = max(dr for _, dr in scaled)
            for r0 in range(1 - low, RINGS - high + 1):
                for q0 in range(PER_RING):
                    mask = place(scaled, q0, r0)
                    if mask is not None:
                        found = True
                        out.setdefault(mask, scale)
        if not found:
            return list(out.items())
        scale += 1


# --------------------------------------------------------------------------
# Colour requirements

KINDS = ("mono", "free_mono", "either_mono", "bi", "semi_bi", "free_bi", "tri")


def meets(
    kind: str, colours: tuple[int, ...], at_least: tuple[int, int | None] | None, counts: tuple[int, ...]
) -> bool:
    """Whether tiles with ``counts`` of each colour meet a colour requirement.

    ``colours`` are colour indexes (their meaning depends on ``kind``);
    ``at_least`` is the X+ requirement ``(x, colour)``: at least x tiles of that
    colour, or of one same colour when ``colour`` is None.
    """
    present = {c for c in range(len(counts)) if counts[c]}
    if kind == "mono":
        ok = present == {colours[0]}
    elif kind == "free_mono":
        ok = len(present) == 1
    elif kind == "either_mono":
        ok = len(present) == 1 and present <= set(colours)
    elif kind == "bi":
        ok = present == set(colours)
    elif kind == "semi_bi":
        ok = len(present) == 2 and colours[0] in present
    elif kind == "free_bi":
        ok = len(present) == 2
    elif kind == "tri":
        ok = len(present) == 3
    else:
        raise ValueError(f"unknown colour requirement {kind!r}")
    if ok and at_least is not None:
        x, colour = at_least
        ok = (max(counts) if colour is None else counts[colour]) >= x
    return ok


def allowed_counts(
    size: int, kind: str, colours: tuple[int, ...], at_least: tuple[int, int | None] | None
) -> int:
    """A bit set over ``(red << 4) | yellow`` counts meeting the requirement, for a
    shape of ``size`` tiles (blue is the rest): the matcher's fast lookup."""
    bits = 0
    for red in range(size + 1):
        for yellow in range(size + 1 - red):
            if meets(kind, colours, at_least, (red, yellow, size - red - yellow)):
                bits |= 1 << (red << 4 | yellow)
    return bits


def matches(masks: tuple[int, ...], placement: int, allowed: int) -> bool:
    """Whether a placement is fully built on a board given as per-colour masks and
    its colours meet the requirement encoded in ``allowed``."""
    red, yellow, blue = masks
    if (red | yellow | blue) & placement != placement:
        return False
    return bool(allowed >> (((red & placement).bit_count() << 4) | (yellow & placement).bit_count()) & 1)
