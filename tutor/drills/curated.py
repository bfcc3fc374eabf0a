"""Questions from the curated situation files (厳選局面): ``content/situations/<ask>/``.

Each file is judged by the engine (through ``tutor.api``) under the ruleset asked for,
and the judgment becomes one or more :class:`~tutor.drills.question.Question`: a yes/no
question for the asks whose answer is true or false (furiten: "is the seat furiten?"),
a pick-one question for abortive draws, and for a win three questions: every yaku
(multi-select), han and fu, and the points. The answer and the explanation are the
engine's, never the file's ``[expect]``.

Used by the tutor until (and beside) the question generator, and for the example
situations of the rule cards. Pure Python: no Textual, no clock, no state.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any, NamedTuple

from tutor import api
from tutor.drills import explain
from tutor.drills.deal import table_size
from tutor.drills.question import Choice, Question, worded_choices
from tutor.paths import content_dir
from tutor.rules.tile_names import words_in_text
from tutor.rules.yaku_names import yaku_label
from tutor.skill_names import SKILL_TITLES as SKILL_TITLES

SEAT_NAMES = {"E": "East", "S": "South", "W": "West", "N": "North"}

CARD_OF_ASK: dict[str, str] = {
    "riichi_allowed": "riichi",
    "double_riichi": "double_riichi",
    "ankan_allowed": "ankan",
    "furiten": "furiten",
    "ron_allowed": "ron_tsumo",
    "tsumo_allowed": "ron_tsumo",
    "ippatsu": "ippatsu",
    "abortive_draw": "abortive_draw",
    "win": "yaku",
}
"""The rule card each ask belongs to."""

ABORTIVE_KINDS: dict[str, str] = {
    "kyuushu_kyuuhai": "Nine terminals and honours (九種九牌)",
    "suufon_renda": "Four winds discarded (四風連打)",
    "suucha_riichi": "Four riichi (四家立直)",
    "suukaikan": "Four kans (四開槓)",
    "sanchahou": "Triple ron (三家和)",
}
NO_ABORT = "none"

YAKU_DISTRACTORS = (
    "riichi",
    "ippatsu",
    "menzen_tsumo",
    "pinfu",
    "tanyao",
    "haitei",
    "houtei",
    "rinshan",
    "chankan",
    "double_riichi",
    "ura_dora",
    "dora",
    "aka_dora",
    "iipeikou",
)
"""Yaku offered beside the right ones in a multi-select, in this order."""

YAKU_CHOICES = 8
"""How many yaku a multi-select offers (right ones first filled up with distractors)."""

_RULESET_LINE = re.compile(r'^ruleset\s*=\s*"[^"]*"', re.MULTILINE)


def seat_name(seat: str) -> str:
    """``"South (S)"``: a seat as the learner reads it."""
    return f"{SEAT_NAMES.get(seat, seat)} ({seat})"


def situations_dir() -> Path:
    """Where the curated situation folders are."""
    return content_dir() / "situations"


@cache
def skill_files(skill: str) -> tuple[Path, ...]:
    """The curated files of one skill (ask folder), sorted by name."""
    return tuple(sorted((situations_dir() / skill).glob("*.toml")))


def skills() -> list[str]:
    """Every curated skill that has at least one file."""
    return [skill for skill in SKILL_TITLES if skill_files(skill)]


def with_ruleset(text: str, ruleset: str) -> str:
    """The situation text with its top-level ``ruleset`` line set to ``ruleset``."""
    if _RULESET_LINE.search(text):
        return _RULESET_LINE.sub(f'ruleset = "{ruleset}"', text, count=1)
    return f'ruleset = "{ruleset}"\n{text}'


class _Common(NamedTuple):
    """What every question of one judged situation shares."""

    skill: str
    situation_text: str
    judgment: api.Judgment
    card: str
    ruleset: str
    event: int | None

    def question(
        self, ident: str, form: str, prompt: str, choices: tuple[Choice, ...], answer: Any
    ) -> Question:
        return Question(
            id=ident,
            skill=self.skill,
            form=form,
            prompt=words_in_text(prompt),
            situation_text=self.situation_text,
            judgment=self.judgment,
            choices=worded_choices(choices),
            answer=answer,
            explanation=explain.ordered(self.judgment, self.card,
                                        explain.card_codes(self.card)),
            card=self.card,
            difficulty=2,
            ruleset=self.ruleset,
            seat=self.judgment.seat or "E",
            event=self.event,
        )


def questions_from_text(
    text: str, *, name: str, ruleset: str | None = None, file: str = "<curated>"
) -> list[Question]:
    """Every question one situation text gives, judged under ``ruleset`` (default: its own).

    Raises ``TutorError`` when the situation cannot be judged under that ruleset.
    """
    situation = api.parse_situation(text, file=file)
    rules = ruleset or situation.ruleset
    if table_size(rules) != situation.players:
        raise api.TutorError(f"the ruleset {rules!r} is played by {table_size(rules)}, "
                             f"this situation by {situation.players}", file=file)
    if rules != situation.ruleset:
        text = with_ruleset(text, rules)
        situation = api.parse_situation(text, file=file)
    judgment = api.judge(situation, ruleset=rules)
    ask = judgment.ask
    card = CARD_OF_ASK.get(ask, ask)
    deciding = explain.deciding(judgment, card, explain.card_codes(card))
    base = _Common(
        skill=ask,
        situation_text=text,
        judgment=judgment,
        card=deciding.rule if deciding and ask != "win" else card,
        ruleset=rules,
        event=deciding.event if deciding else None,
    )
    ident = f"curated:{ask}/{name}:{rules}"
    who = seat_name(judgment.seat or "E")
    if ask == "win":
        return _win_questions(judgment, ident, who, base)
    if ask == "abortive_draw":
        return [_abortive_question(judgment, ident, base)]
    prompt = _yes_no_prompt(ask, who, situation.question.tile)
    yes_no = (Choice("y", "Yes"), Choice("n", "No"))
    answer = bool(judgment.answer)
    return [base.question(ident, "yes_no", prompt, yes_no, answer)]


def _yes_no_prompt(ask: str, who: str, tile: int | None) -> str:
    from tutor.rules.tiles import tile_name

    tile_text = tile_name(tile) if tile is not None else "this tile"
    prompts = {
        "riichi_allowed": f"May {who} declare riichi now?",
        "double_riichi": f"Is {who}'s riichi a double riichi?",
        "ankan_allowed": f"May {who} make a closed kan of {tile_text} now?",
        "furiten": f"Is {who} furiten now?",
        "ron_allowed": f"May {who} win by ron on this discard?",
        "tsumo_allowed": f"May {who} win by tsumo with this draw?",
        "ippatsu": f"Does {who}'s win score ippatsu?",
    }
    return prompts.get(ask, f"Is the answer to '{ask}' yes for {who}?")


def _abortive_question(judgment: api.Judgment, ident: str, base: _Common) -> Question:
    answer = judgment.answer if judgment.answer in ABORTIVE_KINDS else NO_ABORT
    keys = [*ABORTIVE_KINDS, NO_ABORT]
    choices = tuple(
        Choice(str(i), ABORTIVE_KINDS.get(kind, "No abortive draw: play goes on"))
        for i, kind in enumerate(keys, start=1)
    )
    right = str(keys.index(answer) + 1)
    prompt = "Does the hand end here in an abortive draw, and if so which one?"
    return base.question(f"{ident}:reason", "reason", prompt, choices, right)


def _win_questions(judgment: api.Judgment, ident: str, who: str, base: _Common) -> list[Question]:
    value = judgment.answer
    if not isinstance(value, dict) or not value.get("yaku"):
        return []
    scored = sorted(value["yaku"])
    offered = list(scored)
    for extra in YAKU_DISTRACTORS:
        if len(offered) >= max(YAKU_CHOICES, len(scored)):
            break
        if extra not in offered:
            offered.append(extra)
    random.Random(ident).shuffle(offered)
    choices = tuple(Choice(str(i), yaku_label(y)) for i, y in enumerate(offered, start=1))
    right = frozenset(str(offered.index(y) + 1) for y in scored)
    han, fu = int(value.get("han", 0)), int(value.get("fu", 0))
    return [
        base.question(
            f"{ident}:yaku",
            "yaku",
            f"Which yaku (and dora) does {who}'s win score? Pick every one.",
            choices,
            right,
        ),
        base.question(
            f"{ident}:han_fu",
            "han_fu",
            f"How many han and how many fu is {who}'s win?",
            (),
            (han, fu),
        ),
        base.question(
            f"{ident}:points",
            "points",
            f"What is {who}'s win worth, before honba and riichi sticks?",
            (),
            int(value.get("points", 0)),
        ),
    ]


@cache
def file_questions(path: Path, ruleset: str | None = None) -> tuple[Question, ...]:
    """The questions of one curated file (cached: the file and the engine do not change)."""
    text = path.read_text(encoding="utf-8")
    name = path.stem
    return tuple(questions_from_text(text, name=name, ruleset=ruleset, file=str(path)))


def _judged(path: Path, ruleset: str) -> tuple[Question, ...]:
    """The file's questions under ``ruleset``; none when the engine refuses it there."""
    try:
        return file_questions(path, ruleset)
    except api.TutorError:
        return ()  # the situation needs another ruleset (e.g. red fives): skip it


def skill_questions(skill: str, ruleset: str) -> tuple[Question, ...]:
    """Every question of a curated skill that can be judged under ``ruleset``."""
    return tuple(q for path in skill_files(skill) for q in _judged(path, ruleset))


def question_at(skill: str, ruleset: str = "tenhou", seed: int = 0, index: int = 0) -> Question:
    """Question ``index`` of a skill's curated questions in the order ``seed`` shuffles.

    The files are shuffled by ``seed`` and judged only as far as ``index`` needs, so the
    first question costs one judgment. Indexes past the end go round again; raises
    ``KeyError`` for a skill with no question under ``ruleset``.
    """
    files = list(skill_files(skill))
    random.Random(f"{skill}:{ruleset}:{seed}").shuffle(files)
    seen = 0
    for path in files:
        found = _judged(path, ruleset)
        if index - seen < len(found):
            return found[index - seen]
        seen += len(found)
    if seen == 0:
        raise KeyError(f"no curated question for {skill!r} under {ruleset!r}")
    return question_at(skill, ruleset, seed, index % seen)


def questions(skill: str, ruleset: str = "tenhou", seed: int = 0) -> Iterator[Question]:
    """The skill's curated questions, once each, in the order ``seed`` shuffles."""
    count = len(skill_questions(skill, ruleset))
    for index in range(count):
        yield question_at(skill, ruleset, seed, index)
