"""A corpus of game logs made by self-play of an oracle engine, in all three formats.

riichienv plays seeded, rigged hands (:mod:`tests.oracle.riichienv_driver`, the same
driver the differential tests use) and keeps each as mjai events: deltas, ura
indicators and the draws' kinds as riichienv settled them. Ten hands make one mjai
file. The same games are written as tenhou.net/6 JSON and as mjlog XML by jansou's
writers, which leave out what they cannot know (the yaku and the score text of a win,
the name of an abortive draw); those are filled in here from riichienv's own result,
so every format records the oracle's account of every win.

Known limits of what is written: riichienv reports dora, red fives and ura once
whatever their count, so each yaku is written at 1 han and the first one carries the
rest of the total: the import compares yaku names and the total han, not han per yaku.
"""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from dataclasses import dataclass, replace
from functools import cache
from typing import Any

from tests.oracle.record import HandRecord, WinAnswer
from tutor.games.tenhou_result import TENHOU_YAKU
from tutor.games.tenhou_yaku import MJLOG_YAKU

HANDS_PER_GAME = 10
CHANKAN_EVERY = 10
"""Every tenth hand is dealt on the driver's chankan rig (an added kan another seat is
waiting on): unrigged play almost never robs a kan."""
NAMES = ["Ann", "Bo", "Cy", "Di"]

_TENHOU_NAME = {ident: name for name, ident in TENHOU_YAKU.items()}
_TENHOU_NAME.update(
    {
        "yakuhai_round_wind": "場風 東",
        "yakuhai_seat_wind": "自風 東",
        "yakuhai_haku": "役牌 白",
        "yakuhai_hatsu": "役牌 發",
        "yakuhai_chun": "役牌 中",
    }
)
"""Our yaku ids → the names Tenhou prints (any wind stands for a wind yaku: the import
reads 場風 and 自風 by their kind)."""

TENHOU_DRAWS = {
    "yao9": "九種九牌",
    "ron3": "三家和了",
    "kaze4": "四風連打",
    "reach4": "四家立直",
    "kan4": "四槓散了",  # Tenhou's own name (jansou writes 四開槓)
    "nm": "流し満貫",
}
"""jansou's names of the draws → the ones Tenhou writes (jansou's writer keeps only the
Japanese names it knows and writes any other as 流局)."""

MJLOG_DRAWS = {"yao9": "yao9", "ron3": "ron3", "kaze4": "kaze4", "reach4": "reach4",
               "kan4": "kan4", "nm": "nm"}


@dataclass(frozen=True)
class Corpus:
    """The same games in the three formats (one text per game), and the hand count."""

    mjai: tuple[str, ...]
    tenhou6: tuple[str, ...]
    mjlog: tuple[str, ...]
    hands: int


def _wins(record: HandRecord, env: Any) -> list[WinAnswer]:
    """The oracle's account of each win, its yakuman by their own names (the driver
    folds a pair wait's suuankou onto suuankou; Tenhou's logs name it)."""
    from tutor.rules.yaku_ids import RIICHIENV_ID_TO_ID

    out = []
    for fact in (f for f in record.facts if f.ask == "win"):
        answer = fact.answer
        if answer.yakuman:
            pid = next(p for p in env.win_results if "ESWN"[(p - _dealer(env)) % 4] == fact.seat)
            raw = tuple(sorted(RIICHIENV_ID_TO_ID[y.id] for y in env.win_results[pid].yaku_list()))
            answer = replace(answer, yaku=raw)
        out.append(answer)
    return out


def _dealer(env: Any) -> int:
    start = next(e for e in env.mjai_log if e["type"] == "start_kyoku")
    return int(start["oya"])


@cache
def corpus(start: int, hands: int) -> Corpus:
    """``hands`` hands played from seed ``start`` on, ten to a game."""
    from jansou.io.mjai import parse_mjai
    from jansou.io.mjlog import dump_mjlog
    from jansou.io.tenhou_json import dump_tenhou_json

    from tests.oracle.rigging import build_rig
    from tests.oracle.riichienv_driver import new_env, play_hand

    env = new_env()
    mjai: list[str] = []
    tenhou6: list[str] = []
    mjlog: list[str] = []
    for first in range(start, start + hands, HANDS_PER_GAME):
        lines = [json.dumps({"type": "start_game", "names": NAMES})]
        wins: list[list[WinAnswer]] = []
        for seed in range(first, min(first + HANDS_PER_GAME, start + hands)):
            rig = build_rig(seed, "chankan") if seed % CHANKAN_EVERY == CHANKAN_EVERY - 1 else None
            record = play_hand(seed, rig=rig, env=env)
            wins.append(_wins(record, env))
            lines += [json.dumps(e) for e in env.mjai_log
                      if e["type"] not in ("start_game", "end_game", "reach_accepted")]
        lines.append(json.dumps({"type": "end_game"}))
        text = "\n".join(lines) + "\n"
        mjai.append(text)
        paifu = parse_mjai(text)
        tenhou6.append(_tenhou6(dump_tenhou_json(paifu), paifu, wins))
        mjlog.append(_mjlog(dump_mjlog(paifu), paifu, wins))
    return Corpus(tuple(mjai), tuple(tenhou6), tuple(mjlog), hands)


def _split_han(answer: WinAnswer) -> list[tuple[str, int]]:
    names = [y for y in answer.yaku]
    if not names:
        return []
    rest = answer.han - (len(names) - 1)
    return [(y, rest if i == 0 else 1) for i, y in enumerate(names)]


def _score_text(answer: WinAnswer) -> str:
    if answer.yakuman:
        return f"役満{answer.points}点"
    return f"{answer.fu}符{answer.han}飜{answer.points}点"


def _tenhou6(data: dict[str, Any], paifu: Any, wins: list[list[WinAnswer]]) -> str:
    data["name"] = NAMES
    for entry, round_log, answers in zip(data["log"], paifu.rounds, wins, strict=True):
        result = entry[-1]
        if result[0] != "和了":
            kind = getattr(round_log.outcome, "kind", "")
            result[0] = TENHOU_DRAWS.get(kind, result[0])
            continue
        for number, answer in enumerate(answers):
            info = result[2 + 2 * number]
            if answer.yakuman:
                texts = [f"{_TENHOU_NAME[y]}(役満)" for y in answer.yaku]
            else:
                texts = [f"{_TENHOU_NAME[y]}({han}飜)" for y, han in _split_han(answer)]
            info[3:] = [_score_text(answer), *texts]
    return json.dumps(data, ensure_ascii=False)


def _mjlog(xml: str, paifu: Any, wins: list[list[WinAnswer]]) -> str:
    root = ET.fromstring(xml)
    numbers = {name: n for n, name in enumerate(MJLOG_YAKU)}
    hand = -1
    won = 0
    for element in root:
        if element.tag == "INIT":
            hand += 1
            won = 0
        elif element.tag == "AGARI":
            answer = wins[hand][won]
            won += 1
            if answer.yakuman:
                element.set("yakuman", ",".join(str(numbers[_TENHOU_NAME[y]]) for y in answer.yaku))
            else:
                pairs = [f"{numbers[_TENHOU_NAME[y]]},{han}" for y, han in _split_han(answer)]
                element.set("yaku", ",".join(pairs))
            element.set("ten", f"{answer.fu},{answer.points},0")
        elif element.tag == "RYUUKYOKU":
            kind = getattr(paifu.rounds[hand].outcome, "kind", "")
            if kind in MJLOG_DRAWS:
                element.set("type", MJLOG_DRAWS[kind])
    return ET.tostring(root, encoding="unicode")
