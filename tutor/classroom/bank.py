"""Where a drill's questions come from: a question bank, chosen by name in the definition.

A bank turns (skill, ruleset, seed, index, difficulty) into a :class:`Question`, the same
on every machine. Two banks exist: ``generator`` (``tutor.drills.question_at``, the
default for new drills) and ``curated``, which asks yes/no questions about the curated
situations under ``content/situations/`` (quick to build: the tests use it). A
drill's position ``k`` takes skill ``k mod len(skills)`` and that skill's question
``k div len(skills)``, so the skills are mixed evenly and every position is rebuilt on
its own.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from tutor import api
from tutor.classroom.definition import DrillDef
from tutor.drills.question import Choice, Question
from tutor.errors import TutorError
from tutor.paths import content_dir

QuestionAt = Callable[[str, str, int, int, int | None], Question]


@dataclass(frozen=True)
class Bank:
    """A named question source (the name goes into every drill made from it)."""

    name: str
    question_at: QuestionAt
    skills: tuple[str, ...]


def question_for(bank: Bank, definition: DrillDef, position: int) -> Question:
    """The drill's question at ``position`` (0-based)."""
    if not 0 <= position < definition.count:
        raise TutorError(f"the drill has {definition.count} questions; no question {position + 1}")
    skills = definition.skills
    skill = skills[position % len(skills)]
    index = position // len(skills)
    return bank.question_at(
        skill, definition.ruleset, definition.seed, index, definition.difficulty
    )


def questions_for(bank: Bank, definition: DrillDef) -> list[Question]:
    """All the drill's questions, in order."""
    return [question_for(bank, definition, k) for k in range(definition.count)]


def check_skills(bank: Bank, skills: tuple[str, ...]) -> None:
    """``TutorError`` naming the first skill the bank cannot ask about."""
    for skill in skills:
        if skill not in bank.skills:
            known = ", ".join(bank.skills)
            raise TutorError(
                f"the {bank.name} question bank has no skill {skill!r}; known: {known}"
            )


# --- the curated bank --------------------------------------------------------------

SEAT_NAMES = {"E": "East", "S": "South", "W": "West", "N": "North"}

_PROMPTS = {
    "riichi_allowed": "May {seat} declare riichi (立直) now?",
    "double_riichi": "Is {seat}'s riichi a double riichi (ダブル立直)?",
    "ippatsu": "Does {seat}'s win score ippatsu (一発)?",
    "ankan_riichi": "May {seat}, in riichi, declare a closed kan (暗槓) of {tile} now?",
    "furiten": "Is {seat} furiten (振聴) now?",
    "ron_allowed": "May {seat} win by ron (栄和) now?",
    "tsumo_allowed": "May {seat} win by tsumo (自摸和) now?",
    "abortive_draw": "Does the hand end here in an abortive draw (途中流局)?",
    "haitei_houtei": "Does {seat}'s win score haitei or houtei (海底・河底), the last-tile yaku?",
}
"""Curated skills (named as the generator names them): an ask of the engine each."""

_LAST_TILE_YAKU = frozenset({"haitei", "houtei"})
YES_NO = (Choice("y", "yes"), Choice("n", "no"))
CURATED_VERSION = "curated-1"


@dataclass(frozen=True)
class _Curated:
    file: Path
    text: str
    judgment: api.Judgment
    answer: bool
    tile: str | None


_ASK_OF_SKILL = {"haitei_houtei": "win", "ankan_riichi": "ankan_allowed"}


def _ask_of(skill: str) -> str:
    return _ASK_OF_SKILL.get(skill, skill)


def _yes_no(skill: str, judgment: api.Judgment) -> bool | None:
    answer = judgment.answer
    if skill == "haitei_houtei":
        if not isinstance(answer, dict):
            return None
        return bool(_LAST_TILE_YAKU & set(answer.get("yaku", {})))
    if skill == "furiten" and isinstance(answer, list):
        return bool(answer)
    if skill == "abortive_draw":
        return answer is not None  # the kind of draw, or None for none
    return answer if isinstance(answer, bool) else None


@cache
def _curated_pool(skill: str, ruleset: str) -> tuple[_Curated, ...]:
    """The curated files that give a yes/no question for ``skill`` under ``ruleset``."""
    ask = _ask_of(skill)
    folder = content_dir() / "situations" / ask
    pool = []
    for path in sorted(folder.glob("*.toml")):
        try:
            situation = api.load_situation(path)
            if situation.question.ask != ask or situation.expect is None:
                continue
            judgment = api.judge(situation, ruleset=ruleset)
        except TutorError:
            continue  # invalid under this ruleset, or a file that expects a refusal
        answer = _yes_no(skill, judgment)
        if answer is None:
            continue
        tile = situation.question.tile
        tile_text = None if tile is None else _tile_text(tile)
        text = path.read_text(encoding="utf-8")
        pool.append(_Curated(path, text, judgment, answer, tile_text))
    if not pool:
        raise TutorError(f"no curated situation asks {skill!r} under the {ruleset} rules")
    return tuple(pool)


def _tile_text(tile: int) -> str:
    from tutor.rules.tiles import tile_name

    return str(tile_name(tile))


def curated_question(
    skill: str, ruleset: str, seed: int, index: int, difficulty: int | None = None
) -> Question:
    """A yes/no question on a curated situation, picked by a seeded shuffle of the pool."""
    if skill not in _PROMPTS:
        raise TutorError(f"the curated question bank has no skill {skill!r}")
    pool = list(_curated_pool(skill, ruleset))
    random.Random(f"{skill}|{ruleset}|{seed}").shuffle(pool)
    item = pool[index % len(pool)]
    judgment = item.judgment
    seat = SEAT_NAMES.get(judgment.seat or "", judgment.seat or "")
    prompt = _PROMPTS[skill].format(seat=seat, tile=item.tile or "that tile")
    card = judgment.reasons[0].rule if judgment.reasons else _ask_of(skill)
    return Question(
        id=f"{skill}/{item.file.stem}/{ruleset}",
        skill=skill,
        form="yes_no",
        prompt=prompt,
        situation_text=item.text,
        judgment=judgment,
        choices=YES_NO,
        answer=item.answer,
        explanation=judgment.reasons,
        card=card,
        difficulty=difficulty or 2,
        ruleset=ruleset,
        seat=judgment.seat or "",
        event=None,
    )


CURATED = Bank(CURATED_VERSION, curated_question, tuple(sorted(_PROMPTS)))


GENERATOR_VERSION = "generator-1"


def _generated(skill: str, ruleset: str, seed: int, index: int, difficulty: int | None) -> Question:
    from tutor.drills import question_at

    return question_at(skill, ruleset, seed, index, difficulty=difficulty)


@cache
def generator_bank() -> Bank:
    """The question generator's bank (``tutor.drills.question_at``)."""
    from tutor.drills import skills

    return Bank(GENERATOR_VERSION, _generated, tuple(s.id for s in skills()))


def default_bank() -> Bank:
    """The generator's bank: new drills ask generated questions."""
    return generator_bank()


def bank_named(name: str) -> Bank:
    """The bank a stored drill names; ``TutorError`` if this tutor does not have it."""
    for bank in (CURATED, generator_bank()):
        if bank.name == name:
            return bank
    raise TutorError(
        f"this drill needs the {name!r} question bank, which this riichi-tutor does not have"
    )
