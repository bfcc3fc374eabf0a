"""How a judged answer compares with a situation file's ``[expect]`` table.

Both ``riichi-tutor judge --check`` and the content check use ``compare``, so a curated
file passes or fails in the same way wherever it is checked.
"""

from __future__ import annotations

import json
from typing import Any

from tutor.engine.situation import Expect
from tutor.judges.base import Judgment


def compare(expect: Expect, judgment: Judgment) -> list[str]:
    """Mismatches between ``[expect]`` and the judgment (empty when they agree)."""
    problems: list[str] = []
    answer: Any = judgment.answer
    if expect.invalid:
        return ["the file expects the situation to be refused, but it was judged"]
    if expect.answer_is_null and answer is not None:
        problems.append(f"expected answer null, got {json.dumps(answer)}")
    if expect.has_answer and answer != expect.answer:
        problems.append(f"expected answer {json.dumps(expect.answer)}, got {json.dumps(answer)}")
    if isinstance(answer, dict) or expect.yaku_include or expect.yaku_exclude:
        yaku = answer.get("yaku", {}) if isinstance(answer, dict) else {}
        problems += [f"yaku {y!r} expected, absent" for y in expect.yaku_include if y not in yaku]
        problems += [
            f"yaku {y!r} present, expected absent" for y in expect.yaku_exclude if y in yaku
        ]
        if expect.points is not None and (
            not isinstance(answer, dict) or answer.get("points") != expect.points
        ):
            got = answer.get("points") if isinstance(answer, dict) else None
            problems.append(f"expected points {expect.points}, got {got}")
        if expect.payments is not None:
            got_pay = answer.get("payments", {}) if isinstance(answer, dict) else {}
            for seat in "ESWN":
                if got_pay.get(seat, 0) != expect.payments.get(seat, 0):
                    problems.append(f"expected payments {expect.payments}, got {got_pay}")
                    break
    if not (
        expect.has_answer
        or expect.answer_is_null
        or expect.yaku_include
        or expect.yaku_exclude
        or expect.points is not None
        or expect.payments is not None
    ):
        problems.append("the file has no [expect] answer to check against")
    return problems
