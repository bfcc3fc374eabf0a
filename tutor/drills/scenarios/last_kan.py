"""Scenarios of the last tile after a kan (haitei and houtei, ``last_tile``): a closed
kan on the second-to-last live tile, whose replacement draw empties the live wall."""

from __future__ import annotations

from tutor.drills.players import Style
from tutor.drills.scenarios.last_tile import (
    forked_per_wait,
    houtei,
    quiet_styles,
    set_aside,
    waits_near_the_end,
)
from tutor.drills.scenarios.winning import wide_ready
from tutor.drills.steer import Gen, Pose
from tutor.drills.table import Table
from tutor.rules.tiles import counts_of, kind
from tutor.rules.waits import waits


def _kan_on_last_tiles(gen: Gen, *, learner_kans: bool) -> Pose | None:
    """A closed kan made on the second-to-last live tile, so that its replacement draw
    empties the live wall: the kanner is the learner winning on that replacement
    (``learner_kans``), or another seat whose next discard, the hand's last, the learner
    wins on.

    Without calls the draw that leaves one live tile goes to a known seat (the kanner),
    which kans only then: the learner's triplet, whose fourth tile is swapped onto that
    draw, or the other seat's four of a kind, held since the deal (a waiting learner's
    rigged draws could otherwise take its fourth tile). The replacement tile is one of
    the learner's waits.
    """
    kanner = (gen.table_start_live() - 2) % gen.players
    if learner_kans:
        gen.learner = kanner
        hand = wide_ready(gen, lambda h: _kan_of(gen, h) is not None, triplets=1)
        if hand is None:
            return None
        triplet = _kan_of(gen, hand)
        assert triplet is not None
        hands = {kanner: hand}
    else:
        if gen.learner == kanner:
            gen.learner = gen.other(kanner)
        hand = wide_ready(gen, simples=gen.rng.random() < 0.5)
        if hand is None:
            return None
        triplet = gen.rng.choice([k for k in gen.kannable if k not in hand])
        rest = gen.rng.sample([k for k in gen.kinds if k != triplet], 9)
        hands = {gen.learner: hand, kanner: sorted([triplet] * 4 + rest)}
        if any((hand + rest).count(k) > 4 for k in rest):
            return None
    learner = gen.learner
    in_wall = [triplet] if learner_kans else []
    aside = set_aside(gen, [*in_wall, *(k for h in hands.values() for k in h)], hand)
    table = gen.table(hands, in_wall=in_wall, out_of_play=aside)
    waits_near_the_end(gen, table, after=2, kept=triplet if learner_kans else None,
                       aside=aside)
    riichi = 0.0 if learner_kans else gen.rng.choice([0.0, 1.0])
    styles = quiet_styles(gen, learner, riichi=riichi)
    styles[kanner].keep = frozenset({triplet})

    def at_end(t: Table, players: list[Style]) -> None:
        players[kanner].kan = 1.0
        players[learner].win = 1.0
        players[learner].pass_ron = False
        if not learner_kans:
            players[kanner].throw.append(kind(t.wall[t.end - 1]))

    return forked_per_wait(gen, table, styles, at_end, end=2, drawer=kanner,
                           kept=triplet if learner_kans else None)


def _kan_of(gen: Gen, hand: list[int]) -> int | None:
    """A triplet of the ready ``hand`` that play kans (``Gen.kannable``) whose fourth
    tile wins nothing (it is kanned, not won on) and whose kan keeps the waits (the
    replacement tile, one of them, must win); ``None`` when it has none."""
    found = [k for k in gen.kannable if hand.count(k) == 3
             and k not in waits(counts_of(hand)) and not _kan_changes_waits(hand, k)]
    return found[0] if found else None


def _kan_changes_waits(hand: list[int], triplet: int) -> bool:
    """Whether a kan of ``triplet`` leaves the hand waiting on other tiles (the triplet
    was also part of the wait's shape, as 5556 waits on 4, 6 and 7)."""
    rest = [k for k in hand if k != triplet]
    return waits(counts_of(rest), 1) != waits(counts_of(hand), 0)


def replacement_on_last_tiles(gen: Gen) -> Pose | None:
    return _kan_on_last_tiles(gen, learner_kans=True)


def houtei_any(gen: Gen) -> Pose | None:
    """Houtei on the last discard: one after the last draw, or one after a kan on the
    last tiles (whose replacement tile emptied the wall)."""
    return _kan_on_last_tiles(gen, learner_kans=False) if gen.rng.random() < 0.5 \
        else houtei(gen)
