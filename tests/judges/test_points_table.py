"""The payment of a win told item by item (``tutor.judges.points_table``): the base or the
limit, each payer's share, honba, sticks and the whole settlement, as the ruleset pays."""

from __future__ import annotations

from tutor.judges.points_table import payment_reasons
from tutor.rules.payments import hand_value, settle
from tutor.rules.ruleset import load_ruleset
from tutor.rules.sanma import seats_for
from tutor.rules.scoring import ScoreResult


def _told(han: int, fu: int, *, ruleset: str = "tenhou", winner: str = "S",
          discarder: str | None = None, honba: int = 0, sticks: int = 0,
          players: int = 4, **options: object) -> dict[str, list[str]]:
    rules = load_ruleset(ruleset).replace(**options) if options else load_ruleset(ruleset)
    value = hand_value(han, fu, 0, rules)
    seats = seats_for(players)
    paid = settle(winner=winner, base=value.base, tsumo=discarder is None, discarder=discarder,
                  honba=honba, riichi_sticks=sticks, seats=seats, tsumo_loss=rules.tsumo_loss)
    result = ScoreResult(yaku={}, han=han, fu=fu, fu_items=(), yakuman=0, limit=value.limit,
                         points=0, payments=paid)
    reasons = payment_reasons(result, rules, winner, discarder, discarder is None, honba,
                              sticks, players, 9)
    told: dict[str, list[str]] = {}
    for reason in reasons:
        told.setdefault(reason.code, []).append(reason.text)
    return told


def test_a_non_dealer_ron_is_four_times_the_base_rounded_up_with_the_counters() -> None:
    told = _told(2, 40, discarder="W", honba=2, sticks=1)
    assert told["points_table.base"] == ["2 han 40 fu: the base is 40 × 16 = 640 "
                                         "(fu × 2 to the power of han + 2)."]
    assert "4 × 640 = 2560, rounded up to 2600" in told["points_table.ron"][0]
    assert told["points_table.honba"] == ["2 honba on the table: W adds 600 (300 a counter)."]
    assert told["points_table.total"] == ["In all: S collects 4200; W pays 3200."]


def test_a_non_dealer_tsumo_takes_twice_from_the_dealer() -> None:
    told = _told(1, 30, honba=1)
    assert len(told["points_table.tsumo"]) == 3
    assert "E, the dealer, pays twice the base" in told["points_table.tsumo"][0]
    assert told["points_table.total"] == ["In all: S collects 1400; E pays 600; W pays 400; "
                                          "N pays 400."]


def test_kiriage_and_kazoe_follow_the_ruleset() -> None:
    assert "points_table.base" in _told(4, 30, discarder="W")
    assert "kiriage" in _told(4, 30, discarder="W", ruleset="wrc")["points_table.kiriage"][0]
    assert "a counted yakuman (kazoe)" in _told(13, 30, discarder="W")["points_table.limit"][0]
    assert "a sanbaiman" in _told(13, 30, discarder="W", ruleset="wrc")["points_table.limit"][0]


def test_at_three_players_the_north_share_is_lost_or_split_as_the_ruleset_says() -> None:
    lost = _told(3, 30, ruleset="tenhou-sanma", players=3)
    assert "points_table.north_split" not in lost
    assert "collects 3000, where a ron would have paid 3900" in lost["points_table.tsumo_loss"][0]
    split = _told(3, 30, ruleset="tenhou-sanma", players=3, tsumo_loss=False)
    assert "points_table.tsumo_loss" not in split and len(split["points_table.north_split"]) == 2
    assert split["points_table.total"] == ["In all: S collects 4000; E pays 2500; W pays 1500."]
