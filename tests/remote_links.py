"""The links of a whole remote game of each game, played by simulated devices with
random moves (``python tests/remote_links.py``). For each game: the longest link and
the longest part (the target: every part at most 2,000 characters), the longest link
outside the mental-poker deal, and for Petals the parts each round's deal took, both
devices together (the target: at most 6)."""

from __future__ import annotations

import json
import sys
from typing import Any

from posy.core import Rng
from posy.remote.messages import unpack
from posy.remote.parts import split
from posy.remote.simulate import Group

CASES = [
    ("floriado", [0, 1], {}),
    ("petal", [0, 1], {}),
    ("petal_battle", [0, 1], {}),
    ("anthokyklos", [0, 1], {}),
    ("anthokyklos", [0, 1, 2], {}),
    ("anthokyklos", [0, 1, 2, 3], {}),
    ("petals", [0, 1], {"rounds": 3}),
]
DEAL = {"shuffle", "lock", "unlock"}


def measure(game: str, seats: list[int], options: dict[str, Any], seed: int = 1) -> dict[str, Any]:
    group = Group(game, seats, ["Ann", "Bob", "Cy", "Dee"][: len(seats)], options)
    group.play(Rng(seed))
    kinds = [(len(link), [m.kind for m in unpack(link)]) for link in group.links]
    longest = max(kinds)
    outside = max((n for n, k in kinds if not DEAL & set(k)), default=0)
    game_id = group.devices[0].log.game
    parts = max(len(split(link, game_id)) for link in group.links)
    longest_part = max(len(p) for link in group.links for p in split(link, game_id))
    return {
        "game": game,
        "devices": len(set(seats)),
        "links": len(kinds),
        "longest": longest[0],
        "longest_kinds": sorted(set(longest[1])),
        "longest_outside_deal": outside,
        "most_parts": parts,
        "longest_part": longest_part,
        "deal_parts_per_round": deal_parts(group.links, game_id),
    }


def deal_parts(links: list[str], game_id: str) -> list[int]:
    """The link parts that carried each round's deal (a link with a deal message counts whole)."""
    rounds: list[int] = []
    for link in links:
        kinds = [m.kind for m in unpack(link)]
        if "shuffle" in kinds:
            rounds.append(0)
        if rounds and DEAL & set(kinds):
            rounds[-1] += len(split(link, game_id))
    return rounds


if __name__ == "__main__":
    chosen = [c for c in CASES if len(sys.argv) < 2 or c[0] in sys.argv[1:]]
    for case in chosen:
        print(json.dumps(measure(*case)), flush=True)
