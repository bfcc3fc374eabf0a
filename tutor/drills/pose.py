"""Where a scenario stopped: the hand so far and the question to ask about it
(``Pose``), and the same question asked at several moments of one hand (``posed``)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import chain, islice

from tutor.drills.lazy import Lazy
from tutor.drills.table import Table


@dataclass
class Pose:
    """Where a scenario stopped: the hand so far and the question to ask about it."""

    table: Table
    ask: str
    seat: int
    given: frozenset[int]
    tile: int | None = None
    rules: dict[str, object] = field(default_factory=dict)
    subject: str | None = None
    """The yaku a hand-yaku question is steered toward (or away from)."""
    about_passes: bool = False
    """The question is about winning tiles the asked seat let go by: the prompt tells
    each one (``tutor.drills.real_play.pass_note``) instead of the bank refusing it."""
    later: Sequence[Pose] = ()
    """Other moments of the same hand where a question of the same skill comes up (each
    on its own table: play after a moment leaves its copy alone): the bank asks them as
    questions of their own, so one played hand gives several (``Gen.moments``). Often
    a ``Lazy`` sequence: a later moment is forked only once a question asks for it."""

    def moments(self) -> Sequence[Pose]:
        """This pose and the hand's other moments (made as they are read)."""
        return Lazy(chain([self], self.later))

    def every_moment(self, **fields: object) -> Pose:
        """This pose with ``fields`` set on it and on each of the hand's other moments
        (on those not made yet, as they are made)."""

        def change(pose: Pose) -> None:
            for name, value in fields.items():
                setattr(pose, name, value)

        change(self)
        if isinstance(self.later, Lazy):
            self.later.each(change)
        else:
            for pose in self.later:
                change(pose)
        return self


def posed(tables: Sequence[Table], ask: str, seat: int, given: frozenset[int],
          **more: object) -> Pose | None:
    """The same question asked at each of ``tables`` (moments of one hand, the first
    first, read as they are asked for); ``None`` when there is none."""
    if not tables:
        return None
    later = Lazy(Pose(t, ask, seat, given, **more)  # type: ignore[arg-type]
                 for t in islice(tables, 1, None))
    return Pose(tables[0], ask, seat, given, later=later, **more)  # type: ignore[arg-type]
