"""``riichi-tutor judge``: JSON as the spec writes it, --check, overrides, text output."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import click
import pytest

from tests.engine.helpers import situation_text
from tutor.__main__ import main
from tutor.cli.judge import render
from tutor.engine.situation import parse_situation
from tutor.judges import judge

HAND = "23m456p789p123s55s"
EVENTS = "E draw ?\nE discard 1z\nS draw 9s"
ROOT = Path(__file__).resolve().parents[2]


def write(tmp_path: Path, text: str, name: str = "case.toml") -> str:
    path = tmp_path / name
    path.write_text(text)
    return str(path)


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize(
    ("ask", "tile", "answer"),
    [
        ("riichi_allowed", None, True),
        ("tsumo_allowed", None, False),
        ("furiten", None, []),
        ("ankan_allowed", "9s", False),
    ],
)
def test_every_ask_through_the_command(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], ask: str, tile: str | None, answer: object
) -> None:
    path = write(tmp_path, situation_text(EVENTS, hands={"S": HAND}, ask=ask, seat="S", tile=tile))
    code, out, _ = run(["judge", path, "--json"], capsys)
    assert code == 0
    data = json.loads(out)
    assert list(data) == ["ask", "seat", "ruleset", "answer", "reasons"]
    assert data["ask"] == ask and data["seat"] == "S" and data["ruleset"] == "tenhou"
    assert data["answer"] == answer
    for reason in data["reasons"]:
        assert list(reason) == ["code", "event", "rule", "text"]
        assert reason["code"].startswith(reason["rule"] + ".")


def test_options_override_the_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(
        tmp_path, situation_text(EVENTS, hands={"S": HAND}, ask="furiten", seat="S", live_wall=70)
    )
    code, out, _ = run(["judge", path, "--json", "--ask", "riichi_allowed", "--seat", "s"], capsys)
    assert (
        code == 0
        and json.loads(out)["ask"] == "riichi_allowed"
        and json.loads(out)["answer"] is True
    )
    code, out, _ = run(
        ["judge", path, "--json", "--ask", "ankan_allowed", "--seat", "S", "--tile", "9s"], capsys
    )
    assert json.loads(out)["answer"] is False
    code, out, _ = run(
        ["judge", path, "--json", "--ask", "riichi_allowed", "--ruleset", "wrc"], capsys
    )
    assert json.loads(out)["ruleset"] == "wrc"
    code, _, err = run(["judge", path, "--ask", "nonsense"], capsys)
    assert code == 2 and "unknown ask" in err
    code, _, err = run(["judge", path, "--ruleset", "no-such-rules"], capsys)
    assert code == 2 and "unknown ruleset" in err
    code, _, err = run(["judge", path, "--tile", "4x"], capsys)
    assert code == 2 and "Traceback" not in err


def test_check_passes_fails_and_accepts_expected_refusals(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    good = write(
        tmp_path,
        situation_text(
            EVENTS, hands={"S": HAND}, ask="riichi_allowed", seat="S", expect={"answer": True}
        ),
        "good.toml",
    )
    assert run(["judge", good, "--check"], capsys)[0] == 0
    bad = write(
        tmp_path,
        situation_text(
            EVENTS, hands={"S": HAND}, ask="riichi_allowed", seat="S", expect={"answer": False}
        ),
        "bad.toml",
    )
    code, out, err = run(["judge", bad, "--check"], capsys)
    assert code == 1 and "expected answer false, got true" in err
    refused = write(
        tmp_path,
        situation_text("E draw ?\nW draw ?", ask="furiten", seat="E", expect={"invalid": True}),
        "refused.toml",
    )
    code, out, _ = run(["judge", refused, "--check"], capsys)
    assert code == 0 and "refused as the file expects" in out
    code, _, err = run(["judge", refused], capsys)
    assert code == 2 and "play.out_of_turn" in err
    wrongly = write(
        tmp_path,
        situation_text(
            EVENTS, hands={"S": HAND}, ask="furiten", seat="S", expect={"invalid": True}
        ),
        "wrongly.toml",
    )
    assert run(["judge", wrongly, "--check"], capsys)[0] == 1


def test_text_output_colours_tiles_and_puts_each_reason_on_a_line() -> None:
    situation = parse_situation(
        situation_text(EVENTS, hands={"S": HAND}, ask="riichi_allowed", seat="S")
    )
    judgment = judge(situation)
    text = render(judgment)
    lines = text.splitlines()
    assert len(lines) == 1 + len(judgment.reasons)
    assert "\x1b[" in text  # ANSI colour for tiles
    assert "riichi.tenpai" in lines[2]


@pytest.mark.parametrize("flag", [[], ["--json"]])
def test_the_console_script_in_a_subprocess(tmp_path: Path, flag: list[str]) -> None:
    path = write(
        tmp_path, situation_text(EVENTS, hands={"S": HAND}, ask="riichi_allowed", seat="S")
    )
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    done = subprocess.run(
        [sys.executable, "-m", "tutor", "judge", path, *flag],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    if flag:
        assert json.loads(done.stdout)["answer"] is True
    else:
        assert "riichi_allowed for S" in done.stdout and "yes" in done.stdout
    broken = write(
        tmp_path,
        situation_text("E draw ?\nE discard 7m\nS draw 9s\nS discard 2p", hands={"S": HAND}),
    )
    done = subprocess.run(
        [sys.executable, "-m", "tutor", "judge", broken],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=60,
    )
    assert done.returncode == 2 and done.stderr.count("\n") == 1
    assert f"{broken}:5:" in done.stderr and "play.not_held" in done.stderr


def test_the_readme_example_is_judged_as_it_says(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    readme = (ROOT / "README.md").read_text()
    section = readme[readme.index("## Situation files and `riichi-tutor judge`") :]
    example = section.split("```toml\n", 1)[1].split("```", 1)[0]
    path = write(tmp_path, example, "example.toml")
    code, out, _ = run(["judge", path, "--check"], capsys)
    assert code == 0 and "ankan.waits_change" in out


def test_a_win_is_shown_in_words(capsys: pytest.CaptureFixture[str]) -> None:
    path = ROOT / "content" / "situations" / "win" / "j25-rinshan-not-haitei.toml"
    assert main(["judge", str(path)]) == 0
    first = click.unstyle(capsys.readouterr().out.splitlines()[0])
    assert first == (
        "win for N (Tenhou rules): After a kan (rinshan kaihou) 1 — 1 han 30 fu, 1100 points "
        "(E -500, S -300, W -300, N +1100)"
    )


REFUSED_RIICHI = (
    'live_wall = 3\nevents = """\nE draw ?\nE discard 1z\nS draw 9s\nS riichi 9s\n"""\n'
    '[hands]\nS = "23m456p789p123s55s"\n[question]\nask = "furiten"\nseat = "S"\n[expect]\n'
)


def test_check_accepts_only_the_refusal_the_file_names(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    right = write(tmp_path, REFUSED_RIICHI + 'refused = "riichi.live_wall"\n', "right.toml")
    assert run(["judge", right, "--check"], capsys)[0] == 0
    wrong = write(tmp_path, REFUSED_RIICHI + 'refused = "riichi.points"\n', "wrong.toml")
    code, _, err = run(["judge", wrong, "--check"], capsys)
    assert code == 1 and "expected the refusal 'riichi.points'" in err
    # a typo is refused too, but not for the rule the file names
    typo = write(
        tmp_path,
        (REFUSED_RIICHI + 'refused = "riichi.live_wall"\n').replace("S riichi", "S riichii"),
        "typo.toml",
    )
    code, _, err = run(["judge", typo, "--check"], capsys)
    assert code == 1 and "another error" in err
    judged_fine = write(
        tmp_path, REFUSED_RIICHI.replace("live_wall = 3", "live_wall = 40")
        + 'refused = "riichi.live_wall"\n', "fine.toml",
    )
    code, _, err = run(["judge", judged_fine, "--check"], capsys)
    assert code == 1 and "expects the situation to be refused" in err


def test_refused_questions_exit_2_with_file_line_and_code(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path, situation_text(EVENTS, hands={"S": HAND}, ask="ippatsu", seat="S"))
    code, out, err = run(["judge", path], capsys)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and f"{path}:" in err and "[ippatsu.no_win]" in err
    assert "Traceback" not in err


def test_abortive_draw_needs_no_seat(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path, situation_text(EVENTS, hands={"S": HAND}, ask="abortive_draw"))
    code, out, _ = run(["judge", path, "--json"], capsys)
    assert code == 0
    data = json.loads(out)
    assert data["seat"] is None and data["answer"] is None
    code, out, _ = run(["judge", path], capsys)
    assert code == 0 and out.startswith("abortive_draw for the table")
