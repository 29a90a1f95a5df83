"""How strong can an Anthokyklos player be against Hard? A ceiling probe for issue 28.

    python3 tools/anthokyklos_ceiling.py --players 4 --games 40 [--level expert] [--pypy]

Plays tests/strength.py's games of a level against Hard (the same seats, seeds and move
seeds: seat g % players, seed 1000 + g; ``--against medium --start 3000`` for others), except that the level's search sees the hidden
deck: every iteration searches the true position instead of a re-dealt one. That is a
cheat no player has, so what it scores is an upper bound on what that level's search
could gain from judging the unseen cards better, and says how much of the game's
outcome the order of the deck decides. It prints the pairwise win rate (draws half; with
3-4 players the share of the other seats finished ahead of, as the strength table
counts) and its Wilson 95% interval.

    python3 tools/anthokyklos_ceiling.py --sources --players 2 --games 100 [--level medium]

plays the level against itself instead and prints where the points came from: cards a
player's own tile completed ("made") and cards whose pattern was on the flower when the
player's turn began ("due": a card revealed by the refill after the previous player's
claim, which the next player takes whatever they do, or a player's reserved card that
another's tile completed), each split by whether the player had reserved it.

``--pypy`` runs the same code under PyPy (tools/strength_pypy.py's copy; about 2.4x as
fast). Nothing here is used by the app or the tests.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
from multiprocessing import Pool
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "py"))
sys.path.insert(0, str(ROOT / "tests"))

from posy import ai  # noqa: E402
from posy.games.anthokyklos import CARDS, GAME, AnthokyklosState  # noqa: E402
from posy.games.anthokyklos.rules import AnthokyklosRules  # noqa: E402
from strength_ratings import wilson  # noqa: E402  (the strength tables' interval)


class SeesTheDeck(AnthokyklosState):
    """A position whose search is not re-dealt: the true deck order in every iteration."""

    __slots__ = ()

    def determinize(self, viewer: int | None, rng: Any) -> SeesTheDeck:
        return self


def seeing(state: AnthokyklosState) -> SeesTheDeck:
    out = SeesTheDeck.__new__(SeesTheDeck)
    for name in AnthokyklosRules.__slots__:
        setattr(out, name, getattr(state, name))
    return out


def play(job: tuple[int, str, str, int, int]) -> float:
    """One game: the cheating ``level`` at ``seat``, ``against`` at every other seat."""
    players, level, against, seat, seed = job
    state = GAME.new(players, seed)
    plies = 0
    while not state.over:
        move_seed = seed * 1000 + plies
        if state.current == seat:
            move = ai.choose(seeing(state), level, move_seed)
        else:
            move = ai.choose(state, against, move_seed)
        state = state.apply(move)
        plies += 1
    return ai.finished_ahead(state.scores, state.winners, seat)


def sources(job: tuple[int, str, str, int, int]) -> dict[str, int]:
    """The points of one game of ``level`` against itself, by how each card was won."""
    players, level, _, _, seed = job
    state = GAME.new(players, seed)
    out = {"made": 0, "made, reserved": 0, "due": 0, "due, reserved": 0}
    plies = 0
    while not state.over:
        mover = state.current
        assert mover is not None
        was_valid = dict(zip(state.display, state.valid))
        after = state.apply(ai.choose(state, level, seed * 1000 + plies))
        for card in after.claimed[mover][len(state.claimed[mover]) :]:
            kind = "due" if was_valid.get(card) else "made"
            if state.reserved[mover] == card:
                kind += ", reserved"
            out[kind] += CARDS[card].points
        state = after
        plies += 1
    return out


def print_sources(results: list[dict[str, int]], level: str, players: int) -> None:
    total = sum(sum(r.values()) for r in results)
    shares = ", ".join(f"{kind} {sum(r[kind] for r in results) / total:.0%}" for kind in results[0])
    games = len(results)
    print(
        f"{level} against itself, {players} players, {games} games: {total / games:.1f} points a game; {shares}"
    )


def under_pypy(argv: list[str]) -> int:
    sys.path.insert(0, str(ROOT / "tools"))
    from strength_pypy import prepare

    pypy = shutil.which("pypy3")
    if pypy is None:
        print("PyPy is not installed: apt-get install -y pypy3 (or run without --pypy).")
        return 1
    with tempfile.TemporaryDirectory(prefix="posy-pypy-") as tmp:
        prepare(Path(tmp))
        (Path(tmp) / "tools").mkdir()
        shutil.copy(__file__, Path(tmp) / "tools" / Path(__file__).name)
        env = {"PATH": "/usr/bin:/bin", "PYTHONPATH": str(Path(tmp) / "shim")}
        script = str(Path(tmp) / "tools" / Path(__file__).name)
        return subprocess.run([pypy, script, *argv], env=env).returncode


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--players", type=int, default=2, choices=(2, 3, 4))
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--level", default="expert")
    parser.add_argument("--against", default="hard")
    parser.add_argument("--start", type=int, default=1000, help="the first game's seed")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--pypy", action="store_true")
    parser.add_argument("--sources", action="store_true", help="where the points come from")
    args = parser.parse_args(argv)
    if args.pypy:
        return under_pypy([a for a in argv if a != "--pypy"])
    jobs = [
        (args.players, args.level, args.against, g % args.players, args.start + g) for g in range(args.games)
    ]
    with Pool(args.jobs) as pool:
        if args.sources:
            print_sources(pool.map(sources, jobs), args.level, args.players)
            return 0
        results = pool.map(play, jobs)
    rate = sum(results) / len(results)
    low, high = wilson(rate, len(results))
    print(
        f"{args.level} seeing the deck against {args.against}, {args.players} players: "
        f"{rate:.1%} of {len(results)} [{low:.0%}-{high:.0%}]"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
