"""Scoring under rulesets: who pays what (honba, sticks, limits, kiriage), yakuman and pao."""

from __future__ import annotations

import pytest

from tests.rules.scored import PINFU, SHANGHAI, TENHOU, TRIPLET, meld, scored
from tutor.rules.payments import hand_value, nagashi_mangan_payments, settle
from tutor.rules.ruleset import load_ruleset

# ------------------------------------------------------------------ payments


def test_non_dealer_ron_is_paid_by_the_discarder_alone() -> None:
    result = scored(PINFU, "8s", riichi=True)
    assert (result.han, result.fu, result.points) == (3, 30, 3900)
    assert result.payments == {"E": 0, "S": 3900, "W": -3900, "N": 0}


def test_dealer_ron_pays_half_again() -> None:
    result = scored(PINFU, "8s", riichi=True, seat="E", discarder="N")
    assert result.points == 5800
    assert result.payments == {"E": 5800, "S": 0, "W": 0, "N": -5800}


def test_non_dealer_tsumo_the_dealer_pays_double() -> None:
    result = scored(TRIPLET, "8s", riichi=True, is_tsumo=True)
    assert (result.han, result.fu) == (3, 30)
    assert result.payments == {"E": -2000, "S": 4000, "W": -1000, "N": -1000}
    assert result.points == 4000


def test_dealer_tsumo_everyone_pays_the_same() -> None:
    result = scored(TRIPLET, "8s", riichi=True, is_tsumo=True, seat="E")
    assert result.payments == {"E": 6000, "S": -2000, "W": -2000, "N": -2000}


def test_honba_add_300_in_total() -> None:
    ron = scored(PINFU, "8s", riichi=True, honba=2)
    assert ron.payments["W"] == -(3900 + 600) and ron.points == 3900
    tsumo = scored(TRIPLET, "8s", riichi=True, is_tsumo=True, honba=2)
    assert tsumo.payments == {"E": -2200, "S": 4600, "W": -1200, "N": -1200}


def test_riichi_sticks_go_to_the_winner_and_payments_sum_to_them() -> None:
    result = scored(TRIPLET, "8s", riichi=True, is_tsumo=True, honba=1, riichi_sticks=3)
    assert result.payments["S"] == 4000 + 300 + 3000
    assert sum(result.payments.values()) == 3000


def test_kiriage_rounds_4_han_30_fu_up_to_mangan() -> None:
    plain = scored(TRIPLET, "8s", riichi=True, is_tsumo=True, indicators="1m")
    assert (plain.han, plain.fu, plain.points, plain.limit) == (4, 30, 7900, None)
    kiriage = scored(
        TRIPLET,
        "8s",
        TENHOU.replace(kiriage_mangan=True),
        riichi=True,
        is_tsumo=True,
        indicators="1m",
    )
    assert (kiriage.points, kiriage.limit) == (8000, "mangan")


def test_kiriage_rounds_3_han_60_fu_up_to_mangan() -> None:
    hand, melds = "345m999s678s44z", [meld("ankan", "2222p")]
    plain = scored(hand, "4m", TENHOU, melds, riichi=True, indicators="2m7s")
    assert (plain.han, plain.fu, plain.points) == (3, 60, 7700)
    kiriage = scored(
        hand, "4m", TENHOU.replace(kiriage_mangan=True), melds, riichi=True, indicators="2m7s"
    )
    assert kiriage.points == 8000


def test_kazoe_on_is_a_yakuman_and_off_is_sanbaiman() -> None:
    hand = "112233456789m99m"
    on = scored(hand, "3m", riichi=True, is_tsumo=True, indicators="8m")
    assert on.han >= 13 and on.limit == "kazoe_yakuman" and on.yakuman == 0
    assert on.points == 32000
    off = scored(
        hand, "3m", TENHOU.replace(kazoe_yakuman=False), riichi=True, is_tsumo=True, indicators="8m"
    )
    assert (off.limit, off.points) == ("sanbaiman", 24000)


def test_limits_by_han() -> None:
    names = {hand_value(h, 30, 0, TENHOU).limit for h in (5, 6, 8, 11)}
    assert names == {"mangan", "haneman", "baiman", "sanbaiman"}
    assert hand_value(2, 70, 0, TENHOU).limit is None
    assert hand_value(3, 70, 0, TENHOU).limit == "mangan"  # 70 fu 3 han passes 2000


def test_nagashi_mangan_pays_a_mangan_tsumo_without_honba() -> None:
    assert nagashi_mangan_payments("S") == {"E": -4000, "S": 8000, "W": -2000, "N": -2000}
    assert nagashi_mangan_payments("E") == {"E": 12000, "S": -4000, "W": -4000, "N": -4000}


def test_settle_refuses_a_ron_without_a_discarder() -> None:
    with pytest.raises(ValueError, match="discarder"):
        settle(winner="S", base=1000, tsumo=False, discarder=None, honba=0, riichi_sticks=0)


# ------------------------------------------------------------------ yakuman


DRAGONS_AND_HONOURS = "555z666z777z22z"
PON_EAST = meld("pon", "111z")


def test_different_yakuman_stack_where_the_ruleset_says() -> None:
    result = scored(DRAGONS_AND_HONOURS, "2z", TENHOU, [PON_EAST])
    assert result.yaku == {"daisangen": 13, "tsuuiisou": 13}
    assert (result.yakuman, result.limit, result.points) == (2, "double_yakuman", 64000)
    single = scored(DRAGONS_AND_HONOURS, "2z", load_ruleset("ema"), [PON_EAST])
    assert (single.yakuman, single.points) == (1, 32000) and len(single.yaku) == 1


def test_special_waits_are_double_only_where_the_ruleset_says() -> None:
    tenhou = scored("19m19p19s1234567z1z", "1z", is_tsumo=True)
    soul = scored("19m19p19s1234567z1z", "1z", load_ruleset("mahjong-soul"), is_tsumo=True)
    assert tenhou.yaku == {"kokushi_13": 13} and soul.yaku == {"kokushi_13": 26}
    tanki = scored("111m333p555s777z9m9m", "9m", is_tsumo=True)
    assert tanki.yaku == {"suuankou_tanki": 13}


def test_yakuman_multiples_are_capped() -> None:
    hand, melds = DRAGONS_AND_HONOURS, [PON_EAST]
    capped = scored(hand, "2z", TENHOU.replace(yakuman_cap=1), melds)
    assert (capped.yakuman, capped.points) == (1, 32000)


def test_liable_player_pays_a_tsumo_alone_and_half_a_ron() -> None:
    tsumo = scored(
        DRAGONS_AND_HONOURS, "2z", TENHOU, [PON_EAST], is_tsumo=True, pao_seat="N", honba=1
    )
    assert tsumo.liable == "N"
    assert tsumo.payments == {"E": 0, "S": 64300, "W": 0, "N": -64300}
    ron = scored(
        DRAGONS_AND_HONOURS, "2z", TENHOU, [PON_EAST], discarder="W", pao_seat="N", honba=1
    )
    assert ron.payments == {"E": 0, "S": 64300, "W": -32000, "N": -32300}


def test_rinshan_after_a_daiminkan_is_paid_by_the_kan_discarder_in_shanghai() -> None:
    hand, melds = "234m567p789s11s", [meld("daiminkan", "7777z")]
    flags = {"is_tsumo": True, "rinshan": True, "kan_discarder": "N"}
    normal = scored(hand, "1s", TENHOU, melds, **flags)
    assert normal.liable is None and normal.payments["N"] == -700
    liable = scored(hand, "1s", SHANGHAI, melds, **flags)
    assert (liable.han, liable.fu) == (2, 40)
    assert liable.payments == {"E": 0, "S": 2600, "W": 0, "N": -2600}
