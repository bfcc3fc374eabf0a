"""Explanations answer the question asked, prompts keep the answer to themselves, every
wrong choice is false, and every sentence a learner reads is whole.

One seeded sample serves all: the drill tests' shared sample (every skill under Tenhou,
a few under other presets), one question of every other skill and preset, and a few of
every form beside a skill's first.
"""

from __future__ import annotations

import re
from functools import cache

import pytest

from tests.drills.sample import CASES, sample
from tutor import api, drills
from tutor.drills.curated import questions_from_text
from tutor.drills.deal import table_size
from tutor.drills.explain import split
from tutor.drills.forms import NOT_REASONS, yes_no_answer
from tutor.drills.question import Question
from tutor.judges import all_codes
from tutor.paths import content_dir
from tutor.rules.ruleset import preset_names
from tutor.rules.tile_names import has_code

OTHER_FORMS = 3
"""Questions of each form beside a skill's first (their prompts and choices differ)."""


HOUSE_RULES = str(content_dir() / "house-rules" / "open-riichi-club.toml")
"""Open riichi, which no preset plays, is drilled under this club's rules."""


def _presets(skill: drills.Skill) -> list[str]:
    found = [p for p in preset_names()
             if table_size(p) == 4 and skill.applies_to(api.load_ruleset(p))]
    return found or [HOUSE_RULES]


@cache
def everything() -> tuple[Question, ...]:
    found: list[Question] = []
    for skill in drills.skills():
        for preset in _presets(skill):
            shared = (skill.id, preset) in CASES  # built anyway for the drill tests
            found += sample(skill.id, preset) if shared else sample(skill.id, preset, 1)
        ruleset = _presets(skill)[0]
        for form in skill.forms[1:]:
            found += [drills.question_at(skill.id, ruleset, 5, i, form=form)
                      for i in range(OTHER_FORMS)]
    return tuple(found)


def test_the_first_reason_belongs_to_the_skill_s_rule_card() -> None:
    for question in everything():
        skill = drills.skill(question.skill)
        first = question.explanation[0]
        assert first.rule == skill.card or first.code in skill.codes, (
            question.id, [r.code for r in question.explanation])


def test_the_reasons_of_other_rules_come_after_the_asked_rule_s() -> None:
    for question in everything():
        asked, also = split(question)
        assert asked and asked[0] is question.explanation[0]
        assert {r.rule for r in asked} <= {asked[0].rule, question.card}
        assert all(r.rule not in (asked[0].rule, question.card) for r in also[:1])


def _first(skill: str) -> list[tuple[Question, str]]:
    return [(q, q.explanation[0].text) for q in everything() if q.skill == skill]


def test_a_haitei_no_says_how_many_tiles_were_left_or_why_it_was_not_the_last() -> None:
    noes = [(q, text) for q, text in _first("haitei_houtei")
            if not yes_no_answer(drills.skill("haitei_houtei"), q.judgment)]
    assert noes
    for question, text in noes:
        assert re.search(r"\d+ tiles? were still in the live wall", text) or \
            "replacement" in text or "kan tile" in text, (question.id, text)


def test_the_stick_question_says_where_the_stick_goes() -> None:
    for question, text in _first("riichi_stick"):
        assert "stick" in text and (question.seat in text), (question.id, text)


def test_a_riichi_yes_names_the_waits() -> None:
    yeses = [(q, text) for q, text in _first("riichi_allowed") if q.judgment.answer is True]
    assert yeses
    for question, text in yeses:
        assert "waiting on" in text, (question.id, text)


def test_prompts_never_state_the_answer() -> None:
    for question in everything():
        prompt = question.prompt.lower()
        assert "the answer is yes" not in prompt and "the answer is no" not in prompt
        assert "does not end" not in prompt and "ends here in" not in prompt, question.prompt
        if question.form == "reason":
            right = dict((c.key, c.label) for c in question.choices)[question.answer]
            assert right.lower().rstrip(".") not in prompt


def test_every_wrong_reason_is_untrue_of_the_situation() -> None:
    described = {text[:1].upper() + text[1:].rstrip(".") + ".": code
                 for code, text in all_codes().items()}
    for question in everything():
        if question.form != "reason" or question.skill in NOT_REASONS:
            continue  # counts, tiles and values, not reasons
        said = {r.code for r in question.judgment.reasons}
        for choice in question.choices:
            if choice.key == question.answer:
                continue
            code = described.get(choice.label)
            assert code is not None and code not in said, (question.id, choice.label)


def test_the_rulesets_form_offers_presets_the_situation_is_played_under() -> None:
    for question in everything():
        if question.form != "rulesets":
            continue
        situation = api.parse_situation(question.situation_text)
        titles = {c.label for c in question.choices}
        offered = [p for p in preset_names() if api_title(p) in titles]
        assert offered and all(table_size(p) == situation.players for p in offered)
        skill = drills.skill(question.skill)
        for choice in question.choices:
            name = next(p for p in offered if api_title(p) == choice.label)
            said = yes_no_answer(skill, api.judge(situation, ruleset=name))
            assert said == (choice.key in question.answer), (question.id, name)


def api_title(preset: str) -> str:
    from tutor.rules.wording import preset_title

    return preset_title(preset)


BROKEN = [
    (re.compile(r"\(s\)"), "a stray (s)"),
    (re.compile(r"\b(\w+) \1\b", re.IGNORECASE), "a doubled word"),
    (re.compile(r"\s[,.;:)]|\(\s*\)|'s [,.;]|\s{2,}|: [,.;]"), "an empty slot"),
    (re.compile(r"\b[a-z]+_[a-z_]+\b"), "a raw id"),
    (re.compile(r"\b[a-z]+\.[a-z_]+\b"), "a reason code"),
]


@cache
def curated() -> tuple[Question, ...]:
    """Questions of every situation file shipped (their codes reach further)."""
    found: list[Question] = []
    for path in sorted((content_dir() / "situations").rglob("*.toml")):
        try:
            found += questions_from_text(path.read_text(encoding="utf-8"), name=path.stem,
                                         file=str(path))
        except api.TutorError:
            continue
    return tuple(found)


def _sentences(question: Question) -> list[str]:
    return [question.prompt, *(c.label for c in question.choices),
            *(r.text for r in question.explanation)]


@pytest.mark.parametrize(("pattern", "what"), BROKEN, ids=[w for _, w in BROKEN])
def test_no_sentence_is_broken(pattern: re.Pattern[str], what: str) -> None:
    for question in everything() + curated():
        for text in _sentences(question):
            assert not pattern.search(text), f"{what} in {question.id}: {text}"


def test_no_sentence_names_a_tile_by_its_code() -> None:
    for question in everything() + curated():
        for text in _sentences(question):
            assert not has_code(text), f"{question.id}: {text}"
