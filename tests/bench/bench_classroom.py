"""A classroom drill end to end: created, taken by one process per student, reported.

Run: ``.venv/bin/python -m tests.bench classroom`` (40 students, 30 generated questions)
or ``… classroom --quick`` (5 students, 6 curated questions; seconds).

1. **Create** the drill as ``drill create`` does, building every question once and
   keeping it in the database.
2. **Take**: one process per student (``tests.classroom.student``), all at once, each
   joining and answering every question through ``tutor.classroom``. Wall time and each
   process's peak memory. Reference: the same number of processes that each open the
   file with plain sqlite3 and insert as many rows, one transaction per row.
3. **Report**: ``drill report --format html`` in its own process: wall time and peak
   memory. Reference: a plain ``python -c "import sqlite3"`` process.

Every answer must be in the file at the end, once.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from tutor.classroom import make_definition, save_definition
from tutor.classroom.bank import GENERATOR_VERSION, curated_bank
from tutor.store import classroom as rows
from tutor.store import open_database

ROOT = Path(__file__).resolve().parents[2]
SKILLS = ["riichi_allowed", "ippatsu", "furiten", "ron_allowed", "tsumo_allowed", "double_riichi"]

PEAK = """
def peak_rss_kb():
    for line in open("/proc/self/status"):
        if line.startswith("VmHWM:"):
            return int(line.split()[1])
    return 0
"""
"""Peak memory of the process since its program started (getrusage would count the
parent's memory before exec as well)."""

PLAIN_WRITER = (
    PEAK
    + """
import sqlite3, sys
conn = sqlite3.connect(sys.argv[1], timeout=30, isolation_level=None)
conn.execute("PRAGMA journal_mode = WAL")
for i in range(int(sys.argv[2])):
    conn.execute("BEGIN IMMEDIATE")
    conn.execute("INSERT INTO t VALUES (?, ?, ?)", (sys.argv[3], i, "[true]"))
    conn.execute("COMMIT")
print("peak_rss_kb", peak_rss_kb())
"""
)

MEASURED = (
    PEAK
    + """
import runpy, sys, time
start = time.perf_counter()
sys.argv = sys.argv[1:]
try:
    runpy.run_module(sys.argv[0], run_name="__main__")
except SystemExit:
    pass
print("elapsed_s", time.perf_counter() - start, file=sys.stderr)
print("peak_rss_kb", peak_rss_kb(), file=sys.stderr)
"""
)

BARE = (
    PEAK
    + """
import sqlite3, sys
print("peak_rss_kb", peak_rss_kb(), file=sys.stderr)
"""
)


def _peaks(outputs: list[str]) -> list[int]:
    return [
        int(line.split()[1])
        for out in outputs
        for line in out.splitlines()
        if line.startswith("peak_rss_kb")
    ]


def _all_at_once(commands: list[list[str]]) -> tuple[float, list[str]]:
    start = time.perf_counter()
    procs = [
        subprocess.Popen(c, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        for c in commands
    ]
    outputs = []
    for proc in procs:
        out, err = proc.communicate(timeout=1800)
        if proc.returncode != 0:
            raise SystemExit(f"a process failed: {err[-1500:]}")
        outputs.append(out + err)
    return time.perf_counter() - start, outputs


def _mb(kb: float) -> str:
    return f"{kb / 1024:.0f} MB"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.bench classroom")
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--students", type=int, default=40)
    parser.add_argument("--questions", type=int, default=30)
    args = parser.parse_args(argv)
    students, questions = (5, 6) if args.quick else (args.students, args.questions)
    bank = curated_bank().name if args.quick else GENERATOR_VERSION
    with tempfile.TemporaryDirectory() as folder:
        tmp = Path(folder)
        path = tmp / "class.sqlite3"

        start = time.perf_counter()
        db = open_database(path)
        definition = make_definition(
            skills=SKILLS[:4] if args.quick else SKILLS,
            count=questions,
            seed=40,
            ruleset="tenhou",
            bank=bank,
            title="Bench drill",
        )
        drill = save_definition(db, definition)
        drill.prepare()
        created = time.perf_counter() - start
        db.close()
        print(f"create: {questions} questions ({bank}) in {created:.2f} s")

        taken, outputs = _all_at_once(
            [
                [
                    sys.executable,
                    "-m",
                    "tests.classroom.student",
                    str(path),
                    drill.code,
                    f"student-{n:02d}",
                    str(n % 30),
                    str(tmp / f"{n}.log"),
                ]
                for n in range(students)
            ]
        )
        peaks = _peaks(outputs)
        plain = tmp / "plain.sqlite3"
        import sqlite3

        conn = sqlite3.connect(plain)
        conn.execute("CREATE TABLE t (who, k, answer)")
        conn.close()
        reference, ref_out = _all_at_once(
            [
                [sys.executable, "-c", PLAIN_WRITER, str(plain), str(questions), str(n)]
                for n in range(students)
            ]
        )
        ref_peaks = _peaks(ref_out)
        print(
            f"take: {students} processes × {questions} answers in {taken:.2f} s "
            f"(reference {reference:.2f} s, ratio {taken / reference:.1f}); peak memory "
            f"per student process {_mb(max(peaks))} (reference {_mb(max(ref_peaks))})"
        )

        db = open_database(path)
        stored = len(rows.answers(db, drill.drill_id))
        db.close()
        if stored != students * questions:
            print(f"FAILED: {stored} answers stored, {students * questions} given")
            return 1

        report = tmp / "report.html"
        _, out = _all_at_once(
            [
                [
                    sys.executable,
                    "-c",
                    MEASURED,
                    "tutor",
                    "--db",
                    str(path),
                    "drill",
                    "report",
                    drill.code,
                    "--format",
                    "html",
                    "-o",
                    str(report),
                ]
            ]
        )
        _, ref = _all_at_once([[sys.executable, "-c", BARE]])
        elapsed = float(
            next(x.split()[1] for x in out[0].splitlines() if x.startswith("elapsed_s"))
        )
        print(
            f"report: {students} students × {questions} questions as HTML "
            f"({report.stat().st_size // 1024} KB) in {elapsed:.2f} s; peak memory "
            f"{_mb(_peaks(out)[0])} (a bare python with sqlite3: {_mb(_peaks(ref)[0])})"
        )
    print(f"all {stored} answers stored once")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
