"""The engine's table kept in step with the generator's, for the checks made during play.

Whether a riichi, a kan in riichi, a tsumo or a ron is allowed is the engine's to say.
Asking it by writing the hand as situation text, parsing it and replaying it from the
deal costs a whole replay at every check; a :class:`Mirror` instead holds one engine
table for the hand (every hand shown, as :meth:`Table.text` writes it for a check),
applies each generator event once, and answers the check on it. The situation the
engine table carries is renewed before each answer with what the text would say at
that point (the events so far, the kan and ura indicators turned by then), and any
event the engine refuses sends that check, and the later ones, back to the text path,
so the answer or the error is always the one the text gives (a test compares them).
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

from tutor.engine.deal import new_table
from tutor.engine.events import Event, parse_event
from tutor.engine.rulesets import resolve_ruleset
from tutor.engine.situation import Question, Situation
from tutor.engine.table import begin, count_copy
from tutor.errors import TutorError
from tutor.judges import REFEREE, Judgment, answer_on, answer_only

if TYPE_CHECKING:
    from tutor.drills.table import Event as GeneratorEvent
    from tutor.drills.table import Table
    from tutor.engine.table import Table as EngineTable

SOURCE = "<generated>"
T = TypeVar("T")


class Mirror:
    """One engine table fed the generator table's events as they happen."""

    def __init__(self, table: Table) -> None:
        self._source = weakref.ref(table)
        names = table.names
        self.situation = Situation(
            file=SOURCE,
            ruleset=table.preset,
            round_wind="ESWN".index(table.round_name[0]),
            hand_number=int(table.round_name[1]),
            honba=table.honba,
            riichi_sticks=table.sticks,
            scores={names[i]: seat.score for i, seat in enumerate(table.seats)},
            dora_indicators=tuple(table.dora_indicators()),
            kan_dora_indicators=tuple(table.kan_indicators()),
            ura_dora_indicators=tuple(table.ura_indicators()),
            live_wall=table.start_live,
            events=(),
            hands={names[i]: seat.start for i, seat in enumerate(table.seats)},
            rules=dict(table.overrides),
            question=Question(None, None, None),
            players=table.players,
        )
        ruleset = resolve_ruleset(self.situation, None)
        self.engine: EngineTable = new_table(self.situation, ruleset, REFEREE)
        self.events: tuple[Event, ...] = ()
        """The engine's events applied so far: the situation's own, shared by a copy."""
        self.kans = table.kans
        self.broken = False
        """An event was refused: the text path answers from now on."""

    @property
    def source(self) -> Table:
        """The generator's table this one follows. It owns the mirror (``Table.mirror``),
        so the mirror holds it weakly: a table and its mirror are then no reference
        cycle, and a hand played and dropped is freed at once instead of waiting for the
        cyclic garbage collector, whose full passes over the thousands of events and
        records the dropped hands left were a tenth of the generator's time."""
        table = self._source()
        assert table is not None  # only its table asks its mirror anything
        return table

    def follow(self, table: Table) -> None:
        """Follow ``table`` from now on (a fork of this mirror's hand, which takes the
        hand's engine table as it stands: ``engine_copy.fork_at_draw``)."""
        self._source = weakref.ref(table)

    def matches(self, table: Table) -> bool:
        """Whether this mirror still follows ``table``: no event taken back, the same
        rules (a steer may set them after the deal)."""
        return len(self.events) <= len(table.events) and self.situation.rules == table.overrides

    def judge(self, ask: str, seat: int, tile: int | None) -> Judgment | None:
        """The engine's judgment of the hand so far; ``None`` when the text must answer."""
        found = self._asked(ask, seat, tile, answer_on)
        return None if found is None else found[0]

    def allows(self, ask: str, seat: int, tile: int | None) -> bool | None:
        """The engine's answer alone to a yes/no ask about the hand so far (a check during
        play: ``answer_only``); ``None`` when the text must answer."""
        found = self._asked(ask, seat, tile, answer_only)
        return None if found is None else bool(found[0])

    def _asked(self, ask: str, seat: int, tile: int | None,
               how: Callable[[EngineTable, Question], T]) -> tuple[T] | None:
        if self.broken:
            return None
        try:
            question = Question(ask, self.source.names[seat], tile)
            self._catch_up(question)
            return (how(self.engine, question),)
        except TutorError:
            self.broken = True
            return None

    def catch_up(self) -> None:
        """Apply the hand's events since the last check, judging nothing (a fork's copy
        is brought to where the fork stands: ``Table.fork_at_draw``)."""
        if self.broken:
            return
        try:
            self._catch_up()
        except TutorError:
            self.broken = True

    def _catch_up(self, question: Question | None = None) -> None:
        """Apply the events since the last check; the engine table's situation is then
        what the text would say now, asking ``question`` if given (no judge reads the
        question while events are applied)."""
        source = self.source
        if source.kans > self.kans:  # the text names every indicator turned so far
            kan_dora = source.kan_indicators()
            ura = source.ura_indicators()
            for tile in (*kan_dora[self.kans:], *ura[len(self.situation.ura_dora_indicators):]):
                count_copy(self.engine, tile)
            self.situation = _changed(self.situation, kan_dora_indicators=tuple(kan_dora),
                                      ura_dora_indicators=tuple(ura))
            self.kans = source.kans
        start = len(self.events)
        self.events += tuple(engine_event(source.events[number - 1], number, source.names)
                             for number in range(start + 1, len(source.events) + 1))
        self.engine.situation = _changed(self.situation, events=self.events,
                                         question=question or self.situation.question)
        for event in self.events[start:]:
            if event.number == 1:
                begin(self.engine, event)
            self.engine.apply(event)
        self.engine.current = None


def _changed(situation: Situation, **fields: object) -> Situation:
    """``dataclasses.replace`` of the situation (a frozen dataclass without a
    ``__post_init__``), without calling its constructor, which costs 12 µs a call and
    was made two or three times a check."""
    assert fields.keys() <= situation.__dict__.keys()
    found: Situation = object.__new__(Situation)
    found.__dict__.update(situation.__dict__, **fields)
    return found


def following(table: Table) -> Mirror:
    """``table``'s mirror, made anew if it has none or one that no longer follows it."""
    mirror = table.mirror
    if mirror is None or not mirror.matches(table):
        mirror = table.mirror = Mirror(table)
    return mirror


def in_step(table: Table) -> Mirror:
    """``table``'s mirror (``following``) brought to the table's last event: a copy of
    the hand taken now (``Table.fork(engine=True)``) then copies it instead of replaying
    the hand when it is judged."""
    mirror = following(table)
    mirror.catch_up()
    return mirror


_PLAIN = frozenset({"draw", "discard", "riichi", "kakan", "ron", "tsumo", "kyuushu", "kita"})
"""Verbs whose engine event is made from the generator's own (the tile it moved, or
none), as the line's parse would give it; calls and closed kans are parsed (a call may
spell its hand tiles, a closed kan names a kind)."""
_BARE = frozenset({"ron", "tsumo", "kyuushu", "kita"})


def engine_event(event: GeneratorEvent, number: int, names: str) -> Event:
    """The engine's event for generator event number ``number``: what parsing its line
    gives (a test compares them), built without writing and parsing the line where the
    generator already holds the tile."""
    line = event.written
    if event.verb in _PLAIN:
        tile = None if event.verb in _BARE else event.tile
        return Event(number, number, names[event.seat], event.verb,  # type: ignore[arg-type]
                     tile, (), line)
    parsed = parse_event(line, number=number, line=number, file=SOURCE)
    assert parsed is not None
    return parsed
