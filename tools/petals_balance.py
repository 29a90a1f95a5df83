"""Balance simulation for Petals' deck (run: python tools/petals_balance.py [games]).

Plays many seeded games with two policies, both players using the same one:

* random: uniformly random legal moves;
* greedy: leads its highest card, answers with the cheapest winning card (else
  its lowest), takes the card whose best placement adds most to its bouquet,
  places/arranges/switches to maximise the score of the bouquet the move makes
  (judged before the Camellia decision scores the round and deals the next).

For every card it reports how often it ends in a bouquet, its average final
value there, the average worth of its own effect (bouquet score minus the score
with that one card's effect left out), the sum of both (its contribution), and
the win rate of the player whose bouquet held it. Globally: the mean bouquet
score, how much of it effects make, how often ignoring all effects would have
changed the game's winner, seat 0's win rate, and what a Camellia decision
gains on average (the switched bouquet's score minus the unswitched one's).
The figures are restated under "Balance" in ``posy/games/petals/__init__.py``.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from posy.core import Rng, ranked_winners, replace_at
from posy.games import petals as P
from posy.games.petals.contract import PetalsMove

# a policy: the move it makes for the player to move
Policy = Callable[[P.PetalsState, Rng], PetalsMove]


def greedy(state: P.PetalsState, rng: Rng) -> PetalsMove:
    moves = state.moves()
    if len(moves) == 1:
        return moves[0]
    p = state.turn
    assert p is not None
    phase = state.phase
    if phase == "lead":
        best = max(P.VALUE[card(m)] for m in moves)
        return rng.choice([m for m in moves if P.VALUE[card(m)] == best])
    if phase == "follow":
        lead, trump = state.table[0], P.SUIT[state.trump]
        winning = [m for m in moves if P.trick_winner(lead, card(m), trump) == 1]
        pool = winning or moves
        low = min(P.VALUE[card(m)] for m in pool)
        return rng.choice([m for m in pool if P.VALUE[card(m)] == low])
    if phase == "take":

        def gain(card: int) -> int:
            return best_place(state.bouquets[p], card)

        scored = [(gain(card(m)), m) for m in moves]
        top = max(g for g, _ in scored)
        return rng.choice([m for g, m in scored if g == top])
    scored = [(P.bouquet_score(bouquet_after(state, m)), m) for m in moves]
    top = max(g for g, _ in scored)
    return rng.choice([m for g, m in scored if g == top])


def card(move: PetalsMove) -> int:
    """The card of a lead, follow or take (those phases offer no other moves)."""
    if move["type"] == "play" or move["type"] == "take":
        return move["card"]
    raise ValueError(f"a {move['type']} move has no card")


def bouquet_after(state: P.PetalsState, move: PetalsMove) -> tuple[int, ...]:
    """The mover's bouquet right after a place, arrange, switch or keep move, before
    anything that move sets off: the Camellia decision (and a round's last placement)
    also scores the round and deals the next, whose bouquet is empty."""
    turn = state.turn
    assert turn is not None
    cells = state.bouquets[turn]
    if move["type"] == "place":
        return replace_at(cells, move["cell"], state.pending[turn])
    if move["type"] == "arrange":
        order = move["order"]
        return tuple(cells[row * 3 + order[col]] for row in range(3) for col in range(3))
    if move["type"] == "switch":
        swapped = list(cells)
        swapped[move["from"]], swapped[move["to"]] = swapped[move["to"]], swapped[move["from"]]
        return tuple(swapped)
    return cells


def best_place(cells: tuple[int, ...], card: int) -> int:
    best = -1
    for col in range(3):
        for row in range(3):
            cell = row * 3 + col
            if cells[cell] == P.EMPTY:
                best = max(best, P.bouquet_score(replace_at(cells, cell, card)))
                break
    return best


def random_policy(state: P.PetalsState, rng: Rng) -> PetalsMove:
    moves = state.moves()
    return moves[rng.below(len(moves))]


SWITCH_GAIN = [0, 0]  # points gained by Camellia switches, decisions taken


def play(seed: int, policy: Policy) -> tuple[P.PetalsState, list[tuple[tuple[int, ...], ...]]]:
    state = P.GAME.new(2, seed)
    rng = Rng(seed * 7 + 3)
    bouquets: list[tuple[tuple[int, ...], ...]] = []
    while not state.over:
        move = policy(state, rng)
        nxt = state.apply(move)
        if state.phase == "switch":
            p = state.turn
            assert p is not None and nxt.scored is not None
            SWITCH_GAIN[0] += P.bouquet_score(nxt.scored[p]) - P.bouquet_score(state.bouquets[p])
            SWITCH_GAIN[1] += 1
        if len(nxt.history) != len(state.history):
            assert nxt.scored is not None  # a round was scored
            bouquets.append(nxt.scored)
        state = nxt
    return state, bouquets


def simulate(policy: Policy, games: int) -> dict[str, Any]:
    SWITCH_GAIN[:] = [0, 0]
    seen = [0] * P.NCARDS
    own = [0] * P.NCARDS
    effect = [0] * P.NCARDS
    wins = [0.0] * P.NCARDS
    totals = [0, 0]
    plain_total = 0
    bouquets_n = 0
    flipped = 0
    seat0 = 0.0
    for seed in range(games):
        final, rounds = play(seed, policy)
        share = {w: 1 / len(final.winners) for w in final.winners}
        seat0 += share.get(0, 0.0)
        plain = [0, 0]
        for pair in rounds:
            for q, cells in enumerate(pair):
                values = P.bouquet_values(cells)
                score = sum(values)
                totals[0] += score
                bouquets_n += 1
                base = sum(P.VALUE[c] for c in cells)
                plain_total += base
                plain[q] += base
                for cell, card in enumerate(cells):
                    seen[card] += 1
                    own[card] += values[cell]
                    effect[card] += score - P.bouquet_score(cells, ignore=cell)
                    wins[card] += share.get(q, 0.0)
        plain_best = [max(sum(P.VALUE[c] for c in pair[q]) for pair in rounds) for q in range(2)]
        plain_winners = ranked_winners(plain, plain_best)
        if plain_winners != final.winners:
            flipped += 1
    return {
        "seen": seen,
        "own": own,
        "effect": effect,
        "wins": wins,
        "mean": totals[0] / bouquets_n,
        "plain": plain_total / bouquets_n,
        "flipped": flipped / games,
        "seat0": seat0 / games,
        "switch": SWITCH_GAIN[0] / max(1, SWITCH_GAIN[1]),
    }


def report(name: str, r: dict[str, Any], games: int) -> None:
    print(f"\n== {name} play, {games} games ==")
    print(f"mean bouquet {r['mean']:.1f} points, of which effects {r['mean'] - r['plain']:+.1f}")
    print(f"winner would change if effects were ignored: {100 * r['flipped']:.0f}% of games")
    print(f"seat 0 wins {100 * r['seat0']:.1f}% (draws split)")
    print(f"a Camellia switch decision gains {r['switch']:+.2f} points on average")
    rows = []
    for c in range(P.NCARDS):
        n = r["seen"][c] or 1
        own, eff = r["own"][c] / n, r["effect"][c] / n
        rows.append((own + eff, c, own, eff, r["wins"][c] / n, r["seen"][c]))
    rows.sort(reverse=True)
    average = sum(x[0] for x in rows) / len(rows)
    print(f"average card contribution {average:.2f}; top / average = {rows[0][0] / average:.2f}")
    print(f"{'card':<22}{'kind':<11}{'in':>6}{'value':>7}{'effect':>8}{'contrib':>8}{'win%':>7}")
    for total, c, own, eff, win, n in rows:
        label = f"{P.NAME[c]} {P.SUITS[P.SUIT[c]]}{P.VALUE[c]}"
        kind = P.KIND[c] or "-"
        print(f"{label:<22}{kind:<11}{n:>6}{own:>7.2f}{eff:>+8.2f}{total:>8.2f}{100 * win:>7.1f}")


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    for name, policy in (("random", random_policy), ("greedy", greedy)):
        report(name, simulate(policy, games), games)


if __name__ == "__main__":
    main()
