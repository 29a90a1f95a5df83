"""Embedding: <posy-game> elements in a host page, events through postMessage, a new
game on request, foreign messages ignored, nothing from the URL turned into HTML."""

from __future__ import annotations

from typing import Any

from helpers import BOOT_TIMEOUT, is_over, ply
from test_browser_floriado import play_one


def events(page: Any, kind: str, target: str) -> list[dict[str, Any]]:
    return page.evaluate(
        f"(window.posyEvents || []).filter((e) => e.type === '{kind}' && e.target === '{target}').map((e) => e.detail)"
    )


def frame_of(page: Any, selector: str) -> Any:
    frame = page.wait_for_selector(selector).content_frame()
    frame.wait_for_selector("html[data-engine=ready]", timeout=BOOT_TIMEOUT)
    return frame


def test_two_embedded_games_report_ready_move_and_over(page: Any, server: str) -> None:
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(server + "examples/embed.html")
    page.wait_for_function(
        "(window.posyEvents || []).filter((e) => e.type === 'posy-ready').length >= 2", timeout=BOOT_TIMEOUT
    )
    [left] = events(page, "posy-ready", "left")
    assert left["game"] == "floriado" and left["names"] == ["Ann", "Bob"] and left["id"] == "left"
    [right] = events(page, "posy-ready", "right")
    assert right["game"] == "petal" and right["names"] == ["Cleo", "Dan"]
    frame = frame_of(page, "#left iframe")
    assert frame.locator(".lobby").count() == 0 and frame.locator("#home").count() == 0
    for _ in range(200):
        if is_over(frame):
            break
        play_one(frame)
    page.wait_for_function("(window.posyEvents || []).some((e) => e.type === 'posy-over')")
    [over] = events(page, "posy-over", "left")
    assert len(over["scores"]) == 2 and over["winners"] and over["names"] == ["Ann", "Bob"]
    moves = events(page, "posy-move", "left")
    assert len(moves) == ply(frame) and moves[0]["ply"] == 1 and moves[0]["log"].startswith("Ann starts on")
    page.click("#again")  # the host asks for a new game
    page.wait_for_function(
        "(window.posyEvents || []).filter((e) => e.type === 'posy-ready' && e.target === 'left').length === 2"
    )
    assert events(page, "posy-ready", "left")[1]["names"] == ["Eve", "Finn"]
    frame = frame_of(page, "#left iframe")
    frame.wait_for_selector("body[data-ply='0']")


def test_messages_from_another_origin_are_ignored(page: Any, server: str) -> None:
    page.goto(server + "examples/embed.html")  # a page on our origin that is not the one the embed trusts
    page.evaluate(
        f"""document.body.innerHTML = '<iframe id="f" style="width:900px;height:700px" src="{server}embed.html?game=floriado&origin=https://elsewhere.example"></iframe>'"""
    )
    frame = frame_of(page, "#f")
    frame.wait_for_selector("body[data-ply='0']")
    play_one(frame)
    page.evaluate(
        "document.getElementById('f').contentWindow.postMessage({source: 'posy', type: 'new'}, '*')"
    )
    frame.evaluate("window.postMessage({source: 'posy', type: 'new'}, '*')")  # not from the parent either
    page.wait_for_timeout(1500)
    assert ply(frame) == 1, "the game was not restarted by an untrusted message"


def test_embed_errors_are_sentences_and_urls_are_never_html(page: Any, server: str) -> None:
    page.goto(server + "embed.html?game=chess")
    page.wait_for_selector(".embed-error")
    assert page.inner_text(".embed-error") == "There is no game called “chess” in Posy."
    page.goto(server + "embed.html?game=floriado&players=3")
    page.wait_for_selector(".embed-error")
    assert "for 2 players" in page.inner_text(".embed-error")
    page.goto(server + "embed.html?game=floriado&names=%3Cimg%20src%3Dx%3E,Bob")
    page.wait_for_selector("body[data-ply='0']", timeout=BOOT_TIMEOUT)
    assert page.locator("img").count() == 0
    assert "<img src=x>" in page.inner_text(".panels")
