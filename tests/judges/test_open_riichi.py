"""Open riichi (オープン立直, fact sheet §14, seed 001): the event, its refusals, its yaku."""

from __future__ import annotations

from typing import Any

import pytest

from tests.engine.helpers import codes, judged, table_of
from tutor.engine.events import parse_event, parse_events
from tutor.errors import TutorError
from tutor.judges.base import Judgment
from tutor.rules.tiles import parse_tile

HAND = "23m456p789p123s55s"  # tenpai after discarding 7z: waits 1m / 4m, pinfu
HOUSE = {"open_riichi": True, "open_riichi_deal_in_yakuman": True}
NO_YAKUMAN = {"open_riichi": True, "open_riichi_deal_in_yakuman": False}


def declare(how: str = "open_riichi", w_riichi: bool = False) -> list[str]:
    """S declares (``how``) on 7z, one go-around passes, S discards once more."""
    return [
        "E draw ?",
        "E discard 1z",
        "S draw 7z",
        f"S {how} 7z",
        "W draw ?",
        "W riichi 2z" if w_riichi else "W discard 2z",
        "N draw ?",
        "N discard 3z",
        "E draw ?",
        "E discard 6z",
        "S draw 9s",
        "S discard 9s",
    ]


def tsumo_events(how: str = "open_riichi") -> str:
    return "\n".join(
        [
            *declare(how),
            "W draw ?",
            "W discard 7s",
            "N draw ?",
            "N discard 8s",
            "E draw ?",
            "E discard 9p",
            "S draw 4m",
            "S tsumo",
        ]
    )


def ron_events(how: str = "open_riichi", w_riichi: bool = False) -> str:
    return "\n".join([*declare(how, w_riichi), "W draw 4m", "W discard 4m", "S ron"])


def win(events: str, rules: dict[str, Any] | None = None, live_wall: int = 40) -> Judgment:
    return judged(events, "win", "S", hands={"S": HAND}, rules=rules, live_wall=live_wall)


def refusal(events: str, rules: dict[str, Any] | None = None, **kwargs: Any) -> str:
    with pytest.raises(TutorError) as caught:
        table_of(events, hands={"S": HAND}, rules=rules, live_wall=40, **kwargs)
    return str(caught.value)


# ------------------------------------------------------------------ the event line


def test_the_fast_and_the_general_parser_read_an_open_riichi_alike() -> None:
    fast = parse_events("S open_riichi 5m")[0]
    slow = parse_event("  s   open_riichi 5m   # shows the hand", number=1, line=1)
    assert slow is not None
    assert (fast.seat, fast.action, fast.tile) == ("S", "open_riichi", parse_tile("5m"))
    assert (slow.seat, slow.action, slow.tile) == (fast.seat, fast.action, fast.tile)


def test_an_open_riichi_without_a_tile_is_a_malformed_line() -> None:
    with pytest.raises(TutorError, match="needs a tile"):
        parse_events("S open_riichi")


# ------------------------------------------------------------------ declaring


def test_refused_where_the_ruleset_has_no_open_riichi() -> None:
    message = refusal("\n".join(declare()[:4]))
    assert "[riichi.open_not_in_ruleset]" in message and "Tenhou" in message
    # the same hand may declare a plain riichi there
    assert (
        table_of("\n".join(declare("riichi")[:4]), hands={"S": HAND}, live_wall=40)
        .seat("S")
        .in_riichi
    )


def test_refused_like_riichi_when_the_discard_leaves_no_tenpai() -> None:
    events = "E draw ?\nE discard 1z\nS draw 7z\nS open_riichi 5s"
    assert "[riichi.discard_not_tenpai]" in refusal(events, HOUSE)


def test_refused_like_riichi_without_the_points_for_the_stick() -> None:
    message = refusal("\n".join(declare()[:4]), HOUSE, scores={"S": 900})
    assert "[riichi.points]" in message


def test_an_open_riichi_pays_its_stick_and_locks_the_hand() -> None:
    table = table_of("\n".join(declare()[:6]), hands={"S": HAND}, rules=HOUSE, live_wall=40)
    state = table.seat("S")
    assert state.in_riichi and state.open_riichi
    assert state.score == 24000 and table.riichi_sticks == 1
    locked = "\n".join([*declare()[:-1], "S discard 2m"])
    assert "[play.locked_after_riichi]" in refusal(locked, HOUSE)


def test_an_open_riichi_that_passes_its_winning_tile_is_furiten() -> None:
    events = "\n".join([*declare(), "W draw ?", "W discard 1m", "N draw ?"])
    judgment = judged(events, "furiten", "S", hands={"S": HAND}, rules=HOUSE, live_wall=40)
    assert judgment.answer == ["riichi"]


def test_an_open_riichi_on_the_first_discard_is_a_double_riichi() -> None:
    judgment = judged(
        "\n".join(declare()[:4]), "double_riichi", "S", hands={"S": HAND}, rules=HOUSE, live_wall=70
    )
    assert judgment.answer is True


# ------------------------------------------------------------------ winning


def test_open_riichi_tsumo_is_one_han_more_than_riichi() -> None:
    plain = win(tsumo_events("riichi"), HOUSE).answer
    shown = win(tsumo_events(), HOUSE).answer
    assert shown["yaku"]["open_riichi"] == 2 and "riichi" not in shown["yaku"]
    assert shown["han"] == plain["han"] + 1 and shown["yakuman"] == 0
    assert shown["points"] > plain["points"]


def test_open_riichi_reason_replaces_the_riichi_reason() -> None:
    judgment = win(tsumo_events(), HOUSE)
    assert "open_riichi.scored" in codes(judgment) and "riichi.scored" not in codes(judgment)


def test_double_open_riichi_scores_three_han() -> None:
    judgment = win(tsumo_events(), HOUSE, live_wall=70)
    assert judgment.answer["yaku"]["double_open_riichi"] == 3
    assert "double_riichi" not in judgment.answer["yaku"]
    assert "open_riichi.double_scored" in codes(judgment)


def test_ippatsu_holds_for_open_riichi() -> None:
    events = "\n".join(
        [
            *declare()[:4],
            "W draw ?",
            "W discard 2z",
            "N draw ?",
            "N discard 3z",
            "E draw ?",
            "E discard 6z",
            "S draw 4m",
            "S tsumo",
        ]
    )
    assert win(events, HOUSE).answer["yaku"].get("ippatsu") == 1


def test_a_player_not_in_riichi_dealing_in_pays_a_yakuman() -> None:
    judgment = win(ron_events(), HOUSE)
    assert judgment.answer["yakuman"] == 1 and "sashikomi" in judgment.answer["yaku"]
    assert judgment.answer["payments"]["W"] == -judgment.answer["points"]
    assert "open_riichi.deal_in_yakuman" in codes(judgment)


def test_a_riichi_player_forced_to_deal_in_pays_no_yakuman() -> None:
    judgment = win(ron_events(w_riichi=True), HOUSE)
    plain = win(ron_events("riichi", w_riichi=True), HOUSE).answer
    assert judgment.answer["yakuman"] == 0 and judgment.answer["yaku"]["open_riichi"] == 2
    assert judgment.answer["han"] == plain["han"] + 1
    assert "open_riichi.discarder_in_riichi" in codes(judgment)


def test_a_riichi_declared_with_the_winning_tile_never_took_effect() -> None:
    events = "\n".join([*declare(), "W draw ?", "W riichi 4m", "S ron"])
    assert win(events, HOUSE).answer["yakuman"] == 1


def test_without_the_deal_in_option_a_ron_is_two_han() -> None:
    judgment = win(ron_events(), NO_YAKUMAN)
    assert judgment.answer["yakuman"] == 0 and judgment.answer["yaku"]["open_riichi"] == 2
    assert "open_riichi.deal_in_not_in_ruleset" in codes(judgment)


def test_a_plain_riichi_dealt_into_is_never_a_yakuman() -> None:
    judgment = win(ron_events("riichi"), HOUSE)
    assert judgment.answer["yakuman"] == 0 and "open_riichi" not in judgment.answer["yaku"]
