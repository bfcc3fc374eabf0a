"""Three-player mahjong (三麻): the table, kita and the rules that change with it."""

from __future__ import annotations

from typing import Any

import pytest

from tests.engine.helpers import codes, judged, make, table_of
from tutor.errors import TutorError
from tutor.rules.payments import settle
from tutor.rules.sanma import dora_kind, fresh_live_wall, seats_for, tile_count
from tutor.rules.tiles import parse_tile

SANMA: dict[str, Any] = {"players": 3, "ruleset": "tenhou-sanma"}
S_HAND = {"S": "11m234p456p789s33z"}  # waits on 1m / 3z
RIICHI = """
E draw ?
E discard 1s
S draw 7z
S riichi 7z
W draw ?
W discard 9s
"""


def refusal(events: str, **kwargs: Any) -> str:
    with pytest.raises(TutorError) as caught:
        table_of(events, **{**SANMA, **kwargs})
    return str(caught.value)


def test_the_table_is_a_parameter_of_the_player_count() -> None:
    assert seats_for(3) == ("E", "S", "W") and seats_for(4) == ("E", "S", "W", "N")
    assert (tile_count(3), fresh_live_wall(3)) == (108, 55)
    assert (tile_count(4), fresh_live_wall(4)) == (136, 70)


def test_a_three_player_file_has_three_seats_35000_each_and_a_fresh_wall_of_55() -> None:
    situation = make("E draw ?", players=3)
    assert situation.seats == ("E", "S", "W")
    assert situation.scores == {"E": 35000, "S": 35000, "W": 35000}
    assert situation.live_wall == 55 and situation.fresh_deal


@pytest.mark.parametrize(
    ("events", "kwargs", "words"),
    [
        ("E draw ?\nE discard 3p\nS chi 3p 45p", {}, "no chi"),
        ("E draw 5m", {}, "no 5m"),
        ("E draw ?", {"hands": {"S": "5m1p234p456p789s33z"}}, "no 5m"),
        ("E draw ?\nE discard 1s\nS draw ?\nS discard 2s\nW draw ?\nW discard 3s\nN draw ?",
         {}, "no seat N"),
        ("E draw ?", {"hands": {"N": "11m234p456p789s33z"}}, "no seat N"),
        ("E draw ?\nE discard 6z\nW pon 6z\nW kita", {}, "must discard"),
        ("E draw 1z\nE kita", {"hands": {"E": "11m234p456p789s33z"}}, "no north tile"),
        ("E draw 1z\nE discard 1z\nS draw ?\nS kita", {"live_wall": 2}, "last tile"),
    ],
    ids=["chi", "5m-drawn", "5m-dealt", "north-seat-event", "north-seat-hand", "kita-after-pon",
         "kita-without-north", "kita-on-last-tile"],
)
def test_what_cannot_happen_in_sanma_is_refused_in_one_line(
    events: str, kwargs: dict[str, Any], words: str
) -> None:
    message = refusal(events, **kwargs)
    assert words in message and "\n" not in message


def test_kita_is_refused_at_four_players() -> None:
    with pytest.raises(TutorError, match=r"kita\.four_players"):
        table_of("E draw 4z\nE kita")


def test_kita_in_riichi_only_with_the_north_just_drawn() -> None:
    hand = {"S": "11m234p456p789s44z"}  # holds two norths, waits on 1m / 4z
    locked = RIICHI + "E draw ?\nE discard 2s\nS draw 8s\nS kita"
    message = refusal(locked, hands=hand)
    assert "kita.locked_after_riichi" in message
    table = table_of(RIICHI + "E draw ?\nE discard 2s\nS draw 4z\nS kita\nS draw 8s",
                     hands=hand, **SANMA)
    assert table.seat("S").hand.count(parse_tile("4z")) == 2  # the dealt norths stay


def test_kita_and_its_replacement_take_one_tile_from_the_live_wall() -> None:
    table = table_of("E draw 4z\nE kita\nE draw ?", **SANMA)
    assert table.live_wall == 53  # the first draw and the replacement
    assert table.phase == "act" and table.turn == "E"


def test_turns_go_round_three_seats() -> None:
    table = table_of("E draw ?\nE discard 1s\nS draw ?\nS discard 2s\nW draw ?\nW discard 3s\n"
                     "E draw ?", **SANMA)
    assert table.turn == "E" and table.live_wall == 51


def test_seed_000_another_players_kita_denies_ippatsu() -> None:
    kita = judged(RIICHI + "E draw 4z\nE kita\nE draw ?\nE discard 3z\nS ron", "ippatsu", "S",
                  hands=S_HAND, live_wall=40, **SANMA)
    plain = judged(RIICHI + "E draw ?\nE discard 3z\nS ron", "ippatsu", "S",
                   hands=S_HAND, live_wall=40, **SANMA)
    assert kita.answer is False and "ippatsu.broken_by_kita" in codes(kita)
    assert plain.answer is True


def test_a_kita_before_the_first_discard_ends_the_first_go_around() -> None:
    double = judged("E draw 4z\nE kita\nE draw ?\nE discard 1s\nS draw 7z\nS riichi 7z",
                    "double_riichi", "S", hands=S_HAND, **SANMA)
    assert double.answer is False
    fresh = judged("E draw ?\nE discard 1s\nS draw 7z\nS riichi 7z",
                   "double_riichi", "S", hands=S_HAND, **SANMA)
    assert fresh.answer is True


def test_nukidora_counts_and_west_indicator_doubles_it() -> None:
    events = RIICHI + "E draw ?\nE discard 2s\nS draw 4z\nS kita\nS draw 1m\nS tsumo"
    judgment = judged(events, "win", "S", hands=S_HAND, live_wall=40, dora_indicators=["3z"],
                      **SANMA)
    win = judgment.answer
    assert win["yaku"]["nukidora"] == 1 and win["yaku"]["dora"] == 1
    assert {"kita.nukidora", "kita.tsumo_loss"} <= set(codes(judgment))
    assert "rinshan" in win["yaku"] and "ippatsu" not in win["yaku"]
    off = judged(events, "win", "S", hands=S_HAND, live_wall=40, rules={"kita_rinshan": False},
                 **SANMA).answer
    assert "rinshan" not in off["yaku"]


def test_ron_on_a_kita_follows_the_ruleset_and_is_no_chankan() -> None:
    events = "E draw ?\nE discard 1s\nS draw 7z\nS riichi 7z\nW draw 4z\nW kita"
    hand = {"S": "11m234p456p789s44z"}
    allowed = judged(events, "ron_allowed", "S", hands=hand, live_wall=40, **SANMA)
    assert allowed.answer is True and "ron_tsumo.kita_ron" in codes(allowed)
    refused = judged(events, "ron_allowed", "S", hands=hand, live_wall=40,
                     rules={"kita_ron": False}, **SANMA)
    assert refused.answer is False and "ron_tsumo.kita_not_ronnable" in codes(refused)
    win = judged(events + "\nS ron", "win", "S", hands=hand, live_wall=40, **SANMA).answer
    assert "chankan" not in win["yaku"] and "ippatsu" in win["yaku"]
    assert win["points"] == 2600  # riichi and ippatsu, 40 fu; W pays as the discarder
    assert win["payments"] == {"W": -2600, "S": 3600}


def test_sanma_dora_indicator_1m_points_at_9m() -> None:
    one_m, nine_m = parse_tile("1m"), parse_tile("9m")
    assert dora_kind(one_m, 3) == nine_m
    assert dora_kind(one_m, 4) == parse_tile("2m")
    assert dora_kind(nine_m, 3) == one_m


def test_tsumo_loss_and_north_bisection() -> None:
    seats = seats_for(3)
    loss = settle(winner="S", base=2000, tsumo=True, discarder=None, honba=1,
                  riichi_sticks=0, seats=seats)
    assert loss == {"E": -4100, "S": 6200, "W": -2100}
    split = settle(winner="S", base=2000, tsumo=True, discarder=None, honba=0,
                   riichi_sticks=0, seats=seats, tsumo_loss=False)
    assert split == {"E": -5000, "S": 8000, "W": -3000}
    dealer = settle(winner="E", base=2000, tsumo=True, discarder=None, honba=0,
                    riichi_sticks=0, seats=seats, tsumo_loss=False)
    assert dealer == {"E": 12000, "S": -6000, "W": -6000}
    ron = settle(winner="S", base=2000, tsumo=False, discarder="W", honba=2,
                 riichi_sticks=0, seats=seats)
    assert ron == {"E": 0, "S": 8400, "W": -8400}  # honba: 100 per paying seat, 2 seats


def test_four_winds_cannot_end_a_three_player_hand() -> None:
    events = "E draw 1z\nE discard 1z\nS draw 1z\nS discard 1z\nW draw 1z\nW discard 1z"
    judgment = judged(events, "abortive_draw", "E", **SANMA)
    assert judgment.answer is None


@pytest.mark.parametrize("players", [2, 5])
def test_players_is_three_or_four(players: int) -> None:
    with pytest.raises(TutorError, match="players"):
        make("E draw ?", players=players)


THIRD_DRAGON_FROM_W = """
E draw ?
E discard 5z
S pon 5z
S discard 4p
W draw ?
W discard 6z
S pon 6z
S discard 9s
W draw ?
W discard 7z
S pon 7z
S discard 9p
W draw ?
W discard 2s
E draw ?
E discard 4s
S draw 9p
S tsumo
"""


def test_a_liable_tsumo_at_three_players_says_what_it_charges_and_that_tables_differ() -> None:
    judgment = judged(THIRD_DRAGON_FROM_W, "win", "S", hands={"S": "55z66z77z123s99p4p9s"},
                      **SANMA)
    assert isinstance(judgment.answer, dict)
    assert judgment.answer["payments"] == {"S": 32000, "W": -32000}
    said = [r.text for r in judgment.reasons]
    pao = next(r.text for r in judgment.reasons if r.code == "pao.daisangen")
    assert "full ron value" in pao and "two payers of a tsumo" in pao
    # no reason claims a tsumo loss the liable seat's payment does not have
    assert "kita.tsumo_loss" not in codes(judgment)
    assert not any("worth less than the same hand by ron" in text for text in said)
