"""Yaku ids (役): the one table that names every yaku the tutor scores.

Ids are snake_case romaji, as in the situation-file spec. The table maps the class
names of the ``mahjong`` library's yaku and riichienv's numeric yaku ids onto them.
"""

from __future__ import annotations

# id -> (English name, Japanese name)
YAKU_NAMES: dict[str, tuple[str, str]] = {
    "riichi": ("Riichi", "立直"),
    "double_riichi": ("Double riichi", "ダブル立直"),
    "open_riichi": ("Open riichi", "オープン立直"),
    "double_open_riichi": ("Double open riichi", "ダブルオープン立直"),
    "ippatsu": ("Ippatsu", "一発"),
    "menzen_tsumo": ("Fully concealed hand", "門前清自摸和"),
    "haitei": ("Under the sea (last tile)", "海底摸月"),
    "houtei": ("Under the river (last discard)", "河底撈魚"),
    "rinshan": ("After a kan", "嶺上開花"),
    "chankan": ("Robbing a kan", "槍槓"),
    "tenhou": ("Blessing of heaven", "天和"),
    "chiihou": ("Blessing of earth", "地和"),
    "renhou": ("Blessing of man", "人和"),
    "nagashi_mangan": ("Mangan at draw", "流し満貫"),
    "pinfu": ("Pinfu", "平和"),
    "tanyao": ("All simples", "断幺九"),
    "iipeikou": ("Pure double sequence", "一盃口"),
    "yakuhai_haku": ("White dragon", "役牌 白"),
    "yakuhai_hatsu": ("Green dragon", "役牌 發"),
    "yakuhai_chun": ("Red dragon", "役牌 中"),
    "yakuhai_seat_wind": ("Seat wind", "自風牌"),
    "yakuhai_round_wind": ("Round wind", "場風牌"),
    "sanshoku": ("Mixed triple sequence", "三色同順"),
    "sanshoku_doukou": ("Triple triplets", "三色同刻"),
    "ittsu": ("Pure straight", "一気通貫"),
    "chanta": ("Half outside hand", "混全帯幺九"),
    "junchan": ("Fully outside hand", "純全帯幺九"),
    "toitoi": ("All triplets", "対々和"),
    "sanankou": ("Three concealed triplets", "三暗刻"),
    "sankantsu": ("Three kans", "三槓子"),
    "chiitoitsu": ("Seven pairs", "七対子"),
    "honroutou": ("All terminals and honours", "混老頭"),
    "shousangen": ("Little three dragons", "小三元"),
    "ryanpeikou": ("Twice pure double sequence", "二盃口"),
    "honitsu": ("Half flush", "混一色"),
    "chinitsu": ("Full flush", "清一色"),
    "sanrenkou": ("Three consecutive triplets", "三連刻"),
    "iisou_sanjun": ("Three identical sequences", "一色三順"),
    "iisou_suushun": ("Four identical sequences", "一色四順"),
    # yakuman
    "kokushi": ("Thirteen orphans", "国士無双"),
    "kokushi_13": ("Thirteen orphans, 13-sided wait", "国士無双十三面待ち"),
    "suuankou": ("Four concealed triplets", "四暗刻"),
    "suuankou_tanki": ("Four concealed triplets, pair wait", "四暗刻単騎"),
    "daisangen": ("Big three dragons", "大三元"),
    "shousuushii": ("Little four winds", "小四喜"),
    "daisuushii": ("Big four winds", "大四喜"),
    "tsuuiisou": ("All honours", "字一色"),
    "ryuuiisou": ("All green", "緑一色"),
    "chinroutou": ("All terminals", "清老頭"),
    "chuuren": ("Nine gates", "九蓮宝燈"),
    "junsei_chuuren": ("True nine gates, 9-sided wait", "純正九蓮宝燈"),
    "suukantsu": ("Four kans", "四槓子"),
    "daisharin": ("Big wheels", "大車輪"),
    "suurenkou": ("Four consecutive triplets", "四連刻"),
    "shiisan_puutaa": ("Thirteen unrelated tiles", "十三不塔"),
    "sashikomi": ("Dealt into open riichi", "差し込み (オープン立直)"),
    # dora counters
    "dora": ("Dora", "ドラ"),
    "aka_dora": ("Red five", "赤ドラ"),
    "ura_dora": ("Ura dora", "裏ドラ"),
}

YAKUMAN_IDS: frozenset[str] = frozenset({
    "kokushi", "kokushi_13", "suuankou", "suuankou_tanki", "daisangen", "shousuushii",
    "daisuushii", "tsuuiisou", "ryuuiisou", "chinroutou", "chuuren", "junsei_chuuren",
    "suukantsu", "daisharin", "suurenkou", "shiisan_puutaa", "tenhou", "chiihou",
    "sashikomi",
})
"""Yaku that are yakuman in every ruleset (renhou is one only under ``renhou = "yakuman"``)."""

DOUBLE_WAIT_YAKUMAN: frozenset[str] = frozenset({"kokushi_13", "suuankou_tanki", "junsei_chuuren"})
"""The special waits that ``double_yakuman_waits`` makes double."""

DORA_IDS: tuple[str, ...] = ("dora", "aka_dora", "ura_dora", "nukidora")

LIBRARY_CLASS_TO_ID: dict[str, str] = {
    "Tsumo": "menzen_tsumo", "Riichi": "riichi", "OpenRiichi": "open_riichi",
    "DaburuRiichi": "double_riichi", "DaburuOpenRiichi": "double_open_riichi",
    "Ippatsu": "ippatsu", "Chankan": "chankan", "Rinshan": "rinshan", "Haitei": "haitei",
    "Houtei": "houtei", "Pinfu": "pinfu", "Tanyao": "tanyao", "Iipeiko": "iipeikou",
    "SeatWindEast": "yakuhai_seat_wind", "SeatWindSouth": "yakuhai_seat_wind",
    "SeatWindWest": "yakuhai_seat_wind", "SeatWindNorth": "yakuhai_seat_wind",
    "RoundWindEast": "yakuhai_round_wind", "RoundWindSouth": "yakuhai_round_wind",
    "RoundWindWest": "yakuhai_round_wind", "RoundWindNorth": "yakuhai_round_wind",
    "Haku": "yakuhai_haku", "Hatsu": "yakuhai_hatsu", "Chun": "yakuhai_chun",
    "Chiitoitsu": "chiitoitsu", "Chantai": "chanta", "Ittsu": "ittsu",
    "Sanshoku": "sanshoku", "SanshokuDoukou": "sanshoku_doukou", "SanKantsu": "sankantsu",
    "Toitoi": "toitoi", "Sanankou": "sanankou", "Shosangen": "shousangen",
    "Honroto": "honroutou", "Ryanpeikou": "ryanpeikou",
    "RyanpeikouInTwoSuits": "ryanpeikou", "TsuuiisouOfSets": "tsuuiisou", "Junchan": "junchan",
    "Honitsu": "honitsu", "Chinitsu": "chinitsu", "Renhou": "renhou",
    "RenhouYakuman": "renhou", "NagashiMangan": "nagashi_mangan",
    "Tenhou": "tenhou", "Chiihou": "chiihou", "Daisangen": "daisangen",
    "Suuankou": "suuankou", "SuuankouTanki": "suuankou_tanki", "Tsuuiisou": "tsuuiisou",
    "Ryuuiisou": "ryuuiisou", "Chinroutou": "chinroutou", "ChuurenPoutou": "chuuren",
    "DaburuChuurenPoutou": "junsei_chuuren", "KokushiMusou": "kokushi",
    "DaburuKokushiMusou": "kokushi_13", "DaiSuushii": "daisuushii",
    "Shousuushii": "shousuushii", "Suukantsu": "suukantsu", "Daisharin": "daisharin",
    "Dora": "dora", "AkaDora": "aka_dora", "UraDora": "ura_dora", "Sashikomi": "sashikomi",
}
"""``type(yaku).__name__`` of a ``mahjong`` library yaku -> our id."""

RIICHIENV_ID_TO_ID: dict[int, str] = {
    1: "menzen_tsumo", 2: "riichi", 3: "chankan", 4: "rinshan", 5: "haitei", 6: "houtei",
    7: "yakuhai_haku", 8: "yakuhai_hatsu", 9: "yakuhai_chun", 10: "yakuhai_seat_wind",
    11: "yakuhai_round_wind", 12: "tanyao", 13: "iipeikou", 14: "pinfu", 15: "chanta",
    16: "ittsu", 17: "sanshoku", 18: "double_riichi", 19: "sanshoku_doukou",
    20: "sankantsu", 21: "toitoi", 22: "sanankou", 23: "shousangen", 24: "honroutou",
    25: "chiitoitsu", 26: "junchan", 27: "honitsu", 28: "ryanpeikou", 29: "chinitsu",
    30: "ippatsu", 31: "dora", 32: "aka_dora", 33: "ura_dora", 35: "tenhou", 36: "chiihou",
    37: "daisangen", 38: "suuankou", 39: "tsuuiisou", 40: "ryuuiisou", 41: "chinroutou",
    42: "kokushi", 43: "shousuushii", 44: "suukantsu", 45: "chuuren", 47: "junsei_chuuren",
    48: "suuankou_tanki", 49: "kokushi_13", 50: "daisuushii",
}
"""riichienv 0.4.11 ``Yaku.id`` -> our id (34, nuki dora, is three-player only)."""


def yaku_name(yaku_id: str) -> str:
    """English name of a yaku id, e.g. ``"Seven pairs"``."""
    return YAKU_NAMES[yaku_id][0]
