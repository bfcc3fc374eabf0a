"""Signing in to a served classroom: the class PIN for students, the teacher PIN for views.

A served tutor knows nothing of who opened a browser tab, so each tab signs in. The
PINs are stored hashed in the database by ``riichi-tutor serve``; a classroom with no
class PIN (only allowed on this machine) lets anyone sign in as a student, and one with
no teacher PIN has no teacher views at all.
"""

from __future__ import annotations

from tutor.classroom.pins import check_pin_text, hash_pin, pin_matches
from tutor.classroom.taking import ClassDrill, Student, join, open_drill
from tutor.errors import TutorError
from tutor.store import classroom as rows
from tutor.store.connection import Database

ROLES = ("class", "teacher")


def set_pins(db: Database, *, class_pin: str | None, teacher_pin: str | None) -> None:
    """Store the PINs (hashed) that this classroom's sign-in will ask for."""
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
    """Check the class PIN, then join (or rejoin) the drill as ``name``."""
    _check(db, "class", class_pin)
    drill = open_drill(db, code)
    return drill, join(db, drill, name, personal_pin or None)


def sign_in_teacher(db: Database, code: str, teacher_pin: str) -> ClassDrill:
    """Check the teacher PIN and open the drill for the teacher's views."""
    _check(db, "teacher", teacher_pin)
    return open_drill(db, code)
