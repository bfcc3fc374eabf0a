"""The ``[expect]`` table a generated situation carries: the engine's answer written so
that ``riichi-tutor judge --check`` can hold the file to it."""

from __future__ import annotations

from typing import Any

from tutor.api import Judgment

SITUATIONAL_EXPECT = ("riichi", "double_riichi", "ippatsu", "menzen_tsumo", "haitei",
                      "houtei", "rinshan", "chankan")


def expect_table(judgment: Judgment) -> str:
    """The ``[expect]`` table carrying the engine's answer, for ``judge --check``."""
    lines = ["[expect]"]
    answer = judgment.answer
    if isinstance(answer, dict):  # a win scored (the win, fu and payments asks)
        present = sorted(answer.get("yaku", {}))
        absent = [y for y in SITUATIONAL_EXPECT if y not in present]
        lines.append(f"yaku_include = {_toml(present)}")
        lines.append(f"yaku_exclude = {_toml(absent)}")
        lines.append(f"points = {int(answer.get('points', 0))}")
        payments = answer.get("payments") or {}
        inner = ", ".join(f"{seat} = {int(value)}" for seat, value in payments.items())
        lines.append(f"payments = {{ {inner} }}")
    elif answer is None:
        lines.append("answer_is_null = true")
    else:
        lines.append(f"answer = {_toml(answer)}")
    lines.append('source = "riichi-tutor generate"')
    return "\n".join(lines) + "\n"


def _toml(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, list | tuple):
        return "[" + ", ".join(_toml(v) for v in value) + "]"
    return '"' + str(value).replace("\\", "\\\\").replace('"', '\\"') + '"'
