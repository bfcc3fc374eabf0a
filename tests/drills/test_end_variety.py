"""One place of a wall's-end skill asks about different wins, not one win again and again:
its forks win the same way at many draws of a hand, and a learner met near-copies (the
same seat winning by ron on the same tile from the same thrower, question after question)."""

from __future__ import annotations

from collections import Counter
from itertools import pairwise

from tutor.api import parse_situation
from tutor.drills.bank import ALIKE, END_STRIDE, MOMENTS, build_question


def _win_seen(skill: str, index: int) -> tuple[str, ...]:
    """What the learner sees of question ``index``'s moment, read from its situation
    text: who did what last, and who did what with which tile just before."""
    events = parse_situation(build_question(skill, "tenhou", 0, index).situation_text).events
    before, last = events[-2], events[-1]
    return before.seat, before.action, before.text.split()[-1], last.seat, last.action


def test_a_place_of_haitei_houtei_shows_one_win_a_few_times_and_never_twice_running() -> None:
    """Places 0 and 1 under seed 0 (hands that win mid-hand by ron and tsumo on the same
    tiles at every go-around): no win is shown more than ``ALIKE`` times, and the same
    win never comes twice in a row (another is asked between)."""
    for place in (0, 1):
        shown = [_win_seen("haitei_houtei", place + slot * END_STRIDE)
                 for slot in range(MOMENTS)]
        assert max(Counter(shown).values()) <= ALIKE, Counter(shown).most_common(3)
        assert all(a != b for a, b in pairwise(shown)), shown
