"""Scenarios of furiten and of the right to win: a winning tile that passes and comes back."""

from __future__ import annotations

from collections.abc import Callable

from tutor.drills.play import Moment
from tutor.drills.players import Style
from tutor.drills.scenarios.common import (
    a_wait,
    discard_of_wait,
    feeder,
    in_riichi,
    nth_draw,
    ready,
    tenpai_learner,
)
from tutor.drills.steer import Gen, Pose
from tutor.drills.table import Table
from tutor.rules.tiles import counts_of, kind
from tutor.rules.waits import waits


def _ready_learner(gen: Gen, *, riichi: float = 0.0, simples: bool = False,
                   own_discard: bool = False) -> tuple[Table, list[Style]]:
    """A ready learner who does not win by itself; ``own_discard``: it throws a wait first."""
    hand, out = tenpai_learner(gen, simples=simples)
    table = gen.table({gen.learner: hand})
    styles = gen.styles(riichi=riichi, pass_ron=True, win=0.0,
                        riichi_from=gen.rng.randint(2, 9) if riichi else 0)
    if own_discard:
        styles[gen.learner].draws = [out]
        styles[gen.learner].throw = [out]
    return table, styles


def _ask(gen: Gen, table: Table, styles: list[Style], stop: object, ask: str) -> Pose | None:
    if gen.run(table, styles, stop) is None:  # type: ignore[arg-type]
        return None
    return Pose(table, ask, gen.learner, frozenset({gen.learner}))


def _after_pass(learner: int, *, then_own_discard: bool = False) -> object:
    """Stop once a winning tile has gone by (and, optionally, the learner discarded again)."""
    passed = [False]

    def stop(table: Table, moment: Moment) -> bool:
        if not passed[0]:
            passed[0] = discard_of_wait(learner)(table, moment)
            return passed[0] and not then_own_discard and table.rng.random() < 0.5
        if then_own_discard:
            return moment.what == "discard" and moment.seat == learner
        return moment.what in ("discard", "draw") and moment.seat != learner
    return stop


def furiten_none(gen: Gen) -> Pose | None:
    table, styles = _ready_learner(gen, riichi=gen.rng.choice([0.0, 1.0]))
    return _ask(gen, table, styles, nth_draw(gen.learner, gen.rng.randint(1, 4),
                                             lambda t: ready(t, gen.learner)), "furiten")


def furiten_discard(gen: Gen) -> Pose | None:
    table, styles = _ready_learner(gen, own_discard=True)
    return _ask(gen, table, styles, nth_draw(gen.learner, gen.rng.randint(2, 4)), "furiten")


def furiten_temporary(gen: Gen) -> Pose | None:
    table, styles = _ready_learner(gen)
    feeder(gen, styles, gen.learner)
    return _ask(gen, table, styles, _after_pass(gen.learner), "furiten")


def furiten_riichi(gen: Gen) -> Pose | None:
    table, styles = _ready_learner(gen, riichi=1.0)
    feeder(gen, styles, gen.learner, when=in_riichi(gen.learner))
    learner = gen.learner
    passed = [False]

    def stop(t: Table, moment: Moment) -> bool:
        if not passed[0]:
            passed[0] = t.seats[learner].riichi_event is not None and \
                discard_of_wait(learner)(t, moment)
            return False
        return moment.what == "draw" and moment.seat == learner

    return _ask(gen, table, styles, stop, "furiten")


def furiten_temporary_ended(gen: Gen) -> Pose | None:
    table, styles = _ready_learner(gen)
    feeder(gen, styles, gen.learner)
    return _ask(gen, table, styles, _after_pass(gen.learner, then_own_discard=True), "furiten")


# -- ron and tsumo --------------------------------------------------------------------------


def _winning_discard(gen: Gen, table: Table, styles: list[Style],
                     when: object = None) -> Pose | None:
    learner = gen.learner
    feeder(gen, styles, learner, when=when or (lambda t: True))  # type: ignore[arg-type]
    return _ask(gen, table, styles, discard_of_wait(learner), "ron_allowed")


def ron_yaku(gen: Gen) -> Pose | None:
    riichi = gen.rng.random() < 0.6
    table, styles = _ready_learner(gen, riichi=1.0 if riichi else 0.0, simples=not riichi)
    return _winning_discard(gen, table, styles, in_riichi(gen.learner) if riichi else None)


def ron_furiten(gen: Gen) -> Pose | None:
    table, styles = _ready_learner(gen, riichi=gen.rng.choice([0.0, 1.0]), own_discard=True)
    learner = gen.learner
    return _winning_discard(gen, table, styles,
                            lambda t: len(t.seats[learner].discards) >= 1)


def ron_no_yaku(gen: Gen) -> Pose | None:
    table, styles = _ready_learner(gen)
    return _winning_discard(gen, table, styles)


def _drawn_win(gen: Gen, table: Table, styles: list[Style],
               also: Callable[[Table], bool] | None = None) -> Pose | None:
    """Stop at a learner's draw that completes its hand (and where ``also`` holds)."""
    learner = gen.learner
    styles[learner].draws += [a_wait(learner)]

    def stop(t: Table, moment: Moment) -> bool:
        if moment.what != "draw" or moment.seat != learner or moment.tile is None:
            return False
        who = t.seats[learner]
        rest = list(who.hand)
        rest.remove(moment.tile)
        completes = kind(moment.tile) in waits(counts_of(rest), len(who.melds))
        return completes and (also is None or also(t))

    return _ask(gen, table, styles, stop, "tsumo_allowed")


def tsumo_yaku(gen: Gen) -> Pose | None:
    table, styles = _ready_learner(gen, riichi=gen.rng.choice([0.0, 1.0]))
    styles[gen.learner].draws = [None] * gen.rng.randint(0, 3)
    return _drawn_win(gen, table, styles)


def tsumo_furiten(gen: Gen) -> Pose | None:
    table, styles = _ready_learner(gen, own_discard=True)
    styles[gen.learner].draws.append(None)
    return _drawn_win(gen, table, styles, lambda t: bool(t.seats[gen.learner].discards))


def tsumo_no_yaku(gen: Gen) -> Pose | None:
    """An open hand without a yaku: the learner pons the third tile of a pair of its,
    which another seat throws, then draws a winning tile."""
    hand, _ = tenpai_learner(gen, triplets=1)
    pairs = [k for k in set(hand) if hand.count(k) == 2 and k not in (4, 13, 22)]
    if not pairs:
        return None
    pair = gen.rng.choice(sorted(pairs))
    learner = gen.learner
    thrower = gen.other(learner)
    table = gen.table({learner: hand}, first_draws={thrower: pair})
    styles = gen.styles(riichi=0.0, pass_ron=True, win=0.0, pon_any=True, call=1.0)
    styles[thrower].draws = [pair]
    styles[thrower].feed = True

    def pick(t: Table) -> int | None:
        return a_wait(learner)(t) if not t.seats[learner].closed else None

    styles[learner].pending = pick
    return _drawn_win(gen, table, styles, lambda t: not t.seats[learner].closed)


SCENARIOS = {
    "furiten": {
        "furiten.none": furiten_none,
        "furiten.discard": furiten_discard,
        "furiten.temporary": furiten_temporary,
        "furiten.riichi": furiten_riichi,
        "furiten.temporary_ended": furiten_temporary_ended,
    },
    "ron_allowed": {
        "ron_tsumo.yaku": ron_yaku,
        "ron_tsumo.furiten": ron_furiten,
        "ron_tsumo.no_yaku": ron_no_yaku,
    },
    "tsumo_allowed": {
        "ron_tsumo.yaku": tsumo_yaku,
        "ron_tsumo.no_yaku": tsumo_no_yaku,
        "ron_tsumo.furiten_tsumo_ok": tsumo_furiten,
    },
}
