"""The hand yaku a complete hand's tiles make certain: a check that only asks whether a
win is allowed takes them without scoring, so each must be one the scorer finds."""

from __future__ import annotations

import random

from tests.rules.scored import SHANGHAI, TENHOU
from tests.rules.winning_hands import random_deal
from tutor.rules.certain_yaku import certain_hand_yaku
from tutor.rules.melds import Meld
from tutor.rules.scoring import WinContext, score_win
from tutor.rules.tiles import parse_tile, parse_tiles

_NO_FLAGS = {"riichi": False, "double_riichi": False, "ippatsu": False, "open_riichi": False,
             "open_riichi_deal_in": False, "haitei": False, "houtei": False, "rinshan": False,
             "chankan": False, "tenhou": False, "chiihou": False, "renhou": False}
_FOUND_AS = {"yakuhai": ("yakuhai_haku", "yakuhai_hatsu", "yakuhai_chun",
                         "yakuhai_seat_wind", "yakuhai_round_wind"),
             "tanyao": ("tanyao",)}


def test_every_yaku_the_tiles_make_certain_is_one_the_scorer_finds() -> None:
    rng = random.Random(24)
    certain = uncertain = 0
    for _ in range(700):
        deal = random_deal(rng)
        ctx = deal.ctx._replace(**_NO_FLAGS)
        if not ctx.is_tsumo and ctx.discarder in (None, ctx.seat):
            continue
        for ruleset in (TENHOU, TENHOU.replace(open_tanyao=False), SHANGHAI):
            found = certain_hand_yaku(deal.concealed, deal.melds, ctx,
                                      open_tanyao=ruleset.open_tanyao)
            result = score_win(list(deal.concealed), deal.melds, deal.win_tile, ctx, ruleset)
            if not found:
                uncertain += 1
                continue
            certain += 1
            assert result is not None, (deal, found)
            if not result.yakuman:
                for name in found:
                    assert set(_FOUND_AS[name]) & set(result.yaku), (deal, found, result.yaku)
    assert certain > 300 and uncertain > 300


def test_honour_sets_count_only_where_valued_and_open_tanyao_only_if_allowed() -> None:
    ron = WinContext(seat="S", round_wind="E", is_tsumo=False, discarder="W")
    north = parse_tiles("234m456p678s33p") + [parse_tile("4z")] * 3  # a set of north for S
    assert certain_hand_yaku(north, [], ron, open_tanyao=True) == ()
    assert certain_hand_yaku(north, [], ron._replace(seat="N"), open_tanyao=True) == ("yakuhai",)
    chi = Meld("chi", tuple(parse_tiles("234m")))
    simples = parse_tiles("456p678s33p567s")
    assert certain_hand_yaku(simples, [chi], ron, open_tanyao=True) == ("tanyao",)
    assert certain_hand_yaku(simples, [chi], ron, open_tanyao=False) == ()
    # a flag the scorer may refuse (ippatsu without riichi) leaves it to the scorer
    assert certain_hand_yaku(simples, [chi], ron._replace(ippatsu=True), open_tanyao=True) == ()
