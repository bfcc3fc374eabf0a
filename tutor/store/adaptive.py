"""Drill order (出題順): which skill a mixed drill asks about next.

:class:`AdaptiveOrder` favours what the learner gets wrong. Each skill's weight is the
square of its estimated chance of a *wrong* answer, ``e = 1 - (right + 1) / (n + 2)``
over its last ``window`` answers (Laplace's rule, so an unseen skill starts at
e = 1/2), plus a small ``floor`` so that no skill disappears from the mix. Squaring
sharpens the preference: a skill missed half the time is drawn 25 times as often as
one missed a tenth of the time (before the floor). The next skill is drawn at random
in proportion to the weights, never the same skill twice running when there is a
choice. :class:`UniformOrder` is the plain alternative: every skill once per round, in
a shuffled order. Both take a seeded :class:`random.Random`, so a drill is
reproducible.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Protocol

from tutor.store.stats import SkillStats


class DrillOrder(Protocol):
    """Chooses skills one question at a time and hears how each answer went."""

    def next_skill(self) -> str:
        """The skill of the next question."""
        ...

    def record(self, skill: str, correct: bool) -> None:
        """Note how the learner answered a question on ``skill``."""
        ...


class AdaptiveOrder:
    """Draws skills in proportion to their recent error rate (see the module docstring)."""

    def __init__(
        self,
        skills: Sequence[str],
        rng: random.Random,
        *,
        window: int = 20,
        floor: float = 0.01,
        history: Mapping[str, str] | None = None,
    ) -> None:
        if not skills:
            raise ValueError("a drill needs at least one skill")
        self.skills = list(dict.fromkeys(skills))
        self.rng = rng
        self.window = window
        self.floor = floor
        self.recent: dict[str, str] = {
            skill: (history or {}).get(skill, "")[-window:] for skill in self.skills
        }
        self.last: str | None = None

    @classmethod
    def from_stats(
        cls,
        skills: Sequence[str],
        stats: Mapping[str, SkillStats],
        rng: random.Random,
        **options: int | float,
    ) -> AdaptiveOrder:
        """Start from what the store knows (``tutor.store.stats.skill_stats``)."""
        history = {skill: row.recent for skill, row in stats.items()}
        window = int(options.get("window", 20))
        floor = float(options.get("floor", 0.01))
        return cls(skills, rng, window=window, floor=floor, history=history)

    def error_estimate(self, skill: str) -> float:
        """Estimated chance that the next answer on ``skill`` is wrong."""
        recent = self.recent[skill]
        return 1.0 - (recent.count("1") + 1) / (len(recent) + 2)

    def weight(self, skill: str) -> float:
        """How strongly ``skill`` is favoured now."""
        return self.error_estimate(skill) ** 2 + self.floor

    def next_skill(self) -> str:
        """Draw the next skill in proportion to the weights."""
        choices = [s for s in self.skills if s != self.last] or self.skills
        pick = self.rng.choices(choices, weights=[self.weight(s) for s in choices])[0]
        self.last = pick
        return pick

    def record(self, skill: str, correct: bool) -> None:
        """Add an outcome to the skill's window."""
        self.recent[skill] = (self.recent[skill] + ("1" if correct else "0"))[-self.window :]


class UniformOrder:
    """Every skill once per round, each round shuffled; answers change nothing."""

    def __init__(self, skills: Sequence[str], rng: random.Random) -> None:
        if not skills:
            raise ValueError("a drill needs at least one skill")
        self.skills = list(dict.fromkeys(skills))
        self.rng = rng
        self.pending: list[str] = []

    def next_skill(self) -> str:
        """The next skill of the current round."""
        if not self.pending:
            self.pending = list(self.skills)
            self.rng.shuffle(self.pending)
        return self.pending.pop()

    def record(self, skill: str, correct: bool) -> None:
        """Uniform order ignores answers."""
