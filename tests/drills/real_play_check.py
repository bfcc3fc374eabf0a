"""What the real-play tests and bench count: legal wins a shown seat let go by unsaid."""

from __future__ import annotations

from collections.abc import Collection

from tests.oracle.record import Fact, HandRecord
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


PASS_ASKS = {"tsumo_allowed": "tsumo", "ron_allowed": "ron"}


def oracle_passes(record: HandRecord, table: Table, shown: Collection[str],
                  prompt: str = "") -> list[Fact]:
    """The same count made by another engine: the wins an oracle (riichienv, replaying
    the hand) offered a seat in ``shown``, which the seat let go by, and which the
    ``prompt`` does not tell. It uses the oracle's own legal actions, none of our judging."""
    ours = [e.line(table.names, hidden=False) for e in table.events]
    found = []
    for fact in record.facts:
        if PASS_ASKS.get(fact.ask) is None or fact.answer is not True:
            continue
        if fact.seat not in shown or fact.n_events >= len(ours):
            continue  # a hidden seat, or the moment the question asks about
        if _took(ours, fact.n_events, fact.seat, PASS_ASKS[fact.ask]):
            continue
        if f"(event {fact.n_events})" not in prompt:
            found.append(fact)
    return found


def _took(lines: list[str], at: int, seat: str, verb: str) -> bool:
    """Whether ``seat`` wins with ``verb`` at line ``at``, or among the rons that follow
    it there (a double or triple ron is written one line a winner)."""
    for line in lines[at:]:
        who, what = line.split()[:2]
        if (who, what) == (seat, verb):
            return True
        if what != "ron":
            return False
    return False


def shown_seats(question: Question) -> list[str]:
    """The seats whose hands the question's situation shows."""
    return list(api.parse_situation(question.situation_text, file=question.id).hands)
