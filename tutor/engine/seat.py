"""One seat's facts during a hand (自家の状態): concealed tiles, melds, river, riichi.

The table (``tutor.engine.table``) changes these as events are replayed; judges only
read them. A seat whose starting hand is not given has ``known = False``: its tile
count is tracked, its contents are not.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import NamedTuple

from tutor.rules.hand import is_thirteen_orphans
from tutor.rules.melds import Meld
from tutor.rules.tiles import KIND, Tile
from tutor.rules.waits import waits as shape_waits


def waits_of(counts: list[int], n_melds: int) -> tuple[int, ...]:
    """Waits of a ``3n+1`` count vector (memoised: replays revisit the same hands)."""
    return _waits(tuple(counts), n_melds)


WAITS_MEMORY = 4096
"""Hands whose waits are remembered. Replays revisit a hand within a few events: 4,096
entries keep the 40% hit rate of 65,536, which grew to 35 MB in a generator's run."""


@lru_cache(maxsize=WAITS_MEMORY)
def _waits(counts: tuple[int, ...], n_melds: int) -> tuple[int, ...]:
    """A pure function of immutable values, so one cache serves every thread."""
    return tuple(shape_waits(list(counts), n_melds))


def forget_waits() -> None:
    """Empty the waits memo (benchmarks time judging from a cold start with it)."""
    _waits.cache_clear()


class Discard(NamedTuple):
    """A tile in a seat's river (捨て牌).

    ``sideways`` marks the tile laid sideways for riichi (the declaration tile, or the
    next discard when that one was called); ``riichi`` marks the declaration itself.
    ``called_by``/``called_event`` are set (by replacing the record) when another seat
    took the tile. (A named tuple: replay makes one per discard.)
    """

    tile: Tile
    event: int
    tsumogiri: bool
    sideways: bool = False
    riichi: bool = False
    called_by: str | None = None
    called_event: int | None = None


@dataclass(frozen=True, slots=True)
class Pass:
    """A winning tile that went by the seat without a win (見逃し).

    ``source`` is ``"discard"``, ``"kakan"`` (an added kan that could be robbed),
    ``"ankan"`` (a closed kan a thirteen-orphans hand waits on) or ``"own_draw"`` (a
    drawn winning tile discarded instead of declared as tsumo). ``in_riichi`` tells
    whether the seat was already in riichi then.
    """

    kind: int
    tile: Tile
    event: int
    source: str
    from_seat: str
    in_riichi: bool


@dataclass(slots=True)
class SeatState:
    """Everything the table knows about one seat."""

    seat: str
    known: bool
    hand: list[Tile] = field(default_factory=list)
    """Concealed tiles in arrival order (only when ``known``)."""
    size: int = 13
    """Number of concealed tiles (tracked also when the hand is not known)."""
    known_part: tuple[Tile, ...] = ()
    """For an unknown hand: tiles known to be in it (drawn face up in the file)."""
    score: int = 25000
    melds: tuple[Meld, ...] = ()
    meld_events: tuple[int, ...] = ()
    """The event that made each meld: for an added kan, the pon it was added to."""
    added_kan_events: dict[int, int] = field(default_factory=dict)
    """Meld index → the event of the added kan (加槓) that made that pon a kan."""
    discards: tuple[Discard, ...] = ()
    riichi_event: int | None = None
    """Event number of the riichi declaration."""
    open_riichi: bool = False
    """The riichi was declared open (オープン立直: the hand is shown)."""
    riichi_accepted: bool = False
    """True once the declaration tile went by without a ron (the stick was paid)."""
    """The declaration was the seat's first discard, with no call of any kind before it
    in a hand that had just been dealt (the facts double riichi needs)."""
    sideways_pending: bool = False
    """The riichi tile was called away: the next discard is laid sideways."""
    locked_waits: tuple[int, ...] | None = None
    """The waits fixed by the riichi declaration (the locked hand)."""
    passes: tuple[Pass, ...] = ()
    """Winning tiles passed in riichi (the rest: ``Table.passes``)."""
    epoch_start: int = 0
    """Event of the seat's last discard: its 13-tile hand dates from then."""
    prev_epoch: tuple[int, int, tuple[Tile, ...] | None, Tile | None, int] | None = None
    """(start, end, tiles held at the last discard, the draw among them, melds): the hand
    before the last discard, for passes whose temporary furiten has since ended."""
    kans: int = 0
    last_draw: Tile | None = None
    last_draw_event: int | None = None
    last_draw_replacement: bool = False
    """Whether the last draw was the replacement tile after the seat's own kan."""
    draw_events: tuple[int, ...] = ()
    discard_events: tuple[int, ...] = ()
    call_events: tuple[int, ...] = ()
    """Events of this seat's chi, pon and kans. (The seat's records and histories are
    tuples, each change a new one: a copy of the seat shares them, and the garbage
    collector does not scan a tuple of numbers.)"""
    kuikae: tuple[str, int, tuple[int, ...]] | None = None
    """After a chi or pon, before the discard: (call, called kind, kinds of the set)."""
    _waits: tuple[int, ...] | None = None

    # ---------------------------------------------------------------- queries

    @property
    def in_riichi(self) -> bool:
        return self.riichi_event is not None

    @property
    def is_closed(self) -> bool:
        """No chi, pon or open kan (closed kans keep the hand closed, 門前)."""
        return all(not meld.is_open for meld in self.melds)

    @property
    def n_melds(self) -> int:
        return len(self.melds)

    def counts(self) -> list[int]:
        """Count vector of the concealed tiles (known hands only)."""
        counts = [0] * 34
        for tile in self.hand:
            counts[KIND[tile]] += 1
        return counts

    def holds(self, tile: Tile) -> bool:
        return tile in self.hand

    def count_kind(self, kind_: int) -> int:
        return sum(1 for tile in self.hand if KIND[tile] == kind_)

    def waiting_hand(self) -> list[int] | None:
        """Count vector of the seat's 13-style hand (``3n+1`` tiles): the concealed tiles,
        less the last draw when the seat holds ``3n+2``. ``None`` for unknown or
        mid-call hands."""
        if not self.known:
            return None
        counts = self.counts()
        if self.size % 3 == 1:
            return counts
        if self.size % 3 == 2 and self.last_draw is not None and self.kuikae is None:
            counts[KIND[self.last_draw]] -= 1
            return counts
        return None

    def waits(self) -> tuple[int, ...]:
        """Kinds that complete the seat's waiting hand (every wait, yaku or not,
        including kinds whose four copies it holds); ``()`` when not tenpai/unknown."""
        if self._waits is None:
            counts = self.waiting_hand()
            self._waits = () if counts is None else waits_of(counts, self.n_melds)
        return self._waits

    def thirteen_orphans_wait(self, kind_: int) -> bool:
        """Whether ``kind_`` completes the seat's hand as thirteen orphans (国士無双)."""
        counts = self.waiting_hand()
        if counts is None or self.melds:
            return False
        counts[kind_] += 1
        return is_thirteen_orphans(counts)

    def copy(self) -> SeatState:
        """The seat as it is, with a hand and added kans of its own (a fork of the hand
        changes them without changing this one); every other field is immutable and
        shared.
        Written out field by field: a generic copy of the 27 fields cost four times as
        much, and the generator copies four seats at every fork of a hand."""
        return SeatState(
            self.seat, self.known, self.hand.copy(), self.size, self.known_part, self.score,
            self.melds, self.meld_events, self.added_kan_events.copy(), self.discards,
            self.riichi_event, self.open_riichi, self.riichi_accepted, self.sideways_pending,
            self.locked_waits, self.passes, self.epoch_start, self.prev_epoch,
            self.kans, self.last_draw, self.last_draw_event, self.last_draw_replacement,
            self.draw_events, self.discard_events, self.call_events, self.kuikae, self._waits,
        )

    # ---------------------------------------------------------------- changes

    def changed(self) -> None:
        """Forget cached waits after the hand changed."""
        self._waits = None

    def add(self, tile: Tile) -> None:
        if self.known:
            self.hand.append(tile)
        else:
            self.known_part += (tile,)
        self.size += 1
        self.changed()

    def take(self, tile: Tile) -> None:
        """Remove one exact tile (known hands) or one tile (unknown hands)."""
        if self.known:
            self.hand.remove(tile)
        elif tile in self.known_part:
            at = self.known_part.index(tile)
            self.known_part = self.known_part[:at] + self.known_part[at + 1:]
        self.size -= 1
        self.changed()
