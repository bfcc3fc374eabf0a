"""The whole-line lookup of plain event lines gives what the word-by-word parser gives."""

from __future__ import annotations

import pytest

from tutor.engine.events import SEATS, parse_event, parse_events
from tutor.engine.situation import parse_situation
from tutor.errors import TutorError
from tutor.rules.tiles import parse_tiles, tile_name


def test_every_plain_line_parses_as_parse_event_parses_it() -> None:
    lines = [f"{seat} {action}" for seat in SEATS for action in ("ron", "tsumo", "kyuushu")]
    lines += [f"{seat} draw ?" for seat in SEATS]
    lines += [
        f"{seat} {action} {tile_name(tile)}"
        for seat in SEATS
        for action in ("draw", "discard", "riichi", "pon", "daiminkan", "ankan", "kakan")
        for tile in range(37)
    ]
    text = "\n".join(lines)
    events = parse_events(text, first_line=4)
    expected = [parse_event(line, number=i + 1, line=i + 4) for i, line in enumerate(lines)]
    assert events == expected
    assert all(type(event) is type(parse_event("E ron", number=1, line=1)) for event in events)


def test_lines_off_the_plain_form_keep_their_numbers_and_meaning() -> None:
    text = "E draw 1m\n\n  e draw 2m  # lower-case seat\nW chi 4m 35m\nE discard 1m\r"
    events = parse_events(text, first_line=10)
    assert [(e.number, e.line, e.seat, e.action) for e in events] == [
        (1, 10, "E", "draw"),
        (2, 12, "E", "draw"),
        (3, 13, "W", "chi"),
        (4, 14, "E", "discard"),
    ]
    assert events[2].hand_tiles == tuple(parse_tiles("35m"))


@pytest.mark.parametrize(("text", "fmt"), [("events = []\n", "toml"), ('{"events": []}', "json")])
def test_an_empty_list_of_events_is_refused_with_a_message(text: str, fmt: str) -> None:
    with pytest.raises(TutorError, match="'events' lists no event"):
        parse_situation(text, fmt=fmt)


def test_every_line_parse_events_looks_up_parses_the_same() -> None:
    from tutor.engine.events import canonical_lines, parse_event

    for text, known in canonical_lines().items():
        assert parse_event(text, number=0, line=0, file="x") == known, text
