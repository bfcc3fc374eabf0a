"""Shared fixtures, and the Hypothesis profile every property test runs under."""

from __future__ import annotations

import gc
import importlib
import os
import pickle
import pkgutil
import stat
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar, cast

import pytest
from hypothesis import settings

import tutor

# Property tests are seeded like every other randomised test: the same examples on every
# run and machine (no random seed, no example database carried between runs). A test's
# own @settings fills in only what it names.
settings.register_profile("reproducible", derandomize=True, database=None)
settings.load_profile("reproducible")

T = TypeVar("T")
NOBODY = 65534
"""The user and group id of ``nobody``, who owns nothing the tests make."""

LAZY_STANDARD_MODULES = ("_strptime",)
"""Standard modules imported only when first used (``strptime`` imports ``_strptime``)."""

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared"
"""The team's source material beside a checkout; absent from a fresh clone."""
DATA = ROOT / "tests" / "data"
"""Test data kept in the project, so the suite runs in a fresh clone."""


@pytest.fixture
def root() -> Path:
    return ROOT


@pytest.fixture
def char_device(tmp_path: Path) -> Path:
    """A character device in a temporary folder: the null device's numbers (1, 3), made
    with ``mknod``, so a test can see what the tutor does with ``/dev/null`` without
    risking the real one. Skipped where ``mknod`` is not allowed (not root)."""
    path = tmp_path / "device"
    try:
        os.mknod(path, stat.S_IFCHR | 0o666, os.makedev(1, 3))
    except (PermissionError, AttributeError) as error:
        pytest.skip(f"cannot make a character device here ({error}): mknod needs root")
    return path


def as_user_without_rights(action: Callable[[], T], *, reads_content: bool = True) -> T:
    """``action()`` run in a forked child that has switched to the user ``nobody``.

    The interpreter may live where ``nobody`` cannot read (under ``/root``), so every
    module of ``tutor`` except the Textual shell is imported first and the child keeps
    them; what ``action`` returns comes back pickled. Skips the test unless run as
    root, which alone can switch users.
    """
    if not hasattr(os, "fork") or os.geteuid() != 0:
        pytest.skip("switching to a user without rights needs root (os.setuid)")
    if reads_content and not _others_may_read(ROOT / "content"):
        pytest.skip(
            f"{ROOT} is not readable by other users (a clone in a private folder), so "
            "the tutor could not read its own rulesets as a user without rights"
        )
    for module in pkgutil.walk_packages(tutor.__path__, "tutor."):
        if not module.name.startswith("tutor.ui"):
            importlib.import_module(module.name)
    for name in LAZY_STANDARD_MODULES:
        importlib.import_module(name)
    reader, writer = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: drop rights, run, send the result, never return to pytest
        status = 0
        try:
            os.setgroups([])
            os.setgid(NOBODY)
            os.setuid(NOBODY)
            payload = pickle.dumps(("ok", action()))
        except BaseException as error:
            payload = pickle.dumps(("error", f"{type(error).__name__}: {error}"))
            status = 1
        with os.fdopen(writer, "wb") as out:
            out.write(payload)
        os._exit(status)
    os.close(writer)
    with os.fdopen(reader, "rb") as incoming:
        kind, value = pickle.loads(incoming.read())
    os.waitpid(pid, 0)
    if kind != "ok":
        raise AssertionError(f"the child running as nobody failed: {value}")
    return cast(T, value)


def _others_may_read(folder: Path) -> bool:
    """Whether a user who owns nothing may enter every folder down to ``folder``, read it."""
    chain = [folder, *folder.parents]
    if any(not os.stat(part).st_mode & stat.S_IXOTH for part in chain):
        return False
    return bool(os.stat(folder).st_mode & stat.S_IROTH)


def pytest_sessionfinish(session: pytest.Session) -> None:
    """Collect once, then freeze what is left before pytest's own clean-up.

    pytest ends a run by collecting garbage five times over (to surface errors raised
    in finalizers). A worker of a whole-suite run holds the generator's tables and the
    oracles' lookup tables by then, so those passes could outlast the five seconds
    pytest-xdist's transport waits for a worker to finish; it then interrupted the
    worker with SIGINT mid-collection (a KeyboardInterrupt reported as an
    unraisable-exception warning at the end of the run). One collection here still
    finalizes every unreachable object while the warning hook is installed; freezing
    the survivors makes the later passes free.
    """
    gc.collect()
    gc.freeze()

