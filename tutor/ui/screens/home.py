"""The home screen (ホーム): who is learning, which rules, and what to practise next."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import TYPE_CHECKING, ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.suggester import SuggestFromList
from textual.widgets import Input, Label, Static

from tutor.practice import DrillSession, QuestionBank
from tutor.practice.bank import GUIDED
from tutor.store import due_reviews, learner_names, progress
from tutor.store.connection import Database
from tutor.ui.app import ruleset_choices
from tutor.ui.screens.base import TutorScreen
from tutor.ui.widgets.keybar import KeyBar
from tutor.ui.widgets.picker import Picker
from tutor.ui.widgets.titlebar import TitleBar

if TYPE_CHECKING:
    from textual.widgets import DataTable

DRILL_LENGTH = 5

INTRO = (
    "Judge real moments of a hand — may this player riichi, is that win ippatsu, is this "
    "seat furiten — and learn from the engine's explanation after every answer."
)


SKILLS_TITLE = "Skills — Enter on a row drills that skill"


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def _unfinished_class_drill(db: Database, learner: str) -> str | None:
    """The class drill the learner left unfinished (imported late, and only when a class
    drill was ever joined here: start-up stays light)."""
    from tutor.store.classroom import joined_any

    if not joined_any(db):
        return None
    from tutor.classroom.taking import unfinished_drill

    return unfinished_drill(db, learner)


class AskText(ModalScreen[str | None]):
    """A one-line question (a drill code); Enter answers, Escape cancels."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", "Cancel")]
    DEFAULT_CSS = """
    AskText { align: center middle; }
    AskText > Vertical {
        width: 60; height: auto; border: thick $primary; background: $surface; padding: 1 2;
    }
    """

    def __init__(self, prompt: str) -> None:
        super().__init__()
        self.prompt = prompt

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(self.prompt)
            yield Input(id="ask-text")

    def on_input_submitted(self, event: Input.Submitted) -> None:
        self.dismiss(event.value.strip() or None)

    def action_cancel(self) -> None:
        self.dismiss(None)


class HomeScreen(TutorScreen):
    """Pick the learner and ruleset, see each skill's mastery, start a drill.

    The first frame is what a learner reads or types into at once: the greeting, the
    learner's box, the rules and what to do next. The skills table (Textual's
    ``DataTable``, the costliest widget to style and draw) comes with the question bank
    it lists, after that frame; a drill started before then never waits for it.
    """

    AUTO_FOCUS = ""
    """Focus is given in :meth:`on_mount`: the learner's box only when no learner is
    known (else the letter keys must reach the screen, ``g`` and ``m`` first)."""

    resumable = False
    """Whether ``u`` has a drill to resume (worked out when the screen is refreshed)."""
    fresh = False
    """Filled in by the mount and not shown yet: the first resume need not fill it again."""

    HELP_TITLE = "Home: choose what to practise"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("m", "mix", "Mixed drill"),
        Binding("v", "due", "Due reviews"),
        Binding("u", "resume", "Resume"),
        Binding("g", "guided", "Guided start"),
        Binding("k", "curated", "Curated drill"),
        Binding("c", "code", "Drill code"),
        Binding("i", "my_games", "My games"),
        Binding("f", "app.reference", "Rules"),
        Binding("p", "app.progress", "Progress"),
        Binding("o", "app.settings", "Settings"),
        Binding("l", "learner", "Learner"),
    ]

    def compose(self) -> ComposeResult:
        yield TitleBar()
        with Vertical(id="home"):
            yield Static(INTRO, id="intro")
            with Horizontal(id="who"):
                yield Label("Learner", classes="field")
                yield Input(placeholder="type a name, Enter", id="learner")
                yield Label("Rules", classes="field")
                yield Picker(
                    ruleset_choices(str(self.tutor.ruleset)), self.tutor.ruleset, id="ruleset"
                )
            yield Static(id="offer")
            yield Static(SKILLS_TITLE, id="skills-title")
        yield KeyBar()

    def on_mount(self) -> None:
        self.bank_ready = False
        self.bank_loading = False
        self.leaving = False
        """Set when a drill is being opened from here (its screen is on its way)."""
        self.refresh_home()
        self.fresh = True  # (the resume that follows the first mount finds it filled in)
        # Once the screen is painted, so that the load does not hold up the first frame.
        self.call_after_refresh(self._load_in_background)
        if not self.tutor.learner:  # a first-time learner types their name straight away
            self.query_one("#learner", Input).focus()

    def on_screen_resume(self) -> None:
        self.leaving = False
        if self.fresh:
            self.fresh = False
            return
        self.refresh_home()
        self._load_in_background()

    def _load_in_background(self) -> None:
        if not (self.bank_ready or self.bank_loading):
            self.bank_loading = True
            self.run_worker(self._load_bank, thread=True, exit_on_error=False)

    def _load_bank(self) -> None:
        """Load the drill screen and the question bank behind the home screen (a thread).

        The generator, the engine and scoring take a few hundred milliseconds to import:
        the home screen is drawn without them, its skills table filled when they are in.
        The drill screen comes first (a drill started now waits for it); the bank's
        skills only if no drill is being opened, else when this screen shows again (the
        first question is not kept waiting for a list no one sees).
        """
        listed = True  # (on an error too, so "loading" never stays: the fill meets it)
        try:
            import tutor.ui.screens.drill  # noqa: F401  (warm: the first drill opens at once)

            listed = not self.leaving
            if listed:
                QuestionBank(self.tutor.ruleset, 0).skills()
                # (the skills table's module, read here rather than when the table mounts)
                import textual.widgets._data_table  # noqa: F401
        finally:
            self.app.call_from_thread(self._bank_loaded, listed)

    def _bank_loaded(self, listed: bool) -> None:
        self.bank_loading = False
        self.bank_ready = self.bank_ready or listed
        if self.leaving or not self.is_current:  # (filled in when it shows again)
            return
        if self.bank_ready:
            self._fill_skills()
        else:
            self._load_in_background()

    def _skills_table(self) -> DataTable[str]:
        """The skills table, mounted the first time it has rows to show (the arrows and
        Enter then pick a skill, unless the learner has focused something else)."""
        from textual.widgets import DataTable

        found = self.query("#skills")
        if found:
            return found.first(DataTable)
        table: DataTable[str] = DataTable(id="skills", cursor_type="row", zebra_stripes=True)
        table.add_columns("Skill", "Mastery", "Right", "Answers", "Review")
        self.query_one("#home", Vertical).mount(table)
        if self.tutor.learner and self.focused is None:
            table.focus()
        return table

    # ------------------------------------------------------------------ contents

    def refresh_home(self) -> None:
        """Fill in the learner, ruleset, offers and the skills table."""
        app = self.tutor
        names = learner_names(app.db)
        box = self.query_one("#learner", Input)
        box.suggester = SuggestFromList(names, case_sensitive=False)
        if app.learner and box.value != app.learner:
            box.value = app.learner
        with self.prevent(Picker.Changed):
            self.query_one("#ruleset", Picker).value = app.ruleset
        self._fill_skills()
        self.query_one("#offer", Static).update(self._offer())
        self.resumable = self._can_resume()
        self.refresh_bindings()

    def _offer(self) -> str:
        learner = self.tutor.learner
        if not learner:
            return "Type your name in the Learner box and press Enter to begin."
        db = self.tutor.db
        lines = [f"Hello, {learner}."]
        pending = DrillSession.pending(db, learner)
        if pending is not None:
            lines.append(
                f"You have a drill in progress ({pending[0]} of {pending[1]} answered): "
                "press u to resume it."
            )
        elif (code := _unfinished_class_drill(db, learner)) is not None:
            lines.append(f"Your class drill {code} is not finished: press u to resume it.")
        data = progress(db, learner)
        if not data.skills and not self.tutor.settings.get("guided_done"):
            lines.append("New here? Press g for a short guided first drill (3 questions).")
        due = due_reviews(db, learner)
        if due:
            owed = [
                _count(n, noun)
                for n, noun in ((len(due.questions), "question"), (len(due.skills), "skill"))
                if n
            ]
            lines.append(f"Due for review: {' and '.join(owed)} (press v).")
        lines.append("m starts a mixed drill chosen for you; Enter on a skill drills it.")
        return "\n".join(lines)

    def _fill_skills(self) -> None:
        app = self.tutor
        title = self.query_one("#skills-title", Static)
        if not self.bank_ready:
            title.update(f"{SKILLS_TITLE} (loading…)")
            return
        title.update(SKILLS_TITLE)
        table = self._skills_table()
        table.clear()
        bank = QuestionBank(app.ruleset, 0)
        rows = {}
        if app.learner:
            rows = {row.skill: row for row in progress(app.db, app.learner).skills}
        now = datetime.now(UTC)
        for skill in bank.skills():
            row = rows.get(skill)
            if row is None:
                table.add_row(bank.title(skill), "new", "–", "0", "–", key=skill)
                continue
            due = "due now" if row.due is not None and row.due <= now else "later"
            if row.is_weak():
                due = "weak: review"
            table.add_row(
                bank.title(skill),
                f"{round(row.mastery * 100)}%",
                f"{round(row.accuracy * 100)}%",
                str(row.attempts),
                due,
                key=skill,
            )

    # ------------------------------------------------------------------ choices

    @on(Input.Submitted, "#learner")
    def _learner_chosen(self, event: Input.Submitted) -> None:
        self.tutor.use_learner(event.value)
        self.refresh_home()
        tables = self.query("#skills")
        if tables:
            tables.first().focus()
        else:  # (the table takes the focus when it comes)
            self.set_focus(None)

    @on(Picker.Changed, "#ruleset")
    def _ruleset_chosen(self, event: Picker.Changed) -> None:
        if event.value != self.tutor.ruleset:
            self.tutor.change_setting("ruleset", event.value)
            self._fill_skills()
        # (the list closing resumes this screen, which shows the rules as they were
        # before this message arrived)
        with self.prevent(Picker.Changed):
            event.picker.value = event.value

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        skill = event.row_key.value
        if event.data_table.id == "skills" and skill:
            self.start("skill", [skill], DRILL_LENGTH)

    def _can_resume(self) -> bool:
        learner, db = self.tutor.learner, self.tutor.db
        return learner is not None and (
            DrillSession.pending(db, learner) is not None
            or _unfinished_class_drill(db, learner) is not None
        )

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "resume":  # (asked at every redraw of the keys: worked out once)
            return self.resumable
        return True

    def start(self, kind: str, skills: list[str], count: int, form: str | None = None) -> None:
        """Start a new drill for the learner (asking for a name first if there is none)."""
        app = self.tutor
        if not app.learner:
            self.notify("Type your name in the Learner box first.", severity="warning")
            self.query_one("#learner", Input).focus()
            return
        self.leaving = True  # (before the import, which the bank's load may be doing)
        try:
            from tutor.ui.screens.drill import DrillScreen

            DrillSession.close_pending(app.db, app.learner)
            drill = DrillSession.start(
                app.db, app.learner, kind, skills, count, app.ruleset, form=form
            )
        except BaseException:
            self.leaving = False
            self._load_in_background()
            raise
        app.push_screen(DrillScreen(drill))

    def action_mix(self) -> None:
        self.start("mix", [], DRILL_LENGTH)

    def action_curated(self) -> None:
        self.start("curated", [], DRILL_LENGTH)

    def action_due(self) -> None:
        self.start("due", [], DRILL_LENGTH)

    def action_guided(self) -> None:
        skills, count = GUIDED
        self.start("guided", list(skills), count, form="yes_no")
        if self.tutor.learner:
            self.tutor.change_setting("guided_done", True)

    def action_resume(self) -> None:
        from tutor.ui.screens.drill import DrillScreen

        app = self.tutor
        if not app.learner:
            return
        drill = DrillSession.resume(app.db, app.learner)
        if drill is not None:
            app.push_screen(DrillScreen(drill))
            return
        code = _unfinished_class_drill(app.db, app.learner)
        if code is not None:  # a class drill left unfinished: rejoin where it stands
            from tutor.ui.screens.classroom_take import join_classroom

            join_classroom(self.app, app.db, code, app.learner)

    def action_my_games(self) -> None:
        from tutor.ui.screens.my_games import MyGamesScreen

        if not self.tutor.learner:
            self.notify("Type your name in the Learner box first.", severity="warning")
            self.query_one("#learner", Input).focus()
            return
        self.app.push_screen(MyGamesScreen())

    def action_learner(self) -> None:
        # Focus once this key is spent: focused at once, the box would take the "l" too.
        self.call_after_refresh(self.query_one("#learner", Input).focus)

    def action_code(self) -> None:
        from tutor.ui.screens.classroom_take import join_classroom

        def chosen(code: str | None) -> None:
            if code:
                join_classroom(self.app, self.tutor.db, code, self.tutor.learner)

        self.app.push_screen(AskText("Drill code (from your teacher):"), chosen)
