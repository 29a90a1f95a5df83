"""The computer's strength on the setup screen, in the words of the shipped ratings
(posy.strength), and Expert searching on two workers when the device has the cores."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from helpers import BOOT_TIMEOUT, open_app

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "py"))
from posy import strength
from posy.ratings import RATINGS


def test_the_setup_shows_the_measured_strength_of_the_chosen_level(page: Any, server: str) -> None:
    config = next(c for c in RATINGS if c.endswith("/2") and strength.sentence("medium", c))
    game_id = config.split("/")[0]
    open_app(page, server)
    page.click(f".game-card[data-game={game_id}]")
    assert page.locator("#strength-1").is_hidden()  # a person: nothing to say
    page.select_option("#seat-1", "medium")
    text = strength.sentence("medium", config)
    assert text is not None
    assert page.inner_text("#strength-1") == f"Medium: {text[0].lower()}{text[1:]}"
    page.select_option("#seat-1", "")
    assert page.locator("#strength-1").is_hidden()


def test_expert_searches_on_two_workers_once_its_helper_is_up(page: Any, server: str) -> None:
    """A device with 3 cores: one for the page, two workers. The first Expert move
    starts the helper (and is searched by one worker meanwhile); a later one by two."""
    page.add_init_script("Object.defineProperty(navigator, 'hardwareConcurrency', {get: () => 3})")
    page.emulate_media(reduced_motion="reduce")
    page.goto(server + "embed.html?game=petal_battle&computer=0:expert,1:expert")  # two computers: watch
    page.wait_for_selector("body[data-searchers='1']", timeout=BOOT_TIMEOUT)  # the helper still starting
    page.wait_for_selector("body[data-searchers='2']", timeout=90_000)
