"""Thirty students, each its own process, take one drill in one database file.

Eight of them are killed mid-drill (SIGKILL, at whatever point they had reached) and
rejoin with a new process. Afterwards every answer the students meant to give is in
the file exactly once, and every figure of the report is checked against the answers
the students gave, worked out here from their strategy, not read back from the store.
"""

from __future__ import annotations

import json
import math
import os
import signal
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

from tests.classroom.student import answers_right
from tutor.classroom import build_report, make_definition, open_drill, render, save_definition
from tutor.classroom.bank import curated_bank
from tutor.store import classroom as rows
from tutor.store import open_database

ROOT = Path(__file__).resolve().parents[2]
STUDENTS = 30
KILLED = range(0, STUDENTS, 4)  # students 0, 4, 8, … 28
QUESTIONS = 12
DEADLINE_S = 180


def _start(db: Path, code: str, n: int, log: Path) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        [
            sys.executable,
            "-m",
            "tests.classroom.student",
            str(db),
            code,
            f"student-{n:02d}",
            str(n),
            str(log),
        ],
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )


def _done_count(log: Path) -> int:
    if not log.exists():
        return 0
    return sum(line.startswith("done") for line in log.read_text().splitlines())


def _run_class(db: Path, code: str, logs: Path) -> list[int]:
    """Run the class; return how far each killed student had got when killed."""
    reached = []
    started = time.monotonic()
    procs = {n: _start(db, code, n, logs / f"{n}.log") for n in range(STUDENTS)}
    to_kill = set(KILLED)
    while to_kill and time.monotonic() - started < DEADLINE_S:
        for n in sorted(to_kill):
            proc = procs[n]
            if _done_count(logs / f"{n}.log") >= 2 or proc.poll() is not None:
                if proc.poll() is None:
                    proc.send_signal(signal.SIGKILL)
                proc.wait(timeout=30)
                reached.append(_done_count(logs / f"{n}.log"))
                procs[n] = _start(db, code, n, logs / f"{n}.log")  # rejoin
                to_kill.discard(n)
        time.sleep(0.01)
    for n, proc in procs.items():
        _, err = proc.communicate(timeout=max(5.0, DEADLINE_S - (time.monotonic() - started)))
        assert proc.returncode == 0, f"student {n}: {err.decode()[-2000:]}"
    return reached


def _intended(log: Path) -> tuple[dict[int, object], set[int]]:
    intended: dict[int, object] = {}
    done: set[int] = set()
    for line in log.read_text().splitlines():
        kind, index, *rest = line.split(" ", 2)
        if kind == "intend":
            value = json.loads(rest[0])
            assert intended.setdefault(int(index), value) == value
        else:
            done.add(int(index))
    return intended, done


def test_thirty_students_with_crashes_and_rejoins(tmp_path: Path) -> None:
    path = tmp_path / "class.sqlite3"
    db = open_database(path)
    definition = make_definition(
        skills=["furiten", "ippatsu", "riichi_allowed", "ankan_allowed"],
        count=QUESTIONS,
        seed=30,
        ruleset="tenhou",
        bank=curated_bank().name,
        title="Class of thirty",
    )
    drill = save_definition(db, definition)
    db.close()
    logs = tmp_path / "logs"
    logs.mkdir()
    reached = _run_class(path, drill.code, logs)
    assert len(reached) == len(KILLED)
    assert sum(2 <= r < QUESTIONS for r in reached) >= len(KILLED) // 2  # killed mid-drill

    db = open_database(path)
    drill = open_drill(db, drill.code)
    questions = [drill.question(k) for k in range(QUESTIONS)]
    students = {s.name: s for s in rows.students(db, drill.drill_id)}
    stored = rows.answers(db, drill.drill_id)
    assert len(students) == STUDENTS

    # No answer lost or doubled: each student has one answer per question, the one meant.
    for n in range(STUDENTS):
        name = f"student-{n:02d}"
        intended, done = _intended(logs / f"{n}.log")
        mine = {a.question_index: a for a in stored if a.student_id == students[name].id}
        assert sorted(mine) == list(range(QUESTIONS))
        assert done <= set(mine)
        for k, a in mine.items():
            assert a.answer == intended[k]
            right = answers_right(name, n, k)
            assert a.answer == (questions[k].answer if right else not questions[k].answer)
            assert a.correct == right
    assert len(stored) == STUDENTS * QUESTIONS

    report = build_report(db, drill)
    right = {
        f"student-{n:02d}": [answers_right(f"student-{n:02d}", n, k) for k in range(QUESTIONS)]
        for n in range(STUDENTS)
    }
    score = {name: sum(marks) for name, marks in right.items()}

    # Per student: score, answers, time (the stored times), missed questions.
    for result in report.students:
        assert result.score == score[result.name]
        assert result.answered == QUESTIONS
        mine = [a for a in stored if a.student_id == students[result.name].id]
        assert result.time_ms == sum(a.time_ms for a in mine)
        assert [m.index for m in result.missed] == [
            k for k in range(QUESTIONS) if not right[result.name][k]
        ]

    # Per question: right count, spread, most common wrong answer, discrimination.
    ranked = sorted(score, key=lambda name: (-score[name], name))
    size = math.ceil(0.27 * STUDENTS)
    upper, lower = ranked[:size], ranked[-size:]
    for q in report.questions:
        k = q.index
        truth = questions[k].answer
        labels = Counter(
            ("yes" if (truth if right[name][k] else not truth) else "no") for name in right
        )
        assert q.answered == STUDENTS
        assert q.correct == sum(right[name][k] for name in right)
        assert dict(q.spread) == dict(labels)
        wrong_label = "no" if truth else "yes"
        expected_wrong = None if labels[wrong_label] == 0 else (wrong_label, labels[wrong_label])
        assert q.common_wrong == expected_wrong
        d = (sum(right[nm][k] for nm in upper) - sum(right[nm][k] for nm in lower)) / size
        assert q.discrimination is not None and math.isclose(q.discrimination, d)
        assert bool(q.flag) == (d < 0 or sum(right[nm][k] for nm in upper) / size < 0.5)
    assert report.questions[0].flag  # the trap is flagged for review

    # Per rule: totals per rule card, weakest first.
    per_card: dict[str, list[int]] = {}
    for k, question in enumerate(questions):
        tally = per_card.setdefault(question.card, [0, 0])
        tally[0] += sum(right[name][k] for name in right)
        tally[1] += STUDENTS
    assert {r.card: [r.correct, r.answered] for r in report.rules} == per_card
    shares = [r.correct / r.answered for r in report.rules]
    assert shares == sorted(shares)

    # The grid and every text format carry the same figures.
    marks_of = {name: tuple("right" if r else "wrong" for r in right[name]) for name in right}
    assert all(marks == marks_of[name] for name, marks in report.grid)
    text = render(report, "csv")
    for name in right:
        assert f"{name},{score[name]}/{QUESTIONS},{QUESTIONS}," in text
    db.close()
    assert os.path.getsize(path) > 0
