"""Shanten (向聴数): complete -1, tenpai 0, and how the forms and four copies count."""

from __future__ import annotations

import random

import pytest

from tests.rules.handgen import mixed
from tutor.rules.hand import is_complete
from tutor.rules.shanten import (
    chiitoitsu_shanten,
    kokushi_shanten,
    shanten,
    standard_shanten,
)
from tutor.rules.tiles import counts_of, parse_tiles
from tutor.rules.waits import is_tenpai


def c(text: str) -> list[int]:
    return counts_of(parse_tiles(text))


@pytest.mark.parametrize(
    ("hand", "n_melds", "expected"),
    [
        ("123m456p789s11122z", 0, -1),  # complete
        ("123m456p789s1112z", 0, 0),  # tenpai on 2z
        ("123m456p789s1z2z3z4z", 0, 2),  # three sets and four loose honours
        ("13m456p789s11z2z3z4z", 0, 2),
        ("159m159p159s1234z", 0, 3),  # nothing fits together; ten kinds of orphans
        ("1122m3344p5566s7z", 0, 0),  # seven pairs tenpai
        ("1122m3344p5567s7z", 0, 1),
        ("19m19p19s1234567z", 0, 0),  # thirteen orphans, thirteen-sided
        ("19m19p19s123456z5m", 0, 1),
        ("19m19p19s1234566z", 0, 0),
        ("45m11z", 3, 0),  # with three called sets only four tiles are concealed
        ("4m", 4, 0),
        ("44m", 4, -1),
        ("19m", 4, 0),
    ],
)
def test_known_hands(hand: str, n_melds: int, expected: int) -> None:
    assert shanten(c(hand), n_melds) == expected


def test_the_least_over_the_three_forms() -> None:
    hand = c("1122m3344p5567s7z")
    assert shanten(hand) == min(
        standard_shanten(hand), chiitoitsu_shanten(hand), kokushi_shanten(hand)
    )
    orphans = c("19m19p19s1234566z")
    assert kokushi_shanten(orphans) == 0
    assert standard_shanten(orphans) > 0
    # seven pairs and thirteen orphans do not count with called melds
    assert shanten(c("1122m3344p55s"), 1) == standard_shanten(c("1122m3344p55s"), 1)


def test_four_of_a_kind_is_not_two_pairs() -> None:
    # 1111m counts as one pair: five pairs, and a seventh kind is still missing
    assert chiitoitsu_shanten(c("1111m2233p4455s6z")) == 2
    assert chiitoitsu_shanten(c("1133m2233p4455s6z")) == 0


def test_waiting_only_on_a_fifth_copy_is_not_tenpai() -> None:
    hand = c("1111m234p567p789s")
    assert not is_tenpai(hand)
    assert shanten(hand) == 1
    # an honour held four times without a kan costs an exchange
    assert shanten(c("1111z234p567p789s")) == 1
    assert shanten(c("1111z2222z34p567p")) == 2


def test_complete_and_tenpai_match_the_hand_module() -> None:
    rng = random.Random(7)
    for _ in range(1500):
        hand = mixed(rng)
        value = shanten(hand.counts, hand.n_melds)
        assert value >= -1
        if sum(hand.counts) % 3 == 2:
            assert (value == -1) == is_complete(hand.counts, hand.n_melds)
        else:
            assert (value == 0) == is_tenpai(hand.counts, hand.n_melds)


def test_fourteen_tiles_count_as_their_best_discard() -> None:
    rng = random.Random(11)
    checked = 0
    while checked < 300:
        hand = mixed(rng)
        counts, n = hand.counts, hand.n_melds
        if sum(counts) % 3 != 2 or is_complete(counts, n):
            continue
        checked += 1
        best = 99
        for k in range(34):
            if counts[k]:
                counts[k] -= 1
                best = min(best, shanten(counts, n))
                counts[k] += 1
        assert shanten(counts, n) == best


def test_wrong_tile_count_is_refused() -> None:
    with pytest.raises(ValueError, match="concealed part"):
        shanten(c("123m"))
    with pytest.raises(ValueError, match="concealed part"):
        shanten(c("123m456p"), 1)
