"""The computer levels' measured strength, in words a player reads on the setup screen.

Each level is compared with the next weaker one (Easy with a player who moves at
random): by their head-to-head result where it was played MIN_GAMES times or more
(posy.rates, written by ``tests/strength_ratings.py --rates``), else by the Elo ratings
measured per game and player count (posy.ratings, ``--write``): the expected score of a
rating difference ``d`` is ``1 / (1 + 10^(-d / 400))``. Either is said as "about 4
games of 5". With 3 or 4 players results are pairwise (who finished ahead of whom), and
so are the words.

>>> words("Medium", 0.8, players=2)
'Beats Medium in about 4 games of 5.'
"""

from __future__ import annotations

from .core.i18n import N_
from .rates import RATES
from .ratings import MET, RATINGS

# Say nothing of a level until it has played the level it is compared with this often:
# the ratings of a pairing never played directly, or played once, are a guess.
MIN_MEETINGS = 4

# A head-to-head result this many games long is said as it is: its 95% interval is
# about +-20 points at 20 games, less than a sentence's fifths are apart at the ends.
MIN_GAMES = 20

# each level against the one below it, as the player knows them
BELOW = {"easy": "random", "medium": "easy", "hard": "medium", "expert": "hard"}
NAMES = {"random": "a player who moves at random", "easy": "Easy", "medium": "Medium", "hard": "Hard"}


def expected(difference: float) -> float:
    """The Elo model's expected score for a rating ``difference`` (the share of games won)."""
    return 1 / (1 + 10 ** (-difference / 400))


def how_often(score: float) -> str:
    """A share of games in plain words, rounded to fifths ("about 4 games of 5")."""
    if score >= 0.95:
        return "nearly every game"
    if score >= 0.9:
        return "about 9 games of 10"
    if abs(score - 0.5) < 0.05:
        return "about half of the games"
    fifths = max(1, round(score * 5))
    return f"about {fifths} game{'s' if fifths > 1 else ''} of 5"


def words(weaker: str, score: float, players: int) -> str:
    """The sentence for a level scoring ``score`` against the ``weaker`` one."""
    verb = "Beats" if players == 2 else "Finishes ahead of"
    return f"{verb} {weaker} in {how_often(score)}."


def sentence(level: str, config: str) -> str | None:
    """The measured strength of ``level`` in ``config`` ("petal/2"), or None when it was
    not measured there against the level it is compared with (MIN_MEETINGS games)."""
    weaker = BELOW.get(level)
    if weaker is None:
        return None
    players = int(config.split("/")[1])
    direct = RATES.get(config, {}).get(f"{level}-{weaker}")
    if direct is not None and direct[1] >= MIN_GAMES:
        return words(NAMES[weaker], direct[0], players)
    ratings = RATINGS.get(config, {})
    if level not in ratings or weaker not in ratings:
        return None
    met = MET.get(config, {})
    if met.get(f"{level}-{weaker}", 0) + met.get(f"{weaker}-{level}", 0) < MIN_MEETINGS:
        return None
    return words(NAMES[weaker], expected(ratings[level] - ratings[weaker]), players)


def sentences(level: str) -> dict[str, str]:
    """``level``'s sentence for every measured game and player count ("anthokyklos/3")."""
    out = {}
    for config in [*RATINGS, *(c for c in RATES if c not in RATINGS)]:
        text = sentence(level, config)
        if text is not None:
            out[config] = text
    return out


# Every sentence ``words`` can write, for the catalogue: the lobby's catalog holds them in
# English and the page translates each whole (tests/engine/test_languages.py checks the list).
# Translators: a computer level's measured strength, on the setup screen ("Beats Easy in about 4 games of 5.")
SENTENCES = (
    N_("Beats a player who moves at random in nearly every game."),
    N_("Beats a player who moves at random in about 9 games of 10."),
    N_("Beats a player who moves at random in about half of the games."),
    N_("Beats a player who moves at random in about 1 game of 5."),
    N_("Beats a player who moves at random in about 2 games of 5."),
    N_("Beats a player who moves at random in about 3 games of 5."),
    N_("Beats a player who moves at random in about 4 games of 5."),
    N_("Beats Easy in nearly every game."),
    N_("Beats Easy in about 9 games of 10."),
    N_("Beats Easy in about half of the games."),
    N_("Beats Easy in about 1 game of 5."),
    N_("Beats Easy in about 2 games of 5."),
    N_("Beats Easy in about 3 games of 5."),
    N_("Beats Easy in about 4 games of 5."),
    N_("Beats Medium in nearly every game."),
    N_("Beats Medium in about 9 games of 10."),
    N_("Beats Medium in about half of the games."),
    N_("Beats Medium in about 1 game of 5."),
    N_("Beats Medium in about 2 games of 5."),
    N_("Beats Medium in about 3 games of 5."),
    N_("Beats Medium in about 4 games of 5."),
    N_("Beats Hard in nearly every game."),
    N_("Beats Hard in about 9 games of 10."),
    N_("Beats Hard in about half of the games."),
    N_("Beats Hard in about 1 game of 5."),
    N_("Beats Hard in about 2 games of 5."),
    N_("Beats Hard in about 3 games of 5."),
    N_("Beats Hard in about 4 games of 5."),
    N_("Finishes ahead of a player who moves at random in nearly every game."),
    N_("Finishes ahead of a player who moves at random in about 9 games of 10."),
    N_("Finishes ahead of a player who moves at random in about half of the games."),
    N_("Finishes ahead of a player who moves at random in about 1 game of 5."),
    N_("Finishes ahead of a player who moves at random in about 2 games of 5."),
    N_("Finishes ahead of a player who moves at random in about 3 games of 5."),
    N_("Finishes ahead of a player who moves at random in about 4 games of 5."),
    N_("Finishes ahead of Easy in nearly every game."),
    N_("Finishes ahead of Easy in about 9 games of 10."),
    N_("Finishes ahead of Easy in about half of the games."),
    N_("Finishes ahead of Easy in about 1 game of 5."),
    N_("Finishes ahead of Easy in about 2 games of 5."),
    N_("Finishes ahead of Easy in about 3 games of 5."),
    N_("Finishes ahead of Easy in about 4 games of 5."),
    N_("Finishes ahead of Medium in nearly every game."),
    N_("Finishes ahead of Medium in about 9 games of 10."),
    N_("Finishes ahead of Medium in about half of the games."),
    N_("Finishes ahead of Medium in about 1 game of 5."),
    N_("Finishes ahead of Medium in about 2 games of 5."),
    N_("Finishes ahead of Medium in about 3 games of 5."),
    N_("Finishes ahead of Medium in about 4 games of 5."),
    N_("Finishes ahead of Hard in nearly every game."),
    N_("Finishes ahead of Hard in about 9 games of 10."),
    N_("Finishes ahead of Hard in about half of the games."),
    N_("Finishes ahead of Hard in about 1 game of 5."),
    N_("Finishes ahead of Hard in about 2 games of 5."),
    N_("Finishes ahead of Hard in about 3 games of 5."),
    N_("Finishes ahead of Hard in about 4 games of 5."),
)
