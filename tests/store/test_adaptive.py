"""Adaptive drill order: it favours weak skills, and it saves questions (simulated)."""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Callable

import pytest

from tests.store.helpers import attempt
from tutor.store import AdaptiveOrder, UniformOrder, find_learner, record_attempt, skill_stats
from tutor.store.connection import Database
from tutor.store.simulation import compare_orders

SKILLS = ["riichi", "ippatsu", "furiten", "chankan"]


def test_adaptive_order_reaches_90_percent_with_at_most_0_7x_the_questions(
    record_property: Callable[[str, object], None],
) -> None:
    result = compare_orders(seed=20261121, learners=150)
    print(
        f"\nadaptive order: {result.adaptive} questions, uniform order: {result.uniform} "
        f"questions over {result.learners} simulated learners; ratio {result.ratio:.3f}"
    )
    record_property("adaptive_to_uniform_ratio", round(result.ratio, 3))
    assert result.ratio <= 0.7


def test_the_simulation_is_reproducible_from_its_seed() -> None:
    assert compare_orders(seed=5, learners=10) == compare_orders(seed=5, learners=10)


def test_a_skill_answered_wrong_is_asked_far_more_often() -> None:
    order = AdaptiveOrder(SKILLS, random.Random(1))
    asked: Counter[str] = Counter()
    for _ in range(400):
        skill = order.next_skill()
        asked[skill] += 1
        order.record(skill, skill != "furiten")
    assert asked.most_common(1)[0][0] == "furiten"
    assert asked["furiten"] > 2 * max(asked[s] for s in SKILLS if s != "furiten")
    assert all(asked[skill] > 0 for skill in SKILLS)


def test_adaptive_order_never_asks_the_same_skill_twice_running() -> None:
    order = AdaptiveOrder(SKILLS, random.Random(2))
    picks = []
    for _ in range(100):
        picks.append(order.next_skill())
        order.record(picks[-1], picks[-1] != "chankan")
    assert all(a != b for a, b in itertools.pairwise(picks))


def test_uniform_order_asks_every_skill_once_per_round() -> None:
    order = UniformOrder(SKILLS, random.Random(3))
    for _ in range(5):
        assert sorted(order.next_skill() for _ in SKILLS) == sorted(SKILLS)


def test_adaptive_order_starts_from_the_stored_history(db: Database) -> None:
    for number in range(15):
        record_attempt(db, attempt(skill="furiten", correct=False, number=number))
        record_attempt(db, attempt(skill="riichi", correct=True, number=number))
    stats = skill_stats(db.conn, find_learner(db, "ann"))
    order = AdaptiveOrder.from_stats(["furiten", "riichi", "ippatsu"], stats, random.Random(4))
    assert order.weight("furiten") > order.weight("ippatsu") > order.weight("riichi")


def test_a_drill_without_skills_is_refused() -> None:
    with pytest.raises(ValueError, match="at least one skill"):
        AdaptiveOrder([], random.Random(0))
