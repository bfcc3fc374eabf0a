"""Scenarios after a riichi: ippatsu, a closed kan in riichi, rinshan."""

from __future__ import annotations

from collections.abc import Iterator

from tutor.drills.play import Moment
from tutor.drills.players import Style
from tutor.drills.scenarios import kita
from tutor.drills.scenarios.common import (
    not_a_wait,
    quiet_learner,
    waits_before_draw,
    win_of,
    winning_draws,
)
from tutor.drills.scenarios.declared import (
    declared_forks,
    draws_since_riichi,
    each_win,
    others_quiet,
    wide_learner,
    window_wins,
    wins_from,
)
from tutor.drills.scenarios.rinshan import ready_with_triplet
from tutor.drills.scenarios.window_calls import (
    ippatsu_broken_by_call,
    ippatsu_robbed_kan,
)
from tutor.drills.scenarios.winning import in_wall, simple_waits
from tutor.drills.steer import Forks, Gen, Point, Pose, Steer, live_draw, posed
from tutor.drills.table import Table
from tutor.rules.tiles import counts_of, kind
from tutor.rules.waits import waits


def _riichi_learner(gen: Gen, *, simples: bool = False) -> tuple[Table, list[Style]]:
    """The learner is dealt a ready hand on a wide wait and declares riichi on its first
    draw. With ``simples`` the hand is of simples, and its wait is the wide one only
    when that waits on simples alone (``simple_waits``): often it does not, and the
    hand is then a ready hand of simples as ``tenpai_learner`` deals it, whose wait may
    take a terminal."""
    hand = wide_learner(gen, simple_waits, simples=True) if simples else wide_learner(gen)
    table = gen.table({gen.learner: hand})
    turn = gen.rng.randint(2, 9)
    styles = gen.styles(riichi=1.0, pass_ron=False, riichi_from=turn)
    styles[gen.learner].draws = [not_a_wait(gen.learner)] * turn
    others_quiet(styles, gen.learner)
    return table, styles


def _forked(gen: Gen, table: Table, styles: list[Style], forks: Forks) -> Pose | None:
    """The learner's wins in forks of one hand (``Gen.branch``), each asked of ippatsu."""
    kept = gen.branch(table, styles, forks, win_of(gen.learner))
    return posed(kept, "ippatsu", gen.learner, frozenset({gen.learner}))


def ippatsu_in_window(gen: Gen) -> Pose | None:
    """A win inside the window: the hand itself is played with the learner ready and out
    of riichi; in forks of it, at each of its draws from a turn on, it declares riichi
    there and wins before its next discard, on each other seat's discard and on its own
    next draw, once for each winning tile (``window_wins``)."""
    if gen.rng.random() < KAN_BEFORE_RIICHI:
        return ippatsu_kan_before_riichi(gen)
    learner = gen.learner
    hand = wide_learner(gen)
    table = gen.table({learner: hand})
    styles = gen.styles(riichi=0.0, call=0.0)
    quiet_learner(styles, learner)
    others_quiet(styles, learner)
    kept = window_wins(gen, table, styles, gen.rng.randint(2, 9))
    return posed(kept, "ippatsu", learner, frozenset({learner}))


KAN_BEFORE_RIICHI = 0.25
"""Share of in-window wins whose hand made a closed kan before its riichi."""


def ippatsu_kan_before_riichi(gen: Gen) -> Pose | None:
    """The learner makes a closed kan, declares riichi later and wins inside the window:
    a kan before the riichi came before the window opened, so ippatsu stands. The hand is
    played with the learner out of riichi after its kan, and forked as
    ``ippatsu_in_window``'s (``window_wins``)."""
    found = _kannable_triplet_hand(gen)
    if found is None:
        return None
    hand, triplet = found
    learner = gen.learner
    table = gen.table({learner: hand}, in_wall=[triplet])
    styles = gen.styles(riichi=1.0, kan=1.0, riichi_from=gen.rng.randint(4, 8))
    styles[learner].draws = [None, triplet]
    styles[learner].replacement = not_a_wait(learner)
    quiet_learner(styles, learner)
    others_quiet(styles, learner)
    styles[learner].riichi = 0.0  # the forks declare
    kept = window_wins(gen, table, styles, styles[learner].riichi_from)
    return posed(kept, "ippatsu", learner, frozenset({learner}))


def ippatsu_window_passed(gen: Gen) -> Pose | None:
    """Wins after the learner's first draw since its riichi: by tsumo or ron, forked at
    each live draw from a go-around or more after the window on, once for each winning
    tile the drawing seat can bring (several questions from one go-around: every seat
    may throw each winning tile, ``Gen.many_wins``)."""
    gen.many_wins = True
    table, styles = _riichi_learner(gen)
    turns = styles[gen.learner].riichi_from + gen.rng.randint(1, 3)
    return _forked(gen, table, styles, winning_draws(gen, styles, turns, None, each_tile=True))


def ippatsu_no_riichi(gen: Gen) -> Pose | None:
    """Wins without a riichi: forked at each live draw from a few turns in, once for each
    winning tile the drawing seat can bring (``Gen.many_wins``)."""
    gen.many_wins = True
    table, styles = _riichi_learner(gen, simples=True)
    turns = styles[gen.learner].riichi_from + 1
    styles[gen.learner].riichi = 0.0
    styles[gen.learner].riichi_from = 0
    return _forked(gen, table, styles, winning_draws(gen, styles, turns, None, each_tile=True))


def _kannable_triplet_hand(gen: Gen) -> tuple[list[int], int] | None:
    """A ready hand on the widest wait that keeps its triplet whole, and that triplet
    (``rinshan.ready_with_triplet``: each winning tile is a fork of each draw of the
    window, so a wide wait gives one played riichi more questions), for a hand whose
    play must kan it: none when it is of a kind play never kans (``Gen.kannable``: a
    five where red fives are in play), whose hand would be played through for nothing."""
    found = ready_with_triplet(gen, wide=True)
    return found if found is not None and found[1] in gen.kannable else None


KEPT_WAITS = 2
"""Waits of an own-kan deal put at the end of the live wall, for the forks' wins."""


def _own_kan_deal(gen: Gen) -> tuple[Table, list[Style], int] | None:
    """A hand whose learner holds a triplet, declares riichi on one of its draws 2 to 9,
    and takes no win in the hand itself (its forks do): the table, the players and the
    triplet's kind, whose fourth tile waits at the end of the live wall (and with it a
    tile of each of its first ``KEPT_WAITS`` waits, which the others would otherwise
    hold back for good: ``quiet_learner``). Up to its riichi
    the learner draws tiles it has no use for, calls nothing, makes no kan (its forks'
    steers do) and keeps its dealt hand whole (a hand that broke its triplet or moved
    its waits would be played through for no fork)."""
    found = _kannable_triplet_hand(gen)
    if found is None:
        return None
    hand, triplet = found
    learner = gen.learner
    kept = [k for k in sorted(waits(counts_of(hand))) if k != triplet][:KEPT_WAITS]
    table = gen.table({learner: hand}, in_wall=[triplet, *kept])
    turn = gen.rng.randint(2, 9)
    styles = gen.styles(riichi=1.0, kan=0.0, call=0.0, riichi_from=turn)
    styles[learner].draws = [not_a_wait(learner)] * turn
    styles[learner].keep = frozenset(hand)
    quiet_learner(styles, learner)
    others_quiet(styles, learner)
    return table, styles, triplet


def _kan_then(learner: int, triplet: int, *, on: int | None = None) -> Steer:
    """A fork's steer: the learner draws the triplet's fourth tile and kans it; it wins
    on the replacement tile, of kind ``on``, or (``None``) throws it and takes no win
    until a later steer says so."""

    def steer(players: list[Style]) -> None:
        players[learner].draws = [triplet]
        players[learner].kan = 1.0
        players[learner].replacement = not_a_wait(learner) if on is None else on
        if on is not None:
            players[learner].win = 1.0
            players[learner].pass_ron = False

    return steer


def ippatsu_own_kan(gen: Gen) -> Pose | None:
    """The learner kans in riichi on its first draw after it, which breaks its own window.
    The hand is played with the learner out of riichi; in forks of it, at each of its
    draws from a turn on, it declares riichi, and at its next draw that fork is forked
    again, the drawn tile made the fourth of the learner's triplet: in one fork for each
    winning tile the learner wins on the replacement tile (rinshan, no ippatsu); in one
    more it throws the replacement, and that line is forked at each other seat's draw
    before the learner's next, once for each winning tile the drawing seat can throw
    (ron, no ippatsu: ``each_win``): the kan is played, and allowed by the engine, once
    for all those rons (``declared_forks``' ``then``)."""
    dealt = _own_kan_deal(gen)
    if dealt is None:
        return None
    table, styles, triplet = dealt
    learner = gen.learner
    styles[learner].riichi = 0.0  # the forks declare
    fed = each_win(gen)

    def first_draw(t: Table, moment: Moment) -> bool:
        return moment.seat == learner and draws_since_riichi(t, learner) == 1

    def ways(before: Table, seat: int) -> list[Steer]:
        if not in_wall(before, triplet):
            return []
        found = sorted(before.seats[learner].waits() & {kind(x) for x in before.unseen()})
        gen.rng.shuffle(found)
        return [_kan_then(learner, triplet, on=k) for k in found]

    def feeds(t: Table, moment: Moment) -> bool:
        return moment.seat != learner and bool(t.seats[learner].melds)  # the kan made

    def kan_line_over(t: Table, moment: Moment) -> bool:
        return moment.what == "call" or (live_draw(moment) and moment.seat == learner
                                         and draws_since_riichi(t, learner) != 1)

    def rons(point: Point) -> Iterator[Table]:
        if not in_wall(point[0], triplet):
            return
        line = gen.points_on(point, _kan_then(learner, triplet), feeds, kan_line_over)
        for feeder in line:
            yield from wins_from(gen, feeder, fed(feeder[0], feeder[1]), 3)

    def alive(t: Table, moment: Moment) -> bool:
        return bool(waits_before_draw(t, learner, moment)) and in_wall(t, triplet)

    kept = declared_forks(gen, table, styles, styles[learner].riichi_from, first_draw, ways,
                          within=2 * gen.players, alive=alive, then=rons)
    return posed(kept, "ippatsu", learner, frozenset({learner}))


SCENARIOS = {
    "ippatsu": {
        "ippatsu.in_window": ippatsu_in_window,
        "ippatsu.window_passed": ippatsu_window_passed,
        "ippatsu.no_riichi": ippatsu_no_riichi,
        "ippatsu.broken_by_call": ippatsu_broken_by_call,
        "ippatsu.broken_by_own_kan": ippatsu_own_kan,
        "ippatsu.robbed_kan_kept": ippatsu_robbed_kan,
        "ippatsu.broken_by_kita": kita.ippatsu_broken_by_kita,
        "ippatsu.robbed_kita_kept": kita.ippatsu_robbed_kita,
    },
}
