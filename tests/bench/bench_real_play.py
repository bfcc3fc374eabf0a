"""Real play: how many generated situations have a shown seat pass a legal win unsaid.

``python -m tests.bench real_play [--count N] [--ruleset R ...] [--skill S ...]`` generates
``N`` questions (default 1,000) of every skill under each ruleset (default: the tenhou,
mahjong-soul and both three-player presets), replays each hand's winning shapes through
the engine and prints, per skill, the situations where a seat whose hand is shown let a
legal win go by that the prompt does not tell, and the yes share of the yes/no skills.
"""

from __future__ import annotations

import argparse
from collections import Counter

from tests.drills.real_play_check import unsaid_passes
from tutor import api, drills
from tutor.drills.bank import question_and_table

RULESETS = ("tenhou", "mahjong-soul", "tenhou-sanma", "mahjong-soul-sanma")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.bench real_play")
    parser.add_argument("--count", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=9001)
    parser.add_argument("--ruleset", action="append")
    parser.add_argument("--skill", action="append")
    parser.add_argument("--quick", action="store_true", help="3 questions a skill, tenhou")
    args = parser.parse_args(argv)
    if args.quick:
        args.count, args.ruleset = 3, args.ruleset or ["tenhou"]
    total = 0
    print(f"{'skill':24} {'ruleset':20} {'made':>5} {'passed':>6} {'yes %':>6}")
    for ruleset in args.ruleset or RULESETS:
        rules = api.load_ruleset(ruleset)
        for found in drills.skills():
            if args.skill and found.id not in args.skill:
                continue
            if not found.applies_to(rules):
                continue
            passed = 0
            answers: Counter[bool] = Counter()
            for index in range(args.count):
                question, table = question_and_table(found.id, ruleset, args.seed, index)
                passed += unsaid_passes(question, table) > 0
                if question.form == "yes_no":
                    answers[bool(question.answer)] += 1
            yes = f"{100 * answers[True] / args.count:.0f}" if answers else "-"
            print(f"{found.id:24} {ruleset:20} {args.count:5} {passed:6} {yes:>6}", flush=True)
            total += passed
    print(f"total situations with an unsaid passed win: {total}")
    return 0
