"""Generic consistency tests, run over every registered game (OpenSpiel's games_sim_test).

No exclusion lists and no hard-coded game counts: a game added to the registry is
tested here from its first commit.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

import posy
from posy.core import Record, Rng, State, random_playout, random_record, replay

GAMES = list(posy.games().values())
PLAYOUT_SEEDS = range(60)


def player_counts(game: posy.Game[posy.State[Any]]) -> list[int]:
    return list(range(game.min_players, game.max_players + 1))


CASES = [(g, n) for g in GAMES for n in player_counts(g)]
IDS = [f"{g.id}-{n}p" for g, n in CASES]


def roundtrip(game: posy.Game[posy.State[Any]], state: State[Any]) -> State[Any]:
    return game.load(json.loads(json.dumps(state.dump())))


def walk(game: posy.Game[posy.State[Any]], players: int, seed: int, check: Any) -> State[Any]:
    """A random playout from ``seed`` calling ``check(state)`` at every step."""
    state = game.new(players, seed)
    rng = Rng(seed * 7919 + 1)
    for _ in range(100_000):
        check(state)
        if state.over:
            return state
        moves = state.moves()
        state = state.play(moves[rng.below(len(moves))])
    raise AssertionError(f"{game.id}: seed {seed} did not end")


@pytest.mark.parametrize(("game", "players"), CASES, ids=IDS)
def test_every_step_is_consistent(game: posy.Game[posy.State[Any]], players: int) -> None:
    def check(state: State[Any]) -> None:
        # dump/load round-trips exactly, through JSON text
        again = roundtrip(game, state)
        assert again.dump() == state.dump()
        assert again.moves() == state.moves()
        assert again.current == state.current
        # views are JSON for every seat and the spectator
        for viewer in [None, *range(players)]:
            json.dumps(state.view(viewer))
        # moves are JSON, unique, typed, and each one is accepted by play()
        moves = state.moves()
        assert len({json.dumps(m, sort_keys=True) for m in moves}) == len(moves)
        for move in moves:
            assert isinstance(move.get("type"), str)
            json.dumps(move)
        if state.over:
            assert moves == []
            assert state.winners
        else:
            assert moves, "a game that is not over must offer a move"
            assert state.current is not None and 0 <= state.current < players
            assert state.winners == []
            # the computer's simulations (posy.ai) play legal moves too
            assert state.rollout_move(Rng(len(moves))) in moves
            for move in moves[:: max(1, len(moves) // 12)]:
                before = state.dump()
                state.play(json.loads(json.dumps(move)))
                assert state.dump() == before, "play() must not change the state it is called on"

    for seed in PLAYOUT_SEEDS[:15]:
        walk(game, players, seed, check)


@pytest.mark.parametrize(("game", "players"), CASES, ids=IDS)
def test_wrong_moves_are_refused_in_words(game: posy.Game[posy.State[Any]], players: int) -> None:
    state = game.new(players, 3)
    rng = Rng(11)
    for _ in range(40):
        if state.over:
            break
        legal = state.moves()
        for wrong in wrong_moves(legal):
            with pytest.raises(posy.IllegalMove) as info:
                state.play(wrong)
            reason = str(info.value)
            assert reason and reason[0].isupper() and reason.endswith((".", "!", "?")), reason
            assert "Traceback" not in reason and "KeyError" not in reason
        state = state.play(legal[rng.below(len(legal))])


def wrong_moves(legal: list[dict[str, Any]]) -> list[Any]:
    """A sample of malformed and illegal moves derived from the legal ones: one legal move
    of each kind with a field of the wrong type, missing or extra, and with each element
    of a list-valued field of the wrong type in turn (an order of pips holding a list is
    refused before it is sorted)."""
    out: list[Any] = [None, 7, "move", [], {}, {"type": 3}, {"type": "no such move"}]

    def add(move: dict[str, Any]) -> None:
        if move not in legal:
            out.append(move)

    for sample in {move["type"]: move for move in legal}.values():
        out.append({**sample, "extra": 1})
        for key, value in sample.items():
            if key == "type":
                continue
            for bad in (None, "x", -1, 99, True, [1], {"a": 1}):
                add({**sample, key: bad})
            add({k: v for k, v in sample.items() if k != key})
            if isinstance(value, list):
                for i in range(len(value)):
                    for bad in (None, "x", [1], {"a": 1}):
                        add({**sample, key: [*value[:i], bad, *value[i + 1 :]]})
    return out


@pytest.mark.parametrize(("game", "players"), CASES, ids=IDS)
def test_same_seed_same_game(game: posy.Game[posy.State[Any]], players: int) -> None:
    for seed in (0, 1, 12345, 2**40 + 3):
        a, b = game.new(players, seed), game.new(players, seed)
        assert a.dump() == b.dump()
        fa, _ = random_playout(a, Rng(seed))
        fb, _ = random_playout(b, Rng(seed))
        assert fa.dump() == fb.dump()
    assert any(game.new(players, s).dump() != game.new(players, 0).dump() for s in range(1, 5))


@pytest.mark.parametrize(("game", "players"), CASES, ids=IDS)
def test_record_replays_to_the_same_state(game: posy.Game[posy.State[Any]], players: int) -> None:
    record = random_record(game, players, 99, Rng(5))
    state = game.new(players, 99)
    for move in record.moves:
        state = state.play(move)
    assert state.over
    again = Record.from_json(json.loads(json.dumps(record.to_json())))
    assert replay(game, again)[-1].dump() == state.dump()


@pytest.mark.parametrize(("game", "players"), CASES, ids=IDS)
def test_views_hide_what_they_must(game: posy.Game[posy.State[Any]], players: int) -> None:
    """A view may differ only in what the viewer is allowed to see: the spectator's
    view of a state must not depend on any player's secrets. We check it by
    determinizing for the spectator: resampled secrets give the same public view."""

    def check(state: State[Any]) -> None:
        public = json.dumps(state.view(None), sort_keys=True)
        if not game.secrets:
            bare = {
                json.dumps({**state.view(v), "viewer": None}, sort_keys=True) for v in [None, *range(players)]
            }
            assert len(bare) == 1, "views differ between players, so the game must declare secrets = True"
        for k in range(3):
            other = state.determinize(None, Rng(k))
            assert json.dumps(other.view(None), sort_keys=True) == public
            if state.public_decision() and not state.over:
                # a public decision's moves must not depend on anything hidden
                assert other.moves() == state.moves()
        for viewer in range(players):
            mine = json.dumps(state.view(viewer), sort_keys=True)
            for k in range(3):
                other = state.determinize(viewer, Rng(k))
                assert json.dumps(other.view(viewer), sort_keys=True) == mine
                assert other.current == state.current
                assert other.moves() == state.moves() or state.current != viewer

    for seed in range(5):
        walk(game, players, seed, check)


@pytest.mark.parametrize(("game", "players"), CASES, ids=IDS)
def test_determinize_depends_only_on_what_the_viewer_knows(
    game: posy.Game[posy.State[Any]], players: int
) -> None:
    """Two states the viewer cannot tell apart (re-dealt by ``determinize``) must be
    re-dealt alike: the computer player samples hidden information this way and
    would otherwise read the true hidden cards through the sample."""

    def check(state: State[Any]) -> None:
        for viewer in [None, *range(players)]:
            one, two = state.determinize(viewer, Rng(1)), state.determinize(viewer, Rng(2))
            assert one.determinize(viewer, Rng(7)).dump() == two.determinize(viewer, Rng(7)).dump()

    for seed in range(4):
        walk(game, players, seed, check)


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_bad_setup_is_refused_in_words(game: posy.Game[posy.State[Any]]) -> None:
    for players in (0, game.max_players + 1, "2", None, True):
        with pytest.raises(posy.BadRecord):
            game.new(players, 1)
    for seed in (-1, "1", None, 1.5):
        with pytest.raises(posy.BadRecord):
            game.new(game.min_players, seed)
    with pytest.raises(posy.BadRecord):
        game.new(game.min_players, 1, {"no such option": True})
    not_saves: tuple[object, ...] = (None, {}, {"game": game.id}, {"game": "other"}, [], "x")
    for data in not_saves:
        with pytest.raises(posy.BadRecord):
            game.load(data)
    dumped = game.new(game.min_players, 1).dump()
    for key in dumped:
        if key == "game":
            continue
        broken = {**dumped}
        del broken[key]
        with pytest.raises(posy.BadRecord):
            game.load(broken)


def test_registry_describes_every_game() -> None:
    for game_id, game in posy.games().items():
        assert posy.game(game_id) is game
        info = game.describe()
        json.dumps(info)
        assert info["title"] and info["blurb"]
        assert len(info["seats"]) == game.max_players
    with pytest.raises(posy.UnknownGame) as info:
        posy.game("chess")
    assert "chess" in str(info.value)
