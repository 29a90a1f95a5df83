"""A private deal between two devices by mental poker (the steps and their
cryptography are in ``poker.py``): the table's side of it, and the check of each
round once its last dealt card is played.

``data["deal"]`` holds the deal in progress; ``data["cards"]`` the dealt round:
A's deck and public key, B's locked positions, each position's owner (-1: face
up), the keys B has shown (``keys``), A's unlocked positions (``opened``), the
positions played, this device's own cards' positions (``mine``) and the round's
keys once shown at its end (``shown``, per device).

Only Petals deals private hands, and it has two players: a deal is between two
devices, A (device ``round % 2``: the first shuffler alternates) and B.
"""

from __future__ import annotations

from typing import Any

from .. import core
from ..core.i18n import N_
from . import poker
from .crypto import CheatDetected
from .table import Table

SECRET_STEPS = ("shuffle", "lock", "unlock")


def after_step(t: Table) -> None:
    """Start a deal when the last step dealt private hands (Petals' rounds)."""
    if core.dealt(t.state()) is not None and not (t.data["steps"] and "deal" in t.data["steps"][-1]):
        start_deal(t)


def start_deal(t: Table) -> None:
    made = core.dealt(t.state())
    assert made is not None and t.devices == 2
    sizes, faceup, cards = made
    r = sum(1 for s in t.data["steps"] if "deal" in s)
    t.data["deal"] = {
        "round": r, "first": r % 2, "stage": "shuffle", "size": cards,
        "owners": [seat for seat, n in enumerate(sizes) for _ in range(n)] + [-1] * faceup,
    }  # fmt: skip
    t.data["cards"] = None


def expect_deal(t: Table) -> tuple[int, str]:
    """A shuffles, B locks (and shows A's keys), A unlocks: 3 messages, the deal in
    the last one travelling with A's first move when A leads."""
    deal = t.data["deal"]
    first = deal["first"]
    return (first if deal["stage"] != "lock" else 1 - first), deal["stage"]


def round_secret(t: Table, device: int, r: int) -> dict[str, Any] | None:
    """A device's secrets for round ``r`` (its key ``a`` or its seed), when known here."""
    found: dict[str, Any] | None = (t.secrets[device] or {}).get("rounds", {}).get(str(r))
    return found


def held_by(t: Table, deal: dict[str, Any], device: int) -> list[int]:
    """The positions whose cards ``device``'s seats hold."""
    mine = set(t.seats_of(device))
    return [pos for pos, owner in enumerate(deal["owners"]) if owner in mine]


def on_shuffle(t: Table, device: int, body: dict[str, Any]) -> None:
    deal = t.data["deal"]
    poker.unpack(body["pub"], 1, t.name(device))
    deal["deck"] = poker.pack(poker.unpack(body["deck"], deal["size"], t.name(device)))
    deal["pub"], deal["stage"] = body["pub"], "lock"


def on_lock(t: Table, device: int, body: dict[str, Any]) -> None:
    """B's positions, and its keys for every position it does not hold. A's device
    reads its own cards and the trump at once: a key that opens no card is a cheat."""
    deal = t.data["deal"]
    who = t.name(device)
    final = poker.unpack(body["deck"], len(deal["owners"]), who)
    keys, wanted = body["keys"], set(range(len(final))) - set(held_by(t, deal, device))
    if not isinstance(keys, dict) or set(keys) != {str(p) for p in wanted}:
        raise CheatDetected(
            N_("{name}'s device did not show the keys of the cards it does not hold."), name=who
        )
    deal["final"], deal["keys"] = (
        poker.pack(final),
        {p: poker.scalar_hex(poker.scalar(k)) for p, k in keys.items()},
    )
    deal["stage"] = "unlock"
    first = deal["first"]
    own = round_secret(t, first, deal["round"])
    if own is not None:
        a = poker.scalar(own["key"])
        for pos in wanted:
            if poker.read(final[pos], [poker.scalar(keys[str(pos)]), a], deal["size"]) is None:
                raise CheatDetected(
                    N_("{name}'s device sent a wrong key for one of the cards it dealt."), name=who
                )


def on_unlock(t: Table, device: int, body: dict[str, Any]) -> None:
    """A's unlocked positions: B reads its cards; the trump comes with a proof."""
    deal = t.data["deal"]
    who = t.name(device)
    final = poker.unpack(deal["final"], len(deal["owners"]), who)
    opened, wanted = body["opened"], set(range(len(final))) - set(held_by(t, deal, device))
    if not isinstance(opened, dict) or set(opened) != {str(p) for p in wanted}:
        raise CheatDetected(N_("{name}'s device did not unlock the cards it does not hold."), name=who)
    for pos in wanted:
        poker.unpack(opened[str(pos)], 1, who)
        if deal["owners"][pos] == -1:
            statement = (bytes.fromhex(opened[str(pos)]), final[pos])
            proof = body["proof"].get(str(pos))
            if not poker.proves(bytes.fromhex(deal["pub"]), statement, proof, context(t, pos)):
                raise CheatDetected(
                    N_("{name}'s device turned up a card it cannot prove is the dealt one."), name=who
                )
    deal["opened"] = dict(opened)
    finish_deal(t, final)


def context(t: Table, pos: int) -> bytes:
    """What a Chaum–Pedersen proof is bound to: this game, this round, this position."""
    r = (t.data["deal"] or t.data["cards"])["round"]
    return f"posy/deal/{t.data['setup']['game']}/{t.data['seed']}/{r}/{pos}".encode()


def finish_deal(t: Table, final: list[bytes]) -> None:
    deal = t.data["deal"]
    first, owners, size = deal["first"], deal["owners"], deal["size"]
    hands: list[list[int] | None] = [[] if t.knows(s) else None for s in range(t.setup["players"])]
    faceup, mine = [], {}
    a_own, b_own = round_secret(t, first, deal["round"]), round_secret(t, 1 - first, deal["round"])
    for pos, owner in enumerate(owners):
        if owner == -1:
            card = poker.read(
                bytes.fromhex(deal["opened"][str(pos)]), [poker.scalar(deal["keys"][str(pos)])], size
            )
            if card is None:
                raise CheatDetected(
                    N_("{name}'s device sent a wrong key for the face-up card."), name=t.name(1 - first)
                )
            faceup.append(card)
        elif hands[owner] is not None:
            if t.device_of(owner) == first:
                assert a_own is not None
                keys = [poker.scalar(deal["keys"][str(pos)]), poker.scalar(a_own["key"])]
                card = poker.read(final[pos], keys, size)
            else:
                assert b_own is not None
                card = poker.read(
                    bytes.fromhex(deal["opened"][str(pos)]), [poker.card_key(seed(b_own), pos)], size
                )
            if card is None or card in faceup or any(card in (h or []) for h in hands):
                culprit = t.name(1 - t.device_of(owner))
                raise CheatDetected(
                    N_("{name}'s device dealt a card that is not in the deck, or one twice."), name=culprit
                )
            hands[owner].append(card)
            mine[str(card)] = pos
    t.data["cards"] = {**deal, "played": [], "mine": mine, "shown": [None, None], "last": None}
    t.data["deal"] = None
    t.data["steps"].append({"deal": {"hands": hands, "faceup": faceup}})


def seed(secret: dict[str, Any]) -> bytes:
    return bytes.fromhex(secret["seed"])
