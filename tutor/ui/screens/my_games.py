"""My games (自分の対局): the learner's imported games, their moments and my results.

Everything shown is computed by :mod:`tutor.games.overview`; this screen only draws it.
Enter on a game lists its moments; Enter on a moment drills it alone; ``d`` drills my
moments (missed first); ``o`` opens the moment's hand in Tenhou's viewer.
"""

from __future__ import annotations

from typing import ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.widgets import DataTable, Header, Static

from tutor.games.overview import GameRow, MomentRow, drill_refs, my_games
from tutor.practice import DrillSession
from tutor.ui.screens.base import TutorScreen
from tutor.ui.widgets.keybar import KeyBar

NONE_YET = (
    "No games imported yet. Import your own logs (Tenhou's viewer JSON or link, mjlog, "
    "mjai) from the command line:\n  riichi-tutor import FILE... --me YOUR_NAME"
)


class MyGamesScreen(TutorScreen):
    """The learner's imported games and the rule moments found in them."""

    HELP_TITLE = "My games: the rule moments of your own games"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "app.pop_screen", "Back"),
        Binding("d", "drill", "Drill my moments"),
        Binding("o", "viewer", "Open in Tenhou's viewer"),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[GameRow] = []
        self.shown: list[MomentRow] = []

    def compose(self) -> ComposeResult:
        yield Header()
        with VerticalScroll(id="my-games"):
            yield Static(id="games-summary")
            games: DataTable[str] = DataTable(id="games", cursor_type="row", zebra_stripes=True)
            yield games
            yield Static(id="moments-title")
            moments: DataTable[str] = DataTable(
                id="moments", cursor_type="row", zebra_stripes=True
            )
            yield moments
        yield KeyBar()

    def on_mount(self) -> None:
        self.query_one("#games", DataTable).add_columns(
            "Game", "You", "Hands", "Moments", "Right", "Engine vs log"
        )
        self.query_one("#moments", DataTable).add_columns("Hand", "Moment", "My answers")
        self.refresh_games()
        self.query_one("#games", DataTable).focus()

    def on_screen_resume(self) -> None:
        self.refresh_games()

    def refresh_games(self) -> None:
        """Read the learner's games again (after a drill, the results have moved)."""
        learner = self.tutor.learner
        self.rows = my_games(self.tutor.db, learner) if learner else []
        table = self.query_one("#games", DataTable)
        at = table.cursor_row
        table.clear()
        for row in self.rows:
            differences = len(row.game.differences)
            agree = "agrees" if not differences else f"{differences} differ"
            table.add_row(
                row.name, row.player, str(row.game.hands), str(len(row.moments)),
                f"{row.right}/{len(row.moments)}", agree, key=str(row.game.id),
            )
        total = sum(len(r.moments) for r in self.rows)
        missed = sum(1 for r in self.rows for m in r.moments if m.state == "missed")
        summary = self.query_one("#games-summary", Static)
        if not self.rows:
            summary.update(NONE_YET)
        else:
            summary.update(
                f"{len(self.rows)} games, {total} moments of your seat; {missed} missed "
                "last time. Enter on a game lists its moments; d drills them, missed first."
            )
        if self.rows:
            table.move_cursor(row=min(max(at, 0), len(self.rows) - 1))
            self._show_moments(self.rows[table.cursor_row])
        else:
            self._show_moments(None)

    def _show_moments(self, row: GameRow | None) -> None:
        table = self.query_one("#moments", DataTable)
        table.clear()
        self.shown = list(row.moments) if row else []
        title = self.query_one("#moments-title", Static)
        title.update(
            f"Moments of {row.name} — Enter drills one, o opens it in Tenhou's viewer"
            if row else ""
        )
        for number, moment in enumerate(self.shown):
            table.add_row(moment.round_name, moment.title, moment.marks, key=str(number))

    @on(DataTable.RowHighlighted, "#games")
    def _game_highlighted(self, event: DataTable.RowHighlighted) -> None:
        if 0 <= event.cursor_row < len(self.rows):
            self._show_moments(self.rows[event.cursor_row])

    @on(DataTable.RowSelected, "#games")
    def _game_chosen(self, event: DataTable.RowSelected) -> None:
        if self.shown:
            self.query_one("#moments", DataTable).focus()

    @on(DataTable.RowSelected, "#moments")
    def _moment_chosen(self, event: DataTable.RowSelected) -> None:
        if 0 <= event.cursor_row < len(self.shown):
            self._start([["moment", self.shown[event.cursor_row].moment.situation]])

    def _current_moment(self) -> MomentRow | None:
        table = self.query_one("#moments", DataTable)
        if self.shown and 0 <= table.cursor_row < len(self.shown):
            return self.shown[table.cursor_row]
        return None

    def action_drill(self) -> None:
        refs = drill_refs(self.rows)
        if not refs:
            self.notify("No moments to drill yet: import a game first.", severity="warning")
            return
        self._start(refs)

    def action_viewer(self) -> None:
        moment = self._current_moment()
        if moment is None or moment.link is None:
            self.notify("This game has no viewer link (three-player logs have none).")
            return
        self.app.open_url(moment.link)
        self.notify("Opened the hand in Tenhou's viewer (your browser reads the log from "
                    "the link itself; nothing is uploaded).")

    def _start(self, refs: list[list[object]]) -> None:
        from tutor.ui.screens.drill import DrillScreen

        app = self.tutor
        if not app.learner:
            return
        DrillSession.close_pending(app.db, app.learner)
        drill = DrillSession.start(
            app.db, app.learner, "games", [], len(refs), app.ruleset, refs=list(refs)
        )
        app.push_screen(DrillScreen(drill))
