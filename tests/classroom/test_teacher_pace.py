"""A teacher-paced lesson: one pace for the class, closed answers, timeouts apart.

The core's rules and the projector's screens; the class of five student processes that
follows a projector is in ``test_class_of_five.py``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.classroom.helpers import fixed_drill, new_drill
from tutor.classroom import ClassDrill, answer, build_report, join, open_question, turn
from tutor.classroom.pace import GRACE_MS
from tutor.classroom.report import class_result
from tutor.classroom.teacher import current_pace, move_on, reveal
from tutor.errors import TutorError
from tutor.store.connection import Database
from tutor.ui.screens.classroom_present import PresenterApp

T0 = 1_800_000_000_000


def test_the_countdown_runs_from_the_teachers_opening_for_everyone(tmp_path: Path) -> None:
    db, drill = new_drill(tmp_path / "c.sqlite3", pace="teacher", time_limit=10)
    early = join(db, drill, "Early")
    assert turn(db, drill, early).lobby
    move_on(db, drill, T0)
    late = join(db, drill, "Late")  # joins 7 s into question 1: the same deadline
    assert open_question(db, drill, early, T0 + 100).deadline_ms == T0 + 10_000
    assert open_question(db, drill, late, T0 + 7000).deadline_ms == T0 + 10_000
    # time up (and its grace): a key is refused, silence is stored as no answer
    with pytest.raises(TutorError, match="answers for this question are closed"):
        answer(db, drill, late, 0, True, T0 + 10_000 + GRACE_MS + 1)
    assert answer(db, drill, early, 0, None, T0 + 10_500).timed_out
    assert turn(db, drill, late, T0 + 13_000).waiting


def test_a_reveal_or_the_next_question_closes_answers(tmp_path: Path) -> None:
    db, drill = new_drill(tmp_path / "c.sqlite3", pace="teacher")
    ann, eri = join(db, drill, "Ann"), join(db, drill, "Eri")
    move_on(db, drill, T0)
    answer(db, drill, ann, 0, True, T0 + 1000)
    reveal(db, drill, T0 + 2000)
    with pytest.raises(TutorError, match="answers for this question are closed"):
        answer(db, drill, eri, 0, drill.question(0).answer, T0 + 3000)
    move_on(db, drill, T0 + 4000)
    with pytest.raises(TutorError, match="answers for this question are closed"):
        answer(db, drill, ann, 0, True, T0 + 5000)  # (it was answered; still closed)
    move_on(db, drill, T0 + 6000)  # question 2 closed unrevealed: both silent
    report = build_report(db, drill)
    eri_row = dict(report.grid)["Eri"]
    assert eri_row[:3] == ("no answer", "no answer", "not reached")
    eri_result = next(s for s in report.students if s.name == "Eri")
    assert eri_result.answered == 0 and eri_result.silent == (0, 1) and not eri_result.missed
    assert report.questions[0].silent == 1 and report.questions[0].answered == 1


def test_the_end_screen_shows_the_class_result_and_an_anonymous_leaderboard(
    tmp_path: Path,
) -> None:
    from tutor.classroom.teacher import show_leaderboard

    db, drill = new_drill(tmp_path / "c.sqlite3", pace="teacher", count=2)
    students = [join(db, drill, name) for name in ("Ann", "Ben", "Cho")]
    for k in range(2):
        move_on(db, drill, T0 + k)
        for student, right in zip(students, (True, True, False), strict=True):
            given = drill.question(k).answer if right or k else not drill.question(k).answer
            if student.name != "Ben" or k == 0:
                answer(db, drill, student, k, given, T0 + k)
    assert current_pace(db, drill).stage == "open"
    move_on(db, drill, T0 + 10)
    assert current_pace(db, drill).stage == "finished"
    assert turn(db, drill, students[0]).finished
    result = class_result(build_report(db, drill))
    assert result.scores == (2, 1, 1) and result.place(1) == 2
    assert not current_pace(db, drill).leaderboard
    show_leaderboard(db, drill, True)
    assert current_pace(db, drill).leaderboard


def _ended_class(tmp_path: Path) -> tuple[Database, ClassDrill]:
    db, drill = fixed_drill(tmp_path / "c.sqlite3", pace="teacher", count=3)
    students = [join(db, drill, name) for name in ("Ann", "Ben", "Cho", "Dai")]
    for k in range(3):
        move_on(db, drill, T0 + k)
        for place, student in enumerate(students):
            if (place + k) % 4 != 3:  # one silent student a question
                right = place < 2 or k == 1
                given = drill.question(k).answer if right else not drill.question(k).answer
                answer(db, drill, student, k, given, T0 + k)
        reveal(db, drill, T0 + k)
    move_on(db, drill, T0 + 10)
    return db, drill


def test_projector_lobby_snapshot(tmp_path: Path, snap_compare) -> None:  # type: ignore[no-untyped-def]
    db, drill = fixed_drill(tmp_path / "c.sqlite3", pace="teacher", count=3)
    for name in ("Ann", "Ben", "Cho"):
        join(db, drill, name)
    app = PresenterApp(db, drill.code, live_refresh=False)
    assert snap_compare(app, terminal_size=(100, 20))


def test_projector_end_screen_with_the_leaderboard_snapshot(  # type: ignore[no-untyped-def]
    tmp_path: Path, snap_compare
) -> None:
    db, drill = _ended_class(tmp_path)
    app = PresenterApp(db, drill.code, live_refresh=False)
    assert snap_compare(app, terminal_size=(100, 30), press=["l"])
