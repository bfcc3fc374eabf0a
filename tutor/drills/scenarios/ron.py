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
    ask_learner,
    feed_kind,
    part_yaku_deal,
    plain_hand,
    ready_learner,
    thrown,
)
from tutor.drills.scenarios.winning import each_wait
from tutor.drills.steer import Gen, Pose, Steer, posed
from tutor.drills.table import Table
from tutor.rules.tiles import counts_of


def _ron_part_yaku(gen: Gen, *, on: str) -> Pose | None:
    """A discard of one of a ``part_yaku_hand``'s waits, ``on`` the ``"simple"`` one
    (tanyao) or the ``"terminal"`` one (no yaku); ``"after_pass"``: the simple wait,
    thrown by the seat after one that has just thrown the terminal wait (furiten)."""
    dealt = part_yaku_deal(gen)
    if dealt is None:
        return None
    table, styles, simple, terminal, thrower = dealt
    if on == "after_pass":
        passed = [False]
        follower = (thrower + 1) % gen.players
        feed_kind(styles[thrower], terminal, lambda t: True)
        feed_kind(styles[follower], simple, lambda t: passed[0])

        def stop(t: Table, moment: Moment) -> bool:
            if not passed[0]:
                passed[0] = thrown(thrower, terminal, moment)
                return False
            return thrown(follower, simple, moment)
    else:
        wanted = simple if on == "simple" else terminal
        feed_kind(styles[thrower], wanted, lambda t: True)

        def stop(t: Table, moment: Moment) -> bool:
            return thrown(thrower, wanted, moment)

    return ask_learner(gen, table, styles, stop, "ron_allowed", about_passes=on == "after_pass")


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
    return _winning_discard(gen, table, styles,
                            lambda t: len(t.seats[learner].discards) >= 2)


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
