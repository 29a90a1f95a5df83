"""The coach's timings in Chromium (the worker, as in play), run by `python3 build.py bench`
(``--only coach``) or alone: ``python3 tests/bench_coach.py [--hints 20] [--games 1] [--only GAME ...]``.

    hints    a hint as the page asks for it (coach_hint, Hard's search with its time
             limit), at the first decisions with a choice of seeded games whose moves
             are the Medium computer's: median and p95 per game, and the median
             iterations the hint's search ran (beside the review's budget a decision)
    review   "Review my moves" on a whole finished game (seat 0's decisions, the
             review's budget, posy.coach.review.review_budget, in the page's 150 ms
             slices): the wall time from start to list, per game, with the decisions reviewed and the decisions marked; "at once"
             when nothing was reviewed during the game, and "after N s a move" when seat
             0 took N seconds over each decision, which the page's IdleReview spent
             reviewing the decisions made so far (``--think``, default 3; 0: at once only)

Not a test: timings are measured and reported, never asserted."""

from __future__ import annotations

import argparse
import statistics
import sys
import threading
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "py"))

import os  # noqa: E402

os.environ.setdefault("POSY_QUIET", "1")
import build  # noqa: E402

import posy  # noqa: E402

HINT_SCRIPT = """async ({game, hints, seeds}) => {
  const { Engine } = await import("./web/engine.js");
  window.benchEngine ||= new Engine();
  const engine = window.benchEngine;
  await engine.ready;
  const times = [];
  for (const seed of seeds) {
    let a = await engine.call("start", {game, players: 2, seed, computers: [null, "medium"], viewer: "current"});
    let n = 0;
    while (!a.over && times.length < hints) {
      let move = a.moves[0];
      if (a.current === 0 && a.moves.length > 1) {  // the person takes the hint
        const t0 = performance.now();
        const h = await engine.call("coach_hint", {sid: a.sid, seat: 0, ply: a.ply, limit: true});
        if (!h.ok) throw new Error(h.error);
        times.push([performance.now() - t0, h.hint.iterations]);
        move = h.hint.move;
      } else if (a.current !== 0) {
        const t = await engine.call("think", {sid: a.sid, ply: a.ply, token: 2e9 + n++});
        if (t.ok) move = t.move;
      }
      a = await engine.call("play", {sid: a.sid, move, viewer: "current"});
    }
    await engine.call("close", {sid: a.sid});
    if (times.length >= hints) break;
  }
  return times;
}"""

REVIEW_SCRIPT = """async ({game, seed, think}) => {
  const engine = window.benchEngine;
  const { IdleReview } = await import("./web/screen/coach.js");
  let a = await engine.call("start", {game, players: 2, seed, computers: [null, "medium"], viewer: "current"});
  let n = 0;
  const idle = new IdleReview((name, args) => engine.call(name, {sid: a.sid, ...args}));
  const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
  while (!a.over) {  // seat 0 plays its first legal move: a game with mistakes to find
    if (think && a.current === 0) {  // the person thinks: the page reviews meanwhile (web/screen/coach.js)
      idle.poke(true, a.ply);
      await sleep(think);
      idle.poke(false, a.ply);
      while (idle.running) await sleep(5);
    }
    const t = a.current === 0 ? null : await engine.call("think", {sid: a.sid, ply: a.ply, token: 3e9 + n++});
    a = await engine.call("play", {sid: a.sid, move: t && t.ok ? t.move : a.moves[0], viewer: "current"});
  }
  const t0 = performance.now();
  const r = await engine.call("coach_review_start", {sid: a.sid});
  let step = {done: false};
  while (!step.done) step = await engine.call("coach_review_step", {review: r.review, slice_ms: 150});
  const ms = performance.now() - t0;
  await engine.call("close", {sid: a.sid});
  return {ms, decisions: step.progress.total, marked: step.marked.length, plies: a.ply};
}"""


def review_budget(game: Any) -> int:
    """The review's iterations a decision in this game (posy.coach.review)."""
    from posy.coach.review import review_budget as budget

    return budget(game.new(2, 1))


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


def coach_times(
    pw: Any, url: str, hints: int = 20, games: int = 1, only: list[str] | None = None, think_ms: int = 3000
) -> list[dict[str, Any]]:
    """Print hint times (median, p95) and whole-game review times, per game; return them
    (each game's hint times and reviews), for tests/bench.py to record."""
    browser = pw.chromium.launch(executable_path=str(build.CHROMIUM), args=list(build.CHROMIUM_ARGS))
    page = browser.new_page()
    page.set_default_timeout(0)
    page.goto(url)
    page.wait_for_selector("html[data-engine=ready]", timeout=120_000)
    print(
        f"coach in Chromium (worker): hint = coach_hint as the page asks ({hints} per game); review = a whole game's, seat 0"
    )
    rows = []
    for game in posy.games().values():
        if only and game.id not in only:
            continue
        timed = page.evaluate(HINT_SCRIPT, {"game": game.id, "hints": hints, "seeds": list(range(1, 20))})
        times, iterations = [t for t, _ in timed], [n for _, n in timed]
        line = (
            f"  {game.id:12s} hint median {statistics.median(times):6.0f} ms  p95 {percentile(times, 0.95):6.0f} ms"
            f" ({len(times)}), {statistics.median(iterations):5.0f} iterations (review: {review_budget(game)})"
        )
        reviews = []
        for seed in range(1, games + 1):
            for ms in sorted({0, think_ms}):
                r = page.evaluate(REVIEW_SCRIPT, {"game": game.id, "seed": seed, "think": ms})
                reviews.append({**r, "think_ms": ms})
                how = "at once" if not ms else f"after {ms / 1000:g} s a move"
                line += (
                    f"   review ({how}) {r['ms'] / 1000:5.1f} s for {r['decisions']} decisions"
                    f" of {r['plies']} moves, {r['marked']} marked"
                )
        print(line, flush=True)
        rows.append({"game": game.id, "hints": times, "iterations": iterations, "reviews": reviews})
    browser.close()
    return rows


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hints", type=int, default=20, help="hints timed per game")
    parser.add_argument("--games", type=int, default=1, help="whole games reviewed per game")
    parser.add_argument("--only", nargs="*", help="only these games")
    parser.add_argument("--think", type=float, default=3, help="seconds seat 0 takes over each decision")
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    httpd = build.make_server(0)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    with sync_playwright() as pw:
        url = f"http://127.0.0.1:{httpd.server_address[1]}/"
        coach_times(pw, url, args.hints, args.games, args.only, round(args.think * 1000))
    httpd.shutdown()


if __name__ == "__main__":
    main()
