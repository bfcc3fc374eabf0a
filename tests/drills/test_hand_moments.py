"""Several questions from one played hand: a drill's stream stays a pure function of its
seed, and consecutive questions never show the same hand."""

from __future__ import annotations

import tomllib
from itertools import pairwise

from tutor.drills.bank import STRIDE, _hand_moments, build_question, place

SKILL = "riichi_allowed"
SEED = 3


def _dealt(text: str) -> object:
    """What a situation dealt: the shown hands and the dora indicators."""
    data = tomllib.loads(text)
    return data["hands"], data["dora_indicators"]


def _texts(indices: list[int]) -> list[str]:
    return [build_question(SKILL, "tenhou", SEED, i).situation_text for i in indices]


def test_each_index_is_the_same_question_whatever_was_built_before() -> None:
    indices = [0, STRIDE, 2 * STRIDE, 1, STRIDE + 1]
    _hand_moments.cache_clear()
    in_order = _texts(indices)
    _hand_moments.cache_clear()
    backwards = _texts(indices[::-1])[::-1]
    _hand_moments.cache_clear()
    alone = []
    for index in indices:
        alone += _texts([index])
        _hand_moments.cache_clear()
    assert in_order == backwards == alone
    assert len(set(in_order)) == len(indices)  # several moments, never one asked twice


def test_one_played_hand_gives_several_questions_spaced_apart() -> None:
    hands = {place(i) for i in range(4 * STRIDE)}
    assert len(hands) == 4 * STRIDE  # every index its own moment
    texts = _texts(list(range(2 * STRIDE)))
    shared = [i for i in range(STRIDE) if _dealt(texts[i]) == _dealt(texts[i + STRIDE])]
    assert shared, "no hand gave a second question"
    for first, second in pairwise(texts):
        assert _dealt(first) != _dealt(second)  # consecutive questions: other hands
