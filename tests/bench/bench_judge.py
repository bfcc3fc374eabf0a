"""Judging speed: replay and judge whole situations, against `mahjong` scoring hands.

``python -m tests.bench judge [--quick] [--count N] [--seed S]`` builds N situations
from seeded random legal play (``tests/engine/random_play.py``: every seat's hand is
known, the hand is cut at a moment that fits one of the part-1 asks), then in one run:

* parses, replays and judges each situation text (what ``riichi-tutor judge`` does);
* replays and judges the already parsed situations;
* scores N seeded random winning hands with the `mahjong` library's HandCalculator.

It prints situations per second, the average number of events, and the ratios of our
rates to the library's hands per second (above 1.0: a whole situation is judged faster
than the library scores one hand).

It then times the ``win`` ask the same way (``tests/bench/bench_win.py``: ``--wins``
riichienv wins, default 2,000, parsed, replayed and judged against the library scoring
the same hands), so that one command reports both parts of the engine.
"""

from __future__ import annotations

import argparse
import random
import time
from collections import Counter

from tests.bench.bench_win import time_wins
from tests.engine.random_play import random_situation
from tests.rules.test_scoring_oracles import _library
from tests.rules.winning_hands import random_deal
from tutor.engine.seat import forget_waits
from tutor.engine.situation import Situation, parse_situation
from tutor.errors import TutorError
from tutor.judges import judge
from tutor.judges.base import RefusedQuestion
from tutor.paths import content_dir
from tutor.rules.ruleset import load_ruleset


def _outcome(situation: Situation) -> str:
    """The answer, or the code of the refusal of a question whose precondition fails
    (``double_riichi`` of a seat not in riichi…): judging that far is the same work."""
    try:
        return str(judge(situation).answer)
    except RefusedQuestion as refused:
        return f"refused: {refused.reason.code}"


def _curated_rate() -> tuple[float, float, int, float] | None:
    """Situations/s over the hand-written files of content/situations (5 rounds each,
    the first from an empty waits memo): parse + replay + judge, and replay + judge of
    the parsed files."""
    texts = []
    for path in sorted((content_dir() / "situations").rglob("*.toml")):
        text = path.read_text(encoding="utf-8")
        try:
            judge(parse_situation(text))
        except TutorError:
            continue  # files that expect a refusal
        texts.append(text)
    if not texts:
        return None
    events = sum(len(parse_situation(text).events) for text in texts) / len(texts)
    forget_waits()
    start = time.perf_counter()
    for _ in range(5):
        for text in texts:
            judge(parse_situation(text))
    whole = 5 * len(texts) / (time.perf_counter() - start)
    parsed = [parse_situation(text) for text in texts]
    forget_waits()
    start = time.perf_counter()
    for _ in range(5):
        for situation in parsed:
            judge(situation)
    return whole, 5 * len(texts) / (time.perf_counter() - start), len(texts), events


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.bench judge")
    parser.add_argument("--quick", action="store_true", help="a tiny run (30 situations)")
    parser.add_argument("--count", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--wins", type=int, default=2000, help="win asks to time (0: none)")
    args = parser.parse_args(argv or [])
    count = 30 if args.quick else args.count
    wins = 10 if args.quick else args.wins
    rng = random.Random(args.seed)
    ruleset = load_ruleset("tenhou")
    start = time.perf_counter()
    texts = [random_situation(rng, ruleset).text for _ in range(count)]
    made = time.perf_counter() - start
    situations = [parse_situation(text) for text in texts]
    events = sum(len(s.events) for s in situations) / count
    asks = Counter(s.question.ask for s in situations)
    print(
        f"{count} situations from seeded random play ({made:.1f} s to generate), "
        f"{events:.1f} events each on average"
    )
    print("asks: " + ", ".join(f"{ask} {n}" for ask, n in sorted(asks.items())))

    # Each timed pass starts with an empty waits memo: otherwise the second pass would
    # find every hand's waits already worked out by the first.
    forget_waits()
    start = time.perf_counter()
    answers = Counter(_outcome(parse_situation(text)) for text in texts)
    whole = count / (time.perf_counter() - start)
    forget_waits()
    start = time.perf_counter()
    for situation in situations:
        _outcome(situation)
    replayed = count / (time.perf_counter() - start)
    start = time.perf_counter()
    for text in texts:
        parse_situation(text)
    parsed = count / (time.perf_counter() - start)

    curated = _curated_rate()

    deals = [random_deal(random.Random(args.seed * 7919 + i)) for i in range(count)]
    start = time.perf_counter()
    for deal in deals:
        _library(deal, True)
    library = count / (time.perf_counter() - start)

    print(f"answers: {dict(answers.most_common(6))}")
    print(
        f"parse + replay + judge            {whole:10,.0f} situations/s "
        f"({1e6 / whole:,.0f} us each)"
    )
    print(
        f"replay + judge (parsed)           {replayed:10,.0f} situations/s "
        f"({1e6 / replayed:,.0f} us each)"
    )
    print(
        f"parse alone                       {parsed:10,.0f} situations/s "
        f"({1e6 / parsed:,.0f} us each)"
    )
    print(
        f"mahjong HandCalculator            {library:10,.0f} hands/s ({1e6 / library:,.0f} us each)"
    )
    if curated is not None:
        rate, judged, files, mean = curated
        print(
            f"curated files, parse+replay+judge {rate:10,.0f} situations/s "
            f"({1e6 / rate:,.0f} us each; {files} files, {mean:.1f} events each)"
        )
        print(
            f"curated files, replay+judge       {judged:10,.0f} situations/s "
            f"({1e6 / judged:,.0f} us each)"
        )
    print(
        f"events replayed per second        {replayed * events:10,.0f} "
        f"({1e6 / (replayed * events):.2f} us per event, judging included)"
    )
    print(f"ratio (parse+replay+judge / mahjong) = {whole / library:.2f}")
    print(f"ratio (replay+judge / mahjong)       = {replayed / library:.2f}")
    if curated is not None:
        print(f"ratio (curated files / mahjong)      = {curated[0] / library:.2f}")
        print(f"ratio (curated replay+judge / mahjong) = {curated[1] / library:.2f}")
    if wins > 0:
        timing = time_wins(wins, 50_000 + args.seed)
        print(
            f"win asks (riichienv hands)        {timing.wins / timing.ours:10,.0f} wins/s "
            f"({1e6 * timing.ours / timing.wins:,.0f} us each, parse + replay + judge; "
            f"{timing.disagreements} disagreements)"
        )
        print(
            f"mahjong on the same winning hands {timing.wins / timing.theirs:10,.0f} hands/s "
            f"({1e6 * timing.theirs / timing.wins:,.0f} us each)"
        )
        print(f"ratio (win asks / mahjong)           = {timing.ratio:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
