"""The value of a yakuman win (issue 20, item 5): the double-yakuman waits, several
yakuman in one hand and the ruleset's cap, asked as how many yakuman the win is paid
and explained by the engine under each preset's options."""

from __future__ import annotations

import pytest

from tutor import api, drills
from tutor.drills.question import Question

SKILL = "yakuman_value"
COUNT = 16
PRESETS = ("tenhou", "mahjong-soul", "ema")
"""Single waits and stacking; double waits and big four winds; no stacking at all."""


@pytest.fixture(scope="module")
def samples() -> dict[str, list[Question]]:
    return {preset: [drills.question_at(SKILL, preset, 3, i) for i in range(COUNT)]
            for preset in PRESETS}


def _codes(question: Question) -> set[str]:
    return {r.code for r in question.judgment.reasons}


def test_every_code_of_each_preset_is_reached(samples: dict[str, list[Question]]) -> None:
    skill = drills.skill(SKILL)
    for preset, questions in samples.items():
        reached = set().union(*map(_codes, questions))
        wanted = set(skill.codes_for(api.load_ruleset(preset)))
        assert wanted <= reached, (preset, wanted - reached)


def test_the_answer_is_what_the_engine_pays(samples: dict[str, list[Question]]) -> None:
    for questions in samples.values():
        for question in questions:
            paid = question.judgment.answer["yakuman"]
            assert paid >= 1 and question.answer == str(paid)
            label = {c.key: c.label for c in question.choices}[question.answer]
            assert ("yakuman" in label) and ("役満" in label or paid > 3)


def test_presets_disagree_as_their_options_say(samples: dict[str, list[Question]]) -> None:
    assert all(q.answer == "1" for q in samples["ema"])  # one yakuman at most
    assert any(q.answer >= "2" for q in samples["tenhou"])  # stacked
    doubles = [q for q in samples["mahjong-soul"]
               if "double_yakuman_waits.double_wait" in _codes(q)
               and "yakuman_stacking.capped" not in _codes(q)]
    assert doubles and all(q.answer >= "2" for q in doubles)


def test_a_capped_hand_says_the_changed_rule_and_pays_the_cap(
        samples: dict[str, list[Question]]) -> None:
    capped = [q for qs in samples.values() for q in qs
              if "yakuman_stacking.capped" in _codes(q)]
    assert capped
    for question in capped:
        assert question.prompt.startswith("Under a changed rule")
        cap = api.parse_situation(question.situation_text).rules["yakuman_cap"]
        assert question.explanation[0].code == "yakuman_stacking.capped"
        assert question.answer == str(cap)
        preset = question.situation_text.replace(f"yakuman_cap = {cap}\n", "")
        assert api.judge(api.parse_situation(preset)).answer["yakuman"] > cap
