"""Kan dora reveal timing (槓ドラ) and ura dora (裏ドラ) for a win."""

from __future__ import annotations

from tests.judges.acts_builder import build
from tutor.judges.dora import win_indicators
from tutor.rules.ruleset import load_ruleset
from tutor.rules.tiles import parse_tile, parse_tiles

TENHOU = load_ruleset("tenhou")
DORA = [parse_tile("4p")]
KAN = parse_tiles("7s2m3m")
URA = parse_tiles("1z9m8m5p")


def seen(text: str, *, riichi: bool = False, **rules: object) -> tuple[int, int, list[str]]:
    acts = build(text)
    ruleset = TENHOU.replace(**rules) if rules else TENHOU
    result = win_indicators(
        acts,
        len(acts) - 1,
        ruleset,
        riichi=riichi,
        dora_indicators=DORA,
        kan_dora_indicators=KAN,
        ura_dora_indicators=URA,
    )
    return len(result.dora), len(result.ura), [r.code for r in result.reasons]


def test_open_kan_indicator_does_not_count_for_the_rinshan_win_on_tenhou() -> None:
    dora, _, codes = seen("W draw ?\nW discard 7z\nS daiminkan 7z\nS draw 3m\nS tsumo")
    assert dora == 1
    assert "dora.kan_indicator_pending" in codes


def test_open_kan_indicator_counts_for_a_ron_on_the_kanners_discard() -> None:
    dora, _, _ = seen("W draw ?\nW discard 7z\nS daiminkan 7z\nS draw 3m\nS discard 9s\nE ron")
    assert dora == 2


def test_closed_kan_reveals_at_once() -> None:
    dora, _, _ = seen("S draw 7z\nS ankan 7z\nS draw 3m\nS tsumo")
    assert dora == 2


def test_immediate_timing_reveals_every_kan_before_the_replacement() -> None:
    dora, _, _ = seen(
        "W draw ?\nW discard 7z\nS daiminkan 7z\nS draw 3m\nS tsumo", kan_dora="immediate"
    )
    assert dora == 2


def test_no_kan_dora_in_rulesets_without_it() -> None:
    dora, _, codes = seen("S draw 7z\nS ankan 7z\nS draw 3m\nS tsumo", kan_dora="none")
    assert dora == 1 and "dora.no_kan_dora" in codes


def test_robbed_kan_turns_no_indicator() -> None:
    dora, _, codes = seen("W draw 6m\nW kakan 6m\nS ron", kan_dora="immediate")
    assert dora == 1 and "dora.robbed_kan_no_indicator" in codes


def test_a_pending_open_kan_indicator_turns_when_the_kanner_kans_again() -> None:
    dora, _, _ = seen(
        "W draw ?\nW discard 7z\nS daiminkan 7z\nS draw 1z\nS ankan 1z\nS draw 3m\nS tsumo"
    )
    assert dora == 3


def test_ura_dora_only_for_a_riichi_winner_one_per_revealed_indicator() -> None:
    text = "S draw 7z\nS ankan 7z\nS draw 3m\nS tsumo"
    assert seen(text, riichi=False)[1] == 0
    assert seen(text, riichi=True)[1] == 2
    assert seen(text, riichi=True, ura_dora=False)[1] == 0
