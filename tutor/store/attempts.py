"""Learners, sessions, situations and attempts: recording one answer.

:func:`record_attempt` is the one write the tutor makes per question. In one short
transaction it stores the situation (once per distinct text), the attempt, the running
statistics, and the fsrs review of the skill's card and, for a missed question or one
missed before, the question's own card. When it returns, the attempt is committed.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from fsrs import Scheduler

from tutor.store.connection import Database
from tutor.store.database import StoreError, write_transaction
from tutor.store.scheduling import (
    DEFAULT_SCHEDULER,
    DEFAULT_SPEED,
    CardKey,
    SpeedThresholds,
    card_exists,
    rating_for,
    review,
)
from tutor.store.situations import situation_id
from tutor.store.stats import update_stats
from tutor.store.times import to_millis, to_text, utc_now


@dataclass(frozen=True)
class Attempt:
    """One answer to one question, as the quiz hands it to the store."""

    learner: str
    situation: str
    """The full situation file text (TOML)."""
    ask: str
    seat: str
    answer: Any
    """The answer given, as JSON-able data (``true``, ``["temporary"]``, an object…)."""
    correct_answer: Any
    """The judge's answer, JSON-able."""
    correct: bool
    time_ms: int
    ruleset: str
    skill: str | None = None
    """The skill practised; defaults to ``ask``."""
    tile: str | None = None
    reasons: Sequence[str] = field(default_factory=tuple)
    """The judge's reason codes, in order."""
    seed: int | None = None
    session_id: int | None = None
    answered_at: datetime | None = None
    """When it was answered (UTC); defaults to now."""

    @property
    def skill_id(self) -> str:
        """The skill this attempt counts towards."""
        return self.skill or self.ask


def learner_id(conn: sqlite3.Connection, name: str, *, create: bool = True) -> int:
    """The id of the learner called ``name``, added on first sight when ``create``."""
    row = conn.execute("SELECT id FROM learners WHERE name = ?", [name]).fetchone()
    if row is not None:
        return int(row[0])
    if not create:
        raise StoreError(f"no learner called {name!r} in this database")
    cursor = conn.execute(
        "INSERT INTO learners (name, created_at) VALUES (?, ?)", [name, to_text(utc_now())]
    )
    return int(cursor.lastrowid or 0)


def find_learner(db: Database, name: str) -> int:
    """The id of an existing learner; :class:`StoreError` if there is none by that name."""
    return learner_id(db.conn, name, create=False)


def learner_names(db: Database) -> list[str]:
    """Every learner in the database, by name."""
    return [row[0] for row in db.execute("SELECT name FROM learners ORDER BY name")]


def add_learner(db: Database, name: str) -> int:
    """Add a learner (or find the existing one of that name) and return the id."""
    with write_transaction(db):
        return learner_id(db.conn, name)


def start_session(
    db: Database,
    learner: str,
    kind: str = "practice",
    drill_id: int | None = None,
    now: datetime | None = None,
) -> int:
    """Open a session for ``learner`` and return its id."""
    with write_transaction(db):
        who = learner_id(db.conn, learner)
        cursor = db.conn.execute(
            "INSERT INTO sessions (learner_id, kind, drill_id, started_at) VALUES (?, ?, ?, ?)",
            [who, kind, drill_id, to_text(now or utc_now())],
        )
        return int(cursor.lastrowid or 0)


def end_session(db: Database, session_id: int, now: datetime | None = None) -> None:
    """Mark a session finished."""
    with write_transaction(db):
        db.conn.execute(
            "UPDATE sessions SET ended_at = ? WHERE id = ?",
            [to_text(now or utc_now()), session_id],
        )


def record_attempt(
    db: Database,
    attempt: Attempt,
    *,
    scheduler: Scheduler = DEFAULT_SCHEDULER,
    speed: SpeedThresholds = DEFAULT_SPEED,
) -> int:
    """Store one attempt with its statistics and reviews; return the committed id."""
    moment = attempt.answered_at or utc_now()
    at = to_text(moment)
    millis = to_millis(moment)
    skill = attempt.skill_id
    reasons = list(attempt.reasons)
    rating = rating_for(attempt.correct, attempt.time_ms, speed)
    with write_transaction(db):
        conn = db.conn
        who = learner_id(conn, attempt.learner)
        where = situation_id(conn, attempt.situation)
        cursor = conn.execute(
            "INSERT INTO attempts (learner_id, session_id, situation_id, skill, ask, seat, "
            "tile, answer, correct_answer, reasons, correct, time_ms, ruleset, seed, "
            "answered_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [
                who,
                attempt.session_id,
                where,
                skill,
                attempt.ask,
                attempt.seat,
                attempt.tile,
                _json(attempt.answer),
                _json(attempt.correct_answer),
                _json(reasons),
                int(attempt.correct),
                attempt.time_ms,
                attempt.ruleset,
                attempt.seed,
                millis,
            ],
        )
        update_stats(conn, who, skill, attempt.correct, attempt.time_ms, reasons, at)
        review(conn, who, CardKey(skill), rating, moment, scheduler)
        question = CardKey(skill, where, attempt.ask, attempt.seat, attempt.tile, attempt.ruleset)
        if not attempt.correct or card_exists(conn, who, question):
            review(conn, who, question, rating, moment, scheduler)
        return int(cursor.lastrowid or 0)


def _json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
