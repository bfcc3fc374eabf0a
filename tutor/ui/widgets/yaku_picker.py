"""The multi-select of a question asking every yaku (or every ruleset) that applies.

Imported when such a question is first shown: Textual's ``SelectionList`` is not
needed by a yes/no question's first frame.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from textual.binding import Binding, BindingType
from textual.message import Message
from textual.widgets import SelectionList


class YakuPicker(SelectionList[str]):
    """A multi-select where Space toggles and Enter hands in the selection."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "submit", "Hand in", show=True),
        Binding("space", "select", "Toggle", show=True),
    ]

    @dataclass
    class Submitted(Message):
        """The learner handed in the selected yaku."""

        keys: frozenset[str]

    def action_submit(self) -> None:
        self.post_message(self.Submitted(frozenset(self.selected)))
