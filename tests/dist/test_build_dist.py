"""What build.py makes of web/ for a phone's network: minified modules and stylesheets
with their source maps beside them, precompressed copies that are the very files, a
server that sends a copy only to a browser that accepts it, and a service worker that
precaches the files a page loads (not the copies, not the maps). Checks dist/ as built
(`python3 build.py test` builds it first); the server's rules on a folder of its own.

A request to another origin fails every browser test (tests/browser/conftest.py)."""

from __future__ import annotations

import gzip
import hashlib
import json
import re
import subprocess
import sys
import threading
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
import build  # noqa: E402
import build_dist  # noqa: E402  (tools/, on the path once build is imported)
import build_install  # noqa: E402

DIST = build.DIST
# written after the minifier has run (the build id and the runtime's file names), or data
GENERATED_LATE = {"build.js", *build.MINIFY_SKIPPED_FILES}


@pytest.fixture(scope="module")
def dist() -> Path:
    if not (DIST / "web" / "build.js").exists():
        pytest.fail("dist/ is not built: run `python3 build.py test`.")
    return DIST


def page_files(dist: Path) -> list[Path]:
    """dist/web/'s modules and stylesheets, less the vendored and late-generated ones and
    the catalogues (data, copied as compiled: build_dist.MINIFY_SKIPPED)."""
    return [
        p
        for p in sorted((dist / "web").rglob("*"))
        if p.suffix in (".js", ".css")
        and not set(build_dist.MINIFY_SKIPPED) & set(p.relative_to(dist / "web").parts)
        and p.name not in GENERATED_LATE
    ]


def test_every_module_and_stylesheet_is_minified_with_its_map_holding_the_source(dist: Path) -> None:
    files = page_files(dist)
    assert len(files) > 50
    for path in files:
        text = path.read_text()
        mapped = re.search(r"[#@] sourceMappingURL=(\S+?)(?: \*/)?\s*$", text)
        assert mapped and mapped.group(1) == f"{path.name}.map", path
        source_map = json.loads((path.parent / mapped.group(1)).read_text())
        empty = text.startswith("export{};")  # types.js: type definitions only, no code
        assert source_map["version"] == 3 and (source_map["mappings"] or empty), path
        original = ROOT / path.relative_to(dist)
        if not empty and not original.exists():  # a module the build writes (web/lobby/pictures.js)
            assert source_map["sourcesContent"][0], path
        elif not empty:
            assert source_map["sourcesContent"] == [original.read_text()], path
            assert len(text) < 0.9 * len(original.read_text()), f"{path} is not minified"


def test_modules_stay_modules_one_file_each_importing_the_others(dist: Path) -> None:
    """No bundling: each module imports the others by their paths, import() keeps the
    literal paths catalog.js's module graphs name, and the exports keep their names."""
    assert re.search(r'import\{[^}]*\}from"\./catalog\.js"', (dist / "web" / "app.js").read_text())
    assert 'import("./shell.js")' in (dist / "web" / "graphs.js").read_text()
    assert re.search(r"export(\{[^}]*\b| class )GameView\b", (dist / "web" / "shell.js").read_text())


def test_the_minified_modules_import_what_their_sources_import(dist: Path) -> None:
    """build.py reads a module's static imports from dist/ too (the offline test does): the
    same modules from the minified text as from the source."""
    for path in page_files(dist):
        source = ROOT / path.relative_to(dist)
        if path.suffix == ".js" and source.exists():
            minified = {p.relative_to((dist / "web").resolve()) for p in build.static_imports(path)}
            written = {p.relative_to((ROOT / "web").resolve()) for p in build.static_imports(source)}
            assert minified == written, path


def brotli_digests(paths: list[Path]) -> dict[str, str]:
    """The sha256 of each .br file inflated, by Node's zlib (Python's standard library has no brotli)."""
    script = (
        "const {readFileSync}=require('fs');const {brotliDecompressSync}=require('zlib');"
        "const {createHash}=require('crypto');const out={};"
        "for (const p of process.argv.slice(1)) out[p]=createHash('sha256')"
        ".update(brotliDecompressSync(readFileSync(p))).digest('hex');console.log(JSON.stringify(out));"
    )
    done = subprocess.run(
        ["node", "-e", script, *map(str, paths)], capture_output=True, text=True, check=True
    )
    digests: dict[str, str] = json.loads(done.stdout)
    return digests


def test_precompressed_copies_are_the_files_themselves(dist: Path) -> None:
    copies = sorted(dist.rglob("*.gz")) + sorted(dist.rglob("*.br"))
    for must in ("index.html", "web/app.js", "web/style.css", "pyodide/314.0.7/pyodide.asm.wasm"):
        if must.startswith("pyodide/"):
            must = f"pyodide/{build.pyodide_version()}/pyodide.asm.wasm"
        assert (dist / f"{must}.gz") in copies and (dist / f"{must}.br") in copies, must
    for gz in dist.rglob("*.gz"):
        assert gzip.decompress(gz.read_bytes()) == gz.with_suffix("").read_bytes(), gz
    brs = sorted(dist.rglob("*.br"))
    for path, digest in brotli_digests(brs).items():
        assert digest == hashlib.sha256(Path(path).with_suffix("").read_bytes()).hexdigest(), path


def test_the_service_worker_precaches_the_files_not_their_copies_or_maps(dist: Path) -> None:
    found = re.search(r"const PRECACHE = (\[.*?\]);", (dist / "sw.js").read_text(), re.S)
    assert found
    precache = json.loads(found.group(1))
    assert "web/app.js" in precache and "web/style.css" in precache and "index.html" in precache
    assert not [p for p in precache if p.endswith((".gz", ".br", ".map"))]


@pytest.fixture(scope="module")
def folder_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    folder = tmp_path_factory.mktemp("served")
    (folder / "index.html").write_text("<!doctype html><p>page")
    (folder / "index.html.br").write_bytes(b"br of the page")
    (folder / "a.js").write_text("export const a = 1;\n")
    (folder / "a.js.gz").write_bytes(gzip.compress(b"export const a = 1;\n", mtime=0))
    (folder / "a.js.br").write_bytes(b"br of a.js")
    (folder / "plain.css").write_text("p{color:red}")
    httpd = build.make_server(0, folder)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}"
    httpd.shutdown()


def fetch(url: str, accept: str | None) -> tuple[dict[str, str], bytes]:
    request = urllib.request.Request(url, headers={"Accept-Encoding": accept} if accept is not None else {})
    with urllib.request.urlopen(request) as response:
        return {k.lower(): v for k, v in response.headers.items()}, response.read()


@pytest.mark.parametrize(
    ("accept", "encoding", "body"),
    [
        ("gzip, deflate, br", "br", b"br of a.js"),
        ("gzip", "gzip", gzip.compress(b"export const a = 1;\n", mtime=0)),
        ("br;q=0, gzip;q=0.5", "gzip", gzip.compress(b"export const a = 1;\n", mtime=0)),
        ("identity", None, b"export const a = 1;\n"),
        (None, None, b"export const a = 1;\n"),
    ],
)
def test_the_server_sends_a_copy_only_when_the_browser_accepts_it(
    folder_server: str, accept: str | None, encoding: str | None, body: bytes
) -> None:
    headers, got = fetch(folder_server + "/a.js", accept)
    assert got == body
    assert headers.get("content-encoding") == encoding
    assert headers["content-type"] == "text/javascript"  # the file's type, not the copy's
    assert headers["vary"] == "Accept-Encoding"  # caches keep one answer per encoding
    assert headers["content-length"] == str(len(body))


def test_the_page_at_a_folder_is_sent_compressed_as_html(folder_server: str) -> None:
    headers, got = fetch(folder_server + "/", "br")
    assert (got, headers["content-encoding"], headers["content-type"]) == (
        b"br of the page",
        "br",
        "text/html",
    )
    assert headers["content-security-policy"] == "frame-ancestors 'self'"


def test_a_file_without_copies_is_sent_as_it_is_and_does_not_vary(folder_server: str) -> None:
    headers, got = fetch(folder_server + "/plain.css", "br, gzip")
    assert got == b"p{color:red}" and "content-encoding" not in headers and "vary" not in headers


def test_npm_ci_runs_when_a_pinned_package_is_missing_or_another_version(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "package.json").write_text(
        json.dumps({"devDependencies": {"tool": "1.2.3", "loose": "^2.0.0"}})
    )
    modules = tmp_path / "node_modules"
    monkeypatch.setattr(build_install, "ROOT", tmp_path)
    monkeypatch.setattr(build_install, "NODE_MODULES", modules)
    assert not build_install.npm_packages_installed()
    for name, version in (("tool", "1.2.2"), ("loose", "2.5.0")):
        (modules / name).mkdir(parents=True)
        (modules / name / "package.json").write_text(json.dumps({"version": version}))
    assert not build_install.npm_packages_installed()
    (modules / "tool" / "package.json").write_text(json.dumps({"version": "1.2.3"}))
    assert build_install.npm_packages_installed()
