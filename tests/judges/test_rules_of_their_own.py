"""Rules that only the broad differential runs used to catch, each with a test of its own:
four identical dragons are no four-winds abort, houtei needs the very last discard, and a
third ron is paid where the ruleset pays every winner."""

from __future__ import annotations

from tests.judges.acts_builder import build
from tests.judges.test_abortive_draw import FOUR_WINDS, abort
from tests.judges.test_win import answer, run
from tutor.judges.haitei_houtei import judge_houtei


def test_four_identical_dragons_as_first_discards_are_no_four_winds_abort() -> None:
    for dragon in ("5z", "6z", "7z"):
        found, codes, _ = abort(FOUR_WINDS.replace("1z", dragon), live_wall=70)
        assert found is None and codes == ["abortive_draw.none"], dragon
    assert abort(FOUR_WINDS, live_wall=70)[0] == "suufon_renda"  # the winds still do


RON_ON_A_DISCARD = "E draw ?\nE discard 4m\nS ron"


def test_houtei_one_tile_early_is_no_houtei() -> None:
    early = build(RON_ON_A_DISCARD, live_wall=2)  # one tile is still in the live wall
    scored, reasons = judge_houtei(early, 2)
    assert scored is False and [r.code for r in reasons] == ["haitei_houtei.wall_not_empty"]
    assert "1 tile was" in reasons[0].text or "1 tile were" in reasons[0].text
    last = build(RON_ON_A_DISCARD, live_wall=1)  # E drew the last tile
    assert judge_houtei(last, 2)[0] is True


TRIPLE_RON = """
E draw 1z
E discard 1z
S draw 9s
S discard 9s
W draw ?
W discard 4m
N ron
E ron
S ron
"""
THREE_HANDS = ('S = "23m456p789p123s55s"\nN = "23m456p789p123s05s"\n'
               'E = "23m456p789p123s77s"')  # all three wait on 1m-4m


def test_a_third_ron_is_paid_where_every_winner_is_paid() -> None:
    third = answer(run(TRIPLE_RON, seat="S", hands=THREE_HANDS, honba=1, sticks=1,
                       rules='multiple_ron = "all"'))
    # the winner farthest from the discarder's right is paid the hand alone
    assert third["payments"] == {"W": -third["points"], "S": third["points"]}
    first = answer(run(TRIPLE_RON, seat="N", hands=THREE_HANDS, honba=1, sticks=1,
                       rules='multiple_ron = "all"'))
    assert first["payments"]["N"] == first["points"] + 300 + 1000


def test_a_third_ron_pays_nobody_under_double_ron() -> None:
    judgment = run(TRIPLE_RON, seat="S", hands=THREE_HANDS, rules='multiple_ron = "double"')
    assert judgment.answer is None and judgment.reasons[0].code == "win.sanchahou"
