"""Scenarios of the abortive draws: four winds, four riichi, nine terminals, four kans,
three rons.

A hand gives several questions where its moment can come again: ordinary moments along
one plain hand, and the fourth riichi or the triple ron forked at each go-around of a
line where the other seats have declared.

Where a question shows no seat's hand, every seat plays the plain way (``deep=False``:
counting improving tiles only breaks ties between discards a learner would judge)."""

from __future__ import annotations

from collections.abc import Callable

from tutor.drills.lazy import Lazy
from tutor.drills.play import Moment
from tutor.drills.players import Style
from tutor.drills.scenarios.common import tenpai_learner
from tutor.drills.scenarios.winning import queued, wall_before_draw
from tutor.drills.steer import Forks, Gen, Pose, Steer, posed
from tutor.drills.table import Table
from tutor.rules.tiles import RED_FIVE_KINDS, TERMINALS_AND_HONOURS, counts_of, kind
from tutor.rules.waits import waits

APART = (2, 8)
"""Events between one ordinary moment of a hand and the next it gives (at least the
next seat's discard, at most four discards on)."""
WAYS = 3
"""Forks of a four-riichi hand from one draw of the seat declaring the fourth, each
drawing another hidden tile (and throwing it as its riichi discard)."""
TRIES = 8
"""Times a hand of several dealt side by side is made again while it clashes with the
others (``_side_by_side``)."""
LATEST = 40
"""Events by which a steered abortive draw of a single line has come (four winds, nine
kinds and four kans come within the first go-arounds): a hand that has not aborted by
then is given up, not played to its end."""


def _aborted(
    gen: Gen, table: Table, styles: list[Style], seat: int, shown: frozenset[int] = frozenset()
) -> Pose | None:
    def stop(t: Table, moment: Moment) -> bool:
        return moment.what == "aborted" or len(t.events) > LATEST

    moment = gen.run(table, styles, stop)
    if moment is None or moment.what != "aborted":
        return None
    return Pose(table, "abortive_draw", seat, shown)


def no_abort(gen: Gen) -> Pose | None:
    """Ordinary moments of play: nothing aborts the hand. No seat's hand is shown, so
    every seat plays the plain way (none counts improving tiles or holds back). The
    first comes 4 to 40 events in, each other (``Gen.moments``) a few discards after the
    one before: one played hand gives them all."""
    table = gen.table()
    styles = [Style() for _ in range(gen.players)]
    stop_at = [gen.rng.randint(4, 40)]

    def stop(t: Table, moment: Moment) -> bool:
        if moment.what != "discard" or len(t.events) < stop_at[0]:
            return False
        stop_at[0] = len(t.events) + gen.rng.randint(*APART)
        return True

    poses = [Pose(t, "abortive_draw", t.events[-1].seat, frozenset())
             for t in gen.run_on(table, styles, stop)]
    if not poses:
        return None
    poses[0].later = poses[1:]
    return poses[0]


def four_winds(gen: Gen) -> Pose | None:
    """Each seat draws the same wind first and throws it: the four copies are placed on
    the first draws (one left in the dead wall could not be drawn)."""
    wind = gen.rng.randrange(27, 31)
    hands = {seat: [k for k in gen.rng.sample(gen.numbers, 13)] for seat in range(gen.players)}
    table = gen.table(hands, first_draws=dict.fromkeys(range(gen.players), wind))
    styles = gen.styles(deep=False)
    for style in styles:
        style.draws = [wind]
        style.feed = True
    return _aborted(gen, table, styles, 0)


def _side_by_side(gen: Gen, seats: list[int],
                  make: Callable[[], list[int]]) -> dict[int, list[int]] | None:
    """A hand ``make`` gives for each of ``seats``: one that would take a fifth tile of a
    kind with the hands before it is made again (``TRIES`` times at most), so that one
    clash does not throw the others away."""
    held = [0] * 34
    hands: dict[int, list[int]] = {}
    for seat in seats:
        for _ in range(TRIES):
            hand = make()
            if all(held[k] + hand.count(k) <= 4 for k in set(hand)):
                break
        else:
            return None
        for k in hand:
            held[k] += 1
        hands[seat] = hand
    return hands


def four_riichi(gen: Gen) -> Pose | None:
    """Every seat is dealt a ready hand; all but one declare riichi at their first
    discard, and the hand is forked at each of the last one's draws after that (one a
    go-around), the fork declaring the fourth riichi: several moments from one line,
    and from one draw several forks, each drawing another hidden tile (``WAYS``)."""
    hands = _side_by_side(gen, list(range(gen.players)), lambda: tenpai_learner(gen)[0])
    if hands is None:
        return None
    last = gen.learner
    table = gen.table(hands)
    styles = gen.styles(deep=False)
    for seat, style in enumerate(styles):
        style.riichi = 0.0 if seat == last else 1.0
        style.win = 0.0
        style.call = 0.0
        style.holds_back = True
    styles[last].keep = frozenset(hands[last])
    never = waits(counts_of(hands[last]))

    def declares(drawn: int) -> Steer:
        def steer(players: list[Style]) -> None:
            players[last].draws = [drawn]
            players[last].riichi = 1.0
        return steer

    def ways(t: Table) -> list[Steer]:
        kinds = sorted({kind(tile) for tile in wall_before_draw(t)} - set(never))
        return [declares(k) for k in gen.rng.sample(kinds, min(WAYS, len(kinds)))]

    def aborted(t: Table, moment: Moment) -> bool:
        return moment.what == "aborted"

    forks = _each_go_around(last, lambda t: _in_riichi(t) == gen.players - 1, ways)
    return posed(gen.branch(table, styles, forks, aborted), "abortive_draw", 0, frozenset())


def _in_riichi(table: Table) -> int:
    return sum(1 for s in table.seats if s.riichi_event is not None)


def _each_go_around(seat: int, ready: Callable[[Table], bool],
                    ways: Callable[[Table], list[Steer]]) -> Forks:
    """Forks of a hand at each of ``seat``'s live draws once ``ready`` holds (one a
    go-around), one for each steer ``ways`` gives there."""
    return queued(lambda t, moment: ways(t) if moment.seat == seat and ready(t) else [])


def nine_terminals(gen: Gen) -> Pose | None:
    outside = sorted(TERMINALS_AND_HONOURS)
    kinds = gen.rng.sample(outside, gen.rng.randint(9, 11))
    middle = range(1, 8) if gen.players == 4 else range(10, 17)
    hand = sorted(kinds + gen.rng.sample(middle, 13 - len(kinds)))
    table = gen.table({gen.learner: hand})
    styles = gen.styles(kyuushu=True, win=0.0)
    # The question is about this hand's nine kinds: the file writes it out.
    return _aborted(gen, table, styles, gen.learner, frozenset({gen.learner}))


def four_kans(gen: Gen) -> Pose | None:
    """Two seats dealt two four-of-a-kinds each kan them all at their first draw (the
    soonest four kans by two seats can come)."""
    first = gen.learner
    second = gen.other(first)
    kinds = gen.rng.sample(gen.kannable, 4)
    hands = {
        first: sorted(kinds[0:1] * 4 + kinds[1:2] * 4 + _fill(gen, kinds, 5)),
        second: sorted(kinds[2:3] * 4 + kinds[3:4] * 4 + _fill(gen, kinds, 5)),
    }
    every = hands[first] + hands[second]
    if any(every.count(k) > 4 for k in every):
        return None
    table = gen.table(hands)
    styles = gen.styles(deep=False)
    for seat, mine in ((first, kinds[:2]), (second, kinds[2:])):
        styles[seat].kan = 1.0
        styles[seat].keep = frozenset(mine)
        styles[seat].riichi = 0.0
    for style in styles:
        style.win = 0.0
    return _aborted(gen, table, styles, second)


def three_rons(gen: Gen) -> Pose | None:
    """Three seats in riichi wait on the same tile (each on a single tile); the fourth
    throws it and all three declare ron: under double ron the third ron aborts. The
    three declare at their first discard, and the hand is forked at each of the
    thrower's draws after that (one a go-around), the fork drawing the tile and
    throwing it: several moments from one line."""
    thrower = gen.rng.randrange(gen.players)
    winners = [(thrower + step) % gen.players for step in range(1, gen.players)]
    sets = _side_by_side(gen, winners, lambda: gen.complete(pair=False))
    if sets is None:
        return None
    every = {k for kinds in sets.values() for k in kinds}
    free = [k for k in gen.kinds if k not in every and k not in RED_FIVE_KINDS]
    if not free:
        return None
    wait = gen.rng.choice(free)
    hands = {seat: sorted([*kinds, wait]) for seat, kinds in sets.items()}
    gen.learner = winners[-1]
    table = gen.table(hands, in_wall=[wait])
    styles = gen.styles()
    for seat in winners:
        styles[seat].riichi = 1.0
        styles[seat].win = 0.0
        styles[seat].pass_ron = True
        styles[seat].keep = frozenset(hands[seat])
        styles[seat].holds_back = True  # none draws the wait: none lets a win go by
    styles[thrower].riichi = 0.0
    styles[thrower].spares = winners[0]  # all three wait on the one tile it keeps
    for style in styles:
        style.call = 0.0

    def throws(players: list[Style]) -> None:
        players[thrower].draws = [wait]
        players[thrower].feed = True

    def thrown(t: Table, moment: Moment) -> bool:
        return (moment.what == "discard" and moment.seat == thrower
                and moment.tile is not None and kind(moment.tile) == wait
                and all(_waits_on(t, s, wait) for s in winners))

    def three_rons_on(t: Table) -> Table:
        for seat in winners:
            t.add(seat, "ron")
        t.over = True
        return t

    forks = _each_go_around(thrower, lambda t: _in_riichi(t) == len(winners),
                            lambda t: [throws])
    tables = Lazy(map(three_rons_on, gen.branch(table, styles, forks, thrown)))
    return posed(tables, "abortive_draw", winners[-1], frozenset(winners))


def _waits_on(table: Table, seat: int, wait: int) -> bool:
    who = table.seats[seat]
    return wait in waits(who.counts(), len(who.melds))


def _fill(gen: Gen, avoid: list[int], n: int) -> list[int]:
    return gen.rng.sample([k for k in gen.kinds if k not in avoid], n)


SCENARIOS = {
    "abortive_draw": {
        "abortive_draw.none": no_abort,
        "abortive_draw.suufon_renda": four_winds,
        "abortive_draw.suucha_riichi": four_riichi,
        "abortive_draw.kyuushu_kyuuhai": nine_terminals,
        "abortive_draw.suukaikan": four_kans,
        "abortive_draw.sanchahou": three_rons,
    },
}
