"""Build situation texts for tests: events and hands in, TOML out."""

from __future__ import annotations

from typing import Any

from tutor.engine.situation import Situation, parse_situation
from tutor.engine.table import Table
from tutor.judges import judge, replay, resolve_ruleset
from tutor.judges.base import Judgment, RefusedQuestion


def toml_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return '"' + value + '"'
    if isinstance(value, dict):
        return "{ " + ", ".join(f"{k} = {toml_value(v)}" for k, v in value.items()) + " }"
    if isinstance(value, list):
        return "[" + ", ".join(toml_value(v) for v in value) + "]"
    return str(value)


def situation_text(
    events: str,
    *,
    hands: dict[str, str] | None = None,
    ask: str | None = None,
    seat: str | None = None,
    tile: str | None = None,
    rules: dict[str, Any] | None = None,
    expect: dict[str, Any] | None = None,
    **top: Any,
) -> str:
    """A TOML situation: top-level keys, the events, then [hands], [rules], [question]."""
    lines = [f"{key} = {toml_value(value)}" for key, value in top.items()]
    lines.append('events = """')
    lines += [line.strip() for line in events.strip().splitlines()]
    lines.append('"""')
    if hands:
        lines.append("[hands]")
        lines += [f'{s} = "{h}"' for s, h in hands.items()]
    if rules:
        lines.append("[rules]")
        lines += [f"{k} = {toml_value(v)}" for k, v in rules.items()]
    if ask or seat or tile:
        lines.append("[question]")
        if ask:
            lines.append(f'ask = "{ask}"')
        if seat:
            lines.append(f'seat = "{seat}"')
        if tile:
            lines.append(f'tile = "{tile}"')
    if expect:
        lines.append("[expect]")
        lines += [f"{k} = {toml_value(v)}" for k, v in expect.items()]
    return "\n".join(lines) + "\n"


def make(events: str, **kwargs: Any) -> Situation:
    return parse_situation(situation_text(events, **kwargs), file="test.toml")


def table_of(events: str, **kwargs: Any) -> Table:
    situation = make(events, **kwargs)
    return replay(situation, resolve_ruleset(situation, None))


def judged(events: str, ask: str, seat: str, **kwargs: Any) -> Judgment:
    return judge(make(events, ask=ask, seat=seat, **kwargs))


def codes(judgment: Judgment) -> list[str]:
    return [reason.code for reason in judgment.reasons]


def refused(events: str, ask: str, seat: str, **kwargs: Any) -> str | None:
    """The reason code with which ``judge`` refuses the question (fails if it answers)."""
    try:
        judgment = judge(make(events, ask=ask, seat=seat, **kwargs))
    except RefusedQuestion as error:
        return error.reason.code
    raise AssertionError(f"expected {ask} to be refused, got {judgment.answer!r}")
