"""The small surface the shells, the question bank and teachers' scripts build on.

Load, parse or build a situation, judge it, read the answer in its own type, and grade
a learner's answer against the judgment::

    from tutor import api

    situation = api.load_situation("content/situations/ippatsu/kept.toml")
    judgment = api.judge(situation)                 # the file's own question
    judgment = api.judge(situation, ask="furiten", seat="S", ruleset="wrc")
    api.answer_of(judgment)                         # ("discard",): a FuritenAnswer
    api.grade(judgment, ()).correct                 # a learner said "not furiten"
    built = api.build_situation(events=["E draw ?", "E discard 1z", "S draw 9s"],
                                hands={"S": "23m456p789p123s55s"}, ask="riichi_allowed",
                                seat="S")

Answers have one type per ask (``ANSWER_KINDS``): ``bool`` for the yes/no asks, a
sorted tuple of furiten kinds, a ``WinAnswer`` (or ``None``) for ``win`` and an
``AbortAnswer`` for ``abortive_draw``. ``Judgment.answer`` keeps the JSON form that
``riichi-tutor judge --json`` prints; ``answer_of`` turns it into the typed one.

Every function raises ``TutorError`` (with file and line where known) for input that
cannot be judged; a question whose precondition fails (``ippatsu`` of a seat that has
not won, ``riichi_allowed`` when the seat has not just drawn, ``double_riichi`` of a
seat not in riichi…) raises ``RefusedQuestion``, an event that cannot happen
``RefusedEvent``; both carry the deciding ``reason`` (``refusal_code`` reads it).
Nothing here prints, reads the clock or keeps state between calls.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Any, Protocol

from tutor.answers import (
    ABORT_KINDS,
    ANSWER_KINDS,
    FURITEN_KINDS,
    AbortAnswer,
    AbortKind,
    Answer,
    FuritenAnswer,
    FuritenKind,
    WinAnswer,
    answer_of,
    as_answer,
)
from tutor.engine.records import RefusedEvent
from tutor.engine.situation import Expect, Situation, load_situation, parse_situation
from tutor.engine.situation import build_situation as _build_from_data
from tutor.engine.table import Table
from tutor.errors import TutorError
from tutor.judges import ASKS, Judgment, Reason, judge
from tutor.judges import replay as _replay
from tutor.judges.base import RefusedQuestion
from tutor.moment import (
    MeldView,
    Moment,
    RiverTile,
    SeatView,
    TimelineEntry,
    cited_events,
    moment_of,
)
from tutor.rules.reasons import refusal_code
from tutor.rules.ruleset import Ruleset, load_ruleset


@dataclass(frozen=True, slots=True)
class Grade:
    """How a learner's answer (or a file's ``[expect]``) compares with the judgment.

    ``problems`` says in words what differs, one line each (empty when ``correct``).
    """

    correct: bool
    given: Any
    expected: Any
    problems: tuple[str, ...] = field(default=())


def grade(judgment: Judgment, given: object) -> Grade:
    """Compare ``given`` with the judgment's answer.

    ``given`` is a typed answer or its JSON form (lists of furiten kinds compare as
    sets), or an ``Expect`` (a file's ``[expect]`` table), whose checks — the answer,
    ``yaku_include`` / ``yaku_exclude``, ``points``, ``payments`` — are all applied.
    """
    if isinstance(given, Expect):
        problems = tuple(_expect_problems(given, judgment))
        return Grade(not problems, given, judgment.answer, problems)
    expected = answer_of(judgment)
    try:
        typed = as_answer(judgment.ask, given)
    except TutorError as error:
        return Grade(False, given, expected, (error.message,))
    if typed == expected:
        return Grade(True, given, expected)
    return Grade(False, given, expected, (f"expected {_shown(expected)}, got {_shown(typed)}",))


def _shown(answer: Answer) -> str:
    if isinstance(answer, bool):
        return "yes" if answer else "no"
    if isinstance(answer, tuple):
        return ", ".join(answer) or "none"
    if isinstance(answer, WinAnswer | AbortAnswer):
        return str(answer.to_json())
    return "none"


def _expect_problems(expect: Expect, judgment: Judgment) -> list[str]:
    """Mismatches between ``[expect]`` and the judgment (empty when they agree)."""
    import json

    answer: Any = judgment.answer
    if expect.invalid or expect.refused is not None:
        return ["the file expects the situation to be refused, but it was judged"]
    problems: list[str] = []
    if expect.answer_is_null and answer is not None:
        problems.append(f"expected answer null, got {json.dumps(answer)}")
    if expect.has_answer and answer != expect.answer:
        problems.append(f"expected answer {json.dumps(expect.answer)}, got {json.dumps(answer)}")
    if isinstance(answer, dict) or expect.yaku_include or expect.yaku_exclude:
        yaku = answer.get("yaku", {}) if isinstance(answer, dict) else {}
        problems += [f"yaku {y!r} expected, absent" for y in expect.yaku_include if y not in yaku]
        problems += [
            f"yaku {y!r} present, expected absent" for y in expect.yaku_exclude if y in yaku
        ]
        if expect.points is not None and (
            not isinstance(answer, dict) or answer.get("points") != expect.points
        ):
            got = answer.get("points") if isinstance(answer, dict) else None
            problems.append(f"expected points {expect.points}, got {got}")
        if expect.payments is not None:
            got_pay = answer.get("payments", {}) if isinstance(answer, dict) else {}
            if any(got_pay.get(s, 0) != expect.payments.get(s, 0) for s in "ESWN"):
                problems.append(f"expected payments {expect.payments}, got {got_pay}")
    if not (
        expect.has_answer
        or expect.answer_is_null
        or expect.yaku_include
        or expect.yaku_exclude
        or expect.points is not None
        or expect.payments is not None
    ):
        problems.append("the file has no [expect] answer to check against")
    return problems


def check_refusal(expect: Expect, error: TutorError) -> list[str]:
    """Mismatches between a file that expects a refusal and the refusal it got.

    ``invalid = true`` accepts any refusal; ``refused = "<code>"`` only a refusal for
    that reason (an event or question refused by that rule, not a typo).
    """
    if not (expect.invalid or expect.refused is not None):
        return [f"the situation was refused: {error}"]
    if expect.refused is None:
        return []
    got = refusal_code(error)
    if got == expect.refused:
        return []
    return [f"expected the refusal {expect.refused!r}, got {got or 'another error'}: {error}"]


def build_situation(
    *,
    events: Sequence[str],
    hands: Mapping[str, str] | None = None,
    ask: str | None = None,
    seat: str | None = None,
    tile: str | None = None,
    ruleset: str = "tenhou",
    rules: Mapping[str, object] | None = None,
    file: str = "<built>",
    **table: object,
) -> Situation:
    """A situation from Python values, checked exactly as a file's would be.

    ``events`` are event lines (``"S riichi 5m"``); ``hands`` maps seats to MPSZ text;
    ``table`` takes the other top-level keys of the file format (``round``, ``honba``,
    ``riichi_sticks``, ``scores``, ``dora_indicators``, ``live_wall``…) by their names.
    """
    if isinstance(events, str | bytes) or not isinstance(events, Sequence):
        raise TutorError("'events' must be a list of event lines", file=file)
    for name, value in (("hands", hands), ("rules", rules)):
        if value is not None and not isinstance(value, Mapping):
            raise TutorError(f"'{name}' must be a table (a mapping), not {value!r}", file=file)
    data: dict[str, Any] = {"ruleset": ruleset, **table, "events": list(events)}
    if hands:
        data["hands"] = dict(hands)
    if rules:
        data["rules"] = dict(rules)
    question = {"ask": ask, "seat": seat, "tile": tile}
    data["question"] = {k: v for k, v in question.items() if v is not None}
    return _build_from_data(data, file=file)


def replay_table(situation: Situation, ruleset: str | Ruleset | None = None) -> Table:
    """The table after the situation's last event, refereed as the judges referee it.

    For shells that draw the table (hands, rivers, melds, scores, sticks, the live wall):
    ``ruleset`` is a preset name, a path or a ``Ruleset`` (default: the file's own).
    Raises ``TutorError`` when the engine refuses an event of the situation.
    """
    return _replay(situation, ruleset)


class AskedQuestion(Protocol):
    """What ``question_moment`` reads of a question (``tutor.drills.Question`` has it)."""

    @property
    def situation_text(self) -> str: ...
    @property
    def ruleset(self) -> str: ...
    @property
    def seat(self) -> str: ...
    @property
    def judgment(self) -> Judgment: ...
    @property
    def explanation(self) -> tuple[Reason, ...]: ...


def moment(
    situation: Situation | str,
    *,
    seat: str | None = None,
    ruleset: str | Ruleset | None = None,
    judgment: Judgment | None = None,
) -> Moment:
    """The view of the moment (``tutor.moment.Moment``): the table after the situation's
    last event as the asked seat sees it — hand with the drawn tile apart, melds, rivers,
    scores, sticks, live wall, the indicators turned, the ura ones when the answer counts
    them, the rules with every override in words, and the timeline in words.

    ``situation`` is a ``Situation`` or its file text; ``judgment`` (when given) names
    the events its reasons cite and whether ura dora count. This is the only thing a
    shell reads to draw a question. Raises ``TutorError`` for a situation that cannot
    be replayed.
    """
    parsed = parse_situation(situation) if isinstance(situation, str) else situation
    reasons = judgment.reasons if judgment is not None else ()
    return moment_of(parsed, seat=seat, ruleset=ruleset, reasons=reasons)


def question_moment(question: AskedQuestion) -> Moment:
    """The view of the moment a question (``tutor.drills.Question``) is asked at.

    Its reasons are the question's explanation, the deciding one first (the judgment's
    other reasons count as cited too); the same question gives the same value
    every time (kept for the last few hundred questions, as every shell asks for it).
    """
    reasons = tuple(question.explanation) + tuple(
        r for r in question.judgment.reasons if r not in question.explanation
    )
    return _question_moment(
        question.situation_text, question.ruleset, question.seat, reasons,
        len(question.explanation),
    )


@lru_cache(maxsize=256)
def _question_moment(
    text: str,
    ruleset: str,
    seat: str,
    reasons: tuple[Reason, ...],
    explained: int,
) -> Moment:
    built = moment_of(
        parse_situation(text), seat=seat, ruleset=ruleset, reasons=reasons[:explained]
    )
    if explained == len(reasons):
        return built
    return replace(built, cited_events=built.cited_events | cited_events(reasons[explained:]))


def asks() -> list[str]:
    """Every ask the judge answers, sorted."""
    return sorted(ASKS)


def reason_description(code: str) -> str:
    """What a reason code says, as a sentence (``"The declarer discarded again, …"``);
    the code itself for one no judge declares."""
    from tutor.judges import code_description

    found = code_description(code)
    text = code if found is None else found
    return text[:1].upper() + text[1:] + ("" if text.endswith(".") else ".")


__all__ = [
    "ABORT_KINDS",
    "ANSWER_KINDS",
    "FURITEN_KINDS",
    "AbortAnswer",
    "AbortKind",
    "Answer",
    "AskedQuestion",
    "Expect",
    "FuritenAnswer",
    "FuritenKind",
    "Grade",
    "Judgment",
    "MeldView",
    "Moment",
    "Reason",
    "RefusedEvent",
    "RefusedQuestion",
    "RiverTile",
    "Ruleset",
    "SeatView",
    "Situation",
    "TimelineEntry",
    "TutorError",
    "WinAnswer",
    "answer_of",
    "as_answer",
    "asks",
    "build_situation",
    "check_refusal",
    "grade",
    "judge",
    "load_ruleset",
    "load_situation",
    "moment",
    "parse_situation",
    "question_moment",
    "reason_description",
    "refusal_code",
    "replay_table",
]
