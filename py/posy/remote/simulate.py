"""Simulated devices: several :class:`~posy.remote.device.Device` objects that
exchange nothing but link text, as friends would, playing a whole game with
random legal moves (for tests, and for measuring links)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core import Rng
from .device import Device
from .messages import pack, unpack

Hook = Callable[[list[Device], str], None]


class Group:
    """Devices in a group chat: each link a device sends reaches all the others."""

    def __init__(
        self, game: str, seats: list[int], names: list[str], options: dict[str, Any] | None = None
    ) -> None:
        self.links: list[str] = []
        self.sent: dict[int, int] = {}
        first = Device.invite(game, len(seats), options or {}, seats, names)
        self.devices = [first]
        for j in range(1, max(seats) + 1):
            link = self.send(self.devices[-1])
            self.devices.append(Device.join(unpack(link), names[seats.index(j)]))
        self.flush()

    @classmethod
    def of(cls, devices: list[Device]) -> Group:
        """A group of devices that already exist (e.g. loaded from their JSON)."""
        group = cls.__new__(cls)
        group.links, group.sent, group.devices = [], {}, devices
        return group

    def send(self, device: Device) -> str:
        """The device's link, with every message made since its previous link."""
        link = device.link(since=self.sent.get(id(device), 0)) or pack(device.unsent())
        self.sent[id(device)] = len(device.log.messages)
        self.links.append(link)
        return link

    def flush(self, hook: Hook | None = None) -> None:
        """Deliver links until every device holds every message."""
        while True:
            longest = max(self.devices, key=lambda d: len(d.log.messages))
            behind = [d for d in self.devices if len(d.log.messages) < len(longest.log.messages)]
            if not behind:
                return
            link = self.send(longest)
            for d in behind:
                d.receive(unpack(link))
                if hook:
                    hook(self.devices, "receive")

    def play(self, rng: Rng, hook: Hook | None = None, limit: int = 5000) -> None:
        """Random legal moves by whichever device's player is to decide, to the end."""
        for _ in range(limit):
            self.flush(hook)
            turn = [d for d in self.devices if d.my_turn()]
            if not turn:
                return
            device = turn[0]
            s, _ = device.table.working()
            legal = s.moves()
            device.play(legal[rng.below(len(legal))])
            if hook:
                hook(self.devices, "play")
        raise RuntimeError("the simulated game did not end")


def cheating_link(device: Device, now: int | None = None) -> str:
    """A link from ``device`` (on its turn to move) whose last message it signed and
    the rules refuse (a move that is no move): what a cheating device sends, for
    tests of the page's answer to a cheat (the game voided, the device named)."""
    sender = device.table.seats_of(device.me)[0]
    at = max(device.table.data["at"], now or 0)
    lie = device.log.next(sender, "move", {"move": {"type": "cheat"}}, bytes.fromhex(device.own["sign"]), at)
    return pack([*device.unsent(), lie])
