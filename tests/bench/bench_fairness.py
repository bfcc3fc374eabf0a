"""Fairness over many questions: ``python -m tests.bench fairness [--per-skill N]``.

Generates N questions (default 200) of every skill under every preset, adds the shipped
drills and the curated situations, and counts the unfair ones (``tests.moment.fairness``):
a hidden or stale hand, a cited event folded away, ura dora counted but not shown, a
changed rule not named, an MPSZ code where a learner reads. Prints the counts per preset.
"""

from __future__ import annotations

import argparse
import time
from collections import Counter

from tests.moment.fairness import (
    curated_questions,
    generated_questions,
    problems,
    shipped_drill_questions,
)
from tutor.rules.ruleset import preset_names


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.bench fairness")
    parser.add_argument("--per-skill", type=int, default=200)
    args = parser.parse_args(argv)
    started = time.perf_counter()
    unfair = 0
    for name, source in (("shipped drills", shipped_drill_questions()),
                         ("curated", curated_questions())):
        questions = list(source)
        bad = [p for q in questions for p in problems(q)]
        unfair += len(bad)
        print(f"{name}: {len(questions)} questions, {len(bad)} problems")
        for line in bad[:10]:
            print("  " + line)
    for preset in preset_names():
        questions = list(generated_questions(args.per_skill, [preset]))
        kinds: Counter[str] = Counter()
        for question in questions:
            for problem in problems(question):
                kinds[problem.split(":")[0]] += 1
                print(f"  {question.id}: {problem}")
        unfair += sum(kinds.values())
        skills = len({q.skill for q in questions})
        print(f"{preset}: {len(questions)} questions over {skills} skills, "
              f"{sum(kinds.values())} problems")
    print(f"total problems: {unfair} in {time.perf_counter() - started:.0f} s")
    return 1 if unfair else 0
