"""The protocol's turns: which device must send the next message and what for, what
a message does to a table (the handlers of ``lobby``, ``deal`` and ``moves``, listed
here once), and the table an invitation opens.

A message reaches :func:`receive` once it extends the chain (``messages``); it is
applied only when it comes from the device whose turn it is and is the kind of
message that turn allows. A handler raises ``LinkRefused`` for a damaged body and
``CheatDetected`` for a lie.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .. import core
from ..core import BadRecord
from . import deal, lobby, moves
from .messages import LinkRefused, Message
from .table import Table, core_game

Handler = Callable[[Table, int, dict[str, Any]], None]

HANDLERS: dict[tuple[str, str], Handler] = {
    ("join", "join"): lobby.on_join,
    ("reveal", "reveal"): lobby.on_reveal,
    ("shuffle", "shuffle"): deal.on_shuffle,
    ("rekey", "rekey"): deal.on_rekey,
    ("keys", "keys"): deal.on_keys,
    ("move", "move"): moves.receive_move,
    ("move", "secret"): moves.on_secret,
    ("move", "resign"): moves.on_resign,
    ("move", "offer"): moves.on_offer,
    ("answer", "answer"): moves.on_answer,
    ("answer", "resign"): moves.on_resign,
    ("draw", "draw"): moves.on_draw,
    ("open", "open"): moves.on_open,
    ("audit", "audit"): moves.on_audit,
}
"""(what the table expects, message kind) -> handler(table, device, body)."""


def open_table(message: Message, secrets: list[dict[str, Any] | None], me: int | None) -> Table:
    """The table an invitation opens (the first message of every chain), its
    inviting device's commitment taken; LinkRefused for a damaged invitation."""
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
        )
    except (KeyError, TypeError, ValueError) as exc:
        raise LinkRefused("This invitation is damaged: ask for a new link.", "damaged") from exc
    if not ok or message.seq != 0 or message.kind != "invite":
        raise LinkRefused("This invitation is damaged: ask for a new link.", "damaged")
    chain = len(core.hidden_pile(game.new(players, 0, options)))
    data = {
        "setup": {
            "game": game.id,
            "players": players,
            "options": options,
            "seats": seats,
            "names": list(names),
            "devices": devices,
            "chain": chain,
        },
        "joined": 1,
        "commits": [None] * devices,
        "values": [None] * devices,
        "heads": [None] * devices,
        "draws": 0,
        "seed": None,
        "steps": [],
        "pending": [],
        "deal": None,
        "over": None,
        "offer": None,
        "audits": [None] * devices,
        "result": None,
    }
    table = Table(data, secrets, me)
    lobby.commit(table, 0, body)
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
    if phase == "audit":
        return (d["audits"].index(None), "audit") if None in d["audits"] else (None, "done")
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


def receive(t: Table, m: Message) -> None:
    """Advance by one message (already checked to extend the chain); raises
    LinkRefused for a message that may not come now, CheatDetected for a lie."""
    device = t.device_of(m.sender) if m.sender < t.setup["players"] else -1
    expected, what = expect(t)
    if device != expected or t.seats_of(device)[0] != m.sender:
        turn = "nobody's turn" if expected is None else f"{t.name(expected)}'s turn"
        raise LinkRefused(f"This message may not come from that device now: it is {turn}.", "sender")
    handler = HANDLERS.get((what, m.kind))
    if handler is None:
        raise LinkRefused(f"This message may not come now: {t.name(expected)} is to {what}.", "sender")
    try:
        handler(t, device, m.body)
    except (KeyError, TypeError, ValueError) as exc:
        if isinstance(exc, BadRecord):
            raise
        raise LinkRefused("This link is damaged: copy the whole link again.", "damaged") from exc
