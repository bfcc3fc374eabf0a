"""Which browser connections a served classroom accepts before it starts an app for one.

textual-serve starts one app process (about 48 MB) for every websocket that connects,
before anything is typed, and offers no check of its own. The server asks this gate
first: a websocket opened by a page of another site (its ``Origin`` header) is refused,
as is one more app than :attr:`ConnectionGate.max_apps` in all or than
:attr:`ConnectionGate.per_address` from one address. Pure bookkeeping: the server
calls :meth:`ConnectionGate.opened` and :meth:`ConnectionGate.closed` around each app.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from urllib.parse import urlsplit

MAX_APPS = 60
"""Apps (browser tabs) served at once by default: a large class and its teacher."""
PER_ADDRESS = 3
"""Apps one address may hold at once by default (a student's tab, and a spare or two)."""
LOOPBACK_NAMES = ("127.0.0.1", "localhost", "[::1]")


def origin_of(url: str) -> str:
    """``scheme://host:port`` of ``url`` in lower case, the port always written."""
    parts = urlsplit(url.strip())
    scheme = parts.scheme.lower()
    try:
        port = parts.port or (443 if scheme == "https" else 80)
    except ValueError:  # not a port number: an origin no page of ours has
        return url.strip().lower()
    host = (parts.hostname or "").lower()
    host = f"[{host}]" if ":" in host else host
    return f"{scheme}://{host}:{port}"


def allowed_origins(public_url: str, port: int, *, loopback_too: bool) -> frozenset[str]:
    """The origins of pages this server itself serves: its public address and, when it
    can be reached from this machine, the loopback names on its port."""
    found = {origin_of(public_url)}
    if loopback_too:
        found |= {origin_of(f"http://{name}:{port}") for name in LOOPBACK_NAMES}
    return frozenset(found)


@dataclass
class ConnectionGate:
    """Open apps per address, and the limits and origins the server accepts."""

    origins: frozenset[str]
    max_apps: int = MAX_APPS
    per_address: int = PER_ADDRESS
    open_apps: dict[str, int] = field(default_factory=dict)

    def refusal(self, address: str, origin: str | None) -> tuple[int, str] | None:
        """The HTTP status and reason to refuse a new websocket with, or None to accept.

        No ``Origin`` is a client that is not a browser page; it gets no more than the
        limits. A page from anywhere else is refused whatever the limits.
        """
        if origin is not None and origin_of(origin) not in self.origins:
            return 403, "this classroom is served to its own page only"
        if sum(self.open_apps.values()) >= self.max_apps:
            return 503, f"the classroom is full ({self.max_apps} tabs are open)"
        if self.open_apps.get(address, 0) >= self.per_address:
            return 429, f"too many tabs from one address (at most {self.per_address})"
        return None

    def opened(self, address: str) -> None:
        self.open_apps[address] = self.open_apps.get(address, 0) + 1

    def closed(self, address: str) -> None:
        left = self.open_apps.get(address, 0) - 1
        if left > 0:
            self.open_apps[address] = left
        else:
            self.open_apps.pop(address, None)
