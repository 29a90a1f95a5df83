"""The engine's modules import one another without a circle.

Every import inside ``py/posy`` counts: at the top of a module, inside a function
(a lazy import hides a circle, it does not remove it) and under ``TYPE_CHECKING``
(a circle of types is still two modules that cannot be read apart). A module
importing a name of a package's ``__init__`` (``from .. import game``) points at
that ``__init__``.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2] / "py"


def module_of(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def is_package(module: str) -> bool:
    return (ROOT / module.replace(".", "/") / "__init__.py").exists()


def resolve(module: str, path: Path, node: ast.ImportFrom) -> list[str]:
    """The posy modules an ``from ... import ...`` statement reads."""
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    for _ in range(node.level - 1):
        package = package.rpartition(".")[0]
    base = ".".join(p for p in (package if node.level else "", node.module or "") if p)
    if not base.startswith("posy"):
        return []
    out = []
    for alias in node.names:
        sub = f"{base}.{alias.name}"
        exists = is_package(sub) or (ROOT / (sub.replace(".", "/") + ".py")).exists()
        out.append(sub if exists else base)
    return out


def edges_of(module: str, path: Path, source: str) -> set[str]:
    """The posy modules that ``module`` (at ``path``, reading ``source``) imports, wherever."""
    edges: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom):
            edges.update(resolve(module, path, node))
        elif isinstance(node, ast.Import):
            edges.update(a.name for a in node.names if a.name.startswith("posy"))
    edges.discard(module)
    return edges


def import_graph() -> dict[str, set[str]]:
    return {
        module_of(path): edges_of(module_of(path), path, path.read_text())
        for path in sorted((ROOT / "posy").rglob("*.py"))
    }


def find_circle(graph: dict[str, set[str]]) -> list[str] | None:
    """One circle of the graph (its modules in import order), or None."""
    state: dict[str, int] = {}  # 1: on the current path, 2: done
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                return path[path.index(nxt) :] + [nxt]
            if nxt not in state and (found := visit(nxt)):
                return found
        path.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state and (found := visit(node)):
            return found
    return None


def test_the_engine_has_no_import_circle() -> None:
    graph = import_graph()
    assert len(graph) >= 80 and graph["posy.bridge"] >= {"posy.play_api", "posy.coach.api"}
    circle = find_circle(graph)
    assert circle is None, " -> ".join(circle or [])


def test_the_check_finds_a_circle_and_reads_every_kind_of_import() -> None:
    assert find_circle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_circle({"a": {"b"}, "b": {"c"}, "c": set()}) is None
    graph = import_graph()
    # inside a function, and a name of a package's __init__; under TYPE_CHECKING (no module has one now)
    under = "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .rules import AnthokyklosRules\n"
    words = ROOT / "posy" / "games" / "anthokyklos" / "words.py"
    assert edges_of("posy.games.anthokyklos.words", words, under) == {"posy.games.anthokyklos.rules"}
    assert "posy.strength" in graph["posy.ai.levels"]
    assert "posy" in graph["posy.remote.table"]
