"""Live across the room (web/remote/live/): two browser contexts are two devices that
pair by their QR codes, decoded here from the images the pages draw (by the app's own
reader, jsQR, since this Chromium has no BarcodeDetector), then play over a WebRTC
data channel with no link sent: a whole game of Petal Battle, and Petals through its
deal by mental poker and a few plays, a dropped device (its page closed) and the game
going on after pairing again, each code's link pasted into the address bar of the tab
showing the game. No ICE server is configured, and no request leaves the
origin (the conftest's watch)."""

from __future__ import annotations

import base64
import json
import time
from typing import Any

from helpers import BOOT_TIMEOUT, open_app, ply
from remote_helpers import WAIT, friend, whose_turn  # noqa: F401  (friend: the second device, a fixture)
from test_browser_axe import AXE
from test_browser_petal_battle import choose, tap_move
from test_browser_remote_petals import play_petals

from posy.remote.api import knowledge
from posy.remote.device import Device

READ = """async (png) => {
  const img = new Image();
  img.src = "data:image/png;base64," + png;
  await img.decode();
  const { readCode } = await import("./web/remote/live/qr.js");
  return readCode(img);
}"""
# axe on the live box only (the board's own checks are test_browser_axe.py's); the names
# start with the visible words (label-content-name-mismatch, off by default)
AUDIT = """axe.run('#live', { resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } })
  .then((r) => r.violations.filter((v) => v.impact !== 'minor').map((v) => v.id + ': ' + v.nodes[0].target))"""
TAPS = """[...document.querySelectorAll('#live button, #live input, #live summary')]
  .filter((n) => n.offsetParent && n.getBoundingClientRect().height < 44).map((n) => n.id || n.textContent)"""
ICE = "import('./web/remote/live/live.js').then(({ live }) => live.peer && live.peer.pc.getConfiguration().iceServers)"


def scan(code_page: Any, reader: Any) -> str:
    """What a camera pointed at `code_page`'s QR code reads: the image the page drew,
    read on the other device by Posy's own reader."""
    png = code_page.locator(".live-qr").screenshot()
    text = reader.evaluate(READ, base64.b64encode(png).decode())
    assert text and "#live=posylive." in text, text
    assert text == code_page.input_value("#live-link")  # the code, the link and the text agree
    assert text.endswith(code_page.input_value("#live-text"))
    return str(text)


def answer_to(ann: Any, bob: Any, camera_app: bool) -> str:
    """Bob reads the code Ann's page shows, with his phone's camera app (its link opens a
    fresh page: Bob has no Posy open yet) or inside Posy; his answer, read off his page."""
    if camera_app:
        bob.goto(scan(ann, ann))
    else:
        bob.click("#live-theirs")  # "Ann's device shows a code?"
        bob.fill("#live-offer-input", scan(ann, bob))
        bob.click("#live-offer-connect")
    bob.wait_for_selector(".live-qr", timeout=60_000)
    return scan(bob, ann)


OPEN_HERE = "(link) => { location.href = link; }"  # a link pasted into this tab's address bar


def pair(ann: Any, bob: Any, camera_app: bool = True, address_bar: bool = False) -> float:
    """Ann shows her code; Bob's phone camera opens its link (a fresh page: Posy answers
    with its own code) and Ann scans Bob's answer in Posy; or Bob scans Ann's code inside
    Posy, and Ann's camera app opens his answer's link in a new tab; or (`address_bar`)
    each pastes the other's link into the address bar of the tab showing the game.
    Seconds from the second scan to connected."""
    ann.click("#live-start")
    if address_bar:
        bob.evaluate("document.querySelector('.game').dataset.before = 'yes'")
        bob.evaluate(OPEN_HERE, scan(ann, ann))
        bob.wait_for_selector(".live-qr", timeout=60_000)
        # the game on screen stays (its panel shows the answer code): not drawn again meanwhile
        assert bob.evaluate("document.querySelector('.game').dataset.before") == "yes"
        answer = scan(bob, ann)
    else:
        answer = answer_to(ann, bob, camera_app)
    started = time.perf_counter()
    if address_bar:
        ann.evaluate(OPEN_HERE, answer)
    elif camera_app:
        ann.fill("#live-answer-input", answer)
        ann.click("#live-answer-connect")
    else:  # Ann's camera app opens Bob's answer in a new tab, which hands it to hers
        tab = ann.context.new_page()
        tab.goto(answer)
        tab.wait_for_selector("text=Your other Posy tab took your friend's code", timeout=60_000)
        tab.close()
    ann.wait_for_selector("[data-live=open]", timeout=WAIT)
    bob.wait_for_selector("[data-live=open]", timeout=WAIT)
    for device in (ann, bob):  # no STUN/TURN server unless a person or host page names one
        assert device.evaluate(ICE) == []
    return time.perf_counter() - started


def invite_live(ann: Any, bob: Any, server: str, game: str) -> float:
    """Ann invites Bob to `game` and pairs with his device; the invitation comes over the
    channel and Bob joins: no link is sent."""
    ann.emulate_media(reduced_motion="reduce")
    open_app(ann, server)
    ann.click(f"[data-friend={game}]")
    ann.fill("#name-0", "Ann")
    if ann.locator("#opt-rounds").count():
        ann.select_option("#opt-rounds", "1")
    ann.click("#start")
    ann.wait_for_selector("#live-start")
    seconds = pair(ann, bob)
    bob.wait_for_selector("#invitation", timeout=BOOT_TIMEOUT)  # its engine may still be starting
    bob.fill("#remote-name", "Bob")
    bob.click("#join")
    ann.wait_for_function(
        "document.querySelector('#live')?.textContent.includes('Bob is here')", timeout=WAIT
    )
    return seconds


def play_battle(page: Any) -> None:
    """One Petal Battle decision by taps, chosen on what this device knows."""
    entry = page.evaluate("import('./web/store.js').then((s) => s.get(location.hash.slice(6)))")
    device = entry["remote"]
    state = knowledge(Device.from_json(json.loads(device) if isinstance(device, str) else device))
    before = ply(page)
    tap_move(page, choose(state))  # type: ignore[arg-type]
    page.wait_for_function(f"Number(document.body.dataset.ply) !== {before}", timeout=WAIT)


def refused_with_a_sentence(sender: Any, receiver: Any) -> None:
    """A garbled message and a forged move over the channel: each a sentence on the
    receiving device, and nothing changed there."""
    before = ply(receiver)
    for message, words in (
        ("live.peer.channel.send('{not json')", "could not be read"),
        (
            "live.peer.send({ t: 'link', game: live.game, text: 'posy1.eNqrVkrOT0lVsjI0MtJRSs7PBQA' })",
            "was not applied",
        ),
    ):
        sender.evaluate(f"import('./web/remote/live/live.js').then(({{ live }}) => {message})")
        receiver.wait_for_function(
            f"document.getElementById('toast')?.textContent.includes('{words}')", timeout=WAIT
        )
        assert "Error" not in receiver.inner_text("#toast") and ply(receiver) == before


def test_petal_battle_live_whole_game(page: Any, friend: Any, server: str) -> None:  # noqa: F811
    connect = invite_live(page, friend, server, "petal_battle")
    page.wait_for_selector(".game-petal_battle", timeout=WAIT)
    friend.wait_for_selector(".game-petal_battle", timeout=WAIT)
    refused_with_a_sentence(page, friend)
    decisions, arrivals = 0, []
    while page.evaluate("document.body.dataset.over") != "true" and decisions < 120:
        me, other = whose_turn(page, friend)
        seen = int(other.evaluate("Number(document.documentElement.dataset.live || 0)"))
        started = time.perf_counter()
        play_battle(me)
        decisions += 1
        # the move reaches the other device by itself (no link): its page applies it
        other.wait_for_function(f"Number(document.documentElement.dataset.live || 0) > {seen}", timeout=WAIT)
        arrivals.append(time.perf_counter() - started)
        assert other.locator(".remote-link").count() == 0, "nothing to send by link while connected"
    assert decisions < 120
    for device in (page, friend):
        device.wait_for_selector("#audit", timeout=60_000)
        assert "Checked: fair game" in device.inner_text("#audit")
    logs = [device.locator(".log li").count() for device in (page, friend)]
    assert logs[0] == logs[1] >= decisions, logs  # each move logged on both devices as it came
    arrivals.sort()
    print(
        f"\nlive: connected {connect * 1000:.0f} ms after the second scan; a move shown on the other device "
        f"{arrivals[len(arrivals) // 2] * 1000:.0f} ms after its tap (median of {len(arrivals)})"
    )


def test_petals_live_then_a_dropped_device_pairs_again(
    page: Any,
    friend: Any,  # noqa: F811
    server: str,
    watch: Any,
) -> None:
    invite_live(page, friend, server, "petals")
    # the deal by mental poker goes across by itself (its first message is ~21,000 characters)
    page.wait_for_selector(".game-petals", timeout=60_000)
    friend.wait_for_selector(".game-petals", timeout=60_000)
    for _ in range(2):  # a lead and its answer (a few tricks cost ~1 s each: the deal is the long part)
        me, _ = whose_turn(page, friend)
        play_petals(me)
    game = friend.evaluate("location.hash.slice(6)")
    held = ply(friend)
    friend.close()  # Bob's phone: the page is gone (a reload, the tab killed by the system)
    page.wait_for_selector("[data-live=closed]", timeout=WAIT)
    assert "no longer connected" in page.inner_text("#live")
    page.click("#live-theirs")  # every control of the box on screen: names, contrast, tap sizes
    page.add_script_tag(content=AXE.read_text())
    found = page.evaluate(AUDIT)
    assert not found, f"accessibility of the live box: {found}"
    small = page.evaluate(TAPS)
    assert not small, f"tap targets under 44 px: {small}"
    bob = friend.context.new_page()
    watch.attach(friend.context, bob)
    bob.goto(server + "#play=" + game)  # Bob opens Posy again: his game, as he left it
    bob.wait_for_selector(".game-petals", timeout=90_000)
    assert ply(bob) == held and ply(page) >= held
    # "Pair again": each code's link pasted into the address bar of the tab showing the game
    pair(page, bob, address_bar=True)
    for device in (page, bob):
        assert device.evaluate("location.hash").startswith("#play="), "a code is used once"
    bob.wait_for_selector(".game-petals", timeout=WAIT)
    before = max(ply(page), ply(bob))
    me, _ = whose_turn(page, bob)
    play_petals(me)
    page.wait_for_function(f"Number(document.body.dataset.ply) > {before}", timeout=WAIT)
    bob.wait_for_function(f"Number(document.body.dataset.ply) > {before}", timeout=WAIT)
    assert page.evaluate("document.body.dataset.over") != "true"
