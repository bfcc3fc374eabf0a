"""Hands analysed per second: our wait finder / shanten / completeness against ``mahjong``.

Run: ``.venv/bin/python -m tests.bench waits [--hands N] [--seed S] [--quick]``.

Both sides see the same seeded hands (a mix of random draws, near-complete hands, seven
pairs / thirteen orphans shapes and hands holding quads; closed and with called sets).

* waits: ours is ``waits()``; mahjong's way to find waits is ``Shanten`` first and, for
  a tenpai hand, ``Agari`` on each of the 34 kinds added.
* shanten: ``shanten()`` against ``Shanten.calculate_shanten``.
* complete: ``is_complete()`` against ``Agari.is_agari``.

Our analysis memoises per-suit results, so the first pass over new hands ("cold") is
slower than later ones ("warm"); both are printed with their ratios.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable, Sequence

from mahjong.agari import Agari
from mahjong.shanten import Shanten

from tests.rules.handgen import RandomHand, mixed
from tutor.rules import hand as hand_module
from tutor.rules import shanten as shanten_module
from tutor.rules import waits as waits_module
from tutor.rules.hand import is_complete
from tutor.rules.shanten import shanten
from tutor.rules.waits import waits


def mahjong_waits(counts: Sequence[int]) -> list[int]:
    """The waits as one finds them with the mahjong library."""
    if Shanten.calculate_shanten(counts) != 0:
        return []
    grown = list(counts)
    found = []
    for t in range(34):
        if grown[t] < 4:
            grown[t] += 1
            if Agari.is_agari(grown):
                found.append(t)
            grown[t] -= 1
    return found


def _clear_memos() -> None:
    for memo in (
        hand_module._WAYS,
        hand_module._FLAGS,
        waits_module._SUIT_WAITS,
        shanten_module._SUIT_VECTORS,
        shanten_module._SUIT_TOP,
        shanten_module._MERGED,
        shanten_module._QUAD_VECTORS,
        shanten_module._QUAD_TOP,
        shanten_module._MERGED_QUADS,
    ):
        memo.clear()


def _rate(run: Callable[[], object], count: int) -> float:
    start = time.perf_counter()
    run()
    elapsed = time.perf_counter() - start
    return count / elapsed if elapsed > 0 else float("inf")


def _hands(seed: int, count: int, extra: int) -> list[RandomHand]:
    rng = random.Random(seed)
    found: list[RandomHand] = []
    while len(found) < count:
        hand = mixed(rng)
        if sum(hand.counts) % 3 == extra:
            found.append(hand)
    return found


def _compare(
    label: str,
    hands: list[RandomHand],
    ours: Callable[[RandomHand], object],
    theirs: Callable[[RandomHand], object],
    rounds: int,
) -> tuple[float, float]:
    """(cold ratio, warm ratio); rates are the best of ``rounds`` interleaved runs (the
    memos emptied before each cold run), as other processes only ever slow a run down."""
    cold = warm = reference = 0.0
    for _ in range(rounds):
        _clear_memos()
        cold = max(cold, _rate(lambda: [ours(h) for h in hands], len(hands)))
        warm = max(warm, _rate(lambda: [ours(h) for h in hands], len(hands)))
        reference = max(reference, _rate(lambda: [theirs(h) for h in hands], len(hands)))
    print(
        f"{label:9} ours {cold:>9,.0f}/s cold {warm:>9,.0f}/s warm | "
        f"mahjong {reference:>8,.0f}/s | ratio {cold / reference:4.1f}x cold "
        f"{warm / reference:4.1f}x warm"
    )
    return cold / reference, warm / reference


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.bench waits")
    parser.add_argument("--hands", type=int, default=20_000)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--quick", action="store_true", help="a few hundred hands, one round")
    args = parser.parse_args(argv)
    count = 300 if args.quick else args.hands
    rounds = 1 if args.quick else args.rounds
    tenpai_hands = _hands(args.seed, count, 1)
    complete_hands = _hands(args.seed + 1, count, 2)
    mismatched = sum(
        [t for t in waits(h.counts, h.n_melds) if h.counts[t] < 4] != mahjong_waits(h.counts)
        for h in tenpai_hands
    )
    print(f"{count} hands of 3n+1 tiles and {count} of 3n+2; live-wait mismatches: {mismatched}")
    ratios = [
        _compare(
            "waits",
            tenpai_hands,
            lambda h: waits(h.counts, h.n_melds),
            lambda h: mahjong_waits(h.counts),
            rounds,
        ),
        _compare(
            "shanten",
            tenpai_hands + complete_hands,
            lambda h: shanten(h.counts, h.n_melds),
            lambda h: Shanten.calculate_shanten(h.counts),
            rounds,
        ),
        _compare(
            "complete",
            complete_hands,
            lambda h: is_complete(h.counts, h.n_melds),
            lambda h: Agari.is_agari(h.counts),
            rounds,
        ),
    ]
    print("ours at least as fast (cold): " + ("yes" if min(r[0] for r in ratios) >= 1 else "NO"))
    print("ours at least as fast (warm): " + ("yes" if min(r[1] for r in ratios) >= 1 else "NO"))
    return 1 if mismatched else 0
