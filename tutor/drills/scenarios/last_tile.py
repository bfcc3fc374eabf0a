"""Scenarios of the last tile (haitei and houtei): a hand played to the end of its wall
without calls, forked at its last draws so that the learner wins on the last tile (or
on the discard after it, or on a replacement tile that empties the wall)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator
from itertools import islice

from tutor.drills.lazy import Lazy
from tutor.drills.play import Moment
from tutor.drills.players import Style
from tutor.drills.rigging import SPARE_TILES, spare_positions
from tutor.drills.scenarios.common import Seen, as_seen, win_of
from tutor.drills.scenarios.winning import in_wall, wide_ready
from tutor.drills.steer import Gen, Point, Pose, Steer, copied, live_draw, posed
from tutor.drills.table import Table
from tutor.rules.sanma import NORTH
from tutor.rules.tiles import counts_of, kind
from tutor.rules.waits import waits

RESERVED = 4
"""Kinds of the learner's waits a last-tile deal keeps hidden for its forks: two set
aside in the dead wall's spare tiles (``set_aside``: the other two spare tiles are
what a line's draws swap a wait with), the others among the last tiles of the live
wall, one fewer than the seats at most there (a learner drawing there must still find
a tile that does not complete its hand)."""

POINTS = 4
"""The last live draws of a last-tile hand its lines start from (each under a go-around)."""
ROUNDS = 8
"""Lines each of those draws starts, at most: as the hand drew it, then other tiles."""

EndSteer = Callable[[Table, list[Style]], None]
"""What a last-tile fork's players do at its end (``forked_per_wait``)."""


def _last_tile(gen: Gen, *, by_tsumo: bool) -> Pose | None:
    """A hand played to its last tile without calls; the learner wins on it.

    Without calls or kans the last live tile goes to a known seat, so the learner sits
    there (haitei) or anywhere else (houtei, fed by the seat that draws it).
    """
    last_seat = (gen.table_start_live() - 1) % gen.players
    if by_tsumo:
        gen.learner = last_seat
    elif gen.learner == last_seat:
        gen.learner = gen.other(last_seat)
    hand = wide_ready(gen, simples=gen.rng.random() < 0.5)
    if hand is None:
        return None
    aside = set_aside(gen, hand, hand)
    table = gen.table({gen.learner: hand}, out_of_play=aside)
    waits_near_the_end(gen, table, after=1, aside=aside)
    learner = gen.learner
    styles = quiet_styles(gen, learner, riichi=gen.rng.choice([0.0, 1.0]))

    def at_end(t: Table, players: list[Style]) -> None:
        players[learner].win = 1.0
        players[learner].pass_ron = False
        if not by_tsumo:
            players[last_seat].throw.append(kind(t.wall[t.end - 1]))

    return forked_per_wait(gen, table, styles, at_end, end=1, drawer=last_seat)


def set_aside(gen: Gen, dealt: list[int], hand: list[int]) -> list[int]:
    """Kinds put out of play in the dead wall's spare tiles, hidden all hand long: at three
    players the norths not in ``dealt`` (kinds of hands that keep theirs: a north set
    aside draws a replacement from the wall's end, which would move the last tile to
    another seat and take the tiles kept there), then, while they have room, up to
    ``RESERVED`` less two of the kinds ``hand`` (the learner's) waits on (the others
    wait among the last tiles: ``waits_near_the_end``); the spare tiles left are the
    tiles a late line's first draw may be instead of the hand's (``_other_draws``). A
    fork swaps a wait onto the last tile (``_last_tile_is``): none is drawn, or held
    back by another seat, before the latest forks, so each has a fork from every
    point."""
    norths = [NORTH] * (4 - dealt.count(NORTH)) if gen.players == 3 else []
    found = [k for k in waits(counts_of(hand)) if dealt.count(k) < 4]
    gen.rng.shuffle(found)
    return norths + found[:min(RESERVED - 2, SPARE_TILES - len(norths))]


def waits_near_the_end(gen: Gen, table: Table, *, after: int, aside: list[int],
                       kept: int | None = None) -> None:
    """Swap the learner's waits not already ``aside`` (``set_aside``), up to ``RESERVED``
    in all, into the live wall's last tile (which the hand itself never draws) and the
    ones before the last ``after`` (a line swaps one it draws with a hidden tile, near
    the end a spare one: ``_line``), and ``kept`` (a kind) into the next to last."""
    if kept is not None:
        table.rig(table.end - 2, kept)
    found = _waits_of(table, gen.learner)
    room = min(RESERVED - sum(k in found for k in aside), gen.players - 1)
    found = [k for k in found if k != kept and k not in aside]
    gen.rng.shuffle(found)
    slots = [table.end - 1, *(table.end - 1 - after - i for i in range(RESERVED))]
    for slot, wait in zip(slots, found[:max(room, 0)], strict=False):
        table.rig(slot, wait)


def _waits_of(table: Table, seat: int) -> list[int]:
    return sorted(table.seats[seat].waits())


def forked_per_wait(gen: Gen, table: Table, styles: list[Style], at_end: EndSteer, *,
                    end: int, drawer: int, kept: int | None = None) -> Pose | None:
    """The learner's win on the wall's last tile: the hand is played to a draw before
    its end; from there and the ``POINTS`` draws before it, the latest first, as many
    rounds as the hand's moments need, a line is played to the draw from ``end`` live
    tiles (``_line``) and forked there once for each of the learner's waits still
    hidden (set aside: ``set_aside``, or on the last tile; a wait the line drew gets a
    line of its own): each fork is a draw or two long. The waits take turns, each won
    on in ``Gen.alike`` forks at most (a further fork would be played for nothing); a
    fork the learner sees play as an earlier one did is dropped. A fork swaps its wait
    onto the last tile (``kept``, a kind, is on the one before it); ``at_end`` steers
    its players before the draw from ``end`` live tiles, which must be ``drawer``'s (no
    fork is tried when a north set aside, at three players, moved that draw to another
    seat). The learner keeps its ready hand whole (its waits reserved at the deal)."""
    learner = gen.learner
    styles[learner].keep = frozenset(kind(t) for t in table.seats[learner].hand)
    spared = frozenset(_waits_of(table, learner))
    unspared = spared | ({NORTH} if gen.players == 3 else set())

    def last_win(t: Table, moment: Moment) -> bool:
        return t.live == 0 and win_of(learner)(t, moment)

    def at_point(t: Table, moment: Moment) -> bool:
        return live_draw(moment) and end <= t.live < end + POINTS

    def points() -> list[tuple[Point, list[int]]]:
        """Where the hand is forked, the latest first, with the waits to fork for."""
        found = []
        for moment in gen.stops(table, styles, at_point):
            last = table.live <= end  # the hand is played no further
            if (moment.seat + table.live + 1 - end) % gen.players == drawer \
                    and (kept is None or in_wall(table, kept)):
                point = gen.point(table, styles, last=last)
                found.append((point, _hidden_kinds(point[0], spared)))
            if last:
                break
        return found[::-1]

    def before_last(t: Table, moment: Moment) -> bool:
        return live_draw(moment) and t.live < end

    def past(t: Table, moment: Moment) -> bool:  # a call or a kan moved that draw
        return t.live < end - 1

    def forks() -> Iterator[Table]:
        where = [(point, waits_then, _other_draws(point[0], unspared, end))
                 for point, waits_then in points()]
        won: Counter[int] = Counter()
        seen: set[Seen] = set()
        shared = len(where[-1][0][0].events) if where else 0  # before the earliest point
        last = [-1]  # the wait of the last fork kept: the next is on another, if it can
        for later, other in _cheapest_first(len(where)):
            point, waits_then, draws = where[later]
            if other > len(draws):
                continue
            lined: list[int] = []  # the waits a line of this pair was forked for
            for alone in [None, *waits_then]:
                fresh = frozenset(k for k in waits_then if k not in lined
                                  and not (gen.alike and won[k] == gen.alike))
                if not fresh or (alone is not None and alone not in fresh):
                    continue  # the bank takes no more of these wins: not played
                line = _line(end, kept, unspared, draws[other - 1] if other else None, alone)
                final = next(gen.points_on(copied(point), line, before_last, past, last=True), None)
                if final is None:
                    continue
                hidden = _hidden_kinds(final[0], fresh if alone is None else frozenset({alone}))
                lined += hidden
                order = sorted(gen.rng.sample(hidden, len(hidden)),
                               key=lambda k: (won[k], k == last[0]))
                for wait in order:  # the last wait's fork plays the line's own table
                    fork = gen.from_point(final, _last_tile_is(wait, at_end, end), last_win,
                                          last=wait == order[-1])
                    if fork is None:
                        continue
                    shown = as_seen(fork, learner, shared)
                    if shown not in seen:
                        seen.add(shown)
                        won[wait] += 1
                        last[0] = wait
                        yield fork

    return posed(Lazy(islice(forks(), gen.moments)), "win", learner,
                 frozenset({learner}))


def _cheapest_first(points: int) -> list[tuple[int, int]]:
    """The order a last-tile hand's forks are tried in: pairs of a point (0 the latest)
    and a round (0 as the hand drew, then other hidden tiles drawn), a point further
    back counted as one round more (its fork plays a go-around's draw longer), so
    that the cheap late forks come first and the earlier draws still give some. Only
    the latest point is forked as the hand drew (from an earlier one, that fork would
    play as the hand did up to the latest: the same question again)."""
    pairs = [(point, other) for point in range(points) for other in range(ROUNDS)
             if other or not point]
    return sorted(pairs, key=lambda pair: (pair[0] + pair[1], pair[0]))


def _line(end: int, kept: int | None, spared: frozenset[int], drawn: int | None,
          wait: int | None) -> Steer:
    """The steer of a line from a point of the hand to the draw from ``end`` live tiles,
    where forks toward the learner's win go on from (``_last_tile_is``): the tile before
    the last is ``kept`` (a kind), if given, and a draw of a ``spared`` kind (the
    learner's waits) is swapped with another hidden tile, so no seat draws one before
    its fork. With ``wait`` (a kind the shared line drew), that wait is swapped onto the
    last tile from the first draw. With ``drawn`` (a kind), the first draw is a hidden
    tile of that kind instead of the hand's (``_other_draws``), and each later one a
    hidden tile picked at random: each such line plays its own way."""

    def steer(players: list[Style]) -> None:
        first = [drawn]

        def rig(t: Table) -> int | None:
            if t.live <= end:
                return None
            if kept is not None:
                t.rig(t.end - 2, kept)
            if wait is not None:
                _hidden_to(t, t.end - 1, wait)
            want = first.pop() if first else None
            if want is not None:
                _swap_in(t, end, lambda k: k == want)
            elif drawn is not None and t.live > end + 1:
                _swap_in(t, end, lambda k: k not in spared)
            if kind(t.wall[t.pos]) in spared:
                _swap_in(t, end, lambda k: k not in spared)
            return None

        for player in players:
            player.pending = rig

    return steer


def _last_tile_is(wait: int, at_end: EndSteer, end: int) -> Steer:
    """The steer of a fork from a line's end (``_line``): the wall's last tile is ``wait``,
    and ``at_end`` steers the players."""

    def steer(players: list[Style]) -> None:
        def rig(t: Table) -> int | None:
            if t.live == end:
                _hidden_to(t, t.end - 1, wait)
                at_end(t, players)
            return None

        for player in players:
            player.pending = rig

    return steer


def _unseen(t: Table) -> list[int]:
    """Wall positions of the hidden tiles: the live wall from the next draw on, the spares."""
    return [*range(t.pos, t.end), *spare_positions(t.wall)]


def _hidden_to(t: Table, at: int, want: int) -> None:
    """Swap a hidden tile of kind ``want`` (``_unseen``) into wall position ``at``."""
    if kind(t.wall[at]) != want:
        for i in _unseen(t):
            if kind(t.wall[i]) == want:
                t.wall[at], t.wall[i] = t.wall[i], t.wall[at]
                return


def _swap_in(t: Table, end: int, fits: Callable[[int], bool]) -> None:
    """Swap a hidden tile (``_hidden``) whose kind ``fits`` into the next draw, one picked
    at random (none when no hidden tile fits)."""
    spots = [i for i in _hidden(t, end) if fits(kind(t.wall[i]))]
    if spots:
        spot = t.rng.choice(spots)
        t.wall[t.pos], t.wall[spot] = t.wall[spot], t.wall[t.pos]


def _hidden(t: Table, end: int) -> list[int]:
    """Wall positions a fork's first draw may be swapped with: the live wall after it but
    its last ``end + 1`` tiles (a last-tile steer's), and the dead wall's spare tiles."""
    return [*range(t.pos + 1, t.end - end - 1), *spare_positions(t.wall)]


def _hidden_kinds(t: Table, kinds: frozenset[int]) -> list[int]:
    """Which of ``kinds`` have a hidden copy (``_unseen``), in order."""
    hidden = {kind(t.wall[i]) for i in _unseen(t)}
    return sorted(kinds & hidden)


def _other_draws(t: Table, spared: frozenset[int], end: int) -> list[int]:
    """Kinds a fork from before the next draw may draw instead (``_last_tile_is``): hidden
    tiles' kinds but the one drawn and the ``spared`` (the learner's waits and, at three
    players, the north, put out of play: ``_norths_aside``), shuffled."""
    drawn = kind(t.wall[t.pos])
    found = sorted({kind(t.wall[i]) for i in _hidden(t, end)} - spared - {drawn})
    t.rng.shuffle(found)
    return found


def quiet_styles(gen: Gen, learner: int, *, riichi: float) -> list[Style]:
    """Players for a hand that must reach the end of the wall: nobody calls or kans
    until steered to, and only the learner may win (the others spare its waits)."""
    styles = gen.styles(riichi=riichi, win=0.0, pass_ron=True, holds_back=True)
    for i, style in enumerate(styles):
        style.call = 0.0
        style.kan = 0.0
        if i != learner:
            style.win = 0.0
            style.riichi = 0.0
            style.spares = learner
    return styles


def haitei(gen: Gen) -> Pose | None:
    return _last_tile(gen, by_tsumo=True)


def houtei(gen: Gen) -> Pose | None:
    return _last_tile(gen, by_tsumo=False)
