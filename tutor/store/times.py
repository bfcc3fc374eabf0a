"""Timestamps as the database keeps them: UTC, ISO 8601, fixed width, so text sorts."""

from __future__ import annotations

from datetime import UTC, datetime

_FORMAT = "%Y-%m-%dT%H:%M:%S.%fZ"


def utc_now() -> datetime:
    """The current time, timezone-aware UTC (what fsrs requires)."""
    return datetime.now(UTC)


def to_text(moment: datetime) -> str:
    """``2026-11-21T18:30:00.123Z`` (milliseconds); a naive datetime is taken as UTC."""
    if moment.tzinfo is not None:
        moment = moment.astimezone(UTC)
    return moment.strftime(_FORMAT)[:-4] + "Z"


def to_millis(moment: datetime) -> int:
    """Milliseconds since 1970 UTC (how ``attempts.answered_at`` is kept)."""
    return round(moment.timestamp() * 1000)


def from_millis(millis: int) -> datetime:
    """The inverse of :func:`to_millis`: a timezone-aware UTC datetime."""
    return datetime.fromtimestamp(millis / 1000, UTC)


def from_text(text: str) -> datetime:
    """The inverse of :func:`to_text`: a timezone-aware UTC datetime (to the millisecond)."""
    return datetime.strptime(text, _FORMAT).replace(tzinfo=UTC)
