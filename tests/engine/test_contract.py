"""The page's contract: web/contract.d.ts is what tools/contract.py writes from the
engine's TypedDicts now, and what the engine sends has the shapes those declare
(views, moves, snapshots, the catalogue), over random games of every game."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any, get_type_hints

import pytest

import posy
from posy import bridge
from posy.ai import LEVELS
from posy.core import Game, Rng, State
from posy.games.petal.contract import PetalTile
from posy.play_api import Catalog
from posy.sessions import Snapshot

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import contract

GAMES = list(posy.games().values())


def by_game(game: Game[State[Any]]) -> dict[str, object]:
    """What a ByGame mark stands for in ``game``: its view and move types, its id."""
    state = game.state_type
    return {
        "view": get_type_hints(state.view)["return"],
        "move": get_type_hints(state.apply)["move"],
        "id": str,
    }


def call(name: str, **payload: object) -> Any:
    answer = json.loads(bridge.call(name, json.dumps(payload)))
    assert answer["ok"], answer
    return answer


def test_the_committed_contract_is_what_the_engine_declares_now() -> None:
    assert contract.TARGET.read_text() == contract.render(), "stale: run python3 tools/contract.py"
    assert contract.main(["--check"]) == 0


def test_a_renamed_field_makes_the_committed_contract_stale(monkeypatch: pytest.MonkeyPatch) -> None:
    renamed = {"color" if key == "colour" else key: tp for key, tp in PetalTile.__annotations__.items()}
    monkeypatch.setattr(PetalTile, "__annotations__", renamed)
    text = contract.render()
    assert "  color: PetalColour;" in text and text != contract.TARGET.read_text()
    assert contract.main(["--check"]) == 1


def test_every_game_has_its_view_and_move_types_in_the_contract() -> None:
    text = contract.TARGET.read_text()
    for game in GAMES:
        prefix = game.state_type.__name__.removesuffix("State")
        assert f"export interface {prefix}View {{" in text
        assert f"export type {prefix}Move =" in text
        assert f"  {game.id}: {prefix}View;" in text and f"  {game.id}: {prefix}Move;" in text
    assert "export interface Snapshot<G extends GameId = GameId> {" in text
    assert "  view: ViewByGame[G];" in text and "  moves: MoveByGame[G][];" in text


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_views_and_moves_have_their_declared_shapes(game: Game[State[Any]]) -> None:
    types = by_game(game)
    for players in range(game.min_players, game.max_players + 1):
        for seed in range(2):
            state, rng, ply = game.new(players, seed), Rng(seed), 0
            while True:
                if ply % 3 == 0 or state.over:  # every third position: the views are large
                    for viewer in (None, *range(players)):
                        assert contract.mismatches(state.view(viewer), types["view"]) == []
                ply += 1
                moves = state.moves()
                for move in moves:
                    assert contract.mismatches(move, types["move"]) == []
                if state.over:
                    break
                move = moves[rng.below(len(moves))]
                for viewer in range(players):
                    assert contract.mismatches(state.observed_move(move, viewer), types["move"]) == []
                state = game.load(state.play(move).dump())  # a save read back is held too


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_the_bridges_snapshots_have_the_declared_shape(game: Game[State[Any]]) -> None:
    snap = call("start", game=game.id, players=game.max_players, seed=5)
    for _ in range(30):
        assert contract.mismatches(snap, Snapshot, by_game(game)) == []
        if snap["over"] or not snap["moves"]:
            break
        snap = call("play", sid=snap["sid"], move=snap["moves"][-1])


def test_the_catalogue_has_its_declared_shape_with_each_levels_time_limit() -> None:
    catalog = call("catalog")
    assert contract.mismatches(catalog, Catalog) == []
    assert {level["id"]: level["time_limit"] for level in catalog["levels"]} == {
        name: level.seconds for name, level in LEVELS.items()
    }


def test_the_check_finds_what_does_not_fit() -> None:
    assert contract.mismatches({"colour": "pink", "number": 3}, PetalTile) == []
    assert contract.mismatches({"colour": "blue", "number": 3}, PetalTile) != []
    assert contract.mismatches({"colour": "pink", "number": True}, PetalTile) != []  # bool is not a number
    assert contract.mismatches({"colour": "pink"}, PetalTile) == [": 'number' is missing"]
    assert contract.mismatches({"colour": "pink", "number": 1, "x": 0}, PetalTile) != []
