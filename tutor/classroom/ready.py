"""The ready drills that ship in ``content/drills/*.toml``, found by file or by code."""

from __future__ import annotations

from tutor.classroom.bank import check_skills, default_bank
from tutor.classroom.definition import DrillDef, load_drill_file
from tutor.paths import content_dir


def ready_drills() -> list[DrillDef]:
    """Every ready drill, built for the default question bank, in file-name order."""
    bank = default_bank()
    found = []
    for path in sorted((content_dir() / "drills").glob("*.toml")):
        definition = load_drill_file(path, bank.name)
        check_skills(bank, definition.skills)
        found.append(definition)
    return found


def ready_drill(code: str) -> DrillDef | None:
    """The ready drill whose code is ``code`` (in its shown form), if there is one."""
    return next((d for d in ready_drills() if d.code == code), None)
