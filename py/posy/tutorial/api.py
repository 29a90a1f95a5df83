"""The tutorials' JSON call, for the bridge to register (``bridge.CALLS``).

``tutorial {"game"}`` -> ``{"ok": true, "tutorial": script}`` (``posy.tutorial.script``:
the seed, the seats, the clauses and the steps with their plies and taps), or a
``BadRecord`` sentence when the game has no tutorial.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal, TypedDict

from ..core import JSON, BadRecord
from ..core.i18n import _
from . import Script, script, tutorial


class TutorialAnswer(TypedDict):
    ok: Literal[True]
    tutorial: Script


def tutorial_call(req: dict[str, JSON]) -> TutorialAnswer:
    game_id = req.get("game")
    found = tutorial(game_id) if isinstance(game_id, str) else None
    if found is None:
        raise BadRecord(_("There is no tutorial for this game yet."))
    return {"ok": True, "tutorial": script(found)}


CALLS: dict[str, Callable[[dict[str, JSON]], TutorialAnswer]] = {"tutorial": tutorial_call}
