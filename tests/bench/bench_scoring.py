"""Scoring speed: our adapter against the `mahjong` library and riichienv on the same hands.

``python -m tests.bench scoring [--hands N] [--quick]`` scores seeded random winning hands
(the oracle test's generator) three ways in one run and prints hands per second and the ratios.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable

from tests.rules.test_scoring_oracles import _library, _ours, _riichienv
from tests.rules.winning_hands import Deal, random_deal
from tutor.rules.ruleset import load_ruleset


def _rate(label: str, deals: list[Deal], work: Callable[[Deal], object]) -> float:
    start = time.perf_counter()
    for deal in deals:
        work(deal)
    rate = len(deals) / (time.perf_counter() - start)
    print(f"{label:<34} {rate:10,.0f} hands/s")
    return rate


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.bench scoring")
    parser.add_argument("--hands", type=int, default=5000)
    parser.add_argument("--quick", action="store_true", help="a tiny run (the smoke test)")
    args = parser.parse_args(argv)
    count = 20 if args.quick else args.hands
    rng = random.Random(1)
    deals = [random_deal(rng) for _ in range(count)]
    ruleset = load_ruleset("mahjong-soul")
    print(f"{count} seeded random winning hands")
    ours = _rate("ours (score_win, mahjong-soul)", deals, lambda d: _ours(d, ruleset))
    library = _rate("mahjong HandCalculator directly", deals, lambda d: _library(d, True))
    rust = _rate("riichienv HandEvaluator", deals, _riichienv)
    print(f"ours / mahjong   = {ours / library:.2f}")
    print(f"ours / riichienv = {ours / rust:.2f}")
    return 0
