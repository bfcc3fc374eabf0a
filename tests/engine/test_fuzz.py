"""Fuzzing: no input reaches the user as a traceback, only as a TutorError.

Seeded and derandomised: event lines built from the grammar's own tokens and junk,
whole situation files (junk text, wrong types, and legal random games with one event
line mutated), all judged with every registered ask.
"""

from __future__ import annotations

import random
from functools import cache

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.engine.random_play import random_situation
from tutor.engine.events import ACTIONS, SEATS, parse_event
from tutor.engine.situation import parse_situation
from tutor.errors import TutorError
from tutor.judges import ASKS as ASK_REGISTRY
from tutor.judges import judge
from tutor.judges.base import RefusedQuestion
from tutor.rules.ruleset import load_ruleset

SETTINGS = settings(
    max_examples=300, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow]
)
ASKS = sorted(ASK_REGISTRY)
TOKENS = st.sampled_from(
    [
        *SEATS,
        "X",
        *ACTIONS,
        "?",
        "5m",
        "0p",
        "7z",
        "8z",
        "10m",
        "35m",
        "123s",
        "4m4m",
        "#",
        "",
        "0z",
        "99p",
        "m",
        "44444m",
    ]
)


@cache
def base_games() -> list[str]:
    rng = random.Random(20261121)
    ruleset = load_ruleset("tenhou")
    return [random_situation(rng, ruleset).text for _ in range(12)]


def judged_or_refused(text: str, ask: str | None = None, seat: str | None = None) -> None:
    try:
        situation = parse_situation(text, file="fuzz.toml")
        judge(situation, ask=ask, seat=seat, tile=None if ask != "ankan_allowed" else 4)
    except TutorError as error:
        assert error.file == "fuzz.toml"
        assert str(error).startswith("fuzz.toml")


@SETTINGS
@given(st.lists(TOKENS, max_size=6).map(" ".join) | st.text(max_size=40))
def test_event_lines_never_raise_anything_but_tutor_errors(line: str) -> None:
    try:
        parse_event(line, number=1, line=3, file="fuzz.toml")
    except TutorError as error:
        assert error.line == 3


@SETTINGS
@given(st.text(max_size=300))
def test_junk_files_are_refused_cleanly(text: str) -> None:
    judged_or_refused(text)


VALUES = st.one_of(
    st.integers(-(10**6), 10**6),
    st.booleans(),
    st.text(max_size=20),
    st.sampled_from(['"E1"', '"tenhou"', '["3p"]', "{ E = 1 }", '"23m456p789p123s55s"', "[1, 2]"]),
)
KEYS = st.sampled_from(
    [
        "ruleset",
        "round",
        "honba",
        "riichi_sticks",
        "scores",
        "dora_indicators",
        "live_wall",
        "kan_dora_indicators",
        "ura_dora_indicators",
        "hands",
        "rules",
        "question",
        "expect",
        "zzz",
    ]
)


@SETTINGS
@given(st.lists(st.tuples(KEYS, VALUES), max_size=6), st.sampled_from(ASKS))
def test_wrong_types_and_keys_are_refused_cleanly(
    pairs: list[tuple[str, object]], ask: str
) -> None:
    lines = []
    for key, value in pairs:
        shown = value if isinstance(value, str) and value[:1] in '"[{' else repr(value).lower()
        lines.append(f"{key} = {shown}")
    lines += [
        'events = """',
        "E draw ?",
        "E discard 1z",
        '"""',
        "[question]",
        f'ask = "{ask}"',
        'seat = "E"',
    ]
    judged_or_refused("\n".join(lines))


@SETTINGS
@given(
    st.integers(0, 11),
    st.integers(0, 200),
    st.sampled_from(["replace", "delete", "swap", "duplicate"]),
    st.lists(TOKENS, min_size=1, max_size=4).map(" ".join),
    st.sampled_from(ASKS),
    st.sampled_from(["E", "S", "W", "N"]),
)
def test_mutated_legal_games_are_judged_or_refused_cleanly(
    game: int, where: int, how: str, junk: str, ask: str, seat: str
) -> None:
    lines = base_games()[game].split("\n")
    start = lines.index('events = """') + 1
    end = lines.index('"""', start)
    index = start + where % max(1, end - start)
    if how == "replace":
        lines[index] = junk
    elif how == "delete":
        del lines[index]
    elif how == "swap" and index + 1 < end:
        lines[index], lines[index + 1] = lines[index + 1], lines[index]
    else:
        lines.insert(index, lines[index])
    judged_or_refused("\n".join(lines), ask, seat)


def test_unmutated_random_games_are_all_legal() -> None:
    for text in base_games():
        for ask in ASKS:
            try:
                judge(parse_situation(text), ask=ask, tile=4 if ask == "ankan_allowed" else None)
            except RefusedQuestion:
                pass  # an ask whose precondition (a win, a draw, a riichi) does not hold
            except TutorError as error:
                assert "needs" in str(error) or "not a seat" in str(error), str(error)


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-(10**6), 10**6) | st.text(max_size=12),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)


@SETTINGS
@given(st.dictionaries(KEYS, JSON_VALUES, max_size=6), st.sampled_from(ASKS))
def test_json_situations_of_any_shape_are_refused_cleanly(
    data: dict[str, object], ask: str
) -> None:
    import json

    data.setdefault("events", "E draw ?\nE discard 1z")
    data.setdefault("question", {"ask": ask, "seat": "E"})
    try:
        judge(parse_situation(json.dumps(data), file="fuzz.json", fmt="json"))
    except TutorError as error:
        assert str(error).startswith("fuzz.json")
