"""Scenarios of the riichi declaration: may it be declared, is it double, who gets the stick."""

from __future__ import annotations

from collections.abc import Callable

from tutor.drills.play import Moment
from tutor.drills.players import Style, shanten_of
from tutor.drills.rigging import spare_positions
from tutor.drills.scenarios.common import (
    Stop,
    discarded_wait,
    distinct,
    not_a_wait,
    tenpai_learner,
)
from tutor.drills.scenarios.furiten import wait_discarded
from tutor.drills.scenarios.winning import wall_before_draw
from tutor.drills.steer import Forks, Gen, Pose, Steer, Unreachable, live_draw, posed
from tutor.drills.table import Table
from tutor.rules.sanma import starting_score
from tutor.rules.shanten_changes import OneTileChanges
from tutor.rules.tiles import counts_of, kind
from tutor.rules.waits import waits

# -- may the learner declare riichi now? --------------------------------------------------

PER_DRAW = 3
"""Questions one of the learner's draws gives: the hand is forked there, each fork
drawing it a kind of its own (the one play drew first). A draw costs a fork and one
step of play where the next draw of the learner costs a go-around."""

Asked = Callable[[Table], bool]
"""Whether the learner's draw just made (its hand before it: ``before_draw``) is one
a question is asked at."""


def before_draw(table: Table, seat: int) -> list[int]:
    """The kinds of the seat's hand as it was before its last draw."""
    return counts_of(table.seats[seat].hand[:-1])


def _waiting_before(table: Table, seat: int) -> frozenset[int]:
    """The kinds the seat's hand waited on before its last draw."""
    return frozenset(waits(before_draw(table, seat), len(table.seats[seat].melds)))


def _no_win(table: Table, seat: int) -> list[int]:
    """Kinds in the live wall as it was before the seat's last draw that would not have
    completed its hand (the learner is never drawn a win it would let go by)."""
    return sorted({kind(t) for t in wall_before_draw(table)} - _waiting_before(table, seat))


def _draw_forks(gen: Gen, table: Table, styles: list[Style], asked: Asked, *,
                kinds: Callable[[Table, int], list[int]] = _no_win,
                per_draw: int = PER_DRAW, over: Callable[[Table], bool] | None = None,
                ) -> Pose | None:
    """The riichi question at the learner's draws where ``asked`` holds: each such draw
    forked ``per_draw`` times, each fork drawing a kind ``kinds`` allows (the one play
    drew first, then others in an order the random state picks)."""
    learner = gen.learner
    queue: list[Steer] = []

    def at(t: Table, moment: Moment) -> Steer | None:
        queue.clear()
        if not live_draw(moment) or moment.seat != learner or not asked(t):
            return None
        options = kinds(t, learner)
        gen.rng.shuffle(options)
        drawn = kind(moment.tile) if moment.tile is not None else None
        options.sort(key=lambda k: k != drawn)
        queue.extend(_draws(learner, k) for k in options[:per_draw])
        return also(t, moment)

    def also(t: Table, moment: Moment) -> Steer | None:
        return queue.pop(0) if queue else None

    def drawn(t: Table, moment: Moment) -> bool:
        return live_draw(moment) and moment.seat == learner and asked(t)

    forks = Forks(at, also=also, over=over or (lambda t: False))
    return posed(gen.branch(table, styles, forks, drawn), "riichi_allowed", learner,
                 frozenset({learner}))


def _draws(learner: int, k: int) -> Steer:
    """A fork's steer: the learner's draw is of kind ``k``, a tile of the live wall or of
    the dead wall's spare tiles (which no draw reaches: ``_hidden_kinds``)."""

    def rig(t: Table) -> int:
        if kind(t.wall[t.pos]) != k:
            spot = next((i for i in spare_positions(t.wall) if kind(t.wall[i]) == k), None)
            if spot is not None:
                t.wall[t.pos], t.wall[spot] = t.wall[spot], t.wall[t.pos]
        return k

    def steer(players: list[Style]) -> None:
        players[learner].draws = [rig]

    return steer


def _hidden_kinds(table: Table, seat: int) -> list[int]:
    """``_no_win``, and the kinds of the dead wall's spare tiles: on the wall's last tiles
    the live wall alone has too few kinds left for many forks."""
    spare = {kind(table.wall[i]) for i in spare_positions(table.wall)}
    return sorted(set(_no_win(table, seat)) | (spare - _waiting_before(table, seat)))


def _ready_from(gen: Gen, n: int, also: Asked | None = None) -> Asked:
    """From the learner's ``n``-th draw on, while its hand before the draw was ready
    (so is every fork of it: none draws a winning tile) and ``also`` holds."""
    learner = gen.learner

    def asked(t: Table) -> bool:
        return t.seats[learner].draws >= n and bool(_waiting_before(t, learner)) \
            and (also is None or also(t))

    return asked


def riichi_tenpai(gen: Gen) -> Pose | None:
    hand, _ = tenpai_learner(gen)
    table = gen.table({gen.learner: hand})
    styles = gen.styles(riichi=0.0, win=0.0)
    return _draw_forks(gen, table, styles, _ready_from(gen, gen.rng.randint(1, 5)))


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

    return _draw_forks(gen, table, styles, far, kinds=still_far, over=got_ready)


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

    return _draw_forks(gen, table, styles, opened)


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
    return _draw_forks(gen, table, styles, _ready_from(gen, gen.rng.randint(1, 4)))


def riichi_live_wall(gen: Gen) -> Pose | None:
    """Asked at the learner's draw on the wall's last tiles (fewer than four left after
    it), the learner ready: that draw forked once for each kind it may draw there (the
    learner draws once in any four draws, so once with fewer than four left)."""
    hand, _ = tenpai_learner(gen)
    table = gen.table({gen.learner: hand})
    styles = gen.styles(riichi=0.0, win=0.0)
    for i, style in enumerate(styles):
        if i != gen.learner:
            style.win = 0.0  # a hand another seat wins gives no question at all
            style.riichi = 0.3
    asked = _ready_from(gen, 1, lambda t: t.live < 4)
    return _draw_forks(gen, table, styles, asked, kinds=_hidden_kinds, per_draw=gen.moments)


def riichi_furiten(gen: Gen) -> Pose | None:
    hand, out = tenpai_learner(gen)
    steer = discarded_wait(gen, hand, out)
    if steer is None:
        return None
    table = gen.table({gen.learner: steer[0]})
    styles = gen.styles(riichi=0.0, win=0.0, draws=steer[1], throw=steer[2])
    learner = gen.learner
    asked = _ready_from(gen, gen.rng.randint(2, 4), lambda t: wait_discarded(t, learner))
    return _draw_forks(gen, table, styles, asked)


# -- double riichi -----------------------------------------------------------------------


def _double_ask(gen: Gen, table: Table, styles: list[Style], *,
                called: bool = False) -> Pose | None:
    """The ready learner declares riichi on its first discard: the hand is played to the
    learner's first draw and forked there, each fork drawing it a tile of its own (one
    that does not complete the hand). ``None`` when a call came before that draw, or
    with ``called`` when none did (its forks would not show what the hand is for)."""
    learner = gen.learner

    def first_draw(t: Table, moment: Moment) -> bool:
        return live_draw(moment) and moment.seat == learner

    if gen.run(table, styles, first_draw) is None or table.called_ever() != called:
        return None
    ends = gen.fork_each(table, styles, [_draws_other(learner)] * gen.moments,
                         _declared(learner))
    return posed(distinct(ends, learner), "double_riichi", learner, frozenset({learner}))


def _declared(learner: int) -> Stop:
    return lambda t, moment: t.seats[learner].riichi_event == len(t.events)


def _draws_other(learner: int) -> Steer:
    """A fork's steer: the learner's draw is a kind chosen anew that does not complete
    its hand."""

    def steer(players: list[Style]) -> None:
        players[learner].draws = [not_a_wait(learner)]

    return steer


def double_first(gen: Gen) -> Pose | None:
    hand, _ = tenpai_learner(gen)
    table = gen.table({gen.learner: hand})
    styles = gen.styles(riichi=1.0, win=0.0)
    styles[gen.learner].draws = [not_a_wait(gen.learner)]
    return _double_ask(gen, table, styles)


def double_later(gen: Gen) -> Pose | None:
    """A riichi after the first go-around: the hand is played with the learner out of
    riichi; from its second draw on, each fork draws it a tile that leaves it ready (not
    a winning one) and it declares."""
    hand, _ = tenpai_learner(gen)
    hand[gen.rng.randrange(len(hand))] = gen.rng.choice(gen.kinds)
    if not fits(hand):
        return None
    learner = gen.learner
    table = gen.table({learner: sorted(hand)})
    styles = gen.styles(riichi=0.0, win=0.0)

    def at(t: Table, moment: Moment) -> Steer | None:
        if live_draw(moment) and moment.seat == learner and t.seats[learner].draws >= 2:
            return _declares_ready(learner)
        return None

    kept = gen.branch(table, styles, Forks(at), _declared(learner))
    return posed(kept, "double_riichi", learner, frozenset({learner}))


def _declares_ready(learner: int) -> Steer:
    """A fork's steer: the learner draws a kind that leaves its hand ready without
    completing it, and declares riichi."""

    def pick(t: Table) -> int | None:
        who = t.seats[learner]
        counts = who.counts()
        options = []
        for k in sorted({kind(x) for x in t.unseen()}):
            counts[k] += 1
            if shanten_of(counts, len(who.melds)) == 0:
                options.append(k)
            counts[k] -= 1
        return t.rng.choice(options) if options else None

    def steer(players: list[Style]) -> None:
        players[learner].riichi = 1.0
        players[learner].draws = [pick]

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
    """Double riichi, then someone calls: asked after the call."""
    hand, _ = tenpai_learner(gen)
    table = gen.table({gen.learner: hand})
    styles = gen.styles(riichi=1.0, win=0.0)
    styles[gen.learner].draws = [not_a_wait(gen.learner)]
    for i, style in enumerate(styles):
        if i != gen.learner:
            style.call = 1.0
            style.pon_any = True  # calls come often: each one a moment
            style.win = 0.0

    def called(t: Table, moment: Moment) -> bool:
        if t.seats[gen.learner].riichi_event is None:
            if t.called_ever():  # the riichi to come is no double riichi: no moment
                raise Unreachable("a call came before the learner's first discard")
            return False
        return moment.what in ("call", "kan")

    kept = gen.run_on(table, styles, called)  # each call after the riichi: a moment
    return posed(kept, "double_riichi", gen.learner, frozenset({gen.learner}))


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
