"""Spaced repetition: ratings, cards for skills and missed questions, due reviews, mastery."""

from __future__ import annotations

from datetime import timedelta

import pytest
from fsrs import Card, Rating

from tests.store.helpers import T0, attempt, minutes, query_rows, situation
from tutor.store import (
    SpeedThresholds,
    due_reviews,
    find_learner,
    make_scheduler,
    progress,
    rating_for,
    record_attempt,
    skill_mastery,
)
from tutor.store.connection import Database
from tutor.store.mastery import WEAK_MASTERY, mastery, recent_accuracy
from tutor.store.times import from_text

EXACT = make_scheduler(fuzz=False)


def record(db: Database, **fields: object) -> int:
    return record_attempt(db, attempt(**fields), scheduler=EXACT)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("correct", "time_ms", "rating"),
    [
        (False, 1_000, Rating.Again),
        (False, 60_000, Rating.Again),
        (True, 3_000, Rating.Easy),
        (True, 12_000, Rating.Good),
        (True, 40_000, Rating.Hard),
    ],
)
def test_answers_are_rated_by_correctness_and_speed(
    correct: bool, time_ms: int, rating: Rating
) -> None:
    assert rating_for(correct, time_ms) == rating


def test_speed_thresholds_are_parameters() -> None:
    patient = SpeedThresholds(fast_ms=1_000, slow_ms=100_000)
    assert rating_for(True, 3_000, patient) == Rating.Good
    assert rating_for(True, 900, patient) == Rating.Easy


def cards(db: Database) -> list[dict[str, object]]:
    return query_rows(db, "SELECT * FROM review_cards ORDER BY id")


def test_a_right_answer_rates_only_the_skill_card(db: Database) -> None:
    record(db, correct=True)
    rows = cards(db)
    assert len(rows) == 1
    assert rows[0]["situation_id"] is None and rows[0]["skill"] == "furiten.temporary"


def test_a_missed_question_becomes_a_card_of_its_own(db: Database) -> None:
    record(db, correct=False, number=3)
    situation_cards = [row for row in cards(db) if row["situation_id"] is not None]
    assert len(situation_cards) == 1
    assert (situation_cards[0]["ask"], situation_cards[0]["seat"]) == ("furiten", "S")


def test_the_stored_card_is_the_one_fsrs_computed(db: Database) -> None:
    record(db, correct=True, time_ms=12_000)
    expected, _ = EXACT.review_card(Card(card_id=1, due=T0), Rating.Good, T0)
    row = cards(db)[0]
    stored = Card.from_json(str(row["fsrs_card"]))
    assert stored.due == expected.due
    assert from_text(str(row["due"])) == expected.due
    assert stored.stability == pytest.approx(expected.stability)


def test_a_missed_situation_comes_back_as_the_same_text_once_due(db: Database) -> None:
    record(db, correct=False, number=4, at=T0)
    assert due_reviews(db, "ann", T0).questions == []
    later = due_reviews(db, "ann", T0 + timedelta(hours=1))
    assert [q.situation for q in later.questions] == [situation(4)]
    question = later.questions[0]
    assert (question.ask, question.seat, question.ruleset) == ("furiten", "S", "tenhou")


def test_answering_a_due_question_right_pushes_it_further_away(db: Database) -> None:
    record(db, correct=False, number=4, at=T0)
    first_due = due_reviews(db, "ann", T0 + timedelta(hours=1)).questions[0].due
    record(db, correct=True, number=4, at=T0 + timedelta(hours=1))
    row = next(r for r in cards(db) if r["situation_id"] is not None)
    assert from_text(str(row["due"])) > first_due + timedelta(hours=1)
    assert row["reviews"] == 2


def test_weak_skills_are_due_and_strong_ones_are_not(db: Database) -> None:
    for number in range(10):
        record(db, skill="furiten.riichi", correct=number % 3 == 0, number=number, at=T0)
        record(db, skill="ippatsu", correct=True, time_ms=3_000, number=number, at=T0)
    due = due_reviews(db, "ann", T0 + minutes(1))
    assert [row.skill for row in due.skills] == ["furiten.riichi"]
    assert due.skills[0].mastery < WEAK_MASTERY


def test_mastery_follows_the_documented_formula(db: Database) -> None:
    for number, right in enumerate([True, True, False, True]):
        record(db, correct=right, number=number, at=T0)
    (row,) = skill_mastery(db.conn, find_learner(db, "ann"), T0, EXACT)
    assert row.recent == "1101"
    assert row.retrievability == pytest.approx(1.0)
    assert row.mastery == pytest.approx(1.0 * (3 + 1) / (4 + 2))


def test_mastery_fades_when_practice_stops(db: Database) -> None:
    for number in range(5):
        record(db, correct=True, number=number, at=T0)
    who = find_learner(db, "ann")
    today = skill_mastery(db.conn, who, T0, EXACT)[0]
    next_year = skill_mastery(db.conn, who, T0 + timedelta(days=365), EXACT)[0]
    assert next_year.retrievability < today.retrievability
    assert next_year.mastery < today.mastery


def test_mastery_formula_edges() -> None:
    assert recent_accuracy("") == pytest.approx(0.5)
    assert mastery(0.0, "1111") == 0.0
    assert mastery(1.0, "1" * 20) == pytest.approx(21 / 22)


def test_progress_gathers_skills_due_count_reasons_and_history(db: Database) -> None:
    record(db, correct=False, skill="furiten.riichi", number=1, at=T0)
    record(db, correct=True, skill="ippatsu", number=2, at=T0)
    shown = progress(db, "ann", T0 + timedelta(hours=2), scheduler=EXACT)
    assert [row.skill for row in shown.skills] == ["furiten.riichi", "ippatsu"]
    assert shown.due_questions == 1  # the missed question
    assert "furiten.riichi" in shown.due_skills  # and its skill, weak after a miss
    assert all(shown.is_due(row) == (row.is_weak() or row.skill in shown.due_skills)
               for row in shown.skills)
    assert [item.skill for item in shown.history] == ["ippatsu", "furiten.riichi"]
    assert shown.reasons[0].missed == 1
