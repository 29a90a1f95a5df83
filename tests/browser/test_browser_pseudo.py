"""Issue 45: no sentence a player can meet bypasses the catalogue, and none overflows.

The pseudo-language en-XA (written by the build from the template: every letter accented,
each message ~40% longer, tools/locales.py pseudo_text) is the page's language here. Every
screen is walked at the phone, portrait tablet and landscape tablet sizes: the lobby, each
game's setup, the settings, each game's rules, a game of each in progress and at its end
(its final screen and its replay; saved records played to the end by the engine), and each tutorial's
first step; and each game's rules page, which is not pseudo-translated (a page per
language, written whole: assets/rules/<game>.<lang>.html) and so is only checked for
overflow. A run of four unaccented ASCII letters in any visible text or accessible name
is English that did not go through the catalogue (the players' names, the games' titles
and the languages' own names excepted); a control whose text is clipped, or anything wider
than the screen, fails too."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from helpers import BOOT_TIMEOUT, FRAMES, dismiss_handoff, open_lobby, put_save, settle

from conftest import SIZES
from posy import game as game_of
from posy.core import Rng, random_record

PSEUDO = "?lang=en-XA"
NAMES = ["Ann", "Bob", "Cleo", "Dan"]
# Proper names: the games' titles, the app's, the languages' own names (the menus list them
# so), and the players' names the records carry.
KEPT_ENGLISH = {"Posy", "Floriado", "Petal", "Petals", "Battle", "Anthokyklos", "English", "Nederlands", "Deutsch",
                "Español", "Français", *NAMES}  # fmt: skip
PLAYERS = {"floriado": 2, "petal": 2, "petals": 2, "petal_battle": 2, "anthokyklos": 3}
WALKED = ("phone", "tablet", "tablet-landscape")

# Every visible text and every accessible name or tip on the page, one string each.
SHOWN = """() => {
  const out = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const el = n.parentElement;
    if (!n.data.trim() || !el || el.closest('script, style, [hidden]')) continue;
    const r = el.getBoundingClientRect();
    if (r.width < 1 || r.height < 1 || getComputedStyle(el).visibility === 'hidden') continue;
    out.push(n.data.trim());
  }
  for (const el of document.querySelectorAll('[aria-label], [title], [alt], [placeholder], [aria-description]'))
    for (const a of ['aria-label', 'title', 'alt', 'placeholder', 'aria-description'])
      if (el.getAttribute(a)) out.push(el.getAttribute(a));
  return out;
}"""

# Controls whose text is clipped, and anything that reaches past the screen's edges
# (inside a scrolling box, reaching past it is what scrolling is for).
OVERFLOW = """() => {
  const out = [];
  const width = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth > width + 1)
    out.push(`the page is ${document.documentElement.scrollWidth} px wide on a ${width} px screen`);
  const scrolls = (el) => {
    for (let p = el.parentElement; p; p = p.parentElement) {
      const o = getComputedStyle(p).overflowX;
      if (o === 'auto' || o === 'scroll') return true;
    }
    return false;
  };
  const named = (el) => (el.innerText || el.getAttribute('aria-label') || el.tagName).trim().slice(0, 40);
  const controls = 'button, a, label, select, summary, h1, h2, h3, th, .btn, [role=button], [role=tab]';
  for (const el of document.querySelectorAll(controls)) {
    const r = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    // screen readers' alone (.sr-only: 1 px, clipped), and the skip link, off screen until focused
    if (r.width < 2 || r.height < 2 || style.visibility === 'hidden' || el.closest('[hidden], .sr-only, .skip')) continue;
    // a board's drawing may be zoomed past the screen on a phone (Anthokyklos' flower): by design
    if ((r.right > width + 1 || r.left < -1) && !scrolls(el) && !el.closest('svg'))
      out.push(`past the edge: ${named(el)}`);
    if (el.scrollWidth > el.clientWidth + 2 && style.overflowX !== 'visible') out.push(`clipped: ${named(el)}`);
    if (style.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth) out.push(`cut short: ${named(el)}`);
  }
  return out;
}"""


ENGLISH = re.compile(r"[A-Za-z]{4,}")


def english_left(page: Any) -> list[str]:
    """The texts on screen that hold a word of English the catalogue did not translate."""
    left = []
    for text in page.evaluate(SHOWN):
        if "://" in text:  # an address, as a placeholder shows one ("https://…#remote=…")
            continue
        words = [w for w in ENGLISH.findall(text) if w not in KEPT_ENGLISH]
        if words:
            left.append(text[:80])
    return sorted(set(left))


def check_screen(page: Any, where: str, english: bool = True) -> list[str]:
    """English left (unless not asked) and overflow on the screen shown, at each walked size."""
    problems = [f"{where}: English: {text}" for text in english_left(page)] if english else []
    for size in WALKED:
        page.set_viewport_size(SIZES[size])
        # A layout's ResizeObservers run before the next frame; a size's new transforms
        # then ease in (Petals' fanned hand straightens over 160 ms, longer on a loaded
        # machine), so measure once nothing is moving.
        page.evaluate(FRAMES)
        settle(page)
        problems += [f"{where} at {size}: {p}" for p in page.evaluate(OVERFLOW)]
    page.set_viewport_size(SIZES["desktop"])
    return problems


def open_pseudo(page: Any, server: str, fragment: str = "") -> None:
    page.goto("about:blank")
    page.goto(server + PSEUDO + fragment)
    page.wait_for_selector("html[data-engine=ready]", timeout=BOOT_TIMEOUT)
    assert page.get_attribute("html", "lang") == "en-XA"


def record_of(game_id: str, seed: int) -> dict[str, Any]:
    players = PLAYERS[game_id]
    record = random_record(game_of(game_id), players, seed, Rng(seed)).to_json()
    return {**record, "names": NAMES[:players]}


def test_the_lobby_setup_and_settings_speak_only_the_catalogue(page: Any, server: str) -> None:
    open_pseudo(page, server)
    page.wait_for_selector("html[data-lobby=ready] .game-card")
    problems = check_screen(page, "lobby")
    for game_id in PLAYERS:
        page.click(f".game-card[data-game={game_id}]")
        page.wait_for_selector("#start")
        problems += check_screen(page, f"{game_id} setup")
        page.keyboard.press("Escape")
        page.wait_for_selector(".overlay", state="detached")
    page.click("#settings-open")
    page.wait_for_selector("#settings")
    problems += check_screen(page, "settings")
    assert problems == [], json.dumps(problems, indent=1, ensure_ascii=False)


@pytest.mark.parametrize("game_id", list(PLAYERS))
def test_a_game_in_progress_and_at_its_end_speaks_only_the_catalogue(
    page: Any, server: str, game_id: str
) -> None:
    record = record_of(game_id, 5)
    open_lobby(page, server, PSEUDO)  # the store needs no engine: the game's page starts one
    half = {**record, "moves": record["moves"][: len(record["moves"]) // 2]}
    put_save(page, "half", half)
    open_pseudo(page, server, "#play=half")
    page.wait_for_selector("body[data-ply], .handoff button", timeout=BOOT_TIMEOUT)
    problems = check_screen(page, f"{game_id} hand-off") if dismiss_handoff(page) else []
    page.wait_for_selector("body[data-ply]")
    problems += check_screen(page, f"{game_id} in progress")
    page.click("#rules")
    page.wait_for_selector(".rules-page h3")
    problems += check_screen(page, f"{game_id} rules", english=False)
    page.keyboard.press("Escape")
    page.wait_for_selector(".overlay", state="detached")
    put_save(page, "end", record, finished=True)
    open_pseudo(page, server, "#play=end")
    page.wait_for_selector("body[data-ply], .handoff button", timeout=BOOT_TIMEOUT)
    dismiss_handoff(page)
    page.wait_for_selector("body[data-over=true]", timeout=BOOT_TIMEOUT)
    problems += check_screen(page, f"{game_id} at its end")
    # its replay, a move in: the bar, the status line and the board as a replay draws them
    page.click("#final-replay")
    page.wait_for_selector("#replay-slider")
    page.click("#replay-slider + button")
    page.wait_for_selector("body[data-ply='1']")
    problems += check_screen(page, f"{game_id} replay")
    assert problems == [], json.dumps(problems, indent=1, ensure_ascii=False)


@pytest.mark.parametrize("game_id", list(PLAYERS))
def test_each_tutorial_speaks_only_the_catalogue(page: Any, server: str, game_id: str) -> None:
    open_pseudo(page, server, f"#learn={game_id}")
    page.wait_for_selector(f"body[data-tutorial={game_id}][data-tutorial-step]", timeout=BOOT_TIMEOUT)
    problems = check_screen(page, f"{game_id} tutorial")
    assert problems == [], json.dumps(problems, indent=1, ensure_ascii=False)
