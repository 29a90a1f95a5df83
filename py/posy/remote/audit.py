"""The audit at the end of a remote game: every device has revealed its secrets
(hash-chain seeds, round keys and card-key seeds); each device then replays the
whole chain as a table that knows every seat (``Table(me=None)``), which re-does
every check with full information: every move legal with the true hands (a card
that had to follow suit, a card not in that hand), every reveal opening its
commitment, every hash chain leading to the head committed at the start, every
shuffle a permutation of the locked deck, every re-key and card key derived from
the seed revealed now.
"""

from __future__ import annotations

from typing import Any

from ..core import BadRecord, IllegalMove
from . import crypto, turns
from .messages import Message
from .table import Table

FAIR = {"fair": True, "text": "Checked: fair game"}


def run_audit(messages: list[Message]) -> dict[str, Any]:
    """``{"fair": True, "text": "Checked: fair game"}``, or ``fair`` False and a
    sentence naming the first thing that does not check out."""
    try:
        table = full_table(messages)
        check_chains(table, messages)
    except (BadRecord, IllegalMove) as exc:
        return {"fair": False, "text": str(exc)}
    except (KeyError, TypeError, ValueError, IndexError):
        return {
            "fair": False,
            "text": "A device's revealed secrets are damaged: this game cannot be checked.",
        }
    if table.phase != "done":
        return {"fair": False, "text": "The game is not finished: it cannot be checked yet."}
    return dict(FAIR)


def full_table(messages: list[Message]) -> Table:
    """The game as a table that knows every seat: every message replayed with the
    secrets the devices revealed in their ``audit`` messages."""
    revealed: list[dict[str, Any] | None] = [None] * (max(messages[0].body["seats"]) + 1)
    table = turns.open_table(messages[0], revealed, None)
    for m in messages:
        if m.kind == "audit":
            revealed[table.device_of(m.sender)] = {
                "rounds": m.body.get("rounds", []),
                "chain": m.body.get("chain"),
            }
    table.hints = played_cards(messages, table.seats_of(0)[0])
    for m in messages[1:]:
        turns.receive(table, m)
    return table


def played_cards(messages: list[Message], first_shuffler: int) -> dict[tuple[int, int], int]:
    """(round, position) -> the card a play said was there: only a hint, checked by
    locking it (a short exponent) before it is believed, else the position is opened."""
    hints: dict[tuple[int, int], int] = {}
    round_ = -1
    for m in messages:
        if m.kind == "shuffle" and m.sender == first_shuffler:
            round_ += 1
        key, move = m.body.get("key"), m.body.get("move")
        if m.kind == "move" and isinstance(key, dict) and isinstance(move, dict):
            pos, card = key.get("pos"), move.get("card")
            if isinstance(pos, int) and isinstance(card, int) and 0 <= card < 1000:
                hints[(round_, pos)] = card
    return hints


def check_chains(table: Any, messages: list[Message]) -> None:
    """Each device's hash chain: its revealed seed leads to the head it committed to."""
    n = table.setup["chain"]
    if not n:
        return
    heads = {table.device_of(m.sender): m.body.get("chain") for m in messages if m.kind in ("invite", "join")}
    for device, secret in enumerate(table.secrets):
        seed = (secret or {}).get("chain")
        if not isinstance(seed, str) or crypto.chain_value(bytes.fromhex(seed), n).hex() != heads.get(device):
            raise crypto.CheatDetected(
                f"{table.name(device)}'s device revealed a hash chain it did not commit to."
            )
