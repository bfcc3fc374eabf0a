"""Classroom drills: one drill for a whole class, taken live and read afterwards.

Pure: no Textual. A drill is a :class:`DrillDef` (skills, count, seed, ruleset, pace,
time limit) with a short code made from it; its questions come from a question bank
(:mod:`tutor.classroom.bank`) and are kept in the database with the drill
(:mod:`tutor.classroom.drill`); students join, answer and rejoin through
:mod:`tutor.classroom.taking`; :func:`build_report` reads the results, :func:`render`
writes them as a table, CSV, Markdown or HTML; :func:`merge_files` gathers results
from students' own databases. All state is in the progress database.

The names below are loaded from their modules on first use: importing one module of
the package (the home screen asks :mod:`tutor.classroom.taking` whether a class drill is
unfinished; a served student takes a drill) does not load the reports, the merging of
files and the HTML writers with it.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tutor.classroom.bank import (
        Bank,
        bank_named,
        check_skills,
        default_bank,
        questions_for,
    )
    from tutor.classroom.definition import (
        DrillDef,
        drill_toml,
        make_definition,
        normalise_code,
    )
    from tutor.classroom.drill import ClassDrill, open_drill, save_definition
    from tutor.classroom.formats import FORMATS, render
    from tutor.classroom.merge import FileMerge, merge_files
    from tutor.classroom.ready import ready_drills
    from tutor.classroom.report import DrillReport, build_report
    from tutor.classroom.taking import (
        Outcome,
        Student,
        Turn,
        answer,
        answer_label,
        join,
        open_question,
        turn,
    )

_HOMES = {
    "bank": ("Bank", "bank_named", "check_skills", "default_bank", "questions_for"),
    "definition": ("DrillDef", "drill_toml", "make_definition", "normalise_code"),
    "drill": ("ClassDrill", "open_drill", "save_definition"),
    "merge": ("FileMerge", "merge_files"),
    "ready": ("ready_drills",),
    "formats": ("FORMATS", "render"),
    "report": ("DrillReport", "build_report"),
    "taking": (
        "Outcome", "Student", "Turn", "answer", "answer_label", "join", "open_question", "turn",
    ),
}
"""Each module of the package and the names it gives the package."""


def __getattr__(name: str) -> Any:
    for module, names in _HOMES.items():
        if name in names:
            return getattr(importlib.import_module(f"{__name__}.{module}"), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "FORMATS",
    "Bank",
    "ClassDrill",
    "DrillDef",
    "DrillReport",
    "FileMerge",
    "Outcome",
    "Student",
    "Turn",
    "answer",
    "answer_label",
    "bank_named",
    "build_report",
    "check_skills",
    "default_bank",
    "drill_toml",
    "join",
    "make_definition",
    "merge_files",
    "normalise_code",
    "open_drill",
    "open_question",
    "questions_for",
    "ready_drills",
    "render",
    "save_definition",
    "turn",
]
