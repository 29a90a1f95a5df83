"""A dealt round in play and at its end: each card played from a hand is checked
against the deal when it is played (``check_shown``), a card of a suit its player
has shown it lacks is refused at once (the game's ``remote_reveal`` hook keeps that
void record), and once the round's last dealt card is played every device shows its
keys for the round (``keys``): the table re-checks both steps of the deal and
replays the round with the true hands, so a false shuffle or a revoke is named
within its round, never left to a later audit.
"""

from __future__ import annotations

from typing import Any

from .. import core
from ..core import IllegalMove, State
from ..core.i18n import N_
from . import poker, ristretto
from .crypto import CheatDetected
from .deal import context, round_secret, seed
from .table import Table, located, unallowed


def expect_keys(t: Table) -> tuple[int, str]:
    """The device that played the round's last card shows its keys first (in the
    same link), then the other."""
    cards = t.data["cards"]
    order = [cards["last"], 1 - cards["last"]]
    return next(d for d in order if cards["shown"][d] is None), "keys"


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
        who = t.name(t.device_of(seat))
        raise located(
            s,
            0,
            # Translators: {name} is a player's name; {reason}, the rules' own sentence why the card is refused
            N_("{name}'s device played a card it cannot hold, at trick {trick} of round {round}: {reason}"),
            N_("{name}'s device played a card it cannot hold, at move {move}: {reason}"),
            name=who,
            reason=str(exc),
        ) from exc


def check_shown(t: Table, seat: int, s: State[Any], move: dict[str, Any], body: dict[str, Any]) -> bool:
    """A dealt card shown by a move: B shows its card key (``key``), A proves its
    card with Chaum–Pedersen (``proof``); checked by the other device at once.
    Returns whether the move showed one."""
    if not shows_card(t, seat, s, move):
        return False
    cards, holder = t.data["cards"], t.device_of(seat)
    who, index = t.name(holder), len(t.data["steps"])
    shown = body["key"]
    pos = shown["pos"] if isinstance(shown, dict) else None
    if not isinstance(pos, int) or not 0 <= pos < len(cards["owners"]) or cards["owners"][pos] != seat:
        raise located(
            s,
            index,
            N_("{name}'s device played a card it was not dealt, at trick {trick} of round {round}."),
            N_("{name}'s device played a card it was not dealt, at move {move}."),
            name=who,
        )
    if pos in cards["played"]:
        raise located(
            s,
            index,
            N_("{name}'s device played the same card twice, at trick {trick} of round {round}."),
            N_("{name}'s device played the same card twice, at move {move}."),
            name=who,
        )
    if holder != t.me:
        final = poker.unpack(cards["final"], len(cards["owners"]), who)
        if not _card_checks(t, cards, holder, pos, final[pos], move["card"], shown):
            raise located(
                s,
                index,
                N_("{name}'s device played a card it did not hold, at trick {trick} of round {round}."),
                N_("{name}'s device played a card it did not hold, at move {move}."),
                name=who,
            )
    if holder != cards["first"]:
        cards["keys"][str(pos)] = poker.scalar_hex(poker.scalar(shown["key"]))
    cards["played"].append(pos)
    cards["last"] = holder
    return True


def _card_checks(
    t: Table, cards: dict[str, Any], holder: int, pos: int, final: bytes, card: Any, shown: Any
) -> bool:
    if not isinstance(card, int) or not 0 <= card < cards["size"]:
        return False
    element = ristretto.encode(poker.card_element(card))
    if holder == cards["first"]:  # A's card: b_j^-1 * C_j = a * M, proved against a*G
        own = round_secret(t, 1 - holder, cards["round"])
        assert own is not None
        x = poker.unlock(poker.card_key(seed(own), pos), final)
        return poker.proves(bytes.fromhex(cards["pub"]), (element, x), shown.get("proof"), context(t, pos))
    key = poker.scalar(shown.get("key"))  # B's card: b_j * M = D_j, which A unlocked
    return poker.lock(key, element) == bytes.fromhex(cards["opened"][str(pos)])


def on_keys(t: Table, device: int, body: dict[str, Any]) -> None:
    """A device's keys for the round just played: A its round key, B its seed."""
    cards = t.data["cards"]
    who = t.name(device)
    final = poker.unpack(cards["final"], len(cards["owners"]), who)
    deck = poker.unpack(cards["deck"], cards["size"], who)
    if device == cards["first"]:
        a = poker.scalar(body["key"])
        opened_ok = all(poker.lock(a, bytes.fromhex(x)) == final[int(p)] for p, x in cards["opened"].items())
        if not poker.check_shuffle(deck, a, bytes.fromhex(cards["pub"]), cards["size"]) or not opened_ok:
            raise CheatDetected(
                N_("{name}'s device did not shuffle and deal the deck fairly in this round."), name=who
            )
        cards["shown"][device] = {"key": poker.scalar_hex(a)}
    else:
        raw = body["seed"]
        own = bytes.fromhex(raw) if isinstance(raw, str) and len(raw) == 64 else b""
        shown = all(poker.scalar(k) == poker.card_key(own, int(p)) for p, k in cards["keys"].items())
        if len(own) != 32 or not shown or not poker.check_lock(final, deck, own):
            raise CheatDetected(
                N_("{name}'s device did not shuffle and deal the deck fairly in this round."), name=who
            )
        cards["shown"][device] = {"seed": own.hex()}
    if None not in cards["shown"]:
        replay_round(t, final)


def replay_round(t: Table, final: list[bytes]) -> None:
    """Every move of the round again, with the true hands now known: a revoke or a
    card its player did not hold is named here."""
    cards = t.data["cards"]
    a = poker.scalar(cards["shown"][cards["first"]]["key"])
    b = bytes.fromhex(cards["shown"][1 - cards["first"]]["seed"])
    hands: list[list[int]] = [[] for _ in range(t.setup["players"])]
    for pos, owner in enumerate(cards["owners"]):
        card = poker.read(final[pos], [poker.card_key(b, pos), a], cards["size"])
        if owner != -1 and card is not None:
            hands[owner].append(card)
    steps = t.data["steps"]
    start = max(i for i, step in enumerate(steps) if "deal" in step)
    faceup = tuple(steps[start]["deal"]["faceup"])
    s = core.with_deal(t.state_at(start), [tuple(h) for h in hands], faceup)
    for n, step in enumerate(steps[start + 1 :], start + 1):
        if "move" not in step:
            continue
        try:
            s = s.play(step["move"])
        except IllegalMove as exc:
            who = t.name(t.device_of(step["seat"]))
            raise unallowed(s, n, who, exc) from exc
