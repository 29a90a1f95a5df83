#!/usr/bin/env python3
"""Build, serve, test and benchmark Posy. Standard library only, Python 3.11+.

    python3 build.py            build dist/
    python3 build.py serve      build, then serve dist/ on http://127.0.0.1:8000
    python3 build.py test       install test dependencies, build, run every test layer
    python3 build.py bench      build, then print start-up, round-trip and engine-speed medians
                                and rewrite docs/' tables from them (tools/bench_docs.py)
    python3 build.py messages   update locale/ to the messages in the code (tools/locales.py)

Its steps live beside the other build helpers in tools/: build_install.py (what is
installed), build_runtime.py (the engine's runtime files), build_dist.py (what dist/ gets
around the app's files) and build_server.py (the server); build_base.py holds the paths
and pins they share. Every step installs what it needs: npm packages pinned in package-lock.json, the
micropip wheel pinned here (checksum verified), a .venv with Babel (the build compiles
the catalogues of locale/ with it), and for tests pytest,
ruff, mypy and Playwright for Python plus Debian's Chromium, Firefox ESR, WebKitGTK's
WebDriver and Xvfb (via apt, when root).

What dist/ holds (all relative URLs, so it works under any path of a static host):

    index.html, web/, assets/         the app; web/'s JavaScript and CSS minified (terser,
                                      lightningcss: tools/minify.mjs), each with its source
                                      map beside it (<file>.map, the original text inside)
    <file>.gz, <file>.br              precompressed copies of the text and wasm files, for
                                      hosts that serve them (the serve command does)
    web/build.js                      generated: the build id and the hashed file names
    web/locale/<lang>.js              generated: the page's messages in each language
    pyodide/<version>/                Pyodide's core files from the npm package, the
                                      micropip wheel, the stdlib precompiled to .pyc,
                                      the posy wheel and the lock file that lists it;
                                      every name there is versioned or content-hashed,
                                      so the server marks them immutable
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

# The build's steps are modules of tools/ (the tests import this file, and through it them).
sys.path.insert(0, str(Path(__file__).resolve().parent / "tools"))
from build_base import (
    DIST,
    MICROPIP_VERSION,
    NODE_MODULES,
    PYODIDE_CORE,
    ROOT,
    VENDOR,
    log,
    pyodide_version,
    run,
    sha256,
    venv_python,
)
from build_dist import (
    MINIFY_SKIPPED_FILES,
    compile_messages,
    minify,
    precompress,
    preload_modules,
    static_imports,
    write_catalog,
    write_contract,
    write_icons,
    write_service_worker,
)
from build_install import (
    CHROMIUM,
    ensure_build_tools,
    ensure_micropip,
    ensure_node_modules,
    ensure_test_tools,
)
from build_runtime import build_wheel, make_lock, make_snapshot, precompiled_stdlib
from build_server import Handler, Server, make_server

# What the tests and benches read of the build (build.DIST, build.make_server, …).
__all__ = [
    "CHROMIUM",
    "CHROMIUM_ARGS",
    "DIST",
    "MICROPIP_VERSION",
    "MINIFY_SKIPPED_FILES",
    "PYODIDE_CORE",
    "ROOT",
    "Handler",
    "Server",
    "make_server",
    "pyodide_version",
    "static_imports",
]

APP_FILES = ("index.html", "embed.html", "manifest.webmanifest", "web", "assets", "examples")
# Checked by mypy in runs of their own, after the one over pyproject's `files`: each folder
# has its own conftest.py (and one mypy run holds one module of a name).
MYPY_APART = ("tests/browser", "tests/engines")
# The longest a single test may take (pytest-timeout): the slowest, the first of an engine's
# journeys (tests/engines, which waits for all of them), took about 200 s here.
TEST_TIMEOUT_S = 900
# Headless Chromium here and on CI: no sandbox as root, and no background traffic to
# hosts this machine cannot reach.
CHROMIUM_ARGS = (
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
)


def build() -> Path:
    write_contract()
    pyodide = ensure_node_modules()
    micropip = ensure_micropip()
    stdlib = precompiled_stdlib(pyodide)
    version = pyodide_version()

    if DIST.exists():
        shutil.rmtree(DIST)
    DIST.mkdir()
    for name in APP_FILES:
        source = ROOT / name
        if source.is_dir():
            shutil.copytree(
                source, DIST / name, ignore=shutil.ignore_patterns("__pycache__", "*.md", "sw.js", "*.d.ts")
            )
        else:
            shutil.copy2(source, DIST / name)

    compile_messages(DIST / "web" / "locale")  # before the wheel, which holds the engine's
    (DIST / "web" / "vendor").mkdir()
    for source, name in VENDOR.items():
        shutil.copy2(NODE_MODULES / source, DIST / "web" / "vendor" / name)

    runtime = DIST / "pyodide" / version
    runtime.mkdir(parents=True)
    for name in PYODIDE_CORE:
        shutil.copy2(pyodide / name, runtime / name)
    shutil.copy2(micropip, runtime / micropip.name)
    stdlib_name = f"python_stdlib.{sha256(stdlib.read_bytes())[:10]}.zip"
    shutil.copy2(stdlib, runtime / stdlib_name)
    wheel = build_wheel(runtime)
    lock = make_lock(micropip, wheel, runtime)
    snapshot = make_snapshot(runtime, stdlib_name, lock)

    write_icons(DIST / "assets")
    write_catalog(DIST / "web" / "catalog.js")
    import board_pictures  # the lobby's picture of each game's board (tools/board_pictures.mjs)

    board_pictures.write(DIST)
    for page in ("index.html", "embed.html"):
        preload_modules(DIST / page)
    minify(DIST / "web")  # after the module graphs are read from the sources above

    build_info: dict[str, Any] = {
        "id": sha256(b"".join(p.read_bytes() for p in sorted(DIST.rglob("*")) if p.is_file()))[:12],
        "pyodide": f"pyodide/{version}/",
        "stdlib": stdlib_name,
        "lock": lock.name,
        "posy": wheel.name,
        "snapshot": snapshot,
    }
    (DIST / "web" / "build.js").write_text(
        "// Generated by build.py: the build id and the content-hashed runtime files.\n"
        f"export const BUILD = {json.dumps(build_info, indent=2)};\n"
    )
    write_service_worker(build_info["id"])
    precompress(DIST)
    size = sum(p.stat().st_size for p in DIST.rglob("*") if p.is_file())
    log(f"built dist/ ({size / 1e6:.1f} MB, build {build_info['id']})")
    return DIST


def serve(port: int) -> None:
    build()
    server = make_server(port)
    log(f"serving dist/ at http://127.0.0.1:{server.server_address[1]}/  (Ctrl+C to stop)")
    with contextlib.suppress(KeyboardInterrupt):
        server.serve_forever()


def test(extra: list[str]) -> int:
    ensure_test_tools()
    build()
    log("ruff")
    run(venv_python(), "-m", "ruff", "check", "py", "tests", "tools", "build.py")
    run(venv_python(), "-m", "ruff", "format", "--check", "py", "tests", "tools", "build.py")
    log("mypy: all the Python, strict")
    run(venv_python(), "-m", "mypy")
    for apart in MYPY_APART:
        run(venv_python(), "-m", "mypy", apart)
    log("tsc: web/'s JSDoc types")
    run("node", NODE_MODULES / "typescript" / "bin" / "tsc", "-p", "tsconfig.json")
    log(
        "pytest: engine (CPython), pyodide and web (Node), browser (Chromium), engines (Firefox ESR, WebKitGTK)"
    )
    result = subprocess.run(
        [str(venv_python()), "-m", "pytest", "-p", "no:cacheprovider", *test_workers(extra), "tests", *extra],
        cwd=ROOT,
    )
    return result.returncode


def test_workers(extra: list[str]) -> list[str]:
    """pytest-xdist's options: one test file per worker at a time (a file's tests share
    its browser page and fixtures). A browser test spends much of its time waiting (on
    animations, a think's time limit, a page load), so even two cores run more workers
    than they have (two more, at most four); POSY_TEST_WORKERS overrides, and 0 runs in
    one process."""
    # the slowest tests are listed at the end: where the suite's time goes; a test that
    # hangs fails with its stack instead of holding the run past CI's limit
    checks = ["--durations=25", f"--timeout={TEST_TIMEOUT_S}"]
    if any(arg.startswith(("-n", "--numprocesses")) for arg in extra):
        return checks
    count = int(os.environ.get("POSY_TEST_WORKERS", min(4, (os.cpu_count() or 1) + 2)))
    return ["-n", str(count), "--dist", "loadfile", *checks] if count > 0 else checks


def bench(extra: list[str]) -> int:
    """Run the benchmarks (tests/bench.py records what it measured in tests/bench_results.json),
    then rewrite docs/' tables from those results (tools/bench_docs.py)."""
    ensure_test_tools()
    build()
    measured = subprocess.run([str(venv_python()), str(ROOT / "tests" / "bench.py"), *extra], cwd=ROOT)
    if measured.returncode != 0:
        return measured.returncode
    return subprocess.run([str(venv_python()), str(ROOT / "tools" / "bench_docs.py")], cwd=ROOT).returncode


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument(
        "command", nargs="?", default="build", choices=["build", "serve", "test", "bench", "messages"]
    )
    parser.add_argument("--port", type=int, default=8000)
    args, extra = parser.parse_known_args()
    if args.command == "build":
        build()
    elif args.command == "serve":
        serve(args.port)
    elif args.command == "test":
        sys.exit(test(extra))
    elif args.command == "bench":
        sys.exit(bench(extra))
    elif args.command == "messages":  # the catalogues updated to the messages in the code
        ensure_build_tools()
        run(venv_python(), ROOT / "tools" / "locales.py", "extract")


if __name__ == "__main__":
    main()
