"""The fu items and payments of a generated win, as the ``mahjong`` library counts them.

The win is replayed from the question's situation and handed to
``HandCalculator.estimate_hand_value`` with the moment's flags, dora, honba and sticks
and the preset's options (three-player mode under the sanma presets). Its fu details
become (item, fu) pairs in the tutor's item names; its costs become each seat's change
(the north seat absent at three players). :func:`disagreements` says, in words, where the
engine's ``fu`` judgment of the same win differs. Used by ``tests/drills/test_counting.py``
(a CI sample) and ``python -m tests.bench counting`` (1,000 wins a preset).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from mahjong.hand_calculating.hand import HandCalculator
from mahjong.hand_calculating.hand_config import HandConfig, HandConstants, OptionalRules
from mahjong.hand_calculating.scores import ScoresCalculator

from tutor import api
from tutor.drills.question import Question
from tutor.judges import replay, resolve_ruleset
from tutor.judges.situational_yaku import judge_situational, win_context
from tutor.rules.library_input import prepare
from tutor.rules.sanma import seats_for
from tutor.rules.tiles import KIND

PRESETS = ("tenhou", "mahjong-soul", "tenhou-sanma", "mahjong-soul-sanma", "wrc", "ema",
           "m-league", "shanghai-dynasty")
"""Every preset. The library cannot be told that a pair of the wind that is both seat
and round wind is 2 fu (WRC, EMA, M.League): there its 4 is taken as the preset's value,
its total rounded again and its costs asked again for that fu. Nor does it know the
Shanghai: Dynasty local yaku of runs and triplets in a row (``LOCAL``): their han, as the
engine scores them, are added to its own before its costs are asked again."""
LOCAL = ("sanrenkou", "suurenkou", "iisou_sanjun", "iisou_suushun")

_ITEM = {
    "tsumo": "tsumo", "valued_pair": "pair_yakuhai", "double_valued_pair": "pair_double_wind",
    "kanchan": "wait_kanchan", "penchan": "wait_penchan", "pair_wait": "wait_tanki",
    "hand_without_fu": "open_pinfu",
}
_WIND = {"E": 27, "S": 28, "W": 29, "N": 30}


def _set_item(reason: str) -> str | None:
    """``closed_terminal_pon`` → ``closed_triplet_terminal`` (``None``: not a set)."""
    words = reason.split("_")
    if words[-1] not in ("pon", "kan") or words[0] not in ("open", "closed"):
        return None
    size = "triplet" if words[-1] == "pon" else "kan"
    return f"{words[0]}_{size}_{'terminal' if 'terminal' in words else 'simple'}"


def library_items(details: list[Any]) -> Counter[tuple[str, int]]:
    """The library's fu details as (item, fu) pairs in the tutor's names: its base of 30
    for a closed ron is the 20 of any win and the 10 of the closed ron."""
    found: Counter[tuple[str, int]] = Counter()
    for detail in details:
        reason, fu = str(detail["reason"]), int(detail["fu"])
        if reason == "base":
            found.update([("chiitoitsu", 25)] if fu == 25 else
                         [("base", 20)] + ([("menzen_ron", 10)] if fu == 30 else []))
        else:
            found[(_set_item(reason) or _ITEM.get(reason, reason), fu)] += 1
    return found


def library_count(situation: api.Situation, seat: str, local_han: int = 0
                  ) -> tuple[int, Counter[tuple[str, int]], dict[str, int]]:
    """(fu, fu items, each seat's change) of ``seat``'s win by the library, with
    ``local_han`` of yaku it does not know added."""
    rules = resolve_ruleset(situation, None)
    table = replay(situation, rules)
    win = next(w for w in table.wins if w.seat == seat)
    state = table.seat(seat)
    concealed = list(state.hand) if win.source == "tsumo" else [*state.hand, win.tile]
    prep = prepare(concealed, state.melds, win.tile)
    found = judge_situational(table, seat)
    ctx = win_context(table, found, honba=table.honba, riichi_sticks=table.riichi_sticks)
    players = situation.players
    options = OptionalRules(
        has_open_tanyao=rules.open_tanyao, has_aka_dora=rules.aka_dora > 0,
        has_double_yakuman=rules.double_yakuman_waits, kiriage=rules.kiriage_mangan,
        has_daisharin=rules.daisharin,
        kazoe_limit=HandConstants.KAZOE_LIMITED if rules.kazoe_yakuman
        else HandConstants.KAZOE_SANBAIMAN, is_three_player=players == 3)
    config = HandConfig(
        is_tsumo=ctx.is_tsumo, is_riichi=ctx.riichi and not ctx.double_riichi,
        is_daburu_riichi=ctx.double_riichi, is_ippatsu=ctx.ippatsu, is_haitei=ctx.haitei,
        is_houtei=ctx.houtei, is_rinshan=ctx.rinshan, is_chankan=ctx.chankan,
        is_tenhou=ctx.tenhou, is_chiihou=ctx.chiihou, player_wind=_WIND[seat],
        round_wind=_WIND[ctx.round_wind], tsumi_number=ctx.honba,
        kyoutaku_number=ctx.riichi_sticks, num_nuki_dora=ctx.nukidora, options=options)
    ura = ctx.ura_dora_indicators if ctx.riichi or ctx.double_riichi else ()
    response = HandCalculator.estimate_hand_value(
        prep.tiles, prep.win_136, melds=prep.lib_melds, config=config,
        dora_indicators=[KIND[t] * 4 + 1 for t in ctx.dora_indicators],
        ura_dora_indicators=[KIND[t] * 4 + 1 for t in ura])
    if response.error:
        raise AssertionError(f"the library scores no win: {response.error}")
    assert response.cost is not None
    cost = response.cost
    found_items = library_items(response.fu_details or [])
    fu = int(response.fu or 0)
    double = ("pair_double_wind", 4)
    if found_items[double] and rules.double_wind_pair_fu != 4:
        found_items[("pair_double_wind", rules.double_wind_pair_fu)] = found_items.pop(double)
        fu = -(-sum(f * n for (_, f), n in found_items.items()) // 10) * 10
    if fu != response.fu or local_han:
        cost = ScoresCalculator.calculate_scores(int(response.han or 0) + local_han, fu, config)
    change = dict.fromkeys(seats_for(players), 0)
    for payer in change:
        if payer == seat:
            continue
        if ctx.is_tsumo:
            main = seat == "E" or payer == "E"
            owed = cost["main"] + cost["main_bonus"] if main else \
                cost["additional"] + cost["additional_bonus"]
        else:
            owed = cost["main"] + cost["main_bonus"] if payer == win.from_seat else 0
        change[payer] -= owed
        change[seat] += owed
    change[seat] += cost["kyoutaku_bonus"]
    return fu, found_items, change


def disagreements(question: Question) -> list[str]:
    """Where the engine's fu items, fu and payments of the question's win differ from the
    library's (empty when they agree); a win scored as a yakuman or with a seat liable
    (pao) is left out: its fu pay nothing, and the library knows no liability."""
    situation = api.parse_situation(question.situation_text)
    seat = question.judgment.seat
    assert seat is not None
    judged = api.judge(situation, ask="fu")
    answer = judged.answer
    if not isinstance(answer, dict) or answer["yakuman"] or any(
            r.code == "win.pao" for r in judged.reasons):
        return []
    local = sum(han for yaku, han in answer["yaku"].items() if yaku in LOCAL)
    fu, items, change = library_count(situation, seat, local)
    ours = Counter((str(i["code"]), int(i["fu"])) for i in answer["fu_items"]
                   if i["code"] != "round_up")
    paid = {s: answer["payments"].get(s, 0) for s in change}
    problems = []
    if ours != items:
        problems.append(f"fu items {sorted(ours.items())} vs library {sorted(items.items())}")
    if answer["fu"] != fu:
        problems.append(f"fu {answer['fu']} vs library {fu}")
    if paid != change:
        problems.append(f"payments {paid} vs library {change}")
    return [f"{question.id}: {p}" for p in problems]
