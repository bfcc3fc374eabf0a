"""The key bar at the bottom of every screen: each action the screen offers and its key.

A light stand-in for Textual's ``Footer``: one line of text rebuilt when the screen's
bindings change, instead of one widget per key (which made every screen change cost
hundreds of milliseconds of styling). Ctrl+P opens the command palette.
"""

from __future__ import annotations

from rich.style import Style
from rich.text import Text
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
        items: list[tuple[str, str]] = []
        seen: set[str] = set()
        for active in screen.active_bindings.values():
            binding = active.binding
            if not binding.show or not binding.description or not active.enabled:
                continue
            if binding.description in seen:
                continue
            seen.add(binding.description)
            items.append(
                (binding.key_display or self.app.get_key_display(binding), binding.description)
            )
        items.append(("^p", "palette"))
        self.items = items
        self._lay_out()

    def on_resize(self) -> None:
        self._lay_out()

    def _lay_out(self) -> None:
        """Lines of "key action" pairs, never breaking a pair across lines."""
        width = self.size.width or self.app.size.width
        lines: list[Text] = [Text()]
        for key, description in getattr(self, "items", []):
            piece = Text()
            piece.append(f" {key} ", KEY)
            piece.append(f"{description} ")
            if lines[-1].cell_len and lines[-1].cell_len + piece.cell_len > width:
                lines.append(Text())
            lines[-1].append_text(piece)
        self.update(Text("\n").join(lines))
