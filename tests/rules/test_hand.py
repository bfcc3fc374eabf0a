"""Complete hands and every reading of them (面子手, 七対子, 国士無双)."""

from __future__ import annotations

import pytest

from tutor.rules.hand import Block, Reading, is_complete, readings
from tutor.rules.tiles import counts_of, parse_tiles


def c(text: str) -> list[int]:
    return counts_of(parse_tiles(text))


def texts(hand: str, n_melds: int = 0) -> list[str]:
    return [r.text() for r in readings(c(hand), n_melds)]


def test_block_kinds_and_text() -> None:
    assert Block("run", 2).kinds() == (2, 3, 4)
    assert Block("triplet", 33).kinds() == (33, 33, 33)
    assert Block("pair", 9).kinds() == (9, 9)
    assert Block("run", 2).text() == "345m"
    assert 4 in Block("run", 2) and 5 not in Block("run", 2)


def test_three_consecutive_triplets_read_both_ways() -> None:
    found = readings(c("111222333m456p77z"))
    assert [r.form for r in found] == ["standard", "standard"]
    assert {r.blocks for r in found} == {
        (Block("run", 0), Block("run", 0), Block("run", 0), Block("run", 12), Block("pair", 33)),
        (
            Block("triplet", 0),
            Block("triplet", 1),
            Block("triplet", 2),
            Block("run", 12),
            Block("pair", 33),
        ),
    }
    assert texts("111222333m456p77z") == [
        "123m 123m 123m 456p 77z",
        "111m 222m 333m 456p 77z",
    ]
    assert all(r.pair == Block("pair", 33) for r in found)


def test_triplet_or_pair_plus_run() -> None:
    # the classic 3444m: with 5m drawn the three 4m are a pair plus part of 345m
    assert texts("34445m778899s333z") == ["345m 44m 789s 789s 333z"]
    # with 3m drawn they are the triplet and 33m the pair
    assert texts("33444m778899s333z") == ["33m 444m 789s 789s 333z"]
    # 778899s holds three pairs, but the hand is not seven pairs (333z is a triplet)
    assert all(r.form == "standard" for r in readings(c("34445m778899s333z")))


def test_seven_pairs_and_its_overlap_with_runs() -> None:
    # ryanpeikou shape: both seven pairs and two double runs
    found = readings(c("112233m556677p99s"))
    assert [r.form for r in found] == ["standard", "chiitoitsu"]
    assert found[0].text() == "123m 123m 567p 567p 99s"
    assert len(found[1].blocks) == 7 and all(b.kind == "pair" for b in found[1].blocks)


def test_four_of_a_kind_is_not_two_pairs() -> None:
    assert not is_complete(c("1111m2233p4455s66z"))
    assert readings(c("1111m2233p4455s66z")) == []


def test_thirteen_orphans() -> None:
    hand = c("19m19p19s12345677z")
    assert is_complete(hand)
    assert readings(hand) == [Reading("kokushi", ())]
    assert not is_complete(c("1159m19p19s123456z"))


def test_called_melds_shrink_the_concealed_part() -> None:
    # two called sets: 8 concealed tiles, two sets and a pair
    assert is_complete(c("234m55p789s"), n_melds=2)
    assert texts("234m55p789s", 2) == ["234m 55p 789s"]
    # seven pairs and kokushi only count for a closed hand
    assert is_complete(c("22p"), n_melds=4)
    assert not is_complete(c("23p"), n_melds=4)


def test_incomplete_hands_have_no_reading() -> None:
    assert not is_complete(c("123456789m1234p5s"))
    assert readings(c("123456789m1234p5s")) == []


def test_wrong_tile_count_is_refused() -> None:
    with pytest.raises(ValueError, match="must hold 14 tiles"):
        is_complete(c("123m"))
    with pytest.raises(ValueError, match="must hold 11 tiles"):
        readings(c("123456789m1234p5s"), n_melds=1)
    with pytest.raises(ValueError, match="34-long"):
        is_complete([1, 2, 3])


def test_readings_are_deterministic() -> None:
    hand = c("111122223333m55z")
    first = readings(hand)
    assert first == readings(list(hand))
    assert len({r.blocks for r in first}) == len(first)
    # 1111 2222 3333: 123x3 + 123 or 111 222 333 + 123; pair 55z
    assert [r.text() for r in first] == [
        "123m 123m 123m 123m 55z",
        "123m 111m 222m 333m 55z",
    ]
