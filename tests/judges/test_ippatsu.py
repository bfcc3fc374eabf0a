"""Ippatsu (一発): the window from the riichi discard to the declarer's next discard."""

from __future__ import annotations

import pytest

from tests.judges.acts_builder import build
from tutor.judges.ippatsu import CODES, ippatsu_window
from tutor.rules.ruleset import load_ruleset

TENHOU = load_ruleset("tenhou")


def judge(text: str, **rules: object) -> tuple[bool, list[str], list[int | None]]:
    acts = build(text)
    ruleset = TENHOU.replace(**rules) if rules else TENHOU
    answer, reasons = ippatsu_window(acts, len(acts) - 1, ruleset)
    assert all(r.code in CODES and r.rule == "ippatsu" for r in reasons)
    return answer, [r.code for r in reasons], [r.event for r in reasons]


def test_tsumo_on_the_next_draw_scores_ippatsu() -> None:
    answer, codes, events = judge("""
        S draw 4m
        S riichi 5z
        W draw ?
        W discard 9p
        N draw ?
        N discard 2p
        E draw ?
        E discard 8s
        S draw 4m
        S tsumo
    """)
    assert answer is True
    assert codes == ["ippatsu.declared", "ippatsu.in_window"]
    assert events == [2, 10]


def test_ron_on_the_next_players_discard_is_the_earliest_chance() -> None:
    answer, _, _ = judge("S draw ?\nS riichi 5z\nW draw ?\nW discard 1m\nS ron")
    assert answer is True


def test_a_pon_of_the_riichi_tile_breaks_it_at_that_event() -> None:
    answer, codes, events = judge("""
        S draw ?
        S riichi 5z
        W pon 5z
        W discard 9p
        N draw ?
        N discard 1m
        S ron
    """)
    assert answer is False
    assert codes[-1] == "ippatsu.broken_by_call"
    assert events[-1] == 3


def test_the_declarers_own_closed_kan_breaks_it_so_no_ippatsu_with_rinshan() -> None:
    answer, codes, events = judge("""
        S draw ?
        S riichi 5z
        W draw ?
        W discard 1m
        N draw ?
        N discard 1p
        E draw ?
        E discard 1s
        S draw 9p
        S ankan 9p
        S draw 7s
        S tsumo
    """)
    assert answer is False
    assert codes[-1] == "ippatsu.broken_by_own_kan"
    assert events[-1] == 10


def test_a_robbed_added_kan_keeps_the_window_open() -> None:
    answer, codes, _ = judge("""
        W draw ?
        W discard 6m
        N pon 6m
        N discard 1z
        E draw ?
        E discard 2z
        S draw ?
        S riichi 3z
        W draw ?
        W discard 9m
        N draw 6m
        N kakan 6m
        S ron
    """)
    assert answer is True
    assert "ippatsu.robbed_kan_kept" in codes


def test_an_added_kan_that_survives_breaks_it() -> None:
    answer, _codes, events = judge("""
        N draw ?
        N discard 1z
        E draw ?
        E discard 2z
        S draw ?
        S riichi 3z
        W draw ?
        W discard 6m
        N pon 6m
        N discard 1z
        E draw ?
        E discard 4z
        S ron
    """)
    assert answer is False
    assert events[-1] == 9


def test_the_declarers_next_discard_closes_the_window() -> None:
    answer, codes, events = judge("""
        S draw ?
        S riichi 5z
        W draw ?
        W discard 1m
        N draw ?
        N discard 1p
        E draw ?
        E discard 1s
        S draw 9p
        S discard 9p
        W draw ?
        W discard 2m
        S ron
    """)
    assert answer is False
    assert codes[-1] == "ippatsu.window_passed"
    assert events[-1] == 10


def test_a_kan_made_before_the_riichi_does_not_matter_jigoku_ippatsu() -> None:
    answer, _, _ = judge("""
        S draw 9p
        S ankan 9p
        S draw 2m
        S riichi 2m
        W draw ?
        W discard 1m
        N draw ?
        N discard 1p
        E draw ?
        E discard 1s
        S draw 4m
        S tsumo
    """)
    assert answer is True


def test_no_riichi_no_ippatsu() -> None:
    answer, codes, _ = judge("S draw ?\nS discard 5z\nW draw ?\nW discard 1m\nS ron")
    assert (answer, codes) == (False, ["ippatsu.no_riichi"])


@pytest.mark.parametrize("enabled", [True, False])
def test_ruleset_without_ippatsu_never_scores_it(enabled: bool) -> None:
    answer, codes, _ = judge(
        "S draw ?\nS riichi 5z\nW draw ?\nW discard 1m\nS ron", ippatsu=enabled
    )
    assert answer is enabled
    assert ("ippatsu.off_in_ruleset" in codes) is not enabled
