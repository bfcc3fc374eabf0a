"""The web server of ``riichi-tutor serve``: textual-serve, with a gate before each app.

textual-serve 1.1 starts an app process for every websocket, as soon as it connects;
the only place to say no first is its websocket handler, which this subclass replaces:
it asks :class:`tutor.classroom.connections.ConnectionGate` (the page's origin, the
number of apps in all and per address) and answers a refused connection with an HTTP
error instead of starting anything. Each app it starts is told the browser's address
(for the wrong-PIN count per address) and is limited to a sane terminal size. The
sign-in itself is inside the app: textual-serve has no hook between accepting a
websocket and starting its process where a PIN could be asked.
"""

from __future__ import annotations

import asyncio
import logging
import shlex
import sys

from aiohttp import WSMsgType, web
from textual_serve.app_service import AppService
from textual_serve.server import Server, to_int

from tutor.classroom.connections import ConnectionGate

log = logging.getLogger("textual-serve")

SIZE_LIMITS = ((20, 400), (10, 200))
"""The terminal widths and heights a tab may ask for (columns, rows)."""


def app_command(db_path: str, address: str | None = None) -> str:
    """The shell command textual-serve runs for a browser tab (at ``address``)."""
    module = "tutor.ui.screens.classroom_app"
    words = [sys.executable, "-m", module, db_path, *([address] if address else [])]
    return " ".join(shlex.quote(word) for word in words)


def _bounded(text: str | None, default: int, limits: tuple[int, int]) -> int:
    low, high = limits
    return min(max(to_int(text or "", default), low), high)


async def _close(socket: web.WebSocketResponse) -> None:
    await socket.close()


class ClassroomServer(Server):
    """textual-serve's server with the classroom's gate in front of every app."""

    def __init__(self, db_path: str, gate: ConnectionGate, **options: object) -> None:
        super().__init__(app_command(db_path), **options)  # type: ignore[arg-type]
        self.db_path = db_path
        self.gate = gate

    async def handle_websocket(  # type: ignore[override]  # a refusal is a plain response
        self, request: web.Request
    ) -> web.StreamResponse:
        address = request.remote or "unknown"
        refused = self.gate.refusal(address, request.headers.get("Origin"))
        if refused is not None:
            status, reason = refused
            log.warning("refused a tab from %s: %s", address, reason)
            return web.Response(status=status, text=reason)
        socket = web.WebSocketResponse(heartbeat=15)
        if not socket.can_prepare(request).ok:
            return web.Response(status=400, text="a websocket is expected here")
        self.gate.opened(address)
        try:
            await self._serve_tab(request, socket, address)
        finally:
            self.gate.closed(address)
        return socket

    async def _serve_tab(
        self, request: web.Request, socket: web.WebSocketResponse, address: str
    ) -> None:
        width = _bounded(request.query.get("width"), 80, SIZE_LIMITS[0])
        height = _bounded(request.query.get("height"), 24, SIZE_LIMITS[1])
        await socket.prepare(request)
        tab = AppService(
            app_command(self.db_path, address),
            write_bytes=socket.send_bytes,
            write_str=socket.send_str,
            close=lambda: _close(socket),
            download_manager=self.download_manager,
            debug=self.debug,
        )
        try:
            await tab.start(width, height)
            await self._pass_messages(socket, tab)
        except asyncio.CancelledError:
            await socket.close()
        except Exception as error:  # a bad message or a failed app: this tab only
            log.warning("a tab from %s ended: %s", address, error)
        finally:
            await tab.stop()

    async def _pass_messages(self, socket: web.WebSocketResponse, tab: AppService) -> None:
        """What the page sends, to its app: keys as data, a size kept within limits."""
        async for message in socket:
            if message.type != WSMsgType.TEXT:
                continue
            envelope = message.json()
            if not isinstance(envelope, list) or len(envelope) < 1:
                continue
            kind, body = envelope[0], envelope[1] if len(envelope) > 1 else None
            if kind == "stdin" and isinstance(body, str):
                await tab.send_bytes(body.encode("utf-8"))
            elif kind == "resize" and isinstance(body, dict):
                await tab.set_terminal_size(
                    _bounded(str(body.get("width")), 80, SIZE_LIMITS[0]),
                    _bounded(str(body.get("height")), 24, SIZE_LIMITS[1]),
                )
            elif kind == "ping":
                await socket.send_json(["pong", body])
            elif kind == "blur":
                await tab.blur()
            elif kind == "focus":
                await tab.focus()
