"""The progress store under load: recording, the progress screen's queries, size, writers.

Run: ``.venv/bin/python -m tests.bench store`` (the full run: 1,000,000 attempts, 40
writer processes; a few minutes) or ``… store --quick`` (a tiny run, seconds).

1. **Fill** a database with ``--attempts`` attempts (default 1,000,000) from 100
   learners on 12 skills, in bulk (executemany in large transactions, as a year of a
   classroom would leave it): situations (one distinct text per four attempts on
   average, ~500 bytes each, as drills and reviews share them), the running
   statistics and the fsrs cards (skill cards and one card per missed question)
   consistent with the attempts.
2. **Record** ``--record`` more attempts one at a time through ``record_attempt`` (the
   full path: situation, attempt, statistics, fsrs reviews, commit) into that database;
   the reference is a plain sqlite3 ``INSERT`` + ``COMMIT`` of one row of the same
   columns into an unindexed table with the same pragmas. Target: median under 2 ms.
3. **Query** what the progress screen shows for a learner (``progress()``: per-skill
   mastery and accuracy, due count, most-missed reasons, recent history) and the due
   reviews; the reference is the naive way, a ``GROUP BY`` over the learner's
   attempts. Target: under 100 ms.
4. **Size** of the file per million attempts (after a checkpoint), with the share of
   each table. Target: under 400 MB.
5. **Writers**: ``--writers`` processes (default 40) each record ``--each`` attempts
   into one new file at once; every row must be there and no process may fail.
6. **Quick check**: SQLite's ``PRAGMA quick_check`` of the filled file (what opening
   runs before use, in the background above 64 MB, and what a backup runs first), and
   opening the file with ``open_store``; the reference is reading every byte of the
   file. ``--check-only`` fills and runs this stage alone (for 10k/100k/1M figures).
"""

from __future__ import annotations

import argparse
import random
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from functools import partial
from pathlib import Path

from tests.bench.store_data import NOW, fill
from tests.store.helpers import attempt, count_rows
from tutor.store import due_reviews, find_learner, open_store, progress
from tutor.store.attempts import record_attempt
from tutor.store.connection import Database
from tutor.store.times import to_millis, utc_now

ROOT = Path(__file__).resolve().parents[2]


def timed(action: Callable[[], object], repeat: int) -> list[float]:
    """Milliseconds of each of ``repeat`` calls of ``action``."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        action()
        times.append((time.perf_counter() - start) * 1000)
    return times


def bench_record(path: Path, count: int, tmp: Path) -> tuple[float, float, float]:
    """Median ms per recorded attempt, its 95th percentile, and the reference median."""
    db = open_store(path)
    rng = random.Random(7)
    ours = []
    for number in range(count):
        one = attempt(
            f"learner{rng.randrange(100):03d}",
            number=number,
            correct=rng.random() < 0.7,
            at=utc_now(),
        )
        start = time.perf_counter()
        record_attempt(db, one)
        ours.append((time.perf_counter() - start) * 1000)
    db.close()
    plain = sqlite3.connect(tmp / "plain.sqlite3", isolation_level=None)
    plain.execute("PRAGMA journal_mode = WAL")
    plain.execute("PRAGMA synchronous = NORMAL")
    plain.execute(
        "CREATE TABLE t (learner, situation, skill, ask, seat, tile, answer, "
        "correct_answer, reasons, correct, time_ms, ruleset, seed, answered_at)"
    )
    reference = []
    for number in range(count):
        row = (
            1,
            2,
            "furiten",
            "furiten",
            "S",
            None,
            "[]",
            '["temporary"]',
            "[]",
            1,
            number,
            "tenhou",
            number,
            to_millis(utc_now()),
        )
        start = time.perf_counter()
        plain.execute("BEGIN")
        plain.execute("INSERT INTO t VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", row)
        plain.execute("COMMIT")
        reference.append((time.perf_counter() - start) * 1000)
    plain.close()
    ours.sort()
    return statistics.median(ours), ours[int(len(ours) * 0.95)], statistics.median(reference)


NAIVE = (
    "SELECT skill, count(*), sum(correct), avg(time_ms) FROM attempts "
    "WHERE learner_id = ? GROUP BY skill"
)
"""The reference query: per-skill totals computed from the learner's attempts."""


def bench_queries(path: Path, repeat: int) -> dict[str, float]:
    """Median ms of the progress screen's queries over several learners."""
    db = open_store(path)
    names = [f"learner{n:03d}" for n in range(0, 100, 10)]
    results: dict[str, list[float]] = {"progress": [], "due reviews": [], "naive": []}
    first = timed(partial(progress, db, names[0], NOW), 1)[0]
    for name in names:
        who = find_learner(db, name)
        results["progress"] += timed(partial(progress, db, name, NOW), repeat)
        results["due reviews"] += timed(partial(due_reviews, db, name, NOW), repeat)
        results["naive"] += timed(partial(_fetch_all, db, NAIVE, [who]), repeat)
    db.close()
    summary = {key: statistics.median(values) for key, values in results.items()}
    summary["progress (first call)"] = first
    return summary


def _fetch_all(db: Database, sql: str, parameters: list[object]) -> list[object]:
    return list(db.execute(sql, parameters).fetchall())


def size_report(path: Path, attempts: int) -> tuple[float, dict[str, int]]:
    """MB per million attempts, and bytes per table with its indexes."""
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    owners = dict(conn.execute("SELECT name, tbl_name FROM sqlite_master"))
    sizes: Counter[str] = Counter()
    for name, size in conn.execute("SELECT name, sum(pgsize) FROM dbstat GROUP BY name"):
        sizes[owners.get(name, name)] += size
    conn.close()
    return path.stat().st_size / attempts * 1_000_000 / 1e6, dict(sizes)


def bench_writers(tmp: Path, writers: int, each: int) -> tuple[float, int, int, int]:
    """Seconds for ``writers`` processes × ``each`` attempts; rows found; failures."""
    path = tmp / "classroom.sqlite3"
    start = time.perf_counter()
    procs = [
        subprocess.Popen(
            [sys.executable, "-m", "tests.store.writer", str(path), f"pupil{n}", str(each)],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for n in range(writers)
    ]
    outcomes = [proc.communicate() for proc in procs]
    seconds = time.perf_counter() - start
    failures = sum(
        1 for proc, (_, err) in zip(procs, outcomes, strict=True) if proc.returncode != 0 or err
    )
    reported = sum(len(out.split()) for out, _ in outcomes)
    db = open_store(path)
    rows = count_rows(db, "attempts")
    db.close()
    return seconds, rows, reported, failures


def bench_check(path: Path, repeat: int) -> dict[str, float]:
    """Median ms of the quick check, of opening the store, and of reading the file."""
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    reader = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    check = timed(lambda: reader.execute("PRAGMA quick_check").fetchall(), repeat)
    reader.close()
    opening = timed(lambda: open_store(path).close(), repeat)
    reading = timed(path.read_bytes, repeat)
    return {
        "quick check": statistics.median(check),
        "open_store": statistics.median(opening),
        "read": statistics.median(reading),
    }


def report_check(path: Path, total: int, repeat: int) -> None:
    figures = bench_check(path, repeat)
    size = path.stat().st_size / 1e6
    for name in ("quick check", "open_store"):
        print(
            f"{name} with {total:,} attempts ({size:.0f} MB): {figures[name]:.1f} ms; "
            f"reading the whole file {figures['read']:.1f} ms: "
            f"{figures[name] / figures['read']:.1f}x reference"
        )


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print figures with their ratios to targets and references."""
    parser = argparse.ArgumentParser(prog="python -m tests.bench store")
    parser.add_argument("--quick", action="store_true", help="a tiny run (seconds)")
    parser.add_argument("--attempts", type=int, default=None, help="attempts to fill")
    parser.add_argument("--record", type=int, default=None, help="attempts to time")
    parser.add_argument("--writers", type=int, default=None, help="writer processes")
    parser.add_argument("--each", type=int, default=None, help="attempts per writer")
    parser.add_argument("--seed", type=int, default=20261121)
    parser.add_argument(
        "--share",
        type=float,
        default=4.0,
        help="attempts per distinct situation (drills and reviews share them)",
    )
    parser.add_argument(
        "--check-only", action="store_true", help="fill, then time the quick check alone"
    )
    args = parser.parse_args(argv)
    total = args.attempts or (5_000 if args.quick else 1_000_000)
    record = args.record or (50 if args.quick else 2_000)
    writers = args.writers or (3 if args.quick else 40)
    each = args.each or (5 if args.quick else 100)
    with tempfile.TemporaryDirectory() as folder:
        tmp = Path(folder)
        path = tmp / "progress.sqlite3"
        start = time.perf_counter()
        fill(path, total, args.share, random.Random(args.seed))
        print(f"filled {total:,} attempts in {time.perf_counter() - start:.1f} s")
        if args.check_only:
            report_check(path, total, 3)
            return 0
        per_million, sizes = size_report(path, total)
        median, p95, reference = bench_record(path, record, tmp)
        print(
            f"record an attempt (median of {record:,}, into the filled file): "
            f"{median:.3f} ms (p95 {p95:.3f} ms); target 2 ms: {median / 2:.2f}x target; "
            f"plain INSERT+COMMIT {reference:.3f} ms: {median / reference:.1f}x reference"
        )
        queries = bench_queries(path, 3 if args.quick else 10)
        for name in ("progress", "progress (first call)", "due reviews"):
            print(
                f"{name} with {total:,} attempts: {queries[name]:.2f} ms; target 100 ms: "
                f"{queries[name] / 100:.3f}x target; naive GROUP BY over the learner's "
                f"attempts {queries['naive']:.2f} ms: {queries[name] / queries['naive']:.2f}x "
                f"reference"
            )
        print(
            f"size: {per_million:.0f} MB per million attempts; target 400 MB: "
            f"{per_million / 400:.2f}x target"
        )
        for table, size in sorted(sizes.items(), key=lambda item: -item[1])[:6]:
            print(f"  {table:>14}: {size / total:7.1f} bytes per attempt (with indexes)")
        own = sizes.get("attempts", 0) / total + sizes.get("situations", 0) / max(
            round(total / args.share), 1
        )
        print(
            f"  (if every attempt had a situation of its own: ~{own:.0f} bytes, "
            f"{own:.0f} MB per million)"
        )
        seconds, rows, reported, failures = bench_writers(tmp, writers, each)
        print(
            f"{writers} writer processes x {each} attempts into one new file: {seconds:.1f} s, "
            f"{rows:,} of {writers * each:,} rows present ({reported:,} reported), "
            f"{failures} processes failed; {rows / seconds:.0f} attempts/s"
        )
        report_check(path, total, 3)
        ok = rows == writers * each and failures == 0
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
