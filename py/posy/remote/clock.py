"""The game's pace, claims against a device that stopped answering, and the result.

The inviting device picks a pace: the time a device has to send what the protocol
asks of it next (a move, its keys, a reveal), counted from the newest message of
the chain. Every message carries the time it was made (``at``, by its sender's
clock) under its signature, and the chain's times only go forward. Once the pace
has run out, any other device may end the game with a signed ``claim``: every
device checks it against the chain's times (the newest message's ``at`` plus the
pace) and against its own clock (a claim may not come from its future, with
``SKEW`` of leeway, and the absent device itself refuses a claim made sooner than
the pace after the moment it received the message it had to answer). The absent
device's seats lose, and the result says what it had already seen when it
stopped ("Bob's device stopped answering after it saw its hand and the trump"):
the one thing a device that reveals last can still do is to walk away, and that
is recorded against it.

The result (``data["result"]``) is settled here too, once the game has ended and
every check is done: ``kind`` fair, resign, draw, forfeit or cheat (the last set
by ``Device.void``, with the evidence).
"""

from __future__ import annotations

from typing import Any

from .crypto import CheatDetected
from .messages import LinkRefused, Message
from .table import Table

LINK_PACES = (0, 86400, 3 * 86400, 7 * 86400)
LIVE_PACES = (120, 300, 900)
SKEW = 300  # seconds two honest devices' clocks may disagree by

SEEN = {
    "join": "before joining",
    "reveal": "when it could already work out the set-up",
    "shuffle": "before the deal",
    "lock": "during the deal, before it saw its hand",
    "unlock": "after it saw its hand and the trump",
    "keys": "after the round's last card, instead of showing its keys",
    "draw": "when it could already see the cards drawn",
    "open": "after it saw the other stack, instead of turning its own over",
    "answer": "instead of answering an offer",
    "move": "on its turn",
}


def valid_pace(pace: Any) -> bool:
    return isinstance(pace, int) and not isinstance(pace, bool) and pace in LINK_PACES + LIVE_PACES


def deadline(t: Table, me: int | None, who: int | None) -> int | None:
    """When ``who``, the device that must send next, runs out of time; None with no
    pace or no one to wait for. For this device's own turn it counts from when it
    received the message it answers (a link may arrive late); for another device's,
    from the newest message's time."""
    pace = t.setup["pace"]
    if not pace or who is None or t.data["result"] is not None:
        return None
    start = max(t.data["at"], t.data["seen"][-1]) if who == me else t.data["at"]
    return int(start) + int(pace)


def check_claim(t: Table, claimant: int, at: int, now: int, me: int | None, who: int | None) -> int:
    """The absent device ``who`` (the one that must send next) that a claim made at
    ``at`` by ``claimant`` is against; LinkRefused with a sentence when it may not be
    made (``me``: the device checking it, None for the claimant itself)."""
    pace = t.setup["pace"]
    if t.data["result"] is not None or who is None or who == claimant or not pace:
        raise LinkRefused("There is no one to claim the game from now.", "sender")
    if at < t.data["at"] + pace or at > now + SKEW:
        left = t.data["at"] + pace - at
        raise LinkRefused(
            f"{t.name(who)} still has {wait_words(max(left, 1))} to answer: the game cannot be claimed yet.",
            "early",
        )
    if who == me and now < t.data["seen"][-1] + pace - SKEW:
        raise LinkRefused(
            f"The game was claimed too early: your device received the move it answers "
            f"{wait_words(max(now - t.data['seen'][-1], 0))} ago, less than the pace.",
            "early",
        )
    return int(who)


def on_claim(t: Table, claimant: int, m: Message, now: int, waiting: tuple[int | None, str]) -> None:
    """A device claims the game from the device that stopped answering (``waiting``:
    the device that must send next, and what for)."""
    who, what = waiting
    absent = check_claim(t, claimant, m.at, now, t.me, who)
    seats = t.seats_of(absent)
    t.data["over"] = {"reason": "forfeit", "device": absent, "seat": seats[0], "seats": seats, "what": what}
    t.data["pending"], t.data["deal"], t.data["offer"] = [], None, None


def wait_words(seconds: int) -> str:
    """A duration for a player: "2 days", "3 hours", "5 minutes"."""
    for size, unit in ((86400, "day"), (3600, "hour"), (60, "minute")):
        if seconds >= size:
            n = seconds // size
            return f"{n} {unit}{'s' if n != 1 else ''}"
    return f"{seconds} second{'s' if seconds != 1 else ''}"


def settle(t: Table) -> None:
    """Set the result once the game has ended and nothing is left to check."""
    if t.data["result"] is not None or t.phase != "done":
        return
    over = t.data["over"] or {}
    reason = over.get("reason")
    if reason == "forfeit":
        name = t.name(over["device"])
        seen = SEEN.get(over["what"], "")
        text = f"{name}'s device stopped answering {seen}: {name} forfeits the game."
        t.data["result"] = {"fair": True, "kind": "forfeit", "text": text, "by": name}
        return
    kind = reason if reason in ("resign", "draw") else "fair"
    by = t.setup["names"][over["seat"]] if reason == "resign" else None
    t.data["result"] = {"fair": True, "kind": kind, "text": "Checked: fair game", "by": by}


def void(t: Table, cheat: CheatDetected, device: int | None, evidence: list[str]) -> None:
    """Void the game on a detected cheat: the sentence, who, and the signed messages
    that prove it (raw, as they came), kept in the table's result."""
    t.data["result"] = {
        "fair": False,
        "kind": "cheat",
        "text": f"{cheat} The game is void.",
        "by": None if device is None else t.name(device),
        "evidence": evidence,
    }
