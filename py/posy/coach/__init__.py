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
from what the search saw: its value for the move (mean reward in [0, 1], roughly a
chance of winning) against the runner-up's.

**Previews** are the games' own ``State.preview(move)`` (None by default): what a
Petals placement does to the bouquet's count, which Anthokyklos Pattern cards a tile
completes or brings within one tile, where a Petal Battle bump sends the piece.

**Review** (:class:`Review`): for every decision of the chosen seats, the Hard search
is run again from that seat's information at that moment; a move is *marked* when
the search's best move's mean reward is at least :data:`THRESHOLD` above the move
played. It runs in slices (``run(deadline)``) so the worker stays responsive.

The JSON calls for the page are in :mod:`posy.coach.api`.
"""

from __future__ import annotations

from .explainers import EXPLAIN, explain
from .hints import hint, words
from .review import PLAYED_VISITS, THRESHOLD, Review, decision_seed, review

__all__ = [
    "EXPLAIN",
    "PLAYED_VISITS",
    "THRESHOLD",
    "Review",
    "decision_seed",
    "explain",
    "hint",
    "review",
    "words",
]
