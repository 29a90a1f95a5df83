"""A private deal between devices by mental poker (the steps are in ``poker.py``):
the table's side of it. Each device in turn locks and shuffles the deck
(``shuffle``), then re-keys the dealt positions (``rekey``), then reveals its keys
for the positions it does not hold (``keys``); a device then reads its own seats'
cards and nothing else. Playing a dealt card reveals its last key (``key`` in the
move's body) so everyone checks it. During the audit (``table.me is None``)
every device's keys are known and every step is re-done and compared.

``data["deal"]`` holds the deal in progress; ``data["cards"]`` the dealt round:
the final deck, each position's owner (-1: face up), the keys revealed so far,
the positions played, and this device's own cards' positions (``mine``).
"""

from __future__ import annotations

from typing import Any

from .. import core
from ..core import IllegalMove, State
from . import crypto, poker
from .crypto import CheatDetected, Key
from .messages import LinkRefused
from .table import Table, where

STAGES = ("shuffle", "rekey", "keys")


def after_step(t: Table) -> None:
    """Start a deal when the last step dealt private hands (Petals' rounds)."""
    if core.dealt(t.state()) is not None and not (t.data["steps"] and "deal" in t.data["steps"][-1]):
        start_deal(t)


def start_deal(t: Table) -> None:
    made = core.dealt(t.state())
    assert made is not None
    sizes, faceup, cards = made
    t.data["deal"] = {
        "round": sum(1 for s in t.data["steps"] if "deal" in s),
        "stage": "shuffle",
        "done": 0,
        "deck": None,
        "cards": cards,
        "owners": [seat for seat, n in enumerate(sizes) for _ in range(n)] + [-1] * faceup,
    }
    t.data["cards"] = None


def expect_deal(t: Table) -> tuple[int, str]:
    """Devices shuffle and re-key in order; the last to re-key reveals its keys
    first, in the same link (it adds nothing it could not already see), then the
    others in order: 4 links before the first lead with 2 devices."""
    deal = t.data["deal"]
    if deal["stage"] == "keys":
        return (t.devices - 1 + deal["done"]) % t.devices, "keys"
    return deal["done"], deal["stage"]


def round_secret(t: Table, device: int) -> tuple[Key, bytes] | None:
    """A device's round key and card-key seed, when this table knows them."""
    known = t.secrets[device]
    rounds = (known or {}).get("rounds", [])
    r = t.data["deal"]["round"] if t.data["deal"] else (t.data["cards"] or {}).get("round", -1)
    if not known or r >= len(rounds) or r < 0:
        return None
    entry = rounds[r]
    return Key(int(entry["e"], 16), int(entry["d"], 16)), bytes.fromhex(entry["seed"])


def _deck(body: dict[str, Any], size: int) -> list[int]:
    deck = body["deck"]
    if not isinstance(deck, list) or len(deck) != size:
        raise LinkRefused("This link is damaged: copy the whole link again.", "damaged")
    out = [crypto.element(x) for x in deck]
    if len(set(out)) != size:
        raise CheatDetected("A device sent a deck with the same card twice.")
    return out


def on_shuffle(t: Table, device: int, body: dict[str, Any]) -> None:
    deal = t.data["deal"]
    before = poker.deck_codes(deal["cards"]) if deal["deck"] is None else [int(x, 16) for x in deal["deck"]]
    after = _deck(body, len(deal["owners"]) if device == t.devices - 1 else deal["cards"])
    known = round_secret(t, device) if t.me is None else None
    if known and not poker.check_shuffle(before, after, known[0]):
        raise CheatDetected(f"{t.name(device)}'s device did not shuffle the deck fairly.")
    _next(t, after)


def on_rekey(t: Table, device: int, body: dict[str, Any]) -> None:
    deal = t.data["deal"]
    before = [int(x, 16) for x in deal["deck"]]
    after = _deck(body, len(deal["owners"]))
    known = round_secret(t, device) if t.me is None else None
    if known and not poker.check_rekey(before, after, *known):
        raise CheatDetected(f"{t.name(device)}'s device did not re-key the deck fairly.")
    _next(t, after)


def _next(t: Table, deck: list[int]) -> None:
    deal = t.data["deal"]
    deal["deck"] = [crypto.hex_element(x) for x in deck]
    deal["done"] += 1
    if deal["done"] == t.devices:
        deal["stage"], deal["done"] = STAGES[STAGES.index(deal["stage"]) + 1], 0
        if deal["stage"] == "keys":
            deal["keys"] = {str(pos): {} for pos in range(len(deal["owners"]))}


def keys_to_reveal(t: Table, device: int) -> list[int]:
    """The positions whose key ``device`` reveals in the deal: all it does not hold."""
    mine = set(t.seats_of(device))
    return [pos for pos, owner in enumerate(t.data["deal"]["owners"]) if owner not in mine]


def on_keys(t: Table, device: int, body: dict[str, Any]) -> None:
    deal = t.data["deal"]
    keys = body["keys"]
    wanted = keys_to_reveal(t, device)
    if not isinstance(keys, dict) or sorted(keys) != sorted(str(p) for p in wanted):
        raise LinkRefused("This link is damaged: copy the whole link again.", "damaged")
    known = round_secret(t, device) if t.me is None else None
    for pos in wanted:
        d = int(keys[str(pos)], 16)
        if known and d != poker.card_key(known[1], pos).e:
            raise CheatDetected(f"{t.name(device)}'s device sent a wrong key for a card of the deal.")
        deal["keys"][str(pos)][str(device)] = format(d, "x")
    deal["done"] += 1
    if deal["done"] == t.devices:
        finish_deal(t)


def finish_deal(t: Table) -> None:
    deal = t.data["deal"]
    final = [int(x, 16) for x in deal["deck"]]
    owners, keys, cards = deal["owners"], deal["keys"], deal["cards"]
    seats = t.setup["players"]
    hands: list[list[int] | None] = [[] if t.knows(s) else None for s in range(seats)]
    faceup, mine = [], {}
    for pos, owner in enumerate(owners):
        if owner == -1:
            try:
                faceup.append(poker.unlock(final[pos], [int(k, 16) for k in keys[str(pos)].values()], cards))
            except CheatDetected as exc:
                raise CheatDetected("A device sent a wrong key for the face-up card.") from exc
            continue
        hand = hands[owner]
        if hand is None:
            continue
        holder = t.device_of(owner)
        own = round_secret(t, holder)
        assert own is not None
        ds = [int(k, 16) for k in keys[str(pos)].values()] + [poker.card_key(own[1], pos).e]
        hint = t.hints.get((deal["round"], pos))
        try:
            if hint is not None and poker.holds(final[pos], hint, ds):
                card = hint  # the audit knows it from the play: checking is cheaper than opening
            else:
                card = poker.unlock(final[pos], ds, cards)
        except CheatDetected as exc:
            others = ", ".join(t.name(d) for d in range(t.devices) if d != holder)
            raise CheatDetected(
                f"{others}'s device sent a wrong key for one of {t.name(holder)}'s cards."
            ) from exc
        hand.append(card)
        mine[str(card)] = pos
    t.data["cards"] = {
        "final": deal["deck"],
        "owners": owners,
        "keys": keys,
        "played": [],
        "mine": mine,
        "size": cards,
        "round": deal["round"],
    }
    t.data["deal"] = None
    t.data["steps"].append({"deal": {"hands": hands, "faceup": faceup}})


def shows_card(t: Table, seat: int, s: State[Any], move: dict[str, Any]) -> bool:
    """Does ``move`` show a card dealt to ``seat`` (a card played from a hand)?"""
    cards = t.data["cards"]
    card = move.get("card")
    if t.knows(seat):
        pos = cards["mine"].get(str(card))
        return pos is not None and pos not in cards["played"] and cards["owners"][pos] == seat
    hook = getattr(s, "remote_reveal", None)
    try:
        return hook is not None and hook(move) is not None
    except IllegalMove as exc:
        raise CheatDetected(f"{t.name(t.device_of(seat))}'s device played a card it cannot hold.") from exc


def check_shown(t: Table, seat: int, s: State[Any], move: dict[str, Any], body: dict[str, Any]) -> bool:
    """A dealt card shown by a move: its position's last key must open it to that
    card. Returns whether the move showed one."""
    if not shows_card(t, seat, s, move):
        return False
    cards, holder = t.data["cards"], t.device_of(seat)
    who, at = t.name(holder), where(s, len(t.data["steps"]))
    pos, d = body["key"]["pos"], int(body["key"]["e"], 16)
    if not isinstance(pos, int) or not 0 <= pos < len(cards["owners"]) or cards["owners"][pos] != seat:
        raise CheatDetected(f"{who}'s device played a card it was not dealt, {at}.")
    if pos in cards["played"]:
        raise CheatDetected(f"{who}'s device played the same card twice, {at}.")
    others = [int(k, 16) for dv, k in cards["keys"][str(pos)].items() if int(dv) != holder]
    final = int(cards["final"][pos], 16)
    if not poker.holds(final, move["card"], [*others, d]):
        try:  # only when something is wrong: is it the card, or the key?
            poker.unlock(final, [*others, d], cards["size"])
        except CheatDetected as exc:
            raise CheatDetected(f"{who}'s device sent a wrong key for the card it played, {at}.") from exc
        raise CheatDetected(f"{who}'s device played a card it did not hold, {at}.")
    known = round_secret(t, holder) if t.me is None else None
    if known and d != poker.card_key(known[1], pos).e:
        raise CheatDetected(f"{who}'s device sent a wrong key for the card it played, {at}.")
    cards["keys"][str(pos)][str(holder)] = format(d, "x")
    cards["played"].append(pos)
    return True
