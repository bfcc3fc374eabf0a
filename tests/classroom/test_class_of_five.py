"""A teacher-paced class of five, each student a process of its own (issue 21's acceptance).

The teacher's projector runs in this process. Three students take the drill through a
piped ``drill run``, one in the app under a headless pilot, and one in a browser tab:
the real ``riichi-tutor serve`` on a free loopback port, driven over its websocket as
the page drives it. Every wait is bounded and waits for something to show, never for a
length of time, so a loaded machine slows the test down without failing it.
"""

from __future__ import annotations

import asyncio
import codecs
import re
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

import aiohttp
from textual.geometry import Region

from tests.classroom.helpers import fixed_drill
from tests.classroom.test_serve import _keys_at_once, served
from tutor.classroom import ClassDrill, build_report, render
from tutor.classroom.pace import GRACE_MS
from tutor.classroom.taking import TOO_LATE
from tutor.classroom.teacher import live, lobby
from tutor.store.connection import Database
from tutor.ui.screens.classroom_present import GridScreen, PresenterApp, PresentScreen

WAIT_S = 90.0
CLOCK = re.compile(r"closes at (\d\d:\d\d:\d\d)\)")
ANSI = re.compile(r"\x1b\[[0-9;?$]*[A-Za-z]")


class Piped:
    """A student process whose output lines are read as they come."""

    def __init__(self, args: list[str]) -> None:
        self.proc = subprocess.Popen(
            args,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        )
        self.lines: list[str] = []
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            self.lines.append(line.rstrip("\n"))

    def text(self) -> str:
        return "\n".join(self.lines)

    def type(self, line: str) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait(timeout=30)


class Tab:
    """The served student's browser tab. Like a browser it reads everything the server
    sends as it comes (so the server's heartbeat is answered however long the test looks
    elsewhere); the test asks what it drew since a mark taken before the teacher or the
    student acted."""

    def __init__(self, ws: aiohttp.ClientWebSocketResponse) -> None:
        self.ws = ws
        self.drawn = ""
        self.reader = asyncio.ensure_future(self._read())

    async def _read(self) -> None:
        decode = codecs.getincrementaldecoder("utf-8")("replace").decode
        async for message in self.ws:
            if message.type == aiohttp.WSMsgType.BINARY:
                self.drawn += decode(message.data)
            elif message.type == aiohttp.WSMsgType.TEXT:
                self.drawn += message.data

    def mark(self) -> int:
        return len(self.drawn)

    async def shows(self, since: int, marker: str, then: str | re.Pattern[str] = "") -> str:
        """What the tab drew from ``marker`` on (``marker`` drawn after the mark
        ``since``), once ``then`` (words or a pattern) follows it."""

        def follows(text: str) -> bool:
            return then in text if isinstance(then, str) else then.search(text) is not None

        def after() -> str | None:
            at = self.drawn.find(marker, since)
            return None if at < 0 or not follows(self.drawn[at:]) else self.drawn[at:]

        try:
            await until(lambda: after() is not None, f"the served tab shows {marker!r}")
        except AssertionError as error:
            shown = ANSI.sub(" ", self.drawn[since:])[-1500:]
            raise AssertionError(f"{error}, then {then!r}; it drew: {shown!r}") from None
        return after() or ""

    async def press(self, keys: str) -> int:
        """Type ``keys`` (all at once); the mark from before them."""
        since = self.mark()
        await _keys_at_once(self.ws, keys)
        return since


async def until(check: Callable[[], bool], what: str) -> None:
    deadline = time.monotonic() + WAIT_S
    while not check():
        if time.monotonic() > deadline:
            raise AssertionError(f"never happened: {what}")
        await asyncio.sleep(0.1)


def now_ms() -> int:
    return round(time.time() * 1000)


def answered(db: Database, drill: ClassDrill, index: int) -> int:
    return live(db, drill, index).answered


def closes_at(shown: str) -> int:
    """The closing time a screen shows (``closes at 14:03:27``), in seconds of the day."""
    found = CLOCK.search(shown)
    assert found, f"no closing time shown in {shown[-300:]!r}"
    moment = datetime.strptime(found.group(1), "%H:%M:%S")
    return moment.hour * 3600 + moment.minute * 60 + moment.second


def within_a_second(a: int, b: int) -> bool:
    """Two clock readings (seconds of the day) at most a second apart, midnight included."""
    return min((a - b) % 86_400, (b - a) % 86_400) <= 1


def piped_question(lines: list[str], question: int) -> str:
    """What a piped student was shown from ``question`` (1-based) on ("" before it)."""
    start = next((i for i, x in enumerate(lines) if f"Question {question} of" in x), None)
    return "" if start is None else "\n".join(lines[start:])


def student_row(table: str, name: str) -> str:
    return next(line for line in table.splitlines() if line.lstrip().startswith(name))


async def test_a_teacher_paced_class_of_five_processes_follows_the_projector(
    tmp_path: Path,
) -> None:
    db_path = tmp_path / "class.sqlite3"
    db, drill = fixed_drill(db_path, pace="teacher", count=3, time_limit=8)
    truth = ["y" if drill.question(k).answer else "n" for k in range(3)]
    wrong = ["n" if t == "y" else "y" for t in truth]
    run = [sys.executable, "-m", "tutor", "--db", str(db_path), "drill", "run", drill.code]
    piped = {name: Piped([*run, "--name", name]) for name in ("Ann", "Cho", "Dai")}
    app_student = Piped(
        [sys.executable, "-m", "tests.classroom.pilot_student", str(db_path), drill.code, "Eri"]
    )
    everyone = [*piped.values(), app_student]
    url_size = "width=100&height=40"
    try:
        with served(db_path) as (port, _):
            timeout = aiohttp.ClientTimeout(total=WAIT_S * 3)
            async with (
                aiohttp.ClientSession(timeout=timeout) as session,
                session.ws_connect(f"http://127.0.0.1:{port}/ws?{url_size}") as ws,
            ):
                await ws.send_json(["resize", {"width": 100, "height": 40}])
                fay = Tab(ws)
                await fay.shows(0, "Sign in to the classroom drill")
                since = await fay.press(f"{drill.code}\tFay\t\t4321\r")  # no class PIN here
                await fay.shows(since, "Waiting for the teacher to start the drill")
                await _teach(db, drill, piped, app_student, fay, truth, wrong)
                await fay.shows(0, "done, Fay", "no answer in time: Q1, Q3")
    finally:
        for student in everyone:
            student.stop()
    for student in piped.values():
        assert "Done:" in student.text() and "The class: 5 students" in student.text()

    # The report: a timeout is "no answer", apart from a wrong answer.
    report = build_report(db, drill)
    grid = dict(report.grid)
    assert grid["Dai"][0] == grid["Dai"][2] == "no answer" and grid["Dai"][1] == "right"
    assert grid["Fay"] == ("no answer", "wrong", "no answer")
    assert grid["Cho"][0] == "wrong"
    assert report.questions[0].silent == 2 and report.questions[0].answered == 3
    table = render(report, "table")
    assert "Q1, Q3" in student_row(table, "Dai") and "Q2" not in student_row(table, "Dai")
    fay_row = student_row(table, "Fay")
    assert "Q1, Q3" in fay_row and "Q2: " in fay_row  # no answer twice, wrong once
    db.close()


async def _teach(
    db: Database,
    drill: ClassDrill,
    piped: dict[str, Piped],
    app_student: Piped,
    fay: Tab,
    truth: list[str],
    wrong: list[str],
) -> None:
    """The teacher's side of the lesson, at the projector, with what each student sees."""
    app = PresenterApp(db, drill.code, live_refresh=False)
    async with app.run_test(size=(160, 48)) as pilot:
        screen = app.screen
        assert isinstance(screen, PresentScreen)

        def shown(part: str) -> str:
            return str(screen.query_one(f"#present-{part}").render())

        await until(lambda: len(lobby(db, drill)) == 5, "all five in the lobby")
        screen.redraw()
        assert "5 joined" in shown("prompt")
        assert all(name in shown("live") for name in ("Ann", "Cho", "Dai", "Eri", "Fay"))
        await until(
            lambda: all("start the drill" in s.text() for s in piped.values()),
            "the piped students wait in the lobby",
        )

        async def teacher(key: str) -> int:
            """The teacher presses ``key``; the served tab's mark from before it."""
            since = fay.mark()
            await pilot.press(key)
            return since

        # Question 1: Dai (piped) and Fay (served) answer only after the reveal.
        await fay.shows(await teacher("n"), "question 1 of 3", CLOCK)
        piped["Ann"].type(truth[0])
        piped["Cho"].type(wrong[0])
        await until(lambda: answered(db, drill, 0) == 3, "three answers to Q1")
        await fay.shows(await teacher("r"), "No answer in time")  # the reveal reached it
        await fay.shows(await fay.press(truth[0]), TOO_LATE)
        piped["Dai"].type(truth[0])
        await until(lambda: TOO_LATE in piped["Dai"].text(), "Dai's late answer refused")
        await until(lambda: "revealed 0" in app_student.text(), "the app shows the reveal")
        await until(
            lambda: all("the answer is" in s.text() for s in piped.values()),
            "the piped students show the reveal",
        )

        # Question 2: everyone follows the teacher's next; every clock shows one deadline.
        since = await teacher("n")
        projector = closes_at(shown("clock"))
        fay_q2 = await fay.shows(since, "question 2 of 3", CLOCK)
        await until(
            lambda: all(CLOCK.search(piped_question(s.lines, 2)) for s in piped.values()),
            "the piped students follow to Q2 and show its closing time",
        )
        await until(lambda: "open 1 " in app_student.text(), "the app follows to Q2")
        app_clock = next(x for x in app_student.lines if x.startswith("open 1 "))
        students = [closes_at(fay_q2), closes_at(app_clock)]
        students += [closes_at(piped_question(s.lines, 2)) for s in piped.values()]
        assert all(within_a_second(projector, clock) for clock in students), (projector, students)
        for student in piped.values():
            student.type(truth[1])
        await fay.press(wrong[1])
        await until(lambda: answered(db, drill, 1) == 5, "five answers to Q2")
        await fay.shows(await teacher("r"), "✗ Wrong")

        # Question 3: Dai and Fay let the time run out; the projector's clock says so.
        since = await teacher("n")
        for name in ("Ann", "Cho"):
            piped[name].type(truth[2])
        await until(lambda: answered(db, drill, 2) == 3, "three answers to Q3")
        await fay.shows(since, "question 3 of 3", "Answers for this question are closed.")
        await fay.shows(await fay.press(truth[2]), TOO_LATE)
        closed_at = (screen.deadline_ms or 0) + GRACE_MS
        await until(lambda: now_ms() > closed_at + 200, "the time of Q3 (and its grace) is up")
        screen.redraw()
        assert "time is up" in shown("clock")
        piped["Dai"].type(truth[2])
        await until(
            lambda: piped["Dai"].text().count(TOO_LATE) == 2,
            "Dai's answer after the time is up refused",
        )
        await pilot.press("r")
        await pilot.press("n")  # after the last question: the end
        screen.redraw()
        assert "class result" in shown("prompt")
        await until(lambda: all(s.proc.poll() is not None for s in piped.values()), "ends")
        await until(lambda: "summary" in app_student.text(), "the app's end screen")

        # The teacher's grid: a timeout (○) is not a wrong answer (✗).
        await pilot.press("g")
        assert isinstance(app.screen, GridScreen)
        grid_widget = app.screen.query_one("#grid")
        strips = grid_widget.render_lines(Region(0, 0, *grid_widget.size))
        grid = "\n".join(strip.text for strip in strips)  # the grid as the screen draws it
        dai = next(line for line in grid.splitlines() if "Dai" in line)
        fay_row = next(line for line in grid.splitlines() if "Fay" in line)
        assert dai.count("○") == 2 and "✗" not in dai
        assert fay_row.count("○") == 2 and fay_row.count("✗") == 1
