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


class TutorApp(App[None]):
    """riichi-tutor's terminal interface."""

    TITLE = "riichi-tutor"
    CSS = """
    #welcome { padding: 1 2; width: 100%; }
    """
    BINDINGS: ClassVar[list[Binding | tuple[str, str] | tuple[str, str, str]]] = [
        Binding("q", "quit", "Quit")
    ]

    def __init__(self, db_path: str | None = None) -> None:
        super().__init__()
        self.db_path = db_path

    def compose(self) -> ComposeResult:
        yield Header()
        with Vertical():
            yield Static(WELCOME, id="welcome")
        yield Footer()


def run_app(db_path: str | None = None) -> None:
    TutorApp(db_path=db_path).run()
