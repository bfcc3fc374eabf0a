"""MPSZ tile notation (マンピンソー表記): parsing, formatting and every error path."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tutor.rules.tiles import (
    KIND,
    NotationError,
    counts_of,
    dora_from_indicator,
    format_tiles,
    is_terminal_or_honour,
    kind,
    parse_tile,
    parse_tiles,
    sort_key,
    tile_name,
)


def test_runs_of_digits_share_a_suit() -> None:
    assert parse_tiles("123m456p11z") == [0, 1, 2, 12, 13, 14, 27, 27]
    assert format_tiles(parse_tiles("123m456p11z")) == "123m456p11z"
    assert parse_tiles("7z") == [33]
    assert parse_tiles("9s") == [26]


def test_red_fives() -> None:
    assert parse_tiles("0m 0p 0s") == [34, 35, 36]
    assert [kind(t) for t in parse_tiles("0m0p0s")] == [4, 13, 22]
    assert [tile_name(t) for t in (34, 35, 36)] == ["0m", "0p", "0s"]
    # a red five sorts right after its plain five and keeps its redness in text
    assert format_tiles(parse_tiles("0m5m64m")) == "4506m"
    assert counts_of(parse_tiles("550m"))[4] == 3
    # "10m" would be the non-tile ten: a red five after a 1 gets its own group
    assert format_tiles(parse_tiles("1m0m")) == "1m0m"
    assert parse_tiles(format_tiles([0, 0, 34, 9])) == [0, 0, 34, 9]


def test_separators_and_order() -> None:
    assert parse_tiles("1m, 2m 3m") == [0, 1, 2]
    assert parse_tiles("9m1m") == [8, 0]
    assert format_tiles(parse_tiles("9m1m"), sort=False) == "91m"
    assert format_tiles(parse_tiles("1z1m"), sort=False) == "1z1m"
    assert parse_tiles("  ", allow_empty=True) == []


def test_single_tile() -> None:
    assert parse_tile("5z") == 31
    with pytest.raises(NotationError, match="expected one tile, found 2"):
        parse_tile("12m")


@pytest.mark.parametrize(
    ("text", "position", "problem"),
    [
        ("10m", 1, "'10' is not a tile"),
        ("1110m", 3, "'10' is not a tile"),
        ("8z", 1, "'8z' is not a tile"),
        ("123m9z", 5, "'9z' is not a tile"),
        ("0z", 1, "'0z' is not a tile"),
        ("11111m", 5, "a fifth 1m"),
        ("5555m0m", 6, "a fifth 5m"),
        ("0m5m0m", 5, "a second red 0m"),
        ("", 1, "empty"),
        ("   ", 1, "empty"),
        ("123", 3, "followed by a suit letter"),
        ("12 3m", 3, "followed by a suit letter"),
        ("m", 1, "follows no digit"),
        ("12mm", 4, "follows no digit"),
        ("12x", 3, "'x' is not a digit or a suit letter"),
        ("1M", 2, "'M' is not a digit or a suit letter"),
        ("1m\u0662m", 3, "is not a digit or a suit letter"),  # a non-ASCII digit
    ],
)
def test_bad_notation_names_position_and_problem(text: str, position: int, problem: str) -> None:
    with pytest.raises(NotationError) as caught:
        parse_tiles(text)
    error = caught.value
    assert error.position == position
    assert problem in error.problem
    assert f"position {position}" in str(error)
    assert isinstance(error, ValueError)


def test_helpers() -> None:
    assert is_terminal_or_honour(parse_tile("9p")) and is_terminal_or_honour(33)
    assert not is_terminal_or_honour(parse_tile("0s"))
    assert KIND[36] == 22
    assert sort_key(34) > sort_key(4) and sort_key(34) < sort_key(5)
    # dora: next in suit, 9 wraps to 1, winds and dragons cycle separately
    assert tile_name(dora_from_indicator(parse_tile("9m"))) == "1m"
    assert tile_name(dora_from_indicator(parse_tile("0p"))) == "6p"
    assert tile_name(dora_from_indicator(parse_tile("4z"))) == "1z"
    assert tile_name(dora_from_indicator(parse_tile("7z"))) == "5z"


@st.composite
def tile_multisets(draw: st.DrawFn) -> list[int]:
    """Up to 14 tiles, never a fifth copy of a kind or a second red five of a suit."""
    tiles: list[int] = []
    counts = [0] * 34
    reds: set[int] = set()
    for tile in draw(st.lists(st.integers(0, 36), max_size=14)):
        k = KIND[tile]
        if counts[k] == 4 or tile in reds:
            continue
        counts[k] += 1
        if tile >= 34:
            reds.add(tile)
        tiles.append(tile)
    return tiles


@given(tile_multisets())
def test_format_then_parse_round_trips(tiles: list[int]) -> None:
    text = format_tiles(tiles)
    assert parse_tiles(text, allow_empty=True) == sorted(tiles, key=sort_key)
    assert format_tiles(parse_tiles(text, allow_empty=True)) == text
    unsorted = format_tiles(tiles, sort=False)
    assert parse_tiles(unsorted, allow_empty=True) == tiles


JUNK = st.text(alphabet=st.sampled_from("0123456789mpsz ,xMZ\u0662\t-") | st.characters())


@settings(max_examples=400)
@given(JUNK)
def test_junk_raises_only_notation_errors_naming_a_position(text: str) -> None:
    try:
        tiles = parse_tiles(text)
    except NotationError as error:
        assert 1 <= error.position <= max(1, len(text))
        assert f"position {error.position}" in str(error)
        assert error.problem
    else:
        assert all(0 <= t <= 36 for t in tiles)
        assert max(counts_of(tiles)) <= 4
