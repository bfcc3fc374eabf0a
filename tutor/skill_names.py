"""The names a learner or a teacher reads for each skill, without loading the engine
(the reports and the classroom name skills too, and never judge)."""

from __future__ import annotations

SKILL_TITLES: dict[str, str] = {
    "riichi_allowed": "Riichi allowed 立直",
    "double_riichi": "Double riichi ダブル立直",
    "ankan_allowed": "Closed kan in riichi 暗槓",
    "furiten": "Furiten 振聴",
    "ron_allowed": "Ron allowed 栄和",
    "tsumo_allowed": "Tsumo allowed 自摸和",
    "ippatsu": "Ippatsu 一発",
    "abortive_draw": "Abortive draws 途中流局",
    "win": "Scoring a win 和了",
}
"""The curated skills (one per ask folder), each with a title for the learner."""

SHORT_TITLES: dict[str, str] = {
    "riichi_stick": "Riichi sticks 供託",
    "ankan_riichi": "Closed kan in riichi 暗槓",
    "chankan": "Robbing a kan 槍槓",
    "first_turn_wins": "Tenhou and chiihou 天和・地和",
    "renhou": "Renhou 人和",
    "haitei_houtei": "Haitei and houtei 海底・河底",
    "rinshan": "Rinshan kaihou 嶺上開花",
    "situational_yaku": "Situational yaku 状況役",
    "hand_yaku": "Yaku of the hand 役",
    "win_value": "Value of a win 点数",
    "dora_timing": "Dora, ura and kan dora ドラ",
    "dora_count": "Counting dora ドラ",
    "dora_indicator": "Dora indicators ドラ表示牌",
    "yakuman_value": "Value of a yakuman 役満",
    "nagashi_mangan": "Nagashi mangan 流し満貫",
    "pao": "Liability (pao) 包",
    "fu": "Fu item by item 符",
    "payments": "Who pays what 点数",
    "open_riichi": "Open riichi オープン立直",
}
"""Short names of the generator's skills for tables and the status line (its own
titles are whole questions)."""


def skill_title(skill: str) -> str:
    """A skill's short name (``Ron allowed 栄和``); an unknown one in words."""
    return SHORT_TITLES.get(skill) or SKILL_TITLES.get(skill) or skill.replace("_", " ")
