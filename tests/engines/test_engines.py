"""The core journeys in Firefox ESR and WebKitGTK (journeys.mjs, one browser start per
engine): the lobby before Python, a game of each of the five against the computer by
taps, a save resumed after a reload, a share link, the embed page, offline after one
visit; no console error in any. Each journey is its own test here; an engine's journeys
run once, together, and the tests read their results."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest
from engines_site import ROOT, run_node

JOURNEYS = (
    "lobby",
    "game_floriado",
    "game_petal",
    "game_petals",
    "game_petal_battle",
    "game_anthokyklos",
    "share_link",
    "embed",
    "offline",
)
BINARIES = {"firefox": "/usr/bin/firefox-esr", "webkit": "/usr/bin/WebKitWebDriver"}
PACKAGES = {"firefox": "firefox-esr", "webkit": "webkit2gtk-driver"}

_results: dict[str, dict[str, Any]] = {}


def results(engine: str, site_url: str, request: pytest.FixtureRequest) -> dict[str, Any]:
    if engine not in _results:
        if not Path(BINARIES[engine]).exists():
            pytest.skip(
                f"{BINARIES[engine]} is missing: apt-get install -y {PACKAGES[engine]} (build.py test does it as root)"
            )
        if not (ROOT / "node_modules" / "puppeteer-core").exists() or shutil.which("node") is None:
            pytest.skip("Node and puppeteer-core are needed: npm ci (build.py test does it)")
        env = {}
        if engine == "webkit":
            env["DISPLAY"] = request.getfixturevalue("display")
        lines = run_node("journeys.mjs", engine, site_url, env=env)
        by_name: dict[str, Any] = {"lines": lines}
        for line in lines:
            if "journey" in line:
                by_name[line["journey"]] = line
            elif "features" in line:
                by_name["features"] = line["features"]
            elif "version" in line:
                by_name["version"] = line["version"]
        _results[engine] = by_name
        print(f"\n{engine}: {by_name.get('version')}; features {json.dumps(by_name.get('features'))}")
    return _results[engine]


@pytest.mark.parametrize("journey", JOURNEYS)
@pytest.mark.parametrize("engine", ("firefox", "webkit"))
def test_journey(engine: str, journey: str, site_url: str, request: pytest.FixtureRequest) -> None:
    found = results(engine, site_url, request)
    line = found.get(journey)
    assert line is not None, f"{engine} never ran {journey}: {json.dumps(found['lines'])[-3000:]}"
    assert line["error"] is None, f"{engine} {journey}: {line['error']}"
    assert not line["errors"], f"{engine} {journey}: console errors {line['errors']}"
    assert line["ok"], line
