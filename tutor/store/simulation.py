"""Simulated learners, to measure whether adaptive drill order saves questions.

A simulated learner has a true chance of answering each skill right. It starts high
for most skills and low for a few weak ones, and every question on a skill closes a
fixed share (the skill's learning rate) of the gap between that chance and 1, whether
the answer was right or not: practice helps.

*Reaching 90%* means: the simulated learner's **true** chance on that skill, which
the simulation knows and the drill order does not, is at least 0.9. The measure for
one learner and one order is the number of questions asked until every skill has
reached 90% (capped at ``max_questions``). :func:`compare_orders` runs the same
seeded population of learners under both orders and returns the totals; the ratio
adaptive / uniform is the figure the issue asks about.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from tutor.store.adaptive import AdaptiveOrder, DrillOrder, UniformOrder

TARGET = 0.9
SKILLS = tuple(f"skill{number}" for number in range(10))
"""The skills of the simulated drill: ten, three of them weak for each learner."""


@dataclass
class SimulatedLearner:
    """A learner whose chance of a right answer per skill improves with practice."""

    chance: dict[str, float]
    rate: dict[str, float]

    def answer(self, skill: str, rng: random.Random) -> bool:
        """Answer one question on ``skill``, then learn from it."""
        right = rng.random() < self.chance[skill]
        self.chance[skill] += self.rate[skill] * (1.0 - self.chance[skill])
        return right

    def reached(self, target: float = TARGET) -> bool:
        """Whether every skill's true chance is at least ``target``."""
        return all(value >= target for value in self.chance.values())


def make_learner(skills: Sequence[str], rng: random.Random, weak: int = 3) -> SimulatedLearner:
    """Most skills between 0.85 and 0.97; ``weak`` of them between 0.30 and 0.55."""
    weak_skills = set(rng.sample(list(skills), weak))
    chance = {
        skill: rng.uniform(0.30, 0.55) if skill in weak_skills else rng.uniform(0.85, 0.97)
        for skill in skills
    }
    rate = {skill: rng.uniform(0.04, 0.08) for skill in skills}
    return SimulatedLearner(chance, rate)


def questions_to_target(
    learner: SimulatedLearner,
    order: DrillOrder,
    rng: random.Random,
    max_questions: int = 5_000,
) -> int:
    """Ask questions in ``order`` until every skill has reached 90%; return how many."""
    asked = 0
    while not learner.reached() and asked < max_questions:
        skill = order.next_skill()
        order.record(skill, learner.answer(skill, rng))
        asked += 1
    return asked


@dataclass(frozen=True)
class Comparison:
    """Total questions each order needed over the same population of learners."""

    learners: int
    adaptive: int
    uniform: int
    per_learner_ratios: list[float] = field(default_factory=list)

    @property
    def ratio(self) -> float:
        """adaptive / uniform: below 1 means adaptive order needed fewer questions."""
        return self.adaptive / self.uniform


def compare_orders(
    seed: int,
    learners: int = 200,
    skills: Sequence[str] = SKILLS,
) -> Comparison:
    """Run ``learners`` simulated learners under both orders, all from one ``seed``."""
    master = random.Random(seed)
    totals = {"adaptive": 0, "uniform": 0}
    ratios = []
    builders: dict[str, Callable[[random.Random], DrillOrder]] = {
        "adaptive": lambda rng: AdaptiveOrder(skills, rng),
        "uniform": lambda rng: UniformOrder(skills, rng),
    }
    for _ in range(learners):
        learner_seed = master.randrange(2**32)
        counts = {}
        for name, build in builders.items():
            rng = random.Random(learner_seed)
            learner = make_learner(skills, rng)
            counts[name] = questions_to_target(learner, build(rng), rng)
            totals[name] += counts[name]
        ratios.append(counts["adaptive"] / max(counts["uniform"], 1))
    return Comparison(learners, totals["adaptive"], totals["uniform"], ratios)
