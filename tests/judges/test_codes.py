"""Reason codes are stable and discoverable: every code a judge emits is declared."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from tests.engine.random_play import random_situation
from tutor.engine.situation import load_situation, parse_situation
from tutor.errors import TutorError
from tutor.judges import all_codes, judge, rule_module
from tutor.rules.ruleset import load_ruleset

PART_ONE = ("play", "riichi", "double_riichi", "ankan", "furiten", "ron_tsumo")
ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("name", PART_ONE)
def test_each_rule_module_declares_its_codes(name: str) -> None:
    module = rule_module(name)
    assert module.CODES, name
    for code, description in module.CODES.items():
        assert re.fullmatch(rf"{name}\.[a-z_]+", code), code
        assert description and description[0].islower()
    source = Path(module.__file__ or "").read_text()
    used = set(re.findall(r'_r\(\s*"([a-z_]+)"', source)) | set(
        re.findall(r'reason\(\s*"([a-z_]+)"', source)
    )
    assert {f"{name}.{code}" for code in used} <= set(module.CODES), name


def test_codes_emitted_while_judging_are_declared() -> None:
    declared = all_codes()
    rng = random.Random(7)
    ruleset = load_ruleset("tenhou")
    seen: set[str] = set()
    for _ in range(60):
        judgment = judge(parse_situation(random_situation(rng, ruleset).text))
        seen |= {reason.code for reason in judgment.reasons}
    for path in sorted((ROOT / "content" / "situations").rglob("*.toml")):
        try:
            judgment = judge(load_situation(path))
        except TutorError as error:
            found = re.search(r"\[([a-z_]+\.[a-z_]+)\]$", str(error))
            if found:
                seen.add(found.group(1))
            continue
        seen |= {reason.code for reason in judgment.reasons}
    undeclared = sorted(code for code in seen if code not in declared)
    assert not undeclared
    assert any(code.startswith("ankan.") for code in seen)


def test_table_refusal_codes_are_declared() -> None:
    source = (ROOT / "tutor" / "engine").glob("*.py")
    used = set()
    for path in source:
        used |= set(re.findall(r'refuse_play\(\s*"([a-z_]+)"', path.read_text()))
    assert used and {f"play.{code}" for code in used} <= set(all_codes())
