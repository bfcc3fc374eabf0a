"""The event timeline (経過): the situation's events in order, the moment asked last.

The deciding event of the explanation is highlighted (reverse video and a ``*``), the
moment asked is marked ``>``; the list scrolls to keep the deciding event in view.
"""

from __future__ import annotations

from rich.style import Style
from rich.text import Text
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.reactive import reactive
from textual.widgets import Static

from tutor.ui.table_view import TimelineEntry


class Timeline(VerticalScroll):
    """A scrolling list of event lines."""

    DEFAULT_CSS = """
    Timeline { width: 34; border-left: solid $primary-muted; padding: 0 1; }
    Timeline > Static { width: 1fr; }
    Timeline .title { text-style: bold; }
    """

    entries: reactive[tuple[TimelineEntry, ...]] = reactive(())
    """The events shown."""
    highlight: reactive[int | None] = reactive(None)
    """The deciding event's number."""

    def compose(self) -> ComposeResult:
        yield Static("Events", classes="title")
        yield Static(id="timeline-body")

    def watch_entries(self) -> None:
        self._refresh()

    def watch_highlight(self) -> None:
        self._refresh()

    def _refresh(self) -> None:
        if not self.is_mounted:
            return
        lines = []
        last = self.entries[-1].number if self.entries else None
        for entry in self.entries:
            lit = entry.number == self.highlight
            mark = "*" if lit else (">" if entry.number == last else " ")
            style = Style(reverse=True, bold=True) if lit else Style(bold=entry.number == last)
            lines.append(Text(f"{mark}{entry.number:>3} {entry.text}", style))
        self.query_one("#timeline-body", Static).update(Text("\n").join(lines))
        if self.highlight is not None:
            self.scroll_to(y=max(0, self.highlight - 4), animate=False)
        else:
            self.scroll_end(animate=False)

    def on_mount(self) -> None:
        self._refresh()
