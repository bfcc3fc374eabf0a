"""The drill report as one self-contained HTML page, in the order a teacher acts on it.

First what to do: the questions to go over with the class and the weakest rules, side
by side in the first screenful. Then the students, best first, a name on every row;
then the student × question grid, sized so 40 students × 30 questions and the totals
fit 1400 px and print on A4 landscape; then one card per question with the question,
its right answer, the hand as it lay and the class's spread of answers. The page asks
for nothing over the network (its Content-Security-Policy forbids it as well).
"""

from __future__ import annotations

from html import escape

from tutor.classroom.formats import discrimination, nobody_yet, percent, seconds
from tutor.classroom.html import STYLE as DRAWING_STYLE
from tutor.classroom.html import situation_html
from tutor.classroom.report import (
    GRID_LEGEND,
    GRID_MARKS,
    DrillReport,
    QuestionResult,
    RuleResult,
    StudentResult,
    to_review,
)
from tutor.drills.explain import why
from tutor.rules.tile_names import words_in_text

REVIEW_SHOWN = 12
"""Questions listed in the first screenful; the rest are flagged on their cards."""
WEAKEST_SHOWN = 8
PROMPT_CHARS = 110
GRID_CLASSES = {"right": "ok", "wrong": "bad", "no answer": "none", "not reached": "gone"}

PAGE_STYLE = """
body { margin: 1.2em 1.5em; max-width: 1360px; }
h1 { margin: 0 0 .2em 0; } h2 { margin: 1.2em 0 .4em 0; font-size: 1.15em; }
.meta { margin: 0 0 .6em 0; color: #4b5563; }
.empty { margin: 1em 0; padding: .6em .8em; border-left: 4px solid #b45309; background: #fffbeb;
  font-size: 1.1em; }
.first { display: flex; gap: 1.5em; align-items: flex-start; }
.first > div { flex: 3 1 0; min-width: 0; } .first > div + div { flex: 2 1 0; }
.first h2 { margin-top: .4em; background: #fef3c7; padding: .15em .4em; border: none; }
.first table { width: 100%; font-size: .92em; }
td.num, th.num { text-align: right; white-space: nowrap; }
.answer { color: #166534; font-weight: bold; }
table.students td, table.students th { padding: .15em .45em; font-size: .92em; }
table.grid { table-layout: fixed; font-size: 13px; }
table.grid th, table.grid td { padding: 1px 0; width: 25px; text-align: center; }
table.grid th.name, table.grid td.name { width: 170px; max-width: 170px; text-align: left;
  padding: 1px 4px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
table.grid th.total, table.grid td.total { width: 44px; background: #e0f2fe; }
table.grid thead { display: table-header-group; }
.none { color: #a16207; } .gone { color: #9ca3af; }
.cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(560px, 1fr)); gap: .8em; }
.q { margin: 0; break-inside: avoid; } .q h3 { margin: .1em 0 .4em 0; font-size: 1em; }
.bars { display: grid; grid-template-columns: max-content 1fr max-content; gap: 2px .5em;
  align-items: center; margin: .4em 0; font-size: .92em; }
.bar { height: .8em; background: #93c5fd; } .bar.right { background: #4ade80; }
@page { size: A4 landscape; margin: 10mm; }
@media print {
  body { margin: 0; max-width: none; font-size: 11px; }
  table.grid { font-size: 10px; } table.grid th, table.grid td { width: 20px; }
  table.grid th.name, table.grid td.name { width: 130px; max-width: 130px; }
  h2.grid-title, h2.cards-title { break-before: page; }
  tr { break-inside: avoid; }
}
"""


def _short(text: str) -> str:
    return text if len(text) <= PROMPT_CHARS else text[: PROMPT_CHARS - 1].rstrip() + "…"


def _review(report: DrillReport) -> str:
    chosen = to_review(report)
    if not chosen:
        return "<p>Nothing stands out: every question was answered right by most.</p>"
    rows = "".join(
        f"<tr><td>Q{q.index + 1}</td><td>{escape(_short(words_in_text(q.question.prompt)))}</td>"
        f'<td class="answer">{escape(q.expected)}</td>'
        f'<td class="num">{q.correct}/{q.answered}</td><td>{escape(q.review_reason)}</td></tr>'
        for q in chosen[:REVIEW_SHOWN]
    )
    more = len(chosen) - REVIEW_SHOWN
    tail = f"<p>and {more} more, marked on their cards below.</p>" if more > 0 else ""
    return (
        "<table><thead><tr><th></th><th>question</th><th>answer</th>"
        f'<th class="num">right</th><th>why review it</th></tr></thead><tbody>{rows}</tbody>'
        f"</table>{tail}"
    )


def _weakest(rules: tuple[RuleResult, ...]) -> str:
    rows = "".join(
        f"<tr><td>{escape(r.title)}</td><td class='num'>{r.correct}/{r.answered}</td>"
        f"<td class='num'>{percent(r.facility)}</td></tr>"
        for r in rules[:WEAKEST_SHOWN]
    )
    return (
        "<table><thead><tr><th>rule</th><th class='num'>right</th><th class='num'>share</th>"
        f"</tr></thead><tbody>{rows}</tbody></table>"
    )


def _student_row(place: int, student: StudentResult, count: int) -> str:
    missed = ", ".join(f"Q{m.index + 1}" for m in student.missed) or "–"
    silent = ", ".join(f"Q{k + 1}" for k in student.silent) or "–"
    return (
        f"<tr><td class='num'>{place}</td><th>{escape(student.name)}</th>"
        f"<td class='num'>{student.score}/{count}</td><td class='num'>{student.answered}</td>"
        f"<td class='num'>{seconds(student.time_ms)}</td><td>{missed}</td><td>{silent}</td></tr>"
    )


def _students(report: DrillReport) -> str:
    rows = "".join(
        _student_row(place, s, report.count) for place, s in enumerate(report.students, 1)
    )
    return (
        "<table class='students'><thead><tr><th class='num'>#</th><th>student</th>"
        "<th class='num'>score</th><th class='num'>answered</th><th class='num'>time</th>"
        "<th>wrong</th><th>no answer in time</th></tr></thead>"
        f"<tbody>{rows}</tbody></table>"
    )


def _grid(report: DrillReport) -> str:
    head = "<th class='name'>student</th>" + "".join(
        f"<th>{k + 1}</th>" for k in range(report.count)
    )
    head += "<th class='total'>✓</th><th class='total'>✗</th><th class='total'>○</th>"
    body = []
    for name, marks in report.grid:
        cells = "".join(f'<td class="{GRID_CLASSES[m]}">{GRID_MARKS[m]}</td>' for m in marks)
        totals = "".join(
            f"<td class='total'>{sum(1 for m in marks if m == kind)}</td>"
            for kind in ("right", "wrong", "no answer")
        )
        body.append(
            f"<tr><td class='name' title='{escape(name)}'>{escape(name)}</td>{cells}{totals}</tr>"
        )
    return (
        f"<p class='meta'>{escape(GRID_LEGEND)}</p>"
        f'<table class="grid"><thead><tr>{head}</tr></thead><tbody>{"".join(body)}</tbody></table>'
    )


def _bars(result: QuestionResult) -> str:
    total = max(1, result.answered)
    rows = []
    for label, count in result.spread:
        right = " right" if label == result.expected else ""
        mark = " ✓" if right else ""
        width = round(100 * count / total)
        rows.append(
            f"<span>{escape(label)}{mark}</span>"
            f'<div class="bar{right}" style="width:{width}%"></div><span>{count}</span>'
        )
    if result.silent:
        rows.append(f"<span>no answer in time</span><div></div><span>{result.silent}</span>")
    return f'<div class="bars">{"".join(rows)}</div>' if rows else "<p>No answers yet.</p>"


def _card(result: QuestionResult) -> str:
    question = result.question
    flagged = " flagged" if result.review_reason else ""
    reason = why(question)
    review = (
        f'<p class="flag">Review it: {escape(result.review_reason)}.</p>'
        if result.review_reason
        else ""
    )
    return (
        f'<div class="q{flagged}" id="q{result.index + 1}">'
        f"<h3>Q{result.index + 1}. {escape(words_in_text(question.prompt))}</h3>"
        f'<p>Answer: <span class="answer">{escape(result.expected)}</span></p>'
        f"{situation_html(result)}{_bars(result)}"
        f"<p>{result.correct} of {result.answered} right ({percent(result.facility)}); "
        f"D {discrimination(result.discrimination)}</p>"
        f"<p><b>Why:</b> {escape(reason)}</p>{review}</div>"
    )


def _misses(report: DrillReport) -> str:
    """Every wrong answer with the right one and the engine's reason (last: the long list)."""
    rows = "".join(
        f"<tr><th>{escape(student.name)}</th><td>Q{miss.index + 1}</td>"
        f"<td>{escape(miss.given)}</td><td class='answer'>{escape(miss.expected)}</td>"
        f"<td>{escape(miss.why)}</td></tr>"
        for student in report.students
        for miss in student.missed
    )
    return (
        "<table class='students'><thead><tr><th>student</th><th>question</th><th>answered</th>"
        f"<th>right answer</th><th>why</th></tr></thead><tbody>{rows}</tbody></table>"
    )


def as_html(report: DrillReport) -> str:
    """The whole report as one HTML document with no outside references."""
    title = escape(report.title or "Drill")
    scores = [s.score for s in report.students]
    mean = f"{sum(scores) / len(scores):.1f}" if scores else "–"
    return (
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        '<meta http-equiv="Content-Security-Policy" content="default-src \'none\'; '
        "style-src 'unsafe-inline'; img-src data:\">"
        f"<title>{title} — {report.code}</title>"
        f"<style>{DRAWING_STYLE}{PAGE_STYLE}</style></head><body>"
        f"<h1>{title}</h1><p class='meta'>Drill <b>{report.code}</b>: {report.count} "
        + ("questions." if nobody_yet(report) else
           f"questions, {len(report.students)} students, on average {mean} right. Scores "
           "count right answers only; a question left without an answer in time is not a "
           "wrong one.")
        + "</p>"
        f"{_results(report)}"
        '<h2 class="cards-title" id="questions">Questions</h2><div class="cards">'
        + "".join(_card(q) for q in report.questions)
        + "</div>"
        + ("" if nobody_yet(report) else '<h2 class="cards-title">Misses and why</h2>'
           + _misses(report))
        + "</body></html>\n"
    )


def _results(report: DrillReport) -> str:
    """What to review, the weakest rules, the students and the grid; before anyone has
    answered, the one sentence that says so."""
    if nobody_yet(report):
        return f'<p class="empty">{escape(nobody_yet(report))}</p>'
    return (
        '<div class="first"><div><h2>Questions to review</h2>'
        f"{_review(report)}</div>"
        f"<div><h2>Weakest rules</h2>{_weakest(report.rules)}</div></div>"
        f"<h2>Students, best first</h2>{_students(report)}"
        f'<h2 class="grid-title" id="grid">Who answered what</h2>{_grid(report)}'
    )
