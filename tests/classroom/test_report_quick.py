"""``drill report`` read without click: the same options, the same page, the same
mistakes reported.

A well-formed line is read from the options' description (``tutor.cli.spec``); every
other line (help, a mistake, a word the quick reading is not sure of) goes to click,
which builds its options from the same description.
"""

from __future__ import annotations

import gc
from pathlib import Path

import pytest

from tests.classroom.helpers import fixed_drill
from tutor.__main__ import MODULES, SUBCOMMANDS, main
from tutor.cli.group import run_cli
from tutor.cli.spec import REPORT, read_line

PATH = ("drill", "report")


def _read(*args: str) -> dict[str, str | bool | None] | None:
    return read_line(list(args), PATH, REPORT)


def test_a_well_formed_line_is_read_whatever_the_order_of_its_options(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("RIICHI_TUTOR_DB", raising=False)
    assert _read("drill", "report", "AB3-44R") == {
        "code": "AB3-44R", "fmt": "table", "output": None, "force": False, "db_path": None,
    }
    assert _read("--db", "top.db", "drill", "report", "-o", "r.html", "AB3-44R",
                 "--format=html", "--force", "--db=mine.db") == {
        "code": "AB3-44R", "fmt": "html", "output": "r.html", "force": True,
        "db_path": "mine.db",
    }
    # the --db before the subcommand stands in for one not given after it, as in click
    assert _read("--db=top.db", "drill", "report", "X")["db_path"] == "top.db"  # type: ignore[index]
    monkeypatch.setenv("RIICHI_TUTOR_DB", "env.db")
    assert _read("drill", "report", "X")["db_path"] == "env.db"  # type: ignore[index]


@pytest.mark.parametrize(
    "args",
    [
        ("drill", "report", "--help"),
        ("drill", "report"),  # no code
        ("drill", "report", "A", "B"),  # two codes
        ("drill", "report", "A", "--format"),  # no value
        ("drill", "report", "A", "--format", "--force"),  # a value that looks like an option
        ("drill", "report", "A", "--force=yes"),  # a switch takes no value
        ("drill", "report", "A", "--bogus"),
        ("drill", "report", "A", "-ofile"),
        ("drill", "report", "A", "--", "B"),
        ("drill", "report", "A", "-o", "."),  # a folder where a file is wanted
        ("--version", "drill", "report", "A"),
        ("drill", "--help", "report", "A"),
        ("drill", "list", "report"),
    ],
)
def test_a_line_the_quick_reading_is_not_sure_of_goes_to_click(args: tuple[str, ...]) -> None:
    assert _read(*args) is None


def test_a_shell_asking_for_completions_goes_to_click(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("_RIICHI_TUTOR_COMPLETE", "bash_complete")
    assert _read("drill", "report", "A") is None


def test_the_quick_path_and_click_write_the_same_report(tmp_path: Path) -> None:
    db, drill = fixed_drill(tmp_path / "class.sqlite3")
    db.close()
    line = ["--db", str(tmp_path / "class.sqlite3"), "drill", "report", drill.code]
    for fmt in ("table", "md"):
        quick, slow = tmp_path / f"quick.{fmt}", tmp_path / f"click.{fmt}"
        assert main([*line, "--format", fmt, "-o", str(quick)]) == 0
        assert gc.isenabled()  # paused while the report is written, then as it was
        assert run_cli(SUBCOMMANDS, MODULES, [*line, "--format", fmt, "-o", str(slow)]) == 0
        assert quick.read_bytes() == slow.read_bytes() and b"Test drill" in quick.read_bytes()


def test_mistakes_are_one_line_and_exit_2(tmp_path: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    db, drill = fixed_drill(tmp_path / "class.sqlite3")
    db.close()
    line = ["--db", str(tmp_path / "class.sqlite3"), "drill", "report"]
    assert main([*line, drill.code, "--format", "pdf"]) == 2
    assert capsys.readouterr().err == (
        "riichi-tutor: unknown report format 'pdf': choose table, csv, md, html\n"
    )
    (tmp_path / "taken.md").write_text("mine")
    assert main([*line, drill.code, "-o", str(tmp_path / "taken.md")]) == 2
    said = capsys.readouterr().err
    assert said.count("\n") == 1 and "already exists" in said and "Traceback" not in said
    assert (tmp_path / "taken.md").read_text() == "mine"
    assert main([*line, "NO-SUCH"]) == 2
    assert capsys.readouterr().err.startswith("riichi-tutor: ")
    # what click reads keeps click's usage line and its one error line
    assert main([*line, drill.code, "--bogus"]) == 2
    assert "Error: No such option '--bogus'" in capsys.readouterr().err


def test_help_is_click_s_built_from_the_same_options(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["drill", "report", "--help"]) == 0
    shown = capsys.readouterr().out
    assert REPORT.help in shown
    for option in REPORT.options:
        assert option.names[0] in shown and option.help.split()[0] in shown
    assert "[default: table]" in shown and "RIICHI_TUTOR_DB" in shown
