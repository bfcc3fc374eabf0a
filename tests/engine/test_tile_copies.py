"""Copies of a tile: four of each kind, and where red fives are played one five of the
four is red, so a fourth plain five is as impossible as a fifth tile."""

from __future__ import annotations

import pytest

from tests.engine.helpers import make, table_of
from tutor.engine.table import RefusedEvent
from tutor.errors import TutorError
from tutor.judges import judge

HAND = "23m456p789p123s55s"  # two plain 5s


def test_a_fourth_plain_five_drawn_is_refused_where_red_fives_are_played() -> None:
    events = "E draw ?\nE discard 1z\nS draw 5s\nS discard 5s\nW draw 5s"
    with pytest.raises(RefusedEvent) as caught:
        table_of(events, hands={"S": HAND})  # tenhou: 0s is one of the four
    assert caught.value.reason.code == "play.fifth_copy"
    assert "fourth plain 5s" in str(caught.value) and "0s" in str(caught.value)
    assert table_of(events, hands={"S": HAND}, ruleset="wrc").seen[22] == 4  # no red fives


def test_a_fourth_plain_five_dealt_is_refused_at_the_hands_line() -> None:
    with pytest.raises(TutorError, match="fourth plain 5s") as caught:
        table_of("E draw ?", hands={"S": HAND, "N": "23m456p789p123s55s"})
    assert caught.value.line is not None
    table_of("E draw ?", hands={"S": HAND, "N": "23m456p789p123s05s"})  # with the red one


def test_the_red_five_still_counts_among_the_four() -> None:
    events = "E draw ?\nE discard 1z\nS draw 0s\nS discard 0s\nW draw 5s"
    with pytest.raises(RefusedEvent, match="fifth 5s"):
        table_of(events, hands={"S": "23m456p789p123s55s"}, dora_indicators=["5s"])


def test_only_the_red_fives_the_ruleset_plays_exist() -> None:
    # aka_dora = 1 plays the red 5p alone: a red 5m does not exist there
    events = "E draw ?\nE discard 1z\nS draw 0m"
    with pytest.raises(RefusedEvent, match="not one of them"):
        table_of(events, hands={"S": HAND}, rules={"aka_dora": 1})
    table_of("E draw ?\nE discard 1z\nS draw 0p", hands={"S": HAND}, rules={"aka_dora": 1})
    with pytest.raises(RefusedEvent, match="without red fives"):
        table_of(events, hands={"S": HAND}, ruleset="ema")


def test_a_refused_copy_is_refused_through_judge_too() -> None:
    situation = make(
        "E draw ?\nE discard 1z\nS draw 5s\nS discard 5s\nW draw 5s",
        hands={"S": HAND},
        ask="furiten",
        seat="S",
    )
    with pytest.raises(RefusedEvent):
        judge(situation)
