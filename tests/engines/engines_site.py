"""The engines layer's site and helpers (conftest.py has its fixtures): Posy's core journeys in Firefox ESR (Gecko, over WebDriver BiDi with
puppeteer-core) and WebKitGTK (Safari's engine, over W3C WebDriver with WebKitWebDriver
under Xvfb), both from Debian's packages, which `python3 build.py test` installs.

The site served is dist/ as built, copied, with tests/engines/probe.js put first in
every page, the engine's worker and the service worker (it hears console errors that
classic WebDriver cannot), and a server that the journeys can take offline or ask to
hold back Python's wasm (engine-neutral: no engine's request interception needed)."""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT))

os.environ.setdefault("POSY_QUIET", "1")
import build as build  # noqa: E402  (re-exported: the layer's conftest and bench use it)

PROBE = "__probe.js"


class Switches:
    """What one engine's journeys ask of the server: offline (no answer at all, the
    connection closes, as with no network) and holding pyodide.asm.wasm back. Each
    engine has its own: the two run side by side, and a shared switch let WebKit's
    offline journey take Firefox's page offline whenever the two overlapped."""

    def __init__(self) -> None:
        self.offline = False
        self.released = threading.Event()
        self.released.set()


SWITCHES = {"firefox": Switches(), "webkit": Switches()}


def requester(user_agent: str) -> str:
    """The engine a request comes from (its pages, workers and service worker alike)."""
    return "firefox" if "Firefox/" in user_agent else "webkit"


class EnginesHandler(build.Handler):
    def do_GET(self) -> None:
        path = self.path.split("?", 1)[0]
        if path.startswith("/__test__/"):
            engine, _, what = path.removeprefix("/__test__/").partition("/")
            switches = SWITCHES[engine]
            if what == "offline/on":
                switches.offline = True
            elif what == "offline/off":
                switches.offline = False
            elif what == "hold/on":
                switches.released.clear()
            elif what == "hold/off":
                switches.released.set()
            self.send_response(204)
            self.end_headers()
            return
        switches = SWITCHES[requester(self.headers.get("User-Agent", ""))]
        if switches.offline and not path.endswith(PROBE):
            self.close_connection = True  # no response: a network error for the browser
            return
        if path.endswith("/pyodide.asm.wasm"):
            switches.released.wait(60)
        super().do_GET()


def prepare_site(site: Path) -> Path:
    """dist/ copied to ``site``, with the probe put first in pages and workers."""
    shutil.copytree(build.DIST, site)
    shutil.copy2(HERE / "probe.js", site / PROBE)
    tag = f'<script src="/{PROBE}"></script>'
    for page in site.rglob("*.html"):
        html = page.read_text()
        csp = html.find('<meta http-equiv="Content-Security-Policy"')
        if csp >= 0:
            at = html.index(">", csp) + 1  # after the policy: it applies to the probe too
        elif "<head>" in html:
            at = html.index("<head>") + len("<head>")
        else:
            continue  # no page of the app's: nothing runs there
        page.write_text(html[:at] + "\n" + tag + html[at:])
    worker = site / "web" / "worker.js"
    worker.write_text(f'import "/{PROBE}";\n' + worker.read_text())
    sw = site / "sw.js"
    sw.write_text(f'importScripts("/{PROBE}");\n' + sw.read_text())
    return site


@contextlib.contextmanager
def virtual_display() -> Iterator[str]:
    """A virtual X display (Xvfb, on a free number): its name, as for $DISPLAY."""
    read, write = os.pipe()
    xvfb = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
        pass_fds=(write,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    with os.fdopen(read) as pipe:
        number = pipe.readline().strip()
    try:
        yield f":{number}"
    finally:
        xvfb.terminate()
        xvfb.wait(10)


class NodeRun:
    """tests/engines/``script`` running in Node, started at once; ``lines()`` waits for
    its JSON lines, in order (both engines' journeys run side by side: they mostly wait).
    Its time limit is under the suite's per-test one (build.py), so its message comes first."""

    def __init__(
        self, script: str, *args: str, env: dict[str, str] | None = None, timeout: float = 840
    ) -> None:
        self.timeout = timeout
        self.process = subprocess.Popen(
            ["node", str(HERE / script), *args],
            cwd=ROOT,
            env={**os.environ, **(env or {})},
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        self.found: list[dict[str, Any]] | None = None

    def lines(self) -> list[dict[str, Any]]:
        if self.found is None:
            try:
                stdout, stderr = self.process.communicate(timeout=self.timeout)
            except subprocess.TimeoutExpired:
                self.process.kill()
                stdout, stderr = self.process.communicate()
            self.found = []
            for line in stdout.splitlines():
                try:
                    self.found.append(json.loads(line))
                except ValueError:
                    self.found.append({"text": line})
            if self.process.returncode != 0:
                self.found.append({"exit": self.process.returncode, "stderr": stderr[-4000:]})
        return self.found
