"""The view of the moment, against replayed tables: what the asked seat sees now."""

from __future__ import annotations

import itertools

import pytest

from tutor import api, drills

CALLS_AND_KANS = """
E draw ?
E discard 5z
S pon 5z
S discard 9s
W draw ?
W discard 1z
N draw ?
N discard 2z
E draw ?
E discard 3m
S daiminkan 3m
S draw 4p
S discard 9s
W draw ?
W discard 1z
N draw ?
N discard 2z
E draw ?
E discard 8m
S draw 5z
S kakan 5z
S draw 1s
"""


def _calls_and_kans() -> api.Moment:
    situation = api.build_situation(
        events=CALLS_AND_KANS.split("\n")[1:-1],
        hands={"S": "333m067p123s99s55z"},
        dora_indicators=["1m"],
        kan_dora_indicators=["7s", "2m"],
    )
    return api.moment(situation, seat="S")


def test_hand_after_calls_is_the_replayed_hand_with_the_drawn_tile_apart() -> None:
    s = _calls_and_kans().asked
    assert s.hand == ("4p", "0p", "6p", "7p", "1s", "2s", "3s")
    assert s.drawn == "1s" and s.drawn_event == 22
    assert not s.closed


def test_melds_carry_the_called_tile_and_the_seat_it_came_from() -> None:
    melds = {m.kind: m for m in _calls_and_kans().asked.melds}
    assert set(melds) == {"kakan", "daiminkan"}
    assert melds["daiminkan"].tiles == ("3m",) * 4 and melds["daiminkan"].from_seat == "E"
    assert melds["daiminkan"].event == 11
    assert melds["kakan"].tiles == ("5z",) * 4 and melds["kakan"].from_seat == "E"
    assert melds["kakan"].event == 21 and not melds["kakan"].robbed


def test_open_kan_indicators_turn_at_the_next_discard_only() -> None:
    moment = _calls_and_kans()
    # The open kan's indicator turned at S's discard (event 13); the added kan's waits
    # for the discard after its replacement draw.
    assert moment.dora_indicators == ("1m",)
    assert moment.kan_dora_indicators == ("7s",)
    assert moment.ura_indicators == ()


def test_live_wall_counts_every_draw_replacements_included() -> None:
    assert _calls_and_kans().live_wall == 70 - 10


def test_rivers_mark_called_and_tsumogiri_tiles() -> None:
    moment = _calls_and_kans()
    east = moment.seat("E").river
    assert [(t.tile, t.called_by) for t in east] == [("5z", "S"), ("3m", "S"), ("8m", None)]
    south = moment.seat("S").river
    assert [t.tile for t in south] == ["9s", "9s"]
    assert not south[0].tsumogiri


def test_other_seats_hands_are_hidden() -> None:
    moment = _calls_and_kans()
    assert moment.seat("E").hand is None and moment.seat("E").drawn is None
    assert moment.seat("W").hand is None


def test_the_timeline_is_whole_and_in_words() -> None:
    moment = _calls_and_kans()
    assert [e.number for e in moment.timeline] == list(range(1, 23))
    assert moment.timeline[2].text == "S calls pon (ポン) on White dragon 白 from E"
    assert moment.timeline[10].text == "S calls open kan (大明槓) on 3 man from E"
    assert moment.timeline[11].text == "S draws a replacement tile, 4 pin"
    assert moment.timeline[20].text == "S adds White dragon 白 to its pon: an added kan (加槓)"
    assert moment.timeline[0].text == "E draws a tile (unseen)"
    assert moment.timeline[2].code == "S pon 5z"


RIICHI_ANKAN = [
    "E draw ?", "E discard 9m", "S draw 3z", "S riichi 3z", "W draw ?", "W discard 9m",
    "N draw ?", "N discard 2z", "E draw ?", "E discard 4z", "S draw 1m", "S ankan 1m",
    "S draw 0p",
]


def test_riichi_closed_kan_and_red_five() -> None:
    situation = api.build_situation(
        events=RIICHI_ANKAN,
        hands={"S": "111m234p567s78s55z"},
        dora_indicators=["9p"],
        kan_dora_indicators=["2m"],
        ura_dora_indicators=["4s", "6s"],
    )
    moment = api.moment(situation, seat="S")
    s = moment.asked
    assert s.riichi and s.riichi_event == 4 and s.closed
    assert s.hand == ("2p", "3p", "4p", "5s", "6s", "7s", "7s", "8s", "5z", "5z")
    assert s.drawn == "0p"
    assert [(m.kind, m.tiles, m.from_seat) for m in s.melds] == [("ankan", ("1m",) * 4, None)]
    assert [(t.tile, t.riichi, t.tsumogiri) for t in s.river] == [("3z", True, True)]
    assert moment.kan_dora_indicators == ("2m",)  # a closed kan turns its indicator at once
    assert moment.ura_indicators == ()  # nobody has won: the ura stay hidden
    assert moment.riichi_sticks == 1 and moment.seat("S").score == 24000
    assert api.moment(situation, seat="E").seat("S").hand is None  # known, but not asked


ROBBED = [
    "E draw ?", "E discard 6m", "W pon 6m", "W discard 9s", "N draw ?", "N discard 1z",
    "E draw ?", "E discard 2z", "S draw 5m", "S riichi 9m", "W draw 6m", "W kakan 6m",
    "S ron",
]


def test_a_robbed_added_kan_is_a_pon_that_turned_no_indicator() -> None:
    situation = api.build_situation(
        events=ROBBED,
        hands={"S": "4m123p456p789s88s9m"},
        live_wall=42,
        dora_indicators=["5z"],
        kan_dora_indicators=["4m"],
        ura_dora_indicators=["7p", "1s"],
    )
    judgment = api.judge(situation, ask="win", seat="S")
    moment = api.moment(situation, seat="S", judgment=judgment)
    meld = moment.seat("W").melds[0]
    assert meld.robbed and meld.kind == "pon" and meld.tiles == ("6m",) * 3
    assert meld.words == "pon (its added kan was robbed)"
    assert moment.kan_dora_indicators == ()
    assert moment.ura_indicators == ("7p",)  # the riichi winner looks under one indicator
    assert moment.wins[0].seat == "S" and moment.wins[0].tile == "6m"
    assert moment.wins[0].from_seat == "W"
    assert moment.timeline[-1].text == "S wins by ron (ロン) on 6 man from W"


def test_three_player_kita_is_set_aside_beside_the_hand() -> None:
    situation = api.build_situation(
        events=[
            "E draw ?", "E discard 1z", "S draw 4z", "S kita", "S draw 6s", "S kita",
            "S draw 3s", "S discard 9m",
        ],
        hands={"S": "19m123p456p78s4z55z"},
        ruleset="tenhou-sanma",
        players=3,
    )
    moment = api.moment(situation, seat="S")
    s = moment.asked
    assert moment.players == 3 and [v.seat for v in moment.seats] == ["E", "S", "W"]
    assert s.kita == ("4z", "4z")
    assert s.hand == ("1m", "1p", "2p", "3p", "4p", "5p", "6p", "3s", "6s", "7s", "8s", "5z", "5z")
    assert moment.live_wall == 55 - 4
    assert "North wind 北" in moment.timeline[3].text


def test_overrides_are_named_in_words() -> None:
    situation = api.build_situation(
        events=RIICHI_ANKAN, hands={"S": "111m234p567s78s55z"},
        rules={"kan_after_riichi": "strict"},
    )
    moment = api.moment(situation, seat="S")
    assert moment.preset == "tenhou"
    assert moment.overrides == (
        "closed kan after riichi: strict, also a triplet in every reading",
    )
    assert moment.rules.startswith("Rules: tenhou, changed here: closed kan after riichi: strict")


def test_folding_keeps_every_cited_event() -> None:
    situation = api.build_situation(events=RIICHI_ANKAN, hands={"S": "111m234p567s78s55z"})
    reasons = (api.Reason("riichi.x", 4, "riichi", "S declared riichi at event 4."),)
    moment = api.moment(
        situation, seat="S",
        judgment=api.Judgment("ankan_allowed", "S", "tenhou", True, reasons),
    )
    folded = moment.folded_timeline(6)
    numbers = [e.number for e in folded if e is not None]
    assert 4 in numbers and 13 in numbers
    assert None in folded and len(folded) <= 6
    assert moment.deciding_event == 4


def test_ura_shown_when_a_riichi_win_counts_them() -> None:
    question = next(
        q for q in itertools.islice(drills.questions("win_value", "tenhou", seed=11), 30)
        if any(r.code == "dora.ura_counted" for r in q.judgment.reasons)
    )
    moment = api.question_moment(question)
    assert moment.ura_indicators
    assert len(moment.ura_indicators) == len(moment.dora_indicators + moment.kan_dora_indicators)


@pytest.mark.parametrize("seed", [0, 1])
def test_the_same_question_gives_the_same_moment(seed: int) -> None:
    question = next(drills.questions("furiten", "tenhou", seed=seed))
    assert api.question_moment(question) == api.question_moment(question)
