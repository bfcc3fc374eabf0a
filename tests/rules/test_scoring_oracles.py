"""Our scorer against the `mahjong` library called directly and against riichienv's
hand evaluator, on seeded random winning hands with random consistent flags.

Settings are aligned per oracle: the `mahjong` library is called with the options of
the Tenhou and Mahjong Soul presets; riichienv always plays with three red fives, double
yakuman for the special waits and daisuushii, stacked yakuman — the Mahjong Soul preset.
Every difference left is pinned by a test of its own below.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest
import riichienv._riichienv as rv
from mahjong.hand_calculating.hand import HandCalculator
from mahjong.hand_calculating.hand_config import HandConfig, HandConstants, OptionalRules
from mahjong.meld import Meld as LibMeld

from tests.rules.winning_hands import SEATS, Deal, random_deal
from tutor.rules.melds import Meld
from tutor.rules.ruleset import Ruleset, load_ruleset
from tutor.rules.scoring import ScoreResult, WinContext, score_win
from tutor.rules.tiles import KIND, parse_tiles
from tutor.rules.yaku_ids import LIBRARY_CLASS_TO_ID, RIICHIENV_ID_TO_ID

HANDS = 2500
SEED = 20261121


def _ids_136(deal: Deal) -> tuple[list[int], list[list[int]]]:
    """Independent 136-format conversion: red fives are copy 0, plain tiles copies 1, 2, 3
    then 0 (the generator never makes four plain fives of a suit, as in a red-five set)."""
    used: dict[int, list[int]] = {}

    def one(tile: int) -> int:
        k = KIND[tile]
        taken = used.setdefault(k, [])
        copy = 0 if tile >= 34 else next(c for c in (1, 2, 3, 0) if c not in taken)
        taken.append(copy)
        return k * 4 + copy

    concealed = [one(t) for t in deal.concealed]
    melds = [[one(t) for t in m.tiles] for m in deal.melds]
    return concealed, melds


def _library(
    deal: Deal,
    double_yakuman: bool,
    *,
    red_fives: bool = True,
    kiriage: bool = False,
    kazoe: int = HandConstants.KAZOE_LIMITED,
) -> tuple[int, int, int, set[str]] | None:
    concealed, meld_ids = _ids_136(deal)
    lib_melds = [
        LibMeld(
            meld_type={"chi": "chi", "pon": "pon", "kakan": "shouminkan"}.get(m.kind, "kan"),
            tiles=ids,
            opened=m.is_open,
        )
        for m, ids in zip(deal.melds, meld_ids, strict=True)
    ]
    ctx = deal.ctx
    config = HandConfig(
        is_tsumo=ctx.is_tsumo,
        is_riichi=ctx.riichi,
        is_daburu_riichi=ctx.double_riichi,
        is_ippatsu=ctx.ippatsu,
        is_haitei=ctx.haitei,
        is_houtei=ctx.houtei,
        is_rinshan=ctx.rinshan,
        is_chankan=ctx.chankan,
        is_tenhou=ctx.tenhou,
        is_chiihou=ctx.chiihou,
        player_wind=27 + SEATS.index(ctx.seat),
        round_wind=27 + SEATS.index(ctx.round_wind),
        options=OptionalRules(
            has_open_tanyao=True,
            has_aka_dora=red_fives,
            has_double_yakuman=double_yakuman,
            kiriage=kiriage,
            kazoe_limit=kazoe,
        ),
    )
    win = concealed[deal.concealed.index(deal.win_tile)]
    response = HandCalculator.estimate_hand_value(
        [*concealed, *[t for ids in meld_ids for t in ids]],
        win,
        melds=lib_melds,
        dora_indicators=[KIND[i] * 4 + 1 for i in ctx.dora_indicators],
        ura_dora_indicators=[KIND[i] * 4 + 1 for i in ctx.ura_dora_indicators],
        config=config,
    )
    if response.error:
        return None
    cost = response.cost
    assert cost is not None
    dealer = ctx.seat == "E"
    if not ctx.is_tsumo:
        points = cost["main"]
    else:
        points = cost["main"] * 3 if dealer else cost["main"] + 2 * cost["additional"]
    yaku = {LIBRARY_CLASS_TO_ID[type(y).__name__] for y in response.yaku or []}
    return response.han or 0, response.fu or 0, points, yaku


_RV_MELD = {
    "chi": rv.MeldType.Chi,
    "pon": rv.MeldType.Pon,
    "daiminkan": rv.MeldType.Daiminkan,
    "ankan": rv.MeldType.Ankan,
    "kakan": rv.MeldType.Kakan,
}
_RV_WIND = (rv.Wind.East, rv.Wind.South, rv.Wind.West, rv.Wind.North)


def _riichienv(deal: Deal) -> tuple[int, int, dict[str, int], set[str]] | None:
    concealed, meld_ids = _ids_136(deal)
    melds = [
        rv.Meld(_RV_MELD[m.kind], ids, m.is_open)
        for m, ids in zip(deal.melds, meld_ids, strict=True)
    ]
    ctx = deal.ctx
    conditions = rv.Conditions(
        tsumo=ctx.is_tsumo,
        riichi=ctx.riichi,
        double_riichi=ctx.double_riichi,
        ippatsu=ctx.ippatsu,
        haitei=ctx.haitei,
        houtei=ctx.houtei,
        rinshan=ctx.rinshan,
        chankan=ctx.chankan,
        tsumo_first_turn=ctx.tenhou or ctx.chiihou,
        player_wind=_RV_WIND[SEATS.index(ctx.seat)],
        round_wind=_RV_WIND[SEATS.index(ctx.round_wind)],
        honba=ctx.honba,
        riichi_sticks=ctx.riichi_sticks,
    )
    win = concealed[deal.concealed.index(deal.win_tile)]
    result = rv.HandEvaluator(sorted(concealed), melds).calc(
        win,
        [KIND[i] * 4 + 1 for i in ctx.dora_indicators],
        [KIND[i] * 4 + 1 for i in ctx.ura_dora_indicators],
        conditions,
    )
    if not result.is_win:
        return None
    payments = dict.fromkeys(SEATS, 0)
    if ctx.is_tsumo:
        for seat in SEATS:
            if seat != ctx.seat:
                pay = result.tsumo_agari_oya if seat == "E" else result.tsumo_agari_ko
                payments[seat] -= pay
                payments[ctx.seat] += pay
    else:
        assert ctx.discarder is not None
        payments[ctx.discarder] -= result.ron_agari
        payments[ctx.seat] += result.ron_agari
    payments[ctx.seat] += 1000 * ctx.riichi_sticks
    return result.han, result.fu, payments, {RIICHIENV_ID_TO_ID[i] for i in result.yaku}


def _ours(deal: Deal, ruleset: Ruleset) -> ScoreResult | None:
    return score_win(deal.concealed, deal.melds, deal.win_tile, deal.ctx, ruleset)


def _deals(count: int, seed: int) -> list[Deal]:
    rng = random.Random(seed)
    return [random_deal(rng) for _ in range(count)]


@pytest.fixture(scope="module")
def deals() -> list[Deal]:
    return _deals(HANDS, SEED)


def _compare_library(
    deals: Sequence[Deal], ruleset: Ruleset, double: bool, **options: object
) -> list[str]:
    problems = []
    scored = 0
    for number, deal in enumerate(deals):
        ours = _ours(deal, ruleset)
        theirs = _library(deal, double, **options)  # type: ignore[arg-type]
        if ours is None or theirs is None:
            if (ours is None) != (theirs is None):
                problems.append(f"#{number}: ours {ours} vs library {theirs}")
            continue
        scored += 1
        mine = (ours.han, ours.fu, ours.points, set(ours.yaku))
        if mine != theirs:
            problems.append(f"#{number}: ours {mine} vs library {theirs} for {deal}")
    assert scored > len(deals) // 2
    return problems


def test_agrees_with_the_mahjong_library_under_tenhou(deals: list[Deal]) -> None:
    assert _compare_library(deals, load_ruleset("tenhou"), double=False)[:5] == []


def test_agrees_with_the_mahjong_library_under_mahjong_soul(deals: list[Deal]) -> None:
    # the library knows no Mahjong Soul tenhou upgrade (pinned below): align that option
    ruleset = load_ruleset("mahjong-soul").replace(tenhou_upgrades_waits=False)
    assert _compare_library(deals, ruleset, double=True)[:5] == []


def test_agrees_with_the_mahjong_library_under_wrc(deals: list[Deal]) -> None:
    """Kiriage, kazoe as sanbaiman and no red fives, mapped onto the library's options.

    The library always counts a double-wind pair as 4 fu; WRC's 2 fu is aligned away
    here and tested on its own in test_scoring.py.
    """
    ruleset = load_ruleset("wrc").replace(double_wind_pair_fu=4)
    problems = _compare_library(
        deals,
        ruleset,
        double=False,
        red_fives=False,
        kiriage=True,
        kazoe=HandConstants.KAZOE_SANBAIMAN,
    )
    assert problems[:5] == []


def test_pinned_the_library_does_not_upgrade_a_tenhou_kokushi() -> None:
    deal = _deal("19m19p19s12345677z", "1m", seat="E", is_tsumo=True, discarder=None, tenhou=True)
    ours = _ours(deal, load_ruleset("mahjong-soul"))
    library = _library(deal, double_yakuman=True)
    riichienv = _riichienv(deal)
    assert ours is not None and library is not None and riichienv is not None
    assert ours.yaku == {"kokushi_13": 26, "tenhou": 13}  # IJ #19
    assert riichienv[3] == set(ours.yaku) and riichienv[0] == ours.han
    assert library[3] == {"kokushi", "tenhou"} and library[0] == 26


def test_agrees_with_riichienv_under_mahjong_soul(deals: list[Deal]) -> None:
    ruleset = load_ruleset("mahjong-soul")
    problems = []
    scored = 0
    for number, deal in enumerate(deals):
        ours = _ours(deal, ruleset)
        theirs = _riichienv(deal)
        if ours is None or theirs is None:
            if (ours is None) != (theirs is None):
                problems.append(f"#{number}: ours {ours} vs riichienv {theirs} for {deal}")
            continue
        scored += 1
        # riichienv gives yakuman hands 0 fu (pinned below); we keep the reading's fu
        mine = (ours.han, 0 if ours.yakuman else ours.fu, ours.payments, set(ours.yaku))
        if mine != theirs:
            problems.append(f"#{number}: ours {mine} vs riichienv {theirs} for {deal}")
    assert scored > len(deals) // 2
    assert problems[:5] == []


def _deal(text: str, win: str, melds: Sequence[Meld] = (), **flags: object) -> Deal:
    context = {"seat": "S", "round_wind": "E", "is_tsumo": False, "discarder": "E", **flags}
    return Deal(parse_tiles(text), list(melds), parse_tiles(win)[0], WinContext(**context))  # type: ignore[arg-type]


def test_pinned_riichienv_gives_a_yakuman_no_fu() -> None:
    deal = _deal("123m11z555z666z777z", "1m")  # daisangen by ron on a run
    ours = _ours(deal, load_ruleset("mahjong-soul"))
    theirs = _riichienv(deal)
    assert ours is not None and theirs is not None
    assert ours.yakuman == 1 and ours.fu > 0
    assert theirs[1] == 0
    assert (ours.han, ours.payments, set(ours.yaku)) == (theirs[0], theirs[2], theirs[3])


def test_pinned_riichienv_lists_dora_once_whatever_its_count() -> None:
    indicator = parse_tiles("1m")[0]
    deal = _deal("234m234m567p11s789s", "2m", riichi=True, dora_indicators=(indicator,))
    concealed, _ = _ids_136(deal)
    result = rv.HandEvaluator(sorted(concealed), []).calc(
        concealed[0], [1], [], rv.Conditions(riichi=True, player_wind=rv.Wind.South)
    )
    assert list(result.yaku).count(31) == 1  # dora listed once...
    ours = _ours(deal, load_ruleset("mahjong-soul"))
    assert ours is not None and ours.yaku["dora"] == 2  # ...but counted twice
    assert result.han == ours.han


def test_the_libraries_red_five_trap_is_avoided() -> None:
    """Converting MPSZ for `mahjong` without its red-five flag makes plain fives red."""
    from mahjong.tile import TilesConverter

    plain = TilesConverter.string_to_136_array(man="555", has_aka_dora=False)
    assert 16 in plain  # the library's first copy of 5m is its red five
    deal = _deal("555m234p678s11z", "2p", melds=[Meld("chi", tuple(parse_tiles("678p")))])
    ours = _ours(deal, load_ruleset("tenhou"))
    assert ours is None  # 555m is no yaku: plain fives did not count as red dora
    closed = _deal("555m234p678p678s11z", "2p", riichi=True)
    result = _ours(closed, load_ruleset("tenhou"))
    assert result is not None and "aka_dora" not in result.yaku
    red = _deal("055m234p678p678s11z", "2p", riichi=True)
    counted = _ours(red, load_ruleset("tenhou"))
    assert counted is not None and counted.yaku["aka_dora"] == 1
    none_in_play = _ours(red, load_ruleset("ema"))
    assert none_in_play is not None and "aka_dora" not in none_in_play.yaku


def test_four_plain_fives_without_red_fives_score_no_red_dora() -> None:
    deal = _deal(
        "234p678p678s11z", "2p", riichi=True, melds=[Meld("ankan", tuple(parse_tiles("5555m")))]
    )
    ours = _ours(deal, load_ruleset("tenhou"))
    assert ours is not None and "aka_dora" not in ours.yaku
