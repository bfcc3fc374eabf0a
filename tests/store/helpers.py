"""Builders shared by the store tests (and the child processes they start)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

from tutor.store import Attempt
from tutor.store.connection import Database

T0 = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)

SITUATION = """ruleset = "tenhou"
round = "E1"
honba = 0
riichi_sticks = 0
scores = {{ E = 25000, S = 25000, W = 25000, N = 25000 }}
dora_indicators = ["3p"]
live_wall = 70
events = \"\"\"
E draw ?
E discard {discard}
\"\"\"

[hands]
S = "23m456m678p66s789s"

[question]
ask = "furiten"
seat = "S"
"""


def situation(number: int) -> str:
    """A distinct, well-formed situation text for each number."""
    tiles = ["1z", "2z", "3z", "4z", "5z", "6z", "7z", "9m", "9p", "9s"]
    return SITUATION.format(discard=tiles[number % len(tiles)]) + f"# variant {number}\n"


def attempt(
    learner: str = "ann",
    *,
    number: int = 0,
    correct: bool = True,
    skill: str | None = "furiten.temporary",
    time_ms: int = 10_000,
    at: datetime | None = T0,
    **changes: Any,
) -> Attempt:
    """An attempt on situation ``number``; keyword arguments override any field."""
    fields: dict[str, Any] = {
        "learner": learner,
        "situation": situation(number),
        "ask": "furiten",
        "seat": "S",
        "answer": ["temporary"] if correct else [],
        "correct_answer": ["temporary"],
        "correct": correct,
        "time_ms": time_ms,
        "ruleset": "tenhou",
        "skill": skill,
        "reasons": ["furiten.temporary", "furiten.passed_ron"],
        "seed": 1000 + number,
        "answered_at": at,
    }
    fields.update(changes)
    return Attempt(**fields)


def minutes(count: float) -> timedelta:
    """A timedelta of ``count`` minutes."""
    return timedelta(minutes=count)


def count_rows(db: Database, table: str) -> int:
    """How many rows ``table`` holds."""
    return int(db.execute(f'SELECT count(*) FROM "{table}"').fetchone()[0])


def query_rows(db: Database, sql: str, parameters: list[Any] | None = None) -> list[dict[str, Any]]:
    """The rows ``sql`` selects, each by column name."""
    cursor = db.execute(sql, parameters or [])
    names = [column[0] for column in cursor.description]
    return [dict(zip(names, row, strict=True)) for row in cursor.fetchall()]


def row_by_id(db: Database, table: str, row_id: int) -> dict[str, Any]:
    """The row of ``table`` whose ``id`` is ``row_id``, by column name."""
    return query_rows(db, f'SELECT * FROM "{table}" WHERE id = ?', [row_id])[0]
