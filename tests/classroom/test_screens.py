"""The classroom screens: the projector view, the live grid, a student's drill and summary."""

from __future__ import annotations

import io
from pathlib import Path

from rich.console import Console
from textual.widgets import Input, Static

from tests.classroom.helpers import fixed_drill, new_drill
from tutor.classroom import ClassDrill, answer, join
from tutor.classroom.teacher import move_on
from tutor.store.connection import Database
from tutor.ui.screens.classroom_app import ClassroomApp, SignInScreen
from tutor.ui.screens.classroom_present import GridScreen, PresenterApp, PresentScreen
from tutor.ui.screens.classroom_take import SummaryScreen, TakeScreen

T0 = 1_800_000_000_000


def shown(widget: Static) -> str:
    """What a Static shows, as plain text."""
    console = Console(width=200, record=True, file=io.StringIO())
    console.print(widget.content)
    return console.export_text()


CLASS = {"Ann": "yyyyyy", "Ben": "nnnnnn", "Cho": "yn", "Dai": "yyn"}


def _class(tmp_path: Path, **changes: object) -> tuple[Database, ClassDrill]:
    db, drill = fixed_drill(tmp_path / "class.sqlite3", **changes)
    if drill.definition.pace == "teacher":
        move_on(db, drill, T0)  # out of the lobby: question 1 opens for everyone
    for name, given in CLASS.items():
        student = join(db, drill, name)
        opened = given[:1] if drill.definition.pace == "teacher" else given
        for k, key in enumerate(opened):
            answer(db, drill, student, k, key == "y", T0)
    return db, drill


def test_projector_view_snapshot(tmp_path: Path, snap_compare) -> None:  # type: ignore[no-untyped-def]
    db, drill = _class(tmp_path)
    app = PresenterApp(db, drill.code, live_refresh=False)
    assert snap_compare(app, terminal_size=(110, 40), press=["r"])


def test_projector_view_at_160x48_draws_the_rivers_boxed_snapshot(  # type: ignore[no-untyped-def]
    tmp_path: Path, snap_compare
) -> None:
    """A projector's screen is used: every river boxed as the hand is, the bars wider."""
    db, drill = _class(tmp_path)
    app = PresenterApp(db, drill.code, live_refresh=False)
    assert snap_compare(app, terminal_size=(160, 48), press=["r"])


def test_live_grid_snapshot(tmp_path: Path, snap_compare) -> None:  # type: ignore[no-untyped-def]
    db, drill = _class(tmp_path)
    app = PresenterApp(db, drill.code, live_refresh=False)
    assert snap_compare(app, terminal_size=(80, 16), press=["g"])


def test_drill_summary_snapshot(tmp_path: Path, snap_compare) -> None:  # type: ignore[no-untyped-def]
    db, drill = _class(tmp_path)
    student = join(db, drill, "Ben")
    assert snap_compare(ClassroomApp(db, (drill, student)), terminal_size=(100, 30))


async def test_projector_counts_answers_reveals_and_opens_the_next_question(
    tmp_path: Path,
) -> None:
    db, drill = _class(tmp_path, pace="teacher")
    app = PresenterApp(db, drill.code, live_refresh=False)
    async with app.run_test() as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, PresentScreen)
        live_text = shown(screen.query_one("#present-live", Static))
        assert "4 of 4 have answered" in live_text
        assert "Press r" in shown(screen.query_one("#present-answer", Static))
        await pilot.press("r")
        revealed = shown(screen.query_one("#present-answer", Static))
        assert "Answer:" in revealed
        assert "Rule card: " in revealed and "Under Tenhou:" in revealed  # the card, folded
        await pilot.press("n")
        assert "question 2 of 6" in shown(screen.query_one("#present-head", Static))
        await pilot.press("g")
        assert isinstance(app.screen, GridScreen)
    from tutor.classroom.teacher import current_pace

    shared = current_pace(db, drill)
    assert (shared.index, shared.revealed) == (1, False)


async def test_a_student_answers_by_key_and_rejoins_where_they_were(tmp_path: Path) -> None:
    db, drill = new_drill(tmp_path / "class.sqlite3")
    eve = join(db, drill, "Eve")
    app = ClassroomApp(db, (drill, eve))
    async with app.run_test() as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TakeScreen)
        choices = shown(app.screen.query_one("#take-choices", Static))
        assert "[y] Yes" in choices and "[n] No" in choices  # the keys to press
        await pilot.press("y")
        feedback = shown(app.screen.query_one("#take-feedback", Static))
        assert "Right" in feedback or "Wrong" in feedback
        await pilot.press("y")  # answers are final: a second key changes nothing
        await pilot.press("enter")
        head = shown(app.screen.query_one("#take-head", Static))
        assert "question 2 of 6" in head
    again = ClassroomApp(db, (drill, join(db, drill, "Eve")))
    async with again.run_test() as pilot:
        await pilot.pause()
        assert "question 2 of 6" in shown(again.screen.query_one("#take-head", Static))
        for _ in range(5):
            await pilot.press("n", "enter")
        await pilot.pause()
        assert isinstance(again.screen, SummaryScreen)


async def test_sign_in_refuses_a_wrong_class_pin_and_someone_elses_pin(tmp_path: Path) -> None:
    from tutor.classroom.signin import ServedClass

    db, drill = new_drill(tmp_path / "class.sqlite3")
    join(db, drill, "Ann", "1111")
    app = ClassroomApp(db, served=ServedClass.start("2468", "97531"))

    async def attempt(pilot, **values: str) -> str:  # type: ignore[no-untyped-def]
        for field, value in values.items():
            app.screen.query_one(f"#{field}", Input).value = value
        # Enter in a PIN box signs in (the teacher's box as the teacher). Two clicks on
        # one button in quick succession could be lost; keys cannot.
        box = "#teacher-pin" if "teacher-pin" in values else "#personal-pin"
        app.screen.query_one(box, Input).focus()
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        if isinstance(app.screen, SignInScreen):
            return shown(app.screen.query_one("#signin-error", Static))
        return type(app.screen).__name__

    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        assert "wrong class PIN" in await attempt(
            pilot, code=drill.code, name="Ben", **{"class-pin": "1357"}
        )
        assert "wrong personal PIN" in await attempt(pilot, name="Ann", **{"class-pin": "2468"})
        assert "wrong teacher PIN" in await attempt(pilot, **{"teacher-pin": "12345"})
        assert "choose a personal PIN for Ben" in await attempt(
            pilot, name="Ben", **{"class-pin": "2468"}
        )
        assert (
            await attempt(pilot, name="Ben", **{"class-pin": "2468", "personal-pin": "8642"})
            == "TakeScreen"
        )
        await pilot.press("g")  # no grid, no report: a student sees only their own drill
        assert isinstance(app.screen, TakeScreen)


async def test_the_home_screen_joins_a_classroom_drill_by_code(tmp_path: Path) -> None:
    from tutor.ui.app import create_app

    db, drill = new_drill(tmp_path / "class.sqlite3")
    db.close()
    app = create_app(str(tmp_path / "class.sqlite3"), learner="Fay")
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        await pilot.press("c")
        await pilot.pause()
        app.screen.query_one(Input).value = drill.code.lower()
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, TakeScreen)
        assert "Fay · question 1 of 6" in shown(app.screen.query_one("#take-head", Static))


async def test_the_served_app_offers_no_file_or_command_actions(tmp_path: Path) -> None:
    from textual.app import App
    from textual.command import CommandPalette
    from textual.screen import Screen

    db, _ = new_drill(tmp_path / "class.sqlite3")
    app = ClassroomApp(db)
    allowed = {
        "quit",
        "help_quit",
        "app.focus_next",
        "app.focus_previous",
        "screen.copy_text",
        "next",
        "reveal",
        "previous",
        "grid",
        "also",
        "leaderboard",
        "app.quit",
        "app.pop_screen",
    }
    screens = [SignInScreen, TakeScreen, SummaryScreen, PresentScreen, GridScreen]
    actions: set[str] = set()
    for cls in [App, Screen, ClassroomApp, *screens]:
        for binding in cls.BINDINGS:
            actions.add(binding.action if hasattr(binding, "action") else binding[1])
    assert actions <= allowed, actions - allowed
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("ctrl+p")
        await pilot.pause()
        assert not isinstance(app.screen, CommandPalette)
        assert isinstance(app.screen, SignInScreen)


async def test_in_a_teacher_paced_drill_the_answer_shows_when_the_teacher_reveals_it(
    tmp_path: Path,
) -> None:
    from tutor.classroom.teacher import reveal

    db, drill = new_drill(tmp_path / "class.sqlite3", pace="teacher")
    move_on(db, drill, T0)
    app = ClassroomApp(db, (drill, join(db, drill, "Gus")))
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("y")
        feedback = shown(app.screen.query_one("#take-feedback", Static))
        assert "Answer recorded: yes" in feedback and "Right" not in feedback
        await pilot.press("enter")  # no moving on before the reveal
        assert "question 1 of 6" in shown(app.screen.query_one("#take-head", Static))
        reveal(db, drill, T0)
        app.screen.tick()  # type: ignore[attr-defined]
        await pilot.pause()
        feedback = shown(app.screen.query_one("#take-feedback", Static))
        assert "Right" in feedback or "Wrong" in feedback
        assert "The teacher opens the next question" in feedback
        move_on(db, drill, T0 + 5000)  # the teacher's next: the screen follows, no key needed
        app.screen.tick()  # type: ignore[attr-defined]
        await pilot.pause()
        assert "question 2 of 6" in shown(app.screen.query_one("#take-head", Static))


async def test_the_countdown_closes_a_question_left_too_long(tmp_path: Path) -> None:
    import time

    from tutor.classroom import open_question

    db, drill = new_drill(tmp_path / "class.sqlite3", time_limit=5)
    hal = join(db, drill, "Hal")
    # Hal opened question 1 a minute ago and closed the window; rejoining does not reset it.
    open_question(db, drill, hal, round(time.time() * 1000) - 60_000)
    app = ClassroomApp(db, (drill, hal))
    async with app.run_test() as pilot:
        await pilot.pause()
        app.screen.tick()  # type: ignore[attr-defined]
        await pilot.pause()
        feedback = shown(app.screen.query_one("#take-feedback", Static))
        assert "No answer in time" in feedback
    from tutor.store import classroom as rows

    (stored,) = rows.answers(db, drill.drill_id)
    assert stored.answer is None and not stored.correct


async def test_a_time_limit_shows_a_countdown(tmp_path: Path) -> None:
    db, drill = new_drill(tmp_path / "class.sqlite3", time_limit=60)
    app = ClassroomApp(db, (drill, join(db, drill, "Ivy")))
    async with app.run_test() as pilot:
        await pilot.pause()
        clock = shown(app.screen.query_one("#take-clock", Static))
        assert "s left" in clock and int(clock.split()[1]) in range(55, 61)
