"""Forks of a hand at a riichi the learner declares in a fork of it: the hand is played
with the learner ready and out of riichi; at its draws a fork declares riichi and plays
its ippatsu window through, and that fork is forked again at the window's draws (a win
on each winning tile, a kan then a win): one window played gives several questions,
each a few moments long."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

from tutor.drills.lazy import Lazy
from tutor.drills.play import Moment
from tutor.drills.players import Style
from tutor.drills.scenarios.common import drawn_win, fed_win, waits_before_draw, win_of
from tutor.drills.steer import Gen, Steer, live_draw
from tutor.drills.table import Table
from tutor.rules.tiles import kind


def draws_since_riichi(table: Table, seat: int) -> int | None:
    """The seat's draws after its riichi (``None`` before it declares)."""
    riichi = table.seats[seat].riichi_event
    if riichi is None:
        return None
    return sum(1 for e in table.events[riichi:] if e.seat == seat and e.verb == "draw")


Ways = Callable[[Table, int], list[Steer]]
"""The steers of the forks at a point of the window: the hand as it stood before a live
draw and the seat to draw."""


def declared_forks(gen: Gen, table: Table, styles: list[Style], turn: int,
                   take: Callable[[Table, Moment], bool], ways: Ways, *, within: int,
                   alive: Callable[[Table, Moment], bool] | None = None) -> Sequence[Table]:
    """The hand forked at each of the learner's live draws from the ``turn``-th on while
    it is closed and ``alive`` holds (a winning tile left in the live wall, by default;
    else no fork comes any more): the fork declares riichi there and plays its window
    through (to a call or the learner's next discard); at each live draw ``take``
    accepts, that fork is forked again once for each steer ``ways`` gives, each kept
    when the learner wins within ``within`` moments. Up to ``Gen.moments`` of them, made
    as they are read (``Lazy``)."""
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

    def forks() -> Iterator[Table]:
        kept = 0
        for _ in gen.stops(table, styles, asked):
            if dead[0]:
                return
            start = gen.point(table, styles)
            for point in gen.points_on(start, declares(learner), take, closed):
                steers = ways(point[0], point[1])
                for i, steer in enumerate(steers):
                    fork = gen.from_point(point, steer, win_of(learner), within=within,
                                          last=i == len(steers) - 1)
                    if fork is not None:
                        yield fork
                        kept += 1
                        if kept == gen.moments:
                            return

    return Lazy(forks())


def window_wins(gen: Gen, table: Table, styles: list[Style], turn: int) -> Sequence[Table]:
    """The learner's wins inside its ippatsu window (``declared_forks``): at each live
    draw of the window, once for each winning tile the drawing seat can bring (a ron on
    another seat's discard, a tsumo on the learner's own draw)."""
    learner = gen.learner

    def in_window(t: Table, moment: Moment) -> bool:
        return draws_since_riichi(t, learner) == (moment.seat == learner)

    def ways(before: Table, seat: int) -> list[Steer]:
        found = sorted(before.seats[learner].waits() & {kind(x) for x in before.unseen()})
        gen.rng.shuffle(found)
        return [drawn_win(learner, k) if seat == learner else fed_win(learner, seat, k)
                for k in found]

    return declared_forks(gen, table, styles, turn, in_window, ways, within=3)


def declares(learner: int) -> Steer:
    """A fork's steer: the learner declares riichi on this draw (and takes no win)."""

    def steer(players: list[Style]) -> None:
        players[learner].riichi = 1.0
        players[learner].riichi_decided = None

    return steer
