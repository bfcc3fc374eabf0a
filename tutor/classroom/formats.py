"""A drill report as text: a terminal table, Markdown, or CSV for a spreadsheet.

Every format carries the same figures in the same order, what to act on first: the
questions to review, the rules (weakest first), the students (best first), every
question with its right answer, and every miss with its reason. The CSV has one block
per part, each with its own header row, separated by a blank line.

Before anyone has answered there are no results to show: every format then says so in
a sentence where the results would be (:func:`nobody_yet`), and lists the questions with
their right answers, with no empty tables.
"""

from __future__ import annotations

import io
import re
from collections.abc import Sequence

from tutor.classroom.report import DrillReport, QuestionResult, to_review
from tutor.rules.wording import counted
from tutor.skill_names import skill_title

FORMATS = ("table", "csv", "md", "html")


def percent(share: float | None) -> str:
    """``"73%"``, or ``"–"`` when nothing was answered."""
    return "–" if share is None else f"{round(100 * share)}%"


def seconds(millis: int) -> str:
    """``"1:05"`` (minutes and seconds)."""
    total = round(millis / 1000)
    return f"{total // 60}:{total % 60:02d}"


def discrimination(value: float | None) -> str:
    return "–" if value is None else f"{value:+.2f}"


def spread_text(result: QuestionResult) -> str:
    return ", ".join(f"{label} {n}" for label, n in result.spread) or "–"


def review_rows(report: DrillReport) -> list[list[str]]:
    """The questions to go over with the class, most pressing first, with their answer."""
    header = ["question", "prompt", "right answer", "right", "why review it"]
    body = [
        [f"Q{q.index + 1}", q.question.prompt, q.expected, f"{q.correct}/{q.answered}",
         q.review_reason]
        for q in to_review(report)
    ]  # fmt: skip
    return [header, *body]


def student_rows(report: DrillReport) -> list[list[str]]:
    """Students best first (as the report sorts them), each row with the student's name."""
    header = ["student", "score", "answered", "no answer", "time", "missed"]
    body = [
        [
            s.name,
            f"{s.score}/{report.count}",
            str(s.answered),
            ", ".join(f"Q{k + 1}" for k in s.silent),
            seconds(s.time_ms),
            "; ".join(f"Q{m.index + 1}: {m.given}, not {m.expected}" for m in s.missed),
        ]
        for s in report.students
    ]
    return [header, *body]


def miss_rows(report: DrillReport) -> list[list[str]]:
    """Every wrong answer: who, which question, what they said, the answer and why."""
    header = ["student", "question", "answered", "right answer", "why"]
    body = [
        [student.name, f"Q{miss.index + 1}", miss.given, miss.expected, miss.why]
        for student in report.students
        for miss in student.missed
    ]
    return [header, *body]


def question_rows(report: DrillReport) -> list[list[str]]:
    header = [
        "question",
        "skill",
        "right answer",
        "right",
        "no answer",
        "facility",
        "answers",
        "common wrong",
        "D",
        "review",
    ]
    body = [
        [
            f"Q{q.index + 1}",
            skill_title(q.question.skill),
            q.expected,
            f"{q.correct}/{q.answered}",
            str(q.silent),
            percent(q.facility),
            spread_text(q),
            "–" if q.common_wrong is None else f"{q.common_wrong[0]} ({q.common_wrong[1]})",
            discrimination(q.discrimination),
            q.flag,
        ]
        for q in report.questions
    ]
    return [header, *body]


def answer_key_rows(report: DrillReport) -> list[list[str]]:
    """Every question with its right answer: all a report has before anyone answered."""
    header = ["question", "skill", "right answer", "prompt"]
    body = [
        [f"Q{q.index + 1}", skill_title(q.question.skill), q.expected, q.question.prompt]
        for q in report.questions
    ]
    return [header, *body]


def rule_rows(report: DrillReport) -> list[list[str]]:
    header = ["rule", "questions", "right", "facility"]
    body = [
        [r.title, str(r.questions), f"{r.correct}/{r.answered}", percent(r.facility)]
        for r in report.rules
    ]
    return [header, *body]


def nobody_yet(report: DrillReport) -> str:
    """The sentence that stands for the results before anyone has answered (no answer
    and no question left without one in time), else ``""``."""
    if any(q.answered or q.silent for q in report.questions):
        return ""
    joined = len(report.students)
    if not joined:
        return (f"Nobody has answered yet: no student has joined drill {report.code}. "
                "The results appear here once students answer.")
    have = "has" if joined == 1 else "have"
    return (f"Nobody has answered yet: {counted(joined, 'student')} {have} joined drill "
            f"{report.code}, and none has answered a question.")


def _heading(report: DrillReport) -> str:
    title = report.title or "Drill"
    return (
        f"{title} — drill {report.code}, {report.count} questions, {len(report.students)} students"
    )


def _aligned(table: Sequence[Sequence[str]]) -> str:
    widths = [max(len(row[i]) for row in table) for i in range(len(table[0]))]
    lines = [
        "  ".join(cell.ljust(w) for cell, w in zip(row, widths, strict=True)).rstrip()
        for row in table
    ]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return "\n".join(lines)


def as_table(report: DrillReport) -> str:
    """The report for a terminal: aligned tables under a heading."""
    parts = [_heading(report), ""]
    if nobody_yet(report):
        parts += [nobody_yet(report), ""]
    for name, table in _parts(report):
        parts += [name, _aligned(table), ""]
    return "\n".join(parts).rstrip() + "\n"


def _parts(report: DrillReport) -> list[tuple[str, list[list[str]]]]:
    """The report's parts in the order a teacher acts on them: what to go over first
    (only the questions, before anyone has answered)."""
    if nobody_yet(report):
        return [("Questions", answer_key_rows(report))]
    return [
        ("Questions to review", review_rows(report)),
        ("Rules, weakest first", rule_rows(report)),
        ("Students, best first", student_rows(report)),
        ("Questions", question_rows(report)),
        ("Misses and why", miss_rows(report)),
    ]


def _md_cell(text: str) -> str:
    """A Markdown table cell: HTML escaped (a name like ``<script>`` stays text), no ``|``."""
    text = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return text.replace("|", "\\|").replace("\n", " ")


FORMULA_START = ("=", "+", "-", "@", "\t", "\r")
PLAIN_NUMBER = re.compile(r"[+-]?\d+(?:\.\d+)?%?")


def csv_cell(text: str) -> str:
    """A CSV cell a spreadsheet will not run: text that starts like a formula gets a ``'``.

    Plain numbers (``-0.50``, ``+1.00``) stay numbers.
    """
    if text.startswith(FORMULA_START) and not PLAIN_NUMBER.fullmatch(text):
        return "'" + text
    return text


def as_markdown(report: DrillReport) -> str:
    """The report as Markdown tables."""
    lines = [f"# {_md_cell(_heading(report))}", ""]
    if nobody_yet(report):
        lines += [f"**{_md_cell(nobody_yet(report))}**", ""]
    for name, table in _parts(report):
        lines += [f"## {name}", ""]
        lines.append("| " + " | ".join(_md_cell(c) for c in table[0]) + " |")
        lines.append("|" + "---|" * len(table[0]))
        lines += ["| " + " | ".join(_md_cell(c) for c in row) + " |" for row in table[1:]]
        lines.append("")
    return "\n".join(lines)


def as_csv(report: DrillReport) -> str:
    """The report as CSV: students, questions and rules, one block each (before anyone
    has answered, a block with the one cell that says so, then the questions)."""
    import csv  # only this format writes CSV

    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    parts = _parts(report)
    if nobody_yet(report):
        parts.insert(0, ("Note", [["note"], [nobody_yet(report)]]))
    for number, (_, table) in enumerate(parts):
        if number:
            writer.writerow([])
        writer.writerows([csv_cell(cell) for cell in row] for row in table)
    return out.getvalue()


def render(report: DrillReport, fmt: str) -> str:
    """The report in ``fmt`` (one of :data:`FORMATS`)."""
    if fmt == "html":
        from tutor.classroom.report_html import as_html

        return as_html(report)
    return {"table": as_table, "csv": as_csv, "md": as_markdown}[fmt](report)
