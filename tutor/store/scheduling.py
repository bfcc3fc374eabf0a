"""Spaced repetition with fsrs: review cards for skills and for missed questions.

Each (learner, skill) has a card (``situation_id`` NULL); each question a learner got
wrong (learner, situation, ask, seat, tile, ruleset) gets a card of its own, so that
the same situation comes back to be judged again. Every answer rates the cards it
touches: wrong = Again, right but slow = Hard, right = Good, right and fast = Easy.
The fsrs card is kept as JSON (``Card.to_json()``) with its due time copied into an
indexed column, so "what is due" is an index range scan.
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from fsrs import Card, Rating, Scheduler, State

from tutor.store.situations import situation_text
from tutor.store.times import from_text, to_text


@dataclass(frozen=True)
class SpeedThresholds:
    """Answer times (milliseconds) that turn a right answer into Easy or Hard."""

    fast_ms: int = 6_000
    """A right answer at or under this is Easy."""
    slow_ms: int = 25_000
    """A right answer at or over this is Hard."""


DEFAULT_SPEED = SpeedThresholds()


def rating_for(correct: bool, time_ms: int, speed: SpeedThresholds = DEFAULT_SPEED) -> Rating:
    """wrong = Again, slow = Hard, right = Good, fast and right = Easy."""
    if not correct:
        return Rating.Again
    if time_ms <= speed.fast_ms:
        return Rating.Easy
    if time_ms >= speed.slow_ms:
        return Rating.Hard
    return Rating.Good


def make_scheduler(*, fuzz: bool = True) -> Scheduler:
    """An fsrs scheduler with default weights; ``fuzz=False`` makes due times exact."""
    return Scheduler(enable_fuzzing=fuzz)


DEFAULT_SCHEDULER = make_scheduler()


@dataclass(frozen=True)
class CardKey:
    """Which card: a skill's own (``situation_id`` None) or one missed question's."""

    skill: str
    situation_id: int | None = None
    ask: str | None = None
    seat: str | None = None
    tile: str | None = None
    ruleset: str | None = None


def _find(conn: sqlite3.Connection, learner_id: int, key: CardKey) -> tuple[Any, ...] | None:
    if key.situation_id is None:
        cursor = conn.execute(
            "SELECT id, fsrs_card, reviews, lapses FROM review_cards "
            "WHERE learner_id = ? AND skill = ? AND situation_id IS NULL",
            [learner_id, key.skill],
        )
    else:
        cursor = conn.execute(
            "SELECT id, fsrs_card, reviews, lapses FROM review_cards "
            "WHERE learner_id = ? AND situation_id = ? AND ask = ? AND seat = ? "
            "AND coalesce(tile, '') = ? AND ruleset = ?",
            [learner_id, key.situation_id, key.ask, key.seat, key.tile or "", key.ruleset],
        )
    row: tuple[Any, ...] | None = cursor.fetchone()
    return row


def card_exists(conn: sqlite3.Connection, learner_id: int, key: CardKey) -> bool:
    """Whether the learner already has this card."""
    return _find(conn, learner_id, key) is not None


def review(
    conn: sqlite3.Connection,
    learner_id: int,
    key: CardKey,
    rating: Rating,
    now: datetime,
    scheduler: Scheduler = DEFAULT_SCHEDULER,
) -> Card:
    """Rate one card (creating it on first sight) and store it; call inside a write."""
    row = _find(conn, learner_id, key)
    if row is None:
        card = Card(card_id=0, due=now)  # an explicit id: fsrs would sleep 1 ms to make one
        reviews, lapses = 0, 0
    else:
        card = Card.from_json(row[1])
        reviews, lapses = int(row[2]), int(row[3])
    lapsed = rating == Rating.Again and card.state != State.Learning
    card, _log = scheduler.review_card(card, rating, now)
    values = [to_text(card.due), reviews + 1, lapses + int(lapsed), card_json(card)]
    if row is None:
        conn.execute(
            "INSERT INTO review_cards (learner_id, skill, situation_id, ask, seat, tile, "
            "ruleset, due, reviews, lapses, fsrs_card) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [
                learner_id,
                key.skill,
                key.situation_id,
                key.ask,
                key.seat,
                key.tile,
                key.ruleset,
                *values,
            ],
        )
    else:
        conn.execute(
            "UPDATE review_cards SET due = ?, reviews = ?, lapses = ?, fsrs_card = ? WHERE id = ?",
            [*values, row[0]],
        )
    return card


def card_json(card: Card) -> str:
    """``Card.to_json()`` made compact, for ``Card.from_json()`` to read back.

    No spaces, stability and difficulty to 6 decimals, times to the millisecond: about
    40 bytes less per card, and no difference fsrs could notice.
    """
    data: dict[str, Any] = dict(card.to_dict())
    for name in ("stability", "difficulty"):
        if data[name] is not None:
            data[name] = round(data[name], 6)
    for name in ("due", "last_review"):
        if data[name] is not None:
            data[name] = datetime.fromisoformat(data[name]).isoformat(timespec="milliseconds")
    return json.dumps(data, separators=(",", ":"))


def retrievability(fsrs_card: str | None, now: datetime, scheduler: Scheduler) -> float:
    """The scheduler's estimate (0..1) that the card is recalled now; 0 if never seen."""
    if fsrs_card is None:
        return 0.0
    return float(scheduler.get_card_retrievability(Card.from_json(fsrs_card), now))


def due_count(conn: sqlite3.Connection, learner_id: int, now: datetime) -> int:
    """How many of the learner's cards (skills and missed questions) are due by ``now``."""
    row = conn.execute(
        "SELECT count(*) FROM review_cards WHERE learner_id = ? AND due <= ?",
        [learner_id, to_text(now)],
    ).fetchone()
    return int(row[0])


@dataclass(frozen=True)
class DueQuestion:
    """A missed question whose card is due: the same situation, to be judged again."""

    card_id: int
    skill: str
    situation: str
    ask: str
    seat: str
    tile: str | None
    ruleset: str
    due: datetime
    lapses: int


def due_questions(
    conn: sqlite3.Connection, learner_id: int, now: datetime, limit: int = 20
) -> list[DueQuestion]:
    """Missed questions due by ``now``, most overdue first."""
    rows = conn.execute(
        "SELECT id, skill, situation_id, ask, seat, tile, ruleset, due, lapses "
        "FROM review_cards WHERE learner_id = ? AND due <= ? AND situation_id IS NOT NULL "
        "ORDER BY due LIMIT ?",
        [learner_id, to_text(now), limit],
    ).fetchall()
    return [
        DueQuestion(
            card_id=row[0],
            skill=row[1],
            situation=situation_text(conn, row[2]),
            ask=row[3],
            seat=row[4],
            tile=row[5],
            ruleset=row[6],
            due=from_text(row[7]),
            lapses=row[8],
        )
        for row in rows
    ]
