"""The one surface JavaScript calls: JSON text in, JSON text out.

``call(name, payload)`` checks the request's size and nesting before it is parsed,
then dispatches to the handler of that name in ``CALLS``: the calls of a game on
this device (``posy.play_api``, its sessions in ``posy.sessions``), the coach's
(``posy.coach.api``), the tutorials' (``posy.tutorial.api``) and the computer's
helpers on other cores (``posy.parallel_api``); calls named ``remote_*`` go to
``posy.remote.page`` (a game with friends on other devices, loaded when first used).

Every answer is ``{"ok": true, ...}`` or ``{"ok": false, "error": "<a sentence for a
player>"}``; no Python object and no traceback ever crosses into the page. A bug in
the engine is reported as ``{"ok": false, "error": ..., "bug": "<traceback>"}`` so
the page can log it to the console while showing the player a sentence.
"""

from __future__ import annotations

import json
import re
import traceback
from collections.abc import Callable, Mapping

from . import parallel_api, play_api
from .coach import api as coach_api
from .core import BadRecord, IllegalMove, JSONable, i18n
from .core.i18n import _
from .sessions import Request
from .tutorial import api as tutorial_api

# Requests are checked before they are parsed: Python's JSON parser recurses, and deep
# enough nesting crashes Pyodide outright ("Pyodide has suffered a fatal error").
MAX_REQUEST = 1 << 20  # characters; the longest game's record is a few dozen KB
MAX_DEPTH = 32  # nesting of arrays and objects; a request needs 6
_NOT_BRACKETS = re.compile(r'"(?:[^"\\]++|\\.)*+"|[^\[\]{}"]++')  # strings, and all but brackets
_INNERMOST = re.compile(r"\[\]|\{\}")

CALLS: dict[str, Callable[[Request], Mapping[str, object]]] = {  # answers, each written as JSON
    **play_api.CALLS,  # a game on this device: start, play, undo, think...
    **coach_api.CALLS,  # hints, previews, reviews
    **tutorial_api.CALLS,  # the guided first games' script
    **parallel_api.CALLS,  # the computer's search on several cores
}


def _nested_too_deep(text: str) -> bool:
    """Whether arrays and objects in JSON ``text`` nest deeper than MAX_DEPTH (or the
    brackets do not pair up), found without recursion: with strings and everything but
    brackets removed, each pass of ``_INNERMOST`` peels one level of nesting."""
    brackets = _NOT_BRACKETS.sub("", text)
    for _depth in range(MAX_DEPTH):
        if not brackets:
            return False
        brackets = _INNERMOST.sub("", brackets)
    return bool(brackets)


def call(name: str, payload: str = "{}", language: str = "en") -> str:
    """Run one call, its sentences in ``language`` (the page's: ``core.i18n``); always
    returns JSON text, never raises."""
    i18n.use(language if isinstance(language, str) else "en")
    try:
        if not isinstance(payload, str) or len(payload) > MAX_REQUEST:
            return _error(_("This game record is too large to be a Posy game."))
        if _nested_too_deep(payload):
            return _error(
                _("This game record is damaged: it is not readable, or nested far deeper than any Posy game.")
            )
        try:
            req = json.loads(payload) if payload else {}
        except ValueError:
            return _error(_("The request was not readable."))
        if not isinstance(req, dict):
            return _error(_("The request was not readable."))
        if isinstance(name, str) and name.startswith("remote_"):
            # a game with friends on other devices: posy.remote, its own sentences and errors
            from .remote import page

            return page.call(name.removeprefix("remote_"), payload)
        handler = CALLS.get(name) if isinstance(name, str) else None
        if handler is None:
            return _error(_("Unknown call “{name}”.").format(name=str(name)[:40]))
        return json.dumps(handler(req), separators=(",", ":"))
    except IllegalMove as exc:
        return _error(str(exc), illegal=True)
    except BadRecord as exc:
        return _error(str(exc))
    except Exception as exc:  # a bug: a sentence for the player, the trace for the console
        return _error(
            _("Something went wrong with the rules. Your game is safe; try again."),
            bug="".join(traceback.format_exception(exc)),
        )


def _error(message: str, **extra: JSONable) -> str:
    return json.dumps({"ok": False, "error": message, **extra}, separators=(",", ":"))
