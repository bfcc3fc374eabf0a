"""Export a learner's attempts as CSV or JSON, for spreadsheets and other tools."""

from __future__ import annotations

import csv
import io
import json
from typing import Any

from tutor.store.attempts import find_learner
from tutor.store.connection import Database
from tutor.store.database import StoreError
from tutor.store.migrations import schema_version
from tutor.store.situations import situation_texts
from tutor.store.stats import skill_stats
from tutor.store.times import to_text, utc_now

FORMATS = ("csv", "json")
COLUMNS = (
    "id",
    "answered_at",
    "session_id",
    "skill",
    "ask",
    "seat",
    "tile",
    "answer",
    "correct_answer",
    "correct",
    "reasons",
    "time_ms",
    "ruleset",
    "seed",
    "situation",
)
JSON_COLUMNS = ("answer", "correct_answer", "reasons")


def attempt_rows(db: Database, learner: str) -> list[dict[str, Any]]:
    """The learner's attempts, oldest first, with the situation text; JSON kept as text."""
    who = find_learner(db, learner)
    rows = list(
        db.utils.query(
            "SELECT a.id AS id, strftime('%Y-%m-%dT%H:%M:%fZ', a.answered_at / 1000.0, "
            "'unixepoch') AS answered_at, a.session_id AS session_id, a.skill AS skill, "
            "a.ask AS ask, a.seat AS seat, a.tile AS tile, a.answer AS answer, "
            "a.correct_answer AS correct_answer, a.correct AS correct, a.reasons AS reasons, "
            "a.time_ms AS time_ms, a.ruleset AS ruleset, a.seed AS seed, "
            "a.situation_id AS situation FROM attempts a WHERE a.learner_id = ? ORDER BY a.id",
            [who],
        )
    )
    texts = situation_texts(db.conn, {row["situation"] for row in rows})
    for row in rows:
        row["situation"] = texts[row["situation"]]
    return rows


def export_csv(db: Database, learner: str) -> str:
    """One row per attempt; JSON columns as JSON text; ``correct`` as 0 or 1."""
    rows = attempt_rows(db, learner)
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=COLUMNS, lineterminator="\n")
    writer.writeheader()
    writer.writerows(rows)
    return out.getvalue()


def export_json(db: Database, learner: str) -> str:
    """``{"learner", "exported_at", "schema_version", "skills", "attempts"}`` as JSON."""
    rows = attempt_rows(db, learner)
    for row in rows:
        for column in JSON_COLUMNS:
            row[column] = json.loads(row[column])
        row["correct"] = bool(row["correct"])
    skills = [
        {
            "skill": stats.skill,
            "attempts": stats.attempts,
            "correct": stats.correct,
            "accuracy": round(stats.accuracy, 4),
            "mean_time_ms": round(stats.mean_time_ms),
            "recent": stats.recent,
        }
        for stats in skill_stats(db.conn, find_learner(db, learner)).values()
    ]
    document = {
        "learner": learner,
        "exported_at": to_text(utc_now()),
        "schema_version": schema_version(),
        "skills": skills,
        "attempts": rows,
    }
    return json.dumps(document, ensure_ascii=False, indent=2) + "\n"


def export_learner(db: Database, learner: str, fmt: str) -> str:
    """The learner's progress in ``fmt`` (``csv`` or ``json``)."""
    if fmt == "csv":
        return export_csv(db, learner)
    if fmt == "json":
        return export_json(db, learner)
    raise StoreError(f"unknown export format {fmt!r}: choose csv or json")
