"""What a drill is: its questions' recipe, its pace, and the short code a class types.

A drill's code is made from its definition (everything but the title), so the same
definition gives the same code on every machine, and the code names the questions:
``riichi-tutor drill create`` with the same options on a student's laptop makes the
very drill the teacher made. Codes use an alphabet that reads aloud without doubt:
no 0 or O, no 1, I or L.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from tutor.errors import TutorError, toml_problem

ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
"""31 symbols: the digits 2–9 and the letters without I, L and O."""
CODE_LENGTH = 6
PACES = ("student", "teacher")
MAX_QUESTIONS = 200


@dataclass(frozen=True)
class DrillDef:
    """A drill's definition: which questions, in which order, taken how."""

    skills: tuple[str, ...]
    count: int
    seed: int
    ruleset: str
    bank: str
    """Which question source builds the questions (a source's name and version)."""
    title: str = ""
    difficulty: int | None = None
    time_limit: int | None = None
    """Seconds per question, or None for no limit."""
    pace: str = "student"
    extra: dict[str, Any] = field(default_factory=dict, compare=False)

    def canonical(self) -> dict[str, Any]:
        """Everything that decides the questions and how they are taken (not the title)."""
        return {
            "bank": self.bank,
            "count": self.count,
            "difficulty": self.difficulty,
            "pace": self.pace,
            "ruleset": self.ruleset,
            "seed": self.seed,
            "skills": list(self.skills),
            "time_limit": self.time_limit,
        }

    @property
    def code(self) -> str:
        """The drill's code, e.g. ``"K7MP-Q3"`` (shown with a dash, typed with or without)."""
        return drill_code(self.canonical())

    def to_json(self) -> dict[str, Any]:
        """The definition as the store's ``drills.definition`` column keeps it."""
        return {**self.canonical(), "title": self.title}


def drill_code(canonical: dict[str, Any]) -> str:
    """Six symbols of :data:`ALPHABET` from a hash of the canonical definition."""
    import hashlib  # only a drill made or checked here hashes: a stored drill keeps its code

    digest = hashlib.sha256(json.dumps(canonical, sort_keys=True).encode("utf-8")).digest()
    number = int.from_bytes(digest[:8], "big")
    symbols = []
    for _ in range(CODE_LENGTH):
        number, digit = divmod(number, len(ALPHABET))
        symbols.append(ALPHABET[digit])
    text = "".join(symbols)
    return f"{text[:3]}-{text[3:]}"


def normalise_code(text: str) -> str:
    """A code as typed (any case, with or without the dash or spaces) in its shown form.

    Raises ``TutorError`` for anything that cannot be a code, naming the symbol.
    """
    bare = "".join(text.split()).replace("-", "").upper()
    for symbol in bare:
        if symbol not in ALPHABET:
            hint = " (codes have no 0, O, 1, I or L)" if symbol in "0O1IL" else ""
            raise TutorError(f"{text!r} is not a drill code: {symbol!r} is not used{hint}")
    if len(bare) != CODE_LENGTH:
        raise TutorError(f"{text!r} is not a drill code: a code has {CODE_LENGTH} symbols")
    return f"{bare[:3]}-{bare[3:]}"


MAX_SEED = 2**63 - 1
"""The largest seed: the database keeps it as a signed 64-bit integer."""


def skill_set(skills: list[str] | tuple[str, ...]) -> list[str]:
    """A new drill's skills in one order (alphabetical, each once).

    The order in which a teacher lists the skills then changes neither the questions
    nor the code: ``furiten,ippatsu`` and ``ippatsu,furiten`` make one drill.
    """
    return sorted({s.strip() for s in skills if s.strip()})


def make_definition(
    *,
    skills: list[str] | tuple[str, ...],
    count: int,
    seed: int,
    ruleset: str,
    bank: str,
    title: str = "",
    difficulty: int | None = None,
    time_limit: int | None = None,
    pace: str = "student",
) -> DrillDef:
    """A checked :class:`DrillDef`; ``TutorError`` names the first value that is wrong."""
    cleaned = tuple(s.strip() for s in skills if s.strip())
    if not cleaned:
        raise TutorError("a drill needs at least one skill")
    if not 1 <= count <= MAX_QUESTIONS:
        raise TutorError(f"a drill has 1 to {MAX_QUESTIONS} questions, not {count}")
    if not 0 <= seed <= MAX_SEED:
        raise TutorError(f"the seed is a whole number from 0 to {MAX_SEED}, not {seed}")
    if difficulty is not None and difficulty not in (1, 2, 3):
        raise TutorError(f"difficulty is 1, 2 or 3, not {difficulty}")
    if time_limit is not None and not 5 <= time_limit <= 3600:
        raise TutorError(f"the time limit is 5 to 3600 seconds a question, not {time_limit}")
    if pace not in PACES:
        raise TutorError(f"pace is 'student' or 'teacher', not {pace!r}")
    return DrillDef(
        skills=cleaned,
        count=count,
        seed=seed,
        ruleset=ruleset,
        bank=bank,
        title=title.strip(),
        difficulty=difficulty,
        time_limit=time_limit,
        pace=pace,
    )


def from_json(data: dict[str, Any]) -> DrillDef:
    """The inverse of :meth:`DrillDef.to_json` (as stored in the database)."""
    return make_definition(
        skills=list(data["skills"]),
        count=int(data["count"]),
        seed=int(data["seed"]),
        ruleset=str(data["ruleset"]),
        bank=str(data["bank"]),
        title=str(data.get("title", "")),
        difficulty=data.get("difficulty"),
        time_limit=data.get("time_limit"),
        pace=str(data.get("pace", "student")),
    )


_TOML_KEYS = {"title", "skills", "count", "seed", "ruleset", "difficulty", "time_limit", "pace"}


def load_drill_file(path: Path, bank: str) -> DrillDef:
    """Read a drill file (``content/drills/*.toml``); bad input names the file.

    (The TOML reader loads here: reading a drill already stored needs only JSON.)"""
    import tomllib

    from tutor.bounds import load_toml

    try:
        data = load_toml(path.read_text(encoding="utf-8"))
    except OSError as error:
        raise TutorError(f"cannot read the drill ({error.strerror})", file=str(path)) from None
    except tomllib.TOMLDecodeError as error:
        problem, line = toml_problem(error)
        raise TutorError(problem, file=str(path), line=line) from None
    unknown = sorted(set(data) - _TOML_KEYS)
    if unknown:
        raise TutorError(f"unknown key {unknown[0]!r} in a drill file", file=str(path))
    try:
        definition = make_definition(
            skills=list(data["skills"]),
            count=int(data["count"]),
            seed=int(data["seed"]),
            ruleset=str(data.get("ruleset", "tenhou")),
            bank=bank,
            title=str(data.get("title", path.stem)),
            difficulty=data.get("difficulty"),
            time_limit=data.get("time_limit"),
            pace=str(data.get("pace", "student")),
        )
    except KeyError as missing:
        raise TutorError(f"a drill file needs {missing.args[0]!r}", file=str(path)) from None
    except (TypeError, ValueError) as error:
        raise TutorError(f"bad value in a drill file ({error})", file=str(path)) from None
    except TutorError as error:
        raise TutorError(error.message, file=str(path)) from None
    return replace(definition, extra={"file": path.name})


def drill_toml(definition: DrillDef) -> str:
    """A drill file for ``definition`` (what ``drill create --output`` writes)."""
    lines = [f"# riichi-tutor drill {definition.code}"]
    lines.append(f"title = {json.dumps(definition.title)}")
    lines.append("skills = [" + ", ".join(json.dumps(s) for s in definition.skills) + "]")
    lines.append(f"count = {definition.count}")
    lines.append(f"seed = {definition.seed}")
    lines.append(f"ruleset = {json.dumps(definition.ruleset)}")
    if definition.difficulty is not None:
        lines.append(f"difficulty = {definition.difficulty}")
    if definition.time_limit is not None:
        lines.append(f"time_limit = {definition.time_limit}")
    lines.append(f"pace = {json.dumps(definition.pace)}")
    return "\n".join(lines) + "\n"
