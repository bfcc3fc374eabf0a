"""Moved: the practice flow is the core's, :mod:`tutor.practice` (shared with the
classroom). This name re-exports it so that code written against the old place keeps
working; import from :mod:`tutor.practice` in new code."""

from __future__ import annotations

from tutor.practice import SHORT_TITLES, DrillSession, Outcome, QuestionBank, Ref, learner_seed

__all__ = ["SHORT_TITLES", "DrillSession", "Outcome", "QuestionBank", "Ref", "learner_seed"]
