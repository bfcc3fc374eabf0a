"""Due reviews (復習): what a learner should practise again now.

Two kinds, served in this order: missed questions whose card is due (the same
situation, to be judged again), then weak skills (card due, or mastery below
:data:`tutor.store.mastery.WEAK_MASTERY`), weakest first.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from fsrs import Scheduler

from tutor.store.attempts import find_learner
from tutor.store.connection import Database
from tutor.store.mastery import WEAK_MASTERY, SkillMastery, due_skills
from tutor.store.scheduling import DEFAULT_SCHEDULER, DueQuestion, due_questions
from tutor.store.times import utc_now


@dataclass(frozen=True)
class DueReviews:
    """Everything due for one learner at one moment."""

    questions: list[DueQuestion]
    """Missed questions to judge again, most overdue first."""
    skills: list[SkillMastery]
    """Weak or due skills, weakest first."""

    def __bool__(self) -> bool:
        return bool(self.questions or self.skills)


def due_reviews(
    db: Database,
    learner: str,
    now: datetime | None = None,
    *,
    limit: int = 20,
    scheduler: Scheduler = DEFAULT_SCHEDULER,
    threshold: float = WEAK_MASTERY,
) -> DueReviews:
    """The learner's due reviews at ``now`` (default: the current time)."""
    moment = now or utc_now()
    who = find_learner(db, learner)
    return DueReviews(
        questions=due_questions(db.conn, who, moment, limit),
        skills=due_skills(db.conn, who, moment, scheduler, threshold),
    )
