"""Progress survives a killed process and a classroom writing into one file at once."""

from __future__ import annotations

import random
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

from tests.conftest import ROOT
from tests.store.helpers import count_rows
from tutor.store import open_store

CRASH_TRIALS = 20
WRITERS = 8
ATTEMPTS_EACH = 300


def start_writer(db_path: Path, learner: str, count: int) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "tests.store.writer", str(db_path), learner, str(count)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def reported_ids(output: str) -> list[int]:
    """Ids on complete lines only: a line cut by the kill was not reported."""
    lines = output.split("\n")[:-1]
    return [int(line) for line in lines]


def test_every_reported_attempt_survives_sigkill_at_random_moments(tmp_path: Path) -> None:
    db_path = tmp_path / "progress.sqlite3"
    rng = random.Random(20261121)
    reported: list[int] = []
    for trial in range(CRASH_TRIALS):
        writer = start_writer(db_path, f"learner{trial % 3}", 0)
        assert writer.stdout is not None
        # wait for the writer's first acknowledged answer, however loaded the machine:
        # only then is a kill sure to land while it is writing
        first = writer.stdout.readline()
        assert first.endswith("\n"), f"the writer saved nothing: {writer.communicate()[1]}"
        time.sleep(rng.uniform(0.0, 0.5))
        writer.send_signal(signal.SIGKILL)
        output, _ = writer.communicate()
        assert writer.returncode == -signal.SIGKILL
        reported.extend(reported_ids(first + output))
    print(f"\n{CRASH_TRIALS} kills; {len(reported)} attempts reported saved")
    assert len(reported) > CRASH_TRIALS, "the writers should have saved something"
    conn = sqlite3.connect(db_path)
    assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    conn.close()
    db = open_store(db_path)
    stored = {row[0] for row in db.execute("SELECT id FROM attempts")}
    missing = set(reported) - stored
    assert not missing, f"{len(missing)} reported attempts lost"
    assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    db.close()


def test_eight_processes_record_300_attempts_each_into_one_file(tmp_path: Path) -> None:
    db_path = tmp_path / "classroom.sqlite3"
    writers = [start_writer(db_path, f"pupil{n}", ATTEMPTS_EACH) for n in range(WRITERS)]
    results = [writer.communicate(timeout=300) for writer in writers]
    for writer, (output, errors) in zip(writers, results, strict=True):
        assert writer.returncode == 0, errors
        assert errors == ""
        assert len(reported_ids(output)) == ATTEMPTS_EACH
    db = open_store(db_path)
    assert count_rows(db, "attempts") == WRITERS * ATTEMPTS_EACH
    per_learner = dict(
        db.execute("SELECT learner, count(*) FROM attempt_log GROUP BY learner").fetchall()
    )
    assert per_learner == {f"pupil{n}": ATTEMPTS_EACH for n in range(WRITERS)}
    stats = db.execute("SELECT sum(attempts) FROM skill_stats").fetchone()[0]
    assert stats == WRITERS * ATTEMPTS_EACH
    assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    db.close()
