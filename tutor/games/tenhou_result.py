"""Tenhou's settlement of a hand (和了 / 流局 / 途中流局), read into our answer terms.

Used by the import of game logs (``tutor.games``) and by the tests that judge the
eleven real Tenhou hands.

The last element of a tenhou.net/6 hand log says how Tenhou settled the hand. A win
(和了) carries, per winner, the score deltas of the four players and
``[who, from_who, pao_who, "score text", "役名(n飜)", ...]``; a draw carries its name
(流局 exhaustive draw, 九種九牌, 三家和了, 四風連打, 四家立直, 四槓散了, 流し満貫) and,
where points moved, the deltas. This module turns Tenhou's Japanese yaku names and
score texts into the yaku ids, han, fu, yakuman count and points of our ``win`` answer.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

TENHOU_YAKU: dict[str, str] = {
    "門前清自摸和": "menzen_tsumo",
    "立直": "riichi",
    "両立直": "double_riichi",
    "一発": "ippatsu",
    "槍槓": "chankan",
    "嶺上開花": "rinshan",
    "海底摸月": "haitei",
    "河底撈魚": "houtei",
    "平和": "pinfu",
    "断幺九": "tanyao",
    "一盃口": "iipeikou",
    "二盃口": "ryanpeikou",
    "七対子": "chiitoitsu",
    "混全帯幺九": "chanta",
    "純全帯幺九": "junchan",
    "一気通貫": "ittsu",
    "三色同順": "sanshoku",
    "三色同刻": "sanshoku_doukou",
    "三槓子": "sankantsu",
    "対々和": "toitoi",
    "三暗刻": "sanankou",
    "小三元": "shousangen",
    "混老頭": "honroutou",
    "混一色": "honitsu",
    "清一色": "chinitsu",
    "天和": "tenhou",
    "地和": "chiihou",
    "人和": "renhou",
    "大三元": "daisangen",
    "四暗刻": "suuankou",
    "四暗刻単騎": "suuankou_tanki",
    "字一色": "tsuuiisou",
    "緑一色": "ryuuiisou",
    "清老頭": "chinroutou",
    "九蓮宝燈": "chuuren",
    "純正九蓮宝燈": "junsei_chuuren",
    "国士無双": "kokushi",
    "国士無双１３面": "kokushi_13",
    "大四喜": "daisuushii",
    "小四喜": "shousuushii",
    "四槓子": "suukantsu",
    "流し満貫": "nagashi_mangan",
    "ドラ": "dora",
    "赤ドラ": "aka_dora",
    "裏ドラ": "ura_dora",
}
"""Tenhou's yaku names (as printed in its logs) → our yaku ids."""

YAKUHAI_PREFIXES: dict[str, str] = {"場風": "round", "自風": "seat", "役牌": "dragon"}
"""役牌 comes as ``場風 東`` (round wind), ``自風 南`` (seat wind), ``役牌 發`` (dragon)."""

YAKUHAI_IDS: dict[tuple[str, str], str] = {
    ("dragon", "白"): "yakuhai_haku",
    ("dragon", "發"): "yakuhai_hatsu",
    ("dragon", "中"): "yakuhai_chun",
    **{("round", wind): "yakuhai_round_wind" for wind in "東南西北"},
    **{("seat", wind): "yakuhai_seat_wind" for wind in "東南西北"},
}
"""Our ids (``tutor.rules.yaku_ids``) for the yakuhai that Tenhou names; a double wind
is two entries, the round's and the seat's, as Tenhou lists it."""

ABORTIVE_DRAWS: dict[str, str] = {
    "九種九牌": "kyuushu_kyuuhai",
    "三家和了": "sanchahou",
    "四風連打": "suufon_renda",
    "四家立直": "suucha_riichi",
    "四槓散了": "suukaikan",
}
"""Tenhou's names of the abortive draws (途中流局) → our ``abortive_draw`` answers."""

EXHAUSTIVE_DRAWS = frozenset({"流局", "全員聴牌", "全員不聴"})
NAGASHI = "流し満貫"
WIN = "和了"

_YAKU_RE = re.compile(r"^(?P<name>.+)\((?P<value>\d+)飜\)$|^(?P<yname>.+)\(役満\)$")
_FU_HAN_RE = re.compile(r"(\d+)符(\d+)飜")


class TenhouResultError(ValueError):
    """A settlement this reader cannot turn into an answer."""


@dataclass(frozen=True)
class ExpectedWin:
    """What Tenhou paid one winner, in the terms of our ``win`` answer.

    ``yaku`` maps ids to han for the yaku whose han Tenhou prints (ドラ, 赤ドラ, 裏ドラ
    by count, zero counts left out); ``unscored`` are ids Tenhou names without han
    (yakuman, and 流し満貫). ``han`` is the han total (``None`` where Tenhou counts no
    han), ``fu`` as printed (``None`` when Tenhou prints a limit name instead).
    ``yakuman`` counts Tenhou's yakuman yaku (0 for a counted (数え) yakuman).
    ``payments`` are Tenhou's deltas per seat wind: honba and every riichi stick on the
    table included.
    """

    yaku: dict[str, int]
    unscored: tuple[str, ...]
    yakuman: int
    han: int | None
    fu: int | None
    points: int
    payments: dict[str, int]
    text: str = ""

    @property
    def yaku_ids(self) -> list[str]:
        """Every yaku id of the win, sorted."""
        return sorted([*self.yaku, *self.unscored])


@dataclass(frozen=True)
class Winner:
    """One winner of a 和了 settlement: players are Tenhou's indices 0..3."""

    who: int
    from_who: int
    pao_who: int
    deltas: tuple[int, ...]
    yaku_texts: tuple[str, ...]
    score_text: str

    @property
    def tsumo(self) -> bool:
        return self.who == self.from_who


@dataclass(frozen=True)
class Settlement:
    """The hand's ending as Tenhou wrote it."""

    name: str
    deltas: tuple[tuple[int, ...], ...] = ()
    winners: tuple[Winner, ...] = field(default=())

    @property
    def abortive(self) -> str | None:
        """Our ``abortive_draw`` answer for Tenhou's ending, or ``None``."""
        return ABORTIVE_DRAWS.get(self.name)


def read_settlement(result: list[object]) -> Settlement:
    """Read the last element of ``log[0]`` (``["和了", deltas, info, ...]`` etc.)."""
    if not result or not isinstance(result[0], str):
        raise TenhouResultError(f"a settlement starts with its name, found {result!r}")
    name = result[0]
    rest = result[1:]
    if name == WIN:
        if len(rest) % 2 or not rest:
            raise TenhouResultError("a win lists deltas and details in pairs")
        winners = []
        for deltas, info in zip(rest[0::2], rest[1::2], strict=True):
            if not isinstance(deltas, list) or not isinstance(info, list) or len(info) < 4:
                raise TenhouResultError(f"malformed win entry {deltas!r} {info!r}")
            who, from_who, pao_who, score_text = info[:4]
            winners.append(
                Winner(
                    int(who),
                    int(from_who),
                    int(pao_who),
                    tuple(int(d) for d in deltas),
                    tuple(str(y) for y in info[4:]),
                    str(score_text),
                )
            )
        return Settlement(name, tuple(w.deltas for w in winners), tuple(winners))
    deltas = tuple(tuple(int(d) for d in part) for part in rest if isinstance(part, list))
    if name not in ABORTIVE_DRAWS and name not in EXHAUSTIVE_DRAWS and name != NAGASHI:
        raise TenhouResultError(f"unknown ending {name!r}")
    return Settlement(name, deltas)


def yaku_id(name: str) -> str:
    """Our id for one of Tenhou's yaku names (``"場風 東"`` → ``"yakuhai_round_wind_e"``)."""
    if name in TENHOU_YAKU:
        return TENHOU_YAKU[name]
    prefix, _, which = name.partition(" ")
    if prefix in YAKUHAI_PREFIXES and (YAKUHAI_PREFIXES[prefix], which) in YAKUHAI_IDS:
        return YAKUHAI_IDS[(YAKUHAI_PREFIXES[prefix], which)]
    raise TenhouResultError(f"unknown Tenhou yaku name {name!r}")


def score_points(text: str) -> int:
    """The hand's value from Tenhou's score text, before honba and sticks.

    ``"30符2飜2000点"`` / ``"満貫8000点"`` (ron) → the number; ``"満貫2000-4000点"``
    (non-dealer tsumo) → 2 × 2000 + 4000; ``"4000点∀"`` (dealer tsumo, all pay) → 3 × 4000.
    """
    numbers = re.findall(r"(\d+)(?:-(\d+))?点", text)
    if len(numbers) != 1:
        raise TenhouResultError(f"no points in score text {text!r}")
    first, second = numbers[0]
    if second:
        return 2 * int(first) + int(second)
    if "∀" in text:
        return 3 * int(first)
    return int(first)


def seat_payments(deltas: tuple[int, ...], seat_of: list[str]) -> dict[str, int]:
    """Tenhou's per-player deltas keyed by seat wind, in seat order E S W N."""
    by_seat = {seat_of[p]: d for p, d in enumerate(deltas)}
    return {seat: by_seat[seat] for seat in sorted(by_seat, key="ESWN".index)}


def expected_win(winner: Winner, seat_of: list[str]) -> ExpectedWin:
    """Our expected ``win`` answer for one Tenhou winner; ``seat_of[player]`` is a wind."""
    yaku: dict[str, int] = {}
    yakuman: list[str] = []
    for text in winner.yaku_texts:
        match = _YAKU_RE.match(text)
        if not match:
            raise TenhouResultError(f"unreadable yaku entry {text!r}")
        if match["yname"]:
            yakuman.append(yaku_id(match["yname"]))
        elif int(match["value"]):
            ident = yaku_id(match["name"])
            yaku[ident] = yaku.get(ident, 0) + int(match["value"])
    fu_han = _FU_HAN_RE.search(winner.score_text)
    return ExpectedWin(
        yaku=yaku,
        unscored=tuple(yakuman),
        yakuman=len(yakuman),
        han=None if yakuman else sum(yaku.values()),
        fu=int(fu_han[1]) if fu_han else None,
        points=score_points(winner.score_text),
        payments=seat_payments(winner.deltas, seat_of),
        text=" ".join((winner.score_text, *winner.yaku_texts)),
    )
