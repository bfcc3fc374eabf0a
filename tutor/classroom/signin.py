"""Signing in to a served classroom: the class PIN for students, the teacher PIN for views.

A served tutor knows nothing of who opened a browser tab, so each tab signs in. The
PINs belong to the running ``riichi-tutor serve``: it hashes them once and hands them,
with an id of its own run, to the app of each tab through the environment
(:class:`ServedClass`), so no other process can change or remove them (a second
``serve`` on the same database has PINs of its own, for its own tabs only). A
classroom with no class PIN (only allowed on this machine) lets anyone sign in as a
student; one with no teacher PIN has no teacher views at all. Wrong PINs are slowed
and then locked per name and per browser address (:mod:`tutor.classroom.lockout`).
Every student has a personal PIN, chosen at their first sign-in, so that nobody can
sign in as a classmate.
"""

from __future__ import annotations

import json
import secrets
import time
from collections.abc import Mapping
from dataclasses import dataclass

from tutor.classroom.lockout import Guard
from tutor.classroom.pins import WrongPin, check_pin_text, hash_pin, pin_matches
from tutor.classroom.taking import ClassDrill, Student, join, open_drill
from tutor.errors import TutorError
from tutor.store.connection import Database

SERVED_ENV = "RIICHI_TUTOR_SERVED"
"""The environment variable through which ``serve`` hands its run to each tab's app."""


def _now_ms() -> int:
    return round(time.time() * 1000)


def check_pins(*, class_pin: str | None, teacher_pin: str | None) -> None:
    """``TutorError`` unless the PINs can guard a classroom: each a PIN, and not the same.

    The teacher PIN must differ from the class PIN, which every student knows.
    """
    for role, pin in (("class", class_pin), ("teacher", teacher_pin)):
        if pin is not None:
            check_pin_text(pin, f"{role} PIN")
    if class_pin is not None and class_pin == teacher_pin:
        raise TutorError("the teacher PIN must differ from the class PIN (every student knows it)")


@dataclass(frozen=True)
class ServedClass:
    """One run of ``serve``: its id, the hashes of its PINs, and the tab's address."""

    run: str
    class_hash: str | None
    teacher_hash: str | None
    address: str = "unknown"

    @classmethod
    def start(cls, class_pin: str | None, teacher_pin: str | None) -> ServedClass:
        """A new run with these PINs (checked, then kept only as salted hashes)."""
        check_pins(class_pin=class_pin, teacher_pin=teacher_pin)
        hashes = [
            None if pin is None else hash_pin(check_pin_text(pin, f"{role} PIN"))
            for role, pin in (("class", class_pin), ("teacher", teacher_pin))
        ]
        return cls(secrets.token_hex(8), hashes[0], hashes[1])

    def environment(self) -> dict[str, str]:
        """What the tabs' apps inherit (hashes only: never a PIN)."""
        value = {"run": self.run, "class": self.class_hash, "teacher": self.teacher_hash}
        return {SERVED_ENV: json.dumps(value)}

    @classmethod
    def from_environment(cls, env: Mapping[str, str], address: str) -> ServedClass | None:
        """The run a tab's app was started by, or None outside ``serve``."""
        text = env.get(SERVED_ENV)
        if not text:
            return None
        value = json.loads(text)
        return cls(str(value["run"]), value.get("class"), value.get("teacher"), address)

    def guard(self, db: Database) -> Guard:
        """The wrong-PIN counts of this run, seen from this tab's address."""
        return Guard(db, self.run, self.address, _now_ms)


def _check(stored: str | None, role: str, pin: str) -> None:
    if stored is None:
        if role == "teacher":
            raise TutorError("this classroom has no teacher PIN: teacher views are off")
        return
    if not pin_matches(pin, stored):
        raise WrongPin(f"wrong {role} PIN")


def sign_in_student(
    db: Database,
    code: str,
    name: str,
    class_pin: str,
    personal_pin: str | None,
    served: ServedClass | None = None,
) -> tuple[ClassDrill, Student]:
    """Check the class PIN, then join (or rejoin) the drill as ``name`` with a personal PIN.

    A served class cannot go without personal PINs: the first sign-in under a name sets
    it, and nobody signs in under that name again without it. Outside ``serve``
    (``served`` None) there is no class PIN to check.
    """

    def check() -> tuple[ClassDrill, Student]:
        _check(served.class_hash if served else None, "class", class_pin)
        drill = open_drill(db, code)
        return drill, join(db, drill, name, personal_pin or None, need_pin=True)

    return check() if served is None else served.guard(db).attempt(name, check)


def sign_in_teacher(
    db: Database, code: str, teacher_pin: str, served: ServedClass | None = None
) -> ClassDrill:
    """Check the teacher PIN and open the drill for the teacher's views."""

    def check() -> ClassDrill:
        _check(served.teacher_hash if served else None, "teacher", teacher_pin)
        return open_drill(db, code)

    return check() if served is None else served.guard(db).attempt("the teacher", check)
