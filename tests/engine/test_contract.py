"""The page's contract: web/contract.d.ts is what tools/contract.py writes from the
engine's TypedDicts now, and what the engine sends has the shapes those declare
(views, moves, snapshots, the catalogue), over random games of every game."""

from __future__ import annotations

import functools
import json
import re
import sys
from pathlib import Path
from typing import Any, get_type_hints

import pytest
from shapes import mismatches

import posy
from posy import bridge, calls, parallel_api, play_api
from posy.ai import LEVELS
from posy.core import Game, Rng, State
from posy.games.petal.contract import PetalTile
from posy.play_api import Catalog
from posy.remote import api as remote_api
from posy.sessions import Snapshot
from posy.tutorial import available as tutorial_games

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import contract

GAMES = list(posy.games().values())


@functools.cache
def by_game(game: Game[State[Any]]) -> dict[str, object]:
    """What a ByGame mark stands for in ``game``: its view and move types, its id."""
    state = game.state_type
    return {
        "view": get_type_hints(state.view)["return"],
        "move": get_type_hints(state.apply)["move"],
        "id": str,
    }


def call(name: str, /, **payload: object) -> Any:
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
                        assert mismatches(state.view(viewer), types["view"]) == []
                ply += 1
                moves = state.moves()
                for move in moves:
                    assert mismatches(move, types["move"]) == []
                if state.over:
                    break
                move = moves[rng.below(len(moves))]
                for viewer in range(players):
                    assert mismatches(state.observed_move(move, viewer), types["move"]) == []
                state = game.load(state.play(move).dump())  # a save read back is held too


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_the_bridges_snapshots_have_the_declared_shape(game: Game[State[Any]]) -> None:
    snap = call("start", game=game.id, players=game.max_players, seed=5)
    for _ in range(30):
        assert mismatches(snap, Snapshot, by_game(game)) == []
        if snap["over"] or not snap["moves"]:
            break
        snap = call("play", sid=snap["sid"], move=snap["moves"][-1])


def test_the_catalogue_has_its_declared_shape_with_each_levels_time_limit() -> None:
    catalog = call("catalog")
    assert mismatches(catalog, Catalog) == []
    assert {level["id"]: level["time_limit"] for level in catalog["levels"]} == {
        name: level.seconds for name, level in LEVELS.items()
    }


def test_the_check_finds_what_does_not_fit() -> None:
    assert mismatches({"colour": "pink", "number": 3}, PetalTile) == []
    assert mismatches({"colour": "blue", "number": 3}, PetalTile) != []
    assert mismatches({"colour": "pink", "number": True}, PetalTile) != []  # bool is not a number
    assert mismatches({"colour": "pink"}, PetalTile) == [": 'number' is missing"]
    assert mismatches({"colour": "pink", "number": 1, "x": 0}, PetalTile) != []


def test_the_calls_the_page_makes_by_name_are_typed() -> None:
    """Every call web/ makes by a literal name, through an engine or a screen's session
    call (GameView.call adds the sid), is in posy.calls, so tsc checks it against `Calls`."""
    web = Path(contract.ROOT) / "web"
    called = {
        name
        for path in web.rglob("*.js")
        if "vendor" not in path.parts
        for name in re.findall(r"\bcall\(\"(\w+)\"", path.read_text())
    }
    assert {"start", "load", "close", "tutorial", "search_part", "coach_hint", "remote_invite"} <= called
    assert called <= set(calls.ARGS)


def test_every_call_the_bridge_dispatches_is_declared() -> None:
    """The bridge's handlers and posy.remote's (each as ``remote_<name>``) are exactly
    the declared calls: a new handler without its arguments' type fails here."""
    dispatched = set(bridge.CALLS) | {f"remote_{name}" for name in remote_api.CALLS}
    assert dispatched == set(calls.ARGS)


@pytest.mark.parametrize(
    ("name", "payload"),
    [
        ("coach_hint", {"sid": "no such game"}),
        ("coach_review_step", {"review": "no such review"}),
        ("think_job", {"sid": "no such game", "ply": 0}),
        ("remote_state", {"device": "not a device"}),
        ("remote_join", {"link": "not a link", "name": "Ann"}),
    ],
)
def test_the_coachs_the_helpers_and_the_remote_refusals_have_the_declared_shape(
    name: str, payload: dict[str, object]
) -> None:
    assert mismatches(payload, calls.ARGS[name]) == []
    refused = json.loads(bridge.call(name, json.dumps(payload)))
    assert refused["ok"] is False and mismatches(refused, calls.Refusal) == []


def test_a_game_with_friends_starts_from_its_declared_arguments() -> None:
    payload = {"game": "petal", "players": 2, "seats": [0, 1], "names": ["Ann", "Bo"], "pace": 0, "now": 1}
    assert mismatches(payload, calls.RemoteInviteArgs) == []
    device = call("remote_invite", **payload)["device"]
    state = {"device": device, "now": 2}
    assert mismatches(state, calls.RemoteArgs) == [] and call("remote_state", **state)["device"] == device


def test_each_typed_call_is_a_handler_of_the_bridge_and_its_refusal_has_the_declared_shape() -> None:
    assert set(calls.ARGS) <= set(bridge.CALLS) | {f"remote_{name}" for name in remote_api.CALLS}
    text = contract.TARGET.read_text()
    for name, args in calls.ARGS.items():
        assert f"  {name}: {{ args: {args.__name__}; answer: " in text
    assert "  play: { args: PlayArgs; answer: Snapshot | Refusal };" in text
    refused = json.loads(bridge.call("play", json.dumps({"sid": "no such game", "move": {}})))
    assert refused["ok"] is False and mismatches(refused, calls.Refusal) == []


def answered(name: str, /, **payload: object) -> Any:
    """The bridge's answer to a call sent as the page sends it, held to the call's declared
    arguments and answer."""
    assert mismatches(payload, calls.ARGS[name]) == [], name
    answer = call(name, **payload)
    assert mismatches(answer, contract.answer_of(name), by_game(posy.game("floriado"))) == [], name
    return answer


def test_the_coachs_answers_have_their_declared_shapes() -> None:
    """A hint (searched whole and in slices), previews, and a review during play and at the
    end, as the page reads them (web/screen/hint.js, coach.js, review.js)."""
    sid = call("start", game="floriado", players=2, seed=3)["sid"]
    answered("coach_preview", sid=sid, all=True, ply=0, viewer=0)
    slices = answered("coach_hint", sid=sid, ply=0, slice_ms=1)
    while not slices["done"]:
        slices = answered("coach_hint", sid=sid, ply=0, slice_ms=500, hint_id=slices["hint_id"])
    hint = answered("coach_hint", sid=sid, seat=0, ply=0, limit=True)
    answered("coach_preview", sid=sid, move=hint["hint"]["move"])
    snap = call("play", sid=sid, move=hint["hint"]["move"])
    rng = Rng(3)  # random moves end a Floriado game; the first legal one can circle for ever
    for _ in range(500):
        if snap["over"]:
            break
        snap = call("play", sid=sid, move=snap["moves"][rng.below(len(snap["moves"]))])
        if snap["ply"] == 4:
            answered("coach_review_idle", sid=sid, slice_ms=50, budget=20)
    assert snap["over"]
    started = answered("coach_review_start", sid=sid, budget=20)
    steps = [answered("coach_review_step", review=started["review"], slice_ms=200)]
    while not steps[-1]["done"]:  # slices until done: a loaded machine needs more of them
        steps.append(answered("coach_review_step", review=started["review"], slice_ms=200))
    assert any(step["new"] for step in steps) and "marked" in steps[-1]
    answered("coach_review_close", review=started["review"])


def remote(game_id: str, name: str, /, **payload: object) -> Any:
    """A remote call through the bridge as the page makes it, held to its declared
    arguments and answer (posy.remote.contract) in game ``game_id``."""
    assert mismatches(payload, calls.ARGS[name]) == [], name
    answer = call(name, **payload)
    assert mismatches(answer, contract.answer_of(name), by_game(posy.game(game_id))) == [], name
    return answer


def test_the_remote_answers_are_declared_for_each_remote_call() -> None:
    from posy.remote.contract import ANSWERS

    assert set(ANSWERS) == set(remote_api.CALLS)


@pytest.mark.parametrize(("game_id", "plies"), [("floriado", 400), ("petal", 12)])
def test_a_game_with_friends_answers_in_its_declared_shapes(game_id: str, plies: int) -> None:
    """Invited, joined, played by links (Floriado to its end), with an offer declined, the
    computer's move, a catch-up, an audit, then a game claimed and one resigned."""
    pick = Rng(7)
    ask = functools.partial(remote, game_id)
    a = ask("remote_invite", game=game_id, players=2, seats=[0, 1], names=["Ann", "Bo"], pace=0, now=1)
    ask("remote_identify", link=a["link_text"], now=2)
    b = ask("remote_join", link=a["link_text"], name="Bob", now=3)
    side = {"A": ask("remote_receive", device=a["device"], link=b["link_text"], now=4), "B": b}
    side["B"] = ask("remote_receive", device=b["device"], link=side["A"]["link_text"], now=5)
    mover = "A" if side["A"]["my_turn"] else "B"
    side[mover] = ask("remote_offer", device=side[mover]["device"], kind="draw", now=6)
    other = "B" if mover == "A" else "A"
    side[other] = ask("remote_receive", device=side[other]["device"], link=side[mover]["link_text"], now=7)
    side[other] = ask("remote_answer", device=side[other]["device"], accept=False, now=8)
    side[mover] = ask("remote_receive", device=side[mover]["device"], link=side[other]["link_text"], now=9)
    for turn in range(plies):
        if side["A"]["over"]:
            break
        mover = "A" if side["A"]["my_turn"] else "B"
        other = "B" if mover == "A" else "A"
        device = side[mover]["device"]
        if turn == 0:
            ask("remote_think", device=device, level="easy", time_limit=0.2, now=10)
        move = side[mover]["moves"][pick.below(len(side[mover]["moves"]))]
        side[mover] = ask("remote_play", device=device, move=move, now=10)
        side[other] = ask(
            "remote_receive", device=side[other]["device"], link=side[mover]["link_text"], now=10
        )
    ask("remote_catch_up", device=side["A"]["device"], now=11)
    ask("remote_state", device=side["B"]["device"], now=11)
    ask("remote_audit", device=side["A"]["device"], now=11)
    again = ask("remote_invite", game=game_id, players=2, seats=[0, 1], names=["Ann", "Bo"], pace=120, now=1)
    joined = ask("remote_join", link=again["link_text"], name="Bob", now=2)
    again = ask("remote_receive", device=again["device"], link=joined["link_text"], now=3)
    joined = ask("remote_receive", device=joined["device"], link=again["link_text"], now=4)
    waiting, turn_of = (joined, again) if again["my_turn"] else (again, joined)
    ask("remote_claim", device=waiting["device"], now=1000)
    ask("remote_resign", device=turn_of["device"], now=5)


def sliced(name: str, /, **payload: object) -> Any:
    """A call the worker runs in slices (posy.calls.SLICED), sliced as web/worker.js does:
    each slice's answer held to the handler's, the last to what the page gets."""
    assert mismatches(payload, calls.ARGS[name]) == [], name
    searching = {"think": play_api.Thinking, "search_part": parallel_api.PartSearching}[name]
    answer = call(name, **payload)
    while not answer["done"]:
        assert mismatches(answer, searching) == [], name
        answer = call(name, **payload)
    assert mismatches(answer, contract.answer_of(name), by_game(posy.game("floriado"))) == [], name
    return answer


def test_the_computers_answers_have_their_declared_shapes() -> None:
    """The computer's move on one core and on several (web/computer.js, search_pool.js), the
    engine's speed (build.py bench) and a closed session, as the page reads them."""
    sid = call("start", game="floriado", players=2, seed=3, computers=["medium", None])["sid"]
    own = sliced("think", sid=sid, ply=0, token=1, part=True, slice_ms=50)
    job = answered("think_job", sid=sid, ply=0)
    helper = sliced("search_part", job=job["job"], worker=1, token=2, slice_ms=50)
    merged = answered("think_merge", sid=sid, ply=0, parts=[own["part"], helper["part"]])
    assert merged["move"] in call("view", sid=sid)["moves"]
    answered("bench", game="floriado", seconds=0.05)
    answered("close", sid=sid)


def test_the_worker_slices_the_calls_declared_sliced() -> None:
    worker = (Path(contract.ROOT) / "web" / "worker.js").read_text()
    names = re.search(r"const SLICED = new Set\(\[(.*)\]\)", worker)
    assert names is not None and set(re.findall(r'"(\w+)"', names[1])) == set(calls.SLICED)


@pytest.mark.parametrize("game_id", tutorial_games())
def test_each_tutorials_script_has_its_declared_shape(game_id: str) -> None:
    answer = call("tutorial", game=game_id)
    assert mismatches(answer, contract.answer_of("tutorial"), by_game(posy.game(game_id))) == []


def test_a_call_that_answers_a_plain_dict_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    def untyped(req: dict[str, object]) -> dict[str, object]:
        return {"ok": True}

    monkeypatch.setitem(bridge.CALLS, "close", untyped)
    with pytest.raises(TypeError, match="close answers"):
        contract.render()
