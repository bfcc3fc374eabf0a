"""``riichi-tutor serve`` on loopback: binding, refusal, sign-in through a websocket.

Every server here listens on 127.0.0.1 only, on a free port, and is stopped by the
test; each wait is bounded, so a broken server fails the test instead of hanging it.
"""

from __future__ import annotations

import asyncio
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import aiohttp
import pytest

from tests.classroom.helpers import new_drill
from tutor.classroom import join
from tutor.cli.serve import is_loopback, shared_address

START_S = 60.0
SCREEN_S = 60.0


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@contextmanager
def served(
    db: Path, *args: str, env: dict[str, str] | None = None
) -> Iterator[tuple[int, subprocess.Popen[str]]]:
    """A running ``serve`` on a free loopback port, stopped (and its tabs) afterwards."""
    port = _free_port()
    log = tempfile.TemporaryFile()  # noqa: SIM115  # a pipe nobody reads would fill
    proc = subprocess.Popen(
        [sys.executable, "-m", "tutor", "--db", str(db), "serve", "--port", str(port), *args],
        stdout=log,
        stderr=subprocess.STDOUT,
        text=True,
        start_new_session=True,
        env=env,
    )
    try:
        deadline = time.monotonic() + START_S
        while time.monotonic() < deadline:
            if proc.poll() is not None:
                log.seek(0)
                pytest.fail(log.read().decode("utf-8", "replace"))
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                time.sleep(0.1)
        else:
            pytest.fail("the server did not start listening in time")
        yield port, proc
    finally:
        os.killpg(proc.pid, signal.SIGTERM)
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait(timeout=15)
        log.close()


async def _screen_until(ws: aiohttp.ClientWebSocketResponse, words: str, seen: list[str]) -> str:
    """Read the app's output until ``words`` appear in it (bounded in time)."""
    deadline = time.monotonic() + SCREEN_S
    while words not in "".join(seen):
        left = deadline - time.monotonic()
        try:
            if left <= 0:
                raise TimeoutError
            message = await ws.receive(timeout=left)
        except TimeoutError:
            shown = "".join(seen)[-2000:]
            problem = f"{words!r} never appeared on the served screen: {shown!r}"
            raise AssertionError(problem) from None
        if message.type == aiohttp.WSMsgType.BINARY:
            seen.append(message.data.decode("utf-8", "replace"))
        elif message.type == aiohttp.WSMsgType.TEXT:
            seen.append(message.data)
        elif message.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED):
            raise AssertionError("the served app closed the connection")
    return "".join(seen)


async def _type(ws: aiohttp.ClientWebSocketResponse, text: str) -> None:
    for char in text:
        await ws.send_json(["stdin", char])
        await asyncio.sleep(0.02)


async def _keys_at_once(ws: aiohttp.ClientWebSocketResponse, keys: str) -> None:
    """Send ``keys`` to the tab in one message: as keys typed while its app was busy (a
    loaded server) reach it, together. Their order must hold across the sign-in's
    fields, on an idle machine as on a loaded one (Tab moves on before the next key)."""
    await ws.send_json(["stdin", keys])


def test_loopback_is_the_default_and_only_loopback_is_trusted() -> None:
    assert is_loopback("127.0.0.1") and is_loopback("localhost") and is_loopback("::1")
    assert not is_loopback("0.0.0.0") and not is_loopback("192.168.1.20")
    assert shared_address("127.0.0.1", 8000) == "http://127.0.0.1:8000"
    assert not shared_address("0.0.0.0", 8000).startswith("http://0.0.0.0")


def test_serving_beyond_this_machine_without_a_class_pin_refuses_to_start(tmp_path: Path) -> None:
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "tutor",
            "--db",
            str(tmp_path / "c.sqlite3"),
            "serve",
            "--host",
            "0.0.0.0",
            "--port",
            str(_free_port()),
        ],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 2
    assert "--class-pin" in result.stderr and "Traceback" not in result.stderr


def test_default_binding_is_loopback_and_a_browser_tab_reaches_sign_in(tmp_path: Path) -> None:
    db_path = tmp_path / "class.sqlite3"
    db, drill = new_drill(db_path)
    join(db, drill, "Ann", "1111")
    db.close()
    with served(db_path, "--class-pin", "2468") as (port, _):
        listening = subprocess.run(["ss", "-ltn"], capture_output=True, text=True, check=False)
        if listening.returncode == 0:
            assert f"127.0.0.1:{port}" in listening.stdout
            assert f"0.0.0.0:{port}" not in listening.stdout
        lan = shared_address("0.0.0.0", port).split("//")[1].rsplit(":", 1)[0]
        if not lan.startswith("127."):  # this machine's network address: nobody answers there
            with pytest.raises(OSError):
                socket.create_connection((lan, port), timeout=2).close()
        _page_asks_only_the_server(port)
        asyncio.run(_sign_in_flow(port, drill.code))


def _page_asks_only_the_server(port: int) -> None:
    """Every address the served page loads (src, href, url()) is on the server itself."""
    import re
    import urllib.request

    with urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=SCREEN_S) as response:
        page = response.read().decode("utf-8")
    assert "<html" in page.lower()
    loaded = re.findall(r"(?:src|href)\s*=\s*[\"']([^\"']+)", page, re.IGNORECASE)
    loaded += re.findall(r"url\(\s*[\"']?([^\"')]+)", page, re.IGNORECASE)
    assert loaded, "the page loads nothing: the check would prove nothing"
    for address in loaded:
        if address.startswith(("http://", "https://", "//")):
            assert address.split("/")[2] == f"127.0.0.1:{port}", address
    assert "fonts.googleapis.com" not in page


async def _sign_in_flow(port: int, code: str) -> None:
    url = f"http://127.0.0.1:{port}/ws?width=100&height=40"
    timeout = aiohttp.ClientTimeout(total=SCREEN_S * 3)
    async with aiohttp.ClientSession(timeout=timeout) as session:
        async with session.ws_connect(url) as ws:
            await ws.send_json(["resize", {"width": 100, "height": 40}])  # as a browser does
            seen: list[str] = []
            await _screen_until(ws, "Sign in to the classroom drill", seen)
            # a wrong class PIN is refused
            await _keys_at_once(ws, f"{code}\tBen\t1357\r")
            await _screen_until(ws, "wrong class PIN", seen)
        async with session.ws_connect(url) as ws:
            await ws.send_json(["resize", {"width": 100, "height": 40}])
            seen = []
            await _screen_until(ws, "Sign in to the classroom drill", seen)
            # another student's name without their personal PIN is refused
            await _keys_at_once(ws, f"{code}\tAnn\t2468\r")
            await _screen_until(ws, "wrong personal PIN", seen)
            await ws.send_json(["stdin", "\x11"])  # ctrl+q: the tab's app ends
