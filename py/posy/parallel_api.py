"""The JSON calls of a search on several cores (posy.parallel), for the bridge to
register beside the others (``bridge.CALLS``), with the bridge's conventions.

In the game's own engine worker (an open session ``sid``):

* ``think_job`` ``{sid, ply}`` -> ``{job}``: what the other workers need for the move
  at ``ply``: the position re-dealt from the deciding seat's view, the level, the seed.
* ``think`` with ``"part": true`` (posy.play_api): worker 0's search and its part.
* ``think_merge`` ``{sid, ply, parts}`` -> ``{move}``: the parts added up, the move.

In a helper worker (no session): ``search_part`` ``{job, worker, token, limit,
slice_ms}`` searches in slices like ``think`` (``{"done": false}`` until it is over,
then ``{"done": true, "part"}``). A helper keeps one search, its latest token's: a
search dropped by the page (a move taken back) is replaced by the next one.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Annotated, Any, Literal, TypedDict

from . import ai, game
from .core import BadRecord, Move
from .core.i18n import _
from .parallel import Part, job_state, part_of, pick, worker_seed
from .sessions import session_of
from .thinking import think_seed, think_slice

Request = dict[str, Any]
_search: dict[str, Any] = {}  # the helper's one search: token, search, start


def _position(req: Request) -> tuple[Any, int]:
    _sid, session = session_of(req)
    ply = len(session.states) - 1
    if req.get("ply") != ply:
        raise BadRecord(_("The game moved on while the computer was thinking."))
    return session, ply


class Job(TypedDict):
    """What the other workers search: the position re-dealt from the deciding seat's view."""

    game: str
    state: Annotated[dict[str, Any], "the position as the game dumps it (State.dump)"]
    level: str
    seed: int


class ThinkJob(TypedDict):
    ok: Literal[True]
    job: Job


class ThinkMerged(TypedDict):
    """The parts added up: the move to play (the page plays it with ``play``)."""

    ok: Literal[True]
    ply: int
    move: Move


class PartSearching(TypedDict):
    """``search_part``'s answer while the search goes on: the page asks for the next slice."""

    ok: Literal[True]
    done: Literal[False]
    iterations: int


class PartDone(TypedDict):
    ok: Literal[True]
    done: Literal[True]
    part: Part


def think_job(req: Request) -> ThinkJob:
    session, ply = _position(req)
    state = session.states[-1]
    level = session.record.computers[state.current] if state.current is not None else None
    if level is None:
        raise BadRecord(_("It is not a computer's turn."))
    seed = think_seed(session.record, ply)
    job: Job = {"game": state.game.id, "state": job_state(state, seed), "level": level, "seed": seed}
    return {"ok": True, "job": job}


def think_merge(req: Request) -> ThinkMerged:
    session, ply = _position(req)
    state = session.states[-1]
    level = session.record.computers[state.current] if state.current is not None else None
    if level is None or ai.level_of(level).noisy:
        raise BadRecord(_("This computer level does not think on several cores."))
    parts = req.get("parts")
    if not isinstance(parts, list) or not all(isinstance(p, dict) for p in parts):
        raise BadRecord(_("The computer's helpers did not answer."))
    return {"ok": True, "ply": ply, "move": pick(state.moves(), parts)}


def search_part(req: Request) -> PartSearching | PartDone:
    token, worker = req.get("token"), req.get("worker")
    if not isinstance(worker, int) or isinstance(worker, bool) or worker < 1:
        raise BadRecord(_("A helper of the computer needs its number."))
    if _search.get("token") != token or token is None:
        job = req.get("job")
        if not isinstance(job, dict):
            raise BadRecord(_("A helper of the computer needs a position to search."))
        state = game(job.get("game")).load(job.get("state"))
        seed = job.get("seed")
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise BadRecord(_("A helper of the computer needs a seed."))
        search = ai.Search(state, ai.level_of(job.get("level")).name, worker_seed(seed, worker))
        _search.update(token=token, search=search, start=time.perf_counter())
    search = _search["search"]
    if not think_slice(search, _search["start"], req):
        return {"ok": True, "done": False, "iterations": search.iterations}
    _search.clear()
    return {"ok": True, "done": True, "part": part_of(search, worker)}


CALLS: dict[str, Callable[[Request], ThinkJob | ThinkMerged | PartSearching | PartDone]] = {
    "think_job": think_job,
    "think_merge": think_merge,
    "search_part": search_part,
}
