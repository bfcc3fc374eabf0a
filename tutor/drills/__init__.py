"""The question bank: skills, generated situations and the questions made from them.

``skills()`` lists what can be drilled (``content/skills.toml``); ``questions(skill, …)``
yields an endless, reproducible stream of :class:`Question` records for one skill, and
``question_at(…)`` builds any one of them on its own; ``mixed(skills, …)`` interleaves
several skills. Every answer comes from the engine's judgment of a generated situation.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

# (skills is loaded at once: the function would otherwise be hidden by its module's name)
from tutor.drills.question import FORMS, Choice, Question
from tutor.drills.skills import Skill, skill, skills

if TYPE_CHECKING:
    from tutor.drills.bank import GenerationError, build_question, mixed, question_at, questions

_HOMES = {
    "GenerationError": "bank",
    "build_question": "bank",
    "mixed": "bank",
    "question_at": "bank",
    "questions": "bank",
}
"""Where the generator's names live. They are loaded on first use, so that what needs
only a question's record or the list of skills (a report, a stored question) does not
load the generator, the engine and the scoring library with it."""


def __getattr__(name: str) -> Any:
    if name not in _HOMES:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(f"{__name__}.{_HOMES[name]}"), name)

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
