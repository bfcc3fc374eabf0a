"""Taking a drill: final answers, rejoining where one left off, pace, time limit, PINs."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.classroom.helpers import new_drill
from tutor.classroom import answer, join, open_drill, open_question, turn
from tutor.classroom.teacher import current_pace, move_on, reveal
from tutor.errors import TutorError

T0 = 1_800_000_000_000


def test_answers_are_final_and_a_rejoin_continues_at_the_first_unanswered(tmp_path: Path) -> None:
    db, drill = new_drill(tmp_path / "class.sqlite3")
    ann = join(db, drill, "Ann")
    for index in range(3):
        assert open_question(db, drill, ann, T0).index == index
        answer(db, drill, ann, index, True, T0 + 1000)
    with pytest.raises(TutorError, match="already answered; answers are final"):
        answer(db, drill, ann, 1, False, T0 + 2000)
    db.close()

    db, _ = new_drill(tmp_path / "class.sqlite3")  # the window closed; a new process
    again = join(db, open_drill(db, drill.code), "  Ann ")
    assert again.id == ann.id
    assert turn(db, drill, again).index == 3
    with pytest.raises(TutorError, match="not open"):
        answer(db, drill, again, 5, True, T0)


def test_a_right_answer_counts_and_time_is_measured_from_opening(tmp_path: Path) -> None:
    db, drill = new_drill(tmp_path / "class.sqlite3")
    bob = join(db, drill, "Bob")
    open_question(db, drill, bob, T0)
    question = drill.question(0)
    outcome = answer(db, drill, bob, 0, question.answer, T0 + 4500)
    assert outcome.correct and not outcome.timed_out
    from tutor.store import classroom as rows

    (stored,) = rows.answers(db, drill.drill_id)
    assert stored.time_ms == 4500 and stored.correct


def test_teacher_paced_questions_open_only_when_the_teacher_moves_on(tmp_path: Path) -> None:
    db, drill = new_drill(tmp_path / "class.sqlite3", pace="teacher")
    cho = join(db, drill, "Cho")
    assert open_question(db, drill, cho, T0).lobby  # nothing opens before the teacher starts
    move_on(db, drill, T0)
    assert open_question(db, drill, cho, T0).index == 0
    answer(db, drill, cho, 0, True, T0)
    assert turn(db, drill, cho).waiting
    with pytest.raises(TutorError, match="not open"):
        answer(db, drill, cho, 1, True, T0)
    reveal(db, drill, T0 + 1000)
    shared = current_pace(db, drill)
    assert (shared.index, shared.revealed) == (0, True)
    move_on(db, drill, T0 + 2000)
    shared = current_pace(db, drill)
    assert (shared.index, shared.revealed) == (1, False)
    assert turn(db, drill, cho).index == 1


def test_a_late_answer_after_the_time_limit_is_recorded_as_no_answer(tmp_path: Path) -> None:
    db, drill = new_drill(tmp_path / "class.sqlite3", time_limit=10)
    dev = join(db, drill, "Dev")
    opened = open_question(db, drill, dev, T0)
    assert opened.deadline_ms == T0 + 10_000
    # rejoining later does not restart the countdown
    assert open_question(db, drill, dev, T0 + 8000).deadline_ms == T0 + 10_000
    outcome = answer(db, drill, dev, 0, drill.question(0).answer, T0 + 15_000)
    assert outcome.timed_out and not outcome.correct and outcome.given is None


def test_a_personal_pin_is_stored_hashed_and_checked_on_rejoin(tmp_path: Path) -> None:
    db, drill = new_drill(tmp_path / "class.sqlite3")
    join(db, drill, "Eve", "4821")
    stored = db.execute("SELECT pin_hash FROM drill_students WHERE name = 'Eve'").fetchone()[0]
    assert "4821" not in stored and stored.startswith("pbkdf2_sha256$")
    assert join(db, drill, "Eve", "4821").name == "Eve"
    with pytest.raises(TutorError, match="wrong personal PIN"):
        join(db, drill, "Eve", "0000")
    with pytest.raises(TutorError, match="wrong personal PIN"):
        join(db, drill, "Eve")
