"""Double-yakuman waits (ダブル役満): what a yakuman of a special wait, or big four winds,
is worth under the ruleset.

Thirteen orphans waiting on all thirteen tiles (国士無双十三面待ち), true nine gates
waiting on all nine (純正九蓮宝燈) and four concealed triplets waiting on the pair
(四暗刻単騎) are double yakuman where ``double_yakuman_waits`` holds, single elsewhere;
big four winds (大四喜) is double where ``daisuushii_double`` holds. The same yakuman won
on its ordinary wait is single everywhere. The scorer pays the values; this module says
why, for each yakuman of the hand that has a double form.
"""

from __future__ import annotations

from collections.abc import Mapping

from tutor.judges.base import Reason
from tutor.rules.ruleset import Ruleset
from tutor.rules.wording import rules_phrase
from tutor.rules.yaku_ids import DOUBLE_WAIT_YAKUMAN
from tutor.rules.yaku_names import yaku_name

RULE = "double_yakuman_waits"
CODES = {
    "double_yakuman_waits.double_wait": "the yakuman was won on its special wait, "
                                        "which the ruleset pays as a double yakuman",
    "double_yakuman_waits.single_wait": "the yakuman was won on its special wait, "
                                        "but the ruleset pays it as a single yakuman",
    "double_yakuman_waits.ordinary_wait": "the yakuman was not won on its special wait, "
                                          "so it is a single yakuman even where that wait "
                                          "is double",
    "double_yakuman_waits.daisuushii_double": "big four winds is a double yakuman "
                                              "under the ruleset",
    "double_yakuman_waits.daisuushii_single": "big four winds is a single yakuman "
                                              "under the ruleset",
}

ORDINARY_FORMS = {"kokushi": "kokushi_13", "chuuren": "junsei_chuuren",
                  "suuankou": "suuankou_tanki"}
"""A yakuman won on its ordinary wait → its special-wait form."""

_SPECIAL_WAIT = {
    "kokushi_13": "before the winning tile it held one of each terminal and honour, "
                  "waiting on all thirteen",
    "junsei_chuuren": "before the winning tile it was 1112345678999 of one suit, "
                      "waiting on all nine",
    "suuankou_tanki": "its four triplets were complete and the winning tile made the pair",
}


def _reason(code: str, event: int | None, text: str) -> Reason:
    return Reason(f"{RULE}.{code}", event, RULE, text)


def wait_reasons(held: Mapping[str, int], ruleset: Ruleset, seat: str,
                 event: int | None) -> list[Reason]:
    """Why each yakuman of the hand with a double form counts once or twice."""
    reasons: list[Reason] = []
    rules = rules_phrase(ruleset)
    for yaku in held:
        name = yaku_name(yaku)
        if yaku in DOUBLE_WAIT_YAKUMAN:
            double = ruleset.double_yakuman_waits
            reasons.append(_reason(
                "double_wait" if double else "single_wait", event,
                f"{seat}'s {name}: {_SPECIAL_WAIT[yaku]}; {rules} pay it as "
                f"{'a double' if double else 'a single'} yakuman."))
        elif yaku in ORDINARY_FORMS and ruleset.double_yakuman_waits:
            reasons.append(_reason(
                "ordinary_wait", event,
                f"{seat} won {name} without its special wait, so it is a single yakuman, "
                f"although {rules} pay {yaku_name(ORDINARY_FORMS[yaku])} double."))
        elif yaku == "daisuushii":
            double = ruleset.daisuushii_double
            reasons.append(_reason(
                "daisuushii_double" if double else "daisuushii_single", event,
                f"{rules[:1].upper() + rules[1:]} pay {name} as "
                f"{'a double' if double else 'a single'} yakuman."))
    return reasons
