"""The keys of the screen below (``?``), and the message for a terminal that is too small."""

from __future__ import annotations

from typing import Any, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import ModalScreen, Screen
from textual.widgets import Static

GENERAL = [
    ("Ctrl+P", "command palette: every action by name"),
    ("?", "this help"),
    ("Escape", "back"),
    ("Ctrl+G", "glossary: every Japanese term, those on this screen first"),
    ("Ctrl+Q", "quit"),
]


class HelpScreen(ModalScreen[None]):
    """Lists the keys of the screen it was opened over; Escape or ? closes it."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "dismiss", "Close"),
        Binding("question_mark", "dismiss", "Close"),
        Binding("q", "dismiss", "Close", show=False),
    ]
    DEFAULT_CSS = """
    HelpScreen { align: center middle; }
    HelpScreen > VerticalScroll {
        width: 70; max-width: 95%; height: auto; max-height: 90%;
        border: thick $primary; background: $surface; padding: 1 2;
    }
    """

    def __init__(self, under: Screen[Any]) -> None:
        super().__init__()
        self.under = under

    def compose(self) -> ComposeResult:
        text = Text()
        title = getattr(self.under, "HELP_TITLE", "Keys")
        text.append(f"{title}\n\n", "bold")
        own: list[tuple[str, str]] = []  # the screen's keys, then the app's shown ones
        shown: list[tuple[str, str]] = []
        focused: list[str] = []  # the rest: the focused list or box, Tab, copying
        seen = set()
        for active in self.under.active_bindings.values():
            binding = active.binding
            if not binding.description or binding.description in seen:
                continue
            seen.add(binding.description)
            label = binding.key_display or self.app.get_key_display(binding)
            if active.node is self.under and binding.show:
                own.append((label, binding.description))
            elif active.node is self.app and binding.show:
                shown.append((label, binding.description))
            else:
                focused.append(f"{label} {binding.description.lower()}")
        for label, what in own + shown:
            text.append(f"{label:>10}  ", "bold")
            text.append(f"{what}\n")
        if focused:  # after the screen's own keys: a learner looks for those first
            text.append("\nMore keys (the list or box that has the focus, and others)\n",
                        "bold")
            text.append("  " + " · ".join(focused) + "\n")
        text.append("\n")
        for key, what in GENERAL:
            text.append(f"{key:>10}  ", "bold")
            text.append(f"{what}\n")
        with VerticalScroll():
            yield Static(text)

    async def action_dismiss(self, result: None = None) -> None:
        self.dismiss(result)


class TooSmallScreen(Screen[None]):
    """Shown instead of any screen while the terminal is smaller than 80x24."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("ctrl+q", "app.quit", "Quit")]
    DEFAULT_CSS = """
    TooSmallScreen { align: center middle; }
    TooSmallScreen Static { width: auto; max-width: 100%; padding: 0 1; }
    """

    def compose(self) -> ComposeResult:
        width, height = self.app.size
        yield Static(
            f"The window is {width}x{height}; riichi-tutor needs at least 80x24.\n"
            "Make it larger to go on, or press Ctrl+Q to quit."
        )

    def on_resize(self) -> None:
        width, height = self.app.size
        self.query_one(Static).update(
            f"The window is {width}x{height}; riichi-tutor needs at least 80x24.\n"
            "Make it larger to go on, or press Ctrl+Q to quit."
        )
