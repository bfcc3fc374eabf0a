"""Waits and their shapes (待ち: 両面 嵌張 辺張 双碰 単騎 and the many-sided names)."""

from __future__ import annotations

import random

import pytest

from tests.rules.handgen import mixed
from tutor.rules.hand import Block, is_complete, readings
from tutor.rules.tiles import counts_of, format_tiles, parse_tiles
from tutor.rules.waits import (
    block_shape,
    dead_waits,
    is_tenpai,
    wait_pattern,
    wait_readings,
    waits,
)


def c(text: str) -> list[int]:
    return counts_of(parse_tiles(text))


def w(text: str, n_melds: int = 0) -> str:
    """The waits in MPSZ, e.g. ``"235m"``."""
    return format_tiles(waits(c(text), n_melds))


def kan(text: str, drawn: str) -> tuple[list[int], int]:
    """The hand after a closed kan of the drawn tile: four copies leave the concealed part."""
    counts = c(text)
    tile = parse_tiles(drawn)[0]
    assert counts[tile] == 3
    counts[tile] = 0
    return counts, 1


# Fact sheet §4 (/work/shared/reference/rules-and-variants.md), "waits verified by script":
# riichi hand, the drawn tile that is kanned, waits before, waits after the kan.
KAN_TABLE = [
    ("3444m778899s333z", "4m", "235m", "3m"),
    ("345m66677788p44z", "6p", "58p4z", "8p4z"),
    ("123456m4445s111z", "4s", "356s", "5s"),
    ("1113445678999m", "9m", "245m", "4m"),
    ("1113444p222z789s", "1p", "235p", "235p"),
    ("111222333m456p7z", "1m", "7z", "7z"),
    ("23m999p33345666s", "6s", "14m", "14m"),
    ("23m999p33345666s", "3s", "14m", "14m"),
    ("23m999p33345666s", "9p", "14m", "14m"),
    ("1113444p222z789s", "2z", "235p", "235p"),
    ("111m222333p5678s", "1m", "58s", "58s"),
    ("111m222333p5678s", "2p", "58s", "58s"),
    ("111m222333p5678s", "3p", "58s", "58s"),
    ("22m999p111s555s77s", "9p", "2m7s", "2m7s"),
    ("1113445678999m", "1m", "245m", "245m"),
]


@pytest.mark.parametrize(("hand", "drawn", "before", "after"), KAN_TABLE)
def test_fact_sheet_kan_table(hand: str, drawn: str, before: str, after: str) -> None:
    assert w(hand) == before
    counts, n_melds = kan(hand, drawn)
    assert format_tiles(waits(counts, n_melds)) == after


def test_classic_3444m_readings() -> None:
    found = wait_readings(c("3444m778899s333z"))
    assert sorted(found) == [1, 2, 4]
    # 2m and 5m: the three 4m read as 34m (ryanmen) plus a 44m pair
    for tile in (1, 4):
        assert [(r.shape, r.block.kind) for r in found[tile]] == [("ryanmen", "run")]
        assert found[tile][0].reading.pair == Block("pair", 3)
    # 3m: the 444m triplet and a single wait on 3m
    assert [(r.shape, r.block) for r in found[2]] == [("tanki", Block("pair", 2))]


@pytest.mark.parametrize(
    ("hand", "tile", "shape"),
    [
        ("45m123p456p789s11z", "3m", "ryanmen"),
        ("46m123p456p789s11z", "5m", "kanchan"),
        ("12m123p456p789s11z", "3m", "penchan"),
        ("89m123p456p789s11z", "7m", "penchan"),
        ("55m123p456p789s11z", "5m", "shanpon"),
        ("55m123p456p789s11z", "1z", "shanpon"),
        ("123p456p789s111z5m", "5m", "tanki"),
    ],
)
def test_basic_shapes(hand: str, tile: str, shape: str) -> None:
    t = parse_tiles(tile)[0]
    found = wait_readings(c(hand))
    assert [r.shape for r in found[t]] == [shape]
    reading = found[t][0]
    assert reading.tile == t and t in reading.block
    assert reading.block in reading.reading.blocks


def test_one_tile_can_have_two_shapes() -> None:
    # 1113m: 2m as kanchan (11m pair + 13m), 3m as tanki (111m + 3m)
    found = wait_readings(c("1113m123p456p789s"))
    assert sorted(found) == [1, 2]
    assert {r.shape for r in found[1]} == {"kanchan"}
    assert {r.shape for r in found[2]} == {"tanki"}
    # 4566m: 6m completes 456m with 66m as pair (ryanmen) or is a single on 456m+6m
    found = wait_readings(c("4566m123p456p789s"))
    assert {r.shape for r in found[5]} == {"ryanmen", "tanki"}


def test_block_shape_edges() -> None:
    assert block_shape(Block("run", 0), 0) == "ryanmen"  # 123 completed by 1: 23 waited 1/4
    assert block_shape(Block("run", 0), 2) == "penchan"
    assert block_shape(Block("run", 6), 6) == "penchan"
    assert block_shape(Block("run", 6), 8) == "ryanmen"


def test_nine_gates_waits_on_all_nine() -> None:
    assert waits(c("1112345678999m")) == list(range(9))
    assert wait_pattern(c("1112345678999m")) == "chuuren_9"


def test_thirteen_orphans_waits() -> None:
    hand = c("19m19p19s1234567z")
    assert waits(hand) == [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33]
    assert wait_pattern(hand) == "kokushi_13"
    found = wait_readings(hand)
    assert all(
        r.shape == "kokushi" and r.block == Block("pair", t) for t in found for r in found[t]
    )
    # one orphan missing, one doubled: a single wait on the missing one
    single = c("119m19p19s123456z")
    assert waits(single) == [33]
    assert wait_readings(single)[33][0].block == Block("pair", 0)
    assert wait_pattern(single) is None


def test_seven_pairs_single_wait() -> None:
    found = wait_readings(c("1122m3344p5566s7z"))
    assert sorted(found) == [33]
    assert [(r.shape, r.reading.form) for r in found[33]] == [("tanki", "chiitoitsu")]


def test_dead_wait_on_four_held_copies() -> None:
    hand = c("1111m234p567p789s")
    assert waits(hand) == [0]
    assert dead_waits(hand) == [0]
    assert not is_tenpai(hand)
    assert is_tenpai(hand, count_dead_waits=True)
    assert dead_waits(c("2222m345p678p999s")) == [1]
    # a live wait alongside a dead one keeps the hand tenpai: 4p would be a fifth copy
    both = c("44445566p66z")
    assert format_tiles(waits(both, 1)) == "47p6z"
    assert dead_waits(both, 1) == [12]
    assert is_tenpai(both, 1)
    assert {r.shape for r in wait_readings(both, 1)[12]} == {"ryanmen", "shanpon"}


def test_waits_with_called_melds() -> None:
    assert w("45m11z", n_melds=3) == "36m"
    assert w("5m", n_melds=4) == "5m"
    assert w("1113m", n_melds=3) == "23m"
    assert not is_tenpai(c("19m3p1z"), n_melds=3)


def test_not_tenpai_has_no_waits() -> None:
    hand = c("159m159p159s1234z")
    assert waits(hand) == []
    assert wait_readings(hand) == {}
    assert wait_pattern(hand) is None


@pytest.mark.parametrize(
    ("hand", "pattern", "expected_waits"),
    [
        ("23456m123p456p77s", "sanmenchan", "147m"),
        ("1234567m123p456p", "sanmentan", "147m"),
        ("4445m123p456p789s", "ryantan", "356m"),
        ("3444m123p456p789s", "ryantan", "235m"),
        ("66678m22p456p789s", "entotsu", "69m2p"),
        ("4566m123p456p789s", "aryanmen", "36m"),
        ("3456m123p456p789s", "nobetan", "36m"),
        ("45m123p456p789s11z", None, "36m"),
        ("55m123p456p789s11z", None, "5m1z"),
        ("46m123p456p789s11z", None, "5m"),
    ],
)
def test_wait_patterns(hand: str, pattern: str | None, expected_waits: str) -> None:
    assert w(hand) == expected_waits
    assert wait_pattern(c(hand)) == pattern


def test_wrong_tile_count_is_refused() -> None:
    with pytest.raises(ValueError, match="must hold 13 tiles"):
        waits(c("123m"))


def test_waits_readings_and_completeness_agree_on_random_hands() -> None:
    """Three routes to the same answer: the fast per-suit finder, adding each kind and
    asking ``is_complete``, and the readings of each completed hand."""
    rng = random.Random(99)
    checked = 0
    while checked < 800:
        hand = mixed(rng)
        counts, n = hand.counts, hand.n_melds
        if sum(counts) % 3 != 1:
            assert is_complete(counts, n) == bool(readings(counts, n))
            continue
        checked += 1
        found = waits(counts, n)
        by_adding = []
        for t in range(34):
            counts[t] += 1
            if is_complete(counts, n):
                by_adding.append(t)
            counts[t] -= 1
        assert found == by_adding
        detail = wait_readings(counts, n)
        assert list(detail) == found
        for tile, ways in detail.items():
            assert ways, "every wait has at least one reading"
            for way in ways:
                assert way.tile == tile
                if way.shape != "kokushi":
                    assert way.block in way.reading.blocks and tile in way.block
