"""The protocol's turns: which device must send the next message and what for, what
a message does to a table (the handlers of ``lobby``, ``deal``, ``moves`` and
``clock``, listed here once), and the table an invitation opens.

A message reaches :func:`receive` once it extends the chain (``messages``). Its
signature is checked first, with the key its device published in the chain: a
message that does not verify is refused as forged and names nobody. It is then
applied only when it comes from the device whose turn it is and is the kind of
message that turn allows (a claim is the one message that may come out of turn:
``clock``). A handler raises ``LinkRefused`` for a damaged body and
``CheatDetected`` for a lie; after each message the table settles its result
when the game has ended and nothing is left to check.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .. import core
from ..core import BadRecord
from ..core.i18n import N_, _
from . import clock, deal, lobby, moves, rounds
from .crypto import CheatDetected
from .messages import LinkRefused, Message
from .table import Table, core_game

Handler = Callable[[Table, int, dict[str, Any]], None]

HANDLERS: dict[tuple[str, str], Handler] = {
    ("join", "join"): lobby.on_join,
    ("reveal", "reveal"): lobby.on_reveal,
    ("shuffle", "shuffle"): deal.on_shuffle,
    ("lock", "lock"): deal.on_lock,
    ("unlock", "unlock"): deal.on_unlock,
    ("keys", "keys"): rounds.on_keys,
    ("move", "move"): moves.receive_move,
    ("move", "secret"): moves.on_secret,
    ("move", "resign"): moves.on_resign,
    ("move", "offer"): moves.on_offer,
    ("answer", "answer"): moves.on_answer,
    ("answer", "resign"): moves.on_resign,
    ("draw", "draw"): moves.on_draw,
    ("open", "open"): moves.on_open,
}
"""(what the table expects, message kind) -> handler(table, device, body)."""

# A message out of turn, by what the device whose turn it is must send (``expect``'s).
UNEXPECTED = {
    "join": N_("This message may not come now: {name} is to join."),
    "reveal": N_("This message may not come now: {name} is to reveal."),
    "shuffle": N_("This message may not come now: {name} is to shuffle."),
    "lock": N_("This message may not come now: {name} is to lock."),
    "unlock": N_("This message may not come now: {name} is to unlock."),
    "keys": N_("This message may not come now: {name} is to keys."),
    "move": N_("This message may not come now: {name} is to move."),
    "draw": N_("This message may not come now: {name} is to draw."),
    "open": N_("This message may not come now: {name} is to open."),
    "answer": N_("This message may not come now: {name} is to answer."),
}


def open_table(message: Message, secrets: list[dict[str, Any] | None], me: int | None) -> Table:
    """The table an invitation opens (the first message of every chain), its
    inviting device's commitment and key taken; LinkRefused for a damaged or
    unsigned invitation."""
    body = message.body
    try:
        game = core_game(body["game"])
        players = game.check_players(body["players"])
        options = game.check_options(body["options"])
        seats, names = body["seats"], body["names"]
        devices = max(seats) + 1
        ok = (
            isinstance(seats, list)
            and len(seats) == players
            and all(isinstance(d, int) and not isinstance(d, bool) for d in seats)
            and sorted(set(seats)) == list(range(devices))
            and devices >= 2
            and seats.index(0) == message.sender
            and isinstance(names, list)
            and len(names) == players
            and all(isinstance(n, str) and 0 < len(n) <= 40 for n in names)
            and clock.valid_pace(body["pace"])
        )
    except (KeyError, TypeError, ValueError) as exc:
        raise LinkRefused(_("This invitation is damaged: ask for a new link."), "damaged") from exc
    if not ok or message.seq != 0 or message.kind != "invite":
        raise LinkRefused(_("This invitation is damaged: ask for a new link."), "damaged")
    chain = len(core.hidden_pile(game.new(players, 0, options)))
    setup = {
        "game": game.id, "players": players, "options": options, "seats": seats, "names": list(names),
        "devices": devices, "chain": chain, "pace": body["pace"],
    }  # fmt: skip
    data = {
        "setup": setup, "joined": 1, "commits": [None] * devices, "values": [None] * devices,
        "heads": [None] * devices, "keys": [None] * devices, "draws": 0, "seed": None, "steps": [],
        "pending": [], "deal": None, "cards": None, "over": None, "offer": None, "result": None,
        "at": message.at, "seen": [message.at],
    }  # fmt: skip
    table = Table(data, secrets, me)
    lobby.commit(table, 0, body)
    if not message.signed_by(table.data["keys"][0]):
        raise LinkRefused(
            _("This invitation is not signed by the device that made it: ask for a new link."), "forged"
        )
    return table


def expect(t: Table) -> tuple[int | None, str]:
    """The device that must send the next message, and what it is for."""
    d = t.data
    phase = t.phase
    if phase == "lobby":
        if d["joined"] < t.devices:
            return d["joined"], "join"
        return d["values"].index(None), "reveal"
    if phase == "deal":
        return deal.expect_deal(t)
    if phase == "round":
        return rounds.expect_keys(t)
    if phase == "done":
        return None, "done"
    for entry in d["pending"]:
        if entry["kind"] == "draw":
            return entry["order"][len(entry["pre"])], "draw"
    due = t.secret_due()
    if due is not None:
        return t.device_of(due["seat"]), "open"
    if d["offer"] is not None:
        return 1 - d["offer"]["by"], "answer"
    current = t.working()[0].current
    assert current is not None
    return t.device_of(current), "move"


def sender_device(t: Table, m: Message) -> int:
    """The device whose first seat sent ``m``; LinkRefused for a seat no device has first."""
    if m.sender < t.setup["players"]:
        device = t.device_of(m.sender)
        if t.seats_of(device)[0] == m.sender:
            return device
    raise LinkRefused(_("This message names a seat that does not send messages."), "damaged")


def check_signature(t: Table, device: int, m: Message) -> None:
    """Refuse a message its device did not sign (a joining device signs with the key it joins with)."""
    key = t.data["keys"][device]
    if m.kind == "join" and key is None:
        key = m.body.get("key")
    try:
        signed = isinstance(key, str) and m.signed_by(key)
    except ValueError:
        signed = False
    if not signed:
        raise LinkRefused(
            _("This message is not from {name}'s device: it was changed or forged.").format(
                name=t.name(device)
            ),
            "forged",
        )


def receive(t: Table, m: Message, now: int) -> None:
    """Advance by one message (already checked to extend the chain); raises
    LinkRefused for a forged message or one that may not come now, CheatDetected
    for a lie. ``now`` is this device's clock (a claim is checked against it)."""
    device = sender_device(t, m)
    check_signature(t, device, m)
    if m.at < t.data["at"]:
        raise LinkRefused(_("This message is dated before the one it follows: it is damaged."), "damaged")
    if m.kind == "claim":
        clock.on_claim(t, device, m, now, expect(t))
    else:
        expected, what = expect(t)
        if device != expected:
            if expected is None:
                raise LinkRefused(
                    _("This message may not come from that device now: it is nobody's turn."), "sender"
                )
            raise LinkRefused(
                _("This message may not come from that device now: it is {name}'s turn.").format(
                    name=t.name(expected)
                ),
                "sender",
            )
        handler = HANDLERS.get((what, m.kind))
        if handler is None:
            said = UNEXPECTED.get(what, UNEXPECTED["move"])
            raise LinkRefused(_(said).format(name=t.name(expected)), "sender")
        try:
            handler(t, device, m.body)
        except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
            # signed by its device, so not damaged on the way: its device made it so
            if isinstance(exc, BadRecord) and not (isinstance(exc, LinkRefused) and exc.reason == "damaged"):
                raise
            raise CheatDetected(
                # Translators: {kind} is the protocol's name of the message (move, join, keys...), left as it is
                N_("{name}'s device sent a malformed message ({kind})."),
                name=t.name(device),
                kind=m.kind,
            ) from exc
    t.data["at"] = m.at
    t.data["seen"].append(max(now, m.at))  # when this device had each message: a claim counts from it
    clock.settle(t)
