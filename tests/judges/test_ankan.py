"""ankan_allowed: the fact sheet's worked examples (§4) under the three standards."""

from __future__ import annotations

import pytest

from tests.engine.helpers import codes, judged, refused
from tests.judges.riichi_builder import riichi_then_draw

# riichi hand, drawn tile, kan tile, allowed under "waits" (tenhou), under "strict" (wrc)
EXAMPLES = [
    ("3444m778899s333z", "4m", "4m", False, False),
    ("345m66677788p44z", "6p", "6p", False, False),
    ("123456m4445s111z", "4s", "4s", False, False),
    ("1113445678999m", "9m", "9m", False, False),
    ("1113444p222z789s", "1p", "1p", True, False),
    ("111222333m456p7z", "1m", "1m", True, False),
    ("23m999p33345666s", "6s", "6s", True, False),
    ("23m999p33345666s", "3s", "3s", True, False),
    ("23m999p33345666s", "9p", "9p", True, True),
    ("1113444p222z789s", "2z", "2z", True, True),
    ("111m222333p5678s", "1m", "1m", True, True),
    ("111m222333p5678s", "2p", "2p", True, True),
    ("111m222333p5678s", "3p", "3p", True, True),
    ("22m999p111s555s77s", "9p", "9p", True, True),
    ("1113445678999m", "1m", "1m", True, True),
    ("677778m123p789s1z", "9m", "7m", False, False),
    ("3444m778899s333z", "3z", "3z", True, True),
]


@pytest.mark.parametrize(("hand", "draw", "kan", "waits_ok", "strict_ok"), EXAMPLES)
def test_fact_sheet_examples(
    hand: str, draw: str, kan: str, waits_ok: bool, strict_ok: bool
) -> None:
    events = riichi_then_draw(hand, draw)
    for ruleset, expected in (("tenhou", waits_ok), ("wrc", strict_ok)):
        judgment = judged(
            events, "ankan_allowed", "S", tile=kan, hands={"S": hand}, ruleset=ruleset
        )
        assert judgment.answer is expected, (ruleset, judgment.reasons)
        assert judgment.reasons and judgment.reasons[0].rule == "ankan"
    never = judged(
        events,
        "ankan_allowed",
        "S",
        tile=kan,
        hands={"S": hand},
        rules={"kan_after_riichi": "never"},
    )
    assert never.answer is False and codes(never) == ["ankan.never_after_riichi"]


def test_the_reason_names_the_reading_that_breaks_the_kan() -> None:
    judgment = judged(
        riichi_then_draw("3444m778899s333z", "4m"),
        "ankan_allowed",
        "S",
        tile="4m",
        hands={"S": "3444m778899s333z"},
    )
    reason = judgment.reasons[0]
    assert reason.code == "ankan.waits_change"
    assert "234m + 44m (pair)" in reason.text and "2m and 5m" in reason.text
    assert reason.event == 11  # S's draw of the fourth 4m


def test_strict_reason_shows_the_three_runs() -> None:
    judgment = judged(
        riichi_then_draw("111222333m456p7z", "1m"),
        "ankan_allowed",
        "S",
        tile="1m",
        hands={"S": "111222333m456p7z"},
        ruleset="wrc",
    )
    assert codes(judgment) == ["ankan.not_triplet_everywhere"]
    assert "123m 123m 123m" in judgment.reasons[0].text


def test_okurikan_is_named() -> None:
    judgment = judged(
        riichi_then_draw("677778m123p789s1z", "9m"),
        "ankan_allowed",
        "S",
        tile="7m",
        hands={"S": "677778m123p789s1z"},
    )
    assert codes(judgment) == ["ankan.not_drawn_tile"]


def test_without_riichi_any_four_held_may_be_kanned() -> None:
    hand = "677778m123p789s1z"
    events = "E draw ?\nE discard 2z\nS draw 9m"
    judgment = judged(events, "ankan_allowed", "S", tile="7m", hands={"S": hand})
    assert judgment.answer is True and codes(judgment) == ["ankan.not_in_riichi"]
    three = judged(events, "ankan_allowed", "S", tile="8m", hands={"S": hand})
    assert three.answer is False and codes(three) == ["ankan.not_four"]


def test_never_on_the_last_live_tile() -> None:
    hand = "677778m123p789s1z"
    judgment = judged("S draw 9m", "ankan_allowed", "S", tile="7m", hands={"S": hand}, live_wall=1)
    assert judgment.answer is False and codes(judgment) == ["ankan.last_tile"]


def test_not_on_another_seats_turn() -> None:
    code = refused(
        "E draw ?\nE discard 2z", "ankan_allowed", "S", tile="7m", hands={"S": "677778m123p789s1z"}
    )
    assert code == "ankan.not_after_draw"


def test_an_illegal_kan_in_the_events_is_refused() -> None:
    from tutor.errors import TutorError

    events = riichi_then_draw("3444m778899s333z", "4m") + "\nS ankan 4m"
    with pytest.raises(TutorError) as caught:
        judged(events, "furiten", "S", hands={"S": "3444m778899s333z"})
    assert "[ankan.waits_change]" in str(caught.value)
    legal = riichi_then_draw("3444m778899s333z", "3z") + "\nS ankan 3z\nS draw 9p"
    assert judged(legal, "furiten", "S", hands={"S": "3444m778899s333z"}).answer == []


# strict kans where a wait other than the first breaks the triplet: a check of the
# first wait alone would allow them (hand, drawn tile, the wait that breaks it)
LATER_WAIT_BREAKS = [
    ("9997666p222z789s", "9p", "8p"),  # waits 5p 7p 8p; on 8p: 789p + 99p
    ("5556888999p111s", "8p", "7p"),  # waits 4p 6p 7p; on 7p: 678p + 88p
]


@pytest.mark.parametrize(("hand", "draw", "breaking"), LATER_WAIT_BREAKS)
def test_strict_checks_every_wait_not_only_the_first(hand: str, draw: str, breaking: str) -> None:
    from tutor.engine.table import RefusedEvent

    events = riichi_then_draw(hand, draw)
    strict = judged(events, "ankan_allowed", "S", tile=draw, hands={"S": hand}, ruleset="wrc")
    assert strict.answer is False and codes(strict) == ["ankan.not_triplet_everywhere"]
    assert f"winning on {breaking}" in strict.reasons[0].text
    waits = judged(events, "ankan_allowed", "S", tile=draw, hands={"S": hand})
    assert waits.answer is True and codes(waits) == ["ankan.allowed_in_riichi"]
    with pytest.raises(RefusedEvent) as caught:  # the same rule refuses the event
        judged(events + f"\nS ankan {draw}", "furiten", "S", hands={"S": hand}, ruleset="wrc")
    assert caught.value.reason.code == "ankan.not_triplet_everywhere"


def test_the_ruleset_named_in_judgment_and_reasons_shows_the_overrides() -> None:
    hand, draw = LATER_WAIT_BREAKS[0][:2]
    judgment = judged(
        riichi_then_draw(hand, draw), "ankan_allowed", "S", tile=draw, hands={"S": hand},
        rules={"kan_after_riichi": "strict"},
    )
    assert judgment.answer is False
    assert judgment.ruleset == "tenhou (kan after riichi: strict)"
    wanted = "the Tenhou rules (with kan after riichi set to strict) forbid"
    assert wanted in judgment.reasons[0].text


def test_a_kan_that_drops_a_later_wait_changes_the_waits() -> None:
    # waits 1s 2s before; after a kan of 3s only 1s: the first wait stays, a later goes
    hand, draw = "888p1333456666s", "3s"
    judgment = judged(riichi_then_draw(hand, draw), "ankan_allowed", "S", tile=draw,
                      hands={"S": hand})
    assert judgment.answer is False and codes(judgment) == ["ankan.waits_change"]
    assert "from 1s and 2s to 1s" in judgment.reasons[0].text
