"""What the real-play tests and bench count: legal wins a shown seat let go by unsaid."""

from __future__ import annotations

from tutor import api
from tutor.drills.question import Question
from tutor.drills.real_play import passed_wins
from tutor.drills.table import Table


def unsaid_passes(question: Question, table: Table) -> int:
    """Legal wins a seat whose hand is shown let go by, that the prompt does not tell."""
    situation = api.parse_situation(question.situation_text, file=question.id)
    shown = frozenset(table.names.index(seat) for seat in situation.hands)
    return sum(1 for chance in passed_wins(table, shown)
               if f"(event {chance.event})" not in question.prompt)
