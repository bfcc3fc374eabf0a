"""Each kind of moment, from a hand written for it: found at the right event, asked of
the learner's seat (S) with only their hand shown, and answered by the engine."""

from __future__ import annotations

import tomllib

from tests.games.written import win, written_hand
from tutor.games import KINDS, cut_moments
from tutor.games.moments import Moment

READY = "23m456p789s111z55z"
"""S is ready on 1m and 4m (East triplet: the round wind's yaku)."""
OPENING = ["E draw ?", "E discard 9m"]


def _found(moments: list[Moment], kind: str) -> Moment:
    matches = [m for m in moments if m.kind == kind]
    assert matches, f"no {kind} moment in {[m.kind for m in moments]}"
    return matches[0]


def _shown(moment: Moment) -> set[str]:
    return set(tomllib.loads(moment.text).get("hands", {}))


def test_every_kind_has_a_title_for_the_learner() -> None:
    assert all(title and not title.isascii() for title in KINDS.values())


def test_riichi_declared() -> None:
    hand = written_hand({"S": READY}, [*OPENING, "S draw 9p", "S riichi 9p"])
    moment = _found(cut_moments(hand, "S"), "riichi")
    assert (moment.ask, moment.answer, moment.event) == ("riichi_allowed", True, 3)
    assert _shown(moment) == {"S"}


def test_ready_and_closed_without_riichi() -> None:
    hand = written_hand({"S": READY}, [*OPENING, "S draw 9p", "S discard 9p"])
    moment = _found(cut_moments(hand, "S"), "riichi_possible")
    assert moment.answer is True


def test_a_winning_draw_let_pass_then_furiten_on_own_discard_and_at_a_winning_discard() -> None:
    hand = written_hand(
        {"S": READY},
        [*OPENING, "S draw 4m", "S discard 4m", "W draw ?", "W discard 1m"],
    )
    moments = cut_moments(hand, "S")
    passed = _found(moments, "passed_win")
    assert (passed.ask, passed.answer, passed.event) == ("tsumo_allowed", True, 3)
    furiten = [m for m in moments if m.kind == "furiten"]
    assert [(m.event, m.answer) for m in furiten] == [(4, ["discard"]), (6, ["discard"])]


def test_a_winning_discard_let_pass() -> None:
    hand = written_hand({"S": READY}, ["E draw ?", "E discard 1m", "S draw 9p", "S discard 9p"])
    moment = _found(cut_moments(hand, "S"), "passed_win")
    assert (moment.ask, moment.answer, moment.event) == ("ron_allowed", True, 2)


def test_a_kan_in_riichi() -> None:
    hand = written_hand(
        {"S": READY},
        [*OPENING, "S draw 9p", "S riichi 9p", "W draw ?", "W discard 9m", "N draw ?",
         "N discard 8m", "E draw ?", "E discard 8m", "S draw 1z"],
    )
    moment = _found(cut_moments(hand, "S"), "kan_in_riichi")
    assert (moment.ask, moment.answer) == ("ankan_allowed", True)
    assert 'tile = "1z"' in moment.text


def test_rinshan_chance() -> None:
    hand = written_hand(
        {"S": READY}, [*OPENING, "S draw 1z", "S ankan 1z", "S draw 4m"]
    )
    moment = _found(cut_moments(hand, "S"), "rinshan")
    assert (moment.ask, moment.answer) == ("tsumo_allowed", True)


def test_haitei_chance() -> None:
    hand = written_hand({"S": READY}, ["E draw ?", "E discard 9m", "S draw 4m"], live=2)
    moment = _found(cut_moments(hand, "S"), "haitei")
    assert (moment.ask, moment.answer) == ("tsumo_allowed", True)


def test_houtei_chance() -> None:
    hand = written_hand({"S": READY}, ["E draw ?", "E discard 1m"], live=1)
    moment = _found(cut_moments(hand, "S"), "houtei")
    assert (moment.ask, moment.answer) == ("ron_allowed", True)


def test_chankan_chance() -> None:
    hand = written_hand(
        {"S": READY},
        ["E draw ?", "E discard 4m", "W pon 4m", "W discard 9m", "N draw ?", "N discard 8m",
         "E draw ?", "E discard 8m", "S draw 9p", "S discard 9p", "W draw ?", "W kakan 4m"],
    )
    moment = _found(cut_moments(hand, "S"), "chankan")
    assert (moment.ask, moment.event) == ("ron_allowed", 12)
    assert moment.answer is True


def test_nine_terminals_on_the_first_draw() -> None:
    hand = written_hand({"S": "19m19p19s1234z55m2p"}, [*OPENING, "S draw 3p"])
    moment = _found(cut_moments(hand, "S"), "kyuushu")
    assert (moment.ask, moment.answer) == ("abortive_draw", "kyuushu_kyuuhai")


def test_my_win_and_its_ippatsu() -> None:
    hand = written_hand(
        {"S": READY},
        [*OPENING, "S draw 9p", "S riichi 9p", "W draw ?", "W discard 1m"],
        ["S ron"],
        wins=(win("S", "W", "1m"),),
    )
    moments = cut_moments(hand, "S")
    value = _found(moments, "win")
    assert value.ask == "win" and isinstance(value.answer, dict)
    assert {"double_riichi", "ippatsu", "yakuhai_round_wind"} <= set(value.answer["yaku"])
    assert _found(moments, "ippatsu").answer is True
    assert _shown(value) == {"S"}


def test_my_deal_in_shows_the_winner_hand_too() -> None:
    hand = written_hand(
        {"S": READY, "W": "78m234p345s666z99s"},
        ["E draw ?", "E discard 9p", "S draw 9m", "S discard 9m"],
        ["W ron"],
        wins=(win("W", "S", "9m"),),
    )
    moment = _found(cut_moments(hand, "S"), "deal_in")
    assert moment.ask == "win" and isinstance(moment.answer, dict)
    assert moment.answer["payments"]["S"] < 0
    assert _shown(moment) == {"S", "W"}


def test_a_robbed_kan_taken_is_a_chankan_moment_and_a_win() -> None:
    hand = written_hand(
        {"S": READY},
        ["E draw ?", "E discard 4m", "W pon 4m", "W discard 9m", "N draw ?", "N discard 8m",
         "E draw ?", "E discard 8m", "S draw 9p", "S discard 9p", "W draw ?", "W kakan 4m"],
        ["S ron"],
        wins=(win("S", "W", "4m"),),
    )
    moments = cut_moments(hand, "S")
    assert _found(moments, "chankan").answer is True
    value = _found(moments, "win").answer
    assert isinstance(value, dict) and "chankan" in value["yaku"]
