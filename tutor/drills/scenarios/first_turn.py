"""Scenarios of robbed kans and of wins in the first go-around."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from itertools import chain

from tutor.drills.lazy import Lazy
from tutor.drills.play import Moment
from tutor.drills.players import Style
from tutor.drills.scenarios import wins
from tutor.drills.scenarios.common import (
    a_wait,
    added_kan_deal,
    discarded_wait,
    distinct,
    steer_added_kan,
    tenpai_learner,
    waits_before_draw,
    win_of,
)
from tutor.drills.scenarios.draw_forks import (
    PER_DRAW,
    before_seat,
    draws,
    holds,
)
from tutor.drills.scenarios.winning import each_wait, in_wall, queued, widest_wait
from tutor.drills.steer import Gen, Pose, Steer, posed
from tutor.drills.table import Table
from tutor.rules.tiles import TERMINALS_AND_HONOURS, counts_of, kind
from tutor.rules.waits import waits

DRAGONS = (31, 32, 33)

# -- robbing a kan ----------------------------------------------------------------------------


def _kan_moment(gen: Gen, table: Table, styles: list[Style], kanner: int, tile: int,
                ready: Callable[[Table], bool]) -> Pose | None:
    """Stop at the kanner's kan of a tile the learner still waits on. The hand is forked
    at the kanner's draws once ``ready`` holds, one a go-around: in each fork that draw
    is the fourth ``tile``, which it kans (``Gen.branch``); the hand itself goes on
    without it. The draw of the seat before the kanner is forked too, once for each of
    a few kinds that seat may draw and throw there (``before_seat``), the kanner's draw
    that follows the fourth ``tile``. The learner keeps its
    ready hand, calls nothing and makes no kan (either could break its wait, and a call
    passes a seat's rigged first draw to the next one)."""
    learner = gen.learner
    holds(styles[learner], table.seats[learner].hand)
    styles[kanner].pending = None
    styles[kanner].draws = []
    fourth = draws(kanner, tile)

    def steers(t: Table, moment: Moment) -> list[Steer]:
        if not ready(t) or not in_wall(t, tile):
            return []
        if moment.seat == kanner:
            return [fourth]
        if t.seat_of_turn_after(moment.seat) != kanner:
            return []
        return before_seat(gen, t, moment, kanner, [tile], PER_DRAW)

    def stop(t: Table, moment: Moment) -> bool:
        if moment.what != "kan" or moment.seat != kanner or moment.tile is None:
            return False
        who = t.seats[learner]
        return moment.tile in waits(counts_of(who.hand), len(who.melds))

    kept = distinct(gen.branch(table, styles, queued(steers), stop), learner)
    return posed(kept, "ron_allowed", learner, frozenset({learner}))


def robbed_added_kan(gen: Gen, *, furiten: bool = False) -> Pose | None:
    """Another seat pons the learner's wait and later adds the fourth tile to it; with
    ``furiten``, the learner has thrown its other wait first."""
    learner = gen.learner
    hand, wait = tenpai_learner(gen)
    if wait in hand or wait in (4, 13, 22):
        return None
    other_waits = [k for k in waits(counts_of(hand)) if k != wait and k not in hand]
    if furiten and not other_waits:
        return None
    steer = discarded_wait(gen, hand, other_waits[0]) if furiten else None
    if furiten and (steer is None or wait in steer[0]):
        return None
    table, kanner, thrower = added_kan_deal(gen, steer[0] if steer else hand, wait)
    styles = gen.styles(riichi=0.0, win=0.0, pass_ron=True)
    ready = 2 if furiten else 0  # a furiten learner is ready after its second discard

    def called(t: Table) -> bool:
        return not t.seats[kanner].closed and len(t.seats[learner].discards) >= ready

    steer_added_kan(styles, kanner, thrower, wait, called)
    for i, style in enumerate(styles):
        if i != learner:
            style.win = 0.0
    if steer is not None:
        styles[learner].draws = steer[1]
        styles[learner].throw = steer[2]
    return _kan_moment(gen, table, styles, kanner, wait, called)


def robbed_while_furiten(gen: Gen) -> Pose | None:
    return robbed_added_kan(gen, furiten=True)


def robbed_closed_kan(gen: Gen) -> Pose | None:
    """The learner waits on one tile for thirteen orphans; another seat makes a closed kan
    of it (robbable only where the ruleset lets thirteen orphans rob a closed kan)."""
    learner = gen.learner
    orphans = sorted(TERMINALS_AND_HONOURS)
    wait = gen.rng.choice(orphans)
    rest = [k for k in orphans if k != wait]
    hand = sorted([*rest, gen.rng.choice(rest)])
    kanner = gen.other(learner)
    fill = [k for k in gen.kinds if k not in (wait, 4, 13, 22)]
    kanner_hand = sorted([wait] * 3 + gen.rng.sample(fill, 10))
    if any((hand + kanner_hand).count(k) > 4 for k in set(kanner_hand)):
        return None
    table = gen.table({learner: hand, kanner: kanner_hand}, in_wall=[wait])
    styles = gen.styles(riichi=0.0, win=0.0, pass_ron=True)
    styles[kanner].kan = 1.0
    styles[kanner].riichi = 0.0
    styles[kanner].keep = frozenset({wait})
    first = gen.rng.randint(1, 4)
    for i, style in enumerate(styles):
        if i != learner:
            style.win = 0.0
    return _kan_moment(gen, table, styles, kanner, wait,
                       lambda t: t.seats[kanner].draws >= first)


# -- wins in the first go-around -------------------------------------------------------------


def _first_draw_win(gen: Gen, seat: int, *, call_before: bool = False,
                    late: bool = False,
                    dealt: tuple[list[int], int] | None = None) -> Pose | None:
    """The seat, ready from the deal, wins on its first draw (``late``: on a later
    one). The hand itself wins on the tile its first draw was dealt (``_won``); it is
    forked at that draw once for each other winning tile left in the live wall, and at
    each earlier seat's first draw (but the dealer's, when it throws a
    dragon to be called), that seat drawing and throwing a kind of its own and the
    learner drawing a winning tile (``before_seat``, ``PER_DRAW`` pairs):
    several questions from one deal, which the first go-around alone gives."""
    gen.learner = seat
    full, last = dealt if dealt is not None else widest_wait(gen, gen.complete())
    hands = {seat: full}
    first = {} if late else {seat: last}
    styles = gen.styles(riichi=0.0, win=1.0, holds_back=False, call=0.0)
    for i, style in enumerate(styles):
        if i != seat:
            style.win = 0.0
            style.call = 0.0
    if call_before:
        dragon = gen.rng.choice([d for d in DRAGONS if full.count(d) == 0])
        hands[1] = [dragon, dragon, *gen.rng.sample(gen.numbers, 11)]
        first[0] = dragon
        if not late:  # the pon skips the caller's draw: the learner's comes one slot early
            first[seat - 1] = first.pop(seat)
        styles[0].draws = [dragon]
        styles[0].feed = True
        styles[1].call = 1.0
    every = [k for hand in hands.values() for k in hand] + list(first.values())
    if any(every.count(k) > 4 for k in every):
        return None
    table = gen.table(hands, first_draws=first)
    if late:
        return _later_draw_wins(gen, table, styles, seat)

    def steers(t: Table, moment: Moment) -> list[Steer]:
        wins = waits_before_draw(t, seat, moment)
        if moment.seat == seat:
            if t.seats[seat].draws != 1 or moment.tile is None:
                return []
            others = [k for k in wins if k != kind(moment.tile)]
            gen.rng.shuffle(others)  # the hand itself wins on the tile it drew (``_won``)
            return [draws(seat, k) for k in others]
        if t.seats[seat].draws > 0 or (call_before and moment.seat == 0):
            return []  # (the dealer's first draw is the dragon called before the learner's)
        return before_seat(gen, t, moment, seat, wins, PER_DRAW)

    forks = queued(steers, over=lambda t: t.seats[seat].draws > 1, within=2 * gen.players)
    kept = chain(gen.branch(table, styles, forks, win_of(seat)), _won(table, seat))
    return posed(distinct(kept, seat), "win", seat, frozenset({seat}))


def _won(table: Table, seat: int) -> Iterator[Table]:
    """The hand itself, once played, when it ended in the seat's own win (on its first
    draw, dealt to it: the fork of that draw for the tile drawn would play the same)."""
    last = table.events[-1]
    if table.over and last.seat == seat and last.verb == "tsumo":
        yield table


def _later_draw_wins(gen: Gen, table: Table, styles: list[Style], seat: int) -> Pose | None:
    """The seat, ready from the deal, wins on a draw after its first: the hand is forked
    at each of its draws from the second on, once for each winning tile left in the
    live wall (``each_wait``; the hand itself draws it none: ``holds_back``)."""
    styles[seat].holds_back = True

    def steers(t: Table, moment: Moment) -> Callable[[int], Steer] | None:
        if moment.seat != seat or t.seats[seat].draws < 2:
            return None
        return lambda k: draws(seat, k)

    kept = gen.branch(table, styles, each_wait(gen, steers), win_of(seat))
    return posed(kept, "win", seat, frozenset({seat}))


DEALS = 8
"""Deals one hand of first-draw wins may be made of (``several_deals``)."""


def several_deals(gen: Gen, deal: Callable[[], Pose | None]) -> Pose | None:
    """The moments of one deal (``deal``), then of the next, up to ``DEALS`` deals, as
    the moments of one hand: a first-draw win gives a question for each winning tile of
    that draw (and a few of the draws before it), three or four where the bank asks a
    hand for up to ``Gen.moments``; a deal its place made for one question alone would
    be played for that one. Each next deal is dealt only once the questions before it
    are all asked (``Lazy``)."""
    first = deal()
    if first is None or gen.moments == 1:
        return first
    first.later = Lazy(chain(first.later, _next_deals(deal)))
    return first


def _next_deals(deal: Callable[[], Pose | None]) -> Iterator[Pose]:
    for _ in range(DEALS - 1):
        pose = deal()
        if pose is not None:
            yield from pose.moments()


def tenhou(gen: Gen) -> Pose | None:
    return several_deals(gen, lambda: _first_draw_win(gen, 0))


def dealt_first_draw_win(gen: Gen, hand: list[int], draw: int) -> Pose | None:
    """The dealer is dealt ``hand`` (thirteen kinds), draws ``draw`` first and wins."""
    return _first_draw_win(gen, 0, dealt=(hand, draw))


def chiihou(gen: Gen) -> Pose | None:
    return several_deals(gen, lambda: _first_draw_win(gen, gen.rng.randrange(1, gen.players)))


def first_turn_call_before(gen: Gen) -> Pose | None:
    return several_deals(gen, lambda: _first_draw_win(
        gen, gen.rng.randrange(2, gen.players), call_before=True))


def first_turn_later(gen: Gen) -> Pose | None:
    return _first_draw_win(gen, gen.rng.randrange(gen.players), late=True)


def renhou(gen: Gen) -> Pose | None:
    """A non-dealer, ready from the deal, rons a discard before its own first draw."""
    learner = gen.rng.randrange(1, gen.players)
    gen.learner = learner
    hand, wait = tenpai_learner(gen, simples=gen.rng.random() < 0.5)
    thrower = gen.rng.randrange(learner)
    table = gen.table({learner: hand}, first_draws={thrower: wait})
    styles = gen.styles(riichi=0.0, win=1.0)
    styles[thrower].draws = [a_wait(learner)]
    styles[thrower].feed = True
    for i, style in enumerate(styles):
        if i != learner:
            style.win = 0.0
            style.call = 0.0
    if gen.run(table, styles, win_of(learner)) is None:
        return None
    return Pose(table, "win", learner, frozenset({learner}))


SCENARIOS = {
    "chankan": {
        "ron_tsumo.chankan": robbed_added_kan,
        "ron_tsumo.closed_kan": robbed_closed_kan,
        "ron_tsumo.kokushi_robs_ankan": robbed_closed_kan,
        "ron_tsumo.furiten": robbed_while_furiten,
        "chankan.kokushi_only": robbed_added_kan,
    },
    "first_turn_wins": {
        "tenhou_chiihou.tenhou": tenhou,
        "tenhou_chiihou.chiihou": chiihou,
        "tenhou_chiihou.call_before": first_turn_call_before,
        "contrast": first_turn_later,
    },
    "renhou": {
        "renhou.renhou": renhou,
        "contrast": wins.plain_win,
    },
}
