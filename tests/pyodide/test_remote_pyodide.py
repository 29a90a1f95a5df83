"""Remote play's randomness under the pinned Pyodide in Node: ``secrets`` works, and
``os.urandom`` (behind it) reads the host's generator through Emscripten's
getentropy (``crypto.getRandomValues`` in a browser, ``randomFillSync`` in Node)."""

from __future__ import annotations

import json
import shutil
import subprocess
import tempfile
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any

import pytest

ROOT = Path(__file__).resolve().parents[2]


class Pyodide:
    """One `remote.mjs serve` for the module: Pyodide boots once (seconds of a busy
    machine's time) and answers every test's command in turn."""

    def __init__(self, errors: IO[str]) -> None:
        node = shutil.which("node")
        if not node:
            pytest.fail("Node.js is needed for the Pyodide layer (apt-get install nodejs).")
        self.errors = errors  # a file: a pipe left unread could fill up
        self.process = subprocess.Popen(
            [node, str(ROOT / "tests" / "pyodide" / "remote.mjs"), "serve"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=self.errors,
            text=True,
            cwd=ROOT,
        )

    def run(self, command: str, *args: str) -> dict[str, Any]:
        """remote.mjs's JSON answer to one command; fails with Node's errors if it dies, or
        if it takes more than five minutes."""
        stdin, stdout = self.process.stdin, self.process.stdout
        assert stdin is not None and stdout is not None
        stdin.write(json.dumps([command, *args]) + "\n")
        stdin.flush()
        timer = threading.Timer(300, self.process.kill)
        timer.start()
        try:
            line = stdout.readline()
        finally:
            timer.cancel()
        if not line:
            self.process.kill()
            self.process.wait()
            self.errors.seek(0)
            errors = self.errors.read()
            pytest.fail(f"remote.mjs {command} gave no answer: {errors[-2_000:]}")
        answer: dict[str, Any] = json.loads(line)  # one JSON object a line
        return answer

    def close(self) -> None:
        if self.process.stdin:
            self.process.stdin.close()
        try:
            self.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.process.kill()


@pytest.fixture(scope="module")
def pyodide() -> Iterator[Pyodide]:
    with tempfile.TemporaryFile("w+") as errors:
        session = Pyodide(errors)
        yield session
        session.close()


def test_secrets_reads_the_hosts_generator(pyodide: Pyodide) -> None:
    answer = pyodide.run("entropy")
    assert answer["token_bytes"] == 32 and answer["urandom"] == 32 and answer["distinct"]
    assert answer["hostCalls"] > 0, "os.urandom did not reach the host's random generator"
    assert answer["browserSource"], "Emscripten's randomFill no longer uses crypto.getRandomValues"


@pytest.mark.parametrize(("game", "seats"), [("anthokyklos", "0,1,2"), ("petal_battle", "0,1")])
def test_a_whole_remote_game_under_pyodide(pyodide: Pyodide, game: str, seats: str) -> None:
    answer = pyodide.run("game", game, seats)
    # as kept: the verdict is written in the reader's language when read (posy.remote.clock.public)
    fair = {"fair": True, "kind": "fair", "by": None}
    assert answer["results"] == [fair] * len(seats.split(","))
    assert len({json.dumps(s) for s in answer["scores"]}) == 1
