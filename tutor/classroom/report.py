"""A drill's results, read three ways: per student, per question, per rule.

Scores count correct answers only; time is reported beside them. Per question: how
many answered and got it right (facility), the spread of answers, the most common
wrong answer, and a discrimination index D: the share right among the strongest
students (the top 27 % by score, at least one) minus the share right among the
weakest. A question with D < 0, or one that most of the strongest students miss, is
flagged for review: the fault may be the question's, not the class's.
"""

from __future__ import annotations

import math
from collections import Counter, defaultdict
from functools import cache
from typing import TYPE_CHECKING, Any

from tutor.classroom.drill import ClassDrill
from tutor.drills.explain import why
from tutor.drills.question import Question
from tutor.practice.answers import answer_label
from tutor.store import classroom as rows
from tutor.store.connection import Database

if TYPE_CHECKING:
    from tutor.moment import Moment

GROUP_SHARE = 0.27
REVIEW_BELOW = 0.6
"""A question fewer than this share of the class got right is one to go over again."""
RIGHT, WRONG, SILENT, NOT_REACHED = "right", "wrong", "no answer", "not reached"
GRID_MARKS = {RIGHT: "✓", WRONG: "✗", SILENT: "○", NOT_REACHED: "–"}
"""How the grid shows each kind of cell; a timeout (no answer) is not a wrong answer."""
GRID_LEGEND = "✓ right · ✗ wrong · ○ no answer in time · – not reached"


class Missed:
    """One question a student got wrong."""

    def __init__(self, index: int, given: str, expected: str, why: str) -> None:
        self.index, self.given, self.expected, self.why = index, given, expected, why


class StudentResult:
    """One student's score, answers, time and the questions missed."""

    def __init__(self, name: str, score: int, answered: int, time_ms: int,
                 missed: tuple[Missed, ...], silent: tuple[int, ...] = ()) -> None:
        self.name = name
        """The name shown: a name shared by students from different files gets its origin."""
        self.score = score
        self.answered = answered
        """Questions the student gave an answer to (a timeout is not one)."""
        self.time_ms = time_ms
        self.missed = missed
        self.silent = silent
        """The questions whose time ran out before the student answered (0-based)."""


class QuestionResult:
    """The class's answers to one question."""

    def __init__(self, index: int, question: Question, answered: int, correct: int,
                 spread: tuple[tuple[str, int], ...], common_wrong: tuple[str, int] | None,
                 discrimination: float | None, flag: str, silent: int = 0,
                 moment: Moment | None = None) -> None:
        self.index = index
        self.question = question
        self.answered = answered
        """Answers given (timeouts are counted apart, in ``silent``)."""
        self.correct = correct
        self.spread = spread
        """(answer label, how many gave it), most given first."""
        self.common_wrong = common_wrong
        self.discrimination = discrimination
        self.flag = flag
        """Why the question is flagged for review, or ``""``."""
        self.silent = silent
        """Students whose time ran out before they answered."""
        self.moment = moment
        """The view of the question's moment as stored with the drill (``None`` if it
        was stored without one: the HTML report replays the hand then)."""

    @property
    def facility(self) -> float | None:
        """The share of given answers that were right (None before anyone answered)."""
        return self.correct / self.answered if self.answered else None

    @property
    def expected(self) -> str:
        """The right answer, as a teacher reads it."""
        return answer_label(self.question, self.question.answer)

    @property
    def review_reason(self) -> str:
        """Why a teacher should go over this question with the class, or ``""``."""
        if self.flag:
            return self.flag
        if self.facility is not None and self.facility < REVIEW_BELOW:
            return f"only {self.correct} of {self.answered} right"
        return ""


class RuleResult:
    """The class's answers to the questions of one rule card."""

    def __init__(self, card: str, title: str, questions: int, answered: int,
                 correct: int) -> None:
        self.card, self.title, self.questions = card, title, questions
        self.answered, self.correct = answered, correct

    @property
    def facility(self) -> float | None:
        return self.correct / self.answered if self.answered else None


class DrillReport:
    """A drill's results: per student, per question, per rule, and the grid."""

    def __init__(self, code: str, title: str, count: int,
                 students: tuple[StudentResult, ...], questions: tuple[QuestionResult, ...],
                 rules: tuple[RuleResult, ...],
                 grid: tuple[tuple[str, tuple[str, ...]], ...]) -> None:
        self.code, self.title, self.count = code, title, count
        self.students, self.questions, self.rules = students, questions, rules
        self.grid = grid
        """Per student (as in ``students``): one of :data:`GRID_MARKS`' keys per question."""


def student_labels(students: list[rows.StudentRow]) -> dict[int, str]:
    """Names to show: a name used by students from several files gets the file's origin."""
    origins: dict[str, set[str]] = defaultdict(set)
    for student in students:
        origins[student.name].add(student.origin)
    labels = {}
    for student in students:
        shared = len(origins[student.name]) > 1
        label = student.name
        if shared and student.origin:
            label = f"{student.name} (from {student.origin[:6]})"
        labels[student.id] = label
    return labels


@cache
def _card_title(card_id: str) -> str:
    """The title of one rule card (its title alone: a report names a few of the sixty)."""
    from tutor.card_titles import card_title

    return card_title(card_id) or card_id.replace("_", " ")


def build_report(db: Database, drill: ClassDrill, *, views: bool = False) -> DrillReport:
    """Read every student and answer of the drill and work out the report; with
    ``views``, also each question's moment as the drill stored it (what the HTML report
    draws: without them it replays each hand)."""
    students = rows.students(db, drill.drill_id)
    labels = student_labels(students)
    given = rows.answers(db, drill.drill_id)
    count = drill.definition.count
    drill.read_stored(moments=views)
    questions = [drill.question(k) for k in range(count)]
    by_student: dict[int, dict[int, rows.AnswerRow]] = {s.id: {} for s in students}
    by_question: dict[int, list[rows.AnswerRow]] = defaultdict(list)
    for answer in given:
        by_student[answer.student_id][answer.question_index] = answer
        by_question[answer.question_index].append(answer)
    scores = {sid: sum(a.correct for a in mine.values()) for sid, mine in by_student.items()}
    ranked = sorted(students, key=lambda s: (-scores[s.id], labels[s.id].casefold(), s.id))
    asked = [_Asked(q, answer_label(q, q.answer), why(q)) for q in questions]
    student_results = tuple(
        _student_result(labels[s.id], by_student[s.id], asked) for s in ranked
    )
    upper, lower = _groups(scores, labels)
    question_results = tuple(
        _question_result(
            k, asked[k], by_question[k], (upper, lower),
            drill.stored_moment(k) if views else None,
        )
        for k in range(count)
    )
    grid = tuple(
        (labels[s.id], tuple(_mark(by_student[s.id].get(k)) for k in range(count))) for s in ranked
    )
    return DrillReport(
        code=drill.code,
        title=drill.definition.title,
        count=count,
        students=student_results,
        questions=question_results,
        rules=_rule_results(question_results),
        grid=grid,
    )


def _mark(answer: rows.AnswerRow | None) -> str:
    if answer is None:
        return NOT_REACHED
    if answer.answer is None:
        return SILENT
    return RIGHT if answer.correct else WRONG


class _Asked:
    """A question with what every row about it repeats: its right answer and its "why"
    worded once (a class of forty misses the same question many times)."""

    def __init__(self, question: Question, expected: str, why: str) -> None:
        self.question, self.expected, self.why = question, expected, why
        self._labels: dict[str, str] = {}

    def label(self, given: Any) -> str:
        """An answer to the question as a teacher reads it, worded once per answer."""
        key = repr(given)
        if key not in self._labels:
            self._labels[key] = answer_label(self.question, given)
        return self._labels[key]


def _student_result(name: str, mine: dict[int, rows.AnswerRow], asked: list[_Asked]
                    ) -> StudentResult:
    missed = tuple(
        Missed(k, asked[k].label(a.answer), asked[k].expected, asked[k].why)
        for k, a in sorted(mine.items())
        if not a.correct and a.answer is not None
    )
    return StudentResult(
        name=name,
        score=sum(a.correct for a in mine.values()),
        answered=sum(a.answer is not None for a in mine.values()),
        time_ms=sum(a.time_ms for a in mine.values() if a.answer is not None),
        missed=missed,
        silent=tuple(k for k, a in sorted(mine.items()) if a.answer is None),
    )


def _groups(scores: dict[int, int], labels: dict[int, str]) -> tuple[set[int], set[int]]:
    """The strongest and the weakest students by score (ties broken by name)."""
    if len(scores) < 2:
        return set(), set()
    ranked = sorted(scores, key=lambda sid: (-scores[sid], labels[sid], sid))
    size = max(1, math.ceil(GROUP_SHARE * len(ranked)))
    size = min(size, len(ranked) // 2)
    return set(ranked[:size]), set(ranked[-size:])


def _share_right(answers: list[rows.AnswerRow], group: set[int]) -> float | None:
    mine = [a for a in answers if a.student_id in group]
    return sum(a.correct for a in mine) / len(mine) if mine else None


def _question_result(
    index: int,
    about: _Asked,
    asked: list[rows.AnswerRow],
    groups: tuple[set[int], set[int]],
    moment: Moment | None,
) -> QuestionResult:
    """The class's answers to one question (``asked``: every answer stored for it) against
    the strongest and the weakest students (``groups``)."""
    upper, lower = groups
    answers = [a for a in asked if a.answer is not None]
    said = [about.label(a.answer) for a in answers]
    spread = Counter(said)
    ordered = tuple(sorted(spread.items(), key=lambda item: (-item[1], item[0])))
    wrong = Counter(label for label, a in zip(said, answers, strict=True) if not a.correct)
    common_wrong = min(wrong.items(), key=lambda item: (-item[1], item[0])) if wrong else None
    high, low = _share_right(answers, upper), _share_right(answers, lower)
    discrimination = None if high is None or low is None else high - low
    flag = ""
    if discrimination is not None and discrimination < 0:
        flag = "strong students missed it more often than weak ones"
    elif discrimination is not None and high is not None and high < 0.5:
        flag = "most of the strongest students missed it"
    return QuestionResult(
        index=index,
        question=about.question,
        answered=len(answers),
        correct=sum(a.correct for a in answers),
        spread=ordered,
        common_wrong=common_wrong,
        discrimination=discrimination,
        flag=flag,
        silent=len(asked) - len(answers),
        moment=moment,
    )


def _rule_results(questions: tuple[QuestionResult, ...]) -> tuple[RuleResult, ...]:
    """Per rule card, the class's weakest rules first (unanswered rules last)."""
    grouped: dict[str, list[QuestionResult]] = defaultdict(list)
    for result in questions:
        grouped[result.question.card].append(result)
    results = [
        RuleResult(
            card=card,
            title=_card_title(card),
            questions=len(items),
            answered=sum(r.answered for r in items),
            correct=sum(r.correct for r in items),
        )
        for card, items in grouped.items()
    ]
    return tuple(sorted(results, key=lambda r: (r.facility is None, r.facility or 0.0, r.card)))


class ClassResult:
    """The class's result at the end of a drill, as the end screens show it."""

    def __init__(self, count: int, scores: tuple[int, ...],
                 hardest: tuple[QuestionResult, ...]) -> None:
        self.count = count
        self.scores = scores
        """Every student's score, highest first: the anonymous leaderboard."""
        self.hardest = hardest
        """Up to three questions the fewest got right (answered ones only)."""

    @property
    def mean(self) -> float | None:
        return sum(self.scores) / len(self.scores) if self.scores else None

    def place(self, score: int) -> int:
        """A score's place on the leaderboard (1 for the top; equal scores share one)."""
        return 1 + sum(1 for other in self.scores if other > score)


def class_result(report: DrillReport) -> ClassResult:
    """The class result of ``report``: scores highest first, and the hardest questions."""
    scores = tuple(sorted((s.score for s in report.students), reverse=True))
    answered = [q for q in report.questions if q.facility is not None]
    hardest = sorted(answered, key=lambda q: (q.facility or 0.0, q.index))[:3]
    return ClassResult(report.count, scores, tuple(hardest))


def to_review(report: DrillReport) -> tuple[QuestionResult, ...]:
    """The questions to go over with the class: flagged ones, then the fewest right first."""
    chosen = [q for q in report.questions if q.review_reason]
    return tuple(sorted(chosen, key=lambda q: (not q.flag, q.facility or 0.0, q.index)))
