"""Fu items and payments of generated wins against the ``mahjong`` library, per preset.

Run: ``python -m tests.bench counting [--wins N] [--seed S] [--preset P …] [--quick]``.

For each preset whose fu the library counts alike (``tests/drills/counting_oracle.py``),
``N`` generated wins (default 1,000: the fu, payment and value skills in turn) are
judged with the ``fu`` ask and compared item by item with the library's fu details, its
fu total and its costs turned into each seat's change. Prints the disagreements per
preset (the target is 0) and the first few of them; exits 1 if there is any.
"""

from __future__ import annotations

import argparse
import time

from tests.drills.counting_oracle import PRESETS, disagreements
from tutor import drills

SKILLS = ("fu", "payments", "win_value")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.bench counting")
    parser.add_argument("--wins", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--preset", action="append", choices=PRESETS,
                        help="only this preset (again for more); every preset by default")
    parser.add_argument("--quick", action="store_true", help="a tiny run (the smoke test)")
    args = parser.parse_args(argv)
    wins = 3 if args.quick else args.wins
    found: list[str] = []
    print(f"{'preset':<20} {'wins':>6} {'disagreements':>14} {'seconds':>8}")
    for preset in args.preset or PRESETS:
        start = time.perf_counter()
        problems: list[str] = []
        for index in range(wins):
            skill = SKILLS[index % len(SKILLS)]
            question = drills.build_question(skill, preset, args.seed, index // len(SKILLS))
            problems += disagreements(question)
        print(f"{preset:<20} {wins:>6} {len(problems):>14} {time.perf_counter() - start:>8.1f}")
        found += problems
    for line in found[:10]:
        print("  " + line)
    return 1 if found else 0
