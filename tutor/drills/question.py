"""A question as the tutor, the classroom and the command line receive it.

The question bank (``tutor.drills``) builds these from situations it generates or reads;
every answer and every line of the explanation comes from the engine's judgment of the
situation, never from what the generator meant to build.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from tutor.rules.reasons import Judgment, Reason
from tutor.rules.tile_names import words_in_text

FORMS = ("yes_no", "reason", "yaku", "han_fu", "points", "rulesets", "numbers")
"""The question forms: yes/no; pick the deciding reason; pick every yaku (several
choices); han and fu (two numbers); points (one number); under which rulesets (several
choices); a sheet of numbers (one per choice, which labels it: the fu items of a win,
what each seat pays)."""


@dataclass(frozen=True, slots=True)
class Choice:
    """One answer a learner may pick: a short key (``"1"``, ``"y"``) and its label."""

    key: str
    label: str


@dataclass(frozen=True, slots=True)
class Question:
    """One question about one situation, with its answer and explanation.

    ``answer`` is in the form's own terms: ``bool`` for ``yes_no``; a choice key for
    ``reason``; a ``frozenset`` of choice keys for ``yaku`` and ``rulesets``; a
    ``(han, fu)`` pair for ``han_fu``; an ``int`` for ``points``; a tuple of ``int`` for
    ``numbers``, one for each choice in order.
    """

    id: str
    """Stable across runs and machines (skill, ruleset, seed and index), for reports."""
    skill: str
    form: str
    prompt: str
    """The question in one sentence, for the learner."""
    situation_text: str
    """The situation in the file format (TOML), as it can be saved and judged again."""
    judgment: Judgment
    choices: tuple[Choice, ...]
    answer: Any
    explanation: tuple[Reason, ...]
    card: str
    """The rule card id the question belongs to."""
    difficulty: int
    ruleset: str
    seat: str
    event: int | None
    """The event (1-based) the question is asked at: the last one, usually."""

    def is_correct(self, given: Any) -> bool:
        """Whether ``given`` (in the form's terms) is the right answer."""
        if self.form in ("yaku", "rulesets"):
            return frozenset(given) == frozenset(self.answer)
        if self.form in ("han_fu", "numbers"):
            return tuple(given) == tuple(self.answer)
        return bool(given == self.answer)


CHOICES_MEMORY = 1024
"""Choices whose wording is remembered: most forms offer the same ones again and again
(yes or no, the situational yaku, the yaku of the hand, a payment sheet's rows)."""


def worded_choices(choices: tuple[Choice, ...]) -> tuple[Choice, ...]:
    """The choices with their tiles in words: each worded choice is one record shared by
    every question that offers it (``_worded_choice``), so a question holds one tuple of
    shared choices, not copies that the cyclic garbage collector scans again at every
    full pass (the yaku of the hand offer a different set of yaku each time, but each
    yaku's choice comes up again and again)."""
    return tuple(_worded_choice(c.key, c.label) for c in choices)


@lru_cache(maxsize=CHOICES_MEMORY)
def _worded_choice(key: str, label: str) -> Choice:
    """A choice with its tiles in words (a pure function of two strings)."""
    return Choice(key, words_in_text(label))


def _json_answer(answer: Any) -> Any:
    if isinstance(answer, frozenset | set):
        return sorted(answer)
    if isinstance(answer, tuple):
        return list(answer)
    return answer


def _reason(data: dict[str, Any]) -> Reason:
    return Reason(code=data["code"], event=data["event"], rule=data["rule"], text=data["text"])


def _answer(form: str, value: Any) -> Any:
    if form in ("yaku", "rulesets"):
        return frozenset(value)
    if form in ("han_fu", "numbers"):
        return tuple(value)
    return value


def question_from_json(data: dict[str, Any]) -> Question:
    """The question :func:`question_json` wrote, read back whole (its judgment and
    reasons included), without building or judging anything."""
    judged = data["judgment"]
    judgment = Judgment(
        judged["ask"],
        judged["seat"],
        judged["ruleset"],
        judged["answer"],
        tuple(_reason(r) for r in judged["reasons"]),
    )
    return Question(
        id=data["id"],
        skill=data["skill"],
        form=data["form"],
        prompt=data["prompt"],
        situation_text=data["situation"],
        judgment=judgment,
        choices=tuple(Choice(c["key"], c["label"]) for c in data["choices"]),
        answer=_answer(data["form"], data["answer"]),
        explanation=tuple(_reason(r) for r in data["explanation"]),
        card=data["card"],
        difficulty=data["difficulty"],
        ruleset=data["ruleset"],
        seat=data["seat"],
        event=data["event"],
    )


def question_json(question: Question) -> dict[str, Any]:
    """The question as a JSON object (one line of ``riichi-tutor generate --out -``)."""
    return {
        "id": question.id,
        "skill": question.skill,
        "form": question.form,
        "prompt": question.prompt,
        "choices": [{"key": c.key, "label": c.label} for c in question.choices],
        "answer": _json_answer(question.answer),
        "explanation": [reason.to_json() for reason in question.explanation],
        "card": question.card,
        "difficulty": question.difficulty,
        "ruleset": question.ruleset,
        "seat": question.seat,
        "event": question.event,
        "judgment": question.judgment.to_json(),
        "situation": question.situation_text,
    }
