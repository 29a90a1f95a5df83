"""The page in the player's language (issue 45): the lobby read in the pseudo-language
(?lang=en-XA: every message accented and longer) has no English left outside the
catalogue, nothing wider than a phone and no axe violation; the language chosen in the settings holds at
once, without losing the game on screen, and after a reload; a rules page comes in the
page's language."""

from __future__ import annotations

from typing import Any

from helpers import BOOT_TIMEOUT, open_app, ply, start_game
from test_browser_axe import audit
from test_browser_floriado import play_one

from conftest import SIZES

# Every text node, accessible name, title, alt and placeholder of the page that is not
# in the pseudo-language, where it should be: not a proper name (Posy, a game's title),
# nor a number or a sign, nor text marked as another language (the menus' languages,
# each named in itself), nor a string of the lobby's catalog (py/posy writes those: a
# string the page's catalogue does not have yet is that side's to mark).
LEFT_IN_ENGLISH = """async (root) => {
  const { CATALOG } = await import("./web/catalog.js");
  const { default: pseudo } = await import("./web/locale/en-XA.js");
  const names = new Set(["Posy", ...CATALOG.games.map((g) => g.title)]);
  const pending = new Set();
  const walk = (value) => {
    if (typeof value === "string" && !(value in pseudo.messages)) pending.add(value);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk(CATALOG);
  const accented = /[åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ]/;
  const page = document.documentElement.lang;
  const foreign = (el) => el.closest("[lang]") !== document.documentElement;
  const english = (text) => {
    const bare = text.replace(/[()]/g, "").trim();
    return /[A-Za-z]{2,}/.test(bare) && !accented.test(bare) && !names.has(bare) && !pending.has(bare);
  };
  const found = [];
  const top = document.querySelector(root);
  const walker = document.createTreeWalker(top, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const node = walker.currentNode;
    const el = node.parentElement;
    if (!el || el.closest("script, style, noscript, [hidden]") || foreign(el)) continue;
    if (english(node.nodeValue)) found.push(node.nodeValue.trim());
  }
  for (const el of top.querySelectorAll("[aria-label], [title], [alt], [placeholder]")) {
    if (foreign(el)) continue;
    for (const name of ["aria-label", "title", "alt", "placeholder"]) {
      const value = el.getAttribute(name);
      if (value && english(value) && !value.startsWith("https://")) found.push(`${name}=${value}`);
    }
  }
  if (english(document.title)) found.push(`title: ${document.title}`);
  return { page, found };
}"""

WIDER_THAN_SCREEN = """(root) => [...document.querySelectorAll(`${root} *`)]
  .filter((el) => el.getClientRects().length && el.closest(".overlay, main, header"))
  .filter((el) => { const r = el.getBoundingClientRect(); return r.right > innerWidth + 1 || r.left < -1; })
  .filter((el) => !el.closest(".sr-only"))
  .map((el) => `${el.tagName.toLowerCase()}.${el.className}: ${el.textContent.trim().slice(0, 40)}`)"""


def english_left(page: Any, root: str = "body") -> list[str]:
    """What is left in English in ``root`` (a selector) of a page in the pseudo-language."""
    answer = page.evaluate(LEFT_IN_ENGLISH, root)
    assert answer["page"] == "en-XA"
    return list(answer["found"])


def test_the_lobby_and_the_settings_in_the_pseudo_language(browser: Any, server: str) -> None:
    """No English of the page's own left, no overflow at a phone's width; <html lang> follows."""
    context = browser.new_context(viewport=SIZES["phone"], service_workers="block", bypass_csp=True)
    try:
        page = context.new_page()
        page.goto(server + "?lang=en-XA")
        page.wait_for_selector(".lobby")
        assert page.get_attribute("html", "lang") == "en-XA"
        assert english_left(page) == []
        assert page.evaluate(WIDER_THAN_SCREEN, "body") == []
        # the axe audit in a language not English: names that start with the words shown, lang marked
        assert audit(page, "the lobby in en-XA") == []
        # the lobby's own language menu: labelled with its visible words, each language named in itself
        label = page.inner_text("label[for=lobby-language]")
        assert "Ļåñĝûåĝé" in label
        assert page.locator("#lobby-language option[lang=en]").inner_text() == "English"
        page.click(".game-card[data-game=petals]")  # a setup sheet
        page.wait_for_selector("form.setup")
        assert english_left(page) == []
        assert page.evaluate(WIDER_THAN_SCREEN, "body") == []
        page.keyboard.press("Escape")
        page.click("#settings-open")
        page.wait_for_selector("#settings")
        assert english_left(page) == []
        assert page.evaluate(WIDER_THAN_SCREEN, "body") == []
        assert audit(page, "the settings in en-XA") == []
    finally:
        context.close()


def choose(page: Any, select: str, tag: str) -> None:
    page.select_option(select, tag)
    page.wait_for_function(f"document.documentElement.lang === '{tag}'")


def test_a_language_chosen_holds_at_once_keeps_the_game_and_is_remembered(page: Any, server: str) -> None:
    page.set_viewport_size(SIZES["phone"])
    open_app(page, server, "?lang=en-XA")
    start_game(page, "floriado", ["Ann", "Bob"])
    assert page.inner_text("#status") != "Ann to play"  # in the pseudo-language
    # the game screen's own words (the game's renderer writes the board's and the panels')
    for part in ("header", ".log h2", ".hint-row"):
        assert english_left(page, part) == [], part
    play_one(page)
    played, log = ply(page), page.locator(".log li").count()
    assert played == 1 and log == 1
    page.click("#menu")
    assert english_left(page, "#game-menu") == []
    assert page.evaluate(WIDER_THAN_SCREEN, ".overlay") == []
    page.click("#menu-settings")
    choose(page, "#setting-language", "en")
    # the screen in English at once: its status line, its buttons, the settings dialog; the game as it was
    page.wait_for_function("document.querySelector('#status').innerText === 'Bob to play'")
    assert page.inner_text("#undo .label") == "Undo"
    assert page.inner_text("#settings h2") == "Settings"
    assert ply(page) == played and page.locator(".log li").count() == log
    assert page.locator("#undo").is_enabled()  # the move can still be taken back
    assert "lang=" not in page.url  # the player's choice wins over the address's from now on
    assert page.evaluate("localStorage.getItem('posy:language')") == "en"
    # and back to the pseudo-language, remembered across a reload that resumes the game
    choose(page, "#setting-language", "en-XA")
    assert page.inner_text("#undo .label") != "Undo"
    page.reload()
    page.wait_for_selector(f"body[data-ply='{played}']", timeout=BOOT_TIMEOUT)
    assert page.get_attribute("html", "lang") == "en-XA"
    assert "Ûñđö" in page.inner_text("#undo .label")
    assert page.locator(".log li").count() == log


def test_a_rules_page_in_the_page_language(page: Any, server: str) -> None:
    """assets/rules/<id>.<lang>.html, its own <h2> dropped; else the English page, marked lang=en."""
    page.goto(server)
    page.wait_for_selector(".lobby")
    requested: list[str] = []
    page.on("request", lambda request: requested.append(request.url))
    page.evaluate("import('./web/i18n.js').then((m) => m.useLanguage('fr'))")
    page.click(".game-card[data-game=floriado]")
    page.click("form.setup .buttons .btn:not(.primary)")  # Rules
    page.wait_for_selector(".rules-page[lang=fr] h3, .rules-page[lang=fr] p")
    assert any(url.endswith("/assets/rules/floriado.fr.html") for url in requested)
    assert not any(url.endswith("/assets/rules/floriado.html") for url in requested)


def test_the_axe_audit_in_japanese(page: Any, server: str) -> None:
    """The lobby, the settings, a game screen and its rules in Japanese, the non-Latin
    language: no moderate or worse axe violation (lang marked, names that start with the
    words shown, contrast), nothing wider than a phone."""
    page.set_viewport_size(SIZES["phone"])
    open_app(page, server, "?lang=ja")
    assert page.get_attribute("html", "lang") == "ja"
    found = audit(page, "the lobby in ja")
    page.click("#settings-open")
    page.wait_for_selector("#settings")
    found += audit(page, "the settings in ja")
    page.keyboard.press("Escape")
    start_game(page, "petal")
    found += audit(page, "a Petal game in ja")
    assert page.evaluate(WIDER_THAN_SCREEN, "body") == []
    page.click("#rules")
    page.wait_for_selector(".rules-page[lang=ja] h3")
    found += audit(page, "Petal's rules in ja")
    assert found == []
