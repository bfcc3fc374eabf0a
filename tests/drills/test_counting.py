"""The fu skill and the payment skill (issue 20, item 2): a sheet of numbers read off the
engine's item-by-item judgment, typed in the usual ways, and in agreement with the
``mahjong`` library on every generated win of a seeded sample."""

from __future__ import annotations

import pytest

from tests.drills.counting_oracle import disagreements
from tests.drills.sample import sample
from tutor import api, drills
from tutor.classroom.typed import parse_typed
from tutor.drills.question import Question
from tutor.drills.steer import Pose
from tutor.rules.sanma import seats_for

OTHER_PRESETS = ("mahjong-soul", "wrc", "tenhou-sanma", "mahjong-soul-sanma")
PER_OTHER = 4


@pytest.fixture(scope="module")
def wins() -> list[Question]:
    """Every generated win of the sample: the fu, payment and value skills under Tenhou
    (the drill tests' shared sample) and a few fu and payment wins under other presets:
    WRC's 2-fu double-wind pair, the three-player ones."""
    found = [q for skill in ("fu", "payments", "win_value") for q in sample(skill)]
    found += [q for preset in OTHER_PRESETS for skill in ("fu", "payments")
              for q in sample(skill, preset, PER_OTHER)]
    return found


def test_fu_items_and_payments_agree_with_the_mahjong_library(wins: list[Question]) -> None:
    problems = [line for question in wins for line in disagreements(question)]
    assert problems == []
    assert len(wins) == 48 + 2 * PER_OTHER * len(OTHER_PRESETS)


def test_the_fu_sheet_is_the_engine_s_count(wins: list[Question]) -> None:
    for question in (q for q in wins if q.skill == "fu"):
        base, ron, tsumo, sets, pair, wait, total = question.answer
        assert total == question.judgment.answer["fu"]
        assert (base, ron, tsumo) in ((25, 0, 0), (20, 10, 0), (20, 0, 2), (20, 0, 0))
        counted = base + ron + tsumo + sets + pair + wait
        # rounded up to 10; an open hand with nothing else is counted 30; seven pairs 25
        assert counted <= total < counted + 10 or (counted, total) == (20, 30)
        codes = [r.code for r in question.explanation]
        assert codes[0] in ("fu.base", "fu.chiitoitsu") and "fu.total" in codes
        assert question.card == "fu" and question.is_correct(question.answer)


def test_the_payment_sheet_is_each_seat_s_change(wins: list[Question]) -> None:
    for question in (q for q in wins if q.skill == "payments"):
        answer = question.judgment.answer
        seats = seats_for(api.parse_situation(question.situation_text).players)
        assert [c.key for c in question.choices] == list(seats)
        winner = seats.index(question.seat)
        assert question.answer[winner] == answer["payments"][question.seat] > 0
        paid = [v for i, v in enumerate(question.answer) if i != winner]
        assert sum(paid) == answer["payments"][question.seat] - 1000 * _sticks_taken(question)
        said = {r.code for r in question.explanation}
        assert "points_table.total" in said
        assert f"{question.seat} collects {question.answer[winner]}" in \
            next(r.text for r in question.explanation if r.code == "points_table.total")


def _sticks_taken(question: Question) -> int:
    told = [r.text for r in question.explanation if r.code == "points_table.sticks"]
    return int(told[0].rsplit(" ", 1)[1].rstrip(".")) // 1000 if told else 0


@pytest.mark.parametrize("typed", [
    "20 10 0 8 0 2 40", "20,10,0,8,0,2,40", "20/10/0/8/0/2/40",
    "base 20 ron 10 sets 8 wait 2 total 40", "Base 20, closed ron 10, triplets 8, wait 2, total 40",
])
def test_a_fu_sheet_is_typed_in_the_usual_ways(typed: str) -> None:
    question = sample("fu")[0]
    assert parse_typed(question, typed) == (20, 10, 0, 8, 0, 2, 40)


@pytest.mark.parametrize("typed", [
    "1300 2600 1300 5200", "-1300 -2600 -1300 +5200", "1,300, 2,600, 1,300, 5,200",
    "E 1300 S 2600 W 1300 N 5200", "north 5200 east 1300 south 2600 west 1300",
])
def test_a_payment_sheet_is_typed_in_the_usual_ways(typed: str) -> None:
    question = sample("payments")[0]
    assert len(question.choices) == 4
    assert parse_typed(question, typed) == (1300, 2600, 1300, 5200)


@pytest.mark.parametrize("typed", ["20 10 0", "20 10 0 8 0 2 40 50", "base", "twenty", "x 4"])
def test_a_sheet_that_cannot_be_read_is_refused_naming_its_rows(typed: str) -> None:
    question = sample("fu")[0]
    with pytest.raises(api.TutorError, match="Base, Closed ron, Tsumo"):
        parse_typed(question, typed)


def test_a_three_player_payment_sheet_has_no_north() -> None:
    question = drills.question_at("payments", "tenhou-sanma", 3, 0)
    assert [c.key for c in question.choices] == ["E", "S", "W"]
    assert "north" not in question.prompt.lower() or "absent" in question.prompt


@pytest.mark.parametrize("skill", ["fu", "payments"])
def test_the_same_seed_deals_the_same_win_and_another_seed_another(skill: str) -> None:
    from tutor.drills.bank import build_question

    first = build_question(skill, "tenhou", 5, 2)
    assert build_question(skill, "tenhou", 5, 2) == first
    assert build_question(skill, "tenhou", 6, 2).situation_text != first.situation_text


@pytest.mark.parametrize("target", ["fu.wait_tanki", "fu.wait_kanchan", "fu.wait_penchan"])
def test_a_hand_dealt_toward_a_wait_is_won_only_on_that_wait(
        target: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """A hand dealt toward a fu wait holds no other tile of the winning tile's suit within
    two of it, so every win on that tile reads as the wait it was dealt for: each moment
    judged for the place is one of its questions, none judged for nothing."""
    from tutor.drills import bank, shown

    judge = shown.judged_moment
    shows: list[bool] = []

    def counted(pose: Pose) -> shown.Moment:
        moment = judge(pose)
        shows.append(target in {r.code for r in moment[1].reasons})
        return moment

    monkeypatch.setattr(shown, "judged_moment", counted)
    rules = api.load_ruleset("tenhou")
    found = drills.skill("fu")
    place = next(h for h in range(64)
                 if bank._hand_target(found, rules, 0, h, None, None, 4) == target)
    bank._hand_moments.cache_clear()
    for slot in range(8):
        assert bank._moment_at("fu", "tenhou", 0, place, slot, None, None, None) is not None
    assert shows == [True] * 8
