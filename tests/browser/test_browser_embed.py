"""Embedding: <posy-game> elements in a host page, events through postMessage, a new
game on request, foreign messages ignored, nothing from the URL turned into HTML."""

from __future__ import annotations

import http.server
import threading
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from helpers import BOOT_TIMEOUT, console_errors, is_over, ply
from test_browser_floriado import play_one


def events(page: Any, kind: str, target: str) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = page.evaluate(
        f"(window.posyEvents || []).filter((e) => e.type === '{kind}' && e.target === '{target}').map((e) => e.detail)"
    )
    return found


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
    # each iframe is named by its game, in the game's language (two frames, two names)
    assert left["title"] == "Floriado — Posy game" and left["lang"] == "en"
    assert page.get_attribute("#left iframe", "title") == "Floriado — Posy game"
    assert page.get_attribute("#right iframe", "title") == "Petal — Posy game"
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


def test_an_embedded_game_speaks_its_element_s_language_or_else_the_host_page_s(
    page: Any, server: str
) -> None:
    """`lang` on the element, else the host page's <html lang> (inherited, as HTML's lang
    is): the game, its iframe's name and its ready event are in that language."""
    page.goto(server + "examples/embed.html")
    page.evaluate(
        """document.documentElement.lang = 'de';
        document.body.innerHTML = `<posy-game id="fr" game="floriado" names="Ann,Bob" lang="fr" embed-id="fr"
          style="height: 640px"></posy-game><posy-game id="de" game="petal" embed-id="de" style="height: 640px"></posy-game>`"""
    )
    page.wait_for_function(
        "(window.posyEvents || []).filter((e) => e.type === 'posy-ready').length >= 2", timeout=BOOT_TIMEOUT
    )
    [fr] = events(page, "posy-ready", "fr")
    assert fr["lang"] == "fr" and fr["title"] == "Floriado — Partie de Posy"
    assert page.get_attribute("#fr iframe", "title") == "Floriado — Partie de Posy"
    assert page.get_attribute("#fr iframe", "lang") == "fr"
    frame = frame_of(page, "#fr iframe")
    assert frame.evaluate("document.documentElement.lang") == "fr"
    assert frame.inner_text("#status") == "À Ann de jouer"
    [de] = events(page, "posy-ready", "de")
    assert de["lang"] == "de" and de["title"] == "Petal — Posy-Spiel"
    assert frame_of(page, "#de iframe").evaluate("document.documentElement.lang") == "de"


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


HOST_PAGE = """<!doctype html><html><head><meta charset="utf-8"><title>host</title></head><body>
<script type="module" src="{posy}web/embed.js"></script>
<posy-game game="floriado" names="Ann,Bob" embed-id="far" style="height: 640px"></posy-game>
<script>
  window.posyEvents = [];
  for (const kind of ["posy-ready", "posy-move", "posy-error"])
    document.addEventListener(kind, (e) => window.posyEvents.push({{ type: e.type, detail: e.detail }}));
</script></body></html>"""


@contextmanager
def host_server(html: str) -> Iterator[str]:
    """A second origin (another port) serving one host page."""

    class Host(http.server.BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            body = html.encode()
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, format: str, *args: object) -> None:
            pass

    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Host)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}/"
    finally:
        httpd.shutdown()


def test_a_page_on_another_origin_embeds_a_game(browser: Any, server: str) -> None:
    """docs/embedding.md's <script type="module" src=".../web/embed.js"> from another origin:
    the module needs CORS, which the server sends for embed.js (and nothing else)."""
    with host_server(HOST_PAGE.format(posy=server)) as host:
        assert host.split(":")[-1] != server.split(":")[-1]
        context = browser.new_context(service_workers="block", bypass_csp=True)  # see conftest
        page = context.new_page()
        errors = console_errors(page)
        page.goto(host)
        page.wait_for_function("window.posyEvents.some((e) => e.type === 'posy-ready')", timeout=BOOT_TIMEOUT)
        frame = frame_of(page, "posy-game iframe")
        play_one(frame)
        page.wait_for_function("window.posyEvents.some((e) => e.type === 'posy-move')")
        assert not errors, errors
        context.close()
    with urllib.request.urlopen(server + "web/embed.js") as response:
        assert response.headers["Access-Control-Allow-Origin"] == "*"
    with urllib.request.urlopen(server + "web/app.js") as response:
        assert response.headers["Access-Control-Allow-Origin"] is None


def test_pages_carry_a_content_security_policy_and_framing_rules(server: str) -> None:
    for page in ("index.html", "embed.html"):
        with urllib.request.urlopen(server + page) as response:
            html = response.read().decode()
            assert response.headers["Referrer-Policy"] == "no-referrer"
            framing = response.headers["Content-Security-Policy"]
        meta = html.split('http-equiv="Content-Security-Policy" content="', 1)[1].split('"', 1)[0]
        assert "default-src 'self'" in meta and "'wasm-unsafe-eval'" in meta and "'unsafe-inline'" not in meta
        if page == "index.html":
            assert framing == "frame-ancestors 'self'"
        else:
            assert framing is None  # embed.html is made to be framed by any site
