"""Fuzz every path and environment value the command line takes, through ``main()``.

Seeded random values of every kind a user (or a script) can pass: long names and
long components, undecodable bytes, control characters, devices, FIFOs, folders,
symbolic links (to those, broken, looping), read-only and unreadable files, an
SQLite file of another program, text. Each goes to ``--db``, ``RIICHI_TUTOR_DB``,
``XDG_DATA_HOME`` (where the default database lives), ``backup``, ``export -o``,
``judge`` and ``--ruleset``. Whatever the value: no traceback, exit status 0, 1 or 2,
and when the command fails, every file that was there before is byte-for-byte as it
was (and a device or FIFO is still one).
"""

from __future__ import annotations

import contextlib
import io
import os
import random
import sqlite3
import stat
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.conftest import as_user_without_rights
from tests.store.test_cli import filled
from tests.test_bad_names import situation_file
from tutor.__main__ import main

SEED = 20261124
CASES = 300
"""Random values per run as root; the run as a user without rights takes a third."""


def make_playground(top: Path, *, device: bool) -> Path:
    """Files of every kind under ``top``; returns the working folder ``top/work/here``."""
    here = top / "work" / "here"
    here.mkdir(parents=True)
    filled(here / "progress.sqlite3")
    situation_file(here)
    (here / "club.toml").write_text('extends = "tenhou"\n')
    (here / "notes.txt").write_text("not a database\n")
    (here / "empty").write_bytes(b"")
    other = sqlite3.connect(here / "other.sqlite3")
    other.execute("CREATE TABLE t (x)")
    other.commit()
    other.close()
    (here / "folder").mkdir()
    (here / "locked").mkdir(mode=0o000)
    (here / "locked").chmod(0o000)
    (here / "readonly.sqlite3").write_bytes((here / "progress.sqlite3").read_bytes())
    (here / "readonly.sqlite3").chmod(0o444)
    (here / "secret.toml").write_text('extends = "tenhou"\n')
    (here / "secret.toml").chmod(0o000)
    os.mkfifo(here / "pipe")
    if device:
        os.mknod(here / "device", stat.S_IFCHR | 0o666, os.makedev(1, 3))
    for name, to in [
        ("to-folder", "folder"),
        ("to-pipe", "pipe"),
        ("to-device", "device"),
        ("to-nothing", "nothing"),
        ("to-db", "progress.sqlite3"),
        ("loop", "loop"),
    ]:
        (here / name).symlink_to(to)
    return here


NAMES = [
    "progress.sqlite3", "moment.toml", "club.toml", "notes.txt", "empty", "other.sqlite3",
    "folder", "locked", "locked/x.sqlite3", "readonly.sqlite3", "secret.toml", "pipe",
    "device", "to-folder", "to-pipe", "to-device", "to-nothing", "to-db", "loop",
    "loop/x", "notes.txt/x", ".", "..", "../new.sqlite3", "new.sqlite3", "new/deeper/x",
    "~", "~/x", "folder/", "/", "-", "--", "progress.sqlite3-wal",
]  # fmt: skip


def random_value(rng: random.Random, here: Path) -> str:
    """One path-like value: a known kind of file, or random text, bytes or length."""
    kind = rng.randrange(7)
    if kind <= 1:
        value = rng.choice(NAMES)
    elif kind == 2:
        value = "x" * rng.choice([200, 255, 256, 300, 1000, 4097, 5000])
    elif kind == 3:
        value = "/".join("d" * rng.choice([1, 100, 254, 256]) for _ in range(rng.randint(1, 20)))
    elif kind == 4:
        raw = bytes(rng.choice([b for b in range(1, 256) if b != 0x2F]) for _ in range(12))
        value = os.fsdecode(raw)
    elif kind == 5:
        value = "".join(rng.choice(" \t\n\r\x1b'\"é漢🀄$*?;|&<>") for _ in range(rng.randint(1, 8)))
    else:
        value = rng.choice(NAMES) + rng.choice(["", "/", "/x", "-journal", "\n", " "])
    return str(here / value) if rng.random() < 0.3 else value


def commands(value: str, rng: random.Random) -> tuple[list[str], dict[str, str]]:
    """One command line (and environment) that passes ``value`` somewhere."""
    force = ["--force"] if rng.random() < 0.5 else []
    choices: list[tuple[list[str], dict[str, str]]] = [
        (["--db", value, "export", "--learner", "ann"], {}),
        (["export", "--learner", "ann"], {"RIICHI_TUTOR_DB": value}),
        (["export", "--learner", "ann"], {"XDG_DATA_HOME": value, "RIICHI_TUTOR_DB": ""}),
        (["--db", "progress.sqlite3", "backup", value, *force], {}),
        (["--db", value, "backup", "copy.sqlite3"], {}),
        (["--db", "progress.sqlite3", "export", "--learner", "ann", "-o", value, *force], {}),
        (["judge", value], {}),
        (["judge", "moment.toml", "--ruleset", value], {}),
    ]
    return rng.choice(choices)


def snapshot(top: Path) -> dict[str, tuple[int, bytes]]:
    """Every entry under ``top``: its type, and for a regular file its bytes."""
    found: dict[str, tuple[int, bytes]] = {}
    for folder, dirs, files in os.walk(top):
        for name in dirs + files:
            path = os.path.join(folder, name)
            mode = os.lstat(path).st_mode
            content = b""
            if stat.S_ISREG(mode) and os.access(path, os.R_OK):
                with open(path, "rb") as handle:
                    content = handle.read()
            found[path] = (stat.S_IFMT(mode), content)
    return found


def run_case(argv: list[str], env: dict[str, str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    saved = {name: os.environ.get(name) for name in env}
    os.environ.update(env)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            status = main(argv)
    finally:
        for name, old in saved.items():
            if old is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = old
    return status, out.getvalue(), err.getvalue()


def fuzz(top: Path, here: Path, seed: int, cases: int) -> list[str]:
    """Run ``cases`` random commands in ``here``; the problems found (empty if none)."""
    rng = random.Random(seed)
    problems: list[str] = []
    os.chdir(here)
    for number in range(cases):
        value = random_value(rng, here)
        argv, env = commands(value, rng)
        before = snapshot(top)
        status, _, err = run_case(argv, env)
        after = snapshot(top)
        case = f"case {number}: {argv!r} {env!r} -> {status}: {err[:300]!r}"
        if status not in (0, 1, 2) or "Traceback" in err:
            problems.append(case)
        if status == 2 and err.count("\n") != 1 and not err.startswith("Usage:"):
            problems.append(f"{case} (not one line)")
        if status != 0:
            changed = [p for p, old in before.items() if after.get(p) != old]
            if changed:
                problems.append(f"{case} changed {changed}")
        else:  # a success may add files and rewrite a regular one, never retype one
            retyped = [p for p, old in before.items() if p in after and after[p][0] != old[0]]
            if retyped:
                problems.append(f"{case} turned {retyped} into another kind of file")
    return problems


@pytest.fixture
def playground() -> Iterator[tuple[Path, Path]]:
    """A fresh folder anyone may enter, and the working folder inside it."""
    with tempfile.TemporaryDirectory() as name:
        top = Path(name)
        top.chmod(0o777)
        try:
            here = make_playground(top, device=os.geteuid() == 0)
        except PermissionError as error:
            pytest.skip(f"cannot make the device file ({error})")
        for folder, dirs, files in os.walk(top):
            for entry in dirs + files:
                path = Path(folder, entry)
                if not path.is_symlink() and entry not in ("locked", "secret.toml"):
                    mode = path.stat().st_mode
                    path.chmod(stat.S_IMODE(mode) | 0o666 | (0o111 if path.is_dir() else 0))
        cwd = os.getcwd()
        try:
            yield top, here
        finally:
            os.chdir(cwd)
            (here / "locked").chmod(0o700)


def test_fuzzed_paths_and_environment_values(playground: tuple[Path, Path]) -> None:
    top, here = playground
    problems = fuzz(top, here, SEED, CASES)
    assert problems == [], "\n".join(problems[:10])


def test_fuzzed_paths_as_a_user_without_rights(playground: tuple[Path, Path]) -> None:
    top, here = playground
    problems = as_user_without_rights(
        lambda: fuzz(top, here, SEED + 1, CASES // 3), reads_content=False
    )
    assert problems == [], "\n".join(problems[:10])
