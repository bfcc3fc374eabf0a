"""Pieces the classroom screens share: the question's table, answer bars, the grid.

Everything here turns core values into Rich renderables; nothing reads the database.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from tutor.api import question_moment
from tutor.classroom.pace import closing_time, seconds_left
from tutor.drills.question import Question
from tutor.errors import TutorError
from tutor.moment.text import info_line, rules_note
from tutor.rules.tile_names import words_in_text
from tutor.ui.widgets.hand import hand_tiles
from tutor.ui.widgets.pond import rivers
from tutor.ui.widgets.timeline import key_events

if TYPE_CHECKING:
    from tutor.classroom.report import ClassResult

BAR_WIDTH = 40
COMPACT_BELOW = 30
"""Below this many rows the question's tiles are drawn unboxed, two rows tall."""
LARGE_FROM = (120, 40)
"""From this many columns and rows on (a projector), every river is drawn boxed, as the
hand is, and the answer bars grow with the width: a room reads them from the back."""


def is_large(width: int, height: int) -> bool:
    """Whether a screen of this size draws the question large (see ``LARGE_FROM``)."""
    return width >= LARGE_FROM[0] and height >= LARGE_FROM[1]


def situation_view(
    question: Question, *, compact: bool = False, revealed: bool = False, large: bool = False
) -> RenderableType:
    """The view of the moment, drawn as the tutor's table draws it: any rule the
    situation changed, the round and indicators, the asked seat's hand with its drawn
    tile and melds, the key events (the timeline folded, never a cited event) and every
    river. ``revealed`` highlights the deciding event; ``compact`` suits a small screen,
    ``large`` a projector (the rivers boxed, as the hand is)."""
    try:
        view = question_moment(question)
    except TutorError as error:
        return Text(f"This situation cannot be shown: {error.message}", style="red")
    lit = view.deciding_event if revealed else None
    parts: list[RenderableType] = []
    note = rules_note(view)
    if note:
        parts.append(Text(note, style="bold yellow"))
    parts.append(Text(info_line(view), style="dim"))
    parts.append(hand_tiles(view.asked, view, highlight=lit, compact=compact))
    parts.append(key_events(view, highlight=lit))
    parts.append(rivers(view, highlight=lit, legend=not compact, large=large))
    return Group(*parts)


def spread_bars(spread: tuple[tuple[str, int], ...], total: int, right: str | None,
                *, width: int = BAR_WIDTH) -> Table:
    """One bar per answer, ``width`` cells for all of the class; the right one marked
    once it is revealed (``right``)."""
    table = Table.grid(padding=(0, 2))
    table.add_column(justify="right")
    table.add_column()
    table.add_column(justify="right")
    for label, count in spread:
        cells = 0 if total == 0 else round(width * count / total)
        mark = " ✓" if right is not None and label == right else ""
        style = "green" if mark else "cyan"
        table.add_row(Text(label + mark, style="bold"), Text("█" * cells, style=style), str(count))
    return table


GRID_STYLES = {"right": "green", "wrong": "red", "no answer": "yellow", "not reached": "dim"}


def grid_table(grid: tuple[tuple[str, tuple[str, ...]], ...], count: int) -> Group:
    """The student × question grid, condensed so 30 questions and the totals fit 160 columns.

    Questions are headed by their number only; a timeout (○) is shown apart from a
    wrong answer (✗); students come best first, as in the report.
    """
    # (the report's module loaded here: a student's screen, which draws no grid, never needs it)
    from tutor.classroom.report import GRID_LEGEND, GRID_MARKS

    table = Table(box=box.SIMPLE_HEAD, padding=(0, 0), pad_edge=False, expand=False)
    table.add_column("student", style="bold", no_wrap=True, max_width=18, overflow="ellipsis")
    for k in range(count):
        table.add_column(str(k + 1), justify="center", no_wrap=True, min_width=3)
    table.add_column(" right", justify="right", no_wrap=True)
    for name, marks in grid:
        cells = [Text(GRID_MARKS[m], style=GRID_STYLES[m]) for m in marks]
        right = sum(1 for m in marks if m == "right")
        table.add_row(Text(name), *cells, f"{right}/{count}")  # a name is never markup
    title = Text("Who answered what  ", style="bold")
    title.append(GRID_LEGEND, style="dim")
    return Group(title, table)


def now_ms() -> int:
    """The wall clock in milliseconds, as the classroom core takes it."""
    return round(time.time() * 1000)


def clock_text(deadline_ms: int | None, now: int) -> Text:
    """The countdown every screen of a class shows from the same deadline."""
    left = seconds_left(deadline_ms, now)
    if left is None:
        return Text("")
    if left == 0:
        return Text("⏱ time is up: answers are closed")
    assert deadline_ms is not None
    return Text(f"⏱ {left} s left (closes at {closing_time(deadline_ms)})")


def class_result_view(result: ClassResult, mine: int | None, *, leaderboard: bool) -> Group:
    """The class result of an end screen; ``mine`` marks a student's own score."""
    lines: list[RenderableType] = []
    mean = result.mean
    if mean is None:
        lines.append(Text("Nobody answered."))
    else:
        lines.append(
            Text(
                f"{len(result.scores)} students · on average {mean:.1f} of {result.count} right",
                style="bold",
            )
        )
    for question in result.hardest:
        lines.append(
            Text(
                f"Q{question.index + 1}: {question.correct} of {question.answered} right · "
                f"{words_in_text(question.question.prompt)}"
            )
        )
    if mine is not None and result.scores:
        lines.append(Text(f"You: {mine} of {result.count} right", style="bold"))
    if leaderboard and result.scores:
        lines.append(Text("\nLeaderboard (no names)", style="bold"))
        for score in dict.fromkeys(result.scores):
            place = result.place(score)
            many = result.scores.count(score)
            you = "  ← you" if mine == score else ""
            lines.append(Text(f"{place:>3}. {score} of {result.count} right ×{many}{you}"))
    return Group(*lines)
