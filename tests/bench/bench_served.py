"""One served student's memory against a bare app's, interleaved.

Run: ``.venv/bin/python -m tests.bench served`` (7 pairs) or ``… served --quick`` (one).

``riichi-tutor serve`` starts one process per browser tab: the classroom app
(``tutor.ui.screens.classroom_app``) on the class's database. Here each such process
runs headless (what it imports and draws is the same; textual-serve's web driver
would add the same to both sides), signs a student in to a drill of generated
questions built ahead (as ``drill create`` keeps them) and waits until the first
question is drawn; the reference is a bare Textual app with one label, drawn once.
Both report their peak memory (VmHWM). Target: the student at most 1.3x the bare app
(medians of the pairs).
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from tests.bench.children import child_env
from tutor.classroom import make_definition, save_definition
from tutor.classroom.bank import GENERATOR_VERSION
from tutor.store import open_database

ROOT = Path(__file__).resolve().parents[2]
SKILLS = ["riichi_allowed", "ippatsu", "furiten", "ron_allowed"]

PEAK = """
def peak_mb():
    for line in open("/proc/self/status"):
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return 0.0
"""

BARE = PEAK + """
from textual.app import App
from textual.widgets import Static

class Bare(App):
    def compose(self):
        yield Static("riichi-tutor")

async def ready(pilot):
    await pilot.pause()
    print(f"PEAK {peak_mb()}", flush=True)
    pilot.app.exit()

Bare().run(headless=True, size=(100, 30), auto_pilot=ready)
"""

STUDENT = PEAK + """
import sys
from tutor.store import open_store
from tutor.ui.screens.classroom_app import ClassroomApp

db = open_store(sys.argv[1], create=False)
app = ClassroomApp(db)

async def run(pilot):
    await pilot.pause()
    screen = app.screen
    screen.query_one("#code").value = sys.argv[2]
    screen.query_one("#name").value = "student"
    screen.query_one("#personal-pin").value = "1234"
    screen.sign_in(teacher=False)
    for _ in range(2000):
        await pilot.pause(0.001)
        if type(app.screen).__name__ == "TakeScreen":
            break
    else:
        raise SystemExit("the first question never showed")
    await pilot.pause()
    print(f"PEAK {peak_mb()}", flush=True)
    app.exit()

app.run(headless=True, size=(100, 30), auto_pilot=run)
db.close()
"""


def peak(code: str, *args: str) -> float:
    """The peak memory (MB) a child running ``code`` reports."""
    result = subprocess.run(
        [sys.executable, "-c", code, *args], cwd=ROOT, capture_output=True, text=True,
        env=child_env(), check=False,
    )
    for line in result.stdout.splitlines():
        if line.startswith("PEAK "):
            return float(line.split()[1])
    raise SystemExit(f"the child reported no peak: {result.stderr[-800:]}")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.bench served")
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--pairs", type=int, default=7)
    args = parser.parse_args(argv)
    pairs = 1 if args.quick else args.pairs
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "class.sqlite3"
        db = open_database(path)
        definition = make_definition(
            skills=SKILLS, count=2 if args.quick else 10, seed=40, ruleset="tenhou",
            bank=GENERATOR_VERSION,
            title="Bench drill",
        )
        drill = save_definition(db, definition)
        drill.prepare()
        db.close()
        if not args.quick:  # once each, uncounted: bytecode written
            peak(BARE)
            peak(STUDENT, str(path), drill.code)
        bare, student = [], []
        for _ in range(pairs):
            student.append(peak(STUDENT, str(path), drill.code))
            bare.append(peak(BARE))
    ratio = statistics.median(student) / statistics.median(bare)
    print(f"served student's peak memory, median of {pairs} pairs:")
    print(f"  bare Textual app, one label   {statistics.median(bare):6.1f} MB")
    print(f"  student at the first question {statistics.median(student):6.1f} MB")
    print(f"  ratio                         {ratio:6.2f}x   (target <= 1.3x: "
          f"{'met' if ratio <= 1.3 else 'NOT met'})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
