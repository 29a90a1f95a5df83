"""What the page gets from each ``remote_<name>`` call (``posy.remote.page.call``: the
device's summary, ``posy.remote.summary.summary``, with the snapshot the game screen draws,
``page.snapshot``, and the device as JSON text), declared once: ``ANSWERS`` names each
call's answer, tools/contract.py writes them into web/contract.d.ts (``Calls``), and
tests/engine/test_contract.py holds every answer of whole games through the bridge to them.

The answers cross as JSON text, built from the device's own data (``Table.data``), so
mypy does not see them: these types are the page's promise, held by that test.
"""

from __future__ import annotations

from typing import Annotated, Literal, NotRequired, TypedDict

from ..core import GameId, Move, View


class RemoteResult(TypedDict):
    """How a game with friends ended (``posy.remote.clock``): ``cheat`` voids it."""

    fair: Annotated[bool, "false: a cheat voided the game"]
    kind: Literal["fair", "cheat", "forfeit", "resign", "draw"]
    text: Annotated[str, "its sentence: 'Checked: fair game', a forfeit's or a cheat's, naming the device"]
    by: Annotated[str | None, "the player whose device cheated, forfeited or resigned"]
    evidence: NotRequired[Annotated[list[str], "a cheat's signed messages, raw, as they came"]]


class RemoteOffer(TypedDict):
    """An offer waiting for its answer (``posy.remote.moves``)."""

    kind: Literal["undo", "draw"]
    by: Annotated[int, "the offering device"]


class RemoteRecord(TypedDict):
    """A game with friends as its record on the page: its moves are in the device."""

    game: GameId
    players: int
    names: list[str]
    options: Annotated[object, "the game's options by name"]
    moves: Annotated[list[Move], "always empty: the device's chain holds them"]
    remote: Annotated[str, "the game's id among the devices (game_id)"]


class RemoteGame(TypedDict):
    """The answer about a device (``remote_invite``, ``join``, ``receive``, ``play``,
    ``resign``, ``offer``, ``answer``, ``claim``, ``state``): where the game stands, what to
    send the friends, and the game screen's snapshot of it."""

    ok: Literal[True]
    device: Annotated[str, "the device, JSON text, saved with the game"]
    game_id: str
    game: GameId
    names: list[str]
    seats: Annotated[list[int], "the device deciding each seat"]
    me: Annotated[int, "this device's number (0: the inviter's)"]
    my_seats: Annotated[list[int], "the seats this device decides"]
    phase: str
    my_turn: bool
    offer: Annotated[RemoteOffer | None, "an offer waiting for its answer"]
    result: RemoteResult | None
    joined: Annotated[int, "how many devices have joined, the inviter's counted"]
    status: Annotated[str, "where the game stands, in a sentence"]
    pace: Annotated[int, "seconds a device has to answer, 0 for no limit"]
    deadline: Annotated[int | None, "when the friends' time to answer runs out (Unix seconds)"]
    my_deadline: NotRequired[Annotated[int | None, "when this device's runs out, on its turn"]]
    can_claim: Annotated[bool, "the friends' time ran out: this device may claim the game"]
    link_text: Annotated[str | None, "the link to send, whole"]
    links: Annotated[list[str], "the link, or its parts when it is long"]
    to: Annotated[list[str], "the friends to send it to"]
    send: Annotated[bool, "this call made something the friends must get"]
    applied: NotRequired[Annotated[int, "receive: how many of a friend's messages the link added"]]
    cheat: NotRequired[Annotated[str, "receive: a friend's device cheated, the sentence (the game is void)"]]
    remote: Literal[True]
    record: RemoteRecord
    computers: Annotated[list[str | None], "null each: the page keeps its computer seats, not the device"]
    viewer: int
    ply: Annotated[int, "the device's messages so far"]
    plies: int
    view: Annotated[View | None, "null until the lots are drawn and the cards dealt"]
    moves: list[Move]
    current: int | None
    log: list[str]
    public_decision: bool
    secret_pending: bool
    can_undo: bool
    can_redo: bool
    last_mover: None
    scores: list[float]
    winners: list[int]
    over: bool
    end_reason: str | None


class RemoteIdentified(TypedDict):
    """Which game a link belongs to (``remote_identify``), and for an invitation whom from."""

    ok: Literal[True]
    game_id: str
    invitation: bool
    game: GameId | None
    names: list[str] | None
    part: NotRequired[Annotated[int, "one part of a long link: its number"]]
    parts: NotRequired[Annotated[int, "how many parts the link has"]]
    inviter: NotRequired[Annotated[str, "an invitation: the inviting device's player"]]
    offered: NotRequired[Annotated[list[str] | None, "an invitation: the places a device joining now takes"]]


class RemoteCatchUp(TypedDict):
    ok: Literal[True]
    link_text: Annotated[str | None, "what a friend's device may lack, as one link; null for nothing"]


class RemoteAudit(TypedDict):
    ok: Literal[True]
    result: Annotated[RemoteResult | None, "null while the game goes on"]


class RemoteThought(TypedDict):
    ok: Literal[True]
    move: Annotated[Move, "the computer's move for this device's seat"]


ANSWERS: dict[str, type] = {
    "invite": RemoteGame,
    "join": RemoteGame,
    "identify": RemoteIdentified,
    "receive": RemoteGame,
    "play": RemoteGame,
    "resign": RemoteGame,
    "offer": RemoteGame,
    "answer": RemoteGame,
    "claim": RemoteGame,
    "state": RemoteGame,
    "catch_up": RemoteCatchUp,
    "audit": RemoteAudit,
    "think": RemoteThought,
}
