"""The seeded hands the differential tests share (played once per test process).

Seeds are fixed so that every run judges the same situations; the numbers are sized
for CI (about 2,500 decision points and 300+ wins in a few seconds of oracle play).
"""

from __future__ import annotations

from functools import cache

from tests.oracle.record import HandRecord
from tests.oracle.rigging import build_rig
from tests.oracle.riichienv_driver import new_env, play_hand, play_hands

PLAY_SEEDS = (0, 140)
"""First seed and number of hands for the decision-point comparison."""

RIICHI_KAN_SEEDS = (40_000, 60)
"""Hands dealt a riichi hand whose kan tile comes after the declaration (kans in
riichi are otherwise rare: one changed-waits kan in the 140 hands above)."""

WIN_SEEDS = 20_000
MIN_WINS = 320

ABORT_RIGS = {
    "kyuushu_kyuuhai": "kyuushu",
    "suufon_renda": "suufon",
    "suucha_riichi": "riichi_all",
    "sanchahou": "sanchahou",
    "suukaikan": "kans",
}
"""Each abortive draw riichienv produces, and the rig that brings it about."""


@cache
def play_corpus() -> tuple[HandRecord, ...]:
    """Hands for the riichi / ankan / ron / tsumo comparison."""
    start, count = PLAY_SEEDS
    env = new_env()
    rigged = (
        play_hand(seed, rig=build_rig(seed, "riichi_kan"), env=env)
        for seed in range(RIICHI_KAN_SEEDS[0], sum(RIICHI_KAN_SEEDS))
    )
    return (*play_hands(start, count), *rigged)


@cache
def win_corpus() -> tuple[HandRecord, ...]:
    """Hands played from seed 20,000 on until they hold at least MIN_WINS wins."""
    env = new_env()
    records: list[HandRecord] = []
    wins = 0
    seed = WIN_SEEDS
    while wins < MIN_WINS:
        record = play_hand(seed, env=env)
        records.append(record)
        wins += sum(1 for fact in record.facts if fact.ask == "win")
        seed += 1
    return tuple(records)


@cache
def abort_corpus(per_kind: int = 3, limit: int = 400) -> tuple[HandRecord, ...]:
    """Hands that end in each abortive draw kind (up to ``per_kind`` of each)."""
    env = new_env()
    records: list[HandRecord] = []
    for kind, rig in ABORT_RIGS.items():
        found = 0
        for seed in range(30_000, 30_000 + limit):
            record = play_hand(seed, rig=build_rig(seed, rig), env=env)
            if record.outcome == kind:
                records.append(record)
                found += 1
                if found == per_kind:
                    break
    return tuple(records)
