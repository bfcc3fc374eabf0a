"""Generated questions: the answer is the engine's, every code of a skill turns up, both
answers of a yes/no skill turn up, and the situation judged again says the same."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.drills.sample import CASES, applicable, sample
from tutor import api, drills
from tutor.__main__ import main
from tutor.drills.forms import yes_no_answer


@pytest.mark.parametrize(("skill", "ruleset"), CASES)
def test_every_code_of_the_skill_turns_up(skill: str, ruleset: str) -> None:
    found = drills.skill(skill)
    codes = {r.code for q in sample(skill, ruleset) for r in q.explanation}
    missing = set(found.codes_for(api.load_ruleset(ruleset))) - codes
    assert not missing, f"{skill} under {ruleset}: no question showed {sorted(missing)}"


@pytest.mark.parametrize("skill", [s.id for s in applicable("tenhou")])
def test_a_question_is_the_engine_s_judgment_of_its_own_situation(skill: str) -> None:
    found = drills.skill(skill)
    for question in sample(skill):
        judgment = api.judge(api.parse_situation(question.situation_text))
        assert judgment == question.judgment
        # the same reasons, the asked rule's first (one the answer does not turn on may lead)
        told = [r.code for r in question.explanation]
        said = [r.code for r in judgment.reasons]
        assert sorted(told) == sorted(said) or sorted(told[1:]) == sorted(said)
        assert question.card == found.card and question.skill == skill
        if question.form == "yes_no":
            assert question.answer == yes_no_answer(found, judgment)
            assert question.is_correct(question.answer)
            assert not question.is_correct(not question.answer)


@pytest.mark.parametrize("skill", [s.id for s in applicable("tenhou") if s.forms[0] == "yes_no"])
def test_a_yes_no_skill_asks_both_ways(skill: str) -> None:
    answers = {q.answer for q in sample(skill)}
    assert answers == {True, False}


@pytest.mark.parametrize(("skill", "ruleset"), CASES[::2])
def test_generated_files_pass_judge_check(skill: str, ruleset: str, tmp_path: Path) -> None:
    for question in sample(skill, ruleset)[:4]:
        path = tmp_path / f"{question.id}.toml"
        path.write_text(question.situation_text, encoding="utf-8")
        assert main(["judge", str(path), "--check"]) == 0, question.situation_text


def test_only_the_asked_seat_s_hand_is_shown() -> None:
    for question in sample("furiten"):
        situation = api.parse_situation(question.situation_text)
        assert set(situation.hands) == {question.seat}


@pytest.mark.parametrize("form", ["reason", "rulesets"])
def test_choice_forms_offer_the_engine_s_answer_among_others(form: str) -> None:
    for index in range(4):
        question = drills.question_at("riichi_allowed", "tenhou", 3, index, form=form)
        keys = [choice.key for choice in question.choices]
        assert len(keys) == len(set(keys)) >= 3
        if form == "reason":
            assert question.answer in keys
            label = dict((c.key, c.label) for c in question.choices)[question.answer]
            deciding = drills.forms.deciding_reason(
                drills.skill("riichi_allowed"), question.judgment
            )
            assert label.rstrip(".").lower() in _described(deciding.code).lower()
        else:
            assert question.answer <= set(keys)
            assert "0m" not in question.situation_text and "0p" not in question.situation_text


def _described(code: str) -> str:
    from tutor.judges import all_codes

    return all_codes()[code]


def test_win_value_forms_carry_numbers_from_the_win() -> None:
    question = drills.question_at("win_value", "tenhou", 1, 0, form="han_fu")
    answer = question.judgment.answer
    assert question.answer == (answer["han"], answer["fu"])
    question = drills.question_at("win_value", "tenhou", 1, 0, form="points")
    assert question.answer == question.judgment.answer["points"]


def test_difficulty_keeps_to_the_codes_of_its_level() -> None:
    found = drills.skill("ippatsu")
    for difficulty in (1, 3):
        for question in (
            drills.question_at("ippatsu", "tenhou", 2, i, difficulty=difficulty) for i in range(6)
        ):
            assert question.difficulty == difficulty
            levels = {found.codes[r.code] for r in question.explanation if r.code in found.codes}
            assert difficulty in levels


def test_a_mixed_drill_takes_the_skills_in_turn() -> None:
    stream = drills.mixed(["furiten", "ippatsu"], seed=4)
    assert [next(stream).skill for _ in range(4)] == ["furiten", "ippatsu"] * 2


@pytest.mark.parametrize("ruleset", ["tenhou", "mahjong-soul", "wrc", "ema", "m-league",
                                     "shanghai-dynasty"])
def test_every_skill_of_every_preset_generates_situations_it_judges_again(
        ruleset: str) -> None:
    for skill in applicable(ruleset):
        for index in range(2):
            question = drills.question_at(skill.id, ruleset, 21, index)
            again = api.judge(api.parse_situation(question.situation_text))
            assert again == question.judgment, question.situation_text
