"""A copy of the engine table kept in step with a hand, for a fork of that hand.

A fork (``Table.fork``) goes on from the hand as it is; the engine table kept in step
with the hand (``tutor.drills.mirror``) would otherwise be built again for the fork by
replaying every event from the deal. Every fact the engine table holds is a number, a
string or a frozen record, kept in tuples (the acts, the settled claims, each seat's
river, melds and histories: shared by the copy, since play replaces a tuple instead of
changing it) and in lists, dicts and sets of its own and of each seat's state, so
copying those containers one level deep (and pointing the riichi order at the copied
seats) gives a table that play on the fork can change without touching the hand's:
about a tenth of a replay.

A fork is taken a few times a question, so the copy is made the cheap way: each seat
copies itself field by field (``SeatState.copy``), the table's attributes are copied as
they are (a field list looked up and a constructor called with keywords for every record
cost four times as much), and a fork taken at a draw takes the hand's engine table
itself, so that only the hand's is a copy (``fork_at_draw``).
"""

from __future__ import annotations

import weakref
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from tutor.drills.mirror import in_step

if TYPE_CHECKING:
    from tutor.drills.mirror import Mirror
    from tutor.drills.table import Table
    from tutor.engine.table import Table as EngineTable

_CONTAINERS = (list, dict, set)
_SHARED = frozenset({"seats", "memo", "riichi_seats"})
"""Attributes of the engine table ``copy_engine`` sets itself, not copied one level."""


def _fresh(items: Iterable[tuple[str, Any]]) -> dict[str, Any]:
    """The attributes, each list, dict or set a copy of its own (the rest are immutable),
    but those ``copy_engine`` sets itself."""
    return {name: value.copy() if isinstance(value, _CONTAINERS) and name not in _SHARED
            else value for name, value in items}


def copy_engine(engine: EngineTable) -> EngineTable:
    """The engine table as it is, sharing no changeable container with ``engine`` (its
    tuples are shared) but the judges' memo: it only caches work on facts its keys name
    in full (the acts up to a win, the tiles and context of a scored win) under the
    hand's ruleset and indicators, which every copy shares, so the forks of a hand judge
    a win they share once."""
    seats = {name: state.copy() for name, state in engine.seats.items()}
    found: EngineTable = object.__new__(type(engine))
    state = found.__dict__
    state.update(_fresh(engine.__dict__.items()))
    state["seats"] = seats
    state["riichi_seats"] = [seats[seat.seat] for seat in engine.riichi_seats]
    return found


def twin(mirror: Mirror, table: Table) -> Mirror:
    """A mirror of ``table`` (a fork of the mirror's hand) where ``mirror`` stands: its
    engine table copied, not replayed (its events, a tuple, shared)."""
    found: Mirror = object.__new__(type(mirror))
    state = found.__dict__
    state.update(mirror.__dict__)
    state["_source"] = weakref.ref(table)
    state["engine"] = copy_engine(mirror.engine)
    return found


def fork_at_draw(hand: Table) -> tuple[Table, int]:
    """A fork of ``hand`` from just before its last event, a live draw, and the seat to
    draw (``Table.fork_at_draw``). The fork takes the hand's engine table kept in step,
    brings it to where the fork stands, and the hand takes a copy of it there, so that
    neither applies again the events the other applied, and the engine table is copied
    once. (Copying it as it stood and applying those events only when the fork is
    judged saved nothing once the hands were kept in step by the steer: most forks are
    judged, and each then applied them alone.)"""
    fork = hand.fork()
    taken, hand.mirror = hand.mirror, None
    if taken is not None:
        taken.follow(fork)
        fork.mirror = taken
    seat = fork.take_back_draw()
    hand.mirror = twin(in_step(fork), hand)
    return fork, seat
