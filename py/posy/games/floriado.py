"""Floriado (Corné van Moorsel, Cwali): walk a man over a 5x8 flower grid and pick
descending runs of each colour.

The rules, in short
-------------------
Gray places his man on any square, facing a direction he chooses, and picks
that square's flowers; then White does the same. From then on the players
alternate. A move turns the man left, keeps him straight or turns him right
(never back), and moves him any distance in that straight line, passing over
any square, to a square that still has flowers; the man now faces the way he
moved. Both men may stand on the same square.

On arrival the flowers are picked if the player has not picked that colour yet,
or if the square has *fewer* flowers than the last count of that colour the
player picked. Otherwise nothing is picked, but the move was still legal.

Each colour scores by the number of times it was picked: 1, 3, 6, 10, 15, 21,
28, 36 for 1 to 8 pickings. The highest total wins.

Rule notes
----------
* **Flower distribution.** The rulebook does not give it. Its scoring table
  stops at 8 pickings of a colour, which is exactly what 5 colours with one
  square for each count 1..8 allow (a colour can only be picked in strictly
  falling counts). So the 40 squares hold one square per (colour, count), five
  colours times counts 1 to 8, shuffled by the seed.
* **Who is still playing.** A player is *finished* exactly when they have no legal move
  or when no square they could pick can be reached by any sequence of their own
  moves. Squares only ever disappear and a player's last counts only fall, so a
  finished player stays finished; their turns are skipped, which is the
  rulebook's "his opponent continues to make moves until he can't make any move
  either". (The rulebook's "all squares contain more flowers than can be picked"
  is the special case where no pickable square exists at all.)
* **No other end.** The rulebook ends the game only when neither player can
  pick any more, so nothing else finishes a player: not a number of moves
  without picking, not a limit on the game's length. Moving without picking is
  legal, and while a square they could pick is within reach of their own moves a
  player keeps their turns, however long they walk. In principle two players
  could walk for ever, as they could over the real board; Posy has no guard
  against it. In practice games end: picking is the only way to score, every
  picking empties a square for good, and a player with nothing left in reach is
  finished at once. In 20,000 games of moves chosen at random every game ended,
  the longest after 362 moves. (Version 1 of Posy's Floriado finished a player
  after 10 moves in a row without picking; its saved games are refused.)
* **End and ties.** The game ends when both players are finished. The rulebook
  gives no tie-break and none is published: equal totals are a draw.
* **Names.** Rows are numbered 1-5 from the top, columns lettered A-H from the
  left, so a square reads like "C4".
"""

from __future__ import annotations

from typing import Any

from ..core import BadRecord, Game, JSONable, Move, Rng, State, ranked_winners, replace_at

ROWS, COLS = 5, 8
SQUARES = ROWS * COLS
COLOURS = ("yellow", "orange", "red", "pink", "blue")
MAX_COUNT = 8
NOT_PICKED = MAX_COUNT + 1  # "last count" before a colour's first picking
FACINGS = ("N", "E", "S", "W")
STEPS = ((-1, 0), (0, 1), (1, 0), (0, -1))
SCORE_TABLE = (0, 1, 3, 6, 10, 15, 21, 28, 36)
GRAY, WHITE = 0, 1


def square_name(square: int) -> str:
    return f"{'ABCDEFGH'[square % COLS]}{square // COLS + 1}"


def colour_score(pickings: int) -> int:
    """Points for picking one colour ``pickings`` times (the rulebook's table)."""
    return SCORE_TABLE[pickings]


def _ray(square: int, facing: int) -> list[int]:
    """The squares in a straight line from ``square`` (exclusive) to the edge."""
    row, col = divmod(square, COLS)
    dr, dc = STEPS[facing]
    out = []
    row, col = row + dr, col + dc
    while 0 <= row < ROWS and 0 <= col < COLS:
        out.append(row * COLS + col)
        row, col = row + dr, col + dc
    return out


RAYS = tuple(tuple(tuple(_ray(s, f)) for f in range(4)) for s in range(SQUARES))
TURNS = tuple(((f + 3) % 4, f, (f + 1) % 4) for f in range(4))  # left, straight, right


class FloriadoState(State):
    __slots__ = ("colours", "flowers", "men", "last", "picks", "done", "turn", "seed")

    def __init__(
        self,
        colours: tuple[int, ...],
        flowers: tuple[int, ...],
        men: tuple[tuple[int, int] | None, ...],
        last: tuple[tuple[int, ...], ...],
        picks: tuple[tuple[int, ...], ...],
        done: tuple[bool, ...],
        turn: int | None,
        seed: int,
    ) -> None:
        self.colours = colours  # colour index of each square (fixed)
        self.flowers = flowers  # flowers left on each square; 0 once picked
        self.men = men  # per player: (square, facing) or None before placement
        self.last = last  # per player, per colour: last count picked (9 = none yet)
        self.picks = picks  # per player, per colour: how many times picked
        self.done = done  # per player: finished (see Rule notes)
        self.turn = turn
        self.seed = seed

    # -- rules ---------------------------------------------------------------
    @property
    def current(self) -> int | None:
        return self.turn

    def can_pick(self, player: int, square: int) -> bool:
        count = self.flowers[square]
        return 0 < count < self.last[player][self.colours[square]]

    def targets(self, player: int) -> list[int]:
        """Squares the player's man may move to (after placement)."""
        man = self.men[player]
        assert man is not None
        square, facing = man
        out: list[int] = []
        for direction in TURNS[facing]:
            out.extend(s for s in RAYS[square][direction] if self.flowers[s])
        return out

    def moves(self) -> list[Move]:
        player = self.turn
        if player is None:
            return []
        if self.men[player] is None:
            return [
                {"type": "place", "row": s // COLS, "col": s % COLS, "facing": FACINGS[f]}
                for s in range(SQUARES)
                if self.flowers[s]
                for f in range(4)
            ]
        return [{"type": "move", "row": s // COLS, "col": s % COLS} for s in self.targets(player)]

    def apply(self, move: Move) -> FloriadoState:
        player = self.turn
        assert player is not None
        square = move["row"] * COLS + move["col"]
        if move["type"] == "place":
            facing = FACINGS.index(move["facing"])
        else:
            man = self.men[player]
            assert man is not None
            facing = self._direction_to(man[0], square)
        men = replace_at(self.men, player, (square, facing))
        flowers, last, picks = self.flowers, self.last, self.picks
        if self.can_pick(player, square):
            colour = self.colours[square]
            flowers = replace_at(flowers, square, 0)
            last = replace_at(last, player, replace_at(last[player], colour, self.flowers[square]))
            picks = replace_at(picks, player, replace_at(picks[player], colour, picks[player][colour] + 1))
        nxt = FloriadoState(self.colours, flowers, men, last, picks, self.done, None, self.seed)
        # Finished is for good (see Rule notes), so only unfinished players are searched:
        # the mover (who stands elsewhere now), and the other only if a pick changed the board.
        other = 1 - player
        done = list(self.done)
        if not done[player]:
            done[player] = nxt._finished(player)
        if not done[other] and flowers is not self.flowers:
            done[other] = nxt._finished(other)
        nxt.done = (done[0], done[1])
        if not nxt.done[other]:
            nxt.turn = other
        elif not nxt.done[player]:
            nxt.turn = player
        return nxt

    @staticmethod
    def _direction_to(origin: int, target: int) -> int:
        for facing in range(4):
            if target in RAYS[origin][facing]:
                return facing
        raise AssertionError("target not in a straight line")

    def _finished(self, player: int) -> bool:
        """No square the player could pick is reachable by their own moves: a
        breadth-first search over (square, facing) on the current board. (Hot: the
        computer player runs it after every simulated move, hence the plain loops.)"""
        man = self.men[player]
        if man is None:
            return False  # still to place: any square with flowers can be picked
        flowers, colours, limit = self.flowers, self.colours, self.last[player]
        if not any(0 < flowers[s] < limit[colours[s]] for s in range(SQUARES)):
            return True
        seen = bytearray(SQUARES * 4)
        seen[man[0] * 4 + man[1]] = 1
        frontier = [man]
        while frontier:
            nxt = []
            for square, facing in frontier:
                rays = RAYS[square]
                for direction in TURNS[facing]:
                    for target in rays[direction]:
                        count = flowers[target]
                        if not count:
                            continue
                        if count < limit[colours[target]]:
                            return False
                        node = target * 4 + direction
                        if not seen[node]:
                            seen[node] = 1
                            nxt.append((target, direction))
            frontier = nxt
        return True

    @property
    def scores(self) -> list[int]:
        return [sum(colour_score(n) for n in self.picks[p]) for p in range(2)]

    @property
    def winners(self) -> list[int]:
        return ranked_winners(self.scores) if self.turn is None else []

    def why_illegal(self, move: Move) -> str:
        player = self.turn
        assert player is not None
        row, col = move.get("row"), move.get("col")
        if not (isinstance(row, int) and isinstance(col, int) and 0 <= row < ROWS and 0 <= col < COLS):
            return "That square is not on the board."
        square = row * COLS + col
        if move["type"] == "place":
            if self.men[player] is not None:
                return "Your man is already on the board: move him instead."
            if move.get("facing") not in FACINGS:
                return "Choose which way your man faces: N, E, S or W."
            if not self.flowers[square]:
                return "Place your man on a square that still has flowers."
            return "That placement is not allowed."
        if move["type"] != "move":
            return "That is not a Floriado move."
        man = self.men[player]
        if man is None:
            return "Place your man on the board first."
        here, facing = man
        if square == here:
            return "Your man must move to another square."
        if not self.flowers[square]:
            return "You can't end a move on a square whose flowers are already picked."
        for direction in range(4):
            if square in RAYS[here][direction]:
                if direction == (facing + 2) % 4:
                    return "Your man can't move backwards."
                return "That square is not in a straight line you may take."
        return "Your man moves in a straight line: left, ahead or right."

    # -- presentation --------------------------------------------------------
    def describe(self, move: Move, names: list[str] | None = None) -> str:
        player = self.turn
        assert player is not None
        name = self.game.player_name(player, names)
        square = move["row"] * COLS + move["col"]
        where = square_name(square)
        if move["type"] == "place":
            facing = {"N": "north", "E": "east", "S": "south", "W": "west"}[move["facing"]]
            head = f"{name} starts on {where} facing {facing}"
        else:
            head = f"{name} moves to {where}"
        count, colour = self.flowers[square], COLOURS[self.colours[square]]
        if self.can_pick(player, square):
            return f"{head} and picks {count} {colour}."
        last = self.last[player][self.colours[square]]
        return f"{head}: {count} {colour} is not fewer than {last}, nothing picked."

    # -- what the rules did on their own (the log's notes, the status line) -----
    def notes_after(self, move: Move, after: State, names: list[str] | None = None) -> list[str]:
        """A player just finished: "If one player cannot make a move, his opponent
        continues to make moves until he can't make any move either." Their turns are
        skipped from now on, which the log says once, when it starts."""
        assert isinstance(after, FloriadoState)
        mover = self.turn
        assert mover is not None
        notes = []
        for p in (mover, 1 - mover):  # the mover first
            if after.done[p] and not self.done[p]:
                text = f"{self.game.player_name(p, names)} cannot pick any more flowers ({after._why_finished(p)})"
                if not after.done[1 - p]:
                    text += f": {self.game.player_name(1 - p, names)} plays on alone"
                notes.append(text + ".")
        if after.over:
            notes.append(after.end_reason(names))
        return notes

    def _why_finished(self, player: int) -> str:
        man = self.men[player]
        if man is not None and not self.targets(player):
            return "no legal move"
        if not any(self.can_pick(player, s) for s in range(SQUARES)):
            return "every square left has more flowers than they can pick"
        return "no square they could pick is within reach"

    def status_note(self, names: list[str] | None = None) -> str | None:
        if self.turn is None or not self.done[1 - self.turn]:
            return None
        out, on = self.game.player_name(1 - self.turn, names), self.game.player_name(self.turn, names)
        return f"{out} cannot pick any more flowers: {on} plays on alone."

    def end_reason(self, names: list[str] | None = None) -> str:
        text = "Neither player can pick any more flowers: the game ends."
        if len(self.winners) == 2:
            text += " The totals are equal: a draw (the rulebook has no tie-break)."
        return text

    # -- the computer player's hooks (posy.ai) ---------------------------------
    search_scale = 0.8  # ~1,150 iterations a second in Chromium here: see posy.ai.LEVELS

    def rollout_move(self, rng: Rng) -> Move:
        """Simulated games pick whenever a move picks (any such move, at random), else
        move at random: random walkers rarely pick in falling order, so their games
        say little. Measured: 72.5% of 20 games won against random simulations at
        equal thinking time (0.15 s a move)."""
        legal = self.moves()
        player = self.turn
        assert player is not None
        picks = [m for m in legal if self.can_pick(player, m["row"] * COLS + m["col"])]
        pool = picks or legal
        return pool[rng.below(len(pool))]

    def view(self, viewer: int | None) -> dict[str, JSONable]:
        # Floriado has no secrets: everyone sees everything.
        return {
            "game": "floriado",
            "rows": ROWS,
            "cols": COLS,
            "colours": list(COLOURS),
            "squares": [
                {"colour": COLOURS[self.colours[s]], "count": self.flowers[s], "name": square_name(s)}
                for s in range(SQUARES)
            ],
            "men": [
                None if m is None else {"row": m[0] // COLS, "col": m[0] % COLS, "facing": FACINGS[m[1]]}
                for m in self.men
            ],
            "players": [
                {
                    "score": self.scores[p],
                    "pickings": {COLOURS[c]: self.picks[p][c] for c in range(len(COLOURS))},
                    "points": {COLOURS[c]: colour_score(self.picks[p][c]) for c in range(len(COLOURS))},
                    "last": {
                        COLOURS[c]: (None if self.last[p][c] == NOT_PICKED else self.last[p][c])
                        for c in range(len(COLOURS))
                    },
                    "pickable": [s for s in range(SQUARES) if self.can_pick(p, s)],
                    "finished": self.done[p],
                }
                for p in range(2)
            ],
            "current": self.turn,
        }

    def dump(self) -> dict[str, JSONable]:
        return {
            "game": "floriado",
            "version": self.game.version,
            "seed": self.seed,
            "colours": list(self.colours),
            "flowers": list(self.flowers),
            "men": [None if m is None else list(m) for m in self.men],
            "last": [list(x) for x in self.last],
            "picks": [list(x) for x in self.picks],
            "done": list(self.done),
            "turn": self.turn,
        }


class Floriado(Game):
    id = "floriado"
    title = "Floriado"
    blurb = "Walk your man over a field of flowers and pick falling runs of each colour."
    seat_names = ("Gray", "White")
    # Version 2 dropped version 1's "10 moves without picking" cut-off: most version 1
    # records would now end elsewhere or skip a player who may no longer be skipped.
    version = 2

    def setup(self, players: int, seed: int, options: dict[str, Any]) -> FloriadoState:
        squares = [(c, n) for c in range(len(COLOURS)) for n in range(1, MAX_COUNT + 1)]
        Rng(seed).shuffle(squares)
        return FloriadoState(
            colours=tuple(c for c, _ in squares),
            flowers=tuple(n for _, n in squares),
            men=(None, None),
            last=((NOT_PICKED,) * len(COLOURS),) * 2,
            picks=((0,) * len(COLOURS),) * 2,
            done=(False, False),
            turn=GRAY,
            seed=seed,
        )

    def restore(self, data: dict[str, Any]) -> FloriadoState:
        colours = tuple(int(c) for c in data["colours"])
        flowers = tuple(int(n) for n in data["flowers"])
        if len(colours) != SQUARES or len(flowers) != SQUARES:
            raise BadRecord("This Floriado position does not have 40 squares.")
        if any(not 0 <= c < len(COLOURS) for c in colours) or any(not 0 <= n <= MAX_COUNT for n in flowers):
            raise BadRecord("This Floriado position has impossible squares.")
        men = tuple(None if m is None else (int(m[0]), int(m[1]) % 4) for m in data["men"])
        if len(men) != 2 or any(m is not None and not 0 <= m[0] < SQUARES for m in men):
            raise BadRecord("This Floriado position has a man off the board.")
        turn = data["turn"]
        if turn not in (None, 0, 1):
            raise BadRecord("This Floriado position has no valid player to move.")
        return FloriadoState(
            colours=colours,
            flowers=flowers,
            men=men,
            last=tuple(tuple(int(x) for x in row) for row in data["last"]),
            picks=tuple(tuple(int(x) for x in row) for row in data["picks"]),
            done=tuple(bool(x) for x in data["done"]),
            turn=turn,
            seed=int(data["seed"]),
        )


GAME = Floriado()
FloriadoState.game = GAME
