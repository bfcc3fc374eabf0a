"""One place of a wall's-end skill asks about different wins, not one win again and again:
its forks win the same way at many draws of a hand, and a learner met near-copies (the
same seat winning by ron on the same tile from the same thrower, question after question)."""

from __future__ import annotations

from collections import Counter

from tutor.api import parse_situation
from tutor.drills.bank import END_MOMENTS, END_STRIDE, build_question


def _win_seen(skill: str, index: int) -> tuple[str, ...]:
    """What the learner sees of question ``index``'s moment, read from its situation
    text: who did what last, and who did what with which tile just before."""
    events = parse_situation(build_question(skill, "tenhou", 0, index).situation_text).events
    before, last = events[-2], events[-1]
    return before.seat, before.action, before.text.split()[-1], last.seat, last.action


def test_one_place_of_haitei_houtei_shows_no_win_more_than_twice() -> None:
    """Place 0 under seed 0 (a hand that wins mid-hand by ron and tsumo on two tiles at
    every go-around) asks each of its questions about a win shown at most twice."""
    seen = Counter(_win_seen("haitei_houtei", slot * END_STRIDE)
                   for slot in range(END_MOMENTS))
    assert max(seen.values()) <= 2, seen.most_common(3)
    assert len(seen) >= END_MOMENTS // 2
