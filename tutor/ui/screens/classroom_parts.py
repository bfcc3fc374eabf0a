"""Pieces the classroom screens share: tiles big enough for a projector, answer bars.

Everything here turns core values into Rich renderables; nothing reads the database.
"""

from __future__ import annotations

import time

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from tutor.classroom.pace import closing_time, seconds_left
from tutor.classroom.report import GRID_LEGEND, GRID_MARKS, ClassResult
from tutor.classroom.stored import situation_of
from tutor.drills.question import Question
from tutor.rules.tiles import sort_key, tile_name

FULL_DIGITS = "０１２３４５６７８９"
SUIT_KANJI = {"m": "萬", "p": "筒", "s": "索"}
HONOURS = "東南西北白發中"
SUIT_STYLE = {"m": "bold red3", "p": "bold dodger_blue2", "s": "bold green4", "z": "bold"}
BAR_WIDTH = 40


def _faces(tile: int) -> tuple[str, str, str]:
    """Top and bottom glyph (each two cells wide) and the style of one tile."""
    name = tile_name(tile)
    number, suit = name[0], name[1]
    if suit == "z":
        return HONOURS[int(number) - 1], "  ", SUIT_STYLE["z"]
    red = number == "0"
    top = FULL_DIGITS[5] if red else FULL_DIGITS[int(number)]
    style = SUIT_STYLE[suit] + (" reverse" if red else "")
    return top, SUIT_KANJI[suit], style


def tile_rows(tiles: tuple[int, ...] | list[int]) -> Text:
    """Tiles side by side, four lines tall: a frame, the number, the suit, a frame.

    A red five is drawn reversed (not only by colour), as the tutor's tiles are.
    """
    lines = [Text(), Text(), Text(), Text()]
    for tile in tiles:
        top, bottom, style = _faces(tile)
        lines[0].append("┌──┐")
        lines[1].append("│")
        lines[1].append(top, style=style)
        lines[1].append("│")
        lines[2].append("│")
        lines[2].append(bottom, style=style)
        lines[2].append("│")
        lines[3].append("└──┘")
    return Text("\n").join(lines)


def situation_view(question: Question) -> RenderableType:
    """The asked seat's hand and the dora indicators as tiles, and the last moves."""
    situation = situation_of(question)
    if situation is None:
        return Text("")
    parts: list[RenderableType] = []
    hand = situation.hands.get(question.seat)
    if hand:
        parts.append(Text(f"{question.seat}'s hand", style="dim"))
        parts.append(tile_rows(sorted(hand, key=sort_key)))
    if situation.dora_indicators:
        parts.append(Text("dora indicator", style="dim"))
        parts.append(tile_rows(list(situation.dora_indicators)))
    moves = []
    for event in situation.events[-6:]:
        tile = "" if event.tile is None else f" {tile_name(event.tile)}"
        moves.append(f"{event.number}. {event.seat} {event.action}{tile}")
    if moves:
        parts.append(Text("last moves: " + " · ".join(moves), style="italic"))
    return Group(*parts)


def spread_bars(spread: tuple[tuple[str, int], ...], total: int, right: str | None) -> Table:
    """One bar per answer; the right one marked once it is revealed (``right``)."""
    table = Table.grid(padding=(0, 2))
    table.add_column(justify="right")
    table.add_column()
    table.add_column(justify="right")
    for label, count in spread:
        width = 0 if total == 0 else round(BAR_WIDTH * count / total)
        mark = " ✓" if right is not None and label == right else ""
        style = "green" if mark else "cyan"
        table.add_row(Text(label + mark, style="bold"), Text("█" * width, style=style), str(count))
    return table


GRID_STYLES = {"right": "green", "wrong": "red", "no answer": "yellow", "not reached": "dim"}


def grid_table(grid: tuple[tuple[str, tuple[str, ...]], ...], count: int) -> Group:
    """The student × question grid, condensed so 30 questions and the totals fit 160 columns.

    Questions are headed by their number only; a timeout (○) is shown apart from a
    wrong answer (✗); students come best first, as in the report.
    """
    table = Table(box=box.SIMPLE_HEAD, padding=(0, 0), pad_edge=False, expand=False)
    table.add_column("student", style="bold", no_wrap=True, max_width=18, overflow="ellipsis")
    for k in range(count):
        table.add_column(str(k + 1), justify="center", no_wrap=True, min_width=3)
    table.add_column(" right", justify="right", no_wrap=True)
    for name, marks in grid:
        cells = [Text(GRID_MARKS[m], style=GRID_STYLES[m]) for m in marks]
        right = sum(1 for m in marks if m == "right")
        table.add_row(name, *cells, f"{right}/{count}")
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
                f"{question.question.prompt}"
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
