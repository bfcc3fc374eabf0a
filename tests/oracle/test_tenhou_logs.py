"""Eleven real Tenhou hands, judged by our engine the way Tenhou settled them.

Each log of ``shared/data/tenhou`` (four kans, rinshan, chankan, double ron, ippatsu,
an exhaustive draw, nine terminals, triple ron, four winds, four riichi, nagashi
mangan) is converted by :mod:`tests.oracle.tenhou_log` into situations that carry
Tenhou's own answer; the engine must give the same one — yaku, han, fu, points and
payments for a win, the kind of abortive draw, or nothing — and must accept every
event of the real game on the way (a refused event is a converter or engine bug).
"""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import DATA
from tests.oracle.tenhou_log import Situation, convert_path
from tutor.games.tenhou_result import ExpectedWin

LOGS = sorted((DATA / "tenhou").glob("*.json"))
SITUATIONS = [s for path in LOGS for s in convert_path(path)]


def _registered_asks() -> frozenset[str]:
    """The asks the engine's judge registry knows (empty until the engine has one)."""
    try:
        judges = importlib.import_module("tutor.judges")
    except ImportError:
        return frozenset()
    if not callable(getattr(judges, "judge", None)):
        return frozenset()
    registry = getattr(judges, "ASKS", None)
    assert registry is not None, "tutor.judges has judge() but no ASKS registry to read"
    return frozenset(registry)


def _judge(situation: Situation) -> Any:
    if situation.ask not in _registered_asks():
        pytest.fail(f"the engine has no `{situation.ask}` ask")
    from tutor.engine.situation import parse_situation
    from tutor.judges import judge

    parsed = parse_situation(situation.toml, file=f"{situation.name}.toml")
    return judge(parsed, ask=situation.ask, seat=situation.seat).answer


def _check_win(name: str, answer: Any, expected: ExpectedWin) -> None:
    assert answer is not None, f"{name}: Tenhou paid {expected.text}, the engine scores nothing"
    yaku = {k: v for k, v in answer["yaku"].items() if v}
    got = {
        "yaku ids": sorted(yaku),
        "han of counted yaku": {k: yaku.get(k) for k in expected.yaku},
        "yakuman": answer["yakuman"],
        "points": answer["points"],
        "payments": {seat: answer["payments"].get(seat, 0) for seat in "ESWN"},
    }
    want: dict[str, Any] = {
        "yaku ids": expected.yaku_ids,
        "han of counted yaku": expected.yaku,
        "yakuman": expected.yakuman,
        "points": expected.points,
        "payments": {seat: expected.payments.get(seat, 0) for seat in "ESWN"},
    }
    if expected.han is not None:
        got["han"], want["han"] = answer["han"], expected.han
    if expected.fu is not None:
        got["fu"], want["fu"] = answer["fu"], expected.fu
    assert got == want, f"{name}: Tenhou settled {expected.text}"


@pytest.mark.parametrize(
    "situation", [s for s in SITUATIONS if not s.derived], ids=lambda s: s.name
)
def test_hand_ends_as_tenhou_settled_it(situation: Situation) -> None:
    answer = _judge(situation)
    if isinstance(situation.expected, ExpectedWin):
        _check_win(situation.name, answer, situation.expected)
    else:
        assert answer == situation.expected, situation.name


@pytest.mark.parametrize("situation", [s for s in SITUATIONS if s.derived], ids=lambda s: s.name)
def test_what_tenhou_allowed_on_the_way_is_allowed(situation: Situation) -> None:
    assert _judge(situation) == situation.expected, situation.name


@pytest.mark.parametrize(
    "situation", [s for s in SITUATIONS if not s.derived], ids=lambda s: s.name
)
def test_judge_check_accepts_the_files_expect_table(situation: Situation, tmp_path: Path) -> None:
    """The converted file's own ``[expect]`` table passes ``riichi-tutor judge --check``."""
    if situation.ask not in _registered_asks():
        pytest.fail(f"the engine has no `{situation.ask}` ask")
    from tutor.__main__ import main

    path = tmp_path / f"{situation.log}.toml"
    path.write_text(situation.toml, encoding="utf-8")
    assert main(["judge", str(path), "--check"]) == 0, situation.name


def test_judge_check_fails_when_the_expect_table_disagrees(tmp_path: Path) -> None:
    """A Tenhou win whose file claims the wrong points makes ``--check`` exit 1."""
    win = next(s for s in SITUATIONS if isinstance(s.expected, ExpectedWin) and not s.derived)
    if win.ask not in _registered_asks():
        pytest.fail(f"the engine has no `{win.ask}` ask")
    from tutor.__main__ import main

    assert isinstance(win.expected, ExpectedWin)
    wrong = win.expected.points // 2
    path = tmp_path / "wrong.toml"
    path.write_text(win.toml.replace(f"points = {win.expected.points}", f"points = {wrong}"))
    assert main(["judge", str(path), "--check"]) == 1
