"""The progress store: an SQLite file of learners, attempts, statistics and reviews.

Runs without Textual. Open it with :func:`open_store`; record answers with
:func:`record_attempt`; read progress with :func:`skill_mastery`, :func:`due_reviews`,
:func:`recent_history`; pick drill questions with :class:`AdaptiveOrder`.
"""

from __future__ import annotations

import importlib
import os
from typing import TYPE_CHECKING, Any

from tutor.store.connection import Database
from tutor.store.database import (
    StoreError,
    check_intact,
    open_database,
    require_intact,
)
from tutor.store.locate import default_db_path, resolve_db_path
from tutor.store.migrations import schema_version

if TYPE_CHECKING:
    from tutor.store.adaptive import AdaptiveOrder, UniformOrder
    from tutor.store.attempts import (
        Attempt,
        add_learner,
        end_session,
        find_learner,
        learner_names,
        record_attempt,
        start_session,
    )
    from tutor.store.backup import backup_database
    from tutor.store.drills import Drill, find_drill, save_drill
    from tutor.store.export import export_learner
    from tutor.store.mastery import SkillMastery, skill_mastery
    from tutor.store.progress import Progress, progress
    from tutor.store.reviews import DueReviews, due_reviews
    from tutor.store.scheduling import SpeedThresholds, make_scheduler, rating_for
    from tutor.store.stats import recent_history, skill_stats

_HOMES = {
    "AdaptiveOrder": "adaptive",
    "UniformOrder": "adaptive",
    "Attempt": "attempts",
    "add_learner": "attempts",
    "end_session": "attempts",
    "find_learner": "attempts",
    "learner_names": "attempts",
    "record_attempt": "attempts",
    "start_session": "attempts",
    "backup_database": "backup",
    "Drill": "drills",
    "find_drill": "drills",
    "save_drill": "drills",
    "export_learner": "export",
    "SkillMastery": "mastery",
    "skill_mastery": "mastery",
    "Progress": "progress",
    "progress": "progress",
    "DueReviews": "reviews",
    "due_reviews": "reviews",
    "SpeedThresholds": "scheduling",
    "make_scheduler": "scheduling",
    "rating_for": "scheduling",
    "recent_history": "stats",
    "skill_stats": "stats",
}
"""Where each of the store's names lives, loaded on first use: opening a file and
reading a drill's rows need neither the scheduler (``fsrs``) nor the statistics."""


def __getattr__(name: str) -> Any:
    if name not in _HOMES:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{_HOMES[name]}"), name)
    # Kept on the package: loading ``tutor.store.progress`` has just set ``progress`` to
    # the module, and the function of that name must win, as it did when eager.
    globals()[name] = value
    return value


def open_store(path: str | os.PathLike[str] | None = None, *, create: bool = True) -> Database:
    """Open the progress database chosen by :func:`resolve_db_path` (``--db``, env, default)."""
    return open_database(resolve_db_path(path), create=create)


__all__ = [
    "AdaptiveOrder",
    "Attempt",
    "Database",
    "Drill",
    "DueReviews",
    "Progress",
    "SkillMastery",
    "SpeedThresholds",
    "StoreError",
    "UniformOrder",
    "add_learner",
    "backup_database",
    "check_intact",
    "default_db_path",
    "due_reviews",
    "end_session",
    "export_learner",
    "find_drill",
    "find_learner",
    "learner_names",
    "make_scheduler",
    "open_database",
    "open_store",
    "progress",
    "rating_for",
    "recent_history",
    "record_attempt",
    "require_intact",
    "resolve_db_path",
    "save_drill",
    "schema_version",
    "skill_mastery",
    "skill_stats",
    "start_session",
]
