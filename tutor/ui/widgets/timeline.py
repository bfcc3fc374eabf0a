"""The event timeline (経過): the situation's events in order, the moment asked last.

The deciding event of the explanation is highlighted (reverse video and a ``*``), the
moment asked is marked ``>``; the list scrolls to keep the deciding event in view.
Where the screen is too narrow for it, ``KeyEvents`` shows the timeline folded under
the table: the moment asked, the deciding event and every event a reason cites always
stay (``Moment.folded_timeline``).
"""

from __future__ import annotations

from rich.style import Style
from rich.text import Text
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.reactive import reactive
from textual.widget import Widget
from textual.widgets import Static

from tutor.moment.text import FOLDED, entry_text
from tutor.rules.tile_names import style_of
from tutor.ui.table_view import Moment, TimelineEntry


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
    style_name: reactive[str] = reactive("boxed")
    """``text`` names tiles as ``1m``; any other style in words."""

    def compose(self) -> ComposeResult:
        yield Static("Events", classes="title")
        yield Static(id="timeline-body")

    def on_mount(self) -> None:
        self._refresh()  # (what it was given before it was mounted)

    def watch_entries(self) -> None:
        self._refresh()

    def watch_highlight(self) -> None:
        self._refresh()

    def watch_style_name(self) -> None:
        self._refresh()

    def _refresh(self) -> None:
        body = self.query("#timeline-body")
        if not body:  # (not composed yet: its mount fills it in)
            return
        lines = []
        last = self.entries[-1].number if self.entries else None
        for entry in self.entries:
            lit = entry.number == self.highlight
            mark = "*" if lit else (">" if entry.number == last else " ")
            style = Style(reverse=True, bold=True) if lit else Style(bold=entry.number == last)
            text = entry_text(entry, style_of(self.style_name))
            lines.append(Text(f"{mark}{entry.number:>3} {text}", style))
        body.first(Static).update(Text("\n").join(lines))
        # Scrolled once the new lines are laid out: before that the list still has the
        # height of its old text, and its end would hide the newest events.
        if self.highlight is not None:
            self.call_after_refresh(self.scroll_to, y=max(0, self.highlight - 4), animate=False)
        else:
            self.call_after_refresh(self.scroll_end, animate=False)

class KeyEvents(Widget):
    """The timeline folded to one paragraph, for a screen too narrow for ``Timeline``:
    the moment asked, the deciding event and every cited event, the rest folded."""

    DEFAULT_CSS = """
    KeyEvents { height: auto; width: 1fr; }
    """

    view: reactive[Moment | None] = reactive(None, layout=True)
    highlight: reactive[int | None] = reactive(None)
    style_name: reactive[str] = reactive("boxed")

    def render(self) -> Text:
        if self.view is None:
            return Text()
        return key_events(
            self.view,
            highlight=self.highlight,
            style_name=self.style_name,
            label="Events (t: all): ",
        )


def key_events(
    view: Moment,
    *,
    highlight: int | None = None,
    style_name: str = "boxed",
    extra: int = 1,
    label: str = "Events: ",
) -> Text:
    """The timeline folded into one paragraph: every event the screen must keep (the
    moment asked, the deciding and cited events) and the ``extra`` latest ones."""
    style = style_of(style_name)
    text = Text(label, Style(bold=True, dim=True))
    for index, entry in enumerate(view.folded_timeline(len(view.must_show) + extra)):
        if index:
            text.append(" · ", Style(dim=True))
        if entry is None:
            text.append(FOLDED, Style(dim=True))
            continue
        lit = entry.number == highlight
        text.append(
            f"{'*' if lit else ''}{entry.number}. {entry_text(entry, style)}",
            Style(reverse=lit, bold=lit),
        )
    return text
