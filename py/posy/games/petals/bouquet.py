"""Petals bouquets: the count (the rulebook's crawl, negation as a fixed point,
adds and multiplies) and the column arrangements and Camellia switch that reorder a
bouquet. The count shown cell by cell, in words, is ``counting.py``'s.
"""

from __future__ import annotations

from ...core import Move
from .cards import AMOUNT, CELLS, EMPTY, KIND, TARGETS, VALUE

CRAWL = (0, 1, 2, 5, 4, 3, 6, 7, 8)
"""The rulebook's crawl "from bottom left to top right", read as a snake: the
bottom row left to right, the middle row right to left, the top row left to
right. The count and every list "in crawl order" follow it."""


def resolve_negation(negators: dict[int, tuple[int, ...]]) -> dict[int, int]:
    """Which cells are negated, and by which negator.

    ``negators`` maps each cell holding a negate effect to the cells it targets.
    A negator acts only if no *acting* negator negates it. This is found as a
    fixed point, in rounds that look at all negators at once (no crawl order):
    a negator whose every negator is already negated acts; one that an acting
    negator targets is negated. When no negator can be decided so, the
    undecided ones that negate each other around a cycle cancel each other out
    (all of them are negated and negate nothing) and the rounds go on.

    Returns target cell -> the negator shown as negating it: the first acting
    one in crawl order, else (a cancelled negator) the first one of its cycle.
    """
    attackers = {n: [m for m in CRAWL if m in negators and n in negators[m]] for n in negators}
    acting: set[int] = set()
    out: set[int] = set()
    cancelled: dict[int, int] = {}
    undecided = set(negators)
    while undecided:
        beaten = {n for n in undecided if any(a in acting for a in attackers[n])}
        free = {n for n in undecided if all(a in out for a in attackers[n])}
        if not beaten and not free:
            # every undecided negator is negated by an undecided one: cycles
            for n in undecided:
                cycle = [a for a in attackers[n] if a in undecided and _reaches(n, a, undecided, attackers)]
                if cycle:
                    cancelled[n] = cycle[0]
            beaten = set(cancelled) & undecided
        out |= beaten
        acting |= free
        undecided -= beaten | free
    negated: dict[int, int] = {}
    for n in CRAWL:
        if n in acting:
            for t in negators[n]:
                negated.setdefault(t, n)
    for n, by in cancelled.items():
        negated.setdefault(n, by)
    return negated


def _reaches(start: int, goal: int, among: set[int], attackers: dict[int, list[int]]) -> bool:
    """Is there a chain of negators of ``among`` from ``start`` to ``goal``,
    each negating the next?"""
    seen, todo = {goal}, [goal]
    while todo:
        n = todo.pop()
        for a in attackers[n]:
            if a == start:
                return True
            if a in among and a not in seen:
                seen.add(a)
                todo.append(a)
    return False


def _resolve(
    cells: tuple[int, ...] | list[int], ignore: int = -1
) -> tuple[list[int], list[int], list[int], list[int]]:
    """Run the order of operations over a bouquet (EMPTY cells allowed).

    Returns four lists over cells: negated_by (cell or -1), times (how often
    each effect applies), base values after zeroing, and the final values.
    Every step looks at all cards at once, so no result depends on the order
    the cards are visited in.
    """
    negators = {
        i: tuple(t for t in TARGETS[c][i] if cells[t] >= 0)
        for i, c in enumerate(cells)
        if c >= 0 and KIND[c] == "negate" and i != ignore
    }
    negated_by = [-1] * CELLS
    if negators:
        for t, by in resolve_negation(negators).items():
            negated_by[t] = by
    times = [0] * CELLS
    for i in range(CELLS):
        card = cells[i]
        if card >= 0 and KIND[card] is not None and negated_by[i] < 0 and i != ignore:
            times[i] = 1
    extra = [0] * CELLS
    for i in range(CELLS):
        card = cells[i]
        if card >= 0 and times[i] and KIND[card] == "reactivate":
            for t in TARGETS[card][i]:
                if times[t]:
                    extra[t] += 1
    for i in range(CELLS):
        times[i] += extra[i]
    base = [VALUE[c] if c >= 0 else 0 for c in cells]
    for i in range(CELLS):
        card = cells[i]
        if card >= 0 and times[i] and KIND[card] == "zero":
            for t in TARGETS[card][i]:
                base[t] = 0
    value = list(base)
    for i in range(CELLS):
        card = cells[i]
        if card >= 0 and times[i] and KIND[card] == "multiply":
            for t in TARGETS[card][i]:
                if cells[t] >= 0:
                    value[t] *= AMOUNT[card] ** times[i]
    for i in range(CELLS):
        card = cells[i]
        if card >= 0 and times[i] and KIND[card] == "add":
            for t in TARGETS[card][i]:
                if cells[t] >= 0:
                    value[t] += AMOUNT[card] * times[i]
    return negated_by, times, base, value


def bouquet_values(cells: tuple[int, ...] | list[int]) -> list[int]:
    """The final value of each cell (0 for empty cells)."""
    return _resolve(cells)[3]


def bouquet_score(cells: tuple[int, ...] | list[int], ignore: int = -1) -> int:
    """What a (possibly unfinished) bouquet scores; ``ignore`` is a cell whose
    effect is left out (to measure what one effect is worth)."""
    return sum(_resolve(cells, ignore)[3])


_SCORES: dict[tuple[int, ...], int] = {}
_SCORES_CAP = 60_000  # about 10 MB; cleared when full (simulations revisit few bouquets)


def cached_score(cells: tuple[int, ...]) -> int:
    """:func:`bouquet_score`, remembered: the simulations of one search score the
    same few early bouquets thousands of times."""
    score = _SCORES.get(cells)
    if score is None:
        if len(_SCORES) >= _SCORES_CAP:
            _SCORES.clear()
        score = _SCORES[cells] = quick_score(cells)
    return score


def quick_score(cells: tuple[int, ...]) -> int:
    """:func:`bouquet_score` for the simulations, about 1.4x as fast: the same
    order of operations without the bookkeeping the count shows (who negated whom).
    A bouquet whose negators negate one another, which needs the fixed point, takes
    the full count (``tests/engine/test_petals_ai.py`` compares them over random bouquets)."""
    effects = [(i, c) for i, c in enumerate(cells) if c >= 0 and KIND[c] is not None]
    if not effects:
        return sum(VALUE[c] for c in cells if c >= 0)
    for _i, c in effects:
        if KIND[c] == "negate":
            return _negated_score(cells, effects)
    return _effects_score(cells, effects)


def _negated_score(cells: tuple[int, ...], effects: list[tuple[int, int]]) -> int:
    """:func:`quick_score` with negators: when none of them is the target of another, all
    of them act (the fixed point's first round) and the cards they target lose their
    effects. A quarter of the simulations' bouquets hold one; the full count took them."""
    negators = [(i, c) for i, c in effects if KIND[c] == "negate"]
    negated = {t for i, c in negators for t in TARGETS[c][i] if cells[t] >= 0}
    if any(i in negated for i, _c in negators):
        return bouquet_score(cells)
    return _effects_score(cells, [(i, c) for i, c in effects if i not in negated])


def _effects_score(cells: tuple[int, ...], effects: list[tuple[int, int]]) -> int:
    """The score of ``cells`` whose acting effects are ``effects`` (cell, card)."""
    times = [0] * CELLS
    for i, _c in effects:
        times[i] = 1
    for i, c in effects:
        if KIND[c] == "reactivate":
            for t in TARGETS[c][i]:
                if times[t]:
                    times[t] += 1  # a reactivation counts once per reactivator, from the first pass
    value = [VALUE[c] if c >= 0 else 0 for c in cells]
    for i, c in effects:
        if KIND[c] == "zero":
            for t in TARGETS[c][i]:
                value[t] = 0
    for i, c in effects:
        if KIND[c] == "multiply":
            for t in TARGETS[c][i]:
                if cells[t] >= 0:
                    value[t] *= AMOUNT[c] ** times[i]
    for i, c in effects:
        if KIND[c] == "add":
            for t in TARGETS[c][i]:
                if cells[t] >= 0:
                    value[t] += AMOUNT[c] * times[i]
    return sum(value)


def open_cells(cells: tuple[int, ...]) -> list[int]:
    """Where a card may go: the lowest empty cell of each column that has one, left to right."""
    out = []
    for col in (0, 1, 2):  # each column's three cells written out: the simulations call this most
        if cells[col] == EMPTY:
            out.append(col)
        elif cells[col + 3] == EMPTY:
            out.append(col + 3)
        elif cells[col + 6] == EMPTY:
            out.append(col + 6)
    return out


_BEST: dict[tuple[tuple[int, ...], int], tuple[int, int]] = {}


def best_placement(cells: tuple[int, ...], card: int) -> tuple[int, int]:
    """The open cell where ``card`` makes the bouquet score most, and that score.
    Ties go to the leftmost column. Remembered as ``cached_score`` is: a simulation
    asks it four times a trick, mostly of bouquets the search has met before."""
    key = (cells, card)
    found = _BEST.get(key)
    if found is not None:
        return found
    best_score, best_cell = -(10**9), -1
    for cell in open_cells(cells):
        score = cached_score(cells[:cell] + (card,) + cells[cell + 1 :])
        if score > best_score:
            best_score, best_cell = score, cell
    if len(_BEST) >= _SCORES_CAP:
        _BEST.clear()
    found = _BEST[key] = (best_score, best_cell)
    return found


PERMS = ((0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0))


def arranged(cells: tuple[int, ...], order: tuple[int, ...] | list[int]) -> tuple[int, ...]:
    """The bouquet with its columns put in ``order`` (column ``col`` becomes old column ``order[col]``)."""
    return tuple(cells[row * 3 + order[col]] for row in range(3) for col in range(3))


def switched(cells: tuple[int, ...], move: Move) -> tuple[int, ...]:
    """The bouquet after a Camellia decision (``keep`` or ``switch``)."""
    if move["type"] != "switch":
        return cells
    out = list(cells)
    a, b = move["from"], move["to"]
    out[a], out[b] = out[b], out[a]
    return tuple(out)
