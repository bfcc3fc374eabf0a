"""The wins of Tenhou's mjlog XML, read into the terms of its tenhou.net/6 logs.

An mjlog ``<AGARI>`` gives its yaku as numbers (``yaku="1,1,0,1,52,2"``: pairs of a
yaku number and its han) or, for a yakuman, ``yakuman="39"``; ``ten="30,7700,0"`` gives
fu, the points and the limit. :func:`mjlog_win` writes them as the yaku texts and score
text a tenhou.net/6 log would carry, so both formats are compared with the engine by
the same reader (:mod:`tutor.games.tenhou_result`).
"""

from __future__ import annotations

from collections.abc import Mapping

from tutor.games.tenhou_result import Winner

MJLOG_YAKU: tuple[str, ...] = (
    "門前清自摸和", "立直", "一発", "槍槓", "嶺上開花", "海底摸月", "河底撈魚", "平和",
    "断幺九", "一盃口", "自風 東", "自風 南", "自風 西", "自風 北", "場風 東", "場風 南",
    "場風 西", "場風 北", "役牌 白", "役牌 發", "役牌 中", "両立直", "七対子", "混全帯幺九",
    "一気通貫", "三色同順", "三色同刻", "三槓子", "対々和", "三暗刻", "小三元", "混老頭",
    "二盃口", "純全帯幺九", "混一色", "清一色", "人和", "天和", "地和", "大三元", "四暗刻",
    "四暗刻単騎", "字一色", "緑一色", "清老頭", "九蓮宝燈", "純正九蓮宝燈", "国士無双",
    "国士無双１３面", "大四喜", "小四喜", "四槓子", "ドラ", "裏ドラ", "赤ドラ",
)
"""Tenhou's yaku names by their mjlog number (0 menzen tsumo ... 54 red fives)."""

HUNDREDS = 100
"""mjlog writes score changes in hundreds of points."""


def _numbers(text: str) -> list[int]:
    return [int(part) for part in text.split(",") if part.strip()]


def _name(number: int) -> str:
    if not 0 <= number < len(MJLOG_YAKU):
        raise ValueError(f"unknown mjlog yaku number {number}")
    return MJLOG_YAKU[number]


def mjlog_win(attrib: Mapping[str, str], players: int) -> Winner:
    """One ``<AGARI>`` element's attributes as a tenhou.net/6 winner."""
    who = int(attrib.get("who", "0"))
    ten = _numbers(attrib.get("ten", "0,0,0"))
    fu, points = ten[0], ten[1]
    yaku = _numbers(attrib.get("yaku", ""))
    yakuman = _numbers(attrib.get("yakuman", ""))
    texts = [f"{_name(n)}({han}飜)" for n, han in zip(yaku[0::2], yaku[1::2], strict=True)]
    texts += [f"{_name(n)}(役満)" for n in yakuman]
    han = sum(yaku[1::2])
    score = f"役満{points}点" if yakuman else f"{fu}符{han}飜{points}点"
    sc = _numbers(attrib.get("sc", ""))
    deltas = tuple(sc[2 * p + 1] * HUNDREDS for p in range(players)) if sc else ()
    return Winner(
        who=who,
        from_who=int(attrib.get("fromWho", str(who))),
        pao_who=int(attrib.get("paoWho", str(who))),
        deltas=deltas,
        yaku_texts=tuple(texts),
        score_text=score,
    )
