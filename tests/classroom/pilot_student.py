"""A student taking a teacher-paced drill in the app, as its own process (headless pilot).

Run as ``python -m tests.classroom.pilot_student DB CODE NAME``. The student answers
"yes" to each question as soon as it shows, and prints one line per thing it saw, for
the test that drives the teacher to read: ``open INDEX CLOCK`` when a question opens
(CLOCK: the countdown its screen shows then), ``revealed INDEX`` when its answer shows,
``summary`` at the end screen.
"""

from __future__ import annotations

import asyncio
import sys

from textual.widgets import Static

from tutor.classroom import join, open_drill
from tutor.store import open_database
from tutor.ui.screens.classroom_app import ClassroomApp
from tutor.ui.screens.classroom_take import SummaryScreen, TakeScreen

LIMIT_S = 300.0


def say(line: str) -> None:
    print(line, flush=True)


async def take(db_path: str, code: str, name: str) -> None:
    db = open_database(db_path)
    drill = open_drill(db, code)
    app = ClassroomApp(db, (drill, join(db, drill, name)))
    seen: set[str] = set()
    async with app.run_test(size=(110, 40)) as pilot:
        for _ in range(int(LIMIT_S / 0.1)):
            await asyncio.sleep(0.1)
            screen = app.screen
            if isinstance(screen, SummaryScreen):
                say("summary")
                break
            if not isinstance(screen, TakeScreen) or screen.index is None:
                continue
            opened = f"open {screen.index}"
            if opened not in seen:
                seen.add(opened)
                say(f"{opened} {screen.query_one('#take-clock', Static).render()}")
                await pilot.press("y")
            if screen.revealed and f"revealed {screen.index}" not in seen:
                seen.add(f"revealed {screen.index}")
                say(f"revealed {screen.index}")
    db.close()


if __name__ == "__main__":
    asyncio.run(take(sys.argv[1], sys.argv[2], sys.argv[3]))
