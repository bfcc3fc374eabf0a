"""The full differential run: our judge against riichienv on 100,000+ decision points and
20,000+ wins.

Run: ``.venv/bin/python -m tests.bench differential [--quick] [--decisions N] [--wins N]
[--seed S] [--out DIR] [--strict] [--oracle riichienv|jansou]``.

Seeded, rigged riichienv hands are played live (``tests/oracle/riichienv_driver.py``).
The decision points (riichi / ankan / ron / tsumo allowed) of the first hands are
judged until ``--decisions`` are compared; the wins and abortive draws of every hand
until ``--wins`` wins are compared. Printed: counts per ask, agreement, disagreements
by kind with the first situation of each kind (all of them written to ``--out`` when
given), and speeds: oracle hands and decision points per second, our situations
judged per second, and the ratio of the two (our judging rate over the rate at which
riichienv plays out the decision points; above 1.0 means we judge a situation faster
than the oracle plays to it).
"""

from __future__ import annotations

import argparse
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

from tests.oracle import jansou_driver
from tests.oracle.compare import Tally, compare, judge_for
from tests.oracle.record import PLAY_ASKS, SITUATIONAL_YAKU, HandRecord
from tests.oracle.riichienv_driver import new_env, play_hand
from tests.oracle.situations import situation_text

END_ASKS = ("win", "abortive_draw")
BATCH = 200


def _parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m tests.bench differential")
    parser.add_argument("--quick", action="store_true", help="a tiny run (300 / 30)")
    parser.add_argument("--decisions", type=int, default=100_000)
    parser.add_argument("--wins", type=int, default=20_000)
    parser.add_argument("--seed", type=int, default=100_000, help="first hand's seed")
    parser.add_argument("--out", type=Path, help="write every disagreement's situation here")
    parser.add_argument("--strict", action="store_true", help="exit 1 on any disagreement")
    parser.add_argument("--oracle", choices=("riichienv", "jansou"), default="riichienv")
    args = parser.parse_args(argv)
    args.batch = BATCH
    if args.quick:
        args.decisions, args.wins, args.batch = 300, 30, 20
    return args


def _player(oracle: str) -> Callable[[int], HandRecord]:
    """Plays hand number ``seed`` with the chosen oracle."""
    if oracle == "jansou":
        return jansou_driver.play_hand
    env = new_env()
    return lambda seed: play_hand(seed, env=env)


def _highlights(records: list[HandRecord]) -> Counter[str]:
    """Situational yaku of the wins and kinds of the abortive draws in these hands."""
    found: Counter[str] = Counter()
    for record in records:
        for fact in record.facts:
            if fact.ask == "win":
                found.update(y for y in fact.answer.yaku if y in SITUATIONAL_YAKU)
            elif fact.ask == "abortive_draw":
                found[fact.answer] += 1
    return found


def _merge(into: Tally, part: Tally) -> None:
    into.compared.update(part.compared)
    into.agreed.update(part.agreed)
    into.disagreements.extend(part.disagreements)
    into.known.update(part.known)


def main(argv: list[str]) -> int:
    """Play, judge and report; with ``--strict``, exit status 1 on a disagreement."""
    args = _parse(argv)
    try:
        judges = {ask: judge_for(ask) for ask in (*PLAY_ASKS, *END_ASKS)}
    except BaseException as exc:  # pytest's Skipped: the engine is not there yet
        print(f"cannot run: {exc}")
        return 2
    player = _player(args.oracle)
    tally = Tally()
    seen: Counter[str] = Counter()
    play_time = judge_time = 0.0
    hands = decisions_seen = 0
    seed = args.seed
    while (
        sum(tally.compared[a] for a in PLAY_ASKS) < args.decisions
        or tally.compared["win"] < args.wins
    ):
        started = time.perf_counter()
        batch = [player(s) for s in range(seed, seed + args.batch)]
        play_time += time.perf_counter() - started
        seed += args.batch
        hands += args.batch
        decisions_seen += sum(1 for r in batch for f in r.facts if f.ask in PLAY_ASKS)
        seen.update(_highlights(batch))
        asks = set(END_ASKS)
        if sum(tally.compared[a] for a in PLAY_ASKS) < args.decisions:
            asks |= set(PLAY_ASKS)
        started = time.perf_counter()
        _merge(tally, compare(batch, asks, judges))
        judge_time += time.perf_counter() - started
    _report(args, tally, hands, decisions_seen, play_time, judge_time)
    print("seen in the hands played: " + ", ".join(f"{k} {n}" for k, n in sorted(seen.items())))
    return 1 if tally.disagreements and args.strict else 0


def _report(
    args: argparse.Namespace,
    tally: Tally,
    hands: int,
    decisions_seen: int,
    play_time: float,
    judge_time: float,
) -> None:
    judged = sum(tally.compared.values())
    print(f"{args.oracle} hands played: {hands} (seeds {args.seed}..{args.seed + hands - 1})")
    for ask in (*PLAY_ASKS, *END_ASKS):
        n, ok = tally.compared[ask], tally.agreed[ask]
        share = f"{100 * ok / n:.3f}%" if n else "-"
        print(f"  {ask:<15} compared {n:>7}  agreed {ok:>7}  ({share})")
    for note, n in sorted(tally.known.items()):
        print(f"  not compared, known difference {note}: {n}")
    print(f"disagreements: {len(tally.disagreements)}")
    for kind, n in tally.by_kind().most_common():
        print(f"  {kind}: {n}")
    shown: set[str] = set()
    for d in tally.disagreements:
        if d.kind not in shown:
            shown.add(d.kind)
            print(d.describe())
    if args.out is not None and tally.disagreements:
        args.out.mkdir(parents=True, exist_ok=True)
        for i, d in enumerate(tally.disagreements):
            name = f"{i:05d}_{d.kind.replace(':', '_').replace('[', '_').strip(']')}.toml"
            (args.out / name).write_text(situation_text(d.record, d.fact))
        print(f"situations written to {args.out}")
    oracle_rate = decisions_seen / play_time if play_time else 0.0
    our_rate = judged / judge_time if judge_time else 0.0
    print(f"oracle: {hands / play_time:.1f} hands/s, {oracle_rate:.0f} decision points/s")
    print(f"ours:   {our_rate:.0f} situations judged/s ({judged} in {judge_time:.1f} s)")
    ratio = our_rate / oracle_rate if oracle_rate else 0.0
    print(f"ratio (our judging rate / {args.oracle}'s decision-point rate): {ratio:.3f}")
