"""Fixtures of the engines layer (tests/engines): the site served to both engines, and
a virtual X display for WebKitGTK. engines_site.py says what is served and why."""

from __future__ import annotations

import os
import shutil
import subprocess
import threading
from collections.abc import Iterator

import pytest
from engines_site import EnginesHandler, build, prepare_site


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
