"""Scenarios of nagashi mangan: a hand played to an exhausted wall, the learner throwing
only terminals and honours (the look-alikes: a simple thrown, or a discard called)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace
from itertools import islice

from tutor.drills.lazy import Lazy
from tutor.drills.mirror import in_step
from tutor.drills.play import Moment
from tutor.drills.players import Style
from tutor.drills.rigging import spare_positions
from tutor.drills.scenarios.common import distinct
from tutor.drills.shown import few_alike
from tutor.drills.steer import Gen, Point, Pose, Steer, copied, live_draw
from tutor.drills.table import Table
from tutor.rules.tiles import TERMINALS_AND_HONOURS, kind


def _outside(gen: Gen) -> Callable[[Table], int | None]:
    """A rigged draw: a terminal or honour swapped into the next draw from the hidden
    tiles (the live wall and the dead wall's spare tiles), when one is left."""

    def pick(t: Table) -> int | None:
        spots = [i for i in (*range(t.pos, t.end), *spare_positions(t.wall))
                 if kind(t.wall[i]) in TERMINALS_AND_HONOURS]
        if spots:
            i = gen.rng.choice(spots)
            t.wall[t.pos], t.wall[i] = t.wall[i], t.wall[t.pos]
        return None
    return pick


def _stirred(learner: int) -> Steer:
    """A fork's steer: each draw of another seat than the learner is a hidden tile picked
    at random (from the live wall and the dead wall's spare tiles), so that each fork
    from one draw plays its own way (its river and its calls differ)."""

    def pick(t: Table) -> int | None:
        spots = [*range(t.pos, t.end), *spare_positions(t.wall)]
        i = t.rng.choice(spots)
        t.wall[t.pos], t.wall[i] = t.wall[i], t.wall[t.pos]
        return None

    def steer(players: list[Style]) -> None:
        for seat, player in enumerate(players):
            if seat != learner:
                player.pending = pick

    return steer


def _exhausted(gen: Gen, *, nagashi: bool, called: bool) -> Pose | None:
    learner = gen.learner
    outside = sorted(TERMINALS_AND_HONOURS)
    hand = sorted(gen.rng.sample(outside * 2, 9) + gen.rng.sample(gen.numbers, 4))
    if any(hand.count(k) > 4 for k in hand):
        return None
    table = gen.table({learner: hand})
    styles = gen.styles(riichi=0.0, win=0.0, pass_ron=True, call=0.0, nagashi=nagashi)
    styles[learner].draws = [_outside(gen) for _ in range(30)]
    for i, style in enumerate(styles):
        if i != learner:
            style.win = 0.0
            style.riichi = 0.0
            style.call = 1.0 if called else 0.0
            style.pon_any = called

    def near_end(t: Table, moment: Moment) -> bool:
        return live_draw(moment) and moment.seat == learner \
            and t.live < NAGASHI_FORK_DRAWS * gen.players

    def exhausted(t: Table, moment: Moment) -> bool:
        return moment.what == "exhausted"

    def walls() -> Iterator[Table]:
        """Forks at the learner's last draw (with a called discard asked, only once one of
        the learner's was called), then at the last draw of lines played on from the
        draw before it, each stirred (``_stirred``), ``WALLS`` forks a draw: the draws
        a fork plays are the last few, and each line varies the learner's last two."""
        points: list[Point] = []
        for _ in gen.stops(table, styles, near_end):
            if called and not table.seats[learner].called_discards:
                return  # the look-alike asked has not come: its forks would miss it
            points.insert(0, gen.point(table, styles,
                                       last=len(points) == NAGASHI_FORK_DRAWS - 1))
            if len(points) == NAGASHI_FORK_DRAWS:
                break
        for point in _lasts(gen, points, learner):
            for _ in range(WALLS):
                fork = gen.from_point(point, _stirred(learner), exhausted)
                if fork is not None:
                    yield fork

    ends = distinct(walls(), learner)
    if not ends:
        return None

    def claims() -> Iterator[Pose]:
        """Each wall's learner's claim; with a plain discard asked, the other seats' own
        claims too (they show that look-alike, never the others), each on a copy of the
        wall's table taken with its engine table in step (``Shown`` lets a judged
        moment's table go at once: a claim on it would build that again from the deal)."""
        for end in ends:
            others = [] if nagashi else [
                s for s in range(gen.players)
                if s != learner and not any(c.seat == s for c in end.chances)]
            if others:
                in_step(end)
            copies = [end.fork(engine=True) for _ in others]
            yield Pose(end, "win", learner, frozenset({learner}))
            yield from (Pose(t, "win", s, frozenset({s})) for s, t in zip(others, copies,
                                                                         strict=True))

    poses = Lazy(islice(few_alike(claims(), gen.alike), gen.moments))
    return replace(poses[0], later=poses[1:])


NAGASHI_FORK_DRAWS = 2
"""The learner's last live draws an exhausted hand is forked from (``_lasts``): the
learner's draws from there on are chosen anew, so one played hand gives several
exhausted walls."""
WALLS = 4
"""Forks from one last draw of the learner's (``_lasts``): a few tiles are left hidden
there, so further forks would mostly play as an earlier one did."""


def _lasts(gen: Gen, points: list[Point], learner: int) -> Iterator[Point]:
    """The hand before the learner's last draw (``points[0]``), then, from the draw
    before it (``points[1]``), lines stirred anew (``_stirred``) played to their own
    last draw of the learner's, one after another (as many as the forks need): a fork
    from a last draw plays a go-around at most."""
    if len(points) < 2:  # the hand reached no earlier draw near its end (a call skipped it)
        yield from (point for point in points for _ in range(gen.moments // WALLS))
        return
    yield points[0]
    drawn = points[1][0].live - 1  # the live tiles after the draw the lines start from

    def later(t: Table, moment: Moment) -> bool:
        return moment.seat == learner and t.live < drawn

    def over(t: Table, moment: Moment) -> bool:
        return moment.what == "exhausted"

    for _ in range(gen.moments):
        yield from gen.points_on(copied(points[1]), _stirred(learner), later, over, last=True)


def nagashi_yes(gen: Gen) -> Pose | None:
    return _exhausted(gen, nagashi=True, called=False)


def nagashi_simple(gen: Gen) -> Pose | None:
    return _exhausted(gen, nagashi=False, called=False)


def nagashi_called(gen: Gen) -> Pose | None:
    return _exhausted(gen, nagashi=True, called=True)


SCENARIOS = {
    "nagashi_mangan": {
        "nagashi_mangan.qualifies": nagashi_yes,
        "nagashi_mangan.simple_discard": nagashi_simple,
        "nagashi_mangan.discard_called": nagashi_called,
    },
}
