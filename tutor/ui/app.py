"""The Textual app. For now a welcome screen; the drills arrive in later issues."""

from __future__ import annotations

from typing import ClassVar

from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import Footer, Header, Static

WELCOME = (
    "Welcome to riichi-tutor.\n\n"
    "Here you will judge real-looking moments of a hand: does this win score ippatsu,\n"
    "is this closed kan legal, may this player still declare riichi, is this player\n"
    "furiten. Drills are on their way; meanwhile `riichi-tutor judge FILE` answers\n"
    "any situation file.\n\n"
    "Press q to quit."
)


def progress_line(db_path: str | None) -> str:
    """Open (or create) the progress database and say where it is and what it holds.

    Runs before the app starts, so a database that cannot be used is refused with the
    store's one-line message instead of a screen that fails later.
    """
    from tutor.store import open_store, resolve_db_path

    path = resolve_db_path(db_path)
    db = open_store(path)
    try:
        attempts = db.execute("SELECT count(*) FROM attempts").fetchone()[0]
        learners = db.execute("SELECT count(*) FROM learners").fetchone()[0]
    finally:
        db.close()
    counts = f"{_count(attempts, 'answer')} by {_count(learners, 'learner')}"
    return f"Progress: {counts}, kept in {path}"


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


class TutorApp(App[None]):
    """riichi-tutor's terminal interface."""

    TITLE = "riichi-tutor"
    CSS = """
    #welcome { padding: 1 2; width: 100%; }
    #progress { padding: 0 2; color: $text-muted; }
    """
    BINDINGS: ClassVar[list[Binding | tuple[str, str] | tuple[str, str, str]]] = [
        Binding("q", "quit", "Quit")
    ]

    def __init__(self, db_path: str | None = None, progress: str = "") -> None:
        super().__init__()
        self.db_path = db_path
        self.progress = progress

    def compose(self) -> ComposeResult:
        yield Header()
        with Vertical():
            yield Static(WELCOME, id="welcome")
            yield Static(self.progress, id="progress")
        yield Footer()


def run_app(db_path: str | None = None) -> None:
    """Open the progress store, then run the app in the terminal."""
    TutorApp(db_path=db_path, progress=progress_line(db_path)).run()
