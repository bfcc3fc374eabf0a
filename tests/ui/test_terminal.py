"""The installed console script in a real terminal (tmux): answer with keys, read the screen.

Skipped, saying why, where tmux or the console script is missing.
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from tutor.store import open_store
from tutor.store.settings import load_resume

SCRIPT = Path(sys.executable).parent / "riichi-tutor"
WAIT_S = 30.0

pytestmark = [
    pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed"),
    pytest.mark.skipif(not SCRIPT.exists(), reason=f"the console script {SCRIPT} is not installed"),
]


class Terminal:
    """A detached tmux session running one command at a fixed size."""

    def __init__(self, command: str, size: tuple[int, int] = (100, 30)) -> None:
        self.name = f"rt-{uuid.uuid4().hex[:8]}"
        width, height = size
        subprocess.run(
            [
                "tmux",
                "new-session",
                "-d",
                "-s",
                self.name,
                "-x",
                str(width),
                "-y",
                str(height),
                f"{command}; echo riichi-tutor-exited=$?; sleep 30",
            ],
            check=True,
        )

    def screen(self) -> str:
        result = subprocess.run(
            ["tmux", "capture-pane", "-p", "-t", self.name],
            capture_output=True,
            text=True,
            check=False,
        )
        return result.stdout

    def wait_for(self, text: str) -> str:
        deadline = time.monotonic() + WAIT_S
        while time.monotonic() < deadline:
            shown = self.screen()
            if text in shown:
                return shown
            time.sleep(0.2)
        raise AssertionError(f"{text!r} never appeared; the screen shows:\n{self.screen()}")

    def press(self, *keys: str) -> None:
        for key in keys:
            subprocess.run(["tmux", "send-keys", "-t", self.name, key], check=True)
            time.sleep(0.15)

    def app_pid(self) -> int:
        shell = subprocess.run(
            ["tmux", "display-message", "-p", "-t", self.name, "#{pane_pid}"],
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
        children = Path(f"/proc/{shell}/task/{shell}/children").read_text().split()
        return int(children[0])

    def close(self) -> None:
        subprocess.run(["tmux", "kill-session", "-t", self.name], check=False, capture_output=True)


@pytest.fixture
def terminal(tmp_path: Path) -> Iterator[list[Terminal]]:
    opened: list[Terminal] = []
    yield opened
    for term in opened:
        term.close()


def start(terminals: list[Terminal], db: Path) -> Terminal:
    term = Terminal(f"{SCRIPT} --db {db} --learner tia")
    terminals.append(term)
    term.wait_for("Hello, tia")
    return term


def test_three_questions_answered_with_keys_then_quit(terminal, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    db = tmp_path / "progress.sqlite3"
    term = start(terminal, db)
    term.press("g")
    for number in (1, 2, 3):
        term.wait_for(f"Question {number} of 3")
        shown = term.wait_for("n  No")
        assert "y  Yes" in shown and f"Question {number} of 3" in shown
        term.press("y")
        shown = term.wait_for("Correct answer:")
        assert ("RIGHT" in shown) != ("WRONG" in shown)
        assert "Why:" in shown
        term.press("Enter")
    shown = term.wait_for("Drill finished")
    assert "of 3 right" in shown
    term.press("C-q")
    term.wait_for("riichi-tutor-exited=0")
    conn = open_store(db)
    assert conn.execute("SELECT count(*) FROM attempts").fetchone()[0] == 3


def test_killed_mid_drill_the_next_start_resumes_it(terminal, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    db = tmp_path / "progress.sqlite3"
    term = start(terminal, db)
    term.press("g")
    term.wait_for("Question 1 of 3")
    term.press("n")
    term.wait_for("Correct answer:")
    os.kill(term.app_pid(), signal.SIGKILL)
    term.wait_for("riichi-tutor-exited=137")
    term.close()
    store = open_store(db)
    assert store.execute("SELECT count(*) FROM attempts").fetchone()[0] == 1
    assert load_resume(store, "tia") is not None
    again = start(terminal, db)
    again.wait_for("1 of 3 answered")
    again.press("u")
    again.wait_for("Question 2 of 3")
    again.press("C-q")
    again.wait_for("riichi-tutor-exited=0")
