"""Situational yaku of a win: menzen tsumo, haitei/houtei, rinshan, chankan, tenhou,
chiihou, renhou — each judged from the order of events."""

from __future__ import annotations

from tests.judges.acts_builder import build
from tutor.judges.chankan import judge_chankan
from tutor.judges.haitei_houtei import judge_haitei, judge_houtei
from tutor.judges.menzen_tsumo import judge_menzen_tsumo
from tutor.judges.renhou import judge_renhou
from tutor.judges.rinshan import judge_rinshan
from tutor.judges.tenhou_chiihou import judge_tenhou_chiihou
from tutor.rules.ruleset import load_ruleset

TENHOU = load_ruleset("tenhou")


def last(text: str, live_wall: int = 60) -> tuple[list, int]:  # type: ignore[type-arg]
    acts = build(text, live_wall)
    return acts, len(acts) - 1


# --- haitei / houtei -----------------------------------------------------------------


def test_tsumo_on_the_last_live_tile_is_haitei() -> None:
    acts, i = last("S draw ?\nS discard 1m\nW draw 4m\nW tsumo", live_wall=2)
    answer, reasons = judge_haitei(acts, i, TENHOU)
    assert answer is True
    assert reasons[0].code == "haitei_houtei.haitei" and reasons[0].event == 3


def test_a_tile_short_of_the_last_is_not_haitei() -> None:
    acts, i = last("W draw 4m\nW tsumo", live_wall=2)
    assert judge_haitei(acts, i, TENHOU)[0] is False


def test_replacement_tile_that_empties_the_wall_is_never_haitei_on_tenhou() -> None:
    acts, i = last("N draw 6p\nN ankan 6p\nN draw 3s\nN tsumo", live_wall=2)
    assert acts[2].live_wall == 0
    answer, reasons = judge_haitei(acts, i, TENHOU)
    assert answer is False
    assert reasons[0].code == "haitei_houtei.replacement_not_haitei"
    assert judge_rinshan(acts, i)[0] is True


def test_replacement_tile_is_haitei_where_the_ruleset_says_so() -> None:
    acts, i = last("N draw 6p\nN ankan 6p\nN draw 3s\nN tsumo", live_wall=2)
    answer, _ = judge_haitei(acts, i, TENHOU.replace(haitei_on_replacement=True))
    assert answer is True


def test_ron_on_the_last_discard_is_houtei() -> None:
    acts, i = last("W draw ?\nW discard 6p\nE ron", live_wall=1)
    answer, reasons = judge_houtei(acts, i)
    assert answer is True and reasons[0].event == 2


def test_discard_after_a_kan_on_the_last_tile_is_houtei() -> None:
    acts, i = last(
        "W draw ?\nW discard 6p\nN daiminkan 6p\nN draw 9s\nN discard 9s\nE ron", live_wall=2
    )
    assert acts[3].live_wall == 0
    assert judge_houtei(acts, i)[0] is True


def test_ron_on_an_added_kan_is_chankan_not_houtei() -> None:
    acts, i = last("W draw 6m\nW kakan 6m\nS ron", live_wall=1)
    assert judge_chankan(acts, i)[0] is True
    assert judge_houtei(acts, i)[0] is False


def test_ron_on_a_discard_is_not_chankan() -> None:
    acts, i = last("W draw ?\nW discard 6m\nS ron")
    answer, reasons = judge_chankan(acts, i)
    assert answer is False and reasons[0].code == "chankan.not_robbed"


# --- menzen tsumo / rinshan ---------------------------------------------------------


def test_closed_kan_keeps_menzen_tsumo() -> None:
    acts, i = last("S draw 9p\nS ankan 9p\nS draw 7s\nS tsumo")
    assert judge_menzen_tsumo(acts, i)[0] is True
    assert judge_rinshan(acts, i)[0] is True


def test_a_pon_opens_the_hand() -> None:
    acts, i = last(
        "E draw ?\nE discard 7z\nS pon 7z\nS discard 1m\nW draw ?\nW discard 2m\n"
        "N draw ?\nN discard 3m\nE draw ?\nE discard 4m\nS draw 5m\nS tsumo"
    )
    answer, reasons = judge_menzen_tsumo(acts, i)
    assert answer is False and reasons[0].event == 3


def test_a_ron_is_never_menzen_tsumo() -> None:
    acts, i = last("E draw ?\nE discard 7z\nS ron")
    assert judge_menzen_tsumo(acts, i)[0] is False


# --- tenhou / chiihou / renhou ------------------------------------------------------


def test_dealer_winning_on_the_deal_is_tenhou() -> None:
    acts, i = last("E draw 1m\nE tsumo", live_wall=70)
    assert judge_tenhou_chiihou(acts, i, 70)[0] == "tenhou"


def test_non_dealer_first_draw_tsumo_is_chiihou() -> None:
    acts, i = last("E draw ?\nE discard 1z\nS draw 2m\nS tsumo", live_wall=70)
    assert judge_tenhou_chiihou(acts, i, 70)[0] == "chiihou"


def test_any_call_before_kills_chiihou_even_a_closed_kan() -> None:
    acts, i = last(
        "E draw 1z\nE ankan 1z\nE draw ?\nE discard 9m\nS draw 2m\nS tsumo", live_wall=70
    )
    answer, reasons = judge_tenhou_chiihou(acts, i, 70)
    assert answer is None
    assert reasons[0].code == "tenhou_chiihou.call_before" and reasons[0].event == 2


def test_no_chiihou_once_the_hand_is_under_way() -> None:
    acts, i = last("E draw ?\nE discard 1z\nS draw 2m\nS tsumo", live_wall=50)
    answer, reasons = judge_tenhou_chiihou(acts, i, 50)
    assert answer is None and reasons[0].code == "tenhou_chiihou.hand_under_way"


def test_renhou_follows_the_ruleset() -> None:
    acts, i = last("E draw ?\nE discard 2z\nS ron", live_wall=70)
    assert judge_renhou(acts, i, 70, TENHOU)[0] is False
    assert judge_renhou(acts, i, 70, TENHOU)[1][0].code == "renhou.not_in_ruleset"
    for value in ("mangan", "yakuman"):
        assert judge_renhou(acts, i, 70, TENHOU.replace(renhou=value))[0] is True


def test_no_renhou_after_the_seats_own_draw() -> None:
    acts, i = last(
        "E draw ?\nE discard 2z\nS draw ?\nS discard 9m\nW draw ?\nW discard 1z\n"
        "N draw ?\nN discard 1m\nE draw ?\nE discard 3z\nS ron",
        live_wall=70,
    )
    answer, reasons = judge_renhou(acts, i, 70, TENHOU.replace(renhou="mangan"))
    assert answer is False and reasons[0].code == "renhou.after_own_draw"
