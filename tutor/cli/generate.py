"""``riichi-tutor generate``: questions from the question bank, as files or JSON lines.

``--list`` prints the skills (one a line: id, rule card, reason codes with their
difficulty). Otherwise ``--count`` questions of ``--skill`` are written: as situation
files named by skill, ruleset, seed and index into ``--out DIR`` (each carries the
engine's answer in ``[expect]``, so ``judge FILE --check`` passes), or as JSON lines on
standard output with ``--out -`` (the default). A file already there is replaced only
with ``--force``, and never through a symbolic link; each is written whole (see
:mod:`tutor.writes`). A bad skill, ruleset, form, difficulty
or count is one line naming the allowed values, exit status 2.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import click

from tutor import drills
from tutor.drills.question import question_json
from tutor.errors import TutorError, from_os_error
from tutor.rules.ruleset import preset_names
from tutor.writes import target_for, write_file

MAX_COUNT = 100_000
"""The most questions one run generates (their names are checked before any is written)."""
PROGRESS_FROM = 50
"""Counts from which a progress bar is drawn on standard error."""


def _count(text: str) -> int:
    try:
        value = int(text) if len(text) <= 12 else -1
    except ValueError:
        value = -1
    if not 1 <= value <= MAX_COUNT:
        raise TutorError(
            f"--count {text!r}: allowed values are whole numbers from 1 to {MAX_COUNT:,}"
        )
    return value


def _number(option: str, text: str | None, allowed: tuple[int, ...] | None = None) -> int | None:
    if text is None:
        return None
    try:
        value = int(text)
    except ValueError:
        value = None
    if value is None or (allowed is not None and value not in allowed):
        shown = ", ".join(map(str, allowed)) if allowed else "whole numbers"
        raise TutorError(f"{option} {text!r}: allowed values are {shown}")
    return value


def _prepare(folder: Path, names: list[str], *, force: bool) -> None:
    """Make ``folder`` and refuse, before any is written, a name that may not be
    written (an existing file without --force, a link, anything not a file)."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise from_os_error(error, "cannot make the --out folder") from None
    for name in names:
        target_for(folder / name, force=force)


def _list() -> None:
    for skill in drills.skills():
        codes = " ".join(f"{code}({level})" for code, level in skill.codes.items())
        click.echo(f"{skill.id}\tcard {skill.card}\t{codes}")


def _check_choices(skill: str | None, ruleset: str) -> str:
    known = [s.id for s in drills.skills()]
    if skill is None:
        raise TutorError(f"--skill is needed; allowed values: {', '.join(known)}")
    if skill not in known:
        raise TutorError(f"--skill {skill!r}: allowed values: {', '.join(known)}")
    presets = preset_names()
    if ruleset not in presets and not _ruleset_file(ruleset):
        raise TutorError(f"--ruleset {ruleset!r}: allowed values: {', '.join(presets)}, "
                         "or a ruleset file (.toml)")
    return skill


def _ruleset_file(ruleset: str) -> bool:
    """A ruleset file of house rules (``content/house-rules/open-riichi-club.toml``)."""
    return ruleset.endswith(".toml") and Path(ruleset).is_file()


@click.command("generate")
@click.option("--skill", "skill", default=None, metavar="SKILL",
              help="The skill to drill (see --list).")
@click.option("--count", "count", default="10", show_default=True, metavar="N",
              help="How many questions.")
@click.option("--seed", "seed", default="0", show_default=True, metavar="N",
              help="Seed of the drill.")
@click.option("--ruleset", "ruleset", default="tenhou", show_default=True, metavar="RULES",
              help="Ruleset preset, or a ruleset file.")
@click.option(
    "--difficulty",
    "difficulty",
    default=None,
    metavar="1|2|3",
    help="Keep to the reason codes of one level: 1, 2 or 3.",
)
@click.option("--form", "form", default=None, metavar="FORM",
              help="Question form (the skill's first by default).")
@click.option(
    "--out",
    "out",
    default="-",
    metavar="FOLDER",
    show_default=True,
    help="A folder for situation files, or - for JSON lines on standard output.",
)
@click.option("--force", is_flag=True, help="Overwrite files of the same names in --out.")
@click.option("--list", "listing", is_flag=True, help="List the skills and stop.")
def command(
    skill: str | None,
    count: str,
    seed: str,
    ruleset: str,
    difficulty: str | None,
    form: str | None,
    out: str,
    force: bool,
    listing: bool,
) -> None:
    """Generate questions: situation files or JSON lines."""
    if listing:
        _list()
        return
    skill_id = _check_choices(skill, ruleset)
    total = _count(count)
    seed_value = _number("--seed", seed)
    assert seed_value is not None
    level = _number("--difficulty", difficulty, (1, 2, 3))
    stream = drills.questions(skill_id, ruleset, seed_value, level, form)
    folder = None if out == "-" else Path(out)
    label = Path(ruleset).stem if _ruleset_file(ruleset) else ruleset
    names = [f"{skill_id}-{label}-s{seed_value}-{index:04d}.toml" for index in range(total)]
    if folder is not None:
        _prepare(folder, names, force=force)
    show = total >= PROGRESS_FROM
    with click.progressbar(
        length=total, file=sys.stderr, label=f"{skill_id}", hidden=not show
    ) as bar:
        for index in range(total):
            question = next(stream)
            if folder is None:
                click.echo(json.dumps(question_json(question), ensure_ascii=False))
            else:
                write_file(folder / names[index], question.situation_text, force=force)
            bar.update(1)
