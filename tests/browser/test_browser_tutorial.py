"""The guided first games (web/tutorial/, posy.tutorial) in the browser, on one page under
reduced motion: each tutorial is started (from the lobby's "Learn to play", or a rules
page's link), played through by tapping what the coach points at, with a wrong tap
answered by the rule's sentence and an Escape that asks before skipping; then the game is
finished by tapping legal moves (chosen by the engine here, tapped through the tutorial's
own taps) and the final screen sums up the rules learned; the lobby says "Learned"."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any
from urllib.parse import urlparse

import pytest
from helpers import BOOT_TIMEOUT, ply, put_save, saved_record, settle
from test_browser_axe import audit

from conftest import SIZES, Watch
from posy.tutorial import available, tutorial

GAMES = available()
NEXT = ".coach [data-coach=next]:visible"
TARGET = "[data-coach-target]"


@pytest.fixture(scope="module")
def shared(browser: Any, server: str) -> Iterator[Any]:
    """One page for every tutorial (a phone's width, so the bubble's placement matters)."""
    context = browser.new_context(
        viewport=SIZES["phone"], service_workers="block", bypass_csp=True, reduced_motion="reduce"
    )
    parsed = urlparse(server)
    watch = Watch(f"{parsed.scheme}://{parsed.netloc}")
    pg = context.new_page()
    watch.attach(context, pg)
    pg.goto(server)
    pg.wait_for_selector("html[data-engine=ready]", timeout=BOOT_TIMEOUT)
    yield pg
    watch.check()
    context.close()


def lobby(page: Any) -> None:
    """Back to the lobby without reloading the page (the engine stays up)."""
    page.locator(".overlay").evaluate_all("(layers) => layers.forEach((n) => n.remove())")
    page.click("#home")
    page.wait_for_selector(".lobby [data-learn]")


def start(page: Any, game_id: str, by_rules: bool) -> None:
    lobby(page)
    if by_rules:  # the rules page's link (#learn=<id>), from the setup sheet's Rules
        page.click(f".game-card[data-game={game_id}]")
        page.click(".setup >> text=Rules")
        page.click(f".rules-page a[data-learn={game_id}]")
    else:
        button = page.locator(f"[data-learn={game_id}]")
        assert button.inner_text().startswith("Learn to play")
        button.click()
    page.wait_for_selector(f"body[data-tutorial={game_id}][data-tutorial-step]")


def wait_ready(page: Any) -> None:
    """An explanation's Next, or the person's turn with a target pointed at (or the end of guiding)."""
    page.wait_for_function(
        """() => !document.body.dataset.tutorial
          || document.querySelector('.coach [data-coach=next]:not([hidden])')
          || (document.body.dataset.turn === 'person' && !('busy' in document.body.dataset)
              && document.querySelector('[data-coach-target]'))""",
        timeout=15_000,
    )


def wrong_tap(page: Any, rule: str) -> None:
    """A tap on another square is answered by the step's rule, and plays nothing."""
    before = ply(page)
    settle(page)  # the reply's pieces at rest: a square in flight may be one drawn only for its flight
    # a square of its own: not one holding the target (a pyramid's box, whose centre may
    # be any of its tiles, depending on how far a phone's tile column is scrolled)
    page.evaluate("""() => {
      const target = document.querySelector('[data-coach-target]');
      const other = [...document.querySelectorAll('.board [data-key]')].find((n) => n !== target
        && !n.contains(target) && !target.contains(n) && !n.querySelector('[data-key]') && n.getClientRects().length);
      other.setAttribute('data-wrong', '');
    }""")
    page.locator("[data-wrong]").click()
    page.evaluate("document.querySelector('[data-wrong]').removeAttribute('data-wrong')")
    # the refusal is said once the tap has gone through the board's input (a frame later
    # on a busy machine)
    page.wait_for_function(
        "(rule) => document.querySelector('.coach-rule')?.textContent === rule", arg=rule, timeout=15_000
    )
    assert ply(page) == before


def guided(page: Any, game_id: str) -> int:
    """Play the guided part by the coach's pointer; returns the steps seen."""
    t = tutorial(game_id)
    assert t is not None
    seen: set[int] = set()
    wrong_done = False
    for _ in range(200):
        wait_ready(page)
        if page.get_attribute("body", "data-tutorial") is None:
            return len(seen)
        step = int(page.get_attribute("body", "data-tutorial-step") or -1)
        seen.add(step)
        assert page.inner_text(".coach-say") == t.steps[step].say
        if page.locator(NEXT).count():
            page.click(NEXT)
            continue
        assert_not_covered(page)
        before = ply(page)
        page.evaluate("window.lastTarget = document.querySelector('[data-coach-target]')")
        if not wrong_done:
            wrong_tap(page, t.clause_text(t.steps[step].teaches[0]))
            wrong_done = True
            page.focus(TARGET)  # the first move by keyboard, as in the normal game
            page.keyboard.press("Enter")
        else:
            page.click(TARGET)
        # the move landed, or the pointer moved on to the move's next tap
        page.wait_for_function(
            f"document.body.dataset.ply !== '{before}'"
            " || document.querySelector('[data-coach-target]') !== window.lastTarget",
            timeout=10_000,
        )
    raise AssertionError("the guided part did not end")


def assert_not_covered(page: Any) -> None:
    """The coach's bubble leaves what it points at in view, and nothing is wider than the screen."""
    assert not page.evaluate("document.documentElement.scrollWidth > innerWidth + 1"), (
        "the page is wider than the screen"
    )
    covered = page.evaluate("""() => {
      const a = document.querySelector('[data-coach-target]').getBoundingClientRect();
      const b = document.querySelector('.coach').getBoundingClientRect();
      return !(a.bottom <= b.top || a.top >= b.bottom || a.right <= b.left || a.left >= b.right);
    }""")
    assert not covered, "the coach's bubble does not cover what it points at"


def quick(state: Any, rng: random.Random, you: int) -> Any:
    """A move toward the end: the one that scores most now (a pick), else one at random."""
    moves = state.moves()
    best = max(moves, key=lambda m: (state.play(m).scores[you], rng.random()))
    return best if state.play(best).scores[you] > state.scores[you] else rng.choice(moves)


def fast_forward(page: Any, game_id: str, seed: int) -> dict[int, Any]:
    """Skip most of the free game: the saved game is moved on (both seats played here, by
    playouts until one ends on the person's move) to the person's last decision, and
    continued from the lobby, which resumes the tutorial's game with its coach. Returns that last move, by its ply."""
    t = tutorial(game_id)
    assert t is not None
    record = saved_record(page)
    start = t.start()
    for move in record["moves"]:
        start = start.play(move)
    rng = random.Random(seed)
    for _ in range(200):
        state, moves = start, list(record["moves"])
        while not state.over:
            mover = state.current
            assert mover is not None  # the game is not over
            move = quick(state, rng, mover)
            moves.append(move)
            state = state.play(move)
        if mover == t.you:
            break
    else:
        raise AssertionError("no playout ends on the person's move")
    cut = len(moves) - 1
    save_id = page.evaluate("decodeURIComponent(location.hash.slice(6))")
    lobby(page)  # the game leaves the screen before its save is moved on
    put_save(page, save_id, {**record, "moves": moves[:cut]})
    lobby(page)  # the lobby lists it anew: Continue resumes it, coach and all
    page.click(f"li[data-save='{save_id}'] >> text=Continue")
    # a reopening replays the whole record in the engine: on a loaded machine, a boot's time
    page.wait_for_selector(f"body[data-ply='{cut}']", timeout=BOOT_TIMEOUT)
    return {cut: moves[cut]}


def finish(page: Any, game_id: str, seed: int, planned: dict[int, Any]) -> None:
    """Finish the game by tapping legal moves (the engine's, through the tutorial's taps)."""
    t = tutorial(game_id)
    assert t is not None
    rng = random.Random(seed)
    for _ in range(400):
        page.wait_for_function(
            "document.body.dataset.over === 'true' || (document.body.dataset.turn === 'person'"
            " && !('busy' in document.body.dataset))",
            timeout=30_000,
        )
        if page.get_attribute("body", "data-over") == "true":
            return
        state, played = t.start(), saved_record(page)["moves"]
        for move in played:
            state = state.play(move)
        if state.current != t.you:  # the page has not saved the computer's move yet
            page.wait_for_timeout(50)
            continue
        move = planned.get(len(played)) or quick(state, rng, t.you)
        before = ply(page)
        for selector in t.taps(state, move):
            page.locator(selector).first.click()
        page.wait_for_function(f"document.body.dataset.ply !== '{before}'", timeout=10_000)
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("game_id", GAMES)
def test_a_tutorial_played_through_to_its_summary(shared: Any, game_id: str) -> None:
    page = shared
    index = GAMES.index(game_id)
    start(page, game_id, by_rules=index % 2 == 1)
    # Escape asks before skipping; "Keep learning" goes on
    page.keyboard.press("Escape")
    page.wait_for_selector("[data-coach=confirm-skip]")
    page.click(".overlay >> text=Keep learning")
    if index == 0:  # the coach's bubble and ring, audited once
        assert not audit(page, "tutorial"), audit(page, "tutorial")
    t = tutorial(game_id)
    assert t is not None
    assert guided(page, game_id) == len(
        [s for s in t.steps if s.by == "you" or s.move is None]
    )  # the replies pass by
    learned = page.evaluate("JSON.parse(localStorage.getItem('posy:learned') || '{}')")
    assert learned.get(game_id) is True
    finish(page, game_id, index, fast_forward(page, game_id, index))
    summary = page.locator("#final .coach-summary li")
    summary.first.wait_for()
    assert summary.count() == len(t.clauses)
    assert summary.all_inner_texts() == [c.text for c in t.clauses]
    if index == 0:
        assert not audit(page, "tutorial summary"), audit(page, "tutorial summary")
    lobby(page)
    assert "Learned" in page.inner_text(f"[data-learn={game_id}]")


def test_skip_leaves_a_normal_game(shared: Any) -> None:
    page = shared
    start(page, GAMES[0], by_rules=False)
    page.click(".coach [data-coach=skip]")
    assert page.locator(".coach").count() == 0
    assert page.get_attribute("body", "data-tutorial") is None
    assert json.loads(page.evaluate("JSON.stringify(document.querySelectorAll('[data-target]').length)")) > 0


# What the coach's bubble must leave in view (issue 44): on a game screen that fits the
# screen (a tablet either way up, a desktop), the board, the players' panels, whatever is
# above the board and the top bar's buttons; on a phone, whose page scrolls under it, the
# top bar's buttons and what it points at. Each element's box, as clipped by the board.
COVERED = """(whole) => {
  const c = document.querySelector('.coach').getBoundingClientRect();
  const board = document.querySelector('.board')?.getBoundingClientRect();
  const meets = (r) => r.width > 0 && r.height > 0
    && !(r.bottom <= c.top || r.top >= c.bottom || r.right <= c.left || r.left >= c.right);
  const clip = (r) => board ? new DOMRect(Math.max(r.left, board.left), Math.max(r.top, board.top),
    Math.min(r.right, board.right) - Math.max(r.left, board.left),
    Math.min(r.bottom, board.bottom) - Math.max(r.top, board.top)) : r;
  const picks = whole ? '.board, .panels, .game-top, .topbar button' : '.topbar button, #hint-here';
  const found = [...document.querySelectorAll(picks)].filter((n) => meets(n.getBoundingClientRect()));
  const target = document.querySelector('[data-coach-target]');
  if (target && meets(clip(target.getBoundingClientRect()))) found.push(target);
  return found.map((n) => `${n.tagName} ${n.getAttribute('class') || ''}`.trim());
}"""


@pytest.mark.parametrize("size", ["tablet", "tablet-landscape", "desktop", "phone"])
def test_the_bubble_covers_neither_board_nor_buttons(shared: Any, size: str) -> None:
    """The first steps of every tutorial, at each size: the bubble covers nothing the
    player looks at or taps."""
    page = shared
    page.set_viewport_size(SIZES[size])
    try:
        for game_id in GAMES:
            start(page, game_id, by_rules=False)
            for _ in range(4):
                wait_ready(page)
                if page.get_attribute("body", "data-tutorial") is None:
                    break
                page.evaluate(
                    "new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))"
                )
                covered = page.evaluate(COVERED, size != "phone")
                step = page.get_attribute("body", "data-tutorial-step")
                assert not covered, f"{game_id} step {step} at {size}: the bubble covers {covered}"
                if page.locator(NEXT).count():
                    page.click(NEXT)
                    continue
                before = ply(page)
                page.evaluate("window.lastTarget = document.querySelector('[data-coach-target]')")
                page.click(TARGET)
                page.wait_for_function(
                    f"document.body.dataset.ply !== '{before}'"
                    " || document.querySelector('[data-coach-target]') !== window.lastTarget",
                    timeout=10_000,
                )
            page.click(".coach [data-coach=skip]")
    finally:
        page.set_viewport_size(SIZES["phone"])


SPEAK = """(lang) => import('./web/i18n.js').then(async (i18n) => {
  await i18n.useLanguage(lang);
  document.dispatchEvent(new Event('posy:language'));
})"""


def test_a_change_of_language_says_the_same_step_in_it(shared: Any) -> None:
    """The player changes the page's language during a tutorial (the language menu sends
    "posy:language"): the bubble says the same step in that language, its buttons too, and
    in English again when they change back."""
    page = shared
    start(page, "petal", by_rules=False)
    wait_ready(page)
    t = tutorial("petal")
    assert t is not None
    step = page.get_attribute("body", "data-tutorial-step")
    try:
        page.evaluate(SPEAK, "en-XA")
        page.wait_for_function("() => document.querySelector('.coach-say')?.textContent.startsWith('[')")
        assert page.get_attribute("body", "data-tutorial-step") == step
        assert page.inner_text(".coach [data-coach=skip]").startswith("[")
        assert page.inner_text(".coach-count").startswith("[")
    finally:
        page.evaluate(SPEAK, "en")
    page.wait_for_function(
        "(say) => document.querySelector('.coach-say')?.textContent === say", arg=t.steps[int(step or 0)].say
    )
    assert page.inner_text(".coach [data-coach=skip]") == "Skip tutorial"
    page.click(".coach [data-coach=skip]")
