"""The benchmark tables in docs/ are the bench's output, rewritten by a command, never by hand.

    python3 tools/bench_docs.py            rewrite every table between markers in docs/*.md
    python3 tools/bench_docs.py --check    only say which tables differ from the results (exit 1)

``tests/bench.py`` (``python3 build.py bench``) records each section it measures in
``tests/bench_results.json`` (:func:`record`): the numbers, the machine, the date and the
commit. A section measured again replaces its old entry and the others stay, so
``python3 build.py bench --only speed`` refreshes one table. ``build.py bench`` runs this
tool after the bench.

A table sits between ``<!-- bench:NAME -->`` and ``<!-- /bench:NAME -->`` in any Markdown file
under docs/. NAME is a section of the results (``startup``, ``bytes``, ``tap``, ``speed``,
``computer``, ``coach``, ``cores``, ``live``, ``lighthouse``), or a strength table computed from the games kept
in ``tests/strength_games.jsonl`` (``strength-pairs``, ``strength-elo``, ``strength-words``:
what ``python3 tests/strength_ratings.py`` prints). A section not measured yet gets a line
saying which command measures it.
"""

from __future__ import annotations

import argparse
import datetime
import json
import re
import statistics
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "tests" / "bench_results.json"
DOCS = ROOT / "docs"
MARKED = re.compile(r"(<!-- bench:([\w-]+) -->\n)(.*?)(<!-- /bench:\2 -->)", re.DOTALL)

Results = dict[str, dict[str, Any]]


def load(path: Path = RESULTS) -> Results:
    """The recorded sections, or none when nothing was measured yet."""
    return json.loads(path.read_text()) if path.exists() else {}


def record(name: str, data: dict[str, Any], machine: str, path: Path = RESULTS) -> None:
    """Keep one section's numbers, stamped with the machine, the date and the commit."""
    results = load(path)
    results[name] = {
        **data,
        "measured": {"date": str(datetime.date.today()), "machine": machine, "commit": _commit()},
    }
    path.write_text(json.dumps(dict(sorted(results.items())), indent=1, ensure_ascii=False) + "\n")


def _commit() -> str:
    done = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True)
    return done.stdout.strip() if done.returncode == 0 else "unknown"


def percentile(values: list[float], q: float) -> float:
    """The bench's percentile: the value at rank ``q`` of the sorted values (no interpolation)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def table(head: list[str], rows: list[list[str]]) -> str:
    lines = ["| " + " | ".join(head) + " |", "|" + " --- |" * len(head)]
    return "\n".join([*lines, *("| " + " | ".join(row) + " |" for row in rows)])


def ms(value: float) -> str:
    return f"{value:,.0f}"


def startup(data: dict[str, Any]) -> str:
    rows = [[row["label"], ms(statistics.median(row["runs"])), str(len(row["runs"]))] for row in data["rows"]]
    out = table(["navigation to …", "median, ms", "runs"], rows)
    boots, starts = data["snapshot_boots"]
    return f"{out}\n\nThe engine started from the memory snapshot in {boots} of {starts} cold starts."


def file_bytes(data: dict[str, Any]) -> str:
    files = data["files"]
    rows = [[f"`{f['path']}`", f"{f['raw']:,}", f"{f['gzip']:,}", f"{f['brotli']:,}"] for f in files]
    rows.append(["total", *(f"{sum(f[k] for f in files):,}" for k in ("raw", "gzip", "brotli"))])
    return table(["file", "raw", "gzip -9", "brotli 11"], rows)


def tap(data: dict[str, Any]) -> str:
    times = data["times"]
    row = [str(len(times)), f"{statistics.median(times):.1f}", f"{percentile(times, 0.9):.1f}"]
    return table(["taps", "median, ms", "p90, ms"], [row])


def speed(data: dict[str, Any]) -> str:
    head = ["game", "CPython", "Pyodide (Node)", "Pyodide (Chromium)", "CPython / Chromium"]
    rows = [
        [
            r["game"],
            ms(r["cpython"]),
            ms(r["node"]),
            ms(r["chromium"]),
            f"{r['cpython'] / r['chromium']:.1f}x",
        ]
        for r in data["rows"]
    ]
    return table(head, rows)


def computer(data: dict[str, Any]) -> str:
    """One row per game and player count, each level's median / p95 and its iterations."""
    levels = list(dict.fromkeys(r["level"] for r in data["rows"]))
    cells: dict[str, dict[str, dict[str, Any]]] = {}
    for r in data["rows"]:
        cells.setdefault(f"{r['game']} {r['players']}p", {})[r["level"]] = r
    head = ["game"] + [
        f"{level.capitalize()} {what}" for level in levels for what in ("median / p95, ms", "iterations")
    ]
    rows = []
    for config, by_level in cells.items():
        row = [config]
        for level in levels:
            r = by_level.get(level)
            if r is None or not r["times"]:
                row += ["", ""]
                continue
            times = r["times"]
            row += [
                f"{ms(statistics.median(times))} / {ms(percentile(times, 0.95))}",
                ms(statistics.median(r["iterations"])),
            ]
        rows.append(row)
    return table(head, rows)


def coach(data: dict[str, Any]) -> str:
    rows = []
    for r in data["rows"]:
        hints = r["hints"]
        reviews = "; ".join(
            f"{v['ms'] / 1000:.0f} s for {v['decisions']} decisions ({v['plies']} moves), {v['marked']} marked"
            + (f", after {v['think_ms'] / 1000:g} s a move" if v.get("think_ms") else "")
            for v in r["reviews"]
        )
        depth = f"{ms(statistics.median(r['iterations']))}" if r.get("iterations") else ""
        rows.append(
            [
                r["game"],
                f"{ms(statistics.median(hints))} / {ms(percentile(hints, 0.95))} ({len(hints)})",
                depth,
                reviews,
            ]
        )
    head = ["game", "hint median / p95, ms (hints)", "hint iterations, median", "review of one game"]
    return table(head, rows)


def cores(data: dict[str, Any]) -> str:
    """Iterations a second per game, one column per number of workers."""
    counts = sorted({r["workers"] for r in data["rows"]})
    rates: dict[str, dict[int, float]] = {}
    for r in data["rows"]:
        rates.setdefault(r["game"], {})[r["workers"]] = r["iterations"] / r["ms"] * 1000
    head = ["game", *(f"{n} worker{'s' if n > 1 else ''}, it/s" for n in counts)]
    rows = [[game, *(ms(by[n]) if n in by else "" for n in counts)] for game, by in rates.items()]
    if len(counts) > 1:  # what the most workers bought over the fewest
        low, high = counts[0], counts[-1]
        head.append(f"{high} / {low}")
        for row, by in zip(rows, rates.values()):
            row.append(f"{by[high] / by[low]:.2f}x" if low in by and high in by else "")
    return table(head, rows)


def live(data: dict[str, Any]) -> str:
    rows = [
        ["second scan to the channel open", f"{ms(data['connect'])} ms"],
        ["channel round trip (median of 20)", f"{data['ping']:.1f} ms"],
        [f"tap to the move drawn on the other device (median of {data['moves']})", f"{ms(data['move'])} ms"],
    ]
    star = data.get("star")
    if star:
        rows += [
            [
                f"star: a friend's move received by the other friend (median of {star['samples']})",
                f"{star['relay']:.1f} ms",
            ],
            ["star: tap to the move drawn on both other devices", f"{ms(star['drawn'])} ms"],
        ]
    return table(["live across the room", ""], rows)


def remote(data: dict[str, Any]) -> str:
    """Remote play: a Petals deal's cost per device, and every game's links."""
    deal = data["deal"]
    rows = [
        ["a Petals deal, CPU seconds per device (CPython)", " / ".join(f"{s:.2f}" for s in deal["cpython"]["median_cpu_seconds_per_device"])],
        ["a Petals deal, wall seconds per device in the worker (Pyodide in Chromium)", " / ".join(f"{s:.2f}" for s in deal["chromium"]["median_seconds_per_device"])],
    ]  # fmt: skip
    for row in data["links"]:
        deals = row["deal_parts_per_round"]
        parts = f"; each round's deal in {max(deals)} link parts" if deals else ""
        rows.append([f"{row['game']}, {row['devices']} devices: longest link part", f"{row['longest_part']:,} characters{parts}"])  # fmt: skip
    return table(["remote play", ""], rows)


def lighthouse(data: dict[str, Any]) -> str:
    """Lighthouse's mobile audit: each scenario's medians (tools/lighthouse_bench.py)."""
    head = [
        "Lighthouse, mobile",
        "Performance",
        "FCP, s",
        "LCP, s",
        "TBT, ms",
        "Speed Index, s",
        "KB moved",
        "runs",
    ]
    rows = []
    for label, runs in data["scenarios"].items():
        m = {
            key: statistics.median(r[key] for r in runs)
            for key in ("performance", "fcp", "lcp", "tbt", "si", "bytes")
        }
        scores = ", ".join(str(r["performance"]) for r in runs)
        rows.append([label, f"{m['performance']:.0f} ({scores})", f"{m['fcp'] / 1000:.2f}", f"{m['lcp'] / 1000:.2f}",
                     ms(m["tbt"]), f"{m['si'] / 1000:.2f}", f"{m['bytes'] / 1000:,.0f}", str(len(runs))])  # fmt: skip
    index = statistics.median(r["benchmark"] for runs in data["scenarios"].values() for r in runs)
    return f"{table(head, rows)}\n\nLighthouse's benchmark index of the machine during the runs: {index:.0f} (median)."


def languages(data: dict[str, Any]) -> str:
    """The lobby in each language, cold and warm (tests/bench_languages.py)."""
    head = ["language", "interactive lobby, cold, ms", "warm, ms", "runs"]
    rows = [
        [
            r["language"],
            ms(statistics.median(r["cold"])),
            ms(statistics.median(r["warm"])),
            str(len(r["cold"])),
        ]
        for r in data["rows"]
    ]
    return table(head, rows)


SECTIONS: dict[str, Callable[[dict[str, Any]], str]] = {
    "startup": startup,
    "bytes": file_bytes,
    "tap": tap,
    "speed": speed,
    "computer": computer,
    "coach": coach,
    "cores": cores,
    "live": live,
    "remote": remote,
    "lighthouse": lighthouse,
    "languages": languages,
}
STRENGTH = ("strength-pairs", "strength-elo", "strength-words")


def section(name: str, results: Results) -> str:
    """A recorded section's table and the line that says where it was measured."""
    data = results.get(name)
    command = "startup" if name == "bytes" else name
    if data is None:
        return f"_Not measured yet: `python3 build.py bench --only {command}`._"
    m = data["measured"]
    stamp = f"_{m['date']}, commit {m['commit']}, {m['machine']}: `python3 build.py bench --only {command}`._"
    return f"{SECTIONS[name](data)}\n\n{stamp}"


def strength_tables() -> dict[str, str]:
    """The strength tables from the kept games (tests/strength_ratings.py prints the same)."""
    sys.path.insert(0, str(ROOT / "tests"))
    import strength
    import strength_ratings

    configs = strength.configs(None)
    cache = strength.load_cache(configs)
    kept = f"_From the {len(cache)} kept games of tests/strength_games.jsonl: `python3 tests/strength_ratings.py`._"
    return {
        "strength-pairs": f"{strength_ratings.pair_table(cache, configs)}\n\n{kept}",
        "strength-elo": f"{strength.elo_table(cache, configs)}\n\n{kept}",
        "strength-words": f"{strength_ratings.words_table()}\n\n_`python3 tests/strength_ratings.py --words`._",
    }


def rewrite(text: str, tables: dict[str, str]) -> str:
    """``text`` with each marked table replaced by ``tables[NAME]``; an unknown name is an error."""

    def fill(match: re.Match[str]) -> str:
        name = match.group(2)
        if name not in tables:
            raise ValueError(f"No table is called “{name}”: known are {', '.join(sorted(tables))}.")
        return f"{match.group(1)}{tables[name]}\n{match.group(4)}"

    return MARKED.sub(fill, text)


def names_in(texts: list[str]) -> set[str]:
    return {m.group(2) for text in texts for m in MARKED.finditer(text)}


def all_tables(results: Results, wanted: set[str]) -> dict[str, str]:
    """Every table ``wanted`` names (the strength tables only when one is wanted: they take seconds)."""
    out = {name: section(name, results) for name in SECTIONS}
    if wanted & set(STRENGTH):
        out.update(strength_tables())
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument(
        "--check", action="store_true", help="change nothing; exit 1 if a table is out of date"
    )
    parser.add_argument("--results", type=Path, default=RESULTS)
    parser.add_argument("--docs", type=Path, default=DOCS)
    args = parser.parse_args(argv)
    files = sorted(args.docs.glob("**/*.md"))
    texts = {f: f.read_text() for f in files}
    tables = all_tables(load(args.results), names_in(list(texts.values())))
    stale = []
    for f, text in texts.items():
        new = rewrite(text, tables)
        if new != text:
            stale.append(f.relative_to(args.docs))
            if not args.check:
                f.write_text(new)
    verb = "out of date" if args.check else "rewritten"
    print(f"bench tables {verb}: {', '.join(map(str, stale)) or 'none'}")
    return 1 if args.check and stale else 0


if __name__ == "__main__":
    sys.exit(main())
