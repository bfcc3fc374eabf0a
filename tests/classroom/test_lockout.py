"""Wrong PINs are slowed, then locked, per name and per address; the PINs belong to the
server's run (issue 25, item 3). Pure: a fake clock, no server."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from tests.classroom.helpers import new_drill
from tutor.classroom import join
from tutor.classroom.connections import ConnectionGate, allowed_origins, origin_of
from tutor.classroom.lockout import (
    ADDRESS_LIMITS,
    LOCK_S,
    NAME_LIMITS,
    Guard,
    SignInLocked,
    refusal,
    wait_s,
)
from tutor.classroom.pins import WrongPin
from tutor.classroom.signin import SERVED_ENV, ServedClass, sign_in_student, sign_in_teacher
from tutor.errors import TutorError


class Clock:
    """Starts at the real time (a tab's own guard reads that) and moves when told."""

    def __init__(self) -> None:
        self.now = round(time.time() * 1000)

    def __call__(self) -> int:
        return self.now


def _served(db_path: Path, address: str, clock: Clock) -> tuple[ServedClass, Guard]:
    served = ServedClass.start("2468", "97531")
    served = ServedClass(served.run, served.class_hash, served.teacher_hash, address)
    from tutor.store import open_store

    return served, Guard(open_store(db_path), served.run, address, clock)


def test_waits_grow_after_the_free_tries_and_a_lock_lasts_its_time() -> None:
    free = NAME_LIMITS.free
    assert [wait_s(free + n, NAME_LIMITS) for n in range(-1, 3)] == [0, 2, 4, 8]
    assert wait_s(40, NAME_LIMITS) == 60
    now = 1_000_000
    assert refusal(free - 1, now, now, NAME_LIMITS) is None
    assert "wait 2 s" in str(refusal(free, now, now + 10, NAME_LIMITS))
    assert refusal(free, now, now + 2_000, NAME_LIMITS) is None
    locked = refusal(NAME_LIMITS.lock_after, now, now + 60_000, NAME_LIMITS)
    assert locked is not None and "locked after 10 wrong PINs" in locked
    assert refusal(NAME_LIMITS.lock_after, now, now + LOCK_S * 1000, NAME_LIMITS) is None


def test_fifty_wrong_pins_lock_the_name_and_then_the_right_one_is_refused(
    tmp_path: Path,
) -> None:
    db, drill = new_drill(tmp_path / "class.sqlite3")
    clock = Clock()
    served, guard = _served(tmp_path / "class.sqlite3", "10.0.0.7", clock)
    checked = []

    def wrong() -> None:
        checked.append(1)
        raise WrongPin("wrong class PIN")

    for _ in range(50):
        with pytest.raises(TutorError):
            guard.attempt("Ann", wrong)
        clock.now += 100
    assert len(checked) == NAME_LIMITS.free  # the rest refused unchecked while slowed
    with pytest.raises(SignInLocked, match="locked after"):
        sign_in_student(db, drill.code, "ann ", "2468", None, _at(served, "10.0.0.8"))
    # another name from another address is not held up by Ann's lock
    assert sign_in_student(db, drill.code, "Ben", "2468", "8080", _at(served, "10.0.0.9"))
    clock.now += LOCK_S * 1000
    guard.attempt("Ann", lambda: None)  # the lock ends


def _at(served: ServedClass, address: str) -> ServedClass:
    return ServedClass(served.run, served.class_hash, served.teacher_hash, address)


def _wrong() -> None:
    raise WrongPin("wrong class PIN")


def _guarded(tmp_path: Path) -> tuple[Guard, Clock]:
    """A guard at one address of a new class, on a clock the test moves."""
    new_drill(tmp_path / "class.sqlite3")
    clock = Clock()
    return _served(tmp_path / "class.sqlite3", "10.0.0.7", clock)[1], clock


def test_an_address_is_locked_whatever_names_it_tries(tmp_path: Path) -> None:
    guard, clock = _guarded(tmp_path)
    for number in range(ADDRESS_LIMITS.lock_after):
        with pytest.raises(WrongPin):
            guard.attempt(f"student {number}", _wrong)
        clock.now += 61_000  # never waiting: only the address's count adds up
    with pytest.raises(SignInLocked, match="locked after 30"):
        guard.attempt("someone new", lambda: None)


def test_a_right_pin_starts_the_names_count_again(tmp_path: Path) -> None:
    guard, clock = _guarded(tmp_path)
    for _ in range(NAME_LIMITS.free):
        with pytest.raises(WrongPin):
            guard.attempt("Ann", _wrong)
    clock.now += 2_000
    guard.attempt("Ann", lambda: None)
    with pytest.raises(WrongPin):  # checked at once: the count started again
        guard.attempt("Ann", _wrong)


def test_the_teacher_pin_is_guarded_too(tmp_path: Path) -> None:
    db, drill = new_drill(tmp_path / "class.sqlite3")
    served = _at(ServedClass.start("2468", "97531"), "10.0.0.7")
    for _ in range(NAME_LIMITS.free):
        with pytest.raises(WrongPin):
            sign_in_teacher(db, drill.code, "12345", served)
    with pytest.raises(SignInLocked):
        sign_in_teacher(db, drill.code, "97531", served)


def test_the_pins_travel_hashed_and_only_to_the_servers_own_tabs(tmp_path: Path) -> None:
    db, drill = new_drill(tmp_path / "class.sqlite3")
    join(db, drill, "Ann", "5555")
    first = ServedClass.start("2468", None)
    second = ServedClass.start("1111", "97531")  # another serve on the same database
    env = first.environment()
    assert "2468" not in env[SERVED_ENV] and first.run != second.run
    tab = ServedClass.from_environment(env, "10.0.0.7")
    assert tab is not None and tab.address == "10.0.0.7"
    with pytest.raises(WrongPin):
        sign_in_student(db, drill.code, "Ann", "1111", "5555", tab)
    with pytest.raises(WrongPin):
        sign_in_student(db, drill.code, "Ann", "", "5555", tab)
    assert sign_in_student(db, drill.code, "Ann", "2468", "5555", tab)[1].name == "Ann"
    with pytest.raises(TutorError, match="no teacher PIN"):
        sign_in_teacher(db, drill.code, "97531", tab)
    assert ServedClass.from_environment(dict(os.environ) | {SERVED_ENV: ""}, "x") is None
    with pytest.raises(TutorError, match="4 to 32"):
        ServedClass.start("12", None)


def test_the_gate_counts_apps_per_address_and_in_all_and_checks_the_origin() -> None:
    origins = allowed_origins("http://127.0.0.1:8000", 8000, loopback_too=True)
    gate = ConnectionGate(origins, max_apps=4, per_address=2)
    assert gate.refusal("10.0.0.1", "http://evil.example") == (
        403, "this classroom is served to its own page only"
    )  # fmt: skip
    assert gate.refusal("10.0.0.1", "http://localhost:8000") is None
    assert gate.refusal("10.0.0.1", "http://LOCALHOST:8000/") is None
    assert gate.refusal("10.0.0.1", "http://localhost:8001") is not None
    for address in ("10.0.0.1", "10.0.0.1", "10.0.0.2"):
        gate.opened(address)
    refused = gate.refusal("10.0.0.1", None)
    assert refused is not None and refused[0] == 429
    gate.opened("10.0.0.3")
    refused = gate.refusal("10.0.0.4", None)
    assert refused is not None and refused[0] == 503
    gate.closed("10.0.0.1")
    assert gate.refusal("10.0.0.1", None) is None
    assert origin_of("http://[::1]:8000") == "http://[::1]:8000"
    assert origin_of("http://x:port") == "http://x:port"
