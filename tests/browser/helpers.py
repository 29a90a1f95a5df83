"""Small steps the browser tests share: open the app, start a game, wait for a move."""

from __future__ import annotations

import json
from typing import Any

BOOT_TIMEOUT = 90_000


def open_app(page: Any, server: str, query: str = "") -> None:
    page.goto(server + query)
    page.wait_for_selector("html[data-engine=ready]", timeout=BOOT_TIMEOUT)


def start_game(page: Any, game_id: str, names: list[str] | None = None, players: int | None = None) -> None:
    page.click(f".game-card[data-game={game_id}]")
    if players is not None:
        page.select_option("#players", str(players))
    for i, name in enumerate(names or []):
        page.fill(f"#name-{i}", name)
    page.click("#start")
    page.wait_for_selector("body[data-ply='0']")


def ply(page: Any) -> int:
    return int(page.get_attribute("body", "data-ply") or -1)


def wait_for_ply_change(page: Any, before: int, timeout: float = 15_000) -> None:
    page.wait_for_function(f"document.body.dataset.ply !== '{before}'", timeout=timeout)


def is_over(page: Any) -> bool:
    return page.get_attribute("body", "data-over") == "true"


def dismiss_handoff(page: Any) -> bool:
    """Tap through a hand-off screen if one is showing."""
    button = page.locator(".handoff button")
    if button.count():
        button.first.click()
        return True
    return False


def saved_record(page: Any) -> dict[str, Any]:
    """The game record the page saved for the game on screen (its #play=<id>)."""
    save_id = page.evaluate("location.hash.slice(6)")
    return json.loads(page.evaluate(f"localStorage.getItem('posy:game:{save_id}')"))["record"]


def open_saved(page: Any, server: str, record: dict[str, Any], save_id: str = "test") -> None:
    """Store ``record`` as a saved game and open it the way a reload would."""
    open_app(page, server)
    save = json.dumps({"record": record, "finished": False, "savedAt": 0, "rev": 1})
    page.evaluate(f"localStorage.setItem('posy:game:{save_id}', {json.dumps(save)})")
    page.goto("about:blank")
    page.goto(f"{server}#play={save_id}")
    page.wait_for_selector("html[data-engine=ready]", timeout=BOOT_TIMEOUT)
    # the game is on screen (or behind its hand-off), or the lobby says why not
    page.wait_for_selector("body[data-ply], .handoff button, .notice.error", timeout=BOOT_TIMEOUT)
