"""The choices of a yes/no or pick-one question: one line each, one of them lit.

A light stand-in for Textual's ``OptionList`` where a question offers a handful of
choices: its height is its number of lines, known before the screen is laid out, so
the question's first frame is laid out once (the option list measures its lines while
it is drawn and asks for a second layout). The arrows (and Home, End) move the light,
Enter or a click chooses; the screen's own keys (``y``/``n``, digits) answer as before.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from rich.text import Text
from textual.binding import Binding, BindingType
from textual.events import Click, Leave, MouseMove
from textual.geometry import Size
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget

from tutor.drills.question import Choice


class ChoiceList(Widget, can_focus=True):
    """Each choice on a line of its own (``key  label``); posts :class:`Chosen`."""

    DEFAULT_CSS = """
    ChoiceList { height: auto; width: 1fr; }
    ChoiceList > .choice-list--lit {
        color: $block-cursor-blurred-foreground;
        background: $block-cursor-blurred-background;
    }
    ChoiceList:focus > .choice-list--lit {
        color: $block-cursor-foreground;
        background: $block-cursor-background;
        text-style: $block-cursor-text-style;
    }
    ChoiceList > .choice-list--hover { background: $block-hover-background; }
    """
    COMPONENT_CLASSES: ClassVar[set[str]] = {"choice-list--lit", "choice-list--hover"}
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("up", "move(-1)", "Up", show=False),
        Binding("down", "move(1)", "Down", show=False),
        Binding("home", "go(0)", "First", show=False),
        Binding("end", "go(-1)", "Last", show=False),
        Binding("enter", "choose", "Choose", show=False),
    ]

    lit: reactive[int] = reactive(0)
    """The line the arrows have reached (Enter chooses it)."""
    hover: reactive[int | None] = reactive(None)
    """The line under the mouse, if any."""

    @dataclass
    class Chosen(Message):
        """A choice was taken with Enter or a click."""

        key: str

    def __init__(self, choices: tuple[Choice, ...], *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.choices = choices

    def render(self) -> Text:
        lit = self.get_component_rich_style("choice-list--lit")
        hover = self.get_component_rich_style("choice-list--hover")
        lines = []
        for index, choice in enumerate(self.choices):
            style = lit if index == self.lit else hover if index == self.hover else ""
            # (the whole width lit, as a list's cursor is)
            lines.append(Text(f"{choice.key}  {choice.label}".ljust(self.size.width), style))
        return Text("\n").join(lines)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return len(self.choices)

    def action_move(self, step: int) -> None:
        if self.choices:
            self.lit = (self.lit + step) % len(self.choices)

    def action_go(self, index: int) -> None:
        if self.choices:
            self.lit = index % len(self.choices)

    def action_choose(self) -> None:
        if self.choices:
            self.post_message(self.Chosen(self.choices[self.lit].key))

    def light(self, key: str) -> None:
        """Light the choice ``key`` (as typed so far), if there is one."""
        for index, choice in enumerate(self.choices):
            if choice.key == key:
                self.lit = index

    def on_click(self, event: Click) -> None:
        if 0 <= event.y < len(self.choices):
            event.stop()
            self.lit = event.y
            self.post_message(self.Chosen(self.choices[event.y].key))

    def on_mouse_move(self, event: MouseMove) -> None:
        self.hover = event.y if 0 <= event.y < len(self.choices) else None

    def on_leave(self, event: Leave) -> None:
        self.hover = None
