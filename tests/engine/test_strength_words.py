"""The computer levels' measured strength in words (posy.strength): each sentence says
what was measured (a head-to-head result of MIN_GAMES games or more, posy.rates, else the
shipped ratings table, posy.ratings), and the lobby's levels carry them."""

from __future__ import annotations

import pytest

from posy import ai, strength
from posy.rates import RATES
from posy.ratings import GAMES, MET, RATINGS


def test_shares_of_games_read_as_fifths() -> None:
    assert strength.how_often(0.8) == "about 4 games of 5"
    assert strength.how_often(0.62) == "about 3 games of 5"
    assert strength.how_often(0.52) == "about half of the games"
    assert strength.how_often(0.15) == "about 1 game of 5"
    assert strength.how_often(0.92) == "about 9 games of 10"
    assert strength.how_often(0.99) == "nearly every game"
    assert strength.expected(0) == 0.5 and round(strength.expected(241), 2) == 0.8


def test_every_sentence_says_what_was_measured() -> None:
    assert RATINGS and set(RATINGS) == set(GAMES) == set(MET)
    said = 0
    for config in {*RATINGS, *RATES}:
        ratings = RATINGS.get(config, {})
        players = int(config.split("/")[1])
        verb = "Beats" if players == 2 else "Finishes ahead of"
        for level, weaker in strength.BELOW.items():
            text = strength.sentence(level, config)
            direct = RATES.get(config, {}).get(f"{level}-{weaker}")
            if direct is not None and direct[1] >= strength.MIN_GAMES:
                assert text == f"{verb} {strength.NAMES[weaker]} in {strength.how_often(direct[0])}."
                said += 1
                continue
            met = MET.get(config, {}).get(f"{level}-{weaker}", 0) + MET.get(config, {}).get(
                f"{weaker}-{level}", 0
            )
            if level not in ratings or weaker not in ratings or met < strength.MIN_MEETINGS:
                assert text is None  # not measured, or not against this level often enough
                continue
            share = 1 / (1 + 10 ** ((ratings[weaker] - ratings[level]) / 400))
            assert text == f"{verb} {strength.NAMES[weaker]} in {strength.how_often(share)}."
            said += 1
    assert said >= len({*RATINGS, *RATES})  # something is said in every game measured


def test_a_head_to_head_result_of_enough_games_is_said_as_played(monkeypatch: pytest.MonkeyPatch) -> None:
    """Anthokyklos' Easy: its Elo rating (from 4 games a pairing) said "about 4 games of
    5", its 40 games against random moves 90%: the games played speak, from 20 on."""
    monkeypatch.setattr(strength, "RATES", {"anthokyklos/2": {"easy-random": (0.9, strength.MIN_GAMES)}})
    assert (
        strength.sentence("easy", "anthokyklos/2")
        == "Beats a player who moves at random in about 9 games of 10."
    )
    monkeypatch.setattr(strength, "RATES", {"anthokyklos/3": {"easy-random": (0.62, 40)}})
    assert (
        strength.sentence("easy", "anthokyklos/3")
        == "Finishes ahead of a player who moves at random in about 3 games of 5."
    )
    monkeypatch.setattr(strength, "RATES", {"anthokyklos/2": {"easy-random": (0.9, strength.MIN_GAMES - 1)}})
    ratings = RATINGS["anthokyklos/2"]
    elo = strength.how_often(strength.expected(ratings["easy"] - ratings["random"]))
    assert strength.sentence("easy", "anthokyklos/2") == f"Beats a player who moves at random in {elo}.", (
        "too few games: the ratings"
    )
    monkeypatch.setattr(strength, "RATES", {"anthokyklos/4": {"easy-random": (0.84, 40)}})
    monkeypatch.setattr(strength, "RATINGS", {c: r for c, r in RATINGS.items() if c != "anthokyklos/4"})
    assert strength.sentences("easy")["anthokyklos/4"].endswith("about 4 games of 5."), (
        "a game and player count rated nowhere else"
    )


def test_the_lobbys_levels_carry_their_sentences() -> None:
    for entry in ai.describe_levels():
        assert entry["strength"] == strength.sentences(str(entry["id"]))
    assert [e["all_cores"] for e in ai.describe_levels()] == [False, False, False, True]
