"""The end of a drill (まとめ): the score, what was missed and why, and what to do next."""

from __future__ import annotations

from typing import ClassVar

from rich.style import Style
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.widgets import Header, Static

from tutor.practice import DrillSession
from tutor.rules.tile_names import words_in_text
from tutor.ui.screens.base import TutorScreen
from tutor.ui.widgets.explanation import answer_text, deciding_reason
from tutor.ui.widgets.keybar import KeyBar


def summary_text(drill: DrillSession) -> Text:
    """Score, streak and each missed question with the engine's deciding reason."""
    right = drill.answered - len(drill.missed())
    text = Text()
    text.append(f"Drill finished: {right} of {drill.answered} right", Style(bold=True))
    text.append(f" ({round(drill.accuracy * 100)}%), last streak {drill.streak}.\n\n")
    missed = drill.missed()
    if not missed:
        text.append("Nothing missed. Well judged!\n")
        return text
    text.append("Missed:\n", Style(bold=True))
    for number, outcome in enumerate(missed, start=1):
        q = outcome.question
        given = "(none)" if outcome.given is None else answer_text(q, outcome.given)
        text.append(f"{number}. {words_in_text(q.prompt)}\n", Style(bold=True))
        text.append(f"   you: {given} · right: {answer_text(q, q.answer)}\n")
        reason = deciding_reason(q)
        if reason is not None:
            text.append(f"   why: {words_in_text(reason.text)}\n")
    return text


class SummaryScreen(TutorScreen):
    """What the drill showed; ``d`` drills the missed rules again."""

    HELP_TITLE = "Drill summary"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "app.home", "Home"),
        Binding("d", "again", "Drill missed rules"),
        Binding("p", "app.progress", "Progress"),
    ]

    def __init__(self, drill: DrillSession) -> None:
        super().__init__()
        self.drill = drill

    def compose(self) -> ComposeResult:
        yield Header()
        with VerticalScroll():
            yield Static(summary_text(self.drill), id="summary")
        yield KeyBar()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "again":
            return bool(self.drill.missed())
        return True

    def action_again(self) -> None:
        from tutor.ui.screens.drill import DrillScreen

        skills = self.drill.missed_skills()
        if not skills:
            return
        app = self.tutor
        drill = DrillSession.start(
            app.db,
            self.drill.learner,
            "missed",
            skills,
            5,
            app.ruleset,
        )
        self.app.switch_screen(DrillScreen(drill))
