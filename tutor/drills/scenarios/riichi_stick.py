"""Scenarios of who collects a riichi stick: a win after another seat's riichi, or on
its riichi tile, whose stick is never paid."""

from __future__ import annotations

from collections.abc import Callable

from tutor.drills.play import Moment, harmless_draw
from tutor.drills.players import Rigged, Style
from tutor.drills.scenarios.common import (
    tenpai_learner,
    win_of,
    winning_tiles,
)
from tutor.drills.scenarios.draw_forks import holds
from tutor.drills.scenarios.riichi import fits
from tutor.drills.scenarios.winning import each_wait, spare_waits, waiting_before, widest_wait
from tutor.drills.shapes import SIMPLES
from tutor.drills.steer import Gen, Pose, Steer, posed
from tutor.drills.table import Table
from tutor.rules.tiles import counts_of, kind
from tutor.rules.waits import waits

RIVAL_HANDS = 8
"""Ready hands dealt to the rival before one fits beside the learner's (no kind more
than four times in the two): a hand that does not is dealt again, not the whole
deal."""


def _rival_riichi(gen: Gen) -> tuple[Table, list[Style], int] | None:
    """A deal where another seat (the rival) declares riichi a few turns in; the learner
    (all simples, not in riichi) is ready on the widest wait of simples its complete
    hand leaves (a ron on a terminal would have no yaku; each winning tile is a fork)
    and takes no win until steered to. The rival
    calls nothing: an open hand cannot declare, and the deal would be played for
    nothing."""
    learner = gen.learner
    rival = gen.other(learner)
    hand, _ = widest_wait(gen, gen.complete(simples=True),
                          lambda found: all(k in SIMPLES for k in found))
    if not all(k in SIMPLES for k in waits(counts_of(hand))):
        return None
    for _ in range(RIVAL_HANDS):
        rival_hand, _ = tenpai_learner(gen)
        if fits(hand + rival_hand):
            break
    else:
        return None
    table = gen.table({learner: hand, rival: rival_hand},
                      in_wall=spare_waits(hand, hand + rival_hand))
    styles = gen.styles(riichi=0.0, pass_ron=True)
    holds(styles[learner], hand)  # its widest wait whole, each draw thrown
    for style in styles:
        style.win = 0.0
    for seat in (learner, rival):
        styles[seat].kan = 0.0  # a kan of a four of a kind dealt would break the wait
    styles[rival].riichi = 1.0
    styles[rival].riichi_from = gen.rng.randint(2, 6)
    styles[rival].call = 0.0
    styles[rival].draws = [_spares_learner(learner, rival)] * RIVAL_DRAWS
    styles[learner].draws = [_spares_rival(learner, rival)] * RIVAL_DRAWS
    return table, styles, rival


RIVAL_DRAWS = 40
"""More draws than a seat has in one hand."""


def _spares_learner(learner: int, rival: int) -> Rigged:
    """A rig: the rival draws no tile the learner waits on. Before its riichi it keeps
    such a tile back (it spares the learner's waits) and breaks its own wait to throw
    another, so it draws a kind it neither holds nor waits on; in riichi it must throw
    what it draws, and the learner would let a win go by (the hand dealt again) or be
    furiten for the fork that follows, so a wait of the learner's is swapped for a
    tile that completes neither hand, and so is its own winning tile (steered to take
    no win, a seat in riichi would let its tsumo go by)."""

    def pick(t: Table) -> int | None:
        who = t.seats[rival]
        learner_hand = t.seats[learner].hand
        waiting = t.seats[learner].waits() if len(learner_hand) % 3 == 1 else frozenset()
        if who.riichi_event is None:
            avoid = waiting | who.waits() | {kind(x) for x in who.hand}
        elif t.pos < t.end and kind(t.wall[t.pos]) in waiting | who.waits():
            avoid = waiting | who.waits()
        else:
            return None
        options = sorted({kind(x) for x in t.unseen()} - avoid)
        return t.rng.choice(options) if options else None

    return pick


def _spares_rival(learner: int, rival: int) -> Rigged:
    """A rig: the learner, which throws each tile it draws, draws none the rival in
    riichi waits on. The rival takes no win until a fork steers one, so it would let the
    learner's throw go by: a seat in riichi passing a ron no one asked about. Once the
    rival has declared, each draw is a kind that completes neither hand and that the
    learner does not hold (``play.harmless_draw``, as for a seat that holds back)."""

    def pick(t: Table) -> int | None:
        who = t.seats[rival]
        if who.riichi_event is None or len(t.seats[learner].hand) % 3 != 1:
            return None
        return harmless_draw(t, learner, avoid=who.waits())

    return pick


def stick_taken(gen: Gen) -> Pose | None:
    """The learner wins after another seat's riichi and collects its stick: in forks of
    the hand, at each draw once the rival has declared, one for each winning tile the
    drawing seat can draw and throw (``winning_tiles``; the rival in riichi throws what
    it draws), none of them a tile the rival waits on too (it would let that ron go by)."""
    gen.many_wins = True
    dealt = _rival_riichi(gen)
    if dealt is None:
        return None
    table, styles, rival = dealt
    learner = gen.learner

    def rival_waits(t: Table, moment: Moment) -> frozenset[int]:
        return waiting_before(t, rival) if moment.seat == rival else t.seats[rival].waits()

    forks = winning_tiles(gen, lambda t, moment: t.seats[rival].riichi_event is not None,
                          {True: True, False: True}, unfed=rival_waits)
    return posed(gen.branch(table, styles, forks, win_of(learner)), "win", learner,
                 frozenset({learner}))


def stick_on_riichi_tile(gen: Gen) -> Pose | None:
    """The learner wins on another seat's riichi tile: that stick is never paid. The
    hand itself is played with the rival ready and out of riichi; it is forked at each
    of the rival's draws once it may declare, once for each of the learner's waits left
    in the live wall (``each_wait``): the rival draws that tile, declares riichi with it
    and the learner takes the win."""
    dealt = _rival_riichi(gen)
    if dealt is None:
        return None
    table, styles, rival = dealt
    learner = gen.learner
    first = styles[rival].riichi_from
    styles[rival].riichi = 0.0

    def steers(t: Table, moment: Moment) -> Callable[[int], Steer] | None:
        who = t.seats[rival]
        if moment.seat != rival or who.draws < first \
                or not waiting_before(t, rival):
            return None  # ready before the draw: its riichi tile can be the one drawn
        return lambda wait: _riichi_on_a_wait(learner, rival, wait)

    return posed(gen.branch(table, styles, each_wait(gen, steers), win_of(learner)), "win",
                 learner, frozenset({learner}))


def _riichi_on_a_wait(learner: int, rival: int, wait: int) -> Steer:
    """A fork's steer: the rival draws ``wait``, one of the learner's, and throws it as
    its riichi tile; the learner takes the win."""

    def steer(players: list[Style]) -> None:
        players[rival].riichi = 1.0
        players[rival].draws = [wait]
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
