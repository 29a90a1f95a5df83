"""Time one Petals deal by mental poker over ristretto255 between two simulated
devices (``posy.remote.poker``): each device's share (A: lock and shuffle 52 cards,
then read its hand and unlock B's; B: shuffle, keep and lock 19, read its hand; and
every signature made and checked on the way), in CPU seconds (other work on a shared
machine does not count), and the link parts the deal took, both devices together.
Run on CPython (``python tests/remote_bench.py``) and under Pyodide
(``node tests/pyodide/remote.mjs deal``); both print JSON."""

import json
import statistics
import time

from posy.remote.device import Device
from posy.remote.messages import pack, unpack
from posy.remote.parts import split


def one_deal() -> tuple[list[float], int]:
    """(CPU seconds per device, link parts) for the first deal of a Petals game."""
    spent = [0.0, 0.0]
    start = time.process_time()
    ann = Device.invite("petals", 2, {"rounds": 1}, [0, 1], ["Ann", "Bob"])
    bob = Device.join(unpack(pack(ann.unsent())), "Bob")
    spent[1] += time.process_time() - start
    devices, parts = [ann, bob], 0
    sender = 1
    while not any(d.my_turn() for d in devices):
        link = devices[sender].link(since=0) or ""
        if any(m.kind in ("shuffle", "lock", "unlock") for m in unpack(link)):
            parts += len(split(link, ann.log.game))
        start = time.process_time()
        devices[1 - sender].receive(unpack(link))
        spent[1 - sender] += time.process_time() - start
        sender = 1 - sender
    return spent, parts


def report(runs: int = 3) -> dict[str, object]:
    deals = [one_deal() for _ in range(runs)]
    per_device = [statistics.median(d[0][i] for d in deals) for i in range(2)]
    return {
        "group": "ristretto255 (RFC 9496)",
        "security_bits": 126,
        "runs": runs,
        "median_cpu_seconds_per_device": [round(s, 3) for s in per_device],
        "deal_link_parts": max(d[1] for d in deals),
    }


REPORT = json.dumps(report())

if __name__ == "__main__":
    print(REPORT)


CHROMIUM_DEAL = """async () => {
  const { Engine } = await import("./web/engine.js");
  window.benchEngine ||= new Engine();
  const engine = window.benchEngine;
  await engine.ready;
  const spent = [0, 0];
  const timed = async (who, name, args) => {
    const start = performance.now();
    const answer = await engine.call(name, args);
    spent[who] += performance.now() - start;
    if (!answer.ok) throw new Error(answer.error);
    return answer;
  };
  const invite = {game: "petals", players: 2, options: {rounds: 1}, seats: [0, 1], names: ["Ann", "Bob"]};
  const devices = [await timed(0, "remote_invite", invite), null];
  devices[1] = await timed(1, "remote_join", {link: devices[0].link_text, name: "Bob"});
  let sender = 1;
  let parts = 0;
  while (!devices[0].my_turn && !devices[1].my_turn) {
    const links = devices[sender].links;
    parts += links.length;
    for (const link of links) {
      devices[1 - sender] = await timed(1 - sender, "remote_receive", {device: devices[1 - sender].device, link});
    }
    sender = 1 - sender;
  }
  return {ms: spent, parts};
}"""


def chromium_deal(page: object, runs: int = 3) -> dict[str, object]:
    """The same deal through the app's own worker in Chromium: each device's calls'
    time in the worker (wall time of a call, the page idle), medians of ``runs``."""
    measured = [page.evaluate(CHROMIUM_DEAL) for _ in range(runs)]  # type: ignore[attr-defined]
    return {
        "runs": runs,
        "median_seconds_per_device": [
            round(statistics.median(m["ms"][i] for m in measured) / 1000, 3) for i in range(2)
        ],
        "link_parts": max(m["parts"] for m in measured),
    }
