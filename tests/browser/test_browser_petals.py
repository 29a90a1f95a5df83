"""Petals in the browser: a whole 3-round game by taps with hand-offs only for
leading and following, the other hand never in the page, an illegal card
refused harmlessly, keyboard play, the card gallery, and the round-end count
(animated on the board, at once under reduced motion, and on the final screen)."""

from __future__ import annotations

import json
import re
from typing import Any

from helpers import dismiss_handoff, is_over, open_app, open_saved, ply, saved_record, wait_for_ply_change

from posy.core import Rng
from posy.games.petals import GAME, NAME, SUIT, PetalsState, breakdown
from posy.games.petals.contract import PetalsMove, PetalsPlay

TARGET = ".petals-root [data-target]"


def start_petals(page: Any, rounds: int = 1) -> None:
    page.click(".game-card[data-game=petals]")
    page.fill("#name-0", "Ann")
    page.fill("#name-1", "Bob")
    page.select_option("#opt-rounds", json.dumps(rounds))
    page.click("#start")
    page.wait_for_selector("body[data-ply='0']")


def engine_state(page: Any) -> PetalsState:
    """The true position, replayed on CPython from the record the page saved."""
    record = saved_record(page)
    state = GAME.new(2, record["seed"], record["options"])
    for move in record["moves"]:
        state = state.play(move)
    return state


class Replayed:
    """engine_state for a game that only moves on: each call plays just the new moves."""

    def __init__(self) -> None:
        self.state: PetalsState | None = None
        self.moves: list[Any] = []

    def __call__(self, record: dict[str, Any]) -> PetalsState:
        moves = record["moves"]
        if self.state is None or moves[: len(self.moves)] != self.moves:
            self.state, self.moves = GAME.new(2, record["seed"], record["options"]), []
        for move in moves[len(self.moves) :]:
            self.state = self.state.play(move)
        self.moves = list(moves)
        return self.state


def names_in(html: str, cards: tuple[int, ...]) -> list[str]:
    return [NAME[c] for c in cards if re.search(rf"(?<![\w-]){re.escape(NAME[c])}(?![\w-])", html)]


# What check_privacy reads, in one call: the renderer's output (board, panels, any
# overlay; earlier rounds' counted bouquets are public and may name cards a new deal put
# in a hand, so they are left out of the name check), the viewer and the hand's cards.
PRIVATE_VIEW = """() => ({
    html: [...document.querySelectorAll('.game .board, .game .panels, .overlay')].map((e) => {
        const copy = e.cloneNode(true);
        copy.querySelectorAll('.petals-scoring-holder, .petals-scoring').forEach((n) => n.remove());
        return copy.outerHTML;
    }).join(),
    viewer: document.querySelector('.petals-root')?.dataset.viewer ?? null,
    shown: [...document.querySelectorAll('.petals-hand [data-card]')].map((e) => Number(e.dataset.card)),
})"""


def check_privacy(page: Any, state: PetalsState, view: dict[str, Any] | None = None) -> None:
    """The renderer's output (board, panels, any overlay) shows only the hand the
    view allows. (The move log is left out: it names last rounds' cards, which a
    new deal may have put in a hand.) ``view`` is PRIVATE_VIEW's answer if read already."""
    if view is None:
        view = page.evaluate(PRIVATE_VIEW)
    html, viewer, shown = view["html"], view["viewer"], tuple(view["shown"])
    if viewer == "none":
        assert shown == ()
        assert not names_in(html, state.hands[0] + state.hands[1])
        return
    me = int(viewer)
    assert me == state.current and shown == state.hands[me]
    assert len(names_in(html, state.hands[me])) == len(state.hands[me])  # the check can see names
    assert not names_in(html, state.hands[1 - me]), "the other player's hand is in the page"


def record_with(seed: int, moves: list[PetalsMove], rounds: int) -> dict[str, Any]:
    return {
        "game": "petals",
        "version": GAME.version,
        "players": 2,
        "seed": seed,
        "options": {"rounds": rounds},
        "moves": moves,
        "names": ["Ann", "Bob"],
    }


def resume(page: Any, server: str, record: dict[str, Any]) -> None:
    open_saved(page, server, record)
    page.wait_for_selector(f"body[data-ply='{len(record['moves'])}']", timeout=90_000)


def check_round_count(page: Any) -> None:
    """Issue 24: the round's count on the board closes by its Close (in view at its top),
    by Escape, and by its own button again."""
    close = page.locator(".petals-scoring-holder [data-close-scoring]")
    assert close.evaluate(
        "(b) => { const r = b.getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight; }"
    )
    close.focus()
    page.keyboard.press("Escape")
    assert not page.locator(".petals-scoring-holder .petals-scoring").count()
    button = page.locator(".petals-tools button", has_text="count")
    button.click()
    assert page.locator(".petals-scoring-holder .petals-scoring").count()
    button.click()
    assert not page.locator(".petals-scoring-holder .petals-scoring").count()


# One step of the game by taps, read in one call (each call to the page costs a round
# trip while the engine worker shares the CPU): the screen's private view, what it offers,
# and the record the page saved for it (waited for until it has the moves on screen).
STEP = f"""async () => {{
    const store = await import('./web/store.js');
    const ply = Number(document.body.dataset.ply);
    let entry = await store.get(location.hash.slice(6));
    for (let i = 0; i < 100 && entry?.record.moves.length !== ply; i++) {{
        await new Promise((done) => setTimeout(done, 20));
        entry = await store.get(location.hash.slice(6));
    }}
    const count = (s) => document.querySelectorAll(s).length;
    return {{
        ...({PRIVATE_VIEW})(),
        record: entry.record,
        ply,
        handoff: count('.handoff'),
        over: document.body.dataset.over === 'true',
        closeScoring: count('.petals-scoring-holder [data-close-scoring]'),
        legal: count('{TARGET}.legal'),
    }};
}}"""


def test_full_game_hands_off_only_for_private_decisions(page: Any, server: str) -> None:
    """A whole three-round game by taps, with every hand-off."""
    page.emulate_media(reduced_motion="reduce")
    open_app(page, server)
    start_petals(page, rounds=3)
    handoffs = 0
    counted = False  # the first round's count on the board was checked
    replayed = Replayed()
    for _ in range(450):
        page.wait_for_selector(f".handoff, {TARGET}, #final")
        step = page.evaluate(STEP)
        assert len(step["record"]["moves"]) == step["ply"], "the page saved the position it shows"
        state = replayed(step["record"])
        if step["handoff"]:
            # the device changes hands only for leading and following
            assert state.phase in ("lead", "follow") and not state.public_decision()
            assert not step["shown"]
            check_privacy(page, state, step)
            dismiss_handoff(page)
            handoffs += 1
            page.wait_for_selector(TARGET)
            continue
        if step["over"]:
            break
        if not counted and step["closeScoring"]:
            check_round_count(page)
            counted = True
            step = page.evaluate(STEP)
        check_privacy(page, state, step)
        if state.public_decision():
            # the public view, or the decider's own hand when it was on screen already
            assert step["viewer"] in ("none", str(state.current))
        page.click(f"{TARGET}.legal" if step["legal"] else TARGET)
        wait_for_ply_change(page, step["ply"])
    assert is_over(page)
    state = engine_state(page)
    assert state.over and len(state.history) == 3
    assert 27 <= handoffs <= 54  # at least every answer, at most every lead and answer
    assert counted, "a round's count showed on the board"
    final = page.locator("#final")
    final.wait_for()
    assert "Game over" in final.inner_text()
    # the round's count on the final screen, line by line, adding up to the scores;
    # under reduced motion it is all there at once
    assert final.locator(".petals-scoring button", has_text="Show all").is_hidden()
    totals = final.locator(".count-total strong").all_inner_texts()
    assert [int(t) for t in totals] == list(state.history[-1])
    assert final.locator(".count-line.shown").count() == 18
    assert page.locator(".log li").count() == ply(page)


def follow_position() -> tuple[int, PetalsPlay, PetalsState]:
    """A deal whose first answer must follow suit while other cards are in hand."""
    for seed in range(1, 500):
        s = GAME.new(2, seed, {"rounds": 1})
        for lead in s.moves():
            assert lead["type"] == "play"  # a round opens with a lead
            after = s.play(lead)
            if 0 < len(after.moves()) < len(after.hands[1]):
                return seed, lead, after
    raise AssertionError("no such deal")


def test_illegal_card_is_refused_and_keyboard_plays(page: Any, server: str) -> None:
    seed, lead, state = follow_position()
    resume(page, server, record_with(seed, [lead], 1))
    assert dismiss_handoff(page)
    page.wait_for_selector(".petals-card.legal")
    check_privacy(page, state)
    legal = {m["card"] for m in state.moves() if m["type"] == "play"}
    illegal = next(c for c in state.hands[1] if c not in legal)
    assert SUIT[illegal] != SUIT[lead["card"]]
    page.click(f".petals-card[data-card='{illegal}']")
    toast = page.locator("#toast")
    toast.wait_for(state="visible")
    assert "follow the lead suit" in toast.inner_text()
    assert ply(page) == 1
    assert page.locator(".petals-card.legal").count() == len(legal), "the hand stays playable"
    check_privacy(page, state)
    # the card gallery: all 52 cards with their effects, closed by Escape
    page.click(".petals-tools >> text=Cards")
    gallery = page.locator(".petals-gallery")
    gallery.wait_for()
    assert gallery.locator(".gallery-card").count() == 52
    assert "Adds 2 to the four cards diagonally next to it." in gallery.inner_text()
    page.keyboard.press("Escape")
    assert not page.locator(".petals-gallery").count()
    # keyboard: focus a playable card and press Enter
    page.locator(".petals-card.legal").first.focus()
    page.keyboard.press("Enter")
    wait_for_ply_change(page, 1)
    assert page.locator(".log li").last.inner_text().startswith("Bob plays")


def before_first_scoring(seed: int) -> list[PetalsMove]:
    """Moves of a 3-round game up to (not including) the move that ends round 1."""
    s = GAME.new(2, seed)
    rng = Rng(seed)
    moves: list[PetalsMove] = []
    while True:
        legal = s.moves()
        move = legal[rng.below(len(legal))]
        if s.play(move).history:
            return moves
        moves.append(move)
        s = s.play(move)


def test_round_end_count_on_the_board(page: Any, server: str) -> None:
    moves = before_first_scoring(7)
    resume(page, server, record_with(7, moves, 3))
    page.wait_for_selector(TARGET)  # the round's last decision is public: no hand-off
    assert not page.locator(".handoff").count()
    page.locator(TARGET).first.click()
    wait_for_ply_change(page, len(moves))
    dismiss_handoff(page)  # round 2 is dealt: its leader takes the device (if not holding it)
    board = page.locator(".petals-root .petals-scoring")
    board.wait_for()
    state = engine_state(page)
    assert state.round == 1 and len(state.history) == 1
    page.wait_for_function(
        "document.querySelectorAll('.petals-root .count-line.shown').length === 18", timeout=15_000
    )  # animated, one flower at a time
    totals = board.locator(".count-total strong").all_inner_texts()
    assert [int(t) for t in totals] == list(state.history[-1])
    assert "Round 1" in board.inner_text()
    # each bouquet's lines follow the snake crawl, worded as the engine's breakdown
    assert state.scored is not None  # round 1 was scored
    for q in range(2):
        column = board.locator(".count-col").nth(q)
        cells = column.locator(".count-line").evaluate_all("els => els.map((e) => Number(e.dataset.cell))")
        assert cells == [0, 1, 2, 5, 4, 3, 6, 7, 8]
        texts = column.locator(".count-line .line-text").all_inner_texts()
        lines = breakdown(state.scored[q])
        assert texts[0] == lines[0]["text"]
        assert texts[1:] == [re.sub(r": (-?\d+)$", r": + \1", lines[c]["text"]) for c in cells[1:]]
        runs = column.locator(".count-line .run").all_inner_texts()
        assert runs[-1] == f"({state.history[-1][q]})"
    board.locator("[data-close-scoring]").click()
    assert not page.locator(".petals-root .petals-scoring").count()
    check_privacy(page, state)
    page.click(".petals-tools >> text=Round 1 count")  # reopened: all at once
    assert page.locator(".petals-root .count-line.shown").count() == 18


def test_round_end_count_shows_when_the_computer_goes_on(page: Any, server: str) -> None:
    """Issue 24: the round ended with no pause when the computer was to lead next. The
    count shows at the round's end, stays while the computer plays on, and closes by
    its Close (in view) or Escape."""
    page.emulate_media(reduced_motion="reduce")  # the computer moves at once
    moves = before_first_scoring(1)  # Ann's last placement ends round 1; Bob leads round 2
    resume(page, server, {**record_with(1, moves, 3), "computers": [None, "easy"]})
    page.locator(TARGET).first.click()
    page.locator(".petals-root .petals-scoring").wait_for()
    page.wait_for_function(f"Number(document.body.dataset.ply) > {len(moves) + 1}")  # Bob led
    assert page.locator(".petals-root .petals-scoring").count(), "the computer's move left the count in view"
    assert "Round 1" in page.inner_text(".petals-root .petals-scoring")
    check_round_count(page)
