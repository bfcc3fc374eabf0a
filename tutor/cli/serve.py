"""``riichi-tutor serve``: the classroom app for browsers on the classroom network.

textual-serve starts one app process per browser tab and knows nothing of who opened
it, so the app itself asks every student to sign in (name, class PIN, optional
personal PIN) and keeps all state in the database. Bound to this machine only
(127.0.0.1) unless ``--host`` is given; bound anywhere else it refuses to start
without a class PIN, and prints the address students should open. The PINs may come
from the environment or a hidden prompt instead of the command line; they stay with
this server's run (:class:`tutor.classroom.signin.ServedClass`). Tabs are limited in
all and per address, and only this server's own page may open one
(:mod:`tutor.cli.classroom_server`).
"""

from __future__ import annotations

import ipaddress
import socket
import tempfile
from pathlib import Path

import click

from tutor.classroom.connections import MAX_APPS, PER_ADDRESS, ConnectionGate, allowed_origins
from tutor.cli.common import chosen_db_path, db_option
from tutor.errors import TutorError

LOOPBACK = "127.0.0.1"
WILDCARDS = ("0.0.0.0", "::", "")


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
    if host not in WILDCARDS:
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


CLASS_PIN_ENV = "RIICHI_TUTOR_CLASS_PIN"
TEACHER_PIN_ENV = "RIICHI_TUTOR_TEACHER_PIN"


def _ask(what: str, given: str | None) -> str | None:
    """A PIN typed at a hidden prompt (empty: none), unless one was given already."""
    if given is not None:
        return given
    typed = click.prompt(what, default="", hide_input=True, show_default=False, err=True)
    return str(typed) or None


@click.command("serve")
@click.option(
    "--host",
    default=LOOPBACK,
    show_default=True,
    help="Address to listen on; anything but this machine needs --class-pin.",
)
@click.option("--port", type=click.IntRange(1, 65535), default=8000, show_default=True)
@click.option(
    "--class-pin",
    default=None,
    envvar=CLASS_PIN_ENV,
    show_envvar=True,
    help="PIN every student types to sign in (better from the environment or --ask-pins: "
    "a command line is visible to every user of this machine).",
)
@click.option(
    "--teacher-pin",
    default=None,
    envvar=TEACHER_PIN_ENV,
    show_envvar=True,
    help="PIN for the teacher's views (without it there are none).",
)
@click.option(
    "--ask-pins", is_flag=True, help="Type the PINs not given otherwise at a hidden prompt."
)
@click.option(
    "--max-tabs",
    type=click.IntRange(1, 1000),
    default=MAX_APPS,
    show_default=True,
    help="Browser tabs (each one app process) served at once.",
)
@click.option(
    "--tabs-per-address",
    type=click.IntRange(1, 100),
    default=PER_ADDRESS,
    show_default=True,
    help="Browser tabs one address may have open at once.",
)
@db_option
def command(
    host: str,
    port: int,
    class_pin: str | None,
    teacher_pin: str | None,
    ask_pins: bool,
    max_tabs: int,
    tabs_per_address: int,
    db_path: str | None,
) -> None:
    """Serve the classroom drills to browsers (one app per tab, state in the database).

    The PINs belong to this server alone: they are handed (hashed) to its own tabs and
    never stored, so another serve on the same database cannot change them.
    """
    import os

    from tutor.classroom.signin import ServedClass
    from tutor.store import open_store, resolve_db_path

    if ask_pins:
        class_pin = _ask("Class PIN (empty for none)", class_pin)
        teacher_pin = _ask("Teacher PIN (empty for none)", teacher_pin)
    if not is_loopback(host) and not class_pin:
        raise TutorError(
            f"serving on {host} lets other machines connect: give a --class-pin "
            "that students type to sign in"
        )
    served = ServedClass.start(class_pin, teacher_pin)  # refuses a bad PIN before anything
    path = resolve_db_path(chosen_db_path(db_path)).resolve()
    open_store(path).close()  # create or upgrade it now, not in the first tab
    try:
        from tutor.cli.classroom_server import ClassroomServer
    except ImportError:
        raise TutorError(
            "serving needs the textual-serve package: pip install textual-serve"
        ) from None
    address = shared_address(host, port)
    for name in (CLASS_PIN_ENV, TEACHER_PIN_ENV):
        os.environ.pop(name, None)  # the tabs get the hashes, not the PINs
    os.environ.update(served.environment())
    click.echo(f"Students open {address} in a browser and sign in with the drill code.")
    if teacher_pin is None:
        click.echo("No --teacher-pin: the teacher's views are off in the browser.")
    gate = ConnectionGate(
        allowed_origins(address, port, loopback_too=is_loopback(host) or host in WILDCARDS),
        max_apps=max_tabs,
        per_address=tabs_per_address,
    )
    from tutor.cli.serve_page import local_templates

    with tempfile.TemporaryDirectory(prefix="riichi-tutor-page-") as pages:
        ClassroomServer(
            str(path),
            gate,
            host=host,
            port=port,
            title="riichi-tutor classroom",
            public_url=address,
            templates_path=local_templates(Path(pages)),
        ).serve()
