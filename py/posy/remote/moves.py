"""Moves between devices: public moves, secret moves (commit, then turn over),
draws from a hidden pile by hash chains, resigning and offers (undo, draw), and
the secrets every device reveals at the end for the audit.

Each ``on_*`` function takes the :class:`~posy.remote.table.Table`, the sending
device and the message body, after the table has checked that this device may
send this kind of message now.
"""

from __future__ import annotations

from typing import Any

from .. import core
from ..core.i18n import N_, _
from . import crypto
from .crypto import CheatDetected
from .deal import after_step
from .messages import LinkRefused
from .rounds import check_shown
from .table import Table, hex_bytes, legal_or_refuse, move_bytes


def receive_move(t: Table, device: int, body: dict[str, Any]) -> None:
    """A public move by the seat to decide (``body``: move, and when it draws, the
    mover's preimages ``pre``; when it shows a dealt card, its key ``key``)."""
    s, _shown = t.working()
    seat = s.current
    assert seat is not None
    who = t.name(device)
    move = body["move"]
    shown = False
    if t.data.get("cards") is not None and isinstance(move, dict):
        shown = check_shown(t, seat, s, move, body)
    if not shown or t.knows(seat):  # a card from a hand unseen here: checked by its key, and the audit
        move = legal_or_refuse(s, move, who, len(t.data["steps"]))
    if t.data["pending"]:
        t.data["pending"].append({"kind": "move", "seat": seat, "move": move})
        return
    if t.setup["chain"]:
        count = len(core.hidden_pile(s)) - len(core.hidden_pile(core.apply_known(s, move)))
        if count:
            nxt = core.apply_known(s, move).current
            order = draw_order(t, device, nxt)
            entry = {"kind": "draw", "seat": seat, "move": move, "count": count, "order": order, "pre": []}
            t.data["pending"].append(entry)
            on_draw(t, device, body)
            return
    step = {"move": move, "seat": seat}
    if shown:
        step["shown"] = True  # a dealt card was turned over: no undo past it
    t.data["steps"].append(step)
    after_step(t)


def draw_order(t: Table, mover: int, next_seat: int | None) -> list[int]:
    """Who reveals for a draw: the mover (with the move), then the others in turn
    order, the next player's device last, so it sees the draw as soon as it can."""
    others = [(mover + k) % t.devices for k in range(1, t.devices)]
    if next_seat is not None and t.device_of(next_seat) in others:
        others.remove(t.device_of(next_seat))
        others.append(t.device_of(next_seat))
    return [mover, *others]


def on_draw(t: Table, device: int, body: dict[str, Any]) -> None:
    entry = t.data["pending"][0]
    pre = body["pre"]
    if not isinstance(pre, list) or len(pre) != entry["count"]:
        raise LinkRefused(_("This link is damaged: copy the whole link again."), "damaged")
    head = bytes.fromhex(t.data["heads"][device])
    for value in pre:
        raw = hex_bytes(value)
        if not crypto.check_preimage(head, raw):
            raise CheatDetected(
                N_("{name}'s device revealed a draw that is not from its hash chain."), name=t.name(device)
            )
        head = raw
    t.data["heads"][device] = head.hex()
    entry["pre"].append(pre)
    if len(entry["pre"]) == len(entry["order"]):
        finish_draw(t, entry)


def finish_draw(t: Table, entry: dict[str, Any]) -> None:
    by_device = dict(zip(entry["order"], entry["pre"]))
    pile = sorted(core.hidden_pile(t.state()))
    drawn = []
    for i in range(entry["count"]):
        t.data["draws"] += 1
        value = crypto.draw_value(t.data["draws"], [bytes.fromhex(by_device[d][i]) for d in range(t.devices)])
        drawn.append(pile.pop(value % len(pile)))
    t.data["pending"].pop(0)
    t.data["steps"].append({"move": entry["move"], "seat": entry["seat"], "drawn": drawn})
    after_step(t)


def on_secret(t: Table, device: int, body: dict[str, Any]) -> None:
    """A secret move set face down: its commitment and what everyone may see of it."""
    s, _shown = t.working()
    seat = s.current
    digest, placeholder = hex_bytes(body["digest"]).hex(), body["placeholder"]
    t.stand_in(s, placeholder)  # refuses a placeholder no legal move has
    mine = (t.secrets[device] or {}).get("sealed", {}).get(digest)
    entry = {"kind": "secret", "seat": seat, "digest": digest, "placeholder": placeholder}
    if mine is not None and t.me is not None:
        entry["move"] = mine["move"]
    t.data["pending"].append(entry)


def on_open(t: Table, device: int, body: dict[str, Any]) -> None:
    """The secret turned over: it must open its commitment and have been legal."""
    entry = t.secret_due()
    assert entry is not None
    move, nonce = body["move"], hex_bytes(body["nonce"])
    who = t.name(device)
    if not crypto.opens(bytes.fromhex(entry["digest"]), move_bytes(move), nonce):
        raise CheatDetected(N_("{name}'s device turned over a different move from the one it set."), name=who)
    s = t.state()
    for e in t.data["pending"]:
        if e is entry:
            break
        s = s.play(e["move"])
    legal = legal_or_refuse(s, move, who, len(t.data["steps"]))
    viewer = next(q for q in range(t.setup["players"]) if t.device_of(q) != device)
    if s.observed_move(legal, viewer) != entry["placeholder"]:
        raise CheatDetected(N_("{name}'s device turned over a different move from the one it set."), name=who)
    entry.clear()
    entry.update({"kind": "move", "seat": s.current, "move": legal})
    pending = t.data["pending"]
    while pending and pending[0]["kind"] == "move":
        e = pending.pop(0)
        t.data["steps"].append({"move": e["move"], "seat": e["seat"], "secret": True})
        t.state()  # every move after the secret is checked again, now with it known
        after_step(t)


def on_resign(t: Table, device: int, body: dict[str, Any]) -> None:
    t.data["over"] = {"reason": "resign", "seat": t.seats_of(device)[0]}


def undo_steps(t: Table, device: int) -> int | None:
    """How many steps an undo asked by ``device`` takes back: its own last move and
    what followed; None when that would take back something revealed (a draw, a
    secret, a deal, a dealt card played)."""
    steps = t.data["steps"]
    mine = set(t.seats_of(device))
    for back in range(1, len(steps) + 1):
        step = steps[-back]
        if "deal" in step or step.get("drawn") or step.get("secret") or step.get("shown"):
            return None
        if step["seat"] in mine:
            return back
    return None


def on_offer(t: Table, device: int, body: dict[str, Any]) -> None:
    kind = body["kind"]
    if t.devices != 2 or kind not in ("undo", "draw") or t.data["pending"]:
        raise LinkRefused(_("That offer cannot be made now."), "sender")
    if kind == "undo" and undo_steps(t, device) is None:
        raise LinkRefused(
            _("That move cannot be taken back: it revealed a card, a draw or a secret."), "sender"
        )
    t.data["offer"] = {"kind": kind, "by": device}


def on_answer(t: Table, device: int, body: dict[str, Any]) -> None:
    offer, t.data["offer"] = t.data["offer"], None
    if body["accept"] is not True:
        return
    if offer["kind"] == "draw":
        t.data["over"] = {"reason": "draw"}
        return
    back = undo_steps(t, offer["by"])
    assert back is not None
    del t.data["steps"][-back:]
    t._cache = None
