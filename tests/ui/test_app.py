"""The placeholder screen: it starts, greets the learner, and quits on q."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Static

from tutor.ui.app import TutorApp


async def test_welcome_screen_greets_and_quits_on_q() -> None:
    app = TutorApp()
    async with app.run_test() as pilot:
        await pilot.pause()
        welcome = app.query_one("#welcome", Static)
        assert "riichi-tutor judge FILE" in str(welcome.render())
        await pilot.press("q")
        await pilot.pause()
    assert app.return_code == 0


def test_welcome_screen_snapshot(snap_compare) -> None:  # type: ignore[no-untyped-def]
    progress = "Progress: 12 answers by 1 learner, kept in /home/ann/progress.sqlite3"
    assert snap_compare(TutorApp(progress=progress), terminal_size=(90, 20))


async def test_welcome_screen_reports_the_progress_database(tmp_path: Path) -> None:
    from tutor.ui.app import progress_line

    path = tmp_path / "progress.sqlite3"
    line = progress_line(str(path))
    assert path.exists()
    assert "0 answers by 0 learners" in line
    app = TutorApp(db_path=str(path), progress=line)
    async with app.run_test() as pilot:
        await pilot.pause()
        assert str(path) in str(app.query_one("#progress", Static).render())


def test_starting_on_a_file_that_is_not_a_database_is_one_clear_error(tmp_path: Path) -> None:
    import subprocess
    import sys

    bogus = tmp_path / "notes.txt"
    bogus.write_text("my notes, not a database\n")
    before = bogus.read_bytes()
    result = subprocess.run(
        [sys.executable, "-m", "tutor", "--db", str(bogus)],
        capture_output=True, text=True, check=False, timeout=60,
    )
    assert result.returncode != 0
    assert "Traceback" not in result.stderr
    assert str(bogus) in result.stderr
    assert bogus.read_bytes() == before
