"""The win path remembers some work between calls (the last library call, the library's
configurations): whatever was judged before, every answer and reason must be what
judging that situation on its own gives."""

from __future__ import annotations

import random

from tutor.engine.situation import Situation, load_situation
from tutor.judges import Judgment, judge
from tutor.paths import content_dir

WIN_FILES = sorted((content_dir() / "situations" / "win").glob("*.toml"))


def _judged(situations: list[Situation]) -> list[Judgment]:
    return [judge(s) for s in situations]


def test_curated_wins_get_the_same_judgment_in_any_order() -> None:
    situations = [load_situation(path) for path in WIN_FILES]
    assert len(situations) >= 10
    first = _judged(situations)
    order = list(range(len(situations)))
    random.Random(11).shuffle(order)
    shuffled = {i: judge(situations[i]) for i in order}
    assert [shuffled[i] for i in range(len(situations))] == first
    # each one again right after a different one, and twice in a row
    for i, situation in enumerate(situations):
        judge(situations[i - 1])
        assert judge(situation) == first[i]
        assert judge(situation) == first[i]
