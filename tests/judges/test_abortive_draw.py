"""Abortive draws (途中流局) and nagashi mangan (流し満貫), judged from event facts."""

from __future__ import annotations

from tests.judges.acts_builder import build
from tutor.judges.abortive_draw import CODES, abortive_draw_of
from tutor.judges.nagashi_mangan import judge_nagashi
from tutor.rules.payments import nagashi_mangan_payments
from tutor.rules.ruleset import load_ruleset
from tutor.rules.tiles import parse_tiles

TENHOU = load_ruleset("tenhou")
NINE = parse_tiles("19m19p19s1234z56m88p")


def abort(text: str, live_wall: int = 60, ruleset=TENHOU, hand=NINE):  # type: ignore[no-untyped-def]
    acts = build(text, live_wall)
    answer, reasons = abortive_draw_of(acts, ruleset, live_wall, lambda seat: hand)
    assert all(r.code in CODES for r in reasons)
    return answer, [r.code for r in reasons], [r.event for r in reasons]


FOUR_RIICHI = """
    E draw ?
    E riichi 1m
    S draw ?
    S riichi 2m
    W draw ?
    W riichi 3m
    N draw ?
    N riichi 4m
"""


def test_fourth_riichi_passing_aborts() -> None:
    answer, _codes, events = abort(FOUR_RIICHI)
    assert answer == "suucha_riichi" and events == [8]


def test_fourth_riichi_tile_won_on_does_not_abort() -> None:
    answer, codes, _ = abort(FOUR_RIICHI + "E ron")
    assert answer is None and codes == ["abortive_draw.won"]


def test_no_abortive_draws_where_the_ruleset_has_none() -> None:
    answer, codes, _ = abort(FOUR_RIICHI, ruleset=TENHOU.replace(abortive_draws=False))
    assert answer is None and codes[-1] == "abortive_draw.off_in_ruleset"


FOUR_KANS = """
    E draw 1z
    E ankan 1z
    E draw ?
    E discard 9m
    S draw 2z
    S ankan 2z
    S draw ?
    S discard 9p
    W draw 3z
    W ankan 3z
    W draw ?
    W discard 9s
    N draw 4z
    N ankan 4z
    N draw ?
"""


def test_four_kans_by_several_seats_abort_after_the_fourth_kans_discard() -> None:
    assert abort(FOUR_KANS)[0] is None
    answer, _, events = abort(FOUR_KANS + "N discard 1m")
    assert answer == "suukaikan" and events == [16]
    assert abort(FOUR_KANS + "N discard 1m\nE ron")[0] is None


def test_four_kans_by_one_seat_play_on() -> None:
    text = "".join(f"S draw {t}\nS ankan {t}\nS draw ?\n" for t in ("1z", "2z", "3z", "4z"))
    assert abort(text + "S discard 1m")[0] is None


FOUR_WINDS = (
    "E draw ?\nE discard 1z\nS draw ?\nS discard 1z\nW draw ?\nW discard 1z\nN draw ?\nN discard 1z"
)


def test_four_identical_first_winds_abort_on_a_fresh_deal_only() -> None:
    assert abort(FOUR_WINDS, live_wall=70)[0] == "suufon_renda"
    assert abort(FOUR_WINDS, live_wall=60)[0] is None
    assert abort(FOUR_WINDS.replace("N discard 1z", "N discard 2z"), live_wall=70)[0] is None


def test_nine_terminals_declared_on_the_first_draw_aborts() -> None:
    answer, _, events = abort("E draw 8p\nE kyuushu", live_wall=70)
    assert answer == "kyuushu_kyuuhai" and events == [2]
    assert (
        abort("E draw 8p\nE kyuushu", live_wall=70, ruleset=TENHOU.replace(abortive_draws=False))[0]
        is None
    )


def test_triple_ron_aborts_only_under_double_ron() -> None:
    text = "E draw ?\nE discard 5m\nS ron\nW ron\nN ron"
    assert abort(text)[0] == "sanchahou"
    assert abort(text, ruleset=TENHOU.replace(multiple_ron="all"))[0] is None


RIVER = (
    "S draw ?\nS discard 1m\nW draw ?\nW discard 5m\nN draw ?\nN discard 5p\n"
    "E draw ?\nE discard 6s\nS draw ?\nS discard 9p"
)


def test_nagashi_at_an_exhaustive_draw() -> None:
    acts = build(RIVER, live_wall=5)
    answer, reasons = judge_nagashi(acts, "S", TENHOU)
    assert answer is True and reasons[0].event == 10
    assert judge_nagashi(acts, "W", TENHOU)[0] is False
    assert judge_nagashi(acts, "S", TENHOU.replace(nagashi_mangan=False))[0] is False


def test_nagashi_needs_the_wall_exhausted_and_no_discard_called() -> None:
    assert judge_nagashi(build(RIVER, live_wall=6), "S", TENHOU)[0] is False
    called = RIVER.replace("W draw ?\nW discard 5m", "W pon 1m\nW discard 5m")
    answer, reasons = judge_nagashi(build(called, live_wall=4), "S", TENHOU)
    assert answer is False and reasons[0].code == "nagashi_mangan.discard_called"


def test_nagashi_pays_a_mangan_tsumo() -> None:
    assert nagashi_mangan_payments("S") == {"E": -4000, "S": 8000, "W": -2000, "N": -2000}
    assert nagashi_mangan_payments("E") == {"E": 12000, "S": -4000, "W": -4000, "N": -4000}
