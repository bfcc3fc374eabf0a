"""What the bank remembers of a played hand once its questions are asked: the judged
moments' facts, not the hand's play, its forks or the engine tables kept in step with
them (those would make every remembered hand cost the memory and the garbage collector's
time of a hand being played)."""

from __future__ import annotations

import gc
import random
import sys
from collections.abc import Iterable, Iterator
from types import ModuleType

from tutor.api import load_ruleset
from tutor.drills.bank import MOMENTS, STRIDE, _hand_moments, build_question
from tutor.drills.pose import Pose
from tutor.drills.scenarios.last_tile import haitei
from tutor.drills.shown import Shown
from tutor.drills.steer import Gen
from tutor.engine.table import Table as EngineTable
from tutor.rules.tile_names import has_code

SEED = 5
SKILL = "win_value"
"""A skill whose hand gives all its moments from forks (``Gen.branch``)."""


def _reachable(root: object) -> list[object]:
    """Every object ``root`` holds, through any number of references, short of types,
    modules and modules' namespaces: a function's globals lead to every loaded module and
    to whatever another test left in a module's caches, which the hand does not hold."""
    seen: dict[int, object] = {}
    shared = {id(vars(module)) for module in list(sys.modules.values()) if module is not None}
    todo = [root]
    while todo:
        item = todo.pop()
        if id(item) in seen or id(item) in shared or isinstance(item, (type, ModuleType)):
            continue
        seen[id(item)] = item
        todo += gc.get_referents(item)
    return list(seen.values())


def test_a_used_up_hand_keeps_its_questions_and_neither_its_play_nor_an_engine_table(
) -> None:
    _hand_moments.cache_clear()
    indices = [slot * STRIDE for slot in range(MOMENTS)]  # every question of place 0
    first = [build_question(SKILL, "tenhou", SEED, i) for i in indices]
    hand = _hand_moments(SKILL, "tenhou", SEED, 0, None, None, 4, 0)
    used = hand.count()  # read to its end: the hand has no moment left to play
    assert used >= 4
    held = _reachable(hand)
    assert not [item for item in held if isinstance(item, (EngineTable, Gen))]
    assert all(pose.table.mirror is None for _, _, pose in hand.judged)
    again = [build_question(SKILL, "tenhou", SEED, i) for i in indices]
    assert [q.situation_text for q in again] == [q.situation_text for q in first]
    _hand_moments.cache_clear()
    fresh = [build_question(SKILL, "tenhou", SEED, i) for i in indices[:3]]
    assert [q.situation_text for q in fresh] == [q.situation_text for q in first[:3]]


def test_a_hand_still_giving_questions_keeps_what_its_next_moment_needs() -> None:
    """A hand with moments to come keeps its play going (its next fork is played when a
    question asks for it), and its judged moments let their engine tables go, the one
    asked last as well."""
    _hand_moments.cache_clear()
    first = build_question(SKILL, "tenhou", SEED, 0)
    hand = _hand_moments(SKILL, "tenhou", SEED, 0, None, None, 4, 0)
    assert [item for item in _reachable(hand) if isinstance(item, Gen)]
    second = build_question(SKILL, "tenhou", SEED, STRIDE)
    assert second.situation_text != first.situation_text
    judged = [pose.table for _, _, pose in hand.judged]
    assert len(judged) >= 2 and all(table.mirror is None for table in judged)


def _haitei_hand(seed: int) -> Pose:
    """A haitei hand's first moment (its later ones come as they are read), forked with
    no limit on how often one win comes up (``Gen.alike`` 0)."""
    rng = random.Random(seed)
    while True:
        gen = Gen(rng, load_ruleset("tenhou"), 4)
        gen.moments = MOMENTS
        pose = haitei(gen)
        if pose is not None:
            return pose


def test_a_hand_lets_go_of_the_moments_it_passes_over() -> None:
    """Asked for one question a win (``alike`` 1), a haitei hand holds back or passes over
    its forks that win again the same way: only a moment it may still ask keeps an
    engine table."""
    taken: list[Pose] = []

    def recorded(poses: Iterable[Pose]) -> Iterator[Pose]:
        for pose in poses:
            taken.append(pose)
            yield pose

    hand = Shown(recorded(_haitei_hand(SEED).moments()), lambda judgment: True,
                 most=MOMENTS, alike=1)
    wins = hand.count()  # read to its end: one question for each winning tile
    judged = [pose for _, _, pose in hand.judged]
    passed = [pose for pose in taken if pose not in judged]
    assert 2 <= wins <= 4 and len(taken) == MOMENTS and len(passed) >= 4
    assert all(pose.table.mirror is None for pose in judged)
    # the last moment taken is let go with the hand's play (nothing of the hand holds it)
    assert all(pose.table.mirror is None for pose in passed if pose is not taken[-1])


def test_questions_offering_the_same_choices_share_one_worded_copy() -> None:
    # a question kept by the bank or a drill holds its choices; the same worded choices
    # held once, not once a question, are fewer objects for the collector to scan
    questions = [build_question("situational_yaku", "tenhou", SEED, i) for i in range(3)]
    first = questions[0].choices
    assert len(first) > 2
    assert all(mine is theirs for q in questions for mine, theirs in zip(q.choices, first,
                                                                           strict=True))
    assert not any(has_code(choice.label) for choice in first)  # worded, as offered


def test_the_yaku_of_the_hand_share_each_yaku_s_worded_choice() -> None:
    # each question offers its own set of yaku, but a yaku offered again is the same record
    offered = [c for i in range(24) for c in build_question("hand_yaku", "tenhou", SEED, i).choices]
    labels = {choice.label for choice in offered}
    assert len(offered) > 2 * len(labels)
    assert len({id(choice) for choice in offered}) == len({(c.key, c.label) for c in offered})


def test_a_place_s_last_question_lets_go_of_the_play_of_the_hand_it_came_from() -> None:
    # place 0 of this ippatsu stream (seed 0) takes its last questions from a second hand,
    # which has moments left that no question of the place will ask
    _hand_moments.cache_clear()
    indices = [slot * STRIDE for slot in range(MOMENTS)]
    first = [build_question("ippatsu", "tenhou", 0, i) for i in indices]
    assert _hand_moments("ippatsu", "tenhou", 0, 0, None, None, 4, 0).count() < MOMENTS
    spare = _hand_moments("ippatsu", "tenhou", 0, 0, None, None, 4, 1)
    assert 0 < len(spare.judged) < MOMENTS
    assert not [item for item in _reachable(spare) if isinstance(item, (EngineTable, Gen))]
    again = [build_question("ippatsu", "tenhou", 0, i) for i in reversed(indices)]
    assert [q.situation_text for q in reversed(again)] == [q.situation_text for q in first]


def test_a_remembered_hand_holds_each_reason_its_moments_give_once() -> None:
    _hand_moments.cache_clear()
    first = [build_question(SKILL, "tenhou", SEED, slot * STRIDE) for slot in range(4)]
    hand = _hand_moments(SKILL, "tenhou", SEED, 0, None, None, 4, 0)
    said = [r for _, judgment, _ in hand.judged for r in (*judgment.reasons, *judgment.unsaid)]
    assert len(said) > len(set(said))  # the moments say some things again
    assert len({id(r) for r in said}) == len(set(said))
    # the judgment as the engine gives it, reasons and answer alike
    pose = hand.judged[1][2]
    assert hand.judged[1][1] == pose.table.judge(pose.ask, pose.seat, pose.tile)
    assert first[1].judgment == hand.judged[1][1]
