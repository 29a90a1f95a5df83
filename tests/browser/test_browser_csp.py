"""The pages' Content-Security-Policy in force (the other browser tests bypass it, as
Playwright's string waits are evaluated code): the lobby, a setup, the rules, every game
played by computers, a finished game's final screen and replay, all without one
violation (Chromium reports each as a console error, which fails the test)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from helpers import BOOT_TIMEOUT, link_fragment
from test_browser_layout import finished_record

from conftest import SIZES, Watch

GAMES = ("floriado", "petal", "petals", "petal_battle", "anthokyklos")


@pytest.fixture
def strict_page(browser: Any, watch: Watch) -> Iterator[Any]:
    context = browser.new_context(viewport=SIZES["desktop"], service_workers="block")
    page = context.new_page()
    watch.attach(context, page)
    violations: list[str] = []

    def on_console(message: Any) -> None:
        if "Content Security Policy" in message.text:
            violations.append(message.text)

    page.on("console", on_console)
    page.csp_violations = violations
    yield page
    context.close()
    assert not violations, violations
    watch.errors = [e for e in watch.errors if "Content Security Policy" not in e]  # the probe's
    watch.check()


def test_the_lobby_setup_and_rules_under_the_policy(strict_page: Any, server: str) -> None:
    page = strict_page
    page.goto(server)
    page.wait_for_selector("html[data-engine=ready]", timeout=BOOT_TIMEOUT)
    # the policy is in force: an inline style attribute is refused (then forgotten here)
    probe = """() => new Promise((resolve) => {
        document.addEventListener("securitypolicyviolation", (e) => resolve(e.effectiveDirective), { once: true });
        const node = document.createElement("div");
        node.setAttribute("style", "color: red");
        document.body.append(node);
        node.remove();
    })"""
    assert page.evaluate(probe).startswith("style-src")
    page.wait_for_timeout(100)
    page.csp_violations.clear()
    page.click(".game-card[data-game=anthokyklos]")
    page.click("#start")
    page.wait_for_selector("body[data-ply='0']")
    page.click("#rules")
    page.wait_for_selector(".rules-page h3")


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_plays_under_the_policy(strict_page: Any, server: str, game_id: str) -> None:
    page = strict_page
    players = 2
    computers = ",".join(f"{seat}:easy" for seat in range(players))
    page.goto(f"{server}embed.html?game={game_id}&players={players}&computer={computers}")
    page.wait_for_selector("body[data-ply='3']", timeout=BOOT_TIMEOUT)  # computers play each other


def test_a_final_screen_and_replay_under_the_policy(strict_page: Any, server: str) -> None:
    page = strict_page
    page.goto(server)
    page.wait_for_selector("html[data-lobby=ready]", timeout=BOOT_TIMEOUT)
    record = finished_record("anthokyklos", 5)
    fragment = link_fragment(page, record)
    page.goto("about:blank")
    page.goto(server + fragment)
    page.wait_for_selector("#final", timeout=BOOT_TIMEOUT)
    page.click("#final >> text=Replay")
    page.wait_for_selector("body[data-ply='0']")
    page.click("[aria-label='Next move']")
    page.wait_for_selector("body[data-ply='1']")
