"""Forks of a hand at a riichi the learner declares in a fork of it: the hand is played
with the learner ready and out of riichi; at its draws a fork declares riichi and plays
its ippatsu window through, and that fork is forked again at the window's draws (a win
on each winning tile, a kan then a win): one window played gives several questions,
each a few moments long."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from itertools import islice

from tutor.drills.lazy import Lazy
from tutor.drills.play import Moment
from tutor.drills.players import Style
from tutor.drills.scenarios.common import (
    drawn_win,
    fed_win,
    tenpai_learner,
    waits_before_draw,
    win_of,
)
from tutor.drills.scenarios.winning import wide_ready
from tutor.drills.steer import Gen, Point, Steer, live_draw
from tutor.drills.table import Table
from tutor.rules.tiles import kind


def draws_since_riichi(table: Table, seat: int) -> int | None:
    """The seat's draws after its riichi (``None`` before it declares)."""
    riichi = table.seats[seat].riichi_event
    if riichi is None:
        return None
    return sum(1 for e in table.events[riichi:] if e.seat == seat and e.verb == "draw")


def wide_learner(gen: Gen, fits: Callable[[list[int]], bool] = lambda hand: True,
                 **shape: bool | int) -> list[int]:
    """A ready hand for the learner on a wide wait (``winning.wide_ready``; a plain ready
    hand when no shape ``fits``): each of its winning tiles is a fork at each draw of the
    window, so a wider wait gives one played riichi more questions, and the hand is
    played on to fewer riichi of its own."""
    found = wide_ready(gen, fits, looks=LOOKS, **shape)
    return found if found is not None else tenpai_learner(gen, **shape)[0]


LOOKS = 3
"""Complete hands a wide wait is looked for in (``wide_learner``): each costs a wait
search for each of its kinds, as much as a few play steps, and three find most of what
twelve do."""


def others_quiet(styles: list[Style], learner: int) -> None:
    """The seats other than the learner take no win (it would end the hand and its
    forks) and declare no riichi (in riichi a seat throws what it draws, the learner's
    winning tiles too, and the learner lets a win go by: the hand is dealt again)."""
    for seat, style in enumerate(styles):
        if seat != learner:
            style.win = 0.0
            style.riichi = 0.0


Ways = Callable[[Table, int], list[Steer]]
"""The steers of the forks at a point of the window: the hand as it stood before a live
draw and the seat to draw."""

Then = Callable[[Point], Iterator[Table]]
"""More forks from a point of the window, after those of its ``Ways``: each a table
where the learner won, played from the point's own table (no copy is left to it)."""


def declared_forks(gen: Gen, table: Table, styles: list[Style], turn: int,
                   take: Callable[[Table, Moment], bool], ways: Ways, *, within: int,
                   alive: Callable[[Table, Moment], bool] | None = None,
                   declare: Callable[[Table], Steer | None] | None = None,
                   until: Callable[[Table, Moment], bool] | None = None,
                   then: Then | None = None) -> Sequence[Table]:
    """The hand forked at each of the learner's live draws from the ``turn``-th on while
    it is closed and ``alive`` holds (a winning tile left in the live wall, by default;
    else no fork comes any more): the fork declares riichi there (``declare``'s steer,
    if any, which may steer more; none: no fork at this draw) and plays its window
    through (``until``: to a call or the learner's next discard); at each live draw
    ``take`` accepts, that fork is forked again once for each steer ``ways`` gives,
    each kept when the learner wins within ``within`` moments, and then ``then``'s. Up
    to ``Gen.moments`` of them, made as they are read (``Lazy``)."""
    learner = gen.learner
    dead = [False]

    def asked(t: Table, moment: Moment) -> bool:
        who = t.seats[learner]
        if not live_draw(moment) or moment.seat != learner or who.draws < turn \
                or not who.closed:
            return False
        dead[0] = not (alive or _waits_left)(t, moment)
        return True

    def _waits_left(t: Table, moment: Moment) -> bool:
        return bool(waits_before_draw(t, learner, moment))

    def closed(t: Table, moment: Moment) -> bool:
        """The window is over: a call, or the learner's discard after its riichi's."""
        if moment.what in ("call", "kan"):
            return True
        return moment.what == "discard" and moment.seat == learner \
            and draws_since_riichi(t, learner) != 0

    def at_point(point: Point) -> Iterator[Table]:
        yield from wins_from(gen, point, ways(point[0], point[1]), within,
                             last=then is None)
        if then is not None:
            yield from then(point)

    def forks() -> Iterator[Table]:
        for _ in gen.stops(table, styles, asked):
            if dead[0]:
                return
            steer = declares(learner) if declare is None else declare(table)
            if steer is None:
                continue
            start = gen.point(table, styles)
            for point in gen.points_on(start, steer, take, until or closed):
                yield from at_point(point)

    return Lazy(islice(forks(), gen.moments))


def wins_from(gen: Gen, point: Point, steers: list[Steer], within: int, *,
              last: bool = True) -> Iterator[Table]:
    """A fork from ``point`` for each steer, kept when the learner wins within ``within``
    moments; with ``last``, the last fork plays the point's own table (no copy)."""
    for i, steer in enumerate(steers):
        fork = gen.from_point(point, steer, win_of(gen.learner), within=within,
                              last=last and i == len(steers) - 1)
        if fork is not None:
            yield fork


def window_wins(gen: Gen, table: Table, styles: list[Style], turn: int) -> Sequence[Table]:
    """The learner's wins inside its ippatsu window (``declared_forks``): at each live
    draw of the window, once for each winning tile the drawing seat can bring (a ron on
    another seat's discard, a tsumo on the learner's own draw)."""
    learner = gen.learner

    return declared_forks(gen, table, styles, turn, in_window(learner), each_win(gen),
                          within=3)


def in_window(learner: int) -> Callable[[Table, Moment], bool]:
    """A live draw inside the learner's window: another seat's before the learner draws
    again, or that draw of the learner's."""
    return lambda t, moment: draws_since_riichi(t, learner) == (moment.seat == learner)


def each_win(gen: Gen) -> Ways:
    """At a point before a live draw, a win for each of the learner's waits left in the
    live wall: a tsumo when the learner draws, else a ron on the drawing seat's discard
    (in an order the random state picks)."""
    learner = gen.learner

    def ways(before: Table, seat: int) -> list[Steer]:
        found = sorted(before.seats[learner].waits() & {kind(x) for x in before.unseen()})
        gen.rng.shuffle(found)
        return [drawn_win(learner, k) if seat == learner else fed_win(learner, seat, k)
                for k in found]

    return ways


def declares(learner: int) -> Steer:
    """A fork's steer: the learner declares riichi on this draw (and takes no win)."""

    def steer(players: list[Style]) -> None:
        players[learner].riichi = 1.0
        players[learner].riichi_decided = None

    return steer
