"""Taking a classroom drill in the app: the question, a countdown, the answer, a summary.

The screen keeps no state of its own that matters: which question is next, since when
it is open and what was answered all live in the database, so a student who closes
the window (or whose browser tab is closed) signs in again and lands where they were.
"""

from __future__ import annotations

from contextlib import suppress
from typing import Any, ClassVar

from rich.console import Group, RenderableType
from rich.text import Text
from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Input, Static

from tutor.api import Reason
from tutor.classroom import (
    ClassDrill,
    Student,
    answer,
    answer_label,
    join,
    open_drill,
    open_question,
)
from tutor.classroom.pace import FINISHED, answers_closed, seconds_left
from tutor.classroom.taking import (
    CLOSED,
    TOO_LATE,
    Outcome,
    pace,
    student_answers,
    to_json_answer,
)
from tutor.classroom.teacher import answer_shown
from tutor.classroom.typed import parse_typed
from tutor.drills.explain import fold_note, split
from tutor.errors import TutorError
from tutor.rules.tile_names import words_in_text
from tutor.store.connection import Database
from tutor.ui.screens.classroom_parts import (
    COMPACT_BELOW,
    class_result_view,
    clock_text,
    now_ms,
    situation_view,
)

POLL_S = 1.0
"""The screen reads the class's state every half of this (following the teacher)."""


def join_classroom(app: App[Any], db: Database, code: str, name: str | None) -> None:
    """Join (or rejoin) the classroom drill ``code`` as ``name`` and show its next question."""
    if not name:
        app.notify("Choose your name (the learner) first: the teacher sees it.", severity="error")
        return
    try:
        drill = open_drill(db, code)
        student = join(db, drill, name)
    except TutorError as error:
        app.notify(error.message, severity="error", markup=False)  # it may quote a name
        return
    app.push_screen(TakeScreen(db, drill, student))


class TakeScreen(Screen[None]):
    """One question at a time; keys (y/n, a choice's key) or typed answers; Enter moves on."""

    DEFAULT_CSS = """
    TakeScreen { padding: 1 2; }
    #take-head { color: $text-muted; }
    #take-clock { color: $warning; text-style: bold; }
    #take-prompt { text-style: bold; padding: 1 0; }
    #take-feedback { padding: 1 0; }
    #take-typed { width: 40; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "next", "Next", show=False),
        Binding("a", "also", "Also on this hand"),
    ]

    def __init__(self, db: Database, drill: ClassDrill, student: Student) -> None:
        super().__init__()
        self.db = db
        self.drill = drill
        self.student = student
        self.index: int | None = None
        self.deadline_ms: int | None = None
        self.answered = False
        self.closed = False
        self.revealed = False
        self.outcome: Outcome | None = None
        self.feedback: list[RenderableType] = []
        self.also: tuple[Reason, ...] = ()
        self.unfolded = False

    def compose(self) -> ComposeResult:
        with VerticalScroll():
            yield Static(id="take-head")
            yield Static(id="take-clock")
            yield Static(id="take-prompt")
            yield Static(id="take-situation")
            yield Static(id="take-choices")
            yield Input(placeholder="type your answer, then Enter", id="take-typed")
            yield Static(id="take-feedback")
        yield Footer()

    def on_mount(self) -> None:
        self.show_next()
        self.set_interval(POLL_S / 2, self.tick)

    @property
    def teacher_paced(self) -> bool:
        return self.drill.definition.pace == "teacher"

    def show_next(self) -> None:
        """Open the student's next question, or say why there is none."""
        current = open_question(self.db, self.drill, self.student, now_ms())
        if current.finished:
            self.app.switch_screen(SummaryScreen(self.db, self.drill, self.student))
            return
        self.answered = False
        self.closed = False
        self.revealed = False
        self.outcome = None
        self.query_one("#take-feedback", Static).update("")
        if current.index is None:
            self.index = None
            waiting = (
                "Waiting for the teacher to start the drill…"
                if current.lobby
                else "Waiting for the teacher to open the next question…"
            )
            self.query_one("#take-prompt", Static).update(waiting)
            self._clear_question()
            return
        self.index, self.deadline_ms = current.index, current.deadline_ms
        question = self.drill.question(current.index)
        count = self.drill.definition.count
        self.query_one("#take-head", Static).update(
            Text(
                f"{self.drill.definition.title or 'Drill'} · {self.student.name} · "
                f"question {current.index + 1} of {count}"
            )
        )
        self.query_one("#take-prompt", Static).update(Text(words_in_text(question.prompt)))
        compact = self.app.size.height < COMPACT_BELOW
        self.query_one("#take-situation", Static).update(situation_view(question, compact=compact))
        choices = "   ".join(f"[{c.key}] {c.label}" for c in question.choices)
        self.query_one("#take-choices", Static).update(Text(choices))  # "[y]" is no markup
        typed = self.query_one("#take-typed", Input)
        typed.display = question.form in ("yaku", "rulesets", "han_fu", "points", "numbers")
        typed.value = ""
        self.tick()

    def _clear_question(self) -> None:
        for name in ("#take-situation", "#take-choices", "#take-clock"):
            self.query_one(name, Static).update("")
        self.query_one("#take-typed", Input).display = False

    def tick(self) -> None:
        """Follow the class (teacher-paced) or count down (student-paced); poll while waiting."""
        if self.index is None:
            self.show_next()
        elif self.teacher_paced:
            self._follow_teacher()
        elif self.outcome is not None:
            self.show_outcome()
        elif not self.answered and self.deadline_ms is not None:
            self.query_one("#take-clock", Static).update(clock_text(self.deadline_ms, now_ms()))
            if seconds_left(self.deadline_ms, now_ms()) == 0:
                self.give(None)

    def _follow_teacher(self) -> None:
        """Move on, close or reveal when the teacher does (or the class's time runs out)."""
        assert self.index is not None
        shared = pace(self.db, self.drill)
        assert shared is not None
        if shared.stage == FINISHED or shared.index != self.index:
            self.show_next()
            return
        now = now_ms()
        if not self.answered and not self.closed:
            self.query_one("#take-clock", Static).update(clock_text(self.deadline_ms, now))
            if answers_closed(shared, self.index, now) or seconds_left(self.deadline_ms, now) == 0:
                self._close()
        if shared.revealed and not self.revealed:
            self.show_outcome()

    def _close(self) -> None:
        """The question's answers closed before this student answered: no answer."""
        assert self.index is not None
        self.closed = True
        self.outcome = Outcome(self.drill.question(self.index), None, False, True)
        with suppress(TutorError):  # after a reveal the teacher has stored it already
            answer(self.db, self.drill, self.student, self.index, None, now_ms())
        self.query_one("#take-clock", Static).update(Text(CLOSED.capitalize() + "."))
        self.query_one("#take-typed", Input).display = False

    def on_key(self, event: Any) -> None:
        if self.index is None or self.query_one("#take-typed", Input).has_focus:
            return
        question = self.drill.question(self.index)
        if question.form == "yes_no" and event.key in ("y", "n"):
            self.give(event.key == "y")
        elif event.key in {c.key for c in question.choices}:
            self.give(event.key)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        if self.answered or self.index is None:
            return
        try:
            given = parse_typed(self.drill.question(self.index), event.value)
        except TutorError as error:
            self.query_one("#take-feedback", Static).update(Text(error.message, style="red"))
            return
        self.give(given)

    def give(self, given: Any) -> None:
        """Record the final answer and show whether it was right, and why."""
        if self.index is None or self.answered:
            return
        if self.closed:
            self._too_late()
            return
        question = self.drill.question(self.index)
        try:
            outcome = answer(self.db, self.drill, self.student, self.index, given, now_ms())
        except TutorError as error:
            if error.message != CLOSED:
                self.query_one("#take-feedback", Static).update(
                    Text(error.message.capitalize(), style="red")
                )
                return
            self._close()
            self._too_late()
            return
        self.answered = True
        self.query_one("#take-clock", Static).update("")
        self.outcome = outcome
        if answer_shown(self.db, self.drill, self.index):
            self.show_outcome()
        else:
            given_label = answer_label(question, outcome.given)
            self.query_one("#take-feedback", Static).update(
                Text(f"Answer recorded: {given_label}. The teacher will reveal the answer.")
            )

    def _too_late(self) -> None:
        """Refuse a key pressed after the question closed, keeping any revealed answer."""
        refusal = Text(TOO_LATE, style="bold red")
        shown = self.feedback if self.revealed else []
        self.query_one("#take-feedback", Static).update(Group(refusal, *shown))

    def show_outcome(self) -> None:
        """Right or wrong, the right answer and the engine's reasons."""
        outcome = self.outcome
        if outcome is None:
            return
        question = outcome.question
        self.outcome = None
        self.revealed = True
        right = answer_label(question, to_json_answer(question, question.answer))
        head = Text("✓ Right" if outcome.correct else "✗ Wrong", style="bold green")
        if not outcome.correct:
            head.stylize("bold red")
        if outcome.timed_out:
            head = Text("○ No answer in time", style="bold yellow")
        asked, self.also = split(question)
        self.feedback = [head, Text(f"The answer: {right}"), *(Text(f"• {r.text}") for r in asked)]
        self.unfolded = False
        self._draw_feedback()

    def _draw_feedback(self) -> None:
        """The feedback, with the reasons of other rules folded until ``a`` unfolds them."""
        lines = list(self.feedback)
        if self.also and self.unfolded:
            lines.append(Text("Also on this hand:", style="bold"))
            lines += [Text(f"• {r.text}") for r in self.also]
        elif self.also:
            lines.append(Text(fold_note(self.also), style="dim"))
        follow = "The teacher opens the next question." if self.teacher_paced else "Enter: next"
        lines.append(Text(follow, style="dim"))
        self.query_one("#take-feedback", Static).update(Group(*lines))

    def action_also(self) -> None:
        if self.revealed and self.also:
            self.unfolded = not self.unfolded
            self._draw_feedback()

    def action_next(self) -> None:
        if self.answered and self.revealed and not self.teacher_paced:
            self.show_next()


class SummaryScreen(Screen[None]):
    """The end of a drill: score, time, and each missed question with its reason."""

    DEFAULT_CSS = "SummaryScreen { padding: 1 2; } #summary { padding: 0 0 1 0; }"
    BINDINGS: ClassVar[list[BindingType]] = [Binding("q", "app.quit", "Quit")]

    def __init__(self, db: Database, drill: ClassDrill, student: Student) -> None:
        super().__init__()
        self.db = db
        self.drill = drill
        self.student = student

    def compose(self) -> ComposeResult:
        with VerticalScroll():
            yield Static(self._summary(), id="summary")
            yield Static(self._class_result(), id="summary-class")
        yield Footer()

    def on_mount(self) -> None:
        if self.drill.definition.pace == "teacher":  # the teacher may turn the leaderboard on
            self.set_interval(POLL_S, self._refresh_class)

    def _refresh_class(self) -> None:
        self.query_one("#summary-class", Static).update(self._class_result())

    def _class_result(self) -> RenderableType:
        """Teacher-paced: the class's result, and this student's place if the board is on."""
        from tutor.classroom.report import build_report, class_result  # (at the end only)

        shared = pace(self.db, self.drill)
        if shared is None:
            return Text("")
        result = class_result(build_report(self.db, self.drill))
        mine = sum(a.correct for a in student_answers(self.db, self.drill, self.student))
        view = class_result_view(result, mine, leaderboard=shared.leaderboard)
        return Group(Text("\nThe class", style="bold underline"), view)

    def _summary(self) -> RenderableType:
        mine = student_answers(self.db, self.drill, self.student)
        right = sum(a.correct for a in mine)
        count = self.drill.definition.count
        seconds = round(sum(a.time_ms for a in mine) / 1000)
        title = self.drill.definition.title or "Drill"
        lines: list[RenderableType] = [
            Text(f"{title} — done, {self.student.name}", style="bold"),
            Text(f"{right} of {count} right · {seconds // 60}:{seconds % 60:02d} answering"),
        ]
        silent = [a.question_index + 1 for a in mine if a.answer is None]
        if silent:
            lines.append(Text("no answer in time: " + ", ".join(f"Q{k}" for k in silent)))
        for a in mine:
            if a.correct or a.answer is None:
                continue
            question = self.drill.question(a.question_index)
            given = answer_label(question, a.answer)
            expected = answer_label(question, to_json_answer(question, question.answer))
            prompt = words_in_text(question.prompt)
            lines.append(Text(f"\nQ{a.question_index + 1}. {prompt}", style="bold"))
            lines.append(Text(f"  you: {given} · the answer: {expected}"))
            if question.explanation:
                lines.append(Text(f"  why: {question.explanation[0].text}", style="italic"))
        if right == count:
            lines.append(Text("Every answer right.", style="green"))
        return Group(*lines)
