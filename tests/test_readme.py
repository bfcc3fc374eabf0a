"""The README's commands work as written on a fresh machine.

Every command it shows runs from the project folder through ``.venv`` (nothing is
assumed on the ``PATH``), uses only tools the two commands at the top install, and
names only subcommands, options and benchmarks that exist (checked against ``--help``).
"""

from __future__ import annotations

import contextlib
import io
import re
import tomllib

import pytest

from tests.bench.__main__ import available
from tests.conftest import ROOT
from tutor.__main__ import SUBCOMMANDS, main

README = (ROOT / "README.md").read_text(encoding="utf-8")
BLOCK = re.compile(r"^```(sh|console)\n(.*?)^```", re.MULTILINE | re.DOTALL)
FLAG = re.compile(r"(?<![\w-])(--[a-z][a-z-]*|-[a-z])\b")


def shell_lines() -> list[str]:
    """The command lines of the README's ``sh`` and ``console`` blocks (output dropped)."""
    lines = []
    for kind, body in BLOCK.findall(README):
        for line in body.splitlines():
            if kind == "console":
                if not line.startswith("$ "):
                    continue
                line = line[2:]
            if line.strip():
                lines.append(line)
    return lines


def commands() -> list[str]:
    """Every command of those lines (``a && b`` is two)."""
    return [part.strip() for line in shell_lines() for part in line.split("&&")]


def tutor_commands() -> list[tuple[str | None, list[str]]]:
    """(subcommand or None, flags) of every ``.venv/bin/riichi-tutor`` the README shows,
    in its blocks and in its text; a flag in a trailing comment counts too."""
    found = []
    for match in re.finditer(r"\.venv/bin/riichi-tutor([^\n`]*)", README):
        words = match.group(1).split()
        sub = words[0] if words and words[0] in SUBCOMMANDS else None
        found.append((sub, FLAG.findall(match.group(1))))
    return found


def help_text(*argv: str) -> str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main([*argv, "--help"]) == 0
    return out.getvalue()


def test_every_command_runs_through_the_virtual_environment() -> None:
    allowed = ("python3 -m venv .venv", ".venv/bin/")
    strays = [c for c in commands() if not c.startswith(allowed)]
    assert strays == [], "a command that is not on a fresh machine (or not on the PATH)"


def test_every_tool_is_installed_by_the_commands_at_the_top() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    extras = project["project"]["optional-dependencies"]["test"]
    installed = {"python", "pip", *project["project"]["scripts"]}
    installed |= {re.split(r"[<>=\[ ]", spec)[0] for spec in extras}
    tools = set(re.findall(r"\.venv/bin/([\w-]+)", README))
    assert tools and tools <= installed, tools - installed
    assert "datasette" not in README.lower()


def test_the_test_command_is_the_one_ci_runs() -> None:
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8").strip().splitlines()[-1]
    assert ci in shell_lines()


def test_the_commands_options_exist() -> None:
    shown = tutor_commands()
    assert {sub for sub, _ in shown} >= set(SUBCOMMANDS)
    for sub, flags in shown:
        text = help_text(sub) if sub else help_text()
        missing = [flag for flag in flags if flag not in text]
        assert missing == [], f"{sub or 'riichi-tutor'}: {missing} not in --help"


def test_the_command_list_names_every_subcommand() -> None:
    listed = set(re.findall(r"\.venv/bin/riichi-tutor ([a-z]+)", README))
    assert listed >= set(SUBCOMMANDS)


@pytest.mark.parametrize(
    "line", [c for c in commands() if c.startswith(".venv/bin/python -m tests.bench")]
)
def test_every_benchmark_and_its_options_exist(line: str) -> None:
    words = line.split("#")[0].split()[3:]
    if not words:
        return
    assert words[0] in available()
    module = __import__(f"tests.bench.bench_{words[0]}", fromlist=["main"])
    out = io.StringIO()
    with contextlib.redirect_stdout(out), pytest.raises(SystemExit):
        module.main(["--help"])
    missing = [flag for flag in FLAG.findall(" ".join(words[1:])) if flag not in out.getvalue()]
    assert missing == []


SPEC_ASKS = {"riichi_allowed", "double_riichi", "ankan_allowed", "furiten", "ron_allowed",
             "tsumo_allowed", "ippatsu", "abortive_draw", "win"}
"""The nine asks the situation-file spec fixes (the README documents any beyond them)."""


def test_the_readme_names_every_ask() -> None:
    from tutor.api import asks

    assert set(asks()) >= SPEC_ASKS
    missing = [ask for ask in asks() if f"`{ask}`" not in README]
    assert missing == []


def test_the_quoted_test_duration_is_a_measured_one() -> None:
    assert "about a minute" not in README
    section = README.split("## Tests, oracles and benchmarks")[1]
    assert re.search(r"\d+ s of tests", section) and re.search(r"\d+ min \d+ s in all", section)
