"""The progress screen's numbers for one learner, read in one go."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from fsrs import Scheduler

from tutor.store.attempts import find_learner
from tutor.store.connection import Database
from tutor.store.mastery import SkillMastery, skill_mastery
from tutor.store.scheduling import DEFAULT_SCHEDULER, due_count
from tutor.store.stats import HistoryItem, ReasonStats, reason_stats, recent_history
from tutor.store.times import utc_now


@dataclass(frozen=True)
class Progress:
    """Per-skill mastery and accuracy, reviews due, most-missed reasons, latest answers."""

    learner: str
    skills: list[SkillMastery]
    due: int
    reasons: list[ReasonStats]
    history: list[HistoryItem]


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
    return Progress(
        learner=learner,
        skills=skill_mastery(db.conn, who, moment, scheduler),
        due=due_count(db.conn, who, moment),
        reasons=reason_stats(db.conn, who)[:10],
        history=recent_history(db.conn, who, history),
    )
