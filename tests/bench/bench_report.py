"""``drill report`` of a 40 x 30 drill: its time against a bare Python start, interleaved.

Run: ``.venv/bin/python -m tests.bench report`` (7 pairs, the HTML report: the format the
issue measured), ``… report --format all`` (every format, each in its own pairs, all in
one run) or ``… report --quick`` (one pair, 3 students x 2 questions). With
``--against TREE`` (a checkout of older code, e.g. ``git worktree add /tmp/old d9d14ad``:
nothing to install) the same command is also run from that tree, with the same Python,
in every round: the report's time against the older code's, measured in the same run.

The drill (generated yes/no questions, built once and kept in the file, as ``drill
create`` does) is taken in this process by every student; then, pair after pair, a new
process runs ``riichi-tutor drill report CODE --format FORMAT`` and a new process runs
the reference, ``python -c "import sqlite3"`` (each with its bytecode: see
:mod:`tests.bench.children`). Printed: the medians of wall and CPU time
(of the child process) for both and their ratio. The report never judges: what it
costs beyond the reference is imports, reading the answers and writing the page."""

from __future__ import annotations

import argparse
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from tests.bench.children import child_env
from tests.classroom.student import answers_right, chosen
from tutor.classroom import answer, join, make_definition, open_question, save_definition
from tutor.classroom.bank import GENERATOR_VERSION
from tutor.store import open_database

ROOT = Path(__file__).resolve().parents[2]
SKILLS = ["riichi_allowed", "ippatsu", "furiten", "ron_allowed", "tsumo_allowed", "double_riichi"]


def make_drill(path: Path, students: int, questions: int) -> str:
    """A drill of ``questions`` questions answered by ``students`` students; its code."""
    db = open_database(path)
    definition = make_definition(
        skills=SKILLS, count=questions, seed=40, ruleset="tenhou", bank=GENERATOR_VERSION,
        title="Bench drill",
    )
    drill = save_definition(db, definition)
    drill.prepare()
    for n in range(students):
        name = f"student-{n:02d}"
        student = join(db, drill, name)
        while True:
            current = open_question(db, drill, student, 0)
            if current.index is None:
                break
            question = drill.question(current.index)
            given = chosen(question, answers_right(name, n % 30, current.index))
            answer(db, drill, student, current.index, given, 1000 * (current.index + 1))
    db.close()
    return drill.code


def timed(command: list[str], tree: Path = ROOT) -> tuple[float, float]:
    """Wall seconds of a child process (run from ``tree``'s code) and the CPU seconds it
    used."""
    env = child_env()
    if tree != ROOT:
        env["PYTHONPATH"] = str(tree)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(command, cwd=tree, check=True, stdout=subprocess.DEVNULL, env=env)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


FORMATS = ("table", "csv", "md", "html")


def measure(path: Path, code: str, fmt: str, pairs: int, warm: bool,
            against: Path | None = None) -> dict[str, float]:
    """Median wall and CPU seconds of ``drill report`` in ``fmt``, of the bare start and,
    with ``against``, of the same report from that tree's code."""
    out = path.parent / f"report.{fmt}"
    report = [sys.executable, "-m", "tutor", "--db", str(path), "drill", "report", code,
              "--format", fmt, "-o", str(out)]
    bare = [sys.executable, "-c", "import sqlite3"]
    trees = {"report": ROOT} if against is None else {"report": ROOT, "older": against}
    runs: dict[str, list[tuple[float, float]]] = {"bare": [], **{k: [] for k in trees}}
    if warm:  # once each, uncounted: bytecode written, files in the cache
        for tree in trees.values():
            out.unlink(missing_ok=True)
            timed(report, tree)
        timed(bare)
    for _ in range(pairs):
        for name, tree in trees.items():
            out.unlink(missing_ok=True)
            runs[name].append(timed(report, tree))
        runs["bare"].append(timed(bare))
    medians = {f"{k} wall": statistics.median(w for w, _ in v) for k, v in runs.items()}
    medians.update({f"{k} cpu": statistics.median(c for _, c in v) for k, v in runs.items()})
    return medians


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.bench report")
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--pairs", type=int, default=7)
    parser.add_argument("--format", default="html", choices=[*FORMATS, "all"])
    parser.add_argument("--against", type=Path, default=None, metavar="TREE",
                        help="also run the report from this checkout of older code")
    args = parser.parse_args(argv)
    students, questions, pairs = (3, 2, 1) if args.quick else (40, 30, args.pairs)
    formats = FORMATS if args.format == "all" else (args.format,)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "class.sqlite3"
        code = make_drill(path, students, questions)
        found = {fmt: measure(path, code, fmt, pairs, not args.quick, args.against)
                 for fmt in formats}
    print(f"drill report of {students} students x {questions} questions, "
          f"median of {pairs} pairs against a bare python (import sqlite3):")
    print(f"  {'format':<8}{'report wall':>12}{'bare wall':>11}{'ratio':>8}"
          f"{'report CPU':>12}{'bare CPU':>10}{'ratio':>8}")
    for fmt, m in found.items():
        print(f"  {fmt:<8}{m['report wall'] * 1000:9.0f} ms{m['bare wall'] * 1000:8.0f} ms"
              f"{m['report wall'] / m['bare wall']:7.2f}x"
              f"{m['report cpu'] * 1000:9.0f} ms{m['bare cpu'] * 1000:7.0f} ms"
              f"{m['report cpu'] / max(m['bare cpu'], 1e-3):7.2f}x")
    if args.against is not None:
        print(f"against the code in {args.against} (same drill, same Python, interleaved):")
        print(f"  {'format':<8}{'older CPU':>11}{'report CPU':>12}{'ratio':>8}")
        for fmt, m in found.items():
            print(f"  {fmt:<8}{m['older cpu'] * 1000:8.0f} ms{m['report cpu'] * 1000:9.0f} ms"
                  f"{m['report cpu'] / max(m['older cpu'], 1e-3):7.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
