"""Every rule and every yaku of the four source documents has a card and a judged example.

The lists below are the rules and yaku the sources teach, read by hand: the riichi.wiki
pages on ippatsu (2023) and riichi (2023, and an older revision), and the yaku section
of the Shanghai: Dynasty help. Kita in three-player mahjong (from the ippatsu page)
belongs to the sanma issue and is not listed here.
"""

from __future__ import annotations

from functools import cache

import pytest

from tutor import api
from tutor.cards import RuleCard, load_cards
from tutor.paths import content_dir

RULES: dict[str, tuple[str, str | None]] = {
    # rule as the sources teach it: (card, an example file that must be among its examples)
    "riichi and its 1000-point stick": ("riichi", None),
    "riichi needs four tiles left in the wall": ("riichi", None),
    "a claimed riichi tile: the next discard is turned": ("riichi", None),
    "the riichi stick goes to the next winner": ("win", None),
    "the hand is locked after riichi": ("riichi", None),
    "double riichi": ("double_riichi", None),
    "ippatsu and what breaks it": ("ippatsu", None),
    "chankan keeps ippatsu": ("ippatsu", "situations/ippatsu/j07-chankan-keeps-ippatsu.toml"),
    "ippatsu never with rinshan": ("ippatsu", "situations/ippatsu/j09-own-kan-rinshan.toml"),
    "ippatsu with haitei after the last-chance riichi": ("ippatsu", None),
    "open riichi, two han or a yakuman": ("open_riichi", None),
    "closed kan during riichi, under each standard": ("ankan", None),
    "furiten: discards, temporary, riichi": ("furiten", None),
    "ura dora for a riichi winner": ("dora", None),
    "kan dora and kan ura dora": ("dora", "situations/win/kan-ura-dora.toml"),
    "abortive draws": ("abortive_draw", None),
    "after four riichi all four hands are shown": (
        "abortive_draw",
        "situations/abortive_draw/suucha-riichi-hands-shown.toml",
    ),
    "menzen tsumo": ("menzen_tsumo", None),
    "haitei and houtei": ("haitei_houtei", None),
    "rinshan kaihou and the kan-tile discarder's liability": ("rinshan", None),
    "chankan, and thirteen orphans robbing a kan": ("chankan", None),
    "nagashi mangan": ("nagashi_mangan", None),
    "tenhou and chiihou": ("tenhou_chiihou", None),
    "renhou": ("renhou", None),
    "double yakuman for the special waits": ("double_yakuman_waits", None),
    "yakuman stacking up to seven times": ("yakuman_stacking", None),
    "riichi combines with every other yaku": ("yaku", None),
}

YAKU: dict[str, str] = {
    # yaku id of a win answer: its card
    "riichi": "riichi", "double_riichi": "double_riichi", "ippatsu": "ippatsu",
    "open_riichi": "open_riichi", "menzen_tsumo": "menzen_tsumo",
    "haitei": "haitei_houtei", "houtei": "haitei_houtei", "rinshan": "rinshan",
    "chankan": "chankan", "tenhou": "tenhou_chiihou", "chiihou": "tenhou_chiihou",
    "renhou": "renhou", "nagashi_mangan": "nagashi_mangan", "pinfu": "pinfu",
    "tanyao": "tanyao", "iipeikou": "iipeikou", "yakuhai_haku": "yakuhai_haku",
    "yakuhai_hatsu": "yakuhai_hatsu", "yakuhai_chun": "yakuhai_chun",
    "yakuhai_seat_wind": "yakuhai_seat_wind", "yakuhai_round_wind": "yakuhai_round_wind",
    "sanshoku": "sanshoku", "sanshoku_doukou": "sanshoku_doukou", "ittsu": "ittsu",
    "chanta": "chanta", "junchan": "junchan", "toitoi": "toitoi", "sanankou": "sanankou",
    "sankantsu": "sankantsu", "chiitoitsu": "chiitoitsu", "honroutou": "honroutou",
    "shousangen": "shousangen", "ryanpeikou": "ryanpeikou", "honitsu": "honitsu",
    "chinitsu": "chinitsu", "iisou_sanjun": "iisou_sanjun", "sanrenkou": "sanrenkou",
    "iisou_suushun": "iisou_suushun", "kokushi": "kokushi",
    "kokushi_13": "double_yakuman_waits", "suuankou": "suuankou",
    "suuankou_tanki": "double_yakuman_waits", "daisangen": "daisangen",
    "shousuushii": "shousuushii", "daisuushii": "daisuushii", "tsuuiisou": "tsuuiisou",
    "ryuuiisou": "ryuuiisou", "chinroutou": "chinroutou", "chuuren": "chuuren",
    "junsei_chuuren": "double_yakuman_waits", "suukantsu": "suukantsu",
    "daisharin": "daisharin", "suurenkou": "suurenkou", "shiisan_puutaa": "shiisan_puutaa",
    "ura_dora": "dora",
}  # fmt: skip


@cache
def _cards() -> dict[str, RuleCard]:
    return load_cards()


def _judged_as_claimed(example: str) -> bool:
    situation = api.load_situation(str(content_dir() / example))
    if situation.expect is None:
        return False
    try:
        judgment = api.judge(situation)
    except api.TutorError as error:
        return not api.check_refusal(situation.expect, error)
    return api.grade(judgment, situation.expect).correct


@cache
def _yaku_shown_by_win_situations() -> frozenset[str]:
    shown: set[str] = set()
    for path in sorted((content_dir() / "situations" / "win").glob("*.toml")):
        situation = api.load_situation(str(path))
        if situation.expect is None or situation.expect.invalid or situation.expect.refused:
            continue
        judgment = api.judge(situation)
        if isinstance(judgment.answer, dict) and api.grade(judgment, situation.expect).correct:
            shown.update(judgment.answer.get("yaku", {}))
    return frozenset(shown)


@pytest.mark.parametrize("rule", list(RULES))
def test_each_rule_of_the_sources_has_a_card_and_a_judged_example(rule: str) -> None:
    card_id, example = RULES[rule]
    card = _cards().get(card_id)
    assert card is not None, f"{rule}: no card '{card_id}'"
    assert card.examples, f"{rule}: the card '{card_id}' shows no example"
    if example is not None:
        assert example in card.examples, f"{rule}: {example} is not on the card '{card_id}'"
    wanted = [example] if example is not None else list(card.examples)
    assert any(_judged_as_claimed(e) for e in wanted), f"{rule}: no example judges as claimed"


@pytest.mark.parametrize("yaku", list(YAKU))
def test_each_yaku_of_the_sources_has_a_card_and_a_judged_win(yaku: str) -> None:
    assert YAKU[yaku] in _cards(), f"{yaku}: no card '{YAKU[yaku]}'"
    assert yaku in _yaku_shown_by_win_situations(), f"{yaku}: no win situation scores it"
