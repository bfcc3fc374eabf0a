"""A one-line choice among a few named options, lighter to show than Textual's ``Select``.

``Select`` composes its list (an ``OptionList`` in an overlay) with the screen, though
the list is seldom opened: on the home screen it cost more to draw than the rest of the
screen's fields together. The picker shows the chosen option only; Enter, Space, Down or
a click opens the options in a small list over the screen (arrows and Enter choose,
Escape keeps the choice), which is built only then.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.events import Click
from textual.message import Message
from textual.screen import ModalScreen
from textual.widget import Widget

if TYPE_CHECKING:
    from textual.widgets import OptionList


class Picker(Widget, can_focus=True):
    """The chosen option's name, and a list of the others on demand."""

    DEFAULT_CSS = """
    Picker {
        height: 3; width: 26; padding: 0 2;
        border: tall $border-blurred; background: $surface;
    }
    Picker:focus { border: tall $border; background-tint: $foreground 5%; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter,space,down", "open", "Choose", show=False),
    ]

    @dataclass
    class Changed(Message):
        """The learner chose another option."""

        picker: Picker
        value: str

        @property
        def control(self) -> Picker:
            return self.picker

    def __init__(self, options: Sequence[tuple[str, str]], value: str, *, id: str) -> None:
        super().__init__(id=id)
        self.options = list(options)
        """(name shown, value) of each option, in the order listed."""
        self._value = value

    @property
    def value(self) -> str:
        """The chosen option's value; setting another one posts :class:`Changed`."""
        return self._value

    @value.setter
    def value(self, value: str) -> None:
        if value == self._value:
            return
        self._value = value
        self.refresh()
        self.post_message(self.Changed(self, value))

    def render(self) -> Text:
        names = dict((v, name) for name, v in self.options)
        shown = Text(names.get(self._value, self._value), no_wrap=True, overflow="ellipsis")
        room = self.content_region.width
        shown.truncate(max(room - 2, 1), overflow="ellipsis")
        shown.pad_right(max(room - 1 - shown.cell_len, 1))
        shown.append("▼", "dim")
        return shown

    def action_open(self) -> None:
        def chosen(value: str | None) -> None:
            if value is not None:
                self.value = value

        self.app.push_screen(PickList(self.options, self._value), chosen)

    def on_click(self, event: Click) -> None:
        event.stop()
        self.action_open()


class PickList(ModalScreen[str | None]):
    """The picker's options in a list: Enter or a click chooses, Escape cancels."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", "Cancel")]
    DEFAULT_CSS = """
    PickList { align: center middle; }
    PickList > OptionList { width: 40; height: auto; max-height: 80%; border: thick $primary; }
    """

    def __init__(self, options: Sequence[tuple[str, str]], value: str) -> None:
        super().__init__()
        self.options = list(options)
        self.value = value

    def compose(self) -> ComposeResult:
        from textual.widgets import OptionList
        from textual.widgets.option_list import Option

        listed = OptionList(*(Option(name, id=value) for name, value in self.options))
        values = [value for _, value in self.options]
        listed.highlighted = values.index(self.value) if self.value in values else 0
        yield listed

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(event.option.id)

    def action_cancel(self) -> None:
        self.dismiss(None)
