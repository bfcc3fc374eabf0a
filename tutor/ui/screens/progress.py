"""Progress (進歩): per skill accuracy, mastery and reviews; history; reasons most missed."""

from __future__ import annotations

from collections import Counter
from datetime import UTC, datetime
from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.widgets import DataTable, Header, Static

from tutor.api import reason_description
from tutor.practice import QuestionBank
from tutor.rules.wording import counted
from tutor.store import find_learner, progress, recent_history
from tutor.store.mastery import WEAK_MASTERY
from tutor.store.progress import MASTERY_LINE
from tutor.store.settings import last_session, session_answers
from tutor.ui.screens.base import TutorScreen
from tutor.ui.widgets.keybar import KeyBar

HISTORY = 200
WINDOW = 10
BARS = "▁▂▃▄▅▆▇█"


def bar_line(shares: list[float]) -> str:
    """Shares from 0 to 1 as bars on a fixed scale: 0% the lowest bar, 100% the highest
    (nothing at all when nothing was measured)."""
    return "".join(BARS[round(share * (len(BARS) - 1))] for share in shares)


def rolling_accuracy(outcomes: list[bool], window: int = WINDOW) -> list[float]:
    """Share right over the last ``window`` answers, after each answer (oldest first)."""
    values = []
    for end in range(1, len(outcomes) + 1):
        part = outcomes[max(0, end - window) : end]
        values.append(sum(part) / len(part))
    return values


class ProgressScreen(TutorScreen):
    """The learner's progress, over all history or for the last session (``l``)."""

    HELP_TITLE = "Progress"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "app.pop_screen", "Back"),
        Binding("l", "toggle_scope", "All / last session"),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.last_only = False

    def compose(self) -> ComposeResult:
        yield Header()
        with VerticalScroll():
            yield Static(id="scope")
            yield Static(MASTERY_LINE, id="mastery-line")
            table: DataTable[str] = DataTable(
                id="progress-skills", cursor_type="row", zebra_stripes=True
            )
            yield table
            yield Static("Right answers over time (rolling, last 10 answers)", id="trend-title")
            yield Static(id="trend")
            yield Static(id="missed")
        yield KeyBar()

    def on_mount(self) -> None:
        self.query_one(DataTable).add_columns("Skill", "Right", "Answers", "Mastery", "Review")
        self.refresh_progress()

    def action_toggle_scope(self) -> None:
        self.last_only = not self.last_only
        self.refresh_progress()

    def refresh_progress(self) -> None:
        """Fill the table, the trend and the most-missed reasons."""
        app = self.tutor
        db, learner = app.db, app.learner
        if learner is None:
            return
        data = progress(db, learner)
        bank = QuestionBank(app.ruleset, 0)
        table = self.query_one(DataTable)
        table.clear()
        now = datetime.now(UTC)
        if self.last_only:
            session = last_session(db, learner)
            answers = session_answers(db, session) if session is not None else []
            scope = "Last session" if answers else "Last session: no answers yet"
            per: dict[str, list[bool]] = {}
            for answer in answers:
                per.setdefault(answer["skill"], []).append(answer["correct"])
            mastery = {row.skill: row for row in data.skills}
            for skill, results in per.items():
                known = mastery.get(skill)
                table.add_row(
                    bank.title(skill),
                    f"{round(100 * sum(results) / len(results))}%",
                    str(len(results)),
                    f"{round(known.mastery * 100)}%" if known else "–",
                    "",
                )
            outcomes = [answer["correct"] for answer in answers]
            missed = Counter(
                answer["reasons"][0]
                for answer in answers
                if not answer["correct"] and answer["reasons"]
            ).most_common(8)
        else:
            scope = (f"All history · due for review now: {len(data.due_skills)} of "
                     f"{counted(len(data.skills), 'skill')} and "
                     f"{counted(data.due_questions, 'missed question')}")
            for row in data.skills:
                table.add_row(
                    bank.title(row.skill),
                    f"{round(row.accuracy * 100)}%",
                    str(row.attempts),
                    f"{round(row.mastery * 100)}%",
                    _review(row.is_weak(), data.is_due(row), row.due, now),
                )
            history = recent_history(db.conn, find_learner(db, learner), HISTORY)
            outcomes = [item.correct for item in reversed(history)]
            missed = [(r.code, r.missed) for r in data.reasons if r.missed][:8]
        other = "all history" if self.last_only else "last session"
        self.query_one("#scope", Static).update(
            Text(f"{learner} — {scope}  (l: switch to {other})", "bold")
        )
        trend = rolling_accuracy(outcomes)
        self.query_one("#trend", Static).update(bar_line(trend) if trend else "no answers yet")
        caption = "Right answers over time (share of the last 10, oldest left, 0% to 100%)"
        if trend:
            caption += (
                f": lowest {round(min(trend) * 100)}%, highest {round(max(trend) * 100)}%, "
                f"now {round(trend[-1] * 100)}% after {len(trend)} "
                f"answer{'' if len(trend) == 1 else 's'}"
            )
        self.query_one("#trend-title", Static).update(caption)
        text = Text("Reasons most often missed (the reason that decided each missed answer)\n",
                    "bold")
        if not missed:
            text.append("none yet\n")
        titles = app.card_titles()
        for code, count in missed:
            rule = code.partition(".")[0]
            text.append(f"{count:>3} × {titles.get(rule, rule)}: {reason_description(code)}\n")
        self.query_one("#missed", Static).update(text)


def _review(weak: bool, due: bool, review_date: datetime | None, now: datetime) -> str:
    """The review column: due now and why, or when the skill's review date comes."""
    if weak:
        return f"due now: mastery below {round(WEAK_MASTERY * 100)}%"
    if due:
        return "due now: review date reached"
    if review_date is not None and review_date > now:
        return f"next on {review_date:%Y-%m-%d}"
    return "not due"
