"""Per-skill and per-reason running statistics, and the learner's recent history.

The totals are updated in the same transaction as the attempt they count, so the
progress screen reads a handful of rows instead of scanning every attempt.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from tutor.store.times import from_millis, from_text

RECENT_WINDOW = 20
"""How many of the latest outcomes per skill ``skill_stats.recent`` keeps."""


def update_stats(
    conn: sqlite3.Connection,
    learner_id: int,
    skill: str,
    correct: bool,
    time_ms: int,
    reasons: Sequence[str],
    at: str,
) -> None:
    """Count one attempt in ``skill_stats`` and ``reason_stats``; call inside a write.

    ``reasons`` are the question's explanation, the deciding reason first: an answer
    counts for (and a miss against) that reason only, never for the other rules that
    the explanation also mentions."""
    outcome = "1" if correct else "0"
    conn.execute(
        "INSERT INTO skill_stats (learner_id, skill, attempts, correct, total_time_ms, "
        "recent, first_at, last_at) VALUES (?, ?, 1, ?, ?, ?, ?, ?) "
        "ON CONFLICT (learner_id, skill) DO UPDATE SET attempts = attempts + 1, "
        "correct = correct + excluded.correct, "
        "total_time_ms = total_time_ms + excluded.total_time_ms, "
        "recent = substr(recent || excluded.recent, -?), last_at = excluded.last_at",
        [learner_id, skill, int(correct), time_ms, outcome, at, at, RECENT_WINDOW],
    )
    for code in reasons[:1]:
        conn.execute(
            "INSERT INTO reason_stats (learner_id, code, seen, missed, last_at) "
            "VALUES (?, ?, 1, ?, ?) ON CONFLICT (learner_id, code) DO UPDATE SET "
            "seen = seen + 1, missed = missed + excluded.missed, last_at = excluded.last_at",
            [learner_id, code, int(not correct), at],
        )


@dataclass(frozen=True)
class SkillStats:
    """A learner's totals for one skill."""

    skill: str
    attempts: int
    correct: int
    total_time_ms: int
    recent: str
    """The latest outcomes, oldest first: ``1`` right, ``0`` wrong."""
    last_at: datetime

    @property
    def accuracy(self) -> float:
        """Share of all attempts answered right."""
        return self.correct / self.attempts if self.attempts else 0.0

    @property
    def mean_time_ms(self) -> float:
        """Mean answer time."""
        return self.total_time_ms / self.attempts if self.attempts else 0.0


def skill_stats(conn: sqlite3.Connection, learner_id: int) -> dict[str, SkillStats]:
    """Every skill the learner has practised, by skill id."""
    rows = conn.execute(
        "SELECT skill, attempts, correct, total_time_ms, recent, last_at "
        "FROM skill_stats WHERE learner_id = ? ORDER BY skill",
        [learner_id],
    )
    return {
        row[0]: SkillStats(row[0], row[1], row[2], row[3], row[4], from_text(row[5]))
        for row in rows
    }


@dataclass(frozen=True)
class ReasonStats:
    """How often one reason code decided the learner's answers, and how often missed."""

    code: str
    seen: int
    missed: int


def reason_stats(conn: sqlite3.Connection, learner_id: int) -> list[ReasonStats]:
    """The learner's reason codes, most missed first."""
    rows = conn.execute(
        "SELECT code, seen, missed FROM reason_stats WHERE learner_id = ? "
        "ORDER BY missed DESC, seen DESC, code",
        [learner_id],
    )
    return [ReasonStats(*row) for row in rows]


@dataclass(frozen=True)
class HistoryItem:
    """One past attempt, as the progress screen lists it."""

    attempt_id: int
    answered_at: datetime
    skill: str
    ask: str
    correct: bool
    time_ms: int
    reasons: list[str]


def recent_history(conn: sqlite3.Connection, learner_id: int, limit: int = 20) -> list[HistoryItem]:
    """The learner's latest attempts, newest first."""
    rows = conn.execute(
        "SELECT id, answered_at, skill, ask, correct, time_ms, reasons FROM attempts "
        "WHERE learner_id = ? ORDER BY id DESC LIMIT ?",
        [learner_id, limit],
    )
    return [
        HistoryItem(
            row[0],
            from_millis(row[1]),
            row[2],
            row[3],
            bool(row[4]),
            row[5],
            list(json.loads(row[6])),
        )
        for row in rows
    ]
