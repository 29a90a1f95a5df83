"""Fixtures of the engines layer (tests/engines): the site served to both engines, and
a virtual X display for WebKitGTK. engines_site.py says what is served and why."""

from __future__ import annotations

import shutil
import threading
from collections.abc import Iterator

import pytest
from engines_site import EnginesHandler, build, prepare_site, virtual_display


@pytest.fixture(scope="session")
def site_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    if not (build.DIST / "web" / "build.js").exists():
        pytest.fail("dist/ is not built: run `python3 build.py test`.")
    site = prepare_site(tmp_path_factory.mktemp("engines") / "site")
    httpd = build.Server(("127.0.0.1", 0), lambda *a: EnginesHandler(*a, directory=str(site)))
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}/"
    httpd.shutdown()


@pytest.fixture(scope="session")
def display() -> Iterator[str]:
    """A virtual X display (Xvfb) for WebKitGTK's MiniBrowser, which has no headless mode."""
    if shutil.which("Xvfb") is None:
        pytest.skip("Xvfb is missing: apt-get install -y xvfb (build.py test does it as root)")
    with virtual_display() as name:
        yield name
