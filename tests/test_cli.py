"""The console script: help, version, unknown commands, all without a traceback."""

from __future__ import annotations

import subprocess
import sys

import pytest

from tutor.__main__ import main


def test_help_lists_every_subcommand(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--help"]) == 0
    out = capsys.readouterr().out
    for name in ("judge", "export", "backup"):
        assert name in out
    assert "--db" in out


def test_generate_help_names_what_each_option_takes(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["generate", "--help"]) == 0
    out = capsys.readouterr().out
    assert "--count N" in out and "--difficulty 1|2|3" in out and "--out FOLDER" in out
    assert "TEXT" not in out  # numbers and folders were all shown as TEXT


def test_unknown_command_is_one_clear_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["no-such-command"]) == 2
    err = capsys.readouterr().err
    assert "No such command" in err
    assert "Traceback" not in err


def test_console_script_runs_as_module() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "tutor", "--version"], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0
    assert "riichi-tutor" in result.stdout


def test_starting_the_tutor_takes_its_options_without_loading_click() -> None:
    code = (
        "import sys\n"
        "import tutor.ui.app as app\n"
        "app.run_app = lambda **given: print(sorted(given.items()))\n"
        "from tutor.__main__ import main\n"
        "main(['--db', 'x.sqlite3', '--learner=ann', '--ruleset', 'wrc'])\n"
        "print('click' in sys.modules)\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == [
        "[('db_path', 'x.sqlite3'), ('learner', 'ann'), ('ruleset', 'wrc')]",
        "False",
    ]


def test_anything_but_the_start_options_goes_to_the_full_command_line(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["--db"]) == 2  # an option without its value: click says so
    assert "requires an argument" in capsys.readouterr().err
    assert main(["--learner", "ann", "--no-such-option"]) == 2
    assert "No such option" in capsys.readouterr().err
