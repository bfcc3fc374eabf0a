"""Signing in to a served classroom: the class PIN for students, the teacher PIN for views.

A served tutor knows nothing of who opened a browser tab, so each tab signs in. The
PINs are stored hashed in the database by ``riichi-tutor serve``; a classroom with no
class PIN (only allowed on this machine) lets anyone sign in as a student, and one with
no teacher PIN has no teacher views at all. Every student has a personal PIN, chosen at
their first sign-in, so that nobody can sign in as a classmate.
"""

from __future__ import annotations

from tutor.classroom.pins import check_pin_text, hash_pin, pin_matches
from tutor.classroom.taking import ClassDrill, Student, join, open_drill
from tutor.errors import TutorError
from tutor.store import classroom as rows
from tutor.store.connection import Database

ROLES = ("class", "teacher")


def check_pins(*, class_pin: str | None, teacher_pin: str | None) -> None:
    """``TutorError`` unless the PINs can guard a classroom: each a PIN, and not the same.

    The teacher PIN must differ from the class PIN, which every student knows.
    """
    for role, pin in (("class", class_pin), ("teacher", teacher_pin)):
        if pin is not None:
            check_pin_text(pin, f"{role} PIN")
    if class_pin is not None and class_pin == teacher_pin:
        raise TutorError("the teacher PIN must differ from the class PIN (every student knows it)")


def set_pins(db: Database, *, class_pin: str | None, teacher_pin: str | None) -> None:
    """Store the PINs (hashed) that this classroom's sign-in will ask for."""
    check_pins(class_pin=class_pin, teacher_pin=teacher_pin)
    for role, pin in (("class", class_pin), ("teacher", teacher_pin)):
        if pin is not None:
            rows.set_pin(db, role, hash_pin(check_pin_text(pin, f"{role} PIN")))


def _check(db: Database, role: str, pin: str) -> None:
    stored = rows.pin_hash(db, role)
    if stored is None:
        if role == "teacher":
            raise TutorError("this classroom has no teacher PIN: teacher views are off")
        return
    if not pin_matches(pin, stored):
        raise TutorError(f"wrong {role} PIN")


def sign_in_student(
    db: Database, code: str, name: str, class_pin: str, personal_pin: str | None
) -> tuple[ClassDrill, Student]:
    """Check the class PIN, then join (or rejoin) the drill as ``name`` with a personal PIN.

    A served class cannot go without personal PINs: the first sign-in under a name sets
    it, and nobody signs in under that name again without it.
    """
    _check(db, "class", class_pin)
    drill = open_drill(db, code)
    return drill, join(db, drill, name, personal_pin or None, need_pin=True)


def sign_in_teacher(db: Database, code: str, teacher_pin: str) -> ClassDrill:
    """Check the teacher PIN and open the drill for the teacher's views."""
    _check(db, "teacher", teacher_pin)
    return open_drill(db, code)
