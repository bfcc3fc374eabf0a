"""Hand yaku (issue 20, item 1): wins steered toward every yaku of the ruleset, and
toward look-alikes that are not it, asked as "which yaku" and as yes/no."""

from __future__ import annotations

from collections import Counter

import pytest

from tutor import api, drills
from tutor.drills.deal import table_size
from tutor.drills.forms import win_yaku
from tutor.drills.scenarios.hand_yaku import scores, steered_yaku

SKILL = "hand_yaku"


@pytest.mark.parametrize("ruleset", ["tenhou", "shanghai-dynasty", "tenhou-sanma"])
def test_every_steered_yaku_is_scored_in_the_sample(ruleset: str) -> None:
    """Two questions a yaku: the spread reaches each, and each hand scores it."""
    wanted = steered_yaku(api.load_ruleset(ruleset), table_size(ruleset))
    scored: Counter[str] = Counter()
    for index in range(2 * len(wanted)):
        question = drills.question_at(SKILL, ruleset, 7, index)
        scored.update(y for y in wanted if scores(y, win_yaku(question.judgment)))
    assert [y for y in wanted if not scored[y]] == []


def test_the_local_yaku_are_steered_only_where_the_ruleset_scores_them() -> None:
    assert "sanrenkou" in steered_yaku(api.load_ruleset("shanghai-dynasty"), 4)
    assert "sanrenkou" not in steered_yaku(api.load_ruleset("tenhou"), 4)
    assert "sanshoku" not in steered_yaku(api.load_ruleset("tenhou-sanma"), 3)


def test_the_which_yaku_form_offers_every_scored_yaku_among_look_alikes() -> None:
    for index in range(12):
        question = drills.question_at(SKILL, "tenhou", 3, index)
        labels = {c.key: c.label for c in question.choices}
        assert 2 < len(labels) <= 9 and question.answer <= set(labels)
        scored = [y for y in win_yaku(question.judgment) if y not in ("dora", "aka_dora",
                                                                        "ura_dora")]
        assert len(question.answer) == len(scored), (labels, scored)


def test_yes_no_asks_one_yaku_and_is_balanced() -> None:
    answers = []
    for index in range(40):
        question = drills.question_at(SKILL, "tenhou", 5, index, form="yes_no")
        assert question.prompt.startswith(f"{question.seat} has just won. Does the win score")
        answers.append(bool(question.answer))
    assert 0.35 <= sum(answers) / len(answers) <= 0.65
