"""The answer area: the choices of a question in the form it asks for.

Yes/no and pick-one: a list answered with number keys, ``y``/``n``, arrows + Enter or
a click (:class:`~tutor.ui.widgets.choices.ChoiceList`). Every yaku: a multi-select
(number keys or Space toggle, Enter submits).
Choices 10 and up are typed as two digits (``1`` then ``0``); a lone ``1`` in such a
list waits a moment for a second digit before it counts, and counts at once when the
next digit cannot extend it (``1`` ``3`` is choices 1 and 3).
Han and fu: two number boxes; points: one; a sheet of numbers (the fu items, what each
seat pays): one line typed as a piped drill takes it (``tutor.classroom.typed``). Each
way posts :class:`AnswerList.Answered`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.message import Message
from textual.timer import Timer
from textual.widgets import Input, Label

from tutor.errors import TutorError
from tutor.ui.widgets.choices import ChoiceList

if TYPE_CHECKING:
    from textual.widgets import SelectionList

    from tutor.drills.question import Question
    from tutor.ui.widgets.yaku_picker import YakuPicker


class NumberBox(Input):
    """A box for a whole number that leaves every other key to the screen (``s`` saves)."""

    def __init__(self, placeholder: str, id: str) -> None:
        super().__init__(placeholder=placeholder, type="integer", id=id)

    def check_consume_key(self, key: str, character: str | None) -> bool:
        return character is not None and (character.isdigit() or character == "-")


class SheetBox(Input):
    """A line of numbers (a sheet typed in order) that leaves letters to the screen."""

    def __init__(self, placeholder: str, id: str) -> None:
        super().__init__(placeholder=placeholder, id=id)

    def check_consume_key(self, key: str, character: str | None) -> bool:
        return character is not None and (character.isdigit() or character in " ,-+/;")


class AnswerList(Vertical):
    """The input for one question; posts :class:`Answered` with the answer given."""

    DEFAULT_CSS = """
    AnswerList { height: auto; max-height: 100%; }
    AnswerList SelectionList, AnswerList SelectionList:focus {
        height: auto; max-height: 10; border: none; padding: 0;
    }
    AnswerList Horizontal { height: auto; }
    AnswerList Input { width: 16; }
    AnswerList #sheet { width: 1fr; }
    AnswerList Label { padding: 1 1 0 0; }
    AnswerList .hint { color: $text-muted; padding: 0; width: 1fr; }
    """

    @dataclass
    class Answered(Message):
        """The learner gave an answer, in the question form's own terms."""

        given: Any

    TYPING_PAUSE = 0.8
    """Seconds a digit that may begin a two-digit choice waits for the second one."""

    def __init__(
        self, question: Question, *, guide: str | None = None, id: str | None = None
    ) -> None:
        super().__init__(id=id)
        self.question = question
        self.guide = guide
        """Said instead of the yes/no keys' hint (the guided start's first question)."""
        self.typed = ""
        self._typing: Timer | None = None

    def compose(self) -> ComposeResult:
        form = self.question.form
        if form in ("yes_no", "reason"):
            count = len(self.question.choices)
            yield ChoiceList(self.question.choices, id="choices")
            keys = "y / n" if form == "yes_no" else f"1-{count}"
            more = " (10 and up: two digits)" if count > 9 else ""
            hint = f"Answer: {keys}{more}, or arrows + Enter, or click."
            yield Label(self.guide if form == "yes_no" and self.guide else hint, classes="hint")
        elif form in ("yaku", "rulesets"):
            from tutor.ui.widgets.yaku_picker import YakuPicker

            # The hint goes first: a long list scrolls, and what is chosen stays in sight.
            yield Label(self._chosen_text(()), classes="hint", id="chosen")
            yield YakuPicker(
                *[(f"{c.key}  {c.label}", c.key) for c in self.question.choices], id="choices"
            )
        elif form == "han_fu":
            with Horizontal():
                yield Label("Han")
                yield NumberBox("han", "han")
                yield Label("Fu")
                yield NumberBox("fu", "fu")
            yield Label("Type han, Tab, fu, Enter.", classes="hint")
        elif form == "numbers":
            fields = " · ".join(c.label for c in self.question.choices)
            yield Label(fields, classes="hint")
            yield SheetBox("one number each, in this order", "sheet")
            yield Label("One number each, in order, spaces between (0 for none); "
                        "Enter hands in.", classes="hint", id="sheet-hint")
        else:
            with Horizontal():
                yield Label("Points")
                yield NumberBox("points", "points")
            yield Label("Type the points and press Enter.", classes="hint")

    def on_mount(self) -> None:
        self.focus_input()

    def focus_input(self) -> None:
        """Put the keyboard focus on the first input."""
        widgets = list(self.query("ChoiceList, SelectionList, Input"))
        if widgets:
            widgets[0].focus()

    def type_key(self, key: str) -> None:
        """A number key or y/n as typed: digits of a list of ten or more choices are
        gathered into one number (``1`` ``0`` is choice 10) before :meth:`choose`."""
        keys = [c.key for c in self.question.choices]
        if not key.isdigit() or len(keys) < 10:
            self.choose(key)
            return
        if self._typing is not None:
            self._typing.stop()
            self._typing = None
        typed = self.typed + key
        if self.typed and not any(k.startswith(typed) for k in keys):
            # no choice goes on like that: the waiting digit stands on its own, and this
            # one starts a new number
            pending, self.typed = self.typed, ""
            self.choose(pending)
            typed = key
        if any(k.startswith(typed) and k != typed for k in keys):
            self.typed = typed
            self._show_typed(typed)
            self._typing = self.set_timer(self.TYPING_PAUSE, self._typed_done)
            return
        self.typed = ""
        self.choose(typed)

    def _typed_done(self) -> None:
        typed, self.typed, self._typing = self.typed, "", None
        if typed:
            self.choose(typed)

    def _show_typed(self, typed: str) -> None:
        """Move the highlight to the choice typed so far."""
        for widget in self.query(ChoiceList):
            widget.light(typed)

    def choose(self, key: str) -> None:
        """A number key or y/n: answer a pick-one question, or toggle a yaku."""
        form = self.question.form
        keys = [c.key for c in self.question.choices]
        if form == "yes_no":
            key = {"1": "y", "2": "n"}.get(key, key)
            if key in ("y", "n"):
                self.post_message(self.Answered(key == "y"))
        elif form == "reason" and key in keys:
            self.post_message(self.Answered(key))
        elif form in ("yaku", "rulesets") and key in keys:
            self._picker().toggle(key)

    def _picker(self) -> YakuPicker:
        from tutor.ui.widgets.yaku_picker import YakuPicker

        return self.query_one(YakuPicker)

    def on_choice_list_chosen(self, event: ChoiceList.Chosen) -> None:
        event.stop()
        key = event.key
        if self.question.form == "yes_no":
            self.post_message(self.Answered(key == "y"))
        else:
            self.post_message(self.Answered(key))

    def on_selection_list_selected_changed(self, event: SelectionList.SelectedChanged[str]) -> None:
        event.stop()
        keys = sorted(event.selection_list.selected, key=int)
        self.query_one("#chosen", Label).update(self._chosen_text(keys))

    def _chosen_text(self, keys: Sequence[str]) -> str:
        chosen = ", ".join(keys) if keys else "none"
        count = len(self.question.choices)
        digits = " (two digits for 10+)" if count > 9 else ""
        return f"Chosen: {chosen} · keys 1-{count} toggle{digits}, Enter hands in."

    def on_yaku_picker_submitted(self, event: YakuPicker.Submitted) -> None:
        event.stop()
        keys = event.keys
        if self.typed:  # Enter right after a digit: that digit counts before handing in
            if self._typing is not None:
                self._typing.stop()
            self._typed_done()
            keys = frozenset(self._picker().selected)
        self.post_message(self.Answered(keys))

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        if self.question.form == "han_fu":
            han, fu = self.query_one("#han", Input), self.query_one("#fu", Input)
            if event.input is han:
                fu.focus()
                return
            if han.value.strip() and fu.value.strip():
                self.post_message(self.Answered((int(han.value), int(fu.value))))
        elif self.question.form == "numbers":
            from tutor.classroom.typed import parse_typed

            try:
                self.post_message(self.Answered(parse_typed(self.question, event.value)))
            except TutorError as error:
                self.query_one("#sheet-hint", Label).update(error.message)
        elif event.value.strip():
            self.post_message(self.Answered(int(event.value)))
