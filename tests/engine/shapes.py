"""Does a JSON value have the shape a contract type declares? ``mismatches`` says where
not (tests/engine/test_contract.py holds what the engine sends with it).

Each type's check is built once (``checker``) and kept: reading a TypedDict's fields
(``typing.get_type_hints``) for every value checked made the contract's tests some of
the suite's longest (33 s for Petals' views, 60% of it in get_type_hints)."""

from __future__ import annotations

import sys
import types
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Annotated, Any, Literal, NotRequired, Union, get_args, get_origin, is_typeddict

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import contract

Check = Callable[[object, str], list[str]]
"""A built check: ``check(value, at)`` is ``mismatches(value, tp, by_game, at)``."""

_CHECKS: dict[tuple[object, object], Check] = {}


def mismatches(
    value: object, tp: object, by_game: Mapping[str, object] | None = None, at: str = ""
) -> list[str]:
    """Where JSON ``value`` does not have the shape ``tp`` says ([] when it does): the
    tests hold what the engine sends to its TypedDicts with it, where a value typed Any
    (a save read back) escapes mypy. ``by_game``: the types a ByGame mark stands for."""
    return checker(tp, by_game)(value, at)


def checker(tp: object, by_game: Mapping[str, object] | None = None) -> Check:
    """The check of ``tp`` (with ``by_game``'s meaning of a ByGame mark), built on first use."""
    key = (tp, None if by_game is None else tuple(by_game.items()))
    found = _CHECKS.get(key)
    if found is None:
        found = _CHECKS[key] = _build(tp, by_game)
    return found


def _build(tp: object, by_game: Mapping[str, object] | None) -> Check:
    origin, args = get_origin(tp), get_args(tp)
    if origin is NotRequired:
        return checker(args[0], by_game)
    if origin is Annotated:
        mark = contract.mark_of(tp)
        return checker(by_game[mark.what] if mark is not None and by_game is not None else args[0], by_game)
    if tp is Any or tp is object:
        return lambda value, at: []
    if origin in (Union, types.UnionType):
        return _union(tp, [checker(a, by_game) for a in args])
    if origin is Literal:
        return lambda value, at: (
            []
            if any(value == a and type(value) is type(a) for a in args)
            else [f"{at}: {value!r} is not {tp}"]
        )
    if tp in contract.SCALARS:
        return _scalar(tp)
    if origin is list:
        return _list(checker(args[0], by_game))
    if origin in (dict, Mapping):
        return _mapping(checker(args[1], by_game))
    if isinstance(tp, type) and is_typeddict(tp):
        return _typed_dict(tp, by_game)
    return _unknown(tp)


def _union(tp: object, options: list[Check]) -> Check:
    def check(value: object, at: str) -> list[str]:
        found = [option(value, at) for option in options]
        return [] if [] in found else [f"{at or 'the value'}: none of {tp}: {min(found, key=len)[0]}"]

    return check


def _scalar(tp: object) -> Check:
    wanted: tuple[type, ...] = (int, float) if tp is float else (tp,) if isinstance(tp, type) else ()
    name = contract.SCALARS[tp]

    def check(value: object, at: str) -> list[str]:
        ok = isinstance(value, wanted) and not (isinstance(value, bool) and tp is not bool)
        return [] if ok else [f"{at}: {value!r} is not {name}"]

    return check


def _list(item: Check) -> Check:
    def check(value: object, at: str) -> list[str]:
        if not isinstance(value, list):
            return [f"{at}: {value!r} is not a list"]
        return [m for i, one in enumerate(value) for m in item(one, f"{at}[{i}]")]

    return check


def _mapping(entry: Check) -> Check:
    def check(value: object, at: str) -> list[str]:
        if not isinstance(value, dict):
            return [f"{at}: {value!r} is not an object"]
        return [m for k, v in value.items() for m in entry(v, f"{at}.{k}")]

    return check


def _typed_dict(tp: type, by_game: Mapping[str, object] | None) -> Check:
    fields = {
        key: (checker(field, by_game), get_origin(field) is not NotRequired)
        for key, field in contract.hints(tp).items()
    }

    def check(value: object, at: str) -> list[str]:
        if not isinstance(value, dict):
            return [f"{at}: {value!r} is not an object"]
        out = [f"{at}: {key!r} is not a field of {tp}" for key in value if key not in fields]
        for key, (field, required) in fields.items():
            if key in value:
                out += field(value[key], f"{at}.{key}")
            elif required:
                out.append(f"{at}: {key!r} is missing")
        return out

    return check


def _unknown(tp: object) -> Check:
    def check(value: object, at: str) -> list[str]:
        if not isinstance(value, dict):
            return [f"{at}: {value!r} is not an object"]
        raise TypeError(f"no check for {tp!r}")

    return check
