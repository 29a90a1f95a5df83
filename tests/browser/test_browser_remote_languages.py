"""Issue 45: a game with a friend between two devices that speak two languages: Ann's
device in the pseudo-language (accented and longer: any English left outside the
catalogue shows) and Bob's in English, then Ann's in French and Bob's in Japanese. Only
moves travel in the links (no sentence), so each device writes every status in its own
language and the game stays in step."""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

from helpers import open_app, ply
from remote_helpers import friend, link_on, send, whose_turn
from test_browser_floriado import play_one as floriado_move

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import pytest
from locales import pseudo_text

from posy.core import i18n

__all__ = ["friend"]  # the fixture, used by name
PSEUDO = "en-XA"
# English words a status or a panel could be written with: none may show on Ann's device
ENGLISH = re.compile(r"\b(Waiting|Your turn|Send this|Copy the link|friend|answer|Resign|draw)\b")


def speak(page: Any, language: str) -> None:
    """The device's chosen language, as the lobby's menu keeps it (web/i18n.js): every
    page this context loads speaks it, the friend's links included (they carry none)."""
    page.context.add_init_script(
        f"try {{ localStorage.setItem('posy:language', '{language}'); }} catch {{}}"  # about:blank has none
    )


def status_of(page: Any) -> str:
    return str(page.inner_text("#remote .remote-status"))


def words(language: str) -> Any:
    """A message as a device speaking `language` writes it (the catalogue the build compiled)."""
    if language == PSEUDO:
        return pseudo_text
    return i18n._catalogue(language).gettext


@pytest.mark.parametrize(("ann", "bob"), [(PSEUDO, "en"), ("fr", "ja")])
def test_two_devices_in_two_languages_play_in_step(
    page: Any, friend: Any, server: str, ann: str, bob: str
) -> None:
    assert bob == "en" or (bob in i18n.OFFERED and ann in i18n.OFFERED)
    mine, theirs = words(ann), words(bob)
    speak(page, ann)
    speak(friend, bob)
    page.emulate_media(reduced_motion="reduce")
    open_app(page, server, f"?lang={ann}")
    assert page.evaluate("document.documentElement.lang") == ann
    page.click("[data-friend=floriado]")
    page.fill("#name-0", "Ann")
    page.click("#start")
    page.wait_for_selector("#remote .remote-status")
    joining = re.escape(mine("Waiting for {name} to join.")).replace(re.escape("{name}"), ".+")
    assert re.fullmatch(joining, status_of(page)), status_of(page)  # the name the lobby gave the seat
    invitation = link_on(page)
    assert "lang=" not in invitation  # the link carries moves, never a language
    friend.goto(invitation)
    friend.wait_for_selector("#invitation")
    assert friend.evaluate("document.documentElement.lang") == bob
    invites = theirs("{name} invites you to play {game}").format(name="Ann", game="Floriado")
    assert invites in friend.inner_text("#invitation")
    friend.fill("#remote-name", "Bob")
    friend.click("#join")
    send(link_on(friend), page, server, fresh=False)
    page.wait_for_selector(".floriado-board")
    for moves in range(4):
        me, other = whose_turn(page, friend)
        floriado_move(me)
        waiting = status_of(me)  # the friend's turn (or, when the friend is out of moves, mine again)
        name = "Ann" if me is friend else "Bob"
        said = mine if me is page else theirs
        assert waiting in (said("Waiting for {name}.").format(name=name), said("Your turn.")), waiting
        if me is page:
            assert not ENGLISH.search(page.inner_text("#remote")), page.inner_text("#remote")
        to = said("Send this to {names}:").format(names=name)
        assert to in me.inner_text("#remote .remote-to")
        send(link_on(me), other, server, fresh=moves == 0)
        other.wait_for_selector(".floriado-board")
        other.wait_for_function(f"Number(document.body.dataset.ply) === {ply(me)}")  # in step
        assert ply(other) == ply(me)
    me, other = whose_turn(page, friend)
    mine, theirs = (mine, theirs) if me is page else (theirs, mine)
    assert status_of(me) == mine("Your turn.")
    assert status_of(other) == theirs("Waiting for {name}.").format(name="Ann" if me is page else "Bob")
    # the one to play resigns: each device says who resigned and the checked result in its own words
    resigner = "Ann" if me is page else "Bob"
    me.once("dialog", lambda dialog: dialog.accept())
    me.get_by_role("button", name=mine("Resign"), exact=True).click()
    me.wait_for_selector("#audit")
    send(link_on(me), other, server, fresh=False)
    other.wait_for_selector("#audit")
    for device, said in ((me, mine), (other, theirs)):
        assert status_of(device) == said("{name} resigned.").format(name=resigner)
        assert device.inner_text("#audit") == said("Checked: fair game")
