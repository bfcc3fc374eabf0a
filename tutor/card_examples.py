"""A rule card's examples, judged by the engine now and put in a learner's words.

Each example is a curated situation file. ``judge_example`` replays it under the ruleset
it was written for (a Shanghai: Dynasty example shows the Shanghai: Dynasty ruling, a
three-player example the three-player one), and returns what a reader needs: the
question in words, the engine's answer in words, the reason that decides it, the
file's own one-line ``why``, and the situation text for a drawing of the table.

Examples the engine refuses on purpose (an illegal call, a tile a three-player set
lacks) come back as refusals with the engine's reason, never as an error: an example
fails only when the engine answers otherwise than the file claims, and then the result
says so in ``problem``. The rule reference and the tests use this one function.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from tutor import api
from tutor.cards import ruleset_title
from tutor.engine.situation import Expect
from tutor.errors import TutorError
from tutor.judges import Reason
from tutor.moment import Moment, deciding_reason, moment_of
from tutor.paths import content_dir
from tutor.rules.tile_names import tile_words
from tutor.rules.wording import ABORT_WORDS
from tutor.rules.yaku_names import yaku_name

SEAT_WORDS = {"E": "East", "S": "South", "W": "West", "N": "North"}

_QUESTIONS = {
    "riichi_allowed": "May {who} declare riichi now?",
    "double_riichi": "Is {who}'s riichi a double riichi?",
    "ankan_allowed": "May {who} make a closed kan of {tile} now?",
    "furiten": "Is {who} furiten now?",
    "ron_allowed": "May {who} win by ron on this discard?",
    "tsumo_allowed": "May {who} win by tsumo with this draw?",
    "ippatsu": "Does {who}'s win score ippatsu?",
    "win": "What does {who}'s hand score?",
    "abortive_draw": "Does the hand end in an abortive draw?",
}

_FURITEN_WORDS = {
    "discard": "furiten by an own discard",
    "riichi": "furiten in riichi (a winning tile passed)",
    "temporary": "temporary furiten (a winning tile passed this go-around)",
}



@dataclass(frozen=True, slots=True)
class JudgedExample:
    """One example as the reference shows it.

    ``ruleset`` is the ruleset in words (``Shanghai: Dynasty``); ``refused`` is set when
    the engine will not play the situation (that is the example's point); ``problem``
    is set when the engine's answer differs from the file's claim (a content bug).
    """

    example: str
    ruleset: str
    question: str
    answer: str
    reason: str
    why: str
    situation_text: str
    seat: str | None
    refused: bool = False
    problem: str = ""
    reasons: tuple[Reason, ...] = ()

    def reason_for(self, card: str) -> str:
        """The engine's reason that speaks for ``card`` (the card being read), else the
        one that decides the answer."""
        own = [reason for reason in self.reasons if reason.rule == card]
        return own[-1].text if own else self.reason


def judge_example(example: str, content: Path | None = None) -> JudgedExample:
    """Judge one card example (a path under ``content/``) under its own ruleset.

    Raises ``TutorError`` only when the file cannot be read at all.
    """
    path = (content if content is not None else content_dir()) / example
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise TutorError(f"cannot read the example: {error}", file=str(path)) from None
    try:
        situation = api.parse_situation(text, file=str(path))
    except TutorError as error:
        rules = ruleset_title(_top_value(text, "ruleset") or "tenhou")
        return _refused(example, text, rules, None, error, None)
    expect = situation.expect
    why = (expect.why or "") if expect is not None else ""
    seat = situation.question.seat
    rules = ruleset_title(situation.ruleset)
    question = _question_words(situation.question.ask or "", seat, situation.question.tile)
    try:
        judgment = api.judge(situation)
    except TutorError as error:
        return _refused(example, text, rules, seat, error, situation.expect, question)
    problems = api.grade(judgment, expect).problems if expect is not None else ()
    found = deciding_reason(judgment.reasons)
    deciding = found.text if found is not None else ""
    return JudgedExample(
        example=example,
        ruleset=rules,
        question=question,
        answer=answer_words(judgment.ask, judgment.answer),
        reason=deciding,
        why=why,
        situation_text=text,
        seat=judgment.seat,
        problem="; ".join(problems),
        reasons=judgment.reasons,
    )


def example_moment(judged: JudgedExample) -> Moment | None:
    """The table of a judged example as a question draws it (``None`` for a refusal).

    Raises ``TutorError`` only for a situation the engine refuses to replay.
    """
    if judged.refused:
        return None
    situation = api.parse_situation(judged.situation_text)
    return moment_of(situation, seat=judged.seat, reasons=judged.reasons)


def _refused(
    example: str,
    text: str,
    rules: str,
    seat: str | None,
    error: TutorError,
    expect: Expect | None,
    question: str = "Can this table happen?",
) -> JudgedExample:
    reason = getattr(error, "reason", None)
    said = reason.text if reason is not None else error.message
    why = (expect.why or "") if expect is not None else _why_line(text)
    if expect is not None:
        problem = "; ".join(api.check_refusal(expect, error))
    else:
        problem = "" if _expects_refusal(text) else said
    return JudgedExample(
        example=example,
        ruleset=rules,
        question=question,
        answer="The engine refuses: this cannot happen",
        reason=said,
        why=why,
        situation_text=text,
        seat=seat,
        refused=True,
        problem=problem,
    )


def _expects_refusal(text: str) -> bool:
    """Whether a file the parser refused says so itself (``invalid = true``)."""
    return any(line.replace(" ", "") == "invalid=true" for line in text.splitlines())


def _top_value(text: str, name: str) -> str:
    """The value of a ``name = "..."`` line of a file the parser refused."""
    for line in text.splitlines():
        key, _, value = line.partition("=")
        if key.strip() == name:
            return value.split(" #")[0].strip().strip('"')
    return ""


def _why_line(text: str) -> str:
    return _top_value(text, "why")


def _question_words(ask: str, seat: str | None, tile: object) -> str:
    who = SEAT_WORDS.get(seat or "", "the player")
    shown = tile_words(tile) if isinstance(tile, int) else "this tile"
    return _QUESTIONS.get(ask, "What does the engine say?").format(who=who, tile=shown)


def answer_words(ask: str, answer: object) -> str:
    """The engine's answer to ``ask`` in a learner's words."""
    if isinstance(answer, bool):
        return "Yes" if answer else "No"
    if ask == "furiten":
        listed = answer if isinstance(answer, list | tuple) else ()
        kinds = [_FURITEN_WORDS.get(str(k), str(k)) for k in listed]
        return "Yes: " + "; ".join(kinds) if kinds else "No"
    if ask == "abortive_draw":
        return f"Yes: {ABORT_WORDS.get(str(answer), str(answer))}" if answer else "No"
    if ask == "win":
        return _win_words(answer) if isinstance(answer, Mapping) else "No win: it scores nothing"
    return str(answer)


def _win_words(answer: Mapping[str, object]) -> str:
    yaku = answer.get("yaku")
    listed = (
        " + ".join(f"{yaku_name(str(y))} {_han(h)}" for y, h in yaku.items())
        if isinstance(yaku, Mapping)
        else ""
    )
    multiples = answer.get("yakuman")
    if isinstance(multiples, int) and multiples:
        size = "a yakuman" if multiples == 1 else f"{multiples} times yakuman"
    elif answer.get("fu"):
        size = f"{answer.get('han')} han {answer.get('fu')} fu"
    else:
        size = f"{answer.get('han')} han"
    payments = answer.get("payments")
    paid = ""
    if isinstance(payments, Mapping):
        payers = [f"{SEAT_WORDS.get(s, s)} {-v}" for s, v in payments.items() if int(v) < 0]
        paid = f" (paid by {', '.join(payers)})" if payers else ""
    return f"{listed} = {size}, {answer.get('points')} points{paid}"


def _han(han: object) -> str:
    if isinstance(han, int) and han >= 13:
        return "yakuman" if han < 26 else f"{han // 13}x yakuman"
    return f"{han} han"
