"""Benchmarks that print numbers (medians), run by `python3 build.py bench`.

    start-up   cold (fresh profile) and warm (persistent profile after one visit)
               time from navigation to an interactive lobby, in headless Chromium
    engine     when Python was ready and how long posy then took to answer
    tap        round trip from a click on the board to the redrawn board
    speed      random playouts per second, CPython vs Pyodide (Node) vs Pyodide (Chromium)
    computer   move times of the computer player in Chromium (the worker, as in play),
               per game and level, median and p95
    strength   the computer's win rates against random, greedy and weaker levels
               (tests/strength.py, CPython, iteration budgets: reproducible)

    python3 build.py bench                      everything
    python3 build.py bench --only computer strength --games 40

Not a test: timings flake on shared machines, so they are measured and reported,
never asserted."""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "py"))

import os  # noqa: E402

os.environ.setdefault("POSY_QUIET", "1")
import build  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

import posy  # noqa: E402
from posy.core import Rng, random_playout  # noqa: E402

ARGS = list(build.CHROMIUM_ARGS)

TAP_SCRIPT = """async (selector) => {
  const target = document.querySelector(selector);
  const before = document.body.dataset.ply;
  const t0 = performance.now();
  const redrawn = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (document.body.dataset.ply !== before) { observer.disconnect(); resolve(); }
    });
    observer.observe(document.body, { attributes: true, attributeFilter: ["data-ply"] });
  });
  target.dispatchEvent(new MouseEvent("click", { bubbles: true }));
  await redrawn;
  await new Promise((resolve) => requestAnimationFrame(() => resolve()));
  return performance.now() - t0;
}"""


def interactive_ms(page: object) -> dict:
    page.wait_for_selector("html[data-engine=ready]", timeout=120_000)  # type: ignore[attr-defined]
    return page.evaluate(  # type: ignore[attr-defined]
        "(() => { const m = performance.getEntriesByName('posy-interactive')[0];"
        " const lobby = performance.getEntriesByName('posy-lobby')[0];"
        " return {t: m.startTime, lobby: lobby ? lobby.startTime : null, ...m.detail}; })()"
    )


def start_up(pw: object, url: str, runs: int) -> dict:
    chromium = pw.chromium  # type: ignore[attr-defined]
    cold, warm, python, engine, cold_lobby, warm_lobby = [], [], [], [], [], []
    for _ in range(runs):
        with tempfile.TemporaryDirectory() as profile:
            ctx = chromium.launch_persistent_context(
                profile, executable_path=str(build.CHROMIUM), args=ARGS, headless=True
            )
            page = ctx.new_page()
            page.goto(url)
            m = interactive_ms(page)
            cold.append(m["t"])
            cold_lobby.append(m["lobby"])
            python.append(m["python"])
            engine.append(m["engine"])
            ctx.close()
    with tempfile.TemporaryDirectory() as profile:
        ctx = chromium.launch_persistent_context(
            profile, executable_path=str(build.CHROMIUM), args=ARGS, headless=True
        )
        page = ctx.new_page()
        page.goto(url)
        interactive_ms(page)  # the one visit that fills the cache
        ctx.close()
        for _ in range(runs):
            ctx = chromium.launch_persistent_context(
                profile, executable_path=str(build.CHROMIUM), args=ARGS, headless=True
            )
            page = ctx.new_page()
            page.goto(url)
            m = interactive_ms(page)
            warm.append(m["t"])
            warm_lobby.append(m["lobby"])
            ctx.close()
    return {
        "cold_ms": cold, "warm_ms": warm, "python_ms": python, "engine_ms": engine,
        "cold_lobby_ms": cold_lobby, "warm_lobby_ms": warm_lobby,
    }


def tap_round_trip(pw: object, url: str, taps: int) -> list[float]:
    browser = pw.chromium.launch(executable_path=str(build.CHROMIUM), args=ARGS)  # type: ignore[attr-defined]
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    page.goto(url + "?game=floriado")
    page.wait_for_selector("html[data-engine=ready]", timeout=120_000)
    page.click("#start")
    page.wait_for_selector("body[data-ply='0']")
    times = []
    while len(times) < taps:
        if page.get_attribute("body", "data-over") == "true":
            page.click("#final >> text=Play again")
            page.wait_for_selector("body[data-ply='0']")
        if page.locator(".facing-bar button").count():
            times.append(page.evaluate(TAP_SCRIPT, ".facing-bar button"))
            continue
        if page.locator(".floriado-board .square.legal").count() and page.evaluate(
            "document.querySelector('.floriado-board.placing') !== null"
        ):
            page.locator(".floriado-board .square.legal").first.click()
            continue
        times.append(page.evaluate(TAP_SCRIPT, ".floriado-board .square.legal"))
    browser.close()
    return times


def engine_speed(games: int) -> dict:  # CPython in this process, Pyodide in Node
    out = {}
    for game in posy.games().values():
        t = time.perf_counter()
        plies = 0
        for seed in range(games):
            _, n = random_playout(game.new(game.min_players, seed), Rng(seed))
            plies += n
        dt = time.perf_counter() - t
        cpython = {"games_per_s": games / dt, "moves_per_s": plies / dt}
        node = subprocess.run(
            ["node", str(ROOT / "tests" / "pyodide" / "replay.mjs"), "bench", game.id, str(games)],
            capture_output=True, text=True, check=True, cwd=ROOT,
        )  # fmt: skip
        pyodide = json.loads(node.stdout)
        out[game.id] = {
            "cpython": cpython,
            "pyodide": pyodide,
            "ratio": cpython["moves_per_s"] / pyodide["moves_per_s"],
        }
    return out


AI_SCRIPT = """async ({game, players, level, moves, seeds}) => {
  const { Engine } = await import("./web/engine.js");
  window.benchEngine ||= new Engine();
  const engine = window.benchEngine;
  await engine.ready;
  const times = [], iterations = [];
  for (const seed of seeds) {
    let a = await engine.call("start", {game, players, seed, computers: Array(players).fill(level), viewer: null});
    while (!a.over && times.length < moves) {
      const t0 = performance.now();
      const t = await engine.call("think", {sid: a.sid, ply: a.ply, token: 1e9 + times.length});
      const dt = performance.now() - t0;
      if (!t.ok) throw new Error(t.error);
      if (t.iterations > 0) { times.push(dt); iterations.push(t.iterations); }
      a = await engine.call("play", {sid: a.sid, move: t.move, viewer: null});
    }
    await engine.call("close", {sid: a.sid});
    if (times.length >= moves) break;
  }
  return {times, iterations};
}"""

SPEED_SCRIPT = """async ({game, players, seconds}) => {
  const { Engine } = await import("./web/engine.js");
  window.benchEngine ||= new Engine();
  await window.benchEngine.ready;
  return await window.benchEngine.call("bench", {game, players, seconds});
}"""


def chromium_page(pw: object, url: str) -> tuple[object, object]:
    browser = pw.chromium.launch(executable_path=str(build.CHROMIUM), args=ARGS)  # type: ignore[attr-defined]
    page = browser.new_page()
    page.goto(url)
    page.wait_for_selector("html[data-engine=ready]", timeout=120_000)
    return browser, page


def chromium_speed(pw: object, url: str, seconds: float) -> dict[str, float]:
    browser, page = chromium_page(pw, url)
    out = {}
    for game in posy.games().values():
        runs = [page.evaluate(SPEED_SCRIPT, {"game": game.id, "players": game.min_players, "seconds": seconds})["moves_per_s"] for _ in range(3)]  # type: ignore[attr-defined]
        out[game.id] = median(runs)
    browser.close()  # type: ignore[attr-defined]
    return out


def computer_times(pw: object, url: str, moves: int) -> list[tuple[str, int, str, list[float], list[int]]]:
    browser, page = chromium_page(pw, url)
    page.set_default_timeout(0)  # type: ignore[attr-defined]
    rows = []
    for game in posy.games().values():
        for players in range(game.min_players, game.max_players + 1):
            for level in ("medium", "hard"):
                result = page.evaluate(AI_SCRIPT, {"game": game.id, "players": players, "level": level, "moves": moves, "seeds": list(range(1, 20))})  # type: ignore[attr-defined]
                rows.append((game.id, players, level, result["times"], result["iterations"]))
                times = sorted(result["times"])
                print(f"  {game.id:12s} {players}p {level:7s} median {median(times):6.0f} ms  p95 {percentile(times, 0.95):6.0f} ms"
                      f"  ({len(times)} moves, median {median(result['iterations']):.0f} iterations)", flush=True)  # fmt: skip
    browser.close()  # type: ignore[attr-defined]
    return rows


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


def median(values: list[float]) -> float:
    return statistics.median(values)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--taps", type=int, default=30)
    parser.add_argument("--playouts", type=int, default=100, help="games per engine-speed run")
    parser.add_argument("--moves", type=int, default=40, help="computer moves timed per game and level")
    parser.add_argument("--games", type=int, default=40, help="games per strength pairing")
    parser.add_argument("--only", nargs="*", default=["startup", "tap", "speed", "computer", "strength"])
    args = parser.parse_args()

    httpd = build.make_server(0)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{httpd.server_address[1]}/"
    print(f"machine: {platform.machine()}, {platform.processor() or 'cpu'}, Python {platform.python_version()}, "
          f"Chromium at {build.CHROMIUM}, Pyodide {build.pyodide_version()}")  # fmt: skip
    with sync_playwright() as pw:
        if "startup" in args.only:
            s = start_up(pw, url, args.runs)
            print(f"start-up, median of {args.runs} (navigation to the lobby painted, from the static catalog):")
            print(f"  cold (fresh profile)            {median(s['cold_lobby_ms']):7.0f} ms   runs: {[round(x) for x in s['cold_lobby_ms']]}")
            print(f"  warm (profile after one visit)  {median(s['warm_lobby_ms']):7.0f} ms   runs: {[round(x) for x in s['warm_lobby_ms']]}")
            print(f"start-up, median of {args.runs} (navigation to the engine ready: a game can start at once):")
            print(
                f"  cold (fresh profile)            {median(s['cold_ms']):7.0f} ms   runs: {[round(x) for x in s['cold_ms']]}"
            )
            print(
                f"  warm (profile after one visit)  {median(s['warm_ms']):7.0f} ms   runs: {[round(x) for x in s['warm_ms']]}"
            )
            print(f"  worker: Python ready after      {median(s['python_ms']):7.0f} ms (cold)")
            print(f"  posy answering after Python     {median(s['engine_ms']):7.1f} ms")
        if "tap" in args.only:
            taps = tap_round_trip(pw, url, args.taps)
            print(
                f"tap to redrawn board (Floriado), median of {len(taps)}: {median(taps):.1f} ms  (p90 {sorted(taps)[int(len(taps) * 0.9)]:.1f} ms)"
            )
        if "speed" in args.only:
            chromium = chromium_speed(pw, url, seconds=3.0)
            print(f"engine speed, random playouts (moves/s; CPython and Node: median of 5 runs of {args.playouts} games; Chromium: median of 3 runs of 3 s):")
            for game_id, row in engine_speed(args.playouts).items():
                print(f"  {game_id:13s} CPython {row['cpython']['moves_per_s']:9.0f}   Pyodide/Node {row['pyodide']['moves_per_s']:9.0f}"
                      f"   Pyodide/Chromium {chromium[game_id]:9.0f}   CPython/Chromium {row['cpython']['moves_per_s'] / chromium[game_id]:.2f}x")  # fmt: skip
        if "computer" in args.only:
            print(f"computer move time in Chromium (worker, level time limits on; {args.moves} moves per row, forced moves excluded):")
            computer_times(pw, url, args.moves)
    if "strength" in args.only:
        import strength

        print(f"computer strength (CPython, iteration budgets, {args.games} games per row):")
        strength.main(["--games", str(args.games)])
    httpd.shutdown()


if __name__ == "__main__":
    main()
