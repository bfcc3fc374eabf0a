"""Generated three-player questions replayed in both oracles, at scale.

``python -m tests.bench sanma_generated [--per-skill N] [--seed S] [--quick]`` generates
``N`` questions (default 28: some 500 a preset) of every skill under each three-player
preset, replays each hand in riichienv's and in jansou's sanma mode
(``tests/drills/test_riichienv_sanma.py`` does the same with 4 a skill) and prints, per
preset and oracle, the hands replayed, the facts compared by ask, the disagreements by
kind (an unsaid pass of a win the oracle offered is one), refused replays and hands
left out for more replacement draws than the oracle's wall gives.
"""

from __future__ import annotations

import argparse
import time

from tests.drills.jansou_sanma_replay import jansou_agreement
from tests.drills.riichienv_sanma_replay import RULES, generated_sample, sanma_agreement


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.bench sanma_generated")
    parser.add_argument("--per-skill", type=int, default=28)
    parser.add_argument("--seed", type=int, default=9001)
    parser.add_argument("--quick", action="store_true",
                        help="1 question a skill, tenhou-sanma only")
    args = parser.parse_args(argv)
    per_skill = 1 if args.quick else args.per_skill
    failed = False
    for ruleset in list(RULES)[:1] if args.quick else RULES:
        start = time.perf_counter()
        sample = generated_sample(ruleset, per_skill, args.seed)
        made = time.perf_counter() - start
        print(f"{ruleset}: {len(sample)} generated questions ({made:.0f} s)")
        for oracle, agree in (("riichienv", sanma_agreement), ("jansou", jansou_agreement)):
            start = time.perf_counter()
            tally, refused, skipped = agree(ruleset, sample)
            spent = time.perf_counter() - start
            print(f"  {oracle:9}: {sum(tally.compared.values())} facts {dict(tally.compared)}; "
                  f"disagreements {dict(tally.by_kind()) or 0}; refused {len(refused)}; "
                  f"left out {skipped}; known {dict(tally.known) or 0} ({spent:.0f} s)")
            for line in refused[:3]:
                print(f"    refused {line}")
            for found in tally.disagreements[:2]:
                print(found.describe())
            failed = failed or bool(tally.disagreements or refused)
    return 1 if failed else 0
