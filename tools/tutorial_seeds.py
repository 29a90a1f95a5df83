"""Find the deals the tutorials are played on (py/posy/tutorial/): for each game, the first
seed whose position lets a short script show every rule early, and that script's moves.

    PYTHONPATH=py python3 tools/tutorial_seeds.py floriado

Prints the seed and the moves; the tutorial module records them (with this tool's name), so
the search runs once, by hand, and never at play time.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from typing import Any

from posy import game
from posy.core import Move, State
from posy.games.floriado import COLS, RAYS

# the positions on the way, each a game's own State (hence Any: a plan reads its fields)
Path = list[Any]
# a step of a plan: the moves that would do, best first
Plan = list[Callable[[Any, Path], Iterator[Move]]]


OPTIONS: dict[str, dict[str, Any]] = {"petals": {"rounds": 1}}  # a tutorial plays one round


def search(game_id: str, plan: Plan, seeds: range) -> tuple[int, list[Move]] | None:
    """The first seed (and its moves) where each step of ``plan`` finds a move, depth firs."""
    for seed in seeds:
        found = _dfs(game(game_id).new(players=2, seed=seed, options=OPTIONS.get(game_id)), plan, [], [])
        if found is not None:
            return seed, found
    return None


def _dfs(state: State[Any], plan: Plan, moves: list[Move], path: Path) -> list[Move] | None:
    if len(moves) == len(plan):
        return moves
    for move in plan[len(moves)](state, path):
        found = _dfs(state.play(move), plan, [*moves, move], [*path, state])
        if found is not None:
            return found
    return None


# -- Floriado: Gray (you) starts on an 8, picks a falling run straight ahead, turns over an
# empty square, moves without picking; White then picks on the square Gray stands on.


def _square(move: Move) -> int:
    return int(move["row"]) * COLS + int(move["col"])


def floriado_plan() -> Plan:
    def place_on_eight(s: Any, _: Path) -> Iterator[Move]:
        for m in s.moves():
            sq = _square(m)
            facing = "NESW".index(m["facing"])
            ahead = RAYS[sq][facing]
            if s.flowers[sq] == 8 and any(
                s.colours[a] == s.colours[sq] and 3 <= s.flowers[a] < 8 for a in ahead[1:]
            ):
                yield m

    def white_place(s: Any, _: Path) -> Iterator[Move]:
        yield from (m for m in s.moves() if s.flowers[_square(m)] >= 6)

    def straight_fall(s: Any, _: Path) -> Iterator[Move]:
        sq, facing = s.men[0]
        for m in s.moves():
            t = _square(m)
            if t in RAYS[sq][facing][1:] and s.colours[t] == s.colours[sq] and s.can_pick(0, t):
                yield m

    def white_any(s: Any, _: Path) -> Iterator[Move]:
        yield from (m for m in s.moves() if s.can_pick(1, _square(m)))

    def turn_over_empty(s: Any, _: Path) -> Iterator[Move]:
        sq, facing = s.men[0]
        for m in s.moves():
            t = _square(m)
            for d in ((facing + 1) % 4, (facing + 3) % 4):
                ray = RAYS[sq][d]
                passes_empty = t in ray and any(s.flowers[r] == 0 for r in ray[: ray.index(t)])
                if passes_empty and s.can_pick(0, t) and s.picks[0][s.colours[t]] == 0:
                    yield m

    def no_pick(s: Any, _: Path) -> Iterator[Move]:
        for m in s.moves():
            t = _square(m)
            if s.picks[0][s.colours[t]] > 0 and not s.can_pick(0, t) and s.can_pick(1, t):
                yield m

    def white_on_gray(s: Any, _: Path) -> Iterator[Move]:
        gray = s.men[0][0]
        yield from (m for m in s.moves() if _square(m) == gray and s.can_pick(1, gray))

    return [
        place_on_eight,
        white_place,
        straight_fall,
        white_any,
        turn_over_empty,
        white_any,
        no_pick,
        white_on_gray,
    ]


# -- Petal: you are Pink (seat 0) and the tree says Pink starts; you make a flower of
# mostly pink (neighbours always differ in colour at first),
# grow it, and pick it for points; Green makes a flower that is more pink than green and
# picks it for nothing.


def _petal_points(s: Any, square: int, player: int) -> int:
    from posy.games.petal import flower_points

    return flower_points(s.cells[square], player)


def _petal_totals(s: Any, square: int) -> tuple[int, int]:
    from posy.games.petal import flower_totals

    pink, green = flower_totals(s.cells[square])
    return pink, green


def petal_plan() -> Plan:
    def pink_flower(s: Any, _: Path) -> Iterator[Move]:
        if s.first != 0:
            return
        for m in s.moves():
            if (
                m["type"] == "flip"
                and s.cells[m["from"]][0] < 8
                and _petal_points(s.play(m), m["to"], 0) >= 5
            ):
                yield m

    def green_on_pink(s: Any, path: Path) -> Iterator[Move]:
        mine = s.last[3]
        for m in s.moves():
            green_on_pink = (
                m["type"] == "flip"
                and len(s.cells[m["from"]]) == 1
                and s.cells[m["from"]][0] >= 8 > s.cells[m["to"]][0]
            )
            apart = all(mine not in _near(x) for x in (m.get("from", -1), m.get("to", -1)))
            if green_on_pink and apart and _petal_points(s.play(m), m["to"], 1) == 0:
                yield m

    def grow(s: Any, path: Path) -> Iterator[Move]:
        mine = path[-1].last[3]
        for m in s.moves():
            if m["type"] == "flip" and m["from"] == mine and s.cells[m["to"]][0] < 8:
                yield m

    def green_picks_for_nothing(s: Any, path: Path) -> Iterator[Move]:
        theirs = path[-1].last[3]
        yield from (m for m in s.moves() if m == {"type": "pick", "cell": theirs})

    def pick_mine(s: Any, path: Path) -> Iterator[Move]:
        mine = path[-1].last[3]
        yield from (
            m for m in s.moves() if m == {"type": "pick", "cell": mine} and _petal_points(s, mine, 0) >= 6
        )

    return [pink_flower, green_on_pink, grow, green_picks_for_nothing, pick_mine]


def _near(square: int) -> list[int]:
    from posy.games.petal import NEIGHBOURS

    return [square, *NEIGHBOURS[square]]


# -- Petals (one round): you lead into the opponent's void and are trumped (it takes your
# card, so it leads again); you follow its lead and win by value, take your own card (so
# it leads again); you cannot follow and lose to the lead suit; both bottom rows fill.


def petals_plan() -> Plan:
    from posy.games.petals import SUIT, VALUE

    def suits(s: Any, p: int) -> set[int]:
        return {SUIT[c] for c in s.hands[p]}

    def lead_into_void(s: Any, _: Path) -> Iterator[Move]:
        trump = SUIT[s.trump]
        for m in s.moves():
            c = m["card"]
            if SUIT[c] != trump and SUIT[c] not in suits(s, 1) and trump in suits(s, 1):
                yield m

    def trump_it(s: Any, _: Path) -> Iterator[Move]:
        yield from (m for m in s.moves() if SUIT[m["card"]] == SUIT[s.trump])

    def take(own: bool) -> Callable[[Any, Path], Iterator[Move]]:
        def step(s: Any, _: Path) -> Iterator[Move]:
            mine = s.table[0] if s.leader == s.turn else s.table[1]
            yield from (m for m in s.moves() if (m["card"] == mine) == own)

        return step

    def place(s: Any, _: Path) -> Iterator[Move]:
        yield min(s.moves(), key=lambda m: m["cell"])  # the bottom row first

    def lead_followable(s: Any, _: Path) -> Iterator[Move]:
        trump = SUIT[s.trump]
        for m in s.moves():
            c = m["card"]
            mine = [x for x in s.hands[0] if SUIT[x] == SUIT[c]]
            if SUIT[c] != trump and any(VALUE[x] > VALUE[c] for x in mine) and len(mine) < len(s.hands[0]):
                yield m

    def follow_higher(s: Any, _: Path) -> Iterator[Move]:
        lead = s.table[0]
        yield from (m for m in s.moves() if SUIT[m["card"]] == SUIT[lead] and VALUE[m["card"]] > VALUE[lead])

    def lead_void(s: Any, _: Path) -> Iterator[Move]:
        trump = SUIT[s.trump]
        for m in s.moves():
            c = m["card"]
            if SUIT[c] != trump and SUIT[c] not in suits(s, 0) and suits(s, 0) - {trump}:
                yield m

    def discard(s: Any, _: Path) -> Iterator[Move]:
        yield from (m for m in s.moves() if SUIT[m["card"]] != SUIT[s.trump])

    def arrange(s: Any, _: Path) -> Iterator[Move]:
        yield from (m for m in s.moves() if m.get("order") == [0, 1, 2])

    return [
        lead_into_void,
        trump_it,
        take(False),
        place,
        place,
        lead_followable,
        follow_higher,
        take(True),
        place,
        place,
        lead_void,
        discard,
        take(True),
        place,
        arrange,
        place,
        arrange,
    ]


# -- Anthokyklos: you (seat 0 starts in the seeds searched) place, reserve a card, and
# claim it with your next tile, while the computer places tiles.


def anthokyklos_plan() -> Plan:
    def place(s: Any, _: Path) -> Iterator[Move]:
        if s.current == 0:  # you start
            yield from (m for m in s.moves() if m["type"] == "place" and not s.play(m).claimed[0])

    def opp_place(s: Any, _: Path) -> Iterator[Move]:
        yield from (m for m in s.moves() if m["type"] == "place" and not s.play(m).claimed[1])

    def reserve(s: Any, _: Path) -> Iterator[Move]:
        yield from (m for m in s.moves() if m["type"] == "reserve")

    def claim_reserved(s: Any, _: Path) -> Iterator[Move]:
        card = s.reserved[0]
        yield from (m for m in s.moves() if m["type"] == "place" and card in s.play(m).claimed[0])

    return [place, opp_place, reserve, opp_place, claim_reserved, opp_place]


# -- Petal Battle: random rollouts of the first Sequencing (you, Red, choose an action kind
# you have not taken yet whenever one is legal); the first seed and rollout where Red
# spawns, grows, slides, flips, bumps and squishes, and nobody has won, is the script.

RED_KINDS = {"spawn", "grow", "slide", "flip", "push", "squish"}


def _kind(move: Move) -> str:
    if move["type"] != "bump":
        return str(move["type"])
    return "push" if move["effect"] == "push" else "squish"


def petal_battle_search(seeds: range, tries: int = 400) -> tuple[int, list[Move]] | None:
    from posy.core import Rng

    for seed in seeds:
        for attempt in range(tries):
            rng = Rng(seed * 1000 + attempt)
            state: Any = game("petal_battle").new(players=2, seed=seed)
            moves: list[Move] = []
            seen: set[str] = set()
            while not state.over and state.seqno == 1:  # the first Sequencing
                options = state.moves()
                if state.turn == 0 and state.phase == "play":
                    fresh = [m for m in options if _kind(m) not in seen]
                    options = fresh or options
                move = options[rng.below(len(options))]
                if state.turn == 0:
                    seen.add(_kind(move))
                moves.append(move)
                state = state.play(move)
            if not state.over and seen >= RED_KINDS:
                return seed, moves
    return None


PLANS: dict[str, Callable[[], Plan]] = {
    "floriado": floriado_plan,
    "petal": petal_plan,
    "petals": petals_plan,
    "anthokyklos": anthokyklos_plan,
}


def main() -> None:
    for game_id in sys.argv[1:] or [*PLANS, "petal_battle"]:
        if game_id == "petal_battle":
            found = petal_battle_search(range(1, 50))
        else:
            found = search(game_id, PLANS[game_id](), range(1, 500))
        print(game_id, found)


if __name__ == "__main__":
    main()
