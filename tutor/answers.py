"""The typed answer of each ask, and its conversion from the JSON the judge prints.

``bool`` for the yes/no asks, a sorted tuple of furiten kinds, a ``WinAnswer`` (or
``None``) for ``win`` and an ``AbortAnswer`` for ``abortive_draw``; :mod:`tutor.api`
re-exports every name here.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal, TypeAlias, cast

from tutor.errors import TutorError
from tutor.judges import ASKS, Judgment

FuritenKind: TypeAlias = Literal["discard", "riichi", "temporary"]
FuritenAnswer: TypeAlias = tuple[FuritenKind, ...]
"""The active furiten kinds, sorted; ``()`` when the seat is not furiten."""
AbortKind: TypeAlias = Literal[
    "suucha_riichi", "suukaikan", "suufon_renda", "kyuushu_kyuuhai", "sanchahou"
]
FURITEN_KINDS: tuple[FuritenKind, ...] = ("discard", "riichi", "temporary")
ABORT_KINDS: tuple[AbortKind, ...] = (
    "suucha_riichi", "suukaikan", "suufon_renda", "kyuushu_kyuuhai", "sanchahou",
)


@dataclass(frozen=True, slots=True)
class WinAnswer:
    """What a win scores: yaku with their han, the value, and who pays what."""

    yaku: Mapping[str, int]
    han: int
    fu: int
    yakuman: int
    points: int
    payments: Mapping[str, int]

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> WinAnswer:
        """From the ``win`` answer object of ``situation-files.md``."""
        try:
            return cls(
                yaku={str(k): int(v) for k, v in data["yaku"].items()},
                han=int(data["han"]),
                fu=int(data["fu"]),
                yakuman=int(data["yakuman"]),
                points=int(data["points"]),
                payments={str(k): int(v) for k, v in data["payments"].items()},
            )
        except (KeyError, TypeError, ValueError, AttributeError) as error:
            raise TutorError(f"not a win answer ({error}): {dict(data)!r}") from None

    def to_json(self) -> dict[str, Any]:
        """The JSON object the judge prints."""
        return {
            "yaku": dict(self.yaku),
            "han": self.han,
            "fu": self.fu,
            "yakuman": self.yakuman,
            "points": self.points,
            "payments": dict(self.payments),
        }


@dataclass(frozen=True, slots=True)
class AbortAnswer:
    """How the hand ends after its last event: an abortive draw's kind, or ``None``
    when play goes on (or the hand ended another way)."""

    kind: AbortKind | None

    def to_json(self) -> str | None:
        """The JSON value the judge prints: the kind's name or ``null``."""
        return self.kind


Answer: TypeAlias = bool | FuritenAnswer | WinAnswer | AbortAnswer | None
"""A typed answer; which one an ask gives is ``ANSWER_KINDS[ask]``."""

ANSWER_KINDS: dict[str, Literal["yes_no", "furiten", "win", "abort"]] = {
    "riichi_allowed": "yes_no",
    "double_riichi": "yes_no",
    "ankan_allowed": "yes_no",
    "ron_allowed": "yes_no",
    "tsumo_allowed": "yes_no",
    "ippatsu": "yes_no",
    "furiten": "furiten",
    "win": "win",
    "abortive_draw": "abort",
    "fu": "win",
    "payments": "win",
}
"""ask → the type of its answer: ``bool``, ``FuritenAnswer``, ``WinAnswer | None``,
``AbortAnswer``. The ``fu`` and ``payments`` asks answer as ``win`` does (the fu ask adds
its items, which the typed answer leaves out)."""
assert set(ANSWER_KINDS) == set(ASKS), "every ask has a typed answer"


def as_answer(ask: str, value: object) -> Answer:
    """``value`` (typed, or in the JSON form the judge prints) as ``ask``'s typed answer.

    Raises ``TutorError`` for a value that cannot be an answer to ``ask``.
    """
    kind = ANSWER_KINDS.get(ask)
    if kind is None:
        raise TutorError(f"unknown ask {ask!r}; known asks: {', '.join(sorted(ASKS))}")
    if kind == "yes_no":
        if not isinstance(value, bool):
            raise TutorError(f"the ask {ask!r} is answered yes or no, not {value!r}")
        return value
    if kind == "furiten":
        if isinstance(value, str) or not isinstance(value, Sequence | frozenset | set):
            raise TutorError(f"a furiten answer is a list of kinds, not {value!r}")
        unknown = [item for item in value if item not in FURITEN_KINDS]
        if unknown:
            raise TutorError(
                f"unknown furiten kind(s) {unknown!r}; kinds: {', '.join(FURITEN_KINDS)}"
            )
        return cast(FuritenAnswer, tuple(sorted(set(value))))
    if kind == "win":
        if value is None or isinstance(value, WinAnswer):
            return value
        if isinstance(value, Mapping):
            return WinAnswer.from_json(value)
        raise TutorError(f"a win answer is a win object or none, not {value!r}")
    if isinstance(value, AbortAnswer):
        return value
    if value is None or value in ABORT_KINDS:
        return AbortAnswer(value)
    raise TutorError(f"unknown abortive draw {value!r}; kinds: {', '.join(ABORT_KINDS)}")


def answer_of(judgment: Judgment) -> Answer:
    """The judgment's answer in its ask's type (see ``ANSWER_KINDS``)."""
    return as_answer(judgment.ask, judgment.answer)
