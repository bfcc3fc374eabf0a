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
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Iterator
from datetime import UTC, datetime, timedelta
from functools import partial
from pathlib import Path

from fsrs import Card, Rating
from sqlite_utils import Database

from tests.store.helpers import attempt, situation
from tutor.store import due_reviews, find_learner, make_scheduler, open_store, progress
from tutor.store.attempts import record_attempt
from tutor.store.scheduling import card_json, rating_for
from tutor.store.situations import CODEC, pack
from tutor.store.times import to_millis, to_text, utc_now

ROOT = Path(__file__).resolve().parents[2]
SKILLS = [
    ("riichi_allowed", "riichi_allowed"),
    ("ankan_allowed", "ankan_allowed"),
    ("ron_allowed", "ron_allowed"),
    ("tsumo_allowed", "tsumo_allowed"),
    ("furiten.discard", "furiten"),
    ("furiten.temporary", "furiten"),
    ("furiten.riichi", "furiten"),
    ("ippatsu", "ippatsu"),
    ("double_riichi", "double_riichi"),
    ("abortive_draw", "abortive_draw"),
    ("win.situational", "win"),
    ("win.dora", "win"),
]
WIN = {
    "yaku": {"riichi": 1, "ippatsu": 1, "menzen_tsumo": 1, "pinfu": 1, "dora": 1},
    "han": 5,
    "fu": 20,
    "yakuman": 0,
    "points": 8000,
    "payments": {"E": -4000, "N": -2000, "S": 8000, "W": -2000},
}
REASONS = [
    "ippatsu.broken_by_call",
    "furiten.temporary",
    "furiten.passed_ron",
    "riichi.too_few_tiles",
    "ankan.changes_waits",
    "abortive.suufon_renda",
]
NOW = datetime(2026, 11, 21, 12, 0, tzinfo=UTC)


def situation_texts(count: int, rng: random.Random) -> list[str]:
    """``count`` distinct situation texts modelled on the curated ones in content/.

    Each is a real curated file (chosen at random) with a line naming its variant, so
    sizes are those of real situations (about 700 bytes).
    """
    files = sorted((ROOT / "content" / "situations").rglob("*.toml"))
    texts = [path.read_text(encoding="utf-8") for path in files]
    texts = [text for text in texts if len(text) < 4_000] or [situation(0)]
    return [f"{rng.choice(texts)}# variant {number}\n" for number in range(count)]


def fill(path: Path, total: int, share: float, rng: random.Random) -> None:
    """Bulk-load ``total`` attempts with consistent statistics and cards."""
    open_store(path).close()
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA synchronous = OFF")
    learners = 100
    conn.executemany(
        "INSERT INTO learners (id, name, created_at) VALUES (?, ?, ?)",
        [(n + 1, f"learner{n:03d}", to_text(NOW - timedelta(days=400))) for n in range(learners)],
    )
    distinct = max(round(total / share), 1)
    texts = situation_texts(distinct, rng)
    dictionary = bytes(
        conn.execute("SELECT dictionary FROM codecs WHERE id = ?", [CODEC]).fetchone()[0]
    )
    conn.executemany(
        "INSERT INTO situations (id, sha256, codec, size, body) VALUES (?, ?, ?, ?, ?)",
        (
            (
                n + 1,
                hashlib.sha256(t.encode()).digest()[:16],
                CODEC,
                len(t.encode()),
                pack(t, dictionary),
            )
            for n, t in enumerate(texts)
        ),
    )
    skill_rows: dict[tuple[int, str], list[int]] = {}
    recent: dict[tuple[int, str], str] = {}
    reasons: Counter[tuple[int, str, int]] = Counter()
    missed: dict[tuple[int, int, str], str] = {}
    ability = {(n + 1, s): rng.uniform(0.5, 0.97) for n in range(learners) for s, _ in SKILLS}

    def rows() -> Iterator[tuple[object, ...]]:
        start = NOW - timedelta(days=365)
        step = timedelta(days=365) / total
        for number in range(total):
            who = rng.randrange(learners) + 1
            skill, ask = SKILLS[rng.randrange(len(SKILLS))]
            right = rng.random() < ability[who, skill]
            where = rng.randrange(distinct) + 1
            answer: object = WIN if ask == "win" else rng.random() < 0.5
            codes = rng.sample(REASONS, rng.randrange(1, 3))
            time_ms = rng.randrange(2_000, 40_000)
            at = to_millis(start + step * number)
            totals = skill_rows.setdefault((who, skill), [0, 0, 0])
            totals[0] += 1
            totals[1] += right
            totals[2] += time_ms
            recent[who, skill] = (recent.get((who, skill), "") + "01"[right])[-20:]
            for code in codes:
                reasons[who, code, int(not right)] += 1
            if not right:
                missed[who, where, ask] = skill
            yield (
                who,
                where,
                skill,
                ask,
                "S",
                None,
                json.dumps(answer),
                json.dumps(answer if right else None),
                json.dumps(codes),
                int(right),
                time_ms,
                "tenhou",
                rng.randrange(2**31),
                at,
            )

    conn.executemany(
        "INSERT INTO attempts (learner_id, situation_id, skill, ask, seat, tile, answer, "
        "correct_answer, reasons, correct, time_ms, ruleset, seed, answered_at) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        rows(),
    )
    conn.commit()
    last = to_text(NOW - timedelta(days=1))
    conn.executemany(
        "INSERT INTO skill_stats VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        [(w, s, n, c, t, recent[w, s], last, last) for (w, s), (n, c, t) in skill_rows.items()],
    )
    seen: Counter[tuple[int, str]] = Counter()
    lost: Counter[tuple[int, str]] = Counter()
    for (who, code, miss), count in reasons.items():
        seen[who, code] += count
        lost[who, code] += count * miss
    conn.executemany(
        "INSERT INTO reason_stats VALUES (?, ?, ?, ?, ?)",
        [(w, c, n, lost[w, c], last) for (w, c), n in seen.items()],
    )
    scheduler = make_scheduler(fuzz=False)

    def card(days_ago: float, rating: Rating) -> tuple[str, str]:
        reviewed = NOW - timedelta(days=days_ago)
        made, _ = scheduler.review_card(Card(card_id=0, due=reviewed), rating, reviewed)
        return to_text(made.due), card_json(made)

    conn.executemany(
        "INSERT INTO review_cards (learner_id, skill, due, fsrs_card, reviews) "
        "VALUES (?, ?, ?, ?, 1)",
        [(w, s, *card(rng.uniform(0, 30), rating_for(True, 10_000))) for (w, s) in skill_rows],
    )
    conn.executemany(
        "INSERT INTO review_cards (learner_id, skill, situation_id, ask, seat, tile, ruleset, "
        "due, fsrs_card, reviews) VALUES (?, ?, ?, ?, 'S', NULL, 'tenhou', ?, ?, 1)",
        (
            (w, s, where, a, *card(rng.uniform(0, 60), Rating.Again))
            for (w, where, a), s in missed.items()
        ),
    )
    conn.commit()
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()


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
    rows = db.table("attempts").count
    db.close()
    return seconds, rows, reported, failures


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
        ok = rows == writers * each and failures == 0
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
