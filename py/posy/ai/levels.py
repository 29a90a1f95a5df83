"""The computer's levels: a name for the lobby, a sentence, and a search budget each."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, TypedDict

from ..core.i18n import N_, _


@dataclass(frozen=True)
class Level:
    """A strength: a name for the lobby, a sentence, and a search budget. The label and
    the sentence are English (the lobby's catalog), marked with ``N_``: the page translates them."""

    name: str
    label: str
    sentence: str
    iterations: int
    seconds: float
    # Draws its move with the game's deliberate noise (State.easy_noise, easy_slack)
    # instead of playing the most searched one.
    noisy: bool = False
    # In the browser, search on every core the device spares (posy.parallel): each
    # worker spends the time limit, so a faster device plays stronger, not quicker.
    all_cores: bool = False


LEVELS: dict[str, Level] = {
    "easy": Level(
        "easy",
        N_("Easy"),
        N_("Thinks briefly and sometimes picks a weaker move: good for learning a game."),
        iterations=40,
        seconds=0.3,
        noisy=True,
    ),
    "medium": Level(
        "medium",
        N_("Medium"),
        N_("Looks a few moves ahead and plays sensibly."),
        iterations=300,
        seconds=0.3,
    ),
    "hard": Level(
        "hard",
        N_("Hard"),
        N_("Searches deeply and plays its best move."),
        # Sized to spend the time limit: Chromium on the reference machine runs one
        # budget unit (iterations / search_scale) in 0.25-0.43 ms depending on the game
        # (docs/benchmarks.md, "The computer's move times"), so 3000 take 0.75-1.3 s there and the time
        # limit, not the budget, usually ends the search in the browser. (It was 1200,
        # which left half of the time unused: medians of 306-521 ms.)
        iterations=3000,
        # 50 ms under the 1.0 s target leaves room for the worker's message and the
        # move's replay: measured in Chromium, a 1.0 s cap gave a 1,004 ms median.
        seconds=0.95,
    ),
    "expert": Level(
        "expert",
        N_("Expert"),
        N_("Thinks for up to three seconds a move: for players who beat Hard."),
        # Three times Hard's budget, for three times its time: 2.3-3.9 s of Chromium on
        # the reference machine, so the 2.9 s limit usually ends the search there.
        iterations=9000,
        seconds=2.9,
        all_cores=True,
    ),
}


class LevelInfo(TypedDict):
    """A computer level as the lobby's catalogue lists it (``posy.play_api.catalog``)."""

    id: str
    label: str
    sentence: str
    all_cores: Annotated[bool, "searches on every core the device spares"]
    time_limit: Annotated[float, "seconds: how long a move's search may last (the page passes it back)"]
    strength: Annotated[
        dict[str, str], 'its measured strength in words, per game and player count ("anthokyklos/3")'
    ]


def describe_levels() -> list[LevelInfo]:
    """The levels for the lobby, weakest first, each with its time limit and its measured
    strength in words per game and player count (``"anthokyklos/3"``: posy.strength, from
    tests/strength.py)."""
    from ..strength import sentences

    return [
        {
            "id": lv.name,
            "label": lv.label,
            "sentence": lv.sentence,
            "all_cores": lv.all_cores,
            "time_limit": lv.seconds,
            "strength": sentences(lv.name),
        }
        for lv in LEVELS.values()
    ]


def level_of(name: object) -> Level:
    level = LEVELS.get(name) if isinstance(name, str) else None
    if level is None:
        raise ValueError(_("There is no computer level called “{name}”.").format(name=str(name)[:20]))
    return level
