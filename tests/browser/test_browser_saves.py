"""Nothing lost: saves per move, the lobby's unfinished games, two tabs, undo/redo,
replay, export/import files and share links — with broken inputs refused in words
and existing saves left untouched."""

from __future__ import annotations

import base64
import json
import zlib
from typing import Any

import pytest
from helpers import BOOT_TIMEOUT, open_app, ply, saved_record, saves, start_game, wait_for_ply_change
from test_browser_floriado import play_one

import posy

FLORIADO = posy.game("floriado").version
GOOD = {"game": "floriado", "version": FLORIADO, "players": 2, "seed": 3, "options": {}, "moves": []}
# a legal first move of seed 3, and one from another deal (seed 4): both still legal-looking
MOVED = {**GOOD, "moves": [posy.game("floriado").new(2, 3).moves()[0]]}
OTHER_MOVE = posy.game("floriado").new(2, 4).moves()[-1]


def link_for(record: Any) -> str:
    """A link's fragment as Posy made it before checksums: the bare record."""
    return pack(json.dumps(record).encode())


def pack(data: bytes) -> str:
    packed = zlib.compressobj(9, zlib.DEFLATED, -15)
    return base64.urlsafe_b64encode(packed.compress(data) + packed.flush()).decode().rstrip("=")


def checksum(record: Any) -> str:
    """share.js's checksum: cyrb53 over the UTF-16 code units of the canonical JSON."""
    mask = 0xFFFFFFFF
    text = json.dumps(record, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    units = text.encode("utf-16-le")
    h1, h2 = 0xDEADBEEF, 0x41C6CE57
    for i in range(0, len(units), 2):
        ch = units[i] | units[i + 1] << 8
        h1 = ((h1 ^ ch) * 2654435761) & mask
        h2 = ((h2 ^ ch) * 1597334677) & mask
    h1 = ((h1 ^ (h1 >> 16)) * 2246822507) & mask
    h1 ^= ((h2 ^ (h2 >> 13)) * 3266489909) & mask
    h2 = ((h2 ^ (h2 >> 16)) * 2246822507) & mask
    h2 ^= ((h1 ^ (h1 >> 13)) * 3266489909) & mask
    return format(4294967296 * (2097151 & h2) + h1, "014x")


def checked_link_for(record: Any, check: str | None = None) -> str:
    """A link's fragment as Posy makes it: {record, check}."""
    return pack(json.dumps({"record": record, "check": check or checksum(record)}).encode())


def checked_file(record: Any, check: str | None = None) -> bytes:
    data = {"format": "posy-record", "version": 2, "check": check or checksum(record), "record": record}
    return json.dumps(data).encode()


DEEP = "[" * 100_000 + "]" * 100_000


def test_every_move_is_saved_and_the_lobby_offers_to_continue_or_abandon(page: Any, server: str) -> None:
    open_app(page, server)
    start_game(page, "floriado", ["Ann", "Bob"])
    for _ in range(3):
        play_one(page)
    [(save_id, entry)] = saves(page).items()
    assert len(entry["record"]["moves"]) == 3
    page.click("#home")
    row = page.locator(f".saved[data-save='{save_id}']")
    assert "Floriado" in row.inner_text() and "Ann and Bob, 3 moves in" in row.inner_text()
    row.locator("text=Continue").click()
    page.wait_for_selector("body[data-ply='3']")
    page.click("#home")
    page.locator(f".saved[data-save='{save_id}'] >> text=Abandon").click()
    assert saves(page) == {}


def test_undo_and_redo(page: Any, server: str) -> None:
    open_app(page, server)
    start_game(page, "floriado")
    play_one(page)
    play_one(page)
    first_log = page.locator(".log li").all_inner_texts()
    page.click("#undo")
    wait_for_ply_change(page, 2)
    assert ply(page) == 1 and page.locator(".log li").count() == 1
    page.click("#redo")
    wait_for_ply_change(page, 1)
    assert page.locator(".log li").all_inner_texts() == first_log
    assert page.is_disabled("#redo")


def test_export_then_import_a_game_file(page: Any, server: str, tmp_path: Any) -> None:
    open_app(page, server)
    start_game(page, "floriado")
    for _ in range(4):
        play_one(page)
    page.click("#menu")
    with page.expect_download() as download:
        page.click("#game-menu >> text=Save to a file")
    path = tmp_path / "game.json"
    download.value.save_as(path)
    data = json.loads(path.read_text())
    assert data["format"] == "posy-record" and len(data["record"]["moves"]) == 4
    page.click("#game-menu >> text=Close")
    page.click("#home")
    page.set_input_files("#import-file", str(path))
    page.wait_for_selector("body[data-ply='4']")
    assert len(saves(page)) == 2  # the import is a new save; the original is untouched


BROKEN_FILES = [
    ("empty", b""),
    ("not json", b"{nope"),
    ("json list", b"[1, 2, 3]"),
    ("wrong format", json.dumps({"format": "other", "record": {}}).encode()),
    ("newer format", json.dumps({"format": "posy-record", "version": 9, "record": {}}).encode()),
    ("no record", json.dumps({"format": "posy-record", "version": 1}).encode()),
    ("record is a list", json.dumps({"format": "posy-record", "version": 1, "record": []}).encode()),
    (
        "unknown game",
        json.dumps(
            {
                "format": "posy-record",
                "version": 1,
                "record": {"game": "chess", "version": 1, "players": 2, "seed": 1, "moves": []},
            }
        ).encode(),
    ),
    (
        "tampered move",
        json.dumps(
            {
                "format": "posy-record",
                "version": 1,
                "record": {
                    "game": "floriado",
                    "version": FLORIADO,
                    "players": 2,
                    "seed": 1,
                    "moves": [{"type": "move", "row": 0, "col": 0}],
                },
            }
        ).encode(),
    ),
    (
        "old rules version",
        json.dumps(
            {
                "format": "posy-record",
                "version": 1,
                "record": {"game": "floriado", "version": 7, "players": 2, "seed": 1, "moves": []},
            }
        ).encode(),
    ),
    ("binary", bytes(range(256))),
    ("nested 100,000 deep", ('{"format": "posy-record", "version": 2, "record": ' + DEEP + "}").encode()),
    (
        "no checksum",
        json.dumps({"format": "posy-record", "version": 2, "record": {"game": "floriado"}}).encode(),
    ),
    ("seed plus one", checked_file({**GOOD, "seed": 4}, checksum(GOOD))),
    ("a move swapped in", checked_file({**MOVED, "moves": [OTHER_MOVE]}, checksum(MOVED))),
]


def test_broken_files_are_refused_and_saves_untouched(page: Any, server: str) -> None:
    open_app(page, server)
    start_game(page, "floriado")
    play_one(page)
    page.click("#home")
    before = saves(page)
    for name, content in BROKEN_FILES:
        page.set_input_files(
            "#import-file", {"name": f"{name}.json", "mimeType": "application/json", "buffer": content}
        )
        notice = page.locator(".notice.error")
        notice.wait_for()
        text = notice.inner_text()
        assert text.startswith("That file could not be opened:") and text.rstrip().endswith("."), (name, text)
        assert saves(page) == before, name


def test_share_link_opens_the_game_at_that_position(page: Any, server: str, browser: Any) -> None:
    open_app(page, server)
    start_game(page, "floriado", ["Ann", "Bob"])
    for _ in range(5):
        play_one(page)
    log = page.locator(".log li").all_inner_texts()
    page.click("#menu")
    page.click("#game-menu >> text=Copy a share link")
    link = page.input_value("#share-link")
    assert "#game=" in link and link.startswith(server)
    other = browser.new_context(service_workers="block").new_page()
    other.goto(link)
    other.wait_for_selector("body[data-ply='5']", timeout=BOOT_TIMEOUT)
    assert other.locator(".log li").all_inner_texts() == log
    # the link became a save of its own, which a reload resumes
    other.wait_for_function("location.hash.startsWith('#play=')")
    other.reload()
    other.wait_for_selector("body[data-ply='5']", timeout=BOOT_TIMEOUT)
    assert other.locator(".log li").all_inner_texts() == log
    assert other.evaluate("import('./web/store.js').then((s) => s.list()).then((saves) => saves.length)") == 1
    other.context.close()


BROKEN_LINKS = [
    "",
    "!!!not-base64!!!",
    "abc def",
    "AAAA",
    base64.urlsafe_b64encode(b"plain text, not deflated").decode(),
    link_for(GOOD)[:-6],
    link_for([1, 2, 3]),
    link_for("just a string"),
    link_for({"game": "chess", "version": 1, "players": 2, "seed": 1, "moves": []}),
    link_for({**GOOD, "version": FLORIADO + 1}),
    link_for({**GOOD, "moves": [{"type": "move", "row": 0, "col": 0}]}),
    link_for({**GOOD, "players": 5}),
    link_for({**GOOD, "seed": -3}),
    link_for({**GOOD, "options": {"cheat": True}}),
    link_for({**GOOD, "moves": "all of them"}),
    link_for({**GOOD, "names": [{"html": "<img src=x onerror=alert(1)>"}]}),
    pack(('{"record": ' + DEEP + ', "check": "0"}').encode()),  # nested 100,000 deep
    pack(b'{"record": "' + b" " * (64 << 20) + b'"}'),  # a 60 KB link that inflates to 64 MB
    checked_link_for({**GOOD, "seed": 4}, checksum(GOOD)),  # seed plus one
    checked_link_for({**MOVED, "moves": [OTHER_MOVE]}, checksum(MOVED)),  # a move swapped in
    checked_link_for(GOOD, "0"),
    pack(json.dumps({"record": GOOD}).encode()),  # the checksum left out
]


def test_broken_share_links_are_refused_in_words_and_saves_untouched(page: Any, server: str) -> None:
    open_app(page, server)
    start_game(page, "floriado")
    play_one(page)
    page.click("#home")
    before = saves(page)
    for i, fragment in enumerate(BROKEN_LINKS):
        if i % 8 == 0:  # a fresh load now and then: the link is read at boot
            page.goto("about:blank")
            page.goto(f"{server}#game={fragment}")
        else:  # a link followed inside the open page (the same reading, without a boot)
            page.evaluate("document.querySelectorAll('.notice.error').forEach((n) => n.remove())")
            page.evaluate("(f) => { location.hash = '#game=' + f; }", fragment)
        notice = page.locator(".notice.error")
        notice.wait_for(timeout=BOOT_TIMEOUT)
        text = notice.inner_text()
        assert text.startswith("That link could not be opened:") and text.rstrip().endswith("."), (
            fragment,
            text,
        )
        assert saves(page) == before, fragment
    # nothing from a link is ever HTML (the lobby's own board pictures aside)
    assert page.locator("img:not(.board-picture)").count() == 0


def test_checksums_match_between_the_page_and_python(page: Any, server: str) -> None:
    open_app(page, server)
    for record in (
        GOOD,
        MOVED,
        {**GOOD, "names": ["Zoë 🌸", 'a "quoted"\n name\u0001'], "options": {"b": 1, "a": [None, True]}},
    ):
        assert page.evaluate("async (r) => (await import('./web/share.js')).checksum(r)", record) == checksum(
            record
        )


def test_a_checked_link_and_an_old_unchecked_one_both_open(page: Any, server: str) -> None:
    """Both open; the one without a checksum says it may have been edited, and keeps
    saying so after a reload (its save records it), so nobody mistakes an edited game
    for the one that was shared (issue 24)."""
    for fragment, unchecked in ((checked_link_for(MOVED), False), (link_for(MOVED), True)):
        page.goto("about:blank")
        page.goto(f"{server}#game={fragment}")
        page.wait_for_selector("body[data-ply='1']", timeout=BOOT_TIMEOUT)
        assert page.locator("#unchecked").count() == int(unchecked)
    assert "may have been edited" in page.inner_text("#unchecked")
    assert saved_record(page)["unchecked"] is True
    page.reload()
    page.wait_for_selector("body[data-ply='1']", timeout=BOOT_TIMEOUT)
    assert page.locator("#unchecked").count() == 1


def test_names_from_a_link_are_text_not_html(page: Any, server: str) -> None:
    record = {**GOOD, "names": ["<b>Ann</b>", "<img src=x onerror=alert(1)>"]}
    page.goto(f"{server}#game={link_for(record)}")
    page.wait_for_selector("body[data-ply='0']", timeout=BOOT_TIMEOUT)
    assert page.locator(".panels img, .panels b").count() == 0
    assert "<b>Ann</b>" in page.inner_text(".panels")


def test_two_tabs_on_one_game_do_not_corrupt_the_save(page: Any, server: str, context: Any) -> None:
    open_app(page, server)
    start_game(page, "floriado")
    play_one(page)
    save_url = page.url
    second = context.new_page()
    second.goto(save_url)
    second.wait_for_selector("body[data-ply='1']", timeout=BOOT_TIMEOUT)
    play_one(second)  # the second tab moves the game on
    stale = page.locator(".notice.stale")
    stale.wait_for()
    assert "another tab" in stale.inner_text()
    assert page.locator(".floriado-board .square.legal").count() == 0, "the stale tab cannot play"
    [entry] = saves(page).values()
    assert len(entry["record"]["moves"]) == 2
    page.click(".notice.stale >> text=Show the latest position")
    page.wait_for_selector("body[data-ply='2']")
    play_one(page)  # the first tab continues from there; now the second one is stale
    second.locator(".notice.stale").wait_for()
    [entry] = saves(page).values()
    assert len(entry["record"]["moves"]) == 3


@pytest.mark.parametrize("size", [(768, 1024)])
def test_table_mode_turns_the_far_panel_and_the_board_on_their_turn(
    page: Any, server: str, size: tuple[int, int]
) -> None:
    page.set_viewport_size({"width": size[0], "height": size[1]})
    open_app(page, server)
    start_game(page, "floriado")
    page.click("#menu")
    page.check("#table-mode")
    page.click("#game-menu >> text=Close")
    transform = page.eval_on_selector(".panels > [data-seat='1']", "e => getComputedStyle(e).transform")
    assert transform.startswith("matrix(-1")
    assert page.eval_on_selector(".panels > [data-seat='0']", "e => getComputedStyle(e).transform") == "none"
    # what the far player acts on turns to them on their turn only, and still answers taps
    board = "e => getComputedStyle(e).transform"
    assert page.eval_on_selector(".board", board) == "none"
    for want, turned in ((1, True), (2, False)):
        for _ in range(4):  # a move may take two taps (a square, then a facing)
            # a move in flight lands before the ply is read, or a second tap would play again
            page.wait_for_selector("body:not([data-busy])")
            if page.get_attribute("body", "data-ply") == str(want):
                break
            page.locator("[data-target]").last.click()
            page.wait_for_timeout(150)
        assert page.get_attribute("body", "data-ply") == str(want)
        page.wait_for_selector("body:not([data-busy])")
        page.wait_for_timeout(400)  # the turn's quarter-second swing
        assert page.eval_on_selector(".board", board).startswith("matrix(-1") == turned, want


def test_only_the_twenty_newest_finished_games_are_kept(page: Any, server: str) -> None:
    open_app(page, server)
    kept = page.evaluate(
        """async () => {
            const store = await import("./web/store.js");
            await store.put("open", { record: { game: "floriado" }, finished: false });
            for (let i = 0; i < 25; i++) await store.put(`done${i}`, { record: { game: "floriado" }, finished: true });
            return (await store.list()).map((s) => s.id);
        }"""
    )
    assert "open" in kept and len(kept) == 21


def test_undo_never_reveals_a_secret(page: Any, server: str) -> None:
    """Petals: the leader may take a card back while the hand-off screen still waits for
    the other player; once that player has tapped in, the leader's move is theirs to see,
    not to undo, and the other player cannot undo it either."""
    open_app(page, server)
    start_game(page, "petals", ["Ann", "Bob"])
    page.click(".handoff button")  # Ann takes the device
    page.locator(".petals-hand [data-card].legal").first.click()
    page.wait_for_selector(".handoff >> text=Pass the device to Bob")
    page.click("text=Ann: take my move back")
    page.wait_for_selector("body[data-ply='0']")
    assert page.locator(".handoff").count() == 0, (
        "Ann's hand comes back without a hand-off: she has the device"
    )
    assert page.locator(".petals-hand [data-card]").count() == 9
    page.locator(".petals-hand [data-card].legal").first.click()
    page.wait_for_selector(".handoff >> text=Pass the device to Bob")
    page.click(".handoff >> text=I am Bob")
    page.wait_for_selector(".petals-hand [data-card]")
    assert page.is_disabled("#undo"), "Bob may not take back Ann's move"
