"""A move in the game's own words, and a reason from facts its player may see.

One small function per game, in :data:`EXPLAIN` keyed by game id. Each takes the
position and one of its legal moves and returns ``(what, why)``: ``what`` is the
move as an instruction ("move to C4", "play Rose (G 12)"), ``why`` a short
clause of facts about it ("picks 3 blue: your second blue, +3 points"), possibly
empty.

**Fair.** An explainer reads only what the player to decide may see: the public
board, that player's own hand, and cards whose place is known to everyone. Never
an opponent's hand, a face-down stack or the deck's order. ``tests/engine/
test_coach.py`` re-deals what the seat cannot see and checks the words are the same.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core import Move, State, plural

Explainer = Callable[[Any, Move], tuple[str, str]]

ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth")


def signed(n: int) -> str:
    return f"+{n}" if n >= 0 else f"−{-n}"


# --------------------------------------------------------------------------
# Floriado


def floriado(state: Any, move: Move) -> tuple[str, str]:
    from ..games import floriado as fl

    p = state.turn
    square = move["row"] * fl.COLS + move["col"]
    where = fl.square_name(square)
    if move["type"] == "place":
        facing = {"N": "north", "E": "east", "S": "south", "W": "west"}[move["facing"]]
        what = f"start on {where} facing {facing}"
    else:
        what = f"move to {where}"
    count, colour_index = state.flowers[square], state.colours[square]
    colour = fl.COLOURS[colour_index]
    after = state.apply(move)
    reach = sum(1 for s in after.targets(p) if after.can_pick(p, s))
    then = f"then {plural(reach, 'square')} to pick within reach"
    if state.can_pick(p, square):
        n = state.picks[p][colour_index] + 1
        gain = fl.colour_score(n) - fl.colour_score(n - 1)
        return (
            what,
            f"picks {count} {colour}: your {ORDINALS[n - 1]} {colour}, {signed(gain)} point{'' if gain == 1 else 's'}; {then}",
        )
    last = state.last[p][colour_index]
    return what, f"nothing to pick there ({count} {colour} is not fewer than your last {last}); {then}"


# --------------------------------------------------------------------------
# Petal


def petal(state: Any, move: Move) -> tuple[str, str]:
    from ..games import petal as pt

    p = state.turn
    other = pt.SEATS[1 - p]
    if move["type"] == "pick":
        square = move["cell"]
        flower = state.cells[square]
        points = pt.flower_points(flower, p)
        return (
            f"pick the flower on {pt.square_name(square)}",
            f"{plural(points, 'point')} now ({plural(len(flower), 'tile')})",
        )
    src, dst = move["from"], move["to"]

    def petal_words(square: int) -> str:
        t = state.cells[square][0]
        return f"{pt.COLOURS[pt.colour_of(t)]} {pt.number_of(t)}"

    stack = state.cells[dst] + state.cells[src][::-1]
    mine, theirs = pt.flower_points(stack, p), pt.flower_points(stack, 1 - p)
    worth = f"worth {mine} to you now ({theirs} to {other})"
    if len(state.cells[src]) == 1:
        what = f"flip {petal_words(src)} from {pt.square_name(src)} onto {petal_words(dst)} on {pt.square_name(dst)}"
        return what, f"makes a flower {worth}"
    size = len(state.cells[src])
    what = f"flip the {size}-tile flower from {pt.square_name(src)} onto {petal_words(dst)} on {pt.square_name(dst)}"
    return what, f"grows it to {size + 1} tiles, {worth}"


# --------------------------------------------------------------------------
# Petals


def petals(state: Any, move: Move) -> tuple[str, str]:
    from ..games import petals as ps

    p = state.turn
    kind = move["type"]
    if kind == "play":
        card = move["card"]
        label = ps.card_label(card)
        suit = ps.SUIT[card]
        trump = ps.SUIT[state.trump]
        if state.phase == "follow":
            lead = state.table[0]
            wins = ps.trick_winner(lead, card, trump) == 1
            return f"play {label}", "wins the trick" if wins else "lets the trick go"
        higher = sum(1 for c in state.unseen(p) if ps.SUIT[c] == suit and ps.VALUE[c] > ps.VALUE[card])
        if higher == 0:
            why = "no higher card of its suit is still out"
            if suit != trump:
                why += ": only a trump can beat it"
        else:
            why = f"{plural(higher, 'higher card')} of its suit still out"
        if suit == trump:
            why = "a trump; " + why
        return f"lead {label}", why
    if kind == "take":
        card = move["card"]
        other = state.table[1] if card == state.table[0] else state.table[0]
        mine = _best_place_gain(state, p, card)
        theirs = _best_place_gain(state, 1 - p, other)
        opponent = state.game.player_name(1 - p)
        return (
            f"take {ps.NAME[card]}",
            f"{signed(mine)} to your bouquet at best; {ps.NAME[other]} is {signed(theirs)} to {opponent}'s",
        )
    preview = state.preview(move)
    text = preview["text"] if preview else ""
    tail = text.rstrip(".").partition(": ")[2]
    if kind == "place":
        rows, cols = ("bottom", "middle", "top"), ("left", "middle", "right")
        cell = move["cell"]
        what = f"place {ps.NAME[state.pending[p]]} in the {rows[cell // 3]} row, {cols[cell % 3]} column"
    elif kind == "arrange":
        order = move["order"]
        what = (
            "keep the order of the columns"
            if order == [0, 1, 2]
            else "arrange the columns " + ", ".join(str(o + 1) for o in order)
        )
    elif kind == "switch":
        what = f"switch the Camellia with {ps.NAME[state.bouquets[p][move['to']]]}"
    else:
        what = "keep the bouquet as it is"
    return what, tail


def _best_place_gain(state: Any, player: int, card: int) -> int:
    """What ``card`` adds to ``player``'s bouquet in its best free cell (public)."""
    from ..games import petals as ps

    cells = state.bouquets[player]
    before = ps.bouquet_score(cells)
    best = None
    for col in range(3):
        for row in range(3):
            cell = row * 3 + col
            if cells[cell] == ps.EMPTY:
                gain = ps.bouquet_score(cells[:cell] + (card,) + cells[cell + 1 :]) - before
                best = gain if best is None else max(best, gain)
                break
    return best or 0


# --------------------------------------------------------------------------
# Petal Battle


def petal_battle(state: Any, move: Move) -> tuple[str, str]:
    from ..games import petal_battle as pb

    p = state.turn
    kind = move["type"]
    if kind == "sequence":
        order = move["order"]
        sizes = ", ".join(pb.SIZE_WORDS[s] for s in order)
        return (
            f"stack {sizes} (top first)",
            f"{plural(order[0], 'action')} next turn, then {order[1]}, then {order[2]}; "
            "the smaller top pyramid goes first",
        )
    if kind == "end":
        return "end your turn", f"{plural(state.left, 'action')} left unused"
    if kind == "spawn":
        what = f"spawn a small on {pb.petal_name(move['to'])}"
    elif kind == "grow":
        s = move["size"]
        what = f"grow the {pb.SIZE_WORDS[s - 1]} on {pb.petal_name(move['at'])} into a {pb.SIZE_WORDS[s]}"
    else:
        i, j = move["from"], move["to"]
        size = pb.SIZE_WORDS[pb.size_of(state.board[i])]
        verb = "flip" if j == pb.OPPOSITE[i] else "slide"
        if kind == "bump":
            target = state.board[j]
            q = pb.owner_of(target)
            whose = "your own" if q == p else f"{state.game.player_name(q)}'s"
            what = (
                f"{verb} the {size} from {pb.petal_name(i)} onto {whose} {pb.SIZE_WORDS[pb.size_of(target)]}"
            )
        else:
            what = f"{verb} the {size} from {pb.petal_name(i)} to {pb.petal_name(j)}"
    preview = state.preview(move)
    if preview is not None and preview["winners"] is not None:
        return what, preview["text"].rstrip(".")[0].lower() + preview["text"].rstrip(".")[1:]
    after = state.apply(move)
    before_run, after_run = _best_run(state.board, p), _best_run(after.board, p)
    why = f"your best five petals in a row hold {plural(after_run, 'piece')} of yours"
    if after_run != before_run:
        why += f" (was {before_run})"
    if preview is not None:
        why = preview["text"].rstrip(".")[0].lower() + preview["text"].rstrip(".")[1:] + "; " + why
    return what, why


def _best_run(board: tuple[int, ...], player: int) -> int:
    """The most of ``player``'s pieces in five contiguous petals."""
    from ..games import petal_battle as pb

    return max(sum(1 for i in run if board[i] and pb.owner_of(board[i]) == player) for run in pb.RUNS)


# --------------------------------------------------------------------------
# Anthokyklos


def anthokyklos(state: Any, move: Move) -> tuple[str, str]:
    from ..games import anthokyklos as ak
    from ..games.anthokyklos.lattice import COLOURS
    from ..games.anthokyklos.words import where

    if move["type"] == "reserve":
        card = ak.CARDS[move["card"]]
        return (
            f"reserve “{card.name}”",
            f"{plural(card.points, 'point')}; only you may claim it while your marker is on it",
        )
    tile, space = move["tile"], move["space"]
    what = (
        f"place the {COLOURS[state.tiles[tile]]} tile on {where(space)}"  # no space is numbered on the flower
    )
    preview = state.preview(move)
    parts = []
    for c in preview["completes"]:
        points = plural(c["points"], "point")
        if c["yours"]:
            parts.append(f"completes “{c['name']}” ({points})")
        else:
            parts.append(f"completes “{c['name']}” ({points}) for {state.game.player_name(c['reserved_by'])}")
    for c in preview["within_one"][:2]:
        parts.append(f"brings “{c['name']}” within one tile")
    due = [
        ak.CARDS[c]
        for c, ok in zip(state.display, state.valid)
        if ok and state.reserver(c) in (None, state.turn)
    ]
    if due:
        parts.append("you claim " + ", ".join(f"“{c.name}”" for c in due) + ", already on the flower")
    if not parts:
        parts.append("completes no card on display yet")
    return what, "; ".join(parts)


EXPLAIN: dict[str, Explainer] = {
    "floriado": floriado,
    "petal": petal,
    "petals": petals,
    "petal_battle": petal_battle,
    "anthokyklos": anthokyklos,
}


def explain(state: State[Any], move: Move) -> tuple[str, str]:
    """``(what, why)`` for a legal move of ``state.current``; a plain fallback for a
    game without an explainer (its log line)."""
    explainer = EXPLAIN.get(state.game.id)
    if explainer is None:
        return state.describe(move), ""
    return explainer(state, move)
