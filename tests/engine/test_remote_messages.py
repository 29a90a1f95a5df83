"""Messages, their hash chain and links (posy.remote.messages)."""

from __future__ import annotations

import base64
import zlib
from typing import Any

import pytest

from posy.remote import ed25519
from posy.remote.messages import (
    ZERO,
    LinkRefused,
    Log,
    Message,
    new_game_id,
    pack,
    unpack,
)
from posy.remote.parts import keep_part, read_part, split

KEY = ed25519.new_secret()


def make(game: str, seq: int, prev: str, sender: int, kind: str, body: dict[str, Any]) -> Message:
    return Message.make(game, seq, prev, sender, kind, body, KEY, 1_800_000_000 + seq)


def chain(length: int, game: str | None = None) -> list[Message]:
    game = game or new_game_id()
    out = [make(game, 0, ZERO, 0, "invite", {"game": "floriado"})]
    for seq in range(1, length):
        out.append(make(game, seq, out[-1].hash, seq % 2, "move", {"move": {"type": "x", "n": seq}}))
    return out


def test_message_bytes_are_canonical_and_round_trip() -> None:
    m = make(new_game_id(), 0, ZERO, 0, "invite", {"b": 1, "a": [1, 2]})
    assert b" " not in m.raw and m.raw.index(b'"body"') < m.raw.index(b'"from"')
    assert Message.parse(m.raw) == m
    assert m.signed_by(ed25519.public_key(KEY).hex())
    assert not m.signed_by(ed25519.public_key(ed25519.new_secret()).hex())
    with pytest.raises(LinkRefused, match="damaged"):
        Message.parse(m.raw.replace(b'{"a"', b'{ "a"'))  # not canonical: not what was hashed
    with pytest.raises(LinkRefused, match="not a Posy message"):
        Message.parse(b'{"hello": 1}')


def test_link_carries_several_messages_and_a_whole_url_is_read() -> None:
    messages = chain(4)
    text = pack(messages)
    assert unpack(text) == messages
    assert unpack("https://example.org/posy/#r=" + text) == messages


def test_truncated_or_garbled_links_are_refused() -> None:
    text = pack(chain(5))
    middle = len(text) // 2
    changed = text[:middle] + ("A" if text[middle] != "A" else "B") + text[middle + 1 :]
    for bad in (text[:-3], text[: len(text) // 2], changed):
        with pytest.raises(LinkRefused, match="incomplete or damaged"):
            unpack(bad)
    with pytest.raises(LinkRefused, match="incomplete or damaged"):  # something added after the end
        raw = base64.urlsafe_b64decode(text[6:] + "=" * (-len(text[6:]) % 4)) + b"more"
        unpack("posy1." + base64.urlsafe_b64encode(raw).decode())
    with pytest.raises(LinkRefused, match="not a Posy link"):
        unpack("https://example.org/")
    with pytest.raises(LinkRefused, match="not a Posy message"):
        packed = base64.urlsafe_b64encode(zlib.compress(b"[1,2]")).decode()
        unpack("posy1." + packed)


def test_a_link_whose_messages_do_not_follow_each_other_is_refused() -> None:
    messages = chain(4)
    with pytest.raises(LinkRefused, match="do not follow each other"):
        unpack(pack([messages[1], messages[3]]))  # one left out
    with pytest.raises(LinkRefused, match="do not follow each other"):
        unpack(pack([messages[1], chain(2)[1]]))  # another game's


def test_a_link_carries_each_later_message_without_its_prev_and_restores_it() -> None:
    messages = chain(6)
    assert unpack(pack(messages[2:])) == messages[2:]
    whole = base64.urlsafe_b64encode(zlib.compress(b"\n".join(m.raw for m in messages[2:]), 9)).decode()
    assert len(pack(messages[2:])) < len(whole) - 3 * 40  # a hash saved per later message
    with pytest.raises(LinkRefused, match="damaged"):  # a later line that still names a prev
        unpack("posy1." + whole)


def test_log_accepts_new_messages_and_names_gaps_forks_and_other_games() -> None:
    messages = chain(6)
    log = Log(messages[:3])
    assert log.fresh(messages[1:5], "Bob", "Bob") == messages[3:5]
    assert log.fresh(messages[:3], "Bob", "Bob") == []  # already up to date
    with pytest.raises(LinkRefused, match="open Bob's earlier link first"):
        log.fresh(messages[4:6], "Bob", "Bob")
    other = chain(4)
    with pytest.raises(LinkRefused, match="another game, not your game with Bob"):
        log.fresh(other[3:], "Bob", "Bob")
    forked = make(messages[0].game, 2, messages[1].hash, 1, "move", {"move": {"type": "z"}})
    with pytest.raises(LinkRefused, match="does not match the moves already played"):
        log.fresh([forked], "Bob", "Bob")
    stray = make(messages[0].game, 3, "a" * 64, 1, "move", {})
    with pytest.raises(LinkRefused, match="does not follow the last move"):
        log.fresh([stray], "Bob", "Bob")


def test_a_long_link_splits_into_parts_that_go_back_together() -> None:
    from posy.remote.parts import assemble

    messages = chain(12)
    text = pack(messages)
    game = messages[0].game
    assert split(text, game, 10_000) == [text]
    parts = split(text, game, 600)
    assert 1 < len(parts) <= 12 and all(len(p) <= 600 for p in parts)
    read = [r for r in map(read_part, reversed(parts)) if r is not None]
    assert len(read) == len(parts) and all(r[0] == game for r in read)
    pieces = [r[4] for r in sorted(read, key=lambda r: r[2])]
    assert unpack(assemble(read[0][1], pieces)) == messages
    with pytest.raises(LinkRefused, match="do not fit together"):
        assemble(read[0][1], pieces[:-1])
    with pytest.raises(LinkRefused, match="part of a link is damaged"):
        read_part(parts[0].replace(".1.", ".x.", 1))
    assert read_part(text) is None


def test_the_part_store_is_bounded_and_refuses_parts_that_do_not_fit() -> None:
    """Parts numbered 1/3, 5/5, 2/3 used to crash the store (KeyError); 40 stray parts
    grew it without limit."""
    messages = chain(10)
    game = messages[0].game
    parts = split(pack(messages), game, 400)
    assert 3 < len(parts) <= 12
    store: dict[str, Any] = {}
    first = read_part(parts[0])
    assert first is not None and keep_part(store, first) is None
    tag = first[1]
    wrong = len(parts) + 1  # a part numbered n/n of the same link, when it has fewer
    other_total = f"posy1p.{game}.{tag}.{wrong}.{wrong}.{first[4]}"
    with pytest.raises(LinkRefused, match="does not belong with the parts of that link"):
        keep_part(store, read_part(other_total))  # type: ignore[arg-type]
    changed = read_part(parts[0][:-1] + ("A" if parts[0][-1] != "A" else "B"))
    with pytest.raises(LinkRefused, match="does not belong"):
        keep_part(store, changed)  # type: ignore[arg-type]
    assert len(store[tag]["pieces"]) == 1  # nothing changed
    for n in range(40):  # stray parts of other links: the store keeps a few, never more
        keep_part(store, (game, f"{n:016x}", 1, 3, "x" * 1900))
    assert len(store) <= 3 and sum(len(e["pieces"]) for e in store.values()) <= 3
    with pytest.raises(LinkRefused, match="part of a link is damaged"):
        read_part(f"posy1p.{game}.{tag}.1.999.abc")  # more parts than any link has
    whole = None
    for part in reversed(parts):
        whole = keep_part(store, read_part(part))  # type: ignore[arg-type]
    assert whole is not None and unpack(whole) == messages
