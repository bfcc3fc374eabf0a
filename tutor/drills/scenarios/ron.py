"""Scenarios of the right to win by ron: a winning discard with or without a yaku, in
furiten or not (the ready learner and the part-yaku hands are furiten's)."""

from __future__ import annotations

from collections.abc import Callable

from tutor.drills.play import Moment
from tutor.drills.players import Style
from tutor.drills.scenarios import kita
from tutor.drills.scenarios.common import (
    discard_of_wait,
    fed_win,
    in_riichi,
    tenpai_learner,
)
from tutor.drills.scenarios.furiten import (
    part_yaku_deal,
    plain_hand,
    ready_learner,
    thrown,
)
from tutor.drills.scenarios.winning import each_wait, in_wall
from tutor.drills.steer import Forks, Gen, Pose, Steer, live_draw, posed
from tutor.drills.table import Table
from tutor.rules.tiles import counts_of, kind


def _ron_part_yaku(gen: Gen, *, on: str) -> Pose | None:
    """A discard of one of a ``part_yaku_hand``'s waits, ``on`` the ``"simple"`` one
    (tanyao) or the ``"terminal"`` one (no yaku); ``"after_pass"``: the simple wait,
    thrown by the seat after one that has just thrown the terminal wait (furiten). In
    forks of one hand at each draw of a seat that may throw it (the hand itself throws
    the learner none of its waits)."""
    dealt = part_yaku_deal(gen)
    if dealt is None:
        return None
    table, styles, simple, terminal, _ = dealt
    learner = gen.learner
    after_pass = on == "after_pass"
    gen.passes_asked = after_pass
    wanted = simple if on != "terminal" else terminal

    def at(t: Table, moment: Moment) -> Steer | None:
        if not live_draw(moment) or moment.seat == learner \
                or not {simple, terminal} <= t.seats[learner].waits():
            return None  # (the learner's hand may have moved its waits)
        if not after_pass:
            return _throws(moment.seat, wanted)
        follower = t.seat_of_turn_after(moment.seat)
        return None if follower == learner else _throws(moment.seat, terminal, follower, simple)

    def over(t: Table) -> bool:
        return not in_wall(t, wanted) or (after_pass and not in_wall(t, terminal))

    forks = Forks(at, over=over, within=4 if after_pass else 2)
    kept = gen.branch(table, styles, forks, _thrown_after(terminal, simple) if after_pass
                      else lambda t, moment: thrown(None, wanted, moment))
    return posed(kept, "ron_allowed", learner, frozenset({learner}), about_passes=after_pass)


def _throws(seat: int, k: int, then: int | None = None, then_k: int = 0) -> Steer:
    """A fork's steer: ``seat`` draws a tile of kind ``k`` and throws it; with ``then``,
    that seat draws and throws a ``then_k`` next."""

    def steer(players: list[Style]) -> None:
        players[seat].draws = [k]
        players[seat].feed = True
        if then is not None:
            players[then].draws = [then_k]
            players[then].feed = True

    return steer


def _thrown_after(first: int, second: int) -> Callable[[Table, Moment], bool]:
    """A discard of ``second`` just after the discard of ``first`` before it."""

    def stop(t: Table, moment: Moment) -> bool:
        if not thrown(None, second, moment) or len(t.events) < 3:
            return False
        before = t.events[-3]
        return before.verb in ("discard", "riichi") and before.tile is not None \
            and kind(before.tile) == first

    return stop


def _winning_discard(gen: Gen, table: Table, styles: list[Style],
                     when: Callable[[Table], bool] | None = None) -> Pose | None:
    """Another seat throws one of the ready learner's waits, once ``when`` holds: in
    forks of one hand, at each other seat's draw one for each of the learner's waits
    left in the live wall (``each_wait``; the hand itself never feeds the learner)."""
    learner = gen.learner

    def steers(t: Table, moment: Moment) -> Callable[[int], Steer] | None:
        if moment.seat == learner or (when is not None and not when(t)):
            return None
        return lambda k: fed_win(learner, moment.seat, k)

    forks = each_wait(gen, steers)
    kept = gen.branch(table, styles, forks, discard_of_wait(learner))
    return posed(kept, "ron_allowed", learner, frozenset({learner}))


def ron_yaku(gen: Gen) -> Pose | None:
    if gen.rng.random() < 0.25:
        return _ron_part_yaku(gen, on="simple")
    riichi = gen.rng.random() < 0.6
    table, styles = ready_learner(gen, riichi=1.0 if riichi else 0.0, simples=not riichi)
    return _winning_discard(gen, table, styles, in_riichi(gen.learner) if riichi else None)


def ron_furiten(gen: Gen) -> Pose | None:
    if gen.rng.random() < 0.35:
        return _ron_part_yaku(gen, on="after_pass")
    table, styles = ready_learner(gen, riichi=gen.rng.choice([0.0, 1.0]), own_discard=True)
    learner = gen.learner
    return _winning_discard(gen, table, styles, lambda t: _in_river(t, learner))


def _in_river(table: Table, learner: int) -> bool:
    """At another seat's turn: a kind the learner waits on is in its own river."""
    who = table.seats[learner]
    return not who.waits().isdisjoint(kind(t) for t in who.discards)


def ron_no_yaku(gen: Gen) -> Pose | None:
    if gen.rng.random() < 0.35:
        return _ron_part_yaku(gen, on="terminal")
    hand = _yakuless_hand(gen)
    if hand is None:
        return None
    table, styles = ready_learner(gen, hand=hand)
    return _winning_discard(gen, table, styles)


def _yakuless_hand(gen: Gen, tries: int = 4) -> list[int] | None:
    """A closed ready hand that a ron most often leaves without a yaku: a triplet of a
    number (no pinfu), a terminal, two suits and no two of an honour (``plain_hand``),
    and no two tiles each of three kinds in a row (no pure double run)."""
    for _ in range(tries):
        hand, _ = tenpai_learner(gen, triplets=1)
        counts = counts_of(hand)
        doubled = any(min(counts[k:k + 3]) >= 2 and counts[k] < 3
                      for k in range(27) if k % 9 <= 6)
        if not any(counts[k] == 3 for k in range(27)) or doubled:
            continue
        if plain_hand(hand):
            return hand
    return None


SCENARIOS = {
    "ron_allowed": {
        "ron_tsumo.yaku": ron_yaku,
        "ron_tsumo.furiten": ron_furiten,
        "ron_tsumo.no_yaku": ron_no_yaku,
        "ron_tsumo.kita_ron": kita.ron_on_kita,
    },
}
