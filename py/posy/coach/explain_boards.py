"""The words of a move in the board games, Floriado, Petal and Petal Battle, for
:mod:`posy.coach.explainers` (which says what ``(what, why)`` is and what it may read).

``what`` is an instruction: it starts a hint ("Move to C4: ...") and follows "better was
to" in a review, so each language writes it in the form both take (an infinitive in most).
"""

from __future__ import annotations

from typing import Any

from ..core import Move
from ..core.i18n import _, ngettext, pgettext
from .phrases import both, clause_of, signed


def floriado_colour(index: int) -> str:
    """A Floriado flower colour (``floriado.COLOURS``' order), as the coach's reasons use it."""
    return (
        # Translators: a Floriado flower colour in the coach's reasons ("picks 3 blue").
        pgettext("Floriado", "yellow"),
        # Translators: a Floriado flower colour in the coach's reasons ("picks 3 blue").
        pgettext("Floriado", "orange"),
        # Translators: a Floriado flower colour in the coach's reasons ("picks 3 blue").
        pgettext("Floriado", "red"),
        # Translators: a Floriado flower colour in the coach's reasons ("picks 3 blue").
        pgettext("Floriado", "pink"),
        # Translators: a Floriado flower colour in the coach's reasons ("picks 3 blue").
        pgettext("Floriado", "blue"),
    )[index]


def nth(n: int, colour: str) -> str:
    """The picking of a colour ``n`` is (1 to 8): "your second blue"."""
    return (
        # Translators: the how-manieth picking of a Floriado colour this is; {colour}: a colour ("blue").
        _("your first {colour}"),
        # Translators: the how-manieth picking of a Floriado colour this is; {colour}: a colour ("blue").
        _("your second {colour}"),
        # Translators: the how-manieth picking of a Floriado colour this is; {colour}: a colour ("blue").
        _("your third {colour}"),
        # Translators: the how-manieth picking of a Floriado colour this is; {colour}: a colour ("blue").
        _("your fourth {colour}"),
        # Translators: the how-manieth picking of a Floriado colour this is; {colour}: a colour ("blue").
        _("your fifth {colour}"),
        # Translators: the how-manieth picking of a Floriado colour this is; {colour}: a colour ("blue").
        _("your sixth {colour}"),
        # Translators: the how-manieth picking of a Floriado colour this is; {colour}: a colour ("blue").
        _("your seventh {colour}"),
        # Translators: the how-manieth picking of a Floriado colour this is; {colour}: a colour ("blue").
        _("your eighth {colour}"),
    )[n - 1].format(colour=colour)


def floriado_start(facing: str, square: str) -> str:
    return {
        # Translators: a Floriado move: the first placement, facing a side; {square}: a square ("C4").
        "N": _("start on {square} facing north"),
        # Translators: a Floriado move: the first placement, facing a side; {square}: a square ("C4").
        "E": _("start on {square} facing east"),
        # Translators: a Floriado move: the first placement, facing a side; {square}: a square ("C4").
        "S": _("start on {square} facing south"),
        # Translators: a Floriado move: the first placement, facing a side; {square}: a square ("C4").
        "W": _("start on {square} facing west"),
    }[facing].format(square=square)


def floriado(state: Any, move: Move) -> tuple[str, str]:
    from ..games import floriado as fl

    p = state.turn
    square = move["row"] * fl.COLS + move["col"]
    where = fl.square_name(square)
    if move["type"] == "place":
        what = floriado_start(move["facing"], where)
    else:
        # Translators: a Floriado move in the coach's words; {square}: a square ("C4").
        what = _("move to {square}").format(square=where)
    count, colour_index = state.flowers[square], state.colours[square]
    colour = floriado_colour(colour_index)
    after = state.apply(move)
    reach = sum(1 for s in after.targets(p) if after.can_pick(p, s))
    # Translators: after a Floriado move, the squares where its player could pick next.
    then = ngettext("then {n} square to pick within reach", "then {n} squares to pick within reach", reach)
    then = then.format(n=reach)
    if state.can_pick(p, square):
        n = state.picks[p][colour_index] + 1
        gain = fl.colour_score(n) - fl.colour_score(n - 1)
        # Translators: {count} flowers of {colour} picked; {nth}: "your second blue"; {gain}: "+2" or "−1".
        picks = ngettext(
            "picks {count} {colour}: {nth}, {gain} point",
            "picks {count} {colour}: {nth}, {gain} points",
            gain,
        )
        return what, both(
            picks.format(count=count, colour=colour, nth=nth(n, colour), gain=signed(gain)), then
        )
    last = state.last[p][colour_index]
    # Translators: a Floriado square whose {count} flowers of {colour} may not be picked ({last}: your last count of it).
    nothing = _("nothing to pick there ({count} {colour} is not fewer than your last {last})")
    return what, both(nothing.format(count=count, colour=colour, last=last), then)


def petal_tile(state: Any, square: int) -> str:
    """The face-up petal on ``square``: "pink 7"."""
    from ..games import petal as pt

    t = state.cells[square][0]
    # Translators: a Petal tile by its colour and number ("pink 7").
    pink = _("pink {number}")
    # Translators: a Petal tile by its colour and number ("green 2").
    green = _("green {number}")
    return (pink if pt.colour_of(t) == pt.PINK else green).format(number=pt.number_of(t))


def petal(state: Any, move: Move) -> tuple[str, str]:
    from ..games import petal as pt

    p = state.turn
    other = state.game.player_name(1 - p)
    if move["type"] == "pick":
        square = move["cell"]
        flower = state.cells[square]
        points = pt.flower_points(flower, p)
        # Translators: the number of tiles of a Petal flower, in "3 points now (3 tiles)".
        tiles = ngettext("{n} tile", "{n} tiles", len(flower)).format(n=len(flower))
        # Translators: what picking a Petal flower scores; {tiles}: its number of tiles ("3 tiles").
        now = ngettext("{n} point now ({tiles})", "{n} points now ({tiles})", points)
        # Translators: a Petal move in the coach's words; {square}: a square ("B2").
        what = _("pick the flower on {square}").format(square=pt.square_name(square))
        return what, now.format(n=points, tiles=tiles)
    src, dst = move["from"], move["to"]
    stack = state.cells[dst] + state.cells[src][::-1]
    worth = {
        "mine": pt.flower_points(stack, p),
        "theirs": pt.flower_points(stack, 1 - p),
        "other": other,
        "source": pt.square_name(src),
        "target": petal_tile(state, dst),
        "square": pt.square_name(dst),
    }
    if len(state.cells[src]) == 1:
        # Translators: a Petal move; {petal}, {target}: tiles ("pink 7"); {source}, {square}: squares ("B2").
        what = _("flip {petal} from {source} onto {target} on {square}")
        # Translators: {mine}, {theirs}: the flower's points for you and for {other}, the other player.
        why = _("makes a flower worth {mine} to you now ({theirs} to {other})")
        return what.format(petal=petal_tile(state, src), **worth), why.format(**worth)
    size = len(state.cells[src])
    # Translators: a Petal move: a flower of {size} tiles flipped; {target}: a tile ("pink 7").
    what = _("flip the {size}-tile flower from {source} onto {target} on {square}")
    # Translators: {mine}, {theirs}: the flower's points for you and for {other}, the other player.
    why = ngettext(
        "grows it to {n} tile, worth {mine} to you now ({theirs} to {other})",
        "grows it to {n} tiles, worth {mine} to you now ({theirs} to {other})",
        size + 1,
    )
    return what.format(size=size, **worth), why.format(n=size + 1, **worth)


def size_word(size: int) -> str:
    """A Petal Battle piece's size (1 to 3) as the coach names it."""
    return (
        # Translators: a Petal Battle piece by its size, as in "slide the small from petal 2 to petal 3".
        pgettext("Petal Battle", "small"),
        # Translators: a Petal Battle piece by its size, as in "slide the small from petal 2 to petal 3".
        pgettext("Petal Battle", "medium"),
        # Translators: a Petal Battle piece by its size, as in "slide the small from petal 2 to petal 3".
        pgettext("Petal Battle", "large"),
    )[size - 1]


def petal_battle_sequence(order: list[int]) -> tuple[str, str]:
    first, second, third = (size_word(s) for s in order)
    # Translators: a Petal Battle move: the three pyramids stacked, sizes ("small"), the top one first.
    what = _("stack {first}, {second}, {third} (top first)").format(first=first, second=second, third=third)
    # Translators: why stack the Petal Battle pyramids so: the actions of the next turns ({n}, {second}, {third}).
    why = ngettext(
        "{n} action next turn, then {second}, then {third}; the smaller top pyramid goes first",
        "{n} actions next turn, then {second}, then {third}; the smaller top pyramid goes first",
        order[0],
    )
    return what, why.format(n=order[0], second=order[1], third=order[2])


def petal_battle_what(state: Any, move: Move) -> str:
    """An action of Petal Battle's play phase as an instruction."""
    from ..games import petal_battle as pb

    kind = move["type"]
    if kind == "spawn":
        # Translators: a Petal Battle action; {petal}: where ("petal 3"); a small: the smallest piece.
        return _("spawn a small on {petal}").format(petal=pb.petal_name(move["to"]))
    if kind == "grow":
        at = pb.petal_name(move["at"])
        # Translators: a Petal Battle action; {petal}: where the piece is ("petal 3").
        small = _("grow the small on {petal} into a medium")
        # Translators: a Petal Battle action; {petal}: where the piece is ("petal 3").
        medium = _("grow the medium on {petal} into a large")
        return (small if move["size"] == 2 else medium).format(petal=at)
    i, j = move["from"], move["to"]
    flip = j == pb.OPPOSITE[i]
    words = {"size": size_word(pb.size_of(state.board[i])), "source": pb.petal_name(i)}
    if kind != "bump":
        what = (
            # Translators: a Petal Battle action; {size}: "small", "medium" or "large"; {source}, {petal}: "petal 3".
            _("flip the {size} from {source} to {petal}")
            if flip
            # Translators: a Petal Battle action; {size}: "small", "medium" or "large"; {source}, {petal}: "petal 3".
            else _("slide the {size} from {source} to {petal}")
        )
        return what.format(petal=pb.petal_name(j), **words)
    target = state.board[j]
    q = pb.owner_of(target)
    words["their"] = size_word(pb.size_of(target))
    if q == state.turn:
        own = (
            # Translators: a Petal Battle action bumping the mover's own piece; {size}, {their}: sizes ("small"); {source}: "petal 3".
            _("flip the {size} from {source} onto your own {their}"),
            # Translators: a Petal Battle action bumping the mover's own piece; {size}, {their}: sizes ("small"); {source}: "petal 3".
            _("slide the {size} from {source} onto your own {their}"),
        )
        return own[0 if flip else 1].format(**words)
    other = (
        # Translators: a Petal Battle action bumping {player}'s piece; {size}, {their}: sizes ("small"); {source}: "petal 3".
        _("flip the {size} from {source} onto {player}'s {their}"),
        # Translators: a Petal Battle action bumping {player}'s piece; {size}, {their}: sizes ("small"); {source}: "petal 3".
        _("slide the {size} from {source} onto {player}'s {their}"),
    )
    return other[0 if flip else 1].format(player=state.game.player_name(q), **words)


def petal_battle(state: Any, move: Move) -> tuple[str, str]:

    p = state.turn
    kind = move["type"]
    if kind == "sequence":
        return petal_battle_sequence(move["order"])
    if kind == "end":
        # Translators: why end a Petal Battle turn now: the actions it leaves unused.
        unused = ngettext("{n} action left unused", "{n} actions left unused", state.left)
        # Translators: a Petal Battle action: stop before using every action of the turn.
        return _("end your turn"), unused.format(n=state.left)
    what = petal_battle_what(state, move)
    preview = state.preview(move)
    if preview is not None and preview["winners"] is not None:
        return what, clause_of(preview["text"])
    after = state.apply(move)
    before_run, after_run = _best_run(state.board, p), _best_run(after.board, p)
    if after_run != before_run:
        # Translators: a Petal Battle reason: the most of your pieces in five petals in a row after the action ({was}: before it).
        why = ngettext(
            "your best five petals in a row hold {n} piece of yours (was {was})",
            "your best five petals in a row hold {n} pieces of yours (was {was})",
            after_run,
        ).format(n=after_run, was=before_run)
    else:
        # Translators: a Petal Battle reason: the most of your pieces in five petals in a row after the action ({was}: before it).
        why = ngettext(
            "your best five petals in a row hold {n} piece of yours",
            "your best five petals in a row hold {n} pieces of yours",
            after_run,
        ).format(n=after_run)
    if preview is not None:
        why = both(clause_of(preview["text"]), why)
    return what, why


def _best_run(board: tuple[int, ...], player: int) -> int:
    """The most of ``player``'s pieces in five contiguous petals."""
    from ..games import petal_battle as pb

    return max(sum(1 for i in run if board[i] and pb.owner_of(board[i]) == player) for run in pb.RUNS)
