"""Hints: the Hard search from the seat's own information, and a line saying why."""

from __future__ import annotations

from typing import Any

from .. import ai
from ..core import Move, State
from ..core.i18n import _
from .answers import CoachHintMove, CoachRunnerUp
from .explainers import explain
from .judge import JudgeSearch
from .phrases import capital, sentences

CLEARLY = 0.10  # the review's THRESHOLD: a next best this far below is "clearly weaker"


def sentence(what: str, why: str) -> str:
    """ "Move to C4: picks 3 blue, ..." from an instruction and a reason."""
    if why:
        # Translators: a hint: a move as an instruction ("Move to C4"), then why ("picks 3 blue: ...").
        return _("{move}: {why}.").format(move=capital(what), why=why)
    # Translators: a hint: a move as an instruction ("Move to C4"), without a reason.
    return _("{move}.").format(move=capital(what))


def judged(text: str, mine: float | None, runner: CoachRunnerUp | None, forced: bool) -> str:
    """The hint's sentence and, after it, what the search saw: the only move, or the next
    best in words (issue 44: "rates it 54%" meant nothing), never its percentages."""
    if forced:
        # Translators: after a hint: the player has no other legal move.
        return sentences(text, _("It is the only move."))
    if runner is None or mine is None or runner["value"] is None:
        return text
    if mine - runner["value"] >= CLEARLY:
        # Translators: after a hint: the next best move ({move}, an instruction: "move to C4") is clearly weaker.
        return sentences(text, _("Next best would be to {move}, clearly weaker.").format(move=runner["what"]))
    # Translators: after a hint: the next best move ({move}, an instruction: "move to C4") is nearly as good.
    return sentences(text, _("Nearly as good would be to {move}.").format(move=runner["what"]))


def start(
    state: State[Any], seat: int | None = None, seed: int = 0, iterations: int | None = None
) -> JudgeSearch:
    """The search behind a hint: exactly ``posy.ai``'s Hard for the player to decide
    (``iterations`` replaces Hard's budget, as in :func:`posy.ai.choose`), as the
    review's ``JudgeSearch``, which the review of that decision resumes."""
    if state.current is None:
        raise ValueError(_("The game is over: there is no move to hint."))
    if seat is not None and seat != state.current:
        raise ValueError(_("A hint is only for the player whose turn it is."))
    return JudgeSearch(state, seed, iterations)


def runner_up(state: State[Any], stats: list[dict[str, Any]], move: Move, what: str) -> CoachRunnerUp | None:
    """The next best: the next most searched move whose words differ from the hint's
    (``what``). A move told in the same words (another red tile from the same pyramid for
    the same space) would read exactly like the suggestion (issue 44), so it is passed over."""
    others = [s for s in stats if s["move"] != move and s["visits"]]
    for second in sorted(others, key=lambda s: (s["visits"], s["value"]), reverse=True):
        runner_what, runner_why = explain(state, second["move"])
        if runner_what != what:
            return CoachRunnerUp(
                move=second["move"],
                value=second["value"],
                visits=second["visits"],
                what=runner_what,
                why=runner_why,
            )
    return None


def finish(search: ai.Search[Any]) -> CoachHintMove:
    """The hint once ``search`` has run: its move (``search.best()``), the search's
    value for it and for the runner-up (the next most searched move), and the line."""
    state = search.root
    move = search.best()
    what, why = explain(state, move)
    stats = search.root_stats()
    mine = next(s for s in stats if s["move"] == move)
    runner = runner_up(state, stats, move, what)
    text = judged(sentence(what, why), mine["value"], runner, len(search.legal) == 1)
    return {
        "move": move,
        "text": text,
        "what": what,
        "why": why,
        "value": mine["value"],
        "visits": mine["visits"],
        "runner_up": runner,
        "iterations": search.iterations,
    }


def hint(
    state: State[Any], seat: int | None = None, seed: int = 0, iterations: int | None = None
) -> CoachHintMove:
    """A hint for ``seat`` (the player to decide): ``{"move", "text", "value",
    "runner_up", ...}``. ``move`` is ``posy.ai.choose(state, "hard", seed,
    iterations=iterations)``: the same search, from the same information only."""
    search = start(state, seat, seed, iterations)
    search.run()
    return finish(search)


def words(state: State[Any], move: Move) -> str:
    """A legal move as one sentence in the game's words, with its reason."""
    return sentence(*explain(state, move))
