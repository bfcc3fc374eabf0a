"""Every input error is one line, exit status 2; input is bounded before it is parsed
(issue 25, item 2). Each case here was a traceback, a hang or a huge allocation."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.store.test_cli import run
from tests.store.test_targets import one_line
from tutor import api
from tutor.bounds import FILE_BYTES, KEY_PARTS
from tutor.errors import TutorError
from tutor.rules.ruleset import MAX_EXTENDS

CONTENT = Path(__file__).resolve().parents[1] / "content"
CURATED = CONTENT / "situations" / "ippatsu" / "broken-by-pon.toml"
HUGE = "9" * 4400


def _judge(capsys: pytest.CaptureFixture[str], path: Path, named: Path | None = None) -> str:
    """Judge ``path``: refused in one line naming ``named`` (``path`` itself by default)."""
    status, out, err = run(capsys, "judge", str(path), "--json")
    assert status == 2 and out == "" and str(named or path) in one_line(err), (status, err)
    return err


@pytest.mark.parametrize(
    ("name", "text", "words"),
    [
        ("h.toml", f"honba = {HUGE}\n", "4,300 digits"),
        ("h.json", '{"honba": ' + "9" * 5000 + "}", "4,300 digits"),
        ("k.toml", "a" + ".a" * 100_000 + " = 1\n", f"at most {KEY_PARTS}"),
        ("t.toml", "[" + "a." * 5000 + "a]\nx = 1\n", f"at most {KEY_PARTS}"),
        ("big.toml", "# " + "x" * (FILE_BYTES + 10) + "\n", f"at most {FILE_BYTES:,} bytes"),
    ],
)
def test_a_file_past_a_limit_is_one_line_naming_the_limit(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str, text: str, words: str
) -> None:
    path = tmp_path / name
    path.write_text(text)
    assert words in _judge(capsys, path)
    with pytest.raises(TutorError, match=words.replace(",", ".")):
        api.load_situation(path)


def test_the_api_raises_tutor_error_for_a_huge_number(tmp_path: Path) -> None:
    text = CURATED.read_text().replace("[question]", f"honba = {HUGE}\n[question]", 1)
    with pytest.raises(TutorError, match="4,300 digits"):
        api.parse_situation(text, file="h.toml")


def test_a_huge_number_in_a_ruleset_file_is_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "rs.toml").write_text(f'extends = "tenhou"\nippatsu = {HUGE}\n')
    situation = tmp_path / "s.toml"
    situation.write_text(CURATED.read_text().replace('ruleset = "tenhou"', 'ruleset = "rs.toml"'))
    assert 'ruleset = "rs.toml"' in situation.read_text()
    assert "4,300 digits" in _judge(capsys, situation, tmp_path / "rs.toml")


def test_a_ruleset_extends_chain_past_the_limit_is_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    count = 1000
    for number in range(count):
        parent = f"r{number + 1}.toml" if number + 1 < count else "tenhou"
        (tmp_path / f"r{number}.toml").write_text(f'extends = "{parent}"\n')
    situation = tmp_path / "s.toml"
    situation.write_text(CURATED.read_text().replace('ruleset = "tenhou"', 'ruleset = "r0.toml"'))
    deepest = tmp_path / f"r{MAX_EXTENDS - 1}.toml"
    assert f"more than {MAX_EXTENDS} files deep" in _judge(capsys, situation, deepest)
    (tmp_path / f"r{MAX_EXTENDS - 2}.toml").write_text('extends = "tenhou"\n')
    status, _, err = run(capsys, "judge", str(situation), "--json")
    assert (status, err) == (0, "")  # a chain within the limit still works


def test_a_ten_megabyte_hand_is_refused_by_its_length() -> None:
    with pytest.raises(TutorError, match="10,000,000 characters; at most 200"):
        api.build_situation(events=["E draw 1m"], hands={"S": "1m" * 5_000_000})


def test_a_seed_past_64_bits_is_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status, _, err = run(
        capsys, "--db", str(tmp_path / "c.sqlite3"), "drill", "create", "--skills", "furiten",
        "--count", "2", "--seed", "9223372036854775808",
    )  # fmt: skip
    assert status == 2 and "9223372036854775807" in one_line(err)
    assert not (tmp_path / "c.sqlite3").exists()


def test_a_ruleset_name_too_long_for_the_system_is_an_unknown_ruleset() -> None:
    situation = api.parse_situation(
        CURATED.read_text().replace('ruleset = "tenhou"', f'ruleset = "{"x" * 3000}"'),
        file="long.toml",
    )
    with pytest.raises(TutorError, match="unknown ruleset"):
        api.judge(situation)


def test_values_of_any_type_given_to_the_api_only_ever_raise_tutor_error() -> None:
    import random

    rng = random.Random(20261125)
    odd: list[object] = [None, 7, -1, 10**30, 1.5, "x", "", b"1m", [], [1], [[]], {}, {"E": 1},
                         {1: "1m"}, ("E draw 1m",), object(), "1m" * 50, {"E": ["1m", 2]}]
    keys = ["events", "hands", "rules", "ask", "seat", "tile", "ruleset", "round", "honba",
            "scores", "dora_indicators", "live_wall", "players"]  # fmt: skip
    for _ in range(1500):
        values: dict[str, object] = {"events": ["E draw 1m"]}
        for key in rng.sample(keys, rng.randint(1, 4)):
            values[key] = rng.choice(odd)
        try:
            situation = api.build_situation(**values)  # type: ignore[arg-type]
            api.judge(situation)
        except TutorError as error:
            assert "\n" not in str(error)
