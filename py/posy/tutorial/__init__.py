"""Guided first games (issue 25): one short scripted game per game, written from its rulebook.

A tutorial is data: the rulebook's **clauses** (ids, and the rulebook's sentence, quoted or
paraphrased), and the **steps** of one fixed deal (the game's seed) in order. A step either
explains (the coach speaks and points; the person taps Next), asks the person for one move
(the only move accepted then; any other tap is answered with the step's rule sentence), or is
the scripted opponent's reply. Each step names the clauses it teaches; every clause is taught
by some step, and every scripted move is legal, in order, in the real engine
(tests/engine/test_tutorial.py replays them, and checks with each step's ``happens`` that what
it claims really happens there). After the last step the person finishes the game freely
against the computer, and the coach sums up what they learned.

The screen side is web/tutorial/; it gets the script through the bridge's ``tutorial`` call,
with each move's taps (CSS selectors of what to tap, in order) worked out here by the game's
own ``taps`` from the position it is played in.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from importlib import import_module
from typing import Annotated, Any, Literal, NotRequired, TypedDict

from ..core import JSONable, Move, State
from ..core.i18n import _

# Where a tutorial's clause happens: (position before the step's move, position after).
Check = Callable[[State[Any], State[Any]], bool]


@dataclass(frozen=True)
class Clause:
    """One rule of the rulebook: a short id and the rulebook's sentence (English, marked
    ``N_``: :func:`script` translates it into the language of the call)."""

    id: str
    text: str


@dataclass(frozen=True)
class Step:
    """One beat of the script. ``move`` None: the coach explains and the person taps Next;
    ``by`` "you": the person must play ``move``; "them": the scripted opponent plays it.
    ``say`` is English, marked ``N_``: :func:`script` translates it."""

    say: str
    teaches: tuple[str, ...]
    move: Move | None = None
    by: str = "you"
    point: str | None = None  # for an explanation: a CSS selector of what to point at
    happens: Check | None = field(default=None, compare=False)


@dataclass(frozen=True)
class Tutorial:
    game: str
    seed: int  # chosen by tools/tutorial_seeds.py: every rule appears early in this deal
    names: tuple[str, ...]
    clauses: tuple[Clause, ...]
    steps: tuple[Step, ...]
    taps: Callable[[State[Any], Move], list[str]]  # the game's taps for a move, in this position
    you: int = 0
    level: str = "easy"  # the computer that finishes the game with the person
    options: dict[str, JSONable] = field(default_factory=dict)

    def start(self) -> State[Any]:
        from .. import game  # posy's registry imports the games, which import core only

        return game(self.game).new(players=len(self.names), seed=self.seed, options=dict(self.options))

    def moves(self) -> list[Move]:
        """The scripted moves, in order."""
        return [s.move for s in self.steps if s.move is not None]

    def clause_text(self, clause_id: str) -> str:
        """The clause's sentence in the language in use."""
        return _(next(c.text for c in self.clauses if c.id == clause_id))


GAMES = ("floriado", "petal", "petals", "petal_battle", "anthokyklos")


def tutorial(game_id: str) -> Tutorial | None:
    """The tutorial of a game, or None when it has none yet."""
    if game_id not in GAMES:
        return None
    try:
        module = import_module(f"{__name__}.{game_id}")
    except ModuleNotFoundError:
        return None
    found: Tutorial = module.TUTORIAL
    return found


def available() -> list[str]:
    return [g for g in GAMES if tutorial(g) is not None]


class ScriptClause(TypedDict):
    """One rule of the rulebook the tutorial teaches: its id and sentence."""

    id: str
    text: str


class ScriptStep(TypedDict):
    """One beat of a tutorial as the screen reads it (web/tutorial/coach.js)."""

    kind: Annotated[
        Literal["say", "move", "reply"], "say: the coach explains; move: the person's; reply: theirs"
    ]
    say: str
    teaches: Annotated[list[str], "the clauses' ids"]
    rule: Annotated[str, "the first clause's sentence, or empty"]
    ply: Annotated[int, "the position it happens in"]
    point: NotRequired[Annotated[str | None, "say: a CSS selector of what to point at"]]
    move: NotRequired[Move]
    taps: NotRequired[Annotated[list[str], "the move's taps, CSS selectors in order"]]


class Script(TypedDict):
    """A tutorial as the screen reads it: the game it opens and its steps."""

    game: str
    seed: int
    you: Annotated[int, "the person's seat"]
    names: list[str]
    computers: Annotated[list[str | None], "a level per computer seat, null for the person's"]
    options: Annotated[object, "the game's options by name"]
    clauses: list[ScriptClause]
    steps: list[ScriptStep]


def script(t: Tutorial) -> Script:
    """The tutorial as the screen reads it: each step with the ply it happens at, and each
    move with its taps, found by replaying the script through the engine. Its sentences
    and names are in the language in use (``posy.core.i18n``), its ids and moves in none."""
    state = t.start()
    ply = 0
    steps: list[ScriptStep] = []
    for step in t.steps:
        out: ScriptStep = {
            "say": _(step.say),
            "teaches": list(step.teaches),
            "rule": t.clause_text(step.teaches[0]) if step.teaches else "",
            "ply": ply,
            "kind": "say",
        }
        if step.move is None:
            out["point"] = step.point
        else:
            out["kind"] = "move" if step.by == "you" else "reply"
            out["move"] = step.move
            out["taps"] = list(t.taps(state, step.move))
            state = state.play(step.move)
            ply += 1
        steps.append(out)
    return {
        "game": t.game,
        "seed": t.seed,
        "you": t.you,
        "names": [_(name) for name in t.names],
        "computers": [None if i == t.you else t.level for i in range(len(t.names))],
        "options": dict(t.options),
        "clauses": [{"id": c.id, "text": _(c.text)} for c in t.clauses],
        "steps": steps,
    }
