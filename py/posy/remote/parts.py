"""Parts: a link longer than a message app takes, in several links
(``posy1p.<game>.<digest>.<i>.<n>.<piece>``), and putting them back together, each
checked against the whole link's digest. Apart from ``messages.py`` (the messages,
their chain and signatures, and the link they travel in), whose link it cuts.
"""

from __future__ import annotations

from typing import Any

from ..core.i18n import _
from .messages import PREFIX, LinkRefused, _hex, digest

PART_PREFIX = "posy1p."
MAX_PARTS = 12  # parts of one link: a whole Petals deal message needs 2
MAX_PENDING = 3  # links whose parts a device keeps at once; the oldest goes first


def split(text: str, game: str, limit: int = 2000) -> list[str]:
    """``text`` (a link) as links of at most ``limit`` characters: itself when it
    fits, else parts ``posy1p.<game>.<digest>.<i>.<n>.<piece>`` the receiver
    puts back together (:func:`assemble`) whatever order they come in."""
    if len(text) <= limit:
        return [text]
    body = text[len(PREFIX) :]
    tag = digest(body.encode())[:16]
    room = limit - len(f"{PART_PREFIX}{game}.{tag}.999.999.")
    pieces = [body[i : i + room] for i in range(0, len(body), room)]
    return [f"{PART_PREFIX}{game}.{tag}.{i}.{len(pieces)}.{piece}" for i, piece in enumerate(pieces, 1)]


def read_part(text: Any) -> tuple[str, str, int, int, str] | None:
    """(game id, digest, part number, parts, piece) of a part link; None for any
    other text; LinkRefused when it is a damaged part."""
    if not isinstance(text, str) or PART_PREFIX not in text:
        return None
    fields = text.strip()[text.strip().find(PART_PREFIX) + len(PART_PREFIX) :].split(".")
    try:
        game, tag, index, total, piece = fields
        number, count = int(index), int(total)
    except ValueError as exc:
        raise LinkRefused(_("This part of a link is damaged: copy it again."), "damaged") from exc
    if not (
        _hex(game, 32) and _hex(tag, 16) and 1 <= number <= count <= MAX_PARTS and 0 < len(piece) <= 2000
    ):
        raise LinkRefused(_("This part of a link is damaged: copy it again."), "damaged")
    return game, tag, number, count, piece


def assemble(tag: str, pieces: list[str]) -> str:
    """The link whose parts' pieces these are, in order; refused if they do not
    put back together into it."""
    body = "".join(pieces)
    if digest(body.encode())[:16] != tag:
        raise LinkRefused(_("The parts of this link do not fit together: copy them again."), "damaged")
    return PREFIX + body


def keep_part(store: dict[str, dict[str, Any]], part: tuple[str, str, int, int, str]) -> str | None:
    """Keep one part of a long link in ``store`` (a device's parts, by digest);
    the whole link once its last part is in, else None. The store is bounded
    (``MAX_PENDING`` links, ``MAX_PARTS`` parts each), and a part that does not
    agree with the parts kept for its link is refused, changing nothing."""
    _game, tag, number, total, piece = part
    entry = store.get(tag)
    if entry is not None and (entry["total"] != total or entry["pieces"].get(str(number), piece) != piece):
        raise LinkRefused(
            _("This part does not belong with the parts of that link already opened: copy the link again."),
            "parts",
        )
    if entry is None:
        while len(store) >= MAX_PENDING:
            del store[next(iter(store))]
        entry = store[tag] = {"total": total, "pieces": {}}
    entry["pieces"][str(number)] = piece
    if len(entry["pieces"]) < total:
        return None
    del store[tag]
    return assemble(tag, [entry["pieces"][str(i)] for i in range(1, total + 1)])
