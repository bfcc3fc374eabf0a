"""Turn a recorded oracle hand and one of its facts into situation-file TOML text.

The text follows ``/work/shared/specs/situation-files.md``: the opening state of the
hand (``live_wall = 70``: just dealt), all four starting hands, the event lines up to
the moment of the fact, a ``[question]`` and an ``[expect]`` table carrying the
oracle's answer (so ``riichi-tutor judge FILE --check`` can replay a disagreement).
"""

from __future__ import annotations

from tests.oracle.record import PLAYED_SITUATIONAL_YAKU, SEATS, Fact, HandRecord, WinAnswer

RULESET = "tenhou"
"""riichienv always plays with red fives and Tenhou's options: our ``tenhou`` preset."""

CHECKED_SITUATIONAL = PLAYED_SITUATIONAL_YAKU
"""Situational yaku whose presence or absence the ``[expect]`` table states."""


def _quote(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _tile_list(tiles: list[str]) -> str:
    return "[" + ", ".join(_quote(t) for t in tiles) + "]"


def _seat_table(values: dict[str, int]) -> str:
    return "{ " + ", ".join(f"{seat} = {values[seat]}" for seat in SEATS if seat in values) + " }"


def _expect_lines(fact: Fact) -> list[str]:
    """The ``[expect]`` table for the oracle's answer to the fact."""
    lines = ["[expect]"]
    answer = fact.answer
    if fact.ask == "win":
        assert isinstance(answer, WinAnswer)
        if not answer.yakuman:
            present = [y for y in CHECKED_SITUATIONAL if y in answer.yaku]
            absent = [y for y in CHECKED_SITUATIONAL if y not in answer.yaku]
            lines.append(f"yaku_include = {_tile_list(present)}")
            lines.append(f"yaku_exclude = {_tile_list(absent)}")
        lines.append(f"points = {answer.points}")
        if answer.payments is not None:
            lines.append(f"payments = {_seat_table(answer.payments)}")
        lines.append(f"why = {_quote(_win_summary(answer))}")
    elif answer is None:
        lines.append("answer_is_null = true")
    elif isinstance(answer, bool):
        lines.append(f"answer = {'true' if answer else 'false'}")
    else:
        lines.append(f"answer = {_quote(str(answer))}")
    return lines


def _win_summary(answer: WinAnswer) -> str:
    """One line for the ``why`` key: the oracle's yaku, han and fu."""
    return f"oracle: {' '.join(answer.yaku)}; {answer.han} han {answer.fu} fu"


def situation_text(
    record: HandRecord,
    fact: Fact,
    *,
    with_expect: bool = True,
    rules: dict[str, str | bool | int] | None = None,
) -> str:
    """The situation file (TOML text) that asks ``fact`` about ``record``.

    The events are the first ``fact.n_events`` lines of the hand; every seat's hand is
    given, so the engine checks every tile. ``rules`` become a ``[rules]`` table of
    overrides (the expectation is the oracle's, which may then not apply).
    """
    lines = [
        f"# {record.label()} ({fact.note or fact.ask})",
        f"ruleset = {_quote(RULESET)}",
        f"round = {_quote(record.round)}",
        f"honba = {record.honba}",
        f"riichi_sticks = {record.riichi_sticks}",
        f"scores = {_seat_table(record.scores)}",
        f"dora_indicators = {_tile_list(record.dora_indicators)}",
    ]
    if record.kan_dora_indicators:
        lines.append(f"kan_dora_indicators = {_tile_list(record.kan_dora_indicators)}")
    if record.ura_dora_indicators:
        lines.append(f"ura_dora_indicators = {_tile_list(record.ura_dora_indicators)}")
    lines.append("live_wall = 70")
    lines.append("")
    lines.append('events = """')
    lines.extend(record.events[: fact.n_events])
    lines.append('"""')
    lines.append("")
    lines.append("[hands]")
    for seat in SEATS:
        lines.append(f"{seat} = {_quote(record.hands[seat])}")
    if rules:
        lines.append("")
        lines.append("[rules]")
        for key, value in rules.items():
            shown = _quote(value) if isinstance(value, str) else str(value).lower()
            lines.append(f"{key} = {shown}")
    lines.append("")
    lines.append("[question]")
    lines.append(f"ask = {_quote(fact.ask)}")
    lines.append(f"seat = {_quote(fact.seat)}")
    if fact.tile is not None:
        lines.append(f"tile = {_quote(fact.tile)}")
    if with_expect:
        lines.append("")
        lines.extend(_expect_lines(fact))
        lines.append(f"source = {_quote(record.label())}")
    return "\n".join(lines) + "\n"
