"""Scenarios of a closed kan in riichi: the learner, in riichi, draws the fourth tile of
a triplet, and the question is whether it may kan (the waits, the rule, the tile)."""

from __future__ import annotations

from dataclasses import replace
from itertools import islice

from tutor.drills.lazy import Lazy
from tutor.drills.play import Moment
from tutor.drills.scenarios.common import distinct, not_a_wait, tenpai_learner
from tutor.drills.scenarios.declared import draws_since_riichi, others_quiet
from tutor.drills.scenarios.draw_forks import PER_DRAW, before_seat, draws
from tutor.drills.scenarios.winning import in_wall, queued
from tutor.drills.steer import Gen, Pose, Steer, posed
from tutor.drills.table import Table
from tutor.rules.tiles import counts_of, kind
from tutor.rules.waits import waits


def kan_in_riichi(gen: Gen, hand: list[int], triplet: int, rules: dict[str, object], *,
                  also: tuple[int, ...] = ()) -> Pose | None:
    """The learner, in riichi, draws the fourth tile of ``triplet`` (or of a triplet of
    ``also``, the others asked about); the hand is played under ``rules``
    (overrides of the ruleset) from the deal, the others' kans included. The hand is
    forked at the learner's draws from a few turns after its riichi on: in each fork
    that draw is the fourth tile of a triplet, one fork a triplet (each fourth tile
    waits at the end of the wall); and so is the draw before each of them, that seat
    drawing a kind of its own in each fork (``before_seat``)."""
    learner = gen.learner
    kinds = [triplet, *also]
    table = gen.table({learner: hand}, in_wall=kinds)
    table.overrides = dict(rules)
    turn = gen.rng.randint(2, 6)  # a later riichi leaves fewer draws to fork
    styles = gen.styles(riichi=1.0, kan=0.0, win=0.0, riichi_from=turn)
    styles[learner].draws = [*[None] * (turn - 1), not_a_wait(learner)]
    later = gen.rng.randint(0, 2)
    others_quiet(styles, learner)

    def steers(t: Table, moment: Moment) -> list[Steer]:
        since = draws_since_riichi(t, learner) or 0
        fourths = [k for k in kinds if in_wall(t, k)]
        if moment.seat == learner:
            return [draws(learner, k) for k in fourths] if since > later else []
        if t.seat_of_turn_after(moment.seat) != learner or since < later \
                or t.seats[learner].riichi_event is None:
            return []
        return before_seat(gen, t, moment, learner, fourths, PER_DRAW)

    def drew_fourth(t: Table, moment: Moment) -> bool:
        return (moment.what == "draw" and moment.seat == learner
                and t.seats[learner].riichi_event is not None
                and moment.tile is not None and kind(moment.tile) in kinds)

    kept = distinct(gen.branch(table, styles, queued(steers), drew_fourth), learner)
    if not kept:
        return None

    def asked(t: Table) -> Pose:
        return Pose(t, "ankan_allowed", learner, frozenset({learner}),
                    tile=kind(t.seats[learner].hand[-1]), rules=rules)

    return replace(asked(kept[0]), later=Lazy(asked(t) for t in islice(kept, 1, None)))


def kan_allowed(gen: Gen) -> Pose | None:
    if gen.rng.random() < 0.3:
        hand, triplet, other = _two_readings(gen)
        return kan_in_riichi(gen, hand, triplet, {}, also=(other,))
    return _plain_triplets(gen, {})


def _plain_triplets(gen: Gen, rules: dict[str, object]) -> Pose | None:
    """A ready hand with two triplets dealt (each fourth tile a fork), those whose kan
    leaves the waits as they are asked about, under ``rules``."""
    hand, _ = tenpai_learner(gen, triplets=2)
    held = [k for k in sorted(set(hand)) if hand.count(k) == 3 and _same_waits(hand, k)]
    if not held:
        return None
    return kan_in_riichi(gen, hand, held[0], rules, also=tuple(held[1:]))


def kan_waits_change(gen: Gen) -> Pose | None:
    """A triplet that is also part of a run reading: kanning it changes the waits."""
    start = gen.suit_base() + gen.rng.randint(0, 5)
    shape = [start, start, start, start + 1, start + 2]
    hand, _ = tenpai_learner(gen)
    rest = [k for k in hand if k not in range(start, start + 3)]
    if len(rest) < 8:
        return None
    kinds = sorted(shape + rest[:8])
    if any(kinds.count(k) > 4 for k in kinds) or not waits(counts_of(kinds)):
        return None
    return kan_in_riichi(gen, kinds, start, {})


def _same_waits(hand: list[int], triplet: int) -> bool:
    """The hand waits on the same kinds with its ``triplet`` made a closed kan (the hand
    is steered to a kan the rules allow; the engine still judges it)."""
    counts = counts_of(hand)
    before = waits(counts)
    counts[triplet] -= 3
    return waits(counts, 1) == before


def _two_readings(gen: Gen) -> tuple[list[int], int, int]:
    """A ready hand with ``aaa b c ddd`` in one suit (``aaa bcd dd`` or ``aa abc ddd``),
    the kind of one of its two triplets and the other's."""
    suit, other = gen.rng.sample(range(3), 2)
    a = suit * 9 + gen.rng.randint(0, 5)
    block = [a, a, a, a + 1, a + 2, a + 3, a + 3, a + 3]
    low = other * 9 + gen.rng.randint(1, 6)
    partial = [low, low + 1]
    third = gen.rng.choice([k for k in gen.numbers if k // 9 != suit and k not in partial])
    hand = sorted(block + partial + [third] * 3)
    triplet = gen.rng.choice([a, a + 3])
    return hand, triplet, 2 * a + 3 - triplet


def kan_strict(gen: Gen) -> Pose | None:
    """A triplet that is a triplet in one reading only, asked under the strict rule."""
    hand, triplet, other = _two_readings(gen)
    return kan_in_riichi(gen, hand, triplet, {"kan_after_riichi": "strict"}, also=(other,))


def kan_never(gen: Gen) -> Pose | None:
    """Plain triplets, asked under a rule that allows no kan after riichi."""
    return _plain_triplets(gen, {"kan_after_riichi": "never"})


def kan_not_drawn(gen: Gen) -> Pose | None:
    """The learner's fourth tile came before its riichi; only later does it think of a kan.

    Dealt ``TTT T+1 T+2`` beside a set, a pair, two tiles of a run and a lone honour
    (not yet ready, so the fourth T is no winning tile), it draws the fourth T first,
    keeps all four (a set and a run), throws the honour and declares riichi; asked at
    each of its draws in riichi.
    """
    triplet = gen.suit_base() + gen.rng.randint(0, 6)
    rest = gen.complete()[:0]
    while len(rest) < 8:
        full = gen.complete()
        rest = _two_sets_and_pair(full)
    lone = gen.rng.choice([k for k in range(27, 34) if k not in rest])
    low = gen.suit_base() + gen.rng.randint(1, 6)
    hand = sorted([triplet] * 3 + [triplet + 1, triplet + 2] + rest[:5] + [low, low + 1, lone])
    if any(hand.count(k) > 4 for k in hand) or hand.count(triplet) > 3:
        return None
    table = gen.table({gen.learner: hand}, first_draws={gen.learner: triplet})
    styles = gen.styles(riichi=0.0, kan=0.0, win=0.0, keep=frozenset({triplet}))
    learner = gen.learner

    def stop(t: Table, moment: Moment) -> bool:
        if moment.what == "draw" and moment.seat == learner:
            if t.seats[learner].riichi_event is None:
                styles[learner].riichi = 1.0
                return False
            return True
        return False

    kept = gen.run_on(table, styles, stop)  # each of its draws in riichi: a moment
    return posed(kept, "ankan_allowed", learner, frozenset({learner}), tile=triplet)


def _two_sets_and_pair(full: list[int]) -> list[int]:
    """Eight of fourteen complete kinds: the pair and two sets (by a greedy split)."""
    counts = counts_of(full)
    pair = next(k for k in range(34) if counts[k] >= 2)
    counts[pair] -= 2
    sets: list[int] = []
    for k in range(34):
        while counts[k] >= 3 and len(sets) < 6:
            counts[k] -= 3
            sets += [k] * 3
        while k % 9 <= 6 and k < 27 and counts[k] and counts[k + 1] and counts[k + 2] \
                and len(sets) < 6:
            for j in (k, k + 1, k + 2):
                counts[j] -= 1
            sets += [k, k + 1, k + 2]
    return [pair, pair, *sets] if len(sets) == 6 else []


SCENARIOS = {
    "ankan_riichi": {
        "ankan.allowed_in_riichi": kan_allowed,
        "ankan.waits_change": kan_waits_change,
        "ankan.not_drawn_tile": kan_not_drawn,
        "ankan.never_after_riichi": kan_never,
        "ankan.not_triplet_everywhere": kan_strict,
    },
}
