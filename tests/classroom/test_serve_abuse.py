"""A served class under attack, over loopback only (issue 25, item 3).

Bounded in count and time: 200 websockets from one address start no more apps than
allowed; a page of another site starts none; 50 wrong PINs lock a name (the right PIN
is then refused); a second ``serve`` on the same database, refused or running, cannot
change the first one's PINs; PINs can come from the environment.
"""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import time
from pathlib import Path

import aiohttp

from tests.classroom.helpers import new_drill
from tests.classroom.test_serve import (
    SCREEN_S,
    _free_port,
    _keys_at_once,
    _screen_until,
    _type,
    served,
)

CONNECTIONS = 200
PER_ADDRESS = 3
WRONG = 50


def _apps_on(db: Path) -> int:
    """Processes running the classroom app on ``db`` (the shell wrappers not counted)."""
    count = 0
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            words = Path(f"/proc/{entry}/cmdline").read_bytes().split(b"\0")
        except OSError:
            continue
        if b"tutor.ui.screens.classroom_app" in words and str(db).encode() in words:
            count += 1
    return count


async def _flood(port: int, db: Path) -> tuple[list[int], int]:
    """Open CONNECTIONS websockets at once; the statuses, and the apps seen running."""
    url = f"http://127.0.0.1:{port}/ws?width=80&height=24"
    timeout = aiohttp.ClientTimeout(total=60)
    unlimited = aiohttp.TCPConnector(limit=0)  # the client's own pool must not queue them
    async with aiohttp.ClientSession(timeout=timeout, connector=unlimited) as session:

        async def one() -> tuple[int, aiohttp.ClientWebSocketResponse | None]:
            try:
                return 101, await session.ws_connect(url)
            except aiohttp.WSServerHandshakeError as error:
                return error.status, None

        opened = await asyncio.gather(*(one() for _ in range(CONNECTIONS)))
        await asyncio.sleep(3)  # time for every accepted tab's app to start
        running = _apps_on(db)
        for _, socket in opened:
            if socket is not None:
                await socket.close()
        return [status for status, _ in opened], running


def test_two_hundred_connections_from_one_address_start_at_most_the_allowed_apps(
    tmp_path: Path,
) -> None:
    db_path = tmp_path / "class.sqlite3"
    new_drill(db_path)[0].close()
    options = ("--tabs-per-address", str(PER_ADDRESS), "--class-pin", "2468")
    with served(db_path, *options) as (port, _):
        statuses, running = asyncio.run(_flood(port, db_path))
        assert statuses.count(101) == PER_ADDRESS
        assert statuses.count(429) == CONNECTIONS - PER_ADDRESS
        assert running <= PER_ADDRESS
        assert asyncio.run(_open_from(port, "http://evil.example")) == 403
        # the server's own page is let in once the flood's tabs have ended
        deadline = time.monotonic() + SCREEN_S
        while asyncio.run(_open_from(port, f"http://localhost:{port}")) != 101:
            assert time.monotonic() < deadline, "the flood's tabs never ended"
            time.sleep(0.5)


async def _open_from(port: int, origin: str) -> int:
    url = f"http://127.0.0.1:{port}/ws"
    async with aiohttp.ClientSession() as session:
        try:
            socket = await session.ws_connect(url, headers={"Origin": origin})
        except aiohttp.WSServerHandshakeError as error:
            return error.status
        await socket.close()
        return 101


async def _tab(port: int, code: str, name: str, tries: list[str], words: str) -> str:
    """Sign in as ``name`` trying each class PIN in turn; wait for ``words``.

    Each try (Ctrl+U, the PIN, Enter) is sent in one message, as keys typed while a
    loaded server's app is busy reach it: the field must clear before the PIN lands,
    and Enter must send that PIN, on an idle machine as on a loaded one.
    """
    url = f"http://127.0.0.1:{port}/ws?width=100&height=40"
    timeout = aiohttp.ClientTimeout(total=SCREEN_S * 4)
    async with aiohttp.ClientSession(timeout=timeout) as session, session.ws_connect(url) as ws:
        await ws.send_json(["resize", {"width": 100, "height": 40}])
        seen: list[str] = []
        await _screen_until(ws, "Sign in to the classroom drill", seen)
        await asyncio.sleep(1)  # the form takes its focus
        await _type(ws, f"{code}\t{name}\t")
        for pin in tries:
            await _keys_at_once(ws, f"\x15{pin}\r")  # ctrl+u clears the box
        try:
            shown = await asyncio.wait_for(_screen_until(ws, words, seen), SCREEN_S)
        except TimeoutError:
            raise AssertionError(f"{words!r} never appeared on the served screen") from None
        await ws.send_json(["stdin", "\x11"])
        return shown


def test_fifty_wrong_pins_lock_the_name_and_the_right_one_is_then_refused(
    tmp_path: Path,
) -> None:
    db_path = tmp_path / "class.sqlite3"
    db, drill = new_drill(db_path)
    db.close()
    with served(db_path, "--class-pin", "2468") as (port, _):
        tries = ["1357"] * WRONG + ["2468"]
        shown = asyncio.run(_tab(port, drill.code, "Ann", tries, f"locked after {WRONG} wrong"))
        assert "Drill" not in shown.split(f"locked after {WRONG}")[-1]


def test_a_second_serve_cannot_change_the_first_ones_pins(tmp_path: Path) -> None:
    db_path = tmp_path / "class.sqlite3"
    db, drill = new_drill(db_path)
    db.close()
    env = dict(os.environ, RIICHI_TUTOR_CLASS_PIN="2468")  # not on the command line
    with served(db_path, env=env) as (port, first):
        assert b"2468" not in Path(f"/proc/{first.pid}/cmdline").read_bytes()
        base = [sys.executable, "-m", "tutor", "--db", str(db_path), "serve"]
        for argv in (["--port", str(port)], ["--port", str(_free_port()), "--class-pin", "12"]):
            refused = subprocess.run(
                base + argv, capture_output=True, text=True, timeout=60, check=False
            )
            assert refused.returncode == 2 and "Traceback" not in refused.stderr
        with served(db_path, "--class-pin", "1111"):
            for pin in ("", "1111"):
                asyncio.run(_tab(port, drill.code, f"Ben {pin}", [pin], "wrong class PIN"))
            asyncio.run(_tab(port, drill.code, "Cy", ["2468"], "choose a personal PIN"))


def test_a_bad_pin_from_the_environment_is_one_line(tmp_path: Path) -> None:
    env = dict(os.environ, RIICHI_TUTOR_CLASS_PIN="12")
    result = subprocess.run(
        [sys.executable, "-m", "tutor", "--db", str(tmp_path / "c.sqlite3"), "serve",
         "--port", str(_free_port())],
        capture_output=True, text=True, timeout=60, check=False, env=env,
    )  # fmt: skip
    assert result.returncode == 2 and result.stderr.count("\n") == 1
    assert "class PIN has 4 to 32" in result.stderr


def test_pins_typed_at_the_prompt_are_checked_like_any_other(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "tutor", "--db", str(tmp_path / "c.sqlite3"), "serve",
         "--port", str(_free_port()), "--ask-pins"],
        input="2468\n2468\n", capture_output=True, text=True, timeout=60, check=False,
    )  # fmt: skip
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert "teacher PIN must differ from the class PIN" in result.stderr
    assert "2468" not in result.stderr + result.stdout  # hidden, never echoed
