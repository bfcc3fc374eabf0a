"""The open riichi skill (issue 20, item 5): no shipped preset plays open riichi, so the
skill is refused under each in one line and drilled under a ruleset file of house rules
(``content/house-rules/open-riichi-club.toml``: Tenhou's rules with open riichi and its
deal-in yakuman), written into each situation as Tenhou plus ``[rules]``."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from tests.drills.real_play_check import unsaid_passes
from tutor import api, drills
from tutor.__main__ import main
from tutor.drills.bank import build_question, question_and_table
from tutor.drills.question import Question
from tutor.paths import content_dir
from tutor.rules.ruleset import preset_names

CLUB = str(content_dir() / "house-rules" / "open-riichi-club.toml")
COUNT = 24


@pytest.fixture(scope="module")
def sample() -> list[Question]:
    return [drills.question_at("open_riichi", CLUB, 7, i) for i in range(COUNT)]


def test_every_code_is_reached_and_yes_no_is_balanced(sample: list[Question]) -> None:
    said = Counter(r.code for q in sample for r in q.explanation)
    wanted = drills.skill("open_riichi").codes_for(api.load_ruleset(CLUB))
    assert [code for code in wanted if not said[code]] == []
    assert 0.35 <= sum(q.answer for q in sample) / COUNT <= 0.65


def test_the_yakuman_answer_is_the_engine_s(sample: list[Question]) -> None:
    for question in sample:
        answer = question.judgment.answer
        assert question.answer == (answer["yakuman"] >= 1), question.situation_text


def test_a_closed_ippatsu_window_is_not_said_to_add_nothing(sample: list[Question]) -> None:
    """A yakuman counts no ordinary yaku; ippatsu, whose window had closed, was never one."""
    closed = [q for q in sample if q.answer
              and "ippatsu.window_passed" in {r.code for r in q.judgment.reasons}]
    assert closed
    for question in closed:
        assert not [r for r in question.judgment.reasons if "Ippatsu adds" in r.text]


def test_a_situation_names_tenhou_and_the_house_rules_and_judges_alone(
        sample: list[Question]) -> None:
    for question in sample[:6]:
        situation = api.parse_situation(question.situation_text)
        assert situation.ruleset == "tenhou"
        assert situation.rules == {"open_riichi": True, "open_riichi_deal_in_yakuman": True}
        assert " open_riichi " in question.situation_text
        assert api.judge(situation).answer == question.judgment.answer


def test_no_shown_seat_lets_a_win_go_by() -> None:
    for index in range(8):
        question, table = question_and_table("open_riichi", CLUB, 11, index)
        assert unsaid_passes(question, table) == 0, question.situation_text


def test_without_the_deal_in_yakuman_a_ron_is_two_han(tmp_path: Path) -> None:
    plain = tmp_path / "plain.toml"
    plain.write_text('extends = "tenhou"\nopen_riichi = true\n', encoding="utf-8")
    said = Counter(r.code for i in range(12)
                   for r in build_question("open_riichi", str(plain), 3, i).explanation)
    assert said["open_riichi.deal_in_not_in_ruleset"] and not said["open_riichi.deal_in_yakuman"]


@pytest.mark.parametrize("preset", preset_names())
def test_every_preset_refuses_it_in_one_line(
        preset: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["generate", "--skill", "open_riichi", "--ruleset", preset]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "open_riichi" in err[0]


def test_generate_writes_files_named_by_the_house_rules(tmp_path: Path) -> None:
    assert main(["generate", "--skill", "open_riichi", "--ruleset", CLUB, "--count", "2",
                 "--out", str(tmp_path)]) == 0
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names == ["open_riichi-open-riichi-club-s0-0000.toml",
                     "open_riichi-open-riichi-club-s0-0001.toml"]
    for name in names:
        assert main(["judge", str(tmp_path / name), "--check"]) == 0
