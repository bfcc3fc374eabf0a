"""Fu items name the sets of the reading that scored: the triplet, kan, pair and wait."""

from __future__ import annotations

from tests.rules.fu_named import random_wins
from tutor.rules.melds import Meld
from tutor.rules.ruleset import load_ruleset
from tutor.rules.scoring import WinContext, score_win
from tutor.rules.tiles import parse_tile, parse_tiles

TENHOU = load_ruleset("tenhou")
DEALS = 400
"""Seeded random wins checked here; ``python -m tests.bench fu_items`` checks thousands."""


def _texts(concealed: str, win: str, melds: tuple[Meld, ...] = (), **flags: object) -> list[str]:
    ctx = WinContext(seat="N", round_wind="E", is_tsumo=False, discarder="W", **flags)  # type: ignore[arg-type]
    tiles = [*parse_tiles(concealed), parse_tile(win)]
    result = score_win(tiles, melds, parse_tile(win), ctx, TENHOU)
    assert result is not None
    return [item.text for item in result.fu_items]


def test_the_triplet_named_is_the_one_in_the_reading_that_scored() -> None:
    # 123p + 333p + 678p + 66p: the ron on 3p completes 123p (edge), 333p stays closed
    texts = _texts("456m1233366678p", "3p", riichi=True)
    assert "closed triplet of 3p" in texts and "edge wait: 3p completing 123p" in texts
    assert not any("6p" in text and "triplet" in text for text in texts)


def test_a_triplet_completed_by_ron_is_named_open() -> None:
    texts = _texts("234m567p11z99s888s", "9s", riichi=True)
    assert "open triplet of terminals or honours (or completed by ron)" not in texts
    assert any(t.startswith("open triplet of 9s") for t in texts), texts


def test_every_item_of_random_wins_names_its_tiles() -> None:
    scored, found = random_wins(DEALS, 19)
    assert scored > DEALS // 2 and not found, found[:5]
