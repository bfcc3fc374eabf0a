"""The title line at the top of the start-up screens: one widget where Textual's
``Header`` composes four (an icon, the title, the clock's space and its container).

It looks the same (the palette's icon on the left, the app's title in the middle, the
header's colours) and a click on the icon opens the command palette, as the header's
does; the header's other click (making itself three lines tall) is left out.
"""

from __future__ import annotations

from rich.text import Text
from textual.events import Click
from textual.widget import Widget

ICON = "⭘"
ICON_WIDTH = 8
"""The cells the icon's click answers in (the header's icon is as wide)."""


class TitleBar(Widget):
    """One line: the palette icon and the app's title, centred."""

    DEFAULT_CSS = """
    TitleBar {
        dock: top; width: 100%; height: 1;
        background: $panel; color: $foreground;
    }
    """

    def render(self) -> Text:
        width = self.size.width
        title = self.app.title
        line = Text(" " + ICON)
        start = max((width - len(title)) // 2, line.cell_len + 1)
        line.append(" " * (start - line.cell_len))
        line.append(title)
        return line

    async def on_click(self, event: Click) -> None:
        if event.x < ICON_WIDTH:
            event.stop()
            await self.run_action("app.command_palette")
