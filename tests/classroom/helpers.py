"""Shared set-up for the classroom tests: a fresh database and a small drill in it."""

from __future__ import annotations

from pathlib import Path

from sqlite_utils import Database

from tutor.classroom import ClassDrill, DrillDef, make_definition, save_definition
from tutor.classroom.bank import curated_bank
from tutor.store import open_database


def small_definition(**changes: object) -> DrillDef:
    """Six yes/no questions on furiten and ippatsu from the curated bank."""
    values: dict[str, object] = {
        "skills": ["furiten", "ippatsu"],
        "count": 6,
        "seed": 11,
        "ruleset": "tenhou",
        "bank": curated_bank().name,
        "title": "Test drill",
    }
    values.update(changes)
    return make_definition(**values)  # type: ignore[arg-type]


def new_drill(path: Path, **changes: object) -> tuple[Database, ClassDrill]:
    """A new database at ``path`` holding the small drill."""
    db = open_database(path)
    return db, save_definition(db, small_definition(**changes))
