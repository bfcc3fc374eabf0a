"""Reading the fields of a raw situation table: typed values, each problem a
``TutorError`` naming the file and the line of its key, and the ``[expect]`` table.

The situation builder (``tutor.engine.situation``) reads its fields with these; the
``[expect]`` table is read alone by ``--check`` on a file that may be invalid otherwise.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tutor.engine.events import SEATS
from tutor.engine.lines import FREE_TEXT_KEYS
from tutor.errors import TutorError
from tutor.rules import sanma
from tutor.rules.tiles import NotationError, Tile, parse_tiles

EXPECT_KEYS = frozenset(
    {
        "answer",
        "answer_is_null",
        "why",
        "source",
        "yaku_include",
        "yaku_exclude",
        "points",
        "payments",
        "invalid",
        "refused",
    }
)
TILES_TEXT_LIMIT = 200
"""The longest tile text read for a hand or a list of indicators (14 tiles take ~20)."""

@dataclass(frozen=True, slots=True)
class Expect:
    """The ``[expect]`` table: what the file claims the judge answers."""

    answer: Any = None
    has_answer: bool = False
    answer_is_null: bool = False
    invalid: bool = False
    refused: str | None = None
    """The reason code of the refusal the file expects (``"riichi.live_wall"``)."""
    why: str | None = None
    source: str | None = None
    yaku_include: tuple[str, ...] = ()
    yaku_exclude: tuple[str, ...] = ()
    points: int | None = None
    payments: dict[str, int] | None = None


class Fields:
    """One raw table, its keys' lines and its file: typed reads of its fields."""

    def __init__(self, data: dict[str, Any], lines: dict[str, int], file: str) -> None:
        self.data, self.lines, self.file = data, lines, file
        self.players = 4

    def fail(self, key: str, message: str) -> TutorError:
        return TutorError(
            message, file=self.file, line=self.lines.get(key) or self._parent_line(key)
        )

    def _parent_line(self, key: str) -> int | None:
        parent = key.rsplit(".", 1)[0] if "." in key else None
        return self.lines.get(parent) if parent else None

    def _table(self, key: str) -> dict[str, Any]:
        value = self.data.get(key, {})
        if not isinstance(value, dict):
            raise self.fail(key, f"'{key}' must be a table")
        return value

    def _int(self, key: str, value: Any, low: int, high: int) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.fail(key, f"'{key}' must be a whole number, not {value!r}")
        if not low <= value <= high:
            raise self.fail(key, f"'{key}' = {value} is out of range ({low}..{high})")
        return value

    def _str(self, key: str, value: Any) -> str:
        if not isinstance(value, str):
            raise self.fail(key, f"'{key}' must be a string, not {value!r}")
        return value

    def _tiles(self, key: str, value: Any, *, empty: bool = False) -> list[Tile]:
        text = (
            "".join(value)
            if isinstance(value, list) and all(isinstance(v, str) for v in value)
            else value
        )
        text = self._str(key, text)
        if len(text) > TILES_TEXT_LIMIT:
            limit = TILES_TEXT_LIMIT
            raise self.fail(key, f"'{key}' has {len(text):,} characters; at most {limit} are read")
        try:
            return parse_tiles(text, allow_empty=empty)
        except NotationError as error:
            raise self.fail(key, f"'{key}' = {text!r}: {error.problem}") from None

    def _seat(self, key: str, value: Any) -> str:
        seat = self._str(key, value).strip().upper()
        if seat not in SEATS:
            raise self.fail(key, f"'{key}' = {value!r} is not a seat (E, S, W or N)")
        problem = sanma.seat_problem(seat, self.players)
        if problem is not None:
            raise self.fail(key, f"'{key}': {problem}")
        return seat

    def _unknown(self, table: dict[str, Any], allowed: frozenset[str], prefix: str) -> None:
        for key in table:
            if key not in allowed:
                path = f"{prefix}{key}"
                known = ", ".join(sorted(allowed - FREE_TEXT_KEYS))
                raise self.fail(path, f"unknown key '{path}' (known: {known})")

    def expect(self) -> Expect | None:
        if "expect" not in self.data:
            return None
        table = self._table("expect")
        self._unknown(table, EXPECT_KEYS, "expect.")
        for key in ("answer_is_null", "invalid"):
            if key in table and not isinstance(table[key], bool):
                raise self.fail(f"expect.{key}", f"'expect.{key}' must be true or false")
        for key in ("why", "source", "refused"):
            if key in table:
                self._str(f"expect.{key}", table[key])
        lists: dict[str, tuple[str, ...]] = {}
        for key in ("yaku_include", "yaku_exclude"):
            value = table.get(key, [])
            if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
                raise self.fail(f"expect.{key}", f"'expect.{key}' must be a list of yaku ids")
            lists[key] = tuple(value)
        points = table.get("points")
        if points is not None:
            points = self._int("expect.points", points, 0, 10_000_000)
        payments = table.get("payments")
        if payments is not None:
            if not isinstance(payments, dict):
                raise self.fail("expect.payments", "'expect.payments' must be a table of seats")
            payments = {
                self._seat(f"expect.payments.{k}", k): self._int(
                    f"expect.payments.{k}", v, -(10**7), 10**7
                )
                for k, v in payments.items()
            }
        return Expect(
            answer=table.get("answer"),
            has_answer="answer" in table,
            answer_is_null=bool(table.get("answer_is_null", False)),
            invalid=bool(table.get("invalid", False)),
            refused=table.get("refused"),
            why=table.get("why"),
            source=table.get("source"),
            yaku_include=lists["yaku_include"],
            yaku_exclude=lists["yaku_exclude"],
            points=points,
            payments=payments,
        )
