"""The key bar at the bottom of every screen: each action the screen offers and its key.

A light stand-in for Textual's ``Footer``: one line of text rebuilt when the screen's
bindings change, instead of one widget per key (which made every screen change cost
hundreds of milliseconds of styling). Ctrl+P opens the command palette. A click on a
key or its action presses that key, as in Textual's footer.
"""

from __future__ import annotations

from rich.style import Style
from rich.text import Text
from textual.events import Click
from textual.screen import Screen
from textual.widgets import Static

KEY = Style(bold=True, color="#ffb000")


class KeyBar(Static):
    """The screen's keys, in the order the screen declares them."""

    DEFAULT_CSS = """
    KeyBar {
        dock: bottom; height: auto; max-height: 2; width: 1fr;
        background: $footer-background; color: $footer-foreground;
    }
    """

    def on_mount(self) -> None:
        self.screen.bindings_updated_signal.subscribe(self, self._bindings_changed)
        self._bindings_changed(self.screen)

    def on_unmount(self) -> None:
        self.screen.bindings_updated_signal.unsubscribe(self)

    def _bindings_changed(self, screen: Screen[object]) -> None:
        items: list[tuple[str, str, str]] = []
        seen: set[str] = set()
        for active in screen.active_bindings.values():
            binding = active.binding
            if not binding.show or not binding.description or not active.enabled:
                continue
            if binding.description in seen:
                continue
            seen.add(binding.description)
            shown = binding.key_display or self.app.get_key_display(binding)
            items.append((shown, binding.description, binding.key.split(",")[0].strip()))
        items.append(("^p", "palette", "ctrl+p"))
        self.items = items
        self._lay_out()

    def on_resize(self) -> None:
        self._lay_out()

    def _lay_out(self) -> None:
        """Lines of "key action" pairs, never breaking a pair across lines."""
        width = self.size.width or self.app.size.width
        laid = (width, tuple(getattr(self, "items", [])))
        if laid == getattr(self, "laid", None):  # (bindings refresh often, mostly unchanged)
            return
        self.laid = laid
        lines: list[Text] = [Text()]
        spots: list[tuple[int, int, int, str, str]] = []
        for shown, description, key in getattr(self, "items", []):
            piece = Text()
            piece.append(f" {shown} ", KEY)
            piece.append(f"{description} ")
            if lines[-1].cell_len and lines[-1].cell_len + piece.cell_len > width:
                lines.append(Text())
            x = lines[-1].cell_len
            spots.append((len(lines) - 1, x, x + piece.cell_len, description, key))
            lines[-1].append_text(piece)
        self.spots = spots
        # (the screen is laid out again only when the bar's height changes)
        grew = len(lines) != getattr(self, "lines", 0)
        self.lines = len(lines)
        self.update(Text("\n").join(lines), layout=grew)

    def offset_of(self, description: str) -> tuple[int, int] | None:
        """Where (x, y inside the bar) the action ``description`` is shown, if it is."""
        for line, start, _end, shown, _key in getattr(self, "spots", []):
            if shown == description:
                return start + 1, line
        return None

    def on_click(self, event: Click) -> None:
        """Press the key whose entry was clicked."""
        for line, start, end, _description, key in getattr(self, "spots", []):
            if line == event.y and start <= event.x < end:
                event.stop()
                self.app.simulate_key(key)
                return
