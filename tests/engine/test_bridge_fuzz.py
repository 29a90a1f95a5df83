"""The bridge under hostile input: thousands of random mutations of valid records
(types, depth, size, truncation, moves swapped in from other deals) and random
arguments for every call. Every answer is a sentence (``ok: false`` with an error and
no bug) or a consistent game: one that plays on, takes back and saves like any other."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

import posy
from posy import bridge
from posy.core import RecordJSON, Rng, random_record

GAMES = [g.id for g in posy.games().values()]
MUTANTS = 600  # per game; 3,000 in all
ODD_VALUES: list[Any] = [
    None,
    True,
    False,
    0,
    -1,
    1.5,
    2**70,
    "",
    "x" * 50,
    [],
    {},
    [[]],
    {"a": {}},
    "current",
]


def answer(name: str, req: Any) -> dict[str, Any]:
    text = bridge.call(name, req if isinstance(req, str) else json.dumps(req))
    out = json.loads(text)
    assert isinstance(out, dict) and isinstance(out.get("ok"), bool), text[:200]
    if not out["ok"]:
        assert "bug" not in out, f"{name}: the bug path for {str(req)[:300]}:\n{out.get('bug')}"
        assert isinstance(out["error"], str) and out["error"].endswith((".", "?", "!", ")")), out
    return out


def records(game_id: str) -> list[RecordJSON]:
    game = posy.game(game_id)
    out = []
    for seed in range(4):
        players = game.min_players + seed % (game.max_players - game.min_players + 1)
        out.append(random_record(game, players, seed, Rng(seed)).to_json())
    return out


def odd(rng: random.Random) -> Any:
    return rng.choice(ODD_VALUES)


def nested(depth: int) -> Any:
    value: Any = 0
    for _ in range(depth):
        value = [value]
    return value


def mutate(record: RecordJSON, others: list[RecordJSON], rng: random.Random) -> dict[str, Any]:
    """One to three random changes to a copy of ``record``."""
    data: dict[str, Any] = json.loads(json.dumps(record))
    for _ in range(rng.randint(1, 3)):
        kind = rng.randrange(9)
        moves = data.get("moves") if isinstance(data.get("moves"), list) else []
        if kind == 0:  # a field of the wrong type, or gone
            key = rng.choice(["game", "version", "players", "seed", "options", "moves", "names", "computers"])
            if rng.random() < 0.2:
                data.pop(key, None)
            else:
                data[key] = odd(rng)
        elif kind == 1 and moves:  # cut short
            data["moves"] = moves[: rng.randrange(len(moves))]
        elif kind == 2 and moves:  # a move swapped in from another deal
            other = rng.choice(others)["moves"]
            if other:
                moves[rng.randrange(len(moves))] = rng.choice(other)
        elif kind == 3 and moves:  # a field of a move changed
            move = rng.choice(moves)
            if isinstance(move, dict) and move:
                move[rng.choice(list(move))] = odd(rng) if rng.random() < 0.5 else rng.randint(-3, 30)
        elif kind == 4:  # seed plus one
            if isinstance(data.get("seed"), int):
                data["seed"] += 1
        elif kind == 5 and moves:  # two moves swapped
            i, j = rng.randrange(len(moves)), rng.randrange(len(moves))
            moves[i], moves[j] = moves[j], moves[i]
        elif kind == 6:  # deep or wide nesting where a value goes
            where = rng.choice(["options", "names", "moves"])
            data[where] = nested(rng.choice([10, 60, 100, 500])) if rng.random() < 0.7 else [0] * 10_000
        elif kind == 7:  # odd options
            data["options"] = {rng.choice(["x", "turns", "variant", ""]): odd(rng)}
        elif kind == 8:  # odd names and computers
            data[rng.choice(["names", "computers"])] = [odd(rng) for _ in range(rng.randint(0, 5))]
    return data


def check_consistent(out: dict[str, Any], rng: random.Random) -> None:
    """A loaded game behaves: its moves play, undo takes back, the save reloads."""
    sid = out["sid"]
    assert out["ply"] == out["plies"] >= 0
    for _ in range(3):
        if out["over"] or out["current"] is None:
            break
        view = answer("view", {"sid": sid, "viewer": out["current"]})
        if not view["moves"]:
            break
        out = answer("play", {"sid": sid, "move": rng.choice(view["moves"])})
        assert out["ok"], out
    saved = answer("saved_record", {"sid": sid})["record"]
    again = answer("load", {"record": saved})
    assert again["ok"] and again["ply"] == out["ply"] and again["scores"] == out["scores"]
    answer("close", {"sid": again["sid"]})
    answer("close", {"sid": sid})


@pytest.mark.parametrize("game_id", GAMES)
def test_mutated_records_give_a_sentence_or_a_consistent_game(game_id: str) -> None:
    rng = random.Random(game_id)
    valid = records(game_id)
    others = [r for g in GAMES for r in records(g) if g != game_id] + valid
    loaded = refused = 0
    for _ in range(MUTANTS):
        mutant = mutate(rng.choice(valid), others, rng)
        out = answer("load", {"record": mutant, "viewer": None})
        if out["ok"]:
            loaded += 1
            check_consistent(out, rng)
        else:
            refused += 1
    assert loaded and refused  # both kinds occur, so both paths were tried


@pytest.mark.parametrize("depth", [64, 65, 5_000, 100_000])
def test_deep_nesting_is_refused_before_parsing(depth: int) -> None:
    payload = (
        json.dumps({"record": nested(depth)})
        if depth < 1000
        else '{"record":' + "[" * depth + "]" * depth + "}"
    )
    out = answer("load", payload)
    # refused by the depth check itself, before parsing (a plain refusal of a list as a
    # record would hide a parser that recursed)
    assert not out["ok"] and "nested far deeper" in out["error"]


def test_a_huge_request_is_refused() -> None:
    out = answer("load", json.dumps({"record": {"game": "petal", "names": ["x" * (8 << 20)]}}))
    assert not out["ok"] and "too large" in out["error"]


def test_every_call_takes_odd_arguments_without_the_bug_path() -> None:
    rng = random.Random(5)
    start = answer("start", {"game": "petal"})
    for name in bridge.CALLS:
        if name == "bench":
            continue  # it runs for seconds by design; its arguments are checked below
        for _ in range(60):
            req = {
                key: odd(rng)
                for key in rng.sample(
                    [
                        "sid",
                        "game",
                        "players",
                        "seed",
                        "options",
                        "names",
                        "computers",
                        "viewer",
                        "move",
                        "steps",
                        "at",
                        "ply",
                        "record",
                        "limit",
                        "slice_ms",
                    ],
                    rng.randint(0, 4),
                )
            }
            if rng.random() < 0.5:
                req["sid"] = start["sid"]
            answer(name, req)
    odd_durations: list[object] = [None, True, "1", [], {}, 0, -1, 31, 2**70]
    for seconds in odd_durations:  # none is a duration bench accepts
        assert not answer("bench", {"game": "petal", "seconds": seconds})["ok"], seconds
    assert not answer("bench", {"game": [], "seconds": 0.01})["ok"]
    for payload in ["", "[]", "null", "1", '"x"', "{", '{"sid": {"a": 1}}', '{"sid": [1, 2]}']:
        for name in ("close", "view", "play", "load", "start", "undo"):
            answer(name, payload)
    answer("no such call", "{}")
