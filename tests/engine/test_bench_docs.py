"""tools/bench_docs.py: the tables in docs/ are rewritten from the bench's recorded results,
between their markers, and nothing else in a file changes."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
MEASURED = {"date": "2026-01-02", "machine": "x86_64, 2 cores", "commit": "abc1234"}
SAMPLE: dict[str, dict[str, Any]] = {
    "tap": {"times": [10.0, 30.0, 20.0, 40.0, 50.0], "measured": MEASURED},
    "speed": {
        "playouts": 100,
        "rows": [{"game": "petal", "cpython": 50000.0, "node": 30000.0, "chromium": 25000.0}],
        "measured": MEASURED,
    },
    "computer": {
        "rows": [
            {
                "game": "petal",
                "players": 2,
                "level": "medium",
                "times": [90, 100, 300],
                "iterations": [600, 600, 600],
            },
            {
                "game": "petal",
                "players": 2,
                "level": "hard",
                "times": [950, 951, 952],
                "iterations": [1000, 1100, 1200],
            },
        ],
        "measured": MEASURED,
    },
    "cores": {
        "rows": [
            {"game": "petal", "workers": 1, "iterations": 2000, "ms": 2000, "moves": 4, "heaps": [1]},
            {"game": "petal", "workers": 2, "iterations": 4000, "ms": 2000, "moves": 4, "heaps": [1, 1]},
        ],
        "measured": MEASURED,
    },
}
DOC = """# Numbers

Prose the tool never touches.

<!-- bench:tap -->
an old table
<!-- /bench:tap -->

More prose.

<!-- bench:live -->
<!-- /bench:live -->
"""


@pytest.fixture(scope="module")
def tool() -> ModuleType:
    path = ROOT / "tools" / "bench_docs.py"
    spec = importlib.util.spec_from_file_location("bench_docs", path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def test_a_table_is_the_recorded_numbers_with_where_they_were_measured(tool: ModuleType) -> None:
    text = tool.section("tap", SAMPLE)
    assert text.splitlines()[:3] == [
        "| taps | median, ms | p90, ms |",
        "| --- | --- | --- |",
        "| 5 | 30.0 | 50.0 |",
    ]
    assert "_2026-01-02, commit abc1234, x86_64, 2 cores: `python3 build.py bench --only tap`._" in text
    speed = tool.section("speed", SAMPLE)
    assert "| petal | 50,000 | 30,000 | 25,000 | 2.0x |" in speed


def test_the_computer_table_has_a_row_per_game_and_columns_per_level(tool: ModuleType) -> None:
    lines = tool.section("computer", SAMPLE).splitlines()
    assert lines[0] == (
        "| game | Medium median / p95, ms | Medium iterations | Hard median / p95, ms | Hard iterations |"
    )
    assert lines[2] == "| petal 2p | 100 / 300 | 600 | 951 / 952 | 1,100 |"
    cores = tool.section("cores", SAMPLE).splitlines()
    assert cores[2] == "| petal | 1,000 | 2,000 | 2.00x |"


def test_a_section_not_measured_says_how_to_measure_it(tool: ModuleType) -> None:
    assert tool.section("live", SAMPLE) == "_Not measured yet: `python3 build.py bench --only live`._"
    assert "--only startup" in tool.section("bytes", {})  # the start-up measures the bytes too


def test_rewriting_replaces_only_what_lies_between_markers(tool: ModuleType) -> None:
    tables = {name: tool.section(name, SAMPLE) for name in tool.SECTIONS}
    once = tool.rewrite(DOC, tables)
    assert "an old table" not in once
    assert "| 5 | 30.0 | 50.0 |" in once and "Not measured yet: `python3 build.py bench --only live`" in once
    outside = [line for line in once.splitlines() if line and not line.startswith(("|", "_"))]
    assert outside == [line for line in DOC.splitlines() if line and line != "an old table"]
    assert tool.rewrite(once, tables) == once  # rewriting again changes nothing


def test_an_unknown_table_is_refused_with_its_name(tool: ModuleType) -> None:
    with pytest.raises(ValueError, match="“nonsense”"):
        tool.rewrite("<!-- bench:nonsense -->\n<!-- /bench:nonsense -->\n", {"tap": ""})


def test_recording_replaces_one_section_and_keeps_the_others(tool: ModuleType, tmp_path: Path) -> None:
    results = tmp_path / "results.json"
    results.write_text(json.dumps(SAMPLE))
    tool.record("tap", {"times": [1.0]}, "a quiet machine", results)
    kept = json.loads(results.read_text())
    assert kept["tap"]["times"] == [1.0] and kept["tap"]["measured"]["machine"] == "a quiet machine"
    assert kept["speed"] == SAMPLE["speed"]


def test_check_says_when_a_table_is_out_of_date(tool: ModuleType, tmp_path: Path) -> None:
    results, docs = tmp_path / "results.json", tmp_path / "docs"
    docs.mkdir()
    results.write_text(json.dumps(SAMPLE))
    (docs / "numbers.md").write_text(DOC)
    argv = ["--results", str(results), "--docs", str(docs)]
    assert tool.main([*argv, "--check"]) == 1
    assert (docs / "numbers.md").read_text() == DOC  # --check writes nothing
    assert tool.main(argv) == 0
    assert tool.main([*argv, "--check"]) == 0


def test_the_docs_tables_are_the_recorded_results(tool: ModuleType) -> None:
    """No hand edits: each bench table in docs/ is what the tool makes from
    tests/bench_results.json (the strength tables, made from the kept games, are left as
    they are here: computing them takes a while)."""
    results = tool.load()
    docs = sorted((ROOT / "docs").glob("**/*.md"))
    names = tool.names_in([doc.read_text() for doc in docs])
    assert {"startup", "tap", "speed", "computer"} <= names
    for doc in docs:
        text = doc.read_text()
        kept = {m.group(2): m.group(3).removesuffix("\n") for m in tool.MARKED.finditer(text)}
        tables = {**kept, **{name: tool.section(name, results) for name in tool.SECTIONS}}
        assert tool.rewrite(text, tables) == text, doc.name
