"""Where the questions of a practice drill come from, and how each is found again.

A reference (:data:`Ref`) names one question so that a drill can be saved and resumed:
the generator's or the curated questions of a skill, a situation to review, or a moment
cut from one of the learner's own games (``tutor.games``). The tutor's drills, the
review of missed questions and the drill of "My games" all read questions here.
"""

from __future__ import annotations

import importlib.util
import zlib
from functools import cache, cached_property
from typing import TYPE_CHECKING, Any

from tutor.errors import TutorError
from tutor.skill_names import SHORT_TITLES as SHORT_TITLES
from tutor.skill_names import SKILL_TITLES, skill_title

if TYPE_CHECKING:
    from tutor.drills.question import Question
    from tutor.moment import Moment

Ref = list[Any]
"""How a question is found again: ``["bank", skill, index]``, ``["curated", skill,
index]``, ``["ahead", skill, slot, form]`` (a learner's first question of a skill, built
ahead: :mod:`tutor.practice.ahead`), ``["text", situation]`` (judged under the drill's
ruleset) or ``["moment", situation]`` (a moment of an imported game, judged under its
game's own rules)."""


GUIDED = (("riichi_allowed", "ippatsu", "furiten"), 3)
"""The guided first drill: three yes/no questions on riichi, ippatsu and furiten."""

class QuestionBank:
    """Where questions come from: the generator (``tutor.drills``), else curated files.

    A reference names a question: ``["bank", skill, index]`` (the generator's question
    ``index`` of the learner's stream, or the curated one when the generator has no such
    skill or cannot make it), ``["curated", skill, index]``, or ``["text", situation]``
    for a situation to judge again. A fourth item asks for one question form.
    """

    def __init__(self, ruleset: str, seed: int) -> None:
        self.ruleset = ruleset
        self.seed = seed
        self.views: dict[str, Moment] = {}
        """The views kept with the questions built ahead that were read, by question id."""

    def view(self, question: Question) -> Moment:
        """The view of the moment the question is asked at: the one kept with it when it
        was built ahead (no engine loaded to draw it), else the engine's
        (``tutor.api.question_moment``; ``TutorError`` if it cannot replay it)."""
        kept = self.views.get(question.id)
        if kept is not None:
            return kept
        from tutor.api import question_moment

        return question_moment(question)

    @cached_property
    def generated(self) -> dict[str, str]:
        """The generator's skills under the ruleset, id to title (read when first asked:
        a question built ahead is asked without them)."""
        return _generator_skills(self.ruleset)

    def load(self) -> None:
        """Load the generator and the engine now (a few hundred milliseconds of imports):
        for a thread to call once a question built ahead is on screen, so that the next
        question, or a view drawn afresh, does not wait for them."""
        if self.generated:
            importlib.import_module("tutor.drills.bank")
        importlib.import_module("tutor.api")

    def skills(self) -> list[str]:
        """Every skill a drill may ask about under the ruleset."""
        if self.generated:
            return list(self.generated)
        from tutor.drills import curated  # (which loads the engine)

        return curated.skills()

    def title(self, skill: str) -> str:
        """The skill's name for the learner."""
        if skill in SHORT_TITLES or skill in SKILL_TITLES:
            return skill_title(skill)
        return self.generated.get(skill, skill_title(skill))

    def question(self, ref: Ref) -> Question:
        """The question a reference names."""
        kind = ref[0]
        if kind == "ahead" and len(ref) > 3 and ref[3]:
            # (read, not built: neither the generator nor the engine is loaded for it)
            from tutor.practice.ahead import read_ahead

            question, view = read_ahead(self.ruleset, str(ref[1]), str(ref[3]), int(ref[2]))
            if view is not None:
                self.views[question.id] = view
            return question
        from tutor import drills
        from tutor.drills import curated

        if kind == "moment":
            found = curated.questions_from_text(ref[1], name="game", file="<game>")
            if not found:
                raise TutorError("this moment of a game asks nothing the engine can answer")
            return found[int(ref[2]) % len(found) if len(ref) > 2 else 0]
        if kind == "text":
            found = curated.questions_from_text(ref[1], name="review", ruleset=self.ruleset)
            return found[int(ref[2]) if len(ref) > 2 else 0]
        skill, index = str(ref[1]), int(ref[2])
        form = str(ref[3]) if len(ref) > 3 and ref[3] else None
        if kind == "bank" and skill in self.generated:
            try:
                return drills.question_at(skill, self.ruleset, self.seed, index, form=form)
            except TutorError:
                pass  # the generator cannot make this one: a curated question instead
        ask = drills.skill(skill).ask if skill in self.generated else skill
        try:
            return curated.question_at(ask, self.ruleset, self.seed, index)
        except KeyError:
            raise TutorError(
                f"no question for the skill {skill!r} under the {self.ruleset} rules"
            ) from None


@cache
def _generator_skills(ruleset: str) -> dict[str, str]:
    """The generator's skills that the ruleset has, id to title (empty without it)."""
    from tutor import drills
    from tutor.rules.ruleset import load_ruleset  # (not tutor.api: that loads the judges)

    # (asked without importing it: the generator itself loads with its first question)
    if importlib.util.find_spec("tutor.drills.bank") is None:
        return {}
    rules = load_ruleset(ruleset)
    return {s.id: s.title for s in drills.skills() if s.applies_to(rules)}


def learner_seed(learner: str) -> int:
    """A seed of the learner's own, the same on every machine."""
    return zlib.crc32(learner.encode("utf-8"))
