"""The shared pace of a teacher-paced drill: lobby, the open question, its deadline.

Every screen of a class (the projector, each student's terminal or browser tab, each
piped ``drill run``) reads the same stored state and works out the same things from
it with the functions here: which question is open, when its time runs out (from the
moment the teacher opened it, not from when a student's screen caught up) and whether
its answers are closed. Nothing here reads the clock: callers pass ``now_ms``.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from tutor.classroom.definition import DrillDef
from tutor.store.classroom_runs import RunRow, run_row
from tutor.store.connection import Database

GRACE_MS = 2000
"""An answer arriving this long after the countdown reached zero still counts (latency)."""

LOBBY, OPEN, FINISHED = "lobby", "open", "finished"


@dataclass(frozen=True)
class Pace:
    """Where a teacher-paced class stands."""

    stage: str
    """:data:`LOBBY` before question 1, :data:`OPEN` while questions run, then :data:`FINISHED`."""
    index: int
    """The question open to the class (0-based; 0 in the lobby)."""
    revealed: bool
    opened_at_ms: int | None
    deadline_ms: int | None
    """When the open question's time runs out, for everyone (None: no time limit)."""
    leaderboard: bool


def pace_from(run: RunRow, definition: DrillDef) -> Pace:
    """The class's pace from its stored run (the one place a deadline is worked out)."""
    if run.finished:
        stage = FINISHED
    elif run.opened_at is None:
        stage = LOBBY
    else:
        stage = OPEN
    limit = definition.time_limit
    deadline = None if run.opened_at is None or limit is None else run.opened_at + limit * 1000
    return Pace(stage, run.open_index, run.revealed, run.opened_at, deadline, run.leaderboard)


def read_pace(db: Database, drill_id: int, definition: DrillDef) -> Pace:
    """The class's pace as stored now."""
    return pace_from(run_row(db, drill_id), definition)


def time_up(pace: Pace, now_ms: int) -> bool:
    """Whether the open question's time (and its grace) ran out by ``now_ms``."""
    return pace.deadline_ms is not None and now_ms > pace.deadline_ms + GRACE_MS


def answers_closed(pace: Pace, index: int, now_ms: int) -> bool:
    """Whether answers to question ``index`` are closed: revealed, passed, timed out, ended."""
    if pace.stage == FINISHED or index < pace.index:
        return True
    if pace.stage == LOBBY or index > pace.index:
        return False
    return pace.revealed or time_up(pace, now_ms)


def seconds_left(deadline_ms: int | None, now_ms: int) -> int | None:
    """Whole seconds until ``deadline_ms`` (never below 0), as every countdown shows them."""
    if deadline_ms is None:
        return None
    return max(0, -(-(deadline_ms - now_ms) // 1000))


def closing_time(deadline_ms: int) -> str:
    """The deadline as a clock reads it here (``"14:03:27"``): the same on every screen."""
    return datetime.fromtimestamp(deadline_ms / 1000).strftime("%H:%M:%S")
