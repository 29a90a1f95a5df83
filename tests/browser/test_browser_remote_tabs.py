"""A friend's link opened where people open them (web/remote/flow.js, web/app.js): in
the tab that already shows its game (the address bar's fragment changes: no reload),
in that tab reloaded with the link in its address, and in a second tab while the first
still shows the game (which follows it, and shows its end), and two links opened in
one tab one right after the other (each applied in turn). Two browser contexts are two
devices; a second page of one context is a second tab of the same browser."""

from __future__ import annotations

from typing import Any

from helpers import open_app, ply
from remote_helpers import friend, invite, link_on, send, whose_turn
from test_browser_floriado import play_one as floriado_move

__all__ = ["friend"]  # the fixture, used by name

OPEN_HERE = "(link) => { location.href = link; }"  # the link pasted into this tab's address bar


def both_on_the_board(page: Any, friend: Any, server: str) -> tuple[Any, Any]:
    """Ann invites, Bob joins; one move each way so that both devices show the board.
    Returns (the device to move now, the other)."""
    invite(page, friend, server, "floriado")
    me, other = whose_turn(page, friend)
    floriado_move(me)
    send(link_on(me), other, server, fresh=False)  # in the tab showing the waiting screen
    other.wait_for_selector(".floriado-board")
    return whose_turn(page, friend)


def test_a_link_opened_in_the_tab_showing_its_game_is_applied(page: Any, friend: Any, server: str) -> None:
    me, other = both_on_the_board(page, friend, server)
    floriado_move(me)
    link = link_on(me)
    before = ply(other)
    assert other.evaluate("location.hash").startswith("#play=")  # the very game on screen
    other.evaluate(OPEN_HERE, link)
    other.wait_for_function(f"Number(document.body.dataset.ply) > {before}", timeout=30_000)
    assert other.locator(".lobby").count() == 0
    assert other.evaluate("location.hash").startswith("#play="), (
        "the link is used up: a reload does not reopen it"
    )
    assert "Your turn" in other.inner_text("#remote")
    applied = ply(other)
    # the same link again: its sentence, and nothing changed
    other.evaluate(OPEN_HERE, link)
    other.wait_for_selector("#toast:not([hidden])")
    assert "Already up to date" in other.inner_text("#toast")
    assert ply(other) == applied and other.locator(".lobby").count() == 0
    # the next move's link, in this tab's address when it reloads
    me, other = other, me
    floriado_move(me)
    link = link_on(me)
    before = ply(other)
    other.evaluate("(link) => history.replaceState(null, '', link)", link)
    other.reload()
    other.wait_for_function(f"Number(document.body.dataset.ply) > {before}", timeout=60_000)
    assert other.locator(".lobby").count() == 0


def test_a_second_tab_takes_the_link_and_the_first_follows_to_the_end(
    page: Any, friend: Any, server: str
) -> None:
    me, other = both_on_the_board(page, friend, server)
    floriado_move(me)
    link = link_on(me)
    first = other  # the tab that shows the game
    before = ply(first)
    second = first.context.new_page()  # the messenger opens the link in a new tab
    second.goto(link)
    second.wait_for_function(f"Number(document.body.dataset.ply) > {before}", timeout=60_000)
    # the first tab shows the game as it stands now, and may play on: nothing was lost
    first.wait_for_function(f"Number(document.body.dataset.ply) === {ply(second)}", timeout=30_000)
    assert first.locator(".notice.stale").count() == 0
    assert "Your turn" in first.inner_text("#remote")
    # the player resigns in the first tab: the second follows it to the end
    first.once("dialog", lambda dialog: dialog.accept())
    first.click("#remote >> text=Resign")
    for tab in (first, second):
        tab.wait_for_function("document.body.dataset.over === 'true'", timeout=30_000)
        assert tab.locator(".notice.stale").count() == 0, (
            "no 'continued in another tab' once the game is over"
        )
    second.close()


# links opened in this tab's address bar, each as soon as the one before has begun to open
ONE_AFTER_THE_OTHER = """async (links) => {
  for (const link of links) {
    location.href = link;
    await new Promise((resolve) => setTimeout(resolve));
  }
}"""


def test_two_links_opened_one_right_after_the_other_are_both_applied(
    page: Any, friend: Any, server: str
) -> None:
    page.emulate_media(reduced_motion="reduce")
    open_app(page, server)
    page.click("[data-friend=floriado]")
    page.fill("#name-0", "Ann")
    page.click("#start")
    friend.goto(link_on(page))
    friend.fill("#remote-name", "Bob")
    friend.click("#join")
    send(link_on(friend), page, server)
    lots = link_on(page)  # Ann's device drew the lots: Bob's still waits for them
    me, _ = whose_turn(page, page)
    floriado_move(me)
    moved = link_on(page)  # the lots and Ann's move
    # a messenger opens both in Bob's tab, the second while the first is still opening
    friend.evaluate(ONE_AFTER_THE_OTHER, [lots, moved])
    friend.wait_for_function(f"document.body.dataset.ply === '{ply(page)}'", timeout=60_000)
    assert friend.locator(".lobby").count() == 0
    assert "Your turn" in friend.inner_text("#remote")
