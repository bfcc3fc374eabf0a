"""Reasons (理由) and refusals: the vocabulary every layer above explains itself in.

A ``Reason`` has a stable ``code`` ``<rule>.<what>``, the 1-based number of the event
it points at (or ``None``), the rule card it belongs to, and a sentence for a learner.
A ``Refusal`` is the error raised when something cannot be judged because a rule says
it cannot happen (an event) or the question does not apply (an ask whose precondition
fails); it carries the deciding ``Reason`` so a file can name the refusal it expects.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tutor.errors import TutorError

RULE_MODULES = (
    "play",
    "kita",
    "riichi",
    "double_riichi",
    "open_riichi",
    "ankan",
    "furiten",
    "ron_tsumo",
    "ippatsu",
    "menzen_tsumo",
    "haitei_houtei",
    "rinshan",
    "chankan",
    "tenhou_chiihou",
    "renhou",
    "nagashi_mangan",
    "dora",
    "double_yakuman_waits",
    "yakuman_stacking",
    "abortive_draw",
    "win",
    "pao",
    "fu",
    "points_table",
)
"""The rule families with a judge module each (``tutor/judges/<name>.py``); a family's
name prefixes its reason codes and names its rule card."""


@dataclass(frozen=True, slots=True)
class Reason:
    """One step of the engine's account of an answer."""

    code: str
    event: int | None
    rule: str
    text: str

    def to_json(self) -> dict[str, Any]:
        """``{"code", "event", "rule", "text"}`` as the spec writes it."""
        return {"code": self.code, "event": self.event, "rule": self.rule, "text": self.text}


def reason(rule: str, code: str, event: int | None, text: str) -> Reason:
    """A reason of ``rule`` whose code is ``<rule>.<code>``."""
    return Reason(code=f"{rule}.{code}", event=event, rule=rule, text=text)


class Refusal(TutorError):
    """Something the engine will not judge, for the rule ``reason`` names."""

    def __init__(
        self, message: str, reason: Reason, *, file: str | None, line: int | None
    ) -> None:
        self.reason = reason
        super().__init__(message, file=file, line=line)


def refusal_code(error: TutorError) -> str | None:
    """The reason code of a refusal (``None`` for other bad input, e.g. a typo)."""
    return error.reason.code if isinstance(error, Refusal) else None


JSONValue = Any
"""An answer as JSON: ``bool``, a list of strings, a string, an object or ``None``."""


@dataclass(frozen=True, slots=True)
class Judgment:
    """The answer to one ask about one seat under one ruleset, with reasons in order.

    ``seat`` is ``None`` for an ask about the whole table (``abortive_draw``) when no
    seat was named; ``ruleset`` names the preset and any ``[rules]`` overrides.
    """

    ask: str
    seat: str | None
    ruleset: str
    answer: JSONValue
    reasons: tuple[Reason, ...]
    unsaid: tuple[Reason, ...] = ()
    """Negatives of rules the answer does not turn on (a mid-hand win is no haitei), kept
    for a question that asks about one of them; not part of the printed judgment."""

    def to_json(self) -> dict[str, Any]:
        """The object ``riichi-tutor judge --json`` prints (``situation-files.md``)."""
        return {
            "ask": self.ask,
            "seat": self.seat,
            "ruleset": self.ruleset,
            "answer": self.answer,
            "reasons": [reason.to_json() for reason in self.reasons],
        }
