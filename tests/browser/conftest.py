"""Layer 3: Playwright for Python driving the system Chromium against dist/ served
on localhost by build.py's own server (same MIME types and cache headers).

Every test's page is watched: a request to any other origin is blocked and fails
the test, and so does any console error or uncaught page error."""

from __future__ import annotations

import os
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

os.environ.setdefault("POSY_QUIET", "1")
import build  # noqa: E402

playwright_api = pytest.importorskip("playwright.sync_api")

SIZES = {
    "phone": {"width": 390, "height": 844},
    "tablet": {"width": 768, "height": 1024},
    "tablet-landscape": {"width": 1024, "height": 768},
    "desktop": {"width": 1280, "height": 800},
}


@pytest.fixture(scope="session")
def server() -> Iterator[str]:
    if not (build.DIST / "web" / "build.js").exists():
        pytest.fail("dist/ is not built: run `python3 build.py test`.")
    httpd = build.make_server(0)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}/"
    httpd.shutdown()


@pytest.fixture(scope="session")
def browser() -> Iterator[object]:
    if not build.CHROMIUM.exists():
        pytest.fail("Chromium is missing: apt-get install -y chromium (build.py test does it as root).")
    with playwright_api.sync_playwright() as pw:
        chromium = pw.chromium.launch(executable_path=str(build.CHROMIUM), args=list(build.CHROMIUM_ARGS))
        yield chromium
        chromium.close()


class Watch:
    """What a page did that it must not: foreign requests, console errors."""

    def __init__(self, origin: str) -> None:
        self.origin = origin
        self.foreign: list[str] = []
        self.errors: list[str] = []

    def attach(self, context: object, page: object) -> None:
        def route(r: object) -> None:
            url = r.request.url  # type: ignore[attr-defined]
            parsed = urlparse(url)
            if parsed.scheme in ("data", "blob") or f"{parsed.scheme}://{parsed.netloc}" == self.origin:
                r.continue_()  # type: ignore[attr-defined]
            else:
                self.foreign.append(url)
                r.abort()  # type: ignore[attr-defined]

        def on_console(message: Any) -> None:
            if message.type == "error":
                self.errors.append(message.text)

        context.route("**/*", route)  # type: ignore[attr-defined]
        page.on("console", on_console)  # type: ignore[attr-defined]
        page.on("pageerror", lambda e: self.errors.append(str(e)))  # type: ignore[attr-defined]

    def check(self) -> None:
        assert not self.foreign, f"requests left the origin: {self.foreign}"
        assert not self.errors, f"console errors: {self.errors}"


@pytest.fixture
def context(browser: object, server: str) -> Iterator[object]:
    # bypass_csp: Playwright's wait_for_function evaluates strings, which the pages' CSP
    # forbids; test_browser_csp.py plays every game with the policy in force
    ctx = browser.new_context(viewport=SIZES["desktop"], service_workers="block", bypass_csp=True)  # type: ignore[attr-defined]
    yield ctx
    ctx.close()


@pytest.fixture
def watch(server: str) -> Watch:
    parsed = urlparse(server)
    return Watch(f"{parsed.scheme}://{parsed.netloc}")


@pytest.fixture
def page(context: object, watch: Watch) -> Iterator[object]:
    pg = context.new_page()  # type: ignore[attr-defined]
    watch.attach(context, pg)
    yield pg
    watch.check()
