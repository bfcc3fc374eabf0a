"""Scenarios of the riichi declaration: may it be declared, is it double, who gets the stick."""

from __future__ import annotations

from collections.abc import Sequence

from tutor.drills.play import Moment
from tutor.drills.players import Style
from tutor.drills.scenarios.common import (
    Stop,
    discarded_wait,
    distinct,
    not_a_wait,
    tenpai_learner,
)
from tutor.drills.scenarios.draw_forks import (
    LATE,
    PER_DRAW,
    before_seat,
    draw_forks,
    drawn_first,
    draws,
    hidden_kinds,
    ready_from,
    thrown,
    unheld,
)
from tutor.drills.scenarios.furiten import wait_discarded
from tutor.drills.scenarios.winning import before_draw, queued, wall_before_draw
from tutor.drills.steer import Gen, Pose, Steer, live_draw, posed
from tutor.drills.table import Table
from tutor.rules.sanma import starting_score
from tutor.rules.shanten_changes import OneTileChanges
from tutor.rules.tiles import kind

# -- may the learner declare riichi now? --------------------------------------------------

def _asked(gen: Gen, tables: Sequence[Table]) -> Pose | None:
    return posed(tables, "riichi_allowed", gen.learner, frozenset({gen.learner}))


def riichi_tenpai(gen: Gen) -> Pose | None:
    hand, _ = tenpai_learner(gen)
    table = gen.table({gen.learner: hand})
    styles = gen.styles(riichi=0.0, win=0.0)
    return _asked(gen, draw_forks(gen, table, styles, ready_from(gen, gen.rng.randint(1, 5))))


def riichi_not_tenpai(gen: Gen) -> Pose | None:
    """The learner is dealt a ready hand with one or two tiles changed, and asked at each
    of its draws from the ``n``-th on while no discard leaves it ready, each forked to
    draws that leave it so. Once its hand is ready no question comes (a ready hand
    stays ready)."""
    learner = gen.learner
    hand, _ = tenpai_learner(gen)
    for _ in range(gen.rng.randint(1, 2)):
        hand[gen.rng.randrange(len(hand))] = gen.rng.choice(gen.kinds)
    table = gen.table({learner: sorted(hand)}) if fits(hand) else gen.table()
    styles = gen.styles(riichi=0.0, win=0.0)
    first = gen.rng.randint(1, 3)

    def far(t: Table) -> bool:
        who = t.seats[learner]
        return who.draws >= first \
            and OneTileChanges(before_draw(t, learner), len(who.melds)).now() >= 1

    def still_far(t: Table, seat: int) -> list[int]:
        changes = OneTileChanges(before_draw(t, seat), len(t.seats[seat].melds))
        return [k for k in sorted({kind(x) for x in wall_before_draw(t)})
                if changes.after(k, 1) >= 1]

    def got_ready(t: Table) -> bool:
        who = t.seats[learner]
        return len(who.hand) % 3 == 1 and bool(who.waits())

    return _asked(gen, draw_forks(gen, table, styles, far, kinds=still_far, over=got_ready))


def fits(kinds: list[int]) -> bool:
    return all(kinds.count(k) <= 4 for k in kinds)


def riichi_open_hand(gen: Gen) -> Pose | None:
    hand, _ = tenpai_learner(gen)
    dragon = gen.rng.choice([31, 32, 33])
    if hand.count(dragon) > 0:
        return None
    hand = sorted([*hand[2:], dragon, dragon]) if gen.rng.random() < 0.5 else \
        sorted([*hand[:-2], dragon, dragon])
    table = gen.table({gen.learner: hand})
    styles = gen.styles(riichi=0.0, win=0.0, call=1.0)
    thrower = gen.other(gen.learner)
    styles[thrower].draws = [dragon]
    styles[thrower].feed = True

    def opened(t: Table) -> bool:
        return not t.seats[gen.learner].closed

    return _asked(gen, draw_forks(gen, table, styles, opened))


def riichi_points(gen: Gen) -> Pose | None:
    hand, _ = tenpai_learner(gen)
    short = gen.rng.choice([100, 300, 500, 700, 900])
    scores = [34000, 33000, 33000, 0][: gen.players]
    scores[gen.learner], scores[-1] = scores[-1], scores[gen.learner]
    scores[gen.learner] = short
    scores[(gen.learner + 1) % gen.players] += starting_score(gen.players) * gen.players \
        - sum(scores)
    table = gen.table({gen.learner: hand}, scores=scores, round_name="S3")
    styles = gen.styles(riichi=0.0, win=0.0)
    return _asked(gen, draw_forks(gen, table, styles, ready_from(gen, gen.rng.randint(1, 4))))


def riichi_live_wall(gen: Gen) -> Pose | None:
    """Asked at the learner's draw on the wall's last tiles (fewer than four left after
    it), the learner ready. The learner draws once in any four draws, so once with
    fewer than four left: that draw is forked once for each kind it may draw there,
    and so is the draw before it, each fork drawing the seat before the learner a kind
    of its own too (``_last_draws``)."""
    learner = gen.learner
    hand, _ = tenpai_learner(gen)
    table = gen.table({learner: hand})
    styles = gen.styles(riichi=0.0, win=0.0)
    for i, style in enumerate(styles):
        if i != learner:
            style.win = 0.0  # a hand another seat wins gives no question at all
            style.riichi = 0.3
    asked = ready_from(gen, 1, lambda t: t.live < 4)

    def steers(t: Table, moment: Moment) -> list[Steer]:
        if moment.seat == learner:
            if not asked(t):
                return []
            kinds = drawn_first(gen, moment, hidden_kinds(t, moment, learner), gen.moments)
            return [draws(learner, k) for k in kinds]
        if t.seat_of_turn_after(moment.seat) != learner or not 0 < t.live <= 4 \
                or not t.seats[learner].waits():
            return []
        return _last_draws(gen, t, moment)

    def drawn(t: Table, moment: Moment) -> bool:
        return live_draw(moment) and moment.seat == learner and asked(t)

    kept = gen.branch(table, styles, queued(steers), drawn)
    return _asked(gen, distinct(kept, learner))


def _last_draws(gen: Gen, table: Table, moment: Moment) -> list[Steer]:
    """The forks of the draw of the seat before the learner, when the learner's draw that
    follows comes on the wall's last tiles: each draws that seat a kind and the learner
    another (``before_seat``), as many as the bank takes questions from the hand."""
    kinds = hidden_kinds(table, moment, gen.learner)
    return before_seat(gen, table, moment, gen.learner, kinds, gen.moments, others=kinds)


def riichi_furiten(gen: Gen) -> Pose | None:
    hand, out = tenpai_learner(gen)
    steer = discarded_wait(gen, hand, out)
    if steer is None:
        return None
    table = gen.table({gen.learner: steer[0]})
    styles = gen.styles(riichi=0.0, win=0.0, draws=steer[1], throw=steer[2])
    learner = gen.learner
    first = gen.rng.randint(2, 4)
    asked = ready_from(gen, first, lambda t: wait_discarded(t, learner))
    return _asked(gen, draw_forks(gen, table, styles, asked, by=first + LATE))


# -- double riichi -----------------------------------------------------------------------


def _double_ask(gen: Gen, table: Table, styles: list[Style], *,
                called: bool = False) -> Pose | None:
    """The ready learner declares riichi on its first discard: the hand is played to the
    learner's first draw and forked there, each fork drawing it a kind of its own (one
    that neither completes the hand nor is held: ``unheld``), as many as the bank
    takes. ``None``
    when a call came before that draw, or with ``called`` when none did (its forks
    would not show what the hand is for)."""
    learner = gen.learner

    def first_draw(t: Table, moment: Moment) -> bool:
        return live_draw(moment) and moment.seat == learner

    moment = gen.run(table, styles, first_draw)
    if moment is None or table.called_ever() != called:
        return None
    kinds = drawn_first(gen, moment, unheld(table, learner), gen.moments)
    ends = gen.fork_each(table, styles, [draws(learner, k) for k in kinds], _declared(learner))
    return posed(distinct(ends, learner), "double_riichi", learner, frozenset({learner}))


def _declared(learner: int) -> Stop:
    return lambda t, moment: t.seats[learner].riichi_event == len(t.events)


def double_first(gen: Gen) -> Pose | None:
    hand, _ = tenpai_learner(gen)
    table = gen.table({gen.learner: hand})
    styles = gen.styles(riichi=1.0, win=0.0)
    styles[gen.learner].draws = [not_a_wait(gen.learner)]
    return _double_ask(gen, table, styles)


def double_later(gen: Gen) -> Pose | None:
    """A riichi after the first go-around: the hand is played with the learner out of
    riichi; from its second draw on, each draw is forked once for each of a few kinds
    that leave the hand ready without completing it (``PER_DRAW``): the learner draws
    it and declares."""
    hand, _ = tenpai_learner(gen)
    hand[gen.rng.randrange(len(hand))] = gen.rng.choice(gen.kinds)
    if not fits(hand):
        return None
    learner = gen.learner
    table = gen.table({learner: sorted(hand)})
    styles = gen.styles(riichi=0.0, win=0.0)

    def steers(t: Table, moment: Moment) -> list[Steer]:
        if moment.seat != learner or t.seats[learner].draws < 2:
            return []
        changes = OneTileChanges(before_draw(t, learner), len(t.seats[learner].melds))
        kinds = [k for k in sorted({kind(x) for x in wall_before_draw(t)})
                 if changes.after(k, 1) == 0]
        gen.rng.shuffle(kinds)
        return [_declares_on(learner, k) for k in kinds[:PER_DRAW]]

    kept = gen.branch(table, styles, queued(steers), _declared(learner))
    return posed(kept, "double_riichi", learner, frozenset({learner}))


def _declares_on(learner: int, k: int) -> Steer:
    """A fork's steer: the learner draws a tile of kind ``k`` (one that leaves its hand
    ready without completing it) and declares riichi."""

    def steer(players: list[Style]) -> None:
        players[learner].riichi = 1.0
        players[learner].draws = [k]

    return steer


def double_call_before(gen: Gen) -> Pose | None:
    """Someone pons a dragon before the learner's first discard."""
    hand, _ = tenpai_learner(gen)
    learner = gen.learner
    if learner == 0:
        return None
    caller = gen.rng.randrange(learner)
    dragon = gen.rng.choice([31, 32, 33])
    if dragon in hand:
        return None
    thrower = gen.other(learner, caller)
    if thrower > learner:
        return None
    others = {caller: [dragon, dragon, *gen.rng.sample(gen.numbers, 11)]}
    table = gen.table({learner: hand, **others}) if fits(others[caller]) else None
    if table is None:
        return None
    styles = gen.styles(riichi=1.0, win=0.0)
    styles[learner].draws = [not_a_wait(learner)]
    styles[thrower].draws = [dragon]
    styles[thrower].feed = True
    styles[caller].call = 1.0
    return _double_ask(gen, table, styles, called=True)


def double_later_calls(gen: Gen) -> Pose | None:
    """Double riichi, then someone calls: asked after the call. The hand is forked at
    each other seat's draw after the riichi, once for each kind (two at most) that seat
    can draw and throw for a third seat holding a pair of it to call (``thrown``);
    the others call whatever they can in the hand itself too."""
    hand, _ = tenpai_learner(gen)
    learner = gen.learner
    table = gen.table({learner: hand})
    styles = gen.styles(riichi=1.0, win=0.0)
    styles[learner].draws = [not_a_wait(learner)]
    others = [seat for seat in range(gen.players) if seat != learner]
    for seat in others:
        styles[seat].call = 1.0
        styles[seat].pon_any = True  # calls come often: each one a moment
        styles[seat].win = 0.0
    early = [False]
    """A call came before the learner's first discard: no double riichi to ask about."""

    def steers(t: Table, moment: Moment) -> list[Steer]:
        if t.seats[learner].riichi_event is None:
            early[0] = t.called_ever()
            return []
        if moment.seat == learner:
            return []
        thrower = moment.seat
        shown = {kind(x) for x in wall_before_draw(t)} - t.seats[learner].waits()
        kinds = [k for k in sorted(shown)
                 if any(t.seats[c].counts()[k] >= 2 for c in others if c != thrower)]
        gen.rng.shuffle(kinds)
        return [thrown(thrower, k) for k in kinds[:CALLS_A_DRAW]]

    def called(t: Table, moment: Moment) -> bool:
        return moment.what in ("call", "kan")

    forks = queued(steers, over=lambda t: early[0], within=3)
    kept = gen.branch(table, styles, forks, called)
    return posed(kept, "double_riichi", learner, frozenset({learner}))


CALLS_A_DRAW = 2
"""Forks of one draw toward a call after a double riichi (one a kind called)."""


SCENARIOS = {
    "riichi_allowed": {
        "riichi.tenpai": riichi_tenpai,
        "riichi.not_tenpai": riichi_not_tenpai,
        "riichi.open_hand": riichi_open_hand,
        "riichi.points": riichi_points,
        "riichi.live_wall": riichi_live_wall,
        "riichi.furiten_ok": riichi_furiten,
    },
    "double_riichi": {
        "double_riichi.first_discard": double_first,
        "double_riichi.not_first_discard": double_later,
        "double_riichi.call_before": double_call_before,
        "double_riichi.later_calls": double_later_calls,
    },
}
