"""Writes web/contract.d.ts: the page's TypeScript types of what the engine sends it,
read from the engine's own TypedDicts, so that the shapes are told once (in Python,
where mypy checks the engine against them) and the page cannot drift from them.

What it writes, in this order: for each registered game (lobby order) every public
TypedDict and type alias of its ``contract.py`` (its view ``<Game>View`` and its moves'
union ``<Game>Move`` among them); ``GameId``, ``ViewByGame`` and ``MoveByGame`` (a
game's id to its view and move types); then the shapes every game shares: the
snapshot the bridge answers (``posy.sessions.Snapshot``), the record in it and the
catalogue's computer levels. A field marked ``ByGame`` (``posy.core.View``, ``Move``,
``GameId``) makes its type generic in the game (``Snapshot<G>``, whose ``view`` is
``ViewByGame[G]``). A class docstring and an ``Annotated[..., "a note"]`` become the
type's and the field's JSDoc.

It reads the types by introspection only (``typing.get_type_hints``, ``get_origin``,
``get_args``; no third-party package). ``python3 build.py`` runs it; ``--check`` says
whether the committed file is current (tests/engine/test_contract.py asks the same).

    python3 tools/contract.py           # write web/contract.d.ts
    python3 tools/contract.py --check   # exit 1 when it is stale
"""

from __future__ import annotations

import importlib
import inspect
import json
import re
import sys
import types
import typing
from collections.abc import Mapping
from pathlib import Path
from typing import Any, Literal, NotRequired, Union, get_args, get_origin, get_type_hints, is_typeddict

ROOT = Path(__file__).resolve().parents[1]
TARGET = ROOT / "web" / "contract.d.ts"
sys.path.insert(0, str(ROOT / "py"))

import posy  # noqa: E402
from posy import bridge, calls  # noqa: E402
from posy.core import ByGame  # noqa: E402
from posy.play_api import Catalog  # noqa: E402
from posy.sessions import Snapshot  # noqa: E402

HEADER = (
    "// Written by tools/contract.py (python3 build.py) from the engine's TypedDicts: the\n"
    "// shapes the engine sends the page. Do not edit: change the game's contract.py and build.\n"
)
GENERIC = "<G extends GameId = GameId>"
BY_GAME = {"id": "G", "view": "ViewByGame[G]", "move": "MoveByGame[G]"}  # inside Name<G>
ANY_GAME = {"id": "GameId", "view": "ViewByGame[GameId]", "move": "MoveByGame[GameId]"}  # elsewhere
SCALARS: dict[object, str] = {
    int: "number",
    float: "number",
    str: "string",
    bool: "boolean",
    type(None): "null",
    Any: "any",
    object: "unknown",
}
IDENTIFIER = re.compile(r"^[A-Za-z_$][A-Za-z0-9_$]*$")


class Writer:
    """Turns Python types into TypeScript, knowing the names it may refer to."""

    def __init__(self) -> None:
        self.aliases: list[tuple[str, object]] = []  # (name, union or Literal) in the order written
        self.generic: dict[type, bool] = {}

    def alias_of(self, tp: object) -> str | None:
        for name, value in self.aliases:
            if value == tp:
                return name
        return None

    def is_generic(self, tp: object) -> bool:
        """Whether ``tp`` holds a ByGame mark, itself or in a TypedDict it refers to."""
        if isinstance(tp, type) and is_typeddict(tp):
            if tp not in self.generic:
                self.generic[tp] = False  # a cycle is not generic by itself
                self.generic[tp] = any(self.is_generic(h) for h in hints(tp).values())
            return self.generic[tp]
        if mark_of(tp) is not None:
            return True
        return any(self.is_generic(a) for a in get_args(tp))

    def ts(self, tp: object, generic: bool) -> str:
        """``tp`` in TypeScript; ``generic``: inside a type that has the parameter G."""
        origin, args = get_origin(tp), get_args(tp)
        if origin is typing.Annotated:
            mark = mark_of(tp)
            if mark is not None:
                return (BY_GAME if generic else ANY_GAME)[mark.what]
            return self.ts(args[0], generic)
        if origin is NotRequired:
            return self.ts(args[0], generic)
        name = self.alias_of(tp)
        if name is not None:
            return name
        if tp in SCALARS:
            return SCALARS[tp]
        if origin is Literal:
            return " | ".join(json.dumps(a) for a in args)
        if origin in (Union, types.UnionType):
            return " | ".join(self.union_parts(args, generic))
        if origin is list:
            item = self.ts(args[0], generic)
            return f"({item})[]" if " | " in item else f"{item}[]"
        if origin in (dict, Mapping) and args[0] is str:
            return f"Record<string, {self.ts(args[1], generic)}>"
        if isinstance(tp, type) and is_typeddict(tp):
            if tp.__name__.startswith("_"):
                raise TypeError(f"{tp.__name__} is private: name it without the underscore to use it")
            return tp.__name__ + ("<G>" if generic and self.is_generic(tp) else "")
        raise TypeError(f"no TypeScript for {tp!r}")

    def union_parts(self, args: tuple[object, ...], generic: bool) -> list[str]:
        """A union's members, those of a named union written as its name: Python
        flattens ``PetalBattleLast | None`` into one union of all the members."""
        rest = list(args)
        named = []
        for name, value in self.aliases:
            members = get_args(value) if get_origin(value) in (Union, types.UnionType) else ()
            if len(members) > 1 and all(m in rest for m in members):
                named.append(name)
                rest = [a for a in rest if a not in members]
        return named + [self.ts(a, generic) for a in rest]

    def interface(self, td: type) -> str:
        generic = self.is_generic(td)
        lines = [*jsdoc(td.__doc__, ""), f"export interface {td.__name__}{GENERIC if generic else ''} {{"]
        for key, tp in hints(td).items():
            lines += jsdoc(note_of(tp), "  ")
            optional = "?" if get_origin(tp) is NotRequired else ""
            name = key if IDENTIFIER.match(key) else json.dumps(key)
            lines.append(f"  {name}{optional}: {self.ts(tp, generic)};")
        return "\n".join([*lines, "}"])

    def alias(self, name: str, tp: object) -> str:
        text = self.ts(tp, False)
        self.aliases.append((name, tp))
        if len(text) > 80:  # one member a line
            return f"export type {name} =\n" + "\n".join(f"  | {part}" for part in text.split(" | ")) + ";"
        return f"export type {name} = {text};"


def hints(td: type) -> dict[str, Any]:
    """A TypedDict's fields (its bases' first), with their Annotated and NotRequired."""
    return get_type_hints(td, include_extras=True)


def metadata(tp: object) -> tuple[object, ...]:
    """What an ``Annotated[T, ...]`` (under NotRequired too) adds to ``T``; () for others."""
    if get_origin(tp) is NotRequired:
        tp = get_args(tp)[0]
    return tuple(getattr(tp, "__metadata__", ())) if get_origin(tp) is typing.Annotated else ()


def note_of(tp: object) -> str | None:
    """The note of an ``Annotated[T, "a note"]`` field."""
    return next((m for m in metadata(tp) if isinstance(m, str)), None)


def mark_of(tp: object) -> ByGame | None:
    """The ByGame mark of an ``Annotated[T, ByGame(...)]``, or None."""
    return next((m for m in metadata(tp) if isinstance(m, ByGame)), None)


def jsdoc(text: str | None, indent: str) -> list[str]:
    if not text:
        return []
    body = re.sub(r":\w+:`", "`", inspect.cleandoc(text)).replace("*/", "*\\/").replace("``", "`")
    lines = body.splitlines()
    if len(lines) == 1:
        return [f"{indent}/** {lines[0]} */"]
    return [f"{indent}/**", *(f"{indent} * {line}".rstrip() for line in lines), f"{indent} */"]


def rule(title: str) -> str:
    """A section's heading line, 100 characters wide."""
    return f"// -- {title} ".ljust(100, "-")


def public_types(module: types.ModuleType) -> list[tuple[str, object]]:
    """A contract module's TypedDicts and type aliases (unions, Literals), in the order
    it defines them; names with a leading underscore stay Python's."""
    out = []
    for name, value in vars(module).items():
        if name.startswith("_"):
            continue
        if (
            isinstance(value, type) and is_typeddict(value) and value.__module__ == module.__name__
        ) or get_origin(value) in (Union, types.UnionType, Literal):
            out.append((name, value))
    return out


def render() -> str:
    """The whole of web/contract.d.ts."""
    writer = Writer()
    parts = [HEADER.rstrip("\n")]
    games = list(posy.games().values())
    for game in games:
        state = game.state_type
        prefix = state.__name__.removesuffix("State")
        view = get_type_hints(state.view)["return"]
        move = get_type_hints(state.apply)["move"]
        module = importlib.import_module(f"{type(game).__module__}.contract")
        parts.append(rule(f"{game.title} ({module.__name__})"))
        for name, value in public_types(module):
            if not name.startswith(prefix):
                raise TypeError(
                    f"{module.__name__}.{name}: the page's types are one namespace, so start it with {prefix}"
                )
            if isinstance(value, type):
                parts.append(writer.interface(value))
            else:
                parts.append(writer.alias(name, value))
        if writer.alias_of(move) != f"{prefix}Move" or view.__name__ != f"{prefix}View":
            raise TypeError(
                f"{module.__name__} must name its moves' union {prefix}Move and its view {prefix}View"
            )
    parts.append(rule("every game"))
    parts.append("export type GameId = " + " | ".join(json.dumps(g.id) for g in games) + ";")
    for kind in ("View", "Move"):
        fields = "".join(f"\n  {g.id}: {g.state_type.__name__.removesuffix('State')}{kind};" for g in games)
        parts.append(
            f"/** Each game's {kind.lower()}, by its id. */\nexport interface {kind}ByGame {{{fields}\n}}"
        )
    for shared in shared_types():
        parts.append(writer.interface(shared))
    parts.append(rule("the calls (posy.calls, posy.bridge)"))
    parts.append(calls_map(writer))
    return "\n\n".join(parts) + "\n"


def answer_of(name: str) -> object:
    """The answer type of call ``name``: its handler's return annotation (alone: a
    request's own type, ``dict[str, JSON]``, refers to itself); a remote call's, what
    ``posy.remote.contract`` declares of ``posy.remote.page``'s answer; a sliced call's,
    its last answer (``posy.calls.SLICED``)."""
    if name.startswith("remote_"):  # the bridge hands these to posy.remote's page, which says what it answers
        from posy.remote.contract import ANSWERS

        return ANSWERS[name.removeprefix("remote_")]
    if name in calls.SLICED:  # the worker answers the page only the last slice's answer
        return calls.SLICED[name]
    handler = bridge.CALLS[name]
    answer: object = eval(handler.__annotations__["return"], handler.__globals__)  # a name the module imports
    return answer


def typed(tp: object) -> bool:
    """Whether ``tp`` is a TypedDict or a union of them."""
    if get_origin(tp) in (Union, types.UnionType):
        return all(typed(a) for a in get_args(tp))
    return isinstance(tp, type) and is_typeddict(tp)


def calls_map(writer: Writer) -> str:
    """``Calls``: each call the page makes (posy.calls.ARGS), what it sends and gets back."""
    lines = [
        "/** Each call the page makes, by name: what it sends and what it answers (web/engine.js call). */"
    ]
    lines.append("export interface Calls {")
    for name, args in calls.ARGS.items():
        answer = answer_of(name)
        if not typed(answer):
            raise TypeError(f"{name} answers {answer!r}: declare its answer as a TypedDict (posy.calls)")
        text = writer.ts(answer, False)
        lines.append(f"  {name}: {{ args: {args.__name__}; answer: {text} | Refusal }};")
    return "\n".join([*lines, "}"])


def shared_types() -> list[type]:
    """The shapes every game shares: the snapshot, the catalogue and the calls' arguments
    and answers (posy.calls), each after the TypedDicts it nests."""
    order: list[type] = []

    def visit(tp: object) -> None:
        if isinstance(tp, type) and is_typeddict(tp):
            if tp in order:
                return
            for field in hints(tp).values():
                visit(field)
            order.append(tp)
        else:
            for arg in get_args(tp):
                visit(arg)

    visit(Snapshot)
    visit(Catalog)
    visit(calls.Refusal)
    for name, args in calls.ARGS.items():
        visit(args)
        if typed(answer_of(name)):
            visit(answer_of(name))
    return order


def main(argv: list[str]) -> int:
    text = render()
    if "--check" in argv:
        current = TARGET.read_text() if TARGET.exists() else ""
        if current != text:
            print(f"{TARGET.relative_to(ROOT)} is stale: run python3 tools/contract.py", file=sys.stderr)
            return 1
        return 0
    TARGET.write_text(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
