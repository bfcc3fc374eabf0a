"""The generated situation the README shows is what the generator writes today."""

from __future__ import annotations

import re

from tests.conftest import ROOT
from tutor import drills

COMMAND = re.compile(r"generate --skill (\w+) --seed (\d+) --count 1")


def test_the_readme_shows_a_situation_the_generator_writes() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme[readme.index("## Generating questions"):]
    skill, seed = COMMAND.search(section).groups()  # type: ignore[union-attr]
    shown = section[section.index("```toml\n") + len("```toml\n"):]
    shown = shown[: shown.index("```")]
    text = drills.question_at(skill, "tenhou", int(seed), 0).situation_text
    assert shown == text.split("\n", 1)[1]
