"""One riichi hand, several ippatsu questions: the hand is forked inside the learner's
window (or at its draws before declaring), and every fork is real play the engine judges
as the hand was steered."""

from __future__ import annotations

import random
import tomllib
from collections.abc import Callable

import pytest

from tutor.api import load_ruleset
from tutor.drills.scenarios import riichi_window, window_calls
from tutor.drills.shown import judged_moment, real_moment
from tutor.drills.steer import Gen, Pose, Unreachable

SEEDS = range(8)

STEERED: list[tuple[str, Callable[[Gen], Pose | None]]] = [
    ("ippatsu.broken_by_call", window_calls.ippatsu_broken_by_call),
    ("ippatsu.robbed_kan_kept", window_calls.ippatsu_robbed_kan),
    ("ippatsu.broken_by_own_kan", riichi_window.ippatsu_own_kan),
    ("ippatsu.in_window", riichi_window.ippatsu_in_window),
]


def _first_hand_with_several(scenario: Callable[[Gen], Pose | None]) -> list[Pose]:
    """The moments of the first of a few seeded hands that gives at least two."""
    for seed in SEEDS:
        gen = Gen(random.Random(seed), load_ruleset("tenhou"), 4)
        gen.moments = 3
        try:
            pose = scenario(gen)
        except Unreachable:
            continue
        if pose is not None and len(pose.moments()) >= 2:
            return list(pose.moments())
    return []


@pytest.mark.parametrize(("code", "scenario"), STEERED, ids=[c for c, _ in STEERED])
def test_one_riichi_hand_gives_several_window_questions(
        code: str, scenario: Callable[[Gen], Pose | None]) -> None:
    """Two or more questions from one deal, each its own situation (another turn,
    another seat's discard, another way to win), each real play, and the engine finds
    in each what the hand was steered to."""
    moments = _first_hand_with_several(scenario)
    assert moments, f"no hand of {code} gave two questions"
    judged = [judged_moment(pose) for pose in moments if real_moment(pose)]
    assert len(judged) == len(moments)
    texts = [text for text, _, _ in judged]
    assert len(set(texts)) == len(texts)
    dealt = [(data["hands"], data["dora_indicators"]) for data in map(tomllib.loads, texts)]
    assert all(d == dealt[0] for d in dealt)  # one deal: the forks differ after it
    shown = [code in {r.code for r in judgment.reasons} for _, judgment, _ in judged]
    assert sum(shown) >= len(shown) - 1
