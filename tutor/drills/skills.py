"""Skills as data: ``content/skills.toml`` read into :class:`Skill` records."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from types import MappingProxyType
from typing import TYPE_CHECKING

from tutor.drills.question import FORMS
from tutor.errors import TutorError, toml_problem
from tutor.paths import content_dir

if TYPE_CHECKING:
    from tutor.rules.ruleset import Ruleset

SKILLS_FILE = "skills.toml"
PLAYERS = "players"
"""The one ``requires``/``when`` key that is no ruleset option: the seats at the table."""
CONTRAST = "contrast"
"""The target of a question dealt toward the ordinary case (see ``Skill.contrast``)."""


@dataclass(frozen=True, slots=True)
class Skill:
    """One thing a learner must learn to judge, and the reason codes that teach it."""

    id: str
    title: str
    ask: str
    card: str
    forms: tuple[str, ...]
    codes: MappingProxyType[str, int]
    """Reason code → difficulty (1 obvious, 2 standard, 3 trap), in file order."""
    requires: MappingProxyType[str, object]
    """Ruleset options the rule needs (a skill is offered only where they hold)."""
    yes: tuple[str, ...] = ()
    """Codes that steer toward a "yes": a yes/no skill deals half its questions to them."""
    contrast: float = 0.0
    """Share of questions dealt toward the ordinary case no code names (difficulty 1)."""

    by_yaku: bool = False
    """Hands are steered toward a yaku of the hand's shape (or a look-alike of it) rather
    than toward a reason code: one yaku after another, every one of the ruleset's."""
    when: MappingProxyType[str, MappingProxyType[str, object]] = field(
        default_factory=lambda: MappingProxyType({}))
    """Code → ruleset options it needs (a code that only some rulesets can give)."""

    def applies_to(self, rules: Ruleset) -> bool:
        """Whether the ruleset has this skill's rule."""
        return _holds(self.requires, rules)

    def codes_for(self, rules: Ruleset, difficulty: int | None = None) -> list[str]:
        """The codes this ruleset can give, of one difficulty (all for ``None``)."""
        return [c for c in self.codes_at(difficulty)
                if _holds(self.when.get(c, MappingProxyType({})), rules)]

    def targets(self, difficulty: int | None, rules: Ruleset) -> list[tuple[str, float]]:
        """What questions are steered toward, with weights that add up to one.

        With ``yes`` codes, the "yes" and the "no" side get half each (when both have
        codes at this difficulty); with ``contrast``, that share goes to the ordinary
        case (the ``CONTRAST`` target, difficulty 1) and the rest to the codes.
        """
        codes = self.codes_for(rules, difficulty)
        if self.contrast:
            contrast = self.contrast if difficulty in (None, 1) else 0.0
            share = (1.0 - contrast) / len(codes) if codes else 0.0
            found = [(code, share) for code in codes]
            return found + ([(CONTRAST, contrast)] if contrast else [])
        yes = [c for c in codes if c in self.yes]
        no = [c for c in codes if c not in self.yes]
        if not codes:
            return []
        if not yes or not no:
            return [(code, 1.0 / len(codes)) for code in codes]
        return [(c, 0.5 / len(yes)) for c in yes] + [(c, 0.5 / len(no)) for c in no]

    def codes_at(self, difficulty: int | None) -> list[str]:
        """The codes of one difficulty (all codes for ``None``)."""
        return [c for c, d in self.codes.items() if difficulty is None or d == difficulty]


def _holds(options: MappingProxyType[str, object] | dict[str, object], rules: Ruleset) -> bool:
    """Each option has the value given (or one of the values of a list; a list option
    holds the value given, as ``pao = "suukantsu"``); ``players`` is
    the number of seats the preset is dealt for (3 for the sanma presets, else 4)."""
    # loaded here, not with the module: reading the skills (a report, the home screen)
    # needs no dealing, and the dealing module brings hashlib and random
    from tutor.drills.deal import table_size

    for name, wanted in options.items():
        value = table_size(rules.preset) if name == PLAYERS else getattr(rules, name)
        if isinstance(value, tuple):  # a list option (pao): it holds the value wanted
            if wanted not in value:
                return False
        elif value not in (wanted if isinstance(wanted, list) else [wanted]):
            return False
    return True


def _skill(entry: dict[str, object], where: str) -> Skill:
    try:
        forms = tuple(str(f) for f in entry["forms"])  # type: ignore[attr-defined]
        codes = {str(c): int(d) for c, d in entry["codes"].items()}  # type: ignore[attr-defined]
        skill = Skill(
            id=str(entry["id"]),
            title=str(entry["title"]),
            ask=str(entry["ask"]),
            card=str(entry["card"]),
            forms=forms,
            codes=MappingProxyType(codes),
            requires=MappingProxyType(dict(entry.get("requires", {}))),  # type: ignore[call-overload]
            yes=tuple(str(c) for c in entry.get("yes", ())),  # type: ignore[attr-defined]
            contrast=float(entry.get("contrast", 0.0)),  # type: ignore[arg-type]
            by_yaku=bool(entry.get("by_yaku", False)),
            when=MappingProxyType({
                str(code): MappingProxyType(dict(options))
                for code, options in entry.get("when", {}).items()  # type: ignore[attr-defined]
            }),
        )
    except (KeyError, TypeError, ValueError, AttributeError) as error:
        raise TutorError(f"a skill lacks or misspells a field: {error}", file=where) from None
    bad = [f for f in forms if f not in FORMS]
    if bad or not forms:
        raise TutorError(f"skill {skill.id}: unknown forms {bad}; known: {', '.join(FORMS)}",
                         file=where)
    if any(d not in (1, 2, 3) for d in codes.values()):
        raise TutorError(f"skill {skill.id}: difficulties are 1, 2 or 3", file=where)
    return skill


@lru_cache(maxsize=1)
def _load() -> tuple[Skill, ...]:
    import tomllib  # (loaded with the skills, not with the records of a stored question)

    from tutor.bounds import load_toml

    path = content_dir() / SKILLS_FILE
    try:
        data = load_toml(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as error:
        problem, line = toml_problem(error)
        raise TutorError(problem, file=str(path), line=line) from None
    return tuple(_skill(entry, str(path)) for entry in data.get("skill", []))


def skills() -> list[Skill]:
    """Every skill, in the order of ``content/skills.toml``."""
    return list(_load())


def skill(skill_id: str) -> Skill:
    """The skill called ``skill_id``; ``TutorError`` naming the known ones otherwise."""
    for found in _load():
        if found.id == skill_id:
            return found
    known = ", ".join(s.id for s in _load())
    raise TutorError(f"unknown skill {skill_id!r}; known skills: {known}")
