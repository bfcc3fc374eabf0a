"""Per-learner settings (設定) and the state of an unfinished drill.

A learner's choices in the tutor (ruleset, tile style, theme, a time limit per
question) are kept as JSON values under short keys; :data:`DEFAULTS` says which keys
exist and what a new learner starts with. The drill in progress is kept the same way
(:func:`save_resume`), so that a tutor killed mid-drill resumes it: the answers
themselves are attempts, counted with :func:`session_answers`.
"""

from __future__ import annotations

import json
from typing import Any

from tutor.store.attempts import learner_id
from tutor.store.connection import Database
from tutor.store.database import write_transaction
from tutor.store.times import to_text, utc_now

DEFAULTS: dict[str, Any] = {
    "ruleset": "tenhou",
    "tile_style": "boxed",
    "theme": "textual-dark",
    "time_limit": 0,
    "guided_done": False,
}
"""Every setting and its value for a learner who never changed it. ``tile_style`` is
``boxed`` (a digit over the suit kanji in a small box) or ``text`` (``1m``);
``time_limit`` is seconds per question, 0 for none."""

RESUME_KEY = "drill.resume"


def load_settings(db: Database, learner: str) -> dict[str, Any]:
    """The learner's settings, defaults filled in (adds the learner on first sight)."""
    with write_transaction(db):
        who = learner_id(db.conn, learner)
    rows = db.execute(
        "SELECT key, value FROM learner_settings WHERE learner_id = ? AND key != ?",
        [who, RESUME_KEY],
    )
    settings = dict(DEFAULTS)
    for key, value in rows:
        if key in DEFAULTS:
            settings[key] = json.loads(value)
    return settings


def save_setting(db: Database, learner: str, key: str, value: Any) -> None:
    """Store one setting; a key not in :data:`DEFAULTS` is refused with ``KeyError``."""
    if key not in DEFAULTS:
        raise KeyError(f"unknown setting {key!r}; known: {', '.join(sorted(DEFAULTS))}")
    _put(db, learner, key, value)


def _put(db: Database, learner: str, key: str, value: Any) -> None:
    with write_transaction(db):
        who = learner_id(db.conn, learner)
        db.conn.execute(
            "INSERT INTO learner_settings (learner_id, key, value, updated_at) "
            "VALUES (?, ?, ?, ?) ON CONFLICT (learner_id, key) DO UPDATE SET "
            "value = excluded.value, updated_at = excluded.updated_at",
            [who, key, json.dumps(value, sort_keys=True), to_text(utc_now())],
        )


def save_resume(db: Database, learner: str, state: dict[str, Any] | None) -> None:
    """Remember the learner's drill in progress (``None``: no drill is open)."""
    if state is None:
        with write_transaction(db):
            who = learner_id(db.conn, learner)
            db.conn.execute(
                "DELETE FROM learner_settings WHERE learner_id = ? AND key = ?",
                [who, RESUME_KEY],
            )
        return
    _put(db, learner, RESUME_KEY, state)


def load_resume(db: Database, learner: str) -> dict[str, Any] | None:
    """The drill in progress saved by :func:`save_resume`, if any."""
    row = db.execute(
        "SELECT s.value FROM learner_settings s JOIN learners l ON l.id = s.learner_id "
        "WHERE l.name = ? AND s.key = ?",
        [learner, RESUME_KEY],
    ).fetchone()
    return dict(json.loads(row[0])) if row else None


def session_answers(db: Database, session_id: int) -> list[dict[str, Any]]:
    """The answers given in one session, oldest first: skill, correct, reasons, time."""
    rows = db.execute(
        "SELECT skill, correct, reasons, time_ms, answer, correct_answer FROM attempts "
        "WHERE session_id = ? ORDER BY id",
        [session_id],
    )
    return [
        {
            "skill": skill,
            "correct": bool(correct),
            "reasons": list(json.loads(reasons)),
            "time_ms": time_ms,
            "answer": json.loads(answer),
            "correct_answer": json.loads(expected),
        }
        for skill, correct, reasons, time_ms, answer, expected in rows
    ]


def last_session(db: Database, learner: str) -> int | None:
    """The learner's latest session that has at least one answer."""
    row = db.execute(
        "SELECT a.session_id FROM attempts a JOIN learners l ON l.id = a.learner_id "
        "WHERE l.name = ? AND a.session_id IS NOT NULL ORDER BY a.id DESC LIMIT 1",
        [learner],
    ).fetchone()
    return int(row[0]) if row else None
