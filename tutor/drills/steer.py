"""Steering a deal toward a moment: hands built to a shape, tiles placed in the wall.

A steered deal is still a shuffled 136-tile wall; steering only swaps tiles within it
(a chosen hand into a seat's dealt tiles, a chosen tile to the front of the live wall),
so every generated hand is one that a real wall could have dealt.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

from tutor.api import Ruleset
from tutor.drills.deal import DEAD_WALL, kinds_in_play, shuffled_wall
from tutor.drills.lazy import Lazy
from tutor.drills.mirror import in_step
from tutor.drills.play import Moment, play
from tutor.drills.players import Style
from tutor.drills.pose import Pose as Pose
from tutor.drills.pose import posed as posed
from tutor.drills.rigging import Unreachable as Unreachable
from tutor.drills.rigging import hand_slots, place, spare_positions, wait_copies
from tutor.drills.shapes import complete_kinds, tenpai_kinds
from tutor.drills.table import DEALT, Table
from tutor.rules.sanma import starting_score
from tutor.rules.tiles import RED_FIVE_KINDS

LOOK_ON = 16
"""Moments of play (about two go-arounds) a hand is played on for one more moment of the
same question before the ones found are enough: the rest of the hand costs more than
dealing another."""


BRANCH = 4
"""Moments a fork is played for before it is given up: its moment comes at the draw it
was steered at or just after the discard that follows."""

Steer = Callable[[list[Style]], None]
"""What a fork changes in its copy of the players (``Gen.branch``)."""


def live_draw(moment: Moment) -> bool:
    """A draw from the live wall: where a fork can be taken (``Table.take_back_draw``)."""
    return moment.what == "draw" and not moment.replacement


def _never(table: Table) -> bool:
    return False


def _ignore(steer: Steer) -> None:
    return None


def _no_more(table: Table, moment: Moment) -> Steer | None:
    return None


@dataclass
class Forks:
    """Where a hand is forked toward its moment (``Gen.branch``)."""

    at: Callable[[Table, Moment], Steer | None]
    """The steer of a fork at this moment (``None``: no fork here). Asked at every moment
    of the hand (it may steer the hand itself on the way); a fork is taken at a live draw
    only (``live_draw``)."""
    missed: Callable[[Steer], None] = _ignore
    """Told of each fork that did not reach its moment (a later one may steer otherwise)."""
    over: Callable[[Table], bool] = _never
    """No fork can come any more: the hand is not played on."""
    also: Callable[[Table, Moment], Steer | None] = _no_more
    """The steer of one more fork from the draw ``at`` just forked (``None``: no more
    there), asked after each of its forks: several moments from one draw (other winning
    tiles, other ways to win) cost less than playing the hand on to another."""
    within: int = BRANCH
    """Moments a fork is played for before it is given up."""


Point = tuple[Table, int, list[Style]]
"""A hand as it stood before one of its live draws, the seat to draw and a copy of the
players (``Gen.point``)."""


def copied(point: Point) -> Point:
    """A copy of ``point`` to play a line on (``Gen.points_on``), the point itself kept
    for the forks still to come from it."""
    table, seat, styles = point
    return table.fork(engine=True), seat, [style.fork() for style in styles]


class Gen:
    """What a scenario works with: the seeded random state, the ruleset, the seats."""

    def __init__(self, rng: random.Random, rules: Ruleset, players: int, *,
                 red_fives: bool = True) -> None:
        self.rng = rng
        self.aka = rules.aka_dora if red_fives else 0
        self.rules = rules
        self.players = players
        self.learner = rng.randrange(players)
        self.kinds = kinds_in_play(players)
        """The tile kinds of the set in play (no 2m to 8m at three players)."""
        self.numbers = tuple(k for k in self.kinds if k < 27)
        self.suits = tuple(s for s in range(3) if s * 9 + 1 in self.kinds)
        """The suits that have runs (pinzu and souzu only, at three players)."""
        self.kannable = tuple(k for k in self.kinds
                              if k not in RED_FIVE_KINDS or not rules.aka_dora)
        """The kinds play makes kans of (no fives where red fives are in play)."""
        self.passes_asked = False
        """The question is about wins the learner lets go by (furiten): a hand where it
        does is played on, not dropped."""
        self.many_wins = False
        """The hand is forked toward as many of the learner's wins as it can give: each
        other seat may throw each winning tile every go-around (``winning_tiles``), and
        the next table keeps the copies of the learner's dealt waits that no other steer
        takes at the end of the live wall (``rigging.wait_copies``), so that the forks
        find one for many go-arounds."""
        self.dora_indicator: int | None = None
        """A kind the next table's first dora indicator is steered to (a dora steer)."""
        self.kan_indicator: int | None = None
        """A kind the next table's first kan dora indicator is steered to."""
        self.moments = 1
        """How many moments of one hand the bank would take (``run_on``)."""
        self.alike = 0
        """Moments of one hand showing the same win the bank takes at most (``shown.ALIKE``;
        0: any number): forks past that many of one win need not be played."""
        self.honba = 0
        self.sticks = 0
        """Honba and riichi sticks on the next table from hands before it (the sticks
        taken from the scores of seats the random state picks)."""
        self.changed: dict[str, object] = {}
        """Rules a scenario changes for its question (``Pose.rules``): the next table is
        played under them, so that the engine table kept in step judges it."""

    def table_start_live(self) -> int:
        """Live-wall tiles at the first draw of a fresh deal."""
        return len(self.kinds) * 4 - DEAD_WALL - DEALT * self.players

    def suit_base(self) -> int:
        """The first kind of a random suit that has runs."""
        return self.rng.choice(self.suits) * 9

    def tenpai(self, **shape: bool | int) -> tuple[list[int], int]:
        """Thirteen kinds of the set in play one tile from complete, and the kind taken out."""
        return tenpai_kinds(self.rng, kinds=self.kinds, **shape)

    def complete(self, **shape: bool | int) -> list[int]:
        """Fourteen kinds of the set in play: four sets and a pair (see ``complete_kinds``)."""
        return complete_kinds(self.rng, kinds=self.kinds, **shape)  # type: ignore[arg-type]

    def other(self, *not_these: int) -> int:
        return self.rng.choice([s for s in range(self.players) if s not in not_these])

    def table(self, hands: dict[int, list[int]] | None = None, *,
              scores: list[int] | None = None, round_name: str = "E1",
              first_draws: dict[int, int] | None = None,
              in_wall: list[int] | None = None, out_of_play: list[int] | None = None,
              ) -> Table:
        """A dealt table: ``hands`` fixes some seats' dealt kinds, ``first_draws`` the kind
        of some seats' first draw (where no call comes first), ``in_wall`` kinds that
        must wait at the end of the live wall, nobody's yet (a steer brings them forward),
        and ``out_of_play`` (four at most) kinds put in the dead wall's spare tiles."""
        wall = shuffled_wall(self.rng, self.aka, self.players)
        slots: list[int] = []
        kinds: list[int] = []
        for seat, hand in (hands or {}).items():
            slots += hand_slots(seat)
            kinds += hand
        for seat, want in (first_draws or {}).items():
            slots.append(DEALT * self.players + seat)
            kinds.append(want)
        last_live = len(wall) - DEAD_WALL - 1
        dealt = (hands or {}).get(self.learner, [])
        if self.many_wins and len(dealt) == DEALT:  # the learner's waits stay in the wall
            steered = (self.dora_indicator, self.kan_indicator)
            taken = [*kinds, *(in_wall or []), *(k for k in steered if k is not None)]
            in_wall = [*(in_wall or []), *wait_copies(dealt, 0, taken)]
        for i, want in enumerate(in_wall or []):
            slots.append(last_live - 8 - i)
            kinds.append(want)
        for slot, want in zip(spare_positions(wall), out_of_play or [], strict=False):
            slots.append(slot)
            kinds.append(want)
        if self.dora_indicator is not None:
            slots.append(len(wall) - DEAD_WALL + 4)
            kinds.append(self.dora_indicator)
        if self.kan_indicator is not None:
            slots.append(len(wall) - DEAD_WALL + 5)
            kinds.append(self.kan_indicator)
        place(wall, slots, kinds, self.rng)
        if self.sticks:
            scores = list(scores or [starting_score(self.players)] * self.players)
            for _ in range(self.sticks):
                scores[self.rng.randrange(self.players)] -= 1000
        table = Table(self.rules, wall, players=self.players, scores=scores,
                      round_name=round_name, honba=self.honba, sticks=self.sticks,
                      rng=self.rng)
        for option in self.rules.overridden:  # house rules on a preset (a ruleset file)
            table.overrides[option] = getattr(self.rules, option)
        if self.aka != self.rules.aka_dora:
            table.overrides["aka_dora"] = self.aka
        table.overrides.update(self.changed)
        return table

    def styles(self, **learner: object) -> list[Style]:
        """Every seat's players; the learner's as ``learner`` says.

        The learner is the seat whose hand the question shows, so it must not let a win
        go by that the question is not about: while ready it draws no winning tile until
        a steer says so, and the other seats throw its waits only when they have no other
        tile (a steer feeds one when the moment comes).
        """
        styles = [Style(spares=self.learner) for _ in range(self.players)]
        styles[self.learner] = Style(deep=True, holds_back=True)
        for name, value in learner.items():
            setattr(styles[self.learner], name, value)
        return styles

    def run(self, table: Table, styles: list[Style],
            stop: Callable[[Table, Moment], bool]) -> Moment | None:
        """Play until ``stop`` says so; ``None`` when the hand ended first, or when the
        learner let an allowed win go by and the question is not about such passes (the
        bank would deal again: the rest of the hand is not played)."""
        return next(self._stops(table, styles, stop), None)

    def stops(self, table: Table, styles: list[Style],
              stop: Callable[[Table, Moment], bool]) -> Iterator[Moment]:
        """Each moment ``stop`` accepts, play going on after each when asked for the next
        (a scenario forks the hand there), until the hand ends or the learner lets an
        allowed win go by that the question is not about."""
        for moment in self._stops(table, styles, stop):
            if moment is not None:
                yield moment

    def run_on(self, table: Table, styles: list[Style],
               stop: Callable[[Table, Moment], bool]) -> list[Table]:
        """The hand at each moment ``stop`` accepts, up to ``moments`` of them (play goes
        on after each): the first is ``table`` itself when only one is wanted, else each
        is a copy. Empty when the hand ended (or a win went by) before the first."""
        if self.moments == 1:
            return [table] if self.run(table, styles, stop) is not None else []
        kept: list[Table] = []
        since = 0
        for moment in self._stops(table, styles, stop, every=True):
            if moment is None:
                since += 1
                if kept and since > LOOK_ON:
                    break
                continue
            in_step(table)  # each moment kept is judged: its copy takes the engine table
            kept.append(table.fork(engine=True))
            since = 0
            if len(kept) == self.moments:
                break
        return kept

    def branch(self, table: Table, styles: list[Style], forks: Forks,
               stop: Callable[[Table, Moment], bool]) -> Sequence[Table]:
        """The hand forked at each live draw ``forks`` gives a steer for (and there again
        for each steer ``forks.also`` adds), up to ``moments`` forks: a fork goes on from
        just before that draw with a copy of the players, which the steer changes (a
        winning tile drawn or fed), and is kept when ``stop`` accepts one of its next
        ``BRANCH`` moments. The hand itself plays on as if the fork had
        never been (its learner never wins, so its later moments are real play) until
        ``forks.over`` holds or ``LOOK_ON`` moments pass without a kept fork. Empty when
        no fork reached its moment. The hand is played on only as far as the forks read
        so far need (``Lazy``): a fork no question asks for is never played."""
        return Lazy(self._branches(table, styles, forks, stop))

    def _branches(self, table: Table, styles: list[Style], forks: Forks,
                  stop: Callable[[Table, Moment], bool]) -> Iterator[Table]:
        kept = 0
        steers: list[Steer] = []
        since = 0

        def fork_here(t: Table, moment: Moment) -> bool:
            found = forks.at(t, moment)
            if found is not None and not live_draw(moment):
                found = None
            if found is not None:
                steers.append(found)
            return found is not None

        for moment in self._stops(table, styles, fork_here, every=True):
            since += 1
            if (kept and since > LOOK_ON) or forks.over(table):
                break
            if moment is None:
                continue
            steer: Steer | None = steers.pop()
            while steer is not None:
                fork = self._fork(table, styles, steer, stop, within=forks.within)
                if fork is None:
                    forks.missed(steer)
                else:
                    yield fork
                    kept += 1
                    since = 0
                    if kept == self.moments:
                        return
                steer = forks.also(table, moment)

    def fork_each(self, table: Table, styles: list[Style], steers: list[Steer],
                  stop: Callable[[Table, Moment], bool]) -> Sequence[Table]:
        """The hand, stopped just after a live draw, forked from before that draw once
        for each steer (up to ``moments`` kept): each fork is played to the hand's end if
        need be, and kept when ``stop`` accepts one of its moments. The first fork that
        misses ends the forking (the others would most likely miss as well: the hand
        went where its steers cannot reach, e.g. a kita moved the last tile's seat).
        Each fork is played when it is first read (``Lazy``): the hand must stay where
        it stopped until the forks asked for are read."""
        return Lazy(self._each(table, styles, steers, stop))

    def _each(self, table: Table, styles: list[Style], steers: list[Steer],
              stop: Callable[[Table, Moment], bool]) -> Iterator[Table]:
        for steer in steers[:self.moments]:
            fork = self._fork(table, styles, steer, stop, within=None)
            if fork is None:
                return
            yield fork

    def _fork(self, table: Table, styles: list[Style], steer: Steer,
              stop: Callable[[Table, Moment], bool], *,
              within: int | None = BRANCH) -> Table | None:
        """A fork from before the hand's last event (a live draw), its copy of the players
        changed by ``steer``, when it reaches a moment ``stop`` accepts."""
        fork, seat = table.fork_at_draw()
        players = [s.fork() for s in styles]
        steer(players)
        return fork if self._reaches(fork, players, seat, stop, within) else None

    def point(self, table: Table, styles: list[Style], *, last: bool = False) -> Point:
        """The hand, stopped just after a live draw, as it stood before that draw: forks
        can be played from there (``from_point``) while the hand plays on; its ``last``
        point is the hand itself, the draw taken back (no copy: it plays no further)."""
        if not last:
            fork, seat = table.fork_at_draw()
            return fork, seat, [s.fork() for s in styles]
        seat = table.take_back_draw()
        in_step(table)  # brought to the point once, not by each fork's copy
        return table, seat, styles

    def from_point(self, point: Point, steer: Steer,
                   stop: Callable[[Table, Moment], bool], *,
                   within: int | None = None, last: bool = False) -> Table | None:
        """A fork from ``point``, its players changed by ``steer``, played to the hand's end
        (or ``within`` moments) if need be: kept when ``stop`` accepts one of its moments.
        The ``last`` fork of a point plays the point's own table (no copy)."""
        table, seat, styles = point
        fork = table if last else table.fork(engine=True)
        players = [s.fork() for s in styles]
        steer(players)
        return fork if self._reaches(fork, players, seat, stop, within) else None

    def points_on(self, point: Point, steer: Steer, take: Callable[[Table, Moment], bool],
                  until: Callable[[Table, Moment], bool], *, last: bool = False,
                  ) -> Iterator[Point]:
        """The point's own table, its players changed by ``steer``, played on until
        ``until`` accepts a moment: the point before each of its live draws ``take``
        accepts, from which forks of it are played (``from_point``). With ``last`` the
        first is the line's table itself (``point``: a line played for one point)."""
        fork, seat, players = point
        steer(players)
        for moment in play(fork, players, start=seat):
            if (not self.passes_asked and fork.passed_legal_win()) or until(fork, moment):
                return
            if live_draw(moment) and take(fork, moment):
                yield self.point(fork, players, last=last)
                if last:
                    return

    def _reaches(self, table: Table, styles: list[Style], seat: int,
                 stop: Callable[[Table, Moment], bool], within: int | None) -> bool:
        """Play a fork from ``seat``'s draw until ``stop`` accepts a moment (True), the
        hand ends, ``within`` moments go by, or the learner lets an allowed win go by."""
        for number, moment in enumerate(play(table, styles, start=seat)):
            if not self.passes_asked and table.passed_legal_win():
                return False
            if stop(table, moment):
                return True
            if within is not None and number + 1 >= within:
                return False
        return False

    def _stops(self, table: Table, styles: list[Style], stop: Callable[[Table, Moment], bool],
               *, every: bool = False) -> Iterator[Moment | None]:
        """The moments ``stop`` accepts (with ``every``, ``None`` for each other one), until
        the hand ends or the learner lets an allowed win go by that the question is not
        about."""
        table.watched = frozenset({self.learner})
        for moment in play(table, styles):
            if not self.passes_asked and table.passed_legal_win():
                return
            if stop(table, moment):
                yield moment
            elif every:
                yield None
