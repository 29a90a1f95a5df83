"""What the page needs about a remote device after every call: :func:`summary` (the
device, what to draw, whose turn it is, the links to send and to whom) and its
``status`` sentence. Apart from ``api.py``'s calls, which all answer with it, because
it reads the table rather than changing it.
"""

from __future__ import annotations

from typing import Any

from ..core.i18n import N_, _
from . import clock, turns
from .device import Device
from .parts import split


def summary(device: Device, since: int | None = None) -> dict[str, Any]:
    """What the page needs about ``device``; ``send`` says whether this call made
    messages (from the log's ``since``-th on) that the friends must get."""
    t = device.table
    setup = t.setup
    who, what = turns.expect(t)
    mine = t.seats_of(device.me)
    out: dict[str, Any] = {
        "ok": True,
        "device": device.to_json(),
        "game_id": device.log.game,
        "game": setup["game"],
        "names": setup["names"],
        "seats": setup["seats"],
        "me": device.me,
        "my_seats": mine,
        "phase": t.phase,
        "my_turn": device.my_turn(),
        "offer": t.data["offer"],
        "over": t.data["over"],
        "result": clock.public(t),
        "view": None,
        "moves": [],
        "current": None,
        "joined": t.data["joined"],
    }
    if t.data["seed"] is not None and t.data["deal"] is None:
        decide, shown = t.working()
        out["current"] = decide.current
        viewer = decide.current if decide.current in mine else mine[0]
        out["view"] = shown.view(viewer)
        if who == device.me and what == "move":
            out["moves"] = decide.moves()
    out["status"] = status(device, who, what)
    out["pace"] = setup["pace"]
    out["deadline"] = clock.deadline(t, device.me, who)
    if out["deadline"] is not None and who == device.me:
        out["deadline"] = None  # this device's own time: the page shows the friends' only
        out["my_deadline"] = clock.deadline(t, device.me, who)
    out["can_claim"] = out["deadline"] is not None and device.clock >= out["deadline"]
    lacking = [d for d in range(t.devices) if d != device.me]
    out["link_text"] = device.link(since=since)
    out["links"] = [] if out["link_text"] is None else split(out["link_text"], device.log.game)
    out["to"] = [t.name(d) for d in lacking]
    made = device.log.messages[len(device.log.messages) if since is None else since :]
    out["send"] = any(m.sender in mine for m in made)
    return out


def status(device: Device, who: int | None, what: str) -> str:
    """Where the game stands, in a sentence (``who`` must send ``what`` next)."""
    t = device.table
    if t.data["result"] is not None:
        over = t.data["over"] or {}
        if over.get("reason") == "resign":
            # Translators: {name} is a player's name; {verdict}, the checked result ("Checked: fair game")
            return _("{name} resigned. {verdict}").format(
                name=t.setup["names"][over["seat"]], verdict=clock.verdict(t)
            )
        return clock.verdict(t)
    if who is None:
        return _("Checking the game.")
    if who == device.me:
        return _("Your friend made an offer: accept or decline.") if what == "answer" else _("Your turn.")
    if what == "reveal" and t.data["values"].count(None) == 1:
        said = N_("Waiting for {name}'s device to draw lots (it can already work out the set-up).")
    else:
        said = WAITING.get(what, N_("Waiting for {name}."))
    return _(said).format(name=t.name(who))


# What this device waits for, by what the device ``who`` must send next; {name} is its player's name.
WAITING = {
    "join": N_("Waiting for {name} to join."),
    "reveal": N_("Waiting for {name}'s device to draw lots."),
    "shuffle": N_("Shuffling and dealing: waiting for {name}'s device."),
    "lock": N_("Shuffling and dealing: waiting for {name}'s device."),
    "unlock": N_("Dealing: waiting for {name}'s device (it has seen its hand and the trump)."),
    "keys": N_("Checking the round: waiting for {name}'s device to show its keys."),
    "draw": N_("Waiting for {name}'s device to draw."),
    "open": N_("Waiting for {name}'s device to turn over its secret."),
    "answer": N_("Waiting for {name} to answer your offer."),
}
