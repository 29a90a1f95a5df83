"""The coach: hints, previews and a review after the game, for learning a game fast.

>>> import posy
>>> from posy import coach
>>> state = posy.game("floriado").new(players=2, seed=1)
>>> h = coach.hint(state, seat=0, seed=0, iterations=50)
>>> h["move"] in state.moves() and h["text"].endswith(".")
True

**Hints** (:func:`hint`) run exactly the computer's Hard search (``posy.ai``) for the
player to decide, so the hinted move is ``posy.ai.choose(state, "hard", seed)``. The
search only ever reads ``state.determinize(seat, ...)``: a hint can't give away what
the seat may not see. The line that comes with it says why, in the game's words,
from facts that seat can see (``explainers.EXPLAIN``, one small function per game) and
from what the search saw, in words (the next best "nearly as good" or "clearly weaker",
never the search's percentages).

**Previews** are the games' own ``State.preview(move)`` (None by default): what a
Petals placement does to the bouquet's count, which Anthokyklos Pattern cards a tile
completes or brings within one tile, where a Petal Battle bump sends the piece.

**Review** (:class:`Review`): for every decision of the chosen seats, the Hard search
is run again from that seat's information at that moment (``judge.JudgeSearch``: the
hint's search, same seed, half of Hard's budget, about what a hint reaches in Hard's time
limit in Chromium here, and the hint's own search, resumed, for a decision the hint
judged: at least as deep as any hint given; it also counts the points of its simulated games). A move
is *marked* when the search's best move's mean reward is at least :data:`THRESHOLD`
above the move played, or its points margin :data:`POINTS_SHARE` of the points still to
play for (a lost game has mistakes too). The sentence is in the game's words
(``words.py``), and says so when the move was the hint's or the tutorial's
(``coached.py``). It runs in slices (``run(deadline)``) so the worker stays responsive.

**In the player's language**: every sentence is a catalogue message (``posy.core.i18n``),
written when it is asked for in the language of the call (``phrases.py`` says how they are put
together). What is kept between calls (a hint's search, a review's and the live review's
decisions) is facts, never sentences: a review resumed after a change of language reads in the
new one.

The JSON calls for the page are in :mod:`posy.coach.api` (the position each reads:
:mod:`posy.coach.source`).
"""

from __future__ import annotations

from .coached import coached_plies
from .explainers import EXPLAIN, explain
from .hints import hint, words
from .review import PLAYED_VISITS, POINTS_SHARE, THRESHOLD, Review, decision_seed, review
from .words import entry_text

__all__ = [
    "EXPLAIN",
    "PLAYED_VISITS",
    "POINTS_SHARE",
    "THRESHOLD",
    "Review",
    "coached_plies",
    "decision_seed",
    "entry_text",
    "explain",
    "hint",
    "review",
    "words",
]
