"""``riichi-tutor generate``: listing, files, JSON lines and one-line refusals."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tutor import drills
from tutor.__main__ import main


def test_list_prints_one_skill_a_line_with_card_and_codes(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["generate", "--list"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line.split("\t")[0] for line in lines] == [s.id for s in drills.skills()]
    first = drills.skills()[0]
    assert lines[0].split("\t")[:2] == [first.id, f"card {first.card}"]
    assert all(code in lines[0] for code in first.codes)


@pytest.mark.parametrize(
    ("args", "named"),
    [
        (["--skill", "nope"], "riichi_allowed"),
        (["--skill", "ippatsu", "--ruleset", "nope"], "tenhou"),
        (["--skill", "ippatsu", "--count", "0"], "from 1"),
        (["--skill", "ippatsu", "--difficulty", "7"], "1, 2, 3"),
        (["--skill", "ippatsu", "--form", "points"], "yes_no"),
    ],
)
def test_a_bad_value_is_one_line_naming_the_allowed_ones(
    args: list[str], named: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["generate", *args]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and named in err and "allowed" in err


def test_files_are_named_by_skill_and_seed_and_pass_judge_check(tmp_path: Path) -> None:
    assert (
        main(
            [
                "generate",
                "--skill",
                "ippatsu",
                "--count",
                "3",
                "--seed",
                "9",
                "--out",
                str(tmp_path),
            ]
        )
        == 0
    )
    files = sorted(tmp_path.iterdir())
    assert [f.name for f in files] == [f"ippatsu-tenhou-s9-000{i}.toml" for i in range(3)]
    for path in files:
        assert main(["judge", str(path), "--check"]) == 0


def test_json_lines_carry_prompt_choices_answer_and_reasons(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["generate", "--skill", "furiten", "--count", "2", "--out", "-"]) == 0
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert len(rows) == 2
    for row in rows:
        assert row["skill"] == "furiten" and row["card"] == "furiten"
        assert row["answer"] in (True, False) and row["explanation"]
        assert row["answer"] == bool(row["judgment"]["answer"])


def test_a_large_count_draws_progress_on_standard_error_only(
        capfd: pytest.CaptureFixture[str]) -> None:
    assert main(["generate", "--skill", "first_turn_wins", "--count", "50"]) == 0
    out, err = capfd.readouterr()
    assert len(out.splitlines()) == 50 and "first_turn_wins" in err
    assert main(["generate", "--skill", "first_turn_wins", "--count", "2"]) == 0
    assert capfd.readouterr().err == ""
