"""A fork of a hand in progress (``Table.fork``): play on it leaves the hand it came from
as it was, and it writes and is judged as a full copy of that hand would be."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from tutor.api import Judgment, judge, load_ruleset, parse_situation
from tutor.drills.engine_copy import copy_engine
from tutor.drills.mirror import Mirror
from tutor.drills.play import play
from tutor.drills.steer import Gen
from tutor.drills.table import Table
from tutor.rules.tiles import kind

FORK_AT = (5, 23, 41)
"""Moments of play a fork is taken at: the first go-around, mid-hand, later."""


def _state(table: Table) -> dict[str, Any]:
    """Everything a table holds but the engine table kept in step and the random state."""
    return {k: v for k, v in vars(table).items() if k not in ("mirror", "rng")}


def _full_copy(table: Table) -> Table:
    """The hand copied whole (the reference a fork must match): ruleset and random state
    shared, no engine table."""
    memo: dict[int, object] = {id(table.rules): table.rules, id(table.rng): table.rng,
                               id(table.mirror): None}
    return copy.deepcopy(table, memo)


def _hand(seed: int, players: int) -> tuple[Gen, Table]:
    ruleset = "tenhou" if players == 4 else "tenhou-sanma"
    gen = Gen(random.Random(seed), load_ruleset(ruleset), players)
    return gen, gen.table()


@pytest.mark.parametrize(("seed", "players"), [(1, 4), (2, 4), (3, 3)])
def test_play_on_a_fork_leaves_the_hand_as_it_was(seed: int, players: int) -> None:
    """Forks taken at live draws, the draw taken back, each played to the end of the hand
    from that seat's turn."""
    gen, table = _hand(seed, players)
    forks = 0
    for number, moment in enumerate(play(table, gen.styles()), start=1):
        if number < FORK_AT[forks] or moment.what != "draw" or moment.replacement:
            continue
        table.judge("furiten", gen.learner)  # the hand's engine table is in step
        before = _full_copy(table)
        fork = table.fork()
        assert _state(fork) == _state(before)
        seat = fork.take_back_draw()
        assert seat == moment.seat and len(fork.events) == len(table.events) - 1
        for _ in play(fork, gen.styles(), start=seat):
            pass  # the fork is played to its end
        assert fork.over and fork.events[:len(table.events) - 1] == table.events[:-1]
        assert _state(table) == _state(before)
        forks += 1
        if forks == len(FORK_AT):
            break
    assert forks == len(FORK_AT)


@pytest.mark.parametrize("seed", [4, 5])
def test_a_fork_writes_and_judges_as_a_full_copy(seed: int) -> None:
    gen, table = _hand(seed, 4)
    moments = play(table, gen.styles())
    for number, _ in enumerate(moments, start=1):
        if number in FORK_AT:
            fork, whole = table.fork(), _full_copy(table)
            for seat in range(4):
                ask = {"ask": "furiten", "seat": seat, "given": frozenset({seat})}
                assert fork.text(**ask) == whole.text(**ask)
                assert fork.judge("furiten", seat) == whole.judge("furiten", seat)


def _from_text(table: Table, ask: str, seat: int) -> Judgment:
    return judge(parse_situation(table.text(ask=ask, seat=seat), file="<generated>"))


@pytest.mark.parametrize(("seed", "players"), [(6, 4), (7, 3)])
def test_a_fork_s_copied_engine_table_judges_as_its_text(seed: int, players: int) -> None:
    """A fork that copies the engine table kept in step (a tenth of a replay) answers as
    the fork's own text does all along its play; the hand's own table (a copy of the
    fork's where the fork began), judged after, answers as its text does too."""
    gen, table = _hand(seed, players)
    forks = 0
    for number, moment in enumerate(play(table, gen.styles()), start=1):
        if moment.what == "discard":
            table.judge("furiten", moment.seat)  # the engine table follows the hand
        if number < FORK_AT[forks] or moment.what != "draw" or moment.replacement:
            continue
        fork, seat = table.fork_at_draw()
        assert fork.mirror is not None and fork.mirror is not table.mirror
        for step, later in enumerate(play(fork, gen.styles(), start=seat)):
            if step % 5 == 0 and later.what == "discard":
                for asked in range(players):
                    assert fork.judge("furiten", asked) == _from_text(fork, "furiten", asked)
        for asked in range(players):
            assert table.judge("furiten", asked) == _from_text(table, "furiten", asked)
        # both answered on their engine tables, none fell back to the text
        assert not fork.mirror.broken and table.mirror is not None and not table.mirror.broken
        forks += 1
        if forks == len(FORK_AT):
            break
    assert forks == len(FORK_AT)


def _containers(record: object) -> list[tuple[str, object]]:
    names = vars(record) if hasattr(record, "__dict__") else \
        {name: getattr(record, name) for name in type(record).__slots__}  # type: ignore[attr-defined]
    return [(name, value) for name, value in names.items() if isinstance(value, list | dict | set)]


def test_a_copied_engine_table_holds_the_same_facts_in_containers_of_its_own() -> None:
    """The fork's engine table (copied field by field, not built by its constructor)
    equals the hand's in every fact, and no list, dict or set of it or of its seats is
    the hand's own but the judges' memo: play on the fork cannot reach the hand's table,
    and what the judges worked out from facts both share is worked out once."""
    gen, table = _hand(9, 4)
    for moment in play(table, gen.styles()):
        if moment.what == "discard" and table.seats[moment.seat].riichi_event is not None:
            break  # a riichi: the riichi order is copied too
    table.judge("furiten", gen.learner)
    assert table.mirror is not None
    engine = table.mirror.engine
    copied = copy_engine(engine)
    assert {k: v for k, v in vars(copied).items() if k != "memo"} == \
        {k: v for k, v in vars(engine).items() if k != "memo"}
    assert copied.memo is engine.memo
    for original, copy_of in [(engine, copied),
                              *((engine.seats[n], copied.seats[n]) for n in engine.seats)]:
        assert all(value is not dict(_containers(original))[name]
                   for name, value in _containers(copy_of) if name != "memo")
    assert copied.riichi_seats
    assert all(any(seat is mine for mine in copied.seats.values())
               for seat in copied.riichi_seats)


@pytest.mark.parametrize(("seed", "players", "judged"), [(10, 4, True), (11, 3, True),
                                                      (12, 4, False)])
def test_forks_judged_late_and_their_hand_judge_as_their_text(seed: int, players: int,
                                                              judged: bool) -> None:
    """A fork taken at a draw copies the hand's engine table where it stood, far behind
    (or has none: it is replayed), and applies the events since only when it is first
    judged; the hand then takes a copy of that work. Forks never judged, forks judged
    late, and the hand after them, all answer as their text does."""
    gen, table = _hand(seed, players)
    if judged:
        table.judge("furiten", gen.learner)  # the hand's engine table stops here
    forks: list[Table] = []
    last = 4
    for number, moment in enumerate(play(table, gen.styles()), start=1):
        if number < last + 8 or moment.what != "draw" or moment.replacement:
            continue
        last = number
        fork, seat = table.fork_at_draw()
        assert fork.loan is not None  # nothing applied yet
        other = next(i for i in range(fork.pos + 1, fork.end)
                     if kind(fork.wall[i]) != kind(fork.wall[fork.pos]))
        fork.wall[fork.pos], fork.wall[other] = fork.wall[other], fork.wall[fork.pos]
        for step, _ in enumerate(play(fork, gen.styles(), start=seat)):
            if step == 2:  # a few moves of its own: fewer than the hand goes on by
                break
        forks.append(fork)
        if len(forks) == 3:
            break
    for fork in forks[1:]:  # the first is never judged
        for asked in range(players):
            assert fork.judge("furiten", asked) == _from_text(fork, "furiten", asked)
        assert fork.loan is None and fork.mirror is not None and not fork.mirror.broken
    assert table.mirror is not None and len(table.mirror.events) > 1  # it took the work
    for asked in range(players):
        assert table.judge("furiten", asked) == _from_text(table, "furiten", asked)
    replayed = Mirror(table)
    replayed.catch_up()  # the hand's engine table is the one a replay of it builds
    assert table.mirror.events == replayed.events
    facts = ("hand", "discards", "melds", "riichi_event", "draw_events")
    for name, seat in replayed.engine.seats.items():
        ours = table.mirror.engine.seats[name]
        assert all(getattr(ours, fact) == getattr(seat, fact) for fact in facts)
