"""A copy of the engine table kept in step with a hand, for a fork of that hand.

A fork (``Table.fork``) goes on from the hand as it is; the engine table kept in step
with the hand (``tutor.drills.mirror``) would otherwise be built again for the fork by
replaying every event from the deal. Every fact the engine table holds is a number, a
string or a frozen record, kept in lists, dicts and sets of its own and of each seat's
state, so copying those containers one level deep (and pointing the riichi order at the
copied seats) gives a table that play on the fork can change without touching the
hand's: about a tenth of a replay.
"""

from __future__ import annotations

import copy
from dataclasses import fields
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from tutor.drills.mirror import Mirror
    from tutor.drills.table import Table
    from tutor.engine.table import Table as EngineTable

Record = TypeVar("Record")


def _fresh(value: Any) -> Any:
    """A list, dict or set of one's own; anything else as it is (immutable)."""
    if isinstance(value, list | dict | set):
        return copy.copy(value)
    return value


def _copied(record: Record, **changed: object) -> Record:
    """The dataclass ``record`` made again with containers of its own."""
    values = {f.name: _fresh(getattr(record, f.name)) for f in fields(record)}  # type: ignore[arg-type]
    values.update(changed)
    return type(record)(**values)


def copy_engine(engine: EngineTable) -> EngineTable:
    """The engine table as it is, sharing no container with ``engine`` but the judges'
    memo: it only caches work on facts its keys name in full (the acts up to a win, the
    tiles and context of a scored win) under the hand's ruleset and indicators, which
    every copy shares, so the forks of a hand judge a win they share once."""
    seats = {name: _copied(state) for name, state in engine.seats.items()}
    return _copied(engine, seats=seats, memo=engine.memo,
                   riichi_seats=[seats[state.seat] for state in engine.riichi_seats])


def twin(mirror: Mirror, table: Table) -> Mirror:
    """A mirror of ``table`` (a fork of the mirror's hand) where ``mirror`` stands: its
    engine table and events copied, not replayed."""
    found = copy.copy(mirror)
    found.source = table
    found.engine = copy_engine(mirror.engine)
    found.events = list(mirror.events)
    return found
