"""The JSON API of remote play, for the page (through the worker, as bridge.py's
calls are): each function takes a dict and returns a JSON-able dict with
``"ok": True``, or raises a posy exception whose message is a sentence for the
player (:func:`call` turns those into ``{"ok": False, "error": ...}`` as the
bridge does). A device is itself JSON (``"device"`` in and out): the page stores
it (IndexedDB) and passes it back; nothing is kept in Python between calls.

Every answer about a device is its summary (``summary.py``): the device, what to draw
(``view``, ``moves`` when this device decides), whose turn it is, a ``status``
sentence, and ``links`` (the link to send, or its parts when it is longer than
2,000 characters: a Petals deal) with ``to``, the names of the friends to send
them to, and ``send``: True when this call made something they must get
(``link_text`` is the whole link, even when long).
"""

from __future__ import annotations

import json
import traceback
from typing import Any

from ..core import BadRecord, IllegalMove, State
from ..core.i18n import _
from . import clock, turns
from .crypto import CheatDetected
from .device import Device
from .messages import LinkRefused, pack, unpack
from .parts import keep_part, read_part
from .summary import summary


def invite(req: dict[str, Any]) -> dict[str, Any]:
    """Start a remote game on this device: ``{game, players, options, seats, names}``.
    ``seats[s]`` is the device deciding seat s (0: this one, 1, 2, 3: friends, in the
    order they join); ``names[s]`` the seat's player (friends rename theirs on
    joining). Returns the summary, whose ``link_text`` is the invitation."""
    game, players = req.get("game"), req.get("players", 2)
    seats = req.get("seats") or list(range(players if isinstance(players, int) else 2))
    names = req.get("names") or [_("Player {n}").format(n=s + 1) for s in range(len(seats))]
    if not isinstance(seats, list) or not isinstance(names, list) or 0 not in seats:
        raise BadRecord(_("Say which device decides each seat, this one first."))
    pace = req.get("pace", 0)
    device = Device.invite(game, players, req.get("options") or {}, seats, names, pace, _now(req))  # type: ignore[arg-type]
    return summary(device, 0)


def join(req: dict[str, Any]) -> dict[str, Any]:
    """Open an invitation: ``{link, name}``. Returns the summary (its link goes back)."""
    name = req.get("name")
    if not isinstance(name, str) or not 0 < len(name.strip()) <= 40:
        raise BadRecord(_("Your name must be 1 to 40 characters."))
    messages = unpack(req.get("link"))
    return summary(Device.join(messages, name, _now(req)), len(messages))


def identify(req: dict[str, Any]) -> dict[str, Any]:
    """Which remote game a link belongs to (``game_id``), so the page can pick the
    stored device to ``receive`` it, or offer to ``join`` when it is an invitation."""
    part = read_part(req.get("link"))
    if part is not None:
        return {
            "ok": True,
            "game_id": part[0],
            "invitation": False,
            "game": None,
            "names": None,
            "part": part[2],
            "parts": part[3],
        }
    messages = unpack(req.get("link"))
    first = messages[0]
    invitation = first.body if first.seq == 0 and first.kind == "invite" else None
    return {
        "ok": True,
        "game_id": first.game,
        "invitation": invitation is not None,
        "game": invitation and invitation.get("game"),
        "names": invitation and invitation.get("names"),
    }


def receive(req: dict[str, Any]) -> dict[str, Any]:
    """Open a friend's link on this device: ``{device, link}``. Applies what the
    device lacks (all or nothing), then answers with the summary and ``applied``
    (how many messages were new). A refused link raises with its sentence: the
    device is unchanged. A cheat (a signed message that breaks the rules) voids the
    game: the answer is the voided device's summary with ``cheat``, the sentence."""
    device = load(req)
    text = whole_link(device, req.get("link"))
    if text is None:
        out = summary(device)
        part = read_part(req.get("link"))
        assert part is not None
        have = len(device.parts[part[1]]["pieces"])
        out["applied"], out["send"] = 0, False
        out["status"] = _("Part {part} of {parts} of this link: open the other parts too.").format(
            part=have, parts=part[3]
        )
        return out
    messages = unpack(text)
    held = len(device.log.messages)
    try:
        fresh = device.receive(messages, _now(req))
    except CheatDetected as exc:
        device.void(exc)
        out = summary(device)
        out["applied"], out["cheat"], out["send"] = 0, str(exc), False
        return out
    out = summary(device, held)
    out["applied"] = len(fresh)
    if not fresh:
        t, last = device.table, messages[-1]
        sender = t.device_of(last.sender)
        older = any(t.device_of(m.sender) == sender for m in device.log.messages[last.seq + 1 : held])
        friend = t.name(sender)
        out["status"] = (
            _("This is an older move of the game with {name}.").format(name=friend)
            if older
            else _("Already up to date.")
        )
    return out


def whole_link(device: Device, text: Any) -> str | None:
    """``text`` itself, or when it is one part of a long link: the whole link once
    every part has come (the parts are kept in the device until then), else None."""
    part = read_part(text)
    if part is None:
        if not isinstance(text, str):
            raise LinkRefused(_("This is not a Posy link."), "not_posy")
        return text
    if part[0] != device.log.game:
        raise LinkRefused(_("This link is for another game, not this one."), "other_game")
    return keep_part(device.parts, part)


def play(req: dict[str, Any]) -> dict[str, Any]:
    """This device's player's move: ``{device, move}`` (one of ``moves``)."""
    device = load(req)
    held = len(device.log.messages)
    device.play(req.get("move"), _now(req))
    return summary(device, held)


def resign(req: dict[str, Any]) -> dict[str, Any]:
    """Resign (on this device's turn): the game ends."""
    return _decide(req, "resign", {}, ("move", "answer"))


def offer(req: dict[str, Any]) -> dict[str, Any]:
    """On this device's turn, with one friend: ``{device, kind}``, kind ``"undo"``
    (take back this device's last move and the answer to it; not past a revealed
    card, draw or secret) or ``"draw"`` (end the game as a draw)."""
    kind = req.get("kind")
    if kind not in ("undo", "draw"):
        raise BadRecord(_("You can offer to take back a move or a draw."))
    return _decide(req, "offer", {"kind": kind}, ("move",))


def answer(req: dict[str, Any]) -> dict[str, Any]:
    """Accept or decline the friend's offer: ``{device, accept}``."""
    return _decide(req, "answer", {"accept": req.get("accept") is True}, ("answer",))


def _decide(req: dict[str, Any], kind: str, body: dict[str, Any], when: tuple[str, ...]) -> dict[str, Any]:
    device = load(req)
    who, what = turns.expect(device.table)
    if who != device.me or what not in when:
        raise IllegalMove(
            _("You can do that only on your turn.") if kind != "answer" else _("There is no offer to answer.")
        )
    held = len(device.log.messages)
    device.decide(kind, body, _now(req))
    return summary(device, held)


def claim(req: dict[str, Any]) -> dict[str, Any]:
    """Claim the game from the friend's device that stopped answering past the pace:
    ``{device}``. The claim is a signed message every device checks against the
    chain's times; refused (IllegalMove, with the time left) before the deadline."""
    device = load(req)
    held = len(device.log.messages)
    device.claim(_now(req))
    return summary(device, held)


def _now(req: dict[str, Any]) -> int | None:
    """This device's clock: the request's ``now`` (Unix seconds) or the system's."""
    now = req.get("now")
    return int(now) if isinstance(now, (int, float)) and not isinstance(now, bool) else None


def state(req: dict[str, Any]) -> dict[str, Any]:
    """The summary of a stored device (to draw it again)."""
    return summary(load(req))


def catch_up(req: dict[str, Any]) -> dict[str, Any]:
    """What a friend's device may lack, sent over the live channel when it connects
    (again): ``{device}`` -> ``{link_text}``, every message after the last one the least
    up-to-date friend sent (:meth:`Device.unsent`, as one link, however long), whoever
    made it: in a star of live connections the inviting device relays the others'
    messages, so a friend who was away gets them from it. None when there is nothing."""
    unsent = load(req).unsent()
    return {"ok": True, "link_text": pack(unsent) if unsent else None}


def audit(req: dict[str, Any]) -> dict[str, Any]:
    """The game's result once it is over (everything was checked as it happened):
    ``{"fair": True, "kind": ..., "text": "Checked: fair game"}``, a forfeit, or
    ``fair`` False and the cheat's sentence; ``result`` None while the game goes on."""
    device = load(req)
    return {"ok": True, "result": clock.public(device.table)}


def think(req: dict[str, Any]) -> dict[str, Any]:
    """The computer's move for this device's seat (``{device, level, time_limit}``):
    posy.ai decides on what this device knows (:func:`knowledge`), and never more."""
    from .. import ai

    device = load(req)
    if not device.my_turn():
        raise IllegalMove(_("It is not this device's turn."))
    limit = req.get("time_limit")
    limit = float(limit) if isinstance(limit, (int, float)) and not isinstance(limit, bool) else None
    return {"ok": True, "move": ai.choose(knowledge(device), req.get("level", "medium"), 0, time_limit=limit)}


def knowledge(device: Device) -> State[Any]:
    """The engine state to decide in: what this device knows (another seat's cards
    are ``core.UNKNOWN``, a draw not made yet is not there); a computer player
    calls ``determinize`` on it as on any state."""
    return device.table.working()[0]


def load(req: dict[str, Any]) -> Device:
    """The request's device, its clock set to the request's ``now`` when given."""
    device = Device.from_json(req.get("device"))
    now = _now(req)
    if now is not None:
        device.clock = now
    return device


_HANDLERS = (
    invite,
    join,
    identify,
    receive,
    play,
    resign,
    offer,
    answer,
    claim,
    state,
    catch_up,
    audit,
    think,
)
CALLS = {f.__name__: f for f in _HANDLERS}


def call(name: str, payload: str = "{}") -> str:
    """JSON text in, JSON text out, never raises: as ``bridge.call``, for the worker."""
    try:
        try:
            req = json.loads(payload) if payload else {}
        except ValueError:
            return _error(_("The request was not readable."))
        handler = CALLS.get(name)
        if handler is None or not isinstance(req, dict):
            return _error(_("The request was not readable."))
        return json.dumps(handler(req), separators=(",", ":"))
    except CheatDetected as exc:
        return _error(str(exc), cheat=True)
    except LinkRefused as exc:
        return _error(str(exc), refused=exc.reason)
    except IllegalMove as exc:
        return _error(str(exc), illegal=True)
    except BadRecord as exc:
        return _error(str(exc))
    except Exception as exc:  # a bug: a sentence for the player, the trace for the console
        return _error(
            _("Something went wrong in remote play. Your game is safe; try again."),
            bug="".join(traceback.format_exception(exc)),
        )


def _error(message: str, **extra: Any) -> str:
    return json.dumps({"ok": False, "error": message, **extra}, separators=(",", ":"))
