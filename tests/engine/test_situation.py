"""Loading situation files: validation, and every error names the file and line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.engine.helpers import situation_text
from tutor.engine.events import parse_event
from tutor.engine.situation import load_situation, parse_situation, read_expect
from tutor.errors import TutorError
from tutor.rules.tiles import parse_tile

SPEC_EXAMPLE = '''ruleset = "tenhou"                    # a preset name or a path to a ruleset file
round = "E1"                          # prevailing wind and hand number: E1..E4, S1..S4
honba = 0
riichi_sticks = 0                     # deposits already on the table
scores = { E = 25000, S = 25000, W = 25000, N = 25000 }
dora_indicators = ["3p"]
kan_dora_indicators = ["7s"]          # optional: turned in order as kans reveal them
ura_dora_indicators = ["1z"]          # optional
live_wall = 70                        # tiles left in the live wall before the first event

events = """
E draw ?           # '?' is a tile nobody needs to know (E's hand is not given)
E discard 3z
S draw 5z
S riichi 5z        # declares riichi, discarding 5z sideways
W pon 5z           # W calls the riichi tile before S draws again
W discard 9p
N draw ?
N discard 2p
E draw ?
E discard 8s
S draw 4m
S tsumo
"""

[hands]                               # 13-tile starting hands; omit seats nobody asks about
S = "23m456m678p66s789s"              # waits on 1m / 4m

[rules]                               # optional overrides of the preset's options
# ippatsu = false

[question]
ask = "ippatsu"
seat = "S"
# tile = "4m"                         # for asks that name a tile
'''


def error_of(text: str, fmt: str = "toml") -> TutorError:
    with pytest.raises(TutorError) as caught:
        parse_situation(text, file="case.toml", fmt=fmt)
    return caught.value


def test_the_spec_example_loads_with_event_lines_pointing_into_the_file() -> None:
    situation = parse_situation(SPEC_EXAMPLE, file="spec.toml")
    lines = SPEC_EXAMPLE.splitlines()
    assert len(situation.events) == 12
    for event in situation.events:
        assert lines[event.line - 1].split("#")[0].strip() == event.text
    assert situation.events[4].text == "W pon 5z"
    assert situation.hands["S"][0] == parse_tile("2m")
    assert situation.question.ask == "ippatsu" and situation.question.seat == "S"
    assert situation.fresh_deal and situation.ruleset == "tenhou"
    assert situation.kan_dora_indicators == (parse_tile("7s"),)


def test_events_starting_on_the_opening_line_keep_their_line_numbers() -> None:
    text = 'events = """E draw ?\nE discard 1z"""\n'
    situation = parse_situation(text, file="x.toml")
    assert [e.line for e in situation.events] == [1, 2]


@pytest.mark.parametrize(
    ("mutation", "line", "words"),
    [
        (('S = "23m456m678p66s789s"', 'S = "23m456m678p66s78s"'), 0, "12 tiles"),
        (('S = "23m456m678p66s789s"', 'S = "23m456m678p66s789x"'), 0, "not a digit"),
        (("W discard 9p", "W discards 9p"), 0, "not an action"),
        (("N draw ?", "X draw ?"), 0, "not a seat"),
        (("E discard 8s", "E discard 8"), 0, "suit letter"),
        (("live_wall = 70", "live_wall = 71"), 0, "out of range"),
        (("honba = 0", 'honba = "0"'), 0, "whole number"),
        (('round = "E1"', 'round = "E5"'), 0, "round"),
        (('seat = "S"', 'seat = "Q"'), 0, "not a seat"),
        (('ask = "ippatsu"', 'ask = "ippatsu"\nwho = "S"'), 1, "unknown key"),
        (("scores = { E", "scores = { X"), 0, "not a seat"),
        (('dora_indicators = ["3p"]', 'dora_indicators = ["3p", 4]'), 0, "must be a string"),
    ],
)
def test_each_kind_of_bad_value_is_reported_at_its_line(
    mutation: tuple[str, str], line: int, words: str
) -> None:
    old, new = mutation
    assert old in SPEC_EXAMPLE
    line += SPEC_EXAMPLE[: SPEC_EXAMPLE.index(old)].count("\n") + 1
    error = error_of(SPEC_EXAMPLE.replace(old, new, 1))
    assert error.file == "case.toml"
    assert error.line == line, str(error)
    assert words in str(error)
    assert str(error).startswith(f"case.toml:{line}: ")


def test_toml_syntax_errors_keep_tomllib_line() -> None:
    error = error_of('ruleset = "tenhou"\nhonba = = 1\n')
    assert error.line == 2 and "not valid TOML" in str(error)


def test_a_fifth_copy_in_the_hands_is_refused() -> None:
    text = situation_text("E draw ?", hands={"S": "1111m234p567s789s", "W": "1m23p456p789p1234s"})
    error = error_of(text)
    assert "fifth 1m" in str(error)
    assert error.line == text.splitlines().index('W = "1m23p456p789p1234s"') + 1


def test_missing_events_and_empty_events_are_refused() -> None:
    assert "no 'events'" in str(error_of('ruleset = "tenhou"\n'))
    assert "lists no event" in str(error_of('events = """\n# nothing\n"""\n'))


def test_json_situations_load_with_lines(tmp_path: Path) -> None:
    data = {
        "live_wall": 70,
        "events": ["E draw ?", "E discard 1z", "S draw 9s"],
        "hands": {"S": "23m456p789p123s55s"},
        "question": {"ask": "riichi_allowed", "seat": "S"},
    }
    path = tmp_path / "case.json"
    path.write_text(json.dumps(data, indent=1))
    situation = load_situation(path)
    assert [e.text for e in situation.events] == data["events"]
    assert situation.events[2].line == 6
    bad = dict(data, events=["E draw ?", "E discard 1q"])
    path.write_text(json.dumps(bad, indent=1))
    with pytest.raises(TutorError) as caught:
        load_situation(path)
    assert caught.value.line == 5
    path.write_text("[1, 2")
    with pytest.raises(TutorError) as caught:
        load_situation(path)
    assert "not valid JSON" in str(caught.value)


def test_unreadable_file_is_a_tutor_error(tmp_path: Path) -> None:
    with pytest.raises(TutorError) as caught:
        load_situation(tmp_path / "missing.toml")
    assert "cannot read" in str(caught.value)


def test_expect_can_be_read_from_a_file_whose_events_are_invalid() -> None:
    text = situation_text("E draw ?\nE fly 1z", expect={"invalid": True, "why": "no such action"})
    expect = read_expect(text, file="x.toml")
    assert expect is not None and expect.invalid and expect.why == "no such action"
    assert "not an action" in str(error_of(text))


@pytest.mark.parametrize(
    ("line", "problem"),
    [
        ("S", "expected 'SEAT ACTION"),
        ("S chi 4m", "chi names the called tile"),
        ("S chi 4m 3m", "takes 2 tiles"),
        ("S pon 4m 444m", "takes 2 tiles"),
        ("S discard ?", "only a draw may be '?'"),
        ("S ron 4m", "takes no tile"),
        ("S discard 4m5m", "is 2 tiles"),
        ("S draw", "needs a tile"),
        ("S ankan 4m 4m", "takes one tile"),
    ],
)
def test_malformed_event_lines(line: str, problem: str) -> None:
    with pytest.raises(TutorError) as caught:
        parse_event(line, number=1, line=7, file="f.toml")
    assert problem in str(caught.value) and caught.value.line == 7


def test_event_lines_parse_seats_actions_and_tiles() -> None:
    event = parse_event("w CHI 4m 35m   # comment", number=3, line=9)
    assert event is not None
    assert (event.seat, event.action, event.number, event.line) == ("W", "chi", 3, 9)
    assert event.tile == parse_tile("4m") and len(event.hand_tiles) == 2
    assert parse_event("   # only a comment", number=1, line=1) is None
    draw = parse_event("E draw ?", number=1, line=1)
    assert draw is not None and draw.tile is None
