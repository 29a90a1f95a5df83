"""The Anthokyklos position and its rules: the moves, what a move does, the scores, and
the hooks of the computer player (posy.ai) and of remote play.

The rules are the package docstring's; ``AnthokyklosRules`` holds a position's data.
``words.py`` (sentences) and ``records.py`` (the view and the save) subclass it, and
``state.py`` joins them into the game's state, ``AnthokyklosState``.
"""

from __future__ import annotations

import math
from typing import Self

from ...core import Rng, State, lead_rewards, ranked_winners, replace_at
from .cards import CARDS, NO_CARD, find_match
from .contract import AnthokyklosMove
from .lattice import PER_RING, RINGS, SUPPORT_MASK
from .pyramid import AVAILABLE_SLOTS, COVER_MASK, FULL, IDS, RING_BITS, SUPPORTED_ABOVE, TILES

SAMPLED_DRAWS = 16  # cards of a resampled deck drawn uniformly (see determinize)


class AnthokyklosRules(State[AnthokyklosMove]):
    """An Anthokyklos position's data (slots, never changed once returned) and the rules
    that read it; the other concerns subclass it (see ``state.py``)."""

    __slots__ = (
        "tiles",
        "taken",
        "masks",
        "display",
        "valid",
        "deck",
        "reserved",
        "claimed",
        "turn",
        "ply",
        "last_claim",
        "seed",
    )

    def __init__(
        self,
        tiles: tuple[int, ...],
        taken: int,
        masks: tuple[int, ...],
        display: tuple[int, ...],
        valid: tuple[bool, ...] | None,
        deck: tuple[int, ...],
        reserved: tuple[int, ...],
        claimed: tuple[tuple[int, ...], ...],
        turn: int | None,
        ply: int,
        last_claim: tuple[int, int, tuple[tuple[int, int], ...]] | None,
        seed: int,
    ) -> None:
        self.tiles = tiles  # colour of each tile id (fixed at setup)
        self.taken = taken  # bit mask of tile ids already placed
        self.masks = masks  # per colour: bit mask of the spaces holding that colour
        self.display = display  # face-up card ids, in display order
        if valid is None:
            valid = tuple(bool(find_match(masks, CARDS[c])) for c in display)
        self.valid = valid  # per display card: its pattern is on the board
        self.deck = deck  # undrawn card ids, top first (hidden order)
        self.reserved = reserved  # per player: reserved card id or NO_CARD
        self.claimed = claimed  # per player: claimed card ids in order
        self.turn = turn
        self.ply = ply  # turns played
        self.last_claim = last_claim  # (ply, player, ((card, placement mask), ...)) or None
        self.seed = seed

    # -- rules ---------------------------------------------------------------
    @property
    def current(self) -> int | None:
        return self.turn

    @property
    def filled(self) -> int:
        red, yellow, blue = self.masks
        return red | yellow | blue

    def colour_at(self, space: int) -> int | None:
        for colour, mask in enumerate(self.masks):
            if mask >> space & 1:
                return colour
        return None

    def legal_space(self, space: int, filled: int | None = None) -> bool:
        if filled is None:
            filled = self.filled
        return not filled >> space & 1 and filled & SUPPORT_MASK[space] == SUPPORT_MASK[space]

    def available(self, tile: int) -> bool:
        taken = self.taken
        return not taken >> tile & 1 and taken & COVER_MASK[tile] == COVER_MASK[tile]

    def reserver(self, card: int) -> int | None:
        for player, held in enumerate(self.reserved):
            if held == card:
                return player
        return None

    def _placements(self) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
        """Per ring with a free supported space: its available tiles and those spaces."""
        out = []
        filled = self.filled
        taken = self.taken
        below = RING_BITS  # ring 1 rests on the pistil: every space supported
        for k in range(RINGS):
            shift = k * PER_RING
            ring = filled >> shift & RING_BITS
            if k:
                if below.bit_count() < 2:
                    break  # nothing on this ring or above can be supported yet
                free = SUPPORTED_ABOVE[below] & ~ring
            else:
                free = RING_BITS & ~ring
            below = ring
            if free:
                # a ring's tile ids run parallel to its space ids
                ids = IDS[k]
                out.append((ids[AVAILABLE_SLOTS[taken >> shift & RING_BITS]], ids[free]))
        return out

    def _reservable(self) -> list[int]:
        held = self.reserved
        assert self.turn is not None
        return [c for c in self.display if c not in held] if held[self.turn] == NO_CARD else []

    def moves(self) -> list[AnthokyklosMove]:
        if self.turn is None:
            return []
        out: list[AnthokyklosMove] = [
            {"type": "place", "tile": tile, "space": s}
            for tiles, free in self._placements()
            for tile in tiles
            for s in free
        ]
        out.extend({"type": "reserve", "card": c} for c in self._reservable())
        return out

    def apply(self, move: AnthokyklosMove) -> Self:
        player = self.turn
        assert player is not None
        masks, taken, valid, reserved = self.masks, self.taken, self.valid, self.reserved
        if move["type"] == "place":
            tile, space = move["tile"], move["space"]
            taken |= 1 << tile
            colour = self.tiles[tile]
            masks = replace_at(masks, colour, masks[colour] | 1 << space)
            if not all(valid):
                valid = tuple(
                    ok or bool(CARDS[c].takes >> colour & 1 and find_match(masks, CARDS[c], space))
                    for c, ok in zip(self.display, valid)
                )
        else:
            reserved = replace_at(reserved, player, move["card"])
        return self._end_turn(player, taken, masks, valid, reserved)

    def _end_turn(
        self,
        player: int,
        taken: int,
        masks: tuple[int, ...],
        valid: tuple[bool, ...],
        reserved: tuple[int, ...],
    ) -> Self:
        display, deck, claimed, last_claim = self.display, self.deck, self.claimed, self.last_claim
        mine = reserved[player]
        claims = [
            c
            for c, ok in zip(display, valid)
            if ok and (c == mine or c not in reserved)  # unreserved, or reserved by me
        ]
        if claims:
            new_display: list[int] = []
            new_valid: list[bool] = []
            deck_list = list(deck)
            for c, ok in zip(display, valid):
                if c in claims:
                    if deck_list:
                        fresh = deck_list.pop(0)
                        new_display.append(fresh)
                        new_valid.append(bool(find_match(masks, CARDS[fresh])))
                else:
                    new_display.append(c)
                    new_valid.append(ok)
            display, valid, deck = tuple(new_display), tuple(new_valid), tuple(deck_list)
            claimed = replace_at(claimed, player, claimed[player] + tuple(claims))
            if mine in claims:
                reserved = replace_at(reserved, player, NO_CARD)
            last_claim = (self.ply, player, tuple((c, find_match(masks, CARDS[c])) for c in claims))
        red, yellow, blue = masks
        over = (red | yellow | blue) == FULL
        return type(self)(
            self.tiles,
            taken,
            masks,
            display,
            valid,
            deck,
            reserved,
            claimed,
            None if over else (player + 1) % len(reserved),
            self.ply + 1,
            last_claim,
            self.seed,
        )

    @property
    def scores(self) -> list[int]:
        return [sum(CARDS[c].points for c in cards) for cards in self.claimed]

    @property
    def winners(self) -> list[int]:
        if self.turn is not None:
            return []
        return ranked_winners(self.scores, [len(cards) for cards in self.claimed])

    # -- the computer player's hooks (posy.ai) ---------------------------------
    rollout_plies = 3  # then judge the position (see heuristic)
    search_scale = 2.0  # ~2,800-6,000 iterations a second in Chromium here: see posy.ai.LEVELS
    # Easy draws among fewer, better moves here: with the common noise (2.0, slack 0.2) it
    # beat random moves in only 72.8% of 200 games; with these 87.9% of 500, and greedy
    # in 45.0% (docs/computer.md, "Easy").
    easy_noise = 1.0
    easy_slack = 0.1

    def rollout_move(self, rng: Rng) -> AnthokyklosMove:
        """A uniformly random legal move, counted rather than listed: the simulations
        skip building a dict for every move (a hook for posy.ai)."""
        rings = self._placements()
        reservable = self._reservable()
        pick = rng.below(sum(len(tiles) * len(free) for tiles, free in rings) + len(reservable))
        for tiles, free in rings:
            size = len(tiles) * len(free)
            if pick < size:
                return {"type": "place", "tile": tiles[pick // len(free)], "space": free[pick % len(free)]}
            pick -= size
        return {"type": "reserve", "card": reservable[pick]}

    def heuristic(self) -> list[float] | None:
        """Judge a simulated game after 3 turns by the scores with the cards already
        due (:meth:`banked`), with a curve that widens as more tiles remain to be
        placed. Random simulations to the end (~50 turns, each checking patterns) are
        slow and noisy: cutting them after 8 turns won 15 of 20 games against full
        simulations at equal iterations, and 3 turns did as well as 8 and 4 at equal
        time. Counting the cards due lifted Hard against random players from 93.3% to
        97.2% of 100 games with 4 players (95.8% to 96.8% with 3): near the end a
        refill often reveals cards already on the flower, and they go to whoever moves
        next."""
        left = TILES - self.taken.bit_count()
        return lead_rewards(self.banked(), 2.0 + 0.8 * math.sqrt(left))

    def banked(self) -> list[int]:
        """Each player's score plus the cards already theirs to claim: a display card
        whose pattern is on the flower goes to the player about to move at the end of
        their turn, whatever they do, unless another player reserved it; a player's
        own reserved card, once on the flower, at the end of their next turn."""
        scores = self.scores
        mover = self.turn
        for card, ok in zip(self.display, self.valid):
            if ok:
                owner = self.reserver(card)
                if owner is None:
                    owner = mover
                if owner is not None:
                    scores[owner] += CARDS[card].points
        return scores

    # -- remote play (core.hidden_pile): the deck is drawn from outside --------
    def remote_pile(self) -> tuple[int, ...]:
        return self.deck

    def remote_with_pile(self, order: tuple[int, ...]) -> Self:
        return self.evolve(deck=order)

    def determinize(self, viewer: int | None, rng: Rng) -> Self:
        """The deck order is hidden from everyone: resample it. The undrawn cards are
        sorted first, so the result depends only on which cards are undrawn (public:
        everything else is in view), never on their true hidden order.

        Only the top ``SAMPLED_DRAWS`` cards are drawn uniformly (``Rng.shuffled_top``):
        a search draws at most 10 cards in a simulated game (measured over 14,400
        iterations of Hard at 2-4 players), and shuffling all ~85 cards at every
        iteration took half of Pyodide's time per iteration."""
        return type(self)(
            self.tiles,
            self.taken,
            self.masks,
            self.display,
            self.valid,
            tuple(rng.shuffled_top(sorted(self.deck), SAMPLED_DRAWS)),
            self.reserved,
            self.claimed,
            self.turn,
            self.ply,
            self.last_claim,
            self.seed,
        )
