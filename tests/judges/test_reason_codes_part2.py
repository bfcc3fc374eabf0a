"""Reason codes of the part-2 judges are stable, namespaced and declared."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

from tutor.engine.situation import load_situation
from tutor.errors import TutorError
from tutor.judges import all_codes, judge

MODULES = (
    "ippatsu",
    "menzen_tsumo",
    "haitei_houtei",
    "rinshan",
    "chankan",
    "tenhou_chiihou",
    "renhou",
    "nagashi_mangan",
    "dora",
    "abortive_draw",
    "win",
)
SITUATIONS = Path(__file__).resolve().parents[2] / "content" / "situations"


@pytest.mark.parametrize("name", MODULES)
def test_each_module_declares_codes_under_its_own_name(name: str) -> None:
    module = importlib.import_module(f"tutor.judges.{name}")
    assert name == module.RULE
    assert module.CODES and all(code.startswith(f"{name}.") for code in module.CODES)
    assert module.__doc__ and any("\u3000" <= ch <= "\u9fff" for ch in module.__doc__)


def test_every_reason_given_on_the_curated_situations_is_declared() -> None:
    codes = all_codes()
    seen = 0
    for ask in ("ippatsu", "win", "abortive_draw"):
        for path in sorted((SITUATIONS / ask).glob("*.toml")):
            try:
                judgment = judge(load_situation(path))
            except TutorError:
                continue
            for reason in judgment.reasons:
                assert reason.code in codes, f"{path.name}: undeclared {reason.code}"
                assert reason.rule == reason.code.split(".")[0]
                assert reason.text
                seen += 1
    assert seen > 50
