"""Lighthouse's mobile performance audit of dist/, N runs each of the lobby (a first visit)
and a reopened game (a saved game opened again by its address, with the app's files
not cached): medians of the score, First and Largest Contentful Paint, Total Blocking
Time and the bytes transferred. tools/lighthouse.mjs runs Lighthouse (npm, pinned in
package.json) against headless Chromium.

    python3 build.py bench --only lighthouse        build, measure, record, rewrite docs/
    python3 tools/lighthouse_bench.py [--runs 3]    measure the dist/ there is, print only

Lighthouse simulates a slow phone network and CPU from a trace taken on this machine, so
its numbers move with the machine's load: compare builds measured together. Measured and
printed, never asserted in a test."""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
import build  # noqa: E402  (its CHROMIUM_ARGS: the one list of the browser's flags)

SCENARIOS = {"lobby": "the lobby, first visit", "reopen": "a reopened game (saved; app files not cached)"}
METRICS = (
    ("performance", "Performance score", 1.0),
    ("fcp", "First Contentful Paint, s", 1000.0),
    ("lcp", "Largest Contentful Paint, s", 1000.0),
    ("tbt", "Total Blocking Time, ms", 1.0),
    ("si", "Speed Index, s", 1000.0),
    ("bytes", "transferred, KB", 1000.0),
)


def audit(url: str, mode: str, runs: int) -> list[dict[str, Any]]:
    """``runs`` Lighthouse audits of ``url`` in one browser, one dict of numbers each."""
    done = subprocess.run(
        ["node", str(ROOT / "tools" / "lighthouse.mjs"), url, str(runs), mode, *build.CHROMIUM_ARGS],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600 + 120 * runs,
    )
    if done.returncode != 0:
        raise SystemExit(f"Lighthouse failed ({mode}):\n{done.stderr[-2000:]}")
    return [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]


def measure(url: str, runs: int) -> dict[str, list[dict[str, Any]]]:
    """Every scenario's runs, by scenario."""
    return {mode: audit(url, mode, runs) for mode in SCENARIOS}


def medians(runs: list[dict[str, Any]]) -> dict[str, float]:
    """The median of each metric over the runs that have it."""
    return {
        key: statistics.median(run[key] for run in runs if run.get(key) is not None)
        for key, _, _ in METRICS
        if any(run.get(key) is not None for run in runs)
    }


def report(measured: dict[str, list[dict[str, Any]]]) -> None:
    """Print each scenario's medians and every run's score."""
    print("Lighthouse 12, mobile preset (simulated slow 4G, 4x CPU), medians:")
    for mode, runs in measured.items():
        m = medians(runs)
        shown = ", ".join(
            f"{label} {m[key] / scale:.{0 if scale == 1 else 2}f}" for key, label, scale in METRICS
        )
        print(f"  {SCENARIOS[mode]}: {shown}   scores: {[r['performance'] for r in runs]}")
        print(f"    Lighthouse's benchmark index of this machine: {[r.get('benchmark') for r in runs]}")
        for warning in {w for run in runs for w in run.get("warnings", [])}:
            print(f"    Lighthouse warned: {warning}")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    import build

    httpd = build.make_server(0)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    try:
        report(measure(f"http://127.0.0.1:{httpd.server_address[1]}/", args.runs))
    finally:
        httpd.shutdown()


if __name__ == "__main__":
    main()
