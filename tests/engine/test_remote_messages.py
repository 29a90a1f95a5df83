"""Messages, their hash chain and links (posy.remote.messages)."""

from __future__ import annotations

import base64
import zlib

import pytest

from posy.remote.messages import ZERO, LinkRefused, Log, Message, new_game_id, pack, unpack


def chain(length: int, game: str | None = None) -> list[Message]:
    game = game or new_game_id()
    out = [Message.make(game, 0, ZERO, 0, "invite", {"game": "floriado"})]
    for seq in range(1, length):
        out.append(Message.make(game, seq, out[-1].hash, seq % 2, "move", {"move": {"type": "x", "n": seq}}))
    return out


def test_message_bytes_are_canonical_and_round_trip() -> None:
    m = Message.make(new_game_id(), 0, ZERO, 0, "invite", {"b": 1, "a": [1, 2]})
    assert b" " not in m.raw and m.raw.index(b'"body"') < m.raw.index(b'"from"')
    assert Message.parse(m.raw) == m
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


def test_a_forged_message_breaks_the_chain() -> None:
    messages = chain(4)
    forged = Message.make(messages[2].game, 2, messages[2].prev, 0, "move", {"move": {"type": "y"}})
    with pytest.raises(LinkRefused, match="do not follow each other"):
        unpack(pack([messages[1], forged, messages[3]]))


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
    forked = Message.make(messages[0].game, 2, messages[1].hash, 1, "move", {"move": {"type": "z"}})
    with pytest.raises(LinkRefused, match="does not match the moves already played"):
        log.fresh([forked], "Bob", "Bob")
    stray = Message.make(messages[0].game, 3, "a" * 64, 1, "move", {})
    with pytest.raises(LinkRefused, match="does not follow the last move"):
        log.fresh([stray], "Bob", "Bob")


def test_a_long_link_splits_into_parts_that_go_back_together() -> None:
    from posy.remote.messages import assemble, read_part, split

    messages = chain(60)
    text = pack(messages)
    game = messages[0].game
    assert split(text, game, 10_000) == [text]
    parts = split(text, game, 300)
    assert len(parts) > 1 and all(len(p) <= 300 for p in parts)
    read = [read_part(p) for p in reversed(parts)]
    assert all(r is not None and r[0] == game for r in read)
    pieces = [r[4] for r in sorted(read, key=lambda r: r[2])]  # type: ignore[index]
    assert unpack(assemble(read[0][1], pieces)) == messages  # type: ignore[index]
    with pytest.raises(LinkRefused, match="do not fit together"):
        assemble(read[0][1], pieces[:-1])  # type: ignore[index]
    with pytest.raises(LinkRefused, match="part of a link is damaged"):
        read_part(parts[0].replace(".1.", ".x.", 1))
    assert read_part(text) is None
