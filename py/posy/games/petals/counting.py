"""A Petals bouquet's count shown cell by cell: ``breakdown`` (each card's base value,
every step that changes it, in the rulebook's crawl, and the final value) and each
card's line in words ("Bluebell (8+2 from Bird-of-Paradise): 10"). Apart from
``bouquet.py``, whose count it retraces, because only the view and the preview read it.
"""

from __future__ import annotations

from ...core.i18n import _, catalogue
from .bouquet import CRAWL, _resolve
from .cards import AMOUNT, CELLS, KIND, TARGETS, VALUE, card_json, card_name
from .contract import PetalsBreakdown, PetalsStep, PetalsStepKind

_COUNTS: dict[tuple[object, tuple[int, ...]], list[PetalsBreakdown]] = {}
_COUNTS_CAP = 2_000  # a game shows a few hundred bouquets; cleared when full


def breakdown(cells: tuple[int, ...] | list[int]) -> list[PetalsBreakdown]:
    """Per cell: base value, every modification in order, and the final value (a fresh
    copy). Each bouquet's count is made once per catalogue: a view counts both
    bouquets and the last scored pair, and counting them on each view was half its time."""
    key = (catalogue(), tuple(cells))
    parts = _COUNTS.get(key)
    if parts is None:
        if len(_COUNTS) >= _COUNTS_CAP:
            _COUNTS.clear()
        parts = _COUNTS[key] = _count(cells)
    return [_fresh(part) for part in parts]


def _fresh(part: PetalsBreakdown) -> PetalsBreakdown:
    """A copy of one cell's count that shares nothing mutable with ``part``."""
    card = part["card"]
    copy = part.copy()
    if card is not None:
        copy["card"] = card_json(card["id"])
    copy["steps"] = [step.copy() for step in part["steps"]]
    return copy


def _count(cells: tuple[int, ...] | list[int]) -> list[PetalsBreakdown]:
    negated_by, times, _order, value = _resolve(cells)
    out: list[PetalsBreakdown] = []
    for j in range(CELLS):
        card = cells[j]
        if card < 0:
            out.append(
                {
                    "cell": j,
                    "card": None,
                    "base": 0,
                    "negated_by": None,
                    "activations": 0,
                    "steps": [],
                    "value": 0,
                    "text": "",
                }
            )
            continue
        running = VALUE[card]
        steps: list[PetalsStep] = []
        if negated_by[j] >= 0:
            src = negated_by[j]
            steps.append(_step("negate", src, cells[src], 1, None, running))
        for phase in ("reactivate", "zero", "multiply", "add"):
            for i in CRAWL:
                src = cells[i]
                if src < 0 or not times[i] or KIND[src] != phase or j not in TARGETS[src][i]:
                    continue
                if phase == "reactivate":
                    if not times[j] or (negated_by[j] >= 0):
                        continue
                    steps.append(_step(phase, i, src, 1, None, running))
                elif phase == "zero":
                    running = 0
                    steps.append(_step(phase, i, src, 1, None, running))
                elif phase == "multiply":
                    running *= AMOUNT[src] ** times[i]
                    steps.append(_step(phase, i, src, times[i], AMOUNT[src], running))
                else:
                    running += AMOUNT[src] * times[i]
                    steps.append(_step(phase, i, src, times[i], AMOUNT[src], running))
        assert running == value[j]
        out.append(
            {
                "cell": j,
                "card": card_json(card),
                "base": VALUE[card],
                "negated_by": None if negated_by[j] < 0 else negated_by[j],
                "activations": times[j],
                "steps": steps,
                "value": value[j],
                "text": _line(card, steps, value[j]),
            }
        )
    return out


def _step(kind: PetalsStepKind, by: int, src: int, times: int, amount: int | None, value: int) -> PetalsStep:
    return {"kind": kind, "by": by, "card": card_name(src), "times": times, "amount": amount, "value": value}


def _line(card: int, steps: list[PetalsStep], final: int) -> str:
    """The rulebook's way: "Bluebell (8+2 from Bird-of-Paradise): 10". Each step is a
    phrase of the catalogue with the cards' names as placeholders (a count's formula)."""
    main = str(VALUE[card])
    tail = []
    adds: list[str] = []
    adders: list[str] = []
    for s in steps:
        kind, name = s["kind"], s["card"]
        if kind == "negate":
            # Translators: a step of a card's count in a bouquet; {card} is the card that negates it
            tail.append(_("effect negated by {card}").format(card=name))
        elif kind == "reactivate":
            # Translators: a step of a card's count in a bouquet; {card} is the card that re-activates it
            tail.append(_("effect re-activated by {card}").format(card=name))
        elif kind == "zero":
            # Translators: a card's count so far ({count}: "8"), then set to 0 by a card ({card})
            main = _("{count} set to 0 by {card}").format(count=main, card=name)
        elif kind == "multiply":
            assert s["amount"] is not None  # a multiplier always has its amount
            # Translators: a card's count so far ({count}: "8"), multiplied by {factor} by a card ({card})
            main = _("{count} x{factor} by {card}").format(
                count=main, factor=s["amount"] ** s["times"], card=name
            )
        else:
            adds.extend([f"+{s['amount']}"] * s["times"])
            if name not in adders:
                adders.append(name)
    if adds:
        gap = "" if main.isdigit() else " "
        # Translators: a card's count so far ({count}: "8"), then what is added ({adds}: "+2+1") by cards
        # ({cards}: "Clover and Tulip")
        main = _("{count}{gap}{adds} from {cards}").format(
            count=main, gap=gap, adds="".join(adds), cards=_and(adders)
        )
    # Translators: a card's count in a bouquet: {card} its name, {steps} how it is counted ("8+2 from
    # Clover"), {value} what it scores
    return _("{card} ({steps}): {value}").format(
        card=card_name(card), steps=", ".join([main, *tail]), value=final
    )


def _and(names: list[str]) -> str:
    """Cards' names as a list: "Clover", "Clover and Tulip", "Clover and Tulip and Iris"."""
    out = names[0]
    for name in names[1:]:
        # Translators: cards' names in a list ("Clover and Tulip"; {first} may itself be a list)
        out = _("{first} and {second}").format(first=out, second=name)
    return out
