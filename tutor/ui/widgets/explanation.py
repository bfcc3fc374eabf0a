"""The explanation (解説): right or wrong at a glance, the answer, and the engine's reasons.

A mark and a word carry the verdict (not colour alone); each reason names the event it
points at and the rule card it belongs to, in English with the Japanese term.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rich.style import Style
from rich.text import Text
from textual.widgets import Static

from tutor.drills.explain import split
from tutor.drills.question import Question
from tutor.moment import deciding_reason as moment_deciding_reason
from tutor.practice.answers import sheet_text
from tutor.rules.reasons import Reason

RIGHT = Style(color="black", bgcolor="#5fd35f", bold=True)
WRONG = Style(color="white", bgcolor="#c0392b", bold=True)


def deciding_reason(question: Question) -> Reason | None:
    """The reason that decides the answer: the explanation's first, which answers the
    rule asked (``tutor.drills.explain``)."""
    return moment_deciding_reason(question.explanation)


def deciding_event(question: Question) -> int | None:
    """The event to highlight on the table: the deciding reason's, else the moment asked."""
    reason = deciding_reason(question)
    if reason is not None and reason.event is not None:
        return reason.event
    return question.event


def answer_text(question: Question, answer: Any) -> str:
    """An answer in the question's own words (``"Yes"``, labels of the yaku, ``3 han 40 fu``)."""
    labels = {c.key: c.label for c in question.choices}
    if question.form == "yes_no":
        return "Yes" if answer else "No"
    if question.form in ("yaku", "rulesets"):
        chosen = [
            labels.get(k, k) for k in sorted(answer, key=lambda k: int(k) if k.isdigit() else 0)
        ]
        return ", ".join(chosen) if chosen else "(none)"
    if question.form == "han_fu":
        han, fu = answer
        return f"{han} han {fu} fu"
    if question.form == "points":
        return f"{answer} points"
    if question.form == "numbers":
        return sheet_text(question, answer)
    return labels.get(str(answer), str(answer))


def explanation_text(
    question: Question, given: Any, correct: bool, cards: Mapping[str, str]
) -> Text:
    """The whole explanation as text: verdict, answers, numbered reasons with their cards."""
    text = Text()
    if correct:
        text.append(" ✔ RIGHT ", RIGHT)
    else:
        text.append(" ✘ WRONG ", WRONG)
    given_text = "(none: the time ran out)" if given is None else answer_text(question, given)
    text.append(f"  You answered: {given_text}\n")
    text.append("Correct answer: ", Style(bold=True))
    text.append(answer_text(question, question.answer) + "\n")
    text.append("Why:\n", Style(bold=True))
    _, also = split(question)
    for number, reason in enumerate(question.explanation, start=1):
        if also and reason is also[0]:
            text.append("Also on this hand:\n", Style(bold=True))
        where = f"event {reason.event}" if reason.event is not None else "the hand"
        lit = number == 1
        text.append(f"{number}. ", Style(bold=True))
        text.append(f"[{where}{' *' if lit else ''}] ", Style(bold=lit, reverse=lit))
        text.append(reason.text[:1].upper() + reason.text[1:])
        card = cards.get(reason.rule)
        if card:
            text.append(f"  — rule card: {card}", Style(dim=True))
        text.append("\n")
    return text


class Explanation(Static):
    """Shows one answered question's explanation."""

    DEFAULT_CSS = """
    Explanation { height: auto; padding: 0 1; }
    """
