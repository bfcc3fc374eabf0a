"""Fu items checked on several thousand wins: every triplet, kan, pair and wait item names
the tiles of the reading the `mahjong` library scored (its fu details, item by item).

``python -m tests.bench fu_items [--hands N] [--generated M] [--quick]`` scores N seeded
random wins (the scoring oracle's generator) and reads the fu reason of M generated
questions (win_value and situational_yaku under Tenhou); it prints how many items could
not be named or named a set the hand lacks, and fails if there is any.
"""

from __future__ import annotations

import argparse
import time

from tests.rules.fu_named import GENERIC, random_wins
from tutor import drills


def _generated(count: int) -> tuple[int, list[str]]:
    read, found = 0, []
    for index in range(count):
        skill = ("win_value", "situational_yaku")[index % 2]
        question = drills.question_at(skill, "tenhou", 41, index // 2)
        for reason in question.explanation:
            if reason.code == "win.fu":
                read += 1
                found += [reason.text for word in GENERIC if word in reason.text]
    return read, found


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.bench fu_items")
    parser.add_argument("--hands", type=int, default=5000)
    parser.add_argument("--generated", type=int, default=300)
    parser.add_argument("--quick", action="store_true", help="a tiny run (the smoke test)")
    args = parser.parse_args(argv)
    hands, generated = (30, 4) if args.quick else (args.hands, args.generated)
    start = time.perf_counter()
    scored, bad = random_wins(hands, 23)
    print(f"{scored} scored random wins: {len(bad)} fu items wrong or unnamed")
    read, unnamed = _generated(generated)
    print(f"{read} fu reasons of generated questions: {len(unnamed)} with an unnamed item")
    for problem in (bad + unnamed)[:10]:
        print("  " + problem)
    print(f"{time.perf_counter() - start:.1f} s")
    return 1 if bad or unnamed else 0
