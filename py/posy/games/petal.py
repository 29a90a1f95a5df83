"""Petal: flip petals into flowers on a 7x7 checkerboard and pick the flowers that
favour your colour.

The rules, in short
-------------------
Two players, Pink and Green. There are 48 petal tiles, 24 of each colour,
numbered 1 to 8 three times. The tree tile is flipped like a coin: the colour
that lands face up starts. The tiles are laid number side up on a 7x7 grid,
alternating colours like a checkerboard, starting with the first player's colour
in the corner, with the tree in the middle square.

Players alternate. On a turn you do one of three things, with tiles of either
colour:

1. **Flip a petal** onto a face-up petal next to it (up, down, left or right).
   The two petals now lie number side to number side: a **flower**.
2. **Flip a flower** onto a face-up petal next to it, to grow the flower.
3. **Pick a flower** from the board and score it.

You can't flip onto a flower, onto the tree, or into an empty space; the square
you flip from becomes empty.

A picked flower scores the total of the picker's colour in it minus the total of
the opponent's colour, if that is above zero (else 0). The picker keeps the
flower either way. When no legal move is left (no flowers on the board and no
two petals next to each other) the game ends; the player with fewer flowers
scores 3 points for each flower fewer than the opponent. The highest score
wins; on equal scores the player with fewer flowers wins.

Rule notes
----------
No public source for this Petal (rulebook or published edition) was found, so
the gaps below are settled from the rulebook's own words and what keeps the
game fair.

* **Seats and colours.** Seat 0 is Pink, seat 1 is Green, each player's own
  colour. The tree flip is a seeded coin toss deciding who starts (``first``).
  The first player's colour takes the corners and every square whose row + column
  is even; the tree takes the centre, which is one of those squares, so each
  colour has exactly 24 squares for its 24 tiles. Each colour's tiles are
  shuffled and dealt onto that colour's squares in reading order.
* **Whose tiles.** The rulebook's actions say "a petal" and "any flower" with no
  owner, and the tiles are only coloured for scoring: either player may flip or
  pick any petal or flower, whatever its colour.
* **Stack order.** Flipping a petal onto a petal leaves the target face up at
  the bottom and the moved petal face down on top. Flipping a flower turns the
  whole stack over onto the target petal, so its order reverses: the old bottom
  tile ends on top, face down. The top of a flower is therefore always a tile
  lying face down, showing its back, and every number in a flower is covered.
  Stacks are kept bottom to top.
* **Memory play (the default).** Because of the above, a flower's numbers
  cannot be seen on the table. By default the view shows, for each flower, only
  its height and the colour of its top tile's back, to both players and to
  spectators alike, and the move log does not name the numbers of tiles going
  into flowers. Nothing is secret from one player and not the other, so the game
  has no hand-off screen (``secrets`` is False).
* **The computer remembers.** Every tile in a flower was face up on the table
  before it was flipped, so what a seat knows (the view *and* the game's history)
  fixes every flower's tiles: memory play hides numbers from the screen, not from
  a player who keeps track. The computer keeps track perfectly, as a player with
  a perfect memory would (``determinize`` has nothing to sample), and never
  knows more than that. Forgetting on purpose made it little better than chance
  (7 of 10 games won against random moves); remembering, it won all 10. For an
  equal footing, play with "Open flowers".
* **Open flowers (lobby option).** With "Open flowers" on, every flower's tiles
  are shown, and the view says what picking each flower would score for the
  player to move.
* **Picking.** Any flower of any height may be picked, whatever its top colour.
  A flower worth 0 is still kept and counts as a flower at the end. A picked
  flower's tiles are shown to everyone, in both modes.
* **The end.** The game ends as soon as the player to move has no legal move
  (both players always have the same moves). Every move empties a square and
  none fills one, so a game lasts at most 48 moves: it always ends.
* **Scores.** During the game a player's score is the points from picked
  flowers; the flower bonus (3 points per flower fewer) is added when the game
  ends. Equal numbers of flowers give no bonus.
* **Ties.** The winner is decided on final scores, bonus included; on equal
  scores the player with fewer flowers wins; equal scores and equal flowers are
  a draw (both are listed as winners).
* **Names.** Squares are numbered 0-48 in reading order (``row * 7 + col``),
  the tree is square 24. In words, columns are lettered A-G from the left and
  rows numbered 1-7 from the top, so the tree stands on D4.

Move formats
------------
Squares are ints 0-48, ``row * 7 + col``.

* ``{"type": "flip", "from": int, "to": int}`` flips the petal or flower on
  ``from`` onto the face-up single petal on ``to``, an orthogonal neighbour.
  (Flipping a petal and flipping a flower are the same move type; the source
  square says which.)
* ``{"type": "pick", "cell": int}`` picks the flower on ``cell``.

``moves()`` lists all flips (by ``from``, then ``to``, ascending), then all picks
(by ``cell``).

View schema
-----------
``view(viewer)`` is the same for every viewer and the spectator (no player
holds a secret; memory-mode numbers are hidden from all)::

    game            "petal"
    rows, cols      7, 7
    tree            24, the tree's square
    open_flowers    bool, the lobby option
    colours         ["pink", "green"]: the colour of seat 0 and seat 1
    first           seat the tree chose to start
    current         seat to move, or None when the game is over
    over            bool
    winners         [] while playing; winning seats (both on a draw) at the end
    bonus_per_flower  3
    cells           49 dicts in square order, each with every key:
        kind        "tree" | "empty" | "petal" | "flower"
        name        "A1".."G7"
        height      0 (tree, empty), 1 (petal), 2+ (flower: tiles in it)
        colour      petal: "pink" | "green"; else None
        number      petal: 1-8; else None
        top         flower: colour of its top tile's back; else None
        tiles       flower in open mode: [{"colour", "number"}] bottom to top;
                    else None (memory mode hides them)
        would_score flower in open mode while playing: points the player to
                    move would score by picking it; else None
    players         2 dicts, by seat:
        seat        "Pink" | "Green"
        colour      "pink" | "green"
        points      points from picked flowers
        bonus       flower bonus (0 until the game is over)
        score       points + bonus
        flowers     number of flowers kept
        kept        [{"tiles": [{"colour", "number"}] bottom to top, "points": int}]
                    in the order picked (always shown: picked flowers are public)
    petals          single petals on the board
    flowers_on_board  flowers on the board
    last            None before the first move, else the last action:
                    {"type": "flip", "player", "from", "to", "height": new
                     flower height, "grew": bool (a flower was flipped)} or
                    {"type": "pick", "player", "cell", "tiles": [...],
                     "points": int}
    revealed        tiles revealed by the last action (the picked flower's
                    tiles, bottom to top) or [] when nothing was revealed
"""

from __future__ import annotations

from typing import Any

from ..core import BadRecord, Game, JSONable, Move, Option, Rng, State, ranked_winners, replace_at

ROWS = COLS = 7
CELLS = ROWS * COLS
TREE = CELLS // 2  # the centre square, 24
PINK, GREEN = 0, 1
COLOURS = ("pink", "green")
SEATS = ("Pink", "Green")
NUMBERS = tuple(range(1, 9))
COPIES = 3
BONUS_PER_FLOWER = 3
OPEN = "open_flowers"

Tile = int
"""A tile is ``colour * 8 + number - 1``: 0-7 pink 1-8, 8-15 green 1-8."""


def tile(colour: int, number: int) -> Tile:
    return colour * 8 + number - 1


def colour_of(t: Tile) -> int:
    return t >> 3


def number_of(t: Tile) -> int:
    return (t & 7) + 1


def square_name(square: int) -> str:
    return f"{'ABCDEFG'[square % COLS]}{square // COLS + 1}"


def square_colour(square: int, first: int) -> int:
    """The colour dealt onto ``square`` when ``first`` starts (checkerboard)."""
    row, col = divmod(square, COLS)
    return first if (row + col) % 2 == 0 else 1 - first


def flower_totals(tiles: tuple[Tile, ...]) -> tuple[int, int]:
    """(pink total, green total) of the tiles."""
    totals = [0, 0]
    for t in tiles:
        totals[t >> 3] += (t & 7) + 1
    return totals[0], totals[1]


def flower_points(tiles: tuple[Tile, ...], player: int) -> int:
    """What ``player`` scores by picking a flower: own total minus the opponent's, at least 0."""
    totals = flower_totals(tiles)
    return max(0, totals[player] - totals[1 - player])


def flower_bonus(flowers: list[int]) -> list[int]:
    """End bonus per player: 3 points for each flower fewer than the opponent."""
    return [BONUS_PER_FLOWER * max(0, flowers[1 - p] - flowers[p]) for p in range(2)]


def _neighbours(square: int) -> tuple[int, ...]:
    row, col = divmod(square, COLS)
    out = []
    for dr, dc in ((-1, 0), (0, -1), (0, 1), (1, 0)):
        r, c = row + dr, col + dc
        if 0 <= r < ROWS and 0 <= c < COLS and r * COLS + c != TREE:
            out.append(r * COLS + c)
    return tuple(sorted(out))


NEIGHBOURS = tuple(_neighbours(s) for s in range(CELLS))
"""Orthogonal neighbours of each square, the tree left out (nothing lands on it)."""

FULL_SET = sorted(tile(k, n) for k in (PINK, GREEN) for n in NUMBERS for _ in range(COPIES))


def _has_move(cells: tuple[tuple[Tile, ...], ...]) -> bool:
    for square in range(CELLS):
        size = len(cells[square])
        if size > 1:
            return True  # a flower can always be picked
        if size == 1:
            for other in NEIGHBOURS[square]:
                if len(cells[other]) == 1:
                    return True
    return False


def _tile_view(t: Tile) -> dict[str, Any]:
    return {"colour": COLOURS[t >> 3], "number": (t & 7) + 1}


def _tiles_words(tiles: tuple[Tile, ...]) -> str:
    parts = []
    for k in (PINK, GREEN):
        numbers = sorted(number_of(t) for t in tiles if colour_of(t) == k)
        if numbers:
            parts.append(f"{COLOURS[k]} {', '.join(str(n) for n in numbers)}")
    return "; ".join(parts)


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _is_square(value: Any) -> bool:
    return type(value) is int and 0 <= value < CELLS


class PetalState(State):
    __slots__ = ("cells", "kept", "points", "turn", "first", "open", "seed", "last")

    def __init__(
        self,
        cells: tuple[tuple[Tile, ...], ...],
        kept: tuple[tuple[tuple[Tile, ...], ...], ...],
        turn: int | None,
        first: int,
        open_flowers: bool,
        seed: int,
        last: tuple[Any, ...] | None,
        points: tuple[int, ...] | None = None,
    ) -> None:
        self.cells = cells  # per square, its tiles bottom to top; () empty (and the tree)
        self.kept = kept  # per player, picked flowers in order picked
        self.turn = turn
        self.first = first  # seat the tree chose
        self.open = open_flowers  # lobby option: flowers' tiles shown
        self.seed = seed
        self.last = last  # None, ("flip", player, from, to) or ("pick", player, cell)
        if points is None:
            points = tuple(sum(flower_points(f, p) for f in kept[p]) for p in range(2))
        self.points = points  # per player, from picked flowers

    # -- rules ---------------------------------------------------------------
    @property
    def current(self) -> int | None:
        return self.turn

    def moves(self) -> list[Move]:
        if self.turn is None:
            return []
        # Sizes once, via map: calls into builtins are what Pyodide makes most expensive.
        sizes = tuple(map(len, self.cells))
        flips: list[Move] = [
            {"type": "flip", "from": square, "to": target}
            for square in range(CELLS)
            if sizes[square]
            for target in NEIGHBOURS[square]
            if sizes[target] == 1
        ]
        return flips + [{"type": "pick", "cell": square} for square in range(CELLS) if sizes[square] > 1]

    # -- the computer player's hooks (posy.ai) ---------------------------------
    search_scale = 0.4  # ~580 iterations a second in Chromium here: see posy.ai.LEVELS

    def rollout_move(self, rng: Rng) -> Move:
        """A uniformly random legal move, as the default, without building every move's
        dict first (the computer player's simulations spent 60% of their time there)."""
        sizes = tuple(map(len, self.cells))
        options = [
            (square, target)
            for square in range(CELLS)
            if sizes[square]
            for target in NEIGHBOURS[square]
            if sizes[target] == 1
        ]
        options.extend((square, -1) for square in range(CELLS) if sizes[square] > 1)
        square, target = options[rng.below(len(options))]
        if target < 0:
            return {"type": "pick", "cell": square}
        return {"type": "flip", "from": square, "to": target}

    def apply(self, move: Move) -> PetalState:
        player = self.turn
        assert player is not None
        cells = list(self.cells)
        kept, points = self.kept, self.points
        if move["type"] == "flip":
            src, dst = move["from"], move["to"]
            cells[dst] = cells[dst] + cells[src][::-1]
            cells[src] = ()
            last: tuple[Any, ...] = ("flip", player, src, dst)
        else:
            square = move["cell"]
            flower = cells[square]
            cells[square] = ()
            kept = replace_at(kept, player, (*kept[player], flower))
            points = replace_at(points, player, points[player] + flower_points(flower, player))
            last = ("pick", player, square)
        board = tuple(cells)
        turn = 1 - player if _has_move(board) else None
        return PetalState(board, kept, turn, self.first, self.open, self.seed, last, points)

    @property
    def flowers(self) -> list[int]:
        """Flowers kept by each player."""
        return [len(self.kept[0]), len(self.kept[1])]

    @property
    def bonus(self) -> list[int]:
        """End bonus per player; 0 until the game is over."""
        if self.turn is not None:
            return [0, 0]
        return flower_bonus(self.flowers)

    @property
    def scores(self) -> list[int]:
        bonus = self.bonus
        return [self.points[p] + bonus[p] for p in range(2)]

    @property
    def winners(self) -> list[int]:
        if self.turn is not None:
            return []
        return ranked_winners(self.scores, [-n for n in self.flowers])

    def why_illegal(self, move: Move) -> str:
        kind = move.get("type")
        cells = self.cells
        if kind == "flip":
            if set(move) != {"type", "from", "to"}:
                return "A flip names only the square it starts from and the square it lands on."
            src, dst = move["from"], move["to"]
            if not _is_square(src) or not _is_square(dst):
                return "That square is not on the board."
            if src == TREE:
                return "The tree never moves."
            if not cells[src]:
                return "There is nothing on that square to flip."
            what = "petal" if len(cells[src]) == 1 else "flower"
            if dst == src:
                return f"Flip the {what} onto another square."
            if dst not in NEIGHBOURS[src] and dst != TREE:
                return (
                    f"A {what} can only be flipped onto a square right next to it: up, down, left or right."
                )
            if dst == TREE:
                return f"You can't flip a {what} onto the tree tile."
            if not cells[dst]:
                return f"You can't flip a {what} into an empty space."
            if what == "petal":
                return "You can't flip a petal onto a flower."
            return "You can't flip a flower onto another flower."
        if kind == "pick":
            if set(move) != {"type", "cell"}:
                return "A pick names only the square of the flower."
            square = move["cell"]
            if not _is_square(square):
                return "That square is not on the board."
            if square == TREE:
                return "The tree can't be picked."
            if not cells[square]:
                return "There is no flower on that square to pick."
            return "A single petal can't be picked: only flowers (two or more tiles) can."
        return "That is not a Petal move: flip a petal or a flower, or pick a flower."

    def determinize(self, viewer: int | None, rng: Rng) -> PetalState:
        """Nothing to sample: every tile in a flower was seen face up before it was
        flipped, so what a seat knows (the view and the game's history) fixes every
        flower's tiles, in memory play too (see Rule notes)."""
        return self

    # -- presentation --------------------------------------------------------
    def _petal_words(self, square: int) -> str:
        t = self.cells[square][0]
        if self.open:
            return f"{COLOURS[colour_of(t)]} {number_of(t)}"
        return f"the {COLOURS[colour_of(t)]} petal"

    def describe(self, move: Move, names: list[str] | None = None) -> str:
        name = self.game.player_name(self.turn, names)
        if move["type"] == "flip":
            src, dst = move["from"], move["to"]
            size = len(self.cells[src])
            target = f"{self._petal_words(dst)} on {square_name(dst)}"
            if size == 1:
                return (
                    f"{name} flips {self._petal_words(src)} from {square_name(src)} onto {target}, "
                    "making a flower."
                )
            return (
                f"{name} flips the {size}-tile flower from {square_name(src)} onto {target}; "
                f"it grows to {size + 1} tiles."
            )
        square = move["cell"]
        flower = self.cells[square]
        assert self.turn is not None
        points = flower_points(flower, self.turn)
        return (
            f"{name} picks the flower on {square_name(square)} ({_tiles_words(flower)}) "
            f"and scores {_plural(points, 'point')}."
        )

    # -- what the rules did on their own (the log's notes, the status line) -----
    def status_note(self, names: list[str] | None = None) -> str | None:
        """No turn is ever skipped in Petal (both players always have the same moves);
        once nothing can be flipped, only picking is left."""
        if self.turn is None:
            return None
        sizes = tuple(map(len, self.cells))
        if any(sizes[t] == 1 for s in range(CELLS) if sizes[s] for t in NEIGHBOURS[s]):
            return None
        return "Nothing can be flipped any more (no petal lies next to a petal or a flower): only flowers can be picked."

    def end_reason(self, names: list[str] | None = None) -> str:
        text = "There are no petals next to each other and no flowers left unscored: the game ends."
        flowers, bonus = self.flowers, self.bonus
        for p in range(2):
            if bonus[p]:
                fewer = flowers[1 - p] - flowers[p]
                text += (
                    f" {self.game.player_name(p, names)} kept {_plural(fewer, 'flower')} fewer "
                    f"and scores {bonus[p]} bonus points."
                )
        scores = self.scores
        if scores[0] == scores[1]:
            if flowers[0] == flowers[1]:
                text += " Scores and flowers are equal: a draw."
            else:
                fewer_p = 0 if flowers[0] < flowers[1] else 1
                text += f" Scores are tied: {self.game.player_name(fewer_p, names)} wins with fewer flowers."
        return text

    def _cell_view(self, square: int) -> dict[str, Any]:
        stack = self.cells[square]
        cell: dict[str, Any] = {
            "kind": "empty",
            "name": square_name(square),
            "height": len(stack),
            "colour": None,
            "number": None,
            "top": None,
            "tiles": None,
            "would_score": None,
        }
        if square == TREE:
            cell["kind"] = "tree"
        elif len(stack) == 1:
            cell.update(kind="petal", colour=COLOURS[stack[0] >> 3], number=(stack[0] & 7) + 1)
        elif stack:
            cell.update(kind="flower", top=COLOURS[stack[-1] >> 3])
            if self.open:
                cell["tiles"] = [_tile_view(t) for t in stack]
                if self.turn is not None:
                    cell["would_score"] = flower_points(stack, self.turn)
        return cell

    def view(self, viewer: int | None) -> dict[str, JSONable]:
        # The same for everyone: memory-mode numbers are hidden from all alike.
        bonus = self.bonus
        players: list[JSONable] = [
            {
                "seat": SEATS[p],
                "colour": COLOURS[p],
                "points": self.points[p],
                "bonus": bonus[p],
                "score": self.points[p] + bonus[p],
                "flowers": len(self.kept[p]),
                "kept": [
                    {"tiles": [_tile_view(t) for t in f], "points": flower_points(f, p)} for f in self.kept[p]
                ],
            }
            for p in range(2)
        ]
        last: dict[str, Any] | None = None
        revealed: list[dict[str, Any]] = []
        if self.last is not None and self.last[0] == "flip":
            _, player, src, dst = self.last
            height = len(self.cells[dst])
            last = {"type": "flip", "player": player, "from": src, "to": dst, "height": height}
            last["grew"] = height > 2
        elif self.last is not None:
            _, player, square = self.last
            flower = self.kept[player][-1]
            revealed = [_tile_view(t) for t in flower]
            last = {
                "type": "pick",
                "player": player,
                "cell": square,
                "tiles": revealed,
                "points": flower_points(flower, player),
            }
        return {
            "game": "petal",
            "rows": ROWS,
            "cols": COLS,
            "tree": TREE,
            "open_flowers": self.open,
            "colours": list(COLOURS),
            "first": self.first,
            "current": self.turn,
            "over": self.turn is None,
            "winners": self.winners,
            "bonus_per_flower": BONUS_PER_FLOWER,
            "cells": [self._cell_view(s) for s in range(CELLS)],
            "players": players,
            "petals": sum(1 for c in self.cells if len(c) == 1),
            "flowers_on_board": sum(1 for c in self.cells if len(c) > 1),
            "last": last,
            "revealed": [dict(t) for t in revealed],
        }

    def dump(self) -> dict[str, JSONable]:
        last: dict[str, Any] | None = None
        if self.last is not None and self.last[0] == "flip":
            last = {"type": "flip", "player": self.last[1], "from": self.last[2], "to": self.last[3]}
        elif self.last is not None:
            last = {"type": "pick", "player": self.last[1], "cell": self.last[2]}
        return {
            "game": "petal",
            "version": self.game.version,
            "seed": self.seed,
            "open_flowers": self.open,
            "first": self.first,
            "cells": [list(c) for c in self.cells],
            "kept": [[list(f) for f in pile] for pile in self.kept],
            "turn": self.turn,
            "last": last,
        }


class Petal(Game):
    id = "petal"
    title = "Petal"
    blurb = "Flip petals into flowers and pick the ones that favour your colour."
    seat_names = SEATS
    options = (
        Option(
            name=OPEN,
            label="Open flowers",
            default=False,
            help="Show the numbers inside every flower. Off, as on the table, you must remember them.",
        ),
    )

    def setup(self, players: int, seed: int, options: dict[str, Any]) -> PetalState:
        rng = Rng(seed)
        first = rng.below(2)  # the tree flip
        piles = [rng.shuffled(tile(k, n) for n in NUMBERS for _ in range(COPIES)) for k in (PINK, GREEN)]
        cells: list[tuple[Tile, ...]] = []
        for square in range(CELLS):
            if square == TREE:
                cells.append(())
            else:
                cells.append((piles[square_colour(square, first)].pop(),))
        return PetalState(
            cells=tuple(cells),
            kept=((), ()),
            turn=first,
            first=first,
            open_flowers=options[OPEN],
            seed=seed,
            last=None,
        )

    def restore(self, data: dict[str, Any]) -> PetalState:
        damaged = "This saved Petal position is damaged."
        cells = tuple(tuple(int(t) for t in c) for c in data["cells"])
        kept = tuple(tuple(tuple(int(t) for t in f) for f in pile) for pile in data["kept"])
        if len(cells) != CELLS or cells[TREE] or len(kept) != 2:
            raise BadRecord(damaged)
        if any(len(f) < 2 for pile in kept for f in pile):
            raise BadRecord(damaged)
        every = sorted([t for c in cells for t in c] + [t for pile in kept for f in pile for t in f])
        if every != FULL_SET:
            raise BadRecord("This saved Petal position does not hold the 48 petals.")
        first = data["first"]
        turn = data["turn"]
        if first not in (0, 1) or type(first) is not int or turn not in (None, 0, 1) or type(turn) is bool:
            raise BadRecord("This saved Petal position has no valid player to move.")
        if (turn is None) == _has_move(cells):
            raise BadRecord(damaged)
        open_flowers = data["open_flowers"]
        if not isinstance(open_flowers, bool):
            raise BadRecord(damaged)
        raw = data["last"]
        last: tuple[Any, ...] | None = None
        if raw is not None:
            player = raw["player"]
            if player not in (0, 1) or type(player) is not int:
                raise BadRecord(damaged)
            if raw["type"] == "flip":
                src, dst = raw["from"], raw["to"]
                if not (_is_square(src) and _is_square(dst)) or len(cells[dst]) < 2 or cells[src]:
                    raise BadRecord(damaged)
                last = ("flip", player, src, dst)
            elif raw["type"] == "pick":
                square = raw["cell"]
                if not _is_square(square) or cells[square] or not kept[player]:
                    raise BadRecord(damaged)
                last = ("pick", player, square)
            else:
                raise BadRecord(damaged)
        seed = data["seed"]
        if type(seed) is not int or seed < 0:
            raise BadRecord(damaged)
        return PetalState(cells, kept, turn, first, open_flowers, seed, last)


GAME = Petal()
PetalState.game = GAME
