"""Scoring under rulesets: options, local yaku, hands and fu (payments: ``test_payments.py``)."""

from __future__ import annotations

import pytest

from tests.rules.scored import PINFU, SHANGHAI, TENHOU, meld, score, scored
from tutor.rules.ruleset import load_ruleset
from tutor.rules.scoring import WinContext, has_yaku, score_win
from tutor.rules.tiles import counts_of, parse_tile, parse_tiles

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


def test_a_hand_read_once_is_paid_as_if_scored_afresh() -> None:
    """A memo of readings (``score_win(readings=...)``) shared by one hand's wins: the same
    tiles won from another seat, under other indicators, honba or sticks are read once
    and paid anew, and other flags read afresh; each score is what a fresh scoring gives."""
    import random

    from tests.rules.winning_hands import random_deal

    rng = random.Random(11)
    readings: dict[object, object] = {}
    scored_wins = 0
    for _ in range(150):
        deal = random_deal(rng)
        ctx = deal.ctx
        others = [s for s in "ESWN" if s != ctx.seat]
        variants = [ctx, ctx._replace(honba=2, riichi_sticks=1),
                    ctx._replace(dora_indicators=(rng.randrange(34),)),
                    ctx._replace(riichi=not ctx.riichi, double_riichi=False, ippatsu=False)]
        if not ctx.is_tsumo:
            variants += [ctx._replace(discarder=s) for s in others]
        for variant in variants:
            for ruleset in (TENHOU, SHANGHAI):
                try:
                    fresh = score_win(deal.concealed, deal.melds, deal.win_tile, variant, ruleset)
                except ValueError:
                    continue
                memo = readings.setdefault(ruleset.name, {})
                assert isinstance(memo, dict)
                read = score_win(deal.concealed, deal.melds, deal.win_tile, variant, ruleset,
                                 readings=memo)
                assert read == fresh
                scored_wins += fresh is not None
    assert scored_wins > 300
    held = sum(len(memo) for memo in readings.values())  # type: ignore[arg-type]
    assert held < scored_wins / 2  # most wins were paid from a reading made before
