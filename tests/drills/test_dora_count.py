"""Dora indicators (issue 20, item 3): the indicator is steered at the winning hand,
across the wraps (9 to 1, north to east, red to white dragon, 1m to 9m at three
players), and the question's answer is the engine's count of every kind of dora."""

from __future__ import annotations

import pytest

from tutor import api, drills
from tutor.drills.forms import win_yaku
from tutor.rules.tiles import tile_name
from tutor.rules.yaku_ids import DORA_IDS

WRAPS = {"tenhou": {"9m", "9p", "9s", "4z", "7z"},
         "tenhou-sanma": {"1m", "9m", "9p", "9s", "4z", "7z"}}
"""Indicators whose dora is across a wrap (at three players 1m points at 9m)."""


@pytest.mark.parametrize("ruleset", sorted(WRAPS))
def test_the_answer_is_the_engine_s_count_and_wraps_turn_up(ruleset: str) -> None:
    wrapped = 0
    for index in range(16):
        question = drills.question_at("dora_count", ruleset, 7, index)
        counted = sum(int(win_yaku(question.judgment).get(d, 0)) for d in DORA_IDS)
        labels = {c.key: c.label for c in question.choices}
        assert labels[question.answer] == f"{counted} dora"
        first = api.parse_situation(question.situation_text).dora_indicators[0]
        wrapped += tile_name(first) in WRAPS[ruleset]
    assert wrapped >= 4
