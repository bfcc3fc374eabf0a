"""The progress screen's numbers for one learner, read in one go."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from fsrs import Scheduler

from tutor.store.attempts import find_learner
from tutor.store.connection import Database
from tutor.store.mastery import WEAK_MASTERY, SkillMastery, skill_mastery
from tutor.store.reviews import due_reviews
from tutor.store.scheduling import DEFAULT_SCHEDULER
from tutor.store.stats import HistoryItem, ReasonStats, reason_stats, recent_history
from tutor.store.times import utc_now


@dataclass(frozen=True)
class Progress:
    """Per-skill mastery and accuracy, reviews due, most-missed reasons, latest answers.

    ``due_skills`` and ``due_questions`` are what "due reviews" serves now
    (``tutor.store.reviews``): the skills whose mastery is below ``WEAK_MASTERY`` or whose
    review date has come, and the missed questions whose card is due."""

    learner: str
    skills: list[SkillMastery]
    due_skills: list[str]
    due_questions: int
    reasons: list[ReasonStats]
    history: list[HistoryItem]

    def is_due(self, row: SkillMastery) -> bool:
        """Whether "due reviews" serves this skill now."""
        return row.skill in self.due_skills


MASTERY_LINE = (
    f"Mastery = memory (fades in the days without practice) × recent accuracy (the last "
    f"20 answers, pulled toward 50% while they are few); a skill is due for review when "
    f"its mastery is below {round(WEAK_MASTERY * 100)}% or its review date has come."
)
"""The store's definitions of mastery and "due", in one line for the progress screen."""


def progress(
    db: Database,
    learner: str,
    now: datetime | None = None,
    *,
    history: int = 20,
    scheduler: Scheduler = DEFAULT_SCHEDULER,
) -> Progress:
    """Everything the progress screen shows for ``learner``."""
    moment = now or utc_now()
    who = find_learner(db, learner)
    reviews = due_reviews(db, learner, moment, scheduler=scheduler)
    return Progress(
        learner=learner,
        skills=skill_mastery(db.conn, who, moment, scheduler),
        due_skills=[row.skill for row in reviews.skills],
        due_questions=len(reviews.questions),
        reasons=reason_stats(db.conn, who)[:10],
        history=recent_history(db.conn, who, history),
    )
