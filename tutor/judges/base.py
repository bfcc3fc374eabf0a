"""What every judge returns: an answer and its ordered reasons (理由).

A ``Reason`` has a stable ``code`` ``<rule>.<what>``, the 1-based number of the event
it points at (or ``None``), the rule card id it belongs to, and a sentence for a
learner. A ``Judgment`` is the judge's whole reply, printed by ``riichi-tutor judge``.
Both live in :mod:`tutor.rules.reasons`, so that what only reads a judgment (a stored
question, a report) needs no judge to be loaded.
"""

from __future__ import annotations

from collections.abc import Iterable

from tutor.rules.reasons import JSONValue, Judgment, Reason, Refusal, reason
from tutor.rules.tiles import tile_name


def kinds_text(kinds: Iterable[int]) -> str:
    """``"1m, 4m and 7m"``: tiles (or kinds) for a sentence, one by one (``""`` for none)."""
    names = [tile_name(k) for k in kinds]
    if len(names) < 2:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]




class NotApplicable(Exception):
    """Raised by a judge when its ask's precondition fails (a win, a draw, a riichi):
    ``tutor.judges.judge`` turns it into a ``RefusedQuestion`` naming file and line."""

    def __init__(self, reason: Reason) -> None:
        super().__init__(reason.text)
        self.reason = reason


class RefusedQuestion(Refusal):
    """An ask that does not apply to the situation, e.g. ``ippatsu`` of a seat that has
    not won: the question is refused (exit 2), never answered with a guess."""


__all__ = [
    "JSONValue",
    "Judgment",
    "NotApplicable",
    "Reason",
    "RefusedQuestion",
    "kinds_text",
    "reason",
]
