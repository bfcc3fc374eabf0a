"""The tutor app: start-up to the first question, answer key to explanation, peak memory.

Run: ``.venv/bin/python -m tests.bench app`` (``--runs 5`` start-ups each, ``--answers
20``) or ``… app --quick`` (one start-up each, 3 answers; seconds).

1. **Start-up.** A fresh process is launched and timed until it says the screen is
   drawn: the tutor (``create_app`` on a new database, the guided first drill opened
   with ``g``, until the first question's frame is drawn) against the reference,
   a bare Textual app showing one static label. Both run headless, so the figure is
   Python start, imports and the first frames. Targets (medians of interleaved runs):
   the first question at most 2x the reference, the home screen (drawn with the
   question bank still loading behind it) at most 1.5x.
   The first question comes from the questions built ahead (``tutor.practice.ahead``);
   the bench says so, and whether they were built by the engine it runs.
2. **Answer to explanation.** In the tutor's process, from the answer key (``y``) to
   the explanation drawn, over ``--answers`` yes/no questions (guided drills, one after
   another). Target: median under 50 ms.
3. **Peak memory** of the tutor's process after those answers (``ru_maxrss``).
   Target: under 150 MB.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from tests.bench.children import child_env

ROOT = Path(__file__).resolve().parents[2]

BARE = """
import sys, time
from textual.app import App
from textual.widgets import Static

class Bare(App):
    def compose(self):
        yield Static("riichi-tutor")

async def ready(pilot):
    await pilot.pause()
    print(f"READY {time.process_time()}", flush=True)
    pilot.app.exit()

Bare().run(headless=True, size=(100, 30), auto_pilot=ready)
"""

TUTOR = """
import json, resource, statistics, sys, time
from textual.screen import Screen
from tutor.ui.app import create_app

db, answers = sys.argv[1], int(sys.argv[2])
app = create_app(db, learner="bench")
stamps = {}
drawn = {}
resume = Screen._on_screen_resume

def first_frame(screen, event):
    # READY when the first question's first frame is drawn: the screen is laid out and
    # drawn as it resumes, and this runs right after that refresh (and what the screen
    # loads in the background once it is drawn is not counted).
    resume(screen, event)
    if type(screen).__name__ == "DrillScreen" and not drawn:
        def ready():
            drawn["first question"] = True
            print(f"READY {time.process_time()}", flush=True)
        screen.call_after_refresh(ready)

Screen._on_screen_resume = first_frame

def time_answers():
    # Only once the first question is up: the app imports the drill screen itself.
    from tutor.ui.screens.drill import DrillScreen

    choose, give = DrillScreen.action_choose, DrillScreen._give

    def timed_choose(self, key):
        stamps["key"] = time.perf_counter()
        choose(self, key)

    def painted(self, given):
        give(self, given)
        self.call_after_refresh(lambda: stamps.__setitem__("shown", time.perf_counter()))

    DrillScreen.action_choose = timed_choose
    DrillScreen._give = painted
    return DrillScreen

async def until(pilot, test):
    for _ in range(2000):
        if test():
            return
        await pilot.pause(0.001)
    raise SystemExit("the screen never showed what was expected")

def on_drill():
    return type(app.screen).__name__ == "DrillScreen" and bool(app.screen.query("AnswerList"))

async def run(pilot):
    # The pilot starts once the home screen is painted (not after a pause: that would
    # also wait for the question bank loading behind it).
    print(f"HOME {time.process_time()}", flush=True)
    await pilot.press("g")  # the guided drill: yes/no questions, three at a time
    await until(pilot, lambda: bool(drawn) and on_drill())
    print(f"FIRST {app.screen.drill.asked[0][0]}", flush=True)  # "ahead": built ahead
    DrillScreen = time_answers()
    times = []
    while len(times) < answers:
        screen = app.screen
        if not isinstance(screen, DrillScreen):
            await pilot.press("escape", "g")
            await until(pilot, on_drill)
            continue
        stamps.clear()
        await pilot.press("y")
        await until(pilot, lambda: "shown" in stamps)
        times.append((stamps["shown"] - stamps["key"]) * 1000)
        await pilot.press("enter")
        await until(pilot, lambda: on_drill() or not isinstance(app.screen, DrillScreen))
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print("RESULT " + json.dumps({"answer_ms": times, "peak_mb": peak}), flush=True)
    app.exit()

app.run(headless=True, size=(100, 30), auto_pilot=run)
"""


def launch(code: str, *args: str) -> tuple[dict[str, tuple[float, float]], list[str]]:
    """Run ``code`` in a new interpreter: for each stamp it prints (``HOME``, ``READY``),
    the seconds from launch to that line and the CPU seconds the process had used by
    then; and its output."""
    start = time.perf_counter()
    process = subprocess.Popen(
        [sys.executable, "-c", code, *args],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env=child_env(),
    )
    assert process.stdout is not None
    stamps: dict[str, tuple[float, float]] = {}
    lines = []
    for line in process.stdout:
        label, _, rest = line.partition(" ")
        if label in ("HOME", "READY") and label not in stamps:
            stamps[label] = (time.perf_counter() - start, float(rest))
        lines.append(line.strip())
    process.wait(timeout=120)
    if "READY" not in stamps:
        raise SystemExit(f"the app never became ready (exit {process.returncode})")
    return stamps, lines


def ahead_state() -> str:
    """Whether the questions built ahead were judged by this engine (else each is
    judged again when read, which the first question then waits for)."""
    from tutor.practice import ahead

    shipped = ahead.folder() / "tenhou.jsonl"
    built = shipped.read_text(encoding="utf-8").split("\t", 2)[1] if shipped.is_file() else ""
    if built == ahead.engine_fingerprint():
        return "built ahead by this engine"
    return "built ahead by an older engine: rebuild with python -m tutor.practice.ahead"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.bench app")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--answers", type=int, default=20)
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args(argv)
    runs, answers = (1, 3) if args.quick else (args.runs, args.answers)
    bare, tutor, bare_cpu, tutor_cpu, home, home_cpu = [], [], [], [], [], []
    result: dict[str, list[float] | float] = {}
    with tempfile.TemporaryDirectory() as folder:
        launch(BARE)  # once each, uncounted: bytecode written, files in the cache
        launch(TUTOR, str(Path(folder) / "warm.sqlite3"), "1")
        for run in range(runs):
            stamps, _ = launch(BARE)
            bare.append(stamps["READY"][0])
            bare_cpu.append(stamps["READY"][1])
            db = str(Path(folder) / f"run{run}.sqlite3")
            stamps, lines = launch(TUTOR, db, str(answers))
            tutor.append(stamps["READY"][0])
            tutor_cpu.append(stamps["READY"][1])
            home.append(stamps["HOME"][0])
            home_cpu.append(stamps["HOME"][1])
            for line in lines:
                if line.startswith("RESULT "):
                    result = json.loads(line.removeprefix("RESULT "))
    first = [line.split()[1] for line in lines if line.startswith("FIRST ")]
    answer_ms = list(result.get("answer_ms", [0.0]))  # type: ignore[arg-type]
    peak = float(result.get("peak_mb", 0.0))  # type: ignore[arg-type]
    ratio = statistics.median(tutor) / statistics.median(bare)
    median_answer = statistics.median(answer_ms)
    print(f"start to first screen, median of {runs}:")
    print(f"  bare Textual app, one label   {statistics.median(bare) * 1000:8.0f} ms")
    print(f"  tutor, first question         {statistics.median(tutor) * 1000:8.0f} ms")
    print(
        f"  ratio                         {ratio:8.2f}x   (target <= 2x: "
        f"{'met' if ratio <= 2 else 'NOT met'})"
    )
    cpu_ratio = statistics.median(tutor_cpu) / statistics.median(bare_cpu)
    print(
        "  the same in CPU time (steadier on a busy machine): bare "
        f"{statistics.median(bare_cpu) * 1000:.0f} ms, tutor "
        f"{statistics.median(tutor_cpu) * 1000:.0f} ms, ratio {cpu_ratio:.2f}x"
    )
    print(f"  the first question came from: {', '.join(first) or '?'} ({ahead_state()})")
    home_ratio = statistics.median(home) / statistics.median(bare)
    print(
        "  the home screen, ready for a name or a key: "
        f"{statistics.median(home) * 1000:.0f} ms, {home_ratio:.2f}x (target <= 1.5x: "
        f"{'met' if home_ratio <= 1.5 else 'NOT met'}); CPU "
        f"{statistics.median(home_cpu) * 1000:.0f} ms, "
        f"{statistics.median(home_cpu) / statistics.median(bare_cpu):.2f}x"
    )
    print(f"answer key to explanation, {len(answer_ms)} answers:")
    print(
        f"  median {median_answer:.1f} ms, max {max(answer_ms):.1f} ms   (target < 50 ms: "
        f"{'met' if median_answer < 50 else 'NOT met'})"
    )
    print(
        f"peak memory of the tutor process: {peak:.0f} MB   (target < 150 MB: "
        f"{'met' if peak < 150 else 'NOT met'})"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
