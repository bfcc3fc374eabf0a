"""The generator's own table: the wall it dealt, every seat's tiles, the event lines.

This is not the engine's table. It only keeps what a generated hand needs to go on
(who holds what, what is left in the wall) and writes the hand as situation-file text;
whenever a move's legality matters (riichi, a kan in riichi, a win) the generator asks
the engine through :func:`Table.judge`, so no rule is decided here twice.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from tutor.api import Judgment, Ruleset, judge, parse_situation
from tutor.drills.deal import DEAD_WALL
from tutor.drills.engine_copy import fork_at_draw, twin
from tutor.drills.mirror import Mirror, following
from tutor.drills.table_events import SEATS as SEATS
from tutor.drills.table_events import Chance as Chance  # re-exported: the hand's records
from tutor.drills.table_events import Event as Event
from tutor.drills.table_text import situation_text
from tutor.rules.sanma import NORTH, starting_score
from tutor.rules.shanten_changes import OneTileChanges
from tutor.rules.shanten_lone import ruled_out
from tutor.rules.tiles import KIND, Tile, counts_of, format_tiles, kind, tile_name
from tutor.rules.waits import waits

DEALT = 13
_NO_WAITS: tuple[tuple[Tile, ...], frozenset[int]] = ((), frozenset())
_NO_SHAPE: tuple[tuple[Tile, ...], int, OneTileChanges | None] = ((), 0, None)
"""A seat's memos before its hand is first asked about (``Seat.waits``, ``Seat.changes``)."""


@dataclass(frozen=True)
class Meld:
    """A call or kan as the generator tracks it: its event verb and its tiles (an added
    kan replaces its pon with a new record: a hand's forks share their melds)."""

    verb: str
    tiles: tuple[Tile, ...]
    called: Tile | None = None

    @property
    def is_open(self) -> bool:
        return self.verb != "ankan"


@dataclass
class Seat:
    """One player's tiles and history in the hand being generated."""

    name: str
    start: tuple[Tile, ...]
    hand: list[Tile]
    score: int
    melds: tuple[Meld, ...] = ()
    discards: tuple[Tile, ...] = ()
    called_discards: frozenset[int] = frozenset()
    """Indices in ``discards`` of the tiles other seats called. (The melds and the river
    are immutable, each change a new tuple: a fork of the hand shares them instead of
    copying them, and the garbage collector does not scan a tuple of numbers.)"""
    riichi_event: int | None = None
    """1-based number of the seat's riichi event, once declared."""
    draws: int = 0
    kita: int = 0
    """North tiles set aside (three players only)."""

    @property
    def closed(self) -> bool:
        return not any(meld.is_open for meld in self.melds)

    waiting: tuple[tuple[Tile, ...], frozenset[int]] = _NO_WAITS
    """The tiles of the seat's last thirteen-tile hand asked about, and its waits."""
    shape: tuple[tuple[Tile, ...], int, OneTileChanges | None] = field(
        default=_NO_SHAPE, compare=False, repr=False)
    """The tiles and melds of the seat's last hand asked for its one-tile changes, and
    those (a memo: two seats holding the same tiles are equal whatever it holds)."""

    def counts(self) -> list[int]:
        return counts_of(self.hand)

    def fork(self) -> Seat:
        """A copy that play can change without changing this one: the hand is its own;
        the dealt tiles (never changed after the deal) and the river and melds (tuples,
        replaced when they change) are shared."""
        return Seat(self.name, self.start, list(self.hand), self.score, self.melds,
                    self.discards, self.called_discards, self.riichi_event, self.draws,
                    self.kita, self.waiting, self.shape)

    def changes(self) -> OneTileChanges:
        """The shanten of the seat's hand changed by one tile (``OneTileChanges``),
        remembered until the hand changes: a seat's turn asks it whether a discard leaves
        the hand ready (riichi), then which discard is best."""
        tiles = tuple(self.hand)
        melds = len(self.melds)
        known, known_melds, found = self.shape
        if found is None or known != tiles or known_melds != melds:
            found = OneTileChanges(counts_of(tiles), melds)
            self.shape = (tiles, melds, found)
        return found

    def waits(self) -> frozenset[int]:
        """The kinds that complete the seat's ``3n+1`` tiles, remembered until they change
        (another seat's discard is checked against the same hand three times a turn).
        Two lone tiles show at a glance that a hand has none (``ruled_out``): about half
        the hands asked are far enough from ready to skip the search."""
        tiles = tuple(self.hand)
        if self.waiting[0] != tiles:
            counts = counts_of(tiles)
            melds = len(self.melds)
            found = frozenset() if ruled_out(counts, melds) else frozenset(waits(counts, melds))
            self.waiting = (tiles, found)
        return self.waiting[1]


class Table:
    """A hand being generated: dealt from ``wall``, played one event at a time."""

    def __init__(
        self,
        rules: Ruleset,
        wall: list[Tile],
        *,
        players: int = 4,
        scores: list[int] | None = None,
        round_name: str = "E1",
        honba: int = 0,
        sticks: int = 0,
        rng: random.Random | None = None,
    ) -> None:
        self.rules = rules
        self.players = players
        self.names = SEATS[:players]
        self.rng = rng or random.Random(0)
        self.wall = wall
        self.round_name = round_name
        self.honba = honba
        self.sticks = sticks
        scores = scores or [starting_score(players)] * players
        dealt = DEALT * players
        self.seats = [
            Seat(self.names[i], tuple(sorted(wall[i * DEALT : (i + 1) * DEALT])),
                 sorted(wall[i * DEALT : (i + 1) * DEALT]), scores[i])
            for i in range(players)
        ]
        self.pos = dealt
        """Index of the next live-wall draw."""
        self.end = len(wall) - DEAD_WALL
        """End (exclusive) of the live wall; a kan's replacement takes ``end - 1``."""
        self.start_live = self.end - self.pos
        self.events: list[Event] = []
        self.kans = 0
        self.over = False
        self.overrides: dict[str, object] = {}
        """Options of the ruleset this hand is played and written under (``[rules]``)."""
        self.mirror: Mirror | None = None
        """The engine's table kept in step with this one, made at the first check."""
        self.chances: tuple[Chance, ...] = ()
        """Every moment a seat's tiles made a winning shape and it did not win (see
        ``tutor.drills.real_play``, which asks the engine whether that win was legal)."""
        self.watched: frozenset[int] = frozenset()
        """Seats whose let-go wins are judged as they happen (the learner's: the engine
        table is then at that very event, and a hand that breaks real play can stop)."""
        self.verdicts: dict[Chance, bool] = {}
        """Whether each watched seat's let-go win was allowed."""
        self.first_allowed_pass: int | None = None
        """The event of the earliest let-go win among ``verdicts`` that was allowed."""

    def fork(self, *, engine: bool = False) -> Table:
        """The hand so far, as a table that play can go on from without changing this one.

        Only what play changes in place is copied: the wall (a steer swaps tiles in
        it), each seat's tiles (``Seat.fork``: its river and melds are shared tuples),
        the events, the counters and the let-go wins' verdicts. The ruleset, the random
        state (a scenario's forks draw from it in the order they are played), the dealt
        tiles and the let-go wins (tuples, replaced when they change) are shared. With
        ``engine`` the engine table kept in step is copied too (``engine_copy``: a tenth
        of a replay), else the fork builds its own if it is judged."""
        copy = Table.__new__(Table)
        copy.__dict__.update(self.__dict__)
        copy.wall = list(self.wall)
        copy.seats = [seat.fork() for seat in self.seats]
        copy.events = list(self.events)
        copy.overrides = dict(self.overrides)
        copy.mirror = None
        if engine and self.mirror is not None:
            copy.mirror = twin(self.mirror, copy)
        copy.verdicts = dict(self.verdicts)
        return copy

    def settle(self) -> None:
        """Let go of what only play and the checks during play need, once the hand is
        judged for good and kept for its question: the engine table kept in step (built
        again from the events if it is ever judged again) and the seats' memos. A
        remembered hand's judged moments then hold their facts alone, not a copy of the
        engine's state each, which the cyclic garbage collector would scan again and
        again. The wall and hands become tuples (no play goes on from a settled table): the
        collector scans a tuple of numbers once, a list at every pass."""
        self.mirror = None
        self.wall = tuple(self.wall)  # type: ignore[assignment]  # read-only from now on
        for seat in self.seats:
            seat.hand = tuple(seat.hand)  # type: ignore[assignment]  # as the wall
            seat.waiting = _NO_WAITS
            seat.shape = _NO_SHAPE

    @property
    def preset(self) -> str:
        """The ruleset a situation of this hand names: the preset, whose options the hand
        changes (house rules from a ruleset file) are in ``overrides``."""
        return self.rules.preset or self.rules.name

    # -- the wall -------------------------------------------------------------------

    @property
    def live(self) -> int:
        """Tiles left in the live wall."""
        return self.end - self.pos

    def dora_indicators(self) -> list[Tile]:
        return [self.wall[len(self.wall) - DEAD_WALL + 4]]

    def kan_indicators(self) -> list[Tile]:
        base = len(self.wall) - DEAD_WALL + 5
        return [self.wall[base + i] for i in range(self.kans)]

    def ura_indicators(self) -> list[Tile]:
        base = len(self.wall) - DEAD_WALL + 9
        return [self.wall[base + i] for i in range(1 + self.kans)]

    def rig(self, at: int, want: int) -> bool:
        """Swap a still hidden tile of kind ``want`` into wall position ``at``."""
        if not self.pos <= at < self.end:
            return False
        wall = self.wall
        if KIND[wall[at]] == want:
            return True
        for i in range(self.pos, self.end):
            if i != at and KIND[wall[i]] == want:
                self.wall[at], self.wall[i] = self.wall[i], self.wall[at]
                return True
        return False

    def unseen(self) -> list[Tile]:
        """Tiles still in the live wall (for rigging decisions, never for play)."""
        return self.wall[self.pos : self.end]

    # -- events ---------------------------------------------------------------------

    def add(self, seat: int, verb: str, args: str = "", tile: Tile | None = None) -> int:
        self.events.append(Event(seat, verb, args, tile))
        return len(self.events)

    def draw(self, seat: int, *, replacement: bool = False, want: int | None = None) -> Tile:
        who = self.seats[seat]
        if replacement:
            if want is not None:
                self.rig(self.end - 1, want)
            tile = self.wall[self.end - 1]
            self.end -= 1
        else:
            if want is not None:
                self.rig(self.pos, want)
            tile = self.wall[self.pos]
            self.pos += 1
        who.hand.append(tile)
        who.draws += 1
        self.add(seat, "draw", tile_name(tile), tile)
        return tile

    def fork_at_draw(self) -> tuple[Table, int]:
        """A fork from before the last event, a live draw, and the seat to draw it anew
        (``tutor.drills.engine_copy.fork_at_draw``)."""
        return fork_at_draw(self)

    def take_back_draw(self) -> int:
        """Undo the last event, a live-wall draw (a fork taken at a draw goes on from
        before it, so that the draw can be steered anew); returns the seat to draw."""
        event = self.events.pop()
        assert event.verb == "draw" and event.tile is not None
        who = self.seats[event.seat]
        assert who.hand[-1] == event.tile and self.wall[self.pos - 1] == event.tile
        who.hand.pop()
        who.draws -= 1
        self.pos -= 1
        if self.mirror is not None and len(self.mirror.events) > len(self.events):
            self.mirror = None  # the engine table saw the draw: it cannot take it back
        return event.seat

    def discard(self, seat: int, tile: Tile, *, riichi: bool = False) -> int:
        who = self.seats[seat]
        who.hand.remove(tile)
        who.discards += (tile,)
        if riichi:
            number = self.add(seat, "riichi", tile_name(tile), tile)
            who.riichi_event = number
            return number
        return self.add(seat, "discard", tile_name(tile), tile)

    def last_discard(self) -> tuple[int, Tile] | None:
        if self.events and self.events[-1].verb in ("discard", "riichi"):
            event = self.events[-1]
            assert event.tile is not None
            return event.seat, event.tile
        return None

    def call(self, seat: int, verb: str, tiles: list[Tile]) -> None:
        """``chi`` / ``pon`` / ``daiminkan`` of the last discard with ``tiles`` from hand."""
        last = self.last_discard()
        assert last is not None
        giver, called = last
        thrower = self.seats[giver]
        thrower.called_discards |= {len(thrower.discards) - 1}
        who = self.seats[seat]
        for tile in tiles:
            who.hand.remove(tile)
        who.melds += (Meld(verb, (called, *tiles), called),)
        # the hand tiles are written for chi, and for calls of fives (which of a red and a
        # plain five left the hand is a fact the engine cannot guess for a hidden seat)
        spelled = verb == "chi" or kind(called) in (4, 13, 22)
        args = f"{tile_name(called)} {format_tiles(tiles)}" if spelled else tile_name(called)
        if verb == "daiminkan":
            self.kans += 1
        self.add(seat, verb, args, called)

    def ankan(self, seat: int, tile_kind: int) -> None:
        who = self.seats[seat]
        tiles = [t for t in who.hand if kind(t) == tile_kind]
        for tile in tiles:
            who.hand.remove(tile)
        who.melds += (Meld("ankan", tuple(tiles)),)
        self.kans += 1
        self.add(seat, "ankan", tile_name(tile_kind), tiles[0])

    def kita(self, seat: int) -> Tile:
        """Set a north tile aside (three players); the replacement draw comes next."""
        who = self.seats[seat]
        tile = next(t for t in who.hand if kind(t) == NORTH)
        who.hand.remove(tile)
        who.kita += 1
        self.add(seat, "kita", "", tile)
        return tile

    def kakan(self, seat: int, tile: Tile) -> None:
        who = self.seats[seat]
        who.hand.remove(tile)
        who.melds = tuple(Meld("kakan", (*meld.tiles, tile), meld.called)
                          if meld.verb == "pon" and kind(meld.tiles[0]) == kind(tile) else meld
                          for meld in who.melds)
        self.kans += 1
        self.add(seat, "kakan", tile_name(tile), tile)

    def win(self, seat: int, verb: str) -> None:
        self.add(seat, verb)
        self.over = True

    def let_go(self, chance: Chance) -> None:
        """Note a winning shape the seat did not win on; judge it now if it is watched."""
        self.chances += (chance,)
        if chance.seat in self.watched:
            legal = self.verdicts[chance] = self.allows(chance.ask, chance.seat)
            first = self.first_allowed_pass
            if legal and (first is None or chance.event < first):
                self.first_allowed_pass = chance.event

    def passed_legal_win(self) -> bool:
        """Whether a watched seat has let an allowed win go by before the last event."""
        first = self.first_allowed_pass
        return first is not None and first < len(self.events)

    def seat_of_turn_after(self, seat: int) -> int:
        return (seat + 1) % self.players

    def called_ever(self) -> bool:
        """Whether any call, kan or kita has interrupted the go-around yet."""
        verbs = ("chi", "pon", "daiminkan", "kakan", "ankan", "kita")
        return any(e.verb in verbs for e in self.events)

    # -- writing and judging ------------------------------------------------------------

    text = situation_text
    """The hand so far (its first ``upto`` events) as situation-file text, showing the
    ``given`` seats' hands (``tutor.drills.table_text``)."""

    def judge(self, ask: str, seat: int, tile: int | None = None,
              rules: dict[str, object] | None = None) -> Judgment:
        """The engine's judgment of the hand so far, every hand shown: asked of the
        engine table kept in step with this one (``tutor.drills.mirror``), or, under
        changed rules or once that table refused an event, of the hand's text."""
        if not rules:
            found = following(self).judge(ask, seat, tile)
            if found is not None:
                return found
        text = self.text(ask=ask, seat=seat, tile=tile, rules=rules)
        return judge(parse_situation(text, file="<generated>"))

    def allows(self, ask: str, seat: int, tile: int | None = None) -> bool:
        """The engine's yes or no to ``ask`` about the hand so far (whether a riichi, a
        kan, a ron or a tsumo is allowed now): ``judge``'s answer, without its reasons."""
        found = following(self).allows(ask, seat, tile)
        return bool(self.judge(ask, seat, tile).answer) if found is None else found
