"""``riichi-tutor serve``: the classroom app for browsers on the classroom network.

textual-serve starts one app process per browser tab and knows nothing of who opened
it, so the app itself asks every student to sign in (name, class PIN, optional
personal PIN) and keeps all state in the database. Bound to this machine only
(127.0.0.1) unless ``--host`` is given; bound anywhere else it refuses to start
without a class PIN, and prints the address students should open.
"""

from __future__ import annotations

import ipaddress
import shlex
import socket
import sys
import tempfile
from pathlib import Path

import click

from tutor.cli.common import chosen_db_path, db_option
from tutor.errors import TutorError

LOOPBACK = "127.0.0.1"


def is_loopback(host: str) -> bool:
    """Whether ``host`` is reachable from this machine only."""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def shared_address(host: str, port: int) -> str:
    """The address students type: the host itself, or this machine's network address.

    For a wildcard host (0.0.0.0, ::) the address is the one this machine would use to
    reach the network; finding it sends no packet (a UDP socket is only connected).
    """
    if host not in ("0.0.0.0", "::", ""):
        return f"http://{host}:{port}"
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("192.0.2.1", 9))  # a documentation address: nothing is sent
        address = str(probe.getsockname()[0])
    except OSError:
        address = socket.gethostbyname(socket.gethostname())
    finally:
        probe.close()
    return f"http://{address}:{port}"


def app_command(db_path: str) -> str:
    """The shell command textual-serve runs for each browser tab."""
    module = "tutor.ui.screens.classroom_app"
    return f"{shlex.quote(sys.executable)} -m {module} {shlex.quote(db_path)}"


@click.command("serve")
@click.option(
    "--host",
    default=LOOPBACK,
    show_default=True,
    help="Address to listen on; anything but this machine needs --class-pin.",
)
@click.option("--port", type=click.IntRange(1, 65535), default=8000, show_default=True)
@click.option("--class-pin", default=None, help="PIN every student types to sign in.")
@click.option(
    "--teacher-pin", default=None, help="PIN for the teacher's views (without it there are none)."
)
@db_option
def command(
    host: str, port: int, class_pin: str | None, teacher_pin: str | None, db_path: str | None
) -> None:
    """Serve the classroom drills to browsers (one app per tab, state in the database)."""
    from tutor.classroom.signin import check_pins, set_pins
    from tutor.store import open_store, resolve_db_path
    from tutor.store.classroom import clear_pins

    if not is_loopback(host) and not class_pin:
        raise TutorError(
            f"serving on {host} lets other machines connect: give a --class-pin "
            "that students type to sign in"
        )
    check_pins(class_pin=class_pin, teacher_pin=teacher_pin)
    path = resolve_db_path(chosen_db_path(db_path)).resolve()
    db = open_store(path)
    try:
        clear_pins(db)
        set_pins(db, class_pin=class_pin, teacher_pin=teacher_pin)
    finally:
        db.close()
    try:
        from textual_serve.server import Server
    except ImportError:
        raise TutorError(
            "serving needs the textual-serve package: pip install textual-serve"
        ) from None
    address = shared_address(host, port)
    click.echo(f"Students open {address} in a browser and sign in with the drill code.")
    if teacher_pin is None:
        click.echo("No --teacher-pin: the teacher's views are off in the browser.")
    from tutor.cli.serve_page import local_templates

    with tempfile.TemporaryDirectory(prefix="riichi-tutor-page-") as pages:
        Server(
            app_command(str(path)),
            host=host,
            port=port,
            title="riichi-tutor classroom",
            public_url=address,
            templates_path=local_templates(Path(pages)),
        ).serve()
