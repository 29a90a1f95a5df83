"""Offline and installable: after one visit the app starts and a whole game plays with
the network off; a new build is announced, not forced."""

from __future__ import annotations

import json
import re
import urllib.request
from typing import Any

import build
import pytest
from helpers import BOOT_TIMEOUT, console_errors, is_over, start_game
from test_browser_floriado import play_one


@pytest.fixture
def sw_context(browser: Any) -> Any:
    ctx = browser.new_context(
        viewport={"width": 1024, "height": 768}, bypass_csp=True
    )  # service workers allowed
    yield ctx
    ctx.close()


def wait_until_controlled(page: Any) -> None:
    page.evaluate("navigator.serviceWorker.ready")
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=BOOT_TIMEOUT)


def test_plays_a_whole_game_offline_after_one_visit(sw_context: Any, server: str) -> None:
    page = sw_context.new_page()
    # every request's timing kept (the browser keeps 250 by default: the build's modules
    # and catalogues are more, and which ones were left out varied with the load)
    page.add_init_script("performance.setResourceTimingBufferSize(5000)")
    errors = console_errors(page)
    page.goto(server)
    page.wait_for_selector("html[data-engine=ready]", timeout=BOOT_TIMEOUT)
    wait_until_controlled(page)
    sw_context.set_offline(True)
    page.reload()
    page.wait_for_selector("html[data-engine=ready]", timeout=BOOT_TIMEOUT)
    # the page and its modules came from the build's cache by static routes, without
    # waiting for the service worker to start (sw.js, install); the engine's worker
    # fetches through the fetch handler (its requests are not routed statically)
    paths = ("/", "/web/style.css", "/web/app.js", "/web/shell.js", "/web/catalog.js")
    page.wait_for_function(
        f"{list(paths[1:])}.every((p) => performance.getEntriesByType('resource')"
        ".some((e) => new URL(e.name).pathname === p))"
    )
    served = page.evaluate(
        "Object.fromEntries([performance.getEntriesByType('navigation')[0], ...performance.getEntriesByType('resource')]"
        ".map((e) => [new URL(e.name).pathname, e.workerMatchedSourceType]))"
    )
    for path in paths:
        assert served[path] == "cache", (path, served)
    start_game(page, "floriado")
    for _ in range(200):
        if is_over(page):
            break
        play_one(page)
    assert is_over(page)
    page.locator("#final").wait_for()
    page.click("#final >> text=Lobby")
    page.click(".game-card[data-game=floriado]")
    page.goto(f"{server}?game=floriado")  # a query: the fetch handler serves the page
    page.wait_for_selector("form >> text=Rules")
    assert (
        page.evaluate("performance.getEntriesByType('navigation')[0].workerMatchedSourceType")
        == "fetch-event"
    )
    page.click("form >> text=Rules")
    page.wait_for_selector(".rules-page h3")
    assert page.inner_text(".dialog-head h2") == "Floriado"
    assert not errors, errors


def test_first_visit_does_not_reload_itself(sw_context: Any, server: str) -> None:
    """The first install claims the page; that is no update, so no reload (it cost ~0.9 s)."""
    page = sw_context.new_page()
    loads: list[str] = []
    page.on("load", lambda: loads.append(page.url))
    page.goto(server)
    page.wait_for_selector("html[data-engine=ready]", timeout=BOOT_TIMEOUT)
    wait_until_controlled(page)
    page.wait_for_timeout(500)
    assert len(loads) == 1, loads


def test_manifest_and_icons_make_it_installable(server: str) -> None:
    manifest = json.loads(urllib.request.urlopen(server + "manifest.webmanifest").read())
    assert manifest["display"] == "standalone" and manifest["start_url"] == "./"
    sizes = {icon["sizes"] for icon in manifest["icons"]}
    assert {"192x192", "512x512"} <= sizes
    assert any(icon.get("purpose") == "maskable" for icon in manifest["icons"])
    for icon in manifest["icons"]:
        data = urllib.request.urlopen(server + icon["src"]).read()
        if icon["type"] == "image/png":
            assert data[:8] == b"\x89PNG\r\n\x1a\n"
            width = int.from_bytes(data[16:20], "big")
            assert f"{width}x{width}" == icon["sizes"]


def test_service_worker_precaches_every_file_of_the_build(server: str) -> None:
    sw = urllib.request.urlopen(server + "sw.js").read().decode()
    precache = json.loads(sw[sw.index("const PRECACHE = ") + len("const PRECACHE = ") : sw.index(";\n\n")])
    build_js = urllib.request.urlopen(server + "web/build.js").read().decode()
    runtime = json.loads(build_js[build_js.index("{") : build_js.rindex("}") + 1])
    for name in (
        "index.html",
        "web/app.js",
        "web/games/floriado/index.js",
        runtime["pyodide"] + "pyodide.asm.wasm",
        runtime["pyodide"] + runtime["stdlib"],
        runtime["pyodide"] + runtime["lock"],
        runtime["pyodide"] + runtime["posy"],
    ):
        assert name in precache
    assert f'const BUILD_ID = "{runtime["id"]}"' in sw


def test_pages_preload_every_module_they_import_at_start(page: Any, server: str) -> None:
    """build.py lists a page's whole static module graph as modulepreload links, so the
    browser fetches it at once: no module is discovered late, one level at a time. The
    page's source may list more (index.html: what a reopened game imports first, from
    web/reopen.js): those come with their graphs too."""
    for name in ("index.html", "embed.html"):
        html = urllib.request.urlopen(server + name).read().decode()
        listed = set(re.findall(r'<link rel="modulepreload" href="([^"]+)">', html))
        source = (build.ROOT / name).read_text()
        entries = {
            *re.findall(r'<script type="module"(?: async)? src="([^"]+)">', html),
            *re.findall(r'<link rel="modulepreload" href="([^"]+)">', source),
        }
        graph = {
            *entries,
            *(
                p.relative_to(build.DIST.resolve()).as_posix()
                for e in entries
                for p in build.static_imports(build.DIST / e)
            ),
        }
        assert listed == graph, name
    page.goto(server)
    page.wait_for_selector("html[data-lobby=ready]", timeout=BOOT_TIMEOUT)
    # a module found by parsing its importer would start after app.js had arrived; the
    # modules imported on demand (the game screen, once the lobby is up) come as a whole
    # graph, preloaded at once (web/graphs.js)
    catalog = (build.DIST / "web" / "catalog.js").read_text()
    graphs = json.loads(
        catalog[catalog.index("LAZY_GRAPHS = ") + len("LAZY_GRAPHS = ") : catalog.rindex(";")]
    )
    assert {"shell.js", "remote/flow.js", "tutorial/index.js", "games/floriado/index.js"} <= set(graphs)
    on_demand = {f"{server}web/{path}" for graph in graphs.values() for path in graph}
    # the engine's worker fetches its own graph (a page cannot preload into a worker)
    worker = {
        "web/worker.js",
        *(
            p.relative_to(build.DIST.resolve()).as_posix()
            for p in build.static_imports(build.DIST / "web" / "worker.js")
        ),
    }
    assert "web/snapshot_read.js" in worker
    late = page.evaluate(
        """(worker) => {
          const entries = performance.getEntriesByType('resource');
          const app = entries.find((e) => e.name.endsWith('/web/app.js'));
          return entries.filter((e) => /[/]web[/][^/]+[.]js$/.test(e.name) && !worker.includes(new URL(e.name).pathname.slice(1))
            && e.startTime > app.responseEnd).map((e) => e.name);
        }""",
        sorted(worker),
    )
    assert not set(late) - on_demand, late


def test_a_new_build_is_announced_not_forced(sw_context: Any, tmp_path: Any) -> None:
    import shutil
    import threading

    import build
    from helpers import ply

    site = tmp_path / "site"
    shutil.copytree(build.DIST, site)
    httpd = build.make_server(0, site)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{httpd.server_address[1]}/"
    try:
        page = sw_context.new_page()
        page.goto(url)
        page.wait_for_selector("html[data-engine=ready]", timeout=BOOT_TIMEOUT)
        wait_until_controlled(page)
        start_game(page, "floriado")
        play_one(page)
        play_one(page)
        # a new build lands on the host while the game is going on
        sw = (site / "sw.js").read_text()
        (site / "sw.js").write_text(sw.replace("const BUILD_ID = ", 'const BUILD_ID = "next" + '))
        page.evaluate("navigator.serviceWorker.getRegistration().then((r) => r.update())")
        page.wait_for_selector("#update", timeout=60_000)
        assert ply(page) == 2, "the running game is not interrupted"
        with page.expect_navigation(timeout=60_000):
            page.click("#update >> text=Reload")
        page.wait_for_selector("body[data-ply='2']", timeout=BOOT_TIMEOUT)  # the game resumes
        caches = page.evaluate("caches.keys()")
        assert len(caches) == 1 and caches[0].startswith("posy-next"), caches
    finally:
        httpd.shutdown()


KEPT_SNAPSHOT = """async (damage) => {
  const { BUILD } = await import("./web/build.js");
  const cache = await caches.open(`posy-${BUILD.id}`);
  const key = new URL(`${BUILD.pyodide}${BUILD.snapshot.file}?inflated`, location.origin + "/").href;
  if (damage === "zeros") await cache.put(key, new Response(new Uint8Array(BUILD.snapshot.bytes)));
  if (damage === "short") await cache.put(key, new Response(new Uint8Array(1000)));
  const hit = await cache.match(key);
  return hit ? (await hit.arrayBuffer()).byteLength : null;
}"""


def kept_snapshot(page: Any, damage: str | None = None) -> int | None:
    """The length of the inflated snapshot kept in the build's cache (after ``damage``)."""
    length: int | None = page.evaluate(KEPT_SNAPSHOT, damage)
    return length


def wait_for_kept_snapshot(page: Any, length: int | None) -> None:
    for _ in range(100):
        if kept_snapshot(page) == length:
            return
        page.wait_for_timeout(100)
    assert kept_snapshot(page) == length


def started_from(page: Any) -> tuple[str, str | None]:
    """How the engine started: ("snapshot", "kept" | "fetched") or ("normal", None)."""
    page.wait_for_selector("html[data-engine=ready]", timeout=BOOT_TIMEOUT)
    timing = page.evaluate("performance.getEntriesByName('posy-interactive')[0].detail")
    return timing["boot"], timing["snapshot"]


def test_the_inflated_snapshot_is_kept_for_the_next_start(sw_context: Any, server: str) -> None:
    """After a first start the worker keeps the inflated snapshot in the build's cache, and
    the next start reads it instead of inflating the download again. A kept copy of the
    wrong length is fetched afresh and replaced; one that does not start Python falls back
    to the normal start and is forgotten."""
    found = re.search(r"BUILD = (\{.*\});", (build.DIST / "web" / "build.js").read_text(), re.S)
    assert found is not None, "dist/web/build.js holds the BUILD object"
    size = json.loads(found.group(1))["snapshot"]["bytes"]
    page = sw_context.new_page()
    page.goto(server)
    assert started_from(page) == ("snapshot", "fetched")
    wait_until_controlled(page)
    wait_for_kept_snapshot(page, size)
    page.goto(server)
    assert started_from(page) == ("snapshot", "kept")
    start_game(page, "floriado")
    play_one(page)

    kept_snapshot(page, "short")
    page.goto(server)
    assert started_from(page) == ("snapshot", "fetched")
    wait_for_kept_snapshot(page, size)

    kept_snapshot(page, "zeros")
    page.goto(server)
    assert started_from(page) == ("normal", None)
    wait_for_kept_snapshot(page, None)
    start_game(page, "floriado")
    play_one(page)
    page.goto(server)
    assert started_from(page) == ("snapshot", "fetched")
