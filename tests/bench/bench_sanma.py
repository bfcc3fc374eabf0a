"""The full sanma differential run: our judge against riichienv's three-player mode.

Run: ``.venv/bin/python -m tests.bench sanma [--quick] [--decisions N] [--seed S]
[--rule tenhou|mjsoul] [--oracle riichienv|jansou]``.
Seeded sanma hands are played live (``tests/oracle/sanma_driver.py``) until
``--decisions`` decision points (riichi / ankan / ron / tsumo allowed) and wins have
been compared (50,000 by default). Printed: counts per ask, disagreements by kind with
the first situation of each, known differences, and speeds: oracle hands per second,
our situations judged per second, and their ratio (measured in the same run).
"""

from __future__ import annotations

import argparse
import time

from tests.oracle import sanma_jansou
from tests.oracle.record import PLAY_ASKS, HandRecord
from tests.oracle.sanma_compare import compare_sanma
from tests.oracle.sanma_driver import new_env, play_hand

BATCH = 100


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.bench sanma")
    parser.add_argument("--quick", action="store_true", help="a tiny run (100 decisions)")
    parser.add_argument("--decisions", type=int, default=50_000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--rule", choices=("tenhou", "mjsoul"), default="tenhou",
                        help="the oracle's preset; ours is tenhou-sanma or mahjong-soul-sanma")
    parser.add_argument("--oracle", choices=("riichienv", "jansou"), default="riichienv")
    args = parser.parse_args(argv)
    target = 100 if args.quick else args.decisions
    batch = 10 if args.quick else BATCH
    env = new_env(args.rule)

    def play(seed: int) -> HandRecord:
        if args.oracle == "jansou":
            return sanma_jansou.play_hand(seed, args.rule)
        return play_hand(seed, env=env, rule=args.rule)
    seed, compared, hands = args.seed, 0, 0
    play_time = judge_time = 0.0
    totals: dict[str, int] = {}
    known: dict[str, int] = {}
    kinds: dict[str, int] = {}
    first: dict[str, str] = {}
    while compared < target:
        start = time.perf_counter()
        records = [play(s) for s in range(seed, seed + batch)]
        play_time += time.perf_counter() - start
        seed, hands = seed + batch, hands + batch
        start = time.perf_counter()
        tally = compare_sanma(records, {*PLAY_ASKS, "win"})
        judge_time += time.perf_counter() - start
        for ask, n in tally.compared.items():
            totals[ask] = totals.get(ask, 0) + n
        for note, n in tally.known.items():
            known[note] = known.get(note, 0) + n
        for d in tally.disagreements:
            kinds[d.kind] = kinds.get(d.kind, 0) + 1
            first.setdefault(d.kind, d.describe())
        compared = sum(totals.values())
    print(f"{args.oracle} sanma hands played: {hands} (seeds {args.seed}..{seed - 1})")
    print(f"compared: {totals} (total {compared})")
    print(f"known differences not compared: {known or 'none'}")
    print(f"disagreements: {kinds or 'none'}")
    for text in first.values():
        print(text)
    play_rate = hands / play_time if play_time else 0.0
    judge_rate = compared / judge_time if judge_time else 0.0
    oracle_rate = compared / play_time if play_time else 0.0
    print(f"{args.oracle}: {play_rate:.0f} hands/s; ours: {judge_rate:.0f} situations judged/s; "
          f"ratio judged/oracle-decision rate: {judge_rate / oracle_rate:.2f}")
    return 1 if kinds else 0
