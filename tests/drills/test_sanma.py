"""Three-player hands (issue 20, item 4): under tenhou-sanma and mahjong-soul-sanma the
generator deals 108 tiles to three seats, sets norths aside with a replacement draw,
reaches the kita codes, and refuses in one line a skill that cannot be asked there."""

from __future__ import annotations

from collections import Counter

import pytest

from tests.drills.real_play_check import unsaid_passes
from tutor import api, drills
from tutor.__main__ import main
from tutor.drills.bank import question_and_table
from tutor.drills.deal import SANMA_PRESETS
from tutor.rules.ruleset import preset_names
from tutor.rules.tiles import kind
from tutor.rules.wording import preset_title

PER_SKILL = 4
KITA_CODES = {"ippatsu": ("ippatsu.broken_by_kita", "ippatsu.robbed_kita_kept"),
              "ron_allowed": ("ron_tsumo.kita_ron",)}


def _dealt(ruleset: str) -> list[str]:
    rules = api.load_ruleset(ruleset)
    return [s.id for s in drills.skills() if s.applies_to(rules)]


@pytest.mark.parametrize("ruleset", SANMA_PRESETS)
def test_three_player_hands_are_dealt_from_the_sanma_set(ruleset: str) -> None:
    kitas = 0
    for skill in _dealt(ruleset):
        for index in range(PER_SKILL):
            question, table = question_and_table(skill, ruleset, 3, index)
            situation = api.parse_situation(question.situation_text, file=question.id)
            assert situation.players == 3 and question.ruleset == ruleset
            assert len(table.wall) == 108 and table.start_live == 55
            assert not [t for t in table.wall if 1 <= kind(t) <= 7], "2m-8m dealt"
            # riichi sticks left by earlier hands came out of the scores
            assert sum(situation.scores.values()) + 1000 * situation.riichi_sticks == 105000
            assert unsaid_passes(question, table) == 0, question.situation_text
            kitas += sum(1 for e in table.events if e.verb == "kita")
    assert kitas


@pytest.mark.parametrize("ruleset", SANMA_PRESETS)
@pytest.mark.parametrize("skill", sorted(KITA_CODES))
def test_the_kita_codes_turn_up(ruleset: str, skill: str) -> None:
    said: Counter[str] = Counter()
    for index in range(16):
        question = drills.question_at(skill, ruleset, 7, index)
        said.update(r.code for r in question.explanation)
    for code in KITA_CODES[skill]:
        assert said[code], (code, said)


def test_a_kita_s_north_is_a_dora_of_its_owner() -> None:
    """Somewhere in a sample of three-player wins, a north set aside counts (nukidora)."""
    found = [r for i in range(16)
             for r in drills.question_at("win_value", "tenhou-sanma", 6, i).explanation
             if r.code == "kita.nukidora"]
    assert found


@pytest.mark.parametrize("ruleset", preset_names())
@pytest.mark.parametrize("skill", [s.id for s in drills.skills()])
def test_each_skill_is_dealt_or_refused_in_one_line(
        skill: str, ruleset: str, capsys: pytest.CaptureFixture[str]) -> None:
    """Every skill x preset: a question, or one line naming why (exit status 2)."""
    rules = api.load_ruleset(ruleset)
    if drills.skill(skill).applies_to(rules):
        drills.question_at(skill, ruleset, 1, 0)
        return
    assert main(["generate", "--skill", skill, "--ruleset", ruleset, "--count", "1"]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and skill in err and "Traceback" not in err


def test_a_four_player_count_is_refused_under_a_sanma_preset() -> None:
    with pytest.raises(api.TutorError, match="played by 3"):
        drills.question_at("ippatsu", "tenhou-sanma", 0, 0, players=4)


def test_the_rulesets_form_offers_only_presets_of_the_same_table() -> None:
    question = drills.question_at("riichi_allowed", "tenhou", 2, 0, form="rulesets")
    sanma = {preset_title(name) for name in SANMA_PRESETS}
    assert question.choices and not [c for c in question.choices if c.label in sanma]
