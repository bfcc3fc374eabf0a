"""Passed winning tiles (見逃し): which discards and kan tiles went by a seat it waits on.

Riichi seats record their passes as they happen (their waits are locked). For the
others, computing every seat's waits at every discard would cost more than the rest of
the replay, so the passes that still matter — since the seat's last discard, and the
one before (for a temporary furiten that has just ended) — are computed on demand from
``Table.settled`` and the seat's hands then.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from tutor.engine.seat import Pass, waits_of
from tutor.rules.hand import is_thirteen_orphans
from tutor.rules.robbing import may_win_on
from tutor.rules.tiles import KIND, counts_of

if TYPE_CHECKING:
    from tutor.engine.table import Table
    from tutor.rules.ruleset import Ruleset


def passes_of(table: Table, seat_name: str) -> list[Pass]:
    """Winning tiles that went by ``seat_name``: those since its riichi (recorded as
    they happened) and, computed now, those since its last discard (the current
    13-tile hand's waits), which temporary furiten follows."""
    seat = table.seats[seat_name]
    found = list(seat.passes)
    if not seat.known:
        return found
    epochs: list[tuple[int, int, tuple[int, ...], list[int] | None]] = []
    if not seat.in_riichi:
        epochs.append((seat.epoch_start, table.event_count + 1, seat.waits(), seat.waiting_hand()))
    if seat.prev_epoch is not None:
        start, end, held, drawn, melds = seat.prev_epoch
        if held is not None and (seat.riichi_event is None or seat.riichi_event >= end):
            old = counts_of(held)
            if drawn is not None:
                old[KIND[drawn]] -= 1
            if sum(old) % 3 == 1:
                epochs.append((start, end, waits_of(old, melds), old))
    for start, end, waits, counts in epochs:
        if not waits:
            continue
        for claim in table.settled:
            if not start < claim.event < end or claim.seat == seat_name:
                continue
            kind = KIND[claim.tile]
            if could_win_on(table.ruleset, claim.source, kind, waits, counts, bool(seat.melds)):
                found.append(Pass(kind, claim.tile, claim.event, claim.source, claim.seat, False))
    found.sort(key=lambda p: p.event)
    return found


def could_win_on(
    ruleset: Ruleset,
    source: str,
    kind: int,
    waits: Sequence[int],
    counts: list[int] | None,
    has_melds: bool,
) -> bool:
    """Whether a waiting hand (its ``waits``, its 13-tile ``counts`` when known) could
    have won on a ``kind`` tile from ``source``: only such a tile going by is a pass."""
    if source == "discard":
        return kind in waits
    orphans = counts is not None and not has_melds and _orphans(counts, kind)
    completes = orphans if source == "ankan" else kind in waits
    return completes and may_win_on(source, ruleset, thirteen_orphans=orphans)


def _orphans(counts: list[int], kind: int) -> bool:
    grown = list(counts)
    grown[kind] += 1
    return is_thirteen_orphans(grown)
