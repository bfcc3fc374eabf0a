"""Mastery of a skill (習熟度): how sure we are that the learner judges it right today.

The formula, for one learner and one skill at time *now*::

    R = fsrs retrievability of the skill's card at now (0 if never reviewed)
    A = (right + 1) / (n + 2)   over the last n <= 20 answers (Laplace's rule)
    mastery = R * A

``R`` falls as days pass without practice (fsrs measures elapsed time in whole days,
so it stays 1.0 within the day of a review); ``A`` says how well the learner does when
asked, pulled towards 1/2 while there are few answers, so that two lucky answers do
not make a skill mastered (2 of 2 gives 0.75, 19 of 20 gives 0.91). A skill counts as
*weak* below :data:`WEAK_MASTERY`.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from datetime import datetime

from fsrs import Scheduler

from tutor.store.scheduling import DEFAULT_SCHEDULER, retrievability
from tutor.store.times import from_text, to_text

WEAK_MASTERY = 0.75
"""Below this mastery a skill is served again by "due reviews"."""


def recent_accuracy(recent: str) -> float:
    """Laplace-smoothed share of right answers in a ``recent`` string of 1s and 0s."""
    return (recent.count("1") + 1) / (len(recent) + 2)


def mastery(retrievability_now: float, recent: str) -> float:
    """``retrievability * recent_accuracy``, between 0 and 1."""
    return retrievability_now * recent_accuracy(recent)


@dataclass(frozen=True)
class SkillMastery:
    """One row of the progress screen: a skill's mastery and the numbers behind it."""

    skill: str
    attempts: int
    correct: int
    recent: str
    retrievability: float
    mastery: float
    due: datetime | None
    """When the skill's card is next due (None if it has none)."""

    @property
    def accuracy(self) -> float:
        """Share of all attempts answered right."""
        return self.correct / self.attempts if self.attempts else 0.0

    def is_weak(self, threshold: float = WEAK_MASTERY) -> bool:
        """Mastery below ``threshold``."""
        return self.mastery < threshold


def skill_mastery(
    conn: sqlite3.Connection,
    learner_id: int,
    now: datetime,
    scheduler: Scheduler = DEFAULT_SCHEDULER,
) -> list[SkillMastery]:
    """Mastery of every skill the learner has practised, weakest first."""
    rows = conn.execute(
        "SELECT st.skill, st.attempts, st.correct, st.recent, c.fsrs_card, c.due "
        "FROM skill_stats st LEFT JOIN review_cards c ON c.learner_id = st.learner_id "
        "AND c.skill = st.skill AND c.situation_id IS NULL WHERE st.learner_id = ?",
        [learner_id],
    )
    result = []
    for skill, attempts, correct, recent, card, due in rows:
        r_now = retrievability(card, now, scheduler)
        result.append(
            SkillMastery(
                skill=skill,
                attempts=attempts,
                correct=correct,
                recent=recent,
                retrievability=r_now,
                mastery=mastery(r_now, recent),
                due=from_text(due) if due else None,
            )
        )
    result.sort(key=lambda row: (row.mastery, row.skill))
    return result


def due_skills(
    conn: sqlite3.Connection,
    learner_id: int,
    now: datetime,
    scheduler: Scheduler = DEFAULT_SCHEDULER,
    threshold: float = WEAK_MASTERY,
) -> list[SkillMastery]:
    """Skills to review now: the card is due, or mastery is below ``threshold``."""
    moment = to_text(now)
    return [
        row
        for row in skill_mastery(conn, learner_id, now, scheduler)
        if row.is_weak(threshold) or (row.due is not None and to_text(row.due) <= moment)
    ]
