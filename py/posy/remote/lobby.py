"""The lobby of a remote game: the invitation names the game, the seats, the pace
and each device's public signing key (Ed25519, ``messages``) and commitment (to its share of the joint seed, and to the head of its hash
chain when the game draws from a hidden pile); each friend's device joins in turn
with its own; the last to join reveals its share at once (every commitment is
in), then the others reveal theirs in turn, and the seed of the game is the joint
value of all of them (``crypto.joint_value``): nobody could choose or foresee it.
"""

from __future__ import annotations

from typing import Any

from ..core.i18n import N_, _
from . import crypto
from .crypto import CheatDetected
from .deal import after_step
from .messages import LinkRefused
from .table import Table, hex_bytes


def commit(t: Table, device: int, body: dict[str, Any]) -> None:
    """A device's signing key and commitments, refused when one copies another device's."""
    key = hex_bytes(body["key"]).hex()
    if key in t.data["keys"]:
        raise CheatDetected(N_("{name}'s device copied another device's signing key."), name=t.name(device))
    t.data["keys"][device] = key
    t.data["commits"][device] = hex_bytes(body["commit"]).hex()
    if t.setup["chain"]:
        t.data["heads"][device] = hex_bytes(body["chain"]).hex()
    digests = [bytes.fromhex(c) for c in t.data["commits"] if c is not None]
    crypto.check_commitments(digests, [t.name(i) for i in range(len(digests))])


def on_join(t: Table, device: int, body: dict[str, Any]) -> None:
    """A friend's device joins: its player's name and its commitments."""
    name = body["name"]
    if not isinstance(name, str) or not 0 < len(name.strip()) <= 40:
        raise LinkRefused(_("A player's name must be 1 to 40 characters."), "damaged")
    for seat in t.seats_of(device):
        t.setup["names"][seat] = name.strip()
    commit(t, device, body)
    t.data["joined"] += 1
    if device == t.devices - 1:  # the last to commit reveals at once
        on_reveal(t, device, body["reveal"])


def on_reveal(t: Table, device: int, body: dict[str, Any]) -> None:
    """A device's share of the seed; with the last one, the game begins."""
    value, nonce = hex_bytes(body["value"]), hex_bytes(body["nonce"])
    if not crypto.opens(bytes.fromhex(t.data["commits"][device]), value, nonce):
        raise CheatDetected(
            N_("{name}'s device revealed a value that does not match its commitment."), name=t.name(device)
        )
    t.data["values"][device] = [value.hex(), nonce.hex()]
    if None not in t.data["values"]:
        reveals = [(bytes.fromhex(v), bytes.fromhex(n)) for v, n in t.data["values"]]
        digests = [bytes.fromhex(c) for c in t.data["commits"]]
        joint = crypto.joint_value(reveals, digests, [t.name(i) for i in range(t.devices)])
        t.data["seed"] = crypto.to_int(joint) >> 193  # 63 bits: a whole-number seed
        after_step(t)
