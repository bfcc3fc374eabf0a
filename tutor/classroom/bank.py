"""Where a drill's questions come from: a question bank, chosen by name in the definition.

A bank turns (skill, ruleset, seed, index, difficulty) into a :class:`Question`, the same
on every machine. Two banks exist: ``generator`` (``tutor.drills.question_at``, the
default for new drills) and ``curated`` (``tutor.drills.curated``: questions on the
curated situations under ``content/situations/``, quick to build: the tests use it). A
drill's position ``k`` takes skill ``k mod len(skills)`` and that skill's question
``k div len(skills)``, so the skills are mixed evenly and every position is rebuilt on
its own.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import NamedTuple

from tutor.classroom.definition import DrillDef
from tutor.drills.question import Question
from tutor.errors import TutorError

QuestionAt = Callable[[str, str, int, int, int | None], Question]


class Bank(NamedTuple):
    """A named question source (the name goes into every drill made from it)."""

    name: str
    question_at: QuestionAt
    listed: Callable[[], tuple[str, ...]]
    """Lists the skills it asks about, when first asked (listing the curated ones loads
    the engine: a report of a stored drill never asks)."""

    @property
    def skills(self) -> tuple[str, ...]:
        return self.listed()


def question_for(bank: Bank, definition: DrillDef, position: int) -> Question:
    """The drill's question at ``position`` (0-based)."""
    if not 0 <= position < definition.count:
        raise TutorError(f"the drill has {definition.count} questions; no question {position + 1}")
    skills = definition.skills
    skill = skills[position % len(skills)]
    index = position // len(skills)
    return bank.question_at(
        skill, definition.ruleset, definition.seed, index, definition.difficulty
    )


def questions_for(bank: Bank, definition: DrillDef) -> list[Question]:
    """All the drill's questions, in order."""
    return [question_for(bank, definition, k) for k in range(definition.count)]


def check_skills(bank: Bank, skills: tuple[str, ...]) -> None:
    """``TutorError`` naming the first skill the bank cannot ask about."""
    for skill in skills:
        if skill not in bank.skills:
            known = ", ".join(bank.skills)
            raise TutorError(
                f"the {bank.name} question bank has no skill {skill!r}; known: {known}"
            )


# --- the banks ------------------------------------------------------------------------

CURATED_VERSION = "curated-2"


def _curated(skill: str, ruleset: str, seed: int, index: int, difficulty: int | None) -> Question:
    from tutor.drills import curated

    try:
        return curated.question_at(skill, ruleset, seed, index)
    except KeyError:
        raise TutorError(f"no curated question for {skill!r} under the {ruleset} rules") from None


@cache
def _curated_skills() -> tuple[str, ...]:
    from tutor.drills import curated

    return tuple(curated.skills())


def curated_bank() -> Bank:
    """Questions on the curated situations (``tutor.drills.curated``): quick to build."""
    return Bank(CURATED_VERSION, _curated, _curated_skills)


GENERATOR_VERSION = "generator-1"


def _generated(skill: str, ruleset: str, seed: int, index: int, difficulty: int | None) -> Question:
    from tutor.drills import question_at

    return question_at(skill, ruleset, seed, index, difficulty=difficulty)


@cache
def _generated_skills() -> tuple[str, ...]:
    from tutor.drills import skills

    return tuple(s.id for s in skills())


def generator_bank() -> Bank:
    """The question generator's bank (``tutor.drills.question_at``)."""
    return Bank(GENERATOR_VERSION, _generated, _generated_skills)


def default_bank() -> Bank:
    """The generator's bank: new drills ask generated questions."""
    return generator_bank()


def bank_named(name: str) -> Bank:
    """The bank a stored drill names; ``TutorError`` if this tutor does not have it.

    Making a bank loads nothing of its source: a report of a stored drill reads its
    questions back and needs neither the generator nor the curated situations."""
    makers = {CURATED_VERSION: curated_bank, GENERATOR_VERSION: generator_bank}
    if name in makers:
        return makers[name]()
    raise TutorError(
        f"this drill needs the {name!r} question bank, which this riichi-tutor does not have"
    )
