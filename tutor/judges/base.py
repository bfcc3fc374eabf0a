"""What every judge returns: an answer and its ordered reasons (理由).

A ``Reason`` has a stable ``code`` ``<rule>.<what>``, the 1-based number of the event
it points at (or ``None``), the rule card id it belongs to, and a sentence for a
learner. A ``Judgment`` is the judge's whole reply, printed by ``riichi-tutor judge``.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from tutor.rules.tiles import tile_name

JSONValue = Any
"""An answer as JSON: ``bool``, a list of strings, a string, an object or ``None``."""


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


@dataclass(frozen=True, slots=True)
class Judgment:
    """The answer to one ask about one seat under one ruleset, with reasons in order."""

    ask: str
    seat: str
    ruleset: str
    answer: JSONValue
    reasons: tuple[Reason, ...]

    def to_json(self) -> dict[str, Any]:
        """The object ``riichi-tutor judge --json`` prints (``situation-files.md``)."""
        return {
            "ask": self.ask,
            "seat": self.seat,
            "ruleset": self.ruleset,
            "answer": self.answer,
            "reasons": [reason.to_json() for reason in self.reasons],
        }


def kinds_text(kinds: Iterable[int]) -> str:
    """``"1m 4m"``: tile kinds for a sentence, one by one."""
    return " ".join(tile_name(k) for k in kinds)


def reason(rule: str, code: str, event: int | None, text: str) -> Reason:
    """A reason of ``rule`` whose code is ``<rule>.<code>``."""
    return Reason(code=f"{rule}.{code}", event=event, rule=rule, text=text)
