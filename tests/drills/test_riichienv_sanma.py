"""Generated three-player hands replayed live in riichienv's sanma mode (issue 20, item
4): every decision riichienv allowed or refused on the way, and every win, agrees with
our engine under tenhou-sanma and mahjong-soul-sanma."""

from __future__ import annotations

import pytest

from tests.drills.riichienv_replay import riichienv_wall
from tests.drills.riichienv_sanma_replay import replay_sanma, sanma_agreement
from tutor import api, drills
from tutor.drills.bank import question_and_table

PER_SKILL = 4
MIN_FACTS = 1_000


@pytest.mark.slow
@pytest.mark.parametrize("ruleset", ["tenhou-sanma", "mahjong-soul-sanma"])
def test_generated_sanma_hands_agree_with_riichienv(ruleset: str) -> None:
    rules = api.load_ruleset(ruleset)
    skills = [s.id for s in drills.skills() if s.applies_to(rules)]
    tally, refused, skipped = sanma_agreement(ruleset, skills, PER_SKILL, seed=3)
    assert sum(tally.compared.values()) >= MIN_FACTS, tally.compared
    assert tally.compared["win"] and tally.compared["ron_allowed"], tally.compared
    assert not refused, refused
    assert skipped <= len(skills)
    if tally.disagreements:
        pytest.fail(tally.summary(), pytrace=False)


def test_the_sanma_wall_is_laid_out_as_riichienv_deals_it() -> None:
    """A kita and its replacement draw replay event for event."""
    for index in range(12):
        _, table = question_and_table("ippatsu", "tenhou-sanma", 7, index)
        if any(e.verb == "kita" for e in table.events):
            break
    wall = riichienv_wall(table)
    assert len(wall) == 108 and len(set(wall)) == 108
    replayed = replay_sanma(table, "tenhou-sanma")
    assert replayed.refused is None
    assert any(line.endswith(" kita") for line in replayed.record.events)
