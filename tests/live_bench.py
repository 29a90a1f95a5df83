"""Live across the room, timed (`python3 build.py bench --only live`, or alone:
`python tests/live_bench.py`): two headless Chromium contexts pair through their QR
codes (web/remote/live/) and play Floriado over the WebRTC data channel; then three
play Anthokyklos in a star through the inviter's device.

    connect     ms from the second scan (the answer code entered on the inviting device)
                to the data channel open, measured in the page
    ping        the channel's round trip (a message and its answer), median of 20
    move        ms from a tap on one device to the move drawn on the other, median
    relay       three devices in a star (Anthokyklos): ms from a friend's device sending
                its move to the other friend's device receiving it through the inviter's
                (measured in the pages, one clock), median of 10; and tap to drawn there

Not a test: timings flake on shared machines, so they are printed, never asserted."""

from __future__ import annotations

import statistics
import sys
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
for path in (ROOT, ROOT / "py", ROOT / "tests" / "browser"):
    sys.path.insert(0, str(path))

import build  # noqa: E402

PINGS = """async (n) => {
  const { live } = await import("./web/remote/live/live.js");
  const out = [];
  for (let i = 0; i < n; i++) {
    live.timing.rtt = undefined; // (two round trips may take the same 0.1 ms: wait for this one's)
    live.peer.send({ t: "ping", at: performance.now() });
    while (live.timing.rtt === undefined) await new Promise((r) => setTimeout(r, 1));
    out.push(live.timing.rtt);
  }
  return { pings: out, connect: live.timing.connected - live.timing.asked };
}"""


def run(pw: Any, url: str, moves: int = 10) -> dict[str, Any]:
    # tests/browser's modules, on the path above
    from remote_helpers import whose_turn  # type: ignore[import-not-found]
    from test_browser_floriado import play_one  # type: ignore[import-not-found]
    from test_browser_live import invite_live  # type: ignore[import-not-found]

    browser = pw.chromium.launch(executable_path=str(build.CHROMIUM), args=list(build.CHROMIUM_ARGS))
    pages = [
        browser.new_context(viewport=size, service_workers="block", bypass_csp=True).new_page()
        for size in ({"width": 1280, "height": 800}, {"width": 390, "height": 844})
    ]
    ann, bob = pages
    invite_live(ann, bob, url, "floriado")
    ann.wait_for_selector(".floriado-board")
    bob.wait_for_selector(".floriado-board")
    timing = ann.evaluate(PINGS, 20)
    shown = []
    for _ in range(moves):
        me, other = whose_turn(ann, bob)
        before = other.evaluate("document.body.dataset.ply")
        started = time.perf_counter()
        play_one(me)
        other.wait_for_function(f"document.body.dataset.ply !== '{before}'", timeout=30_000)
        shown.append((time.perf_counter() - started) * 1000)
    browser.close()
    return {
        "connect": timing["connect"],
        "ping": statistics.median(timing["pings"]),
        "move": statistics.median(shown),
        "moves": len(shown),
    }


# a friend's sends (live.send) and arrivals (html[data-live] counts them), on one clock
CLOCK = """() => {
  const now = () => performance.timeOrigin + performance.now();
  window.benchSent = [];
  window.benchArrived = [];
  import("./web/remote/live/live.js").then(({ live }) => {
    const send = live.send.bind(live);
    live.send = (game, text) => (window.benchSent.push(now()), send(game, text));
  });
  new MutationObserver(() => window.benchArrived.push(now()))
    .observe(document.documentElement, { attributes: true, attributeFilter: ["data-live"] });
}"""


def run_star(pw: Any, url: str, samples: int = 10) -> dict[str, Any]:
    """Three devices in a star: each friend's move reaching the other friend's device."""
    from remote_helpers import invite_three
    from test_browser_live_star import join, mover, pair_friend, place, settle  # type: ignore[import-not-found]

    browser = pw.chromium.launch(executable_path=str(build.CHROMIUM), args=list(build.CHROMIUM_ARGS))
    ann, bob, carol = (
        browser.new_context(
            viewport={"width": 390, "height": 844},
            service_workers="block",
            bypass_csp=True,
            reduced_motion="reduce",
        ).new_page()
        for _ in range(3)
    )
    ann.goto(url)
    ann.wait_for_selector("html[data-engine=ready]", timeout=120_000)
    invite_three(ann)
    pair_friend(ann, bob, 1)
    join(bob, "Bob", "Bob")
    ann.wait_for_function("document.querySelector('#remote')?.textContent.includes('Waiting for Carol')")
    pair_friend(ann, carol, 2)
    join(carol, "Carol", "Carol")
    pages = [ann, bob, carol]
    for page in pages:
        page.wait_for_selector(".game-anthokyklos", timeout=60_000)
    friends = [bob, carol]
    for page in friends:
        page.evaluate(CLOCK)
    relayed: list[float] = []
    drawn: list[float] = []
    for _ in range(4 * samples):
        if len(relayed) >= samples:
            break
        settle(pages)
        me = mover(pages)
        if me is None:
            break
        other = next((f for f in friends if f is not me), None)
        seconds = place(me, [p for p in pages if p is not me])
        if me is ann or other is None:
            continue
        sent = me.evaluate("window.benchSent.at(-1)")
        arrived = other.evaluate(f"window.benchArrived.find((t) => t >= {sent})")
        relayed.append(arrived - sent)
        drawn.append(seconds * 1000)
    browser.close()
    return {"relay": statistics.median(relayed), "drawn": statistics.median(drawn), "samples": len(relayed)}


def report(result: dict[str, Any]) -> None:
    print("live across the room (WebRTC data channel, two Chromium contexts, no ICE server):")
    print(f"  second scan to connected           {result['connect']:7.0f} ms")
    print(f"  channel round trip (median of 20)  {result['ping']:7.1f} ms")
    print(
        f"  tap to the move drawn on the other device (Floriado, median of {result['moves']}) {result['move']:7.0f} ms"
    )
    star = result.get("star")
    if star:
        print("three devices in a star (Anthokyklos), a friend's move to the other friend's device,")
        print(f"  median of {star['samples']}:")
        print(f"  sent to received, through the inviter's device  {star['relay']:7.1f} ms")
        print(f"  tap to the move drawn there (and on the inviter's) {star['drawn']:7.0f} ms")


if __name__ == "__main__":
    from playwright.sync_api import sync_playwright

    httpd = build.make_server(0)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    with sync_playwright() as playwright:
        address = f"http://127.0.0.1:{httpd.server_address[1]}/"
        report({**run(playwright, address), "star": run_star(playwright, address)})
    httpd.shutdown()
