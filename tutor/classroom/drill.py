"""A drill as a database keeps it: its definition, its bank and its stored questions.

:func:`save_definition` stores a drill, :func:`open_drill` finds one by its code (a ready
drill that ships with the tutor is stored on first use). Taking a drill
(:mod:`tutor.classroom.taking`) and reading its results (:mod:`tutor.classroom.report`)
both start here; this module loads neither the pace of a class nor its PINs.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from tutor.classroom.bank import Bank, bank_named, question_for
from tutor.classroom.definition import DrillDef, from_json, normalise_code
from tutor.classroom.ready import ready_drill
from tutor.classroom.stored import MOMENT, dump_question, read_stored, stored_moment
from tutor.drills.question import Question
from tutor.errors import TutorError
from tutor.store import classroom as rows
from tutor.store.connection import Database
from tutor.store.database import StoreError
from tutor.store.drills import find_drill, save_drill

if TYPE_CHECKING:
    from tutor.moment import Moment


class ClassDrill:
    """A drill as stored in a database, with the bank that builds its questions.

    Questions are built once per drill and kept in the database (and, once read, in
    this object), so the processes of a class do not each build them again.
    """

    def __init__(self, drill_id: int, definition: DrillDef, bank: Bank,
                 db: Database | None = None, code: str | None = None) -> None:
        self.drill_id = drill_id
        self.code = definition.code if code is None else code
        """The drill's code: made from its definition, or as stored with it (the same
        code, read without hashing the definition again)."""
        self.definition = definition
        self.bank = bank
        self.db = db
        self._read: dict[int, Question] = {}
        self._moments: dict[int, dict[str, Any] | None] = {}
        """The stored moment of each question read (as JSON: read into a view when asked)."""

    def question(self, index: int) -> Question:
        """The question at ``index`` (0-based): read back, or built and kept."""
        if index in self._read:
            return self._read[index]
        text = None if self.db is None else rows.stored_question(self.db, self.drill_id, index)
        if text is None:
            question = question_for(self.bank, self.definition, index)
            if self.db is not None:
                rows.store_question(self.db, self.drill_id, index, dump_question(question))
            self._read[index], self._moments[index] = question, None
            return question
        self._read[index], self._moments[index] = read_stored(text)
        return self._read[index]

    def read_stored(self, *, moments: bool) -> None:
        """Read every question stored so far at once (a report reads them all); with
        ``moments``, the view of each moment too (else it is read when first asked for:
        it is most of what is stored)."""
        if self.db is None:
            return
        stored = rows.stored_questions(self.db, self.drill_id, without="" if moments else MOMENT)
        for index, text in stored.items():
            if index not in self._read:
                self._read[index], moment = read_stored(text)
                if moments:
                    self._moments[index] = moment

    def stored_moment(self, index: int) -> Moment | None:
        """The view of the question's moment as it was stored with it, read without
        replaying the hand; ``None`` for a question stored without one (or built here,
        not read back): then only a replay (``api.question_moment``) can draw it."""
        self.question(index)
        if index not in self._moments and self.db is not None:  # read without it
            text = rows.stored_question(self.db, self.drill_id, index)
            self._moments[index] = None if text is None else read_stored(text)[1]
        return stored_moment(self._moments.get(index))

    def prepare(self, progress: Callable[[int], None] | None = None) -> None:
        """Build (and keep) every question now, e.g. when the teacher creates the drill."""
        for index in range(self.definition.count):
            self.question(index)
            if progress is not None:
                progress(index + 1)



def save_definition(db: Database, definition: DrillDef) -> ClassDrill:
    """Store the drill (once: the same definition is the same code) and return it."""
    bank = bank_named(definition.bank)
    try:
        drill_id = save_drill(
            db,
            definition.code,
            title=definition.title,
            skills=definition.skills,
            ruleset=definition.ruleset,
            seed=definition.seed,
            definition=definition.to_json(),
        )
    except StoreError:
        return open_drill(db, definition.code)
    return ClassDrill(drill_id, definition, bank, db)


def open_drill(db: Database, code: str) -> ClassDrill:
    """The drill with ``code``: from this database, else a ready drill (then stored)."""
    code = normalise_code(code)
    try:
        stored = find_drill(db, code)
    except StoreError:
        ready = ready_drill(code)
        if ready is None:
            raise TutorError(
                f"no drill {code} here: ask your teacher for the drill file, or make it "
                "with the same `riichi-tutor drill create` options"
            ) from None
        return save_definition(db, ready)
    definition = from_json(stored.definition)
    assert stored.drill_id is not None
    return ClassDrill(stored.drill_id, definition, bank_named(definition.bank), db, stored.code)
