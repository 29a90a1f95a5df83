"""What the build and the tests need, installed when missing: the npm packages of
package-lock.json, the pinned micropip wheel (checksum verified), a .venv with the build's
and the tests' Python packages, and Debian's browsers and a Japanese font for the tests
(via apt, when root). Standard library only (it makes .venv)."""

from __future__ import annotations

import json
import os
import re
import sys
from pathlib import Path

from build_base import (
    CACHE,
    MICROPIP_SHA256,
    MICROPIP_VERSION,
    NODE_MODULES,
    ROOT,
    VENDOR,
    VENV,
    log,
    pyodide_version,
    run,
    sha256,
    venv_python,
)

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
