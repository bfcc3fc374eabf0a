"""Shared set-up for the classroom tests: a fresh database and a small drill in it."""

from __future__ import annotations

from pathlib import Path

from tutor.classroom import ClassDrill, DrillDef, make_definition, save_definition
from tutor.classroom.bank import curated_bank
from tutor.store import open_database
from tutor.store.connection import Database


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


DATA = Path(__file__).resolve().parent / "data"


def fixed_drill(path: Path, **changes: object) -> tuple[Database, ClassDrill]:
    """The small drill with its six questions fixed from ``tests/classroom/data``.

    The questions are stored as a built drill keeps them, so screens and snapshots do
    not change when the curated situations in ``content/`` are edited.
    """
    from tutor.classroom.stored import dump_question
    from tutor.drills.curated import questions_from_text
    from tutor.store import classroom as rows

    db, drill = new_drill(path, **changes)
    files = sorted(DATA.glob("*.toml"))
    for position in range(drill.definition.count):
        source = files[position % len(files)]
        (question, *_) = questions_from_text(
            source.read_text(encoding="utf-8"), name=source.stem, ruleset="tenhou"
        )
        rows.store_question(db, drill.drill_id, position, dump_question(question))
    return db, drill
