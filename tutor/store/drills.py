"""Drills (課題) a teacher hands out by code, so that a class answers the same questions.

The store keeps what the drill module needs to rebuild a drill (its skills, ruleset,
seed and a free-form JSON definition); what those mean is the drill module's business.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any, NamedTuple

from tutor.store.connection import Database
from tutor.store.database import StoreError, write_transaction
from tutor.store.times import to_text, utc_now


class Drill(NamedTuple):
    """A stored drill, as :func:`find_drill` reads it."""

    code: str
    title: str
    skills: list[str]
    ruleset: str | None
    seed: int | None
    definition: dict[str, Any]
    drill_id: int | None


def save_drill(
    db: Database,
    code: str,
    *,
    title: str = "",
    skills: Sequence[str] = (),
    ruleset: str | None = None,
    seed: int | None = None,
    definition: Mapping[str, Any] | None = None,
) -> int:
    """Store a new drill under ``code`` and return its id; a code is never reused."""
    with write_transaction(db):
        if db.conn.execute("SELECT 1 FROM drills WHERE code = ?", [code]).fetchone():
            raise StoreError(f"a drill with code {code!r} already exists")
        cursor = db.conn.execute(
            "INSERT INTO drills (code, title, skills, ruleset, seed, definition, created_at) "
            "VALUES (?, ?, ?, ?, ?, ?, ?)",
            [
                code,
                title,
                json.dumps(list(skills)),
                ruleset,
                seed,
                json.dumps(dict(definition or {}), sort_keys=True),
                to_text(utc_now()),
            ],
        )
        return int(cursor.lastrowid or 0)


def find_drill(db: Database, code: str) -> Drill:
    """The drill stored under ``code``; :class:`StoreError` if there is none."""
    row = db.conn.execute(
        "SELECT id, code, title, skills, ruleset, seed, definition FROM drills WHERE code = ?",
        [code],
    ).fetchone()
    if row is None:
        raise StoreError(f"no drill with code {code!r} in this database")
    return Drill(
        code=row[1],
        title=row[2],
        skills=list(json.loads(row[3])),
        ruleset=row[4],
        seed=row[5],
        definition=dict(json.loads(row[6])),
        drill_id=row[0],
    )
