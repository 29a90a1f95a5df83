"""Benchmarks that print numbers (medians), run by `python3 build.py bench`.

    startup    cold (fresh profile) and warm (persistent profile after one visit):
               navigation to the interactive lobby, to the engine ready, to the board
               of a resumed game (visible: drawn from its kept view; and taking taps)
               and of a share link; Start tapped while the engine
               boots; a stock Pyodide boot as the reference; the bytes of a first
               visit, raw, gzip and brotli (headless Chromium)
    tap        round trip from a click on the board to the redrawn board
    speed      random playouts per second, CPython vs Pyodide (Node) vs Pyodide (Chromium)
    computer   move times of the computer player in Chromium (the worker, as in play),
               per game and level, median and p95
    coach      hint times and a whole game's review in Chromium (tests/bench_coach.py)
    cores      Expert's iterations a second on one worker and on two (tests/bench_cores.py)
    strength   the computer's win rates against random, greedy and weaker levels
               (tests/strength.py, CPython, iteration budgets: reproducible)
    live       two devices paired by QR code: scan to connected, channel round trip,
               tap to the move drawn on the other device; three in a star: a friend's
               move to the other friend's device through the inviter's (tests/live_bench.py)
    lighthouse Lighthouse's mobile audit (simulated slow 4G, 4x CPU) of the lobby and of a
               reopened game, --lighthouse-runs each (3): score, FCP, LCP, TBT, bytes
               (tools/lighthouse_bench.py)
    languages  the interactive lobby in English, German and Japanese, cold and warm
               (tests/bench_languages.py)

    python3 build.py bench                      everything
    python3 build.py bench --only computer strength --games 40
    python3 build.py bench --against ../before/dist --runs 7    start-up, before and after
    python3 build.py bench --only resume [--against ...]        the reopened game alone

Each section measured is also recorded in tests/bench_results.json, from which
tools/bench_docs.py (run by ``build.py bench`` after this) rewrites the tables of docs/.
--against and --only resume compare builds and record nothing.

Not a test: timings flake on shared machines, so they are measured and reported,
never asserted."""

from __future__ import annotations

import argparse
import json
import platform
import re
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
sys.path.insert(0, str(ROOT / "tools"))

import os  # noqa: E402

os.environ.setdefault("POSY_QUIET", "1")
import bench_docs  # noqa: E402
import build  # noqa: E402
from playwright.sync_api import Browser, BrowserContext, Page, Playwright, sync_playwright  # noqa: E402

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


MARKS = """async () => {
  const at = (name) => { const m = performance.getEntriesByName(name)[0]; return m ? m.startTime : null; };
  const ready = performance.getEntriesByName('posy-interactive')[0];
  // the kept board's paint (web/screen/waking.js: elementtiming on the line drawn with it)
  const painted = await new Promise((resolve) => {
    new PerformanceObserver((list) => resolve(list.getEntries())).observe({type: 'element', buffered: true});
    setTimeout(() => resolve([]), 200);
  });
  const keptPaint = painted.find((e) => e.identifier === 'posy-kept');
  return {lobby: at('posy-lobby'), engine: at('posy-interactive'), board: at('posy-board'), kept: at('posy-kept'),
          keptPaint: keptPaint ? keptPaint.renderTime || keptPaint.loadTime : null, worker: ready ? ready.detail : {}};
}"""


def marks(page: Page, wait_for: str) -> dict:
    """The page's performance marks (ms from navigation) once ``wait_for`` is there."""
    page.wait_for_selector(wait_for, timeout=120_000)
    return page.evaluate(MARKS)


def launch(pw: Playwright, profile: str) -> BrowserContext:
    return pw.chromium.launch_persistent_context(
        profile, executable_path=str(build.CHROMIUM), args=ARGS, headless=True
    )


def forget_the_app(ctx: BrowserContext, url: str) -> None:
    """A cold start for a player whose saves are still there: the HTTP cache (and the
    compiled wasm kept with it), the service worker and its cache go; IndexedDB stays."""
    page = ctx.new_page()
    page.goto("about:blank")
    cdp = ctx.new_cdp_session(page)
    cdp.send("Network.clearBrowserCache")
    origin = url.rstrip("/")
    cdp.send(
        "Storage.clearDataForOrigin", {"origin": origin, "storageTypes": "service_workers,cache_storage"}
    )
    page.close()


GAME_RECORD = {"game": "floriado", "seed": 11, "players": 2, "moves": 6}


def saved_game(page: Page) -> tuple[str, str]:
    """A game in progress, saved as the page saves it, and its share link fragment."""
    record = page.evaluate(
        """async ({game, seed, players, moves}) => {
          const { Engine } = await import("./web/engine.js");
          const engine = new Engine();
          await engine.ready;
          let a = await engine.call("start", {game, players, seed, viewer: null});
          for (let i = 0; i < moves; i++) a = await engine.call("play", {sid: a.sid, move: a.moves[0], viewer: null});
          return a.record;  // Floriado has no secrets: the public record is the whole game
        }""",
        GAME_RECORD,
    )
    page.evaluate(
        "(r) => import('./web/store.js').then((s) => s.put('bench', {record: r, finished: false}))", record
    )
    link = page.evaluate("(r) => import('./web/share.js').then((s) => s.toLink(r))", record)
    return "#play=bench", "#" + link.split("#", 1)[1]


def seed_profile(pw: Playwright, url: str, profile: str) -> tuple[str, str]:
    """A profile after a visit, with a game in progress saved and seen once (so its view
    is kept with it, web/screen/kept.js); that game's fragment and its share link's."""
    ctx = launch(pw, profile)
    page = ctx.new_page()
    page.goto(url)
    marks(page, "html[data-engine=ready]")
    resume, link = saved_game(page)
    page.goto("about:blank")  # a new document: a fragment alone would not reopen it
    page.goto(url + resume)
    page.wait_for_selector("body[data-ply]", timeout=120_000)
    page.wait_for_timeout(500)  # the kept view is written just after the board is drawn
    ctx.close()
    return resume, link


# The service worker active (its install filled this build's cache) and controlling the page.
OFFLINE_READY = """() => navigator.serviceWorker.ready.then((registration) => new Promise((resolve) => {
  const worker = registration.active;
  const done = () => worker.state === "activated" && navigator.serviceWorker.controller && resolve(true);
  worker.addEventListener("statechange", done);
  navigator.serviceWorker.addEventListener("controllerchange", done);
  done();
}))"""


def resume_visit(pw: Playwright, url: str, profile: str, resume: str, cold: bool) -> dict:
    """Reopen the saved game (cold: the cache and service worker forgotten, the saves
    kept): its marks, with "visible" the first board built, kept or the engine's (marks
    set once its DOM is built, as the lobby's and the board's), and "painted" the kept
    board's first paint (element timing; none in builds before it). A cold
    visit stays until the service worker has installed (the whole build in its cache),
    as a player's first visit would, so that the warm visit after it is a returning
    player's: served by the worker's cache, not revalidated over HTTP one file at a time."""
    if cold:
        ctx = launch(pw, profile)
        forget_the_app(ctx, url)
        ctx.close()
    ctx = launch(pw, profile)
    page = ctx.new_page()
    page.goto(url + resume)
    m = marks(page, "body[data-ply]")
    if cold:
        page.evaluate(OFFLINE_READY)
    ctx.close()
    m["visible"] = min(t for t in (m["kept"], m["board"]) if t is not None)
    m["painted"] = m["keptPaint"]
    return m


def resumed(pw: Playwright, url: str, runs: int) -> dict[str, list[float]]:
    """Only the reopened game: its board visible and interactive, cold and warm."""
    out: dict[str, list[float]] = {}
    with tempfile.TemporaryDirectory() as seeded:
        resume, _ = seed_profile(pw, url, seeded)
        for _ in range(runs):
            for temperature in ("cold", "warm"):
                m = resume_visit(pw, url, seeded, resume, temperature == "cold")
                out.setdefault(f"{temperature} resume visible", []).append(m["visible"])
                out.setdefault(f"{temperature} resume board", []).append(m["board"])
                if m["painted"] is not None:
                    out.setdefault(f"{temperature} resume painted", []).append(m["painted"])
    return out


def start_up(pw: Playwright, url: str, runs: int) -> dict[str, list[float]]:
    """Navigation to the lobby, to the engine ready, to a resumed game's board and to a
    share link's board, cold and warm; and Start tapped the moment the lobby shows on a
    cold start (how long after the engine is up the board is drawn). Each run does
    every scenario once, so a busy moment of the machine touches them all alike."""
    out: dict[str, list[float]] = {}

    def keep(name: str, value: float | None) -> None:
        if value is not None:
            out.setdefault(name, []).append(value)

    with tempfile.TemporaryDirectory() as seeded:
        resume, link = seed_profile(pw, url, seeded)
        for _ in range(runs):
            with tempfile.TemporaryDirectory() as fresh:  # cold: a first visit
                ctx = launch(pw, fresh)
                page = ctx.new_page()
                page.goto(url)
                m = marks(page, "html[data-engine=ready]")
                keep("cold lobby", m["lobby"])
                keep("cold engine", m["engine"])
                keep("cold python", m["worker"].get("python"))
                keep("posy after python", m["worker"].get("engine"))
                keep("cold snapshot boots", 1.0 if m["worker"].get("boot") == "snapshot" else 0.0)
                ctx.close()
            with tempfile.TemporaryDirectory() as fresh:  # cold share link
                ctx = launch(pw, fresh)
                page = ctx.new_page()
                page.goto(url + link)
                keep("cold link board", marks(page, "body[data-ply]")["board"])
                ctx.close()
            with tempfile.TemporaryDirectory() as fresh:  # Start tapped while the engine boots
                ctx = launch(pw, fresh)
                page = ctx.new_page()
                page.goto(url)
                page.wait_for_selector("html[data-lobby=ready]")
                page.click(".game-card[data-game=floriado]")
                tapped = page.evaluate("performance.now()")
                page.click("#start")
                m = marks(page, "body[data-ply]")
                keep("start: board after engine", m["board"] - max(m["engine"], tapped))
                ctx.close()
            for temperature in ("cold", "warm"):  # cold: the saves are there, the cache is not
                m = resume_visit(pw, url, seeded, resume, temperature == "cold")
                keep(f"{temperature} resume board", m["board"])
                keep(f"{temperature} resume visible", m["visible"])
                keep(f"{temperature} resume painted", m["painted"])
            for name, fragment, wait_for in (  # warm: the same profile, after a visit
                ("warm", "", "html[data-engine=ready]"),
                ("warm link", link, "body[data-ply]"),
            ):
                ctx = launch(pw, seeded)
                page = ctx.new_page()
                page.goto(url + fragment)
                m = marks(page, wait_for)
                if fragment:
                    keep(f"{name} board", m["board"])
                else:
                    keep("warm lobby", m["lobby"])
                    keep("warm engine", m["engine"])
                    # the reference for Start during the boot: Start with the engine up
                    page.click(".game-card[data-game=floriado]")
                    tapped = page.evaluate("performance.now()")
                    page.click("#start")
                    keep("start: board after tap, engine up", marks(page, "body[data-ply]")["board"] - tapped)
                ctx.close()
    return out


STOCK_PAGE = """<!doctype html><meta charset="utf-8"><title>stock Pyodide</title>
<script type="module">
const worker = new Worker("stock-worker.mjs", { type: "module" });
worker.onmessage = () => { performance.mark("stock-ready"); document.documentElement.dataset.ready = "1"; };
</script>"""
STOCK_WORKER = """import { loadPyodide } from "./pyodide.mjs";
const py = await loadPyodide({ indexURL: new URL("./", import.meta.url).href });
py.runPython("import sys");
self.postMessage("ready");
"""


def stock_pyodide(pw: Playwright, runs: int) -> dict[str, list[float]]:
    """The reference: a stock Pyodide boot (loadPyodide with its default stdlib zip and
    lock file) from the same pinned npm package, in a worker, cold and warm."""
    pyodide = build.ROOT / "node_modules" / "pyodide"
    out: dict[str, list[float]] = {"stock cold": [], "stock warm": []}
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        for name in (*build.PYODIDE_CORE, "python_stdlib.zip", "pyodide-lock.json"):
            (root / name).write_bytes((pyodide / name).read_bytes())
        (root / "index.html").write_text(STOCK_PAGE)
        (root / "stock-worker.mjs").write_text(STOCK_WORKER)
        httpd = build.make_server(0, root)
        threading.Thread(target=httpd.serve_forever, daemon=True).start()
        url = f"http://127.0.0.1:{httpd.server_address[1]}/"

        def visit(profile: str) -> float:
            """Navigation to the stock runtime ready, in ms, with the browser profile ``profile``."""
            ctx = launch(pw, profile)
            page = ctx.new_page()
            page.goto(url)
            page.wait_for_selector("html[data-ready]", timeout=120_000)
            ready = page.evaluate("performance.getEntriesByName('stock-ready')[0].startTime")
            ctx.close()
            return ready

        with tempfile.TemporaryDirectory() as warm:
            for _ in range(runs):
                with tempfile.TemporaryDirectory() as fresh:
                    out["stock cold"].append(visit(fresh))
                out["stock warm"].append(visit(warm))
            out["stock warm"].pop(0)  # the first visit filled the cache
        httpd.shutdown()
    return out


# what was fetched before the engine was ready (the page's and the worker's clocks differ:
# each is compared with its own mark)
COLD_FILES = """(ready) => performance.getEntriesByType('resource').filter((e) => ready === null || e.startTime < ready).map((e) => e.name)"""


def cold_bytes(pw: Playwright, url: str) -> list[tuple[str, int, int, int]]:
    """Every file a first visit fetches up to the engine ready: (path, raw bytes, gzip -9
    bytes, brotli bytes), the compressed sizes as a static host would serve them."""
    with tempfile.TemporaryDirectory() as fresh:
        ctx = launch(pw, fresh)
        page = ctx.new_page()
        page.goto(url)
        page.wait_for_selector("html[data-engine=ready]", timeout=120_000)
        ready = page.evaluate("performance.getEntriesByName('posy-interactive')[0].startTime")
        names = set(page.evaluate(COLD_FILES, ready))
        for worker in page.workers:
            names.update(
                worker.evaluate(
                    COLD_FILES,
                    worker.evaluate("performance.getEntriesByName('posy-ready')[0]?.startTime ?? null"),
                )
            )
        ctx.close()
    paths = sorted({name.split("?")[0][len(url) :] or "index.html" for name in names if name.startswith(url)})
    paths = [p for p in ["index.html", *paths] if (build.DIST / p).is_file()]
    paths = list(dict.fromkeys(paths))
    sizes = compressed_sizes([build.DIST / p for p in paths])
    return [(p, *sizes[i]) for i, p in enumerate(paths)]


BROTLI = """const { readFileSync } = require("node:fs");
const zlib = require("node:zlib");
const out = process.argv.slice(1).map((f) => {
  const data = readFileSync(f);
  const br = zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } });
  return br.length;
});
console.log(JSON.stringify(out));"""


def compressed_sizes(files: list[Path]) -> list[tuple[int, int, int]]:
    import gzip

    brotli = json.loads(
        subprocess.run(
            ["node", "-e", BROTLI, *map(str, files)], capture_output=True, text=True, check=True
        ).stdout
    )
    return [(f.stat().st_size, len(gzip.compress(f.read_bytes(), 9)), b) for f, b in zip(files, brotli)]


def tap_round_trip(pw: Playwright, url: str, taps: int) -> list[float]:
    browser = pw.chromium.launch(executable_path=str(build.CHROMIUM), args=ARGS)
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    page.goto(url + "?game=floriado")
    page.wait_for_selector("html[data-engine=ready]", timeout=120_000)
    page.click("#start")
    page.wait_for_selector("body[data-ply='0']")
    times: list[float] = []
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
            capture_output=True,
            text=True,
            check=True,
            cwd=ROOT,
        )
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


def chromium_page(pw: Playwright, url: str) -> tuple[Browser, Page]:
    browser = pw.chromium.launch(executable_path=str(build.CHROMIUM), args=ARGS)
    page = browser.new_page()
    page.goto(url)
    page.wait_for_selector("html[data-engine=ready]", timeout=120_000)
    return browser, page


def chromium_speed(pw: Playwright, url: str, seconds: float) -> dict[str, float]:
    browser, page = chromium_page(pw, url)
    out = {}
    for game in posy.games().values():
        runs = [
            page.evaluate(SPEED_SCRIPT, {"game": game.id, "players": game.min_players, "seconds": seconds})[
                "moves_per_s"
            ]
            for _ in range(3)
        ]
        out[game.id] = median(runs)
    browser.close()
    return out


def computer_times(
    pw: Playwright, url: str, moves: int, expert_moves: int, only: list[str] | None = None
) -> list[tuple[str, int, str, list[float], list[int]]]:
    """Medium's, Hard's and Expert's move times. Expert searches on the game's worker
    alone, as on this 2-core machine in play (posy.parallel: one core is left to the
    page); its helpers on more cores are bench_cores.py's subject."""
    browser, page = chromium_page(pw, url)
    page.set_default_timeout(0)
    rows = []
    counts = {"medium": moves, "hard": moves, "expert": expert_moves}
    for game in posy.games().values():
        if only and game.id not in only:
            continue
        for players in range(game.min_players, game.max_players + 1):
            for level, count in counts.items():
                args = {
                    "game": game.id,
                    "players": players,
                    "level": level,
                    "moves": count,
                    "seeds": list(range(1, 20)),
                }
                result = page.evaluate(AI_SCRIPT, args)
                rows.append((game.id, players, level, result["times"], result["iterations"]))
                times = sorted(result["times"])
                print(
                    f"  {game.id:12s} {players}p {level:7s} median {median(times):6.0f} ms  p95 {percentile(times, 0.95):6.0f} ms"
                    f"  ({len(times)} moves, median {median(result['iterations']):.0f} iterations)",
                    flush=True,
                )
    browser.close()
    return rows


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


def median(values: list[float]) -> float:
    return statistics.median(values)


def compare_start_up(other: Path, runs: int, only: list[str]) -> None:
    """Start-up of another build's dist/ beside this one's, one run of each in turn, so
    that a busy moment of the machine touches both alike (the before and after columns
    of docs/startup.md)."""
    dists = {"other": other, "this": build.DIST}
    urls = {}
    for name, folder in dists.items():
        httpd = build.make_server(0, folder)
        threading.Thread(target=httpd.serve_forever, daemon=True).start()
        urls[name] = f"http://127.0.0.1:{httpd.server_address[1]}/"
    found: dict[str, dict[str, list[float]]] = {name: {} for name in dists}
    measure = resumed if only == ["resume"] else start_up
    with sync_playwright() as pw:
        for _ in range(runs):
            for name, url in urls.items():
                for key, values in measure(pw, url, 1).items():
                    found[name].setdefault(key, []).extend(values)
    print(f"start-up, medians of {runs} interleaved runs (ms from navigation): {other} | this build")
    for key in sorted({k for f in found.values() for k in f}):
        cells = [f"{median(found[n][key]):7.0f}" if found[n].get(key) else "      -" for n in dists]
        print(
            f"  {key:40s} {cells[0]} | {cells[1]}   runs: {[round(x) for x in found['other'].get(key, [])]} | {[round(x) for x in found['this'].get(key, [])]}"
        )


# the start-up's rows: the bench's key and the label it is printed and recorded under
START_UP_ROWS = (
    ("cold lobby", "interactive lobby, cold"),
    ("warm lobby", "interactive lobby, warm"),
    ("cold engine", "engine ready (a game starts at once), cold"),
    ("warm engine", "engine ready, warm"),
    ("cold resume visible", "resumed board visible (kept view), cold"),
    ("warm resume visible", "resumed board visible (kept view), warm"),
    ("cold resume painted", "resumed board painted (kept view), cold"),
    ("warm resume painted", "resumed board painted (kept view), warm"),
    ("cold resume board", "resumed game's board, cold (saves kept, cache emptied)"),
    ("warm resume board", "resumed game's board, warm"),
    ("cold link board", "share link's board, cold"),
    ("warm link board", "share link's board, warm"),
    ("start: board after engine", "Start tapped at once: board drawn after engine ready"),
    (
        "start: board after tap, engine up",
        "Start tapped with the engine up: board drawn after tap",
    ),
    ("cold python", "worker: Python ready, cold"),
    ("posy after python", "worker: posy imported and answering, after Python"),
    ("stock cold", "reference: stock Pyodide boot (default stdlib), cold"),
    ("stock warm", "reference: stock Pyodide boot, warm"),
)


def report_start_up(s: dict[str, list[float]], machine: str) -> None:
    measured = [(label, s[name]) for name, label in START_UP_ROWS if s.get(name)]
    for label, runs in measured:
        print(f"  {label:58s} {median(runs):7.0f}   runs: {[round(x) for x in runs]}")
    rows = [{"label": label, "runs": runs} for label, runs in measured]
    boots = s.get("cold snapshot boots", [])
    print(f"  the engine started from the memory snapshot in {sum(boots):.0f} of {len(boots)} cold starts")
    bench_docs.record("startup", {"rows": rows, "snapshot_boots": [round(sum(boots)), len(boots)]}, machine)


def report_bytes(rows: list[tuple[str, int, int, int]], machine: str) -> None:
    print("bytes a first visit fetches up to the engine ready (raw / gzip -9 / brotli 11):")
    for path, raw, gz, br in rows:
        print(f"  {path:58s} {raw:10,d} {gz:10,d} {br:10,d}")
    total = [sum(int(r[i]) for r in rows) for i in (1, 2, 3)]
    print(f"  {'total':58s} {total[0]:10,d} {total[1]:10,d} {total[2]:10,d}")
    files = [{"path": p, "raw": raw, "gzip": gz, "brotli": br} for p, raw, gz, br in rows]
    bench_docs.record("bytes", {"files": files}, machine)


def machine_line() -> str:
    """The machine the numbers were measured on, and how busy it was, as recorded beside them."""
    try:
        version = subprocess.run(
            [str(build.CHROMIUM), "--version"], capture_output=True, text=True, timeout=30
        )
        found = re.search(r"\d+(?:\.\d+)+", version.stdout)
        chromium = found.group(0) if found else "?"
    except (OSError, subprocess.TimeoutExpired):
        chromium = "?"
    return (
        f"{platform.machine()}, {os.cpu_count()} cores (load average {os.getloadavg()[0]:.1f} at the start), "
        f"Python {platform.python_version()}, Chromium {chromium}, Pyodide {build.pyodide_version()}"
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--taps", type=int, default=30)
    parser.add_argument("--lighthouse-runs", type=int, default=3, help="Lighthouse audits per scenario")
    parser.add_argument("--playouts", type=int, default=100, help="games per engine-speed run")
    parser.add_argument("--moves", type=int, default=40, help="computer moves timed per game and level")
    parser.add_argument("--expert-moves", type=int, default=12, help="the same for Expert (about 3 s each)")
    parser.add_argument("--games", type=int, default=40, help="games per strength pairing")
    parser.add_argument("--game", nargs="*", help="time the computer in these games only (all by default)")
    parser.add_argument(
        "--only",
        nargs="*",
        default=[
            "startup",
            "tap",
            "speed",
            "computer",
            "cores",
            "coach",
            "strength",
            "live",
            "remote",
            "lighthouse",
            "languages",
        ],
    )
    parser.add_argument(
        "--against", type=Path, help="another build's dist/: start-up only, interleaved with this one's"
    )
    args = parser.parse_args()
    if args.against:
        return compare_start_up(args.against, args.runs, args.only)

    httpd = build.make_server(0)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{httpd.server_address[1]}/"
    machine = machine_line()
    print(f"machine: {machine}")
    with sync_playwright() as pw:
        if args.only == ["resume"]:  # the reopened game alone: quicker than the whole start-up
            for key, runs in sorted(resumed(pw, url, args.runs).items()):
                print(f"  {key:40s} median {median(runs):7.0f}   runs: {[round(x) for x in runs]}")
        if "startup" in args.only:
            s = start_up(pw, url, args.runs)
            s.update(stock_pyodide(pw, args.runs))
            print(
                f"start-up, medians of {args.runs} runs (ms from navigation; cold = fresh profile, warm = after a visit):"
            )
            report_start_up(s, machine)
            report_bytes(cold_bytes(pw, url), machine)
        if "tap" in args.only:
            taps = tap_round_trip(pw, url, args.taps)
            print(
                f"tap to redrawn board (Floriado), median of {len(taps)}: {median(taps):.1f} ms  (p90 {sorted(taps)[int(len(taps) * 0.9)]:.1f} ms)"
            )
            bench_docs.record("tap", {"times": taps}, machine)
        if "speed" in args.only:
            chromium = chromium_speed(pw, url, seconds=3.0)
            print(
                f"engine speed, random playouts (moves/s; CPython and Node: median of 5 runs of {args.playouts} games; Chromium: median of 3 runs of 3 s):"
            )
            speeds = []
            for game_id, row in engine_speed(args.playouts).items():
                print(
                    f"  {game_id:13s} CPython {row['cpython']['moves_per_s']:9.0f}   Pyodide/Node {row['pyodide']['moves_per_s']:9.0f}"
                    f"   Pyodide/Chromium {chromium[game_id]:9.0f}   CPython/Chromium {row['cpython']['moves_per_s'] / chromium[game_id]:.2f}x"
                )
                cpython, node = row["cpython"]["moves_per_s"], row["pyodide"]["moves_per_s"]
                speeds.append(
                    {"game": game_id, "cpython": cpython, "node": node, "chromium": chromium[game_id]}
                )
            bench_docs.record("speed", {"playouts": args.playouts, "rows": speeds}, machine)
        if "computer" in args.only:
            print(
                f"computer move time in Chromium (worker, level time limits on; {args.moves} moves per row, Expert {args.expert_moves}; forced moves excluded):"
            )
            timed = computer_times(pw, url, args.moves, args.expert_moves, args.game)
            if not args.game:  # some games only: a partial table, not recorded
                keys = ("game", "players", "level", "times", "iterations")
                bench_docs.record("computer", {"rows": [dict(zip(keys, row)) for row in timed]}, machine)
        if "remote" in args.only:
            import remote_bench
            import remote_links

            browser, page = chromium_page(pw, url)
            deal = {"cpython": json.loads(remote_bench.REPORT), "chromium": remote_bench.chromium_deal(page)}
            browser.close()
            print(
                "remote play, a Petals deal by mental poker (each device's share; link parts, both devices):"
            )
            print(f"  CPython: {deal['cpython']}\n  Pyodide in Chromium: {deal['chromium']}")
            links = [remote_links.measure(*case) for case in remote_links.CASES]
            for row in links:
                print(f"  {row['game']:13s} {row['devices']} devices: longest link part {row['longest_part']:5d} "
                      f"characters; deal parts per round {row['deal_parts_per_round']}")  # fmt: skip
            bench_docs.record("remote", {"deal": deal, "links": links}, machine)
        if "live" in args.only:
            import live_bench

            measured = {**live_bench.run(pw, url), "star": live_bench.run_star(pw, url)}
            live_bench.report(measured)
            bench_docs.record("live", measured, machine)
        if "coach" in args.only:
            import bench_coach

            bench_docs.record("coach", {"rows": bench_coach.coach_times(pw, url)}, machine)
        if "languages" in args.only:
            import bench_languages

            rows = bench_languages.report(bench_languages.lobby_times(pw, url, args.runs))
            bench_docs.record("languages", {"rows": rows}, machine)
        if "cores" in args.only:
            import bench_cores

            rows = bench_cores.cores(pw, url, 4, [0, 1], args.game)
            if not args.game:
                bench_docs.record("cores", {"rows": rows}, machine)
    if "lighthouse" in args.only:
        import lighthouse_bench

        measured = lighthouse_bench.measure(url, args.lighthouse_runs)
        lighthouse_bench.report(measured)
        scenarios = {lighthouse_bench.SCENARIOS[mode]: runs for mode, runs in measured.items()}
        bench_docs.record("lighthouse", {"scenarios": scenarios}, machine)
    if "strength" in args.only:
        import strength

        print(f"computer strength (CPython, iteration budgets, {args.games} games per row):")
        strength.main(["--games", str(args.games)])
    httpd.shutdown()


if __name__ == "__main__":
    main()
