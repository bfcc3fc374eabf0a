"""The question bank: skills, generated situations and the questions made from them.

``skills()`` lists what can be drilled (``content/skills.toml``); ``questions(skill, …)``
yields an endless, reproducible stream of :class:`Question` records for one skill, and
``question_at(…)`` builds any one of them on its own; ``mixed(skills, …)`` interleaves
several skills. Every answer comes from the engine's judgment of a generated situation.
"""

from __future__ import annotations

from tutor.drills.bank import GenerationError, build_question, mixed, question_at, questions
from tutor.drills.question import FORMS, Choice, Question
from tutor.drills.skills import Skill, skill, skills

__all__ = [
    "FORMS",
    "Choice",
    "GenerationError",
    "Question",
    "Skill",
    "build_question",
    "mixed",
    "question_at",
    "questions",
    "skill",
    "skills",
]
