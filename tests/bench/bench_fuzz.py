"""``python -m tests.bench fuzz [--count N] [--seed S]``: the situation-file fuzz, large.

The same seeded mutations as ``tests/test_fuzz_files.py`` (see :mod:`tests.fuzz_files`),
at a count too large for the suite. Prints the cases, refusals, judgments, the cases
per second, and every case that raised anything but a one-line ``TutorError``.
"""

from __future__ import annotations

import argparse
import time

from tests.fuzz_files import run


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.bench fuzz")
    parser.add_argument("--count", type=int, default=50_000)
    parser.add_argument("--seed", type=int, default=20261125)
    parser.add_argument("--quick", action="store_true", help="a few hundred cases")
    args = parser.parse_args(argv)
    count = 300 if args.quick else args.count
    started = time.perf_counter()
    tally = run(args.seed, count)
    took = time.perf_counter() - started
    print(
        f"{tally.cases} mutated situation files (seed {args.seed}): {tally.refused} refused, "
        f"{tally.judged} judged, {len(tally.problems)} tracebacks; "
        f"{tally.cases / took:.0f} cases/s"
    )
    for problem in tally.problems[:20]:
        print(f"  {problem}")
    return 1 if tally.problems else 0
