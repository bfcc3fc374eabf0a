"""A teacher-paced lesson: one pace for the class, closed answers, timeouts apart.

The acceptance test runs the projector in this process and five students as processes
of their own: four piped ``drill run`` and one app under a headless pilot. Every wait is
bounded, so a broken class fails the test instead of hanging it.
"""

from __future__ import annotations

import asyncio
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

import pytest

from tests.classroom.helpers import fixed_drill, new_drill
from tutor.classroom import ClassDrill, answer, build_report, join, open_question, turn
from tutor.classroom.pace import GRACE_MS, closing_time
from tutor.classroom.report import GRID_MARKS, class_result
from tutor.classroom.teacher import current_pace, lobby, move_on, reveal
from tutor.errors import TutorError
from tutor.store.connection import Database
from tutor.ui.screens.classroom_present import PresenterApp, PresentScreen

T0 = 1_800_000_000_000
WAIT_S = 90.0


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


class Student:
    """A student process whose output lines are read as they come."""

    def __init__(self, args: list[str]) -> None:
        self.proc = subprocess.Popen(
            args,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        )
        self.lines: list[str] = []
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            self.lines.append(line.rstrip("\n"))

    def text(self) -> str:
        return "\n".join(self.lines)

    def type(self, line: str) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait(timeout=30)


async def until(check: Callable[[], bool], what: str) -> None:
    deadline = time.monotonic() + WAIT_S
    while not check():
        if time.monotonic() > deadline:
            raise AssertionError(f"never happened: {what}")
        await asyncio.sleep(0.1)


def _seconds_of_day(clock: str) -> int:
    moment = datetime.strptime(clock, "%H:%M:%S")
    return moment.hour * 3600 + moment.minute * 60 + moment.second


def _closes_at(lines: list[str], question: int) -> str:
    """The closing time a piped student was shown for ``question`` (1-based)."""
    after = lines[next(i for i, x in enumerate(lines) if f"Question {question} of" in x) :]
    shown = next(x for x in after if "closes at" in x)
    return shown.split("closes at ")[1].rstrip(")")


async def test_a_teacher_paced_class_of_five_processes_follows_the_projector(
    tmp_path: Path,
) -> None:
    db_path = tmp_path / "class.sqlite3"
    db, drill = fixed_drill(db_path, pace="teacher", count=3, time_limit=8)
    truth = ["y" if drill.question(k).answer else "n" for k in range(3)]
    piped = {
        name: Student(
            [sys.executable, "-m", "tutor", "--db", str(db_path), "drill", "run", drill.code,
             "--name", name]
        )
        for name in ("Ann", "Ben", "Cho", "Dai")
    }
    app_student = Student(
        [sys.executable, "-m", "tests.classroom.pilot_student", str(db_path), drill.code, "Eri"]
    )
    everyone = [*piped.values(), app_student]
    try:
        app = PresenterApp(db, drill.code, live_refresh=False)
        async with app.run_test(size=(160, 48)) as pilot:
            screen = app.screen
            assert isinstance(screen, PresentScreen)
            await until(lambda: len(lobby(db, drill)) == 5, "all five in the lobby")
            screen.redraw()
            assert "5 joined" in str(screen.query_one("#present-prompt").render())
            await until(
                lambda: all("start the drill" in s.text() for s in piped.values()),
                "the piped students wait in the lobby",
            )

            # Question 1: Dai answers only after the reveal, and is refused.
            await pilot.press("n")
            assert screen.deadline_ms is not None
            for name in ("Ann", "Ben", "Cho"):
                piped[name].type(truth[0] if name != "Cho" else "y" if truth[0] == "n" else "n")
            await until(lambda: build_live_count(db, drill, 0) == 4, "four answers to Q1")
            await pilot.press("r")
            piped["Dai"].type(truth[0])
            await until(
                lambda: "answers for this question are closed" in piped["Dai"].text(),
                "Dai's late answer refused",
            )
            await until(lambda: "revealed 0" in app_student.text(), "the app shows the reveal")
            await until(
                lambda: all("the answer is" in s.text() for s in piped.values()),
                "the piped students show the reveal",
            )

            # Question 2: everyone follows the teacher's next; the clocks agree.
            await pilot.press("n")
            projector_deadline = screen.deadline_ms
            assert projector_deadline is not None
            await until(
                lambda: all("Question 2 of 3" in s.text() for s in piped.values()),
                "the piped students follow to Q2",
            )
            await until(lambda: "open 1 " in app_student.text(), "the app follows to Q2")
            app_line = next(x for x in app_student.lines if x.startswith("open 1 "))
            assert abs(int(app_line.split()[2]) - projector_deadline) <= 1000
            projector_clock = _seconds_of_day(closing_time(projector_deadline))
            for student in piped.values():
                shown = _seconds_of_day(_closes_at(student.lines, 2))
                assert abs(shown - projector_clock) <= 1, student.text()
            for student in piped.values():
                student.type(truth[1])
            await until(lambda: build_live_count(db, drill, 1) == 5, "five answers to Q2")
            await pilot.press("r")

            # Question 3: Dai lets the time run out; the app's clock reaches zero too.
            await pilot.press("n")
            for name in ("Ann", "Ben", "Cho"):
                piped[name].type(truth[2])
            await until(lambda: build_live_count(db, drill, 2) == 4, "four answers to Q3")
            closed_at = (screen.deadline_ms or 0) + GRACE_MS
            await until(lambda: now() > closed_at + 200, "the time of Q3 (and its grace) is up")
            piped["Dai"].type(truth[2])
            await until(
                lambda: piped["Dai"].text().count("answers for this question are closed") == 2,
                "Dai's answer after the time is up refused",
            )
            await pilot.press("r")
            await pilot.press("n")  # after the last question: the end
            screen.redraw()
            assert "class result" in str(screen.query_one("#present-prompt").render())
            await until(lambda: all(s.proc.poll() is not None for s in piped.values()), "ends")
            await until(lambda: "summary" in app_student.text(), "the app's end screen")
    finally:
        for student in everyone:
            student.stop()
    for student in piped.values():
        assert "Done:" in student.text() and "The class: 5 students" in student.text()
    report = build_report(db, drill)
    dai = dict(report.grid)["Dai"]
    assert dai[0] == "no answer" and dai[2] == "no answer" and dai[1] != "no answer"
    assert dict(report.grid)["Cho"][0] == "wrong"
    assert report.questions[0].silent == 1 and report.questions[0].answered == 4
    assert GRID_MARKS["no answer"] != GRID_MARKS["wrong"]
    db.close()


def now() -> int:
    return round(time.time() * 1000)


def build_live_count(db: object, drill: object, index: int) -> int:
    from tutor.classroom.teacher import live

    return live(db, drill, index).answered  # type: ignore[arg-type]


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
