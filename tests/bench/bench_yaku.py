"""Which yaku generated wins score: ``python -m tests.bench yaku [--count N]``.

Generates ``N`` (default 1,000) hand-yaku questions under each preset and prints, for
every yaku, how many of those wins scored it, one column a preset (``-``: the preset
does not steer toward it), and the yes share of the yes/no form over ``N // 5``.
"""

from __future__ import annotations

import argparse
from collections import Counter

from tutor import api, drills
from tutor.drills.deal import table_size
from tutor.drills.forms import win_yaku
from tutor.drills.scenarios.hand_yaku import SHAPES, scores, steered_yaku

PRESETS = ("tenhou", "mahjong-soul", "wrc", "shanghai-dynasty", "tenhou-sanma",
           "mahjong-soul-sanma")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.bench yaku")
    parser.add_argument("--count", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=9001)
    parser.add_argument("--preset", action="append")
    parser.add_argument("--quick", action="store_true", help="10 wins, tenhou only")
    args = parser.parse_args(argv)
    if args.quick:
        args.count, args.preset = 10, args.preset or ["tenhou"]
    presets = args.preset or list(PRESETS)
    counts: dict[str, Counter[str]] = {}
    steered: dict[str, list[str]] = {}
    yes: dict[str, float] = {}
    for preset in presets:
        steered[preset] = steered_yaku(api.load_ruleset(preset), table_size(preset))
        counts[preset] = Counter()
        for index in range(args.count):
            question = drills.question_at("hand_yaku", preset, args.seed, index)
            scored = win_yaku(question.judgment)
            counts[preset].update(y for y in SHAPES if scores(y, scored))
        said = [bool(drills.question_at("hand_yaku", preset, args.seed, i,
                                        form="yes_no").answer)
                for i in range(max(1, args.count // 5))]
        yes[preset] = 100 * sum(said) / len(said)
    print(f"{'yaku':20}" + "".join(f"{p[:18]:>19}" for p in presets))
    for yaku in SHAPES:
        cells = [str(counts[p][yaku]) if yaku in steered[p] else "-" for p in presets]
        print(f"{yaku:20}" + "".join(f"{c:>19}" for c in cells))
    print(f"{'yes % (yes/no)':20}" + "".join(f"{yes[p]:>18.0f}%" for p in presets))
    short = {p: [y for y in steered[p] if counts[p][y] < 5] for p in presets}
    print("steered yaku seen fewer than 5 times: "
          + "; ".join(f"{p}: {', '.join(v) or 'none'}" for p, v in short.items()))
    return 0
