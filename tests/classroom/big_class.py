"""A class of 40 students who answered 30 questions, stored in one transaction (quick).

Answers are drawn from a seeded generator: stronger students (earlier in the list) are
right more often, a few questions are traps, and some answers ran out of time.
"""

from __future__ import annotations

import random
from pathlib import Path

from tests.classroom.helpers import fixed_drill
from tutor.classroom import ClassDrill
from tutor.classroom.taking import to_json_answer
from tutor.store import classroom as rows
from tutor.store.connection import Database

NAMES = (
    "Ann", "Ben", "Cho", "Dai", "Eri", "Fay", "Gus", "Hal", "Ivy", "Jun",
    "Kai", "Lea", "Mio", "Ned", "Ola", "Pia", "Quin", "Rei", "Sam", "Tia",
    "Uma", "Vic", "Wen", "Xia", "Yui", "Zoe", "Abe", "Bea", "Cal", "Dee",
    "Eli", "Flo", "Gil", "Hana", "Ida", "Jo", "Kim", "Lou", "Max", "Nia",
)


def big_class(path: Path, students: int = 40, questions: int = 30) -> tuple[Database, ClassDrill]:
    db, drill = fixed_drill(path, count=questions, title="Forty by thirty")
    draw = random.Random(4030)
    incoming = []
    for place, name in enumerate(NAMES[:students]):
        student = rows.StudentRow(place + 1000, name, "", None, None, None)
        given = []
        for k in range(questions):
            question = drill.question(k)
            if draw.random() < 0.05:
                value, correct = None, False
            else:
                trap = k % 7 == 3
                correct = draw.random() < (0.35 if trap else 0.95 - place / 60)
                chosen = question.answer if correct else not question.answer
                value = to_json_answer(question, chosen)
            given.append(rows.AnswerRow(0, k, question.id, value, correct, 4000 + k, 1000 + k))
        incoming.append((student, given))
    rows.import_results(db, drill.drill_id, incoming)
    return db, drill
