"""The computer levels' measured strength in words (posy.strength): each sentence says
what the shipped ratings table (posy.ratings) says, and the lobby's levels carry them."""

from __future__ import annotations

from posy import ai, strength
from posy.ratings import GAMES, MET, RATINGS


def test_shares_of_games_read_as_fifths() -> None:
    assert strength.how_often(0.8) == "about 4 games of 5"
    assert strength.how_often(0.62) == "about 3 games of 5"
    assert strength.how_often(0.52) == "about half of the games"
    assert strength.how_often(0.15) == "about 1 game of 5"
    assert strength.how_often(0.92) == "about 9 games of 10"
    assert strength.how_often(0.99) == "nearly every game"
    assert strength.expected(0) == 0.5 and round(strength.expected(241), 2) == 0.8


def test_every_sentence_says_what_the_ratings_table_says() -> None:
    assert RATINGS and set(RATINGS) == set(GAMES) == set(MET)
    said = 0
    for config, ratings in RATINGS.items():
        players = int(config.split("/")[1])
        for level, weaker in strength.BELOW.items():
            text = strength.sentence(level, config)
            met = MET[config].get(f"{level}-{weaker}", 0) + MET[config].get(f"{weaker}-{level}", 0)
            if level not in ratings or weaker not in ratings or met < strength.MIN_MEETINGS:
                assert text is None  # not measured, or not against this level often enough
                continue
            share = 1 / (1 + 10 ** ((ratings[weaker] - ratings[level]) / 400))
            verb = "Beats" if players == 2 else "Finishes ahead of"
            assert text == f"{verb} {strength.NAMES[weaker]} in {strength.how_often(share)}."
            said += 1
    assert said >= len(RATINGS)  # something is said in every game measured


def test_the_lobbys_levels_carry_their_sentences() -> None:
    for entry in ai.describe_levels():
        assert entry["strength"] == strength.sentences(str(entry["id"]))
    assert [e["all_cores"] for e in ai.describe_levels()] == [False, False, False, True]
