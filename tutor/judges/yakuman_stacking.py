"""Yakuman stacking (複合役満) and its cap: how many yakuman a hand that holds several
is paid.

Where ``yakuman_stacking`` holds, the yakuman of one hand add up (a double one counting
two); elsewhere only the largest is paid. Either way no more than ``yakuman_cap`` times
a yakuman is paid. The scorer pays the value (``tutor.rules.scoring``); this module
says how it was reached.
"""

from __future__ import annotations

from collections.abc import Mapping

from tutor.judges.base import Reason
from tutor.rules.ruleset import Ruleset
from tutor.rules.wording import rules_phrase
from tutor.rules.yaku_names import yaku_list, yaku_name

RULE = "yakuman_stacking"
YAKUMAN_HAN = 13
CODES = {
    "yakuman_stacking.one_yakuman": "the hand holds one yakuman: there is nothing to stack",
    "yakuman_stacking.stacked": "the different yakuman of the hand add up",
    "yakuman_stacking.not_stacked": "the ruleset pays only the largest yakuman of a hand",
    "yakuman_stacking.capped": "the hand's yakuman add up past the ruleset's cap, "
                               "so the cap is paid",
}


def _reason(code: str, event: int | None, text: str) -> Reason:
    return Reason(f"{RULE}.{code}", event, RULE, text)


def _times(multiples: int) -> str:
    return {1: "one yakuman", 2: "a double yakuman"}.get(multiples, f"{multiples}× yakuman")


def stack_reasons(held: Mapping[str, int], paid: int, ruleset: Ruleset, seat: str,
                  event: int | None) -> list[Reason]:
    """How the yakuman ``held`` (id → han) came to be paid ``paid`` times."""
    if not held:
        return []
    rules = rules_phrase(ruleset)
    if len(held) == 1:
        (yaku, han), = held.items()
        found = _reason("one_yakuman", event,
                        f"{seat}'s hand holds one yakuman, {yaku_name(yaku)}, worth "
                        f"{_times(han // YAKUMAN_HAN)}: there is nothing to stack.")
        total = han // YAKUMAN_HAN
    elif ruleset.yakuman_stacking:
        total = sum(held.values()) // YAKUMAN_HAN
        found = _reason("stacked", event,
                        f"{seat}'s hand holds {len(held)} yakuman ({yaku_list(held)}), and "
                        f"{rules} add them up: {_times(total)}.")
    else:
        top = max(held, key=lambda y: held[y])
        total = held[top] // YAKUMAN_HAN
        which = ("one of them" if len(set(held.values())) == 1
                 else f"the largest, {yaku_name(top)}")
        found = _reason("not_stacked", event,
                        f"{seat}'s hand holds {len(held)} yakuman ({yaku_list(held)}), but "
                        f"{rules} pay only {which}: {_times(total)}.")
    if total <= paid:
        return [found]
    return [found, _reason("capped", event,
                           f"{rules[:1].upper() + rules[1:]} pay at most "
                           f"{_times(ruleset.yakuman_cap)}, so {seat} is paid "
                           f"{_times(paid)}, not {_times(total)}.")]
