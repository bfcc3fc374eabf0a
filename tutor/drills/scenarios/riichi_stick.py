"""Scenarios of who collects a riichi stick: a win after another seat's riichi, or on
its riichi tile, whose stick is never paid."""

from __future__ import annotations

from tutor.drills.play import Moment
from tutor.drills.players import Style
from tutor.drills.scenarios.common import (
    a_wait,
    ready,
    tenpai_learner,
    waits_before_draw,
    win_of,
    winning_tiles,
)
from tutor.drills.scenarios.riichi import fits
from tutor.drills.steer import Forks, Gen, Pose, Steer, live_draw, posed
from tutor.drills.table import Table


def _rival_riichi(gen: Gen) -> tuple[Table, list[Style], int] | None:
    """A deal where another seat (the rival) declares riichi a few turns in; the learner
    (all simples, not in riichi) is ready and takes no win until steered to."""
    learner = gen.learner
    rival = gen.other(learner)
    rival_hand, _ = tenpai_learner(gen)
    hand, _ = tenpai_learner(gen, simples=True)
    if not fits(hand + rival_hand):
        return None
    table = gen.table({learner: hand, rival: rival_hand})
    styles = gen.styles(riichi=0.0, pass_ron=True)
    for style in styles:
        style.win = 0.0
    styles[rival].riichi = 1.0
    styles[rival].riichi_from = gen.rng.randint(2, 9)
    return table, styles, rival


def stick_taken(gen: Gen) -> Pose | None:
    """The learner wins after another seat's riichi and collects its stick: in forks of
    the hand, at each draw of a seat other than the rival once it has declared, one for
    each winning tile that seat can draw and throw (``winning_tiles``)."""
    dealt = _rival_riichi(gen)
    if dealt is None:
        return None
    table, styles, rival = dealt
    learner = gen.learner
    forks = winning_tiles(gen, lambda t, moment: t.seats[rival].riichi_event is not None,
                          {True: False, False: True}, lambda seat: seat != rival)
    return posed(gen.branch(table, styles, forks, win_of(learner)), "win", learner,
                 frozenset({learner}))


def stick_on_riichi_tile(gen: Gen) -> Pose | None:
    """The learner wins on another seat's riichi tile: that stick is never paid. The
    hand itself is played with the rival ready and out of riichi; in forks of it, about
    one a go-around, the rival draws a winning tile of the learner's, declares riichi
    with it and the learner takes the win."""
    dealt = _rival_riichi(gen)
    if dealt is None:
        return None
    table, styles, rival = dealt
    learner = gen.learner
    first = styles[rival].riichi_from
    styles[rival].riichi = 0.0
    dead = [False]
    """No winning tile of the learner's is left in the live wall: no fork can come."""

    def at(t: Table, moment: Moment) -> Steer | None:
        if not live_draw(moment) or moment.seat != rival or t.seats[rival].draws < first \
                or not ready(t, rival):
            return None
        dead[0] = not waits_before_draw(t, learner, moment)
        return None if dead[0] else _riichi_on_a_wait(learner, rival)

    forks = Forks(at, over=lambda t: dead[0])
    return posed(gen.branch(table, styles, forks, win_of(learner)), "win", learner,
                 frozenset({learner}))


def _riichi_on_a_wait(learner: int, rival: int) -> Steer:
    """A fork's steer: the rival draws one of the learner's waits and throws it as its
    riichi tile; the learner takes the win."""

    def steer(players: list[Style]) -> None:
        players[rival].riichi = 1.0
        players[rival].draws = [a_wait(learner)]
        players[rival].feed = True
        players[learner].win = 1.0
        players[learner].pass_ron = False

    return steer


SCENARIOS = {
    "riichi_stick": {
        "contrast": stick_taken,
        "win.riichi_tile_won_on": stick_on_riichi_tile,
    },
}
