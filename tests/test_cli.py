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
