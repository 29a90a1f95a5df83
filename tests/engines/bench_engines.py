"""The start-up bench in Firefox ESR and WebKitGTK (tests/bench.py measures Chromium):
medians over fresh browser profiles of navigation to the lobby and to the engine ready,
on a first visit (cold) and the next (warm), to the board of a resumed game (warm), and a
stock Pyodide boot in the same engine as the reference (tests/bench.py's page).

    .venv/bin/python tests/engines/bench_engines.py [--runs 5] [--engines firefox webkit]

Not a test: timings flake on shared machines, so they are printed, never asserted."""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import threading
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))

from engines_site import NodeRun, build, virtual_display  # noqa: E402

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
ROWS = (
    ("cold lobby", "first visit: navigation to the interactive lobby"),
    ("cold engine", "first visit: navigation to the engine ready"),
    ("stock cold", "reference: stock Pyodide boot, first visit"),
    ("warm lobby", "next visit: the lobby"),
    ("warm engine", "next visit: the engine ready"),
    ("warm resume board", "next visit: a saved game's board"),
    ("stock warm", "reference: stock Pyodide boot, next visit"),
)


def serve(root: Path) -> tuple[Any, str]:
    httpd = build.make_server(0, root)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    return httpd, f"http://127.0.0.1:{httpd.server_address[1]}/"


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--engines", nargs="+", default=["firefox", "webkit"])
    args = parser.parse_args()
    if not (build.DIST / "web" / "build.js").exists():
        raise SystemExit("dist/ is not built: run `python3 build.py`.")
    pyodide = build.ROOT / "node_modules" / "pyodide"
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        for name in (*build.PYODIDE_CORE, "python_stdlib.zip", "pyodide-lock.json"):
            (root / name).write_bytes((pyodide / name).read_bytes())
        (root / "index.html").write_text(STOCK_PAGE)
        (root / "stock-worker.mjs").write_text(STOCK_WORKER)
        app_server, app = serve(build.DIST)
        stock_server, stock = serve(root)
        try:
            for engine in args.engines:  # one at a time: they would slow each other down
                with virtual_display() as display:
                    env = {"DISPLAY": display} if engine == "webkit" else {}
                    lines = NodeRun("bench.mjs", engine, app, stock, str(args.runs), env=env).lines()
                print(f"\n{engine}: medians of {args.runs} fresh profiles, ms from navigation")
                errors = [line for line in lines if "error" in line or "exit" in line or "text" in line]
                for key, label in ROWS:
                    values = [line[key] for line in lines if isinstance(line.get(key), int | float)]
                    if values:
                        print(f"  {label:52} {statistics.median(values):8.0f}   (n={len(values)})")
                boots = {line.get("boot") for line in lines if "boot" in line}
                print(f"  engine started from: {', '.join(sorted(str(b) for b in boots))}")
                for line in errors:
                    print(f"  ! {line}")
        finally:
            app_server.shutdown()
            stock_server.shutdown()


if __name__ == "__main__":
    main()
