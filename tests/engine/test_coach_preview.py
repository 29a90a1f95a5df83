"""Previews (``State.preview``): what a move would do, computed by the engine, with
exact numbers from constructed positions: a Petals placement's bouquet count, the
Pattern cards an Anthokyklos tile completes or brings within one tile, where a Petal
Battle bump sends the piece. Every preview is JSON-able and has a sentence."""

from __future__ import annotations

import json
from typing import Any

import pytest

import posy
from posy.core import Rng
from posy.games import anthokyklos as ak
from posy.games import petal_battle as pb
from posy.games import petals as ps
from posy.games.anthokyklos import GAME as ANTHOKYKLOS_GAME
from posy.games.floriado import GAME as FLORIADO_GAME
from posy.games.petal_battle import GAME as PETAL_BATTLE_GAME
from posy.games.petals import GAME as PETALS_GAME

GAMES = list(posy.games().values())
E = ps.EMPTY


def petals_placing(card: str, bouquet: dict[int, str]) -> Any:
    state = PETALS_GAME.new(2, 1)
    cells = [E] * 9
    for cell, name in bouquet.items():
        cells[cell] = ps.card_id(name)
    return state.evolve(
        phase="place",
        turn=0,
        table=(),
        pending=(ps.card_id(card), E),
        bouquets=(tuple(cells), state.bouquets[1]),
    )


def test_the_protocol_default_is_no_preview() -> None:
    state = FLORIADO_GAME.new(2, 1)
    assert state.preview(state.moves()[0]) is None


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_previews_are_json_with_a_sentence_along_random_games(game: posy.Game[posy.State[Any]]) -> None:
    state, rng = game.new(game.max_players, 5), Rng(5)
    seen = 0
    while not state.over:
        legal = state.moves()
        for move in legal[:60]:
            preview = state.preview(move)
            if preview is not None:
                json.dumps(preview)
                assert preview["text"].endswith(".") and preview["text"][0].isupper()
                seen += 1
        state = state.apply(legal[rng.below(len(legal))])
    if game.id in ("petals", "anthokyklos"):
        assert seen > 0


def test_petals_a_jade_vine_beside_an_orchid_zeroes_it() -> None:
    state = petals_placing("Jade Vine", {0: "Orchid"})
    preview = state.preview({"type": "place", "col": 1, "cell": 1})
    assert preview == {
        "kind": "bouquet",
        "player": 0,
        "before": 13,
        "after": 12,
        "gain": -1,
        "changes": [{"cell": 0, "card": "Orchid", "before": 13, "after": 0}],
        "zeroed": [{"cell": 0, "card": "Orchid", "by": "Jade Vine", "base": 13}],
        "row": {"index": 0, "before": 13, "after": 12},
        "column": {"index": 1, "before": 0, "after": 12},
        "cell": 1,
        "card": "Jade Vine",
        "value": 12,
        "text": "Jade Vine in the bottom row, middle column: your bouquet counts 12 (−1); "
        "Jade Vine sets Orchid to 0 (base 13).",
    }
    away = state.preview({"type": "place", "col": 2, "cell": 2})
    assert (away["after"], away["gain"], away["zeroed"]) == (25, 12, [])


def test_petals_a_card_placed_where_it_is_zeroed_says_so() -> None:
    state = petals_placing("Orchid", {0: "Dandelion"})
    preview = state.preview({"type": "place", "col": 1, "cell": 1})
    assert (preview["before"], preview["after"], preview["value"]) == (9, 9, 0)
    assert preview["zeroed"] == [{"cell": 1, "card": "Orchid", "by": "Dandelion", "base": 13}]
    assert preview["text"].endswith("(no change); Dandelion sets Orchid to 0 (base 13).")


def test_petals_a_multiplier_placement_counts_row_and_column() -> None:
    # Poppy doubles the card directly above it: under a Lupine (13) it adds 13 + 3
    state = petals_placing("Lupine", {0: "Poppy"})
    preview = state.preview({"type": "place", "col": 0, "cell": 3})
    assert (preview["before"], preview["after"], preview["gain"]) == (3, 29, 26)
    assert preview["column"] == {"index": 0, "before": 3, "after": 29}
    assert preview["row"] == {"index": 1, "before": 0, "after": 26}


def test_petals_switch_and_keep_previews() -> None:
    state = PETALS_GAME.new(2, 1)
    cells = tuple(
        ps.card_id(n)
        for n in ("Camellia", "Orchid", "Jade Vine", "Lupine", "Peony", "Aster", "Lotus", "Iris", "Rose")
    )
    state = state.evolve(phase="switch", turn=0, bouquets=(cells, state.bouquets[1]))
    keep = state.preview({"type": "keep"})
    assert (
        keep is not None
        and keep["gain"] == 0
        and keep["text"].startswith("Keeping the bouquet: your bouquet counts")
    )
    # the Camellia (7) to the Jade Vine's left instead of the Orchid (13): the Orchid counts again
    swap = state.preview({"type": "switch", "from": 0, "to": 1})
    assert swap is not None and swap["gain"] == 6
    assert {"cell": 0, "card": "Orchid", "before": 0, "after": 13} in swap["changes"]


def anthokyklos_with(red_spaces: list[int], display: tuple[int, ...]) -> Any:
    """Ring 1 with red tiles on ``red_spaces``, taken from the top of its pyramid (the
    tiles' own colours do not matter to a preview), and ``display`` face up."""
    state = ANTHOKYKLOS_GAME.new(2, 1)
    taken = sum(1 << t for t in (8, 7, 6)[: len(red_spaces)])
    mask = sum(1 << s for s in red_spaces)
    return type(state)(
        state.tiles,
        taken,
        (mask, 0, 0),
        display,
        None,
        state.deck,
        state.reserved,
        state.claimed,
        0,
        0,
        None,
        1,
    )


def test_anthokyklos_a_tile_completes_a_card_and_brings_another_within_one() -> None:
    # red on ring 1 spaces 1 and 2; cards: Line of 3 all red (0), Small triangle all one colour (12)
    state = anthokyklos_with([0, 1], (0, 12, 60))
    red = next(t for t in range(9) if state.tiles[t] == 0 and state.available(t))
    preview = state.preview({"type": "place", "tile": red, "space": 2})
    assert [(c["card"], c["points"], c["cells"], c["yours"]) for c in preview["completes"]] == [
        (0, 1, [0, 1, 2], True)
    ]
    assert preview["text"].startswith(
        "A red tile on the innermost ring at 3 o'clock completes “Line of 3: all red” (1 point)"
    )
    # one red alone: no line yet, but two in a row bring the line within one tile
    state = anthokyklos_with([0], (0, 12, 60))
    preview = state.preview({"type": "place", "tile": red, "space": 1})
    assert preview["completes"] == []
    near = {c["card"]: c for c in preview["within_one"]}
    assert near[0]["colours"] == ["red"] and near[0]["missing"] in (2, 8)
    assert (
        f"brings “Line of 3: all red” within one tile (red on the innermost ring at {3 if near[0]['missing'] == 2 else 11} o'clock)"
        in preview["text"]
    )
    # a reservation shows no preview
    assert state.preview({"type": "reserve", "card": 12}) is None


def test_anthokyklos_a_card_reserved_by_another_player_is_not_yours() -> None:
    state = anthokyklos_with([0, 1], (0, 12, 60))
    state = state.evolve(reserved=(ak.NO_CARD, 0))
    red = next(t for t in range(9) if state.tiles[t] == 0 and state.available(t))
    preview = state.preview({"type": "place", "tile": red, "space": 2})
    assert preview["completes"][0]["yours"] is False and preview["completes"][0]["reserved_by"] == 1
    assert "(1 point, reserved by Iris)" in preview["text"]


def battle(
    cells: dict[int, tuple[int, int]], supply: tuple[tuple[int, int, int], ...] = ((2, 2, 2), (2, 2, 2))
) -> Any:
    state = PETAL_BATTLE_GAME.new(2, 0)
    board = [0] * pb.PETALS
    for i, (owner, size) in cells.items():
        board[i] = pb.piece(owner, size)
    return state.evolve(
        board=tuple(board),
        supply=supply,
        phase="play",
        turn=0,
        first=0,
        stacks=((1, 2, 3), (3, 2, 1)),
        chosen=((1, 2, 3), (3, 2, 1)),
        left=1,
        used=0,
    )


def test_petal_battle_a_slide_bump_pushes_the_piece_one_petal_on() -> None:
    state = battle({0: (0, 2), 1: (1, 1), 5: (1, 3)})
    move = {"type": "bump", "from": 0, "to": 1, "push": 2, "effect": "push"}
    assert move in state.moves()
    preview = state.preview(move)
    assert preview["bumped"] == {"owner": 1, "size": 1, "from": 1, "to": 2, "size_after": 1}
    assert preview["mover_at"] == 1 and preview["winners"] is None
    assert preview["text"] == "Bumps Blue's small on petal 2 to petal 3; your medium moves onto petal 2."


def test_petal_battle_a_flip_bump_with_both_sides_free_offers_both() -> None:
    state = battle({0: (0, 3), 5: (1, 2), 7: (1, 1)})
    targets = {
        m["push"]: state.preview(m)["text"] for m in state.moves() if m["type"] == "bump" and m["to"] == 5
    }
    assert targets == {
        4: "Bumps Blue's medium on petal 6 to petal 5; your large moves onto petal 6.",
        6: "Bumps Blue's medium on petal 6 to petal 7; your large moves onto petal 6.",
    }


def test_petal_battle_squish_and_reduce() -> None:
    squish = battle({0: (0, 2), 1: (1, 1), 2: (1, 3)})
    move = {"type": "bump", "from": 0, "to": 1, "push": None, "effect": "squish"}
    assert (
        squish.preview(move)["text"]
        == "Squishes Blue's small on petal 2: it goes back to its supply and your medium moves in."
    )
    reduce = battle({0: (0, 2), 1: (1, 2), 2: (1, 3)})
    move = {"type": "bump", "from": 0, "to": 1, "push": None, "effect": "reduce"}
    preview = reduce.preview(move)
    assert preview["bumped"]["size_after"] == 1 and preview["mover_at"] == 0
    assert (
        preview["text"]
        == "Squishes Blue's medium on petal 2: it shrinks to a small and your medium stays on petal 1."
    )


def test_petal_battle_a_winning_action_says_so() -> None:
    state = battle({0: (0, 3), 1: (0, 1), 2: (0, 1), 3: (0, 2), 5: (0, 1), 7: (1, 3)})
    preview = state.preview({"type": "slide", "from": 5, "to": 4})
    assert preview["winners"] == [0] and preview["reason"] == "five"
    assert preview["text"] == "You win: five in a row."
    assert state.preview({"type": "slide", "from": 5, "to": 6}) is None
    sequencing = PETAL_BATTLE_GAME.new(2, 0)
    assert sequencing.preview(sequencing.moves()[0]) is None
