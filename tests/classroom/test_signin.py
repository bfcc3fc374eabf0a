"""Signing in to a served class: a name cannot be borrowed, whatever its case or spacing."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.classroom.helpers import new_drill
from tutor.classroom import join
from tutor.classroom.signin import ServedClass, sign_in_student
from tutor.errors import TutorError


def test_a_served_name_needs_its_own_pin_chosen_at_first_sign_in(tmp_path: Path) -> None:
    db, drill = new_drill(tmp_path / "c.sqlite3")
    served = ServedClass.start("2468", "97531")
    with pytest.raises(TutorError, match="choose a personal PIN for Hal"):
        sign_in_student(db, drill.code, "Hal", "2468", None, served)
    _, hal = sign_in_student(db, drill.code, "Hal", "2468", "7777", served)
    # a classmate who knows only the class PIN cannot borrow Hal's name
    for borrowed in (None, "", "1234"):
        with pytest.raises(TutorError, match="wrong personal PIN for Hal"):
            sign_in_student(db, drill.code, "Hal", "2468", borrowed, served)
    assert sign_in_student(db, drill.code, "Hal", "2468", "7777", served)[1] == hal


def test_names_match_whatever_their_case_and_surrounding_spaces(tmp_path: Path) -> None:
    db, drill = new_drill(tmp_path / "c.sqlite3")
    served = ServedClass.start("2468", None)
    _, fay = sign_in_student(db, drill.code, "Fay", "2468", "1111", served)
    for variant in ("fay", " FAY ", "fAy\t"):
        with pytest.raises(TutorError, match="wrong personal PIN for Fay"):
            sign_in_student(db, drill.code, variant, "2468", "2222", served)
        assert sign_in_student(db, drill.code, variant, "2468", "1111", served)[1] == fay
    assert join(db, drill, "  fay", "1111") == fay  # a terminal rejoin is the same student
    count = db.execute("SELECT count(*) FROM drill_students").fetchone()[0]
    assert count == 1


def test_the_teacher_pin_must_differ_from_the_class_pin(tmp_path: Path) -> None:
    db, _ = new_drill(tmp_path / "c.sqlite3")
    with pytest.raises(TutorError, match="teacher PIN must differ from the class PIN"):
        ServedClass.start("2468", "2468")
    db.close()
    result = subprocess.run(
        [sys.executable, "-m", "tutor", "--db", str(tmp_path / "c.sqlite3"), "serve",
         "--port", "18999", "--class-pin", "2468", "--teacher-pin", "2468"],
        capture_output=True, text=True, timeout=60, check=False,
    )  # fmt: skip
    assert result.returncode == 2
    assert "must differ from the class PIN" in result.stderr
    assert "Traceback" not in result.stderr


def test_the_teacher_resets_a_forgotten_pin_and_the_answers_stay(tmp_path: Path) -> None:
    from tutor.classroom import answer, open_question

    path = tmp_path / "c.sqlite3"
    db, drill = new_drill(path)
    served = ServedClass.start("2468", "97531")
    _, ivy = sign_in_student(db, drill.code, "Ivy", "2468", "1357", served)
    open_question(db, drill, ivy, 0)
    answer(db, drill, ivy, 0, True, 1000)
    db.close()
    result = subprocess.run(
        [sys.executable, "-m", "tutor", "--db", str(path), "drill", "reset-pin", drill.code, "IVY"],
        capture_output=True, text=True, timeout=60, check=False,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert "Ivy's personal PIN is cleared" in result.stdout
    db, drill = new_drill(path)
    _, again = sign_in_student(db, drill.code, "ivy", "2468", "8642", served)
    assert again == ivy
    with pytest.raises(TutorError, match="wrong personal PIN"):
        sign_in_student(db, drill.code, "Ivy", "2468", "1357", served)
    from tutor.classroom.taking import student_answers

    assert len(student_answers(db, drill, again)) == 1
    unknown = subprocess.run(
        [sys.executable, "-m", "tutor", "--db", str(path), "drill", "reset-pin", drill.code, "Zed"],
        capture_output=True, text=True, timeout=60, check=False,
    )  # fmt: skip
    assert unknown.returncode == 2 and "nobody called 'Zed'" in unknown.stderr


def test_keys_that_reach_a_busy_sign_in_together_clear_and_submit_in_turn(tmp_path: Path) -> None:
    """Ctrl+U, a PIN and Enter arriving in one burst (a loaded server) clear the field
    before the PIN is typed, and Enter sends the PIN as it was then, not a later one."""
    import asyncio

    from textual import events
    from textual.widgets import Input, Static

    from tutor.ui.screens.classroom_app import ClassroomApp

    db, drill = new_drill(tmp_path / "c.sqlite3")
    named = {"\x15": "ctrl+u", "\r": "enter"}

    async def burst() -> tuple[str, str]:
        app = ClassroomApp(db, served=ServedClass.start("2468", None))
        async with app.run_test(size=(100, 40)) as pilot:
            await pilot.pause()
            for field, text in (("code", drill.code), ("name", "Ann"), ("class-pin", "99")):
                app.screen.query_one(f"#{field}", Input).value = text
            pin = app.screen.query_one("#class-pin", Input)
            pin.focus()
            pin.cursor_position = 2
            await pilot.pause()
            for char in "\x152468\r\x151":  # the right PIN, then a slip typed after Enter
                app.post_message(events.Key(named.get(char, char), char))
            for _ in range(5):
                await pilot.pause()
            error = app.screen.query_one("#signin-error", Static)
            return pin.value, str(error.render())

    in_field, said = asyncio.run(burst())
    assert in_field == "1"  # the second Ctrl+U cleared "2468" before the "1"
    assert "choose a personal PIN for Ann" in said  # the class PIN "2468" was accepted
