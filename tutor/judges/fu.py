"""The fu of a win, item by item (符計算): the ``fu`` ask.

The win is judged and scored as the ``win`` ask scores it (``tutor.judges.win``); the
fu items are the scorer's (``tutor.rules.fu_items``, read off the ``mahjong`` library's
reading of the hand), each told as a reason of its own, then their sum and its rounding.
The answer is the ``win`` answer with ``fu_items`` added: ``[{"code", "fu"}, …]`` in the
order they are counted.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tutor.judges.base import Reason, reason
from tutor.judges.win import score_asked_win
from tutor.rules.fu_items import FuItem

if TYPE_CHECKING:
    from tutor.engine.situation import Question
    from tutor.engine.table import Table
    from tutor.rules.scoring import ScoreResult

RULE = "fu"
CODES = {
    "fu.base": "20 fu for winning at all (futei)",
    "fu.chiitoitsu": "seven pairs count a fixed 25 fu",
    "fu.menzen_ron": "10 fu for a ron with a closed hand",
    "fu.tsumo": "2 fu for winning by tsumo",
    "fu.pinfu_tsumo": "pinfu by tsumo earns no 2 fu for the tsumo",
    "fu.closed_triplet_simple": "4 fu for a closed triplet of simples",
    "fu.open_triplet_simple": "2 fu for an open triplet of simples (or one completed by ron)",
    "fu.closed_triplet_terminal": "8 fu for a closed triplet of terminals or honours",
    "fu.open_triplet_terminal": "4 fu for an open triplet of terminals or honours",
    "fu.closed_kan_simple": "16 fu for a closed kan of simples",
    "fu.open_kan_simple": "8 fu for an open kan of simples",
    "fu.closed_kan_terminal": "32 fu for a closed kan of terminals or honours",
    "fu.open_kan_terminal": "16 fu for an open kan of terminals or honours",
    "fu.pair_yakuhai": "2 fu for a pair of dragons, the seat wind or the round wind",
    "fu.pair_double_wind": "a pair of the wind that is both seat and round wind",
    "fu.wait_kanchan": "2 fu for a closed wait (kanchan)",
    "fu.wait_penchan": "2 fu for an edge wait (penchan)",
    "fu.wait_tanki": "2 fu for a pair wait (tanki)",
    "fu.open_pinfu": "an open hand that earned no fu is counted as 30",
    "fu.round_up": "the fu are rounded up to the next 10",
    "fu.other": "a fu item the tutor has no name for",
    "fu.total": "the fu of the hand in all",
    "fu.limit": "from mangan up the fu no longer change the payment",
    "fu.none": "the hand is paid as a fixed value without fu",
}
_ITEM_CODES = frozenset(code.removeprefix("fu.") for code in CODES)


def _r(code: str, event: int | None, text: str) -> Reason:
    return reason(RULE, code, event, text)


def item_reason(item: FuItem, event: int | None) -> Reason:
    """One fu item as a learner reads it ("8 fu for a closed triplet of 9 pin.")."""
    code = item.code if item.code in _ITEM_CODES else "other"
    if item.code == "round_up":
        return _r(code, event, f"{item.text[:1].upper()}{item.text[1:]}.")
    if item.code == "chiitoitsu":
        return _r(code, event, "25 fu for seven pairs (chiitoitsu), a fixed count: its pair "
                  "wait and a tsumo add nothing, and it is not rounded up.")
    article = "a " if item.code.startswith(("closed_", "open_", "pair_", "wait_")) else ""
    return _r(code, event, f"{item.fu} fu for {article}{item.text}.")


def total_reason(result: ScoreResult, event: int | None) -> Reason:
    """The sum of the items, and its rounding."""
    counted = [item.fu for item in result.fu_items if item.code != "round_up"]
    raw = sum(counted)
    added = " + ".join(str(fu) for fu in counted)
    if raw == result.fu:
        text = f"In all: {added} = {result.fu} fu." if len(counted) > 1 else \
            f"In all: {result.fu} fu."
    else:
        text = f"In all: {added} = {raw}, rounded up to {result.fu} fu."
    return _r("total", event, text)


def fu_reasons(result: ScoreResult, event: int | None) -> list[Reason]:
    """The fu count item by item, then the total (and whether it still matters)."""
    if not result.fu_items:
        return [_r("none", event, "The hand is paid as a fixed value and counts no fu.")]
    reasons: list[Reason] = []
    for item in result.fu_items:
        reasons.append(item_reason(item, event))
        if item.code == "base" and "pinfu" in result.yaku and _won_by_tsumo(result):
            reasons.append(_r("pinfu_tsumo", event, "No 2 fu for the tsumo: a pinfu hand "
                              "won by tsumo keeps its 20 fu."))
    reasons.append(total_reason(result, event))
    # below 5 han a mangan is reached by the fu themselves: there they still count
    if result.yakuman or (result.limit is not None and result.han >= 5):
        limit = "a yakuman" if result.yakuman else result.limit.replace("_", " ") \
            if result.limit else ""
        reasons.append(_r("limit", event, f"The hand is paid as {_article(limit)}, so its fu "
                          "no longer change what it is paid."))
    return reasons


def _article(limit: str) -> str:
    return limit if limit.startswith("a ") else f"a {limit}"


def _won_by_tsumo(result: ScoreResult) -> bool:
    return "menzen_tsumo" in result.yaku


def judge_fu(table: Table, question: Question) -> tuple[Any, list[Reason]]:
    """The ``fu`` ask: the win's fu item by item (the ``win`` answer when none scored)."""
    scored = score_asked_win(table, question)
    if scored.result is None:
        return scored.answer, scored.reasons
    items = [{"code": item.code, "fu": item.fu} for item in scored.result.fu_items]
    others = [r for r in scored.reasons if r.code != "win.fu"]
    return {**scored.answer, "fu_items": items}, [*fu_reasons(scored.result, scored.event),
                                                   *others]
