"""Scenarios of the kita (北抜き) at three players: a north set aside inside the ippatsu
window, and a north set aside that another seat waits on (ron on a kita)."""

from __future__ import annotations

from tutor.drills.play import Moment
from tutor.drills.players import Style
from tutor.drills.scenarios.common import a_wait, in_riichi, not_a_wait, win_of
from tutor.drills.steer import Gen, Pose
from tutor.drills.table import Table
from tutor.rules.sanma import NORTH


def _riichi_then_kita(gen: Gen, *, on_north: bool) -> tuple[Table, list[Style], int] | None:
    """The learner declares riichi a few turns in; then another seat draws a north and
    sets it aside (kita) inside the learner's ippatsu window. With ``on_north`` the
    learner waits on the north itself (four sets and a lone north). Returns the table,
    the styles and the seat that sets the north aside."""
    learner = gen.learner
    if on_north:
        sets = gen.complete(pair=False)
        if sets.count(NORTH) > 1:
            return None
        hand = sorted([*sets, NORTH])
    else:
        hand, _ = gen.tenpai()
    kitaer = gen.other(learner)
    table = gen.table({learner: hand}, in_wall=[NORTH])
    turn = gen.rng.randint(2, 6)
    styles = gen.styles(riichi=1.0, riichi_from=turn, keep=frozenset({NORTH}))
    styles[learner].draws = [*[None] * (turn - 1), not_a_wait(learner)]
    for i, style in enumerate(styles):
        if i != learner:
            style.win = 0.0
            style.riichi = 0.0
            style.keep = frozenset({NORTH}) if i != kitaer else frozenset()
    styles[kitaer].pending = lambda t: NORTH if in_riichi(learner)(t) else None
    return table, styles, kitaer


def ippatsu_broken_by_kita(gen: Gen) -> Pose | None:
    """Another seat's kita inside the window, then the learner's tsumo: no ippatsu."""
    found = _riichi_then_kita(gen, on_north=False)
    if found is None:
        return None
    table, styles, _ = found
    styles[gen.learner].draws.append(a_wait(gen.learner))
    if gen.run(table, styles, win_of(gen.learner)) is None:
        return None
    return Pose(table, "ippatsu", gen.learner, frozenset({gen.learner}))


def ron_on_kita(gen: Gen) -> Pose | None:
    """The learner, in riichi on a lone north, sees another seat set a north aside:
    asked at the kita whether it may win on it."""
    found = _riichi_then_kita(gen, on_north=True)
    if found is None:
        return None
    table, styles, kitaer = found

    def stop(t: Table, moment: Moment) -> bool:
        return moment.what == "kita" and moment.seat == kitaer

    if gen.run(table, styles, stop) is None:
        return None
    return Pose(table, "ron_allowed", gen.learner, frozenset({gen.learner}))


def ippatsu_robbed_kita(gen: Gen) -> Pose | None:
    """The learner wins on a north set aside inside its window: ippatsu stands."""
    found = _riichi_then_kita(gen, on_north=True)
    if found is None:
        return None
    table, styles, _ = found
    if gen.run(table, styles, win_of(gen.learner)) is None:
        return None
    return Pose(table, "ippatsu", gen.learner, frozenset({gen.learner}))
