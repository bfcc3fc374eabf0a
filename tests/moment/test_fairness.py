"""Fair questions, counted: nothing the answer depends on is hidden from the learner.

Over the five shipped drills, every curated situation and a seeded sample of generated
questions of every skill under every preset (the 200-per-skill run is the bench
``python -m tests.bench fairness``), no question draws a stale hand, folds away a cited
event, hides the ura dora it counts, leaves a changed rule unnamed or shows an MPSZ code.
"""

from __future__ import annotations

import itertools

import pytest

from tests.moment.fairness import (
    curated_questions,
    generated_questions,
    problems,
    shipped_drill_questions,
)
from tutor import drills
from tutor.cli.drill_text import situation_lines
from tutor.rules.ruleset import preset_names

PER_SKILL = 3
"""Generated questions per skill and preset here: cheap enough for CI (about 400)."""


def _unfair(questions: list[drills.Question]) -> list[str]:
    return [f"{q.id}: {p}" for q in questions for p in problems(q)]


def test_the_shipped_drills_are_fair() -> None:
    questions = list(shipped_drill_questions())
    assert len(questions) == 56
    assert _unfair(questions) == []


def test_the_curated_situations_are_fair() -> None:
    questions = list(curated_questions())
    assert len(questions) > 300
    assert _unfair(questions) == []


@pytest.mark.parametrize("preset", preset_names())
def test_generated_questions_of_every_skill_are_fair(preset: str) -> None:
    questions = list(generated_questions(PER_SKILL, [preset]))
    assert len({q.skill for q in questions}) >= 10
    assert _unfair(questions) == []


def test_a_stale_hand_or_a_folded_reason_is_caught() -> None:
    """The checks can fail: a question whose reason cites an event past the timeline,
    and one whose prompt carries a code, are reported."""
    from dataclasses import replace

    question = next(drills.questions("furiten", "tenhou", seed=3))
    ghost = replace(question.explanation[0], text="S discarded it at event 999.")
    worse = replace(question, explanation=(ghost,), prompt="Is S furiten after 5z?")
    found = problems(worse)
    assert any("999" in p for p in found)
    assert any("MPSZ" in p for p in found)


def test_the_ura_question_shows_the_ura_indicator() -> None:
    question = next(
        q for q in itertools.islice(drills.questions("win_value", "tenhou", seed=11), 30)
        if any(r.code == "dora.ura_counted" for r in q.judgment.reasons)
    )
    assert any("ura dora indicator" in line for line in situation_lines(question))


def test_the_strict_kan_question_names_its_rule_before_the_answer() -> None:
    question = next(
        q for q in itertools.islice(drills.questions("ankan_riichi", "tenhou", seed=1), 12)
        if '"strict"' in q.situation_text
    )
    assert question.prompt.startswith("Under a changed rule (closed kan after riichi: strict")
    lines = situation_lines(question)
    assert "Rules changed here (Tenhou): closed kan after riichi: strict" in lines[0]
