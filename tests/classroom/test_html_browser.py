"""The HTML report in a real headless browser: tiles are drawn and nothing is fetched.

Chromium renders the report from a file to a PNG with every request sent to a local
listener posing as its proxy, which counts connections: a self-contained page makes
none. The PNG is read here (a small PNG decoder) and must show the tiles' faces.
Without Chromium the test is skipped and says why (``.ci/run`` installs it).
"""

from __future__ import annotations

import shutil
import socket
import struct
import subprocess
import threading
import zlib
from pathlib import Path

import pytest

from tests.classroom.helpers import new_drill
from tutor.classroom import answer, build_report, join, render

TILE_FACE = (0xFF, 0xFD, 0xF7)
"""The fill of a tile's face in the report (``#fffdf7``), found nowhere else on the page."""
BROWSER_S = 120


def _browser() -> str | None:
    return shutil.which("chromium") or shutil.which("chromium-browser")


CHROMIUM_OWN = (".google.com", ".googleapis.com", ".gstatic.com")
"""Hosts Chromium itself calls (updates, sign-in, time) whatever page it shows."""


class CountingProxy:
    """A listener on loopback posing as the browser's proxy: it notes (and drops) the
    target of every request made through it."""

    def __init__(self) -> None:
        self.sock = socket.socket()
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen()
        self.sock.settimeout(0.2)
        self.port = int(self.sock.getsockname()[1])
        self.targets: list[str] = []
        self.stopped = threading.Event()
        self.thread = threading.Thread(target=self._serve, daemon=True)
        self.thread.start()

    def _serve(self) -> None:
        while not self.stopped.is_set():
            try:
                conn, _ = self.sock.accept()
            except OSError:
                continue
            conn.settimeout(2)
            try:
                line = conn.recv(400).split(b"\r\n")[0].decode("latin-1")
            except OSError:
                line = "? (nothing read)"
            self.targets.append(line)
            conn.close()

    def page_requests(self) -> list[str]:
        """Requests not to Chromium's own service hosts (``CONNECT h:443`` or ``GET url``)."""
        found = []
        for line in self.targets:
            parts = line.split()
            target = parts[1] if len(parts) > 1 else line
            host = target.split("://")[-1].split("/")[0].split(":")[0]
            if not host.endswith(CHROMIUM_OWN):
                found.append(line)
        return found

    def stop(self) -> None:
        self.stopped.set()
        self.thread.join(timeout=5)
        self.sock.close()


def read_png(path: Path) -> tuple[int, int, list[bytes]]:
    """Width, height and rows of RGB(A) bytes of an 8-bit, non-interlaced PNG."""
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos, chunks, header = 8, [], b""
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos : pos + 8])
        body = data[pos + 8 : pos + 8 + length]
        if kind == b"IHDR":
            header = body
        elif kind == b"IDAT":
            chunks.append(body)
        pos += 12 + length
    width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", header)
    assert depth == 8 and colour in (2, 6) and interlace == 0
    step = 3 if colour == 2 else 4
    raw = zlib.decompress(b"".join(chunks))
    stride = width * step
    rows: list[bytes] = []
    previous = bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1 : start + 1 + stride])
        for x in range(stride):
            left = line[x - step] if x >= step else 0
            up = previous[x]
            corner = previous[x - step] if x >= step else 0
            if kind == 1:
                line[x] = (line[x] + left) & 0xFF
            elif kind == 2:
                line[x] = (line[x] + up) & 0xFF
            elif kind == 3:
                line[x] = (line[x] + (left + up) // 2) & 0xFF
            elif kind == 4:
                guess = left + up - corner
                near = min(
                    (abs(guess - left), 0, left),
                    (abs(guess - up), 1, up),
                    (abs(guess - corner), 2, corner),
                )
                line[x] = (line[x] + near[2]) & 0xFF
        rows.append(bytes(line))
        previous = line
    return width, step, rows


def _report(tmp_path: Path) -> tuple[Path, int]:
    db, drill = new_drill(tmp_path / "class.sqlite3")
    for name, given in {"Ann": [True] * 6, "Ben": [False, True, False]}.items():
        student = join(db, drill, name)
        for k, value in enumerate(given):
            answer(db, drill, student, k, value, 1_800_000_000_000)
    html = render(build_report(db, drill), "html")
    db.close()
    path = tmp_path / "report.html"
    path.write_text(html, encoding="utf-8")
    return path, html.count('<svg class="tile"')


def _render(
    browser: str, page: Path, png: Path, profile: Path, size: str = "1200,3000"
) -> list[str]:
    """Render ``page`` to ``png`` headless (window ``size``); return the page's requests."""
    proxy = CountingProxy()
    try:
        result = subprocess.run(
            [
                browser,
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--no-first-run",
                "--disable-quic",
                "--disable-extensions",
                f"--user-data-dir={profile}",
                f"--proxy-server=http://127.0.0.1:{proxy.port}",
                "--proxy-bypass-list=<-loopback>",
                f"--window-size={size}",
                f"--screenshot={png}",
                page.as_uri(),
            ],
            capture_output=True,
            text=True,
            timeout=BROWSER_S,
            check=False,
        )
    finally:
        proxy.stop()
    assert png.exists(), result.stderr[-2000:]
    return proxy.page_requests()


def test_html_report_draws_tiles_and_makes_no_request(tmp_path: Path) -> None:
    browser = _browser()
    if browser is None:
        pytest.skip(
            "no Chromium here: install Debian's chromium (.ci/run does) to render "
            "the HTML report in a real browser"
        )
    report, tiles = _report(tmp_path)
    assert tiles > 10
    # The watch works: a page that fetches an image is caught.
    fetching = tmp_path / "fetching.html"
    fetching.write_text('<html><body><img src="http://tiles.example/5m.png"></body></html>')
    caught = _render(browser, fetching, tmp_path / "fetching.png", tmp_path / "profile-1")
    assert any("tiles.example" in line for line in caught)

    png = tmp_path / "report.png"
    assert _render(browser, report, png, tmp_path / "profile-2") == []
    width, step, rows = read_png(png)
    face = sum(
        1
        for row in rows
        for x in range(0, width * step, step)
        if tuple(row[x : x + 3]) == TILE_FACE
    )
    assert face > 200 * min(tiles, 40), f"only {face} pixels of tile faces drawn"
