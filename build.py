#!/usr/bin/env python3
"""Build, serve, test and benchmark Posy. Standard library only, Python 3.11+.

    python3 build.py            build dist/
    python3 build.py serve      build, then serve dist/ on http://127.0.0.1:8000
    python3 build.py test       install test dependencies, build, run every test layer
    python3 build.py bench      build, then print start-up, round-trip and engine-speed medians
                                and rewrite docs/' tables from them (tools/bench_docs.py)
    python3 build.py messages   update locale/ to the messages in the code (tools/locales.py)

Every step installs what it needs: npm packages pinned in package-lock.json, the
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
import base64
import contextlib
import gzip
import hashlib
import http.server
import io
import itertools
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import tomllib
import zipfile
from functools import partial
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent
DIST = ROOT / "dist"
CACHE = ROOT / ".cache"
VENV = ROOT / ".venv"
NODE_MODULES = ROOT / "node_modules"

MICROPIP_VERSION = "0.11.1"
# PyPI's wheel. (Pyodide 314.0.7's own lock lists another digest for this file,
# which does not match PyPI's and makes the browser refuse it.)
MICROPIP_SHA256 = "768de165adb8e66906039d8fec4127a57f522dfdf8e6fbff877a4616941ecfd3"
PYODIDE_CORE = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm")
APP_FILES = ("index.html", "embed.html", "manifest.webmanifest", "web", "assets", "examples")
# Third-party files the page loads, copied from node_modules into dist/web/vendor/ (the
# live pairing's QR codes, web/remote/live/qr.js; each loaded only when needed).
VENDOR = {
    "qrcode-generator/dist/qrcode.mjs": "qrcode.mjs",  # MIT, draws a pairing code
    "jsqr/dist/jsQR.js": "jsQR.js",  # Apache-2.0, reads one where BarcodeDetector is missing
    "jsqr/LICENSE": "jsQR.LICENSE.txt",
}
# Not minified: third-party files, copied as they are, and the catalogues (compact data already).
MINIFY_SKIPPED = ("vendor", "locale")
# Not minified either: the catalog, written by the build as data (a test reads it as JSON).
MINIFY_SKIPPED_FILES = ("catalog.js",)
# Files that get precompressed .gz and .br copies beside them (the engine's snapshot is
# gzipped already; zip and wheel files are compressed inside).
COMPRESSED = (".html", ".js", ".mjs", ".css", ".json", ".svg", ".webmanifest", ".wasm")
ENCODINGS = {"br": ".br", "gzip": ".gz"}  # the server's order of preference
# What the build itself runs in .venv: Babel reads and compiles the catalogues (tools/locales.py).
BUILD_REQUIREMENTS = ("babel==2.18.0",)
TEST_REQUIREMENTS = (
    "pytest==9.2.0",
    "pytest-xdist==3.8.0",
    "pytest-timeout==2.4.0",
    "playwright==1.65.2",
    "ruff==0.17.6",
    "mypy==2.4.1",
)
# Checked by mypy in runs of their own, after the one over pyproject's `files`: each folder
# has its own conftest.py (and one mypy run holds one module of a name).
MYPY_APART = ("tests/browser", "tests/engines")
# The longest a single test may take (pytest-timeout): the slowest, the first of an engine's
# journeys (tests/engines, which waits for all of them), took about 200 s here.
TEST_TIMEOUT_S = 900
CHROMIUM = Path("/usr/bin/chromium")
# The other engines' journeys (tests/engines): Debian's Firefox ESR (Gecko) and WebKitGTK
# (Safari's engine) with its WebDriver, under a virtual X display. Binary -> package.
OTHER_ENGINES = {
    Path("/usr/bin/firefox-esr"): "firefox-esr",
    Path("/usr/bin/WebKitWebDriver"): "webkit2gtk-driver",
    Path("/usr/bin/Xvfb"): "xvfb",
}
# A Japanese font, so that the browser tests lay Japanese out with real glyphs (a phone has
# one; a server may have none and draw boxes of another width). File -> package.
FONTS = {Path("/usr/share/fonts/opentype/ipafont-gothic/ipag.ttf"): "fonts-ipafont-gothic"}
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


def log(message: str) -> None:
    print(f"[posy] {message}", flush=True)


def run(*cmd: str | Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([str(c) for c in cmd], check=True, cwd=ROOT, env=env)


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


# --------------------------------------------------------------------------
# Inputs


def pyodide_version() -> str:
    version: str = json.loads((ROOT / "package.json").read_text())["dependencies"]["pyodide"]
    return version


def ensure_node_modules() -> Path:
    """npm ci from the lock file, unless the pinned Pyodide is already installed."""
    package = NODE_MODULES / "pyodide" / "package.json"
    axe = NODE_MODULES / "axe-core" / "axe.min.js"  # test-only (the accessibility audit), never in dist/
    tsc = NODE_MODULES / "typescript" / "bin" / "tsc"  # test-only (checks web/'s JSDoc types)
    # test-only (tests/engines drives Firefox ESR over WebDriver BiDi with it)
    puppeteer = NODE_MODULES / "puppeteer-core" / "package.json"
    if (
        not package.exists()
        or json.loads(package.read_text())["version"] != pyodide_version()
        or not axe.exists()
        or not tsc.exists()
        or not puppeteer.exists()
        or not all((NODE_MODULES / name).exists() for name in VENDOR)
        or not npm_packages_installed()
    ):
        log("installing npm packages (npm ci)")
        run("npm", "ci", "--no-audit", "--no-fund", "--loglevel=error")
    return NODE_MODULES / "pyodide"


def npm_packages_installed() -> bool:
    """Every package package.json names is in node_modules, at its version when pinned
    exactly (a checkout whose package.json gained one, e.g. a build tool, runs npm ci)."""
    meta = json.loads((ROOT / "package.json").read_text())
    wanted = {**meta.get("dependencies", {}), **meta.get("devDependencies", {})}
    for name, version in wanted.items():
        installed = NODE_MODULES / name / "package.json"
        if not installed.exists():
            return False
        if (
            re.fullmatch(r"\d+\.\d+\.\d+", version)
            and json.loads(installed.read_text())["version"] != version
        ):
            return False
    return True


def ensure_micropip() -> Path:
    """The pinned micropip wheel from PyPI, checksum verified."""
    wheel = CACHE / f"micropip-{MICROPIP_VERSION}-py3-none-any.whl"
    if not wheel.exists() or sha256(wheel.read_bytes()) != MICROPIP_SHA256:
        log(f"downloading micropip {MICROPIP_VERSION} from PyPI")
        CACHE.mkdir(exist_ok=True)
        wheel.unlink(missing_ok=True)
        run(
            sys.executable,
            "-m",
            "pip",
            "download",
            "--quiet",
            "--no-deps",
            "--only-binary=:all:",
            "--python-version",
            "3.13",
            "--dest",
            CACHE,
            f"micropip=={MICROPIP_VERSION}",
        )
    digest = sha256(wheel.read_bytes())
    if digest != MICROPIP_SHA256:
        wheel.unlink()
        raise SystemExit(f"micropip wheel checksum mismatch: {digest}")
    return wheel


def precompiled_stdlib(pyodide: Path) -> Path:
    """The stdlib zip compiled to .pyc by Pyodide's Python (cached per Pyodide version)."""
    source = pyodide / "python_stdlib.zip"
    key = sha256(source.read_bytes() + (ROOT / "tools" / "pyodide_build.mjs").read_bytes())[:12]
    target = CACHE / f"python_stdlib.{key}.zip"
    if not target.exists():
        log("precompiling the Python stdlib under Pyodide")
        CACHE.mkdir(exist_ok=True)
        partial_file = target.with_suffix(".part")
        run("node", "tools/pyodide_build.mjs", "stdlib", source, partial_file)
        partial_file.rename(target)
    return target


# --------------------------------------------------------------------------
# The posy wheel: built here, byte for byte reproducible, so its hash only
# changes when the engine does.


def build_wheel(out_dir: Path) -> Path:
    meta = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    # the engine's sources and its compiled catalogues (posy/locale/*.mo, compile_messages)
    sources = sorted(
        p
        for p in (ROOT / "py" / "posy").rglob("*")
        if p.suffix in (".py", ".mo") and "__pycache__" not in p.parts
    )
    files = {p.relative_to(ROOT / "py").as_posix(): p.read_bytes() for p in sources}
    digest = sha256(b"".join(k.encode() + b"\0" + v for k, v in files.items()))[:10]
    files.update(compiled_posy({k: v for k, v in files.items() if k.endswith(".py")}, digest))
    version = meta["version"]
    dist_info = f"posy-{version}.dist-info"
    files[f"{dist_info}/METADATA"] = (
        f"Metadata-Version: 2.1\nName: posy\nVersion: {version}\n"
        f"Summary: {meta['description']}\nRequires-Python: {meta['requires-python']}\n"
    ).encode()
    files[f"{dist_info}/WHEEL"] = (
        b"Wheel-Version: 1.0\nGenerator: posy-build\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
    )
    files[f"{dist_info}/top_level.txt"] = b"posy\n"
    record = [
        f"{name},sha256={base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b'=').decode()},{len(data)}"
        for name, data in files.items()
    ]
    record.append(f"{dist_info}/RECORD,,")
    files[f"{dist_info}/RECORD"] = ("\n".join(record) + "\n").encode()
    # The wheel's build tag carries the content hash, so the file name changes with
    # the engine and can be cached for ever. (A "+local" version would put a "+"
    # in the URL, which some static hosts read as a space.)
    target = out_dir / f"posy-{version}-0{digest}-py3-none-any.whl"
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as whl:
        for name, data in files.items():
            info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            whl.writestr(info, data)
    target.write_bytes(buffer.getvalue())
    return target


def compiled_posy(sources: dict[str, bytes], digest: str) -> dict[str, bytes]:
    """posy's .pyc files for Pyodide's Python, compiled under Pyodide (cached by source hash)."""
    tool = sha256((ROOT / "tools" / "pyodide_build.mjs").read_bytes())[:8]
    cached = CACHE / f"posy-pyc-{digest}-{tool}.json"
    if not cached.exists():
        log("compiling posy to .pyc under Pyodide")
        CACHE.mkdir(exist_ok=True)
        request = CACHE / f"posy-src-{digest}.json"
        request.write_text(json.dumps({k: v.decode() for k, v in sources.items()}))
        run("node", "tools/pyodide_build.mjs", "pyc", request, cached)
        request.unlink()
    return {name: base64.b64decode(data) for name, data in sorted(json.loads(cached.read_text()).items())}


def make_lock(micropip: Path, posy_wheel: Path, out_dir: Path) -> Path:
    """Freeze a lock file with micropip (under Pyodide in Node), keep the two packages
    dist/ ships, and give both the sha256 of the exact files shipped."""
    raw = CACHE / f"lock-{posy_wheel.stem}.json"
    if not raw.exists():
        log("freezing the lock file with micropip")
        run("node", "tools/pyodide_build.mjs", "lock", micropip, posy_wheel, raw)
    lock = json.loads(raw.read_text())
    shipped = {"micropip": micropip, "posy": posy_wheel}
    packages = {}
    for name, path in shipped.items():
        entry = dict(lock["packages"][name])
        entry["file_name"] = path.name
        entry["sha256"] = sha256(path.read_bytes())
        entry["install_dir"] = "site"
        entry.setdefault("package_type", "package")
        packages[name] = entry
    packages["posy"]["imports"] = ["posy"]
    packages["posy"]["depends"] = []
    text = json.dumps({"info": lock["info"], "packages": packages}, indent=1, sort_keys=True)
    target = out_dir / f"posy-lock.{sha256(text.encode())[:10]}.json"
    target.write_text(text)
    return target


# An empty stdlib zip: a worker restoring the snapshot boots with it, since everything
# the games need is already imported, and installs the real zip once it is ready.
EMPTY_ZIP = b"PK\x05\x06" + bytes(18)


def make_snapshot(runtime: Path, stdlib_name: str, lock: Path) -> dict[str, object] | None:
    """A memory snapshot of Pyodide with posy imported (tools/snapshot.mjs), gzipped into
    the runtime folder, and what build.js tells the worker about it; None (the worker
    boots normally) if it cannot be made. Cached by its inputs: a snapshot is not
    byte-for-byte reproducible, and the same build must keep its file name."""
    inputs = [runtime / name for name in PYODIDE_CORE] + [
        runtime / stdlib_name,
        lock,
        ROOT / "tools" / "snapshot.mjs",
    ]
    key = sha256(b"".join(sha256(p.read_bytes()).encode() for p in inputs))[:12]
    raw = CACHE / f"snapshot-{key}.bin"
    packed = raw.with_suffix(".bin.gz")
    if not packed.exists():
        log("making the engine's memory snapshot under Pyodide")
        CACHE.mkdir(exist_ok=True)
        done = subprocess.run(["node", "tools/snapshot.mjs", runtime, stdlib_name, lock.name, raw], cwd=ROOT)
        if done.returncode != 0:
            log("no snapshot: the worker will boot Python normally")
            return None
        partial_file = packed.with_suffix(".part")
        partial_file.write_bytes(gzip.compress(raw.read_bytes(), 6, mtime=0))
        partial_file.rename(packed)
    meta = json.loads(raw.with_name(raw.name + ".json").read_text())
    data = packed.read_bytes()
    # gzipped here, so that it travels at ~5 MB on any host (few compress octet-streams);
    # the worker inflates it as it arrives
    name = f"posy-snapshot.{sha256(data)[:10]}.bin"
    (runtime / name).write_bytes(data)
    (runtime / "python_stdlib.empty.zip").write_bytes(EMPTY_ZIP)
    return {
        "file": name,
        "bytes": meta["bytes"],
        "pyodide": meta["pyodide"],
        "stdlib": stdlib_name,
        "empty_stdlib": "python_stdlib.empty.zip",
    }


# --------------------------------------------------------------------------
# dist/


def compile_messages(page_dir: Path) -> None:
    """Every language's catalogue (locale/*.po) compiled: the engine's into py/posy/locale/
    (not kept in git; the wheel takes them), the page's into ``page_dir`` (tools/locales.py)."""
    ensure_build_tools()
    run(venv_python(), ROOT / "tools" / "locales.py", "compile", ROOT / "py" / "posy" / "locale", page_dir)


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
    sys.path.insert(0, str(ROOT / "tools"))
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


def minify(web: Path) -> None:
    """web/'s JavaScript and CSS minified in place, source maps beside them (tools/minify.mjs;
    each file's output cached in .cache/minified)."""
    run("node", "tools/minify.mjs", "minify", web, CACHE / "minified", *MINIFY_SKIPPED, *MINIFY_SKIPPED_FILES)


def precompress(root: Path) -> None:
    """A .gz (gzip -9) and a .br (brotli 11) copy beside every file of ``root`` that
    compresses, for hosts that serve precompressed files (Handler does). Each copy is
    cached by the file's hash: the runtime's 10 MB of wasm take brotli a while."""
    folder = CACHE / "compressed"
    folder.mkdir(parents=True, exist_ok=True)
    files = [p for p in sorted(root.rglob("*")) if p.is_file() and p.suffix in COMPRESSED]
    missing: list[str] = []
    for path in files:
        key = folder / sha256(path.read_bytes())[:20]
        gz = key.with_suffix(".gz")
        if not gz.exists():
            gz.write_bytes(gzip.compress(path.read_bytes(), 9, mtime=0))
        if not key.with_suffix(".br").exists():
            missing += [str(path), str(key.with_suffix(".br"))]
    if missing:
        run("node", "tools/minify.mjs", "brotli", *missing)
    for path in files:
        key = folder / sha256(path.read_bytes())[:20]
        for suffix in (".gz", ".br"):
            copy = key.with_suffix(suffix)
            if copy.stat().st_size < 0.9 * path.stat().st_size:  # else a host sends the file itself
                shutil.copyfile(copy, path.with_name(path.name + suffix))


def write_catalog(path: Path) -> None:
    """The lobby's catalog (titles, blurbs, player counts, seats, options, computer
    levels) from posy itself, as a module: the lobby paints from it at once, before
    Python has started in the browser. It is what the engine's own "catalog" call
    answers (a test compares them). Beside it, the graphs of the modules the pages load
    on demand (web/graphs.js preloads each graph at once)."""
    sys.path.insert(0, str(ROOT / "py"))
    from posy import play_api

    path.write_text(
        "// Generated by build.py from posy.play_api.catalog(): the lobby paints from it\n"
        "// before the engine has started.\n"
        f"export const CATALOG = {json.dumps(play_api.catalog(), indent=1, ensure_ascii=False)};\n\n"
        "// Each module imported on demand (import()) and its static imports, paths from web/.\n"
        f"export const LAZY_GRAPHS = {json.dumps(lazy_graphs(path.parent), indent=1)};\n"
    )


def lazy_graphs(web: Path) -> dict[str, list[str]]:
    """Every module web/ imports with ``import("./literal.js")``, and its static graph:
    the page preloads that whole graph when it imports the module, instead of finding
    it one level of imports at a time (a round trip each)."""
    web = web.resolve()
    graphs: dict[str, list[str]] = {}
    for module in sorted(web.rglob("*.js")):
        for name in re.findall(r'\bimport\(\s*"(\.\.?/[^"]+\.js)"\s*\)', module.read_text()):
            entry = (module.parent / name).resolve()
            if entry.is_file() and entry.is_relative_to(web):
                graphs[entry.relative_to(web).as_posix()] = [
                    p.relative_to(web).as_posix() for p in (entry, *static_imports(entry))
                ]
    return dict(sorted(graphs.items()))


# A static import or re-export, as written (one a line) or minified (`;import{a as b}from"./x.js"`,
# `}export{c}from"./y.js"`).
STATIC_IMPORT = r'(?:^|[;}])\s*(?:import|export)\s*(?:[\w$*{},\s]*?\s*from\s*)?"(\.\.?/[^"]+)"'


def static_imports(module: Path) -> list[Path]:
    """The modules ``module`` imports statically, and theirs, depth first (no cycles
    are followed twice). Dynamic ``import()`` calls are left out: they load on demand."""
    seen: list[Path] = []

    def visit(path: Path) -> None:
        if not path.is_file():
            return  # a module build.py writes later (catalog.js while it is written): it imports nothing
        for name in re.findall(STATIC_IMPORT, path.read_text(), re.M):
            target = (path.parent / name).resolve()
            if target not in seen:
                seen.append(target)
                visit(target)

    visit(module.resolve())
    return seen


def preload_modules(page: Path) -> None:
    """Give the page a modulepreload link for every module its listed modules import
    statically, each module's graph right after it (so the page's order of links is the
    order of the requests: index.html lists a reopened game's first modules before
    app.js): the browser then fetches the whole graph at once instead of discovering it
    one level at a time (a warm start went through three round trips of the service
    worker before the lobby could paint)."""
    html = page.read_text()
    found = list(re.finditer(r'<link rel="modulepreload" href="(web/[^"]+)">\n?', html))
    if not found:
        raise SystemExit(f"{page.name} has no modulepreload link for its entry module")
    listed: list[Path] = []
    for match in found:
        for path in (page.parent / match.group(1), *static_imports(page.parent / match.group(1))):
            if path.resolve() not in listed:
                listed.append(path.resolve())
    links = "".join(
        f'<link rel="modulepreload" href="{path.relative_to(page.parent.resolve()).as_posix()}">\n'
        for path in listed
    )
    between = "".join(html[a.end() : b.start()] for a, b in itertools.pairwise(found))
    html = html[: found[0].start()] + links + between + html[found[-1].end() :]
    page.write_text(html)


def write_contract() -> None:
    """web/contract.d.ts, the page's types of the engine's views, moves and snapshot,
    written from the engine's TypedDicts (tools/contract.py): committed, so that tsc
    checks the page against it without a build, and rewritten by every build."""
    sys.path.insert(0, str(ROOT / "tools"))
    import contract  # a build helper in tools/

    contract.main([])


def write_icons(folder: Path) -> None:
    """The manifest's PNG icons, rasterised from the SVG design (cached)."""
    sys.path.insert(0, str(ROOT / "tools"))
    import icons  # a build helper in tools/

    key = sha256((ROOT / "tools" / "icons.py").read_bytes())[:10]
    for name, size, maskable in (
        ("icon-192", 192, False),
        ("icon-512", 512, False),
        ("icon-maskable-512", 512, True),
    ):
        cached = CACHE / f"{name}.{key}.png"
        if not cached.exists():
            CACHE.mkdir(exist_ok=True)
            cached.write_bytes(icons.render(size, maskable))
        shutil.copy2(cached, folder / f"{name}.png")


def write_service_worker(build_id: str) -> None:
    """dist/sw.js: web/sw.js with this build's id and the list of every file to precache
    (not the source maps: only developer tools read them, and over the network)."""
    files = sorted(
        p.relative_to(DIST).as_posix() for p in DIST.rglob("*") if p.is_file() and p.suffix != ".map"
    )
    header = (
        "// Generated by build.py from web/sw.js.\n"
        f"const BUILD_ID = {json.dumps(build_id)};\n"
        f"const PRECACHE = {json.dumps(['./', *files], indent=0)};\n\n"
    )
    (DIST / "sw.js").write_text(header + (ROOT / "web" / "sw.js").read_text())


# --------------------------------------------------------------------------
# serve


class Handler(http.server.SimpleHTTPRequestHandler):
    """Static files with the MIME types and cache headers a real host should use, and the
    build's precompressed copies (<file>.br, <file>.gz) sent in place of a file when the
    request's Accept-Encoding allows, as hosts that serve precompressed files do."""

    encoded: tuple[str, str] | None = None  # this response's (encoding, file sent), if compressed
    varies = False  # the file has compressed copies: the response depends on Accept-Encoding

    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".json": "application/json",
        ".webmanifest": "application/manifest+json",
        ".svg": "image/svg+xml",
        ".whl": "application/zip",
        ".map": "application/json",
        ".zip": "application/zip",
    }

    def send_head(self) -> Any:
        self.encoded, self.varies = None, False
        target = Path(super().translate_path(self.path))
        if target.is_dir() and self.path.split("?", 1)[0].endswith("/"):
            target = target / "index.html"
        copies = {name: target.with_name(target.name + suffix) for name, suffix in ENCODINGS.items()}
        self.varies = target.is_file() and any(copy.is_file() for copy in copies.values())
        accepted = accepted_encodings(self.headers.get("Accept-Encoding", ""))
        for name, copy in copies.items():
            # a copy older than its file (the file changed after the build) is never sent
            fresh = copy.is_file() and copy.stat().st_mtime >= target.stat().st_mtime
            if self.varies and name in accepted and fresh:
                self.encoded = (name, str(copy))
                break
        return super().send_head()

    def translate_path(self, path: str) -> str:
        return self.encoded[1] if self.encoded else super().translate_path(path)

    def guess_type(self, path: str | os.PathLike[str]) -> str:
        if self.encoded:  # the type of the file the copy is of
            return super().guess_type(str(path).removesuffix(ENCODINGS[self.encoded[0]]))
        return super().guess_type(path)

    def end_headers(self) -> None:
        if self.encoded:
            self.send_header("Content-Encoding", self.encoded[0])
        if self.varies:
            self.send_header("Vary", "Accept-Encoding")
        path = self.path.split("?", 1)[0]
        if "/pyodide/" in path:
            # versioned directory + content-hashed names: never changes
            self.send_header("Cache-Control", "public, max-age=31536000, immutable")
        else:
            self.send_header("Cache-Control", "no-cache")
        self.send_header("X-Content-Type-Options", "nosniff")
        self.send_header("Referrer-Policy", "no-referrer")
        if path.endswith("/web/embed.js"):
            # a module script loaded by a page on another origin needs CORS; only the
            # custom element's file is shared so (it loads embed.html in an iframe)
            self.send_header("Access-Control-Allow-Origin", "*")
        if path.endswith("/") or path.endswith("/index.html"):
            # the app is not to be framed by other sites; embed.html is made to be
            self.send_header("Content-Security-Policy", "frame-ancestors 'self'")
            self.send_header("X-Frame-Options", "SAMEORIGIN")
        super().end_headers()

    def log_message(self, format: str, *args: object) -> None:
        if os.environ.get("POSY_QUIET"):
            return
        super().log_message(format, *args)


def accepted_encodings(header: str) -> set[str]:
    """The content codings an Accept-Encoding header accepts (``q=0`` refuses one)."""
    accepted = set()
    for part in header.split(","):
        name, _, params = part.strip().partition(";")
        quality = re.search(r"q\s*=\s*([\d.]+)", params)
        if name and not (quality and float(quality.group(1)) == 0):
            accepted.add(name.strip().lower())
    return accepted


class Server(http.server.ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request: socket.socket | tuple[bytes, socket.socket], client_address: Any) -> None:
        # A browser that closes a connection early (page reload, test teardown) is not an error.
        if isinstance(sys.exc_info()[1], ConnectionError):
            return
        super().handle_error(request, client_address)


def make_server(port: int, directory: Path = DIST) -> Server:
    handler = partial(Handler, directory=str(directory))
    return Server(("127.0.0.1", port), handler)


def serve(port: int) -> None:
    build()
    server = make_server(port)
    log(f"serving dist/ at http://127.0.0.1:{server.server_address[1]}/  (Ctrl+C to stop)")
    with contextlib.suppress(KeyboardInterrupt):
        server.serve_forever()


# --------------------------------------------------------------------------
# test and bench


def venv_python() -> Path:
    return VENV / "bin" / "python"


def ensure_venv(requirements: tuple[str, ...], marker_name: str) -> None:
    """.venv, with ``requirements`` installed (once: a marker file lists them)."""
    if not venv_python().exists():
        log("creating .venv")
        run(sys.executable, "-m", "venv", VENV)
    marker = VENV / marker_name
    wanted = "\n".join(requirements)
    if not marker.exists() or marker.read_text() != wanted:
        log("installing into .venv: " + ", ".join(requirements))
        run(venv_python(), "-m", "pip", "install", "--quiet", "--disable-pip-version-check", *requirements)
        marker.write_text(wanted)


def ensure_build_tools() -> None:
    ensure_venv(BUILD_REQUIREMENTS, ".posy-build-requirements")


def ensure_test_tools() -> None:
    ensure_build_tools()
    ensure_venv(TEST_REQUIREMENTS, ".posy-requirements")
    browsers = {CHROMIUM: "chromium", **OTHER_ENGINES, **FONTS}
    missing = [package for binary, package in browsers.items() if not binary.exists()]
    if missing:
        if os.geteuid() != 0:
            wanted = " ".join(missing)
            raise SystemExit(
                f"Test packages are missing: run `sudo apt-get install -y {wanted}`, then try again."
            )
        log("installing with apt: " + ", ".join(missing))
        env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
        run("apt-get", "update", "-q", env=env)
        run("apt-get", "install", "-y", "-q", "--no-install-recommends", *missing, env=env)


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
