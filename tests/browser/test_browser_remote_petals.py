"""Petals with a friend on another device, by link: one round, its deal by mental
poker (nothing offered to send while a long link's parts arrive), every trick, the
count, the audit; each hand stays on its own device."""

from __future__ import annotations

from typing import Any

from helpers import ply
from remote_helpers import LINK, WAIT, friend, invite, links_on, send, whose_turn

__all__ = ["friend"]  # the fixture, used by name


def play_petals(page: Any) -> None:
    """One Petals decision by taps: the first target (a card, a place, a keep)."""
    before = ply(page)
    page.locator("[data-target], [data-option]").first.click()
    page.wait_for_function(f"Number(document.body.dataset.ply) !== {before}", timeout=WAIT)


def test_petals_by_links_keeps_each_hand_on_its_own_device(page: Any, friend: Any, server: str) -> None:
    invite(page, friend, server, "petals")
    parts = links_on(page)  # the deal's first message: a long link, in parts
    assert len(parts) > 1
    send(parts[0], friend, server)
    friend.wait_for_function("document.querySelector('#remote')?.textContent.includes('Part 1 of')")
    # nothing to send while the parts arrive: Bob's device made nothing
    assert friend.locator(LINK).count() == 0 and "Send this" not in friend.inner_text("#remote")
    sent: dict[int, list[str]] = {}

    def exchange(fresh: bool = False) -> None:
        """Each device's new links go to the other, until neither has anything new: the
        deal of each round (mental poker) goes back and forth several times. `fresh`: each
        opened by a fresh page load, else in the tab that shows the game."""
        for _ in range(12):
            moved = False
            for me, other in ((page, friend), (friend, page)):
                if not me.locator(LINK).count():
                    continue
                links = links_on(me)
                if sent.get(id(me)) != links:
                    sent[id(me)] = links
                    send(links, other, server, fresh)
                    moved = True
            if not moved:
                return

    exchange(fresh=True)  # the deal, each part of each message a fresh page load
    decisions = 0
    while page.evaluate("document.body.dataset.over") != "true" and decisions < 400:
        me, _ = whose_turn(page, friend)
        play_petals(me)
        decisions += 1
        exchange(fresh=decisions % 20 == 0)  # a fresh page load costs seconds: a few of them
    assert decisions < 400
    exchange(fresh=True)
    assert "Checked: fair game" in page.inner_text("#audit")
    assert "Checked: fair game" in friend.inner_text("#audit")
