"""One practice flow under every shell: the question, its grading and its recording.

Self-study (:mod:`tutor.practice.session`: adaptive order, due reviews, resume, each
answer recorded as it is given) and the classroom's taking of a drill
(:mod:`tutor.classroom.taking`) share the question bank's :class:`Question`, the
grading of an answer (:mod:`tutor.practice.answers`) and its JSON form; the question
sources (the generator, curated situations, reviews, moments of the learner's own
games) are references read by :class:`~tutor.practice.bank.QuestionBank`. Nothing here
imports Textual: the tutor's screens and the command line call these functions, and the
tests call them directly.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tutor.practice.answers import answer_label, graded, to_json_answer
from tutor.practice.bank import SHORT_TITLES, QuestionBank, Ref, learner_seed

if TYPE_CHECKING:
    from tutor.practice.session import DrillSession, Outcome


def __getattr__(name: str) -> Any:
    """The self-study session, loaded on first use: a classroom drill grades its answers
    here without the learner's scheduler and statistics (``fsrs``) coming with it."""
    if name in ("DrillSession", "Outcome"):
        from tutor.practice import session

        return getattr(session, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

__all__ = [
    "SHORT_TITLES",
    "DrillSession",
    "Outcome",
    "QuestionBank",
    "Ref",
    "answer_label",
    "graded",
    "learner_seed",
    "to_json_answer",
]
