"""Scenarios of the abortive draws: four winds, four riichi, nine terminals, four kans.

Where a question shows no seat's hand, every seat plays the plain way (``deep=False``:
counting improving tiles only breaks ties between discards a learner would judge)."""

from __future__ import annotations

from tutor.drills.play import Moment
from tutor.drills.players import Style
from tutor.drills.scenarios.common import tenpai_learner
from tutor.drills.steer import Gen, Pose
from tutor.drills.table import Table
from tutor.rules.tiles import TERMINALS_AND_HONOURS, kind
from tutor.rules.waits import waits

LATEST = 40
"""Events by which a steered abortive draw has come (the latest, four kans, comes by
about 28): a hand that has not aborted by then is given up, not played to its end."""


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
    """An ordinary moment of play: nothing aborts the hand. No seat's hand is shown, so
    every seat plays the plain way (none counts improving tiles or holds back)."""
    table = gen.table()
    styles = [Style() for _ in range(gen.players)]
    stop_at = gen.rng.randint(4, 40)

    def stop(t: Table, moment: Moment) -> bool:
        return moment.what == "discard" and len(t.events) >= stop_at

    if gen.run(table, styles, stop) is None:
        return None
    return Pose(table, "abortive_draw", table.events[-1].seat, frozenset())


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


def four_riichi(gen: Gen) -> Pose | None:
    hands: dict[int, list[int]] = {}
    for seat in range(gen.players):
        hand, _ = tenpai_learner(gen)
        hands[seat] = hand
    every = [k for hand in hands.values() for k in hand]
    if any(every.count(k) > 4 for k in every):
        return None
    table = gen.table(hands)
    styles = gen.styles(deep=False)
    for style in styles:
        style.riichi = 1.0
        style.win = 0.0
        style.call = 0.0
    return _aborted(gen, table, styles, 0)


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
    """Two seats holding two triplets each draw their fourth tiles and kan them all."""
    first = gen.learner
    second = gen.other(first)
    kinds = gen.rng.sample(gen.kannable, 4)
    hands = {
        first: sorted(kinds[0:1] * 3 + kinds[1:2] * 3 + _fill(gen, kinds, 7)),
        second: sorted(kinds[2:3] * 3 + kinds[3:4] * 3 + _fill(gen, kinds, 7)),
    }
    every = hands[first] + hands[second]
    if any(every.count(k) > 4 for k in every):
        return None
    table = gen.table(hands, in_wall=kinds)
    styles = gen.styles(deep=False)
    for seat, mine in ((first, kinds[:2]), (second, kinds[2:])):
        styles[seat].draws = list(mine)
        styles[seat].kan = 1.0
        styles[seat].keep = frozenset(mine)
        styles[seat].riichi = 0.0
    for style in styles:
        style.win = 0.0
    return _aborted(gen, table, styles, second)


def three_rons(gen: Gen) -> Pose | None:
    """Three seats in riichi wait on the same tile (each on a single tile); the fourth
    throws it and all three declare ron: under double ron the third ron aborts."""
    thrower = gen.rng.randrange(gen.players)
    winners = [(thrower + step) % gen.players for step in range(1, gen.players)]
    sets = {seat: gen.complete(pair=False) for seat in winners}
    every = [k for kinds in sets.values() for k in kinds]
    free = [k for k in gen.kinds if k not in every and k not in (4, 13, 22)]
    if any(every.count(k) > 4 for k in every) or not free:
        return None
    wait = gen.rng.choice(free)
    hands = {seat: sorted([*kinds, wait]) for seat, kinds in sets.items()}
    table = gen.table(hands, in_wall=[wait])
    styles = gen.styles()
    for seat in winners:
        styles[seat].riichi = 1.0
        styles[seat].win = 0.0
        styles[seat].pass_ron = True
        styles[seat].keep = frozenset(hands[seat])
        styles[seat].holds_back = True
    styles[thrower].riichi = 0.0
    styles[thrower].call = 0.0
    styles[thrower].pending = lambda t: wait if all(
        t.seats[s].riichi_event for s in winners) else None
    styles[thrower].feed = True
    for style in styles:
        style.call = 0.0

    def thrown(t: Table, moment: Moment) -> bool:
        return len(t.events) > LATEST or (
            moment.what == "discard" and moment.seat == thrower
            and moment.tile is not None and kind(moment.tile) == wait
            and all(_waits_on(t, s, wait) for s in winners)
            and not any(t.judge("furiten", s).answer for s in winners))

    if gen.run(table, styles, thrown) is None or len(table.events) > LATEST:
        return None
    for seat in winners:
        table.add(seat, "ron")
    table.over = True
    return Pose(table, "abortive_draw", winners[-1], frozenset(winners))


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
