"""Remote games on the page's own game screen.

:mod:`posy.remote.api` answers with a device and a summary. The game screen and the
renderers draw the bridge's snapshots (:func:`posy.sessions.snapshot`); this module adds
that snapshot to every answer about a device, so that to the page a remote game is one
more kind of session: the same renderer, the same log, the same final screen.

Everything here is computed from the device's own knowledge (its table's steps and
its working state, :meth:`~posy.remote.table.Table.working`): the view of its own
seat, the public moves' log lines, the scores once the game is over. No other
seat's secret is ever in a device, so none can be in a snapshot.

The bridge routes ``remote_<name>`` calls here (``remote_invite``, ``remote_join``,
``remote_identify``, ``remote_receive``, ``remote_play``, ``remote_offer``,
``remote_answer``, ``remote_resign``, ``remote_claim``, ``remote_state``,
``remote_catch_up``, ``remote_audit``, ``remote_think``).
"""

from __future__ import annotations

import json
from typing import Any

from .. import core
from ..core import State
from ..core.i18n import _
from . import api, clock
from .device import Device
from .messages import unpack


def call(name: str, payload: str) -> str:
    """``api.call`` with the page's snapshot added to every answer that has a device,
    and an invitation's inviter and offered place added to ``identify``. The device
    crosses into the page as JSON *text*, never parsed there (see below)."""
    req = json.loads(payload) if payload else {}
    if isinstance(req, dict) and isinstance(req.get("device"), str):
        try:
            req["device"] = json.loads(req["device"])
        except ValueError:
            req["device"] = None  # refused by the API with its sentence
        payload = json.dumps(req)
    out = json.loads(api.call(name, payload))
    if out.get("ok") and isinstance(out.get("device"), dict):
        out.update(snapshot(Device.from_json(out["device"]), out))
        # the device travels through the page as text: JavaScript's numbers would round
        # its large integers (the seed, SRA ciphertexts) and break the chain's checks
        out["device"] = json.dumps(out["device"], separators=(",", ":"))
    if name == "identify" and out.get("ok") and out.get("invitation"):
        out.update(invitation(json.loads(payload).get("link")))
    return json.dumps(out, separators=(",", ":"))


def invitation(link: Any) -> dict[str, Any]:
    """Who invites (the first device's player) and the place a device joining now takes."""
    messages = unpack(link)
    body = messages[0].body
    seats, names = body["seats"], body["names"]
    device = 1 + sum(1 for m in messages if m.kind == "join")
    offered = [names[s] for s, d in enumerate(seats) if d == device]
    # the names, which the page lists in its own language
    return {"inviter": names[seats.index(0)], "offered": offered or None}


def snapshot(device: Device, summary: dict[str, Any]) -> dict[str, Any]:
    """The bridge snapshot's fields for ``device`` (see :func:`posy.sessions.snapshot`):
    drawable once the lots are drawn and the cards dealt, else ``view`` None (the page
    shows what the game is waiting for instead of a board)."""
    t = device.table
    setup = t.setup
    names = list(setup["names"])
    players = int(setup["players"])
    mine = t.seats_of(device.me)
    out: dict[str, Any] = {
        "remote": True,
        "record": {
            "game": setup["game"],
            "players": players,
            "names": names,
            "options": setup["options"],
            "moves": [],
            "remote": summary["game_id"],
        },
        "computers": [None] * players,
        "viewer": mine[0],
        "ply": len(device.log.messages),
        "plies": len(device.log.messages),
        "log": [],
        "public_decision": False,
        "secret_pending": False,
        "can_undo": False,
        "can_redo": False,
        "last_mover": None,
        "scores": [0] * players,
        "winners": [],
        "over": False,
        "end_reason": None,
    }
    if summary.get("view") is None:
        if t.data["seed"] is None or not t.data["steps"]:
            return out  # nothing to draw yet: the page says what the game waits for
        # between two rounds (a new deal by mental poker): the last position, to look at
        shown = t.state()
        out.update(
            view=shown.view(mine[0]),
            moves=[],
            current=shown.current,
            log=log_lines(device, names),
            scores=list(shown.scores),
        )
        return out
    shown = t.working()[1]
    out["viewer"] = summary["current"] if summary["current"] in mine else mine[0]
    out["log"] = log_lines(device, names)
    out["scores"] = list(shown.scores)
    ended = t.data["over"]
    result = t.data["result"]
    if result is not None and result["kind"] in (
        "cheat",
        "forfeit",
    ):  # said on the final screen and in the record
        out["end_reason"] = clock.verdict(t)
    if result is not None and result["kind"] == "cheat":  # void: nobody won
        out.update(over=True, current=None, moves=[], winners=[])
    elif ended is not None:
        out["over"] = True
        out["current"] = None
        out["moves"] = []
        out["winners"] = _winners(ended, shown, players)
    elif shown.over:
        out["over"] = True
        out["winners"] = list(shown.winners)
    return out


def _winners(ended: dict[str, Any], shown: State[Any], players: int) -> list[int]:
    """Who won a game that ended by agreement or resignation."""
    if ended.get("reason") == "resign":
        return [p for p in range(players) if p != ended.get("seat")]
    if ended.get("reason") == "forfeit":
        return [p for p in range(players) if p != ended.get("seat") and p not in ended.get("seats", [])]
    if ended.get("reason") == "draw":
        return list(range(players))
    return list(shown.winners)


def log_lines(device: Device, names: list[str]) -> list[str]:
    """The move log as this device knows it: one line per move every device knows of,
    each in the game's words (``State.describe``) from the state it was played in."""
    t = device.table
    setup = t.setup
    s = t.game.new(setup["players"], t.data["seed"], setup["options"])
    pile = core.hidden_pile(s)
    if pile:
        s = core.with_pile(s, tuple(sorted(pile)))
    lines = []
    for step in t.data["steps"]:
        if "move" in step and s.current is not None:
            try:
                lines.append(s.describe(step["move"], names))
            except Exception:  # a move this device knows only in part: its public line
                # Translators: {name} is a player's name; a move only its device knows in full
                lines.append(_("{name} moved.").format(name=t.game.player_name(s.current, names)))
        s = t.advance(s, step)
    return lines
