"""The lobby's start-up in other languages (issue 45: "the lobby in German as fast as in
English"): navigation to the interactive lobby, cold (a fresh profile) and warm (the same
profile again), each language in turn within every run so that the machine's busy
moments touch them all alike. A language other than English loads one more module
first, its page catalogue (web/locale/<lang>.js, fetched while the rest of the page is).

    python3 build.py bench --only languages [--runs N]
"""

from __future__ import annotations

import statistics
import tempfile
from typing import Any

from playwright.sync_api import Playwright

# English, the longest language, the non-Latin one; the pseudo-language while a language
# is not offered yet (?lang= falls back to English for one not offered: the page's <html
# lang> says which it spoke, and a run that did not speak it is not counted).
LANGUAGES = ("en", "de", "ja")


def _visit(pw: Playwright, url: str, profile: str, language: str) -> tuple[float | None, str | None]:
    import bench

    ctx = bench.launch(pw, profile)
    page = ctx.new_page()
    page.goto(url + ("" if language == "en" else f"?lang={language}"))
    lobby = bench.marks(page, "html[data-lobby=ready]")["lobby"]
    spoken = page.get_attribute("html", "lang")
    ctx.close()
    return lobby, spoken


def lobby_times(pw: Playwright, url: str, runs: int) -> dict[str, dict[str, list[float]]]:
    """Per language, the cold and warm lobby times (ms from navigation) of ``runs`` runs."""
    out: dict[str, dict[str, list[float]]] = {lang: {"cold": [], "warm": []} for lang in LANGUAGES}
    for _run in range(runs):
        for language in LANGUAGES:
            with tempfile.TemporaryDirectory() as profile:
                for temperature in ("cold", "warm"):
                    lobby, spoken = _visit(pw, url, profile, language)
                    if lobby is not None and spoken == language:
                        out[language][temperature].append(lobby)
    return out


def report(times: dict[str, dict[str, list[float]]]) -> list[dict[str, Any]]:
    """Print the medians; the rows bench_docs keeps."""
    rows = []
    print("the lobby in each language, interactive (ms from navigation, medians):")
    for language, by in times.items():
        if not by["cold"]:
            print(f"  {language}: not offered yet (the page spoke English)")
            continue
        cold, warm = statistics.median(by["cold"]), statistics.median(by["warm"])
        print(f"  {language}: cold {cold:6.0f}   warm {warm:6.0f}   runs: {len(by['cold'])}")
        rows.append({"language": language, "cold": by["cold"], "warm": by["warm"]})
    return rows
