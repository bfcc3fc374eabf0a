"""Scoring under rulesets: payments, honba and sticks, limits, options and local yaku."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from tutor.rules.melds import Meld
from tutor.rules.payments import hand_value, nagashi_mangan_payments, settle
from tutor.rules.ruleset import Ruleset, load_ruleset
from tutor.rules.scoring import ScoreResult, WinContext, has_yaku, score_win
from tutor.rules.tiles import counts_of, parse_tile, parse_tiles

TENHOU = load_ruleset("tenhou")
SHANGHAI = load_ruleset("shanghai-dynasty")


def meld(kind: str, text: str) -> Meld:
    return Meld(kind, tuple(parse_tiles(text)))  # type: ignore[arg-type]


def score(
    hand: str,
    win: str,
    ruleset: Ruleset = TENHOU,
    melds: Sequence[Meld] = (),
    *,
    indicators: str = "",
    ura: str = "",
    **flags: object,
) -> ScoreResult | None:
    context: dict[str, object] = {
        "seat": "S",
        "round_wind": "E",
        "is_tsumo": False,
        "discarder": "W",
    }
    context.update(flags)
    if context["is_tsumo"]:
        context["discarder"] = None
    ctx = WinContext(
        dora_indicators=tuple(parse_tiles(indicators, allow_empty=True)),
        ura_dora_indicators=tuple(parse_tiles(ura, allow_empty=True)),
        **context,  # type: ignore[arg-type]
    )
    return score_win(parse_tiles(hand), list(melds), parse_tile(win), ctx, ruleset)


def scored(*args: object, **kwargs: object) -> ScoreResult:
    result = score(*args, **kwargs)  # type: ignore[arg-type]
    assert result is not None
    return result


PINFU = "234567m234p55678s"  # riichi pinfu tanyao on 8s: 3 han 30 fu by ron
TRIPLET = "234567m222p55678s"  # a closed 222p: 30 fu with tsumo, not pinfu


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


# ------------------------------------------------------------------ options


def test_haitei_on_a_replacement_tile_stacks_with_rinshan_only_where_allowed() -> None:
    hand, melds = "234m567p789s11s", [meld("daiminkan", "7777z")]
    flags = {"is_tsumo": True, "rinshan": True, "haitei": True}
    wrc = scored(hand, "1s", load_ruleset("wrc"), melds, **flags)
    assert {"rinshan", "haitei"} <= set(wrc.yaku)
    with pytest.raises(ValueError, match="haitei_on_replacement"):
        score(hand, "1s", TENHOU, melds, **flags)


def test_double_wind_pair_is_4_or_2_fu() -> None:
    hand = "999m234p567p678s11z"
    four = scored(hand, "8s", TENHOU, riichi=True, seat="E", discarder="S")
    two = scored(
        hand, "8s", TENHOU.replace(double_wind_pair_fu=2), riichi=True, seat="E", discarder="S"
    )
    assert (four.fu, two.fu) == (50, 40)
    assert [i.fu for i in four.fu_items if i.code == "pair_double_wind"] == [4]
    assert [i.fu for i in two.fu_items if i.code == "pair_double_wind"] == [2]


def test_ippatsu_and_ura_dora_follow_the_ruleset() -> None:
    flags = {"riichi": True, "ippatsu": True, "ura": "7s"}
    with_all = scored(PINFU, "8s", TENHOU, **flags)
    assert "ippatsu" in with_all.yaku
    off = scored(PINFU, "8s", TENHOU.replace(ippatsu=False, ura_dora=False), **flags)
    assert "ippatsu" not in off.yaku and "ura_dora" not in off.yaku
    ura = scored(PINFU, "8s", TENHOU, riichi=True, ura="7s")
    assert ura.yaku["ura_dora"] == 1
    no_riichi_no_ura = score("234567m234p55678s", "8s", TENHOU, is_tsumo=True, ura="7s")
    assert no_riichi_no_ura is not None and "ura_dora" not in no_riichi_no_ura.yaku


def test_open_tanyao_follows_the_ruleset() -> None:
    melds = [meld("chi", "234p")]
    assert score("234567m55678s", "8s", TENHOU, melds) is not None
    assert score("234567m55678s", "8s", TENHOU.replace(open_tanyao=False), melds) is None


def test_renhou_none_mangan_or_yakuman() -> None:
    hand = "123m456p789s123s11z"  # no yaku of its own for S
    assert score(hand, "1z", TENHOU, renhou=True) is None
    ema = scored(hand, "1z", load_ruleset("ema"), renhou=True, indicators="9s")
    assert (ema.yaku, ema.limit, ema.points) == ({"renhou": 5}, "mangan", 8000)
    shanghai = scored(hand, "1z", SHANGHAI, renhou=True)
    assert shanghai.yaku == {"renhou": 13} and shanghai.points == 32000


def test_renhou_mangan_pays_the_normal_value_when_higher() -> None:
    result = scored("11223355667799p", "9p", load_ruleset("ema"), renhou=True)
    assert "renhou" not in result.yaku and result.points > 8000


def test_sanshoku_doukou_is_3_han_in_shanghai() -> None:
    hand = "222m345m222p99p222s"
    assert scored(hand, "5m", TENHOU, riichi=True).yaku["sanshoku_doukou"] == 2
    assert scored(hand, "5m", SHANGHAI, riichi=True).yaku["sanshoku_doukou"] == 3


# ------------------------------------------------------------------ local yaku


def test_three_consecutive_triplets_or_three_identical_runs_score_once() -> None:
    hand = "222333444s567m99p"
    base = scored(hand, "7m", TENHOU, riichi=True)
    local = scored(hand, "7m", SHANGHAI, riichi=True)
    found = {"sanrenkou", "iisou_sanjun"} & set(local.yaku)
    assert len(found) == 1 and local.han == base.han + 2


def test_four_consecutive_triplets_are_a_yakuman_in_shanghai() -> None:
    melds = [meld("pon", "444p")]
    assert scored("111222333p55z", "5z", TENHOU, melds).yakuman == 0
    assert scored("111222333p55z", "5z", SHANGHAI, melds).yaku == {"suurenkou": 13}


def test_four_identical_runs_score_5_han_in_shanghai() -> None:
    result = scored("234234234234s55m", "5m", SHANGHAI, riichi=True)
    assert result.yaku["iisou_suushun"] == 5


def test_shiisan_puutaa_only_for_the_dealers_dealt_hand() -> None:
    hand = "147m258p369s12341z"
    result = scored(hand, "1z", SHANGHAI, seat="E", is_tsumo=True, tenhou=True)
    assert result.yaku == {"shiisan_puutaa": 13} and result.points == 48000
    assert score(hand, "1z", TENHOU, seat="E", is_tsumo=True, tenhou=True) is None


def test_daisharin_is_a_yakuman_in_shanghai() -> None:
    result = scored("22334455667788p", "8p", SHANGHAI, is_tsumo=True)
    assert "daisharin" in result.yaku and result.yakuman >= 1
    assert scored("22334455667788p", "8p", TENHOU, is_tsumo=True).yakuman == 0


# ------------------------------------------------------------------ hands and fu


def test_no_complete_hand_or_no_yaku_scores_nothing() -> None:
    assert score("234567m234p55679s", "9s") is None  # not complete
    assert score("123m456p789s123s11z", "1z", indicators="9s") is None  # dora is no yaku
    assert not has_yaku(
        parse_tiles("123m456p789s123s11z"),
        [],
        parse_tile("1z"),
        WinContext(seat="S", round_wind="E", is_tsumo=False, discarder="W"),
        TENHOU,
    )
    assert has_yaku(
        parse_tiles(PINFU),
        [],
        parse_tile("8s"),
        WinContext(seat="S", round_wind="E", is_tsumo=False, discarder="W"),
        TENHOU,
    )


def test_has_yaku_agrees_with_score_win_on_random_hands() -> None:
    import random

    from tests.rules.winning_hands import random_deal

    rng = random.Random(5)
    checked = 0
    for _ in range(600):
        deal = random_deal(rng)
        variants = [
            deal.ctx,
            deal.ctx._replace(
                riichi=False,
                double_riichi=False,
                ippatsu=False,
                haitei=False,
                houtei=False,
                chankan=False,
            ),
        ]
        concealed = list(deal.concealed)
        if rng.random() < 0.3:  # break the hand: swap a tile for another kind
            concealed[0] = (concealed[0] + 1) % 34 if concealed[0] < 34 else 0
            every = [*concealed, *[t for m in deal.melds for t in m.tiles]]
            if max(counts_of(every)) > 4 or deal.win_tile not in concealed:
                continue
        for ctx in variants:
            for ruleset in (TENHOU, SHANGHAI):
                expected = score_win(concealed, deal.melds, deal.win_tile, ctx, ruleset)
                assert has_yaku(concealed, deal.melds, deal.win_tile, ctx, ruleset) == (
                    expected is not None
                )
                checked += 1
    assert checked > 1500


def test_fu_items_explain_the_count_and_sum_to_it() -> None:
    result = scored("345m999s678s222p44z", "4m", riichi=True)
    codes = [item.code for item in result.fu_items]
    assert codes[:2] == ["base", "menzen_ron"]
    assert {"wait_kanchan", "closed_triplet_terminal", "closed_triplet_simple"} <= set(codes)
    assert sum(item.fu for item in result.fu_items) == result.fu == 50
    texts = {item.code: item.text for item in result.fu_items}
    assert texts["closed_triplet_terminal"] == "closed triplet of 9s"
    assert texts["closed_triplet_simple"] == "closed triplet of 2p"
    seven = scored("1199m2255p3366s77z", "7z", riichi=True)
    assert [(i.fu, i.code) for i in seven.fu_items] == [(25, "chiitoitsu")]


def test_inputs_no_game_can_produce_are_refused() -> None:
    with pytest.raises(ValueError, match="discarder"):
        score(PINFU, "8s", discarder=None)
    with pytest.raises(ValueError, match="contradictory"):
        score(PINFU, "8s", ippatsu=True)
    with pytest.raises(ValueError, match="concealed tiles"):
        score("234567m234p5567s", "7s")


def test_fewer_red_fives_count_only_those_in_play() -> None:
    hand = "234067m234p55678s"  # a red 0m; aka_dora = 1 puts only 0p in play
    three = scored(hand, "8s", TENHOU, riichi=True)
    one = scored(hand, "8s", TENHOU.replace(aka_dora=1), riichi=True)
    assert three.yaku["aka_dora"] == 1 and "aka_dora" not in one.yaku
    red_pin = scored(
        "234567m234p55678s".replace("234p", "340p"), "8s", TENHOU.replace(aka_dora=1), riichi=True
    )
    assert red_pin.yaku["aka_dora"] == 1


def test_open_riichi_scores_only_where_the_ruleset_has_it() -> None:
    plain = scored(PINFU, "8s", TENHOU, riichi=True, open_riichi=True)
    assert plain.yaku["riichi"] == 1 and "open_riichi" not in plain.yaku
    house = scored(PINFU, "8s", TENHOU.replace(open_riichi=True), riichi=True, open_riichi=True)
    assert house.yaku["open_riichi"] == 2


def test_scoring_one_hand_again_with_other_flags_or_options_is_scored_afresh() -> None:
    # the last library call is remembered: only the very same inputs may reuse it
    with_riichi = scored(PINFU, "8s", riichi=True)
    plain = scored(PINFU, "8s")
    assert "riichi" in with_riichi.yaku and "riichi" not in plain.yaku
    assert scored(PINFU, "8s", riichi=True) == with_riichi
    open_hand = [meld("chi", "234p")]
    assert scored("234567m55678s", "8s", TENHOU, open_hand).yaku == {"tanyao": 1}
    assert score("234567m55678s", "8s", TENHOU.replace(open_tanyao=False), open_hand) is None
