"""The drill screen (練習): the table, the question, and after an answer the explanation.

The first frame has what the answer depends on and nothing else: the status line, the
rules in force, the asked seat's hand, the rivers with the events under them (or the
timeline beside them on a wide screen), the prompt and the answer keys, all composed
with the question already read. What only matters later is mounted when it is first
needed: the explanation at the first answer, and on a screen too narrow to show it
beside the table, the timeline pane when ``t`` unfolds it (or the screen widens).
"""

from __future__ import annotations

import time
from functools import partial
from typing import TYPE_CHECKING, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.widgets import Static

from tutor.errors import TutorError, from_os_error
from tutor.moment.text import info_line, rules_note
from tutor.practice import DrillSession, Outcome
from tutor.rules.tile_names import style_of, words_in_text
from tutor.rules.wording import preset_title
from tutor.ui.screens.base import TutorScreen
from tutor.ui.table_view import TableView
from tutor.ui.widgets.answers import AnswerList
from tutor.ui.widgets.hand import HandView
from tutor.ui.widgets.keybar import KeyBar
from tutor.ui.widgets.pond import Ponds
from tutor.ui.widgets.timeline import KeyEvents, Timeline
from tutor.ui.widgets.titlebar import TitleBar

if TYPE_CHECKING:
    from tutor.drills.question import Question
    from tutor.ui.widgets.explanation import Explanation

WIDE = 120
"""From this width on, the timeline is shown beside the table."""
TALL = 40
"""From this height on (and ``WIDE``), the rivers are drawn as boxed tiles."""


class DrillScreen(TutorScreen):
    """One question at a time; the answer is recorded the moment it is given."""

    HELP_TITLE = "Drill: answer with number keys or y/n, then read why"
    AUTO_FOCUS = "#choices, AnswerList Input"
    """The answer keys have the focus from the first frame (the keys shown at the bottom
    are then worked out once, not again when the focus moves to them)."""
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "leave", "Back"),
        Binding("y", "choose('y')", "Yes", show=False),
        Binding("n", "choose('n')", "No", show=False),
        *[Binding(str(d), f"choose('{d}')", f"Answer {d}", show=False) for d in range(10)],
        Binding("enter", "next", "Next"),
        Binding("r", "card", "Rule card"),
        # before the focused widget: a number box would swallow the key
        Binding("s", "save", "Save", priority=True),
        Binding("t", "timeline", "Timeline"),
        Binding("f2", "app.toggle_tiles", "Tiles"),
    ]

    def __init__(self, drill: DrillSession) -> None:
        super().__init__()
        self.drill = drill
        self.question: Question | None = None
        self.view: TableView | None = None
        self.outcome: Outcome | None = None
        self.shown_at = 0.0
        self.timeline_on: bool | None = None
        self.remaining = 0
        self.unshown: TutorError | None = None
        """Why the first question could not be made (the screen then closes at once)."""

    def compose(self) -> ComposeResult:
        if not self.drill.finished:  # (a finished drill goes on to its summary)
            self._read_question()
        yield TitleBar()
        yield Static(id="status")
        yield Static(id="info")
        with Horizontal(id="table-row"):
            with VerticalScroll(id="table"):
                yield HandView()
                yield KeyEvents()
                yield Ponds()
            if self._timeline_wanted():
                yield Timeline()
        yield Static(id="prompt")
        with VerticalScroll(id="answer-area"):
            if self.question is not None:
                yield AnswerList(self.question, guide=self._guide())
        yield KeyBar()

    def on_mount(self) -> None:
        if self.unshown is not None:
            self._cannot_ask(self.unshown)
            return
        if self.drill.finished:
            self._finish()
            return
        self._show_read()
        self.clock = self.set_interval(1.0, self._tick)  # from the moment the question shows
        self.call_after_refresh(self._load_bank)

    def _load_bank(self) -> None:
        """Once the first frame is drawn, load the generator and the engine in a thread.

        A question built ahead is drawn from the view kept with it, and its answer and
        explanation are its own: neither needs the engine, so the first frame does not
        wait for it. The next question (generated) and a saved situation's comment do;
        they are loaded here while the learner reads, and whatever asks for them before
        they are in simply waits for the import to finish.
        """
        bank = self.drill.bank
        if bank is not None:
            self.run_worker(bank.load, thread=True, exit_on_error=False, group="load")

    def _guide(self) -> str | None:
        """How to read the table and answer, under the guided start's first question (a
        line of the answer area, gone with the answer keys once it is answered)."""
        if self.drill.kind != "guided" or self.drill.answered:
            return None
        return (
            "Guided start: the asked seat's hand is on top, the rivers below (R: riichi "
            "tile). Answer y or n (or arrows + Enter, or a click), read why, then Enter."
        )

    def _explanation(self) -> Explanation:
        """The explanation's widget (mounted, hidden, at the first answer)."""
        from tutor.ui.widgets.explanation import Explanation  # (with the first answer)

        found = self.query(Explanation)
        if found:
            return found.first()
        explanation = Explanation(id="explanation")
        explanation.display = False
        self.query_one("#answer-area", VerticalScroll).mount(explanation)
        return explanation

    def _timeline(self) -> Timeline:
        """The timeline pane (mounted the first time it is asked for, showing the
        question's events in the current tile style)."""
        found = self.query(Timeline)
        if found:
            return found.first()
        timeline = Timeline()
        timeline.display = False
        self._fill_timeline(timeline)
        self.query_one("#table-row", Horizontal).mount(timeline)
        return timeline

    def _timeline_wanted(self) -> bool:
        """Whether the timeline pane is shown beside the table (else folded under it)."""
        return self.app.size.width >= WIDE if self.timeline_on is None else self.timeline_on

    # ------------------------------------------------------------------ showing

    def _read_question(self) -> None:
        """Read the drill's current question and draw its moment (nothing on screen yet)."""
        self.outcome = None
        try:
            self.question = self.drill.current()
        except TutorError as error:
            self.question, self.view, self.unshown = None, None, error
            return
        try:
            self.view = self.drill.view(self.question)
        except TutorError as error:
            self.notify(f"this situation cannot be shown: {error}", severity="error")
            self.view = None

    def _cannot_ask(self, error: TutorError) -> None:
        self.notify(f"No question can be made: {error}", severity="error", timeout=8)
        self.app.pop_screen()

    def show_question(self) -> None:
        """Show the drill's current question (a new one, or the one left unanswered)."""
        if self.drill.finished:
            self._finish()
            return
        self._read_question()
        if self.unshown is not None:
            self._cannot_ask(self.unshown)
            return
        assert self.question is not None
        area = self.query_one("#answer-area", VerticalScroll)
        for old in area.query(AnswerList):
            old.remove()
        for explanation in self.query("#explanation"):
            explanation.display = False
        area.mount(AnswerList(self.question, guide=self._guide()), before=0)
        self._show_read()

    def _show_read(self) -> None:
        """Fill the screen with the question just read (its answer keys are mounted)."""
        self.show_tiles()
        self.query_one("#prompt", Static).update(self._prompt())
        self.shown_at = time.monotonic()
        self.remaining = int(self.tutor.settings.get("time_limit", 0) or 0)
        self._status()

    def _prompt(self) -> str:
        """The question in the learner's tile style, after any rule the situation changed."""
        assert self.question is not None
        style = style_of(self.tutor.tile_style)
        note = rules_note(self.view) if self.view is not None else ""
        prompt = words_in_text(self.question.prompt, style)
        return f"{note}\n{prompt}" if note else prompt

    def show_tiles(self) -> None:
        """Draw the table in the current tile style, highlighting the deciding event."""
        style = self.tutor.tile_style
        lit = self._lit()
        ponds, hand = self.query_one(Ponds), self.query_one(HandView)
        keys = self.query_one(KeyEvents)
        ponds.style_name = hand.style_name = keys.style_name = style
        ponds.highlight = hand.highlight = keys.highlight = lit
        for timeline in self.query(Timeline):
            self._fill_timeline(timeline)
        if self.view is not None:
            ponds.view = keys.view = hand.moment = self.view
            hand.seat = self.view.asked
            self.query_one("#info", Static).update(
                info_line(self.view, style_of(style))
            )
        self._place_timeline()

    def _lit(self) -> int | None:
        """The deciding event, once the question is answered (highlighted then)."""
        if not (self.outcome and self.question):
            return None
        from tutor.ui.widgets.explanation import deciding_event

        return deciding_event(self.question)

    def _fill_timeline(self, timeline: Timeline) -> None:
        timeline.style_name = self.tutor.tile_style
        timeline.highlight = self._lit()
        if self.view is not None:
            timeline.entries = self.view.timeline

    def _place_timeline(self) -> None:
        wide = self.app.size.width >= WIDE
        tall = self.app.size.height >= TALL
        self.query_one(Ponds).large = wide and tall
        self.query_one(Ponds).legend = self.app.size.height >= 30
        self.query_one(HandView).compact = self.app.size.height < 30
        self.query_one(TitleBar).display = self.app.size.height >= 30
        on = self._timeline_wanted()
        if on or self.query(Timeline):
            self._timeline().display = on
        self.query_one(KeyEvents).display = not on  # the folded timeline under the table

    def on_resize(self) -> None:
        self._place_timeline()

    def _status(self) -> None:
        d = self.drill
        skill = d.bank.title(self.question.skill) if d.bank and self.question else ""
        number = min(d.answered + (0 if self.outcome else 1), d.count)
        parts = [
            f"Question {number} of {d.count}",
            f"streak {d.streak}",
            f"{round(d.accuracy * 100)}% right" if d.answered else "no answers yet",
            preset_title(d.ruleset),
        ]
        if self.remaining and not self.outcome:
            parts.append(f"{self.remaining}s left")
        self.query_one("#status", Static).update(" · ".join(parts) + f"  —  {skill}")

    def _tick(self) -> None:
        if self.remaining and not self.outcome:
            self.remaining -= 1
            if self.remaining <= 0:
                self.notify("Time is up: counted as not answered.")
                self._give(None)
            else:
                self._status()

    # ------------------------------------------------------------------ answering

    def on_answer_list_answered(self, event: AnswerList.Answered) -> None:
        event.stop()
        self._give(event.given)

    def _give(self, given: object) -> None:
        if self.outcome is not None or self.question is None:
            return
        elapsed = int((time.monotonic() - self.shown_at) * 1000)
        try:
            self.outcome = self.drill.answer(given, elapsed)
        except TutorError as error:  # the database refused the write: nothing was recorded
            self.notify(f"The answer could not be saved: {error}", severity="error")
            return
        area = self.query_one("#answer-area", VerticalScroll)
        for answers in area.query(AnswerList):
            answers.display = False
        # Enter now means "next", not the hidden input's submit; the arrows and Page
        # keys scroll the explanation, which a small terminal cannot show whole.
        area.focus()
        from tutor.ui.widgets.explanation import explanation_text

        text = explanation_text(
            self.question,
            given,
            self.outcome.correct,
            self.tutor.card_titles_of(reason.rule for reason in self.question.explanation),
        )
        explanation = self._explanation()
        explanation.update(text)
        explanation.display = True
        area.scroll_home(animate=False)
        self.show_tiles()
        self._status()
        self.query_one("#prompt", Static).update(
            self._prompt() + "   [Enter: next · r: rule card · s: save]"
        )
        self.set_timer(0.05, self._build_ahead)  # after the explanation is drawn

    def _build_ahead(self) -> None:
        """Make the next question in the background while the explanation is read."""
        ref = self.drill.prepare_next()
        bank = self.drill.bank
        if ref is not None and bank is not None:
            self.run_worker(partial(bank.question, ref), thread=True, exit_on_error=False)

    def action_choose(self, key: str) -> None:
        answers = self.query(AnswerList)
        if answers and self.outcome is None:
            answers.first().type_key(key)

    def action_next(self) -> None:
        if self.outcome is None:
            return
        self.show_question()

    def action_card(self) -> None:
        if self.outcome is None:
            self.notify("Answer first; then r opens the rule card.")
        elif self.question is not None:
            self.tutor.action_reference(self.question.card)

    def action_timeline(self) -> None:
        self.timeline_on = not self._timeline_wanted()
        self._place_timeline()

    def action_save(self) -> None:
        if self.question is None:
            return
        from tutor.ui.saving import save_situation

        folder = self.tutor.saved_dir
        try:
            path = save_situation(folder, self.question, self.outcome)
        except (TutorError, OSError) as error:
            shown = error if isinstance(error, TutorError) else from_os_error(error)
            self.notify(f"Not saved: {shown}", severity="error")
            return
        self.notify(f"Saved to {path}")

    def action_leave(self) -> None:
        self.app.pop_screen()

    def _finish(self) -> None:
        from tutor.ui.screens.summary import SummaryScreen

        self.app.switch_screen(SummaryScreen(self.drill))
