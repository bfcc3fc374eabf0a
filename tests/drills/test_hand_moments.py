"""Several questions from one played hand: a drill's stream stays a pure function of its
seed, and consecutive questions never show the same hand."""

from __future__ import annotations

import random
import tomllib
from collections import Counter
from itertools import pairwise

import pytest

from tutor.api import load_ruleset
from tutor.drills import shown
from tutor.drills.bank import END_STRIDE, STRIDE, _hand_moments, build_question, place
from tutor.drills.scenarios import nagashi, riichi_stick, wins
from tutor.drills.scenarios.hand_yaku import steered_yaku
from tutor.drills.steer import Gen, Pose

SEED = 3
FORKED = ("win_value", "pao", "ippatsu")
"""Skills whose moments are forks of one played hand (``Gen.branch``)."""


def _dealt(text: str) -> object:
    """What a situation dealt: the shown hands and the dora indicators."""
    data = tomllib.loads(text)
    return data["hands"], data["dora_indicators"]


def _texts(indices: list[int], skill: str = "riichi_allowed") -> list[str]:
    return [build_question(skill, "tenhou", SEED, i).situation_text for i in indices]


@pytest.mark.parametrize("skill", ["riichi_allowed", *FORKED])
def test_each_index_is_the_same_question_whatever_was_built_before(skill: str) -> None:
    indices = [0, STRIDE, 2 * STRIDE, 1, STRIDE + 1]
    _hand_moments.cache_clear()
    in_order = _texts(indices, skill)
    _hand_moments.cache_clear()
    backwards = _texts(indices[::-1], skill)[::-1]
    _hand_moments.cache_clear()
    alone = []
    for index in indices:
        alone += _texts([index], skill)
        _hand_moments.cache_clear()
    assert in_order == backwards == alone
    assert len(set(in_order)) == len(indices)  # several moments, never one asked twice


@pytest.mark.parametrize("skill", ["riichi_allowed", *FORKED, "ron_allowed", "tsumo_allowed",
                                   "double_riichi"])
def test_one_played_hand_gives_several_questions_spaced_apart(skill: str) -> None:
    hands = {place(i) for i in range(4 * STRIDE)}
    assert len(hands) == 4 * STRIDE  # every index its own moment
    texts = _texts(list(range(2 * STRIDE)), skill)
    shared = [i for i in range(STRIDE) if _dealt(texts[i]) == _dealt(texts[i + STRIDE])]
    assert shared, "no hand gave a second question"
    for first, second in pairwise(texts):
        assert _dealt(first) != _dealt(second)  # consecutive questions: other hands


def test_a_forked_hand_s_moments_share_the_play_before_the_fork() -> None:
    """Two questions of one forked hand: the same deal and the same first events, then
    each its own win (by its own tile or seat), never the same situation."""
    texts = _texts([0, STRIDE, 2 * STRIDE], "win_value")
    events = [tomllib.loads(t)["events"].splitlines() for t in texts]
    same = [(a, b) for a, b in pairwise(range(3)) if _dealt(texts[a]) == _dealt(texts[b])]
    assert same, "the hand gave one question only"
    for a, b in same:
        first, second = events[a], events[b]
        common = next(i for i, (x, y) in enumerate(zip(first, second, strict=False))
                      if x != y)
        assert common >= 10 and first[-1].split()[1] in ("tsumo", "ron")
        assert second[-1].split()[1] in ("tsumo", "ron")


def test_the_yaku_of_the_hand_keep_their_turn_with_several_moments() -> None:
    """Hand-yaku questions come from hands one a yaku: any run of as many questions as
    the ruleset has yaku is steered toward each yaku once."""
    count = len(steered_yaku(load_ruleset("tenhou"), 4))
    assert place(count + 1, count) == (1, 1) and place(count - 1, count) == (count - 1, 0)


@pytest.mark.parametrize(("scenario", "yaku", "verb"),
                         [("haitei", "haitei", "tsumo"), ("houtei", "houtei", "ron")])
def test_one_hand_played_to_the_last_tile_gives_several_last_tile_wins(
        scenario: str, yaku: str, verb: str) -> None:
    """A last-tile hand is forked at its last draws, once for each of the learner's
    waits: the same deal and play before the forks, then each fork's own win on the
    last tile, which the engine scores as haitei (or houtei)."""
    rules = load_ruleset("tenhou")
    several = []
    for seed in range(8):
        gen = Gen(random.Random(seed), rules, 4)
        gen.moments = 4
        pose = getattr(wins, scenario)(gen)
        if pose is not None and len(pose.moments()) > 1:
            several.append(pose)
    assert several, "no hand gave two last-tile wins"
    for pose in several:
        texts = [shown.judged_moment(p) for p in pose.moments()]
        events = [tomllib.loads(text)["events"].splitlines() for text, _, _ in texts]
        assert all(_dealt(text) == _dealt(texts[0][0]) for text, _, _ in texts)
        assert all(e[:40] == events[0][:40] for e in events)  # one play before the fork
        assert len({text for text, _, _ in texts}) == len(texts)  # each fork its own
        for (_, judgment, moment), lines in zip(texts, events, strict=True):
            assert lines[-1].split()[1] == verb and moment.table.live == 0
            assert isinstance(judgment.answer, dict) and yaku in judgment.answer["yaku"]


def test_a_hand_s_moments_are_judged_only_when_a_question_asks_for_them(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The first question of a played hand judges its first moment only; the hand's
    other moments are judged once later questions ask for them, and give the same
    questions as judging every moment at once."""
    judged: list[object] = []
    plain = shown.judged_moment

    def counted(pose: Pose) -> shown.Moment:
        judged.append(pose)
        return plain(pose)

    monkeypatch.setattr(shown, "judged_moment", counted)
    _hand_moments.cache_clear()
    first = build_question("win_value", "tenhou", SEED, 0)
    after_first = len(judged)
    moments = _hand_moments("win_value", "tenhou", SEED, 0, None, None, 4, 0)
    opening = moments.at(0)
    assert opening is not None and opening[0] in first.situation_text
    assert len(judged) == after_first
    count = moments.count()
    assert count >= 3 and after_first < count <= len(judged)
    later = build_question("win_value", "tenhou", SEED, STRIDE)
    assert len(judged) == count  # already judged: not judged again
    second = moments.at(1)
    assert second is not None and second[0] in later.situation_text
    assert later.situation_text != first.situation_text


def test_a_hand_played_to_the_wall_s_end_gives_questions_a_few_hands_apart() -> None:
    """A haitei/houtei hand costs a whole wall of play, so it gives more questions than
    other hands, ``END_STRIDE`` apart: in a drill of 30 a hand comes back three times
    at most, and never in two questions in a row."""
    dealt = [repr(_dealt(text)) for text in _texts(list(range(30)), "haitei_houtei")]
    assert all(a != b for a, b in pairwise(dealt))
    assert max(Counter(dealt).values()) <= 3
    assert sum(dealt[i] == dealt[i + END_STRIDE] for i in range(30 - END_STRIDE)) >= 10


def test_one_hand_played_to_an_exhausted_wall_gives_several_walls() -> None:
    """A nagashi mangan hand is forked at the learner's last draws: the same deal and
    play before the forks, then each fork's own way to the exhausted wall, where the
    engine finds the learner's nagashi mangan every time."""
    gen = Gen(random.Random(SEED), load_ruleset("tenhou"), 4)
    gen.moments = 3
    pose = None
    while pose is None:
        pose = nagashi.nagashi_yes(gen)
    texts = [shown.judged_moment(p) for p in pose.moments()]
    assert len(texts) == 3 and len({text for text, _, _ in texts}) == 3
    events = [tomllib.loads(text)["events"].splitlines() for text, _, _ in texts]
    assert all(e[:60] == events[0][:60] for e in events)  # one play before the fork
    assert len({tuple(e[60:]) for e in events}) == 3  # each fork its own way after it
    for _, judgment, moment in texts:
        assert moment.table.live == 0 and moment.table.events[-1].verb != "ron"
        assert "nagashi_mangan.qualifies" in {r.code for r in judgment.reasons}


def test_one_hand_gives_several_wins_on_a_riichi_tile() -> None:
    """The riichi-tile win is forked too: in each fork the rival declares riichi on its
    own draw with a winning tile of the learner's, who wins on it (the stick is never
    paid); the forks share the deal and differ in the riichi tile's turn or kind."""
    several = []
    for seed in range(6):
        gen = Gen(random.Random(seed), load_ruleset("tenhou"), 4)
        gen.moments = 3
        pose = riichi_stick.stick_on_riichi_tile(gen)
        if pose is not None and len(pose.moments()) > 1:
            several.append([shown.judged_moment(p) for p in pose.moments()])
    assert several, "no hand gave two riichi-tile wins"
    for judged in several:
        assert len({text for text, _, _ in judged}) == len(judged)
        assert all(_dealt(text) == _dealt(judged[0][0]) for text, _, _ in judged)
        on_it = ["win.riichi_tile_won_on" in {r.code for r in judgment.reasons}
                 for _, judgment, _ in judged]
        assert sum(on_it) >= len(on_it) / 2


def test_a_hand_s_later_forks_are_played_only_when_a_question_asks_for_them(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Building a hand's first question plays the hand only as far as its first fork
    that shows the target; its other forks are played when later questions ask."""
    forks: list[object] = []
    plain = Gen._fork

    def counted(self: Gen, *args: object, **kwargs: object) -> object:
        forks.append(args)
        return plain(self, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(Gen, "_fork", counted)
    _hand_moments.cache_clear()
    build_question("win_value", "tenhou", SEED, 0)
    after_first = len(forks)
    moments = _hand_moments("win_value", "tenhou", SEED, 0, None, None, 4, 0)
    assert moments.count() >= 3 and len(forks) >= after_first + 2
