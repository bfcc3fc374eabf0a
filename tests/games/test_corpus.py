"""Self-played games (riichienv) written as mjai, tenhou.net/6 JSON and mjlog XML import
with every recorded outcome agreeing with the engine, and the same moments in each."""

from __future__ import annotations

from collections import Counter

import pytest

from tests.games.corpus import corpus
from tutor.games import KINDS, parse_game, study
from tutor.games.study import StudiedGame

SUITE_HANDS = 200
"""Hands in the suite's corpus (seeded); ``python -m tests.bench games`` imports 2,000."""


def _studied(fmt: str) -> list[StudiedGame]:
    texts = getattr(corpus(0, SUITE_HANDS), fmt)
    return [study(parse_game(t.encode("utf-8"), file=f"game{i}.{fmt}"), seat=i % 4)
            for i, t in enumerate(texts)]


@pytest.fixture(scope="module")
def studied() -> dict[str, list[StudiedGame]]:
    return {fmt: _studied(fmt) for fmt in ("mjai", "tenhou6", "mjlog")}


@pytest.mark.parametrize("fmt", ["mjai", "tenhou6", "mjlog"])
def test_every_recorded_outcome_agrees(fmt: str, studied: dict[str, list[StudiedGame]]) -> None:
    games = studied[fmt]
    assert sum(len(g.hands) for g in games) == SUITE_HANDS
    differences = [d for g in games for d in g.differences]
    assert differences == []
    assert sum(g.compared for g in games) > SUITE_HANDS


@pytest.mark.parametrize("fmt", ["tenhou6", "mjlog"])
def test_each_format_cuts_the_same_moments(fmt: str, studied: dict[str, list[StudiedGame]]
                                           ) -> None:
    def cut(games: list[StudiedGame]) -> list[tuple[int, int, str, str]]:
        return [(i, m.hand, m.kind, m.text) for i, g in enumerate(games) for m in g.moments]

    assert cut(studied[fmt]) == cut(studied["mjai"])


def test_the_corpus_has_moments_of_every_kind(studied: dict[str, list[StudiedGame]]) -> None:
    kinds = Counter(m.kind for g in studied["mjai"] for m in g.moments)
    assert set(kinds) == set(KINDS), kinds


def test_a_gzipped_mjlog_reads_as_the_plain_one(studied: dict[str, list[StudiedGame]]) -> None:
    import gzip

    text = corpus(0, SUITE_HANDS).mjlog[0]
    packed = study(parse_game(gzip.compress(text.encode("utf-8")), file="game0.mjlog.gz"), seat=0)

    assert [m.text for m in packed.moments] == [m.text for m in studied["mjlog"][0].moments]
    from tutor.games.study import game_link

    assert packed.log.fmt == "mjlog"
    link = game_link(packed.log)  # a viewer link written back from the game
    assert link is not None and link.startswith("https://tenhou.net/6/#json=")
