"""Which yaku generated wins score: ``python -m tests.bench yaku [--count N]``.

Generates ``N`` (default 1,000) hand-yaku wins under each preset (all of them, the two
three-player ones included) and prints, for every yaku of the sources, how many of those
wins scored it, one column a preset (``-``: the preset does not score it), the yes share
of the yes/no form over ``N // 5``, and the yaku a preset scores that fewer than 5 wins
(or, with ``--count`` under 1,000, fewer than ``5 * N / 1000``) scored.
"""

from __future__ import annotations

import argparse
import time
from collections import Counter

from tutor import api, drills
from tutor.drills.deal import table_size
from tutor.drills.forms import win_yaku
from tutor.drills.scenarios.hand_yaku import scored_yaku, scores, source_yaku
from tutor.rules.ruleset import preset_names

WANTED = 5
"""Wins a yaku must score per 1,000 (issue 20's acceptance)."""


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.bench yaku")
    parser.add_argument("--count", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=9001)
    parser.add_argument("--preset", action="append")
    parser.add_argument("--quick", action="store_true", help="10 wins, tenhou only (no verdict)")
    args = parser.parse_args(argv)
    if args.quick:
        args.count, args.preset = 10, args.preset or ["tenhou"]
    presets = args.preset or preset_names()
    counts: dict[str, Counter[str]] = {}
    steered: dict[str, list[str]] = {}
    yes: dict[str, float] = {}
    started = time.perf_counter()
    for preset in presets:
        steered[preset] = scored_yaku(api.load_ruleset(preset), table_size(preset))
        counts[preset] = Counter()
        for index in range(args.count):
            question = drills.question_at("hand_yaku", preset, args.seed, index)
            scored = win_yaku(question.judgment)
            counts[preset].update(y for y in source_yaku() if scores(y, scored))
        said = [bool(drills.question_at("hand_yaku", preset, args.seed, i,
                                        form="yes_no").answer)
                for i in range(max(1, args.count // 5))]
        yes[preset] = 100 * sum(said) / len(said)
    width = max(len(p) for p in presets) + 2
    print(f"{'yaku':20}" + "".join(f"{p:>{width}}" for p in presets))
    for yaku in source_yaku():
        cells = [str(counts[p][yaku]) if yaku in steered[p] else "-" for p in presets]
        print(f"{yaku:20}" + "".join(f"{c:>{width}}" for c in cells))
    print(f"{'yes % (yes/no)':20}" + "".join(f"{yes[p]:>{width - 1}.0f}%" for p in presets))
    floor = max(1, WANTED * args.count // 1000)
    short = {p: [y for y in steered[p] if counts[p][y] < floor] for p in presets}
    print(f"wins per preset: {args.count}; yaku scored by a preset seen fewer than "
          f"{floor} times: " + "; ".join(f"{p}: {', '.join(v) or 'none'}"
                                         for p, v in short.items()))
    print(f"time: {time.perf_counter() - started:.0f} s")
    return 1 if any(short.values()) and not args.quick else 0
