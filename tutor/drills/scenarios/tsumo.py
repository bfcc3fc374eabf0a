"""Scenarios of the right to win by tsumo: a drawn winning tile, with or without a yaku,
in furiten or not (the ready learner and the ask are furiten's)."""

from __future__ import annotations

from collections.abc import Callable

from tutor.drills.play import Moment
from tutor.drills.players import Style
from tutor.drills.scenarios.common import Stop, distinct, drawn_win, tenpai_learner
from tutor.drills.scenarios.draw_forks import LATE, PER_DRAW, before_seat, holds
from tutor.drills.scenarios.furiten import plain_hand, ready_learner, wait_discarded
from tutor.drills.scenarios.winning import (
    queued,
    spare_waits,
    waiting_before,
    waits_before_draw,
)
from tutor.drills.steer import Gen, Pose, Steer, posed
from tutor.drills.table import Table
from tutor.rules.tiles import counts_of, kind
from tutor.rules.waits import waits


def _completing_draw(learner: int) -> Stop:
    """Stop at a learner's draw that completes its hand."""

    def stop(t: Table, moment: Moment) -> bool:
        if moment.what != "draw" or moment.seat != learner or moment.tile is None:
            return False
        who = t.seats[learner]
        rest = list(who.hand)
        rest.remove(moment.tile)
        return kind(moment.tile) in waits(counts_of(rest), len(who.melds))

    return stop


def _drawn_wins(gen: Gen, table: Table, styles: list[Style], turns: int,
                when: Callable[[Table], bool] | None = None) -> Pose | None:
    """The learner draws one of its waits from its ``turns``-th draw on (once ``when``
    holds): in forks of one hand, at each of its draws one for each of its waits left
    in the live wall (the hand itself draws the learner none). From the first such draw
    on, the learner keeps the hand it had (it throws what it draws and calls nothing),
    so every later draw of its is asked as well, and the draw before each is forked
    too, that seat throwing a kind of its own before the learner's win
    (``before_seat``). A hand not asked by the learner's ``LATE``-th draw after
    ``turns`` is given up (its steer went astray: a call took the tile it was to pon,
    say), as is one with no winning tile left in the live wall."""
    learner = gen.learner
    style = styles[learner]
    dead = [False]

    def wins(k: int) -> Steer:
        return drawn_win(learner, k)

    def steers(t: Table, moment: Moment) -> list[Steer]:
        who = t.seats[learner]
        kinds = waits_before_draw(t, learner, moment)
        if moment.seat != learner:
            if not style.keep or t.seat_of_turn_after(moment.seat) != learner:
                return []
            return before_seat(gen, t, moment, learner, kinds, PER_DRAW, then=wins)
        if who.draws < turns or (when is not None and not when(t)) \
                or not waiting_before(t, learner):
            return []  # (not ready yet: no fork here, and the hand plays on)
        holds(style, who.hand[:-1])
        dead[0] = not kinds
        gen.rng.shuffle(kinds)
        return [wins(k) for k in kinds]

    def over(t: Table) -> bool:
        return dead[0] or (not style.keep and t.seats[learner].draws > turns + LATE)

    forks = queued(steers, over=over)
    kept = distinct(gen.branch(table, styles, forks, _completing_draw(learner)), learner)
    return posed(kept, "tsumo_allowed", learner, frozenset({learner}))


def tsumo_yaku(gen: Gen) -> Pose | None:
    table, styles = ready_learner(gen, riichi=gen.rng.choice([0.0, 1.0]))
    return _drawn_wins(gen, table, styles, gen.rng.randint(1, 4))


def tsumo_furiten(gen: Gen) -> Pose | None:
    """Furiten by an own discard (two draws to get ready), then a drawn winning tile."""
    table, styles = ready_learner(gen, own_discard=True)
    learner = gen.learner
    return _drawn_wins(gen, table, styles, 3, lambda t: wait_discarded(t, learner))


def tsumo_no_yaku(gen: Gen) -> Pose | None:
    """An open hand without a yaku: the learner pons the third tile of a pair of its,
    which another seat throws, then draws a winning tile, only once open (a closed ready
    hand drawing one would have a legal win by menzen tsumo to let go by). The pair is
    never one of the hand's waits (a shanpon): its third tile would be a win let go by."""
    found = _pon_pair(gen)
    if found is None:
        return None
    hand, pair = found
    learner = gen.learner
    thrower = gen.other(learner)
    table = gen.table({learner: hand}, first_draws={thrower: pair},
                      in_wall=spare_waits(hand, hand))
    styles = gen.styles(riichi=0.0, pass_ron=True, win=0.0, pon_any=True, call=1.0)
    for seat, style in enumerate(styles):
        if seat != learner:
            style.win = 0.0  # a win by another seat ends the hand and its forks
    styles[thrower].draws = [pair]
    styles[thrower].feed = True
    return _drawn_wins(gen, table, styles, 1, lambda t: not t.seats[learner].closed)


def _pon_pair(gen: Gen, tries: int = 4) -> tuple[list[int], int] | None:
    """A ready hand for the learner and a pair of it to pon that the hand does not wait
    on (its head, say, when the wait is elsewhere); a few hands are drawn for one."""
    for _ in range(tries):
        hand, _ = tenpai_learner(gen, triplets=1)
        wanted = set(waits(counts_of(hand)))
        pairs = [k for k in set(hand)
                 if hand.count(k) == 2 and k not in (4, 13, 22) and k not in wanted]
        if pairs and plain_hand(hand):
            return hand, gen.rng.choice(sorted(pairs))
    return None


SCENARIOS = {
    "tsumo_allowed": {
        "ron_tsumo.yaku": tsumo_yaku,
        "ron_tsumo.no_yaku": tsumo_no_yaku,
        "ron_tsumo.furiten_tsumo_ok": tsumo_furiten,
    },
}
