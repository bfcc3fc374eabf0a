"""Open riichi (a house rule): the learner declares riichi with its hand shown and wins,
by tsumo, on a discard of a seat not in riichi (the deal-in yakuman where the ruleset
pays it) or of a seat in riichi, whose locked hand had to throw the tile; and a double
open riichi, declared on the first discard.

The hand is played as a riichi hand and its declaration written as ``open_riichi``: the
two need the same things (a closed ready hand, the stick, tiles left), and the engine
refuses the declaration where the ruleset has no open riichi.
"""

from __future__ import annotations

from dataclasses import replace

from tutor.drills.scenarios.common import (
    a_wait,
    feeder,
    in_riichi,
    not_a_wait,
    tenpai_learner,
    win_of,
)
from tutor.drills.steer import Gen, Pose
from tutor.drills.table import Table

OPEN = "open_riichi"


def _shown(table: Table, learner: int) -> Table:
    """The learner's riichi declaration written as an open riichi."""
    at = table.seats[learner].riichi_event
    if at is not None:
        table.events[at - 1] = replace(table.events[at - 1], verb=OPEN)
        table.mirror = None  # the engine table kept in step saw a closed riichi
    return table


def _wins(gen: Gen, *, first_discard: bool, tsumo: bool, rival: bool) -> Pose | None:
    """The learner, dealt ready, declares (on its first discard, or a few turns in) and
    wins: by tsumo, or on a discard of another seat, one in riichi when ``rival``."""
    learner = gen.learner
    hand, _ = tenpai_learner(gen)
    hands = {learner: hand}
    other = gen.other(learner)
    if rival:
        hands[other], _ = tenpai_learner(gen)
    table = gen.table(hands)
    turn = 0 if first_discard else gen.rng.randint(2, 7)
    styles = gen.styles(riichi=1.0, win=0.0, pass_ron=True, riichi_from=turn)
    if first_discard:
        styles[learner].draws = [not_a_wait(learner)]
    for i, style in enumerate(styles):
        if i != learner:
            style.win = 0.0
            style.riichi = 1.0 if rival and i == other else 0.0
    later = turn + gen.rng.randint(1, 5)

    def ready(t: Table) -> bool:
        due = t.seats[learner].riichi_event is not None and t.seats[learner].draws >= later
        if due:
            styles[learner].win = 1.0
            styles[learner].pass_ron = False
        return due

    if tsumo:
        pick = a_wait(learner)
        styles[learner].pending = lambda t: pick(t) if ready(t) else None
    elif rival:
        styles[other].riichi_from = gen.rng.randint(1, 4)
        riichi_done = in_riichi(other)
        feed = a_wait(learner)
        styles[other].pending = lambda t: feed(t) if ready(t) and riichi_done(t) else None
        styles[other].feed = True
    else:
        feeder(gen, styles, learner, when=ready)
    if gen.run(table, styles, win_of(learner)) is None:
        return None
    return Pose(_shown(table, learner), "win", learner, frozenset({learner}))


def scored(gen: Gen) -> Pose | None:
    return _wins(gen, first_discard=False, tsumo=True, rival=False)


def double_scored(gen: Gen) -> Pose | None:
    return _wins(gen, first_discard=True, tsumo=gen.rng.random() < 0.5, rival=False)


def deal_in(gen: Gen) -> Pose | None:
    return _wins(gen, first_discard=False, tsumo=False, rival=False)


def discarder_in_riichi(gen: Gen) -> Pose | None:
    return _wins(gen, first_discard=False, tsumo=False, rival=True)


SCENARIOS = {
    "open_riichi": {
        "open_riichi.scored": scored,
        "open_riichi.double_scored": double_scored,
        "open_riichi.deal_in_yakuman": deal_in,
        "open_riichi.deal_in_not_in_ruleset": deal_in,
        "open_riichi.discarder_in_riichi": discarder_in_riichi,
    },
}
"""skill id → reason code → scenario."""
