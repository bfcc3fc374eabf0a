"""A copy of the engine table kept in step with a hand, for a fork of that hand.

A fork (``Table.fork``) goes on from the hand as it is; the engine table kept in step
with the hand (``tutor.drills.mirror``) would otherwise be built again for the fork by
replaying every event from the deal. Every fact the engine table holds is a number, a
string or a frozen record, kept in lists, dicts and sets of its own and of each seat's
state, so copying those containers one level deep (and pointing the riichi order at the
copied seats) gives a table that play on the fork can change without touching the
hand's: about a tenth of a replay.

A fork is taken a few times a question, so the copy is made the cheap way: each seat's
fields read at once and passed to its constructor in order, the table's attributes
copied as they are (a field list looked up and a constructor called with keywords for
every record cost four times as much).
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Iterable
from dataclasses import fields
from functools import cache
from operator import attrgetter
from typing import TYPE_CHECKING, Any, TypeVar

from tutor.drills.mirror import in_step

if TYPE_CHECKING:
    from tutor.drills.mirror import Mirror
    from tutor.drills.table import Table
    from tutor.engine.table import Table as EngineTable

Record = TypeVar("Record")

_CONTAINERS = (list, dict, set)


@cache
def _getter(cls: type) -> Callable[[Any], tuple[Any, ...]]:
    """All the fields of a record of the dataclass ``cls`` at once, in order."""
    found = fields(cls)
    assert all(f.init for f in found)  # the constructor takes every field
    return attrgetter(*(f.name for f in found))


def _fresh(values: Iterable[Any]) -> list[Any]:
    """The values, each list, dict or set a copy of its own (the rest are immutable)."""
    return [v.copy() if isinstance(v, _CONTAINERS) else v for v in values]


def _copied(record: Record) -> Record:
    """The dataclass ``record`` made again with containers of its own."""
    cls: Any = type(record)
    copied: Record = cls(*_fresh(_getter(cls)(record)))
    return copied


def copy_engine(engine: EngineTable) -> EngineTable:
    """The engine table as it is, sharing no container with ``engine`` but the judges'
    memo: it only caches work on facts its keys name in full (the acts up to a win, the
    tiles and context of a scored win) under the hand's ruleset and indicators, which
    every copy shares, so the forks of a hand judge a win they share once."""
    seats = {name: _copied(state) for name, state in engine.seats.items()}
    found: EngineTable = object.__new__(type(engine))
    state = found.__dict__
    state.update(zip(engine.__dict__, _fresh(engine.__dict__.values()), strict=True))
    state["seats"] = seats
    state["memo"] = engine.memo
    state["riichi_seats"] = [seats[seat.seat] for seat in engine.riichi_seats]
    return found


def twin(mirror: Mirror, table: Table) -> Mirror:
    """A mirror of ``table`` (a fork of the mirror's hand) where ``mirror`` stands: its
    engine table and events copied, not replayed."""
    found: Mirror = object.__new__(type(mirror))
    state = found.__dict__
    state.update(mirror.__dict__)
    state["_source"] = weakref.ref(table)
    state["engine"] = copy_engine(mirror.engine)
    state["events"] = list(mirror.events)
    return found


def fork_at_draw(hand: Table) -> tuple[Table, int]:
    """A fork of ``hand`` from just before its last event, a live draw, and the seat to
    draw (``Table.fork_at_draw``). The fork's copy of the engine table kept in step is
    brought to where the fork stands and the hand takes a copy of it there, so that
    neither applies again the events the other applied. (Copying it as it stood and
    applying those events only when the fork is judged saved nothing once the hands
    were kept in step by the steer: most forks are judged, and each then applied them
    alone.)"""
    fork = hand.fork(engine=True)
    seat = fork.take_back_draw()
    hand.mirror = twin(in_step(fork), hand)
    return fork, seat
