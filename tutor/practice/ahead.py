"""Questions built ahead: a learner's first question of a skill without the generator.

The generator deals, plays and judges a hand for every question, after its own modules
have loaded: too slow for the first question of a fresh start. So a learner's first
question of each skill (and each of the guided start's, in its yes/no form) is one the
generator built before the tutor shipped, kept in ``content/ahead/<ruleset>.jsonl``: a
few for each skill and form, one line each, ``skill:form``, the fingerprint of the
engine that judged it, then the question whole as ``question_json`` writes it (the
situation, the judgment, the prompt, choices, answer and explanation).

Reading one is reading one line of JSON. The line also keeps the view of the moment
the engine drew for it (``tutor.moment``, under ``"moment"``), so that the first frame
of a fresh start is drawn without loading the engine at all. When the engine's sources
(or the view's) have changed since it was built (the fingerprint differs), its
situation is judged again when it is read: asked as stored, its view drawn afresh, if
the engine still judges it the same; built afresh by the generator (the same request:
seed :data:`SEED`, the slot as its index) if not, never asked stale.

Which of a skill's questions a learner gets depends only on the learner's seed, so the
same learner gets the same first questions on any machine. Rebuild the files after the
engine or the generator changed: ``python -m tutor.practice.ahead`` (a minute or two).
"""

from __future__ import annotations

import hashlib
import json
import sys
from collections.abc import Iterable
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from tutor.drills.question import Question, question_from_json, question_json
from tutor.errors import TutorError
from tutor.moment.view import moment_from_json
from tutor.paths import content_dir
from tutor.practice.bank import GUIDED

if TYPE_CHECKING:
    from tutor.moment import Moment

SEED = 24
"""The seed the questions built ahead are generated with (slot ``k`` is index ``k``)."""
SLOTS = 2
"""Questions built ahead for each skill and form."""
ENGINE_PARTS = ("rules", "judges", "engine", "moment")
"""The packages of ``tutor`` whose sources decide a judgment (with the rulesets), and
the view of its moment kept with it."""


def folder() -> Path:
    """Where the questions built ahead are shipped."""
    return content_dir() / "ahead"


def fingerprint(files: Iterable[Path]) -> str:
    """A hash of the files' names and bytes: it changes when any of them does."""
    digest = hashlib.sha256()
    for path in sorted(files):
        digest.update(path.name.encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()[:16]


@cache
def engine_fingerprint() -> str:
    """The fingerprint of the engine as installed: its judges, rules and engine sources
    and the preset rulesets (read once a process, when a question built ahead is read)."""
    package = Path(__file__).resolve().parents[1]
    files = [p for part in ENGINE_PARTS for p in (package / part).rglob("*.py")]
    return fingerprint([*files, *(content_dir() / "rulesets").glob("*.toml")])


def key(skill: str, form: str) -> str:
    """How a skill and form are named in the file."""
    return f"{skill}:{form}"


@cache
def _lines(where: Path, ruleset: str) -> dict[str, tuple[tuple[str, str], ...]]:
    """``key`` to the (engine fingerprint, question JSON) of each question built ahead
    (parsed only when asked for: one start reads one or two)."""
    path = where / f"{ruleset}.jsonl"
    found: dict[str, list[tuple[str, str]]] = {}
    if path.is_file():
        for line in path.read_text(encoding="utf-8").splitlines():
            name, engine, text = line.split("\t", 2)
            found.setdefault(name, []).append((engine, text))
    return {name: tuple(entries) for name, entries in found.items()}


def slot_for(
    ruleset: str, skill: str, form: str, seed: int, where: Path | None = None
) -> int | None:
    """The slot of the question built ahead that a learner of ``seed`` gets first for the
    skill in this form, or None if none was built."""
    entries = _lines(where or folder(), ruleset).get(key(skill, form), ())
    return seed % len(entries) if entries else None


def read_ahead(
    ruleset: str, skill: str, form: str, slot: int, where: Path | None = None
) -> tuple[Question, Moment | None]:
    """The question built ahead in ``slot``: as stored if the engine has not changed since
    or still judges its situation the same; otherwise (or if the file no longer has it)
    the generator's question for the same request. With it, the view of its moment as
    stored when this engine built both (``None`` when the view must be drawn afresh)."""
    entries = _lines(where or folder(), ruleset).get(key(skill, form), ())
    if entries:
        engine, text = entries[slot % len(entries)]
        data = json.loads(text)
        question = question_from_json(data)
        if engine == engine_fingerprint():
            view = data.get("moment")
            return question, None if view is None else moment_from_json(view)
        if judged_alike(question):
            return question, None
    from tutor.drills import question_at

    return question_at(skill, ruleset, SEED, slot, form=form), None


def judged_alike(question: Question) -> bool:
    """Whether the engine, judging the question's situation now, gives the judgment the
    question was built on (every reason, its event and its words included)."""
    from tutor.api import judge, parse_situation

    try:
        now = judge(parse_situation(question.situation_text, file="<built ahead>"))
    except TutorError:  # a situation the engine no longer reads is not asked either
        return False
    return now.to_json() == question.judgment.to_json()


# --- building the files ---------------------------------------------------------------


def wanted(ruleset: str) -> list[tuple[str, str]]:
    """(skill, form) of every question to build ahead under the ruleset: each skill in
    its first form (a drill of that skill asks it first), the guided start's in yes/no."""
    from tutor.api import load_ruleset
    from tutor.drills import skills

    rules = load_ruleset(ruleset)
    pairs = []
    for found in skills():
        if not found.applies_to(rules):
            continue
        forms = [found.forms[0]]
        if found.id in GUIDED[0] and "yes_no" in found.forms and "yes_no" not in forms:
            forms.append("yes_no")
        pairs += [(found.id, form) for form in forms]
    return pairs


def file_lines(ruleset: str) -> list[str]:
    """The lines of ``<ruleset>.jsonl``, built now with the generator."""
    from tutor.api import question_moment
    from tutor.drills import question_at
    from tutor.moment.view import moment_json

    engine = engine_fingerprint()
    lines = []
    for skill, form in wanted(ruleset):
        for slot in range(SLOTS):
            question = question_at(skill, ruleset, SEED, slot, form=form)
            data = {**question_json(question), "moment": moment_json(question_moment(question))}
            text = json.dumps(data, sort_keys=True, ensure_ascii=False)
            lines.append(f"{key(skill, form)}\t{engine}\t{text}")
    return lines


def main(argv: list[str]) -> int:
    """Build the files of the rulesets named (every preset without a name)."""
    where = folder()
    where.mkdir(exist_ok=True)
    presets = sorted(p.stem for p in (content_dir() / "rulesets").glob("*.toml"))
    for ruleset in argv or presets:
        lines = file_lines(ruleset)
        (where / f"{ruleset}.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
        print(f"{ruleset}: {len(lines)} questions built ahead")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
