"""The computer's search on several cores in Chromium: iterations a second of Expert
with the game's worker alone and with helpers (web/search_pool.js), and each worker's
wasm heap after its moves. Run by ``python3 build.py bench --only cores``, or alone:

    python3 tests/bench_cores.py --moves 4 --helpers 0 1

Not a test: on a shared machine the numbers move with the load; they are printed.
"""

from __future__ import annotations

import argparse
import os
import sys
import threading
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "py"))

os.environ.setdefault("POSY_QUIET", "1")
import build  # noqa: E402
from playwright.sync_api import Playwright, sync_playwright  # noqa: E402

import posy  # noqa: E402

CORES_SCRIPT = """async ({game, players, moves, helpers}) => {
  const { Engine } = await import("./web/engine.js");
  const { SearchPool, thinkOnCores } = await import("./web/search_pool.js");
  const engine = new Engine();
  await engine.ready;
  const pool = new SearchPool(helpers);
  await pool.started;
  let a = await engine.call("start", {game, players, seed: 1, computers: Array(players).fill("expert"), viewer: null});
  const call = (name, args) => engine.call(name, {sid: a.sid, ...args});
  let iterations = 0, ms = 0, done = 0, workers = 0;
  while (!a.over && done < moves) {
    const t0 = performance.now();
    const t = await thinkOnCores(call, pool.ready, {ply: a.ply, token: 1e9 + done});
    const dt = performance.now() - t0;
    if (!t.ok) throw new Error(t.error);
    if (t.iterations > 0) { iterations += t.iterations; ms += dt; done++; workers = t.workers || 1; }
    a = await engine.call("play", {sid: a.sid, move: t.move, viewer: null});
  }
  const heaps = await Promise.all([engine, ...pool.ready].map((e) => e.call("memory")));
  for (const e of [engine, ...pool.engines]) e.worker.terminate();
  return {iterations, ms, moves: done, workers, heaps: heaps.map((m) => m.heap)};
}"""


def cores(
    pw: Playwright, url: str, moves: int, helpers: list[int], only: list[str] | None = None
) -> list[dict[str, Any]]:
    """Print Expert's iterations a second per game and number of workers; return each
    row (game, workers, iterations, ms, moves, heaps), for tests/bench.py to record."""
    browser = pw.chromium.launch(executable_path=str(build.CHROMIUM), args=list(build.CHROMIUM_ARGS))
    page = browser.new_page()
    page.goto(url)
    page.wait_for_selector("html[data-engine=ready]", timeout=120_000)
    page.set_default_timeout(0)
    print(f"Expert in Chromium, {moves} moves a row: iterations a second, summed over the workers")
    rows = []
    for game in posy.games().values():
        if only and game.id not in only:
            continue
        for count in helpers:
            r = page.evaluate(
                CORES_SCRIPT, {"game": game.id, "players": game.min_players, "moves": moves, "helpers": count}
            )
            heaps = ", ".join(f"{h / 2**20:.0f}" for h in r["heaps"])
            print(
                f"  {game.id:13s} {r['workers']} worker(s): {r['iterations'] / r['ms'] * 1000:7.0f} it/s"
                f"  ({r['ms'] / max(1, r['moves']):.0f} ms a move; heaps {heaps} MiB)",
                flush=True,
            )
            rows.append({"game": game.id, **r})
    browser.close()
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--moves", type=int, default=4)
    parser.add_argument("--helpers", type=int, nargs="*", default=[0, 1])
    parser.add_argument("--game", nargs="*", help="these games only (all by default)")
    args = parser.parse_args()
    httpd = build.make_server(0)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    with sync_playwright() as pw:
        cores(pw, f"http://127.0.0.1:{httpd.server_address[1]}/", args.moves, args.helpers, args.game)
    httpd.shutdown()


if __name__ == "__main__":
    main()
