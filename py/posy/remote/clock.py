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

from ..core.i18n import N_, _, ngettext
from .crypto import CheatDetected, say
from .messages import LinkRefused, Message
from .table import Table

LINK_PACES = (0, 86400, 3 * 86400, 7 * 86400)
LIVE_PACES = (120, 300, 900)
SKEW = 300  # seconds two honest devices' clocks may disagree by

# A forfeit's verdict, by what the absent device had to send (``turns.expect``'s): what it
# had already seen when it stopped. {name} is its player's name.
FORFEITS = {
    "join": N_("{name}'s device stopped answering before joining: {name} forfeits the game."),
    "reveal": N_(
        "{name}'s device stopped answering when it could already work out the set-up: {name} forfeits the game."
    ),
    "shuffle": N_("{name}'s device stopped answering before the deal: {name} forfeits the game."),
    "lock": N_(
        "{name}'s device stopped answering during the deal, before it saw its hand: {name} forfeits the game."
    ),
    "unlock": N_(
        "{name}'s device stopped answering after it saw its hand and the trump: {name} forfeits the game."
    ),
    "keys": N_(
        "{name}'s device stopped answering after the round's last card, instead of showing its keys: "
        "{name} forfeits the game."
    ),
    "draw": N_(
        "{name}'s device stopped answering when it could already see the cards drawn: {name} forfeits the game."
    ),
    "open": N_(
        "{name}'s device stopped answering after it saw the other stack, instead of turning its own over: "
        "{name} forfeits the game."
    ),
    "answer": N_(
        "{name}'s device stopped answering instead of answering an offer: {name} forfeits the game."
    ),
    "move": N_("{name}'s device stopped answering on its turn: {name} forfeits the game."),
}
FAIR = N_("Checked: fair game")


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
        raise LinkRefused(_("There is no one to claim the game from now."), "sender")
    if at < t.data["at"] + pace or at > now + SKEW:
        left = t.data["at"] + pace - at
        raise LinkRefused(
            # Translators: {name} is a player's name, {time} a duration ("23 hours", "2 days")
            _("{name} still has {time} to answer: the game cannot be claimed yet.").format(
                name=t.name(who), time=wait_words(max(left, 1))
            ),
            "early",
        )
    if who == me and now < t.data["seen"][-1] + pace - SKEW:
        raise LinkRefused(claimed_early(max(now - t.data["seen"][-1], 0)), "early")
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
    if seconds >= 86400:
        return ngettext("{n} day", "{n} days", seconds // 86400).format(n=seconds // 86400)
    if seconds >= 3600:
        return ngettext("{n} hour", "{n} hours", seconds // 3600).format(n=seconds // 3600)
    if seconds >= 60:
        return ngettext("{n} minute", "{n} minutes", seconds // 60).format(n=seconds // 60)
    return ngettext("{n} second", "{n} seconds", seconds).format(n=seconds)


def claimed_early(seconds: int) -> str:
    """A claim refused by the absent device: it received the move it answers ``seconds``
    ago (whole sentences per unit: "ago" changes the duration's case in some languages)."""
    if seconds >= 86400:
        n = seconds // 86400
        said = ngettext(
            "The game was claimed too early: your device received the move it answers {n} day ago, "
            "less than the pace.",
            "The game was claimed too early: your device received the move it answers {n} days ago, "
            "less than the pace.",
            n,
        )
    elif seconds >= 3600:
        n = seconds // 3600
        said = ngettext(
            "The game was claimed too early: your device received the move it answers {n} hour ago, "
            "less than the pace.",
            "The game was claimed too early: your device received the move it answers {n} hours ago, "
            "less than the pace.",
            n,
        )
    elif seconds >= 60:
        n = seconds // 60
        said = ngettext(
            "The game was claimed too early: your device received the move it answers {n} minute ago, "
            "less than the pace.",
            "The game was claimed too early: your device received the move it answers {n} minutes ago, "
            "less than the pace.",
            n,
        )
    else:
        n = seconds
        said = ngettext(
            "The game was claimed too early: your device received the move it answers {n} second ago, "
            "less than the pace.",
            "The game was claimed too early: your device received the move it answers {n} seconds ago, "
            "less than the pace.",
            n,
        )
    return said.format(n=n)


def settle(t: Table) -> None:
    """Set the result once the game has ended and nothing is left to check. It holds no
    sentence (a device stored in one language is read in another): :func:`verdict`
    writes it."""
    if t.data["result"] is not None or t.phase != "done":
        return
    over = t.data["over"] or {}
    reason = over.get("reason")
    if reason == "forfeit":
        t.data["result"] = {"fair": True, "kind": "forfeit", "by": t.name(over["device"])}
        return
    kind = reason if reason in ("resign", "draw") else "fair"
    by = t.setup["names"][over["seat"]] if reason == "resign" else None
    t.data["result"] = {"fair": True, "kind": kind, "by": by}


def void(t: Table, cheat: CheatDetected, device: int | None, evidence: list[str]) -> None:
    """Void the game on a detected cheat: what it was (``said``: the sentence's message
    and arguments, written by :func:`verdict` in the reader's language), who, and the
    signed messages that prove it (raw, as they came), kept in the table's result."""
    t.data["result"] = {
        "fair": False,
        "kind": "cheat",
        "said": cheat.said,
        "by": None if device is None else t.name(device),
        "evidence": evidence,
    }


def verdict(t: Table) -> str:
    """The result in a sentence, in the language in use ("" while the game goes on).
    A device stored by an older Posy kept its sentence (``text``): a cheat's is read as
    it was written; the others are written again from the game's end."""
    result = t.data["result"]
    if result is None:
        return ""
    if result["kind"] == "cheat":
        if "said" not in result:
            return str(result.get("text", ""))
        return _("{cheat} The game is void.").format(cheat=say(result["said"]))
    if result["kind"] == "forfeit":
        over = t.data["over"] or {}
        return _(FORFEITS.get(over.get("what", "move"), FORFEITS["move"])).format(name=t.name(over["device"]))
    return _(FAIR)


def public(t: Table) -> dict[str, Any] | None:
    """The result as the page reads it: the stored one, with its ``text`` (:func:`verdict`)."""
    result = t.data["result"]
    if result is None:
        return None
    return {key: value for key, value in result.items() if key != "said"} | {"text": verdict(t)}
