"""Benchmarks that print numbers (medians), run by `python3 build.py bench`.

    start-up   cold (fresh profile) and warm (persistent profile after one visit)
               time from navigation to an interactive lobby, in headless Chromium
    engine     when Python was ready and how long posy then took to answer
    tap        round trip from a click on the board to the redrawn board
    speed      random playouts per second, CPython vs Pyodide (Node)

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
        "(() => { const m = performance.getEntriesByName('posy-interactive')[0]; return {t: m.startTime, ...m.detail}; })()"
    )


def start_up(pw: object, url: str, runs: int) -> dict:
    chromium = pw.chromium  # type: ignore[attr-defined]
    cold, warm, python, engine = [], [], [], []
    for _ in range(runs):
        with tempfile.TemporaryDirectory() as profile:
            ctx = chromium.launch_persistent_context(
                profile, executable_path=str(build.CHROMIUM), args=ARGS, headless=True
            )
            page = ctx.new_page()
            page.goto(url)
            m = interactive_ms(page)
            cold.append(m["t"])
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
            warm.append(interactive_ms(page)["t"])
            ctx.close()
    return {"cold_ms": cold, "warm_ms": warm, "python_ms": python, "engine_ms": engine}


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


def engine_speed(games: int) -> dict:
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


def median(values: list[float]) -> float:
    return statistics.median(values)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--taps", type=int, default=30)
    parser.add_argument("--games", type=int, default=100)
    args = parser.parse_args()

    httpd = build.make_server(0)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{httpd.server_address[1]}/"
    print(f"machine: {platform.machine()}, {platform.processor() or 'cpu'}, Python {platform.python_version()}, "
          f"Chromium at {build.CHROMIUM}, Pyodide {build.pyodide_version()}")  # fmt: skip
    with sync_playwright() as pw:
        s = start_up(pw, url, args.runs)
        print(f"start-up, median of {args.runs} (navigation to interactive lobby):")
        print(
            f"  cold (fresh profile)            {median(s['cold_ms']):7.0f} ms   runs: {[round(x) for x in s['cold_ms']]}"
        )
        print(
            f"  warm (profile after one visit)  {median(s['warm_ms']):7.0f} ms   runs: {[round(x) for x in s['warm_ms']]}"
        )
        print(f"  worker: Python ready after      {median(s['python_ms']):7.0f} ms (cold)")
        print(f"  posy answering after Python     {median(s['engine_ms']):7.1f} ms")
        taps = tap_round_trip(pw, url, args.taps)
        print(
            f"tap to redrawn board (Floriado), median of {len(taps)}: {median(taps):.1f} ms  (p90 {sorted(taps)[int(len(taps) * 0.9)]:.1f} ms)"
        )
    print(f"engine speed, random playouts, median of 5 runs of {args.games} games (moves/s):")
    for game_id, row in engine_speed(args.games).items():
        print(f"  {game_id:13s} CPython {row['cpython']['moves_per_s']:9.0f}   Pyodide {row['pyodide']['moves_per_s']:9.0f}"
              f"   CPython/Pyodide {row['ratio']:.2f}x")  # fmt: skip
    httpd.shutdown()


if __name__ == "__main__":
    main()
