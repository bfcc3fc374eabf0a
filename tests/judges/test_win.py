"""The ``win`` ask: situational yaku + hand yaku, scored, with payments and settlement."""

from __future__ import annotations

from typing import Any

import pytest

from tutor.engine.situation import parse_situation
from tutor.errors import TutorError
from tutor.judges import judge
from tutor.judges.base import Judgment

HEAD = """
ruleset = "tenhou"
round = "E1"
honba = {honba}
riichi_sticks = {sticks}
scores = {{ E = 25000, S = 25000, W = 25000, N = 25000 }}
dora_indicators = ["5z"]
{extra}
live_wall = {live}
events = \"\"\"
{events}
\"\"\"

[hands]
{hands}

[rules]
{rules}

[question]
ask = "{ask}"
seat = "{seat}"
"""


def run(
    events: str,
    *,
    seat: str = "S",
    hands: str = 'S = "23m456p789p123s55s"',
    live: int = 40,
    honba: int = 0,
    sticks: int = 0,
    rules: str = "",
    extra: str = "",
    ask: str = "win",
) -> Judgment:
    text = HEAD.format(
        events=events.strip(),
        seat=seat,
        hands=hands,
        live=live,
        honba=honba,
        sticks=sticks,
        rules=rules,
        extra=extra,
        ask=ask,
    )
    return judge(parse_situation(text))


def answer(judgment: Judgment) -> dict[str, Any]:
    assert isinstance(judgment.answer, dict)
    return judgment.answer


LAST_CHANCE = """
E draw ?
E discard 1z
S draw 7z
S riichi 7z
W draw ?
W discard 2z
N draw ?
N discard 3z
E draw ?
E discard 6z
S draw 4m
S tsumo
"""


def test_last_chance_riichi_scores_riichi_ippatsu_tsumo_haitei() -> None:
    result = answer(run(LAST_CHANCE, live=6))
    assert {"riichi", "ippatsu", "menzen_tsumo", "haitei", "pinfu"} <= set(result["yaku"])
    # riichi 1 + ippatsu 1 + tsumo 1 + haitei 1 + pinfu 1 = 5 han: mangan, 8000
    assert result["han"] == 5 and result["points"] == 8000
    assert result["payments"] == {"E": -4000, "S": 9000, "W": -2000, "N": -2000}
    # the stick S paid for its own riichi comes back to it


def test_honba_and_sticks_on_the_table_go_to_the_winner() -> None:
    result = answer(run(LAST_CHANCE, live=6, honba=2, sticks=1))
    assert result["points"] == 8000
    assert result["payments"] == {"E": -4200, "S": 10600, "W": -2200, "N": -2200}


RON_ON_RIICHI_TILE = """
E draw ?
E discard 1z
S draw 9s
S discard 9s
W draw ?
W riichi 4m
S ron
"""


def test_a_riichi_tile_won_on_was_never_paid() -> None:
    judgment = run(RON_ON_RIICHI_TILE, live=40, sticks=1)
    result = answer(judgment)
    assert "riichi" not in result["yaku"]
    assert sum(result["payments"].values()) == 1000  # only the stick that was already there
    assert "win.riichi_tile_won_on" in [r.code for r in judgment.reasons]


DOUBLE_RON = """
E draw ?
E discard 1z
S draw 9s
S discard 9s
W draw ?
W discard 4m
N ron
S ron
"""
TWO_HANDS = 'S = "23m456p789p123s55s"\nN = "23m456p789p123s05s"'  # three plain 5s and the red one


def test_double_ron_sticks_and_honba_go_to_the_winner_nearest_the_discarders_right() -> None:
    north = answer(run(DOUBLE_RON, seat="N", hands=TWO_HANDS, honba=1, sticks=1))
    south = answer(run(DOUBLE_RON, seat="S", hands=TWO_HANDS, honba=1, sticks=1))
    assert north["payments"]["N"] == north["points"] + 300 + 1000
    assert south["payments"] == {"W": -south["points"], "S": south["points"]}


def test_head_bump_pays_only_the_nearest_winner() -> None:
    south = run(DOUBLE_RON, seat="S", hands=TWO_HANDS, rules='multiple_ron = "head_bump"')
    assert south.answer is None
    assert south.reasons[0].code == "win.head_bump"
    north = run(DOUBLE_RON, seat="N", hands=TWO_HANDS, rules='multiple_ron = "head_bump"')
    assert north.answer is not None


def test_a_seat_that_has_not_won_gets_null() -> None:
    judgment = run(
        "E draw ?\nE discard 1z\nS draw 9s\nS discard 9s\nW draw ?\nW discard 3z\n"
        "N draw ?\nN discard 4m",
        seat="E",
    )
    assert judgment.answer is None
    assert judgment.reasons[-1].code == "win.no_win"


NAGASHI = """
E draw ?
E discard 1m
S draw ?
S discard 9p
W draw ?
W discard 1z
N draw ?
N discard 5m
E draw ?
E discard 9s
"""


def test_nagashi_mangan_pays_a_mangan_tsumo_without_honba_and_keeps_sticks() -> None:
    judgment = run(NAGASHI, seat="E", hands="", live=5, honba=3, sticks=2)
    result = answer(judgment)
    assert result["points"] == 12000
    assert result["payments"] == {"E": 12000, "S": -4000, "W": -4000, "N": -4000}
    assert "nagashi_mangan" in result["yaku"]
    off = run(NAGASHI, seat="E", hands="", live=5, rules="nagashi_mangan = false")
    assert off.answer is None
    assert run(NAGASHI, seat="N", hands="", live=5).answer is None


def test_rinshan_after_an_open_kan_does_not_see_its_kan_dora_on_tenhou() -> None:
    events = """
W draw ?
W discard 7z
S daiminkan 7z
S draw 5p
S tsumo
"""
    hands = 'S = "777z234m456p789s5p"'
    extra = 'kan_dora_indicators = ["4p"]'
    late = answer(run(events, hands=hands, extra=extra))
    assert late["yaku"].get("rinshan") == 1 and "dora" not in late["yaku"]
    early = answer(run(events, hands=hands, extra=extra, rules='kan_dora = "immediate"'))
    assert early["yaku"].get("dora") == 3  # 4p turns 5p: three 5p held


DAISANGEN = """
E draw ?
E discard 5z
S pon 5z
S discard 4p
W draw ?
W discard 6z
S pon 6z
S discard 9s
W draw ?
W discard 1s
N draw ?
N discard 7z
S pon 7z
S discard 9p
W draw ?
W discard 2s
N draw ?
N discard 3s
E draw ?
E discard 4s
S draw 9p
S tsumo
"""
DRAGONS = 'S = "55z66z77z123m99p4p9s"'


def test_the_seat_that_fed_the_third_dragon_set_pays_the_daisangen_tsumo() -> None:
    judgment = run(DAISANGEN, hands=DRAGONS)
    result = answer(judgment)
    assert result["yakuman"] == 1 and "daisangen" in result["yaku"]
    assert result["payments"] == {"N": -32000, "S": 32000}
    assert "pao.daisangen" in [r.code for r in judgment.reasons]
    shared = answer(run(DAISANGEN, hands=DRAGONS, rules="pao = []"))
    assert shared["payments"] == {"E": -16000, "W": -8000, "N": -8000, "S": 32000}


def test_a_win_by_a_seat_whose_hand_is_not_given_is_refused_with_file_and_line() -> None:
    with pytest.raises(TutorError) as caught:
        run(
            "E draw ?\nE discard 1z\nS draw 9s\nS discard 9s\nW draw ?\nW discard 4m\nN ron",
            seat="N",
        )
    assert "needs N's hand" in str(caught.value) and caught.value.line is not None


FOUR_KANS_LAST_ADDED = """
E draw ?
E discard 1m
S pon 1m
S discard 4p
W draw ?
W discard 2m
S daiminkan 2m
S draw 7z
S discard 7z
W draw ?
W discard 3m
S daiminkan 3m
S draw 6z
S discard 6z
W draw ?
W discard 0m
S daiminkan 0m
S draw 5z
S discard 5z
W draw ?
W discard 1s
N draw ?
N discard 2s
E draw ?
E discard 3s
S draw 1m
S kakan 1m
S draw 9p
S tsumo
"""


def test_a_fourth_kan_added_to_an_early_pon_makes_nobody_liable_for_four_kans() -> None:
    # the pon of 1m (event 3) came first, but its added kan (event 27) was the fourth kan
    judgment = run(FOUR_KANS_LAST_ADDED, hands='S = "11222333555m49p"',
                   rules='pao = ["suukantsu"]')
    result = answer(judgment)
    assert result["yaku"] == {"suukantsu": 13}
    assert result["payments"] == {"E": -16000, "W": -8000, "N": -8000, "S": 32000}
    pao = next(r for r in judgment.reasons if r.rule == "pao")
    assert pao.code == "pao.concealed_set" and pao.event == 27
    kan = next(r for r in judgment.reasons if r.event == 27 and r.rule == "dora")
    assert "S's added kan of 1m (event 27)" in kan.text
