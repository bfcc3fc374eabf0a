"""The win path remembers some work between calls (the acts of the last table, the last
situational judgment, the last library call): whatever was judged before, every answer
and reason must be what judging that situation on its own gives."""

from __future__ import annotations

import random

from tutor.engine.records import Step
from tutor.engine.situation import Situation, load_situation
from tutor.judges import Judgment, judge
from tutor.judges.timeline import acts_from_steps
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


def _step(number: int, action: str = "discard", *, replacement: bool = False) -> Step:
    return Step(number, "ESWN"[number % 4], action, number % 34, 70 - number, replacement)


def test_acts_follow_a_step_list_that_grows_or_changes() -> None:
    steps = [_step(1, "draw")]
    for number in range(2, 12):
        assert acts_from_steps(steps) == acts_from_steps(tuple(steps))  # a fresh build
        steps.append(_step(number, "draw", replacement=number == 7))
    acts = acts_from_steps(steps)
    assert [a.kind for a in acts].count("replacement_draw") == 1
    assert [a.number for a in acts] == list(range(1, 12))
    steps[-1] = _step(99)  # not how a table changes, but then nothing stale may come back
    assert acts_from_steps(steps)[-1].number == 99
    acts.append(acts[0])  # the caller owns its list: the next one is unaffected
    assert len(acts_from_steps(steps)) == 11
