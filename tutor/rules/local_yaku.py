"""Local yaku (ローカル役) of the Shanghai: Dynasty house rules (seed 002).

* sanrenkou (三連刻): three triplets (or kans) of consecutive numbers in one suit, 2 han;
* suurenkou (四連刻): four of them, yakuman;
* iisou sanjun (一色三順): three identical runs, 2 han (a hand read both ways scores one);
* iisou suushun (一色四順): four identical runs, 5 han;
* shiisan puutaa (十三不塔): the dealer's dealt hand has one pair and thirteen tiles of
  which no two are within two numbers of each other in a suit; yakuman.

Daisharin is scored by the ``mahjong`` library itself. All of them are "exposed" yaku
in the seed: the same han open or closed.

The readings come from the library's hand divider. The scorer adds the local yaku of
the best reading to the library's own best reading; when the two readings differ (say
``111222333m`` read as three triplets by the library and as three runs here) the han
of the local yaku are still right, since each reading scores exactly one of the pair
sanrenkou / iisou sanjun. A combination across readings of other yaku is not sought.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise

from tutor.rules.ruleset import Ruleset

Reading = Sequence[Sequence[int]]


def _reading_yaku(reading: Reading, ruleset: Ruleset) -> dict[str, int]:
    triplets = sorted({g[0] for g in reading if len(g) >= 3 and g[0] == g[1] and g[0] < 27})
    runs: dict[int, int] = {}
    for group in reading:
        if len(group) == 3 and group[0] != group[1]:
            runs[group[0]] = runs.get(group[0], 0) + 1
    found: dict[str, int] = {}
    longest = _longest_consecutive(triplets)
    if longest >= 4 and ruleset.suurenkou:
        found["suurenkou"] = 13
    elif longest >= 3 and ruleset.sanrenkou:
        found["sanrenkou"] = 2
    same_runs = max(runs.values(), default=0)
    if same_runs >= 4 and ruleset.iisou_suushun:
        found["iisou_suushun"] = 5
    elif same_runs >= 3 and ruleset.iisou_sanjun:
        found["iisou_sanjun"] = 2
    return found


def _longest_consecutive(kinds: Sequence[int]) -> int:
    best = 0
    run = 0
    previous = -10
    for k in kinds:
        run = run + 1 if k == previous + 1 and k // 9 == previous // 9 else 1
        best = max(best, run)
        previous = k
    return best


def local_yaku(readings: Sequence[Reading], ruleset: Ruleset) -> dict[str, int]:
    """The local yaku of the reading that scores most (yakuman first), id -> han."""
    best: dict[str, int] = {}
    best_key = (0, 0)
    for reading in readings:
        found = _reading_yaku(reading, ruleset)
        key = (sum(v for v in found.values() if v >= 13), sum(found.values()))
        if key > best_key:
            best, best_key = found, key
    return best


def is_shiisan_puutaa(counts: Sequence[int]) -> bool:
    """Fourteen tiles (a 34-long count vector): one pair, and no two of the other kinds
    in one suit within two numbers of each other (no pair, run or partial run)."""
    if sum(counts) != 14 or max(counts) > 2 or sum(1 for c in counts if c == 2) != 1:
        return False
    for suit in range(3):
        numbers = [n for n in range(9) if counts[suit * 9 + n]]
        if any(b - a <= 2 for a, b in pairwise(numbers)):
            return False
    return True
