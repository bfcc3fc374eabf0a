"""``drill present``: the teacher's projector view and the live student × question grid.

One question fills the screen with the situation's tiles; beneath it, how many of the
class have answered and the spread of their answers, refreshed every second. ``r``
reveals the answer and the explanation, ``n`` moves on (in a teacher-paced drill that
opens the next question on every student's screen), ``g`` shows the grid.
"""

from __future__ import annotations

from typing import ClassVar

from rich.console import Group, RenderableType
from rich.text import Text
from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Static

from tutor.classroom import ClassDrill, answer_label, build_report, open_drill
from tutor.classroom.taking import to_json_answer
from tutor.classroom.teacher import live, move_on, reveal, run_state
from tutor.store.connection import Database
from tutor.ui.screens.classroom_parts import grid_table, situation_view, spread_bars

REFRESH_S = 1.0


class TeacherScreen(Screen[None]):
    """A teacher's view of one drill, redrawn every second unless ``live_refresh`` is off."""

    def __init__(self, db: Database, drill: ClassDrill, *, live_refresh: bool = True) -> None:
        super().__init__()
        self.db = db
        self.drill = drill
        self.live_refresh = live_refresh

    def on_mount(self) -> None:
        self.redraw()
        if self.live_refresh:
            self.set_interval(REFRESH_S, self.redraw)

    def redraw(self) -> None:
        """Read the database and show what it holds now."""


class PresentScreen(TeacherScreen):
    """One question at a time, for a projector."""

    DEFAULT_CSS = """
    PresentScreen { padding: 1 2; }
    #present-head { color: $text-muted; }
    #present-prompt { text-style: bold; padding: 1 0; }
    #present-live { padding: 1 0 0 0; }
    #present-answer { padding: 1 0 0 0; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("r", "reveal", "Reveal"),
        Binding("n,right", "next", "Next question"),
        Binding("p,left", "previous", "Previous"),
        Binding("g", "grid", "Grid"),
        Binding("q", "app.quit", "Quit"),
    ]

    def __init__(self, db: Database, drill: ClassDrill, *, live_refresh: bool = True) -> None:
        super().__init__(db, drill, live_refresh=live_refresh)
        self.index, self.revealed = self._shared_state()

    def _shared_state(self) -> tuple[int, bool]:
        if self.drill.definition.pace == "teacher":
            return run_state(self.db, self.drill)
        return 0, False

    def compose(self) -> ComposeResult:
        with VerticalScroll():
            yield Static(id="present-head")
            yield Static(id="present-prompt")
            yield Static(id="present-situation")
            yield Static(id="present-live")
            yield Static(id="present-answer")
        yield Footer()

    def redraw(self) -> None:
        drill, index = self.drill, self.index
        question = drill.question(index)
        title = drill.definition.title or "Drill"
        head = f"{title} · drill {drill.code} · question {index + 1} of {drill.definition.count}"
        self.query_one("#present-head", Static).update(head)
        self.query_one("#present-prompt", Static).update(Text(question.prompt))
        self.query_one("#present-situation", Static).update(situation_view(question))
        now = live(self.db, drill, index)
        right = answer_label(question, to_json_answer(question, question.answer))
        counts = Text(f"{now.answered} of {now.students} have answered", style="bold")
        bars = spread_bars(now.spread, now.answered, right if self.revealed else None)
        self.query_one("#present-live", Static).update(Group(counts, bars))
        self.query_one("#present-answer", Static).update(self._answer_view(right))

    def _answer_view(self, right: str) -> RenderableType:
        if not self.revealed:
            return Text("Press r to reveal the answer.", style="dim")
        question = self.drill.question(self.index)
        lines = [Text(f"Answer: {right}", style="bold green")]
        lines += [Text(f"• {reason.text}") for reason in question.explanation]
        return Group(*lines)

    def action_reveal(self) -> None:
        self.revealed = True
        if self.drill.definition.pace == "teacher":
            reveal(self.db, self.drill)
        self.redraw()

    def action_next(self) -> None:
        if self.drill.definition.pace == "teacher":
            self.index = move_on(self.db, self.drill)
        else:
            self.index = min(self.index + 1, self.drill.definition.count - 1)
        self.revealed = False
        self.redraw()

    def action_previous(self) -> None:
        if self.drill.definition.pace == "student":  # a class cannot be sent back
            self.index = max(0, self.index - 1)
            self.revealed = False
            self.redraw()

    def action_grid(self) -> None:
        self.app.push_screen(GridScreen(self.db, self.drill, live_refresh=self.live_refresh))


class GridScreen(TeacherScreen):
    """The student × question grid (✓ ✗ –), refreshed live: who is stuck where."""

    DEFAULT_CSS = "GridScreen { padding: 1 2; }"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,g", "app.pop_screen", "Back"),
        Binding("q", "app.quit", "Quit"),
    ]

    def compose(self) -> ComposeResult:
        with VerticalScroll():
            yield Static(id="grid")
        yield Footer()

    def redraw(self) -> None:
        report = build_report(self.db, self.drill)
        self.query_one("#grid", Static).update(grid_table(report.grid, report.count))


class PresenterApp(App[None]):
    """A window holding the projector view of one drill."""

    TITLE = "riichi-tutor · classroom"
    ENABLE_COMMAND_PALETTE = False

    def __init__(self, db: Database, code: str, *, live_refresh: bool = True) -> None:
        super().__init__()
        self.db = db
        self.drill = open_drill(db, code)
        self.live_refresh = live_refresh

    def on_mount(self) -> None:
        self.push_screen(PresentScreen(self.db, self.drill, live_refresh=self.live_refresh))


def run_presenter(db_path: str, code: str) -> None:
    """Open the database and run the projector view until the teacher quits."""
    from tutor.store import open_store

    db = open_store(db_path)
    try:
        PresenterApp(db, code).run()
    finally:
        db.close()
