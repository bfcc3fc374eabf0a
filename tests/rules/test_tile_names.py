"""Tiles in words: what a learner reads instead of MPSZ codes."""

from __future__ import annotations

import pytest

from tutor.rules.tile_names import (
    has_code,
    plain_tile,
    the_tile,
    tile_words,
    tiles_words,
    words_in_text,
)
from tutor.rules.tiles import parse_tiles


@pytest.mark.parametrize(
    ("code", "words"),
    [
        ("4s", "4 bamboo"),
        ("1m", "1 man"),
        ("9p", "9 pin"),
        ("0p", "red 5 pin"),
        ("0m", "red 5 man"),
        ("5s", "5 bamboo"),
        ("1z", "East wind 東"),
        ("4z", "North wind 北"),
        ("5z", "White dragon 白"),
        ("6z", "Green dragon 發"),
        ("7z", "Red dragon 中"),
    ],
)
def test_each_tile_is_named_as_a_player_says_it(code: str, words: str) -> None:
    assert tile_words(code) == words
    assert tile_words(parse_tiles(code)[0]) == words


def test_every_tile_has_a_distinct_name_without_a_code() -> None:
    names = [tile_words(t) for t in range(37)]
    assert len(set(names)) == 37
    assert not any(has_code(name) for name in names)


def test_the_tile_reads_in_a_sentence() -> None:
    assert the_tile("0p") == "the red 5 pin"
    assert the_tile("2z") == "the South wind 南"


def test_plain_style_keeps_codes_and_stars_a_red_five() -> None:
    assert plain_tile("0s") == "5s*"
    assert tile_words("0s", "plain") == "5s*"
    assert tile_words("7z", "plain") == "7z"
    assert words_in_text("S discards 0p", "plain") == "S discards 5p*"


def test_several_tiles_run_together_by_suit() -> None:
    assert tiles_words("1133m0p77z") == "1-1-3-3 man, red 5 pin, Red dragon 中 ×2"
    assert tiles_words("5z") == "White dragon 白"
    assert tiles_words("") == ""
    assert tiles_words("7z1m", sort=True) == "1 man, Red dragon 中"
    assert tiles_words("12m3m", "plain") == "1m 2m 3m"
    assert tiles_words(("0p", "6p", "7z")) == "red 5-6 pin, Red dragon 中"


def test_codes_in_a_sentence_become_words() -> None:
    assert (
        words_in_text("N calls pon on 5z; E discards 0p after 345m.")
        == "N calls pon on White dragon 白; E discards red 5 pin after 3-4-5 man."
    )
    assert words_in_text("W's discard of 0p (event 14)") == "W's discard of red 5 pin (event 14)"


@pytest.mark.parametrize(
    "text",
    [
        "30 fu and 2 han",
        "a 10m tile is not a tile",
        "8z is not a tile",
        "event 14m2",
        "5p* stays in the plain style",
        "11111m",
    ],
)
def test_text_that_is_not_a_tile_code_is_left_alone(text: str) -> None:
    assert words_in_text(text) == text


def test_has_code_finds_what_words_in_text_would_change() -> None:
    assert has_code("E discard 0p")
    assert has_code("hand 123m456p")
    assert not has_code("E discards the red 5 pin; 30 fu")
    assert not has_code(words_in_text("S kan 3m after 4m"))
