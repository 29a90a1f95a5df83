"""Play tests/strength.py's games under PyPy: the same games, about 2.4x as fast here.

    python3 tools/strength_pypy.py --jobs 1 --only petals --pairs expert-hard
    (any arguments of tests/strength.py; needs `apt-get install -y pypy3`)

A strength row of 40 Expert games is hours of CPython on a small machine. Debian's
PyPy (7.3.11, Python 3.9) runs the search 2.2-2.5x faster (Petal Expert-Hard, seed 1000:
21 s of PyPy for 37 s of CPython), but cannot import the sources as they are: they use
``typing.Self``/``TypeAlias``/``TypeGuard`` (3.10-3.11) and two module-level type
aliases written with ``|``, which Python 3.9 cannot evaluate. So this copies ``py/`` and
the strength scripts to a temporary folder, turns those two aliases into ``Any`` and
gives ``typing`` the three names (a ``sitecustomize`` on the path), and runs the copy.
None of that touches what a move is.

The copy writes to the repository's own ``tests/strength_games.jsonl`` (a link), and
every row carries the fingerprint PyPy computed (tests/strength_keys.py: the rules'
playouts and each player's moves in sample positions). CPython counts a kept game only
while its fingerprint equals CPython's own, so a game PyPy played differently could
never enter a table: it would be ignored, not trusted.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

SHIM = """import typing
from typing import Any, Optional

for _name, _value in (("Self", Any), ("TypeAlias", Any), ("TypeGuard", Optional)):
    if not hasattr(typing, _name):
        setattr(typing, _name, _value)
"""

# (file, pattern, replacement): module-level type aliases that Python 3.9 evaluates
PATCHES = (
    ("py/posy/core/types.py", r"^(JSON|JSONable): TypeAlias = .*$", r"\1 = Any"),
    ("py/posy/games/anthokyklos/deck.py", r"^CardRow = tuple\[.*$", "CardRow = tuple"),
)


def prepare(folder: Path) -> None:
    """The PyPy-importable copy in ``folder``."""
    shutil.copytree(ROOT / "py", folder / "py", ignore=shutil.ignore_patterns("__pycache__"))
    (folder / "tests").mkdir()
    for script in (ROOT / "tests").glob("strength*.py"):
        shutil.copy(script, folder / "tests" / script.name)
    (folder / "tests" / "strength_games.jsonl").symlink_to(ROOT / "tests" / "strength_games.jsonl")
    for name, pattern, replacement in PATCHES:
        path = folder / name
        text, count = re.subn(pattern, replacement, path.read_text(), flags=re.M)
        if not count:
            raise SystemExit(
                f"{name} has changed: its pattern {pattern!r} no longer matches; update PATCHES."
            )
        path.write_text(text)
    (folder / "shim").mkdir()
    (folder / "shim" / "sitecustomize.py").write_text(SHIM)


def main(argv: list[str]) -> int:
    pypy = shutil.which("pypy3")
    if pypy is None:
        print("PyPy is not installed: apt-get install -y pypy3 (or run tests/strength.py with CPython).")
        return 1
    with tempfile.TemporaryDirectory(prefix="posy-pypy-") as tmp:
        folder = Path(tmp)
        prepare(folder)
        env = {"PATH": "/usr/bin:/bin", "PYTHONPATH": str(folder / "shim"), "POSY_QUIET": "1"}
        return subprocess.run([pypy, str(folder / "tests" / "strength.py"), *argv], env=env).returncode


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
