"""Which tile an indicator makes dora (issue 20, item 3): the asked indicator is one the
moment shows (a kan indicator included), the tiles offered are the dora and the tiles a
learner mistakes for it, and the answer and its explanation are the engine's."""

from __future__ import annotations

import pytest

from tutor import api, drills
from tutor.drills.question import Question
from tutor.rules.tile_names import words_in_text
from tutor.rules.tiles import tile_name

SKILL = "dora_indicator"
COUNT = 24


@pytest.fixture(scope="module", params=["tenhou", "tenhou-sanma"])
def sample(request: pytest.FixtureRequest) -> tuple[str, list[Question]]:
    ruleset: str = request.param
    return ruleset, [drills.question_at(SKILL, ruleset, 5, i) for i in range(COUNT)]


def _asked(question: Question) -> tuple[str, str]:
    """(the indicator the prompt names, the tile the learner is right to pick), in words."""
    prompt = question.prompt
    indicator = prompt.split(" of this hand is ", 1)[1].split(". Which", 1)[0]
    labels = {c.key: c.label for c in question.choices}
    return indicator, labels[question.answer]


def test_every_way_of_counting_on_is_asked(sample: tuple[str, list[Question]]) -> None:
    ruleset, questions = sample
    skill = drills.skill(SKILL)
    asked = {q.explanation[0].code for q in questions}
    assert asked == set(skill.codes_for(api.load_ruleset(ruleset)))
    assert any(q.prompt.startswith("Kan dora indicator") for q in questions)


def test_the_answer_is_the_tile_the_engine_names_among_shown_indicators(
        sample: tuple[str, list[Question]]) -> None:
    _, questions = sample
    for question in questions:
        indicator, right = _asked(question)
        situation = api.parse_situation(question.situation_text)
        shown = {words_in_text(tile_name(t)) for t in
                 (*situation.dora_indicators, *situation.kan_dora_indicators)}
        assert indicator in shown
        lead = question.explanation[0]
        assert lead.text.startswith(("The dora indicator " + indicator,
                                     "The kan indicator " + indicator))
        assert f"makes {right} dora" in lead.text
        labels = [c.label for c in question.choices]
        assert len(set(labels)) == len(labels) >= 3
        assert indicator.removeprefix("red ") in labels  # the indicator itself is a trap


def test_three_players_count_on_from_1m_to_9m() -> None:
    questions = [drills.question_at(SKILL, "tenhou-sanma", 5, i, difficulty=3)
                 for i in range(3)]
    for question in questions:
        assert _asked(question) == (words_in_text("1m"), words_in_text("9m"))
    with pytest.raises(api.TutorError, match="no difficulty 3"):
        drills.question_at(SKILL, "tenhou", 5, 0, difficulty=3)


@pytest.mark.parametrize("players", [3, 4])
def test_every_indicator_offers_the_dora_and_tiles_mistaken_for_it(players: int) -> None:
    """Four tiles for a number indicator (9m at three players included, whose own traps
    are only 9m and 1m), three for a dragon (there are only three)."""
    from random import Random

    from tutor.drills.forms import dora_choices
    from tutor.rules.sanma import dora_kind, in_tile_set

    for indicator in (k for k in range(34) if in_tile_set(k, players)):
        picked = dora_choices(indicator, players, Random(indicator))
        offered = 4 if indicator < 27 else 3
        assert len(set(picked)) == len(picked) >= offered, (players, tile_name(indicator))
        assert dora_kind(indicator, players) in picked
