"""The strength tables from the kept games (``tests/strength_games.jsonl``, tests/strength.py),
and the ratings the app ships (py/posy/ratings.py, read by posy.strength).

    python3 tests/strength_ratings.py            print the pairings' win rates and the Elo table
    python3 tests/strength_ratings.py --write    and write py/posy/ratings.py from them

A win rate is given with its Wilson 95% interval (draws and 3-4 player pairwise results
counted as fractions of a game: an approximation) and the number of games behind it.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
from typing import Any

import strength

RATINGS = strength.ROOT / "py" / "posy" / "ratings.py"
ROWS = ("hard-plain", "expert-hard", "expert-plain", "hard-medium", "medium-random", "easy-random", "easy-greedy")


def wilson(rate: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a share ``rate`` of ``games``."""
    centre = (rate + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(rate * (1 - rate) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return max(0.0, centre - half), min(1.0, centre + half)


def cell(results: list[float], target: float | None) -> str:
    if not results:
        return ""
    rate = statistics.mean(results)
    low, high = wilson(rate, len(results))
    mark = "" if target is None or len(results) < 40 or rate >= target else " (below)"
    return f"{rate:.0%} of {len(results)} [{low:.0%}–{high:.0%}]{mark}"


def pair_table(cache: dict[str, dict[str, Any]], configs: list[tuple[str, int]]) -> str:
    """The pairings' win rates per game and player count, as a Markdown table."""
    heads = [f"{pair} (≥ {strength.TARGETS[pair]:.0%})" if pair in strength.TARGETS else pair for pair in ROWS]
    lines = ["| game | " + " | ".join(heads) + " |", "|" + " --- |" * (len(ROWS) + 1)]
    for game_id, players in configs:
        cells = []
        for pair in ROWS:
            prefix = f"{game_id}/{players}/{pair.replace('-', '/')}/"
            results = [r["result"] for k, r in cache.items() if k.startswith(prefix)]
            cells.append(cell(results, strength.TARGETS.get(pair)))
        lines.append(f"| {game_id} {players}p | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def write(cache: dict[str, dict[str, Any]], configs: list[tuple[str, int]]) -> None:
    """py/posy/ratings.py: the levels' Elo ratings per game and player count."""
    ratings: dict[str, dict[str, float]] = {}
    games: dict[str, int] = {}
    met: dict[str, dict[str, int]] = {}
    for game_id, players in configs:
        rated = strength.config_ratings(cache, game_id, players)
        if rated is not None:
            key = f"{game_id}/{players}"
            ratings[key] = {p: round(r) for p, r in rated[0].items()}
            games[key] = rated[1]
            met[key] = meetings(cache, key, set(rated[0]))
    text = RATINGS.read_text()
    lines = [text[: text.index("RATINGS: dict")] + "RATINGS: dict[str, dict[str, float]] = {"]
    lines += [f'    "{key}": {json.dumps(row)},' for key, row in ratings.items()]
    lines += ["}", "GAMES: dict[str, int] = {"] + [f'    "{key}": {n},' for key, n in games.items()] + ["}"]
    lines += ["MET: dict[str, dict[str, int]] = {"] + [f'    "{key}": {json.dumps(row)},' for key, row in met.items()]
    RATINGS.write_text("\n".join([*lines, "}", ""]))


def meetings(cache: dict[str, dict[str, Any]], config: str, rated: set[str]) -> dict[str, int]:
    """Games played per pairing ("hard-medium") between rated players in ``config``."""
    out: dict[str, int] = {}
    for key in cache:
        game_id, players, a, b = key.split("/")[:4]
        if f"{game_id}/{players}" == config and {a, b} <= rated:
            out[f"{a}-{b}"] = out.get(f"{a}-{b}", 0) + 1
    return dict(sorted(out.items()))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--write", action="store_true", help="write py/posy/ratings.py")
    args = parser.parse_args(argv)
    configs = strength.configs(None)
    cache = strength.load_cache(configs)
    print(pair_table(cache, configs))
    print()
    print(strength.elo_table(cache, configs))
    if args.write:
        write(cache, configs)
    return 0


if __name__ == "__main__":
    sys.exit(main())
