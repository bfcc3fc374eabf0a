"""``drill present``: the teacher's projector view and the live student × question grid.

One question fills the screen with the situation's tiles; beneath it, how many of the
class have answered and the spread of their answers, refreshed twice a second. ``r``
reveals the answer and the explanation, ``n`` moves on, ``g`` shows the grid. In a
teacher-paced drill the projector paces the class: it opens in a lobby listing who has
joined, ``n`` opens each question on every student's screen (its countdown, shown here,
starts then), ``r`` closes its answers, and after the last question ``n`` ends the drill
with the class result (``l`` shows an anonymous leaderboard).
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

from tutor.card_page import folded_card
from tutor.classroom import ClassDrill, answer_label, build_report, open_drill
from tutor.classroom.pace import FINISHED, LOBBY, OPEN
from tutor.classroom.report import class_result
from tutor.classroom.taking import to_json_answer
from tutor.classroom.teacher import (
    current_pace,
    live,
    lobby,
    move_on,
    reveal,
    show_leaderboard,
)
from tutor.drills.explain import fold_note, split
from tutor.rules.tile_names import words_in_text
from tutor.store.connection import Database
from tutor.ui.screens.classroom_parts import (
    BAR_WIDTH,
    class_result_view,
    clock_text,
    grid_table,
    is_large,
    now_ms,
    situation_view,
    spread_bars,
)

REFRESH_S = 0.5
"""How often the teacher's views read the database again (the clock ticks with it)."""


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
    """One question at a time, for a projector; teacher-paced, the class's pace too."""

    DEFAULT_CSS = """
    PresentScreen { padding: 1 2; }
    #present-head { color: $text-muted; }
    #present-clock { color: $warning; text-style: bold; }
    #present-prompt { text-style: bold; padding: 1 0; }
    #present-live { padding: 1 0 0 0; }
    #present-answer { padding: 1 0 0 0; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("r", "reveal", "Reveal"),
        Binding("n,right", "next", "Next question"),
        Binding("p,left", "previous", "Previous"),
        Binding("l", "leaderboard", "Leaderboard"),
        Binding("g", "grid", "Grid"),
        Binding("q", "app.quit", "Quit"),
    ]

    def __init__(self, db: Database, drill: ClassDrill, *, live_refresh: bool = True) -> None:
        self.teacher_paced = drill.definition.pace == "teacher"
        super().__init__(db, drill, live_refresh=live_refresh)
        self.index = 0
        self.revealed = False
        self.stage = OPEN
        self.deadline_ms: int | None = None
        self.leaderboard = False

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """A class cannot be sent back; a leaderboard belongs to a teacher-paced end."""
        if action == "previous":
            return not self.teacher_paced
        if action == "leaderboard":
            return self.teacher_paced
        return True

    def compose(self) -> ComposeResult:
        with VerticalScroll():
            yield Static(id="present-head")
            yield Static(id="present-clock")
            yield Static(id="present-prompt")
            yield Static(id="present-situation")
            yield Static(id="present-live")
            yield Static(id="present-answer")
        yield Footer()

    def on_resize(self) -> None:
        self.redraw()  # a projector window made larger draws the question larger

    def _read_pace(self) -> None:
        if not self.teacher_paced:
            return
        shared = current_pace(self.db, self.drill)
        self.index, self.revealed, self.stage = shared.index, shared.revealed, shared.stage
        self.deadline_ms, self.leaderboard = shared.deadline_ms, shared.leaderboard

    def _show(self, **parts: RenderableType) -> None:
        for name in ("head", "clock", "prompt", "situation", "live", "answer"):
            self.query_one(f"#present-{name}", Static).update(parts.get(name, ""))

    def redraw(self) -> None:
        self._read_pace()
        drill = self.drill
        title = drill.definition.title or "Drill"
        if self.stage == LOBBY:
            names = lobby(self.db, drill)
            self._show(
                head=Text(f"{title} · drill {drill.code} · lobby"),
                prompt=Text(f"Join with the code {drill.code}. {len(names)} joined so far:"),
                live=Text(", ".join(names) or "nobody yet", style="bold"),
                answer=Text("Press n to open question 1 for everyone.", style="dim"),
            )
            return
        if self.stage == FINISHED:
            result = class_result(build_report(self.db, drill))
            self._show(
                head=Text(f"{title} · drill {drill.code} · the end"),
                prompt=Text("The drill is over: the class result"),
                live=class_result_view(result, None, leaderboard=self.leaderboard),
                answer=Text("l: leaderboard on or off · g: the grid", style="dim"),
            )
            return
        index = self.index
        question = drill.question(index)
        now = live(self.db, drill, index)
        right = answer_label(question, to_json_answer(question, question.answer))
        counts = Text(f"{now.answered} of {now.students} have answered", style="bold")
        if now.silent:
            counts.append(f" · {now.silent} no answer in time", style="dim")
        size = self.app.size
        large = is_large(size.width, size.height)
        bars = spread_bars(now.spread, now.answered, right if self.revealed else None,
                           width=max(BAR_WIDTH, size.width // 2) if large else BAR_WIDTH)
        self._show(
            head=Text(
                f"{title} · drill {drill.code} · question {index + 1} of {drill.definition.count}"
            ),
            clock=self._clock(),
            prompt=Text(words_in_text(question.prompt)),
            situation=situation_view(question, revealed=self.revealed, large=large),
            live=Group(counts, bars),
            answer=self._answer_view(right),
        )

    def _clock(self) -> Text:
        if not self.teacher_paced:
            return Text("")
        if self.revealed:
            return Text("Answers are closed.")
        return clock_text(self.deadline_ms, now_ms())

    def _answer_view(self, right: str) -> RenderableType:
        if not self.revealed:
            return Text("Press r to reveal the answer.", style="dim")
        question = self.drill.question(self.index)
        lines = [Text(f"Answer: {right}", style="bold green")]
        asked, also = split(question)
        lines += [Text(f"• {reason.text}") for reason in asked]
        if also:
            lines.append(Text(fold_note(also, key=None), style="dim"))
        card = folded_card(question.card, self.drill.definition.ruleset)
        if card:
            lines.append(Text(f"Rule card: {card}", style="dim"))
        if self.teacher_paced and self.index + 1 == self.drill.definition.count:
            lines.append(Text("n: end the drill and show the class result", style="dim"))
        return Group(*lines)

    def action_reveal(self) -> None:
        self.revealed = True
        if self.teacher_paced:
            reveal(self.db, self.drill, now_ms())
        self.redraw()

    def action_next(self) -> None:
        if self.teacher_paced:
            move_on(self.db, self.drill, now_ms())
        else:
            self.index = min(self.index + 1, self.drill.definition.count - 1)
            self.revealed = False
        self.redraw()

    def action_previous(self) -> None:
        if not self.teacher_paced:
            self.index = max(0, self.index - 1)
            self.revealed = False
            self.redraw()

    def action_leaderboard(self) -> None:
        if self.teacher_paced:
            show_leaderboard(self.db, self.drill, not self.leaderboard)
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
